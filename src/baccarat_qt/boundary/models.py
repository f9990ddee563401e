"""List models QML shows: the cards on the table and the bet spots (the top five: :mod:`.leaderboard_model`).

A face-down card's rank and suit stay here, in Python, until the player starts
to open it: until then no role of the card model returns them.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from baccarat_qt.boundary.enums import SpotOutcome
from baccarat_qt.boundary.row_model import USER_ROLE, RowModel
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.bets import chip_stack
from baccarat_qt.engine.session import SpotResult, TableCard
from baccarat_qt.words import table_texts, texts

__all__ = [
    "CardRow",
    "CardsModel",
    "SpotRow",
    "SpotsModel",
]


@dataclass(frozen=True, slots=True)
class CardRow:
    """What QML may know about one card on the table."""

    side: str
    """"player" or "banker"."""
    slot: int
    """0, 1, or 2 for the third card."""
    face_up: bool
    """Opened by the engine: face up, or turning over on screen."""
    shown: bool
    """Face up on screen: what it tells is shown (False while it still turns over)."""
    code: str
    """"QH" once opened or being squeezed; empty while face down."""
    face_source: str
    """Image of the face, empty while face down and untouched."""
    back_source: str
    """Image of the back."""
    accessible_name: str
    """What a screen reader says: position and, once open, the card."""


class CardsModel(RowModel):
    """Cards on the table in the order dealt."""

    class Roles(enum.IntEnum):
        """Model roles."""

        SIDE = USER_ROLE + 1
        SLOT = enum.auto()
        FACE_UP = enum.auto()
        SHOWN = enum.auto()
        CODE = enum.auto()
        FACE_SOURCE = enum.auto()
        BACK_SOURCE = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    def update(
        self,
        cards: Sequence[TableCard],
        turning: set[int],
        squeezing: set[int],
        source: Callable[[str | None], str],
    ) -> None:
        """Show ``cards`` as the screen has them; faces only for open cards, those ``turning`` and ``squeezing``.

        A card in ``turning`` was opened by the engine and is turning over on screen.
        """
        rows = []
        for index, table_card in enumerate(cards):
            opened = table_card.face_up or index in turning
            visible = opened or index in squeezing
            code = str(table_card.card) if visible else ""
            position = texts.card_position(table_card.side, table_card.slot)
            if table_card.face_up:
                name = f"{position}: {texts.card_name(table_card.card)}"
            else:
                name = texts.tr("{0}, boca abajo").format(position)
            rows.append(
                CardRow(
                    side=table_card.side.value,
                    slot=table_card.slot,
                    face_up=opened,
                    shown=table_card.face_up,
                    code=code,
                    face_source=source(code) if code else "",
                    back_source=source(None),
                    accessible_name=name,
                )
            )
        self._replace(rows)

    def clear(self) -> None:
        """No card on the table (a new deal's cards come as new rows)."""
        self._replace([])


@dataclass(frozen=True, slots=True)
class SpotRow:
    """One bet spot on the felt."""

    spot_id: str
    """The BetSpot value: "player", "banker", "tie", "player_pair", "banker_pair"."""
    label: str
    """Printed name: JUGADOR…"""
    payout: str
    """Printed payout for this table."""
    amount: int
    """Chips on it, in hundredths."""
    amount_text: str
    """The same, formatted."""
    chips: list[list[int]]
    """The fewest chips that make the amount (``engine.bets.chip_stack``), in whole chips, one column per
    value, largest first: 150 is ``[[100], [25, 25]]``."""
    result: SpotOutcome
    """What the spot did in the hand whose result is shown (a ``Table.SpotOutcome``)."""
    result_text: str
    """E.g. "+23,75"; empty when no result is shown."""
    message: str
    """Why the last chip on this spot was refused, else empty."""
    accessible_name: str
    """Name, payout and stake, for a screen reader."""


class SpotsModel(RowModel):
    """The table's spots (five, seven at EZ), in felt order."""

    class Roles(enum.IntEnum):
        """Model roles."""

        SPOT_ID = USER_ROLE + 1
        LABEL = enum.auto()
        PAYOUT = enum.auto()
        AMOUNT = enum.auto()
        AMOUNT_TEXT = enum.auto()
        CHIPS = enum.auto()
        RESULT = enum.auto()
        RESULT_TEXT = enum.auto()
        MESSAGE = enum.auto()
        ACCESSIBLE_NAME = enum.auto()

    ORDER = (
        BetSpot.PANDA_8,
        BetSpot.PLAYER_PAIR,
        BetSpot.PLAYER,
        BetSpot.TIE,
        BetSpot.BANKER,
        BetSpot.BANKER_PAIR,
        BetSpot.DRAGON_7,
    )
    """Left to right on the felt, of the spots a table has (``TableKind.spots``): the player's side bets
    on the player's side, the banker's on the banker's."""

    def update(
        self,
        table: TableKind,
        chips: Sequence[tuple[BetSpot, int]],
        results: dict[BetSpot, tuple[SpotResult, int]],
        messages: dict[BetSpot, str],
    ) -> None:
        """Show the chips for the coming hand (or the hand in play), results and refusals."""
        rows = []
        for spot in (spot for spot in self.ORDER if spot in table.spots):
            amount = sum(chip for where, chip in chips if where is spot)
            stack = [[chip // 100 for chip in same] for _, same in itertools.groupby(chip_stack(amount))]
            result, net = results.get(spot, (None, 0))
            result_text = ""
            if result is SpotResult.WON:
                result_text = "+" + texts.chips(net)
            elif result is SpotResult.LOST:
                result_text = texts.chips(net)
            elif result is SpotResult.PUSH:
                result_text = texts.tr("devuelta")
            label, pays = texts.spot_label(spot), texts.payout(table, spot)
            if amount:
                stake = texts.tr("apuesta {0}").format(texts.chip_amount(amount))
            else:
                stake = texts.tr("sin fichas")
            rows.append(
                SpotRow(
                    spot_id=spot.value,
                    label=label,
                    payout=pays,
                    amount=amount,
                    amount_text=texts.chips(amount) if amount else "",
                    chips=stack,
                    result=SpotOutcome.of(result),
                    result_text=result_text,
                    message=messages.get(spot, ""),
                    accessible_name=texts.tr("{0}, paga {1}, {2}").format(
                        label, table_texts.payout_words(table, spot), stake
                    ),
                )
            )
        self._replace(rows)
