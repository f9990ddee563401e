"""The player's choices that outlive a night: table, deck, rebet, motion, contrast and the odds panel."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary import decks
from baccarat_qt.boundary.singletons import game_of
from baccarat_qt.engine import TableKind
from baccarat_qt.store.settings import PACES, load_settings, save_settings
from baccarat_qt.words import file_texts, texts
from baccarat_qt.words.language import LANGUAGE_NAMES, system_language
from baccarat_qt.words.pace_texts import pace_name

from .published import Published, constant, published

__all__ = ["Preferences"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)
PACE_SCALE = {"normal": 1.0, "quick": 0.5, "instant": 0.0}
"""How each pace scales the deal's and the turn's durations."""


def _table_options() -> list[dict[str, str]]:
    return [
        {"id": t.value, "name": texts.table_name(t), "explanation": texts.table_explanation(t)}
        for t in TableKind
    ]


def _deck_options() -> list[dict[str, str]]:
    options = []
    for design in decks.designs():
        first, last = (design.preview[0], design.preview[-1]) if design.preview else ("KH", "7S")
        options.append(
            {
                "id": design.id,
                "name": texts.tr(design.name),
                "description": texts.tr(design.description),
                "backSource": decks.card_url(design.id, None),
                "previewSource": decks.card_url(design.id, first),
                "previewSource2": decks.card_url(design.id, last),
            }
        )
    return options


@QmlElement
@QmlSingleton
class Preferences(Published):
    """Settings QML shows and changes; saved to the settings file on every change.

    ``Theme.qml`` reads only this object.
    """

    tableKindChanged = Signal()
    tableNameChanged = Signal()
    rebetChanged = Signal()
    deckDesignChanged = Signal()
    backSourceChanged = Signal()
    reducedMotionChanged = Signal()
    paceChanged = Signal()
    motionScaleChanged = Signal()
    paceOptionsChanged = Signal()
    highContrastChanged = Signal()
    lastNameChanged = Signal()
    showOddsChanged = Signal()
    languageChanged = Signal()
    tableOptionsChanged = Signal()
    deckOptionsChanged = Signal()

    def __init__(self, folder: Path, notice: Callable[[str], None], parent: QObject | None = None) -> None:
        """Read the settings from ``folder``; ``notice`` tells the player about a file problem."""
        super().__init__(parent)
        self._folder = folder
        self._notice = notice
        self._saving_failed = False
        settings, problem = load_settings(folder)
        if problem is not None:
            notice(file_texts.load_problem(problem, texts.tr("preferencias")))
        if not decks.is_design(settings.deck):
            settings = dataclasses.replace(settings, deck=decks.DEFAULT_DESIGN)
        self.settings = settings
        """The settings in force (read by the other boundary objects)."""
        self.rebet_hook: Callable[[bool], None] | None = None
        """Called with the new value when the rebet box changes (the table applies it to the night)."""
        self.language_hook: Callable[[str], None] | None = None
        """Called with the new language when the player chooses one (the context switches the interface)."""
        self.sync()

    @staticmethod
    def create(engine: QObject) -> Preferences:
        """QML singleton factory: the preferences of the game loaded in ``engine``."""
        return game_of(engine).preferences

    def _state(self) -> dict[str, object]:
        s = self.settings
        return {
            "tableKind": s.table.value,
            "tableName": texts.table_name(s.table),
            "rebet": s.rebet,
            "deckDesign": s.deck,
            "backSource": decks.card_url(s.deck, None),
            "reducedMotion": s.reduced_motion,
            "pace": s.pace,
            "motionScale": 0.0 if s.reduced_motion else PACE_SCALE[s.pace],
            "paceOptions": [{"id": pace, "name": pace_name(pace)} for pace in PACES],
            "highContrast": s.high_contrast,
            "lastName": s.last_name,
            "showOdds": s.show_odds,
            "language": self.language_in_force(),
            "tableOptions": _table_options(),
            "deckOptions": _deck_options(),
        }

    def language_in_force(self) -> str:
        """The player's choice, or before they choose, the system's (English for ``en_*``, else Spanish)."""
        return self.settings.language or system_language()

    tableKind = published(str, "tableKind", tableKindChanged)
    """"classic", "no_commission" or "ez": the table of the next night."""
    tableName = published(str, "tableName", tableNameChanged)
    rebet = published(bool, "rebet", rebetChanged)
    """"Repetir la apuesta anterior"."""
    deckDesign = published(str, "deckDesign", deckDesignChanged)
    backSource = published(str, "backSource", backSourceChanged)
    """The card back of the chosen deck."""
    reducedMotion = published(bool, "reducedMotion", reducedMotionChanged)
    pace = published(str, "pace", paceChanged)
    """The dealing pace: "normal", "quick" or "instant"."""
    motionScale = published(float, "motionScale", motionScaleChanged)
    """What the deal's and the turn's durations are multiplied by: 1, 0.5, or 0 (instant, or reduced motion)."""
    paceOptions = published(list, "paceOptions", paceOptionsChanged)
    """The paces to choose from, with their names."""
    highContrast = published(bool, "highContrast", highContrastChanged)
    lastName = published(str, "lastName", lastNameChanged)
    """The name last entered on the score screen."""
    showOdds = published(bool, "showOdds", showOddsChanged)
    """The panel of the odds of the cards left is shown at the table (off by default)."""
    language = published(str, "language", languageChanged)
    """"es" or "en": the language the interface speaks."""
    languageOptions: list[dict[str, str]] = constant(
        list, lambda self: [{"id": code, "name": name} for code, name in LANGUAGE_NAMES.items()]
    )
    """The languages to choose from, each by its own name."""
    tableOptions = published(list, "tableOptions", tableOptionsChanged)
    deckOptions = published(list, "deckOptions", deckOptionsChanged)

    def update(self, **changes: Any) -> None:
        """Change settings, save them, and emit what changed.

        A save that fails is told once, however many fail after it (even if the
        player dismissed the notice), until a save works again.
        """
        new = dataclasses.replace(self.settings, **changes)
        if new == self.settings:
            return
        self.settings = new
        self.sync()
        try:
            save_settings(self._folder, new)
        except OSError:
            log.exception("cannot save settings")
            if not self._saving_failed:
                self._saving_failed = True
                self._notice(file_texts.settings_save_failed(self._folder))
            return
        self._saving_failed = False

    def remember_window(self, geometry: tuple[int, int, int, int], state: str) -> None:
        """Keep the window's normal geometry and its state for the next start (the game is quitting)."""
        self.update(window=geometry, window_state=state)

    @Slot(str)
    def setTableKind(self, value: str) -> None:
        """Choose CLÁSICA ("classic"), SIN COMISIÓN ("no_commission") or EZ ("ez") for the next night."""
        try:
            table = TableKind(value)
        except ValueError:
            log.warning("unknown table %r", value)
            return
        self.update(table=table)

    @Slot(str)
    def setDeckDesign(self, value: str) -> None:
        """Choose the deck design (one of ``deckOptions``)."""
        if decks.is_design(value):
            self.update(deck=value)

    @Slot(bool)
    def setRebet(self, value: bool) -> None:
        """The "Repetir la apuesta anterior" box (at the table, it applies to the night too)."""
        value = bool(value)
        if self.rebet_hook is not None:
            self.rebet_hook(value)
        self.update(rebet=value)

    @Slot(str)
    def setLanguage(self, value: str) -> None:
        """Speak ``value`` ("es" or "en") from now on: the whole interface switches at once, and it is kept."""
        if value not in LANGUAGE_NAMES:
            log.warning("unknown language %r", value)
            return
        changed = value != self.language_in_force()
        self.update(language=value)
        if changed and self.language_hook is not None:
            self.language_hook(value)

    @Slot(bool)
    def setReducedMotion(self, value: bool) -> None:
        """Reduced motion: no curl or dealing animation."""
        self.update(reduced_motion=bool(value))

    @Slot(str)
    def setPace(self, value: str) -> None:
        """The dealing pace (one of ``paceOptions``); the player still opens every card."""
        if value in PACES:
            self.update(pace=value)

    @Slot(bool)
    def setHighContrast(self, value: bool) -> None:
        """The high-contrast theme."""
        self.update(high_contrast=bool(value))

    @Slot(bool)
    def setShowOdds(self, value: bool) -> None:
        """Show or hide the panel of the odds of the cards left in the shoe."""
        self.update(show_odds=bool(value))
