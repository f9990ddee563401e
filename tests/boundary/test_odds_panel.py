"""The Odds object without QML: off by default, computed off the GUI thread, exact of the cards left.

Shown, the panel's figures arrive from a worker thread as a queued signal; they are
:func:`exact` of what is left in the shoe, only a settled coup changes them, and the
hand in play counts as still in the shoe (a face-down card is never seen). A negative
edge is said as one in the player's favour. The ``seeded`` night is ``conftest.py``'s.
"""

from __future__ import annotations

import threading

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary import odds as odds_module
from baccarat_qt.boundary.context import Context
from baccarat_qt.engine import BetSpot, Rank, TableKind
from baccarat_qt.engine.odds import exact
from baccarat_qt.engine.session import Phase
from baccarat_qt.engine.shoe_odds import ShoeOdds
from baccarat_qt.words import shoe_texts
from tests.support.seated import play


@pytest.fixture
def odds_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[dict[Rank, int], str]]:
    """Every odds computation: the composition it was given and the thread it ran on."""
    calls: list[tuple[dict[Rank, int], str]] = []
    real = odds_module.compute

    def spy(counts: dict[Rank, int], table: TableKind) -> ShoeOdds:
        calls.append((dict(counts), threading.current_thread().name))
        return real(counts, table)

    monkeypatch.setattr(odds_module, "compute", spy)
    return calls


def test_odds_are_off_by_default_and_computed_off_the_gui_thread(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """Hidden: nothing is computed. Shown: the figures arrive from a worker thread, as a queued signal."""
    play(seeded, 3)
    assert not seeded.preferences.showOdds and odds_calls == [] and not seeded.odds.ready
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.odds.togglePanel()
        assert seeded.preferences.showOdds and not seeded.odds.ready  # the GUI thread did not wait
    assert seeded.odds.ready
    assert [thread for _, thread in odds_calls] == [odds_calls[0][1]]
    assert (
        odds_calls[0][1].startswith("baccarat-odds") and odds_calls[0][1] != threading.current_thread().name
    )
    # What was asked for is read once it is in: first the panel, then its figures.
    assert seeded.announcer.lastAnnouncement == seeded.odds.summary != ""


def test_odds_panel_is_exact_of_what_is_left_and_only_settling_changes_it(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """The figures are exact() of the cards left; dealing and opening change nothing; settling does."""
    play(seeded, 10)
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.preferences.setShowOdds(True)
    session = seeded.seat.session
    assert session is not None
    left = session.shoe.rank_counts()
    shown = seeded.odds.current
    assert shown is not None and seeded.odds.current_counts == left
    expected = exact(left)
    assert (shown.now.player, shown.now.banker, shown.now.tie) == (
        expected.player,
        expected.banker,
        expected.tie,
    )
    assert shown.now.player_pair == expected.player_pair
    assert shown.edge(BetSpot.BANKER) == expected.edge(TableKind.CLASSIC, BetSpot.BANKER)
    assert seeded.odds.rows[0]["label"] == "Jugador" and seeded.odds.rows[0]["now"].endswith("\u00a0%")
    rows_before, calls_before = seeded.odds.rows, len(odds_calls)

    seeded.hand.deal()
    seeded.hand.openNext()
    assert session.phase is Phase.REVEALING
    assert seeded.odds.rows == rows_before and seeded.odds.ready and len(odds_calls) == calls_before

    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.hand.openAll()
    assert len(odds_calls) == calls_before + 1
    assert seeded.odds.current_counts == session.shoe.rank_counts()
    assert seeded.odds.current is not None and seeded.odds.current.now == exact(session.shoe.rank_counts())


def test_odds_never_see_a_face_down_card(
    seeded: Context, qtbot: QtBot, odds_calls: list[tuple[dict[Rank, int], str]]
) -> None:
    """Shown for the first time mid-hand, the figures count the hand in play (face down or not) as still in the shoe."""
    play(seeded, 5)
    session = seeded.seat.session
    assert session is not None
    before_deal = session.shoe.rank_counts()
    seeded.hand.deal()
    with qtbot.waitSignal(seeded.odds.updated, timeout=5_000):
        seeded.odds.togglePanel()
    assert odds_calls[-1][0] == before_deal
    assert seeded.odds.current_counts == before_deal
    assert sum(before_deal.values()) == seeded.hand.cardsLeft + 4  # the four face-down cards
    seeded.hand.openAll()


def test_a_negative_edge_is_shown_as_such() -> None:
    """A shoe rich in pairs: the pair bets' edges are negative and the panel says they favour the player."""
    rich = {rank: 0 for rank in Rank} | {Rank.SEVEN: 12, Rank.KING: 12}
    figures = odds_module.compute(rich, TableKind.CLASSIC)
    assert figures.edge(BetSpot.PLAYER_PAIR) < 0
    edges = {row["label"]: row for row in shoe_texts.edge_rows(figures)}
    assert edges["Par jugador"]["negative"] is True
    assert str(edges["Par jugador"]["now"]).startswith("−")
    assert edges["Par jugador"]["note"] == "a tu favor en esta mano"
    assert "a tu favor" in shoe_texts.odds_speech(figures)
