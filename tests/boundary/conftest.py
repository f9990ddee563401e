"""Fixtures shared by files of ``tests/boundary``: the seeded night of ``test_road_models.py`` and
``test_odds_panel.py`` (``test_squeeze_by_ear.py`` defines a ``seeded`` of its own, which wins there)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from baccarat_qt.boundary.context import Context
from baccarat_qt.engine.shoe import Shoe, fisher_yates
from tests.support.seated import make_context


@pytest.fixture
def seeded(qtbot: QtBot) -> Iterator[Context]:
    """A night dealt from a seeded shoe, a 5 on BANCA placed again after every coup."""
    ctx = make_context(qtbot, lambda: Shoe(shuffler=fisher_yates(random.Random(2047))))
    ctx.table.selectChip(5)
    ctx.table.placeChip("banker")
    yield ctx
    with qtbot.waitSignal(ctx.destroyed, timeout=5_000):
        ctx.deleteLater()
