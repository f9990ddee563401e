"""The keyboard map is one table: the QML shortcuts, the help, the side panel and the README agree with it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from baccarat_qt.boundary import keymap
from baccarat_qt.boundary.keymap import BINDINGS, BY_ACTION, HELP_ROWS, PANEL_ROWS, KeyScope
from baccarat_qt.boundary.keys import KeyMap

ROOT = Path(__file__).resolve().parents[2]
QML_DIR = ROOT / "ui" / "Baccarat"

SHORTCUT_SCOPES = (KeyScope.TABLE, KeyScope.WINDOW)
"""The scopes whose keys README's "Keys at the table" lists."""


def readme_keys() -> set[str]:
    """The keys in README's "Keys at the table" table, as Qt key sequences."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### Keys at the table", 1)[1].split("\n#", 1)[0]
    keys: set[str] = set()
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or cells[0] in ("key", "") or set(cells[0]) <= set("-"):
            continue
        for group in cells[0].split("·"):
            keys.update(group.split())
    return keys


def qml_shortcut_sequences() -> list[tuple[str, str]]:
    """(file, what its ``sequence:``/``sequences:`` is set to) for every such property in the QML module."""
    found = []
    for path in sorted(QML_DIR.glob("*.qml")):
        for match in re.finditer(r"\bsequences?\s*:\s*([^;\n}]+)", path.read_text(encoding="utf-8")):
            found.append((path.name, match.group(1).strip()))
    return found


def test_keymap_imports_no_qt() -> None:
    """baccarat_qt.boundary.keymap, imported in a fresh interpreter, loads no PySide6 or shiboken."""
    probe = "import json, sys, baccarat_qt.boundary.keymap; print(json.dumps(sorted(sys.modules)))"
    path = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": path},
    )
    loaded = json.loads(result.stdout)
    assert [name for name in loaded if name.lower().startswith(("pyside", "shiboken"))] == []


def test_actions_are_unique_and_rows_name_known_actions() -> None:
    """Every action id appears once in the map; the help and the panel only name actions the map has."""
    actions = [binding.action for binding in BINDINGS]
    assert len(actions) == len(set(actions))
    for row in HELP_ROWS + PANEL_ROWS:
        assert row.actions and set(row.actions) <= set(BY_ACTION), row


def test_help_lists_every_binding_once() -> None:
    """The help's key table names each binding exactly once."""
    listed = [action for row in HELP_ROWS for action in row.actions]
    assert sorted(listed) == sorted(BY_ACTION)


def test_side_panel_lists_every_shortcut() -> None:
    """The side panel's shorter list still names every shortcut of the table and the window."""
    listed = {action for row in PANEL_ROWS for action in row.actions}
    assert listed == {b.action for b in BINDINGS if b.scope in SHORTCUT_SCOPES}


@pytest.mark.parametrize("binding", BINDINGS, ids=lambda b: b.action)
def test_sequences_are_valid_qt_key_sequences(binding: keymap.KeyBinding) -> None:
    """Each sequence is one known Qt key combination (no typo); only controls' own keys have none."""
    for sequence in binding.sequences:
        parsed = QKeySequence.fromString(sequence, QKeySequence.SequenceFormat.PortableText)
        assert parsed.count() == 1, sequence
        assert parsed.toString(QKeySequence.SequenceFormat.PortableText), sequence  # unknown keys print ''
    for name in binding.standard_keys:
        assert name in QKeySequence.StandardKey.__members__
    assert bool(binding.sequences) == (binding.scope is not KeyScope.CONTROL)


def test_readme_lists_the_same_keys_as_the_map() -> None:
    """README's "Keys at the table" lists exactly the keys of the table's and the window's shortcuts."""
    mapped = {s for b in BINDINGS if b.scope in SHORTCUT_SCOPES for s in b.sequences}
    assert readme_keys() == mapped


def test_every_qml_shortcut_takes_its_keys_from_the_map() -> None:
    """Every Shortcut in the QML module binds ``KeyMap.sequences.<action>``, never a literal key."""
    found = qml_shortcut_sequences()
    assert found, "no Shortcut found in the QML module"
    for name, value in found:
        match = re.fullmatch(r"KeyMap\.sequences\.(\w+)", value)
        assert match, f"{name}: sequence set to {value!r}, not from KeyMap"
        assert BY_ACTION[match.group(1)].sequences, f"{name}: {match.group(1)} has no sequences"
    shortcuts = sum(
        len(re.findall(r"\bShortcut\s*\{", p.read_text(encoding="utf-8"))) for p in QML_DIR.glob("*.qml")
    )
    assert shortcuts == len(found)


def test_every_shortcut_of_the_map_is_bound_in_qml() -> None:
    """No key in the map is printed for the player without a Shortcut behind it."""
    bound = {value.rsplit(".", 1)[1] for _name, value in qml_shortcut_sequences()}
    assert bound == {b.action for b in BINDINGS if b.sequences}


