"""The Punto Banco rules: the whole third-card tableau as golden data, naturals, pairs, card codes."""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest

from baccarat_qt.engine import Card, Coup, Outcome, Rank, Shoe, Suit, deal_coup
from baccarat_qt.engine.rules import banker_draws, hand_total, is_natural, player_draws
from baccarat_qt.engine.shoe import SHOE_SIZE, fisher_yates, scripted

TABLEAU = """
banker | player's third card  | player
total  | 0 1 2 3 4 5 6 7 8 9  | stood
0      | D D D D D D D D D D  | D
1      | D D D D D D D D D D  | D
2      | D D D D D D D D D D  | D
3      | D D D D D D D D S D  | D
4      | S S D D D D D D S S  | D
5      | S S S S D D D D S S  | D
6      | S S S S S S D D S S  | S
7      | S S S S S S S S S S  | S
"""
"""SPEC §3.5 as a grid: D = the banker draws, S = the banker stands (no natural on the table)."""

# Every cell of the tableau, one deal per line, written from SPEC §2-3 (not from
# the engine). Columns: the player's and the banker's two-card totals, the
# player's third card ("-" when the player stands or there is a natural) | the
# player's cards | the banker's cards | the final totals and the winner. The
# cards are dealt P, B, P, B, then the thirds. The lines were produced once by
# a throwaway script that encodes the SPEC's text and imports nothing from
# baccarat_qt; test_golden_agrees_with_the_spec_tableau checks them against
# the SPEC grid above.
GOLDEN = """
0 0 0 | 3H 7D JH | AC 9S 5D | 0 5 BANKER
0 0 1 | 4C 6S AC | 2H 8D 8S | 1 8 BANKER
0 0 2 | 5H 5D 2H | 3C 7S AD | 2 1 PLAYER
0 0 3 | 6C 4S 3C | 4H 6D 4S | 3 4 BANKER
0 0 4 | 7H 3D 4H | 5C 5S 7D | 4 7 BANKER
0 0 5 | 8C 2S 5C | 6H 4D JS | 5 0 PLAYER
0 0 6 | 9H AD 6H | 7C 3S 3D | 6 3 PLAYER
0 0 7 | QC KS 7C | 8H 2D 6S | 7 6 PLAYER
0 0 8 | AH 9D 8H | 9C AS 9D | 8 9 BANKER
0 0 9 | 2C 8S 9C | QH QD 2S | 9 2 PLAYER
0 1 0 | 6H 4D TH | 4C 7S 7D | 0 8 BANKER
0 1 1 | 7C 3S AC | 5H 6D QS | 1 1 TIE
0 1 2 | 8H 2D 2H | 6C 5S 3D | 2 4 BANKER
0 1 3 | 9C AS 3C | 7H 4D 6S | 3 7 BANKER
0 1 4 | JH JD 4H | 8C 3S 9D | 4 0 PLAYER
0 1 5 | AC 9S 5C | 9H 2D 2S | 5 3 PLAYER
0 1 6 | 2H 8D 6H | TC AS 5D | 6 6 TIE
0 1 7 | 3C 7S 7C | AH QD 8S | 7 9 BANKER
0 1 8 | 4H 6D 8H | 2C 9S AD | 8 2 PLAYER
0 1 9 | 5C 5S 9C | 3H 8D 4S | 9 5 PLAYER
0 2 0 | 9H AD KH | 7C 5S 9D | 0 1 BANKER
0 2 1 | KC TS AC | 8H 4D 2S | 1 4 BANKER
0 2 2 | AH 9D 2H | 9C 3S 5D | 2 7 BANKER
0 2 3 | 2C 8S 3C | KH 2D 8S | 3 0 PLAYER
0 2 4 | 3H 7D 4H | AC AS AD | 4 3 PLAYER
0 2 5 | 4C 6S 5C | 2H QD 4S | 5 6 BANKER
0 2 6 | 5H 5D 6H | 3C 9S 7D | 6 9 BANKER
0 2 7 | 6C 4S 7C | 4H 8D QS | 7 2 PLAYER
0 2 8 | 7H 3D 8H | 5C 7S 3D | 8 5 PLAYER
0 2 9 | 8C 2S 9C | 6H 6D 6S | 9 8 PLAYER
0 3 0 | 2H 8D QH | JC 3S AD | 0 4 BANKER
0 3 1 | 3C 7S AC | AH 2D 4S | 1 7 BANKER
0 3 2 | 4H 6D 2H | 2C AS 7D | 2 0 PLAYER
0 3 3 | 5C 5S 3C | 3H QD KS | 3 3 TIE
0 3 4 | 6H 4D 4H | 4C 9S 3D | 4 6 BANKER
0 3 5 | 7C 3S 5C | 5H 8D 6S | 5 9 BANKER
0 3 6 | 8H 2D 6H | 6C 7S 9D | 6 2 PLAYER
0 3 7 | 9C AS 7C | 7H 6D 2S | 7 5 PLAYER
0 3 8 | JH JD 8H | 8C 5S    | 8 3 PLAYER
0 3 9 | AD 9C 9D | 9S 4H 8C | 9 1 PLAYER
0 4 0 | 5S 5H JS | 3D AC    | 0 4 BANKER
0 4 1 | 6H 4D AH | 4C QS    | 1 4 BANKER
0 4 2 | 7D 3C 2D | 5S 9H 9C | 2 3 BANKER
0 4 3 | 8S 2H 3S | 6D 8C 2H | 3 6 BANKER
0 4 4 | 9D AC 4D | 7S 7H 5C | 4 9 BANKER
0 4 5 | KS KH 5S | 8D 6C 8H | 5 2 PLAYER
0 4 6 | AD 9C 6D | 9S 5H AC | 6 5 PLAYER
0 4 7 | 2S 8H 7S | QD 4C 4H | 7 8 BANKER
0 4 8 | 3D 7C 8D | AS 3H    | 8 4 PLAYER
0 4 9 | 4C 6S 9C | 2H 2D    | 9 4 PLAYER
0 5 0 | 8S 2H KS | 6D 9C    | 0 5 BANKER
0 5 1 | 9H AD AH | 7C 8S    | 1 5 BANKER
0 5 2 | TD TC 2D | 8S 7H    | 2 5 BANKER
0 5 3 | AC 9S 3C | 9H 6D    | 3 5 BANKER
0 5 4 | 2S 8H 4S | KD 5C 7H | 4 2 PLAYER
0 5 5 | 3D 7C 5D | AS 4H JC | 5 5 TIE
0 5 6 | 4S 6H 6S | 2D 3C 3H | 6 8 BANKER
0 5 7 | 5D 5C 7D | 3S 2H 6C | 7 1 PLAYER
0 5 8 | 6S 4H 8S | 4D AC    | 8 5 PLAYER
0 5 9 | 7H 3D 9H | 5C KS    | 9 5 PLAYER
0 6 0 | AD 9C TD | 9S 7H    | 0 6 BANKER
0 6 1 | 2C 8S AC | JH 6D    | 1 6 BANKER
0 6 2 | 3S 7H 2S | AD 5C    | 2 6 BANKER
0 6 3 | 4H 6D 3H | 2C 4S    | 3 6 BANKER
0 6 4 | 5D 5C 4D | 3S 3H    | 4 6 BANKER
0 6 5 | 6C 4S 5C | 4H 2D    | 5 6 BANKER
0 6 6 | 7S 3H 6S | 5D AC 5H | 6 1 PLAYER
0 6 7 | 8D 2C 7D | 6S JH 8C | 7 4 PLAYER
0 6 8 | 9S AH 8S | 7D 9C    | 8 6 PLAYER
0 6 9 | KH KD 9H | 8C 8S    | 9 6 PLAYER
0 7 0 | 4D 6C JD | 2S 5H    | 0 7 BANKER
0 7 1 | 5C 5S AC | 3H 4D    | 1 7 BANKER
0 7 2 | 6S 4H 2S | 4D 3C    | 2 7 BANKER
0 7 3 | 7H 3D 3H | 5C 2S    | 3 7 BANKER
0 7 4 | 8D 2C 4D | 6S AH    | 4 7 BANKER
0 7 5 | 9C AS 5C | 7H KD    | 5 7 BANKER
0 7 6 | TS TH 6S | 8D 9C    | 6 7 BANKER
0 7 7 | AH 9D 7H | 9C 8S    | 7 7 TIE
0 7 8 | 2D 8C 8D | KS 7H    | 8 7 PLAYER
0 7 9 | 3C 7S 9C | AH 6D    | 9 7 PLAYER
0 8 - | 7S 3H    | 5D 3C    | 0 8 BANKER
0 9 - | QS QH    | 8D AC    | 0 9 BANKER
1 0 0 | KS AH TS | 2D 8C 6H | 1 6 BANKER
1 0 1 | AD TC AD | 3S 7H 9C | 2 9 BANKER
1 0 2 | 2S 9H 2S | 4D 6C 2H | 3 2 PLAYER
1 0 3 | 3D 8C 3D | 5S 5H 5C | 4 5 BANKER
1 0 4 | 4S 7H 4S | 6D 4C 8H | 5 8 BANKER
1 0 5 | 5D 6C 5D | 7S 3H AC | 6 1 PLAYER
1 0 6 | 6S 5H 6S | 8D 2C 4H | 7 4 PLAYER
1 0 7 | 7D 4C 7D | 9S AH 7C | 8 7 PLAYER
1 0 8 | 8S 3H 8S | KD KC TH | 9 0 PLAYER
1 0 9 | 9D 2C 9D | AS 9H 3C | 0 3 BANKER
1 1 0 | 3S 8H KS | 5D 6C 8H | 1 9 BANKER
1 1 1 | 4D 7C AD | 6S 5H AC | 2 2 TIE
1 1 2 | 5S 6H 2S | 7D 4C 4H | 3 5 BANKER
1 1 3 | 6D 5C 3D | 8S 3H 7C | 4 8 BANKER
1 1 4 | 7S 4H 4S | 9D 2C JH | 5 1 PLAYER
1 1 5 | 8D 3C 5D | QS AH 3C | 6 4 PLAYER
1 1 6 | 9S 2H 6S | AD KC 6H | 7 7 TIE
1 1 7 | TD AC 7D | 2S 9H 9C | 8 0 PLAYER
1 1 8 | AS QH 8S | 3D 8C 2H | 9 3 PLAYER
1 1 9 | 2D 9C 9D | 4S 7H 5C | 0 6 BANKER
1 2 0 | 6S 5H QS | 8D 4C QH | 1 2 BANKER
1 2 1 | 7D 4C AD | 9S 3H 3C | 2 5 BANKER
1 2 2 | 8S 3H 2S | TD 2C 6H | 3 8 BANKER
1 2 3 | 9D 2C 3D | AS AH 9C | 4 1 PLAYER
1 2 4 | KS AH 4S | 2D KC 2H | 5 4 PLAYER
1 2 5 | AD TC 5D | 3S 9H 5C | 6 7 BANKER
1 2 6 | 2S 9H 6S | 4D 8C 8H | 7 0 PLAYER
1 2 7 | 3D 8C 7D | 5S 7H AC | 8 3 PLAYER
1 2 8 | 4S 7H 8S | 6D 6C 4H | 9 6 PLAYER
1 2 9 | 5D 6C 9D | 7S 5H 7C | 0 9 BANKER
1 3 0 | 9S 2H JS | AD 2C 2H | 1 5 BANKER
1 3 1 | JD AC AD | 2S AH 5C | 2 8 BANKER
1 3 2 | AS KH 2S | 3D KC 8H | 3 1 PLAYER
1 3 3 | 2D 9C 3D | 4S 9H AC | 4 4 TIE
1 3 4 | 3S 8H 4S | 5D 8C 4H | 5 7 BANKER
1 3 5 | 4D 7C 5D | 6S 7H 7C | 6 0 PLAYER
1 3 6 | 5S 6H 6S | 7D 6C QH | 7 3 PLAYER
1 3 7 | 6D 5C 7D | 8S 5H 3C | 8 6 PLAYER
1 3 8 | 7S 4H 8S | 9D 4C    | 9 3 PLAYER
1 3 9 | 8H 3D 9H | JC 3S 9D | 0 2 BANKER
1 4 0 | 2C 9S KC | 4H KD    | 1 4 BANKER
1 4 1 | 3S 8H AS | 5D 9C    | 2 4 BANKER
1 4 2 | 4H 7D 2H | 6C 8S QD | 3 4 BANKER
1 4 3 | 5C 6S 3C | 7H 7D 3S | 4 7 BANKER
1 4 4 | 6H 5D 4H | 8C 6S 6D | 5 0 PLAYER
1 4 5 | 7C 4S 5C | 9H 5D 9S | 6 3 PLAYER
1 4 6 | 8H 3D 6H | KC 4S 2D | 7 6 PLAYER
1 4 7 | 9C 2S 7C | AH 3D 5S | 8 9 BANKER
1 4 8 | QH AD 8H | 2C 2S    | 9 4 PLAYER
1 4 9 | AD KC 9D | 3S AH    | 0 4 BANKER
1 5 0 | 5C 6S JC | 7H 8D    | 1 5 BANKER
1 5 1 | 6S 5H AS | 8D 7C    | 2 5 BANKER
1 5 2 | 7H 4D 2H | 9C 6S    | 3 5 BANKER
1 5 3 | 8D 3C 3D | JS 5H    | 4 5 BANKER
1 5 4 | 9C 2S 4C | AH 4D 8S | 5 3 PLAYER
1 5 5 | KH AD 5H | 2C 3S AD | 6 6 TIE
1 5 6 | AC JS 6C | 3H 2D 4S | 7 9 BANKER
1 5 7 | 2H 9D 7H | 4C AS 7D | 8 2 PLAYER
1 5 8 | 3C 8S 8C | 5H TD    | 9 5 PLAYER
1 5 9 | 4S 7H 9S | 6D 9C    | 0 5 BANKER
1 6 0 | 8H 3D KH | QC 6S    | 1 6 BANKER
1 6 1 | 9D 2C AD | AS 5H    | 2 6 BANKER
1 6 2 | TC AS 2C | 2H 4D    | 3 6 BANKER
1 6 3 | AS QH 3S | 3D 3C    | 4 6 BANKER
1 6 4 | 2H 9D 4H | 4C 2S    | 5 6 BANKER
1 6 5 | 3D 8C 5D | 5S AH    | 6 6 TIE
1 6 6 | 4C 7S 6C | 6H QD 6S | 7 2 PLAYER
1 6 7 | 5H 6D 7H | 7C 9S 9D | 8 5 PLAYER
1 6 8 | 6C 5S 8C | 8H 8D    | 9 6 PLAYER
1 6 9 | 7S 4H 9S | 9D 7C    | 0 6 BANKER
1 7 0 | AH KD TH | 3C 4S    | 1 7 BANKER
1 7 1 | 2D 9C AD | 4S 3H    | 2 7 BANKER
1 7 2 | 3C 8S 2C | 5H 2D    | 3 7 BANKER
1 7 3 | 4S 7H 3S | 6D AC    | 4 7 BANKER
1 7 4 | 5H 6D 4H | 7C JS    | 5 7 BANKER
1 7 5 | 6D 5C 5D | 8S 9H    | 6 7 BANKER
1 7 6 | 7C 4S 6C | 9H 8D    | 7 7 TIE
1 7 7 | 8S 3H 7S | TD 7C    | 8 7 PLAYER
1 7 8 | 9H 2D 8H | AC 6S    | 9 7 PLAYER
1 7 9 | QD AC 9D | 2S 5H    | 0 7 BANKER
1 8 - | 4C 7S    | 6H 2D    | 1 8 BANKER
1 9 - | 7C 4S    | 9H JD    | 1 9 BANKER
2 0 0 | 7C 5S QC | 3H 7D 7S | 2 7 BANKER
2 0 1 | 8H 4D AH | 4C 6S TD | 3 0 PLAYER
2 0 2 | 9C 3S 2C | 5H 5D 3S | 4 3 PLAYER
2 0 3 | QH 2D 3H | 6C 4S 6D | 5 6 BANKER
2 0 4 | AC AS 4C | 7H 3D 9S | 6 9 BANKER
2 0 5 | 2H JD 5H | 8C 2S 2D | 7 2 PLAYER
2 0 6 | 3C 9S 6C | 9H AD 5S | 8 5 PLAYER
2 0 7 | 4H 8D 7H | TC JS 8D | 9 8 PLAYER
2 0 8 | 5C 7S 8C | AH 9D AS | 0 1 BANKER
2 0 9 | 6H 6D 9H | 2C 8S 4D | 1 4 BANKER
2 1 0 | TC 2S JC | 6H 5D 9S | 2 0 PLAYER
2 1 1 | AH AD AH | 7C 4S 2D | 3 3 TIE
2 1 2 | 2C TS 2C | 8H 3D 5S | 4 6 BANKER
2 1 3 | 3H 9D 3H | 9C 2S 8D | 5 9 BANKER
2 1 4 | 4C 8S 4C | KH AD AS | 6 2 PLAYER
2 1 5 | 5H 7D 5H | AC JS 4D | 7 5 PLAYER
2 1 6 | 6C 6S 6C | 2H 9D 7S | 8 8 TIE
2 1 7 | 7H 5D 7H | 3C 8S TD | 9 1 PLAYER
2 1 8 | 8C 4S 8C | 4H 7D 3S | 0 4 BANKER
2 1 9 | 9H 3D 9H | 5C 6S 6D | 1 7 BANKER
2 2 0 | 3C 9S TC | 9H 3D AS | 2 3 BANKER
2 2 1 | 4H 8D AH | JC 2S 4D | 3 6 BANKER
2 2 2 | 5C 7S 2C | AH AD 7S | 4 9 BANKER
2 2 3 | 6H 6D 3H | 2C JS JD | 5 2 PLAYER
2 2 4 | 7C 5S 4C | 3H 9D 3S | 6 5 PLAYER
2 2 5 | 8H 4D 5H | 4C 8S 6D | 7 8 BANKER
2 2 6 | 9C 3S 6C | 5H 7D 9S | 8 1 PLAYER
2 2 7 | QH 2D 7H | 6C 6S 2D | 9 4 PLAYER
2 2 8 | AC AS 8C | 7H 5D 5S | 0 7 BANKER
2 2 9 | 2H JD 9H | 8C 4S 8D | 1 0 PLAYER
2 3 0 | 6C 6S KC | 2H AD 3S | 2 6 BANKER
2 3 1 | 7H 5D AH | 3C JS 6D | 3 9 BANKER
2 3 2 | 8C 4S 2C | 4H 9D 9S | 4 2 PLAYER
2 3 3 | 9H 3D 3H | 5C 8S 2D | 5 5 TIE
2 3 4 | TC 2S 4C | 6H 7D 5S | 6 8 BANKER
2 3 5 | AH AD 5H | 7C 6S 8D | 7 1 PLAYER
2 3 6 | 2C TS 6C | 8H 5D AS | 8 4 PLAYER
2 3 7 | 3H 9D 7H | 9C 4S 4D | 9 7 PLAYER
2 3 8 | 4C 8S 8C | KH 3D    | 0 3 BANKER
2 3 9 | 5S 7H 9S | AD 2C JH | 1 3 BANKER
2 4 0 | 9D 3C QD | 5S 9H    | 2 4 BANKER
2 4 1 | QC 2S AC | 6H 8D    | 3 4 BANKER
2 4 2 | AS AH 2S | 7D 7C AH | 4 5 BANKER
2 4 3 | 2D JC 3D | 8S 6H 4C | 5 8 BANKER
2 4 4 | 3S 9H 4S | 9D 5C 7H | 6 1 PLAYER
2 4 5 | 4D 8C 5D | JS 4H JC | 7 4 PLAYER
2 4 6 | 5S 7H 6S | AD 3C 3H | 8 7 PLAYER
2 4 7 | 6D 6C 7D | 2S 2H 6C | 9 0 PLAYER
2 4 8 | 7S 5H 8S | 3D AC    | 0 4 BANKER
2 4 9 | 8H 4D 9H | 4C KS    | 1 4 BANKER
2 5 0 | 2D KC TD | 8S 7H    | 2 5 BANKER
2 5 1 | 3C 9S AC | 9H 6D    | 3 5 BANKER
2 5 2 | 4S 8H 2S | QD 5C    | 4 5 BANKER
2 5 3 | 5H 7D 3H | AC 4S    | 5 5 TIE
2 5 4 | 6D 6C 4D | 2S 3H 9C | 6 4 PLAYER
2 5 5 | 7S 5H 5S | 3D 2C 2H | 7 7 TIE
2 5 6 | 8D 4C 6D | 4S AH 5C | 8 0 PLAYER
2 5 7 | 9S 3H 7S | 5D JC 8H | 9 3 PLAYER
2 5 8 | QD 2C 8D | 6S 9H    | 0 5 BANKER
2 5 9 | AC AS 9C | 7H 8D    | 1 5 BANKER
2 6 0 | 5S 7H QS | AD 5C    | 2 6 BANKER
2 6 1 | 6H 6D AH | 2C 4S    | 3 6 BANKER
2 6 2 | 7D 5C 2D | 3S 3H    | 4 6 BANKER
2 6 3 | 8C 4S 3C | 4H 2D    | 5 6 BANKER
2 6 4 | 9S 3H 4S | 5D AC    | 6 6 TIE
2 6 5 | KH 2D 5H | 6C TS    | 7 6 PLAYER
2 6 6 | AD AC 6D | 7S 9H 7C | 8 3 PLAYER
2 6 7 | 2S QH 7S | 8D 8C KH | 9 6 PLAYER
2 6 8 | 3D 9C 8D | 9S 7H    | 0 6 BANKER
2 6 9 | 4C 8S 9C | JH 6D    | 1 6 BANKER
2 7 0 | 8S 4H KS | 4D 3C    | 2 7 BANKER
2 7 1 | 9H 3D AH | 5C 2S    | 3 7 BANKER
2 7 2 | TD 2C 2D | 6S AH    | 4 7 BANKER
2 7 3 | AC AS 3C | 7H QD    | 5 7 BANKER
2 7 4 | 2S KH 4S | 8D 9C    | 6 7 BANKER
2 7 5 | 3H 9D 5H | 9C 8S    | 7 7 TIE
2 7 6 | 4D 8C 6D | QS 7H    | 8 7 PLAYER
2 7 7 | 5C 7S 7C | AH 6D    | 9 7 PLAYER
2 7 8 | 6S 6H 8S | 2D 5C    | 0 7 BANKER
2 7 9 | 7H 5D 9H | 3C 4S    | 1 7 BANKER
2 8 - | AD AC    | 7S AH    | 2 8 BANKER
2 9 - | 4D 8C    | TS 9H    | 2 9 BANKER
3 0 0 | 4D 9C JD | 4S 6H 8C | 3 8 BANKER
3 0 1 | 5S 8H AS | 5D 5C AH | 4 1 PLAYER
3 0 2 | 6D 7C 2D | 6S 4H 4C | 5 4 PLAYER
3 0 3 | 7S 6H 3S | 7D 3C 7H | 6 7 BANKER
3 0 4 | 8D 5C 4D | 8S 2H KC | 7 0 PLAYER
3 0 5 | 9S 4H 5S | 9D AC 3H | 8 3 PLAYER
3 0 6 | JD 3C 6D | QS QH 6C | 9 6 PLAYER
3 0 7 | AS 2H 7S | AD 9C 9H | 0 9 BANKER
3 0 8 | 2D AC 8D | 2S 8H 2C | 1 2 BANKER
3 0 9 | 3S QH 9S | 3D 7C 5H | 2 5 BANKER
3 1 0 | 7D 6C TD | 7S 4H TC | 3 1 PLAYER
3 1 1 | 8S 5H AS | 8D 3C 3H | 4 4 TIE
3 1 2 | 9D 4C 2D | 9S 2H 6C | 5 7 BANKER
3 1 3 | TS 3H 3S | TD AC 9H | 6 0 PLAYER
3 1 4 | AD 2C 4D | AS QH 2C | 7 3 PLAYER
3 1 5 | 2S AH 5S | 2D 9C 5H | 8 6 PLAYER
3 1 6 | 3D TC 6D | 3S 8H 8C | 9 9 TIE
3 1 7 | 4S 9H 7S | 4D 7C AH | 0 2 BANKER
3 1 8 | 5D 8C 8D | 5S 6H 4C | 1 5 BANKER
3 1 9 | 6S 7H 9S | 6D 5C 7H | 2 8 BANKER
3 2 0 | QD 3C KD | KS 2H 2C | 3 4 BANKER
3 2 1 | AS 2H AS | AD AC 5H | 4 7 BANKER
3 2 2 | 2D AC 2D | 2S QH 8C | 5 0 PLAYER
3 2 3 | 3S KH 3S | 3D 9C AH | 6 3 PLAYER
3 2 4 | 4D 9C 4D | 4S 8H 4C | 7 6 PLAYER
3 2 5 | 5S 8H 5S | 5D 7C 7H | 8 9 BANKER
3 2 6 | 6D 7C 6D | 6S 6H TC | 9 2 PLAYER
3 2 7 | 7S 6H 7S | 7D 5C 3H | 0 5 BANKER
3 2 8 | 8D 5C 8D | 8S 4H 6C | 1 8 BANKER
3 2 9 | 9S 4H 9S | 9D 3C 9H | 2 1 PLAYER
3 3 0 | 3D JC QD | 3S QH 4C | 3 7 BANKER
3 3 1 | 4S 9H AS | 4D 9C 7H | 4 0 PLAYER
3 3 2 | 5D 8C 2D | 5S 8H JC | 5 3 PLAYER
3 3 3 | 6S 7H 3S | 6D 7C 3H | 6 6 TIE
3 3 4 | 7D 6C 4D | 7S 6H 6C | 7 9 BANKER
3 3 5 | 8S 5H 5S | 8D 5C 9H | 8 2 PLAYER
3 3 6 | 9D 4C 6D | 9S 4H 2C | 9 5 PLAYER
3 3 7 | TS 3H 7S | TD 3C 5H | 0 8 BANKER
3 3 8 | AD 2C 8D | AS 2H    | 1 3 BANKER
3 3 9 | 2C AS 9C | 2H AD AS | 2 4 BANKER
3 4 0 | 6H 7D JH | 6C 8S    | 3 4 BANKER
3 4 1 | 7D 6C AD | 7S 7H    | 4 4 TIE
3 4 2 | 8C 5S 2C | 8H 6D 2S | 5 6 BANKER
3 4 3 | 9H 4D 3H | 9C 5S 5D | 6 9 BANKER
3 4 4 | JC 3S 4C | QH 4D 8S | 7 2 PLAYER
3 4 5 | AH 2D 5H | AC 3S AD | 8 5 PLAYER
3 4 6 | 2C AS 6C | 2H 2D 4S | 9 8 PLAYER
3 4 7 | 3H QD 7H | 3C AS 7D | 0 1 BANKER
3 4 8 | 4C 9S 8C | 4H TD    | 1 4 BANKER
3 4 9 | 5S 8H 9S | 5D 9C    | 2 4 BANKER
3 5 0 | 9H 4D KH | 9C 6S    | 3 5 BANKER
3 5 1 | KD 3C AD | TS 5H    | 4 5 BANKER
3 5 2 | AC 2S 2C | AH 4D    | 5 5 TIE
3 5 3 | 2S AH 3S | 2D 3C    | 6 5 PLAYER
3 5 4 | 3H KD 4H | 3C 2S TD | 7 5 PLAYER
3 5 5 | 4C 9S 5C | 4H AD 3S | 8 8 TIE
3 5 6 | 5H 8D 6H | 5C KS 6D | 9 1 PLAYER
3 5 7 | 6C 7S 7C | 6H 9D 9S | 0 4 BANKER
3 5 8 | 7H 6D 8H | 7C 8S    | 1 5 BANKER
3 5 9 | 8D 5C 9D | 8S 7H    | 2 5 BANKER
3 6 0 | 2C AS TC | 2H 4D    | 3 6 BANKER
3 6 1 | 3S JH AS | 3D 3C    | 4 6 BANKER
3 6 2 | 4H 9D 2H | 4C 2S    | 5 6 BANKER
3 6 3 | 5D 8C 3D | 5S AH    | 6 6 TIE
3 6 4 | 6C 7S 4C | 6H JD    | 7 6 PLAYER
3 6 5 | 7S 6H 5S | 7D 9C    | 8 6 PLAYER
3 6 6 | 8H 5D 6H | 8C 8S 8D | 9 4 PLAYER
3 6 7 | 9C 4S 7C | 9H 7D AS | 0 7 BANKER
3 6 8 | QH 3D 8H | QC 6S    | 1 6 BANKER
3 6 9 | AD 2C 9D | AS 5H    | 2 6 BANKER
3 7 0 | 5C 8S JC | 5H 2D    | 3 7 BANKER
3 7 1 | 6S 7H AS | 6D AC    | 4 7 BANKER
3 7 2 | 7H 6D 2H | 7C TS    | 5 7 BANKER
3 7 3 | 8D 5C 3D | 8S 9H    | 6 7 BANKER
3 7 4 | 9C 4S 4C | 9H 8D    | 7 7 TIE
3 7 5 | KS 3H 5S | KD 7C    | 8 7 PLAYER
3 7 6 | AH 2D 6H | AC 6S    | 9 7 PLAYER
3 7 7 | 2D AC 7D | 2S 5H    | 0 7 BANKER
3 7 8 | 3C KS 8C | 3H 4D    | 1 7 BANKER
3 7 9 | 4S 9H 9S | 4D 3C    | 2 7 BANKER
3 8 - | 8H 5D    | 8C QS    | 3 8 BANKER
3 9 - | AH 2D    | AC 8S    | 3 9 BANKER
4 0 0 | AH 3D TH | 5C 5S 9D | 4 9 BANKER
4 0 1 | 2C 2S AC | 6H 4D 2S | 5 2 PLAYER
4 0 2 | 3H AD 2H | 7C 3S 5D | 6 5 PLAYER
4 0 3 | 4C TS 3C | 8H 2D 8S | 7 8 BANKER
4 0 4 | 5H 9D 4H | 9C AS AD | 8 1 PLAYER
4 0 5 | 6C 8S 5C | KH KD 4S | 9 4 PLAYER
4 0 6 | 7H 7D 6H | AC 9S 7D | 0 7 BANKER
4 0 7 | 8C 6S 7C | 2H 8D KS | 1 0 PLAYER
4 0 8 | 9H 5D 8H | 3C 7S 3D | 2 3 BANKER
4 0 9 | TC 4S 9C | 4H 6D 6S | 3 6 BANKER
4 1 0 | 4H QD KH | 8C 3S AD | 4 2 PLAYER
4 1 1 | 5C 9S AC | 9H 2D 4S | 5 5 TIE
4 1 2 | 6H 8D 2H | JC AS 7D | 6 8 BANKER
4 1 3 | 7C 7S 3C | AH KD TS | 7 1 PLAYER
4 1 4 | 8H 6D 4H | 2C 9S 3D | 8 4 PLAYER
4 1 5 | 9C 5S 5C | 3H 8D 6S | 9 7 PLAYER
4 1 6 | KH 4D 6H | 4C 7S 9D | 0 0 TIE
4 1 7 | AC 3S 7C | 5H 6D 2S | 1 3 BANKER
4 1 8 | 2H 2D 8H | 6C 5S 5D | 2 6 BANKER
4 1 9 | 3C AS 9C | 7H 4D 8S | 3 9 BANKER
4 2 0 | 7H 7D QH | AC AS 3D | 4 5 BANKER
4 2 1 | 8C 6S AC | 2H KD 6S | 5 8 BANKER
4 2 2 | 9H 5D 2H | 3C 9S 9D | 6 1 PLAYER
4 2 3 | JC 4S 3C | 4H 8D 2S | 7 4 PLAYER
4 2 4 | AH 3D 4H | 5C 7S 5D | 8 7 PLAYER
4 2 5 | 2C 2S 5C | 6H 6D 8S | 9 0 PLAYER
4 2 6 | 3H AD 6H | 7C 5S AD | 0 3 BANKER
4 2 7 | 4C TS 7C | 8H 4D 4S | 1 6 BANKER
4 2 8 | 5H 9D 8H | 9C 3S 7D | 2 9 BANKER
4 2 9 | 6C 8S 9C | KH 2D TS | 3 2 PLAYER
4 3 0 | TH 4D JH | 4C 9S 5D | 4 8 BANKER
4 3 1 | AC 3S AC | 5H 8D 8S | 5 1 PLAYER
4 3 2 | 2H 2D 2H | 6C 7S AD | 6 4 PLAYER
4 3 3 | 3C AS 3C | 7H 6D 4S | 7 7 TIE
4 3 4 | 4H QD 4H | 8C 5S 7D | 8 0 PLAYER
4 3 5 | 5C 9S 5C | 9H 4D JS | 9 3 PLAYER
4 3 6 | 6H 8D 6H | JC 3S 3D | 0 6 BANKER
4 3 7 | 7C 7S 7C | AH 2D 6S | 1 9 BANKER
4 3 8 | 8H 6D 8H | 2C AS    | 2 3 BANKER
4 3 9 | 9D 5C 9D | 3S QH 2C | 3 5 BANKER
4 4 0 | 3S AH TS | 7D 7C    | 4 4 TIE
4 4 1 | 4H TD AH | 8C 6S    | 5 4 PLAYER
4 4 2 | 5D 9C 2D | 9S 5H 3C | 6 7 BANKER
4 4 3 | 6S 8H 3S | KD 4C 6H | 7 0 PLAYER
4 4 4 | 7D 7C 4D | AS 3H 9C | 8 3 PLAYER
4 4 5 | 8S 6H 5S | 2D 2C 2H | 9 6 PLAYER
4 4 6 | 9D 5C 6D | 3S AH 5C | 0 9 BANKER
4 4 7 | JS 4H 7S | 4D JC 8H | 1 2 BANKER
4 4 8 | AD 3C 8D | 5S 9H    | 2 4 BANKER
4 4 9 | 2C 2S 9C | 6H 8D    | 3 4 BANKER
4 5 0 | 6S 8H QS | JD 5C    | 4 5 BANKER
4 5 1 | 7H 7D AH | AC 4S    | 5 5 TIE
4 5 2 | 8D 6C 2D | 2S 3H    | 6 5 PLAYER
4 5 3 | 9C 5S 3C | 3H 2D    | 7 5 PLAYER
4 5 4 | QS 4H 4S | 4D AC AH | 8 6 PLAYER
4 5 5 | AD 3C 5D | 5S TH 4C | 9 9 TIE
4 5 6 | 2S 2H 6S | 6D 9C 7H | 0 2 BANKER
4 5 7 | 3D AC 7D | 7S 8H KC | 1 5 BANKER
4 5 8 | 4S TH 8S | 8D 7C    | 2 5 BANKER
4 5 9 | 5H 9D 9H | 9C 6S    | 3 5 BANKER
4 6 0 | 9D 5C KD | 3S 3H    | 4 6 BANKER
4 6 1 | KC 4S AC | 4H 2D    | 5 6 BANKER
4 6 2 | AS 3H 2S | 5D AC    | 6 6 TIE
4 6 3 | 2H 2D 3H | 6C KS    | 7 6 PLAYER
4 6 4 | 3D AC 4D | 7S 9H    | 8 6 PLAYER
4 6 5 | 4C JS 5C | 8H 8D    | 9 6 PLAYER
4 6 6 | 5S 9H 6S | 9D 7C 9H | 0 5 BANKER
4 6 7 | 6D 8C 7D | TS 6H 2C | 1 8 BANKER
4 6 8 | 7S 7H 8S | AD 5C    | 2 6 BANKER
4 6 9 | 8H 6D 9H | 2C 4S    | 3 6 BANKER
4 7 0 | 2D 2C TD | 6S AH    | 4 7 BANKER
4 7 1 | 3C AS AC | 7H JD    | 5 7 BANKER
4 7 2 | 4S QH 2S | 8D 9C    | 6 7 BANKER
4 7 3 | 5H 9D 3H | 9C 8S    | 7 7 TIE
4 7 4 | 6D 8C 4D | JS 7H    | 8 7 PLAYER
4 7 5 | 7C 7S 5C | AH 6D    | 9 7 PLAYER
4 7 6 | 8S 6H 6S | 2D 5C    | 0 7 BANKER
4 7 7 | 9H 5D 7H | 3C 4S    | 1 7 BANKER
4 7 8 | JD 4C 8D | 4S 3H    | 2 7 BANKER
4 7 9 | AC 3S 9C | 5H 2D    | 3 7 BANKER
4 8 - | 5S 9H    | 9D 9C    | 4 8 BANKER
4 9 - | 8S 6H    | 2D 7C    | 4 9 BANKER
5 0 0 | 8S 7H KS | 6D 4C KH | 5 0 PLAYER
5 0 1 | 9D 6C AD | 7S 3H 3C | 6 3 PLAYER
5 0 2 | JS 5H 2S | 8D 2C 6H | 7 6 PLAYER
5 0 3 | AD 4C 3D | 9S AH 9C | 8 9 BANKER
5 0 4 | 2S 3H 4S | TD TC 2H | 9 2 PLAYER
5 0 5 | 3D 2C 5D | AS 9H 5C | 0 5 BANKER
5 0 6 | 4S AH 6S | 2D 8C 8H | 1 8 BANKER
5 0 7 | 5D TC 7D | 3S 7H AC | 2 1 PLAYER
5 0 8 | 6S 9H 8S | 4D 6C 4H | 3 4 BANKER
5 0 9 | 7D 8C 9D | 5S 5H 7C | 4 7 BANKER
5 1 0 | AS 4H QS | 9D 2C 2H | 5 3 PLAYER
5 1 1 | 2D 3C AD | KS AH 5C | 6 6 TIE
5 1 2 | 3S 2H 2S | AD TC 8H | 7 9 BANKER
5 1 3 | 4D AC 3D | 2S 9H AC | 8 2 PLAYER
5 1 4 | 5S KH 4S | 3D 8C 4H | 9 5 PLAYER
5 1 5 | 6D 9C 5D | 4S 7H 7C | 0 8 BANKER
5 1 6 | 7S 8H 6S | 5D 6C KH | 1 1 TIE
5 1 7 | 8D 7C 7D | 6S 5H 3C | 2 4 BANKER
5 1 8 | 9S 6H 8S | 7D 4C 6H | 3 7 BANKER
5 1 9 | QD 5C 9D | 8S 3H 9C | 4 0 PLAYER
5 2 0 | 4S AH JS | 2D TC 4H | 5 6 BANKER
5 2 1 | 5D JC AD | 3S 9H 7C | 6 9 BANKER
5 2 2 | 6S 9H 2S | 4D 8C TH | 7 2 PLAYER
5 2 3 | 7D 8C 3D | 5S 7H 3C | 8 5 PLAYER
5 2 4 | 8S 7H 4S | 6D 6C 6H | 9 8 PLAYER
5 2 5 | 9D 6C 5D | 7S 5H 9C | 0 1 BANKER
5 2 6 | JS 5H 6S | 8D 4C 2H | 1 4 BANKER
5 2 7 | AD 4C 7D | 9S 3H 5C | 2 7 BANKER
5 2 8 | 2S 3H 8S | TD 2C 8H | 3 0 PLAYER
5 2 9 | 3D 2C 9D | AS AH AC | 4 3 PLAYER
5 3 0 | 7S 8H TS | 5D 8C 6H | 5 9 BANKER
5 3 1 | 8D 7C AD | 6S 7H 9C | 6 2 PLAYER
5 3 2 | 9S 6H 2S | 7D 6C 2H | 7 5 PLAYER
5 3 3 | KD 5C 3D | 8S 5H 5C | 8 8 TIE
5 3 4 | AS 4H 4S | 9D 4C 8H | 9 1 PLAYER
5 3 5 | 2D 3C 5D | KS 3H AC | 0 4 BANKER
5 3 6 | 3S 2H 6S | AD 2C 4H | 1 7 BANKER
5 3 7 | 4D AC 7D | 2S AH 7C | 2 0 PLAYER
5 3 8 | 5S KH 8S | 3D KC    | 3 3 TIE
5 3 9 | 6H 9D 9H | 4C 9S 3D | 4 6 BANKER
5 4 0 | JC 5S QC | 8H 6D    | 5 4 PLAYER
5 4 1 | AS 4H AS | 9D 5C    | 6 4 PLAYER
5 4 2 | 2H 3D 2H | TC 4S 4D | 7 8 BANKER
5 4 3 | 3C 2S 3C | AH 3D 7S | 8 1 PLAYER
5 4 4 | 4H AD 4H | 2C 2S TD | 9 4 PLAYER
5 4 5 | 5C JS 5C | 3H AD 3S | 0 7 BANKER
5 4 6 | 6H 9D 6H | 4C KS 6D | 1 0 PLAYER
5 4 7 | 7C 8S 7C | 5H 9D 9S | 2 3 BANKER
5 4 8 | 8H 7D 8H | 6C 8S    | 3 4 BANKER
5 4 9 | 9D 6C 9D | 7S 7H    | 4 4 TIE
5 5 0 | 3C 2S TC | AH 4D    | 5 5 TIE
5 5 1 | 4S AH AS | 2D 3C    | 6 5 PLAYER
5 5 2 | 5H QD 2H | 3C 2S    | 7 5 PLAYER
5 5 3 | 6D 9C 3D | 4S AH    | 8 5 PLAYER
5 5 4 | 7C 8S 4C | 5H JD 2S | 9 7 PLAYER
5 5 5 | 8H 7D 5H | 6C 9S 5D | 0 0 TIE
5 5 6 | 9C 6S 6C | 7H 8D 8S | 1 3 BANKER
5 5 7 | JH 5D 7H | 8C 7S AD | 2 6 BANKER
5 5 8 | AC 4S 8C | 9H 6D    | 3 5 BANKER
5 5 9 | 2S 3H 9S | TD 5C    | 4 5 BANKER
5 6 0 | 6H 9D QH | 4C 2S    | 5 6 BANKER
5 6 1 | 7D 8C AD | 5S AH    | 6 6 TIE
5 6 2 | 8C 7S 2C | 6H TD    | 7 6 PLAYER
5 6 3 | 9S 6H 3S | 7D 9C    | 8 6 PLAYER
5 6 4 | QH 5D 4H | 8C 8S    | 9 6 PLAYER
5 6 5 | AD 4C 5D | 9S 7H    | 0 6 BANKER
5 6 6 | 2C 3S 6C | JH 6D QS | 1 6 BANKER
5 6 7 | 3H 2D 7H | AC 5S 3D | 2 9 BANKER
5 6 8 | 4C AS 8C | 2H 4D    | 3 6 BANKER
5 6 9 | 5S JH 9S | 3D 3C    | 4 6 BANKER
5 7 0 | 9H 6D KH | 7C KS    | 5 7 BANKER
5 7 1 | KD 5C AD | 8S 9H    | 6 7 BANKER
5 7 2 | AC 4S 2C | 9H 8D    | 7 7 TIE
5 7 3 | 2S 3H 3S | QD 7C    | 8 7 PLAYER
5 7 4 | 3H 2D 4H | AC 6S    | 9 7 PLAYER
5 7 5 | 4D AC 5D | 2S 5H    | 0 7 BANKER
5 7 6 | 5C QS 6C | 3H 4D    | 1 7 BANKER
5 7 7 | 6S 9H 7S | 4D 3C    | 2 7 BANKER
5 7 8 | 7H 8D 8H | 5C 2S    | 3 7 BANKER
5 7 9 | 8D 7C 9D | 6S AH    | 4 7 BANKER
5 8 - | 2C 3S    | KH 8D    | 5 8 BANKER
5 9 - | 5C TS    | 3H 6D    | 5 9 BANKER
6 0 - | 5C AS    | 7H 3D AC | 6 1 PLAYER
6 1 - | 8S 8H    | QD AC 3S | 6 4 PLAYER
6 2 - | AH 5D    | 3C 9S 5H | 6 7 BANKER
6 3 - | 4D 2C    | 6S 7H 7D | 6 0 PLAYER
6 4 - | 7C 9S    | 9H 5D 9C | 6 3 PLAYER
6 5 - | KS 6H    | 2D 3C AS | 6 6 TIE
6 6 - | 3H 3D    | 5C AS    | 6 6 TIE
6 7 - | 6H JD    | 8C 9S    | 6 7 BANKER
6 8 - | 9H 7D    | AC 7S    | 6 8 BANKER
6 9 - | 2H 4D    | 4C 5S    | 6 9 BANKER
7 0 - | 2H 5D    | 8C 2S 2H | 7 2 PLAYER
7 1 - | 5D 2C    | AS QH 4D | 7 5 PLAYER
7 2 - | 8C 9S    | 4H 8D 6C | 7 8 BANKER
7 3 - | AS 6H    | 7D 6C 8S | 7 1 PLAYER
7 4 - | 4H 3D    | JC 4S QH | 7 4 PLAYER
7 5 - | 7D QC    | 3S 2H 2D | 7 7 TIE
7 6 - | KC 7S    | 6H TD    | 7 6 PLAYER
7 7 - | 3C 4S    | 9H 8D    | 7 7 TIE
7 8 - | 6C AS    | 2H 6D    | 7 8 BANKER
7 9 - | 9C 8S    | 5H 4D    | 7 9 BANKER
8 0 - | 9C 9S    | 9H AD    | 8 0 PLAYER
8 1 - | 2C 6S    | 2H 9D    | 8 1 PLAYER
8 2 - | 5C 3S    | 5H 7D    | 8 2 PLAYER
8 3 - | 8C KS    | 8H 5D    | 8 3 PLAYER
8 4 - | AC 7S    | AH 3D    | 8 4 PLAYER
8 5 - | 4C 4S    | 4H AD    | 8 5 PLAYER
8 6 - | 7C AS    | 7H 9D    | 8 6 PLAYER
8 7 - | QC 8S    | KH 7D    | 8 7 PLAYER
8 8 - | 3C 5S    | 3H 5D    | 8 8 TIE
8 9 - | 6C 2S    | 6H 3D    | 8 9 BANKER
9 0 - | 6C 3S    | QH QD    | 9 0 PLAYER
9 1 - | 9C KS    | 3H 8D    | 9 1 PLAYER
9 2 - | 2C 7S    | 6H 6D    | 9 2 PLAYER
9 3 - | 5C 4S    | 9H 4D    | 9 3 PLAYER
9 4 - | 8C AS    | 2H 2D    | 9 4 PLAYER
9 5 - | AC 8S    | 5H KD    | 9 5 PLAYER
9 6 - | 4C 5S    | 8H 8D    | 9 6 PLAYER
9 7 - | 7C 2S    | AH 6D    | 9 7 PLAYER
9 8 - | JC 9S    | 4H 4D    | 9 8 PLAYER
9 9 - | 3C 6S    | 7H 2D    | 9 9 TIE
"""
"""Every cell of the tableau, one deal per line (see the comment above)."""


