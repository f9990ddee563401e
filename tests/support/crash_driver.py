"""Run the real game with a robot player, for the crash-safety test (test-only, never shipped).

``python tests/support/crash_driver.py SEED`` starts the game exactly as ``baccarat-qt`` does
(``baccarat_qt.desktop.app.launch``: the application, the QML scene, the game's ``Context`` of boundary
objects, the app-data folder from ``$BACCARAT_QT_HOME``) with two test-only additions made from outside the
package: the shoe is shuffled from ``random.Random(SEED)`` (passed to ``launch`` as ``new_shoe``, where the
game builds its objects), and once the scene is loaded a timer plays: valid and invalid chips, deals,
squeezes, opens, rebet toggles, leaving, names on the score screen, continuing the saved night or starting
another at any of the three tables. Production code has no hook for any of this.

Output, one line each, flushed (the test reads them to time and classify kills):

- ``READY {json}`` once the first action ran: what the game found at start-up.
- ``A <stage> <action>`` before every action; ``<stage>`` is betting, dealing,
  revealing, settlement, leaving or lobby.
- ``QT <message>`` for each Qt or QML warning (or worse): ``game_runs.Run`` fails the test that sees one.

``python tests/support/crash_driver.py --serve FD`` is a start-up server (a zygote) for the same game: it
imports once what a start imports (PySide6, the game's modules) and loads the libraries it loads
(``preload.py``; no application, thread or file), then, for each request on the ``SOCK_SEQPACKET`` socket
``FD``, forks a child that runs :func:`main` as ``crash_driver.py SEED`` does (``launch``, the QML, the
files, the event loop), its stdout and stderr the two descriptors passed with the request (``start SEED
HOME``, answered with the child's pid); ``wait PID`` answers with its exit code once it has ended (``-9``
after a SIGKILL). A start skips the interpreter's start, the imports and those loads, none of the game's work.
"""

from __future__ import annotations

import faulthandler
import hashlib
import importlib
import json
import random
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QMessageLogContext, QObject, QTimer, QtMsgType, Slot, qInstallMessageHandler

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.desktop.app import launch
from baccarat_qt.engine.session import Phase, Session
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from tests.support.preload import preload_libraries
from tests.support.slots import slot
from tests.support.stored import saved_night

SPOTS = ["player", "banker", "tie", "player_pair", "banker_pair", "dragon_7", "panda_8"]
BAD_SPOTS = ["", "PLAYER", "x" * 50]
READ_TICKS = 250
"""At most this many ticks (0.5 s and more) at the score screen waiting for the night's end to be saved (a
database held by another program keeps it queued: the player then goes on)."""


