"""The building blocks of ``tools/make_sounds.py``'s sounds: noise, filters, envelopes, damped modes.

Every sound at the table is noise bursts shaped by filters and envelopes, and short
resonances (damped sinusoids at the modes of what was struck), mixed at their moments; a
finished sound fades in and out so that nothing clicks, and is levelled on its loudest 20 ms.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

RATE = 24_000
"""Samples per second of every file."""
FADE_IN = 0.002
FADE_OUT = 0.008

Signal = list[float]


def silence(seconds: float) -> Signal:
    """``seconds`` of nothing."""
    return [0.0] * round(seconds * RATE)


def noise(rng: random.Random, seconds: float) -> Signal:
    """White noise in -1..1."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def biquad(x: Signal, kind: str, freq: float, q: float = 0.707) -> Signal:
    """An RBJ-cookbook biquad: ``kind`` is "lowpass", "highpass" or "bandpass" (0 dB peak)."""
    w = 2 * math.pi * freq / RATE
    alpha = math.sin(w) / (2 * q)
    cos = math.cos(w)
    if kind == "lowpass":
        b = ((1 - cos) / 2, 1 - cos, (1 - cos) / 2)
    elif kind == "highpass":
        b = ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2)
    else:
        b = (alpha, 0.0, -alpha)
    a0, a1, a2 = 1 + alpha, -2 * cos, 1 - alpha
    b0, b1, b2 = (v / a0 for v in b)
    a1, a2 = a1 / a0, a2 / a0
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def envelope(x: Signal, shape: Callable[[float], float]) -> Signal:
    """Multiply by ``shape(t)``, t in seconds from the start."""
    return [v * shape(i / RATE) for i, v in enumerate(x)]


def attack_decay(attack: float, decay: float) -> Callable[[float], float]:
    """A linear rise over ``attack`` seconds, then an exponential fall with time constant ``decay``."""

    def shape(t: float) -> float:
        return t / attack if t < attack else math.exp(-(t - attack) / decay)

    return shape


def mode(freq: float, decay: float, seconds: float, phase: float = 0.0) -> Signal:
    """A damped sinusoid: one mode of a struck object, ringing down with time constant ``decay``."""
    return [
        math.sin(2 * math.pi * freq * i / RATE + phase) * math.exp(-i / RATE / decay)
        for i in range(round(seconds * RATE))
    ]


def mix_at(into: Signal, part: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``part`` into ``into`` from ``at`` seconds on (growing it if needed)."""
    start = round(at * RATE)
    if len(into) < start + len(part):
        into.extend([0.0] * (start + len(part) - len(into)))
    for i, v in enumerate(part):
        into[start + i] += gain * v


def fade(x: Signal) -> Signal:
    """Raised-cosine fade in and out, so the sound starts and ends at zero."""
    n_in, n_out = round(FADE_IN * RATE), round(FADE_OUT * RATE)
    out = list(x)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def loudest_rms(x: Sequence[float], window: float = 0.02) -> float:
    """The RMS of the loudest ``window`` seconds (hop of half a window)."""
    n = max(1, round(window * RATE))
    best = 0.0
    for start in range(0, max(1, len(x) - n + 1), n // 2 or 1):
        part = x[start : start + n]
        best = max(best, math.sqrt(sum(v * v for v in part) / len(part)))
    return best
