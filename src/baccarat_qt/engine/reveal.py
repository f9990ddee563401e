"""The cards of one coup on the table: laid face down, opened in any order, third cards when their time comes.

REPARTIR draws the whole coup at once (the cards are fixed when dealt), but
the table shows only the first four, face down, P, B, P, B. A third card comes
out face down when every card before it is open: the player's first, then the
banker's (SPEC §3.6). Until then it counts as still in the shoe.

>>> from baccarat_qt.engine.rules import Coup
>>> reveal = Reveal(Coup.from_codes("2S 3D 4D", "4H KC 7C"))
>>> [str(tc.card) for tc in reveal.cards], reveal.undealt
(['2S', '4H', '3D', 'KC'], 2)
>>> [reveal.open(index).side_total for index in (3, 0, 2, 1)]
[0, 2, 5, 4]
>>> reveal.put_out_next()
CardDealt(index=4, reason=DrawReason(side=<Side.PLAYER: 'player'>, two_card_total=5, player_third=None))
>>> reveal.open_total(Side.PLAYER), reveal.next_face_down(), reveal.undealt
(5, 4, 1)
"""

from __future__ import annotations

from collections.abc import Sequence

from baccarat_qt.engine.events import (
    ActionRefused,
    CardDealt,
    CardOpened,
    DrawReason,
    Refusal,
    Side,
    TableCard,
)
from baccarat_qt.engine.rules import Coup, banker_draws, hand_total, is_natural, player_draws

__all__ = ["Reveal", "deal_layout", "draw_reason"]


def deal_layout(coup: Coup) -> list[TableCard]:
    """The cards of a coup, face down, in the order they come onto the table.

    The first four (P, B, P, B) in slots 0 and 1, then the player's third
    card and the banker's third card in slot 2.

    >>> [(str(tc.card), tc.side.name, tc.slot) for tc in deal_layout(Coup.from_codes("9H KS", "4C 4D 8S"))]
    [('9H', 'PLAYER', 0), ('4C', 'BANKER', 0), ('KS', 'PLAYER', 1), ('4D', 'BANKER', 1), ('8S', 'BANKER', 2)]
    """
    player, banker = coup.player_cards, coup.banker_cards
    cards = [
        TableCard(player[0], Side.PLAYER, 0),
        TableCard(banker[0], Side.BANKER, 0),
        TableCard(player[1], Side.PLAYER, 1),
        TableCard(banker[1], Side.BANKER, 1),
    ]
    cards += [TableCard(card, Side.PLAYER, 2) for card in player[2:]]
    cards += [TableCard(card, Side.BANKER, 2) for card in banker[2:]]
    return cards


def draw_reason(side: Side, coup: Coup) -> DrawReason:
    """The third-card rule that made ``side`` draw in ``coup`` (which must hold that third card).

    >>> draw_reason(Side.BANKER, Coup.from_codes("2S 3D 4D", "4H KC 7C"))
    DrawReason(side=<Side.BANKER: 'banker'>, two_card_total=4, player_third=4)
    """
    player_two = hand_total(coup.player_cards[:2])
    banker_two = hand_total(coup.banker_cards[:2])
    if side is Side.PLAYER:
        assert player_draws(player_two)
        return DrawReason(side, player_two, None)
    third = coup.player_cards[2].value if len(coup.player_cards) == 3 else None
    assert banker_draws(banker_two, third) and not is_natural(player_two)
    return DrawReason(side, banker_two, third)


class Reveal:
    """The cards of the last coup dealt, as they lie on the table."""

    def __init__(self, coup: Coup | None = None) -> None:
        """Lay out ``coup``: four cards face down, the third cards held back; no coup, no cards."""
        cards = deal_layout(coup) if coup is not None else []
        self.coup = coup
        """The whole coup, third cards included (None before the night's first deal)."""
        self._cards = cards[:4]
        self._pending = cards[4:]

    @classmethod
    def restore(cls, cards: Sequence[TableCard], pending: Sequence[TableCard]) -> Reveal:
        """The table as saved: ``cards`` as they lie, ``pending`` the third cards still held back.

        The cards must be one coup laid out by :func:`deal_layout` (``saved.validate_dict`` checks).
        """
        reveal = cls()
        every = [*cards, *pending]
        if every:
            player = tuple(tc.card for tc in every if tc.side is Side.PLAYER)
            banker = tuple(tc.card for tc in every if tc.side is Side.BANKER)
            reveal.coup = Coup(player, banker)
        reveal._cards, reveal._pending = list(cards), list(pending)
        return reveal

    @property
    def cards(self) -> tuple[TableCard, ...]:
        """The cards on the table, in the order they came out."""
        return tuple(self._cards)

    @property
    def pending(self) -> tuple[TableCard, ...]:
        """The third cards drawn but not yet on the table, in the order they will come out."""
        return tuple(self._pending)

    @property
    def undealt(self) -> int:
        """How many cards of the coup are not on the table yet."""
        return len(self._pending)

    def next_face_down(self) -> int | None:
        """Index of the first face-down card in deal order, if any."""
        for index, table_card in enumerate(self._cards):
            if not table_card.face_up:
                return index
        return None

    def open(self, index: int) -> CardOpened:
        """Turn the card at ``index`` face up.

        Raises:
            ActionRefused: NO_CARD_TO_OPEN, if there is no face-down card at ``index``.
        """
        if not 0 <= index < len(self._cards) or self._cards[index].face_up:
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        card = self._cards[index]
        self._cards[index] = TableCard(card.card, card.side, card.slot, face_up=True)
        return CardOpened(index, self.side_total(card.side))

    def put_out_next(self) -> CardDealt | None:
        """Put the next third card on the table, face down; None when the coup has no more cards."""
        if self.coup is None or not self._pending:
            return None
        card = self._pending.pop(0)
        self._cards.append(card)
        return CardDealt(len(self._cards) - 1, draw_reason(card.side, self.coup))

    def side_total(self, side: Side) -> int:
        """The total of the open cards of one side (0 when none is open)."""
        return hand_total([tc.card for tc in self._cards if tc.side is side and tc.face_up])

    def open_total(self, side: Side) -> int | None:
        """The total of the open cards of one side, or None while none of them is open."""
        if not any(tc.side is side and tc.face_up for tc in self._cards):
            return None
        return self.side_total(side)
