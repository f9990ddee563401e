"""Bundle size and start time: the game's PyInstaller bundle against a bare trimmed Qt Quick bundle.

Run from the repository root, in the environment that builds bundles
(``pip install '.[dev]'``)::

    python benchmarks/bench_bundle.py                 # build both bundles under build/bench, then measure
    python benchmarks/bench_bundle.py --reuse         # measure bundles already built there
    python benchmarks/bench_bundle.py --write         # also replace the "## Bundle" section of docs/benchmarks.md

Both bundles come from ``packaging/build.py`` with the same trim
(``packaging/qt_trim.py``): the game (``packaging/baccarat-qt.spec``) and the
bare app (``packaging/bare/bare.spec``: one ApplicationWindow with a Label).
Size is bytes on disk of the one-folder bundle; compressed size is its
``.tar.gz`` (``shutil.make_archive``, gzip level 9). Start time is from
process start to the first frame on screen: the app (``BACCARAT_QT_SMOKE``)
notes the wall-clock time on the render thread as the first swap returns, then
grabs the window and prints one JSON line with it, on Xvfb with
OpenGL (llvmpipe); runs alternate between the two bundles after a warm-up
run of each, and the median is reported. Without ``$DISPLAY`` the script runs
itself under ``xvfb-run``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from _support import ROOT

BUILD = ROOT / "packaging" / "build.py"
SPECS = {"game": ROOT / "packaging" / "baccarat-qt.spec", "bare": ROOT / "packaging" / "bare" / "bare.spec"}
TARGET = 1.1
"""The game's bundle stays within this factor of the bare bundle, in size and in start time."""


@dataclass(frozen=True)
class Start:
    """One timed start, split where the app's smoke line says."""

    total_ms: float
    """Process start to the first-frame line."""
    to_main_ms: float
    """Process start to ``main()``: bootloader, Python, and the imports of the app's module (PySide6)."""
    qml_ms: float
    """``main()`` to the QML loaded: the app object, the game's own imports, QML compile and creation."""
    frame_ms: float
    """QML loaded to the first frame swapped: polish, sync and render of the first frame."""


@dataclass
class Bundle:
    """One built bundle and what was measured of it."""

    name: str
    folder: Path
    executable: Path
    build_seconds: float | None = None
    size: int = 0
    compressed: int = 0
    starts: tuple[Start, ...] = ()

    @property
    def start_ms(self) -> float:
        """Median start-to-first-frame time."""
        return statistics.median(start.total_ms for start in self.starts)

    def median(self, phase: str) -> float:
        """Median of one phase of the start (a :class:`Start` field)."""
        return float(statistics.median(getattr(start, phase) for start in self.starts))


def build(name: str, dist: Path, work: Path) -> Bundle:
    """Build one bundle with ``packaging/build.py``."""
    result = subprocess.run(
        [sys.executable, str(BUILD), "--spec", str(SPECS[name]), "--dist", str(dist), "--work", str(work)],
        check=True,
        capture_output=True,
        text=True,
    )
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    return Bundle(name, Path(summary["folder"]), Path(summary["executable"]), summary["seconds"])


def existing(name: str, dist: Path) -> Bundle:
    """A bundle built before under ``dist``."""
    folder = dist / SPECS[name].stem
    program = folder / (SPECS[name].stem + (".exe" if sys.platform == "win32" else ""))
    if not program.exists():
        raise SystemExit(f"no bundle at {folder}; run without --reuse first")
    return Bundle(name, folder, program)


def disk_size(folder: Path) -> int:
    """Bytes of the files under ``folder`` (symbolic links not followed)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def compressed_size(folder: Path) -> int:
    """Bytes of ``folder`` packed as ``.tar.gz``."""
    with tempfile.TemporaryDirectory() as scratch:
        packed = shutil.make_archive(
            str(Path(scratch) / folder.name), "gztar", root_dir=folder.parent, base_dir=folder.name
        )
        return Path(packed).stat().st_size


def start_once(program: Path, scratch: Path) -> Start:
    """Time one start of ``program``, up to its first-frame line."""
    env = dict(os.environ, BACCARAT_QT_SMOKE=str(scratch / "frame.png"), QT_QPA_PLATFORM="xcb")
    env["BACCARAT_QT_HOME"] = str(scratch / "home")
    started_at = time.time()
    process = subprocess.Popen([str(program)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    process.wait(timeout=60)
    if not line.startswith(b"{") or process.returncode != 0:
        raise RuntimeError(f"{program} did not report a first frame (exit {process.returncode}): {line!r}")
    smoke = json.loads(line)
    # The frame's time as the render thread saw its swap return, not after the grab and PNG the probe does next.
    elapsed = (smoke["first_frame_at"] - started_at) * 1000
    loaded, shown = smoke["qml_loaded_ms"], smoke["first_frame_ms"]
    return Start(elapsed, elapsed - shown, loaded, shown - loaded)


def machine() -> str:
    """CPU count and model, OS and versions, for the report."""
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        found = re.search(r"^model name\s*:\s*(.+)$", cpuinfo.read_text(), re.MULTILINE)
        if found:
            model = found.group(1).strip()
    import PySide6

    return (
        f"{os.cpu_count()} CPUs (`nproc`), {model}, {platform.system()} {platform.release()}; "
        f"CPython {platform.python_version()}, PySide6 {PySide6.__version__}, PyInstaller {metadata.version('pyinstaller')}"
    )


def revision() -> str:
    """The commit measured, and whether the work tree had changes on top of it."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "an unknown revision"
    return f"commit `{head}`" + (" with uncommitted changes" if dirty else "")


