"""Build the one-folder app with PyInstaller, check it, and optionally archive it.

Run from any folder, with the Python environment that has the game's
dependencies and PyInstaller (``pip install '.[dev]'``)::

    python packaging/build.py                      # → dist/baccarat-qt/
    python packaging/build.py --archive            # also dist/baccarat-qt-<version>-<os>-<arch>.tar.gz (.zip on Windows)
    python packaging/build.py --dist /tmp/d --work /tmp/w

The bundle's folder is named after the spec (``baccarat-qt.spec`` → ``baccarat-qt/``).
On Linux the build is then checked: every shared library that a file of the
bundle links must be in the bundle, unless PyInstaller leaves it to the system
(libc, libGL…); a missing one means ``qt_trim.py`` dropped too much.
The last line printed is a JSON summary (folder, executable, bytes, files, seconds).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "baccarat-qt.spec"


def version() -> str:
    """The game's version, from its one source (``baccarat_qt.__version__``)."""
    text = (ROOT / "src" / "baccarat_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    if match is None:
        raise RuntimeError("no __version__ in src/baccarat_qt/__init__.py")
    return match.group(1)


def executable(folder: Path, name: str) -> Path:
    """The program inside a one-folder bundle."""
    return folder / (f"{name}.exe" if sys.platform == "win32" else name)


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and number of files under ``folder`` (symbolic links count as files of size 0)."""
    total = files = 0
    for path in folder.rglob("*"):
        if path.is_symlink():
            files += 1
        elif path.is_file():
            files += 1
            total += path.stat().st_size
    return total, files


def missing_libraries(folder: Path) -> list[str]:
    """Linux: libraries that some ELF file of the bundle links but that are neither bundled nor system-provided."""
    from PyInstaller.depend import bindepend, dylib  # type: ignore[import-untyped]

    names = {path.name for path in folder.rglob("*") if path.is_file() or path.is_symlink()}
    problems = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        for name, _full in sorted(bindepend.get_imports(str(path))):
            base = os.path.basename(name)
            if base not in names and dylib.include_library(base):
                problems.append(f"{path.relative_to(folder)} links {base}, which is not in the bundle")
    return problems


def archive(folder: Path) -> Path:
    """Pack the bundle as ``<name>-<version>-<os>-<arch>.tar.gz`` (``.zip`` on Windows) beside it."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    base = folder.parent / f"{folder.name}-{version()}-{system}-{platform.machine().lower()}"
    kind = "zip" if sys.platform == "win32" else "gztar"
    return Path(shutil.make_archive(str(base), kind, root_dir=folder.parent, base_dir=folder.name))


def build(spec: Path, dist: Path, work: Path) -> Path:
    """Compile the translations, run PyInstaller on ``spec``; returns the bundle's folder."""
    # The .qm files the bundle ships (resources/translations), from the committed .ts sources.
    subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--qm"], check=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(spec),
    ]
    subprocess.run(command, check=True, cwd=spec.parent)
    return dist / spec.stem


def main(argv: list[str] | None = None) -> int:
    """Build (and check, and maybe archive) the bundle; returns the exit code."""
    parser = argparse.ArgumentParser(description="Build the game's one-folder app with PyInstaller.")
    parser.add_argument("--spec", type=Path, default=SPEC, help="spec file (default: %(default)s)")
    parser.add_argument(
        "--dist", type=Path, default=ROOT / "dist", help="output folder (default: %(default)s)"
    )
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's work folder"
    )
    parser.add_argument("--archive", action="store_true", help="also pack the bundle as .tar.gz (.zip)")
    parser.add_argument("--no-check", action="store_true", help="skip the bundled-libraries check")
    args = parser.parse_args(argv)

    spec = args.spec.resolve()
    started = time.perf_counter()
    folder = build(spec, args.dist.resolve(), args.work.resolve())
    seconds = time.perf_counter() - started

    if sys.platform.startswith("linux") and not args.no_check:
        problems = missing_libraries(folder)
        if problems:
            print("\n".join(problems), file=sys.stderr)
            return 1
    size, files = folder_size(folder)
    summary: dict[str, object] = {
        "folder": str(folder),
        "executable": str(executable(folder, spec.stem)),
        "bytes": size,
        "files": files,
        "seconds": round(seconds, 1),
    }
    if args.archive:
        packed = archive(folder)
        summary["archive"] = str(packed)
        summary["archive_bytes"] = packed.stat().st_size
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
