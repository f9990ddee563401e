"""The table's sound effects: decoded once into memory, mixed into one stream on one device.

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

import array
import atexit
import enum
import logging
import operator
import sys
import threading
import time
import weakref
from collections.abc import Callable, Generator, Mapping
from pathlib import Path
from typing import Protocol, cast

__all__ = [
    "PERIODS",
    "PERIOD_MS",
    "SAMPLE_RATE",
    "Cue",
    "Mixer",
    "Output",
    "Player",
    "State",
    "load_bank",
    "open_output",
]

log = logging.getLogger(__name__)

SAMPLE_RATE = 24_000
"""Frames per second of the effects and of the stream (16-bit mono)."""
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

Stream = Generator[bytes, int, None]
"""What miniaudio pulls: sent a frame count, yields that many frames as bytes."""


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
    TICK = ("tick",)
    """A refused action: a quiet tick."""


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


class Output(Protocol):
    """A playback device as :class:`Player` uses it (``miniaudio.PlaybackDevice``)."""

    backend: str

    def start(self, stream: Stream) -> None:
        """Start pulling ``stream`` (already started) on the device's own thread."""

    def close(self) -> None:
        """Stop and release the device."""


class NoOutput(RuntimeError):
    """No audio output: no device, or only miniaudio's silent null backend."""


def load_bank(folder: Path) -> dict[str, array.array[int]]:
    """Every file of every cue in ``folder``, decoded to 16-bit mono at :data:`SAMPLE_RATE`."""
    import miniaudio

    bank: dict[str, array.array[int]] = {}
    for cue in Cue:
        for name in cue.value:
            decoded = miniaudio.decode_file(
                str(folder / f"{name}.wav"),
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=SAMPLE_RATE,
            )
            bank[name] = cast("array.array[int]", decoded.samples)
    return bank


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


class _Voice:
    """One sound being played: its samples, where it is (negative: still waiting), its gain."""

    __slots__ = ("gain", "pos", "samples")

    def __init__(self, samples: array.array[int], gain: float, delay: int) -> None:
        self.samples = samples
        self.gain = gain
        self.pos = -delay


class Mixer:
    """Sounds waiting and playing, mixed on demand into 16-bit mono frames.

    :meth:`add` and :meth:`clear` are called from any thread; :meth:`render`
    from the device's thread only.
    """

    def __init__(self) -> None:
        self.bank: Mapping[str, array.array[int]] = {}
        """The decoded effects, by file name (set before the stream starts)."""
        self.last_pull = 0.0
        """``time.monotonic()`` of the device's last request, 0 before the first."""
        self._lock = threading.Lock()
        self._incoming: list[tuple[str, float, int]] = []
        self._cleared = False
        self._voices: list[_Voice] = []

    def add(self, name: str, gain: float, delay: float = 0.0) -> None:
        """Play the effect ``name`` at ``gain`` (0..1), ``delay`` seconds from the next period."""
        with self._lock:
            self._incoming.append((name, gain, round(delay * SAMPLE_RATE)))

    def clear(self) -> None:
        """Stop every sound at once (muted)."""
        with self._lock:
            self._incoming.clear()
            self._cleared = True

    def render(self, frames: int) -> bytes:
        """The next ``frames`` frames of the mix."""
        self.last_pull = time.monotonic()
        with self._lock:
            incoming, self._incoming = self._incoming, []
            if self._cleared:
                self._voices, self._cleared = [], False
        for name, gain, delay in incoming:
            samples = self.bank.get(name)
            if samples is not None:
                self._voices.append(_Voice(samples, gain, delay))
        if not self._voices:
            return bytes(2 * frames)
        out = [0] * frames
        playing = []
        for voice in self._voices:
            start, end = voice.pos, voice.pos + frames
            first, last = max(start, 0), min(end, len(voice.samples))
            if last > first:
                gain, at = voice.gain, first - start
                part = [int(s * gain) for s in voice.samples[first:last]]
                out[at : at + len(part)] = map(operator.add, out[at : at + len(part)], part)
            voice.pos = end
            if end < len(voice.samples):
                playing.append(voice)
        self._voices = playing
        if max(out) > 32767 or min(out) < -32768:
            out = [32767 if v > 32767 else -32768 if v < -32768 else v for v in out]
        return array.array("h", out).tobytes()

    def stream(self) -> Stream:
        """A started generator for the device: sent a frame count, yields the mix."""

        def pull() -> Stream:
            frames = yield b""
            while True:
                try:
                    chunk = self.render(frames)
                except Exception:  # a bug here must not kill the device's thread: log it, play silence
                    log.exception("sound: mixing failed")
                    self.clear()
                    chunk = bytes(2 * frames)
                frames = yield chunk

        stream = pull()
        next(stream)
        return stream


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
        with self._lock:
            if self._state is State.CLOSED:
                self._state = told = State.OPENING
                self._opener = threading.Thread(target=self._open, name="sound-open", daemon=True)
                self._opener.start()
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
        if opener is not None and opener is not threading.current_thread():
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
