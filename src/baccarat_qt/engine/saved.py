"""A night as plain data and back: what the night's file holds, and the check that it could be real.

The engine knows nothing of files: :func:`to_dict` gives JSON-ready data,
:func:`validate_dict` says whether data describes a state the rules can
reach, and :func:`from_dict` rebuilds the session from data that passed.
This is the session's own persistence, in modules of their own, one per job:
``saved_data`` reads and sets ``Session``'s private fields (and nothing else
should), ``saved_check`` checks the fields and ``saved_cards`` the cards.

>>> from baccarat_qt.engine.session import Session
>>> data = to_dict(Session())
>>> data["balance"], data["phase"], len(data["shoe"])
(50000, 'betting', 416)
>>> validate_dict(data)
>>> to_dict(from_dict(data)) == data
True
"""

from __future__ import annotations

from collections.abc import Mapping

from baccarat_qt.engine.saved_check import validate_dict
from baccarat_qt.engine.saved_data import restore, to_dict
from baccarat_qt.engine.session import Session

__all__ = ["from_dict", "to_dict", "validate_dict"]


def from_dict(data: Mapping[str, object]) -> Session:
    """Rebuild a session saved by :func:`to_dict`.

    The data must already have passed :func:`validate_dict`; this only
    reassembles it.
    """
    return restore(data, Session)
