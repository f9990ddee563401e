"""Make the table's sounds from a small physical model: ``resources/sounds/*.wav``.

Every sound is built from two things, as the objects at a baccarat table
make them: **noise bursts** shaped by filters and envelopes (friction of card
stock on felt, air pushed out from under a card, the brush of a stack of
chips sliding) and **short resonances**, damped sinusoids at the modes of
the object that was struck (a clay chip ringing against another, a card
snapping flat, the felt's dull thump). Nothing is recorded: the files are
ours, under the game's licence (MIT), like the rest of the repository.

    python tools/make_sounds.py            # writes resources/sounds/
    python tools/make_sounds.py --out DIR  # somewhere else (the tests compare)
    python tools/make_sounds.py --check    # write nothing; exit 1 if resources/sounds/ is not what it makes

What each file models:

- ``card-slide-1``, ``card-slide-2``: a card pushed out of the shoe and slid
  across the felt to its place. Band-passed friction noise (card stock on
  cloth) that starts quickly and fades as the card slows, then a soft
  landing: a low damped thump and a puff of low-passed noise.
- ``card-turn``: a card turned face up with a flick. A short bright click as
  the edge leaves the felt, the card stock's own two modes ringing for a few
  milliseconds, then the card slapping flat on the felt 40 ms later.
- ``card-fall``: a squeezed card let go before it opened, falling back onto
  the felt: only the soft part of a turn, a puff of air and a dull thump.
- ``chip-1`` .. ``chip-3``: a clay chip set on the felt beside others. The
  chip's modes (a disc's inharmonic ratios 1 : 1.59 : 2.14 : 2.65, at a
  slightly different pitch in each variant) struck once, the felt's thump
  under it, and a smaller second knock as the chip settles.
- ``payout``: the dealer pushing a stack of chips to the player: the brush
  of the stack on the felt, and a dozen chips knocking together, thicker at
  the start of the push.
- ``payout-big``: two stacks pushed one after the other, for a natural or a
  pair won: a longer brush and twice the knocks.
- ``shuffle``: a riffle shuffle of a new shoe: two half-decks released card
  by card (a fast run of small flicks that speeds up, then slows), the bridge
  as the cards slide together, and the squared deck tapped on the felt.
- ``earcon-refusal``: a refused action: two short low buzzes (a tone with its
  odd harmonics, as a reed makes it), quiet and unlike anything on the table.
- ``earcon-win``, ``earcon-loss``, ``earcon-push``: the hand's outcome for the
  player, heard before the words: a small bell rising through a major chord
  (won), two soft low notes falling a fourth (lost), the same note twice
  (neither). Not objects of the table but signs, each a few bell-like modes.

Levels are matched on the loudest 20 ms of each sound, relative to the
shuffle, the loudest (``LEVELS``); every sound fades in over 2 ms and out
over 8 ms, so nothing clicks at its start or end. 16-bit mono WAV at
24 kHz: small (about 200 KB for all of them) and decoded by miniaudio.

The output is deterministic: each sound has its own seeded generator.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from _support import ROOT

OUT = ROOT / "resources" / "sounds"
RATE = 24_000
"""Samples per second of every file."""
REFERENCE_RMS = 0.22
"""The shuffle's loudest 20 ms, as a fraction of full scale; every level is relative to it."""
PEAK = 0.89
"""No sample goes above this fraction of full scale (-1 dBFS)."""
FADE_IN = 0.002
FADE_OUT = 0.008

LEVELS = {
    "shuffle": 1.0,
    "payout-big": 0.9,
    "payout": 0.8,
    "chip-1": 0.7,
    "chip-2": 0.7,
    "chip-3": 0.7,
    "card-turn": 0.7,
    "card-slide-1": 0.6,
    "card-slide-2": 0.6,
    "card-fall": 0.4,
    "earcon-win": 0.5,
    "earcon-loss": 0.45,
    "earcon-push": 0.4,
    "earcon-refusal": 0.3,
}
"""Each sound's loudest 20 ms relative to the shuffle's: nothing is louder than the shuffle."""

Signal = list[float]


# --- building blocks -------------------------------------------------------


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


# --- the objects ------------------------------------------------------------


def thump(rng: random.Random, freq: float, decay: float) -> Signal:
    """Something flat landing on felt: a low damped mode and a short puff of low-passed noise."""
    body = mode(freq, decay, decay * 6, phase=rng.uniform(0, math.pi))
    puff = envelope(biquad(noise(rng, 0.03), "lowpass", 700), attack_decay(0.001, 0.006))
    mix_at(body, puff, 0.0, 0.8)
    return body


