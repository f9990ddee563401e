"""Deck designs: which ones exist, and where each card's art is.

A design is a folder ``resources/decks/<design_id>/`` with a ``design.json``
(its name and description for the lobby, its colours, the parameters its art
was drawn from), a ``back.svg`` and ``faces/<code>.svg`` for the 52 cards
(``AS``, ``TH``, ``QC``…). The SVGs are written by ``tools/make_decks.py``.
Adding a design is adding a folder: nothing here names one, except the default.

This module is pure Python (no Qt), like the rules engine.

>>> DEFAULT_DESIGN in [design.id for design in designs()]
True
>>> face_path("clasica", "QH").name
'QH.svg'
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

from baccarat_qt.engine.cards import Card, Suit
from baccarat_qt.paths import resources_dir

__all__ = [
    "DEFAULT_DESIGN",
    "DeckDesign",
    "UnknownDesignError",
    "back_path",
    "card_url",
    "designs",
    "face_path",
    "get_design",
    "is_design",
]

DEFAULT_DESIGN = "clasica"
"""The design a new player starts with."""


class UnknownDesignError(ValueError):
    """No deck design has this id."""

    def __init__(self, design_id: str) -> None:
        super().__init__(f"unknown deck design: {design_id!r}")
        self.design_id = design_id
        """The id that was asked for."""


@dataclass(frozen=True)
class DeckDesign:
    """One deck design: a back and 52 faces, with what the lobby shows about it."""

    id: str
    """Folder name under ``resources/decks/`` (``"clasica"``); stored in the preferences."""
    name: str
    """Display name, in Spanish (``"Clásica"``)."""
    description: str
    """One line, in Spanish, for the lobby."""
    order: int
    """Position in the lobby's list (then by id)."""
    suit_colors: tuple[tuple[Suit, str], ...]
    """The ink of each suit, ``#rrggbb``, in ``Suit`` order."""
    back_color: str
    """The dominant colour of the back, ``#rrggbb`` (for a swatch)."""
    preview: tuple[str, ...]
    """Codes of the faces that show the design off best in the lobby (``("KD", "7C")``)."""
    folder: Path
    """The design's folder."""

    def suit_color(self, suit: Suit) -> str:
        """The ink of ``suit`` on this design's faces, ``#rrggbb``."""
        return dict(self.suit_colors)[suit]

    def face_path(self, card: Card | str) -> Path:
        """The SVG of one face; ``card`` may be a ``Card`` or its code (``"QH"``)."""
        code = str(card if isinstance(card, Card) else Card.parse(card))
        return self.folder / "faces" / f"{code}.svg"

    @property
    def back_path(self) -> Path:
        """The SVG of the back."""
        return self.folder / "back.svg"


def _decks_dir() -> Path:
    return resources_dir() / "decks"


def _load(path: Path) -> DeckDesign:
    data = json.loads(path.read_text(encoding="utf-8"))
    suits = data["suits"]
    return DeckDesign(
        id=path.parent.name,
        name=str(data["name"]),
        description=str(data["description"]),
        order=int(data.get("order", 0)),
        suit_colors=tuple((suit, str(suits[suit.value])) for suit in Suit),
        back_color=str(data["back"]["ground"]),
        preview=tuple(str(Card.parse(code)) for code in data.get("preview", ("KH", "7S"))),
        folder=path.parent,
    )


@functools.cache
def _registry(decks_dir: Path) -> dict[str, DeckDesign]:
    found = [_load(path) for path in decks_dir.glob("*/design.json")]
    found.sort(key=lambda design: (design.order, design.id))
    return {design.id: design for design in found}


def designs() -> list[DeckDesign]:
    """Every installed design, in lobby order (``order`` from its data, then id)."""
    return list(_registry(_decks_dir()).values())


def get_design(design_id: str) -> DeckDesign:
    """The design with this id.

    Raises:
        UnknownDesignError: if there is none.
    """
    try:
        return _registry(_decks_dir())[design_id]
    except KeyError:
        raise UnknownDesignError(design_id) from None


def is_design(design_id: str) -> bool:
    """Whether a design with this id is installed.

    >>> is_design(DEFAULT_DESIGN), is_design("no-such-deck")
    (True, False)
    """
    return design_id in _registry(_decks_dir())


def face_path(design_id: str, code: str) -> Path:
    """The SVG file of the face ``code`` (``"QH"``) in design ``design_id``.

    Raises:
        UnknownDesignError: if the design does not exist.
        ValueError: if ``code`` is not a card.
    """
    return get_design(design_id).face_path(code)


def back_path(design_id: str) -> Path:
    """The SVG file of the back of design ``design_id``.

    Raises:
        UnknownDesignError: if the design does not exist.
    """
    return get_design(design_id).back_path


def card_url(design_id: str, code: str | None) -> str:
    """The ``file:`` URL of a face (``code`` like ``"QH"``) or, with ``None``, the back.

    QML loads the SVG itself (Qt's SVG image plugin, off the Python thread)
    and draws it at the ``sourceSize`` it asks for, so it is sharp at any size.

    >>> card_url("clasica", "QH").endswith("/decks/clasica/faces/QH.svg")
    True

    Raises:
        UnknownDesignError: if the design does not exist.
        ValueError: if ``code`` is not a card.
    """
    design = get_design(design_id)
    return (design.back_path if code is None else design.face_path(code)).as_uri()
