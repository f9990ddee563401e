"""The random clicks of ``tests/boundary/test_random_clicks.py``: one game's slots called as QML calls them.

:class:`ClickMachine` is a Hypothesis state machine that keeps one game's ``Context``
(its night, preferences, table and hand) in a fresh app-data folder and calls its
slots with the arguments QML could send and worse: unknown spots, negative and huge
chips, actions in the wrong phase, the same click repeated while an animation would
still run, and runs of the clicks a player would make next, so the night gets past
its first hand. The test adds the crashes and what must hold after every step.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import ClassVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, rule
from shiboken6 import Shiboken

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.engine.shoe import Shoe
from baccarat_qt.store.storage import HOME_ENV, app_dirs
from tests.support.context_reads import cards_model, face_up
from tests.support.shoes import seeded_shoe_factory
from tests.support.slots import slot
from tests.support.written import SEATS

__all__ = ["ClickMachine"]

SPOTS = ["player", "banker", "tie", "player_pair", "banker_pair"]
BAD_SPOTS = ["", "PLAYER", "jugador", "banker ", "tie\x00", "x" * 300, "player_pair;rm", "🂡"]
CHIP_VALUES = [5, 25, 100, 500]
ODD_INTS = [0, 1, -5, -500, 7, 250, 501, 5_000, 10**6, 2**31 - 1, -(2**31)]
MEMORY = Path("/dev/shm")
"""Where each example's app data goes when the system has it (Linux): a tmpfs, whose fsync returns at once.
What is checked is what the files hold, read back after every step, not the disk under them (the
crash-safety tests kill the real game on the ordinary temporary folder); a loaded machine's disk made
the steps' saves and reads wait a third of the test's time."""


class ClickMachine(RuleBasedStateMachine):
    """Random slot calls on one game's boundary objects (the crashes, restarts and checks are the test's)."""

    def __init__(self) -> None:
        super().__init__()
        self.home = Path(
            tempfile.mkdtemp(prefix="baccarat-machine-", dir=MEMORY if MEMORY.is_dir() else None)
        )
        self.old_home = os.environ.get(HOME_ENV)
        os.environ[HOME_ENV] = str(self.home)
        self.nights = 0
        self.crashed: list[Context] = []
        """Games dropped by a crash: nothing calls them again; deleted on this thread at teardown."""
        self.game = self._new_game()
        self.squeezed: set[int] = set()
        """Cards beginSqueeze was called on since they were dealt: QML may know their face."""
        self.steps = 0

    def _new_shoe(self) -> Shoe:
        self.nights += 1
        return seeded_shoe_factory(self.nights)

    def _new_game(self) -> Context:
        game = Context(None, dirs=app_dirs(), new_shoe=self._new_shoe)
        SEATS.add(game.seat)  # the files are read once its saves are written (tests/support/written.py)
        seen = self.seen
        game.hand.coupSettled.connect(lambda: seen.update(["hand settled"]))
        game.hand.shoeShuffled.connect(lambda: seen.update(["reshuffle"]))
        return game

    def teardown(self) -> None:
        """Delete the games, put the environment back and drop the files."""
        for game in [*self.crashed, self.game]:
            Shiboken.delete(game)
        self.crashed.clear()
        if self.old_home is None:
            os.environ.pop(HOME_ENV, None)
        else:
            os.environ[HOME_ENV] = self.old_home
        shutil.rmtree(self.home, ignore_errors=True)
        type(self).total_steps += self.steps

    total_steps: ClassVar[int] = 0
    """The slot calls of every example (the machine's class counts its own)."""
    seen: ClassVar[Counter[str]] = Counter()
    """What happened along the way: hands settled, reshuffles, the crashes by screen and phase."""

    # --- helpers ---------------------------------------------------------------------------

    def _phase_changed_by(self, action: str, *args: object) -> None:
        """Call a slot; forget squeezes when a new table of cards came out."""
        session = self.game.seat.session
        before = (id(session), session.hands_played if session else -1, self.game.table.phase)
        slot(self.game, action)(*args)
        session = self.game.seat.session
        after = (id(session), session.hands_played if session else -1, self.game.table.phase)
        if after != before:
            self.squeezed.clear()
        self.steps += 1

    # --- lobby -------------------------------------------------------------------------------

    @rule()
    def start_night(self) -> None:
        """SENTARSE A LA MESA / EMPEZAR DE NUEVO (also at odd times: ignored off the lobby)."""
        self._phase_changed_by("startNight")

    @rule()
    def continue_night(self) -> None:
        """CONTINUAR LA NOCHE."""
        self._phase_changed_by("continueNight")

    @rule(table=st.sampled_from(["classic", "no_commission", "", "CLASSIC", "ruleta"]))
    def set_table(self, table: str) -> None:
        """Choose a table (any text)."""
        self._phase_changed_by("setTableKind", table)

    @rule(deck=st.sampled_from(["clasica", "azul", "", "../../etc", "x" * 100]))
    def set_deck(self, deck: str) -> None:
        """Choose a deck design (any text)."""
        self._phase_changed_by("setDeckDesign", deck)

    # --- betting -----------------------------------------------------------------------------

    @rule(chip=st.sampled_from(CHIP_VALUES + ODD_INTS))
    def select_chip(self, chip: int) -> None:
        """Take a chip in hand, real or not."""
        self._phase_changed_by("selectChip", chip)

    @rule(spot=st.sampled_from(SPOTS + BAD_SPOTS))
    def place_chip(self, spot: str) -> None:
        """Click a spot, real or not."""
        self._phase_changed_by("placeChip", spot)

    @rule(
        spot=st.sampled_from(SPOTS + BAD_SPOTS),
        chip=st.one_of(st.sampled_from(CHIP_VALUES + ODD_INTS), st.integers(-(2**31), 2**31 - 1)),
    )
    def place_chip_value(self, spot: str, chip: int) -> None:
        """Drop a chip of any value on any spot."""
        self._phase_changed_by("placeChipValue", spot, chip)

    @rule()
    def remove_last_chip(self) -> None:
        """Take back the last chip."""
        self._phase_changed_by("removeLastChip")

    @rule()
    def clear_bets(self) -> None:
        """LIMPIAR."""
        self._phase_changed_by("clearBets")

    @rule(on=st.booleans())
    def set_rebet(self, on: bool) -> None:
        """The rebet box."""
        self._phase_changed_by("setRebet", on)

    # --- the hand -----------------------------------------------------------------------------

    @rule()
    def deal(self) -> None:
        """REPARTIR."""
        self._phase_changed_by("deal")

    @rule(index=st.integers(-3, 8))
    def begin_squeeze(self, index: int) -> None:
        """Start lifting a card (any index)."""
        if 0 <= index < cards_model(self.game).rowCount():
            self.squeezed.add(index)
        self._phase_changed_by("beginSqueeze", index)

    @rule(index=st.integers(-3, 8))
    def open_card(self, index: int) -> None:
        """Tap a card (any index)."""
        self._phase_changed_by("openCard", index)

    @rule()
    def open_next(self) -> None:
        """A."""
        self._phase_changed_by("openNext")

    @rule()
    def open_all(self) -> None:
        """VOLTEAR TODAS."""
        self._phase_changed_by("openAll")

    @rule(
        action=st.sampled_from(
            ["deal", "openNext", "openAll", "placeChip", "leave", "openCard", "submitScore"]
        ),
        times=st.integers(2, 6),
    )
    def repeated_clicks(self, action: str, times: int) -> None:
        """The same click several times in a row, as during an animation."""
        args: tuple[object, ...] = {"placeChip": ("banker",), "openCard": (0,), "submitScore": ("Ana",)}.get(
            action, ()
        )
        for _ in range(times):
            self._phase_changed_by(action, *args)

    # --- a player who plays on (so the night gets past its first hand) -------------------------

    def _sensible(self, choice: int) -> None:
        """The click a player would make next on this screen, chosen by ``choice`` (0-99)."""
        game = self.game
        if game.night.screen == Screen.Lobby:
            self._phase_changed_by(
                "continueNight" if game.night.savedNightAvailable and choice < 80 else "startNight"
            )
        elif game.night.screen == Screen.Score:
            self._phase_changed_by("submitScore", "Ana") if choice < 50 else self._phase_changed_by(
                "backToLobby"
            )
        elif game.night.nightOverWaiting:  # the chips ran out: the last hand, then the score
            self._phase_changed_by("showScore")
        elif game.table.phase == UiPhase.Betting:
            if game.table.totalBet == 0 or choice < 30:
                self._phase_changed_by("placeChip", SPOTS[choice % len(SPOTS)])
            elif choice < 33:
                self._phase_changed_by("leave")
            else:
                self._phase_changed_by("deal")
        else:
            rows = cards_model(game).rowCount()
            face_down = [row for row in range(rows) if not face_up(game, row)]
            if choice < 20 and face_down:
                self.squeezed.add(face_down[choice % len(face_down)])
                self._phase_changed_by("beginSqueeze", face_down[choice % len(face_down)])
            elif choice < 60:
                self._phase_changed_by("openNext")
            elif choice < 85 and face_down:
                self._phase_changed_by("openCard", face_down[choice % len(face_down)])
            else:
                self._phase_changed_by("openAll")

    @rule(choices=st.lists(st.integers(0, 99), min_size=1, max_size=10))
    def play_on(self, choices: list[int]) -> None:
        """Several sensible clicks in a row."""
        for choice in choices:
            self._sensible(choice)

    @rule(choices=st.lists(st.integers(0, 99), min_size=1, max_size=10))
    def play_on_again(self, choices: list[int]) -> None:
        """The same, so that play outweighs the odd clicks."""
        self.play_on(choices)

    # --- leaving ------------------------------------------------------------------------------

    @rule()
    def leave(self) -> None:
        """RETIRARSE."""
        self._phase_changed_by("leave")

    @rule(name=st.text(max_size=40))
    def submit_score(self, name: str) -> None:
        """GUARDAR with any name."""
        self._phase_changed_by("submitScore", name)

    @rule()
    def back_to_lobby(self) -> None:
        """VOLVER AL SALÓN."""
        self._phase_changed_by("backToLobby")
