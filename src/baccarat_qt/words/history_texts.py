"""The words of the history: its file's problems, the nights, the hands, the totals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale

from baccarat_qt.engine.ending import Ending
from baccarat_qt.engine.payouts import BetSpot, TableKind
from baccarat_qt.engine.rules import Outcome
from baccarat_qt.problems import Carried, FileProblem, Problem
from baccarat_qt.words.texts import chips, spot_label, table_name, tr, trn

__all__ = [
    "backed_up",
    "backup_failed",
    "bet_sentence",
    "bets_line",
    "carried_words",
    "coup_sentence",
    "csv_header",
    "csv_outcome",
    "ending_words",
    "export_failed",
    "exported",
    "hands_words",
    "net_words",
    "night_sentence",
    "night_title",
    "nights_words",
    "no_history",
    "not_saved_at_end",
    "outcome_words",
    "percent",
    "save_freed",
    "save_held",
    "store_problem",
    "totals_summary",
    "unlocked",
    "yes_no",
]


def store_problem(problem: FileProblem) -> str:
    """The game's database (history, night in progress, top five) could not be used as it was."""
    kept = " " + tr("Se guardó aparte en {0}.").format(problem.moved_to) if problem.moved_to else ""
    if problem.problem is Problem.NEWER:
        return tr(
            "Los datos del juego ({0}) son de una versión más nueva del juego: no se tocan. Esta versión "
            "juega sin guardar nada: ni el historial, ni la noche en curso, ni los mejores puntajes."
        ).format(problem.path)
    if problem.problem is Problem.LOCKED:
        return tr(
            "Otro programa tiene bloqueados los datos del juego ({0}): puedes seguir jugando, y lo que juegues "
            "se guardará en cuanto ese programa los suelte."
        ).format(problem.path)
    if problem.problem is Problem.DISK_FULL:
        return tr(
            "El disco donde el juego guarda sus datos ({0}) está lleno: lo que juegues no se guardará "
            "hasta que haya espacio."
        ).format(problem.path)
    if problem.problem is Problem.UNWRITABLE:
        return tr(
            "Los datos del juego ({0}) no admiten escritura: se ven el historial, la noche guardada y los "
            "mejores puntajes, pero lo que juegues no se guardará."
        ).format(problem.path)
    if problem.moved_to is None:
        return tr(
            "Los datos del juego ({0}) no se pueden usar y no se pudieron apartar: el juego sigue sin "
            "guardar historial ni la noche en curso."
        ).format(problem.path)
    reason = {
        Problem.NOT_A_FILE: tr(
            "no eran un archivo corriente (había una carpeta, una tubería o un dispositivo en su lugar)"
        ),
        Problem.NOT_A_DATABASE: tr("están dañados o incompletos"),
        Problem.DAMAGED: tr("no pasaron la comprobación de integridad"),
        Problem.UNREADABLE: tr("no se pudieron leer"),
        Problem.DAMAGED_JOURNAL: tr(
            "tienen dañado su diario de cambios recientes (el archivo -wal), y seguir usándolos borraría "
            "las últimas manos guardadas"
        ),
    }[problem.problem]
    text = tr(
        "Los datos del juego (el historial de noches, la noche guardada y los mejores puntajes) {0}; "
        "empiezan de nuevo.{1}"
    ).format(reason, kept)
    return text + " " + carried_words(problem.carried or Carried())


def unlocked(copy: Path | None) -> str:
    """The database another program held is free now: a copy of it as it was is kept before the game saves."""
    if copy is None:
        return tr("Los datos del juego ya están libres: lo que juegues se guarda desde ahora.")
    return tr(
        "Los datos del juego ya están libres: lo que juegues se guarda desde ahora. Lo que había en ellos "
        "se copió antes en {0}."
    ).format(copy)


def save_held(path: Path) -> str:
    """Saves wait: another program holds the database (a save waits, the table does not)."""
    return tr(
        "Otro programa tiene bloqueados los datos del juego ({0}): lo que juegues todavía no está guardado. "
        "Puedes seguir jugando; se guardará, en orden, en cuanto ese programa los suelte."
    ).format(path)


def save_freed() -> str:
    """The saves that waited on another program's lock have landed."""
    return tr("Los datos del juego ya están libres: lo jugado mientras tanto quedó guardado.")


def not_saved_at_end(count: int) -> str:
    """The game ended while another program still held the database: the last saves are not written."""
    return trn(
        "El juego terminó con %Ln jugada sin guardar: otro programa tenía bloqueados sus datos.", count
    )


def carried_words(carried: Carried) -> str:
    """What was read from a database set aside and kept, and that the rest is only in the copy."""
    kept: list[str] = []
    if carried.nights:
        kept.append(tr("{0} con {1}").format(nights_words(carried.nights), hands_words(carried.coups)))
    if carried.top_five:
        kept.append(trn("%Ln de los mejores puntajes", carried.top_five))
    if carried.night_in_progress:
        kept.append(tr("la noche en curso"))
    if not kept:
        return tr("No se pudo leer nada de ellos: lo que había solo está en la copia.")
    return tr("Se rescató lo que se pudo leer ({0}); lo demás solo está en la copia.").format(", ".join(kept))


def outcome_words(outcome: Outcome, player: int, banker: int) -> str:
    """ "banca gana con 7 (jugador 5)", "jugador gana con 8 (banca 3)", "empate a 6": no score that reads as a price."""
    if outcome is Outcome.BANKER:
        return tr("banca gana con {0} (jugador {1})").format(banker, player)
    if outcome is Outcome.PLAYER:
        return tr("jugador gana con {0} (banca {1})").format(player, banker)
    return tr("empate a {0}").format(player)


