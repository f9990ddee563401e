"""Reading a file through another process (``store/elsewhere.py``): the bytes, the errors, a child that
does not answer, and no ``subprocess`` import on the start's way (a player with a history has the
database's header read before the lobby shows)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from baccarat_qt.store import elsewhere

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(
    os.name != "posix", reason="read in this process where there is no head or cp"
)


@posix_only
def test_head_reads_the_first_bytes(tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(200)))
    assert elsewhere.head(path, 100) == path.read_bytes()[:100]
    assert elsewhere.head(path, 10_000) == path.read_bytes(), "a shorter file: all of it"
    with pytest.raises(OSError, match="head: exit status 1"):
        elsewhere.head(tmp_path / "missing", 100)


@posix_only
def test_a_child_that_does_not_answer_is_killed_and_reaped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A named pipe swapped in for the file: ``head`` waits for a writer that never comes."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    before = _children()
    with pytest.raises(OSError, match=r"head: no answer in 0\.3 s"):
        elsewhere.head(pipe, 100, timeout=0.3)
    assert _children() == before, "no child left behind, not even a zombie"


def _children() -> set[str]:
    """This process's children (Linux: every thread's list in /proc)."""
    return {
        pid for task in Path("/proc/self/task").iterdir() for pid in (task / "children").read_text().split()
    }


@posix_only
def test_copy_makes_a_new_file_only(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.write_bytes(os.urandom(300_000))
    elsewhere.copy_file(source, tmp_path / "copy")
    assert (tmp_path / "copy").read_bytes() == source.read_bytes()
    (tmp_path / "taken").write_bytes(b"kept")
    with contextlib.suppress(OSError):  # GNU cp -n: exit status 0 before coreutils 9.2, 1 since
        elsewhere.copy_file(source, tmp_path / "taken")
    assert (tmp_path / "taken").read_bytes() == b"kept", "cp -n never writes over a file"


@posix_only
def test_reading_a_header_imports_no_subprocess(tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_bytes(b"x" * 100)
    code = (
        "import sys; from pathlib import Path; from baccarat_qt.store import elsewhere; "
        f"assert elsewhere.head(Path({str(path)!r}), 100) == b'x' * 100; print('subprocess' in sys.modules)"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.strip() == "False", done.stdout


@posix_only
def test_a_process_with_many_files_open_reads_too(tmp_path: Path) -> None:
    """The pipe's descriptor past 1023 (``select`` refuses those; the suite's long runs reach them)."""
    import resource

    needed = 1040  # the 1,030 held, the pipe's two, and a few the run has open
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < needed:
        pytest.skip(f"at most {hard} descriptors here: a process cannot reach past 1023")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, needed), hard))
    held: list[int] = []
    try:
        while not held or held[-1] < 1030:
            held.append(os.open(os.devnull, os.O_RDONLY))
        path = tmp_path / "file"
        path.write_bytes(b"SQLite format 3\x00")
        assert elsewhere.head(path, 16) == b"SQLite format 3\x00"
    finally:
        for fd in held:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