def digest(session: Session | None) -> str:
    """A short fingerprint of a session's whole state."""
    if session is None:
        return ""
    state = session.to_dict()
    state["shoe"] = sorted(map(str, state["shoe"]))  # type: ignore[call-overload]  # the undealt order is shuffled on every load (issue 27)
    text = json.dumps(state, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def screen_name(game: Context) -> str:
    """The screen shown: "lobby", "table" or "score"."""
    return Screen(game.night.screen).name.lower()


def offered_digest(game: Context) -> str:
    """The fingerprint of the saved night the lobby offers to continue ("" when it offers none).

    The game keeps the night it offers to itself: read at start-up, before any
    action, its row in the database holds exactly that night.
    """
    if not game.night.savedNightAvailable:
        return ""
    night, _problem = saved_night(game.dirs)
    return digest(night.session()) if night is not None else ""


class Robot(QObject):
    """Plays the game through the slots QML calls, one action per timer tick."""

    def __init__(self, game: Context, rng: random.Random) -> None:
        super().__init__(game)
        self.game = game
        self.rng = rng
        self.started = False
        self.reading = 0  # ticks spent at the score screen while the night's end was still being saved
        self.told = False
        self.found: dict[str, Any] = {
            "screen": screen_name(game),
            "saved": game.night.savedNightAvailable,
            "saved_digest": offered_digest(game),
            "score": game.night.score,
            "session_digest": digest(game.seat.session),
        }
        self.timer = QTimer(self)
        self.timer.setInterval(2)  # a fast player, with time for the scene to draw between clicks
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def say(self, line: str) -> None:
        """One flushed line on stdout."""
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    @Slot()
    def tick(self) -> None:
        """Choose and perform one action (at the score screen, first a moment for the night's end to be saved,
        as a player reads it: then ``ENDED``, the moment a kill must find the score offered again)."""
        if self.game.night.screen != Screen.Score:
            self.reading, self.told = 0, False
        elif not self.told:
            if self.game.seat.saving.pending() and self.reading < READ_TICKS:
                self.reading += 1
                return
            self.told = True  # once per score screen
            self.say("ENDED")
        stage, action, args = self.choose()
        self.say(f"A {stage} {action}")
        self.slot(action)(*args)
        if not self.started:
            self.started = True
            resumed = self.game.seat.session
            self.found["after_first_action"] = {
                "screen": screen_name(self.game),
                "session_digest": digest(resumed),
            }
            self.say("READY " + json.dumps(self.found))

    def slot(self, name: str) -> Callable[..., None]:
        """The slot ``name`` of the boundary object that has it."""
        return slot(self.game, name)

    def choose(self) -> tuple[str, str, tuple[object, ...]]:
        """The next action and the stage of the night it belongs to."""
        game, rng = self.game, self.rng
        roll = rng.random()
        if game.night.screen == Screen.Lobby:
            if roll >= 0.7:  # the table of the next night started
                return "lobby", "setTableKind", (rng.choice(["classic", "no_commission", "ez"]),)
            if game.night.savedNightAvailable and roll < 0.65:
                return "lobby", "continueNight", ()
            return "lobby", "startNight", ()
        if game.night.nightOverWaiting:  # the chips ran out: the last hand, then the score
            return "leaving", "showScore", ()
        if game.night.screen == Screen.Score:
            if roll < 0.4:
                return "leaving", "submitScore", (rng.choice(["Ana", "", "  Lucía  ", "x" * 40]),)
            if roll < 0.8:
                return "leaving", "backToLobby", ()
            return "leaving", rng.choice(["deal", "openNext", "leave"]), ()
        session = game.seat.session
        assert session is not None
        if session.phase is Phase.BETTING:
            if roll < 0.35:
                return "betting", "placeChip", (rng.choice(SPOTS),)
            if roll < 0.45:
                return "betting", "selectChip", (rng.choice([5, 25, 100, 500, 0, -5, 7]),)
            if roll < 0.5:
                return (
                    "betting",
                    "placeChipValue",
                    (rng.choice(SPOTS + BAD_SPOTS), rng.choice([5, 25, -5, 10**6])),
                )
            if roll < 0.55:
                return "betting", rng.choice(["removeLastChip", "clearBets"]), ()
            if roll < 0.58:
                return "betting", "setRebet", (rng.random() < 0.7,)
            if roll < 0.6:
                return "leaving", "leave", ()
            return "dealing", "deal", ()
        face_down = [i for i, tc in enumerate(session.table_cards) if not tc.face_up]
        last_card = len(face_down) == 1 and not session.to_dict()["pending"]
        stage = "settlement" if last_card else "revealing"
        if roll < 0.25 and face_down:
            return "revealing", "beginSqueeze", (rng.choice(face_down),)
        if roll < 0.27:
            return "revealing", "placeChip", ("tie",)
        if roll < 0.3:
            return "revealing", rng.choice(["leave", "deal"]), ()
        if roll < 0.5:
            return stage, "openCard", (rng.choice([*face_down, -1, 7]),)
        if roll < 0.8:
            return stage, "openNext", ()
        return stage, "openAll", ()


WARM_IMPORTS = (
    "PySide6.QtNetwork",
    "PySide6.QtQuick",
    "baccarat_qt.boundary.context",
    "baccarat_qt.boundary.history_sentences",
    "baccarat_qt.boundary.history_workers",
    "baccarat_qt.boundary.models",
    "baccarat_qt.boundary.road_models",
    "baccarat_qt.boundary.telling",
    "baccarat_qt.desktop.audio",
    "baccarat_qt.desktop.context_menu",
    "baccarat_qt.desktop.hurry",
    "baccarat_qt.desktop.manners",
    "baccarat_qt.desktop.window",
    "baccarat_qt.engine.roads",
    "baccarat_qt.engine.session",
    "baccarat_qt.engine.shoe_odds",
    "baccarat_qt.store.lock",
    "baccarat_qt.words.file_texts",
    "baccarat_qt.words.review_texts",
    "baccarat_qt.words.shoe_texts",
    "baccarat_qt.words.speech_texts",
    "baccarat_qt.words.squeeze_steps",
)
"""What ``launch`` and ``load_main`` import as they go, besides :func:`register_types` and ``BACKGROUND_IMPORTS``,
and what the table's objects import when the first sit-down builds them (``Context``): every fork starts warm."""


def serve(channel_fd: int) -> int:
    """The start-up server (see the module's docstring); returns when the socket closes."""
    import os
    import socket
    import threading
    import traceback

    from baccarat_qt.desktop.app import BACKGROUND_IMPORTS, register_types
    from baccarat_qt.store.storage import HOME_ENV

    register_types()
    for name in (*BACKGROUND_IMPORTS, *WARM_IMPORTS):
        importlib.import_module(name)
    preload_libraries()  # (tests/support/preload.py)
    assert threading.active_count() == 1, "a thread before fork()"
    channel = socket.socket(fileno=channel_fd)
    while True:
        message, fds, _flags, _address = socket.recv_fds(channel, 4096, 2)
        if not message:
            return 0
        command, *words = message.decode().split(" ", 2)
        if command == "wait":
            _pid, status = os.waitpid(int(words[0]), 0)
            channel.send(str(os.waitstatus_to_exitcode(status)).encode())
            continue
        pid = os.fork()
        if pid == 0:  # the game
            code = 1
            try:
                channel.close()
                os.dup2(fds[0], 1)
                os.dup2(fds[1], 2)
                for fd in fds:
                    os.close(fd)
                os.environ[HOME_ENV] = words[1]
                sys.argv = [__file__, words[0]]
                faulthandler.enable(all_threads=True)  # a fatal signal (SIGSEGV, SIGBUS...) shows its stacks
                code = main()
            except BaseException:
                traceback.print_exc()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        for fd in fds:
            os.close(fd)
        channel.send(str(pid).encode())


def tell_qt_warnings(kind: QtMsgType, _where: QMessageLogContext, message: str) -> None:
    """Qt's and the QML's warnings (and worse) on stdout as ``QT`` lines, for the test; the rest on stderr."""
    if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
        sys.stderr.write(message + "\n")
    else:
        sys.stdout.write("QT " + " ".join(message.split()) + "\n")
        sys.stdout.flush()


def main() -> int:
    """Start the game with the seeded shoe and the robot."""
    qInstallMessageHandler(tell_qt_warnings)
    seed = int(sys.argv[1])
    rng = random.Random(seed)

    def new_shoe() -> Shoe:
        return Shoe(shuffler=fisher_yates(random.Random(rng.random())))

    app, engine = launch(["baccarat-qt"], new_shoe=new_shoe)
    if not engine.rootObjects():
        return 1
    game = engine.findChild(Context)
    assert isinstance(game, Context), "the game's boundary objects were not built (another game open?)"
    Robot(game, rng)
    return app.exec()


if __name__ == "__main__":
    if sys.argv[1] == "--serve":
        sys.exit(serve(int(sys.argv[2])))
    faulthandler.enable(all_threads=True)  # as in the zygote's children
    sys.exit(main())
