"""What drawing the card pictures costs: each deck's back and faces, read as QML reads them.

Run from the repository root::

    python benchmarks/bench_card_pictures.py                    # 7 rounds
    python benchmarks/bench_card_pictures.py --against e085925  # the backs of another commit, in the same batch
    python benchmarks/bench_card_pictures.py --quick            # 1 round: a check that it runs

QML's ``Image`` reads a card's SVG with Qt's SVG image plugin (``QImageReader`` with the
``sourceSize`` as its scaled size, on the pixmap reader's thread), so this reads each file
the same way, at the sizes the game asks for: the lobby's deck tiles (three cards of each
design) and the table's cards, at 800×600, 1280×800 and 1920×1080. The baseline, read
in the same rounds: a plain card (the back's outline and ground, nothing else) at the same
size. Prints the milliseconds (the best of the rounds) and each figure over the baseline's.
"""

from __future__ import annotations

import argparse
import subprocess
import time

from _support import ROOT

DECKS = ROOT / "resources" / "decks"
DESIGNS = {
    "clasica": ("7S", "KH"),
    "azul": ("7S", "KH"),
    "cuatro_colores": ("7C", "KD"),
    "indices_grandes": ("8S", "QH"),
}
"""Each design with the two faces its lobby tile shows (``design.json``'s ``preview``: the first and the last)."""
SIZES = {
    "lobby tile, 800x600": (43, 60),
    "lobby tile, 1280x800": (72, 100),
    "lobby tile, 1920x1080": (97, 135),
    "table card, 800x600": (105, 146),
    "table card, 1280x800": (94, 131),
    "table card, 1920x1080": (173, 241),
}
"""The ``sourceSize`` each picture is read at, as the game asks for it (found by walking the scene's images)."""
PLAIN = (
    b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 630 880" width="630" height="880">'
    b'<rect x="1.5" y="1.5" width="627" height="877" rx="32.5" fill="#ffffff" stroke="#a19c90" stroke-width="3"/>'
    b'<rect x="32" y="32" width="566" height="816" fill="#17594f"/></svg>'
)


def read_ms(data: bytes, size: tuple[int, int]) -> float:
    """Milliseconds to read ``data`` (an SVG) into an image of ``size``, as QML's ``Image`` does."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
    from PySide6.QtGui import QImageReader

    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    started = time.perf_counter()
    reader = QImageReader(buffer, b"svg")
    reader.setScaledSize(QSize(*size))
    image = reader.read()
    elapsed = (time.perf_counter() - started) * 1000
    if image.isNull():
        raise RuntimeError(reader.errorString())
    return elapsed


def backs_at(commit: str) -> dict[str, bytes]:
    """Each design's back as ``commit`` holds it."""
    return {
        name: subprocess.run(
            ["git", "show", f"{commit}:resources/decks/{name}/back.svg"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        ).stdout
        for name in DESIGNS
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument(
        "--against", metavar="COMMIT", help="also read the backs of COMMIT, in the same rounds"
    )
    parser.add_argument("--quick", action="store_true", help="1 round: a check that it runs")
    args = parser.parse_args()
    rounds = 1 if args.quick else args.rounds

    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication([])  # noqa: F841  (the SVG image plugin needs an application)
    files = {name: (DECKS / name / "back.svg").read_bytes() for name in DESIGNS}
    faces = {
        name: [(DECKS / name / "faces" / f"{code}.svg").read_bytes() for code in codes]
        for name, codes in DESIGNS.items()
    }
    other = backs_at(args.against) if args.against else {}
    best: dict[tuple[str, str, str], float] = {}
    for _ in range(rounds):
        for label, size in SIZES.items():
            for name in DESIGNS:
                jobs = {"plain": PLAIN, "back": files[name], "faces": b""}
                if other:
                    jobs["other"] = other[name]
                for kind, data in jobs.items():
                    ms = (
                        sum(read_ms(face, size) for face in faces[name])
                        if kind == "faces"
                        else read_ms(data, size)
                    )
                    key = (label, name, kind)
                    best[key] = min(best.get(key, ms), ms)

    print(
        f"| where (sourceSize) | design | plain card | back | back / plain | faces (2) |{' other back | back / other |' if other else ''}"
    )
    print(f"|---|---|---:|---:|---:|---:|{'---:|---:|' if other else ''}")
    for label, size in SIZES.items():
        for name in DESIGNS:
            plain, back, two = (best[(label, name, k)] for k in ("plain", "back", "faces"))
            row = f"| {label} ({size[0]}×{size[1]}) | {name} | {plain:.2f} | {back:.2f} | {back / plain:.1f}× | {two:.2f} |"
            if other:
                theirs = best[(label, name, "other")]
                row += f" {theirs:.2f} | {back / theirs:.2f}× |"
            print(row)
    for label in SIZES:
        if label.startswith("lobby"):
            tiles = sum(best[(label, n, "back")] + best[(label, n, "faces")] for n in DESIGNS)
            line = f"{label}: the lobby's 12 pictures {tiles:.1f} ms"
            if other:
                theirs = sum(best[(label, n, "other")] + best[(label, n, "faces")] for n in DESIGNS)
                line += f", with {args.against}'s backs {theirs:.1f} ms: {tiles / theirs:.2f}×"
            print(line)


if __name__ == "__main__":
    main()
