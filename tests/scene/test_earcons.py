"""Earcons: the hand's outcome and a refusal each have their own short sound, heard before the words."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from tests.scene.test_sound_heard import BANKER_WINS, HEARD, SILENT, open_to_the_end, stamp
from tests.support.gui import App
from tests.support.pulse import Recorder

K = Qt.Key

NATURAL_TIE = "4S 5C 4H 3D"  # 8 against 8: a tie, a bet on BANCA comes back


@pytest.mark.parametrize(
    ("cards", "spot_key", "earcon", "words"),
    [
        (BANKER_WINS, K.Key_B, "earcon-win", "Gana la BANCA"),
        (BANKER_WINS, K.Key_J, "earcon-loss", "Gana la BANCA"),
        (NATURAL_TIE, K.Key_B, "earcon-push", "Empate a 8"),
    ],
    ids=["win", "loss", "push"],
)
def test_the_outcome_is_heard_before_the_words(
    app: App,
    scripted_shoe: Callable[[str], None],
    monkeypatch: pytest.MonkeyPatch,
    cards: str,
    spot_key: Qt.Key,
    earcon: str,
    words: str,
) -> None:
    """Won, lost or pushed: its earcon is played (once, of the three) before the result is said."""
    heard: list[str] = []
    monkeypatch.setattr(app.context.sound.player, "play", lambda name, gain, delay=0.0: heard.append(name))
    app.announcer.announcement.connect(lambda text: heard.append("said: " + text))
    scripted_shoe(cards)
    app.sit_down()
    app.key(spot_key)
    app.key(K.Key_D)
    open_to_the_end(app)
    earcons = [name for name in heard if name.startswith("earcon-")]
    assert earcons == [earcon]
    result = next(i for i, name in enumerate(heard) if name.startswith("said: " + words))
    assert heard.index(earcon) < result


def test_a_refusal_has_its_own_sound(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A refused action (A with no card to open) plays the refusal's earcon at once, nothing else."""
    played: list[tuple[str, float]] = []
    monkeypatch.setattr(
        app.context.sound.player, "play", lambda name, gain, delay=0.0: played.append((name, delay))
    )
    app.sit_down()
    app.key(K.Key_A)
    assert played == [("earcon-refusal", 0.0)]


@pytest.mark.slow
def test_a_lost_hand_is_heard(pulse: Recorder, app: App, scripted_shoe: Callable[[str], None]) -> None:
    """On a real sound server: after the last card, a lost hand (no chips pushed) is heard, its earcon, then silence."""
    scripted_shoe(BANKER_WINS)
    app.sit_down()
    app.key(K.Key_J)
    app.key(K.Key_D)
    settled = stamp(app.hand.coupSettled)
    open_to_the_end(app)
    at = settled[0]
    pulse.wait_recorded(at + 2.0)
    assert pulse.rms(at + 0.2, at + 0.5) > HEARD, "the earcon, after the last card's turn (0.1 s)"
    assert pulse.rms(at + 1.5, at + 2.0) < SILENT
