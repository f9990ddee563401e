"""What a game's boundary objects show, read as QML reads them: the screen, the phase, the card model."""

from __future__ import annotations

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.models import CardsModel

__all__ = ["cards_model", "face_up", "phase_name", "screen_name"]


def screen_name(context: Context) -> str:
    """The screen shown: "lobby", "table" or "score"."""
    return Screen(context.night.screen).name.lower()


def phase_name(context: Context) -> str:
    """The phase of the night: "betting", "revealing", "over", "left", or empty in the lobby."""
    phase = UiPhase(context.table.phase)
    return "" if phase == UiPhase.NoPhase else phase.name.lower()


def cards_model(context: Context) -> CardsModel:
    """The card model QML reads."""
    model = context.hand.cards
    assert isinstance(model, CardsModel)
    return model


def face_up(context: Context, row: int) -> bool:
    """Whether card ``row`` on the table is open, as the card model says."""
    model = cards_model(context)
    return bool(model.data(model.index(row), CardsModel.Roles.FACE_UP))
