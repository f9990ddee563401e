"""The base of every QML-facing object: properties read from one snapshot, signals only for what changed.

A boundary object describes its state as a dict of plain values
(:meth:`Published._state`). :meth:`Published.sync` recomputes that dict and
emits the notify signal of each property whose value differs from the last
snapshot, and of no other. QML reads the properties from the snapshot, so a
binding never sees a half-updated object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from PySide6.QtCore import Property, QObject, Signal

__all__ = ["Published", "constant", "published"]

T = TypeVar("T")


def published(kind: type[T], name: str, notify: Signal) -> T:
    """A read-only QML property whose value is ``name`` in the object's snapshot.

    Typed as the value for mypy: ``balance = published(int, "balance", balanceChanged)``
    reads as an ``int`` on an instance, as it does from QML.
    """

    def get(self: Published) -> Any:
        return self._values[name]

    return cast(T, Property(kind, get, notify=notify))


def constant(kind: type, getter: Callable[[Any], T]) -> T:
    """A read-only QML property that never changes (a list model, a list of options).

    ``kind`` is the type QML sees (``QObject`` for a model); the value's own
    type is what mypy sees: ``spots: SpotsModel = constant(QObject, lambda self: self._spots)``.
    """
    return cast(T, Property(kind, getter, constant=True))


class Published(QObject):
    """A QObject whose properties come from :meth:`_state`, emitted by :meth:`sync`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[str, object] = {}

    def _state(self) -> dict[str, object]:
        """Every published property's current value, by name (each object says what it publishes)."""
        return {}

    def retranslate(self) -> list[str]:
        """The language changed: recompute every text (an object that keeps texts made earlier remakes them)."""
        return self.sync()

    def sync(self) -> list[str]:
        """Bring the snapshot up to date; emit ``<name>Changed`` for each changed value.

        Returns the names that changed (the first call, which fills the
        snapshot, emits nothing: nobody can be bound yet).
        """
        new = self._state()
        old, self._values = self._values, new
        if not old:
            return []
        changed = [name for name, value in new.items() if old.get(name) != value]
        for name in changed:
            getattr(self, f"{name}Changed").emit()
        return changed
