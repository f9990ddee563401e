"""The suite's parallel run: each group's files exist, and a group's tests are one unit of work."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.groups import GROUPS, LONG, rank, scope_of

ROOT = Path(__file__).resolve().parents[1]
HANG = ("-o", "faulthandler_timeout=2", "-o", "faulthandler_exit_on_timeout=true")
"""The nested run's hang guard: pyproject.toml's, 2 s instead of 900."""


def test_every_grouped_file_exists() -> None:
    """A file renamed or moved would silently leave its group (and run beside the others)."""
    missing = [path for files in GROUPS.values() for path in files if not (ROOT / path).is_file()]
    assert not missing


def test_a_groups_tests_share_one_unit_and_other_tests_are_their_own() -> None:
    assert scope_of("tests/process/test_orca.py::test_orca_speaks_the_deal") == "@one-desktop"
    assert scope_of("tests/scene/test_sound_heard.py::test_each_event_plays_its_sound[x]") == "@one-desktop"
    assert scope_of("tests/process/test_packaging_bundle.py::test_bundle_version_flag") == "@packaging"
    assert scope_of("tests/scene/test_table.py::test_squeeze_drag_opens_a_card_on_the_table") == (
        "tests/scene/test_table.py::test_squeeze_drag_opens_a_card_on_the_table"
    )


def test_every_long_test_exists() -> None:
    """A long test renamed or moved would silently be handed out in the random order again."""
    for long in LONG:
        path, _, name = long.partition("::")
        assert (ROOT / path).is_file(), path
        assert name in (ROOT / path).read_text(encoding="utf-8"), long


def test_the_groups_then_the_long_tests_go_first() -> None:
    scopes = [
        "tests/engine/test_rules_hands.py::test_natural",
        "tests/store/test_fuzz_night.py::test_night_loader_survives_thousands_of_bad_files",
        "@packaging",
        "tests/process/test_crash_safety_random.py::test_sigkill_at_random_moments",
        "@one-desktop",
    ]
    assert sorted(scopes, key=rank) == [scopes[4], scopes[2], scopes[3], scopes[1], scopes[0]]


def _nested_run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """A run of its own in ``folder`` (its conftest.py and tests), on two workers with the suite's scheduling
    option, no installed plugin but pytest-xdist; the crash folder its controller makes is its own."""
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("BACCARAT_TEST_CRASHES", None)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2", "--dist", "loadgroup", *args],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_a_crashed_worker_is_replaced_and_the_run_ends(tmp_path: Path) -> None:
    """A run of its own on two workers with this scheduling, one test killing its worker and one that never
    ends (stopped by pyproject.toml's ``faulthandler_timeout``, here 2 s): the run reaches its end (pytest-xdist
    3.8's own hangs: CI's timeout), every other test is run once, the two are reported failed, not run again."""
    (tmp_path / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        "from tests.support.groups import GroupScheduling\n\n"
        "def pytest_xdist_make_scheduler(config, log):\n"
        "    return GroupScheduling(config, log)\n",
        encoding="utf-8",
    )
    (tmp_path / "test_many.py").write_text(
        "import os, threading, pytest\n\n"
        "@pytest.mark.parametrize('n', range(40))\n"
        "def test_one(n):\n"
        "    if n == 17:\n"
        "        os._exit(1)\n"
        "    if n == 29:\n"
        "        threading.Event().wait()\n",
        encoding="utf-8",
    )
    try:
        run = _nested_run(tmp_path, "-rf", *HANG)
    except subprocess.TimeoutExpired as hung:
        raise AssertionError(f"the run never ended: {hung.stdout!r}") from None
    out = run.stdout
    assert run.returncode == 1, out
    assert "2 failed, 38 passed" in out, out
    assert out.count("replacing crashed worker") == 2, out
    assert "FAILED test_many.py::test_one[17]" in out and "FAILED test_many.py::test_one[29]" in out, out


def test_a_crashed_workers_report_says_where_it_crashed(tmp_path: Path) -> None:
    """A test that crashes its worker with a segmentation fault: its failure shows the worker's own dump, the
    Python stack of the crash, not only pytest-xdist's "worker 'gw0' crashed while running" (tests/conftest.py's
    hooks, as the suite has them)."""
    (tmp_path / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        "from tests.conftest import (\n"
        "    pytest_configure, pytest_handlecrashitem, pytest_unconfigure, pytest_xdist_make_scheduler\n"
        ")\n",
        encoding="utf-8",
    )
    (tmp_path / "test_crash.py").write_text(
        "import faulthandler\n\n"
        "def test_fine():\n"
        "    pass\n\n"
        "def deep_inside():\n"
        "    faulthandler._sigsegv()\n\n"
        "def test_crashes():\n"
        "    deep_inside()\n",
        encoding="utf-8",
    )
    run = _nested_run(tmp_path, "-p", "no:cacheprovider")
    out = run.stdout
    assert "1 failed, 1 passed" in out, out
    report = out[out.index("crashed while running 'test_crash.py::test_crashes'") :]
    assert "The worker's last words (faulthandler):" in report, out
    assert "Fatal Python error: Segmentation fault" in report, out
    assert re.search(r'File ".*test_crash\.py", line \d+ in deep_inside', report), out
    assert "  ...\n" in report, out  # the main thread's pytest frames, cut
