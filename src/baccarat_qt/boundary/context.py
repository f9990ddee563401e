"""One game's boundary objects, sharing one seat at the table.

The application (or a test) builds a :class:`Context` as a child of the QML
engine before it loads the QML. What the lobby shows is built with it (the announcer, the preferences,
the night, the history's flag, the speech history); the table's objects (table, hand, reveal, roads,
odds, sound, review) are built together when first asked for (the first sit-down, or QML or a test
asking for one), and the speech verbosity when first asked for: the lobby's first frame waits for none
of them, nor for the modules they use. Each QML singleton's ``create(engine)`` hands
QML the object of that engine's context, found through ``singletons.game_of``
(this module gives it :meth:`Context.of` when imported: the objects never import it back). A test injects its card source here,
where the objects are built: nothing in the product reads a test hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from PySide6.QtCore import QObject
from PySide6.QtQml import QJSEngine, QQmlEngine

from baccarat_qt.engine.kinds import ActionRefused, Refusal
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
from .published import Published
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

if TYPE_CHECKING:
    from baccarat_qt.engine import BetSpot
    from baccarat_qt.engine.session import Session

__all__ = ["Context", "ShoeFactory"]

R = TypeVar("R")
ShoeFactory = Callable[[], Shoe]
"""Where a new night gets its shoe: a fresh CSPRNG-shuffled one, or a test's scripted one."""


class _AtTheTable(Generic[R]):
    """One of the table's objects of a :class:`Context` (``context.table``): all of them are built together the
    first time any is asked for, and kept in the context's attribute of the same name with a ``_`` before."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._kept = "_" + name

    @overload
    def __get__(self, context: None, owner: type | None = None) -> _AtTheTable[R]: ...
    @overload
    def __get__(self, context: Context, owner: type | None = None) -> R: ...
    def __get__(self, context: Context | None, owner: type | None = None) -> R | _AtTheTable[R]:
        if context is None:
            return self
        context._set_the_table()
        kept: R = getattr(context, self._kept)
        return kept


class Context(QObject):
    """The game's boundary objects (announcer, preferences, table, hand, night, roads, odds, sound) and their seat."""

    _table: Table
    _hand: Hand
    _reveal: Reveal
    _roads: Roads
    _odds: Odds
    _sound: Sound
    _review: Review
    table: _AtTheTable[Table] = _AtTheTable()
    """The chips and the spots."""
    hand: _AtTheTable[Hand] = _AtTheTable()
    """The cards of the hand in play."""
    reveal: _AtTheTable[Reveal] = _AtTheTable()
    """Turning the cards over, and hurrying them."""
    roads: _AtTheTable[Roads] = _AtTheTable()
    """The shoe's roads."""
    odds: _AtTheTable[Odds] = _AtTheTable()
    """The shoe's odds."""
    sound: _AtTheTable[Sound] = _AtTheTable()
    """The table's sound."""
    review: _AtTheTable[Review] = _AtTheTable()
    """The screen reader's review keys."""

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
        self.seat = Seat(self.dirs.data, self.announcer.add_notice, key_folder=self.dirs.config, owner=self)
        self.on_screen = OnScreen()
        self._table_set = False  # the table's objects are built (:meth:`_set_the_table`)
        self._verbosity: Verbosity | None = None
        self.night = Night(self)
        self.history = History(self)
        self.speech = SpeechHistory(self)
        self.preferences.rebet_hook = self._apply_rebet
        self.preferences.language_hook = self.switch_language
        for obj in (self.announcer, self.speech, self.preferences, self.night, self.history):
            QJSEngine.setObjectOwnership(obj, QJSEngine.ObjectOwnership.CppOwnership)
        self.sync()

    def _set_the_table(self) -> None:
        """Build the table's objects, once, in the order they were always built: the sound hears the hand and
        the table from its construction on, so all of them exist before any of them is used."""
        if self._table_set:
            return
        self._table_set = True  # set first: the sound's construction asks for the hand and the table
        self._table = Table(self)
        self._hand = Hand(self)
        self._reveal = Reveal(self)
        self._roads = Roads(self)
        self._odds = Odds(self)
        self._sound = Sound(self)
        self._review = Review(self)
        for obj in (
            self._table,
            self._hand,
            self._reveal,
            self._roads,
            self._odds,
            self._sound,
            self._review,
        ):
            QJSEngine.setObjectOwnership(obj, QJSEngine.ObjectOwnership.CppOwnership)
        for shown in (self._table, self._hand, self._reveal, self._roads, self._odds):
            shown.sync()  # the first sync fills each snapshot and emits nothing: nobody is bound yet

    @property
    def verbosity(self) -> Verbosity:
        """How much the screen reader hears (built on first use: the preferences dialog, a test)."""
        if self._verbosity is None:
            self._verbosity = Verbosity(self)
            QJSEngine.setObjectOwnership(self._verbosity, QJSEngine.ObjectOwnership.CppOwnership)
        return self._verbosity

    def _shown(self) -> list[Published]:
        """The objects built so far whose properties QML shows (the announcer aside: it speaks, it keeps no
        texts to remake), in the order they were always synced and retranslated."""
        at_table: tuple[Published, ...] = (self._table, self._hand, self._reveal) if self._table_set else ()
        rest: tuple[Published, ...] = (self._roads, self._odds, self._sound) if self._table_set else ()
        told = (self._verbosity,) if self._verbosity is not None else ()
        return [self.preferences, *at_table, self.night, *rest, self.history, *told]

    def hurry(self) -> None:
        """A key or a click anywhere: the cards flying in or turning over land now (none before a table)."""
        if self._table_set:
            self._reveal.hurry()

    def _apply_rebet(self, on: bool) -> None:
        self.table.apply_rebet(on)

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
        for obj in self._shown():
            obj.retranslate()
        self.announcer.announce(texts.tr("Idioma: {0}.").format(LANGUAGE_NAMES[TRANSLATION.language]))

    def sync(self) -> None:
        """Every object built emits what changed since it last did (one not built yet has nobody bound)."""
        if self._table_set:
            self._table.sync()
            self._hand.sync()
            self._reveal.sync()
        self.night.sync()
        if self._table_set:
            self._roads.sync()
            self._odds.sync()
        self.history.sync()


provide(Context.of)