def chip_knock(rng: random.Random, pitch: float, decay: float = 0.02) -> Signal:
    """A clay chip struck: the disc's modes at inharmonic ratios, each damped a little faster."""
    out = silence(decay * 6)
    for ratio, gain, speed in ((1.0, 1.0, 1.0), (1.59, 0.6, 1.3), (2.14, 0.45, 1.7), (2.65, 0.3, 2.2)):
        mix_at(out, mode(pitch * ratio, decay / speed, decay * 6, rng.uniform(0, math.pi)), 0.0, gain)
    click = envelope(biquad(noise(rng, 0.004), "highpass", 3000), attack_decay(0.0003, 0.0008))
    mix_at(out, click, 0.0, 0.5)
    return out


def card_slide(seed: int) -> Signal:
    """A card slid from the shoe to its place (see the module docstring)."""
    rng = random.Random(seed)
    length = 0.2 + 0.04 * rng.random()
    rub = biquad(noise(rng, length), "bandpass", 3200 + 600 * rng.random(), 0.8)
    low = biquad(noise(rng, length), "bandpass", 900, 0.9)

    def slowing(t: float) -> float:  # quick start, fading as the card loses speed
        rise = min(1.0, t / 0.01)
        return rise * max(0.0, 1.0 - t / length) ** 0.6

    out = envelope([a + 0.6 * b for a, b in zip(rub, low, strict=True)], slowing)
    mix_at(out, thump(rng, 170, 0.018), length - 0.02, 0.7)
    return out


def card_turn(seed: int) -> Signal:
    """A card flicked face up: click, the stock's ring, then the slap on the felt."""
    rng = random.Random(seed)
    out = silence(0.16)
    flick = envelope(biquad(noise(rng, 0.01), "highpass", 1500), attack_decay(0.0005, 0.002))
    mix_at(out, flick, 0.0, 1.0)
    mix_at(out, mode(950, 0.012, 0.06), 0.0, 0.35)
    mix_at(out, mode(2350, 0.006, 0.04), 0.0, 0.25)
    mix_at(out, thump(rng, 140, 0.02), 0.04, 1.0)
    slap = envelope(biquad(noise(rng, 0.02), "bandpass", 1800, 0.7), attack_decay(0.0005, 0.004))
    mix_at(out, slap, 0.04, 0.6)
    return out


def card_fall(seed: int) -> Signal:
    """A lifted card falling back flat: a puff of air and a dull thump, no snap."""
    rng = random.Random(seed)
    out = silence(0.14)
    air = envelope(biquad(noise(rng, 0.05), "lowpass", 600), attack_decay(0.012, 0.012))
    mix_at(out, air, 0.0, 1.0)
    mix_at(out, thump(rng, 120, 0.025), 0.02, 0.9)
    return out


def chip(seed: int, pitch: float) -> Signal:
    """A chip set on the felt: the knock, the felt under it, and the chip settling."""
    rng = random.Random(seed)
    out = silence(0.18)
    mix_at(out, chip_knock(rng, pitch), 0.0, 1.0)
    mix_at(out, thump(rng, 210, 0.012), 0.0, 0.5)
    mix_at(out, chip_knock(rng, pitch * 1.03, 0.012), 0.025 + 0.02 * rng.random(), 0.35)
    return out


def payout(seed: int, stacks: int) -> Signal:
    """``stacks`` stacks of chips pushed across the felt, one after another."""
    rng = random.Random(seed)
    push = 0.55
    out = silence(push * stacks + 0.15)
    for stack in range(stacks):
        start = stack * push * 0.8
        brush = biquad(noise(rng, push), "bandpass", 1300, 0.6)

        def pushing(t: float) -> float:  # the dealer's push: a firm start, easing off
            return min(1.0, t / 0.05) * math.exp(-t / 0.25)

        mix_at(out, envelope(brush, pushing), start, 0.5)
        at = start
        for _ in range(12):
            at += rng.expovariate(1 / 0.035)
            if at > start + push:
                break
            gain = 0.4 + 0.6 * rng.random()
            mix_at(out, chip_knock(rng, 2300 + 1100 * rng.random(), 0.012), at, gain)
        mix_at(out, chip_knock(rng, 2600, 0.018), start + push - 0.03, 0.7)
    return out


