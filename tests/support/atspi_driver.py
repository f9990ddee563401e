#!/usr/bin/python3
"""Play one night of the game as a screen reader user does, through AT-SPI only.

Runs under Debian's ``/usr/bin/python3`` (it needs ``pyatspi``, python3-pyatspi),
on the desktop ``tests/support/atspi_desktop.py`` starts, against a game whose shoe
deals ``2S 4H 3D KC 4D 7C``. It finds controls by role and name, presses them
with their accessible actions or with keys (synthesised through AT-SPI, as a
screen reader's own keystrokes are), reads names and states back, and collects
the ``object:announcement`` events the game sends. It writes what it saw as
JSON (``--out``); ``tests/process/test_atspi.py`` and ``tools/orca_check.py`` judge it.

It never imports the game: it sees only what any screen reader sees. This file is the script
(its arguments and its report); the AT-SPI side is ``tests/support/atspi_tree.py``, the night
``tests/support/atspi_night.py``, what must be heard ``tests/support/atspi_speech.py``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
import traceback
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run by its path: its folder is on sys.path, the project's root is not
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import pyatspi  # noqa: F401  # (python3-pyatspi: without it, fail here rather than at the first key)

from tests.support.atspi_night import play
from tests.support.atspi_speech import HISTORY_STEPS, REVIEWED, in_order
from tests.support.atspi_tree import Driver

__all__ = ["CARD_WORDS", "HISTORY_STEPS", "REVIEWED", "in_order", "main"]

CARD_WORDS = re.compile(
    r"\b(as|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|jota|dama|rey|picas|corazones|diamantes|tréboles)\b",
    re.IGNORECASE,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--pace", type=float, default=0.15, help="seconds after each key or action")
    parser.add_argument("--wait-for", default="", help="first wait for this application (a screen reader)")
    parser.add_argument("--speech-log", default="", help="the screen reader's log, to wait for what it says")
    parser.add_argument("--expected", default="", help="JSON: what the screen reader must say, in order")
    args = parser.parse_args()
    expected = []
    if args.expected:
        with open(args.expected, encoding="utf-8") as file:
            expected = [(name, pattern, own) for name, pattern, own in json.load(file)]
    driver = Driver(pace=args.pace, speech_log=args.speech_log, expected=expected)
    report: dict[str, Any] = {"ok": False}
    started = time.monotonic()
    try:
        if args.wait_for:
            driver.find_app(args.wait_for)
            report["waited_for"] = args.wait_for
        report["seen"] = play(driver)
        report["ok"] = True
    except Exception as error:  # reported to the test, which fails with it
        report["error"] = f"{type(error).__name__}: {error}"
        report["traceback"] = traceback.format_exc()
    report["seconds"] = round(time.monotonic() - started, 2)
    report["announcements"] = driver.announcements
    report["focus"] = driver.focus
    report["steps"] = driver.steps
    report["heard_waits"] = driver.heard_waits
    report["face_down_leaks"] = [n for n in report.get("seen", {}).get("dealt", []) if CARD_WORDS.search(n)]
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(report, out, ensure_ascii=False, indent=1)
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
