"""The boundary objects under thousands of random clicks, valid and not, with crashes in between.

A Hypothesis state machine calls the same slots QML calls on one game's
``Context`` (its night, preferences, table and hand), with the arguments QML
could send and worse: unknown spots, negative and huge chips, actions in the
wrong phase, the same click repeated while an animation would still run, and
restarts that drop the running game without a word (a crash) and build a new
``Context`` from the files. After every step: chips are conserved, the limits
hold, the night's file holds exactly the state on screen, a score enters the
top five at most once, and the card model never carries the rank or suit of a
face-down card nobody has started to open.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import ClassVar, cast

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtWidgets import QApplication
from shiboken6 import Shiboken

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.enums import Phase as UiPhase
from baccarat_qt.boundary.enums import Screen
from baccarat_qt.boundary.models import CardsModel
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.session import MAX_PER_SPOT, STARTING_BALANCE, Phase
from baccarat_qt.engine.shoe import DECKS, Shoe, fisher_yates
from baccarat_qt.store.storage import HOME_ENV, app_dirs
from tests.support.slots import slot
from tests.support.stored import saved_night, saved_night_and_board
from tests.support.written import SEATS, written

SPOTS = ["player", "banker", "tie", "player_pair", "banker_pair"]
BAD_SPOTS = ["", "PLAYER", "jugador", "banker ", "tie\x00", "x" * 300, "player_pair;rm", "🂡"]
CHIP_VALUES = [5, 25, 100, 500]
ODD_INTS = [0, 1, -5, -500, 7, 250, 501, 5_000, 10**6, 2**31 - 1, -(2**31)]
SUIT_WORDS = ("picas", "corazones", "diamantes", "tréboles")
EXAMPLES = 80
STEPS = 50
MEMORY = Path("/dev/shm")
"""Where each example's app data goes when the system has it (Linux): a tmpfs, whose fsync returns at once.
What is checked is what the files hold, read back after every step, not the disk under them (the
crash-safety tests kill the real game on the ordinary temporary folder); a loaded machine's disk made
the steps' saves and reads wait a third of the test's time."""


def seeded_shoe_factory(seed: int) -> Shoe:
    """A seeded shoe; every other night starts a few cards above the cut card, so reshuffles come often."""
    rng = random.Random(seed)
    shuffler = fisher_yates(rng)
    if seed % 2 == 0:
        return Shoe(shuffler=shuffler)
    cards = full_deck() * DECKS
    shuffler(cards)
    return Shoe(shuffler=shuffler, cards=cards[: 63 + rng.randrange(20)])


def screen_name(context: Context) -> str:
    """The screen shown: "lobby", "table" or "score"."""
    return Screen(context.night.screen).name.lower()


def phase_name(context: Context) -> str:
    """The phase of the night: "betting", "revealing", "over", "left", or empty in the lobby."""
    phase = UiPhase(context.table.phase)
    return "" if phase == UiPhase.NoPhase else phase.name.lower()


def cards_model(context: Context) -> CardsModel:
    """The card model QML reads."""
    model = context.hand.cards
    assert isinstance(model, CardsModel)
    return model


def face_up(context: Context, row: int) -> bool:
    """Whether card ``row`` on the table is open, as the card model says."""
    model = cards_model(context)
    return bool(model.data(model.index(row), CardsModel.Roles.FACE_UP))


def same_but_the_undealt_order(resumed: dict[str, object], state: dict[str, object] | None) -> bool:
    """The night as it was, but for the order of the cards not dealt yet: reshuffled on every load (issue 27)."""
    if state is None:
        return False
    a, b = dict(resumed), dict(state)
    return (
        sorted(map(str, cast(list[str], a.pop("shoe")))) == sorted(map(str, cast(list[str], b.pop("shoe"))))
        and a == b
    )


class BoundaryMachine(RuleBasedStateMachine):
    """Random slot calls on one game's boundary objects, with crashes and restarts."""

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
        game.hand.coupSettled.connect(lambda: BoundaryMachine.seen.update(["hand settled"]))
        game.hand.shoeShuffled.connect(lambda: BoundaryMachine.seen.update(["reshuffle"]))
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
        BoundaryMachine.total_steps += self.steps

    total_steps = 0
    seen: ClassVar[Counter[str]] = Counter()

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

    # --- crashes ------------------------------------------------------------------------------

    @precondition(lambda self: self.steps > 0)
    @rule()
    def crash_and_restart(self) -> None:
        """Drop the game as a crash would, once its saves are written (a kill with saves still queued is
        tests/process/test_crash_safety_queued.py's), start a new one from the files, pick up the night."""
        old = self.game
        written(old.seat)
        screen = screen_name(old)
        state = old.seat.session.to_dict() if old.seat.session else None
        offered_before = (old.night.savedNightAvailable, old.night.savedNightSummary)
        on_disk, _ = saved_night()
        file_before = on_disk.session_data if on_disk else None
        self.crashed.append(old)
        self.game = self._new_game()
        self.squeezed.clear()
        self.steps += 1
        new = self.game
        BoundaryMachine.seen[f"crash on {screen} {phase_name(old)}".strip()] += 1
        if screen == "table" and phase_name(old) == "over":  # the last hand shown: restarted on its score
            assert new.night.screen == Screen.Score and new.night.score == old.night.score
        elif screen == "table":
            assert new.night.screen == Screen.Lobby and new.night.savedNightAvailable
            new.night.continueNight()
            assert new.seat.session is not None and same_but_the_undealt_order(
                new.seat.session.to_dict(), state
            )
        elif screen == "score":
            if not old.night.scoreSubmitted:
                assert new.night.screen == Screen.Score and new.night.score == old.night.score
                assert new.seat.session is not None and new.seat.session.to_dict() == state
            else:
                assert new.night.screen == Screen.Lobby and not new.night.savedNightAvailable
        else:
            # The saved night the lobby offered is offered again, from the same file, unchanged.
            assert new.night.screen == Screen.Lobby
            assert (new.night.savedNightAvailable, new.night.savedNightSummary) == offered_before
            on_disk, _ = saved_night()
            assert (on_disk.session_data if on_disk else None) == file_before

    # --- invariants -----------------------------------------------------------------------------

    @invariant()
    def chips_are_conserved_and_limits_hold(self) -> None:
        """Balance + chips on the table + the house's result = 500 chips; the limits of SPEC §4."""
        session = self.game.seat.session
        if session is None:
            return
        assert session.balance >= 0
        assert session.balance + session.total_bet + session.house_net == STARTING_BALANCE
        bets = session.bets
        assert all(amount <= MAX_PER_SPOT for amount in bets.values())
        assert not ({"player", "banker"} <= {spot.value for spot in bets})
        assert self.game.table.balance == session.balance and self.game.table.totalBet == session.total_bet

    @invariant()
    def face_down_cards_stay_in_python(self) -> None:
        """No role of the card model gives a face-down card away unless a squeeze on it began."""
        model = cards_model(self.game)
        roles = model.Roles
        for row in range(model.rowCount()):
            index = model.index(row)
            if model.data(index, roles.FACE_UP) or row in self.squeezed:
                continue
            assert model.data(index, roles.CODE) == ""
            assert model.data(index, roles.FACE_SOURCE) == ""
            name = model.data(index, roles.ACCESSIBLE_NAME)
            assert not any(word in name for word in SUIT_WORDS)

    @invariant()
    def the_file_holds_the_state_on_screen(self) -> None:
        """The night's file is exactly the session, or absent when nothing is left to save; no night
        has two entries in the top five (both read through one open of the file, as one start reads them)."""
        night, problem, board = saved_night_and_board()
        assert problem is None
        game = self.game
        session = game.seat.session
        if session is not None and game.seat.night_id:
            assert night is not None and night.session_data == session.to_dict()
            assert night.night_id == game.seat.night_id
        elif game.night.screen == Screen.Lobby:
            assert (night is not None) == game.night.savedNightAvailable
        if game.night.screen == Screen.Table and session is not None:
            # out of chips, the table shows the last hand until the player goes on to the score
            playing = (Phase.BETTING, Phase.REVEALING)
            assert session.phase in playing or (session.phase is Phase.OVER and game.night.nightOverWaiting)
        nights = [entry.night for entry in board.entries if entry.night]
        assert len(nights) == len(set(nights)), "a score entered the top five twice"


def test_boundary_survives_random_clicks_and_crashes(qapp: QApplication) -> None:
    """Thousands of slot calls and crashes: chips conserved, limits hold, faces hidden, files exact."""
    del qapp
    BoundaryMachine.total_steps = 0
    BoundaryMachine.seen.clear()
    run_state_machine_as_test(
        BoundaryMachine,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
            derandomize=True,
        ),
    )
    seen = BoundaryMachine.seen
    print(f"boundary machine: {BoundaryMachine.total_steps} slot calls, {dict(seen)}")
    assert BoundaryMachine.total_steps >= 2_000, BoundaryMachine.total_steps
    assert seen["hand settled"] >= 50 and seen["reshuffle"] >= 3, seen
    assert seen["crash on table revealing"] >= 5 and seen["crash on score left"] >= 1, seen
