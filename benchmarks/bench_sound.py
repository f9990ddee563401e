"""Sound latency: from the deal signal to the first sound heard in a PulseAudio null sink's monitor.

Starts its own PulseAudio daemon with a null sink (``tests/support/pulse.py``: the
same server as the tests, kept awake by a silent stream), records the sink's
monitor with ``parec`` at 44.1 kHz and stamps each chunk as it arrives. The
game runs in this process with its real QML window (``load_main``), driven
through its boundary objects: a chip is placed (the first sound: the device
opens then, so that first latency includes opening it), then each round
deals (the time of ``Hand.cardDealt`` is the event), waits for the slide to
be heard, opens every card and waits for the payout to end. The latency is
the first sample louder than 200 (16-bit) after the event, minus the event;
since a chunk is stamped when it reaches this process, the figure includes
the recorder's own few milliseconds and is never early.

Also timed: how long the GUI thread spends handing each sound to the player
(``Player.play``), which must never wait for the device.

Run under a display, e.g.
``xvfb-run -a -s "-screen 0 1280x800x24" python benchmarks/bench_sound.py --rounds 20``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

from _support import ROOT

sys.path.insert(1, str(ROOT))  # tests.support, after this tree's src/

from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from tests.support.pulse import Recorder, start_server

from baccarat_qt.boundary.context import Context
from baccarat_qt.desktop.app import configure_application, load_main, register_types


def run_events(seconds: float, until: Callable[[], bool] = lambda: False) -> None:
    """Let the event loop run for ``seconds`` (or until ``until()`` holds)."""
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not until():
        QGuiApplication.processEvents()
        time.sleep(0.002)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="two rounds (CI: it still runs)")
    args = parser.parse_args()
    if args.quick:
        args.rounds = 2
    server = start_server()
    os.environ["PULSE_SERVER"] = server.address
    os.environ.setdefault("BACCARAT_QT_HOME", str(server.runtime / "home"))
    recorder = Recorder(server).start()
    try:
        configure_application()
        app = QGuiApplication(sys.argv[:1])
        register_types()
        engine = QQmlApplicationEngine()
        load_main(engine)
        context = engine.findChild(Context)
        assert isinstance(context, Context)
        run_events(1.0)
        player = context.sound.player
        player.prepare().join()  # as the game does when the player sits down (Sound, at the table)
        play_times: list[float] = []
        real_play = player.play

        def timed_play(name: str, gain: float, delay: float = 0.0) -> None:
            started = time.perf_counter()
            real_play(name, gain, delay)
            play_times.append(time.perf_counter() - started)

        player.play = timed_play  # type: ignore[method-assign]
        context.night.startNight()
        run_events(0.5)

        at = time.perf_counter()
        context.table.placeChip("banker")
        recorder.wait_recorded(at + 0.4)
        first = recorder.first_sound(at)
        assert first is not None, "the first chip was not heard"
        print(
            f"first sound (the effects decoded at the sit-down; the device opened on it): {1000 * (first - at):.1f} ms"
        )

        dealt: list[float] = []
        context.hand.cardDealt.connect(lambda _index: dealt.append(time.perf_counter()))
        latencies: list[float] = []
        for _ in range(args.rounds):
            dealt.clear()
            quiet_from = time.perf_counter()
            context.hand.deal()
            if not dealt:
                break  # the night is over
            event = dealt[0]
            recorder.wait_recorded(event + 0.3)
            heard = recorder.first_sound(event)
            if heard is not None and recorder.rms(quiet_from - 0.25, event) < 20:
                latencies.append(heard - event)
            while context.hand.canOpen:
                run_events(0.45)
                context.hand.openAll()
            run_events(2.0)
        app.processEvents()
        print(f"deal → first sound, {len(latencies)} deals:")
        ms = [1000 * v for v in latencies]
        print(
            f"  median {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
            f"min {min(ms):.1f} ms, max {max(ms):.1f} ms (target ≤ 30 ms)"
        )
        us = [1e6 * v for v in play_times]
        print(
            f"Player.play on the GUI thread, {len(us)} calls: median {statistics.median(us):.0f} µs, "
            f"max {max(us):.0f} µs"
        )
        engine.deleteLater()
        app.processEvents()
    finally:
        recorder.stop()
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
