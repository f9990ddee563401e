"""What a player installs: the wheel in a fresh virtual environment, the PyInstaller bundle, desktop files.

The two slow tests build for real: a wheel installed into a new venv, and the
one-folder bundle (``packaging/build.py``, built once per module). Each then
starts the game as a player would, with ``BACCARAT_QT_SMOKE`` set: the game
saves its first frame to a PNG, prints one JSON line and quits.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader

import baccarat_qt
from baccarat_qt import __version__
from baccarat_qt.desktop.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

needs_display = pytest.mark.skipif(
    not os.environ.get("DISPLAY"), reason="needs an X display (pytest-xvfb starts Xvfb when it is installed)"
)


def _load_packaging_module(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (the folder is not a Python package)."""
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


qt_trim = _load_packaging_module("qt_trim")


MEMORY = Path("/dev/shm")


@contextmanager
def _in_memory(fallback: Path) -> Iterator[Path]:
    """A new folder on a tmpfs when the system has one that may run programs (Linux's ``/dev/shm``), else
    ``fallback``; removed afterwards. The bundle (145 MiB, from 450 MiB collected) and the fresh venv with
    PySide6 are written and read back there without waiting on a loaded disk (the bundle's build: 104 s
    on disk, 60 s there, the same CPU time); what is built, and how, is the same."""
    if not MEMORY.is_dir() or os.statvfs(MEMORY).f_flag & os.ST_NOEXEC:
        yield fallback
        return
    folder = Path(tempfile.mkdtemp(prefix="baccarat-packaging-", dir=MEMORY))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _player_env(tmp: Path) -> dict[str, str]:
    """The environment of a player's session: no source tree on the path, app data in ``tmp``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(
        QT_QPA_PLATFORM="xcb", BACCARAT_QT_HOME=str(tmp / "app-home"), XDG_CACHE_HOME=str(tmp / "cache")
    )
    return env


def _run_first_frame(command: list[str], tmp: Path) -> tuple[dict[str, Any], QImage]:
    """Start the game with the smoke hook; return its JSON line and the saved frame."""
    frame = tmp / "first-frame.png"
    env = _player_env(tmp)
    env["BACCARAT_QT_SMOKE"] = str(frame)
    result = subprocess.run(
        command, env=env, cwd=tmp, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, (
        f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    image = QImage(str(frame))
    assert not image.isNull(), f"no PNG at {frame}"
    return report, image


def _assert_shows_main_window(report: dict[str, Any], image: QImage) -> None:
    """The first frame is the main window, full size, with something drawn on it (not one flat colour)."""
    assert report["window"] == "mainWindow"
    assert report["title"] == "Baccarat"
    assert report["screen"] == "lobby", "the first screen is the lobby (Main.qml's currentScreen)"
    assert (image.width(), image.height()) == (report["width"], report["height"])
    assert image.width() >= 1024 and image.height() >= 640
    background = image.pixel(2, 2)
    step = 8
    samples = [
        image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)
    ]
    drawn = sum(1 for pixel in samples if pixel != background)
    assert drawn / len(samples) > 0.01, "the frame is blank"
    assert len(set(samples)) > 20, "the frame has almost no colours"


# --------------------------------------------------------------------------- wheel


@pytest.mark.slow
@needs_display
def test_wheel_in_fresh_venv_shows_first_frame(tmp_path: Path) -> None:
    """``pip install`` of the built wheel into a new venv gives a ``baccarat-qt`` that draws the lobby."""
    started = time.perf_counter()
    with _in_memory(tmp_path) as built:
        _install_and_run_the_wheel(built, tmp_path)
    print(f"wheel build + fresh venv + install + first frame: {time.perf_counter() - started:.1f} s")


def _install_and_run_the_wheel(built: Path, tmp_path: Path) -> None:
    """Build the wheel and a venv in ``built``, install it there and start it (app data in ``tmp_path``)."""
    wheels = built / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("baccarat_qt-*.whl")
    venv = built / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
        check=True,
        timeout=600,
        env=_player_env(tmp_path),
    )
    installed = subprocess.run(
        [str(python), "-c", "import baccarat_qt.paths as p; print(p.ui_dir()); print(p.resources_dir())"],
        check=True,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_player_env(tmp_path),
    ).stdout.split()
    ui, resources = (Path(line) for line in installed)
    assert venv in ui.parents and venv in resources.parents, (
        "QML and resources come from the installed package"
    )
    assert (ui / "Baccarat" / "Main.qml").is_file()
    assert (ui / "Baccarat" / "qmldir").is_file()
    assert (resources / "icons" / "baccarat-qt.svg").is_file()
    for source in sorted((ROOT / "ui").rglob("*.qsb")):
        assert (ui / source.relative_to(ROOT / "ui")).is_file(), (
            f"compiled shader {source.name} not installed"
        )
    assert any(resources.rglob("*.svg")), "card art installed"
    assert (resources / "sounds" / "card-slide-1.wav").is_file(), "sounds installed"
    for language in ("en", "es"):
        assert (resources / "translations" / f"baccarat_{language}.qm").is_file(), "translations installed"

    version = subprocess.run(
        [str(bin_dir / "baccarat-qt"), "--version"], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    assert version.stdout.strip() == f"baccarat-qt {__version__}"
    report, image = _run_first_frame([str(bin_dir / "baccarat-qt")], tmp_path)
    _assert_shows_main_window(report, image)


# --------------------------------------------------------------------------- bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The one-folder bundle, built once with ``packaging/build.py`` into a temporary folder."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install '.[dev]')")
    with _in_memory(tmp_path_factory.mktemp("bundle")) as base:
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
    report, image = _run_first_frame([bundle["executable"]], tmp_path)
    _assert_shows_main_window(report, image)
    assert sorted(tmp_path.glob("cache/**/qmlcache/*")) == [], "the bundle's first start compiled QML"


@pytest.mark.slow
def test_bundle_version_flag(bundle: dict[str, Any], tmp_path: Path) -> None:
    """The bundle's ``--version`` prints the package version."""
    result = subprocess.run(
        [bundle["executable"], "--version"],
        capture_output=True,
        text=True,
        check=True,
        env=_player_env(tmp_path),
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


# --------------------------------------------------------------------------- the trim rules (fast)


def _qml_datas() -> list[tuple[str, str, str]]:
    """TOC-like entries for every qmldir of the installed PySide6, as PyInstaller's hook lists them."""
    import PySide6

    qml = Path(PySide6.__file__).parent / "Qt" / "qml"
    if not qml.is_dir():
        qml = Path(PySide6.__file__).parent / "qml"
    return [
        (f"PySide6/Qt/qml/{path.relative_to(qml).as_posix()}", str(path), "DATA")
        for path in sorted(qml.rglob("qmldir"))
    ]


def test_bundle_keeps_every_qml_module_the_game_imports() -> None:
    """Every Qt QML module imported under ``ui/`` is in the trim's allow list (or imported by one)."""
    kept = qt_trim._kept_qml_modules(qt_trim._qml_module_dirs(_qml_datas()))
    dotted = [folder.replace("/", ".") for folder in kept]
    assert qt_trim.check_qml_imports([ROOT / "ui"], dotted) == []
    assert "QtQuick.Controls.Basic" in dotted
    assert not any(
        name.startswith(("QtQuick.Controls.Material", "QtQuick3D", "QtWebEngine")) for name in dotted
    )


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/plugins/imageformats/qsvg.dll", True),
        ("PySide6/plugins/imageformats/qjpeg.dll", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
        ("PySide6/Qt/translations/qtbase_es.qm", True),
        ("PySide6/translations/qtdeclarative_en.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qt_help_pt_BR.qm", False),
        ("PySide6/Qt/translations/qt_help_es.qm", False),
        ("PySide6/Qt/translations/qtmultimedia_es.qm", False),
        ("PySide6/Qt/translations/qt_es.qm", True),
    ],
)
def test_trim_rules_for_plugins_and_translations(dest: str, kept: bool) -> None:
    """Plugins and translations follow the allow list on every platform's layout."""
    rel = qt_trim._qt_relative(dest)
    assert rel is not None
    assert (qt_trim._keep_qt_file(rel, {}, set()) is None) is kept


