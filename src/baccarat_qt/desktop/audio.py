"""The table's audio output: one device, opened on the first sound, playing the mix (:mod:`.mixer`).

No Qt. :class:`Player` opens its playback device lazily, on a worker thread,
the first time a sound is played (never at start-up); the device pulls the
mixed stream from :class:`Mixer` on miniaudio's own thread. Playing a sound
only puts it on a list: the caller never waits for a file, a device or a
sound server.

No device, no sound server, a device that goes away: the player logs one
line, says so through ``on_state``, and stays silent; nothing is raised to
the caller.
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, cast

from baccarat_qt.boundary.sound_output import SoundOutput, State
from baccarat_qt.desktop.mixer import SAMPLE_RATE, Mixer, Stream, load_bank
from baccarat_qt.paths import resources_dir

__all__ = [
    "PERIODS",
    "PERIOD_MS",
    "Output",
    "Player",
    "device",
    "open_output",
]

log = logging.getLogger(__name__)

PERIOD_MS = 10
"""How much sound the device asks for at a time."""
PERIODS = 3
"""Periods in the device's buffer: the latency is about one or two periods."""
STALL_SECONDS = 3.0
"""An open device that has asked for nothing for this long is suspected gone; if it still asks for
nothing a sixth of that later (when a sound is played), it is taken for gone.

Generous: PulseAudio's null sink, idle, wakes only every two seconds or so
before it first asks a new stream for data; and a GUI thread that held the
interpreter for a few seconds must not pass for a dead device: the device's
thread asks again within milliseconds once it can."""


class Output(Protocol):
    """A playback device as :class:`Player` uses it (``miniaudio.PlaybackDevice``)."""

    backend: str

    def start(self, stream: Stream) -> None:
        """Start pulling ``stream`` (already started) on the device's own thread."""

    def close(self) -> None:
        """Stop and release the device."""


class NoOutput(RuntimeError):
    """No audio output: no device, or only miniaudio's silent null backend."""


def open_output() -> Output:
    """Open the system's default playback device for the stream (16-bit mono, short periods).

    On Linux: PulseAudio (PipeWire answers as PulseAudio too), else ALSA
    when the machine has sound cards; never JACK (it may try to start a
    server) nor the null backend, which would play into nothing.
    """
    import miniaudio

    backends = None
    if sys.platform.startswith("linux"):
        backends = [miniaudio.Backend.PULSEAUDIO]
        if Path("/dev/snd").is_dir():
            backends.append(miniaudio.Backend.ALSA)
    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=SAMPLE_RATE,
        buffersize_msec=PERIOD_MS,
        callback_periods=PERIODS,
        backends=backends,
        app_name="Baccarat",
    )
    if device.backend == "Null":
        device.close()
        raise NoOutput("only the null backend")
    return cast(Output, device)


def _why(error: Exception) -> str:
    """An error in a few words: miniaudio's ``("failed to init device", -401)`` as ``failed to init device (-401)``.

    >>> _why(RuntimeError("cannot init context", -203)), _why(OSError("no such file"))
    ('cannot init context (-203)', 'no such file')
    """
    words = [str(arg) for arg in error.args]
    if not words:
        return type(error).__name__
    return words[0] + (f" ({', '.join(words[1:])})" if len(words) > 1 else "")


_OPEN_PLAYERS: weakref.WeakSet[Player] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    """Close every device before the interpreter goes, so no device thread calls into a dying Python."""
    for player in list(_OPEN_PLAYERS):
        player.close()


