"""A real sound server for tests that listen to the game: PulseAudio with a null sink, and a recorder.

``pulse_server`` (one per test session) starts ``pulseaudio`` in a private
runtime folder with one null sink, ``null``, whose monitor records what is
played into it; ``pulse`` (per test) points the game at it (``PULSE_SERVER``)
and records the monitor with ``parec`` for the test's length. The server is
stopped when the session ends (and its folder removed). Debian packages:
``pulseaudio`` and ``pulseaudio-utils`` (``parec``, ``pacat``, ``pactl``).

Measured on the test machines (Debian 12, PulseAudio 16): an idle null sink
wakes only every second or two, so the first stream to connect to it waits
up to two seconds for its first sound, while a real sound card's sink
answers at once. The server therefore keeps one silent stream playing into
the sink (``pacat`` from ``/dev/zero``) for its whole life, and every new
stream is heard within a few milliseconds, as on a desktop.

A module of its own (not ``conftest.py``) so that other tests (the screen
reader's, which need a sound server for its voice) and the benchmarks can
start the same server.
"""

from __future__ import annotations

import array
import math
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

__all__ = ["RATE", "PulseServer", "Recorder", "pulse", "pulse_server", "start_server"]

RATE = 44_100
"""Samples per second the monitor is recorded at (16-bit mono)."""


def have_pulseaudio() -> bool:
    """Whether the PulseAudio daemon and its tools are installed."""
    return all(shutil.which(tool) for tool in ("pulseaudio", "parec", "pacat", "pactl"))


@dataclass
class PulseServer:
    """A running PulseAudio daemon with a null sink named ``null``."""

    runtime: Path
    """Its private ``XDG_RUNTIME_DIR`` (the socket is ``pulse/native`` in it)."""
    daemon: subprocess.Popen[bytes]
    """The daemon (not daemonized: this process is its parent and stops it)."""
    keep_awake: subprocess.Popen[bytes]
    """The silent stream that keeps the null sink answering at once."""

    @property
    def address(self) -> str:
        """What ``PULSE_SERVER`` is set to for a client to reach this server."""
        return f"unix:{self.runtime / 'pulse' / 'native'}"

    @property
    def env(self) -> dict[str, str]:
        """Environment for a client process (``parec``, the game in a subprocess)."""
        return {**os.environ, "PULSE_SERVER": self.address, "XDG_RUNTIME_DIR": str(self.runtime)}

    def kill(self) -> None:
        """Kill the daemon at once, as a crashed sound server goes (the tests of a lost device)."""
        self.keep_awake.kill()
        self.keep_awake.wait(timeout=10)
        self.daemon.kill()
        self.daemon.wait(timeout=10)

    def stop(self) -> None:
        """Stop the daemon and remove its folder."""
        for process in (self.keep_awake, self.daemon):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        shutil.rmtree(self.runtime, ignore_errors=True)


