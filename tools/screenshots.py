"""Take the README and docs screenshots of every screen at three window sizes.

Run under a display (``xvfb-run -a -s "-screen 0 1920x1200x24" python tools/screenshots.py``);
``--language en`` takes them in English (``<name>-en-<size>.png``).
The shoe is scripted so the pictures show the same hands every time; app data
goes to a temporary folder. ``roads-<size>.png`` is a table late in a seeded
shoe: every road filled, the odds panel shown and BANCA's ask blinking.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from _support import ROOT, close_game, find, lobby_whole, open_game, wait, wait_until

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from baccarat_qt.boundary.context import Context
from baccarat_qt.desktop.app import configure_application, register_types
from baccarat_qt.engine import TableKind
from baccarat_qt.engine.shoe import Shoe, fisher_yates, scripted
from baccarat_qt.store.leaderboard import Entry, Leaderboard, save_leaderboard
from baccarat_qt.store.storage import app_dirs

SHOE = "2S 4H 3D KC 4D 7C  TS 3C 5H 3D 9D  7H 7D QC 5S"
ROADS_SEED = 2047
"""The seeded shoe of the roads pictures (a dragon's tail, ties and pairs in its first 70 coups)."""
ROADS_COUPS = 70


def new_shoe() -> Shoe:
    """Every night's shoe: the scripted hands first, so the pictures are the same every time."""
    return Shoe(shuffler=scripted(SHOE.split()))


def _steps(game: Context, window: QQuickWindow) -> list[tuple[str, Callable[[], object]]]:
    """Each screenshot's name and the action that leads to it."""
    held: list[QPoint] = []
    table, hand = game.table, game.hand

    def betting() -> None:
        game.night.startNight()
        table.selectChip(25)
        table.placeChip("banker")
        table.placeChip("banker")
        table.selectChip(5)
        table.placeChip("tie")
        table.placeChip("banker_pair")

    def reveal() -> None:
        hand.deal()
        wait(1200)
        for index in range(3):
            hand.openCard(index)
        # Squeeze the banker's second card from its bottom-right corner, and hold it there.
        card = find(window, "card_3")
        start = card.mapToScene(QPointF(card.width() - 4, card.height() - 4)).toPoint()
        QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for step in range(1, 25):
            shift = int(step * card.width() * 0.55 / 24)
            QTest.mouseMove(window, QPoint(start.x() - shift, start.y() - int(shift * 1.2)))
            wait(10)
        held.append(QPoint(start.x() - shift, start.y() - int(shift * 1.2)))

    def result() -> None:
        QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, held[-1])
        wait(600)
        hand.openCard(3)
        wait(500)

        hand.openNext()
        wait(500)
        hand.openNext()
        for _ in range(100):  # a loaded machine turns the last card late: the picture waits for the result
            if hand.resultText and not game.reveal.cardsTurning:
                break
            wait(100)

    return [
        ("lobby", lambda: wait_until(lambda: lobby_whole(window), "the lobby's deck tiles")),
        ("betting", betting),
        ("reveal", reveal),
        ("result", result),
        ("score", game.night.leave),
    ]


def roads_shot(out: Path, size: str, language: str = "es") -> None:
    """A table late in a seeded shoe: the roads filled, the odds shown, BANCA's ask blinking."""
    width, height = (int(v) for v in size.split("x"))
    engine, window, game = open_game(
        size, new_shoe=lambda: Shoe(shuffler=fisher_yates(random.Random(ROADS_SEED))), language=language
    )
    window.requestActivate()
    game.night.startNight()
    game.preferences.setShowOdds(True)
    game.table.selectChip(5)
    game.table.placeChip("banker")
    for _ in range(ROADS_COUPS):
        game.hand.deal()
        game.hand.openAll()
    wait(1500)
    if width < 1180 or height < 760:
        QTest.keyClick(window, Qt.Key.Key_C)  # the roads fold into a drawer on a small window
        wait(500)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    wait(700)  # the ask blinks every 700 ms: catch it bright
    window.grabWindow().save(str(out / f"roads{_suffix(language)}-{size}.png"))
    close_game(engine, window)


def seed_history(folder: Path) -> None:
    """A month of nights in the history (seeded: the same pictures every time), played by the engine's rules."""
    from baccarat_qt.engine import BetSpot
    from baccarat_qt.engine.ending import Ending
    from baccarat_qt.engine.session import Session
    from baccarat_qt.store.history_store import HistoryStore

    store, _ = HistoryStore.open(folder)
    assert store is not None
    rng = random.Random(17)
    stamp = dt.datetime(2026, 11, 1, 21, 0).timestamp()
    for night in range(14):
        table = TableKind.CLASSIC if night % 3 else TableKind.NO_COMMISSION
        session = Session(
            table=table, shoe=Shoe(shuffler=fisher_yates(random.Random(rng.random()))), rebet=False
        )
        uid = f"{night + 1:032x}"
        stamp += rng.randrange(40_000, 200_000)
        for n in range(rng.randrange(25, 70)):
            spot = rng.choice([BetSpot.BANKER, BetSpot.BANKER, BetSpot.PLAYER])
            chip = rng.choice([500, 2_500, 2_500, 10_000])
            if session.balance < chip:
                break
            session.place_chip(spot, chip)
            if rng.random() < 0.15 and session.balance >= 500:
                session.place_chip(rng.choice([BetSpot.TIE, BetSpot.PLAYER_PAIR]), 500)
            session.deal()
            session.open_all()
            store.record(
                uid,
                table=table,
                deck="clasica",
                start_balance=50_000,
                coup=(session.hands_played, session.last_result),  # type: ignore[arg-type]
                now=stamp + 45 * n,
            )
        store.record(
            uid,
            table=table,
            deck="clasica",
            start_balance=50_000,
            ending=(Ending.LEFT, session.balance),
            now=stamp + 3_600,
        )
    store.close()


