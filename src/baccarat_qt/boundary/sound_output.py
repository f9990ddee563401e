"""What the table's sound asks of an audio output: the cues, the device's state, and a silent output.

:class:`baccarat_qt.boundary.sound.Sound` turns the game's events into
:class:`Cue` s and plays them through a :class:`SoundOutput`. The desktop gives
the real one (:class:`baccarat_qt.desktop.audio.Player`, which opens the device
on the first sound); without one (tests of the boundary alone) the table is
played through :class:`Silent`.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable
from typing import Protocol

__all__ = ["Cue", "OutputFactory", "Silent", "SoundOutput", "State"]


class Cue(enum.Enum):
    """A sound of the table; each value is its files in ``resources/sounds`` (one picked at random)."""

    CARD_SLIDE = ("card-slide-1", "card-slide-2")
    """A card slid from the shoe to its place."""
    CARD_TURN = ("card-turn",)
    """A card turned face up."""
    CARD_FALL = ("card-fall",)
    """A squeezed card let go before it opened, falling back."""
    CHIP = ("chip-1", "chip-2", "chip-3")
    """A chip set on the felt."""
    PAYOUT = ("payout",)
    """Chips pushed to the player on a win."""
    PAYOUT_BIG = ("payout-big",)
    """Two stacks pushed: a win on a natural, or a pair won."""
    SHUFFLE = ("shuffle",)
    """The riffle of a new shoe."""
    REFUSAL = ("earcon-refusal",)
    """A refused action: two short low buzzes."""
    WIN = ("earcon-win",)
    """The hand won the player something: a bell rising through a chord (before the words)."""
    LOSS = ("earcon-loss",)
    """The hand lost the player chips: two low notes falling."""
    PUSH = ("earcon-push",)
    """The hand neither won nor lost: the same note twice."""


class State(enum.Enum):
    """Where a player's device stands."""

    CLOSED = "closed"
    """Not opened yet: it opens on the first sound."""
    OPENING = "opening"
    """Being opened on a worker thread; sounds played meanwhile wait for it."""
    OPEN = "open"
    """Playing the mixed stream."""
    UNAVAILABLE = "unavailable"
    """No audio output could be opened: silent."""
    LOST = "lost"
    """The output went away while open: silent."""


class SoundOutput(Protocol):
    """An audio output as :class:`~baccarat_qt.boundary.sound.Sound` uses it."""

    @property
    def state(self) -> State:
        """Where the device stands."""

    def prepare(self) -> threading.Thread:
        """Decode the effects on a worker thread now (when the player sits down), not on the first sound."""

    def play(self, name: str, gain: float, delay: float = 0.0) -> None:
        """Play the effect file ``name`` at ``gain`` (0..1) after ``delay`` seconds; never waits."""

    def stop_all(self) -> None:
        """Stop every sound at once."""

    def retry(self) -> None:
        """Try the device again after it was unavailable (the player asked for sound)."""

    def close(self) -> None:
        """Release the device."""


OutputFactory = Callable[[Callable[[State], None]], SoundOutput]
"""Makes the output, given where to report its :class:`State` changes (from any thread)."""


class Silent:
    """An output that plays nothing and never opens a device (the boundary without a desktop)."""

    state = State.CLOSED

    def __init__(self, _report: Callable[[State], None]) -> None:
        pass

    def prepare(self) -> threading.Thread:
        """Nothing to decode: a thread that has already finished."""
        done = threading.Thread(target=lambda: None, name="silent-sound")
        done.start()
        return done

    def play(self, name: str, gain: float, delay: float = 0.0) -> None:
        """Play nothing."""

    def stop_all(self) -> None:
        """Nothing plays."""

    def retry(self) -> None:
        """Nothing to retry."""

    def close(self) -> None:
        """Nothing to release."""
