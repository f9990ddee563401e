"""Right-click the real game while other windows come and go on the same display, for a bounded time.

Reproduces issue 22's defect 8 (SIGSEGV in ``QQuickItem::mapToScene ←
QQuickDeliveryAgentPrivate::contextMenuTargets ← deliverContextMenuEvent``):
a churn process keeps creating, activating and destroying small windows (so
the game keeps losing the focus), and ``xdotool`` right-clicks the game's
window, at random points and, one click in ``--corner-every``, at its very
corner (0, 0). Each crash is counted and the game restarted. Prints one JSON
line with the numbers.

    xvfb-run -a -s "-screen 0 1280x800x24" python tools/rightclick_churn.py --seconds 60
    xvfb-run -a -s "-screen 0 1280x800x24" python tools/rightclick_churn.py --seconds 60 --no-guard

``--no-guard`` runs the game without :mod:`baccarat_qt.desktop.context_menu`'s guard,
to see Qt's own behaviour. Needs ``xdotool`` and an X display (Xvfb is fine).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import _support  # noqa: F401  (this tree's src/ first on the import path)


def child_game(no_guard: bool) -> int:
    """The game as ``baccarat-qt`` runs it; prints its window id once shown."""
    from PySide6.QtCore import QTimer
    from PySide6.QtQuick import QQuickWindow

    from baccarat_qt.desktop import app, context_menu

    if no_guard:
        context_menu.guard_window = lambda window: None  # type: ignore[assignment,return-value]
    application, engine = app.launch(["baccarat-qt"])
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)

    def shown() -> None:
        print(f"WINDOW {int(window.winId())}", flush=True)

    QTimer.singleShot(500, shown)
    return application.exec()


def child_churn(seed: int) -> int:
    """Windows that appear, take the focus and go away, again and again."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication, QRasterWindow

    application = QGuiApplication(["churn"])
    rng = random.Random(seed)
    alive: list[QRasterWindow] = []

    def tick() -> None:
        if alive and (len(alive) > 3 or rng.random() < 0.5):
            window = alive.pop(rng.randrange(len(alive)))
            window.destroy()
            window.deleteLater()
        else:
            window = QRasterWindow()
            window.setTitle("churn")
            window.setGeometry(rng.randrange(0, 1100), rng.randrange(0, 650), 160, 120)
            window.show()
            window.requestActivate()
            alive.append(window)
        QTimer.singleShot(rng.randrange(30, 200), tick)

    QTimer.singleShot(0, tick)
    return application.exec()


def xdotool(*args: str) -> None:
    """One xdotool call (errors ignored: the window may be gone in between)."""
    subprocess.run(["xdotool", *args], capture_output=True, timeout=10, check=False)


class Game:
    """The game process under test, restarted after each crash."""

    def __init__(self, home: Path, no_guard: bool) -> None:
        env = dict(os.environ, BACCARAT_QT_HOME=str(home), QT_QPA_PLATFORM="xcb")
        args = [sys.executable, __file__, "--child", "game"] + (["--no-guard"] if no_guard else [])
        self.process = subprocess.Popen(
            args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        self.window = line.split()[1] if line.startswith("WINDOW") else ""

    def crashed(self) -> int | None:
        """The exit status if the game has ended."""
        return self.process.poll()

    def stop(self) -> None:
        """End the game."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


@dataclass
class Counts:
    """What one run did and saw."""

    clicks: int = 0
    corner_clicks: int = 0
    crashes: int = 0
    starts: int = 1
    exit_codes: list[int] = field(default_factory=list)

    def ended(self, status: int) -> None:
        """The game ended with ``status`` (a negative number is the signal that killed it)."""
        self.exit_codes.append(status)
        self.crashes += status != 0


def run(seconds: float, no_guard: bool, corner_every: int, seed: int, churn_on: bool) -> dict[str, object]:
    """Right-click for ``seconds`` with the churn on (unless not ``churn_on``); the counts."""
    if shutil.which("xdotool") is None:
        raise SystemExit("xdotool is needed (apt-get install xdotool)")
    rng = random.Random(seed)
    home = Path(tempfile.mkdtemp(prefix="rightclick-"))
    churn = subprocess.Popen(
        [sys.executable, __file__, "--child", "churn" if churn_on else "idle", "--seed", str(seed)],
        env=dict(os.environ, QT_QPA_PLATFORM="xcb"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    counts = Counts()
    game = Game(home, no_guard)
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            status = game.crashed()
            if status is not None or not game.window:
                if status is not None:
                    counts.ended(status)
                game.stop()
                game = Game(home, no_guard)
                counts.starts += 1
                continue
            corner = counts.clicks % corner_every == 0
            x, y = (0, 0) if corner else (rng.randrange(1, 1280), rng.randrange(1, 800))
            xdotool("mousemove", "--window", game.window, str(x), str(y), "click", "3")
            counts.clicks += 1
            counts.corner_clicks += corner
            time.sleep(rng.uniform(0.01, 0.08))
        status = game.crashed()
        if status is not None:
            counts.ended(status)
    finally:
        game.stop()
        churn.terminate()
        churn.wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)
    from PySide6 import __version__ as pyside

    return {"pyside": pyside, "guard": not no_guard, "churn": churn_on, "seconds": seconds, **asdict(counts)}


def main() -> int:
    """Parse the arguments; run a child or the whole check."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--no-guard", action="store_true", help="without the game's context-menu guard")
    parser.add_argument("--corner-every", type=int, default=10, help="one click in N at the corner (0, 0)")
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--no-churn", action="store_true", help="no other windows: the game keeps the focus")
    parser.add_argument("--child", choices=["game", "churn", "idle"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "game":
        return child_game(args.no_guard)
    if args.child == "churn":
        return child_churn(args.seed)
    if args.child == "idle":
        return 0
    summary = run(args.seconds, args.no_guard, max(1, args.corner_every), args.seed, not args.no_churn)
    print(json.dumps(summary), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
