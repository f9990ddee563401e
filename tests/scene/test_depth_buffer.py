"""Where Mesa draws in software, as on the tests' desktop, the game's windows have no depth buffer for their 2D
content (``desktop/quick_settings.py``: the same pictures at about 14 % less CPU a frame); with a GPU they keep Qt's
default. (The tests' process is configured as the game's: ``tests/conftest.py``.)"""

from __future__ import annotations

from baccarat_qt.desktop.quick_settings import draws_in_software
from tests.support.gui import App


def test_the_game_s_window_uses_a_depth_buffer_only_with_a_gpu(app: App) -> None:
    configuration = app.window.graphicsConfiguration()
    assert configuration.isDepthBufferEnabledFor2D() is not draws_in_software()