class Player:
    """One playback device, opened on the first sound, and the mixer it plays.

    Args:
        folder: where the effects' files are.
        open_device: opens the output (tests pass their own).
        on_state: told each change of :class:`State`, from whichever thread made it.
    """

    def __init__(
        self,
        folder: Path,
        *,
        open_device: Callable[[], Output] = open_output,
        on_state: Callable[[State], None] | None = None,
    ) -> None:
        self.mixer = Mixer()
        self._folder = folder
        self._open_device = open_device
        self._on_state = on_state
        self._lock = threading.Lock()
        self._state = State.CLOSED
        self._device: Output | None = None
        self._opener: threading.Thread | None = None
        self._decoding = threading.Lock()
        self._started = 0.0
        self._suspected = 0.0

    @property
    def state(self) -> State:
        """Where the device stands."""
        return self._state

    def prepare(self) -> threading.Thread:
        """Decode the effects now on a worker thread (no device is opened): the first sound then waits only for the device."""
        worker = threading.Thread(target=self._decode, name="sound-decode", daemon=True)
        worker.start()
        return worker

    def _decode(self) -> None:
        """Load the effects once, whichever thread asks first; a failure is left for :meth:`_open` to report."""
        with self._decoding:
            if not self.mixer.bank:
                try:
                    self.mixer.bank = load_bank(self._folder)
                except Exception:  # reported, as no output, when the first sound tries to open the device
                    return

    def play(self, name: str, gain: float, delay: float = 0.0) -> None:
        """Play the effect ``name``: returns at once, whatever the device is doing."""
        if gain <= 0:
            return
        told: State | None = None
        lost: Output | None = None
        opener: threading.Thread | None = None
        with self._lock:
            if self._state is State.CLOSED:
                self._state = told = State.OPENING
                self._opener = opener = threading.Thread(target=self._open, name="sound-open", daemon=True)
            elif self._state is State.OPEN and self._stalled():
                lost, self._device = self._device, None
                self._state = told = State.LOST
            if self._state in (State.OPENING, State.OPEN):
                self.mixer.add(name, gain, delay)
        if told is State.LOST:
            log.warning("sound: the audio output stopped asking for sound; the game goes on in silence")
            _OPEN_PLAYERS.discard(self)
        if lost is not None:  # closed off this thread: a dead server must not hold the caller up
            threading.Thread(target=lost.close, name="sound-close", daemon=True).start()
        if told is not None:
            self._tell(told)
        if opener is not None:  # started once OPENING was told: its UNAVAILABLE can never be told before it
            opener.start()

    def stop_all(self) -> None:
        """Silence every sound playing or waiting."""
        self.mixer.clear()

    def retry(self) -> None:
        """After no output or a lost one: try to open a device again on the next sound."""
        with self._lock:
            if self._state not in (State.UNAVAILABLE, State.LOST):
                return
            self._state = State.CLOSED
        self._tell(State.CLOSED)

    def close(self) -> None:
        """Close the device (and wait for an opening in progress); the player stays silent after."""
        opener = self._opener
        if opener is not None and opener.is_alive() and opener is not threading.current_thread():
            opener.join(timeout=5)
        with self._lock:
            device, self._device = self._device, None
            self._state = State.UNAVAILABLE
            self._on_state = None
        _OPEN_PLAYERS.discard(self)
        if device is not None:
            device.close()

    def _stalled(self) -> bool:
        """Whether the open device has stopped asking for sound (see :data:`STALL_SECONDS`)."""
        now = time.monotonic()
        last = max(self.mixer.last_pull, self._started)
        if now - last <= STALL_SECONDS:
            self._suspected = 0.0
            return False
        if not self._suspected or self._suspected < last:
            self._suspected = now
            return False
        return now - self._suspected > STALL_SECONDS / 6

    def _open(self) -> None:
        """On the worker thread: decode the effects, open the device, start the stream."""
        try:
            self._decode()
            if not self.mixer.bank:
                self.mixer.bank = load_bank(self._folder)  # raises what the decoding could not do
            device = self._open_device()
        except Exception as error:  # miniaudio's errors, a missing file: any of them means silence
            log.warning("sound: no audio output (%s); the game goes on in silence", _why(error))
            with self._lock:
                if self._state is State.OPENING:
                    self._state = State.UNAVAILABLE
            self._tell(State.UNAVAILABLE)
            return
        with self._lock:
            if self._state is not State.OPENING:  # closed meanwhile
                device.close()
                return
            self._device = device
            self._started = time.monotonic()
            try:
                device.start(self.mixer.stream())
            except Exception as error:
                log.warning(
                    "sound: the audio output would not start (%s); the game goes on in silence", _why(error)
                )
                self._device = None
                self._state = State.UNAVAILABLE
            else:
                self._state = State.OPEN
                _OPEN_PLAYERS.add(self)
            state = self._state
        if state is State.UNAVAILABLE:
            device.close()
        self._tell(state)

    def _tell(self, state: State) -> None:
        callback = self._on_state
        if callback is not None:
            callback(state)


def device(report: Callable[[State], None]) -> SoundOutput:
    """The table's audio output (``Context(sound_output=device)``): the system's playback device, opened on
    the first sound, with the game's effects from ``resources/sounds``."""
    return Player(resources_dir() / "sounds", on_state=report)
