"""The names of the cards, the sides and the places on the felt."""

from __future__ import annotations

from baccarat_qt.engine import Card, Rank, Suit
from baccarat_qt.engine.kinds import Side
from baccarat_qt.words.translate import QT_TRANSLATE_NOOP, tr

__all__ = [
    "card_name",
    "card_name_with_article",
    "card_position",
    "rank_name",
    "rank_with_article",
    "side_name",
]


_RANK_NAMES = {
    Rank.ACE: QT_TRANSLATE_NOOP("Baccarat", "as"),
    Rank.TWO: QT_TRANSLATE_NOOP("Baccarat", "dos"),
    Rank.THREE: QT_TRANSLATE_NOOP("Baccarat", "tres"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Baccarat", "cuatro"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Baccarat", "cinco"),
    Rank.SIX: QT_TRANSLATE_NOOP("Baccarat", "seis"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Baccarat", "siete"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Baccarat", "ocho"),
    Rank.NINE: QT_TRANSLATE_NOOP("Baccarat", "nueve"),
    Rank.TEN: QT_TRANSLATE_NOOP("Baccarat", "diez"),
    Rank.JACK: QT_TRANSLATE_NOOP("Baccarat", "jota"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Baccarat", "dama"),
    Rank.KING: QT_TRANSLATE_NOOP("Baccarat", "rey"),
}
_RANKS_WITH_ARTICLE = {
    Rank.ACE: QT_TRANSLATE_NOOP("Baccarat", "un as"),
    Rank.TWO: QT_TRANSLATE_NOOP("Baccarat", "un dos"),
    Rank.THREE: QT_TRANSLATE_NOOP("Baccarat", "un tres"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Baccarat", "un cuatro"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Baccarat", "un cinco"),
    Rank.SIX: QT_TRANSLATE_NOOP("Baccarat", "un seis"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Baccarat", "un siete"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Baccarat", "un ocho"),
    Rank.NINE: QT_TRANSLATE_NOOP("Baccarat", "un nueve"),
    Rank.TEN: QT_TRANSLATE_NOOP("Baccarat", "un diez"),
    Rank.JACK: QT_TRANSLATE_NOOP("Baccarat", "una jota"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Baccarat", "una dama"),
    Rank.KING: QT_TRANSLATE_NOOP("Baccarat", "un rey"),
}
_SUIT_NAMES = {
    Suit.SPADES: QT_TRANSLATE_NOOP("Baccarat", "picas"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Baccarat", "corazones"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Baccarat", "diamantes"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("Baccarat", "tréboles"),
}


def rank_name(rank: Rank) -> str:
    """A rank as said aloud: "siete", "jota"."""
    return tr(_RANK_NAMES[rank])


def rank_with_article(rank: Rank) -> str:
    """A rank with its article: "un as", "una jota" ("an ace", "a jack")."""
    return tr(_RANKS_WITH_ARTICLE[rank])


def card_name(card: Card) -> str:
    """The card as said aloud: "siete de corazones"."""
    return tr("{0} de {1}").format(tr(_RANK_NAMES[card.rank]), tr(_SUIT_NAMES[card.suit]))


def card_name_with_article(card: Card) -> str:
    """ "un cinco de tréboles", "una dama de picas"."""
    return tr("{0} de {1}").format(rank_with_article(card.rank), tr(_SUIT_NAMES[card.suit]))


def side_name(side: Side) -> str:
    """ "Jugador" or "Banca"."""
    return tr("Jugador") if side is Side.PLAYER else tr("Banca")


_ORDINALS = (
    QT_TRANSLATE_NOOP("Baccarat", "{0}, primera carta"),
    QT_TRANSLATE_NOOP("Baccarat", "{0}, segunda carta"),
    QT_TRANSLATE_NOOP("Baccarat", "{0}, tercera carta"),
)


def card_position(side: Side, slot: int) -> str:
    """Where a card lies: "Jugador, primera carta"."""
    return tr(_ORDINALS[slot]).format(side_name(side))
