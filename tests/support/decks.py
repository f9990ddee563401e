"""The deck designs as the deck tests read them: the committed folders, each design's data, the generator."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from baccarat_qt.engine.cards import full_deck
from baccarat_qt.paths import resources_dir
from tests.support.tools import load_tool

__all__ = ["CODES", "DECKS", "DESIGN_IDS", "deck_tool", "design_data"]

REPO = Path(__file__).resolve().parents[2]
DECKS = resources_dir() / "decks"
DESIGN_IDS = sorted(path.parent.name for path in DECKS.glob("*/design.json"))
CODES = [str(card) for card in full_deck()]


@cache
def deck_tool() -> ModuleType:
    """``tools/make_decks.py``, imported (the test is skipped in a tree without it)."""
    if not (REPO / "tools" / "make_decks.py").exists():
        pytest.skip("tools/make_decks.py is not in this tree")
    return load_tool("make_decks")


@cache
def design_data(design_id: str) -> dict[str, Any]:
    """A design's ``design.json``, as written."""
    data: dict[str, Any] = json.loads((DECKS / design_id / "design.json").read_text(encoding="utf-8"))
    return data
