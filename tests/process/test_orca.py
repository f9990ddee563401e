"""Orca, the GNOME screen reader, against the game: what it speaks for a deal, a card and a result.

Runs ``tools/orca_check.py`` (a private Xvfb, D-Bus and AT-SPI bus; Orca with
``--debug-file`` on a terminal, read line by line; one night played by
``tests/support/atspi_driver.py``, then a wait until Orca has spoken the night's last
sentence) and reads its report. The desktop has a sound server and Orca its real voice, as on any
desktop. Orca 43 (Debian 12) does not speak ``object:announcement`` events: it
hears the game through the focus, which follows the play, the focused card's
name, which changes when it opens, and the game's announcer, an accessible
notification that shows itself with each thing said.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support import atspi_desktop, atspi_driver

ROOT = Path(__file__).resolve().parents[2]
WHY_NOT = (
    "orca is not installed (Debian: orca speech-dispatcher)" if shutil.which("orca") is None else None
) or atspi_desktop.missing()
pytestmark = pytest.mark.skipif(WHY_NOT is not None, reason=f"cannot run Orca here: {WHY_NOT}")


@pytest.fixture(scope="module")
def orca(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The report of one night played under Orca."""
    home = tmp_path_factory.mktemp("orca")
    out = home / "report.json"
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "orca_check.py"),
            "--home",
            str(home / "desktop"),
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=480,  # orca_check.py's DRIVE_BOUND, then its LAST_SENTENCE_BOUND for Orca to finish
        check=False,
    )
    if not out.exists():
        pytest.fail(f"orca_check.py wrote no report:\n{run.stdout}\n{run.stderr}", pytrace=False)
    report: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    if not report["driver_ok"]:
        pytest.fail(f"the driver stopped under Orca: {report['driver_error']}\n{run.stdout}", pytrace=False)
    return report


def test_orca_speaks_the_deal(orca: dict[str, Any]) -> None:
    """After REPARTIR Orca says the first face-down card, which now has the focus."""
    assert orca["heard"]["deal"], orca["spoken"]
    assert any(line.startswith("Jugador, primera carta, boca abajo") for line in orca["spoken"])


def test_orca_speaks_an_opened_card(orca: dict[str, Any]) -> None:
    """Enter on the focused card: Orca says what it is."""
    assert "Jugador, primera carta: dos de picas" in orca["spoken"]
    assert "Banca, primera carta: cuatro de corazones" in orca["spoken"]


def test_orca_speaks_the_result(orca: dict[str, Any]) -> None:
    """When the hand ends Orca reads the result: winner, totals, each spot and the balance."""
    result = orca["heard"]["result"]
    assert result and result.startswith(
        "Gana el JUGADOR con 9 (BANCA 1). JUGADOR: ganas 100. EMPATE: pierdes 5."
    )
    assert "saldo 595, apuesta repetida 105: te quedan 490" in result


def test_orca_never_speaks_a_hidden_card(orca: dict[str, Any]) -> None:
    """Nothing Orca said names a card before it was opened (the cards are dealt in a known order)."""
    spoken = orca["spoken"]
    first_open = spoken.index("Jugador, primera carta: dos de picas")
    before = " ".join(spoken[:first_open])
    for hidden in ("dos de picas", "cuatro de corazones", "tres de diamantes", "rey de tréboles"):
        assert hidden not in before


def test_orca_speaks_the_whole_night_in_order(orca: dict[str, Any]) -> None:
    """Every expected utterance of the night (``tools/orca_check.py``'s EXPECTED), in order."""
    missing = [name for name, line in orca["expected"].items() if line is None]
    assert not missing, (missing, orca["last_sentence_heard"], orca["spoken"])


def test_orca_speaks_the_first_sentence_once_the_window_has_the_focus(orca: dict[str, Any]) -> None:
    """The table's first sentence is heard, after Orca said the window got the focus."""
    spoken = orca["spoken"]
    window = next(i for i, line in enumerate(spoken) if line.startswith("Baccarat frame"))
    first = next(i for i, line in enumerate(spoken) if "Mesa SIN COMISIÓN. Tienes 500 fichas." in line)
    assert window < first, spoken[: first + 1]


@pytest.mark.parametrize("name", [*atspi_driver.REVIEWED, *atspi_driver.HISTORY_STEPS])
def test_orca_speaks_each_review_key_and_history_step(orca: dict[str, Any], name: str) -> None:
    """Mid-hand, each review key and each step through the speech history is heard, each in its own utterance."""
    assert orca["expected"][name], (name, orca["spoken"])


def test_orca_names_no_card_before_it_opens(orca: dict[str, Any]) -> None:
    """No utterance names any of the night's cards before the one that opens it."""
    assert orca["hidden_named"] == [], orca["spoken"]
