"""What the game says about the shoe: its roads, its counts, the ask and the odds of what is left.

The words of :mod:`baccarat_qt.words.texts`' kind (Spanish, through Qt's translation
system), kept apart so that each module stays short.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale

from baccarat_qt.engine import Outcome
from baccarat_qt.engine.roads import Ask, Bead, Cycle, DerivedMark, ShoeCounts, Streak
from baccarat_qt.engine.shoe_odds import ShoeOdds
from baccarat_qt.words.texts import QT_TRANSLATE_NOOP, spot_label, table_name, tr, trn

__all__ = [
    "LAST_RESULTS",
    "ask_speech",
    "bead_summary",
    "big_road_summary",
    "counts_line",
    "counts_speech",
    "derived_summary",
    "edge_rows",
    "favour_notice",
    "odds_caveat",
    "odds_rows",
    "odds_speech",
    "percent",
    "road_name",
    "roads_summary",
    "shuffle_notice",
]

LAST_RESULTS = 10
"""How many of the latest results a road's summary reads out."""


def road_name(road: str) -> str:
    """The name of a road: ``"bead"``, ``"big"``, or a derived road's ``Cycle`` name in lower case."""
    return {
        "bead": tr("Tablero de cuentas"),
        "big": tr("Gran camino"),
        "big_eye_boy": tr("Ojo grande"),
        "small_road": tr("Camino pequeño"),
        "cockroach_pig": tr("Cucaracha"),
    }[road]


def _cycle_name(cycle: Cycle) -> str:
    return road_name(cycle.name.lower())


def _winner(outcome: Outcome) -> str:
    return {Outcome.BANKER: tr("banca"), Outcome.PLAYER: tr("jugador"), Outcome.TIE: tr("empate")}[outcome]


def _colour(red: bool) -> str:
    return tr("rojo") if red else tr("azul")


def counts_line(counts: ShoeCounts) -> str:
    """The counts as the scoreboard prints them, in three short lines."""
    return tr("Manos {0} · naturales {6}\nB {1} · J {2} · E {3}\nPares: J {4} · B {5}").format(
        counts.coups,
        counts.banker,
        counts.player,
        counts.tie,
        counts.player_pairs,
        counts.banker_pairs,
        counts.naturals,
    )


def counts_speech(counts: ShoeCounts) -> str:
    """The counts as a sentence."""
    if not counts.coups:
        return tr("Todavía no hay manos en este zapato.")
    return tr(
        "{0} en este zapato: banca {1}, jugador {2}, empate {3}; "
        "pares del jugador {4}, pares de la banca {5}; naturales {6}."
    ).format(
        trn("%n manos", counts.coups),
        counts.banker,
        counts.player,
        counts.tie,
        counts.player_pairs,
        counts.banker_pairs,
        counts.naturals,
    )


def bead_summary(beads: Sequence[Bead], *, side_bets: bool = False) -> str:
    """The bead plate: the last results, newest last; ``side_bets`` (EZ): how many Dragon 7 and Panda 8 it marks."""
    if not beads:
        return tr("{0}: vacío.").format(road_name("bead"))
    last = [_winner(bead.outcome) for bead in beads[-LAST_RESULTS:]]
    text = tr("{0}: {1}. Últimos resultados, del más antiguo al más reciente: {2}.").format(
        road_name("bead"), trn("%n manos", len(beads)), ", ".join(last)
    )
    if side_bets:
        dragons, pandas = sum(bead.dragon_7 for bead in beads), sum(bead.panda_8 for bead in beads)
        text += " " + tr("Dragón 7: {0}; Panda 8: {1}.").format(dragons, pandas)
    return text


def _streak(streak: Streak) -> str:
    text = (
        tr("{0} 1 vez").format(_winner(streak.outcome))
        if streak.length == 1
        else tr("{0} {1} seguidas").format(_winner(streak.outcome), streak.length)
    )
    if streak.ties:
        text += " " + trn("con %n empates", streak.ties)
    return text


