"""What the table sounds like: the game's events heard, the volume, and mute.

``Sound`` listens to the other boundary objects' signals (a card dealt or
opened, a coup settled, a new shoe, a chip placed, a refusal) and plays the
matching effect through the output the desktop gives the context (:class:`baccarat_qt.desktop.audio.Player`, which opens the
audio device on the first sound, off the GUI thread). The volume and mute are
kept in the settings file through :class:`Preferences`.

Muted by default when the machine has no audio output: nothing is probed at
start-up (the first frame must not wait); the first sound tries to open the
device, and if that fails the game shows itself muted until the player
chooses. That default is not written to the settings file, so a machine that
gets a sound card later plays again.
"""

from __future__ import annotations

import contextlib
import random
import time
import weakref
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.kinds import SpotResult
from baccarat_qt.store.settings import MAX_VOLUME
from baccarat_qt.words import texts

from .enums import Screen
from .published import Published, published
from .sound_output import Cue, Silent, State

if TYPE_CHECKING:
    from .context import Context

__all__ = ["Sound"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

AFTER: dict[Cue, float] = {
    Cue.SHUFFLE: 1.2,
    Cue.CARD_SLIDE: 0.08,
    Cue.CARD_TURN: 0.07,
    Cue.PAYOUT: 0.6,
    Cue.PAYOUT_BIG: 0.9,
    Cue.WIN: 0.3,
    Cue.LOSS: 0.3,
    Cue.PUSH: 0.3,
}
"""Seconds from the start of a sound to the start of the next one caused by the same action.

The four cards of a deal slide one after another, as a dealer's hand deals
them; a reshuffle is heard before the cards it deals."""
ACTION_SECONDS = 0.05
"""Sounds asked for within this long of an action's first sound belong to that action: the events of
one action come within a millisecond or two. (A key held down repeats every 30 ms or so; its chips
add no wait.) A time, not a zero-timer: no timer may outlive a context freed on another thread."""
LEAD: dict[Cue, float] = {Cue.PAYOUT: 0.3, Cue.PAYOUT_BIG: 0.3}
"""Extra wait before a sound that follows another of the same action (the payout after the last card turns)."""
PAIRS = frozenset({BetSpot.PLAYER_PAIR, BetSpot.BANKER_PAIR})


@QmlElement
@QmlSingleton
class Sound(Published):
    """The effects of the table, the volume (0–100) and mute (M)."""

    volumeChanged = Signal()
    mutedChanged = Signal()
    availableChanged = Signal()

    _stateReported = Signal(str)
    """The player's device changed state (emitted from whichever thread changed it)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._no_output = False
        self._available = True
        self._action_at = -1.0
        self._cursor = 0.0
        self._random = random.Random()
        self._prepared = False
        self._stateReported.connect(self._on_state, QtCore.Qt.ConnectionType.QueuedConnection)
        me = weakref.ref(self)

        def report(state: State) -> None:  # from any thread; no strong reference back to this object
            sound = me()
            if sound is not None:
                sound._report(state)

        self.player = (context.sound_output or Silent)(report)
        """The device and its mixer (opened on the first sound)."""
        self.destroyed.connect(self.player.close)
        # Bound slots, not lambdas: a lambda held by a connection would keep this object, and so
        # the whole context, from Python's garbage collector.
        context.hand.cardDealt.connect(self._card_dealt)
        context.hand.cardOpened.connect(self._card_opened)
        context.hand.shoeShuffled.connect(self._shoe_shuffled)
        context.hand.coupSettled.connect(self._settled)
        context.table.chipPlaced.connect(self._chip_placed)
        context.announcer.refused.connect(self._refused)
        context.night.screenChanged.connect(self._prepare_at_the_table)
        self.sync()

    @staticmethod
    def create(engine: QObject) -> Sound:
        """QML singleton factory: the sound of the game loaded in ``engine``."""
        return game_of(engine).sound

    def _state(self) -> dict[str, object]:
        s = self._ctx.preferences.settings
        return {
            "volume": s.volume,
            "muted": s.muted if s.muted is not None else self._no_output,
            "available": self._available,
        }

    volume = published(int, "volume", volumeChanged)
    """0 (silent) to 100."""
    muted = published(bool, "muted", mutedChanged)
    """No sound: the player's choice, or, until they choose, because the machine has no audio output."""
    available = published(bool, "available", availableChanged)
    """False once the audio output could not be opened or went away (the game is silent)."""

    @Slot(int)
    def setVolume(self, value: int) -> None:
        """Set the volume, 0 to 100."""
        self._ctx.preferences.update(volume=max(0, min(MAX_VOLUME, int(value))))
        self.sync()
        self._prepare_at_the_table()

    @Slot(bool)
    def setMuted(self, value: bool) -> None:
        """Mute or unmute (the preferences' box); stops what is playing when muting."""
        value = bool(value)
        self._ctx.preferences.update(muted=value)
        if value:
            self.player.stop_all()
        else:
            self.player.retry()  # the player asks for sound: try the output again
        self.sync()
        self._prepare_at_the_table()

    @Slot()
    def toggleMute(self) -> None:
        """M at the table: mute or unmute, and say which."""
        self.setMuted(not self.muted)
        self._ctx.announcer.announce(texts.sound_state(self.muted))

    @Slot()
    def cardFellBack(self) -> None:
        """A squeezed card was let go before it opened and falls back on the felt."""
        self._cue(Cue.CARD_FALL)

    @Slot()
    def preview(self) -> None:
        """Play a chip at the current volume (the volume slider was let go)."""
        self._cue(Cue.CHIP)

    @Slot()
    def _prepare_at_the_table(self) -> None:
        """At the table, with sound on, decode the effects once on a worker (no device opened), ahead of
        the first chip. Not at the lobby, which plays none: the decoder and its imports (about 6 MB)
        stay out of start-up; a sound asked for before (the volume's preview) decodes them itself."""
        if not self._prepared and self.gain > 0 and self._ctx.night.screen == Screen.Table:
            self._prepared = True
            self.player.prepare()

    @property
    def gain(self) -> float:
        """The level sounds play at now: 0 when muted; the volume on a square law (as loudness is heard)."""
        return 0.0 if self.muted else (self.volume / MAX_VOLUME) ** 2

    def _cue(self, cue: Cue) -> None:
        """Play ``cue``, after the sounds the same action already played."""
        gain = self.gain
        if gain <= 0:
            return
        now = time.monotonic()
        if now - self._action_at > ACTION_SECONDS:
            self._action_at, delay = now, 0.0
        else:
            delay = self._cursor + LEAD.get(cue, 0.0)
        self._cursor = delay + AFTER.get(cue, 0.0)
        self.player.play(self._random.choice(cue.value), gain, delay)

    @Slot(int)
    def _card_dealt(self, _index: int) -> None:
        self._cue(Cue.CARD_SLIDE)

    @Slot(int)
    def _card_opened(self, _index: int) -> None:
        self._cue(Cue.CARD_TURN)

    @Slot()
    def _shoe_shuffled(self) -> None:
        self._cue(Cue.SHUFFLE)

    @Slot(str)
    def _chip_placed(self, _spot: str) -> None:
        self._cue(Cue.CHIP)

    @Slot(str, str)
    def _refused(self, _target: str, _message: str) -> None:
        self._cue(Cue.REFUSAL)

    @Slot()
    def _settled(self) -> None:
        """The outcome's earcon, then chips pushed to the player if anything was won: two stacks on a natural or a pair."""
        result = self._ctx.hand.shown_result
        if result is None:
            return
        self._cue(Cue.WIN if result.net > 0 else Cue.LOSS if result.net < 0 else Cue.PUSH)
        won = {spot.spot for spot in result.spots if spot.result is SpotResult.WON}
        if won:
            self._cue(Cue.PAYOUT_BIG if (won & PAIRS or result.coup.natural) else Cue.PAYOUT)

    def _report(self, state: State) -> None:
        """From the player, on any thread: pass the state to the GUI thread."""
        # RuntimeError: this object was deleted while the device was being opened; nobody to tell.
        with contextlib.suppress(RuntimeError):
            self._stateReported.emit(state.value)

    def _on_state(self, value: str) -> None:
        state = State(value)
        if state is State.UNAVAILABLE:
            self._no_output = True
        self._available = state not in (State.UNAVAILABLE, State.LOST)
        self.sync()
