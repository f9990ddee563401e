"""The sound settings in the settings file: a file from before sound loads, a bad volume makes the file bad.

A settings file written before the game had sound has no volume and no mute: it loads
with the default volume and no choice made about mute. A volume that is not a whole
number from 0 to 100 is a bad file: a problem is reported and the defaults are used.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baccarat_qt.store.settings import Settings, load_settings


def test_old_settings_without_sound_load(tmp_path: Path) -> None:
    """A settings file from before sound loads, with the default volume and no choice about mute."""
    data = Settings().to_data()
    del data["volume"], data["muted"]
    (tmp_path / "settings.json").write_text(
        json.dumps({"schema": "baccarat-qt/settings", "version": 1, "data": data}), encoding="utf-8"
    )
    settings, problem = load_settings(tmp_path)
    assert problem is None
    assert (settings.volume, settings.muted) == (80, None)


@pytest.mark.parametrize("volume", [-1, 101, 5.5, True, "80"])
def test_a_bad_volume_is_a_bad_file(tmp_path: Path, volume: object) -> None:
    """A volume that is not a whole number from 0 to 100 makes the file bad (set aside, defaults used)."""
    data = {**Settings().to_data(), "volume": volume}
    (tmp_path / "settings.json").write_text(
        json.dumps({"schema": "baccarat-qt/settings", "version": 1, "data": data}), encoding="utf-8"
    )
    settings, problem = load_settings(tmp_path)
    assert problem is not None
    assert settings == Settings()
