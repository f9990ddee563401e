"""Orca's side of ``orca_check.py``: its debug log read as Orca writes it, and its start-up watchdog.

What Orca speaks is in its ``--debug-file``, one ``SPEECH OUTPUT: '…'`` line per utterance (:data:`SPEECH`).
"""

from __future__ import annotations

import os
import pty
import re
import threading
import time
import tty
from collections.abc import Callable
from pathlib import Path

__all__ = ["ORCA_WATCHDOG", "SPEECH", "SpeechLog", "customize_orca"]

SPEECH = re.compile(r"SPEECH OUTPUT: '(?P<text>.*?)'")
"""One utterance in Orca's debug log."""

ORCA_WATCHDOG = 60
"""Seconds Orca 43 gives its own start-up steps before it aborts ("TIMEOUT: something has hung"): 10 by
default, which Orca overran registering its AT-SPI listeners at a machine load of 8-11 (3 of 20 runs)."""


class SpeechLog:
    """Orca's debug log, read line by line as Orca writes it, and what Orca has spoken so far.

    Orca 43 opens its ``--debug-file`` with Python's default buffering: 8 KiB blocks
    for a file, whole lines for a terminal. The log is given a pseudo-terminal (``tty``,
    raw: no carriage returns added), whose lines are copied to ``path`` as they come, so
    an utterance is seen as soon as Orca logs it; with a plain file the night's last
    sentences stayed in Orca's buffer until it exited, and no wait on the file could see them.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._master, self._slave = pty.openpty()
        tty.setraw(self._slave)
        self.tty = os.ttyname(self._slave)
        self._spoken: list[str] = []
        self._ended = False
        self._changed = threading.Condition()
        self._copier = threading.Thread(target=self._copy, name="orca-log", daemon=True)
        self._copier.start()

    def _copy(self) -> None:
        rest = b""
        with self.path.open("wb") as out:
            while True:
                try:
                    chunk = os.read(self._master, 65536)
                except OSError:  # EIO: no one holds the terminal any more
                    chunk = b""
                out.write(chunk)
                out.flush()
                if chunk:
                    *lines, rest = (rest + chunk).split(b"\n")
                else:  # the end: the last line, unfinished
                    lines, rest = [rest], b""
                said = [m["text"] for line in lines for m in SPEECH.finditer(line.decode("utf-8", "replace"))]
                with self._changed:
                    self._spoken += said
                    self._ended = not chunk
                    self._changed.notify_all()
                if not chunk:
                    return

    def wait_until(
        self, heard: Callable[[list[str]], bool], timeout: float, *, speaking: Callable[[], bool]
    ) -> bool:
        """Until ``heard(what Orca has spoken)`` is true (True), or ``timeout`` passes or Orca has gone
        (``speaking()`` false, looked at each second) without it (False). Woken by each line Orca logs."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while not heard(self._spoken):
                left = deadline - time.monotonic()
                if left <= 0 or self._ended or not speaking():
                    return False
                self._changed.wait(min(left, 1.0))
            return True

    def close(self) -> None:
        """Once Orca has stopped: the rest of its log copied, the terminal closed."""
        os.close(self._slave)  # the copier reads what is left, then EIO
        self._copier.join(timeout=10)
        os.close(self._master)


def customize_orca(data_home: Path) -> None:
    """Orca's own customization file (``orca-customizations.py`` in its user folder, loaded as it starts):
    a longer start-up watchdog (ORCA_WATCHDOG)."""
    folder = data_home / "orca"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "orca-customizations.py").write_text(
        f"import orca.settings\n\norca.settings.timeoutTime = {ORCA_WATCHDOG}\n", encoding="utf-8"
    )
