"""Call a boundary slot by name, as QML does, whichever object has it (the robots' shared helper)."""

from __future__ import annotations

from collections.abc import Callable

from baccarat_qt.boundary.context import Context


def slot(context: Context, name: str) -> Callable[..., None]:
    """The slot ``name`` of the boundary object of ``context`` that has it."""
    for owner in (context.night, context.preferences, context.table, context.hand, context.announcer):
        method = getattr(owner, name, None)
        if callable(method):
            return method  # type: ignore[no-any-return]
    raise KeyError(f"no boundary object has a slot {name!r}")
