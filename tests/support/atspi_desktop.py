"""A private desktop a screen reader can use: Xvfb, a D-Bus session, the AT-SPI bus, and the game.

Shared by ``tests/process/test_atspi.py``, ``tests/process/test_orca.py`` and ``tools/orca_check.py``
(see ``shared/HEADLESS.md``). Like a real desktop it has a sound server: a
PulseAudio daemon with a null sink (``tests/support/pulse.py``), its address passed to
every program on the desktop as ``PULSE_SERVER``, so a screen reader's real
voice (Debian's ``speech-dispatcher-espeak-ng``) opens its audio and speaks; with
a voice and no sound server Orca 43 goes silent after its first words.
Everything started here is stopped by its own
process id (or its own process group) when the context ends. The AT-SPI client
side runs in ``tests/support/atspi_driver.py`` under Debian's ``/usr/bin/python3``,
which has ``pyatspi`` (the project's venv does not).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tests.support import pulse

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).resolve().parent / "atspi_driver.py"
GAME = Path(__file__).resolve().parent / "scripted_game.py"
"""The game with a scripted shoe (``baccarat_qt.desktop.app.launch`` and its event loop; test-only)."""
SYSTEM_PYTHON = "/usr/bin/python3"
"""Debian's Python: the one with ``pyatspi`` (python3-pyatspi)."""
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"

# P B P B, then the third cards: player 2+3 = 5 draws a 4 (9); banker 4+K = 4 draws on a 4: a 7 (1).
# Then a hand where both stand: player 2+4 = 6, banker 3+4 = 7.
SHOE = "2S 4H 3D KC 4D 7C 2H 3S 4S 4C"
"""The cards the driver's hand is dealt (given to ``tests/support/scripted_game.py``)."""


def missing() -> str | None:
    """Why this machine cannot run an AT-SPI desktop, or None when it can."""
    for program in ("Xvfb", "dbus-launch", "dbus-send"):
        if shutil.which(program) is None:
            return f"{program} is not installed (Debian: xvfb, dbus-x11)"
    if not Path(BUS_LAUNCHER).exists():
        return f"{BUS_LAUNCHER} is missing (Debian: at-spi2-core)"
    if not pulse.have_pulseaudio():
        return "PulseAudio is not installed (Debian: pulseaudio pulseaudio-utils)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"{SYSTEM_PYTHON} is missing"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
    if probe.returncode != 0:
        return f"{SYSTEM_PYTHON} cannot import pyatspi (Debian: python3-pyatspi)"
    return None


@dataclass
class Desktop:
    """A running private desktop: its environment and the processes it started."""

    home: Path
    env: dict[str, str]
    logs: Path
    _procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    _pids: list[int] = field(default_factory=list)
    sound: pulse.PulseServer | None = None
    """The desktop's sound server (a PulseAudio null sink), once started."""

    def spawn(
        self, name: str, argv: list[str], extra: Mapping[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        """Start a program on this desktop, in its own process group, its output in ``logs/name.log``."""
        env = dict(self.env)
        env.update(extra or {})
        log = (self.logs / f"{name}.log").open("wb")
        proc = subprocess.Popen(
            argv, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, cwd=ROOT
        )
        log.close()
        self._procs.append(proc)
        return proc

    def launch_game(self, *, shoe: str = SHOE, cut_after_script: bool = False) -> subprocess.Popen[bytes]:
        """Start the game as a player would, with a scripted shoe (``tests/support/scripted_game.py``) and accessibility on.

        ``cut_after_script``: the first shoe reaches its cut card with the last scripted card.
        """
        return self.spawn(
            "game",
            [sys.executable, str(GAME), *shoe.split(), *(["--cut-after-script"] if cut_after_script else [])],
            {
                "QT_QPA_PLATFORM": "xcb",
                "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
                "BACCARAT_QT_HOME": str(self.home / "game-data"),
                "PYTHONPATH": os.pathsep.join(
                    filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])
                ),
            },
        )

    def drive(
        self,
        out: Path,
        *,
        pace: float = 0.15,
        wait_for: str = "",
        speech_log: Path | None = None,
        expected: Path | None = None,
        timeout: float = 180,
    ) -> subprocess.CompletedProcess[str]:
        """Play the driver's night through AT-SPI; its findings are written as JSON to ``out``.

        ``pace`` is the pause after each key or action; ``wait_for`` names an
        application (a screen reader) to wait for before starting; ``speech_log``, the
        screen reader's log (``SPEECH OUTPUT:`` lines, written line by line), in which the
        driver waits for what must be heard before its next key; ``expected``, a JSON list of
        what must be heard, in order (name, pattern, in an utterance of its own).
        """
        env = {k: v for k, v in self.env.items() if not k.startswith("PYTHON")}
        argv = [SYSTEM_PYTHON, str(DRIVER), "--out", str(out), "--pace", str(pace)]
        if wait_for:
            argv += ["--wait-for", wait_for]
        if speech_log is not None and expected is not None:
            argv += ["--speech-log", str(speech_log), "--expected", str(expected)]
        return subprocess.run(
            argv,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    def stop(self, proc: subprocess.Popen[bytes], sig: int = signal.SIGTERM, *, wait: float = 5) -> None:
        """Stop one process this desktop started (its whole process group)."""
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, sig)
            try:
                proc.wait(wait)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(wait)

    def close(self) -> None:
        """Stop everything, newest first."""
        for proc in reversed(self._procs):
            self.stop(proc)
        for pid in self._pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
        if self.sound is not None:
            self.sound.stop()
            self.sound = None


