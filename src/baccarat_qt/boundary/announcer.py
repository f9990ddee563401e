"""What the table says: the refusal in words, notices about files, and what a screen reader is told."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from baccarat_qt.boundary.published import Published, published
from baccarat_qt.boundary.singletons import game_of

__all__ = ["Announcer"]

REFUSAL_MS = 4_000
"""How long a refusal (or a skipped rebet, a chip too big) stays in the message area."""
NOTICE_MS = 6_000
"""How long a notice about the shoe (the reshuffle) stays."""

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
    messageKindChanged = Signal()
    messageSerialChanged = Signal()
    messageDurationChanged = Signal()
    lastAnnouncementChanged = Signal()
    noticeChanged = Signal()

    announcement = Signal(str, arguments=["text"])
    """Text for the screen reader (QML passes it to Accessible.announce)."""
    remembered = Signal(str, arguments=["text"])
    """Text said for the first time (not a repeat from the speech history): the history keeps it."""
    refused = Signal(str, str, arguments=["target", "message"])
    """(target, message): what was refused (a spot id, "deal", "cards", "leave", "rebet", "clear") and why."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: list[tuple[str, str, str]] = []
        """The transient messages, (kind, target, text), the one shown first; refusals go before notices."""
        self._serial = 0
        self._last = ""
        self._notices: list[str] = []
        self.sync()

    @staticmethod
    def create(engine: QObject) -> Announcer:
        """QML singleton factory: the announcer of the game loaded in ``engine``."""
        return game_of(engine).announcer

    def _state(self) -> dict[str, object]:
        kind, target, text = self._queue[0] if self._queue else ("", "", "")
        return {
            "message": text,
            "messageTarget": target,
            "messageKind": kind,
            "messageSerial": self._serial,
            "messageDuration": NOTICE_MS if kind == "notice" else REFUSAL_MS,
            "lastAnnouncement": self._last,
            "notice": "\n".join(self._notices),
        }

    message = published(str, "message", messageChanged)
    """The message shown in the table's message area: the last refusal, else a notice (empty when none)."""
    messageTarget = published(str, "messageTarget", messageTargetChanged)
    """What it concerns: a spot id, "deal", "cards", "leave", "rebet", "clear", "chips", "shoe", or empty."""
    messageKind = published(str, "messageKind", messageKindChanged)
    """"refusal" (or a refusal-like remark), "notice" (the reshuffle), or empty."""
    messageSerial = published(int, "messageSerial", messageSerialChanged)
    """Grows each time a message is shown (the same words again included): its display time starts over."""
    messageDuration = published(int, "messageDuration", messageDurationChanged)
    """How long the shown message stays, in milliseconds (then QML calls :meth:`expireMessage`)."""
    lastAnnouncement = published(str, "lastAnnouncement", lastAnnouncementChanged)
    """The last thing said to the screen reader."""
    notice = published(str, "notice", noticeChanged)
    """Problems with stored files the player should know about, one per line, or empty."""

    def announce(self, text: str, *, remember: bool = True) -> None:
        """Say ``text`` to the screen reader; ``remember=False`` for a repeat the speech history already holds."""
        self._last = text
        self.sync()
        if remember:
            self.remembered.emit(text)
        self.announcement.emit(text)

    def refuse(self, target: str, message: str) -> None:
        """Show and say why an action on ``target`` was refused."""
        self._put(target, message)
        self.refused.emit(target, message)
        self.announce(message)

    def show(self, target: str, message: str) -> None:
        """Show a message about ``target`` and say it (not a refusal: a rebet that was skipped)."""
        self._put(target, message)
        self.announce(message)

    def notify(self, target: str, message: str) -> None:
        """Show a notice (the reshuffle) after any refusal shown now, and say it."""
        self._queue = [entry for entry in self._queue if entry[1] != target]
        self._queue.append(("notice", target, message))
        self._shown_anew(len(self._queue) == 1)
        self.announce(message)

    def _put(self, target: str, message: str) -> None:
        """A refusal replaces the one shown and goes first: it answers what the player just did."""
        self._queue = [("refusal", target, message)] + [e for e in self._queue if e[0] != "refusal"]
        self._shown_anew(True)

    def _shown_anew(self, head_changed: bool) -> None:
        if head_changed:
            self._serial += 1
        self.sync()

    def clear_message(self) -> None:
        """An action succeeded: no refusal stands any longer (a notice stays its time)."""
        kept = [entry for entry in self._queue if entry[0] != "refusal"]
        if kept != self._queue:
            head_changed = bool(kept) and (not self._queue or kept[0] != self._queue[0])
            self._queue = kept
            self._shown_anew(head_changed)

    def clear_all(self) -> None:
        """The table is left: nothing shown there stays."""
        self._queue = []
        self.sync()

    @Slot(int)
    def expireMessage(self, serial: int) -> None:
        """The message shown as ``serial`` has had its time: the next one, if any, shows."""
        if self._queue and serial == self._serial:
            self._queue.pop(0)
            self._shown_anew(bool(self._queue))

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