def coup_sentence(number: int, words: str, bets: tuple[tuple[BetSpot, int, int], ...]) -> str:
    """What a screen reader says for one hand of the history."""
    if not bets:
        return tr("Mano {0}: {1}; sin apuesta.").format(number, words)
    staked = ", ".join(
        tr("{0} a {1}").format(chips(stake), spot_label(spot).lower()) for spot, stake, _ in bets
    )
    back = sum(returned for _, _, returned in bets)
    return tr("Mano {0}: {1}; apostaste {2}, recibiste {3}.").format(number, words, staked, chips(back))


def bets_line(bets: tuple[tuple[BetSpot, int, int], ...]) -> str:
    """ "BANCA 25 → 48,75 · EMPATE 5 → 0", or "sin apuesta"."""
    if not bets:
        return tr("sin apuesta")
    return " · ".join(f"{spot_label(spot)} {chips(stake)} → {chips(back)}" for spot, stake, back in bets)


def ending_words(ending: Ending) -> str:
    """How the night ended, in a word or two."""
    return {
        Ending.PLAYING: tr("sin terminar"),
        Ending.LEFT: tr("te retiraste"),
        Ending.OUT_OF_CHIPS: tr("te quedaste sin fichas"),
    }[ending]


def net_words(net: int) -> str:
    """ "ganaste 120", "perdiste 35", "quedaste igual"."""
    if net > 0:
        return tr("ganaste {0}").format(chips(net))
    if net < 0:
        return tr("perdiste {0}").format(chips(-net))
    return tr("quedaste igual")


def hands_words(count: int) -> str:
    """ "1 mano", "12 manos", "1.633 manos": the plural form chosen by the translation, the number grouped."""
    return trn("%Ln manos", count)


def nights_words(count: int) -> str:
    """ "1 noche", "12 noches"."""
    return trn("%Ln noches", count)


def night_sentence(date: str, table: TableKind, coups: int, net: int, ending: Ending) -> str:
    """What a screen reader says for one night of the list."""
    return tr("{0}, mesa {1}: {2}, {3}; {4}.").format(
        date, table_name(table), hands_words(coups), net_words(net), ending_words(ending)
    )


def percent(value: float) -> str:
    """A percentage in the language's number format, ungrouped: "98,94 %", "1098,94 %" ("98.94%" in US English)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    sign = "%" if locale.language() == QLocale.Language.English else " %"
    return locale.toString(value, "f", 2) + sign


def bet_sentence(table: TableKind, spot: BetSpot, staked: int, returned: int, theory: float) -> str:
    """One bet's line of the totals, as a sentence."""
    real = 100.0 * returned / staked if staked else 0.0
    return tr("{0} en {1}: apostaste {2}, volvieron {3}, un {4}; la teoría dice {5}.").format(
        spot_label(spot), table_name(table), chips(staked), chips(returned), percent(real), percent(theory)
    )


def night_title(date: str, table: TableKind) -> str:
    """The heading of one night."""
    return tr("Noche del {0}, mesa {1}").format(date, table_name(table))


def totals_summary(
    nights: int, coups: int, best: tuple[str, int] | None, worst: tuple[str, int] | None
) -> str:
    """ "14 noches, 633 manos. Mejor noche: … (ganaste 468,75). Peor noche: … (perdiste 485,50)."."""
    text = tr("{0}, {1}.").format(nights_words(nights), hands_words(coups))
    if best is not None and worst is not None:
        text += " " + tr("Mejor noche: {0} ({1}). Peor noche: {2} ({3}).").format(
            best[0], net_words(best[1]), worst[0], net_words(worst[1])
        )
    return text


def no_history() -> str:
    """Said when the history is opened in a game that has none (a newer file, a folder that cannot be written)."""
    return tr("No hay historial de noches en esta partida.")


def exported(count: int, path: Path) -> str:
    """A CSV file was written."""
    return trn("%Ln manos exportadas a {0}.", count).format(path)


def backed_up(path: Path) -> str:
    """A copy of the whole database was made."""
    return tr("Copia de seguridad de todos los datos del juego guardada en {0}.").format(path)


def backup_failed(path: Path) -> str:
    """The copy could not be made."""
    return tr(
        "No se pudo hacer la copia de seguridad en {0}: la carpeta no admite escritura o el disco está lleno."
    ).format(path)


def export_failed(path: Path) -> str:
    """A CSV file could not be written."""
    return tr("No se pudo escribir {0}: la carpeta no admite escritura o el disco está lleno.").format(path)


def csv_header() -> tuple[str, ...]:
    """The columns of a CSV export, in the player's language (the bets in the columns' order)."""
    bets: list[str] = []
    for spot in BetSpot:
        name = spot_label(spot).lower()
        bets += [tr("apuesta {0}").format(name), tr("devuelto {0}").format(name)]
    return (
        tr("noche"),
        tr("mesa"),
        tr("mano"),
        tr("hora"),
        tr("cartas del jugador"),
        tr("cartas de la banca"),
        tr("total del jugador"),
        tr("total de la banca"),
        tr("resultado"),
        tr("par del jugador"),
        tr("par de la banca"),
        tr("natural"),
        *bets,
        tr("saldo"),
    )


def csv_outcome(outcome: Outcome) -> str:
    """A coup's result in a CSV cell."""
    return {Outcome.PLAYER: tr("jugador"), Outcome.BANKER: tr("banca"), Outcome.TIE: tr("empate")}[outcome]


def yes_no(value: bool) -> str:
    """ "sí" or "no" in a CSV cell."""
    return tr("sí") if value else tr("no")
