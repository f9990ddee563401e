"""Every benchmark has the quick mode CI runs (``benchmarks/run_all.py --quick``): a script added without it
fails here, in the suite, not after the suite in CI's last step (bench_first_save.py did)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def quick_option(path: Path) -> bool:
    """Whether the script's argument parser is given a ``--quick`` option."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "add_argument"
            and any(isinstance(arg, ast.Constant) and arg.value == "--quick" for arg in node.args)
        ):
            return True
    return False


def test_every_benchmark_takes_quick() -> None:
    scripts = [
        p for p in sorted((ROOT / "benchmarks").glob("*.py")) if p.name != "run_all.py" and p.name[0] != "_"
    ]  # ``_*.py``: the modules the benchmarks share, not benchmarks
    assert scripts
    assert [p.name for p in scripts if not quick_option(p)] == []


def test_bench_startup_refuses_a_compare_folder_without_the_game(tmp_path: Path) -> None:
    """``--compare`` given a tree's root instead of its ``src`` would start the installed game as "the other
    tree" and compare this tree with itself, silently (it happened: 1.000x): it stops and says why."""
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "bench_startup.py"),
            "--quick",
            "--compare",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "no baccarat_qt package there" in result.stderr


def test_a_benchmark_leaves_no_folder_behind(tmp_path: Path) -> None:
    """The folders a benchmark makes (homes, caches) go when it ends: CI's quick runs, and a batch of starts
    with a new cache folder each, left hundreds in ``/tmp`` before (``_support.scratch``)."""
    temp = tmp_path / "temp"
    temp.mkdir()
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_first_save.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TMPDIR": str(temp), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "first save" in result.stdout
    assert list(temp.iterdir()) == []


def test_no_benchmark_makes_a_folder_of_its_own() -> None:
    """Every temporary folder of the benchmarks is made by ``_support.scratch`` (removed at the end)."""
    made_elsewhere = [
        p.name
        for p in sorted((ROOT / "benchmarks").glob("*.py"))
        if p.name != "_support.py" and "mkdtemp" in p.read_text(encoding="utf-8")
    ]
    assert made_elsewhere == []
