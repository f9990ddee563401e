"""Fixtures shared by the scene tests' files."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl

from tests.support.squeeze import card_image


@pytest.fixture(scope="session")
def art(tmp_path_factory: pytest.TempPathFactory) -> tuple[QUrl, QUrl]:
    """The squeeze harness's card art (``tests/support/squeeze.py``): a blue patterned back and a white face
    with a red index and red pips, as image files, drawn once per process for the squeeze and flick tests."""
    folder = tmp_path_factory.mktemp("art")
    urls = []
    for name in ("back", "face"):
        path = folder / f"{name}.png"
        assert card_image(315, 440, name).save(str(path))
        urls.append(QUrl.fromLocalFile(str(path)))
    return urls[0], urls[1]
