"""How the suite is shared out among pytest-xdist's workers: test by test, a group's files on one worker.

Each worker has its own Xvfb display (pytest-xvfb starts one per worker process)
and, once a test asks for it, its own PulseAudio server (``tests/support/pulse.py``),
so no two workers share either. Each test is a unit of work of its own (the
biggest test file alone, ``tests/scene/test_newcomer.py`` before it was split in
four, took longer than a worker's share would allow), except the files of a group: they go to one worker
as one unit, one file after another, so their module fixtures (the screen
reader's night, the packaging tests' bundle) are built once; the groups are
handed out first, since they are the longest, then the longest single tests
(``LONG``):

- ``one-desktop``: the tests of a whole desktop session, which lean on timing and
  on one of everything: the screen reader (Orca, AT-SPI and D-Bus on a private Xvfb
  with its own sound server, ``tests/support/atspi_desktop.py``), the game heard on
  the sound server (``tests/scene/test_sound_heard.py``), and the X input focus read
  and moved with ``xdotool`` (``tests/process/test_desktop.py``,
  ``tests/process/test_context_menu.py``). Side by side they would also compete for
  the CPUs while each times what it hears or sees.
- ``packaging``: a wheel in a fresh venv and a PyInstaller bundle, a minute of CPU
  each, on one worker (the bundle built once, by ``test_packaging_bundle.py``'s module fixture),
  with the fast checks of the trim rules and the desktop files beside them.

Why not ``@pytest.mark.xdist_group`` with ``--dist loadgroup``: pytest-xdist 3.8 marks a
group by rewriting each test's node id, which pytest 9.2 no longer lets it do, so the
groups are silently ignored (pytest-dev/pytest-xdist#1386). The file table below does
not depend on it; ``conftest.py`` installs :class:`GroupScheduling` for ``--dist loadgroup``.
"""

from __future__ import annotations

from typing import Any

from xdist.scheduler import LoadScopeScheduling

GROUPS: dict[str, tuple[str, ...]] = {
    "one-desktop": (
        "tests/process/test_orca.py",
        "tests/process/test_atspi.py",
        "tests/scene/test_sound_heard.py",
        "tests/process/test_desktop.py",
        "tests/process/test_context_menu.py",
    ),
    "packaging": (
        "tests/process/test_packaging_wheel.py",
        "tests/process/test_packaging_bundle.py",
        "tests/process/test_packaging_trim.py",
        "tests/process/test_packaging_desktop.py",
    ),
}
"""Each group's test files, as paths from the project's root (as in a test's node id)."""

LONG: tuple[str, ...] = (
    "tests/process/test_crash_safety_random.py::test_sigkill_at_random_moments",
    "tests/store/test_fuzz_night.py::test_night_row",
    "tests/store/test_fuzz_database.py::",
    "tests/process/test_crash_safety_queued.py::test_sigkill_with_saves_queued",
    "tests/boundary/test_random_clicks.py::",
    "tests/store/test_fuzz_night.py::",
    "tests/store/test_fuzz_settings_and_top_five.py::",
    "tests/store/test_written_reads_back.py::test_every_top_five",
    "tests/engine/test_night_machine.py::test_night_machine",
    "tests/scene/test_history_export.py::test_the_table_keeps_answering",
    "tests/engine/test_table_machine.py::test_table_machine",
    "tests/scene/test_accessibility_keyboard.py::test_a_whole_night_by_keyboard",
)
"""The longest single tests (node ids or their beginnings), longest first, as measured in
``docs/benchmarks.md`` (the whole suite's ``--durations``, 2026-12-03, branch ``suite4``): handed out right after the groups, so that none starts near the end
of the run and keeps one worker busy while the other has nothing left to do."""


def rank(scope: str) -> int:
    """Where a unit of work goes in the queue: the groups (in ``GROUPS``' order), the ``LONG`` tests,
    then every other test (0, 1, … in that order; the rest keep pytest-randomly's order among them)."""
    names = [f"@{name}" for name in GROUPS]
    if scope in names:
        return names.index(scope)
    return len(names) + next((i for i, long in enumerate(LONG) if scope.startswith(long)), len(LONG))


def scope_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its group (``@name``), or else itself."""
    path = nodeid.split("::", 1)[0]
    return next((f"@{name}" for name, files in GROUPS.items() if path in files), nodeid)


class GroupScheduling(LoadScopeScheduling):  # type: ignore[misc]  # (pytest-xdist has no type hints)
    """pytest-xdist's scheduling by scope, the scope being :func:`scope_of`, the groups then the
    ``LONG`` tests handed out first (:func:`rank`)."""

    def _split_scope(self, nodeid: str) -> str:
        return scope_of(nodeid)

    _longest_first = False

    def _assign_work_unit(self, node: Any) -> None:
        if not self._longest_first:  # the queue is full by the first assignment
            for scope in sorted(self.workqueue, key=rank):  # (a stable sort)
                self.workqueue.move_to_end(scope)
            self._longest_first = True
        super()._assign_work_unit(node)

    def remove_node(self, node: Any) -> str | None:
        """A worker gone: what it had not run goes back in the queue, without what it finished (#1378) and
        without the test it crashed on, which pytest-xdist reports as failed (#1371)."""
        workload: dict[str, dict[str, bool]] = self.assigned_work.pop(node)
        left = [nodeid for unit in workload.values() for nodeid, done in unit.items() if not done]
        if not left:
            return None
        crashed = left[0]
        for scope, unit in workload.items():
            if crashed in unit:
                unit[crashed] = True
            if not all(unit.values()):
                self.workqueue[scope] = unit
        for other in self.assigned_work:
            self._reschedule(other)
        return crashed

    def _reschedule(self, node: Any) -> None:
        """As pytest-xdist's, and then at least two tests in hand, or the end told: a worker holds back the
        test it was given until it knows the next one (a worker that joins mid-run got just one, #1327)."""
        super()._reschedule(node)
        while not node.shutting_down and self._pending_of(self.assigned_work[node]) < 2:
            if not self.workqueue:
                node.shutdown()
                return
            self._assign_work_unit(node)
