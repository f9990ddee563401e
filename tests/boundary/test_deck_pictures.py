"""Deck designs as pictures: what the image provider draws for QML, at the size asked, and for a bad id.

Every face of every design is drawn through :class:`CardImageProvider` on paper with
rounded corners and its index in the suit's colour in two opposite corners; backs and
even faces survive a half turn; a bad id gives a marked card, never a crash; and a QML
``Image`` with an ``image://cards`` source gets its picture at the size it asked for.
"""

from __future__ import annotations

import logging
from functools import cache

import pytest
from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtQml import QQmlComponent, QQmlEngine
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary import card_images
from baccarat_qt.boundary.card_images import CardImageProvider, card_size, card_source, install
from tests.support.decks import CODES, DESIGN_IDS, design_data
from tests.support.gui import delete_engine

SMALL = QSize(126, 176)
"""A fifth of the SVG size: small on screen, and every pixel maps exactly under a half turn."""


@cache
def _provider() -> CardImageProvider:
    return CardImageProvider()


def _render(design_id: str, part: str, size: QSize = SMALL) -> QImage:
    return _provider().requestImage(f"{design_id}/{part}", QSize(), size)


def _rgb(colour: str) -> tuple[int, int, int]:
    value = QColor(colour)
    return value.red(), value.green(), value.blue()


def _on_felt(image: QImage, background: str = "#1e5b3c") -> QImage:
    """The card drawn over an opaque background, as 32-bit RGB."""
    out = QImage(image.size(), QImage.Format.Format_RGB32)
    out.fill(QColor(background))
    painter = QPainter(out)
    painter.drawImage(0, 0, image)
    painter.end()
    return out


def _pixels(
    image: QImage, rect: QRect | None = None, background: str = "#ffffff"
) -> list[tuple[int, int, int]]:
    """RGB of each pixel in ``rect`` (the whole image by default) over ``background``."""
    part = _on_felt(image if rect is None else image.copy(rect), background)
    raw = bytes(part.constBits())[: part.sizeInBytes()]
    stride = part.bytesPerLine()
    out: list[tuple[int, int, int]] = []
    for y in range(part.height()):
        row = raw[y * stride : y * stride + part.width() * 4]
        out.extend((row[i + 2], row[i + 1], row[i]) for i in range(0, len(row), 4))
    return out