class GoldenDeal(NamedTuple):
    """One line of GOLDEN."""

    player_two: int
    banker_two: int
    player_third: int | None
    player: tuple[str, ...]
    banker: tuple[str, ...]
    player_total: int
    banker_total: int
    outcome: Outcome

    @property
    def deal_order(self) -> list[str]:
        """The cards in the order they leave the shoe."""
        return [
            self.player[0],
            self.banker[0],
            self.player[1],
            self.banker[1],
            *self.player[2:],
            *self.banker[2:],
        ]


def _golden() -> list[GoldenDeal]:
    deals = []
    for line in GOLDEN.strip().splitlines():
        cell, player, banker, result = line.split("|")
        player_two, banker_two, third = cell.split()
        player_total, banker_total, outcome = result.split()
        deals.append(
            GoldenDeal(
                int(player_two),
                int(banker_two),
                None if third == "-" else int(third),
                tuple(player.split()),
                tuple(banker.split()),
                int(player_total),
                int(banker_total),
                Outcome[outcome],
            )
        )
    return deals


GOLDEN_DEALS = _golden()


def _tableau() -> dict[tuple[int, int | None], bool]:
    rows = TABLEAU.strip().splitlines()[2:]
    grid: dict[tuple[int, int | None], bool] = {}
    for row in rows:
        total, thirds, stood = row.split("|")
        for third, mark in enumerate(thirds.split()):
            grid[int(total), third] = mark == "D"
        grid[int(total), None] = stood.strip() == "D"
    return grid


