"""A night at the table: chips, bets, the deal, the reveal and settlement.

The session is the one owner of the game's state. Every action either
succeeds and returns the events it caused, or raises an :class:`ActionRefused`
carrying a :class:`Refusal` reason and leaves the state exactly as it was.

>>> from baccarat_qt.engine.shoe import Shoe, scripted
>>> session = Session(shoe=Shoe(shuffler=scripted("9H 4C KS 4D 8S".split())))
>>> session.place_chip(BetSpot.PLAYER, 2500)
>>> session.balance, session.total_bet
(47500, 2500)
>>> _ = session.deal()
>>> events = session.open_all()
>>> result = events[-1].result
>>> result.coup.outcome.name, result.balance
('PLAYER', 52500)
>>> session.balance, session.total_bet      # the same bet is placed again
(50000, 2500)
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from baccarat_qt.engine.cards import Card, full_deck
from baccarat_qt.engine.payouts import BetSpot, TableKind, profit_ratio, settle
from baccarat_qt.engine.rules import (
    Coup,
    banker_draws,
    deal_coup,
    hand_total,
    is_natural,
    player_draws,
)
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, SHOE_SIZE, Shoe

__all__ = [
    "CHIPS",
    "MAX_PER_SPOT",
    "MIN_PER_SPOT",
    "STARTING_BALANCE",
    "ActionRefused",
    "CardDealt",
    "CardOpened",
    "CoupSettled",
    "Event",
    "HandResult",
    "InvalidSessionData",
    "NightOver",
    "Phase",
    "RebetSkipped",
    "Refusal",
    "Session",
    "ShoeShuffled",
    "Side",
    "SpotResult",
    "SpotSettlement",
    "TableCard",
]

STARTING_BALANCE = 50_000
"""500 chips, in hundredths."""
CHIPS = (500, 2_500, 10_000, 50_000)
"""Chip denominations in hundredths: 5, 25, 100 and 500."""
MIN_PER_SPOT = 500
"""The least a spot with chips may hold (5 chips)."""
MAX_PER_SPOT = 50_000
"""The most a spot may hold (500 chips)."""
MAX_AMOUNT = 10**12
"""No balance or house result in a saved night comes near this (hundredths)."""
MAX_HANDS = 10**8
"""No saved night has played, or reshuffled, more often than this."""


class Phase(enum.Enum):
    """Where the night is."""

    BETTING = "betting"
    """Chips may be placed; REPARTIR deals."""
    REVEALING = "revealing"
    """Cards are on the table, some still face down."""
    OVER = "over"
    """The balance fell below the minimum with nothing on the table: se acabó la noche."""
    LEFT = "left"
    """The player stood up (RETIRARSE)."""


class Side(enum.Enum):
    """The two hands on the table."""

    PLAYER = "player"
    """JUGADOR."""
    BANKER = "banker"
    """BANCA."""


class Refusal(enum.Enum):
    """Why an action was refused; the UI turns each into words."""

    NOT_BETTING = "not_betting"
    """Chips can only be placed or removed before the deal."""
    UNKNOWN_CHIP = "unknown_chip"
    """Only chips of 5, 25, 100 and 500 exist."""
    OVER_SPOT_LIMIT = "over_spot_limit"
    """A spot holds at most 500."""
    OVER_BALANCE = "over_balance"
    """The bets may not exceed the chips the player has."""
    BOTH_SIDES = "both_sides"
    """JUGADOR and BANCA cannot both be played in one hand."""
    NOTHING_TO_REMOVE = "nothing_to_remove"
    """There are no chips on the table for the coming hand."""
    NO_BET = "no_bet"
    """REPARTIR needs at least one bet."""
    HAND_IN_PROGRESS = "hand_in_progress"
    """The hand on the table must be finished first."""
    NO_CARD_TO_OPEN = "no_card_to_open"
    """There is no face-down card there."""
    NIGHT_ENDED = "night_ended"
    """The night is over; nothing more can be played."""
    REBET_OVER_BALANCE = "rebet_over_balance"
    """The previous bets cost more than the chips left (used for skipped rebets)."""
    NOTHING_TO_REPEAT = "nothing_to_repeat"
    """There is no previous bet to repeat, or chips are already on the table."""


class InvalidSessionData(ValueError):
    """Saved session data that does not describe a state the rules can reach."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        """Machine-readable: the field or rule that failed ("balance", "conservation", "shoe"…)."""


class ActionRefused(ValueError):
    """An action the rules do not allow now; the state did not change."""

    def __init__(self, reason: Refusal, message: str = "") -> None:
        super().__init__(message or reason.value)
        self.reason = reason
        """Machine-readable reason."""


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card lying on the table."""

    card: Card
    """The card (Python only: the view gets it when the card is opened)."""
    side: Side
    """Whose hand it belongs to."""
    slot: int
    """0 and 1 for the first two cards of the side, 2 for the third card."""
    face_up: bool = False
    """Whether it has been opened."""