HELP_TABLE = [
    ("1, 2, 3, 4", "elegir la ficha de 5, 25, 100 o 500"),
    ("J, B, E", "poner la ficha en JUGADOR, BANCA o EMPATE"),
    ("Mayúsculas+J, Mayúsculas+B", "poner la ficha en PAR JUGADOR o PAR BANCA"),
    ("7, 8", "en la mesa EZ: poner la ficha en DRAGÓN 7 o PANDA 8"),
    ("Retroceso / Suprimir", "quitar la última ficha / LIMPIAR la mesa"),
    ("D", "REPARTIR"),
    ("A / T", "abrir la siguiente carta / VOLTEAR TODAS"),
    ("Flechas, Intro o Espacio", "con una carta enfocada: levantar ese borde / abrirla"),
    ("S", "con una carta enfocada: apretarla un paso desde el lado y oír lo que asoma"),
    ("R", "marcar o desmarcar «Repetir la apuesta anterior»"),
    ("M", "silenciar el sonido o volver a oírlo"),
    ("Control+R", "RETIRARSE"),
    ("C / L", "mostrar u ocultar los caminos / leerlos en voz alta"),
    ("Control+B / Control+J", "¿Y si BANCA? / ¿Y si JUGADOR?: la próxima marca de cada camino derivado"),
    ("P", "mostrar u ocultar las probabilidades del zapato"),
    ("Re Pág / Av Pág", "con las probabilidades enfocadas: desplazarlas si no caben"),
    (
        "Alt+1, Alt+2, Alt+3, Alt+4, Alt+5, Alt+6",
        "decir una parte de la mesa: saldo y fichas, mano en juego, última mano, caminos, probabilidades, zapato",
    ),
    ("Alt+Flecha arriba / Alt+Flecha abajo / Alt+R", "lo dicho: frase anterior / siguiente / repetirla"),
    ("Tab, Mayúsculas+Tab", "pasar de un control a otro; Espacio o Intro lo activa"),
    ("F1, F11, Escape", "esta ayuda, pantalla completa, cerrar un diálogo"),
    ("F10", "abrir o cerrar las preferencias (también en mitad de una mano)"),
    ("Flechas arriba y abajo", "en esta ayuda: desplazar el texto"),
    ("H", "abrir o cerrar el historial de noches"),
    (
        "Flechas arriba y abajo / Intro / Escape",
        "en el historial: de una fila a otra / abrir la noche / volver",
    ),
    ("Intro en el nombre", "al final de la noche: guardar tu puntaje en los cinco mejores"),
]
"""The help's key table as the player reads it."""

PANEL_TEXT = (
    "1–4  elegir ficha\nJ / B / E  jugador, banca, empate\nMayús+J / Mayús+B  pares\n7 / 8  dragón 7, panda 8 (EZ)\n"
    "Retroceso  quitar la última\nSupr  limpiar\nD  repartir\nA  abrir la siguiente\nT  voltear todas · S  apretar\n"
    "R  repetir apuesta · M  sonido\nCtrl+R  retirarse\nC  caminos\nL  leer los caminos\n"
    "Ctrl+B / Ctrl+J  ¿y si banca / jugador?\nP  probabilidades\n"
    "Alt+1–6  repasar: saldo, mano, última, caminos, probabilidades, zapato\nAlt+↑ / Alt+↓ / Alt+R  lo dicho\n"
    "F10  preferencias\nF1  ayuda · F11  pantalla completa · H  historial"
)
"""The side panel's key list as the player reads it (SidePanel.qml joins the rows this way)."""


def test_keymap_object_gives_the_help_its_table(qapp: QApplication) -> None:
    """KeyMap.rows is the help's key table, row by row."""
    rows = KeyMap().property("rows")
    assert [(row["keys"], row["description"]) for row in rows] == HELP_TABLE


def test_keymap_object_gives_the_side_panel_its_text(qapp: QApplication) -> None:
    """KeyMap.panelRows, joined as the side panel joins them, is the panel's text."""
    text = ""
    for row in KeyMap().property("panelRows"):
        entry = f"{row['keys']}  {row['description']}"
        text = entry if not text else text + (" · " if row["sameLine"] else "\n") + entry
    assert text == PANEL_TEXT


def test_keymap_object_sequences_and_printed_keys(qapp: QApplication) -> None:
    """KeyMap.sequences maps each shortcut's action to its sequences, without repeats; KeyMap.keys prints them."""
    key_map = KeyMap()
    sequences = key_map.property("sequences")
    assert sequences["deal"] == ["D"]
    assert sequences["placeBankerPair"] == ["Shift+B"]
    assert "F11" in sequences["fullScreen"]
    assert set(sequences) == {b.action for b in BINDINGS if b.sequences}
    for action, listed in sequences.items():
        assert len(listed) == len(set(listed)), action
    keys = key_map.property("keys")
    assert keys["leave"] == "Control+R"
    assert keys["placePlayerPair"] == "Mayúsculas+J"
    assert keys["chip100"] == "3"
