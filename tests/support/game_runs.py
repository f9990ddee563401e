"""The real game in a process of its own, killed at will, and the lines it printed (:class:`Run`).

The game runs in ``tests/support/crash_driver.py`` (the real ``baccarat_qt.desktop.app.launch``
and event loop, a seeded shoe passed where the game builds its objects, and a robot player);
it prints ``READY`` once started and one line before each action, which a thread reads so a test
can wait for a stage and kill the game there. A :class:`ForkedRun` is forked from a start-up
server that has imported PySide6 and the game's modules once (:class:`Zygote`), which spares
each start the interpreter's start and the imports, nothing of the game's own start. Used by
``tests/process/test_crash_safety_*.py`` and ``tests/process/test_clean_end.py``.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

from baccarat_qt.store.storage import HOME_ENV

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "support" / "crash_driver.py"
READY_TIMEOUT = 30.0
"""Seconds a started game has to print its READY line."""


class Zygote:
    """A start-up server (``crash_driver.py --serve``): each game it starts is a fork of it.

    It has imported PySide6 and the game's modules once, so a round skips the
    interpreter's start and the imports (half of a start's CPU time); everything
    from ``launch`` on (the application, the files, the QML, the event loop) runs
    in the forked game, as in ``crash_driver.py SEED``.
    """

    def __init__(self, stderr: IO[str]) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
        self.channel, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), "--serve", str(theirs.fileno())],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stderr=stderr,
            env=env,
        )
        theirs.close()

    def start(self, home: Path, seed: int, stderr: IO[str]) -> tuple[int, IO[str]]:
        """Fork a game; its pid and its stdout."""
        read, write = os.pipe()
        socket.send_fds(self.channel, [f"start {seed} {home}".encode()], [write, stderr.fileno()])
        os.close(write)
        return int(self.channel.recv(64)), os.fdopen(read)

    def wait(self, pid: int) -> int:
        """The exit code of a game it started, once it has ended (``-signal.SIGKILL`` after one)."""
        self.channel.send(f"wait {pid}".encode())
        return int(self.channel.recv(64))

    def close(self) -> None:
        """The server ends when its socket closes."""
        self.channel.close()
        assert self.process.wait(timeout=30) == 0


class Run:
    """One game process and the lines it printed."""

    def __init__(self, home: Path, seed: int, stderr: IO[str]) -> None:
        self.stderr_path = stderr.name
        env = dict(os.environ)
        env[HOME_ENV] = str(home)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), str(seed)],
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            env=env,
        )
        self._listen()

    def _listen(self) -> None:
        """Start reading what the game prints, on a thread of its own."""
        self.lines: list[str] = []
        self.ready: str | None = None
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        self._take(self.process.stdout)

    def _take(self, stream: Iterable[str]) -> None:
        """Keep each line the game prints (and whether it said READY), waking the waiters; "EOF" at its end."""
        for line in stream:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                if line.startswith("READY "):
                    self.ready = line[len("READY ") :]
                self.changed.notify_all()
        with self.changed:
            self.lines.append("EOF")
            self.changed.notify_all()

    def _stage(self, code: int | None) -> str:
        """Once killed (``code``, how it ended): the stage of the action that was running (or last run)."""
        self.reader.join()
        assert code == -signal.SIGKILL, (
            f"the game ended by itself with {code} (its stderr, a fatal signal's Python stacks in it: {self.stderr_path})"
        )
        assert not self.warnings(), f"the game gave Qt or QML warnings: {self.warnings()}"
        actions = [line for line in self.lines if line.startswith("A ")]
        if self.ready is None or not actions:
            return "startup"
        return actions[-1].split()[1]

    def warnings(self) -> list[str]:
        """The Qt and QML warnings (and worse) the game reported so far (``crash_driver.py``'s ``QT`` lines)."""
        return [line for line in self.lines if line.startswith("QT ")]

    def wait_for(self, predicate: Any, timeout: float) -> bool:
        """Block until ``predicate(lines)`` holds (woken by each new line) or the timeout passes."""
        with self.changed:
            return self.changed.wait_for(lambda: predicate(self.lines) or "EOF" in self.lines[-1:], timeout)

    def kill(self) -> str:
        """SIGKILL; returns the stage of the action that was running (or last run)."""
        self.process.send_signal(signal.SIGKILL)
        code = self.process.wait()
        return self._stage(code)


class ForkedRun(Run):
    """One game process forked by a :class:`Zygote`, and the lines it printed (a :class:`Run` without a
    ``process``: it is not this process's child; the zygote reaps it and tells how it ended)."""

    def __init__(self, zygote: Zygote, home: Path, seed: int, stderr: IO[str]) -> None:
        self.stderr_path = stderr.name
        self.zygote = zygote
        self.pid, self.stdout = zygote.start(home, seed, stderr)
        self._listen()

    def _read(self) -> None:
        with self.stdout:
            self._take(self.stdout)

    def kill(self) -> str:
        """SIGKILL; returns the stage of the action that was running (or last run)."""
        os.kill(self.pid, signal.SIGKILL)
        code = self.zygote.wait(self.pid)
        return self._stage(code)
