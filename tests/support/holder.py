"""Another program holding the game's database, as ``sqlite3 history.sqlite3`` with ``BEGIN EXCLUSIVE;`` does.

A child process (Python's ``sqlite3``, the same library as the shell) opens the file, takes the lock, says
``HELD`` and keeps it until told to let go (a line on its standard input) or killed. ``readers_too``: in
exclusive locking mode, with a write made, so that even reading the file waits (what a program that
opened it that way does); without it, as the shell does in WAL mode, only writers wait.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from types import TracebackType

__all__ = ["Holder"]

SCRIPT = textwrap.dedent(
    """
    import sqlite3, sys
    db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=60)
    if sys.argv[2] == "1":
        db.execute("PRAGMA locking_mode = EXCLUSIVE")
    db.execute("BEGIN EXCLUSIVE")
    if sys.argv[2] == "1":
        db.execute("UPDATE night SET deck = deck")
    print("HELD", flush=True)
    sys.stdin.readline()
    db.execute("ROLLBACK")
    db.close()
    print("FREE", flush=True)
    """
)


class Holder:
    """The lock held from construction until :meth:`release` (or the end of a ``with`` block)."""

    def __init__(self, path: Path, *, readers_too: bool = False) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", SCRIPT, str(path), "1" if readers_too else "0"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        said = self.process.stdout.readline().strip()
        assert said == "HELD", f"the other program could not take the lock: {said!r}"

    @property
    def holding(self) -> bool:
        """Whether the lock is still held (the process has not been told to let go, nor ended)."""
        return self.process.poll() is None and not self.process.stdin.closed  # type: ignore[union-attr]

    def release(self) -> None:
        """Let go of the lock and wait until the process has ended."""
        assert self.process.stdin is not None and self.process.stdout is not None
        if self.process.poll() is None and not self.process.stdin.closed:
            self.process.stdin.write("\n")
            self.process.stdin.close()
            assert self.process.stdout.readline().strip() == "FREE"
        self.process.wait(timeout=60)

    def vanish(self) -> None:
        """The other program ends without closing the file (killed): its lock goes with it, and it touches
        nothing on the way out (a clean close may fold the journal in when it believes it is the last one)."""
        self.process.kill()
        self.process.wait(timeout=60)

    def __enter__(self) -> Holder:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
