"""Deck designs: the registry, the generated SVGs, the pip table and the pictures QML gets."""

from __future__ import annotations

import json
import logging
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtQml import QQmlComponent, QQmlEngine
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary import card_images
from baccarat_qt.boundary.card_images import CardImageProvider, card_size, card_source, install
from baccarat_qt.boundary.decks import (
    DEFAULT_DESIGN,
    UnknownDesignError,
    back_path,
    designs,
    face_path,
    get_design,
)
from baccarat_qt.engine.cards import Rank, Suit, full_deck
from baccarat_qt.paths import resources_dir
from tests.support.gui import delete_engine
from tests.support.tools import load_tool

REPO = Path(__file__).resolve().parents[2]
DECKS = resources_dir() / "decks"
DESIGN_IDS = sorted(path.parent.name for path in DECKS.glob("*/design.json"))
CODES = [str(card) for card in full_deck()]
PIP_RANKS = "A23456789T"
SMALL = QSize(126, 176)
"""A fifth of the SVG size: small on screen, and every pixel maps exactly under a half turn."""
SVG_NS = "{http://www.w3.org/2000/svg}"


@cache
def _tool() -> ModuleType:
    if not (REPO / "tools" / "make_decks.py").exists():
        pytest.skip("tools/make_decks.py is not in this tree")
    return load_tool("make_decks")


@cache
def _data(design_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DECKS / design_id / "design.json").read_text(encoding="utf-8"))
    return data


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
# The registry
# --------------------------------------------------------------------------


def test_designs_are_exactly_the_folders() -> None:
    """``designs()`` lists every folder with a design.json, once, and nothing else."""
    ids = [design.id for design in designs()]
    assert sorted(ids) == DESIGN_IDS
    assert len(ids) == len(set(ids))
    assert {"clasica", "azul", "cuatro_colores", "indices_grandes"} <= set(ids)
    assert ids[0] == DEFAULT_DESIGN
    assert [d.order for d in designs()] == sorted(d.order for d in designs())


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_design_data_for_the_lobby(design_id: str) -> None:
    """Each design has a Spanish name and one-line description, colours, and all 53 files."""
    design = get_design(design_id)
    assert design.name and design.name == _data(design_id)["name"]
    assert design.description and "\n" not in design.description
    for suit in Suit:
        assert re.fullmatch(r"#[0-9a-f]{6}", design.suit_color(suit))
    assert design.preview and all(code in CODES for code in design.preview)
    assert back_path(design_id).is_file()
    faces = sorted(path.stem for path in (DECKS / design_id / "faces").glob("*.svg"))
    assert faces == sorted(CODES)
    assert all(face_path(design_id, code).is_file() for code in CODES)


def test_unknown_design_and_bad_code() -> None:
    """An unknown id raises UnknownDesignError (a ValueError); a bad code raises ValueError."""
    with pytest.raises(UnknownDesignError) as caught:
        get_design("no_existe")
    assert isinstance(caught.value, ValueError)
    assert caught.value.design_id == "no_existe"
    with pytest.raises(UnknownDesignError):
        back_path("no_existe")
    with pytest.raises(ValueError, match="not a card"):
        face_path(DEFAULT_DESIGN, "1X")


# --------------------------------------------------------------------------
# The pip table
# --------------------------------------------------------------------------


@pytest.mark.parametrize("rank", PIP_RANKS)
def test_pip_table_count_and_symmetry(rank: str) -> None:
    """Ace to ten have their number of pips, symmetric under a half turn (the 7 excepted)."""
    layout = _tool().PIP_LAYOUT[rank]
    count = 10 if rank == "T" else 1 if rank == "A" else int(rank)
    assert len(layout) == count
    assert len(set(layout)) == count
    assert all(col in (0.0, 0.5, 1.0) and 0.0 <= row <= 1.0 for col, row in layout)
    places = {(round(col, 9), round(row, 9)) for col, row in layout}
    turned = {(round(1 - col, 9), round(1 - row, 9)) for col, row in layout}
    if rank == "7":
        # The one standard exception: the seventh pip sits above the centre, with no partner below.
        assert places - turned == {(0.5, 0.25)}
        assert places - {(0.5, 0.25)} == set(_tool().PIP_LAYOUT["6"])
    else:
        assert turned == places


@pytest.mark.parametrize(
    ("rank", "edge"),
    [("A", 0), ("2", 0), ("3", 0), ("4", 2), ("5", 2), ("6", 3), ("7", 3), ("8", 3), ("9", 4), ("T", 4)],
)
def test_pips_along_the_long_edge(rank: str, edge: int) -> None:
    """A squeezer lifting a long edge sees the standard count of pips in the side column."""
    layout = _tool().PIP_LAYOUT[rank]
    assert sum(1 for col, _ in layout if col == 0.0) == edge
    assert sum(1 for col, _ in layout if col == 1.0) == edge


