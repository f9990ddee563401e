"""The squeeze's shaders: the software scene graph's fallback still draws the card, and each .qsb is built
from its current source (``tools/build_shaders.py``), byte for byte as a fresh compile gives it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from baccarat_qt.paths import ui_dir
from tests.support.squeeze import HARNESS

SHADERS = Path(__file__).resolve().parents[2] / "ui" / "Baccarat" / "shaders"


_SOFTWARE_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QObject, QPoint, Qt, QUrl
    from PySide6.QtGui import QGuiApplication, QImage
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
    from PySide6.QtTest import QTest
    from baccarat_qt.desktop.app import register_types
    register_types()

    QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)
    app = QGuiApplication(sys.argv)
    harness, ui, back, face = sys.argv[1:5]
    engine = QQmlApplicationEngine()
    engine.addImportPath(ui)
    engine.setInitialProperties({"backUrl": QUrl(back), "faceUrl": QUrl(face)})
    engine.load(QUrl.fromLocalFile(harness))
    window = engine.rootObjects()[0]
    card = window.findChild(QObject, "card")
    QTest.qWait(300)
    x, y, w, h = card.property("x"), card.property("y"), card.width(), card.height()

    def count():
        image = window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)
        back = face = 0
        for py in range(int(y), int(y + h), 2):
            for px in range(int(x), int(x + w), 2):
                rgb = image.pixel(px, py)
                r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
                if b > r + 40 and b > g + 20:
                    back += 1
                elif (r > g + 60 and r > b + 60) or (min(r, g, b) > 140 and max(r, g, b) - min(r, g, b) < 40):
                    face += 1
        return {"back": back, "face": face}

    result = {"api": window.rendererInterface().graphicsApi().name, "area": w * h / 4, "rest": count()}
    start = QPoint(int(x + w - 3), int(y + h / 2))
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 13):
        QTest.mouseMove(window, start - QPoint(5 * i, 0))
        QTest.qWait(8)
    QTest.qWait(100)
    result["peel"] = count()
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start - QPoint(60, 0))
    card.setProperty("faceUp", True)
    QTest.qWait(900)
    result["open"] = count()
    print(json.dumps(result))
    """
)


def test_software_renderer_fallback_draws_the_card(art: tuple[QUrl, QUrl]) -> None:
    """With no shaders (software scene graph), the card still shows its back, a peel and its face."""
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            _SOFTWARE_SCRIPT,
            str(HARNESS),
            str(ui_dir()),
            art[0].toString(),
            art[1].toString(),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result = json.loads(run.stdout.strip().splitlines()[-1])
    area = result["area"]
    assert result["api"] == "Software"
    assert result["rest"]["face"] == 0 and result["rest"]["back"] > 0.9 * area
    assert result["peel"]["face"] > 0.05 * area and result["peel"]["back"] > 0.5 * area
    assert result["open"]["back"] == 0 and result["open"]["face"] > 0.85 * area


def _manifest() -> dict[str, tuple[str, str]]:
    lines = (SHADERS / "shaders.sha256").read_text(encoding="utf-8").splitlines()
    return {name: (source, qsb) for source, qsb, name in (line.split() for line in lines)}


def test_every_qsb_is_built_from_its_current_source() -> None:
    """Each shader's .qsb was compiled from the source as it is now (by tools/build_shaders.py)."""
    import hashlib

    manifest = _manifest()
    sources = sorted(p for p in SHADERS.iterdir() if p.suffix in {".vert", ".frag"})
    assert sorted(manifest) == [s.name for s in sources]
    for source in sources:
        qsb = source.with_name(source.name + ".qsb")
        stale = "is stale: run python tools/build_shaders.py"
        assert hashlib.sha256(source.read_bytes()).hexdigest() == manifest[source.name][0], (
            f"{qsb.name} {stale}"
        )
        assert hashlib.sha256(qsb.read_bytes()).hexdigest() == manifest[source.name][1], f"{qsb.name} {stale}"


def test_qsb_matches_a_fresh_compile() -> None:
    """Compiling the sources again gives byte-identical .qsb files (needs qsb from PySide6-Addons)."""
    from tests.support.tools import load_tool

    build_shaders = load_tool("build_shaders")
    try:
        build_shaders.qsb_tool()
    except FileNotFoundError:
        pytest.importorskip("PySide6.QtMultimedia", reason="qsb comes with PySide6-Addons")
        raise
    assert build_shaders.stale() == []