@pytest.mark.parametrize(
    ("entry", "candidate"),
    [
        (("PySide6/Qt/lib/libQt6Quick3D.so.6", "x", "BINARY"), True),
        (("libX11.so.6", "x", "BINARY"), True),
        (("PySide6/Qt6Quick3D.dll", "x", "BINARY"), True),
        (("PySide6/Qt/lib/QtQuick3D.framework/Versions/A/QtQuick3D", "x", "BINARY"), True),
        (("PySide6/QtQuick.abi3.so", "x", "EXTENSION"), False),
        (("PySide6/Qt/plugins/platforms/libqxcb.so", "x", "BINARY"), False),
        (("PySide6/Qt/qml/QtQuick/libqtquick2plugin.so", "x", "BINARY"), False),
    ],
)
def test_trim_library_candidates(entry: tuple[str, str, str], candidate: bool) -> None:
    """Only libraries are dropped for being unlinked; extension modules and plugins are roots."""
    assert qt_trim._is_library_candidate(entry) is candidate


# --------------------------------------------------------------------------- desktop files and icons (fast)


def _desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_desktop_file_names_the_app_id() -> None:
    """The .desktop file is named for the app id, runs the installed command and uses the app's icon."""
    entry = _desktop_entry()
    assert entry["Exec"] == "baccarat-qt"
    assert entry["Icon"] == APP_ID
    assert entry["StartupWMClass"] == "baccarat-qt"
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_matches_the_app() -> None:
    """The AppStream id, launchable and newest release match the app id and the one version."""
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == __version__, "add a <release> for the new version"
    images = [image.text or "" for image in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        name = url.rsplit("/docs/screenshots/", 1)[-1]
        assert (ROOT / "docs" / "screenshots" / name).is_file(), f"screenshot {name} not in docs/screenshots"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates() -> None:
    """desktop-file-validate accepts the .desktop file."""
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates() -> None:
    """appstreamcli validate (offline) accepts the metainfo file."""
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_icon_pngs_have_their_sizes() -> None:
    """resources/icons has the app icon as SVG and as a PNG of each hicolor size."""
    assert (ICONS / "baccarat-qt.svg").is_file()
    for size in PNG_SIZES:
        image = QImage(str(ICONS / f"baccarat-qt-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


@pytest.mark.parametrize(
    ("name", "fmt", "count"), [("baccarat-qt.ico", b"ico", 7), ("baccarat-qt.icns", b"icns", 0)]
)
def test_bundle_icons_are_readable(name: str, fmt: bytes, count: int) -> None:
    """The Windows .ico and macOS .icns of the executable are well formed and Qt reads them."""
    path = ROOT / "packaging" / "icons" / name
    data = path.read_bytes()
    if fmt == b"ico":
        reserved, kind, entries = struct.unpack_from("<HHH", data)
        assert (reserved, kind, entries) == (0, 1, count)
    else:
        assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    reader = QImageReader(str(path), QByteArray(fmt))
    image = reader.read()
    assert not image.isNull(), reader.errorString()
    assert image.width() >= 16


def test_package_version_is_the_one_source() -> None:
    """``pyproject.toml`` takes the version from ``baccarat_qt.__version__`` (hatch), nowhere else."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject
    assert 'path = "src/baccarat_qt/__init__.py"' in pyproject
    assert re.fullmatch(r"\d+\.\d+\.\d+", baccarat_qt.__version__)
