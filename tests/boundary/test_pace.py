"""The dealing pace is a preference kept in the settings; reduced motion means no motion at any pace."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from baccarat_qt.boundary.context import Context
from baccarat_qt.store.storage import app_dirs


@pytest.mark.parametrize(("pace", "scale"), [("normal", 1.0), ("quick", 0.5), ("instant", 0.0)])
def test_the_pace_persists(new_game: Callable[[], Context], pace: str, scale: float) -> None:
    """Chosen once, the pace is in settings.json and the next start reads it back."""
    first = new_game().preferences
    first.setPace("instant" if pace == "normal" else "normal")  # from another pace
    first.setPace(pace)
    assert (first.pace, first.motionScale) == (pace, scale)
    stored = json.loads((app_dirs().config / "settings.json").read_text(encoding="utf-8"))
    assert stored["data"]["pace"] == pace
    again = new_game().preferences
    assert (again.pace, again.motionScale) == (pace, scale)


def test_an_unknown_pace_is_ignored(new_game: Callable[[], Context]) -> None:
    """Only the three paces are offered and taken."""
    prefs = new_game().preferences
    assert [option["id"] for option in prefs.paceOptions] == ["normal", "quick", "instant"]
    prefs.setPace("warp")
    assert prefs.pace == "normal"


@pytest.mark.parametrize("pace", ["normal", "quick", "instant"])
def test_reduced_motion_means_no_motion_at_every_pace(new_game: Callable[[], Context], pace: str) -> None:
    """With reduced motion the cards neither fly nor turn, whatever the pace."""
    prefs = new_game().preferences
    prefs.setPace(pace)
    prefs.setReducedMotion(True)
    assert prefs.motionScale == 0.0
