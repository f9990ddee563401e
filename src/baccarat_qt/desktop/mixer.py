"""The mix: the effects decoded into memory, and the sounds playing summed into one 16-bit mono stream.

No Qt, no device: :class:`baccarat_qt.desktop.audio.Player` gives :class:`Mixer`'s
stream to the playback device, whose own thread pulls it.
"""

from __future__ import annotations

import array
import logging
import operator
import threading
import time
from collections.abc import Generator, Mapping
from pathlib import Path
from typing import cast

__all__ = ["SAMPLE_RATE", "Mixer", "Stream", "load_bank"]

log = logging.getLogger(__name__)

SAMPLE_RATE = 24_000
"""Frames per second of the effects and of the stream (16-bit mono)."""

Stream = Generator[bytes, int, None]
"""What miniaudio pulls: sent a frame count, yields that many frames as bytes."""


def load_bank(folder: Path) -> dict[str, array.array[int]]:
    """Every effect in ``folder`` (its ``.wav`` files, by name without the suffix), decoded to 16-bit mono
    at :data:`SAMPLE_RATE`."""
    import miniaudio

    bank: dict[str, array.array[int]] = {}
    for path in sorted(folder.glob("*.wav")):
        decoded = miniaudio.decode_file(
            str(path),
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=SAMPLE_RATE,
        )
        bank[path.stem] = cast("array.array[int]", decoded.samples)
    return bank


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
