"""The keyboard map: every key the player can press, in one table.

Pure data, no Qt. The window's shortcuts take their key sequences from it, and
the help's key table and the side panel's key list print it; the README's
"Keys at the table" lists the same keys (a test compares them).

>>> BY_ACTION["placePlayerPair"].keys, BY_ACTION["placePlayerPair"].sequences
('Mayúsculas+J', ('Shift+J',))
>>> printed_keys(HELP_ROWS[0])
'1, 2, 3, 4'
>>> [printed_keys(row, short=True) for row in PANEL_ROWS[:3]]
['1–4', 'J / B / E', 'Mayús+J / Mayús+B']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from baccarat_qt.boundary.key_types import KeyBinding, KeyRow, KeyScope

__all__ = [
    "BINDINGS",
    "BY_ACTION",
    "HELP_ROWS",
    "PANEL_ROWS",
    "KeyBinding",
    "KeyRow",
    "KeyScope",
    "printed_keys",
    "shortcut_sequences",
]


def _shortcut(
    action: str,
    sequence: str,
    keys: str,
    description: str,
    *,
    scope: KeyScope = KeyScope.TABLE,
    short_keys: str = "",
    standard_keys: tuple[str, ...] = (),
) -> KeyBinding:
    return KeyBinding(action, keys, description, scope, (sequence,), standard_keys, short_keys)


def _control(action: str, keys: str, description: str) -> KeyBinding:
    return KeyBinding(action, keys, description, KeyScope.CONTROL)


BINDINGS: tuple[KeyBinding, ...] = (
    # action, Qt sequence, keys as printed, what they do
    _shortcut("chip5", "1", "1", "elegir la ficha de 5"),
    _shortcut("chip25", "2", "2", "elegir la ficha de 25"),
    _shortcut("chip100", "3", "3", "elegir la ficha de 100"),
    _shortcut("chip500", "4", "4", "elegir la ficha de 500"),
    _shortcut("placePlayer", "J", "J", "poner la ficha en JUGADOR"),
    _shortcut("placeBanker", "B", "B", "poner la ficha en BANCA"),
    _shortcut("placeTie", "E", "E", "poner la ficha en EMPATE"),
    _shortcut(
        "placePlayerPair", "Shift+J", "Mayúsculas+J", "poner la ficha en PAR JUGADOR", short_keys="Mayús+J"
    ),
    _shortcut(
        "placeBankerPair", "Shift+B", "Mayúsculas+B", "poner la ficha en PAR BANCA", short_keys="Mayús+B"
    ),
    _shortcut("placeDragon7", "7", "7", "poner la ficha en DRAGÓN 7 (mesa EZ)"),
    _shortcut("placePanda8", "8", "8", "poner la ficha en PANDA 8 (mesa EZ)"),
    _shortcut("removeLast", "Backspace", "Retroceso", "quitar la última ficha"),
    _shortcut("clearBets", "Delete", "Suprimir", "LIMPIAR la mesa", short_keys="Supr"),
    _shortcut("deal", "D", "D", "REPARTIR"),
    _shortcut("openNext", "A", "A", "abrir la siguiente carta"),
    _shortcut("openAll", "T", "T", "VOLTEAR TODAS"),
    _shortcut(
        "squeezeStep", "S", "S", "con una carta enfocada: apretarla un paso desde el lado y oír lo que asoma"
    ),
    _shortcut("toggleRebet", "R", "R", "marcar o desmarcar «Repetir la apuesta anterior»"),
    _shortcut("toggleMute", "M", "M", "silenciar el sonido o volver a oírlo"),
    _shortcut("leave", "Ctrl+R", "Control+R", "RETIRARSE", short_keys="Ctrl+R"),
    _shortcut("toggleRoads", "C", "C", "mostrar u ocultar los caminos del zapato"),
    _shortcut("readRoads", "L", "L", "leer en voz alta los caminos del zapato"),
    _shortcut(
        "askBanker",
        "Ctrl+B",
        "Control+B",
        "¿Y si BANCA?: la próxima marca de cada camino derivado",
        short_keys="Ctrl+B",
    ),
    _shortcut(
        "askPlayer",
        "Ctrl+J",
        "Control+J",
        "¿Y si JUGADOR?: la próxima marca de cada camino derivado",
        short_keys="Ctrl+J",
    ),
    _shortcut("toggleOdds", "P", "P", "mostrar u ocultar las probabilidades del zapato"),
    _shortcut("reviewBets", "Alt+1", "Alt+1", "decir el saldo y las fichas de cada casilla"),
    _shortcut(
        "reviewHand", "Alt+2", "Alt+2", "decir la mano en juego: cada carta abierta o boca abajo, y las sumas"
    ),
    _shortcut("reviewLast", "Alt+3", "Alt+3", "decir el resultado y los pagos de la última mano"),
    _shortcut("reviewRoads", "Alt+4", "Alt+4", "decir los caminos en breve: últimos resultados y racha"),
    _shortcut("reviewOdds", "Alt+5", "Alt+5", "decir las probabilidades en breve"),
    _shortcut(
        "reviewShoe", "Alt+6", "Alt+6", "decir las cartas que quedan y cuántas faltan para la carta de corte"
    ),
    _shortcut(
        "speechOlder",
        "Alt+Up",
        "Alt+Flecha arriba",
        "volver a la frase anterior de lo dicho",
        short_keys="Alt+↑",
        scope=KeyScope.WINDOW,
    ),
    _shortcut(
        "speechNewer",
        "Alt+Down",
        "Alt+Flecha abajo",
        "pasar a la frase siguiente de lo dicho",
        short_keys="Alt+↓",
        scope=KeyScope.WINDOW,
    ),
    _shortcut("speechRepeat", "Alt+R", "Alt+R", "repetir la frase de lo dicho", scope=KeyScope.WINDOW),
    _shortcut("help", "F1", "F1", "abrir o cerrar esta ayuda", scope=KeyScope.WINDOW),
    _shortcut("preferences", "F10", "F10", "abrir o cerrar las preferencias", scope=KeyScope.WINDOW),
    _shortcut("history", "H", "H", "abrir o cerrar el historial de noches", scope=KeyScope.WINDOW),
    _shortcut(
        "fullScreen",
        "F11",
        "F11",
        "pantalla completa o ventana",
        scope=KeyScope.WINDOW,
        standard_keys=("FullScreen",),
    ),
    _shortcut("close", "Escape", "Escape", "cerrar un diálogo", scope=KeyScope.DIALOG),
    # action, keys as printed, what they do: keys the focused control reads itself
    _control("scrollHelp", "Flechas arriba y abajo", "desplazar el texto de la ayuda"),
    _control("scrollOdds", "Re Pág / Av Pág", "con las probabilidades enfocadas: desplazarlas si no caben"),
    _control("liftEdge", "Flechas", "con una carta enfocada: levantar ese borde"),
    _control("openCard", "Intro o Espacio", "con una carta enfocada: abrirla"),
    _control("focusNext", "Tab", "pasar al control siguiente"),
    _control("focusPrevious", "Mayúsculas+Tab", "volver al control anterior"),
    _control(
        "historyRows", "Flechas arriba y abajo", "en el historial: pasar de una noche o una mano a otra"
    ),
    _control("historyOpen", "Intro", "en el historial: abrir la noche elegida"),
    _control("historyBack", "Escape", "en el historial: volver a la lista, o cerrarlo"),
    _control("saveScore", "Intro en el nombre", "guardar tu puntaje en los cinco mejores"),
)
"""Every binding, the window's shortcuts first."""

