"""What the game said, kept so that the player can step back through it and hear it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.words import texts

from .published import Published, published
from .singletons import game_of

if TYPE_CHECKING:
    from .context import Context

__all__ = ["KEPT", "SpeechHistory"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1

KEPT = 100
"""How many of the last things said are kept."""


@QmlElement
@QmlSingleton
class SpeechHistory(Published):
    """The last :data:`KEPT` things said, oldest first, and the one the player stepped to."""

    entriesChanged = Signal()
    positionChanged = Signal()

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self._ctx = context
        self._entries: list[str] = []
        self._position = -1
        """The entry the player stepped to; -1: none (the next step back goes to the newest)."""
        context.announcer.remembered.connect(self._said)
        self.sync()

    @staticmethod
    def create(engine: QObject) -> SpeechHistory:
        """QML singleton factory: the speech history of the game loaded in ``engine``."""
        return game_of(engine).speech

    def _state(self) -> dict[str, object]:
        return {"entries": list(self._entries), "position": self._position}

    entries = published(list, "entries", entriesChanged)
    """The things said, oldest first (at most :data:`KEPT`)."""
    position = published(int, "position", positionChanged)
    """Index in ``entries`` of the one the player stepped to, or -1."""

    @Slot(str)
    def _said(self, text: str) -> None:
        self._entries = [*self._entries, text][-KEPT:]
        self._position = -1  # something new was said: stepping starts again from it
        self.sync()

    def _say(self, index: int, edge: str = "") -> None:
        self._position = index
        self.sync()
        said = self._entries[index]
        self._ctx.announcer.announce(f"{edge} {said}" if edge else said, remember=False)

    @Slot()
    def older(self) -> None:
        """Step back one thing said, and say it (the newest first)."""
        if not self._nothing():
            at = len(self._entries) - 1 if self._position < 0 else self._position - 1
            self._say(max(at, 0), texts.tr("Principio de lo dicho:") if at < 0 else "")

    @Slot()
    def newer(self) -> None:
        """Step forward one thing said, and say it."""
        if not self._nothing():
            last = len(self._entries) - 1
            at = last if self._position < 0 else self._position + 1
            self._say(min(at, last), texts.tr("Final de lo dicho:") if at >= last else "")

    @Slot()
    def repeat(self) -> None:
        """Say again the thing stepped to, or the last thing said."""
        if not self._nothing():
            self._say(self._position if self._position >= 0 else len(self._entries) - 1)

    def _nothing(self) -> bool:
        if self._entries:
            return False
        self._ctx.announcer.announce(texts.tr("Todavía no se dijo nada."), remember=False)
        return True
