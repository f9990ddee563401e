"""One game's boundary objects, built together and sharing one seat at the table.

The application (or a test) builds a :class:`Context` as a child of the QML
engine before it loads the QML; each QML singleton's ``create(engine)`` hands
QML the object of that engine's context, found through ``singletons.game_of``
(this module gives it :meth:`Context.of` when imported: the objects never import it back). A test injects its card source here,
where the objects are built: nothing in the product reads a test hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtQml import QJSEngine, QQmlEngine

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.session import ActionRefused, Refusal, Session
from baccarat_qt.engine.shoe import Shoe
from baccarat_qt.store.storage import AppDirs, app_dirs
from baccarat_qt.words import texts
from baccarat_qt.words.language import LANGUAGE_NAMES, TRANSLATION

from .announcer import Announcer
from .hand import Hand
from .history import History
from .night import Night
from .odds import Odds
from .on_screen import OnScreen
from .preferences import Preferences
from .reveal import Reveal
from .review import Review
from .roads import Roads
from .seat import Seat
from .singletons import provide
from .sound import Sound
from .sound_output import OutputFactory
from .speech_history import SpeechHistory
from .table import Table
from .verbosity import Verbosity

__all__ = ["Context", "ShoeFactory"]

R = TypeVar("R")
ShoeFactory = Callable[[], Shoe]
"""Where a new night gets its shoe: a fresh CSPRNG-shuffled one, or a test's scripted one."""


class Context(QObject):
    """The game's boundary objects (announcer, preferences, table, hand, night, roads, odds, sound) and their seat."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        dirs: AppDirs | None = None,
        new_shoe: ShoeFactory = Shoe,
        sound_output: OutputFactory | None = None,
    ) -> None:
        """Read the stored files and build the objects.

        Args:
            parent: the QML engine whose singletons these objects are.
            dirs: where settings and data live (the platform's app-data folders by default).
            new_shoe: how each new night gets its shoe.
            sound_output: makes the audio output the table's sound plays through (silent without one).
        """
        super().__init__(parent)
        self.dirs = dirs or app_dirs()
        self.new_shoe = new_shoe
        self.sound_output = sound_output
        self.announcer = Announcer(self)
        self.preferences = Preferences(self.dirs.config, self.announcer.add_notice, self)
        TRANSLATION.apply(self.preferences.language_in_force())
        self.preferences.sync()  # its first texts were made before the language was in force
        self.seat = Seat(self.dirs.data, self.announcer.add_notice, key_folder=self.dirs.config)
        self.on_screen = OnScreen()
        self.table = Table(self)
        self.hand = Hand(self)
        self.reveal = Reveal(self)
        self.night = Night(self)
        self.roads = Roads(self)
        self.odds = Odds(self)
        self.sound = Sound(self)
        self.history = History(self)
        self.review = Review(self)
        self.speech = SpeechHistory(self)
        self.verbosity = Verbosity(self)
        self.preferences.rebet_hook = self.table.apply_rebet
        self.preferences.language_hook = self.switch_language
        self._shown = (
            self.preferences,
            self.table,
            self.hand,
            self.reveal,
            self.night,
            self.roads,
            self.odds,
            self.sound,
            self.history,
            self.verbosity,
        )
        """The objects whose properties QML shows (the announcer aside: it speaks, it keeps no texts to remake)."""
        for obj in (self.announcer, self.review, self.speech, *self._shown):
            QJSEngine.setObjectOwnership(obj, QJSEngine.ObjectOwnership.CppOwnership)
        self.sync()

    @staticmethod
    def of(engine: QObject) -> Context:
        """The context of ``engine``; a game with the player's own folders if none was built."""
        found = engine.findChild(Context)
        return found if isinstance(found, Context) else Context(engine)

    def perform(
        self,
        target: str,
        action: Callable[[Session], R],
        *,
        spot: BetSpot | None = None,
        apply: Callable[[R], None] | None = None,
        tell: Callable[[R], None] | None = None,
    ) -> None:
        """The one path of a player's action at the table.

        The engine validates and applies ``action``; a refusal becomes words
        here and nowhere else, shown next to ``target``. An accepted action is
        saved once; ``apply`` updates the boundary's own state from its
        result; then every object emits only what changed, and ``tell``
        reports the action's events (signals, what the screen reader hears).
        """
        if target != "cards":
            self.hand.catch_up()  # another action: the cards still turning land first
        session = self.seat.session
        try:
            if session is None:
                raise ActionRefused(Refusal.NIGHT_ENDED)
            result = action(session)
        except ActionRefused as refusal:
            balance = session.balance if session is not None else 0
            self.announcer.refuse(target, texts.refusal(refusal.reason, spot=spot, balance=balance))
            self.sync()
            return
        self.seat.save()
        self.announcer.clear_message()
        if apply is not None:
            apply(result)
        self.sync()
        if tell is not None:
            tell(result)

    def shown_session(self) -> Session | None:
        """The session as the screen shows it: behind the engine's by the cards still turning."""
        return self.on_screen.session(self.seat.session)

    def switch_language(self, language: str) -> None:
        """Speak ``language`` at once: the QML's texts, the texts made here, and the keys; the hand stays."""
        from .keys import KeyMap

        TRANSLATION.apply(language)
        engine = self.parent()
        if isinstance(engine, QQmlEngine):
            engine.retranslate()
            for keymap in engine.findChildren(KeyMap):
                keymap.retranslate()
        self.announcer.clear_message()  # it was said in the other language
        for obj in self._shown:
            obj.retranslate()
        self.announcer.announce(texts.tr("Idioma: {0}.").format(LANGUAGE_NAMES[TRANSLATION.language]))

    def sync(self) -> None:
        """Every object emits what changed since it last did."""
        self.table.sync()
        self.hand.sync()
        self.reveal.sync()
        self.night.sync()
        self.roads.sync()
        self.odds.sync()
        self.history.sync()


provide(Context.of)