BY_ACTION: Mapping[str, KeyBinding] = {binding.action: binding for binding in BINDINGS}
"""Each binding by its action id."""

HELP_ROWS: tuple[KeyRow, ...] = (
    KeyRow(("chip5", "chip25", "chip100", "chip500"), "elegir la ficha de 5, 25, 100 o 500"),
    KeyRow(("placePlayer", "placeBanker", "placeTie"), "poner la ficha en JUGADOR, BANCA o EMPATE"),
    KeyRow(("placePlayerPair", "placeBankerPair"), "poner la ficha en PAR JUGADOR o PAR BANCA"),
    KeyRow(("placeDragon7", "placePanda8"), "en la mesa EZ: poner la ficha en DRAGÓN 7 o PANDA 8"),
    KeyRow(("removeLast", "clearBets"), "quitar la última ficha / LIMPIAR la mesa", joiner=" / "),
    KeyRow(("deal",), "REPARTIR"),
    KeyRow(("openNext", "openAll"), "abrir la siguiente carta / VOLTEAR TODAS", joiner=" / "),
    KeyRow(("liftEdge", "openCard"), "con una carta enfocada: levantar ese borde / abrirla"),
    KeyRow(("squeezeStep",), "con una carta enfocada: apretarla un paso desde el lado y oír lo que asoma"),
    KeyRow(("toggleRebet",), "marcar o desmarcar «Repetir la apuesta anterior»"),
    KeyRow(("toggleMute",), "silenciar el sonido o volver a oírlo"),
    KeyRow(("leave",), "RETIRARSE"),
    KeyRow(("toggleRoads", "readRoads"), "mostrar u ocultar los caminos / leerlos en voz alta", joiner=" / "),
    KeyRow(
        ("askBanker", "askPlayer"),
        "¿Y si BANCA? / ¿Y si JUGADOR?: la próxima marca de cada camino derivado",
        joiner=" / ",
    ),
    KeyRow(("toggleOdds",), "mostrar u ocultar las probabilidades del zapato"),
    KeyRow(("scrollOdds",), "con las probabilidades enfocadas: desplazarlas si no caben"),
    KeyRow(
        ("reviewBets", "reviewHand", "reviewLast", "reviewRoads", "reviewOdds", "reviewShoe"),
        "decir una parte de la mesa: saldo y fichas, mano en juego, última mano, caminos, "
        "probabilidades, zapato",
    ),
    KeyRow(
        ("speechOlder", "speechNewer", "speechRepeat"),
        "lo dicho: frase anterior / siguiente / repetirla",
        joiner=" / ",
    ),
    KeyRow(("focusNext", "focusPrevious"), "pasar de un control a otro; Espacio o Intro lo activa"),
    KeyRow(("help", "fullScreen", "close"), "esta ayuda, pantalla completa, cerrar un diálogo"),
    KeyRow(("preferences",), "abrir o cerrar las preferencias (también en mitad de una mano)"),
    KeyRow(("scrollHelp",), "en esta ayuda: desplazar el texto"),
    KeyRow(("history",), "abrir o cerrar el historial de noches"),
    KeyRow(
        ("historyRows", "historyOpen", "historyBack"),
        "en el historial: de una fila a otra / abrir la noche / volver",
        joiner=" / ",
    ),
    KeyRow(("saveScore",), "al final de la noche: guardar tu puntaje en los cinco mejores"),
)
"""The key table of *Cómo se juega*, every binding once."""

