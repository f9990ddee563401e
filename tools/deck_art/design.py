"""Design data: what the generator reads from one ``design.json``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Design:
    """What the generator reads from one ``design.json``."""

    id: str
    suits: dict[str, str]
    face: dict[str, Any]
    court: dict[str, Any]
    back: dict[str, Any]

    @classmethod
    def load(cls, path: Path) -> Design:
        """Read ``<design_id>/design.json``."""
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            id=path.parent.name,
            suits=dict(data["suits"]),
            face=dict(data["face"]),
            court=dict(data["court"]),
            back=dict(data["back"]),
        )
