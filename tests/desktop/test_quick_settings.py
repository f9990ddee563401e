"""Qt Quick's settings made before the first window (``desktop/quick_settings.py``): when the game tells Qt
that the screen does not pace its frames, and that a player's own value is kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from baccarat_qt.desktop import quick_settings
from baccarat_qt.desktop.quick_settings import configure_quick, draws_in_software, screen_paces_frames

X11 = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}


@pytest.fixture(name="gpu")
def fixture_gpu(tmp_path: Path) -> Path:
    """A ``/dev/dri`` with a render node, as a machine with a GPU has it."""
    dri = tmp_path / "dri"
    dri.mkdir()
    (dri / "renderD128").touch()
    return dri


def test_x11_without_a_gpu_is_not_paced(tmp_path: Path) -> None:
    """No ``/dev/dri`` (a virtual machine, a container, a virtual display): Mesa draws in software, no vsync."""
    assert not screen_paces_frames(X11, dri=tmp_path / "none", platform="linux")
    empty = tmp_path / "dri"
    empty.mkdir()
    assert not screen_paces_frames(X11, dri=empty, platform="linux")


def test_x11_with_a_gpu_is_paced(gpu: Path) -> None:
    assert screen_paces_frames(X11, dri=gpu, platform="linux")
    assert screen_paces_frames({"DISPLAY": ":0"}, dri=gpu, platform="linux")  # xcb, Qt's default there


@pytest.mark.parametrize(
    "forced",
    [{"LIBGL_ALWAYS_SOFTWARE": "1"}, {"LIBGL_ALWAYS_SOFTWARE": "true"}, {"GALLIUM_DRIVER": "llvmpipe"}],
)
def test_software_drawing_asked_for_is_not_paced_even_with_a_gpu(gpu: Path, forced: dict[str, str]) -> None:
    assert not screen_paces_frames({**X11, **forced}, dri=gpu, platform="linux")
    assert screen_paces_frames({**X11, "LIBGL_ALWAYS_SOFTWARE": "0"}, dri=gpu, platform="linux")


def test_wayland_and_other_systems_are_left_to_qt(tmp_path: Path) -> None:
    """A Wayland compositor paces every window; on other systems the game sets nothing."""
    none = tmp_path / "none"
    assert screen_paces_frames({"WAYLAND_DISPLAY": "wayland-0"}, dri=none, platform="linux")
    assert screen_paces_frames({"QT_QPA_PLATFORM": "wayland"}, dri=none, platform="linux")
    assert not screen_paces_frames(
        {"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, dri=none, platform="linux"
    )
    assert screen_paces_frames(X11, dri=none, platform="win32")
    assert screen_paces_frames(X11, dri=none, platform="darwin")


def test_software_drawing_is_told_by_the_driver_asked_for_or_the_missing_gpu(
    tmp_path: Path, gpu: Path
) -> None:
    """On Wayland as on X11: what draws is Mesa's choice, not the window system's."""
    none = tmp_path / "none"
    assert draws_in_software({"WAYLAND_DISPLAY": "wayland-0"}, dri=none, platform="linux")
    assert draws_in_software(X11, dri=none, platform="linux")
    assert not draws_in_software(X11, dri=gpu, platform="linux")
    assert draws_in_software({**X11, "GALLIUM_DRIVER": "llvmpipe"}, dri=gpu, platform="linux")
    assert draws_in_software({**X11, "LIBGL_ALWAYS_SOFTWARE": "1"}, dri=gpu, platform="linux")
    assert not draws_in_software(X11, dri=none, platform="win32")


@pytest.mark.parametrize("paced", [True, False])
def test_configure_quick_turns_vsync_off_only_where_the_screen_does_not_pace(
    monkeypatch: pytest.MonkeyPatch, paced: bool
) -> None:
    monkeypatch.delenv("QSG_NO_VSYNC", raising=False)
    monkeypatch.setattr(quick_settings, "screen_paces_frames", lambda: paced)
    configure_quick()
    assert ("QSG_NO_VSYNC" in os.environ) is not paced


@pytest.mark.parametrize("software", [True, False])
def test_configure_quick_leaves_the_depth_buffer_out_only_where_mesa_draws_in_software(
    monkeypatch: pytest.MonkeyPatch, software: bool
) -> None:
    monkeypatch.delenv("QSG_NO_DEPTH_BUFFER", raising=False)
    monkeypatch.setattr(quick_settings, "draws_in_software", lambda *_args, **_kwargs: software)
    configure_quick()
    assert ("QSG_NO_DEPTH_BUFFER" in os.environ) is software


def test_configure_quick_keeps_the_players_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QSG_NO_VSYNC", "0")
    monkeypatch.setenv("QSG_NO_DEPTH_BUFFER", "")  # set empty: Qt keeps its depth buffer
    monkeypatch.setattr(quick_settings, "screen_paces_frames", lambda: False)
    monkeypatch.setattr(quick_settings, "draws_in_software", lambda *_args, **_kwargs: True)
    configure_quick()
    assert os.environ["QSG_NO_VSYNC"] == "0"
    assert os.environ["QSG_NO_DEPTH_BUFFER"] == ""
