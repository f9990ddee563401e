"""The suite's parallel run: each group's files exist, and a group's tests are one unit of work."""

from __future__ import annotations

from pathlib import Path

from tests.support.groups import GROUPS, LONG, rank, scope_of

ROOT = Path(__file__).resolve().parents[1]


def test_every_grouped_file_exists() -> None:
    """A file renamed or moved would silently leave its group (and run beside the others)."""
    missing = [path for files in GROUPS.values() for path in files if not (ROOT / path).is_file()]
    assert not missing


def test_a_groups_tests_share_one_unit_and_other_tests_are_their_own() -> None:
    assert scope_of("tests/process/test_orca.py::test_orca_speaks_the_deal") == "@one-desktop"
    assert scope_of("tests/scene/test_sound_heard.py::test_each_event_plays_its_sound[x]") == "@one-desktop"
    assert scope_of("tests/process/test_packaging.py::test_bundle_version_flag") == "@packaging"
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
        "tests/engine/test_rules.py::test_natural",
        "tests/store/test_fuzz.py::test_night_loader_survives_thousands_of_bad_files",
        "@packaging",
        "tests/process/test_crash_safety.py::test_sigkill_at_random_moments",
        "@one-desktop",
    ]
    assert sorted(scopes, key=rank) == [scopes[4], scopes[2], scopes[3], scopes[1], scopes[0]]
