"""The squeeze by ear: each step says only what the bent card shows, worked out from the pip table."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.boundary.models import CardsModel
from baccarat_qt.engine.cards import Card, Rank, Suit
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from baccarat_qt.store.storage import app_dirs
from baccarat_qt.words import squeeze_steps, texts
from baccarat_qt.words.squeeze_steps import STEPS, candidates, seen, steps

ROOT = Path(__file__).resolve().parents[2]
PIPS = json.loads((ROOT / "resources" / "decks" / "pips.json").read_text(encoding="utf-8"))
RANK_WORDS = {rank: texts.rank_name(rank) for rank in Rank}


def test_make_decks_draws_from_the_same_pip_table() -> None:
    """The deck art and the squeeze read one table: ``tools/make_decks.py`` draws the pips ``pips.json`` places."""
    source = (ROOT / "tools" / "deck_art" / "pips.py").read_text(encoding="utf-8")
    assert "pips.json" in source
    assert set(PIPS["pips"]) | set(PIPS["court"]) == {rank.value for rank in Rank}


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.value)
@pytest.mark.parametrize("suit", list(Suit), ids=lambda s: s.value)
def test_no_step_before_the_last_names_the_card(rank: Rank, suit: Suit) -> None:
    """Before the last step neither the card nor its rank alone is named; the last step names it."""
    card = Card(rank, suit)
    said = steps(card)
    assert len(said) == STEPS
    for step, text in enumerate(said[:-1]):
        assert texts.card_name(card) not in text
        # Ranks are named with their article ("un cinco"); the counts of pips ("dos pintas") are not ranks.
        named = {r for r, word in RANK_WORDS.items() if re.search(rf"\buna? {word}\b", text.lower())}
        # A rank is named only among all the ranks that show the same: never alone.
        assert named in (set(), set(candidates(rank, step))), (text, named)
        assert len(named) != 1
    assert texts.card_name(card) in said[-1]


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.value)
def test_the_candidates_narrow_consistently_with_the_pips_shown(rank: Rank) -> None:
    """Each step keeps exactly the ranks whose pip table shows the same, and never loses the card."""
    previous = frozenset(Rank)
    for step in range(STEPS - 1):
        now = candidates(rank, step)
        assert rank in now and now <= previous
        for other in Rank:
            shows_the_same = all(seen(other, k) == seen(rank, k) for k in range(step + 1))
            assert (other in now) == shows_the_same
        previous = now


def test_what_each_step_sees_comes_from_the_pip_table() -> None:
    """The side count is the pips in column 0 of pips.json, the centre count those in column 0.5."""
    for code, spots in PIPS["pips"].items():
        rank = Rank(code)
        assert seen(rank, 0) == sum(1 for col, _ in spots if col == 0)
        assert seen(rank, 1) == sum(1 for col, _ in spots if col == 0.5)
    for code in PIPS["court"]:
        assert seen(Rank(code), 0) == seen(Rank(code), 1) == "figure"


def test_the_five_of_clubs_step_by_step() -> None:
    """The issue's example, word for word."""
    assert steps(Card(Rank.FIVE, Suit.CLUBS)) == [
        "Dos pintas en el lateral: un cuatro o un cinco.",
        "Una pinta en el centro.",
        "Es un cinco de tréboles.",
    ]


@pytest.fixture
def seeded(qtbot: QtBot) -> Iterator[Context]:
    """A new night dealt from a seeded shoe, no QML."""
    ctx = Context(None, dirs=app_dirs(), new_shoe=lambda: Shoe(shuffler=fisher_yates(random.Random(2047))))
    ctx.night.startNight()
    yield ctx
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()


def test_the_squeeze_key_bends_then_opens(seeded: Context) -> None:
    """S on a face-down card: a step said each time; the last opens it, and only then is it named."""
    ctx = seeded
    ctx.table.selectChip(25)
    ctx.table.placeChip("player")
    ctx.hand.deal()
    session = ctx.seat.session
    assert session is not None
    card = session.table_cards[0].card
    said = steps(card)
    said_aloud: list[str] = []
    ctx.announcer.announcement.connect(said_aloud.append)
    ctx.hand.squeezeStep(0)
    assert ctx.announcer.lastAnnouncement == said[0]
    assert not session.table_cards[0].face_up
    assert ctx.hand.cards.data(ctx.hand.cards.index(0), CardsModel.Roles.FACE_SOURCE) != ""
    ctx.hand.squeezeStep(0)
    assert ctx.announcer.lastAnnouncement == said[1]
    assert not session.table_cards[0].face_up
    ctx.hand.squeezeStep(0)
    assert session.table_cards[0].face_up
    assert squeeze_steps.step_text(card, STEPS - 1) == said[-1]
    assert said_aloud[:2] == said[:2]
    assert texts.card_name(card) in said_aloud[2], "the opened card names itself (its own sentence)"
    assert not any(texts.card_name(card) in line for line in said_aloud[:2])
