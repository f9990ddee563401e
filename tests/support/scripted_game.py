"""Start the real game with a scripted shoe, for out-of-process tests (test-only, never shipped).

``python tests/support/scripted_game.py 2S 4H 3D KC`` runs the game as ``baccarat-qt``
does (``baccarat_qt.desktop.app.launch`` and the event loop) except that every shoe of
the run, the first and each reshuffle, deals those cards first, then the rest
of eight decks in deck order. The AT-SPI and Orca tests need to know the
cards. The codes may instead be given in ``$BACCARAT_QT_SCRIPTED_GAME_CARDS``,
which only this script reads; arguments that are not card codes are passed on
to Qt. The card source is handed to ``launch`` (``new_shoe``), where the game
builds its objects: the product reads no test hook.

With ``--cut-after-script`` the first shoe holds only the scripted cards and
the cut card's 62 behind them, so the cut card comes out as the hand that
takes the last scripted card settles: the shoe is reshuffled (and said so)
within a short scripted night. Later shoes are whole.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from baccarat_qt.boundary.context import ShoeFactory
from baccarat_qt.desktop.app import launch
from baccarat_qt.engine import Card
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.shoe import CUT_CARD_AT, DECKS, Shoe, scripted

CUT_FLAG = "--cut-after-script"
"""The first shoe ends at the cut card right after the scripted cards."""
CARDS_ENV = "BACCARAT_QT_SCRIPTED_GAME_CARDS"
"""Card codes ("2S 4H 3D KC") to deal first when none are given on the command line."""


def is_card(code: str) -> bool:
    """Whether ``code`` is a card code such as "2S", "TD" or "KC"."""
    try:
        Card.parse(code)
    except ValueError:
        return False
    return True


def split_args(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """The card codes on the command line (else from the environment), and the arguments left for Qt."""
    codes = [arg for arg in argv[1:] if is_card(arg)]
    rest = [argv[0], *(arg for arg in argv[1:] if not is_card(arg))]
    if not codes:
        codes = os.environ.get(CARDS_ENV, "").split()
    return codes, rest


def short_first_shoe(codes: Sequence[str]) -> list[Card]:
    """The scripted cards, then the first cards of eight decks in deck order (less those) down to the cut card."""
    rest = full_deck() * DECKS
    for code in codes:
        rest.remove(Card.parse(code))
    return [Card.parse(code) for code in codes] + rest[:CUT_CARD_AT]


def main(argv: Sequence[str]) -> int:
    """Run the game, its shoes scripted; the process exit code."""
    cut_early = CUT_FLAG in argv
    codes, qt_args = split_args([arg for arg in argv if arg != CUT_FLAG])
    new_shoe: ShoeFactory | None = None  # no codes: shuffled shoes, as a player gets
    if codes:
        shuffler = scripted(codes)  # checks the codes now, not when the first night starts
        first: list[list[Card]] = [short_first_shoe(codes)] if cut_early else []

        def new_shoe() -> Shoe:
            if first:
                return Shoe(shuffler=shuffler, cards=first.pop())
            return Shoe(shuffler=shuffler)

        print(f"scripted_game: every shoe deals {' '.join(codes)} first", file=sys.stderr, flush=True)
    app, engine = launch(qt_args, new_shoe=new_shoe)
    if not engine.rootObjects():
        return 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
