"""Render the app icon's PNG, ICO and ICNS files from ``resources/icons/baccarat-qt.svg``.

The PNGs go beside the SVG (``resources/icons``, shipped with the game); the
ICO and ICNS, which only PyInstaller needs, go to ``packaging/icons``.

Run after editing the SVG, then commit what it wrote::

    python tools/make_icons.py            # rewrite the files
    python tools/make_icons.py --check    # exit 1 if a file is missing or out of date

Only Qt (QtSvg) is needed. The ICO and ICNS containers are written here with
PNG-compressed entries (Windows Vista and later, macOS 10.7 and later read
them), so no image library beyond Qt is required and the output is the same
on every platform.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

from _support import ROOT

ICON_DIR = ROOT / "resources" / "icons"
"""Shipped with the game (window icon) and installed into the hicolor theme."""
BUNDLE_ICON_DIR = ROOT / "packaging" / "icons"
"""Only for PyInstaller: the Windows ``.ico`` and macOS ``.icns`` of the executable."""
SOURCE = ICON_DIR / "baccarat-qt.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The freedesktop hicolor sizes; the install script copies each into ``hicolor/NxN/apps``."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
"""ICNS entry types and their pixel sizes (``ic11``..``ic14`` are the @2x variants)."""


def png_path(size: int) -> Path:
    """Where the PNG of ``size`` pixels lives."""
    return ICON_DIR / f"baccarat-qt-{size}.png"


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon rendered at ``size`` × ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not QImageWriter(buffer, QByteArray(b"png")).write(image):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding one PNG entry per size in :data:`ICO_SIZES`."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries = b""
    images = b""
    for size in ICO_SIZES:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` holding PNG entries of every type in :data:`ICNS_TYPES`."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build() -> dict[Path, bytes]:
    """Every generated file and its contents."""
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise RuntimeError(f"{SOURCE} is not a valid SVG")
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    pngs = {size: render_png(renderer, size) for size in sizes}
    files = {png_path(size): pngs[size] for size in PNG_SIZES}
    files[BUNDLE_ICON_DIR / "baccarat-qt.ico"] = ico_bytes(pngs)
    files[BUNDLE_ICON_DIR / "baccarat-qt.icns"] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the generated icon files."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report files that are missing or stale")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(["make_icons", "-platform", "offscreen"])
    stale = []
    for path, data in build().items():
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    if args.check and stale:
        for path in stale:
            print(f"out of date: {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
