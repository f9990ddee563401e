"""The objects of the table as ``tools/make_sounds.py`` hears them: cards, chips, the shoe, the earcons.

Each is built from ``tools/sound_blocks.py``'s blocks, with its own seeded generator (see
``tools/make_sounds.py``'s docstring for what each file models).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from sound_blocks import RATE, Signal, attack_decay, biquad, envelope, mix_at, mode, noise, silence


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