def big_road_summary(streaks: Sequence[Streak]) -> str:
    """The big road: its streaks, the newest first ("Gran camino: banca 3 seguidas, jugador 1 vez…")."""
    if not streaks:
        return tr("{0}: vacío.").format(road_name("big"))
    latest = [_streak(streak) for streak in reversed(streaks[-LAST_RESULTS:])]
    return tr("{0}, de la columna más reciente a la más antigua: {1}. {2} en total.").format(
        road_name("big"), ", ".join(latest), trn("%n columnas", len(streaks))
    )


def derived_summary(cycle: Cycle, marks: Sequence[DerivedMark]) -> str:
    """A derived road: how many marks of each colour, and the last ones."""
    if not marks:
        return tr("{0}: todavía sin marcas.").format(_cycle_name(cycle))
    red = sum(mark.red for mark in marks)
    last = [_colour(mark.red) for mark in marks[-LAST_RESULTS:]]
    return tr("{0}: {1} y {2}. Últimas, de la más antigua a la más reciente: {3}.").format(
        _cycle_name(cycle), trn("%n rojas", red), trn("%n azules", len(marks) - red), ", ".join(last)
    )


def roads_summary(counts: ShoeCounts, summaries: Sequence[str]) -> str:
    """Everything the scoreboard shows, read aloud on request.

    ``summaries``: the bead plate's, the big road's and the derived roads', as written by the functions above.
    """
    if not counts.coups:
        return tr("Caminos del zapato: todavía no hay manos en este zapato.")
    bead, big, *derived = summaries
    parts = [
        tr("Caminos del zapato."),
        counts_speech(counts),
        big,
        bead,
        *derived,
        tr("Los caminos cuentan lo que ya salió: no dicen nada de la próxima mano."),
    ]
    return " ".join(parts)


def ask_speech(ask: Ask) -> str:
    """What each derived road would show if the next coup went to one side."""
    side = tr("la BANCA") if ask.outcome is Outcome.BANKER else tr("el JUGADOR")
    marks = [
        tr("{0}, {1}").format(_cycle_name(cycle), _colour(mark.red))
        if mark is not None
        else tr("{0}, todavía nada").format(_cycle_name(cycle))
        for cycle, mark in zip(Cycle, ask.marks, strict=True)
    ]
    return tr("Si la próxima mano la gana {0}: {1}.").format(side, "; ".join(marks))


def shuffle_notice(cards_at_cut: int) -> str:
    """Said and shown when the cut card comes out and a new shoe starts."""
    return tr(
        "Salió la carta de corte: quedaban {0} cartas en el zapato. Se barajan las 8 barajas y los caminos "
        "empiezan en blanco."
    ).format(cards_at_cut)


def percent(fraction: float, *, decimals: int = 2, locale: QLocale | None = None) -> str:
    """A probability or an edge as a percentage in the language's number format: ``"45,86 %"``, ``"−0,52 %"``.

    ``locale``: the default locale (the language in force) unless given.

    >>> es = QLocale(QLocale.Language.Spanish, QLocale.Country.Argentina)
    >>> percent(0.458597, locale=es), percent(-0.00523, locale=es), percent(0.0, locale=es)
    ('45,86\\xa0%', '−0,52\\xa0%', '0,00\\xa0%')
    >>> percent(0.458597, locale=QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    '45.86%'
    """
    locale = QLocale(locale if locale is not None else QLocale())
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    text = locale.toString(abs(fraction) * 100, "f", decimals)
    sign = "−" if fraction < 0 and any(ch in "123456789" for ch in text) else ""
    space = "" if locale.language() == QLocale.Language.English else "\u00a0"  # US English: 45.86%
    return f"{sign}{text}{space}%"


