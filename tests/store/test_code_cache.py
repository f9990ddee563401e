"""The file of compiled code kept between starts (``store/code_cache.py``): what it gives back, and that a
damaged, cut, foreign or hostile file gives nothing (never code that was not written whole by this Python)."""

from __future__ import annotations

import marshal
import subprocess
import sys
import zlib
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from baccarat_qt.store.code_cache import MAGIC, pack_code, read_code, served, unpack_code, write_code
from tests.support.tmpfs import Mount

SOURCES = {
    "shibokensupport/a.py": b"VALUE = 6 * 7\n",
    "shibokensupport/b.py": b"def double(x):\n    return 2 * x\n",
}


def _compiled() -> dict[str, tuple[bytes, CodeType]]:
    return {
        name: (source, compile(source, name, "exec", dont_inherit=True)) for name, source in SOURCES.items()
    }


def _run(code: CodeType) -> dict[str, object]:
    namespace: dict[str, object] = {}
    exec(code, namespace)  # code this test compiled itself
    return namespace


def test_the_code_comes_back_for_the_same_source_only(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "support.code"
    write_code(path, _compiled())
    kept = read_code(path)
    assert sorted(kept) == sorted(SOURCES)
    code = served(kept, "shibokensupport/a.py", SOURCES["shibokensupport/a.py"])
    assert code is not None and _run(code)["VALUE"] == 42
    assert served(kept, "shibokensupport/a.py", b"VALUE = 6 * 8\n") is None, "a changed source is compiled"
    assert served(kept, "shibokensupport/c.py", b"") is None
    assert [p.name for p in path.parent.iterdir()] == ["support.code"], "no temporary file is left"


def test_no_file_or_an_unreadable_one_gives_nothing(tmp_path: Path) -> None:
    assert read_code(tmp_path / "missing.code") == {}
    assert read_code(tmp_path) == {}, "a folder where the file should be"
    assert unpack_code(b"") == {}
    assert unpack_code(b"not a code file at all") == {}


def test_every_damaged_byte_and_every_cut_gives_nothing() -> None:
    """A damaged byte anywhere (the header, the checksum, the code) and a file cut at any length are
    refused before marshal reads them: marshal is not made to read damaged data safely."""
    blob = pack_code(_compiled())
    assert unpack_code(blob) != {}
    for at in range(len(blob)):
        damaged = bytearray(blob)
        damaged[at] ^= 0x5A
        assert unpack_code(bytes(damaged)) == {}, f"a damaged byte at {at} was read"
    for length in range(len(blob)):
        assert unpack_code(blob[:length]) == {}, f"the file cut at {length} was read"


def test_another_python_or_optimization_level_gives_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = pack_code(_compiled())
    other_magic = bytes([(MAGIC_NUMBER[0] + 1) % 256]) + MAGIC_NUMBER[1:]
    assert unpack_code(blob.replace(MAGIC + MAGIC_NUMBER, MAGIC + other_magic, 1)) == {}
    monkeypatch.setattr(sys, "flags", type("Flags", (), {"optimize": sys.flags.optimize + 1})())
    assert unpack_code(blob) == {}, "code compiled without python -O served under it"


def test_a_well_formed_file_of_the_wrong_shape_gives_no_code() -> None:
    """A file whose checksum is right but whose content is not file names with sources and code (written by
    something else, or on purpose): nothing of it is taken as code."""
    header = MAGIC + MAGIC_NUMBER + bytes([min(sys.flags.optimize, 255)])

    def forged(value: Any) -> bytes:
        body = marshal.dumps(value)
        return header + zlib.crc32(body).to_bytes(4, "big") + body

    good = compile(b"X = 1\n", "x.py", "exec")
    assert unpack_code(forged([1, 2, 3])) == {}
    assert unpack_code(forged({"x.py": (b"X = 1\n", "not code")})) == {}
    assert unpack_code(forged({"x.py": ("a str, not bytes", good)})) == {}
    assert unpack_code(forged({1: (b"X = 1\n", good)})) == {}
    assert unpack_code(forged({"x.py": (b"X = 1\n", good, 3)})) == {}
    assert list(unpack_code(forged({"x.py": (b"X = 1\n", good), "y.py": 5}))) == ["x.py"]


def test_a_read_only_disk_raises_and_keeps_the_old_file(tmp_path: Path, mount_tmpfs: Mount) -> None:
    folder = tmp_path / "cache"
    mount_tmpfs(folder, "size=1m")
    path = folder / "support.code"
    write_code(path, _compiled())
    before = path.read_bytes()
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    with pytest.raises(OSError):
        write_code(path, {})
    assert path.read_bytes() == before
    assert sorted(read_code(path)) == sorted(SOURCES)
