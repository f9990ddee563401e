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

The output is deterministic: each sound has its own seeded generator. The building blocks
are in ``tools/sound_blocks.py``, the objects in ``tools/sound_objects.py``; this file levels,
writes and checks the files.
"""

from __future__ import annotations

import argparse
import array
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

from sound_blocks import RATE, Signal, fade, loudest_rms
from sound_objects import card_fall, card_slide, card_turn, chip, notes, payout, refusal, shuffle

from _support import ROOT

OUT = ROOT / "resources" / "sounds"
REFERENCE_RMS = 0.22
"""The shuffle's loudest 20 ms, as a fraction of full scale; every level is relative to it."""
PEAK = 0.89
"""No sample goes above this fraction of full scale (-1 dBFS)."""

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