def _near(a: tuple[int, int, int], b: tuple[int, int, int], tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def _mismatch(a: QImage, b: QImage, tolerance: int) -> float:
    """Fraction of colour channels of two opaque images that differ by more than ``tolerance``."""
    diff = QImage(a)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    raw = bytes(diff.constBits())[: diff.sizeInBytes()]
    big = bytes(1 if value > tolerance else 0 for value in range(256))
    channels = bytearray(raw.translate(big))
    del channels[3::4]
    return channels.count(1) / len(channels)


def _half_turn_mismatch(image: QImage) -> float:
    """Fraction of colour channels that change by more than 64 when the image turns 180°."""
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    return _mismatch(_on_felt(image), _on_felt(turned), 64)


def _inked(image: QImage, paper: str) -> float:
    """Fraction of colour channels that differ from plain paper by more than 24."""
    blank = QImage(image.size(), QImage.Format.Format_RGB32)
    blank.fill(QColor(paper))
    return _mismatch(_on_felt(image, paper), blank, 24)


# --------------------------------------------------------------------------
# The pictures
# --------------------------------------------------------------------------


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_every_face_renders_with_its_index(qapp: object, design_id: str) -> None:
    """Every face draws through the provider: a paper card with rounded corners, not blank,
    with an index in the suit's colour in the top-left and bottom-right corners."""
    data = design_data(design_id)
    face = data["face"]
    paper = _rgb(face["paper"])
    scale = SMALL.width() / 630
    right = min(face["court_frame"]["left"], face["pip_frame"]["left"] - face["pip_size"] / 2) - 4
    bottom = face["index_top"] + face["index_height"] + face["index_gap"] + face["index_suit"] * 1.1
    corner = QRect(0, 0, int(right * scale), int(bottom * scale))
    far_corner = QRect(
        QPoint(SMALL.width() - 1 - corner.right(), SMALL.height() - 1 - corner.bottom()), corner.size()
    )
    colours = {suit: _rgb(data["suits"][suit]) for suit in "SHDC"}
    for code in CODES:
        image = _render(design_id, code)
        assert image.size() == SMALL, code
        assert image.pixelColor(0, 0).alpha() == 0, f"{code}: corner not rounded"
        edge = image.pixelColor(SMALL.width() // 2, 4)
        assert _near((edge.red(), edge.green(), edge.blue()), paper, 8), f"{code}: no paper at the edge"
        assert _inked(image, face["paper"]) > 0.02, f"{code} is blank"
        own = colours[code[1]]
        others = [c for s, c in colours.items() if not _near(c, own, 100)]
        for rect in (corner, far_corner):
            region = _pixels(image, rect, face["paper"])
            assert sum(1 for p in region if _near(p, own, 40)) >= 12, f"{code}: no index in {rect}"
            assert not any(_near(p, other, 40) for p in region for other in others), code


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_back_and_even_faces_survive_a_half_turn(qapp: object, design_id: str) -> None:
    """Backs are symmetric under 180°; so are faces whose pips all pair up (bottom ones turned)
    and the double-headed courts."""
    assert _half_turn_mismatch(_render(design_id, "back")) < 0.002
    assert _half_turn_mismatch(_render(design_id, "back", QSize(252, 352))) < 0.002
    for code in ("2S", "4H", "4C", "TS", "TC", "8D", "JH", "QS", "KC"):
        assert _half_turn_mismatch(_render(design_id, code)) < 0.003, code
    # The check can fail: the 7's extra pip and the 8's upright middle-row clubs break the symmetry.
    assert _half_turn_mismatch(_render(design_id, "7H")) > 0.01
    assert _half_turn_mismatch(_render(design_id, "8C")) > 0.005


def test_sizes_follow_the_request(qapp: object) -> None:
    """The picture is drawn at the requested size, keeping the card's shape."""
    provider = CardImageProvider()
    reported = QSize()
    image = provider.requestImage("clasica/QH", reported, QSize(90, 0))
    assert image.size() == QSize(90, 126)
    assert reported == QSize(90, 126)
    assert provider.requestImage("azul/back", QSize(), QSize(0, 880)).size() == QSize(630, 880)
    assert provider.requestImage("azul/back", QSize(), QSize()).size() == card_images.DEFAULT_SIZE
    assert card_size(QSize(1000, 1000)) == QSize(716, 1000)


@pytest.mark.parametrize("ident", ["no_existe/QH", "clasica/ZZ", "clasica", "clasica/QH/extra", ""])
def test_unknown_pictures_are_marked_not_blank(
    qapp: object, ident: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A bad id gives a visible grey card with a red cross and a warning, never a crash."""
    with caplog.at_level(logging.WARNING, logger="baccarat_qt.boundary.card_images"):
        image = CardImageProvider().requestImage(ident, QSize(), SMALL)
    assert image.size() == SMALL
    assert image.pixelColor(SMALL.width() // 2, SMALL.height() // 2).red() > 150
    assert image.pixelColor(SMALL.width() // 2, SMALL.height() // 2).green() < 80
    assert image.pixelColor(20, SMALL.height() // 2).name() == "#d4d4d4"
    assert any("no card picture" in record.getMessage() for record in caplog.records)


def test_card_source_urls() -> None:
    """``card_source`` names a face by design and code, or the back with ``None``."""
    assert card_source("clasica", "QH") == "image://cards/clasica/QH"
    assert card_source("cuatro_colores", "td") == "image://cards/cuatro_colores/TD"
    assert card_source("azul", None) == "image://cards/azul/back"
    with pytest.raises(ValueError, match="not a card"):
        card_source("clasica", "10H")


def test_qml_image_loads_from_the_provider(qtbot: QtBot) -> None:
    """A QML Image with an ``image://cards`` source and a sourceSize gets a sharp picture of that size."""
    engine = QQmlEngine()
    install(engine)
    install(engine)  # a second call is harmless
    component = QQmlComponent(engine)
    qml = (
        "import QtQuick\n"
        "Item {\n"
        f'  Image {{ objectName: "face"; source: "{card_source("indices_grandes", "KD")}";'
        " sourceSize: Qt.size(252, 352) }\n"
        f'  Image {{ objectName: "back"; source: "{card_source("azul", None)}"; sourceSize.width: 90 }}\n'
        "}\n"
    )
    component.setData(qml.encode(), "")
    root = component.create()
    assert root is not None, component.errorString()
    for name, size in (("face", (252, 352)), ("back", (90, 126))):
        image = root.findChild(QObject, name)
        assert image is not None

        def loaded(image: QObject = image) -> bool:
            return float(image.property("implicitWidth")) > 0

        qtbot.waitUntil(loaded, timeout=5000)
        assert (image.property("implicitWidth"), image.property("implicitHeight")) == size
    del root
    delete_engine(qtbot, engine)
