"""Scripted hands the scene tests deal: card codes for the ``scripted_shoe`` fixture (P B P B, then thirds)."""

from __future__ import annotations

THIRDS = "2S 4H 3D KC 4D 7C"
"""Player 5 draws a 4 (9); banker 4 draws on a 4: a 7 (1). Player wins with 9 (banker 1)."""

BANKER_NATURAL = "TS 9C KH KD"
"""Banker 9 against player 0: no third card."""

PLAYER_LOSES = "2S 4H 3D 4C  2D 4S 3H 4D"
"""Player 5, banker 8 with a pair of fours (natural), twice: PAR BANCA wins, JUGADOR loses."""

BANKER_SIX = "TS 3C 5H 3D 9D"
"""Player 5 draws 9 (4); banker 6 stands: banker wins with 6."""
