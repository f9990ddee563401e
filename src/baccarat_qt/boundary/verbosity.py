"""How much the game says: the verbosity, the chips' confirmations, and the list of what was said."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.words import texts

from .published import Published, published
from .singletons import game_of

if TYPE_CHECKING:
    from .context import Context

__all__ = ["Verbosity"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


def _options() -> list[dict[str, str]]:
    from baccarat_qt.words import speech_texts  # with the verbosity, built when first asked for

    said = {
        speech_texts.BRIEF: (texts.tr("Breve"), texts.tr("el resultado y el saldo")),
        speech_texts.NORMAL: (texts.tr("Normal"), texts.tr("cada carta, cada tercera carta y cada casilla")),
        speech_texts.FULL: (
            texts.tr("Completa"),
            texts.tr("además, las cartas de cada lado, lo que paga cada casilla y lo que ganas o pierdes"),
        ),
    }
    return [
        {"id": level, "name": said[level][0], "description": said[level][1]} for level in speech_texts.LEVELS
    ]


@QmlElement
@QmlSingleton
class Verbosity(Published):
    """The preferences of what is said, kept in the settings (the preferences object saves them)."""

    levelChanged = Signal()
    chipSpeechChanged = Signal()
    showSpeechChanged = Signal()
    optionsChanged = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self.sync()

    @staticmethod
    def create(engine: QObject) -> Verbosity:
        """QML singleton factory: the verbosity of the game loaded in ``engine``."""
        return game_of(engine).verbosity

    def _state(self) -> dict[str, object]:
        s = self._ctx.preferences.settings
        return {
            "level": s.verbosity,
            "chipSpeech": s.chip_speech,
            "showSpeech": s.show_speech,
            "options": _options(),
        }

    level = published(str, "level", levelChanged)
    """"brief", "normal" or "full"."""
    chipSpeech = published(bool, "chipSpeech", chipSpeechChanged)
    """Each chip placed is confirmed in full; False: only the chip and the spot."""
    showSpeech = published(bool, "showSpeech", showSpeechChanged)
    """The list of what was said is shown beside the felt."""
    options = published(list, "options", optionsChanged)
    """The levels to choose from: ``{"id", "name", "description"}``, least first."""

    @Slot(str)
    def setLevel(self, level: str) -> None:
        """Choose how much is said (one of ``options``)."""
        from baccarat_qt.words import speech_texts

        if level in speech_texts.LEVELS:
            self._ctx.preferences.update(verbosity=level)
            self.sync()

    @Slot(bool)
    def setChipSpeech(self, on: bool) -> None:
        """Each chip confirmed in full (True) or briefly."""
        self._ctx.preferences.update(chip_speech=bool(on))
        self.sync()

    @Slot(bool)
    def setShowSpeech(self, on: bool) -> None:
        """Show or hide the list of what was said beside the felt."""
        self._ctx.preferences.update(show_speech=bool(on))
        self.sync()