PANEL_ROWS: tuple[KeyRow, ...] = (
    KeyRow(("chip5", "chip25", "chip100", "chip500"), "elegir ficha", keys="1–4"),
    KeyRow(("placePlayer", "placeBanker", "placeTie"), "jugador, banca, empate", joiner=" / "),
    KeyRow(("placePlayerPair", "placeBankerPair"), "pares", joiner=" / "),
    KeyRow(("placeDragon7", "placePanda8"), "dragón 7, panda 8 (EZ)", joiner=" / "),
    KeyRow(("removeLast",), "quitar la última"),
    KeyRow(("clearBets",), "limpiar"),
    KeyRow(("deal",), "repartir"),
    KeyRow(("openNext",), "abrir la siguiente"),
    KeyRow(("openAll",), "voltear todas"),
    KeyRow(("squeezeStep",), "apretar", same_line=True),
    KeyRow(("toggleRebet",), "repetir apuesta"),
    KeyRow(("toggleMute",), "sonido", same_line=True),
    KeyRow(("leave",), "retirarse"),
    KeyRow(("toggleRoads",), "caminos"),
    KeyRow(("readRoads",), "leer los caminos"),
    KeyRow(("askBanker", "askPlayer"), "¿y si banca / jugador?", joiner=" / "),
    KeyRow(("toggleOdds",), "probabilidades"),
    KeyRow(
        ("reviewBets", "reviewHand", "reviewLast", "reviewRoads", "reviewOdds", "reviewShoe"),
        "repasar: saldo, mano, última, caminos, probabilidades, zapato",
        keys="Alt+1–6",
    ),
    KeyRow(("speechOlder", "speechNewer", "speechRepeat"), "lo dicho", joiner=" / "),
    KeyRow(("preferences",), "preferencias"),
    KeyRow(("help",), "ayuda"),
    KeyRow(("fullScreen",), "pantalla completa", same_line=True),
    KeyRow(("history",), "historial", same_line=True),
)
"""The shorter list beside the felt: the shortcuts only, in short words."""


def printed_keys(row: KeyRow, *, short: bool = False, translate: Callable[[str], str] = str) -> str:
    """The keys of a row as printed: its own text, or its bindings' keys joined.

    ``short``: the side panel's abbreviations. ``translate`` is applied to each
    binding's keys (or to the row's own text) before they are joined.

    >>> printed_keys(HELP_ROWS[3]), printed_keys(PANEL_ROWS[4], short=True)
    ('7, 8', 'Retroceso')
    """
    if row.keys:
        return translate(row.keys)
    bindings = [BY_ACTION[action] for action in row.actions]
    return row.joiner.join(translate((b.short_keys or b.keys) if short else b.keys) for b in bindings)


def shortcut_sequences() -> frozenset[str]:
    """Every key sequence some Shortcut binds (standard keys not included).

    >>> sorted(shortcut_sequences())[:5]
    ['1', '2', '3', '4', '7']
    """
    return frozenset(sequence for binding in BINDINGS for sequence in binding.sequences)
