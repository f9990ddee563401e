"""What a player sees and a screen reader finds on the game's screens, read as words, in either language.

The texts of the visible items and the names and descriptions of the accessibility
tree, with the Spanish words no English text of the game has: a screen in English
that shows or says one of them has text left untranslated.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tests.support.gui import App, walk

__all__ = ["NOT_TRANSLATED", "SPANISH", "check_screen", "choose_language", "shown_texts", "spanish_in"]

SPANISH = re.compile(
    r"[áéíóúñ¿¡]|\b(el|la|los|las|del|de|que|con|una?|para|por|mesa|fichas?|jugador|banca|empate|cartas?"
    r"|zapato|manos?|apuestas?|noche|caminos?|saldo|pulsa|repartir|voltear|retirarse|cerrar|ayuda|sin"
    r"|mejores|puntaje|tu|te|y|o|se|es|sonido|atajo|tecla|elige|salón"
    r"|El|La|Los|Las|Con|Una?|Para|Por|Que|Tu|Te|Se|Es|Mesa|Fichas|Jugador|Banca|Empate|Cartas|Zapato"
    r"|MESA|FICHAS|JUGADOR|BANCA|EMPATE|REPARTIR|VOLTEAR|RETIRARSE|CERRAR|SALDO|LIMPIAR)\b"
    r"|\b\d+ a \d+\b"  # a payout or a score said the Spanish way: "8 a 1", "9 a 0"
)
"""Words (and letters) of Spanish that no English text of the game has."""
NOT_TRANSLATED = {"Español"}
"""Shown as they are in every language: the language menu names each language in its own."""


def shown_texts(app: App) -> set[str]:
    """Every text on screen and every name and description a screen reader finds."""
    found: set[str] = set()
    for item in app.items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        text = item.property("text")
        if isinstance(text, str) and text.strip():
            found.add(text)
    root = QAccessible.queryAccessibleInterface(app.window)
    assert root is not None
    for iface in walk(root):
        if iface.state().invisible:
            continue
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            text = iface.text(kind)
            if text.strip():
                found.add(text)
    return found


def spanish_in(found: set[str]) -> list[str]:
    """The texts that still speak Spanish (tags of styled text left out)."""
    return sorted(t for t in found if t not in NOT_TRANSLATED and SPANISH.search(re.sub(r"<[^>]*>", " ", t)))


def check_screen(app: App, language: str, where: str) -> set[str]:
    """In English, nothing on screen or said is Spanish; returns what was found."""
    found = shown_texts(app)
    assert found, where
    if language == "en":
        assert not spanish_in(found), f"Spanish left on {where}: {spanish_in(found)}"
    return found


def choose_language(app: App, language: str) -> None:
    """In the lobby, open PREFERENCIAS and press the language's button, as a player does."""
    app.click("preferencesButton")
    app.qtbot.waitUntil(lambda: app.exists("preferencesDialogClose"))
    app.click(f"language_{language}")
    app.qtbot.waitUntil(lambda: app.prefs.language == language)
    app.qtbot.waitUntil(lambda: app.prop(f"language_{language}", "chosen") is True)
    check_screen(app, language, "the preferences")
    app.key(Qt.Key.Key_Escape)
    app.qtbot.waitUntil(lambda: not app.exists("preferencesDialogClose"))