def history_shots(out: Path, size: str, language: str) -> None:
    """The history: the list of nights with the totals, and one night with its chart and its hands."""
    engine, window, game = open_game(size, new_shoe=new_shoe, language=language)
    window.requestActivate()
    wait(600)
    QTest.keyClick(window, Qt.Key.Key_H)
    # The totals' rows come from a worker, once the theory of each bet is known.
    wait_until(lambda: bool(game.history.property("betRows")), "the history's totals")
    wait(700)
    window.grabWindow().save(str(out / f"history{_suffix(language)}-{size}.png"))
    QTest.keyClick(window, Qt.Key.Key_Down)
    QTest.keyClick(window, Qt.Key.Key_Down)
    QTest.keyClick(window, Qt.Key.Key_Return)
    wait(700)
    for _ in range(4):
        QTest.keyClick(window, Qt.Key.Key_Down)
    wait(700)
    window.grabWindow().save(str(out / f"history-night{_suffix(language)}-{size}.png"))
    close_game(engine, window)


def preferences_shots(out: Path, size: str, language: str) -> None:
    """The preferences (F10) over the lobby, then over the table with a hand in play; that table in high contrast."""
    engine, window, game = open_game(size, new_shoe=new_shoe, language=language)
    window.requestActivate()
    wait(900)
    QTest.keyClick(window, Qt.Key.Key_F10)
    wait(700)
    window.grabWindow().save(str(out / f"preferences{_suffix(language)}-{size}.png"))
    QTest.keyClick(window, Qt.Key.Key_Escape)
    wait(300)
    game.night.startNight()
    game.table.selectChip(25)
    game.table.placeChip("banker")
    game.hand.deal()
    wait(1200)
    game.hand.openCard(0)
    wait(600)
    QTest.keyClick(window, Qt.Key.Key_F10)
    wait(700)
    window.grabWindow().save(str(out / f"preferences-table{_suffix(language)}-{size}.png"))
    QTest.keyClick(window, Qt.Key.Key_Escape)
    game.preferences.setHighContrast(True)  # the same hand in high contrast
    wait(700)
    window.grabWindow().save(str(out / f"high-contrast-table{_suffix(language)}-{size}.png"))
    close_game(engine, window)


def lobby_shots(out: Path, size: str, language: str) -> None:
    """The lobby alone, whole (its deck tiles in)."""
    engine, window, _game = open_game(size, new_shoe=new_shoe, language=language)
    wait_until(lambda: lobby_whole(window), "the lobby's deck tiles")
    wait(300)
    window.grabWindow().save(str(out / f"lobby{_suffix(language)}-{size}.png"))
    close_game(engine, window)


def _suffix(language: str) -> str:
    """Spanish pictures keep their names; others are marked with their language."""
    return "" if language == "es" else f"-{language}"


def main() -> int:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--sizes", default="1280x800,1024x640,800x600")
    parser.add_argument(
        "--only", choices=["history", "preferences", "lobby"], help="take only these pictures"
    )
    parser.add_argument("--language", default="es", choices=("es", "en"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["BACCARAT_QT_HOME"] = tempfile.mkdtemp(prefix="baccarat-shots-")
    if args.only is not None:
        if args.only == "history":
            seed_history(app_dirs().data)
        configure_application()
        app = QGuiApplication(sys.argv)
        del app
        register_types()
        shots = {"history": history_shots, "preferences": preferences_shots, "lobby": lobby_shots}[args.only]
        for size in args.sizes.split(","):
            shots(args.out, size, args.language)
        print(f"screenshots in {args.out}")
        return 0
    board = Leaderboard(
        [
            Entry("Carmen", 81_250, TableKind.CLASSIC, dt.date(2026, 11, 2)),
            Entry("Diego", 64_500, TableKind.NO_COMMISSION, dt.date(2026, 11, 14)),
            Entry("Ana", 52_375, TableKind.CLASSIC, dt.date(2026, 11, 20)),
        ]
    )
    save_leaderboard(app_dirs().data, board)

    configure_application()
    app = QGuiApplication(sys.argv)
    del app
    register_types()  # before the first QML engine
    for size in args.sizes.split(","):
        engine, window, game = open_game(size, new_shoe=new_shoe, language=args.language)

        def shot(name: str, window: QQuickWindow = window, size: str = size) -> None:
            wait(900)
            window.grabWindow().save(str(args.out / f"{name}{_suffix(args.language)}-{size}.png"))

        steps = _steps(game, window)
        for name, action in steps:
            action()
            shot(name)
        game.night.backToLobby()
        wait(300)
        # Open the help through its shortcut, as a player would.
        find(window, "lobbyHelpButton")
        window.requestActivate()
        wait(300)
        QTest.keyClick(window, Qt.Key.Key_F1)
        shot("help")
        close_game(engine, window)
    for size in args.sizes.split(","):
        roads_shot(args.out, size, args.language)
    print(f"screenshots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