@pytest.mark.parametrize(
    ("rank", "centre"),
    [
        ("A", [0.5]),
        ("2", [0.0, 1.0]),
        ("3", [0.0, 0.5, 1.0]),
        ("4", []),
        ("5", [0.5]),
        ("6", []),
        ("7", [0.25]),
        ("8", [0.25, 0.75]),
        ("9", [0.5]),
        ("T", [1 / 6, 5 / 6]),
    ],
)
def test_pips_on_the_centre_line(rank: str, centre: list[float]) -> None:
    """The centre column holds the standard pips (7: one upper-centre; 10: upper and lower)."""
    rows = sorted(row for col, row in _tool().PIP_LAYOUT[rank] if col == 0.5)
    assert rows == pytest.approx(centre)


# --------------------------------------------------------------------------
# The SVG files
# --------------------------------------------------------------------------


def _translation(transform: str) -> tuple[float, float]:
    match = re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", transform)
    assert match, transform
    return float(match[1]), float(match[2])


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_svg_faces_carry_the_right_index_and_pips(design_id: str) -> None:
    """Each face names its card, draws the rank glyph over the suit symbol in two opposite
    corners in the suit's colour, and puts its pips where the table says, turned below the middle."""
    tool = _tool()
    design = tool.Design.load(DECKS / design_id / "design.json")
    colours = _data(design_id)["suits"]
    for code in CODES:
        rank, suit = code[0], code[1]
        root = ET.parse(face_path(design_id, code)).getroot()
        assert (root.get("data-design"), root.get("data-rank"), root.get("data-suit")) == (
            design_id,
            rank,
            suit,
        )
        assert root.get("viewBox") == "0 0 630 880"
        corners = {g.get("id"): g for g in root.iter(f"{SVG_NS}g") if g.get("id", "").startswith("index-")}
        assert set(corners) == {"index-top", "index-bottom"}
        assert corners["index-bottom"].get("transform") == "rotate(180 315 440)"
        for corner in corners.values():
            assert (corner.get("data-rank"), corner.get("data-suit")) == (rank, suit)
            glyph = corner.find(f"{SVG_NS}path[@class='index-rank']")
            symbol = corner.find(f"{SVG_NS}path[@class='index-suit']")
            assert glyph is not None and symbol is not None
            assert glyph.get("d") == tool.GLYPHS[rank].d
            assert glyph.get("stroke") == colours[suit]
            assert symbol.get("d") == tool.SUIT_PATHS[suit]
            assert symbol.get("fill") == colours[suit]
        pips = [p for p in root.iter(f"{SVG_NS}path") if p.get("class") == "pip"]
        if rank in "JQK":
            assert not pips
            assert root.find(f".//{SVG_NS}g[@id='court']") is not None
            continue
        assert len(pips) == len(tool.PIP_LAYOUT[rank])
        assert all(p.get("d") == tool.SUIT_PATHS[suit] and p.get("fill") == colours[suit] for p in pips)
        if rank == "A":
            continue
        expected = sorted(
            (round(x, 2), round(y, 2), turned) for x, y, turned in tool.pip_centres(design, rank)
        )
        drawn = []
        for pip in pips:
            transform = pip.get("transform", "")
            x, y = _translation(transform)
            drawn.append((round(x, 2), round(y, 2), "rotate(180)" in transform))
        assert sorted(drawn) == expected
        assert all(turned == (y > 440) for _, y, turned in drawn)


def test_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    """Running tools/make_decks.py again writes byte-identical SVGs (the art cannot drift)."""
    tool = _tool()
    assert tool.main(["--out", str(tmp_path)]) == 0
    for design_id in DESIGN_IDS:
        fresh = sorted(p.relative_to(tmp_path / design_id) for p in (tmp_path / design_id).rglob("*.svg"))
        committed = sorted(p.relative_to(DECKS / design_id) for p in (DECKS / design_id).rglob("*.svg"))
        assert fresh == committed, design_id
        for name in fresh:
            same = (tmp_path / design_id / name).read_bytes() == (DECKS / design_id / name).read_bytes()
            assert same, f"{design_id}/{name} differs: run python tools/make_decks.py"


def test_svgs_draw_no_text() -> None:
    """The art is all paths: no <text>, no fonts, no images from elsewhere."""
    for path in DECKS.rglob("*.svg"):
        content = path.read_text(encoding="utf-8")
        assert "<text" not in content and "<image" not in content and "font" not in content, path


# --------------------------------------------------------------------------
# The pictures
# --------------------------------------------------------------------------


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_every_face_renders_with_its_index(qapp: object, design_id: str) -> None:
    """Every face draws through the provider: a paper card with rounded corners, not blank,
    with an index in the suit's colour in the top-left and bottom-right corners."""
    data = _data(design_id)
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


@pytest.mark.parametrize("rank", list(Rank))
def test_all_ranks_have_a_glyph(rank: Rank) -> None:
    """The generator can draw every rank's index and every suit's symbol."""
    assert rank.value in _tool().GLYPHS
    assert all(suit.value in _tool().SUIT_PATHS for suit in Suit)
