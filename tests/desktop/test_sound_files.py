"""The sound files: ours (made by tools/make_sounds.py), small, level-matched, and free of clicks."""

from __future__ import annotations

import array
import sys
import wave
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from baccarat_qt.boundary.sound_output import Cue
from baccarat_qt.desktop.mixer import SAMPLE_RATE
from tests.support.tools import load_tool

REPO = Path(__file__).resolve().parents[2]
SOUNDS = REPO / "resources" / "sounds"
NAMES = sorted(name for cue in Cue for name in cue.value)
BUDGET = 400 * 1024
"""All sounds together, in bytes (the issue's limit for the wheel)."""


@cache
def _tool() -> ModuleType:
    return load_tool("make_sounds")


def read(path: Path) -> tuple[wave._wave_params, list[float]]:
    """A WAV file's parameters and its samples in -1..1."""
    with wave.open(str(path), "rb") as file:
        params = file.getparams()
        samples = array.array("h", file.readframes(file.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return params, [s / 32767 for s in samples]


def test_every_cue_has_its_files_and_nothing_else() -> None:
    """The folder holds exactly the cues' WAV files (and its README)."""
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == NAMES
    assert {p.name for p in SOUNDS.iterdir()} == {f"{n}.wav" for n in NAMES} | {"README.md"}


def test_all_sounds_fit_the_budget() -> None:
    """Together they stay under 400 KB."""
    assert sum(p.stat().st_size for p in SOUNDS.iterdir()) <= BUDGET


@pytest.mark.parametrize("name", NAMES)
def test_format_and_no_clicks(name: str) -> None:
    """16-bit mono at the stream's rate; starting and ending at zero, fading over the first and last ms."""
    params, x = read(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, SAMPLE_RATE)
    peak = max(abs(v) for v in x)
    assert abs(x[0]) < 1e-3 and abs(x[-1]) < 1e-3
    ms = SAMPLE_RATE // 1000
    assert max(abs(v) for v in x[: ms // 2]) < 0.5 * peak  # the fade in
    assert max(abs(v) for v in x[-ms:]) < 0.1 * peak  # the fade out
    assert peak <= 0.9


def test_nothing_is_louder_than_the_shuffle() -> None:
    """Levels are matched on each sound's loudest 20 ms: the shuffle is the loudest, the refusal the quietest,
    each at its level from the tool (or a little under, where the peak limit holds a sharp knock down)."""
    tool = _tool()
    loudness = {name: tool.loudest_rms(read(SOUNDS / f"{name}.wav")[1]) for name in NAMES}
    assert max(loudness, key=loudness.__getitem__) == "shuffle"
    assert min(loudness, key=loudness.__getitem__) == "earcon-refusal"
    for name, level in loudness.items():
        assert 0.8 * tool.LEVELS[name] <= level / loudness["shuffle"] <= 1.01 * tool.LEVELS[name], name


def test_the_tool_reproduces_the_committed_files(tmp_path: Path) -> None:
    """tools/make_sounds.py makes these files again (to within one step: libm may round differently)."""
    assert _tool().main(["--out", str(tmp_path)]) == 0
    for name in NAMES:
        made_params, made = read(tmp_path / f"{name}.wav")
        kept_params, kept = read(SOUNDS / f"{name}.wav")
        assert made_params == kept_params, name
        assert max(abs(a - b) for a, b in zip(made, kept, strict=True)) <= 2 / 32767, name
