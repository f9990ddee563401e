"""Deck designs on disk: the registry of designs, the pip table, and the SVG files the generator writes.

Each design folder holds a ``design.json`` and the 53 SVGs of ``tools/make_decks.py``:
the registry lists exactly those folders, the pip table puts the standard number of
pips where a squeezer expects them, and each face names its card and draws its index
and pips as the table says, in paths only, byte for byte as the generator writes them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from baccarat_qt.boundary.decks import (
    DEFAULT_DESIGN,
    UnknownDesignError,
    back_path,
    designs,
    face_path,
    get_design,
)
from baccarat_qt.engine.cards import Rank, Suit
from tests.support.decks import CODES, DECKS, DESIGN_IDS, deck_tool, design_data

PIP_RANKS = "A23456789T"
SVG_NS = "{http://www.w3.org/2000/svg}"


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
    assert design.name and design.name == design_data(design_id)["name"]
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
    layout = deck_tool().PIP_LAYOUT[rank]
    count = 10 if rank == "T" else 1 if rank == "A" else int(rank)
    assert len(layout) == count
    assert len(set(layout)) == count
    assert all(col in (0.0, 0.5, 1.0) and 0.0 <= row <= 1.0 for col, row in layout)
    places = {(round(col, 9), round(row, 9)) for col, row in layout}
    turned = {(round(1 - col, 9), round(1 - row, 9)) for col, row in layout}
    if rank == "7":
        # The one standard exception: the seventh pip sits above the centre, with no partner below.
        assert places - turned == {(0.5, 0.25)}
        assert places - {(0.5, 0.25)} == set(deck_tool().PIP_LAYOUT["6"])
    else:
        assert turned == places


@pytest.mark.parametrize(
    ("rank", "edge"),
    [("A", 0), ("2", 0), ("3", 0), ("4", 2), ("5", 2), ("6", 3), ("7", 3), ("8", 3), ("9", 4), ("T", 4)],
)
def test_pips_along_the_long_edge(rank: str, edge: int) -> None:
    """A squeezer lifting a long edge sees the standard count of pips in the side column."""
    layout = deck_tool().PIP_LAYOUT[rank]
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
    rows = sorted(row for col, row in deck_tool().PIP_LAYOUT[rank] if col == 0.5)
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
    tool = deck_tool()
    design = tool.Design.load(DECKS / design_id / "design.json")
    colours = design_data(design_id)["suits"]
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
    tool = deck_tool()
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


@pytest.mark.parametrize("rank", list(Rank))
def test_all_ranks_have_a_glyph(rank: Rank) -> None:
    """The generator can draw every rank's index and every suit's symbol."""
    assert rank.value in deck_tool().GLYPHS
    assert all(suit.value in deck_tool().SUIT_PATHS for suit in Suit)


@pytest.mark.parametrize("design_id", DESIGN_IDS)
def test_each_stroked_line_of_a_back_is_a_path_of_its_own(design_id: str) -> None:
    """A back's pattern is stroked line by line: no stroked path holds two lines (subpaths).

    Qt's SVG renderer strokes a path as one outline; a pattern of hundreds of lines in
    one path took 3–10× as long to draw at the game's sizes (docs/benchmarks.md, "card
    pictures"), and the lobby reads twelve of them while it starts.
    """
    root = ET.parse(back_path(design_id)).getroot()
    stroked = 0
    for parent in root.iter():
        pen = parent.get("stroke") not in (None, "none")
        for path in parent.iter(f"{SVG_NS}path"):
            if pen or path.get("stroke") not in (None, "none"):
                stroked += 1
                assert len(re.findall(r"[Mm]", path.get("d", ""))) == 1, path.get("d", "")[:80]
    assert stroked > 30  # the pattern's lines, each a path
