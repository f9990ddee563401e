"""The night as a whole: the lobby, sitting down or resuming, leaving, the score and the top five."""

from __future__ import annotations

import datetime as dt
import logging
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt import __version__
from baccarat_qt.boundary import decks
from baccarat_qt.boundary.last_hand import last_hand
from baccarat_qt.boundary.leaderboard_model import LeaderboardModel
from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine.kinds import Phase
from baccarat_qt.store import night_store
from baccarat_qt.store.leaderboard import Entry
from baccarat_qt.store.night_store import SavedNight
from baccarat_qt.store.settings import MAX_NAME_LENGTH, clean_name
from baccarat_qt.words import table_texts, texts

from . import enums
from .published import Published, constant, published

if TYPE_CHECKING:
    from baccarat_qt.engine.session import HandResult, NightOver, Session

    from .context import Context

__all__ = ["Night"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


@QmlElement
@QmlSingleton
class Night(Published):
    """Which screen is shown, a saved night to continue, the night's end, its score and the top five."""

    Screen = QEnum(enums.Screen)

    screenChanged = Signal()
    savedNightAvailableChanged = Signal()
    savedNightSummaryChanged = Signal()
    newNightWarningChanged = Signal()
    savedNightTableChanged = Signal()
    leaveQuestionChanged = Signal()
    scoreChanged = Signal()
    scoreTextChanged = Signal()
    scoreWordsChanged = Signal()
    scoreLeftChanged = Signal()
    qualifiesChanged = Signal()
    tiesFifthChanged = Signal()
    scoreSubmittedChanged = Signal()
    nightOverWaitingChanged = Signal()

    nightEnded = Signal()
    """The player left or ran out of chips (the score screen follows)."""

    def __init__(self, context: Context) -> None:
        """Read the top five and the saved night: offer it, or reopen the score of an ended one."""
        super().__init__(context)
        self._ctx = context
        self._screen = enums.Screen.Lobby
        self._saved: SavedNight | None = None
        self._saved_summary = ""
        self._saved_table = ""
        self._score = 0
        self._score_left = False
        self._submitted = False
        self._over_waiting = False
        self._leaderboard = LeaderboardModel(self)
        night, board = context.seat.saved()
        self._board = board
        self._leaderboard.update(board.entries)
        if night is not None:
            self._restore(night)

    @staticmethod
    def create(engine: QObject) -> Night:
        """QML singleton factory: the night of the game loaded in ``engine``."""
        return game_of(engine).night

    def retranslate(self) -> list[str]:
        """The saved night's line and the top five in the language now in force."""
        if self._saved is not None:
            self._saved_summary = self._summary(self._saved)
        self._leaderboard.retranslate(self._board.entries)
        return super().retranslate()

    def _state(self) -> dict[str, object]:
        summary = self._saved_summary
        return {
            "screen": self._screen,
            "savedNightAvailable": self._saved is not None,
            "savedNightSummary": summary,
            "newNightWarning": texts.new_night_warning(summary) if self._saved else "",
            "savedNightTable": self._saved_table if self._saved else "",
            "leaveQuestion": self._leave_question(),
            "score": self._score,
            "scoreText": texts.chips(self._score),
            "scoreWords": texts.chip_amount(self._score),
            "scoreLeft": self._score_left,
            "qualifies": not self._submitted and self._board.qualifies(self._score),
            "tiesFifth": not self._submitted and self._board.ties_last(self._score),
            "scoreSubmitted": self._submitted,
            "nightOverWaiting": self._over_waiting,
        }

    screen = published(int, "screen", screenChanged)
    """A ``Night.Screen``: Lobby, Table or Score."""
    savedNightAvailable = published(bool, "savedNightAvailable", savedNightAvailableChanged)
    """An unfinished night from an earlier run can be continued (CONTINUAR LA NOCHE)."""
    savedNightSummary = published(str, "savedNightSummary", savedNightSummaryChanged)
    """That night in a line: table, chips, a hand in play; empty when there is none."""
    newNightWarning = published(str, "newNightWarning", newNightWarningChanged)
    """What starting a new night does to the unfinished one (asked before replacing it)."""
    savedNightTable = published(str, "savedNightTable", savedNightTableChanged)
    """The table of the unfinished night (a table kind id), or empty: the lobby shows it chosen."""
    leaveQuestion = published(str, "leaveQuestion", leaveQuestionChanged)
    """What RETIRARSE asks before it ends the night; empty when leaving is refused now (a hand in play)."""
    score = published(int, "score", scoreChanged)
    scoreText = published(str, "scoreText", scoreTextChanged)
    scoreWords = published(str, "scoreWords", scoreWordsChanged)
    """The score with its noun, in its plural form: "1 ficha", "523,75 fichas"."""
    scoreLeft = published(bool, "scoreLeft", scoreLeftChanged)
    """True when the night ended by RETIRARSE, False when the chips ran out."""
    qualifies = published(bool, "qualifies", qualifiesChanged)
    """The score would enter the top five and has not been entered yet."""
    tiesFifth = published(bool, "tiesFifth", tiesFifthChanged)
    """The score equals the fifth of a full top five: it does not enter (it must beat it)."""
    scoreSubmitted = published(bool, "scoreSubmitted", scoreSubmittedChanged)
    nightOverWaiting = published(bool, "nightOverWaiting", nightOverWaitingChanged)
    """The chips ran out: the table still shows the last hand until the player goes on (``showScore``)."""
    leaderboard: LeaderboardModel = constant(QObject, lambda self: self._leaderboard)
    """The top five (a ``LeaderboardModel``)."""
    version: str = constant(str, lambda self: __version__)
    nameMaxLength: int = constant(int, lambda self: MAX_NAME_LENGTH)
    """The most characters a name in the top five keeps (the name field says it while typing)."""

    def _leave_question(self) -> str:
        s = self._ctx.shown_session()
        if self._screen != enums.Screen.Table or s is None or s.phase is not Phase.BETTING:
            return ""
        return table_texts.leave_question(s.balance + s.total_bet)

    @Slot()
    def startNight(self) -> None:
        """Sit down at the chosen table with 500 chips (from the lobby only).

        An unfinished saved night is replaced: the lobby asks first (``newNightWarning``).
        """
        if self._screen != enums.Screen.Lobby:
            return
        from baccarat_qt.engine.session import (
            Session,  # the night's machinery, not the lobby's (engine/kinds.py)
        )

        prefs = self._ctx.preferences.settings
        session = Session(table=prefs.table, shoe=self._ctx.new_shoe(), rebet=prefs.rebet)
        self._sit_down(session, night_store.new_night_id())
        self._ctx.seat.save()
        self._ctx.announcer.announce(
            texts.tr("Mesa {0}. Tienes {1}. Elige una ficha y apuesta.").format(
                texts.table_name(prefs.table), texts.chip_amount(session.balance)
            )
        )

    @Slot()
    def continueNight(self) -> None:
        """CONTINUAR LA NOCHE: back to the saved night at exactly the point it was left."""
        night = self._saved
        if self._screen != enums.Screen.Lobby or night is None:
            return
        session = night.session()
        session.shoe.shuffle_undealt(random.SystemRandom())  # a restored copy of the files knows nothing (27)
        deck = night.deck if decks.is_design(night.deck) else self._ctx.preferences.settings.deck
        self._ctx.preferences.update(table=session.table, deck=deck, rebet=session.rebet)
        # ÚLTIMA MANO as it was: the night's last coup, from the history.
        last = last_hand(self._ctx.seat.history(checked=False), night.night_id, session.table)  # no waiting
        self._sit_down(session, night.night_id, last)
        self._ctx.seat.save()  # the new order kept: the file holds the night at the table
        face_down = sum(not tc.face_up for tc in session.table_cards) if session.coup else 0
        self._ctx.announcer.announce(texts.night_resumed(session.table, session.balance, face_down))

    def _sit_down(self, session: Session, night_id: str, last: HandResult | None = None) -> None:
        self._ctx.seat.sit(session, night_id, self._ctx.preferences.settings.deck)
        self._saved, self._saved_summary = None, ""
        self._ctx.hand.sit_down()
        self._ctx.hand.last_result = last
        self._ctx.announcer.clear_all()
        self._screen = enums.Screen.Table
        self._ctx.sync()

    @Slot()
    def leave(self) -> None:
        """RETIRARSE: stand up with the chips; go to the score screen."""
        if self._over_waiting:
            self.showScore()
            return
        self._ctx.perform("leave", lambda s: s.leave(), apply=self.end, tell=self.tell_end)

    def end(self, over: NightOver) -> None:
        """The night is over: its score is shown, at once after RETIRARSE; when the chips
        ran out, after the player has seen the last hand (``showScore``)."""
        self._score, self._score_left, self._submitted = over.score, over.left, False
        self._leaderboard.update(self._board.entries)
        if over.left:
            self._screen = enums.Screen.Score
        else:
            self._over_waiting = True

    @Slot()
    def showScore(self) -> None:
        """VER EL PUNTAJE: from the last hand of a night out of chips to its score."""
        if self._over_waiting:
            self._over_waiting = False
            self._screen = enums.Screen.Score
            self._ctx.sync()

    def tell_end(self, over: NightOver) -> None:
        """Signal the end of the night and say the score."""
        self.nightEnded.emit()
        if over.left:
            text = texts.tr("Te retiras con {0}.").format(texts.chip_amount(over.score))
        else:
            text = texts.tr("Se acabó la noche: te quedan {0}, menos que la apuesta mínima.").format(
                texts.chip_amount(over.score)
            )
        self._ctx.announcer.announce(text)

    @Slot(str)
    def submitScore(self, name: str) -> None:
        """Enter the score in the top five under ``name``."""
        if self._screen != enums.Screen.Score or self._submitted:
            return
        name = clean_name(name) or texts.tr("Anónimo")
        s = self._ctx.seat.session
        table = s.table if s else self._ctx.preferences.settings.table
        place = self._board.add(Entry(name, self._score, table, dt.date.today(), self._ctx.seat.night_id))
        self._submitted = True
        self._ctx.preferences.update(last_name=name)
        # the top five and the night's removal in one transaction; when it fails the night stays
        # kept, so the next run offers the score again
        self._ctx.seat.finish(self._board if place is not None else None)
        self._leaderboard.update(self._board.entries, place)
        self.sync()
        if place is not None:
            self._ctx.announcer.announce(
                texts.tr("{0} entra en el puesto {1} de los cinco mejores.").format(name, place + 1)
            )
            self._ctx.announcer.announce(self._leaderboard.spoken())

    @Slot()
    def backToLobby(self) -> None:
        """From the score screen back to the lobby; the night's file is no longer needed."""
        if self._screen == enums.Screen.Score:
            self._ctx.seat.stand_up()
            self._ctx.seat.finish(None)
            self._screen = enums.Screen.Lobby
            self._ctx.sync()

    @staticmethod
    def _summary(night: SavedNight) -> str:
        session = night.session()
        return texts.saved_night_summary(
            session.table, session.balance, session.total_bet, session.phase is Phase.REVEALING
        )

    def _restore(self, night: SavedNight) -> None:
        """At start-up: offer an unfinished night, or reopen the score screen of an ended one."""
        if not night.ended:
            session = night.session()
            self._saved = night
            self._saved_table = session.table.value
            self._saved_summary = self._summary(night)
            return
        if self._board.has_night(night.night_id):
            self._ctx.seat.finish(None)  # its score is in the table already
            return
        session = night.session()
        self._ctx.seat.sit(session, night.night_id, night.deck)
        self._score = session.score
        self._score_left = session.phase is Phase.LEFT
        self._screen = enums.Screen.Score
        self._ctx.announcer.add_notice(texts.ended_night_restored(self._score))
