"""Run the Orca screen reader against the game and check what it says.

On a private desktop (Xvfb, D-Bus, the AT-SPI bus: ``tests/atspi_desktop.py``)
this starts the game with a scripted shoe, starts ``orca --replace
--debug-file=…``, plays one night through ``tests/atspi_driver.py`` (keys and
accessible actions only), stops Orca with SIGTERM (SIGINT loses the log) and
reads the ``SPEECH OUTPUT:`` lines of its debug log. It checks that Orca spoke
the deal, an opened card and the result, prints what it heard, and exits 0 if
all three were spoken.

    python tools/orca_check.py [--home DIR] [--json FILE]

Needs Debian's ``orca``, ``speech-dispatcher`` and its real voice
``speech-dispatcher-espeak-ng`` (heard through the desktop's own PulseAudio
null sink: ``pulseaudio``), plus what ``tests/test_atspi.py`` needs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import atspi_desktop  # noqa: E402

SPEECH = re.compile(r"SPEECH OUTPUT: '(?P<text>.*?)'")
CHECKS = {
    "deal": re.compile(r"Cartas repartidas|Jugador, primera carta, boca abajo"),
    "opened card": re.compile(r"(Jugador|Banca), \w+ carta: \w+ de (picas|corazones|diamantes|tréboles)"),
    "result": re.compile(r"Gana el JUGADOR, 9 a 1"),
}
"""What Orca must have said, by name. A deal is heard either as the game's
announcement (Orca 46 and later speak ``object:announcement``) or as the focus
landing on the first face-down card (every Orca)."""


def spoken(log: Path) -> list[str]:
    """The utterances in an Orca debug log, in order."""
    text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
    return [match["text"] for match in SPEECH.finditer(text)]


def orca_version() -> str:
    """``orca --version``, first line."""
    out = subprocess.run(["orca", "--version"], capture_output=True, text=True, check=False)
    lines = (out.stdout or out.stderr).strip().splitlines()
    return lines[0] if lines else "?"


def _stop_speech_dispatcher(desktop: atspi_desktop.Desktop) -> None:
    """Orca may have spawned speech-dispatcher on this desktop: stop it by the pid it wrote."""
    runtime = Path(desktop.env["XDG_RUNTIME_DIR"])
    for pidfile in runtime.glob("speech-dispatcher/pid/*.pid"):
        with contextlib.suppress(ValueError, ProcessLookupError, PermissionError):
            os.kill(int(pidfile.read_text().strip()), signal.SIGTERM)


def check(home: Path, *, pace: float = 0.8) -> dict[str, Any]:
    """Play a night under Orca on a private desktop in ``home``; what Orca said and what was found."""
    started = time.monotonic()
    report: dict[str, Any] = {"orca": orca_version()}
    orca_log = home / "orca-debug.log"
    with atspi_desktop.desktop(home) as desktop:
        orca = desktop.spawn("orca", ["orca", "--replace", f"--debug-file={orca_log}"])
        game = desktop.launch_game()
        # The driver starts once Orca is on the bus, and gives it time to speak after each key.
        driven = desktop.drive(home / "driver.json", pace=pace, wait_for="orca")
        time.sleep(2)  # Orca works through its event queue
        desktop.stop(orca, signal.SIGTERM, wait=10)
        desktop.stop(game)
        _stop_speech_dispatcher(desktop)
    driver = json.loads((home / "driver.json").read_text(encoding="utf-8"))
    report["driver_ok"] = driver["ok"]
    report["driver_error"] = driver.get("error") or (driven.stderr[-2000:] if driven.returncode else "")
    lines = spoken(orca_log)
    report["spoken"] = lines
    report["heard"] = {
        name: next((line for line in lines if pattern.search(line)), None) for name, pattern in CHECKS.items()
    }
    report["ok"] = bool(driver["ok"] and all(report["heard"].values()))
    report["seconds"] = round(time.monotonic() - started, 2)
    return report


def main() -> int:
    """Run the check; print what Orca said; exit 0 when the deal, a card and the result were heard."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="folder for the desktop and the logs (kept)")
    parser.add_argument("--json", type=Path, help="write the report here")
    parser.add_argument("--pace", type=float, default=0.8, help="seconds between keys (Orca must keep up)")
    args = parser.parse_args()
    if shutil.which("orca") is None:
        print("orca is not installed (Debian: apt-get install orca speech-dispatcher)", file=sys.stderr)
        return 2
    why_not = atspi_desktop.missing()
    if why_not:
        print(f"no AT-SPI desktop here: {why_not}", file=sys.stderr)
        return 2
    home = args.home or Path(tempfile.mkdtemp(prefix="orca-check-"))
    report = check(home, pace=args.pace)
    if args.json:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{report['orca']}: {len(report['spoken'])} utterances in {report['seconds']} s (logs in {home})")
    for line in report["spoken"]:
        print("  «" + line + "»")
    for name, line in report["heard"].items():
        print(f"{'OK  ' if line else 'MISS'} {name}: {line!r}")
    if not report["driver_ok"]:
        print(f"the driver failed: {report['driver_error']}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