class SpotResult(enum.Enum):
    """What happened to the chips on one spot."""

    WON = "won"
    """Paid: stake back plus winnings."""
    LOST = "lost"
    """Taken by the house."""
    PUSH = "push"
    """Returned (JUGADOR or BANCA on a tie)."""


@dataclass(frozen=True, slots=True)
class SpotSettlement:
    """One spot's bet at settlement."""

    spot: BetSpot
    """The spot."""
    stake: int
    """What was on it (hundredths)."""
    returned: int
    """What went back to the player: stake plus winnings, the stake, or 0."""
    result: SpotResult
    """Won, lost or push."""

    @property
    def net(self) -> int:
        """Winnings (positive) or loss (negative) for the player."""
        return self.returned - self.stake


@dataclass(frozen=True, slots=True)
class HandResult:
    """A settled coup: the cards, and what every bet did."""

    coup: Coup
    """The hand."""
    table: TableKind
    """The table it was played on."""
    spots: tuple[SpotSettlement, ...]
    """One entry per spot that had chips, in BetSpot order."""
    balance: int
    """The balance after settlement (before any rebet is placed)."""

    @property
    def net(self) -> int:
        """The player's gain or loss over the whole hand."""
        return sum(spot.net for spot in self.spots)


@dataclass(frozen=True, slots=True)
class CardDealt:
    """A card was put on the table face down."""

    index: int
    """Its index in ``Session.table_cards``."""
    reason: DrawReason | None = None
    """For a third card, the rule that drew it; None for the first four."""


@dataclass(frozen=True, slots=True)
class DrawReason:
    """The third-card rule that made a side draw."""

    side: Side
    """Who drew."""
    two_card_total: int
    """That side's total with two cards."""
    player_third: int | None
    """For the banker: the value of the player's third card, or None if the player stood."""


@dataclass(frozen=True, slots=True)
class CardOpened:
    """A card was turned face up."""

    index: int
    """Its index in ``Session.table_cards``."""
    side_total: int
    """The running total of the open cards on that side."""


@dataclass(frozen=True, slots=True)
class CoupSettled:
    """The hand was settled and paid."""

    result: HandResult
    """The full result."""


@dataclass(frozen=True, slots=True)
class RebetSkipped:
    """The previous bets were not placed again."""

    reason: Refusal
    """Why (the balance does not cover them)."""
    amount: int
    """What they would have cost."""


@dataclass(frozen=True, slots=True)
class ShoeShuffled:
    """The cut card came out and the shoe was reshuffled before the next hand."""

    cards_left: int
    """Cards in the new shoe."""


@dataclass(frozen=True, slots=True)
class NightOver:
    """The night ended: the player left or ran out of chips."""

    score: int
    """The final balance, in hundredths."""
    left: bool
    """True when the player chose RETIRARSE."""


Event = CardDealt | CardOpened | CoupSettled | RebetSkipped | ShoeShuffled | NightOver
"""Anything an action can report."""


@dataclass
class _Bets:
    chips: list[tuple[BetSpot, int]] = field(default_factory=list)

    def totals(self) -> dict[BetSpot, int]:
        totals: dict[BetSpot, int] = {}
        for spot, chip in self.chips:
            totals[spot] = totals.get(spot, 0) + chip
        return {spot: totals[spot] for spot in BetSpot if spot in totals}


