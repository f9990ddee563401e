"""The files a desktop shows the game by: the .desktop entry, the AppStream metainfo, the icons, the version.

The .desktop file and the metainfo name the app id and validate with their tools (when
installed); the icons have each hicolor size and the bundle's .ico and .icns read back; the
package's version has one source.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader

import baccarat_qt
from baccarat_qt import __version__
from baccarat_qt.desktop.app import APP_ID
from tests.support.packaged import LINUX, PNG_SIZES, ROOT

DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons"


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
