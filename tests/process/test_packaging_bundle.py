"""The PyInstaller bundle a player unpacks: built once, started, trimmed, installed for one user.

The module's fixture builds the one-folder bundle for real (``packaging/build.py``, about a
minute of CPU, once per module). The tests start it as a player would (with
``BACCARAT_QT_SMOKE`` set it saves its first frame and quits, compiling no QML), ask its
version, check that Qt was trimmed to what the game needs, and run ``install-user.sh``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from baccarat_qt import __version__
from baccarat_qt.desktop.app import APP_ID
from tests.support.packaged import (
    LINUX,
    PNG_SIZES,
    ROOT,
    assert_shows_main_window,
    in_memory,
    needs_display,
    player_env,
    run_first_frame,
)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The one-folder bundle, built once with ``packaging/build.py`` into a temporary folder."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install '.[dev]')")
    with in_memory(tmp_path_factory.mktemp("bundle")) as base:
        started = time.perf_counter()
        result = subprocess.run(
            [
                sys.executable,
                str(ROOT / "packaging" / "build.py"),
                "--dist",
                str(base / "dist"),
                "--work",
                str(base / "work"),
            ],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        assert result.returncode == 0, f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-8000:]}"
        summary: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
        summary["build_seconds"] = time.perf_counter() - started
        print(f"bundle build: {summary['build_seconds']:.1f} s, {summary['bytes'] / 2**20:.1f} MiB")
        yield summary
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.slow
@needs_display
def test_bundle_shows_first_frame(bundle: dict[str, Any], tmp_path: Path) -> None:
    """The PyInstaller bundle starts on a clean environment and draws the lobby, compiling no QML: it
    ships its QML compiled (``packaging/qml_cache.py``), so Qt caches none in the empty cache folder."""
    report, image = run_first_frame([bundle["executable"]], tmp_path)
    assert_shows_main_window(report, image)
    assert sorted(tmp_path.glob("cache/**/qmlcache/*")) == [], "the bundle's first start compiled QML"


@pytest.mark.slow
def test_bundle_version_flag(bundle: dict[str, Any], tmp_path: Path) -> None:
    """The bundle's ``--version`` prints the package version."""
    result = subprocess.run(
        [bundle["executable"], "--version"],
        capture_output=True,
        text=True,
        check=True,
        env=player_env(tmp_path),
    )
    assert result.stdout.strip() == f"baccarat-qt {__version__}"


@pytest.mark.slow
def test_bundle_keeps_only_the_qt_it_needs(bundle: dict[str, Any]) -> None:
    """Unused Qt modules are filtered out; what the game needs (QtOpenGL, xcb, SVG, its files) is in."""
    folder = Path(bundle["folder"])
    names = [path.relative_to(folder).as_posix() for path in folder.rglob("*")]
    unwanted = re.compile(
        r"WebEngine|Quick3D|Qt63D|Multimedia|Pdf|Charts|DataVisualization|Designer|VirtualKeyboard|"
        r"Controls/(Material|Universal|Fusion|Imagine|FluentWinUI3)|qmltooling|/tls/|libqgtk3|qt_help_"
    )
    assert [name for name in names if unwanted.search(name)] == []
    joined = "\n".join(names)
    for needed in (
        "libQt6OpenGL.so",
        "libQt6Svg.so",
        "plugins/platforms/libqxcb.so",
        "plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "plugins/imageformats/libqsvg.so",
        "qml/QtQuick/Controls/Basic/",
        "qml/QtQuick/Shapes/",
        "baccarat_qt/ui/Baccarat/Main.qml",
        "baccarat_qt/resources/icons/baccarat-qt-256.png",
        "baccarat_qt/resources/sounds/shuffle.wav",
        "baccarat_qt/resources/translations/baccarat_en.qm",
        "baccarat_qt/resources/translations/baccarat_es.qm",
        "_miniaudio.abi3.",
    ):
        assert needed in joined, f"{needed} missing from the bundle"
    assert bundle["bytes"] < 200 * 2**20, "the trimmed bundle stays under 200 MiB"


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_install_user_script_installs_and_uninstalls(bundle: dict[str, Any], tmp_path: Path) -> None:
    """``install-user.sh`` (the copy in the bundle) installs for one user, and ``--uninstall`` removes it all."""
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home))
    env.pop("XDG_DATA_HOME", None)
    script = Path(bundle["folder"]) / "install-user.sh"
    subprocess.run(["bash", str(script)], env=env, check=True, capture_output=True, text=True)
    share = home / ".local" / "share"
    program = home / ".local" / "opt" / "baccarat-qt" / "baccarat-qt"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    installed = [
        program,
        home / ".local" / "bin" / "baccarat-qt",
        desktop,
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        *(share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in PNG_SIZES),
    ]
    for path in installed:
        assert path.exists(), f"{path} not installed"
    assert f'Exec="{program}"' in desktop.read_text(encoding="utf-8")
    version = subprocess.run(
        [str(home / ".local" / "bin" / "baccarat-qt"), "--version"], env=env, capture_output=True, text=True
    )
    assert version.stdout.strip() == f"baccarat-qt {__version__}"

    subprocess.run(
        ["bash", str(LINUX / "install-user.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    for path in installed:
        assert not path.exists() and not path.is_symlink(), f"{path} left behind"
