"""The words about stored files: one set aside, one that could not be saved or removed."""

from __future__ import annotations

from pathlib import Path

from baccarat_qt.problems import FileProblem, Problem
from baccarat_qt.words.texts import tr

__all__ = [
    "leaderboard_save_failed",
    "load_problem",
    "lock_set_aside",
    "night_file",
    "night_save_failed",
    "remove_failed",
    "settings_save_failed",
]


def load_problem(problem: FileProblem, what: str) -> str:
    """Tell the player a stored file was unusable and set aside (or, for the top five, what was dropped)."""
    if problem.problem is Problem.PARTLY_INVALID:
        if problem.dropped == 1:
            text = tr(
                "En el archivo de {0} había una entrada con datos imposibles: se quitó y las demás siguen."
            )
        else:
            text = tr(
                "En el archivo de {0} había {1} entradas con datos imposibles: se quitaron y las demás siguen."
            )
        text = text.format(what, problem.dropped)
        if problem.moved_to:
            text += " " + tr("El archivo tal como estaba se guardó aparte en {0}.").format(problem.moved_to)
        return text + _database_copy(problem)
    if problem.problem is Problem.UNSEALED and problem.dropped:
        if problem.dropped == 1:
            text = tr(
                "En la tabla de {0} había una entrada cambiada fuera del juego o traída de otra instalación "
                "(su sello no coincide con la llave de este equipo): se apartó y las demás siguen."
            )
        else:
            text = tr(
                "En la tabla de {0} había {1} entradas cambiadas fuera del juego o traídas de otra instalación "
                "(su sello no coincide con la llave de este equipo): se apartaron y las demás siguen."
            )
        text = text.format(what, problem.dropped)
        if problem.moved_to:
            text += " " + tr("Las entradas tal como estaban se guardaron aparte en {0}.").format(
                problem.moved_to
            )
        return text + _database_copy(problem)
    reason = {
        Problem.UNREADABLE: tr("no se pudo leer"),
        Problem.NOT_A_FILE: tr(
            "no era un archivo corriente (había una carpeta, una tubería o un dispositivo en su lugar)"
        ),
        Problem.TOO_LARGE: tr("es demasiado grande"),
        Problem.NOT_JSON: tr("está dañado o incompleto"),
        Problem.WRONG_SCHEMA: tr("no es un archivo del juego"),
        Problem.UNKNOWN_VERSION: tr("es de una versión del juego que no conocemos"),
        Problem.INVALID: tr("tiene datos imposibles"),
        Problem.UNSEALED: tr(
            "fue cambiado fuera del juego o viene de otra instalación: su sello no coincide con la llave de "
            "este equipo (night.key, en la carpeta de configuración)"
        ),
        Problem.WRONG_KEY: tr(
            "está sellado con una llave que falta o no es la suya (la llave, night.key, está en la carpeta "
            "de configuración)"
        ),
    }[problem.problem]
    kept = " " + tr("Se guardó aparte en {0}.").format(problem.moved_to) if problem.moved_to else ""
    return tr("El archivo de {0} {1}; se empieza de nuevo.{2}").format(what, reason, kept) + _database_copy(
        problem
    )


def _database_copy(problem: FileProblem) -> str:
    if problem.database_copy is None:
        return ""
    return " " + tr("Antes de cambiar nada, los datos del juego tal como estaban se copiaron en {0}.").format(
        problem.database_copy
    )


def lock_set_aside(problem: FileProblem) -> str:
    """Something else than a file had the name of the one-game-at-a-time lock; it was moved aside."""
    where = problem.moved_to if problem.moved_to else problem.path
    return tr(
        "Donde el juego guarda su cerrojo de una sola partida ({0}) había una carpeta, un enlace o "
        "una tubería; se guardó aparte en {1} y el juego sigue."
    ).format(problem.path.name, where)


def settings_save_failed(folder: Path) -> str:
    """The settings could not be saved (read-only or full disk); said once, until a save works again."""
    return tr(
        "No se pudieron guardar las preferencias: la carpeta de configuración ({0}) no admite escritura "
        "o el disco está lleno. El juego sigue y las guardará en cuanto pueda."
    ).format(folder)


def leaderboard_save_failed(folder: Path) -> str:
    """The top five could not be saved (read-only or full disk)."""
    return tr(
        "No se pudo guardar la tabla de mejores puntajes: la carpeta de datos ({0}) no admite escritura "
        "o el disco está lleno. El juego sigue."
    ).format(folder)


def remove_failed(what: str, folder: Path) -> str:
    """A stored file could not be removed (read-only folder)."""
    return tr("No se pudo borrar {0}: la carpeta de datos ({1}) no admite cambios. El juego sigue.").format(
        what, folder
    )


def night_file() -> str:
    """What the saved night is called in messages about files."""
    return tr("la noche guardada")


def night_save_failed(folder: Path) -> str:
    """The night's file could not be written (read-only folder, full disk)."""
    return tr(
        "No se pudo guardar la noche en curso: la carpeta de datos ({0}) no admite escritura o el disco "
        "está lleno. Puedes seguir jugando, pero si cierras el juego, lo que juegues desde ahora no estará "
        "al volver."
    ).format(folder)