class Session:
    """One night at one table, from sitting down to leaving."""

    def __init__(
        self,
        *,
        table: TableKind = TableKind.CLASSIC,
        shoe: Shoe | None = None,
        balance: int = STARTING_BALANCE,
        rebet: bool = True,
    ) -> None:
        """Sit down.

        Args:
            table: CLÁSICA or SIN COMISIÓN.
            shoe: the shoe to deal from; a fresh CSPRNG-shuffled one by default.
            balance: chips to start with, in hundredths.
            rebet: "Repetir la apuesta anterior", on by default.
        """
        self.table = table
        self.shoe = shoe if shoe is not None else Shoe()
        self.rebet = rebet
        """Whether the previous bets are placed again after each hand."""
        self._balance = balance
        self._start = balance
        self._house_net = 0
        self._bets = _Bets()
        self._last_bets: list[tuple[BetSpot, int]] = []
        self._phase = Phase.BETTING
        self._coup: Coup | None = None
        self._cards: list[TableCard] = []
        self._pending: list[TableCard] = []
        self._staked: dict[BetSpot, int] = {}
        self.last_result: HandResult | None = None
        """The most recent settled hand."""
        self.hands_played = 0
        """Hands settled this night."""

    # --- reading the state ------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the night is."""
        return self._phase

    @property
    def balance(self) -> int:
        """Chips in the player's stack, not counting those on the table (hundredths)."""
        return self._balance

    @property
    def bets(self) -> dict[BetSpot, int]:
        """Chips on each spot for the coming hand, or staked on the hand being played."""
        return dict(self._staked) if self._phase is Phase.REVEALING else self._bets.totals()

    @property
    def chips_on_table(self) -> list[tuple[BetSpot, int]]:
        """The chips to show on the felt: those placed, or those staked on the hand in play."""
        return list(self._last_bets if self._phase is Phase.REVEALING else self._bets.chips)

    @property
    def total_bet(self) -> int:
        """All chips on the table."""
        return sum(self.bets.values())

    @property
    def house_net(self) -> int:
        """What the house has won (positive) or paid (negative) this night."""
        return self._house_net

    @property
    def starting_balance(self) -> int:
        """The balance the night started with."""
        return self._start

    @property
    def table_cards(self) -> tuple[TableCard, ...]:
        """Cards on the table in the order they were dealt."""
        return tuple(self._cards)

    @property
    def coup(self) -> Coup | None:
        """The hand being revealed (None while betting)."""
        return self._coup if self._phase is Phase.REVEALING else None

    @property
    def score(self) -> int:
        """The balance plus the chips on the table for the coming hand."""
        return self._balance + (0 if self._phase is Phase.REVEALING else self.total_bet)

    def side_total(self, side: Side) -> int:
        """The total of the open cards of one side."""
        return hand_total([tc.card for tc in self._cards if tc.side is side and tc.face_up])

    # --- betting ----------------------------------------------------------

    def check_chip(self, spot: BetSpot, chip: int) -> None:
        """Raise ActionRefused if ``chip`` could not go on ``spot`` now; change nothing."""
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.NOT_BETTING)
        if chip not in CHIPS:
            raise ActionRefused(Refusal.UNKNOWN_CHIP)
        bets = self._bets.totals()
        if spot.is_side and any(other.is_side and other is not spot for other in bets):
            raise ActionRefused(Refusal.BOTH_SIDES)
        if bets.get(spot, 0) + chip > MAX_PER_SPOT:
            raise ActionRefused(Refusal.OVER_SPOT_LIMIT)
        if chip > self._balance:
            raise ActionRefused(Refusal.OVER_BALANCE)

    def place_chip(self, spot: BetSpot, chip: int) -> None:
        """Put one chip on a spot.

        Raises:
            ActionRefused: not betting now, an unknown chip, over the spot's
                limit, over the balance, or the other side already has chips.
        """
        self.check_chip(spot, chip)
        self._bets.chips.append((spot, chip))
        self._balance -= chip

    def remove_last_chip(self) -> tuple[BetSpot, int]:
        """Take back the last chip placed; returns where it was and its value."""
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.NOT_BETTING)
        if not self._bets.chips:
            raise ActionRefused(Refusal.NOTHING_TO_REMOVE)
        spot, chip = self._bets.chips.pop()
        self._balance += chip
        return spot, chip

    def clear_bets(self) -> int:
        """LIMPIAR: return every chip placed for the coming hand; returns the amount."""
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.NOT_BETTING)
        if not self._bets.chips:
            raise ActionRefused(Refusal.NOTHING_TO_REMOVE)
        amount = sum(chip for _, chip in self._bets.chips)
        self._bets.chips.clear()
        self._balance += amount
        return amount

    # --- the hand -----------------------------------------------------------

    def deal(self) -> list[Event]:
        """REPARTIR: deal four cards face down (P, B, P, B).

        Raises:
            ActionRefused: no bet, a hand already on the table, or the night is over.
        """
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.HAND_IN_PROGRESS)
        if not self._bets.chips:
            raise ActionRefused(Refusal.NO_BET)
        events: list[Event] = []
        if self.shoe.needs_shuffle:
            self.shoe.shuffle()
            events.append(ShoeShuffled(self.shoe.cards_left))
        coup = deal_coup(self.shoe.draw)
        self._coup = coup
        self._staked = self._bets.totals()
        self._last_bets = list(self._bets.chips)
        self._bets.chips.clear()
        first = [
            TableCard(coup.player_cards[0], Side.PLAYER, 0),
            TableCard(coup.banker_cards[0], Side.BANKER, 0),
            TableCard(coup.player_cards[1], Side.PLAYER, 1),
            TableCard(coup.banker_cards[1], Side.BANKER, 1),
        ]
        self._cards = first
        self._pending = [TableCard(card, Side.PLAYER, 2) for card in coup.player_cards[2:]]
        self._pending += [TableCard(card, Side.BANKER, 2) for card in coup.banker_cards[2:]]
        self._phase = Phase.REVEALING
        events.extend(CardDealt(index) for index in range(4))
        return events

    def next_face_down(self) -> int | None:
        """Index of the first face-down card in deal order, if any."""
        for index, table_card in enumerate(self._cards):
            if not table_card.face_up:
                return index
        return None

    def open_card(self, index: int) -> list[Event]:
        """Turn one card face up; deals third cards and settles when their time comes.

        Raises:
            ActionRefused: no hand on the table, or no face-down card at ``index``.
        """
        self._check_playing()
        if self._phase is not Phase.REVEALING:
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        if not 0 <= index < len(self._cards) or self._cards[index].face_up:
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        opened = self._cards[index]
        self._cards[index] = TableCard(opened.card, opened.side, opened.slot, face_up=True)
        events: list[Event] = [CardOpened(index, self.side_total(opened.side))]
        if self.next_face_down() is None:
            events.extend(self._advance())
        return events

    def open_next(self) -> list[Event]:
        """A: open the next face-down card in deal order."""
        index = self.next_face_down()
        if index is None or self._phase is not Phase.REVEALING:
            self._check_playing()
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        return self.open_card(index)

    def open_all(self) -> list[Event]:
        """VOLTEAR TODAS: open every face-down card on the table.

        Third cards that the rules deal as a consequence arrive face down,
        ready to be squeezed (or opened by another VOLTEAR TODAS).
        """
        self._check_playing()
        if self._phase is not Phase.REVEALING or self.next_face_down() is None:
            raise ActionRefused(Refusal.NO_CARD_TO_OPEN)
        targets = [index for index, table_card in enumerate(self._cards) if not table_card.face_up]
        events: list[Event] = []
        for index in targets:
            if self.coup is not None and not self._cards[index].face_up:
                events.extend(self.open_card(index))
        return events

    def _advance(self) -> list[Event]:
        """Every card on the table is open: deal the next third card, or settle."""
        coup = self._coup
        assert coup is not None
        if self._pending:
            card = self._pending.pop(0)
            self._cards.append(card)
            return [CardDealt(len(self._cards) - 1, self._draw_reason(card.side, coup))]
        return self._settle(coup)

    @staticmethod
    def _draw_reason(side: Side, coup: Coup) -> DrawReason:
        player_two = hand_total(coup.player_cards[:2])
        banker_two = hand_total(coup.banker_cards[:2])
        if side is Side.PLAYER:
            assert player_draws(player_two)
            return DrawReason(side, player_two, None)
        third = coup.player_cards[2].value if len(coup.player_cards) == 3 else None
        assert banker_draws(banker_two, third) and not is_natural(player_two)
        return DrawReason(side, banker_two, third)

    def _settle(self, coup: Coup) -> list[Event]:
        returned = settle(self.table, self._staked, coup)
        spots = []
        for spot, stake in self._staked.items():
            ratio = profit_ratio(self.table, spot, coup)
            outcome = SpotResult.LOST if ratio is None else SpotResult.PUSH if ratio == 0 else SpotResult.WON
            spots.append(SpotSettlement(spot, stake, returned[spot], outcome))
        paid = sum(returned.values())
        self._house_net += sum(self._staked.values()) - paid
        self._balance += paid
        result = HandResult(coup, self.table, tuple(spots), self._balance)
        self.last_result = result
        self.hands_played += 1
        self._staked = {}
        self._coup = None
        self._phase = Phase.BETTING
        events: list[Event] = [CoupSettled(result)]
        if self.shoe.needs_shuffle:
            self.shoe.shuffle()
            events.append(ShoeShuffled(self.shoe.cards_left))
        if self.rebet and self._last_bets:
            events.extend(self._place_rebet())
        if self._balance < MIN_PER_SPOT and not self._bets.chips:
            self._phase = Phase.OVER
            events.append(NightOver(self._balance, left=False))
        return events

    def _place_rebet(self) -> list[Event]:
        amount = sum(chip for _, chip in self._last_bets)
        if amount > self._balance:
            return [RebetSkipped(Refusal.REBET_OVER_BALANCE, amount)]
        self._bets.chips = list(self._last_bets)
        self._balance -= amount
        return []

    def repeat_last_bets(self) -> None:
        """Place the previous hand's bets again (what the rebet box does by itself).

        Raises:
            ActionRefused: not betting, chips already placed, nothing to repeat,
                or the balance does not cover them.
        """
        self._check_playing()
        if self._phase is not Phase.BETTING:
            raise ActionRefused(Refusal.NOT_BETTING)
        if self._bets.chips or not self._last_bets:
            raise ActionRefused(Refusal.NOTHING_TO_REPEAT)
        if sum(chip for _, chip in self._last_bets) > self._balance:
            raise ActionRefused(Refusal.REBET_OVER_BALANCE)
        self._place_rebet()

    # --- leaving ------------------------------------------------------------

    def leave(self) -> NightOver:
        """RETIRARSE: chips on the table come back, and the balance is the score.

        Raises:
            ActionRefused: a hand is on the table, or the night is already over.
        """
        self._check_playing()
        if self._phase is Phase.REVEALING:
            raise ActionRefused(Refusal.HAND_IN_PROGRESS)
        self._balance += sum(chip for _, chip in self._bets.chips)
        self._bets.chips.clear()
        self._phase = Phase.LEFT
        return NightOver(self._balance, left=True)

    def _check_playing(self) -> None:
        if self._phase in (Phase.OVER, Phase.LEFT):
            raise ActionRefused(Refusal.NIGHT_ENDED)

    # --- persistence (plain data; the storage layer validates and writes it) --

    def to_dict(self) -> dict[str, object]:
        """The whole state as JSON-ready data."""
        return {
            "table": self.table.value,
            "rebet": self.rebet,
            "balance": self._balance,
            "start": self._start,
            "house_net": self._house_net,
            "phase": self._phase.value,
            "chips": [[spot.value, chip] for spot, chip in self._bets.chips],
            "last_chips": [[spot.value, chip] for spot, chip in self._last_bets],
            "staked": {spot.value: amount for spot, amount in self._staked.items()},
            "table_cards": [[str(tc.card), tc.side.value, tc.slot, tc.face_up] for tc in self._cards],
            "pending": [[str(tc.card), tc.side.value, tc.slot] for tc in self._pending],
            "shoe": [str(card) for card in self.shoe.remaining],
            "shuffles": self.shoe.shuffles,
            "hands_played": self.hands_played,
        }

    @classmethod
    def validate_dict(cls, data: object) -> None:
        """Check that ``data`` is a state :meth:`to_dict` could have written.

        Every field's type and range; the phase; chips only of the four
        denominations, within the limits and never on both sides; chips
        conserved (balance + chips on the table + the house's result = the
        starting balance, the house's result bounded by the hands played);
        every card a real card, never more copies than eight decks hold, a
        shoe that cannot run out during a hand; and, with a hand on the table,
        exactly the cards ``deal_coup`` deals, opened in an order the table
        allows. Only data that passes may be given to :meth:`from_dict`.

        >>> Session.validate_dict(Session().to_dict())
        >>> data = Session().to_dict() | {"balance": 60_000}
        >>> Session.validate_dict(data)
        Traceback (most recent call last):
        ...
        baccarat_qt.engine.session.InvalidSessionData: conservation: chips were lost or created

        Raises:
            InvalidSessionData: with the rule that failed.
        """
        _validate(data)

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Session:
        """Rebuild a session saved by :meth:`to_dict`.

        The data must already be validated (types and values); this only
        reassembles it. See ``baccarat_qt.storage`` for validation.
        """
        session = cls(
            table=TableKind(data["table"]),
            shoe=Shoe(cards=[Card.parse(str(code)) for code in _seq(data["shoe"])]),
            balance=_int(data["balance"]),
            rebet=bool(data["rebet"]),
        )
        session.shoe.shuffles = _int(data["shuffles"])
        session._start = _int(data["start"])
        session._house_net = _int(data["house_net"])
        session._phase = Phase(data["phase"])
        session._bets.chips = [(BetSpot(str(s)), _int(c)) for s, c in _pairs(data["chips"])]
        session._last_bets = [(BetSpot(str(s)), _int(c)) for s, c in _pairs(data["last_chips"])]
        staked = data["staked"]
        assert isinstance(staked, Mapping)
        session._staked = {BetSpot(str(s)): _int(a) for s, a in staked.items()}
        session._cards = [
            TableCard(Card.parse(str(row[0])), Side(row[1]), _int(row[2]), bool(row[3]))
            for row in _rows(data["table_cards"])
        ]
        session._pending = [
            TableCard(Card.parse(str(row[0])), Side(row[1]), _int(row[2])) for row in _rows(data["pending"])
        ]
        if session._phase is Phase.REVEALING:
            every = session._cards + session._pending
            player = tuple(tc.card for tc in every if tc.side is Side.PLAYER)
            banker = tuple(tc.card for tc in every if tc.side is Side.BANKER)
            session._coup = Coup(player, banker)
        session.hands_played = _int(data["hands_played"])
        return session


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an integer, got {value!r}")
    return value


