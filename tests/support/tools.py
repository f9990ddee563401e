"""The repository's tools (``tools/*.py``) as modules, for the tests that check what they make."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def load_tool(name: str) -> ModuleType:
    """``tools/<name>.py`` imported as the tool runs: with its folder (and so ``_support``) importable.

    The folder goes last on the import path: this tree's ``src/`` stays first.
    """
    if str(TOOLS) not in sys.path:
        sys.path.append(str(TOOLS))
    return importlib.import_module(name)
