"""A real tmpfs for the read-only and full-disk tests (root can mount one; elsewhere they are skipped)."""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

Mount = Callable[[Path, str], None]
"""``mount(folder, options)``: a tmpfs with ``options`` (``ro``, ``size=…``) on ``folder``."""


@pytest.fixture
def mount_tmpfs() -> Iterator[Mount]:
    """Mount a tmpfs with the given options on a folder (skip the test if mounting is not allowed)."""
    mounted: list[Path] = []

    def mount(target: Path, options: str) -> None:
        target.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(target)], capture_output=True, text=True
        )
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
        mounted.append(target)

    yield mount
    for target in reversed(mounted):
        subprocess.run(["umount", "-l", str(target)], check=False)