def shuffle(seed: int) -> Signal:
    """A riffle shuffle: the run of flicks, the bridge, the squared deck tapped on the felt."""
    rng = random.Random(seed)
    out = silence(1.45)
    riffle = 0.75
    cards = 52
    for k in range(cards):
        # The thumbs release slowly, then quickly, then slowly again.
        u = k / (cards - 1)
        at = 0.02 + riffle * (u - 0.12 * math.sin(2 * math.pi * u)) + rng.uniform(-0.002, 0.002)
        flick = envelope(biquad(noise(rng, 0.006), "highpass", 2200), attack_decay(0.0003, 0.0012))
        ring = mode(1300 + 700 * rng.random(), 0.003, 0.015, rng.uniform(0, math.pi))
        gain = (0.55 + 0.45 * rng.random()) * (0.6 + 0.4 * math.sin(math.pi * u))
        mix_at(out, flick, at, gain)
        mix_at(out, ring, at, 0.3 * gain)
    bridge = biquad(noise(rng, 0.4), "bandpass", 2600, 0.7)

    def swell(t: float) -> float:
        return math.sin(math.pi * min(1.0, t / 0.4)) ** 2

    mix_at(out, envelope(bridge, swell), riffle + 0.08, 0.35)
    mix_at(out, thump(rng, 150, 0.02), riffle + 0.5, 0.9)
    mix_at(out, thump(rng, 160, 0.018), riffle + 0.6, 0.6)
    return out


def bell(freq: float, decay: float) -> Signal:
    """A small bell's note: the fundamental and two fainter upper modes, ringing down."""
    out = mode(freq, decay, decay * 5)
    mix_at(out, mode(freq * 2.0, decay * 0.6, decay * 3), 0.0, 0.35)
    mix_at(out, mode(freq * 3.01, decay * 0.4, decay * 2), 0.0, 0.15)
    return out


def notes(pitches: Sequence[float], step: float, decay: float) -> Signal:
    """Bell notes one after another, ``step`` seconds apart."""
    out: Signal = []
    for i, freq in enumerate(pitches):
        mix_at(out, bell(freq, decay), i * step)
    return out


def buzz(freq: float, seconds: float) -> Signal:
    """A reed-like tone (odd harmonics) with a quick rise and fall."""
    tone = [
        sum(math.sin(2 * math.pi * freq * k * i / RATE) / k for k in (1, 3, 5, 7))
        for i in range(round(seconds * RATE))
    ]
    return envelope(tone, lambda t: min(1.0, t / 0.004, (seconds - t) / 0.012))


def refusal() -> Signal:
    """Two short low buzzes: a refusal, heard and not alarming."""
    out = buzz(196, 0.055)
    mix_at(out, buzz(175, 0.055), 0.085)
    return out


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card-slide-1": lambda: card_slide(11),
    "card-slide-2": lambda: card_slide(12),
    "card-turn": lambda: card_turn(21),
    "card-fall": lambda: card_fall(31),
    "chip-1": lambda: chip(41, 2500),
    "chip-2": lambda: chip(42, 2750),
    "chip-3": lambda: chip(43, 2950),
    "payout": lambda: payout(51, 1),
    "payout-big": lambda: payout(52, 2),
    "shuffle": lambda: shuffle(61),
    "earcon-refusal": refusal,
    "earcon-win": lambda: notes((1047, 1319, 1568), 0.08, 0.07),
    "earcon-loss": lambda: notes((392, 294), 0.13, 0.09),
    "earcon-push": lambda: notes((740, 740), 0.11, 0.05),
}
"""Every file (without ``.wav``) and how it is made."""


def level(x: Signal, relative: float) -> Signal:
    """Scale to ``relative`` of the reference loudness, never past the peak limit, then fade."""
    rms = loudest_rms(x)
    peak = max(abs(v) for v in x)
    gain = min(REFERENCE_RMS * relative / rms, PEAK / peak)
    return fade([v * gain for v in x])


def pcm(x: Signal) -> bytes:
    """16-bit little-endian samples."""
    samples = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


def write_wav(path: Path, x: Signal) -> None:
    """One 16-bit mono WAV file at :data:`RATE`."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(x))


def main(argv: Sequence[str] | None = None) -> int:
    """Write every sound into ``--out`` (``resources/sounds`` by default)."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write the WAV files into")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if --out is stale")
    args = parser.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory() as made:
            main(["--out", made])
            stale = [
                path.name
                for path in sorted(Path(made).iterdir())
                if not (args.out / path.name).is_file()
                or (args.out / path.name).read_bytes() != path.read_bytes()
            ]
        for name in stale:
            print(f"{args.out / name} is not what tools/make_sounds.py makes: run it and commit the result")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(args.out / f"{name}.wav", level(make(), LEVELS[name]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
