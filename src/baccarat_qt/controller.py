"""The game controller QML talks to: one singleton over the engine's session.

QML calls slots (``placeChip``, ``deal``, ``openCard``…) and reads properties;
every change of state is announced by a signal. No game rule lives in QML.
"""

from __future__ import annotations

import ctypes
import dataclasses
import datetime as dt
import logging
import sys
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import Property, QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton
from shiboken6 import Shiboken

from baccarat_qt import __version__, decks, night_store, texts
from baccarat_qt.engine import BetSpot, TableKind
from baccarat_qt.engine.session import (
    CHIPS,
    ActionRefused,
    CardDealt,
    CardOpened,
    CoupSettled,
    Event,
    NightOver,
    Phase,
    RebetSkipped,
    Refusal,
    Session,
    ShoeShuffled,
    Side,
    SpotResult,
)
from baccarat_qt.engine.shoe import Shoe
from baccarat_qt.leaderboard import Entry, load_leaderboard, save_leaderboard
from baccarat_qt.models import CardsModel, LeaderboardModel, SpotsModel
from baccarat_qt.night_store import SavedNight
from baccarat_qt.settings import clean_name, load_settings, save_settings
from baccarat_qt.storage import app_dirs

__all__ = ["Game"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

ShoeFactory = Callable[[], Shoe]

_TRUE_RESERVE: list[list[bool]] = []
"""References to ``True`` held on purpose, against a PySide6 6.12 bug.

``SignalInstance.emit()`` returns ``True`` without taking a reference to it,
so every signal emitted from Python drops a reference the interpreter never
handed out. On CPython 3.12+ ``True`` is immortal and nothing happens; on 3.11
the count reaches zero after a few thousand emits (a few dozen hands) and the
interpreter aborts with "bool_dealloc: deallocating True or False". Holding a
reserve of references keeps the count far from zero; it is refilled long
before it runs out (from ``_refresh`` and a half-second timer).
"""
_RESERVE_CHUNK = 250_000


def _refill_true_reserve() -> None:
    """Top up the reserve of references to True when the emit leak has eaten into it."""
    if sys.version_info < (3, 12) and sys.getrefcount(True) < _RESERVE_CHUNK:
        chunk = [True] * _RESERVE_CHUNK
        # Never freed, not even when the interpreter exits: freeing it would hand back
        # references the leak has already taken, and True would be deallocated at exit.
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(chunk))
        _TRUE_RESERVE.append(chunk)


_refill_true_reserve()

_RESERVE_TIMER: list[QTimer] = []
"""The one half-second timer that tops the reserve up, for the whole process."""


def _keep_reserve_topped_up() -> None:
    """Start the reserve's timer once, owned by the application object.

    One timer for the process, not one per controller: a controller freed on
    another thread (Python's garbage collector runs wherever it happens to)
    must not take a running timer with it, which Qt cannot stop from there and
    would later fire into freed memory.
    """
    if _RESERVE_TIMER and Shiboken.isValid(_RESERVE_TIMER[0]):
        return
    app = QCoreApplication.instance()
    if app is None:  # no event loop to run a timer; _refresh still refills
        return
    timer = QTimer(app)
    timer.setInterval(500)
    timer.timeout.connect(_refill_true_reserve)
    timer.start()
    _RESERVE_TIMER[:] = [timer]


