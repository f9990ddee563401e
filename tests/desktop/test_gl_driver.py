"""Mesa's OpenGL driver loads on a spare core at start-up (``desktop/gl_driver.py``): found where Mesa keeps
it, left alone where Qt will not use it, and loaded with the GIL let go, so the main thread's Python runs
beside the load."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_qt.desktop.gl_driver import DRIVER_FILE, driver_path

SYSTEM_DRIVER = driver_path({"QT_QPA_PLATFORM": "xcb"})

_PROBE = r"""
import json, sys, time
from baccarat_qt.desktop import gl_driver
loaded = []
real_load = gl_driver._load
def timed_load(path):
    t0 = time.perf_counter()
    real_load(path)
    loaded.append((t0, time.perf_counter()))
gl_driver._load = timed_load
before = open("/proc/self/maps").read()
thread = gl_driver.preload_gl_driver({"QT_QPA_PLATFORM": "xcb"})
ticks = []
while thread.is_alive():  # the main thread's Python, while the driver loads
    ticks.append(time.perf_counter())
thread.join()
start, end = loaded[0]
during = [start] + [t for t in ticks if start <= t <= end] + [end]
print(json.dumps({"load_s": end - start, "longest_still_s": max(b - a for a, b in zip(during, during[1:])),
                  "ticks": len(during) - 2, "was_loaded": sys.argv[1] in before,
                  "now_loaded": sys.argv[1] in open("/proc/self/maps").read()}))
"""


@pytest.mark.skipif(SYSTEM_DRIVER is None, reason="no Mesa driver on this machine")
def test_the_driver_loads_beside_the_main_threads_python() -> None:
    assert SYSTEM_DRIVER is not None
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, str(SYSTEM_DRIVER)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    seen = json.loads(out)
    assert not seen["was_loaded"] and seen["now_loaded"], seen
    # Had the load kept the GIL, the main thread would have stood still for the whole load (with
    # ctypes.PyDLL, which keeps it: still for 44 of 54 ms; with the GIL let go, at most a few ms at once).
    assert seen["ticks"] > 200 and seen["longest_still_s"] < seen["load_s"] * 0.6, seen


@pytest.mark.parametrize(
    "environ",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "minimal"},
        {"QT_QUICK_BACKEND": "software"},
        {"QSG_RHI_BACKEND": "vulkan"},
    ],
    ids=["offscreen", "minimal", "software Qt Quick", "Vulkan"],
)
def test_nothing_is_loaded_where_qt_will_not_use_the_driver(environ: dict[str, str]) -> None:
    assert driver_path(environ) is None


def test_mesas_own_folder_setting_is_looked_at_first(tmp_path: Path) -> None:
    (tmp_path / DRIVER_FILE).write_bytes(b"")
    assert driver_path({"QT_QPA_PLATFORM": "xcb", "LIBGL_DRIVERS_PATH": f"/nowhere:{tmp_path}"}) == (
        tmp_path / DRIVER_FILE
    )


@pytest.mark.skipif(SYSTEM_DRIVER is None, reason="no Mesa driver on this machine")
def test_found_by_a_python_that_knows_no_multiarch_triplet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys.implementation, "_multiarch", raising=False)
    assert driver_path({"QT_QPA_PLATFORM": "xcb"}) == SYSTEM_DRIVER


def test_a_process_starts_the_load_once() -> None:
    """A first start begins the load as PySide6's support modules compile (``pyside_code``); ``launch()``'s
    call then finds it under way and starts no second one."""
    probe = r"""
import json, threading
from baccarat_qt.desktop import gl_driver
environ = {"QT_QPA_PLATFORM": "xcb"}
before = gl_driver.preloading()
first = gl_driver.preload_gl_driver(environ)
second = gl_driver.preload_gl_driver(environ)
for thread in (first, second):
    if thread is not None:
        thread.join()
print(json.dumps({"before": before is not None, "same": first is second, "found": first is not None,
                  "told": gl_driver.preloading() is first}))
"""
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    seen = json.loads(out.stdout)
    assert seen == {"before": False, "same": True, "found": SYSTEM_DRIVER is not None, "told": True}, seen
