"""Run the Orca screen reader against the game and check what it says.

On a private desktop (Xvfb, D-Bus, the AT-SPI bus: ``tests/support/atspi_desktop.py``)
this starts the game with a scripted shoe, starts ``orca --replace
--debug-file=…``, plays one night through ``tests/support/atspi_driver.py`` (keys and
accessible actions only), waits until Orca has spoken the night's last sentence (its
log is read as Orca writes it: :class:`SpeechLog`), stops Orca with SIGTERM and
reads the ``SPEECH OUTPUT:`` lines of its debug log. It checks that Orca spoke
the deal, an opened card and the result, prints what it heard, and exits 0 if
all three were spoken.

    python tools/orca_check.py [--home DIR] [--json FILE]

Needs Debian's ``orca``, ``speech-dispatcher`` and its real voice
``speech-dispatcher-espeak-ng`` (heard through the desktop's own PulseAudio
null sink: ``pulseaudio``), plus what ``tests/process/test_atspi.py`` needs.
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

from orca_log import SPEECH, SpeechLog, customize_orca

from _support import ROOT

sys.path.insert(0, str(ROOT))

from tests.support import atspi_desktop, atspi_driver

CHECKS = {
    "deal": re.compile(r"Cartas repartidas|Jugador, primera carta, boca abajo"),
    "opened card": re.compile(r"(Jugador|Banca), \w+ carta: \w+ de (picas|corazones|diamantes|tréboles)"),
    "result": re.compile(r"Gana el JUGADOR con 9 \(BANCA 1\)"),
}
"""What Orca must have said, by name. A deal is heard either as the game's
announcement (Orca 46 and later speak ``object:announcement``) or as the focus
landing on the first face-down card (every Orca)."""

SENTENCE = r"(^(notification )?|\. )"
"""Where a sentence of its own starts: an utterance, or a sentence after another one in the same
notification (after a hold-up of the game, ``Announcements.qml`` shows again, in one notification, what
was shown in the 3 s before it, and then what comes next: Orca was heard to say the speech history's
first step after the odds reviewed just before it, "Probabilidades … . Quedan 62 cartas …")."""

EXPECTED: tuple[tuple[str, str], ...] = (
    ("the window has the focus", r"^Baccarat frame"),
    ("the table", r"Mesa SIN COMISIÓN\. Tienes 500 fichas"),
    ("a chip chosen", r"Ficha de 100"),
    ("a chip placed", r"100 fichas en JUGADOR; en JUGADOR hay 100; en la mesa, 100\. Te quedan 400"),
    ("a refusal", r"JUGADOR y BANCA son lados opuestos"),
    ("a chip added", r"25 fichas en EMPATE; en EMPATE hay 30; en la mesa, 130"),
    ("the last chip removed", r"Quitada una ficha de 25 de EMPATE; en la mesa, 105"),
    ("LIMPIAR", r"Mesa limpia: vuelven 105 fichas"),
    ("the bets again", r"5 fichas en EMPATE; en EMPATE hay 5; en la mesa, 105"),
    ("the deal", r"Cartas repartidas|Jugador, primera carta, boca abajo"),
    ("the first card", r"Jugador, primera carta: dos de picas"),
    ("its total", r"Jugador suma 2\b"),
    ("the banker's first card", r"Banca, primera carta: cuatro de corazones"),
    ("the player's second card", r"Jugador, segunda carta: tres de diamantes\. Jugador suma 5"),
    ("the banker's second card", r"Banca, segunda carta: rey de tréboles\. Banca suma 4"),
    ("the player draws, and why", r"El jugador tiene 5 y pide tercera carta"),
    ("the player's third card", r"Jugador, tercera carta: cuatro de diamantes"),
    ("the banker draws, and why", r"La banca tiene 4 y la tercera carta del jugador vale 4: la banca pide"),
    ("the banker's third card", r"Banca, tercera carta: siete de tréboles"),
    ("the result", r"Gana el JUGADOR con 9 \(BANCA 1\)"),
    ("each spot's payout", r"JUGADOR: ganas 100\. EMPATE: pierdes 5"),
    ("the balance", r"Saldo: 595 fichas"),
    ("the roads read (L)", r"Caminos del zapato\. 1 mano en este zapato"),
    ("the odds panel read (P)", r"Con las \d+ cartas que quedan: "),
    ("the second deal", r"Cartas repartidas|Jugador, primera carta, boca abajo"),
    ("the squeeze by ear: the side", r"Ninguna pinta en el lateral: un as, un dos o un tres\."),
    ("the squeeze by ear: the centre", r"Dos pintas en el centro\."),
    ("the squeeze by ear: the card", r"Jugador, primera carta: dos de corazones"),
    (
        "the balance and bets reviewed (Alt+1)",
        r"Saldo: 490 fichas\. En la mesa, 105: JUGADOR, 100; EMPATE, 5",
    ),
    (
        "the hand reviewed (Alt+2)",
        r"Jugador: primera carta, dos de corazones; segunda carta, boca abajo; lo abierto suma 2\. "
        r"Banca: primera carta, boca abajo; segunda carta, boca abajo; nada abierto todavía",
    ),
    (
        "the last hand reviewed (Alt+3)",
        r"Última mano: Gana el JUGADOR con 9 \(BANCA 1\)\. JUGADOR: ganas 100",
    ),
    (
        "the roads reviewed (Alt+4)",
        r"Caminos: 1 mano\. Últimos resultados, del más reciente al más antiguo: jugador",
    ),
    ("the odds reviewed (Alt+5)", r"Probabilidades con las \d+ cartas que quedan: banca"),
    (
        "the shoe reviewed (Alt+6)",
        # The scripted night's first shoe ends at the cut card: it is out by the second hand.
        r"Quedan 62 cartas en el zapato\. La carta de corte ya salió",
    ),
    ("the speech history, back (Alt+Up)", SENTENCE + r"Quedan 62 cartas en el zapato"),
    ("the speech history, back twice (Alt+Up)", SENTENCE + r"Probabilidades con las \d+ cartas que quedan"),
    ("the speech history, forward (Alt+Down)", r"Final de lo dicho: Quedan 62 cartas"),
    ("the speech history, again (Alt+R)", SENTENCE + r"Quedan 62 cartas en el zapato"),
    ("the player stands", r"El jugador se planta con 6"),
    ("the banker stands", r"La banca se planta con 7"),
    ("the second result", r"Gana la BANCA con 7 \(JUGADOR 6\)"),
    ("a reshuffle", r"Salió la carta de corte: quedaban 62 cartas"),
    ("the leave question", r"Retirarte de la mesa\? dialog Terminas la noche con 490 fichas"),
    ("the end of the night", r"Fin de la noche|TE RETIRAS"),
    ("the score", r"Puntaje: 490 fichas"),
    ("the name entry", r"Tu nombre para la tabla de los cinco mejores"),
    ("the top five", r"Ana entra en el puesto 1 de los cinco mejores"),
    ("the top five read as a table", r"Los cinco mejores: 1\. Ana, 490 fichas, mesa SIN COMISIÓN, \d\d/"),
)
"""Everything the scripted night must make Orca say, in this order (``tests/support/atspi_driver.py``).
The table's first sentence comes after Orca said the window got the focus."""