SPEC_TABLEAU = _tableau()


def test_golden_covers_every_cell_once() -> None:
    """GOLDEN has one deal per cell: 10 x 10 two-card totals, times ten third cards when the player draws."""
    cells = [(deal.player_two, deal.banker_two, deal.player_third) for deal in GOLDEN_DEALS]
    expected: set[tuple[int, int, int | None]] = set()
    for player_two in range(10):
        for banker_two in range(10):
            if player_two <= 5 and banker_two <= 7:
                expected |= {(player_two, banker_two, third) for third in range(10)}
            else:
                expected.add((player_two, banker_two, None))
    assert len(cells) == len(set(cells)) == len(expected) == 532
    assert set(cells) == expected


def test_golden_agrees_with_the_spec_tableau() -> None:
    """Every golden deal draws as SPEC §3 says: player on 0-5, banker per the grid, nobody after a natural."""
    for deal in GOLDEN_DEALS:
        natural = deal.player_two >= 8 or deal.banker_two >= 8
        assert (len(deal.player) == 3) == (not natural and deal.player_two <= 5), deal
        banker_drew = len(deal.banker) == 3
        assert banker_drew == (not natural and SPEC_TABLEAU[deal.banker_two, deal.player_third]), deal


@pytest.mark.parametrize(
    "deal",
    GOLDEN_DEALS,
    ids=[
        f"P{d.player_two}-B{d.banker_two}-{'x' if d.player_third is None else d.player_third}"
        for d in GOLDEN_DEALS
    ],
)
def test_golden_deal(deal: GoldenDeal) -> None:
    """deal_coup on a scripted shoe takes exactly the golden cards and reaches the golden totals and winner."""
    shoe = Shoe(shuffler=scripted(deal.deal_order))
    coup = deal_coup(shoe.draw)
    assert tuple(map(str, coup.player_cards)) == deal.player
    assert tuple(map(str, coup.banker_cards)) == deal.banker
    assert SHOE_SIZE - shoe.cards_left == len(deal.player) + len(deal.banker)
    assert (coup.player_total, coup.banker_total, coup.outcome) == (
        deal.player_total,
        deal.banker_total,
        deal.outcome,
    )
    assert coup.natural == (deal.player_two >= 8 or deal.banker_two >= 8)