def _start_xvfb(desktop: Desktop) -> str:
    """A private X display; returns its name (":7")."""
    read, write = os.pipe()
    log = (desktop.logs / "xvfb.log").open("wb")
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    log.close()
    os.close(write)
    desktop._procs.append(proc)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        raise RuntimeError("Xvfb did not start: " + (desktop.logs / "xvfb.log").read_text())
    return ":" + number


def _start_session_bus(desktop: Desktop) -> None:
    """A private D-Bus session (dbus-launch), its address in the desktop's environment."""
    out = subprocess.run(
        ["dbus-launch", "--sh-syntax"], env=desktop.env, capture_output=True, text=True, check=True
    ).stdout
    values = {}
    for line in out.splitlines():
        key, _, value = line.partition("=")
        values[key] = value.rstrip(";").strip("'")
    desktop.env["DBUS_SESSION_BUS_ADDRESS"] = values["DBUS_SESSION_BUS_ADDRESS"]
    desktop._pids.append(int(values["DBUS_SESSION_BUS_PID"]))


def _dbus_send(desktop: Desktop, bus: str, *call: str) -> str | None:
    """One D-Bus call with ``dbus-send``; its reply, or None if it failed."""
    answer = subprocess.run(
        ["dbus-send", bus, "--print-reply", *call],
        env=desktop.env,
        capture_output=True,
        text=True,
        check=False,
    )
    return answer.stdout if answer.returncode == 0 else None


def _wait_for_a11y_bus(desktop: Desktop, timeout: float = 10) -> None:
    """Until the AT-SPI bus answers and its registry runs (a screen reader that comes too early gives up)."""
    deadline = time.monotonic() + timeout
    address = ""
    while time.monotonic() < deadline:
        reply = _dbus_send(
            desktop, "--session", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"
        )
        if reply and "unix:" in reply:
            address = reply[reply.index("unix:") :].split('"')[0]
            break
        time.sleep(0.1)
    while address and time.monotonic() < deadline:
        # Calling the registry starts it (D-Bus activation).
        if _dbus_send(
            desktop,
            f"--bus={address}",
            "--dest=org.a11y.atspi.Registry",
            "/org/a11y/atspi/registry",
            "org.freedesktop.DBus.Peer.Ping",
        ):
            return
        time.sleep(0.1)
    raise RuntimeError("the AT-SPI bus did not start: " + (desktop.logs / "at-spi-bus.log").read_text())


@contextlib.contextmanager
def desktop(home: Path) -> Iterator[Desktop]:
    """Xvfb, a D-Bus session and the AT-SPI bus, all private to ``home``; stopped on exit."""
    home.mkdir(parents=True, exist_ok=True)
    runtime = home / "run"
    runtime.mkdir(mode=0o700, exist_ok=True)
    logs = home / "logs"
    logs.mkdir(exist_ok=True)
    keep = ("PATH", "LANG", "LC_ALL", "LANGUAGE", "TZ")
    env = {k: v for k, v in os.environ.items() if k in keep}
    env.update(
        HOME=str(home),
        XDG_RUNTIME_DIR=str(runtime),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
    )
    env.setdefault("LANG", "C.UTF-8")
    running = Desktop(home=home, env=env, logs=logs)
    try:
        # The sound server first, off the desktop's X display and D-Bus (``tests/support/pulse.py``).
        running.sound = pulse.start_server()
        env["PULSE_SERVER"] = running.sound.address
        env["DISPLAY"] = _start_xvfb(running)
        _start_session_bus(running)
        running.spawn("at-spi-bus", [BUS_LAUNCHER, "--launch-immediately"])
        _wait_for_a11y_bus(running)
        yield running
    finally:
        running.close()