def report(game: Bundle, bare: Bundle, runs: int) -> str:
    """The ``## Bundle`` section of docs/benchmarks.md."""
    mib = 2**20

    def row(what: str, g: float, b: float, unit: str) -> str:
        ratio = g / b
        verdict = "yes" if ratio <= TARGET else "**no**"
        return f"| {what} | {g:.1f} {unit} | {b:.1f} {unit} | {ratio:.3f}× | {verdict} |"

    spread = ", ".join(
        f"{bundle.name} {min(s.total_ms for s in bundle.starts):.0f}–"
        f"{max(s.total_ms for s in bundle.starts):.0f} ms"
        for bundle in (game, bare)
    )
    phases = "".join(
        f"| {label} | {game.median(phase):.0f} ms | {bare.median(phase):.0f} ms | "
        f"{game.median(phase) - bare.median(phase):+.0f} ms |\n"
        for label, phase in (
            ("process start → `main()` (bootloader, Python, PySide6 imports)", "to_main_ms"),
            ("`main()` → QML loaded (game imports, QML compile and creation)", "qml_ms"),
            ("QML loaded → first frame (polish, sync, render)", "frame_ms"),
        )
    )
    build_line = ""
    if game.build_seconds is not None and bare.build_seconds is not None:
        build_line = (
            f"Build time (`packaging/build.py`, PyInstaller + trim + library check): game "
            f"{game.build_seconds:.0f} s, bare {bare.build_seconds:.0f} s.\n\n"
        )
    return (
        "## Bundle\n\n"
        "`python benchmarks/bench_bundle.py --write`: the game's one-folder PyInstaller bundle "
        "(`packaging/baccarat-qt.spec`) against a bare Qt Quick bundle (`packaging/bare/bare.spec`, one "
        "ApplicationWindow with a Label), both built by `packaging/build.py` with the same trim "
        "(`packaging/qt_trim.py`). Start time: process start to the first frame (the wall-clock time the "
        "render thread notes as the first swap returns, reported by `BACCARAT_QT_SMOKE`) on Xvfb with OpenGL (llvmpipe), "
        f"median of {runs} "
        "alternating runs after one warm-up run each. Target: the game within "
        f"{TARGET}× the bare bundle.\n\n"
        f"Machine: {machine()}. Measured at {revision()}.\n\n"
        "| what | game | bare | ratio | within target |\n"
        "|---|---:|---:|---:|:---:|\n"
        f"{row('size on disk', game.size / mib, bare.size / mib, 'MiB')}\n"
        f"{row('compressed (.tar.gz)', game.compressed / mib, bare.compressed / mib, 'MiB')}\n"
        f"{row('start to first frame', game.start_ms, bare.start_ms, 'ms')}\n\n"
        f"Start-time range over the runs: {spread}. Where the start time goes (medians of each phase, "
        "from the smoke line's timestamps):\n\n"
        "| phase | game | bare | difference |\n|---|---:|---:|---:|\n"
        f"{phases}\n"
        f"{build_line}"
    )


END_MARK = "<!-- end of the figures written by benchmarks/bench_bundle.py; notes below are by hand -->\n"


def write_section(section: str, doc: Path) -> None:
    """Replace (or append) the figures of the ``## Bundle`` section of ``doc``, keeping the notes after them."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# Benchmarks\n\n"
    section += END_MARK
    pattern = re.compile(
        r"^## Bundle\n.*?(?:" + re.escape(END_MARK) + r"|(?=^## )|\Z)", re.MULTILINE | re.DOTALL
    )
    if pattern.search(text):
        text = pattern.sub(lambda _match: section, text, count=1)
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Build or reuse both bundles, measure them, print (and maybe write) the report."""
    parser = argparse.ArgumentParser(description="Game bundle vs bare Qt Quick bundle: size and start time.")
    parser.add_argument("--dist", type=Path, default=ROOT / "build" / "bench" / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench" / "work")
    parser.add_argument("--reuse", action="store_true", help="measure bundles already built under --dist")
    parser.add_argument("--runs", type=int, default=11, help="timed starts of each bundle (default 11)")
    parser.add_argument(
        "--write", action="store_true", help="update the Bundle section of docs/benchmarks.md"
    )
    parser.add_argument("--quick", action="store_true", help="one timed start of each (CI: it still runs)")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs = 1

    if not os.environ.get("DISPLAY") and sys.platform.startswith("linux") and shutil.which("xvfb-run"):
        command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", sys.executable, *sys.argv]
        return subprocess.call(command)

    names = ("game", "bare")
    if args.reuse:
        bundles = [existing(name, args.dist) for name in names]
    else:
        bundles = [build(name, args.dist, args.work) for name in names]
    game, bare = bundles
    for bundle in bundles:
        bundle.size = disk_size(bundle.folder)
        bundle.compressed = compressed_size(bundle.folder)
    with tempfile.TemporaryDirectory() as scratch:
        times: dict[str, list[Start]] = {name: [] for name in names}
        for bundle in bundles:
            start_once(bundle.executable, Path(scratch))  # warm-up: page cache, fontconfig cache
        for _ in range(args.runs):
            for bundle in bundles:
                times[bundle.name].append(start_once(bundle.executable, Path(scratch)))
        for bundle in bundles:
            bundle.starts = tuple(times[bundle.name])
    section = report(game, bare, args.runs)
    print(section)
    if args.write:
        write_section(section, ROOT / "docs" / "benchmarks.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
