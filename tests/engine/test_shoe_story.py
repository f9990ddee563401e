"""The session keeps the shoe's settled coups: they grow with each coup, empty at a shuffle, and are saved."""

from __future__ import annotations

import copy
import json
import random

import pytest

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine import saved as saved_module
from baccarat_qt.engine.events import CoupSettled, InvalidSessionData, Phase, ShoeShuffled
from baccarat_qt.engine.roads import big_road
from baccarat_qt.engine.session import Session
from baccarat_qt.engine.shoe import CUT_CARD_AT, SHOE_SIZE, Shoe, fisher_yates, scripted
from tests.engine.test_saved import GOLDEN


def play(session: Session) -> list[object]:
    """One coup with a 5 on the tie (rebet places it again); the events of the whole hand."""
    if not session.bets:
        session.place_chip(BetSpot.TIE, 500)
    return [*session.deal(), *session.open_all()]


def seeded_session(seed: int = 11) -> Session:
    """A night with plenty of chips and a seeded shoe."""
    return Session(shoe=Shoe(shuffler=fisher_yates(random.Random(seed))), balance=10**8)


def test_each_settled_coup_joins_the_shoe_story() -> None:
    """After each coup, ``shoe_coups`` ends with it; dealing alone adds nothing."""
    session = seeded_session()
    for played in range(1, 6):
        session.place_chip(BetSpot.PLAYER, 500) if not session.bets else None
        session.deal()
        assert len(session.shoe_coups) == played - 1
        session.open_all()
        assert len(session.shoe_coups) == played
        assert session.last_result is not None and session.shoe_coups[-1] == session.last_result.coup


def test_the_story_empties_when_the_cut_card_comes_out() -> None:
    """The coup that reaches the cut card settles, the shoe is reshuffled, and the story starts afresh."""
    session = seeded_session()
    while True:
        left = session.cards_left
        events = play(session)
        shuffled = [e for e in events if isinstance(e, ShoeShuffled)]
        if shuffled:
            break
        assert len(session.shoe_coups) == session.hands_played
    assert session.shoe_coups == ()
    assert shuffled[0].cards_left == SHOE_SIZE
    coup = next(e for e in events if isinstance(e, CoupSettled)).result.coup
    assert shuffled[0].cards_at_cut == left - len(coup.player_cards) - len(coup.banker_cards) <= CUT_CARD_AT
    play(session)
    assert len(session.shoe_coups) == 1


def test_a_saved_night_keeps_the_shoe_story() -> None:
    """to_dict / from_dict keep the coups (as cards in deal order), so the roads come back the same."""
    session = seeded_session()
    for _ in range(12):
        play(session)
    data = json.loads(json.dumps(session.to_dict()))
    assert len(data["coups"]) == 12 and all(4 <= len(cards) <= 6 for cards in data["coups"])
    Session.validate_dict(data)
    restored = Session.from_dict(data)
    assert restored.shoe_coups == session.shoe_coups
    assert big_road([c.outcome for c in restored.shoe_coups]) == big_road(
        [c.outcome for c in session.shoe_coups]
    )
    assert restored.to_dict() == session.to_dict()
    session.place_chip(BetSpot.PLAYER, 500) if not session.bets else None
    session.deal()
    mid_hand = session.to_dict()
    Session.validate_dict(mid_hand)
    assert Session.from_dict(mid_hand).shoe_coups == session.shoe_coups


def test_a_night_without_coups_writes_no_coups_field() -> None:
    """A fresh night, and a night saved before the roads existed, have no ``coups`` field; both load."""
    assert "coups" not in Session().to_dict()
    for text in GOLDEN.values():
        data = json.loads(text)
        restored = Session.from_dict(data)
        assert restored.shoe_coups == ()
        if restored.phase is Phase.REVEALING:
            restored.open_all()
        elif restored.phase is Phase.BETTING:
            play(restored)
        else:
            continue
        assert len(restored.to_dict()["coups"]) == 1  # type: ignore[arg-type]  # earlier coups are unknown
        Session.validate_dict(restored.to_dict())


def _saved_with_coups() -> dict[str, object]:
    session = Session(
        shoe=Shoe(shuffler=scripted(["9H", "4C", "KS", "4D", "8S", "2S", "4H", "3D", "KC", "4D", "7C"])),
        balance=50_000,
    )
    play(session)
    play(session)
    data = session.to_dict()
    assert len(data["coups"]) == 2  # type: ignore[arg-type]
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(coups=[]), "coups"),
        (lambda d: d.update(coups="9H 4C KS 4D"), "coups"),
        (lambda d: d["coups"][0].pop(), "coups"),  # the coup stops before the rules say it does
        (lambda d: d["coups"][0].append("2C"), "coups"),  # more cards than the rules deal
        (lambda d: d["coups"][0].__setitem__(0, "XX"), "coups"),
        (lambda d: d["coups"].reverse(), "coups"),  # the last coup is not the hand on the table
        (lambda d: d["coups"].insert(0, list(d["coups"][0])), "coups"),  # more coups than hands
        (lambda d: d.update(hands_played=9, coups=[["9H", "9H", "9H", "9H"]] * 3 + d["coups"]), "shoe"),
        (lambda d: d.update(extra=1), "keys"),
    ],
)
def test_bad_coups_are_refused(change: object, reason: str) -> None:
    """A saved shoe story that no real shoe could have dealt does not load."""
    data = copy.deepcopy(_saved_with_coups())
    change(data)  # type: ignore[operator]
    with pytest.raises(InvalidSessionData) as refused:
        saved_module.validate_dict(data)
    assert refused.value.reason == reason


def test_coups_of_a_fresh_shoe_are_refused() -> None:
    """A full, freshly shuffled shoe has dealt nothing: coups beside it are impossible."""
    data = _saved_with_coups()
    data["shoe"] = [str(card) for card in Shoe(shuffler=fisher_yates(random.Random(1))).remaining]
    with pytest.raises(InvalidSessionData, match="just shuffled"):
        saved_module.validate_dict(data)