@pytest.mark.parametrize(("banker_total", "player_third"), sorted(SPEC_TABLEAU, key=str))
def test_banker_draws_matches_the_spec_grid(banker_total: int, player_third: int | None) -> None:
    """banker_draws answers every cell of the SPEC grid."""
    assert banker_draws(banker_total, player_third) == SPEC_TABLEAU[banker_total, player_third]


@pytest.mark.parametrize(("total", "draws"), [(t, True) for t in range(6)] + [(6, False), (7, False)])
def test_player_draws_on_zero_to_five(total: int, draws: bool) -> None:
    """The player draws with 0-5 and stands with 6-7."""
    assert player_draws(total) is draws


@pytest.mark.parametrize(("total", "natural"), [(t, t >= 8) for t in range(10)])
def test_natural_is_eight_or_nine(total: int, natural: bool) -> None:
    """Only 8 and 9 with two cards are naturals."""
    assert is_natural(total) is natural


@pytest.mark.parametrize(
    ("codes", "total"),
    [("7S 8D", 5), ("QH KS", 0), ("9S 9H 9D", 7), ("AS", 1), ("TS JS QS KS", 0), ("5H 5D", 0), ("4C 4D", 8)],
)
def test_hand_total_is_last_digit(codes: str, total: int) -> None:
    """A total is the last digit of the sum of the values (ace 1, ten and faces 0)."""
    assert hand_total([Card.parse(code) for code in codes.split()]) == total