@QmlElement
@QmlSingleton
class Game(QObject):
    """The night at the table, as QML sees it."""

    shoe_factory: ClassVar[ShoeFactory] = Shoe
    """How a night gets its shoe; tests replace it with a scripted shoe."""
    instances: ClassVar[list[Game]] = []
    """Every controller created (the QML engine owns them; tests look them up here)."""

    screenChanged = Signal()
    tableChanged = Signal()
    resultChanged = Signal()
    messageChanged = Signal()
    settingsChanged = Signal()
    scoreChanged = Signal()
    noticeChanged = Signal()
    savedNightChanged = Signal()

    announcement = Signal(str)
    """Text for the screen reader (QML passes it to Accessible.announce)."""
    cardDealt = Signal(int)
    cardOpened = Signal(int)
    coupSettled = Signal()
    shoeShuffled = Signal()
    nightEnded = Signal()
    refused = Signal(str, str)
    """(target, message): what was refused (a spot id, "deal", "cards", "leave", "rebet") and why."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dirs = app_dirs()
        self._notice = ""
        settings, problem = load_settings(self._dirs.config)
        if problem is not None:
            self._add_notice(texts.load_problem(problem, texts.tr("preferencias")))
        if not decks.is_design(settings.deck):
            settings = dataclasses.replace(settings, deck=decks.DEFAULT_DESIGN)
        self._settings = settings
        board, problem = load_leaderboard(self._dirs.data)
        if problem is not None:
            self._add_notice(texts.load_problem(problem, texts.tr("mejores puntajes")))
        self._board = board
        night, problem = night_store.load_night(self._dirs.data)
        if problem is not None:
            self._add_notice(texts.load_problem(problem, texts.night_file()))
        self._night_id = ""
        """The id of the night at the table (empty when none): its file is kept up to date."""
        self._saved_data: dict[str, object] | None = None
        """What the night's file holds now, as last written or read."""
        self._saving_failed = False
        self._saved_night: SavedNight | None = None
        """An unfinished night from an earlier run that the lobby offers to continue."""
        self._screen = "lobby"
        self._session: Session | None = None
        self._selected_chip = 25
        self._squeezing: set[int] = set()
        self._results: dict[BetSpot, tuple[SpotResult, int]] = {}
        self._spot_messages: dict[BetSpot, str] = {}
        self._result_text = ""
        self._result_lines: list[str] = []
        self._message = ""
        self._message_target = ""
        self._last_announcement = ""
        self._score = 0
        self._score_left = False
        self._score_submitted = False
        self._shuffle_count = 0
        self._cards = CardsModel(self)
        self._spots = SpotsModel(self)
        self._leaderboard = LeaderboardModel(self)
        self._leaderboard.update(self._board.entries)
        self._table_snapshot: tuple[Any, ...] = ()
        _keep_reserve_topped_up()
        if night is not None:
            self._restore(night)
        self._refresh()
        Game.instances.append(self)

    @staticmethod
    def create(engine: QObject) -> Game:
        """QML singleton factory.

        The engine is the controller's parent, so the engine owns it and deletes
        it with itself; no Python reference (``Game.instances`` included) can
        delete it from under QML.
        """
        return Game(engine)

    # --- properties ---------------------------------------------------------------

    def _get_screen(self) -> str:
        return self._screen

    screen = Property(str, _get_screen, notify=screenChanged)
    """"lobby", "table" or "score"."""

    def _phase(self) -> str:
        return self._session.phase.value if self._session else ""

    phase = Property(str, _phase, notify=tableChanged)
    """"betting", "revealing", "over", "left", or empty in the lobby."""

    def _balance(self) -> int:
        return self._session.balance if self._session else 0

    balance = Property(int, _balance, notify=tableChanged)
    balanceText = Property(str, lambda self: texts.chips(self._balance()), notify=tableChanged)

    def _total_bet(self) -> int:
        return self._session.total_bet if self._session else 0

    totalBet = Property(int, _total_bet, notify=tableChanged)
    totalBetText = Property(str, lambda self: texts.chips(self._total_bet()), notify=tableChanged)

    def _cards_left(self) -> int:
        s = self._session
        if s is None:
            return 0
        # Third cards are drawn with the first four but not yet on the table: counting them as
        # gone would tell the player, before any card is open, whether anyone draws.
        coup = s.coup
        undealt = len(coup.cards_in_deal_order) - len(s.table_cards) if coup else 0
        return s.shoe.cards_left + undealt

    cardsLeft = Property(int, _cards_left, notify=tableChanged)

    def _can_deal(self) -> bool:
        s = self._session
        return bool(s and s.phase is Phase.BETTING and s.total_bet > 0)

    canDeal = Property(bool, _can_deal, notify=tableChanged)

    def _can_open(self) -> bool:
        s = self._session
        return bool(s and s.phase is Phase.REVEALING)

    canOpen = Property(bool, _can_open, notify=tableChanged)

    def _betting(self) -> bool:
        s = self._session
        return bool(s and s.phase is Phase.BETTING)

    betting = Property(bool, _betting, notify=tableChanged)

    def _side_total(self, side: str) -> int:
        s = self._session
        if not s:
            return -1
        wanted = Side(side)
        if not any(tc.face_up and tc.side is wanted for tc in s.table_cards):
            return -1
        return s.side_total(wanted)

    playerTotal = Property(int, lambda self: self._side_total("player"), notify=tableChanged)
    """The player's total of open cards, or -1 when none is open."""
    bankerTotal = Property(int, lambda self: self._side_total("banker"), notify=tableChanged)
    """The banker's total of open cards, or -1 when none is open."""

    def _next_card(self) -> int:
        s = self._session
        index = s.next_face_down() if s and s.phase is Phase.REVEALING else None
        return -1 if index is None else index

    nextCard = Property(int, _next_card, notify=tableChanged)
    """Index of the card A would open, or -1."""

    def _get_chip(self) -> int:
        return self._selected_chip

    selectedChip = Property(int, _get_chip, notify=tableChanged)
    """The chip in hand: 5, 25, 100 or 500."""
    chipValues = Property(list, lambda self: [c // 100 for c in CHIPS], constant=True)

    def _get_result_text(self) -> str:
        return self._result_text

    resultText = Property(str, _get_result_text, notify=resultChanged)
    """"Gana la BANCA, 7 a 5 · natural", or empty."""
    resultLines = Property(list, lambda self: list(self._result_lines), notify=resultChanged)
    """One line per spot: what it won, lost or pushed."""

    def _result_winner(self) -> str:
        s = self._session
        if not self._result_text or not s or not s.last_result:
            return ""
        return s.last_result.coup.outcome.value

    resultWinner = Property(str, _result_winner, notify=resultChanged)
    """"player", "banker", "tie" while a result is shown."""

    def _result_net(self) -> int:
        s = self._session
        return s.last_result.net if self._result_text and s and s.last_result else 0

    resultNet = Property(int, _result_net, notify=resultChanged)
    resultNetText = Property(
        str,
        lambda self: ("+" if self._result_net() > 0 else "") + texts.chips(self._result_net()),
        notify=resultChanged,
    )

    message = Property(str, lambda self: self._message, notify=messageChanged)
    """The last refusal, in words."""
    messageTarget = Property(str, lambda self: self._message_target, notify=messageChanged)
    """What it concerns: a spot id, "deal", "cards", "leave", "rebet", or empty."""
    lastAnnouncement = Property(str, lambda self: self._last_announcement, notify=messageChanged)

    notice = Property(str, lambda self: self._notice, notify=noticeChanged)
    """A problem with stored files the player should know about, or empty."""
    savedNightAvailable = Property(bool, lambda self: self._saved_night is not None, notify=savedNightChanged)
    """An unfinished night from an earlier run can be continued (CONTINUAR LA NOCHE)."""
    savedNightSummary = Property(str, lambda self: self._saved_summary(), notify=savedNightChanged)
    """That night in a line: table, chips, a hand in play; empty when there is none."""
    newNightWarning = Property(
        str,
        lambda self: texts.new_night_warning(self._saved_summary()) if self._saved_night else "",
        notify=savedNightChanged,
    )
    """What starting a new night does to the unfinished one (asked before replacing it)."""
    shuffleCount = Property(int, lambda self: self._shuffle_count, notify=tableChanged)
    """Reshuffles seen this night (QML shows a notice when it grows)."""

    score = Property(int, lambda self: self._score, notify=scoreChanged)
    scoreText = Property(str, lambda self: texts.chips(self._score), notify=scoreChanged)
    scoreLeft = Property(bool, lambda self: self._score_left, notify=scoreChanged)
    """True when the night ended by RETIRARSE, False when the chips ran out."""
    qualifies = Property(
        bool,
        lambda self: not self._score_submitted and self._board.qualifies(self._score),
        notify=scoreChanged,
    )
    scoreSubmitted = Property(bool, lambda self: self._score_submitted, notify=scoreChanged)

    cards = Property(QObject, lambda self: self._cards, constant=True)
    spots = Property(QObject, lambda self: self._spots, constant=True)
    leaderboard = Property(QObject, lambda self: self._leaderboard, constant=True)
    version = Property(str, lambda self: __version__, constant=True)

    # settings

    def _get_table_kind(self) -> str:
        return self._settings.table.value

    tableKind = Property(str, _get_table_kind, notify=settingsChanged)
    tableName = Property(str, lambda self: texts.table_name(self._settings.table), notify=settingsChanged)
    tableOptions = Property(
        list,
        lambda self: [
            {"id": t.value, "name": texts.table_name(t), "explanation": texts.table_explanation(t)}
            for t in TableKind
        ],
        constant=True,
    )

    def _get_rebet(self) -> bool:
        return self._settings.rebet

    def _set_rebet(self, value: bool) -> None:
        self.setRebet(value)

    rebet = Property(bool, _get_rebet, _set_rebet, notify=settingsChanged)
    deckDesign = Property(str, lambda self: self._settings.deck, notify=settingsChanged)
    deckOptions = Property(
        list,
        lambda self: [
            {
                "id": design.id,
                "name": design.name,
                "description": design.description,
                "backSource": decks.card_url(design.id, None),
                "previewSource": decks.card_url(design.id, design.preview[0] if design.preview else "KH"),
                "previewSource2": decks.card_url(design.id, design.preview[-1] if design.preview else "7S"),
            }
            for design in decks.designs()
        ],
        constant=True,
    )
    backSource = Property(str, lambda self: decks.card_url(self._settings.deck, None), notify=settingsChanged)
    reducedMotion = Property(bool, lambda self: self._settings.reduced_motion, notify=settingsChanged)
    highContrast = Property(bool, lambda self: self._settings.high_contrast, notify=settingsChanged)
    lastName = Property(str, lambda self: self._settings.last_name, notify=settingsChanged)

    # --- slots: lobby and settings --------------------------------------------------

    @Slot(str)
    def setTableKind(self, value: str) -> None:
        """Choose CLÁSICA ("classic") or SIN COMISIÓN ("no_commission") for the next night."""
        try:
            table = TableKind(value)
        except ValueError:
            log.warning("unknown table %r", value)
            return
        self._update_settings(table=table)

    @Slot(str)
    def setDeckDesign(self, value: str) -> None:
        """Choose the deck design (one of ``deckOptions``)."""
        if decks.is_design(value):
            self._update_settings(deck=value)

    @Slot(bool)
    def setRebet(self, value: bool) -> None:
        """The "Repetir la apuesta anterior" box."""
        if self._session and self._screen == "table" and bool(value) != self._settings.rebet:
            self._announce(texts.rebet_state(bool(value)))
        if self._session:
            self._session.rebet = bool(value)
        self._update_settings(rebet=bool(value))
        self._refresh()  # the night's file keeps the box too

    @Slot(bool)
    def setReducedMotion(self, value: bool) -> None:
        """Reduced motion: no curl or dealing animation."""
        self._update_settings(reduced_motion=bool(value))

    @Slot(bool)
    def setHighContrast(self, value: bool) -> None:
        """The high-contrast theme."""
        self._update_settings(high_contrast=bool(value))

    @Slot()
    def dismissNotice(self) -> None:
        """The player has read the notice."""
        self._notice = ""
        self.noticeChanged.emit()

    @Slot()
    def startNight(self) -> None:
        """Sit down at the chosen table with 500 chips (from the lobby only).

        An unfinished saved night is replaced: the lobby asks first (``newNightWarning``).
        """
        if self._screen != "lobby":
            return
        session = Session(table=self._settings.table, shoe=Game.shoe_factory(), rebet=self._settings.rebet)
        self._sit_down(session, night_store.new_night_id())
        self._announce(
            texts.tr("Mesa {0}. Tienes {1} fichas. Elige una ficha y apuesta.").format(
                texts.table_name(self._settings.table), texts.chips(self._balance())
            )
        )

    @Slot()
    def continueNight(self) -> None:
        """CONTINUAR LA NOCHE: back to the saved night at exactly the point it was left."""
        night = self._saved_night
        if self._screen != "lobby" or night is None:
            return
        session = night.session()
        self._saved_data = night.to_data()
        deck = night.deck if decks.is_design(night.deck) else self._settings.deck
        self._update_settings(table=session.table, deck=deck, rebet=session.rebet)
        self._sit_down(session, night.night_id)
        face_down = sum(not tc.face_up for tc in session.table_cards) if session.coup else 0
        self._announce(texts.night_resumed(session.table, session.balance, face_down))

    def _sit_down(self, session: Session, night_id: str) -> None:
        """Put the player at the table with ``session`` (a new night or a saved one)."""
        self._session = session
        self._night_id = night_id
        self._set_saved_night(None)
        self._squeezing.clear()
        self._shuffle_count = 0
        self._clear_result()
        self._set_message("", "")
        self._set_screen("table")
        self._refresh()

    @Slot()
    def backToLobby(self) -> None:
        """From the score screen back to the lobby; the night's file is no longer needed."""
        if self._screen == "score":
            self._session = None
            self._forget_night()
            self._refresh()
            self._set_screen("lobby")

    # --- slots: betting --------------------------------------------------------------

    @Slot(int)
    def selectChip(self, chip: int) -> None:
        """Take a chip of 5, 25, 100 or 500 in hand."""
        if chip * 100 in CHIPS and chip != self._selected_chip:
            self._selected_chip = chip
            self._refresh(force=True)
            self._announce(texts.tr("Ficha de {0}").format(chip))

    @Slot(str)
    def placeChip(self, spot_id: str) -> None:
        """Put the chip in hand on a spot."""
        self._place(spot_id, self._selected_chip * 100)

    @Slot(str, int)
    def placeChipValue(self, spot_id: str, chip: int) -> None:
        """Put a chip of a given value (in whole chips) on a spot."""
        self._place(spot_id, chip * 100)

    def _place(self, spot_id: str, amount: int) -> None:
        s = self._session
        try:
            spot = BetSpot(spot_id)
        except ValueError:
            self._refuse("", texts.tr("Esa casilla no existe."))
            return
        if s is None:
            self._refuse(spot.value, texts.refusal(Refusal.NIGHT_ENDED))
            return
        try:
            s.place_chip(spot, amount)
        except ActionRefused as refusal:
            message = texts.refusal(refusal.reason, spot=spot, balance=s.balance)
            self._spot_messages = {spot: message}
            self._refuse(spot.value, message)
            return
        self._spot_messages = {}
        self._clear_result()
        self._set_message("", "")
        self._refresh()
        self._announce(
            texts.tr("{0} fichas en {1}; en la casilla hay {2}. Te quedan {3}.").format(
                texts.chips(amount), texts.spot_label(spot), texts.chips(s.bets[spot]), texts.chips(s.balance)
            )
        )

    @Slot()
    def removeLastChip(self) -> None:
        """Take back the last chip placed."""
        s = self._session
        if s is None:
            return
        try:
            spot, chip = s.remove_last_chip()
        except ActionRefused as refusal:
            self._refuse("clear", texts.refusal(refusal.reason))
            return
        self._after_bet_change()
        self._announce(
            texts.tr("Quitada una ficha de {0} de {1}. Te quedan {2}.").format(
                texts.chips(chip), texts.spot_label(spot), texts.chips(s.balance)
            )
        )

    @Slot()
    def clearBets(self) -> None:
        """LIMPIAR."""
        s = self._session
        if s is None:
            return
        try:
            amount = s.clear_bets()
        except ActionRefused as refusal:
            self._refuse("clear", texts.refusal(refusal.reason))
            return
        self._after_bet_change()
        self._announce(
            texts.tr("Mesa limpia: vuelven {0} fichas. Tienes {1}.").format(
                texts.chips(amount), texts.chips(s.balance)
            )
        )

    def _after_bet_change(self) -> None:
        self._spot_messages = {}
        self._clear_result()
        self._set_message("", "")
        self._refresh()

    # --- slots: the hand ---------------------------------------------------------------

    @Slot()
    def deal(self) -> None:
        """REPARTIR (D)."""
        s = self._session
        if s is None:
            return
        try:
            events = s.deal()
        except ActionRefused as refusal:
            self._refuse("deal", texts.refusal(refusal.reason))
            return
        self._squeezing.clear()
        self._after_bet_change()
        self._announce(texts.tr("Cartas repartidas: dos para el jugador y dos para la banca, boca abajo."))
        self._handle(events)

    @Slot(int)
    def beginSqueeze(self, index: int) -> None:
        """The player started to lift card ``index``: hand QML its face."""
        s = self._session
        if s is None or s.phase is not Phase.REVEALING:
            return
        cards = s.table_cards
        if 0 <= index < len(cards) and not cards[index].face_up and index not in self._squeezing:
            self._squeezing.add(index)
            self._refresh(force=True)

    @Slot(int)
    def openCard(self, index: int) -> None:
        """Turn card ``index`` face up (tap, finished squeeze, Enter)."""
        self._reveal(lambda s: s.open_card(index))

    @Slot()
    def openNext(self) -> None:
        """A: open the next face-down card in deal order."""
        self._reveal(lambda s: s.open_next())

    @Slot()
    def openAll(self) -> None:
        """VOLTEAR TODAS."""
        self._reveal(lambda s: s.open_all())

    def _reveal(self, action: Callable[[Session], list[Event]]) -> None:
        s = self._session
        if s is None:
            return
        try:
            events = action(s)
        except ActionRefused as refusal:
            self._refuse("cards", texts.refusal(refusal.reason))
            return
        self._set_message("", "")
        self._handle(events)

    @Slot()
    def leave(self) -> None:
        """RETIRARSE: stand up with the chips; go to the score screen."""
        s = self._session
        if s is None:
            return
        try:
            over = s.leave()
        except ActionRefused as refusal:
            self._refuse("leave", texts.refusal(refusal.reason))
            return
        self._end_night(over)

    @Slot(str)
    def submitScore(self, name: str) -> None:
        """Enter the score in the top five under ``name``."""
        if self._screen != "score" or self._score_submitted:
            return
        name = clean_name(name) or texts.tr("Anónimo")
        table = self._session.table if self._session else self._settings.table
        entry = Entry(name, self._score, table, dt.date.today(), self._night_id)
        place = self._board.add(entry)
        self._score_submitted = True
        self._update_settings(last_name=name)
        recorded = True
        if place is not None:
            try:
                save_leaderboard(self._dirs.data, self._board)
            except OSError:
                log.exception("cannot save the leaderboard")
                self._add_notice(texts.save_failed(texts.tr("la tabla de mejores puntajes")))
                recorded = False  # keep the night's file: the next run offers the score again
        if recorded:
            self._forget_night()
        if place is not None:
            self._announce(
                texts.tr("{0} entra en el puesto {1} de los cinco mejores.").format(name, place + 1)
            )
        self._leaderboard.update(self._board.entries, place)
        self.scoreChanged.emit()

    # --- internals: the saved night ---------------------------------------------------

    def _restore(self, night: SavedNight) -> None:
        """At start-up: offer an unfinished night, or reopen the score screen of an ended one."""
        if not night.ended:
            self._saved_night = night
            return
        if self._board.has_night(night.night_id):
            self._night_id = night.night_id
            self._forget_night()  # its score is in the table already
            return
        session = night.session()
        self._session = session
        self._night_id = night.night_id
        self._saved_data = night.to_data()
        self._score = session.score
        self._score_left = session.phase is Phase.LEFT
        self._screen = "score"
        self._add_notice(texts.ended_night_restored(self._score))

    def _saved_summary(self) -> str:
        night = self._saved_night
        if night is None:
            return ""
        session = night.session()
        return texts.saved_night_summary(
            session.table, session.balance, session.total_bet, session.phase is Phase.REVEALING
        )

    def _set_saved_night(self, night: SavedNight | None) -> None:
        if night is not self._saved_night:
            self._saved_night = night
            self.savedNightChanged.emit()

    def _save_night(self) -> None:
        """Write the night at the table to its file if it changed (called from ``_refresh``)."""
        s = self._session
        if s is None or not self._night_id:
            return
        night = SavedNight.new(s, deck=self._settings.deck, night_id=self._night_id)
        data = night.to_data()
        if data == self._saved_data:
            return
        try:
            night_store.save_night(self._dirs.data, night)
        except OSError:
            log.exception("cannot save the night")
            if not self._saving_failed:
                self._saving_failed = True
                self._add_notice(texts.night_save_failed())
            return
        self._saved_data = data
        self._saving_failed = False

    def _forget_night(self) -> None:
        """The night's score is recorded or declined: remove its file."""
        self._night_id = ""
        self._saved_data = None
        try:
            night_store.delete_night(self._dirs.data)
        except OSError:
            log.exception("cannot remove the saved night")
            self._add_notice(texts.remove_failed(texts.night_file()))

    # --- internals ------------------------------------------------------------------

    def _handle(self, events: list[Event]) -> None:
        s = self._session
        assert s is not None
        for event in events:
            if isinstance(event, CardOpened):
                self._squeezing.discard(event.index)
        self._refresh()
        for event in events:
            if isinstance(event, ShoeShuffled):
                self._shuffle_count += 1
                self._refresh(force=True)
                self.shoeShuffled.emit()
                self._announce(texts.tr("Se acabó el zapato: las cartas se barajan de nuevo."))
            elif isinstance(event, CardDealt):
                self.cardDealt.emit(event.index)
                if event.reason is not None:
                    self._announce(texts.draw_reason(event.reason))
            elif isinstance(event, CardOpened):
                card = s.table_cards[event.index]
                self.cardOpened.emit(event.index)
                self._announce(
                    texts.tr("{0}: {1}. {2} suma {3}.").format(
                        texts.card_position(card.side, card.slot),
                        texts.card_name(card.card),
                        texts.side_name(card.side),
                        event.side_total,
                    )
                )
            elif isinstance(event, CoupSettled):
                self._show_result(event)
            elif isinstance(event, RebetSkipped):
                message = texts.refusal(event.reason, balance=s.balance, amount=event.amount)
                self._set_message(message, "rebet")
                self._announce(message)
            elif isinstance(event, NightOver):
                self._end_night(event)

    def _show_result(self, event: CoupSettled) -> None:
        s = self._session
        assert s is not None
        result = event.result
        self._results = {spot.spot: (spot.result, spot.net) for spot in result.spots}
        self._result_text = texts.hand_result(result)
        self._result_lines = [texts.spot_settlement(spot) for spot in result.spots]
        self.resultChanged.emit()
        self._refresh(force=True)
        self.coupSettled.emit()
        said = [self._result_text + "."]
        said += [line + "." for line in self._result_lines]
        said.append(texts.tr("Saldo: {0} fichas.").format(texts.chips(result.balance)))
        if s.phase is Phase.BETTING and s.total_bet:
            said.append(texts.rebet_placed(s.total_bet, s.balance))
        self._announce(" ".join(said))

    def _clear_result(self) -> None:
        if self._result_text or self._results:
            self._results = {}
            self._result_text = ""
            self._result_lines = []
            self.resultChanged.emit()
            self._refresh(force=True)

    def _end_night(self, over: NightOver) -> None:
        self._score = over.score
        self._score_left = over.left
        self._score_submitted = False
        self._leaderboard.update(self._board.entries)
        self._refresh()
        self.scoreChanged.emit()
        self._set_screen("score")
        self.nightEnded.emit()
        if over.left:
            text = texts.tr("Te retiras con {0} fichas.").format(texts.chips(over.score))
        else:
            text = texts.tr("Se acabó la noche: te quedan {0} fichas, menos que la apuesta mínima.").format(
                texts.chips(over.score)
            )
        self._announce(text)

    def _refuse(self, target: str, message: str) -> None:
        self._set_message(message, target)
        self._refresh(force=True)
        self.refused.emit(target, message)
        self._announce(message)

    def _set_message(self, message: str, target: str) -> None:
        if (message, target) != (self._message, self._message_target):
            self._message, self._message_target = message, target
            self.messageChanged.emit()

    def _announce(self, text: str) -> None:
        self._last_announcement = text
        self.messageChanged.emit()
        self.announcement.emit(text)

    def _add_notice(self, text: str) -> None:
        self._notice = f"{self._notice}\n{text}".strip()
        self.noticeChanged.emit()

    def _set_screen(self, screen: str) -> None:
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()

    def _update_settings(self, **changes: Any) -> None:
        new = dataclasses.replace(self._settings, **changes)
        if new == self._settings:
            return
        self._settings = new
        self._refresh(force=True)
        self.settingsChanged.emit()
        try:
            save_settings(self._dirs.config, new)
        except OSError:
            log.exception("cannot save settings")
            self._add_notice(texts.save_failed(texts.tr("las preferencias")))

    def _refresh(self, *, force: bool = False) -> None:
        """Save the night if it changed, bring the models up to date, emit tableChanged if needed.

        Every change of the session's state lands here, so the night's file
        always holds the last state the player saw.
        """
        _refill_true_reserve()
        self._save_night()
        s = self._session
        deck = self._settings.deck

        def source(code: str | None) -> str:
            return decks.card_url(deck, code)

        if s is None:
            self._cards.update([], set(), source)
            self._spots.update(self._settings.table, [], {}, {})
        else:
            self._cards.update(s.table_cards, self._squeezing, source)
            self._spots.update(s.table, s.chips_on_table, self._results, self._spot_messages)
        snapshot = (
            self._phase(),
            self._balance(),
            self._total_bet(),
            self._cards_left(),
            self._selected_chip,
            self._side_total("player"),
            self._side_total("banker"),
            self._next_card(),
            self._shuffle_count,
        )
        if force or snapshot != self._table_snapshot:
            self._table_snapshot = snapshot
            self.tableChanged.emit()
