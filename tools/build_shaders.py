"""Compile the GLSL 440 shaders under ``ui/Baccarat/shaders`` into Qt's ``.qsb`` files.

Every ``X.vert`` and ``X.frag`` becomes ``X.vert.qsb`` / ``X.frag.qsb`` beside
it, with GLSL ES 100, GLSL 120 and 150, HLSL 5.0 and MSL 1.2 variants, and
``shaders.sha256`` records the SHA-256 of each source and of what it compiled
to. Run after editing a shader, then commit all of it::

    python tools/build_shaders.py            # rebuild every .qsb
    python tools/build_shaders.py --check    # exit 1 if a .qsb is missing or stale

Needs the ``qsb`` tool from PySide6-Addons (``pip install '.[dev]'``); the
test suite reads ``shaders.sha256`` so that it can tell a stale ``.qsb``
without it, even in a fresh clone where file times say nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from _support import ROOT

SHADER_DIR = ROOT / "ui" / "Baccarat" / "shaders"
MANIFEST = "shaders.sha256"
"""One line per source: its SHA-256, its ``.qsb``'s SHA-256, its file name."""
QSB_TARGETS = ["--glsl", "100es,120,150", "--hlsl", "50", "--msl", "12"]


def sources(folder: Path = SHADER_DIR) -> list[Path]:
    """The shader sources in ``folder``, sorted by name."""
    return sorted(p for p in folder.iterdir() if p.suffix in {".vert", ".frag"})


def sha256(path: Path) -> str:
    """Hex SHA-256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def qsb_tool() -> Path:
    """The ``qsb`` binary that PySide6-Addons ships."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("qsb", "qsb.exe"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError("qsb not found: install PySide6-Addons (pip install '.[dev]')")


def compile_shader(source: Path, target: Path) -> None:
    """Compile one GLSL 440 source into a ``.qsb`` file."""
    subprocess.run([str(qsb_tool()), *QSB_TARGETS, "-o", str(target), str(source)], check=True)


def manifest_text(folder: Path = SHADER_DIR) -> str:
    """What ``shaders.sha256`` should say for the files now in ``folder``."""
    lines = [f"{sha256(s)}  {sha256(s.with_name(s.name + '.qsb'))}  {s.name}" for s in sources(folder)]
    return "\n".join(lines) + "\n"


def build(folder: Path = SHADER_DIR) -> None:
    """Rebuild every ``.qsb`` in ``folder`` and its manifest."""
    for source in sources(folder):
        compile_shader(source, source.with_name(source.name + ".qsb"))
    (folder / MANIFEST).write_text(manifest_text(folder), encoding="utf-8")


def stale(folder: Path = SHADER_DIR) -> list[str]:
    """The files that a rebuild would change (compiled afresh into a temporary folder)."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for source in sources(folder):
            fresh = Path(tmp) / (source.name + ".qsb")
            compile_shader(source, fresh)
            committed = source.with_name(fresh.name)
            if not committed.is_file() or committed.read_bytes() != fresh.read_bytes():
                problems.append(committed.name)
    manifest = folder / MANIFEST
    if not manifest.is_file() or manifest.read_text(encoding="utf-8") != manifest_text(folder):
        problems.append(MANIFEST)
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if anything is stale")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale()
        for name in problems:
            print(f"stale: {name} (run python tools/build_shaders.py)", file=sys.stderr)
        return 1 if problems else 0
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