def start_server() -> PulseServer:
    """Start a PulseAudio daemon with a null sink in a new private folder; wait until it answers."""
    runtime = Path(tempfile.mkdtemp(prefix="baccarat-pulse-"))
    runtime.chmod(0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "HOME": str(runtime)}
    env.pop("PULSE_SERVER", None)
    # Off any D-Bus session (none is reached, and none is started through the X display): a second
    # daemon would find the name org.PulseAudio1 taken by the first, and stop.
    for name in ("DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    log = open(runtime / "pulseaudio.log", "wb")  # noqa: SIM115  (the daemon's stderr for its whole life)
    daemon = subprocess.Popen(
        [
            "pulseaudio",
            "--daemonize=no",
            "--exit-idle-time=-1",
            "-n",
            "--load=module-null-sink sink_name=null",
            "--load=module-native-protocol-unix",
        ],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=log,
    )
    log.close()
    address = f"unix:{runtime / 'pulse' / 'native'}"
    client = {**env, "PULSE_SERVER": address}
    deadline = time.monotonic() + 10
    while subprocess.run(["pactl", "info"], env=client, capture_output=True, check=False).returncode:
        if daemon.poll() is not None or time.monotonic() > deadline:
            daemon.kill()
            daemon.wait()
            said = (runtime / "pulseaudio.log").read_text(errors="replace")
            shutil.rmtree(runtime, ignore_errors=True)
            raise RuntimeError(f"the PulseAudio daemon did not start: {said.strip()}")
        time.sleep(0.05)
    zero = open("/dev/zero", "rb")  # noqa: SIM115  (the stream's stdin for its whole life)
    keep_awake = subprocess.Popen(
        ["pacat", "-d", "null", "--format=s16le", "--rate=24000", "--channels=1", "--latency-msec=20"],
        stdin=zero,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=client,
    )
    zero.close()
    return PulseServer(runtime, daemon, keep_awake)


@dataclass
class Recorder:
    """Records the null sink's monitor from now on; each chunk is stamped with ``time.perf_counter()``
    as it arrives, so a sample's time is known to within the recorder's few milliseconds of latency
    (always late, never early)."""

    server: PulseServer
    chunks: list[tuple[float, bytes]] = field(default_factory=list)
    _process: subprocess.Popen[bytes] | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _arrived: threading.Condition = field(init=False)

    def __post_init__(self) -> None:
        self._arrived = threading.Condition(self._lock)

    def start(self) -> Recorder:
        """Start ``parec`` and the thread that reads it; returns once audio is arriving."""
        self._process = subprocess.Popen(
            [
                "parec",
                "-d",
                "null.monitor",
                "--format=s16le",
                f"--rate={RATE}",
                "--channels=1",
                "--latency-msec=5",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=self.server.env,
        )
        threading.Thread(target=self._read, name="parec", daemon=True).start()
        self.wait_recorded(time.perf_counter())
        return self

    def _read(self) -> None:
        assert self._process is not None and self._process.stdout is not None
        fd = self._process.stdout.fileno()
        leftover = b""
        while True:
            data = os.read(fd, 4096)
            if not data:
                return
            data, leftover = leftover + data, b""
            if len(data) % 2:
                data, leftover = data[:-1], data[-1:]
            with self._arrived:
                self.chunks.append((time.perf_counter(), data))
                self._arrived.notify_all()

    def stop(self) -> None:
        """Stop recording."""
        if self._process is not None:
            self._process.terminate()
            self._process.wait(timeout=10)

    def recorded_until(self) -> float:
        """The time of the last sample recorded so far (0 before any)."""
        with self._lock:
            return self.chunks[-1][0] if self.chunks else 0.0

    def wait_recorded(self, until: float, timeout: float = 10.0) -> None:
        """Wait until the recording reaches ``until`` (a ``perf_counter()`` time)."""
        with self._arrived:
            if not self._arrived.wait_for(lambda: bool(self.chunks) and self.chunks[-1][0] >= until, timeout):
                raise TimeoutError(f"nothing recorded after {until}")

    def _newer_than(self, last: float) -> Callable[[], bool]:
        return lambda: bool(self.chunks) and self.chunks[-1][0] > last

    def wait_sound(self, after: float, within: float) -> float | None:
        """The time of the first sound after ``after``, waiting for it as the recording comes in; None once
        the recording reaches ``after + within`` with nothing heard."""
        while (found := self.first_sound(after)) is None:
            with self._arrived:
                last = self.chunks[-1][0] if self.chunks else 0.0
                if last >= after + within:
                    return None
                self._arrived.wait_for(self._newer_than(last), within)
        return found

    def samples(self, start: float, end: float) -> array.array[int]:
        """The samples played between two ``perf_counter()`` times."""
        out: array.array[int] = array.array("h")
        with self._lock:
            chunks = list(self.chunks)
        for arrived, data in chunks:
            chunk = array.array("h", data)
            first = arrived - len(chunk) / RATE
            if arrived < start or first > end:
                continue
            lo = max(0, math.ceil((start - first) * RATE))
            hi = min(len(chunk), math.floor((end - first) * RATE))
            out.extend(chunk[lo:hi])
        return out

    def rms(self, start: float, end: float) -> float:
        """Root mean square of the samples between two times (0 for none)."""
        samples = self.samples(start, end)
        return math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0

    def first_sound(self, after: float, *, threshold: int = 200) -> float | None:
        """The time of the first sample louder than ``threshold`` after ``after``, or None."""
        with self._lock:
            chunks = list(self.chunks)
        for arrived, data in chunks:
            if arrived < after:
                continue
            chunk = array.array("h", data)
            for i, sample in enumerate(chunk):
                at = arrived - (len(chunk) - i) / RATE
                if at >= after and abs(sample) > threshold:
                    return at
        return None


@pytest.fixture(scope="session")
def pulse_server() -> Iterator[PulseServer]:
    """A PulseAudio daemon with a null sink for the whole test session (skipped without PulseAudio)."""
    if not have_pulseaudio():
        pytest.skip("PulseAudio is not installed (Debian: pulseaudio pulseaudio-utils)")
    server = start_server()
    yield server
    server.stop()


@pytest.fixture
def pulse(pulse_server: PulseServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """The game's sound goes to the test server; yields a recorder of its null sink, started."""
    monkeypatch.setenv("PULSE_SERVER", pulse_server.address)
    recorder = Recorder(pulse_server).start()
    yield recorder
    recorder.stop()