OWN_UTTERANCE = frozenset(name for name, _ in EXPECTED if "Alt+" in name)
"""Said by a key of its own (the review keys, the speech history): heard in an utterance after the
one the entry before was heard in (the history repeats earlier sentences, so the same utterance
must not count twice)."""

CARDS = (
    ("Jugador, primera carta", "dos de picas"),
    ("Banca, primera carta", "cuatro de corazones"),
    ("Jugador, segunda carta", "tres de diamantes"),
    ("Banca, segunda carta", "rey de tréboles"),
    ("Jugador, tercera carta", "cuatro de diamantes"),
    ("Banca, tercera carta", "siete de tréboles"),
    ("Jugador, primera carta", "dos de corazones"),
    ("Banca, primera carta", "tres de picas"),
    ("Jugador, segunda carta", "cuatro de picas"),
    ("Banca, segunda carta", "cuatro de tréboles"),
)
"""The scripted shoe's cards (``atspi_desktop.SHOE``): where each lies, and its name."""


def in_order(lines: list[str]) -> dict[str, str | None]:
    """Each expected utterance, found in order after the one before it (None when missing)."""
    return atspi_driver.in_order(
        lines, [(name, pattern, name in OWN_UTTERANCE) for name, pattern in EXPECTED]
    )


def hidden_named(lines: list[str]) -> list[str]:
    """Utterances that name a card before it was opened (its position and name said together)."""
    wrong = []
    for position, name in CARDS:
        opened = next((i for i, line in enumerate(lines) if f"{position}: {name}" in line), len(lines))
        wrong += [line for line in lines[:opened] if name in line]
    return wrong


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
    pids = set()
    for pidfile in runtime.glob("speech-dispatcher/pid/*.pid"):
        with contextlib.suppress(ValueError, OSError):
            pids.add(int(pidfile.read_text().strip()))
    # A pid file may be missing (written late or removed): also the ones whose socket is in this runtime.
    socket = str(runtime / "speech-dispatcher")
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        with contextlib.suppress(OSError):
            argv = cmdline.read_bytes().split(b"\0")
            if argv and argv[0].endswith(b"speech-dispatcher") and socket.encode() in b" ".join(argv):
                pids.add(int(cmdline.parent.name))
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGTERM)


