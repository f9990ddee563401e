"""Run the real game at the EZ table, for the test of a night resumed after SIGKILL (test-only, never shipped).

``python tests/support/ez_driver.py play SEED`` starts the game exactly as ``baccarat-qt`` does
(``baccarat_qt.desktop.app.launch``, app data from ``$BACCARAT_QT_HOME``) with a shoe shuffled from
``random.Random(SEED)``, sits at EZ, plays two coups with chips on BANCA, DRAGÓN 7 and PANDA 8 (the
rebet puts them back), deals a third and opens one card, waits for those saves to reach the database (they
are written on the writer thread: killed sooner, the next start finds the night one save earlier, as it
should), then prints ``STATE {json}`` and waits to be killed: the side bets are staked on a hand half revealed.

``python tests/support/ez_driver.py resume SEED`` starts the game on the same folder, continues the
saved night from the lobby as a player does, prints ``STATE {json}`` and quits.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer, qInstallMessageHandler

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.desktop.app import launch
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from tests.support.crash_driver import digest, tell_qt_warnings
from tests.support.written import written


def state(game: Context) -> str:
    """What the test compares: the screen, the table, the stakes, the spots on the felt, a digest of the night."""
    session = game.seat.session
    model = game.table.spots
    return json.dumps(
        {
            "screen": Screen(game.night.screen).name.lower(),
            "saved": game.night.savedNightAvailable,
            "table": session.table.value if session else None,
            "phase": session.phase.value if session else None,
            "staked": {spot.value: amount for spot, amount in session.bets.items()} if session else {},
            "hands": session.hands_played if session else 0,
            "spots": [model.data(model.index(i), model.Roles.SPOT_ID) for i in range(model.rowCount())],
            "digest": digest(session),
        }
    )


def play(game: Context) -> None:
    """Sit at EZ, two coups with the side bets, a third dealt and one card open."""
    game.preferences.setTableKind("ez")
    game.night.startNight()
    game.table.selectChip(25)
    for spot in ("banker", "dragon_7", "panda_8"):
        game.table.placeChip(spot)
    for _ in range(2):
        game.hand.deal()
        game.hand.openAll()
    game.hand.deal()
    game.hand.openNext()
    written(game.seat)
    print("STATE " + state(game), flush=True)


def resume(game: Context, quit: Callable[[], None]) -> None:
    """Continue the saved night from the lobby, say what is on the table, quit."""
    if game.night.savedNightAvailable:
        game.night.continueNight()
    print("STATE " + state(game), flush=True)
    QTimer.singleShot(0, quit)


def main() -> int:
    """Start the game with the seeded shoe and do what the first argument says."""
    mode, seed = sys.argv[1], int(sys.argv[2])
    qInstallMessageHandler(tell_qt_warnings)  # each Qt or QML warning a "QT" line: the test fails on one
    app, engine = launch(["baccarat-qt"], new_shoe=lambda: Shoe(shuffler=fisher_yates(random.Random(seed))))
    if not engine.rootObjects():
        return 1
    game = engine.findChild(Context)
    assert isinstance(game, Context), "the game's boundary objects were not built (another game open?)"
    if mode == "play":
        QTimer.singleShot(0, lambda: play(game))
    else:
        QTimer.singleShot(0, lambda: resume(game, app.quit))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