_RESULTS = (
    ("player", QT_TRANSLATE_NOOP("Baccarat", "Jugador")),
    ("banker", QT_TRANSLATE_NOOP("Baccarat", "Banca")),
    ("tie", QT_TRANSLATE_NOOP("Baccarat", "Empate")),
    ("player_pair", QT_TRANSLATE_NOOP("Baccarat", "Par jugador")),
    ("banker_pair", QT_TRANSLATE_NOOP("Baccarat", "Par banca")),
    ("dragon_7", QT_TRANSLATE_NOOP("Baccarat", "Dragón 7")),
    ("panda_8", QT_TRANSLATE_NOOP("Baccarat", "Panda 8")),
)
"""Each result the odds count, named as its bet's spot (``BetSpot.value``); the last two at EZ only."""
_LABELS = dict(_RESULTS)


def _results(odds: ShoeOdds) -> tuple[tuple[str, str], ...]:
    """The results shown at the odds' table: a result whose bet is not on its felt is left out."""
    spots = {spot.value for spot in odds.table.spots}
    return tuple((name, label) for name, label in _RESULTS if name in spots)


def odds_rows(odds: ShoeOdds) -> list[dict[str, object]]:
    """The probability of each result, now and in a fresh shoe, for the panel."""
    return [
        {
            "label": tr(label),
            "now": percent(getattr(odds.now, name)),
            "fresh": percent(getattr(odds.fresh, name)),
        }
        for name, label in _results(odds)
    ]


def edge_rows(odds: ShoeOdds) -> list[dict[str, object]]:
    """The house edge of each bet at this table, now and in a fresh shoe; a negative edge says so."""
    rows: list[dict[str, object]] = []
    for spot in odds.table.spots:
        edge = odds.edge(spot)
        rows.append(
            {
                "label": tr(_LABELS[spot.value]),
                "now": percent(edge),
                "fresh": percent(odds.fresh_edge(spot)),
                "negative": edge < 0,
                "note": tr("a tu favor en esta mano") if edge < 0 else "",
            }
        )
    return rows


def odds_speech(odds: ShoeOdds) -> str:
    """The panel read aloud."""
    results = ", ".join(
        tr("{0} {1} (zapato nuevo {2})").format(
            tr(label).lower(), percent(getattr(odds.now, name)), percent(getattr(odds.fresh, name))
        )
        for name, label in _results(odds)
    )
    edges = ", ".join(
        tr("{0} {1}{2}").format(
            spot_label(spot),
            percent(odds.edge(spot)),
            tr(", a tu favor") if odds.edge(spot) < 0 else "",
        )
        for spot in odds.table.spots
    )
    return tr("Con las {0} cartas que quedan: {1}. Ventaja de la casa en la mesa {2}: {3}.").format(
        odds.cards, results, table_name(odds.table), edges
    )


def favour_notice(odds: ShoeOdds) -> str:
    """Each bet the cards left favour, as a fact about the shoe (never advice), or "" when none."""
    return " ".join(
        tr("Con las cartas que quedan, {0} tiene ventaja para el jugador: +{1}.").format(
            spot_label(spot), percent(-odds.edge(spot), decimals=1)
        )
        for spot in odds.favoured
    )


def odds_caveat(*, side_bets: bool = False) -> str:
    """The honest words beside the odds; ``side_bets``: at EZ, whose side bets late in a shoe stay favoured a while."""
    if side_bets:
        return tr(
            "Las diferencias con un zapato nuevo suelen ser pequeñas. Hacia el final de algunos zapatos, DRAGÓN 7 "
            "o PANDA 8 quedan a favor del jugador durante unas manos: es un dato del zapato, no un consejo, y cada "
            "mano sigue siendo azar. Los caminos cuentan lo que ya salió: no anuncian la próxima mano."
        )
    return tr(
        "Las diferencias con un zapato nuevo son mínimas. En casi todos los zapatos la casa conserva su "
        "ventaja en casi todas las apuestas; si alguna queda a tu favor, es por poco y suele durar una mano. "
        "Los caminos cuentan lo que ya salió: no anuncian la próxima mano."
    )