DRIVE_BOUND = 300.0
"""Seconds the driver has for the night: it goes at Orca's speed (1.5 min on a quiet machine, 3 seen at a load of 10)."""
LAST_SENTENCE_BOUND = 90.0
"""Seconds Orca has, after the driver's last key, to speak the night's last expected sentence (on a
loaded machine it was seen seconds behind the game; it speaks it within a second on a quiet one)."""


def check(home: Path, *, pace: float = 0.8) -> dict[str, Any]:
    """Play a night under Orca on a private desktop in ``home``; what Orca said and what was found."""
    started = time.monotonic()
    report: dict[str, Any] = {"orca": orca_version()}
    orca_log = home / "orca-debug.log"
    last = EXPECTED[-1][0]
    speech = SpeechLog(orca_log)
    try:
        with atspi_desktop.desktop(home) as desktop:
            customize_orca(Path(desktop.env["XDG_DATA_HOME"]))
            orca = desktop.spawn("orca", ["orca", "--replace", f"--debug-file={speech.tty}"])
            game = desktop.launch_game(cut_after_script=True)  # the second hand brings the cut card out
            # The driver starts once Orca is on the bus, gives it time to speak after each key, and waits
            # for what Orca must have said where its next key would cut that short (the leave dialog).
            expected = home / "expected.json"
            expected.write_text(
                json.dumps([[n, p, n in OWN_UTTERANCE] for n, p in EXPECTED]), encoding="utf-8"
            )
            driven = desktop.drive(
                home / "driver.json",
                pace=pace,
                wait_for="orca",
                speech_log=orca_log,
                expected=expected,
                timeout=DRIVE_BOUND,
            )
            # Orca works through its event queue, however far behind it is: until it says the last sentence.
            started_waiting = time.monotonic()
            report["last_sentence_heard"] = speech.wait_until(
                lambda lines: in_order(lines)[last] is not None,
                LAST_SENTENCE_BOUND,
                speaking=lambda: orca.poll() is None,
            )
            report["last_sentence_wait"] = round(time.monotonic() - started_waiting, 2)
            desktop.stop(orca, signal.SIGTERM, wait=10)
            desktop.stop(game)
            _stop_speech_dispatcher(desktop)
    finally:
        speech.close()
    driver = json.loads((home / "driver.json").read_text(encoding="utf-8"))
    report["driver_ok"] = driver["ok"]
    report["driver_error"] = driver.get("error") or (driven.stderr[-2000:] if driven.returncode else "")
    lines = spoken(orca_log)
    report["spoken"] = lines
    report["heard"] = {
        name: next((line for line in lines if pattern.search(line)), None) for name, pattern in CHECKS.items()
    }
    report["expected"] = in_order(lines)
    report["hidden_named"] = hidden_named(lines)
    report["ok"] = bool(
        driver["ok"]
        and all(report["heard"].values())
        and all(report["expected"].values())
        and not report["hidden_named"]
    )
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
    for name, line in {**report["heard"], **report["expected"]}.items():
        print(f"{'OK  ' if line else 'MISS'} {name}: {line!r}")
    for line in report["hidden_named"]:
        print(f"HIDDEN CARD NAMED: {line!r}")
    if not report["driver_ok"]:
        print(f"the driver failed: {report['driver_error']}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
