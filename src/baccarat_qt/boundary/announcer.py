"""What the table says: the refusal in words, notices about files, and what a screen reader is told."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.published import Published, published

__all__ = ["Announcer"]

QML_IMPORT_NAME = "BaccaratCore"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Announcer(Published):
    """The status line and the screen reader's voice.

    Every refusal of the table passes through :meth:`refuse`, the one place
    where a refused action becomes something shown and said.
    """

    messageChanged = Signal()
    messageTargetChanged = Signal()
    lastAnnouncementChanged = Signal()
    noticeChanged = Signal()

    announcement = Signal(str, arguments=["text"])
    """Text for the screen reader (QML passes it to Accessible.announce)."""
    refused = Signal(str, str, arguments=["target", "message"])
    """(target, message): what was refused (a spot id, "deal", "cards", "leave", "rebet", "clear") and why."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._message = ""
        self._target = ""
        self._last = ""
        self._notices: list[str] = []
        self.sync()

    @staticmethod
    def create(engine: QObject) -> Announcer:
        """QML singleton factory: the announcer of the game loaded in ``engine``."""
        from baccarat_qt.boundary.context import Context

        return Context.of(engine).announcer

    def _state(self) -> dict[str, object]:
        return {
            "message": self._message,
            "messageTarget": self._target,
            "lastAnnouncement": self._last,
            "notice": "\n".join(self._notices),
        }

    message = published(str, "message", messageChanged)
    """The last refusal, in words (empty when none stands)."""
    messageTarget = published(str, "messageTarget", messageTargetChanged)
    """What it concerns: a spot id, "deal", "cards", "leave", "rebet", "clear", or empty."""
    lastAnnouncement = published(str, "lastAnnouncement", lastAnnouncementChanged)
    """The last thing said to the screen reader."""
    notice = published(str, "notice", noticeChanged)
    """Problems with stored files the player should know about, one per line, or empty."""

    def announce(self, text: str) -> None:
        """Say ``text`` to the screen reader."""
        self._last = text
        self.sync()
        self.announcement.emit(text)

    def refuse(self, target: str, message: str) -> None:
        """Show and say why an action on ``target`` was refused."""
        self._message, self._target = message, target
        self.sync()
        self.refused.emit(target, message)
        self.announce(message)

    def show(self, target: str, message: str) -> None:
        """Show a message next to ``target`` and say it (not a refusal: a rebet that was skipped)."""
        self._message, self._target = message, target
        self.announce(message)

    def clear_message(self) -> None:
        """An action succeeded: the last refusal no longer stands."""
        self._message, self._target = "", ""
        self.sync()

    def add_notice(self, text: str) -> None:
        """Tell the player about a problem with a file (each problem once)."""
        if text not in self._notices:
            self._notices.append(text)
            self.sync()

    @Slot()
    def dismissNotice(self) -> None:
        """The player has read the notices."""
        self._notices.clear()
        self.sync()
