"""What a screen reader must say during the AT-SPI night, and how it is found in what it said.

Pure Python (no ``pyatspi``): read by ``tests/support/atspi_tree.py``'s driver, which waits
for each expected entry before its next key, and through ``tests/support/atspi_driver.py``
by ``tools/orca_check.py`` and ``tests/process/test_orca.py``, which judge the night.
"""

from __future__ import annotations

import re

SPEECH = re.compile(r"SPEECH OUTPUT: '(?P<text>.*?)'")
"""An utterance in a screen reader's log (Orca's ``--debug-file``)."""
HEARD_BOUND = 60.0
"""Seconds a screen reader has to say what the driver waits for (seconds behind the game on a loaded machine)."""

REVIEWED = (
    "the balance and bets reviewed (Alt+1)",
    "the hand reviewed (Alt+2)",
    "the last hand reviewed (Alt+3)",
    "the roads reviewed (Alt+4)",
    "the odds reviewed (Alt+5)",
    "the shoe reviewed (Alt+6)",
)
HISTORY_STEPS = (
    "the speech history, back (Alt+Up)",
    "the speech history, back twice (Alt+Up)",
    "the speech history, forward (Alt+Down)",
    "the speech history, again (Alt+R)",
)
"""The names of the screen reader's expected entries (``tools/orca_check.py``'s EXPECTED) the review keys
and the speech history's steps are waited for by."""


class SpokenLog:
    """A screen reader's log (Orca's ``--debug-file``), read on as it is written."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._read_at = 0
        self._unfinished = ""
        self.spoken: list[str] = []
        """What the screen reader has said so far, one utterance an item."""

    def read(self) -> list[str]:
        """What the screen reader has said so far (its log read on from where it was left)."""
        with open(self.path, "rb") as log:
            log.seek(self._read_at)
            chunk = log.read()
        self._read_at += len(chunk)
        *lines, self._unfinished = (self._unfinished + chunk.decode("utf-8", "replace")).split("\n")
        self.spoken += [m["text"] for line in lines for m in SPEECH.finditer(line)]
        return self.spoken


def in_order(lines: list[str], expected: list[tuple[str, str, bool]]) -> dict[str, str | None]:
    """Each expected utterance (name, pattern, whether it must be heard in an utterance after the one the
    entry before it was heard in), found in order after the one before it (None when missing)."""
    found: dict[str, str | None] = {}
    at = 0
    for name, pattern, own_utterance in expected:
        regex = re.compile(pattern)
        start = at + 1 if own_utterance and found else at
        hit = next((i for i in range(start, len(lines)) if regex.search(lines[i])), None)
        found[name] = None if hit is None else lines[hit]
        if hit is not None:
            at = hit
    return found
