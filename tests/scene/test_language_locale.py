"""English beside Spanish through the locale: numbers in each language's format, the system's language on a first run.

Figures go through ``QLocale`` (a decimal comma in Spanish, a decimal point in English);
with no choice made yet, an ``en_*`` system gets English and any other Spanish, and once
a language is chosen the choice wins over the system.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from baccarat_qt.store.settings import Settings, save_settings
from baccarat_qt.words import texts
from baccarat_qt.words.language import locale_for, system_language

ROOT = Path(__file__).resolve().parents[2]


def test_numbers_in_each_language() -> None:
    """Through QLocale: a decimal comma and a dot for thousands in Spanish, the other way round in English."""
    es, en = locale_for("es"), locale_for("en")
    assert [texts.chips(h, es) for h in (4_875, 150_000, 1_250_000, -2_375)] == [
        "48,75",
        "1.500",
        "12.500",
        "−23,75",
    ]
    assert [texts.chips(h, en) for h in (4_875, 150_000, 1_250_000, -2_375)] == [
        "48.75",
        "1,500",
        "12,500",
        "−23.75",
    ]


@pytest.mark.parametrize(
    ("name", "language"), [("en_GB", "en"), ("en_US", "en"), ("es_MX", "es"), ("de_DE", "es")]
)
def test_the_system_locale_chooses_on_first_run(name: str, language: str) -> None:
    assert system_language(QLocale(name)) == language


@pytest.mark.slow
@pytest.mark.parametrize(("lang_env", "title"), [("en_US.UTF-8", "Baccarat"), ("fr_FR.UTF-8", "Baccarat")])
def test_a_first_run_on_an_english_system_speaks_english(tmp_path: Path, lang_env: str, title: str) -> None:
    """No choice yet: an ``en_*`` system gets English, any other Spanish; once chosen, the choice wins."""
    home = tmp_path / "home"
    env = dict(
        os.environ, BACCARAT_QT_HOME=str(home), LANG=lang_env, BACCARAT_QT_SMOKE=str(tmp_path / "f.png")
    )
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
    run = subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["title"] == title
    expected = "en" if lang_env.startswith("en") else "es"
    assert report["language"] == expected
    save_settings(home / "config", Settings(language="es" if expected == "en" else "en"))
    run = subprocess.run(
        [sys.executable, "-m", "baccarat_qt"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(run.stdout.strip().splitlines()[-1])["language"] != expected
