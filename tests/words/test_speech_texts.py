"""What only the screen reader hears: who stood, said when the hand is settled."""

from __future__ import annotations

import pytest

from baccarat_qt.engine.rules import Coup
from baccarat_qt.words.speech_texts import stands


@pytest.mark.parametrize(
    ("player", "banker", "said"),
    [
        ("2S 4H", "3D 4C", "El jugador se planta con 6. La banca se planta con 7."),
        ("2S 3H 4D", "3D 4C", "La banca se planta con 7."),
        ("2S 3H 4D", "3D KC 7C", ""),
        ("2S 4H", "3D KC 7C", ""),  # said with the banker's draw: "El jugador se plantó; …"
        ("4S 4H", "3D 4C", ""),  # a natural ends the hand: no one stands or draws
        ("2S 3H", "5D 4C", ""),
    ],
)
def test_who_stood(player: str, banker: str, said: str) -> None:
    assert stands(Coup.from_codes(player, banker)) == said
