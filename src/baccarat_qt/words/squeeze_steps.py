"""The squeeze by ear: what each step of a squeeze from the long side brings into view.

A sighted squeezer who bends a card from its long side sees first the column of
pips along that side (none, two, three or four, or the edge of a court card's
picture), then the centre column, and only at the end the corner index that
names the card. Each step here says what has come into view and which ranks it
still leaves possible, worked out from the pip table the deck art is drawn from
(``resources/decks/pips.json``), never from the rank itself: a step names only
what every rank showing the same pips would show, and the card is named at the
last step, when it opens.
"""

from __future__ import annotations

import json
from functools import cache

from baccarat_qt.engine.cards import Card, Rank
from baccarat_qt.paths import resources_dir
from baccarat_qt.words.texts import QT_TRANSLATE_NOOP, card_name_with_article, rank_with_article, tr

__all__ = ["STEPS", "candidates", "seen", "step_text", "steps"]

STEPS = 3
"""The long side, the centre column, the corner index (the card opens)."""

SIDE, CENTRE = 0.0, 0.5
"""The pip table's columns seen at the first two steps: the long side bent first, the centre."""


@cache
def _table() -> tuple[dict[str, tuple[float, ...]], frozenset[str]]:
    """The pip table: each pip rank's pip columns, and the court ranks (a picture, no pips)."""
    data = json.loads((resources_dir() / "decks" / "pips.json").read_text(encoding="utf-8"))
    columns = {rank: tuple(float(col) for col, _ in spots) for rank, spots in data["pips"].items()}
    return columns, frozenset(data["court"])


def seen(rank: Rank, step: int) -> str | int:
    """What step ``step`` (0 the side, 1 the centre) shows of a ``rank``: a count of pips, or "figure"."""
    columns, court = _table()
    if rank.value in court:
        return "figure"
    column = (SIDE, CENTRE)[step]
    return sum(1 for col in columns[rank.value] if col == column)


def candidates(rank: Rank, step: int) -> frozenset[Rank]:
    """Every rank that shows exactly what ``rank`` shows up to step ``step`` (0 or 1)."""
    return frozenset(other for other in Rank if all(seen(other, k) == seen(rank, k) for k in range(step + 1)))


def _one_of(ranks: frozenset[Rank]) -> str:
    """ "un as, un dos o un tres", in rank order."""
    said = [rank_with_article(rank) for rank in Rank if rank in ranks]
    return said[0] if len(said) == 1 else tr("{0} o {1}").format(", ".join(said[:-1]), said[-1])


_COUNTS = {
    1: QT_TRANSLATE_NOOP("Baccarat", "una"),
    2: QT_TRANSLATE_NOOP("Baccarat", "dos"),
    3: QT_TRANSLATE_NOOP("Baccarat", "tres"),
    4: QT_TRANSLATE_NOOP("Baccarat", "cuatro"),
}


def _pips(count: str | int, where: str) -> str:
    if count == "figure":
        return tr("una figura {0}").format(where)
    if count == 0:
        return tr("ninguna pinta {0}").format(where)
    if count == 1:
        return tr("una pinta {0}").format(where)
    return tr("{0} pintas {1}").format(tr(_COUNTS[int(count)]), where)


def step_text(card: Card, step: int) -> str:
    """What step ``step`` (0 to ``STEPS - 1``) of squeezing ``card`` says."""
    if step >= STEPS - 1:
        return tr("Es {0}.").format(card_name_with_article(card))
    where = tr("en el lateral") if step == 0 else tr("en el centro")
    said = _pips(seen(card.rank, step), where)
    possible = candidates(card.rank, step)
    if len(possible) > 1:
        said = tr("{0}: {1}").format(said, _one_of(possible))
    return said[0].upper() + said[1:] + "."


def steps(card: Card) -> list[str]:
    """Everything a squeeze of ``card`` says, step by step; the card is named only at the last."""
    return [step_text(card, step) for step in range(STEPS)]