@pytest.mark.parametrize(
    ("deal_order", "used"),
    [
        ("8S KH KD QC 5S 5H", 4),  # player natural 8 against banker 0: nobody draws
        ("KH 9S QC KD 5S 5H", 4),  # banker natural 9 against player 0: nobody draws
        ("4S 5S 4H 3H 5D 5C", 4),  # both naturals, 8 and 8
        ("TS 2S 9C 4H AD AC", 4),  # player natural 9, banker 6 would otherwise stand anyway
    ],
)
def test_natural_stops_drawing(deal_order: str, used: int) -> None:
    """With an 8 or 9 in two cards on either side, nobody draws."""
    shoe = Shoe(shuffler=scripted(deal_order.split()))
    coup = deal_coup(shoe.draw)
    assert coup.natural
    assert SHOE_SIZE - shoe.cards_left == used
    assert len(coup.player_cards) == len(coup.banker_cards) == 2


def test_three_card_eight_is_not_a_natural() -> None:
    """Reaching 8 with a third card is no natural."""
    coup = deal_coup(Shoe(shuffler=scripted(["2S", "KH", "3D", "QC", "3C", "2H"])).draw)
    assert coup.player_total == 8
    assert not coup.natural


def test_sides_hold_two_or_three_cards() -> None:
    """Over many shuffled coups, each side has two or three cards and a coup takes four to six."""
    shoe = Shoe(shuffler=fisher_yates(random.Random(2024)))
    taken = 0

    def draw() -> Card:
        nonlocal taken
        taken += 1
        return shoe.draw()

    for _ in range(5000):
        if shoe.needs_shuffle:
            shoe.shuffle()
        taken = 0
        coup = deal_coup(draw)
        assert 2 <= len(coup.player_cards) <= 3
        assert 2 <= len(coup.banker_cards) <= 3
        assert taken == len(coup.player_cards) + len(coup.banker_cards)
        assert len(coup.banker_cards) == 2 or not coup.natural