def _seq(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, got {type(value).__name__}")
    return value


def _rows(value: object) -> list[list[object]]:
    return [row for row in _seq(value) if isinstance(row, list)]


def _pairs(value: object) -> list[tuple[object, object]]:
    return [(row[0], row[1]) for row in _rows(value)]


# --- validation of saved data (Session.validate_dict) ------------------------------------

_KEYS = frozenset(
    {
        "table",
        "rebet",
        "balance",
        "start",
        "house_net",
        "phase",
        "chips",
        "last_chips",
        "staked",
        "table_cards",
        "pending",
        "shoe",
        "shuffles",
        "hands_played",
    }
)
_MAX_CHIPS = len(BetSpot) * (MAX_PER_SPOT // min(CHIPS))
"""More chips than this cannot lie on the table at once."""
_MAX_STAKE = MAX_PER_SPOT * (len(BetSpot) - 1)
"""The most one hand can have at stake (one side, tie and both pairs, each full)."""
_MAX_WIN = MAX_PER_SPOT * (1 + 8 + 11 + 11)
"""More than any one hand can pay out in winnings (a generous bound)."""
_CARD_CODES = {str(card): card for card in full_deck()}


def _fail(reason: str, message: str) -> InvalidSessionData:
    return InvalidSessionData(reason, message)


def _check(condition: bool, reason: str, message: str) -> None:
    if not condition:
        raise _fail(reason, message)


def _bounded(data: Mapping[str, object], key: str, low: int, high: int) -> int:
    value = data[key]
    _check(isinstance(value, int) and not isinstance(value, bool), key, "not an integer")
    assert isinstance(value, int)
    _check(low <= value <= high, key, f"{value} is outside {low}..{high}")
    return value


def _enum_value(value: object, kind: type[enum.Enum], reason: str) -> object:
    _check(isinstance(value, str), reason, "not text")
    try:
        return kind(value)
    except ValueError:
        raise _fail(reason, f"unknown value {str(value)[:40]!r}") from None


def _chip_rows(value: object, reason: str) -> list[tuple[BetSpot, int]]:
    _check(isinstance(value, list) and len(value) <= _MAX_CHIPS, reason, "not a short list")
    assert isinstance(value, list)
    chips: list[tuple[BetSpot, int]] = []
    for row in value:
        _check(isinstance(row, list) and len(row) == 2, reason, "a chip is not [spot, value]")
        spot = _enum_value(row[0], BetSpot, reason)
        assert isinstance(spot, BetSpot)
        chip = row[1]
        _check(chip in CHIPS and isinstance(chip, int) and not isinstance(chip, bool), reason, "no such chip")
        chips.append((spot, chip))
    _check_bet_totals(_Bets(chips).totals(), reason)
    return chips


def _check_bet_totals(totals: Mapping[BetSpot, int], reason: str) -> None:
    _check(sum(spot.is_side for spot in totals) <= 1, reason, "chips on both JUGADOR and BANCA")
    for spot, amount in totals.items():
        _check(MIN_PER_SPOT <= amount <= MAX_PER_SPOT, reason, f"{spot.value} holds {amount}")


def _staked(value: object) -> dict[BetSpot, int]:
    _check(isinstance(value, dict) and len(value) <= len(BetSpot), "staked", "not a small object")
    assert isinstance(value, dict)
    staked: dict[BetSpot, int] = {}
    for key, amount in value.items():
        spot = _enum_value(key, BetSpot, "staked")
        assert isinstance(spot, BetSpot)
        _check(isinstance(amount, int) and not isinstance(amount, bool), "staked", "not an integer")
        staked[spot] = amount
    _check_bet_totals(staked, "staked")
    return staked


def _card(value: object, reason: str) -> Card:
    _check(isinstance(value, str) and value in _CARD_CODES, reason, f"no such card {str(value)[:8]!r}")
    assert isinstance(value, str)
    return _CARD_CODES[value]


def _table_cards(value: object, *, pending: bool) -> list[TableCard]:
    reason = "pending" if pending else "table_cards"
    width = 3 if pending else 4
    _check(isinstance(value, list) and len(value) <= (2 if pending else 6), reason, "not a short list")
    assert isinstance(value, list)
    cards = []
    for row in value:
        _check(isinstance(row, list) and len(row) == width, reason, f"a card is not {width} fields")
        card = _card(row[0], reason)
        side = _enum_value(row[1], Side, reason)
        assert isinstance(side, Side)
        slot = row[2]
        _check(slot in (0, 1, 2) and isinstance(slot, int) and not isinstance(slot, bool), reason, "bad slot")
        face_up = False if pending else row[3]
        _check(isinstance(face_up, bool), reason, "face_up is not true/false")
        assert isinstance(slot, int) and isinstance(face_up, bool)
        cards.append(TableCard(card, side, slot, face_up))
    return cards


def _layout(coup: Coup) -> list[tuple[Card, Side, int]]:
    """The cards of a coup as ``Session.deal`` and ``_advance`` lay them out."""
    cards = [
        (coup.player_cards[0], Side.PLAYER, 0),
        (coup.banker_cards[0], Side.BANKER, 0),
        (coup.player_cards[1], Side.PLAYER, 1),
        (coup.banker_cards[1], Side.BANKER, 1),
    ]
    cards += [(card, Side.PLAYER, 2) for card in coup.player_cards[2:]]
    cards += [(card, Side.BANKER, 2) for card in coup.banker_cards[2:]]
    return cards


def _check_coup(cards: list[TableCard]) -> None:
    """The cards, in deal order, are exactly one coup as ``deal_coup`` deals it."""
    source: Iterator[Card] = iter([tc.card for tc in cards])

    def draw() -> Card:
        card = next(source, None)
        if card is None:
            raise _fail("coup", "the hand stops before the rules say it does")
        return card

    coup = deal_coup(draw)
    _check(next(source, None) is None, "coup", "more cards than the rules deal")
    _check(
        _layout(coup) == [(tc.card, tc.side, tc.slot) for tc in cards], "coup", "cards out of their places"
    )


def _check_reveal_order(table: list[TableCard]) -> None:
    """Third cards come out one at a time, each after every card before it is open."""
    _check(4 <= len(table) <= 6, "table_cards", "a hand has four to six cards")
    _check(not all(tc.face_up for tc in table), "table_cards", "every card open, yet the hand goes on")
    if len(table) > 4:
        _check(all(tc.face_up for tc in table[:-1]), "table_cards", "a third card before the others opened")


def _validate(data: object) -> None:
    _check(isinstance(data, Mapping), "type", "not an object")
    assert isinstance(data, Mapping)
    _check(set(data) == _KEYS, "keys", "missing or unknown fields")
    _enum_value(data["table"], TableKind, "table")
    _check(isinstance(data["rebet"], bool), "rebet", "not true/false")
    phase = _enum_value(data["phase"], Phase, "phase")
    balance = _bounded(data, "balance", 0, MAX_AMOUNT)
    start = _bounded(data, "start", 1, MAX_AMOUNT)
    house_net = _bounded(data, "house_net", -MAX_AMOUNT, MAX_AMOUNT)
    hands = _bounded(data, "hands_played", 0, MAX_HANDS)
    _bounded(data, "shuffles", 0, MAX_HANDS)
    chips = _chip_rows(data["chips"], "chips")
    last = _chip_rows(data["last_chips"], "last_chips")
    staked = _staked(data["staked"])
    table = _table_cards(data["table_cards"], pending=False)
    pending = _table_cards(data["pending"], pending=True)
    shoe = data["shoe"]
    _check(isinstance(shoe, list) and len(shoe) <= SHOE_SIZE, "shoe", "not a list of cards")
    assert isinstance(shoe, list)
    _check(all(type(code) is str for code in shoe), "shoe", "a card is not text")
    counts = Counter(shoe)
    _check(set(counts) <= _CARD_CODES.keys(), "shoe", "no such card")

    if phase is Phase.REVEALING:
        _check(not chips, "chips", "chips placed during a hand")
        _check(bool(staked), "staked", "a hand with nothing at stake")
        _check(staked == _Bets(list(last)).totals(), "staked", "the stake is not the chips that were placed")
        on_table = sum(staked.values())
        _check_coup(table + pending)
        _check_reveal_order(table)
    else:
        _check(not staked and not pending, "staked", "a stake with no hand on the table")
        on_table = sum(chip for _, chip in chips)
        if table:
            _check_coup(table)
            _check(all(tc.face_up for tc in table), "table_cards", "a settled hand with a card face down")
        if hands == 0:
            _check(not table and not last, "hands_played", "a previous hand that was never played")
        if phase is not Phase.BETTING:
            _check(not chips, "chips", "chips on the table after the night ended")
        if phase is Phase.OVER:
            _check(balance < MIN_PER_SPOT, "phase", "the night is over with chips enough to play")

    _check(balance + on_table + house_net == start, "conservation", "chips were lost or created")
    _check(-hands * _MAX_WIN <= house_net <= hands * _MAX_STAKE, "house_net", "more than the hands played")

    in_hand = table + pending if phase is Phase.REVEALING else table
    if phase is not Phase.REVEALING and len(shoe) == SHOE_SIZE:
        _check(all(counts[code] == DECKS for code in _CARD_CODES), "shoe", "not eight full decks")
    else:
        counts.update(str(tc.card) for tc in in_hand)
        _check(max(counts.values(), default=0) <= DECKS, "shoe", "a card more often than eight decks hold")
    dealt_now = len(table) + len(pending) if phase is Phase.REVEALING else 0
    _check(len(shoe) + dealt_now > CUT_CARD_AT, "shoe", "a hand dealt past the cut card")