@pytest.mark.parametrize(
    ("player", "banker", "player_pair", "banker_pair"),
    [
        ("QH KH", "2S 3S", False, False),  # queen and king both count 0: no pair
        ("KH KD", "TS JS", True, False),  # two kings are a pair; ten and jack are not
        ("KS KS", "7D 7C", True, True),
        ("7S 2H 7D", "4C 4H 4S", False, True),  # only the first two cards count
        ("7S 7H 2D", "AC 2C 3C", True, False),
        ("AS AH", "AD AC", True, True),
    ],
)
def test_pairs_use_the_first_two_cards_and_rank(
    player: str, banker: str, player_pair: bool, banker_pair: bool
) -> None:
    """A pair is the first two cards of a side sharing a rank."""
    coup = Coup.from_codes(player, banker)
    assert (coup.player_pair, coup.banker_pair) == (player_pair, banker_pair)


@pytest.mark.parametrize(
    ("deal_order", "player_pair", "banker_pair"),
    [
        ("7S 2H 7D 3C", True, False),  # cards 1 and 3 are the player's
        ("7S 7D 2H 3C", False, False),  # cards 1 and 2 go to different sides
        ("2H 7S 3C 7D", False, True),
        ("QS 2H KS 2D", False, True),
    ],
)
def test_pairs_follow_the_deal_order(deal_order: str, player_pair: bool, banker_pair: bool) -> None:
    """deal_coup gives cards 1 and 3 to the player and 2 and 4 to the banker."""
    coup = deal_coup(Shoe(shuffler=scripted(deal_order.split())).draw)
    assert (coup.player_pair, coup.banker_pair) == (player_pair, banker_pair)


@pytest.mark.parametrize("text", ["", "Q", "QHX", "1H", "10H", "XH", "QX", " QH", "Q ", "??"])
def test_bad_card_codes_raise(text: str) -> None:
    """Anything but a rank letter then a suit letter is a ValueError naming the text."""
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_card_codes_round_trip() -> None:
    """Every card prints as its code and parses back; lower case is accepted."""
    for rank in Rank:
        for suit in Suit:
            card = Card(rank, suit)
            assert Card.parse(str(card)) == card
            assert Card.parse(str(card).lower()) == card


@pytest.mark.parametrize(
    ("rank", "value"),
    [
        (Rank.ACE, 1),
        (Rank.TWO, 2),
        (Rank.NINE, 9),
        (Rank.TEN, 0),
        (Rank.JACK, 0),
        (Rank.QUEEN, 0),
        (Rank.KING, 0),
    ],
)
def test_card_values(rank: Rank, value: int) -> None:
    """Ace 1, two to nine their number, ten and faces 0."""
    assert Card(rank, Suit.CLUBS).value == rank.points == value
