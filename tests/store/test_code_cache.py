"""The file of compiled code kept between starts (``store/code_cache.py``): what it gives back, and that a
damaged, cut, foreign or hostile file gives nothing (never code that was not written whole by this Python)."""

from __future__ import annotations

import importlib
import marshal
import os
import subprocess
import sys
import zlib
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from baccarat_qt.store.code_cache import (
    MAGIC,
    MAX_CODE_BYTES,
    Kept,
    Patterns,
    pack_code,
    read_code,
    served,
    served_pattern,
    unpack_code,
    write_code,
)
from tests.support.tmpfs import Mount

SOURCES = {
    "shibokensupport/a.py": b"VALUE = 6 * 7\n",
    "shibokensupport/b.py": b"def double(x):\n    return 2 * x\n",
}
PATTERN = r"(?P<word>[a-z]+)-(\d+)"
PATTERNS: Patterns = {(PATTERN, 0): (PATTERN, 32, [17, 4, 0], 2, {"word": 1}, (None, "word", None))}
"""The shape of what re hands its engine (not a real engine code: the file does not read it)."""
NOTHING = Kept({}, {})
_SRE: Any = importlib.import_module("_sre")


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
    write_code(path, _compiled(), PATTERNS)
    kept = read_code(path).code
    assert sorted(kept) == sorted(SOURCES)
    code = served(kept, "shibokensupport/a.py", SOURCES["shibokensupport/a.py"])
    assert code is not None and _run(code)["VALUE"] == 42
    assert served(kept, "shibokensupport/a.py", b"VALUE = 6 * 8\n") is None, "a changed source is compiled"
    assert served(kept, "shibokensupport/c.py", b"") is None
    assert read_code(path).patterns == PATTERNS
    assert served_pattern(read_code(path).patterns, PATTERN, 0) == PATTERNS[PATTERN, 0]
    assert served_pattern(read_code(path).patterns, PATTERN, 2) is None, "other flags are another pattern"
    assert [p.name for p in path.parent.iterdir()] == ["support.code"], "no temporary file is left"


def test_no_file_or_an_unreadable_one_gives_nothing(tmp_path: Path) -> None:
    assert read_code(tmp_path / "missing.code") == NOTHING
    assert read_code(tmp_path) == NOTHING, "a folder where the file should be"
    assert unpack_code(b"") == NOTHING
    assert unpack_code(b"not a code file at all") == NOTHING


def test_a_pipe_a_device_or_a_huge_file_there_is_not_read(tmp_path: Path) -> None:
    """What stands at the file's name is read only if it is a regular file of a sane size: a named pipe
    would block the start for ever, a device never end the read."""
    pipe = tmp_path / "pipe.code"
    os.mkfifo(pipe)
    assert read_code(pipe) == NOTHING
    assert read_code(Path("/dev/zero")) == NOTHING
    huge = tmp_path / "huge.code"
    big = b"# " + b"x" * MAX_CODE_BYTES + b"\n"  # a whole, well-made file, only too large
    huge.write_bytes(pack_code({"shibokensupport/big.py": (big, compile(big, "big.py", "exec"))}, {}))
    assert read_code(huge) == NOTHING
    link = tmp_path / "link.code"
    write_code(tmp_path / "real.code", _compiled(), PATTERNS)
    link.symlink_to(tmp_path / "real.code")
    assert sorted(read_code(link).code) == sorted(SOURCES), "a link to a regular file is followed"


def test_every_damaged_byte_and_every_cut_gives_nothing() -> None:
    """A damaged byte anywhere (the header, the checksum, the code) and a file cut at any length are
    refused before marshal reads them: marshal is not made to read damaged data safely."""
    blob = pack_code(_compiled(), PATTERNS)
    assert unpack_code(blob) != NOTHING
    for at in range(len(blob)):
        damaged = bytearray(blob)
        damaged[at] ^= 0x5A
        assert unpack_code(bytes(damaged)) == NOTHING, f"a damaged byte at {at} was read"
    for length in range(len(blob)):
        assert unpack_code(blob[:length]) == NOTHING, f"the file cut at {length} was read"


def test_another_python_or_optimization_level_gives_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    blob = pack_code(_compiled(), PATTERNS)
    other_magic = bytes([(MAGIC_NUMBER[0] + 1) % 256]) + MAGIC_NUMBER[1:]
    assert unpack_code(blob.replace(MAGIC + MAGIC_NUMBER, MAGIC + other_magic, 1)) == NOTHING
    sre = int(_SRE.MAGIC).to_bytes(4, "big")
    other_engine = (int(_SRE.MAGIC) + 1).to_bytes(4, "big")
    assert unpack_code(blob.replace(MAGIC_NUMBER + sre, MAGIC_NUMBER + other_engine, 1)) == NOTHING
    monkeypatch.setattr(sys, "flags", type("Flags", (), {"optimize": sys.flags.optimize + 1})())
    assert unpack_code(blob) == NOTHING, "code compiled without python -O served under it"


def test_a_well_formed_file_of_the_wrong_shape_gives_nothing_of_that_shape() -> None:
    """A file whose checksum is right but whose content is not what this module writes (written by something
    else, or on purpose): nothing of the wrong shape is taken."""
    header = MAGIC + MAGIC_NUMBER + int(_SRE.MAGIC).to_bytes(4, "big") + bytes([min(sys.flags.optimize, 255)])

    def forged(value: Any) -> bytes:
        body = marshal.dumps(value)
        return header + zlib.crc32(body).to_bytes(4, "big") + body

    good = compile(b"X = 1\n", "x.py", "exec")
    args = PATTERNS[PATTERN, 0]
    assert unpack_code(forged([1, 2, 3])) == NOTHING
    assert unpack_code(forged(({}, {}, {}))) == NOTHING
    assert unpack_code(forged(({"x.py": (b"X = 1\n", "not code")}, {}))) == NOTHING
    assert unpack_code(forged(({"x.py": ("a str, not bytes", good)}, {}))) == NOTHING
    assert unpack_code(forged(({1: (b"X = 1\n", good)}, {}))) == NOTHING
    assert unpack_code(forged(({"x.py": (b"X = 1\n", good, 3)}, {}))) == NOTHING
    assert list(unpack_code(forged(({"x.py": (b"X = 1\n", good), "y.py": 5}, {}))).code) == ["x.py"]
    for wrong in (
        (PATTERN, 32, [17, "4"], 2, {"word": 1}, (None, "word", None)),  # engine code that is not numbers
        (PATTERN, 32, [17, 4, 0], 2, {1: 1}, (None, "word", None)),
        (PATTERN, 32, [17, 4, 0], 2, {"word": 1}, (None, 5, None)),
        ("another pattern", 32, [17, 4, 0], 2, {"word": 1}, (None, "word", None)),
        (PATTERN, 32, [17, 4, 0], 2, {"word": 1}),
    ):
        assert unpack_code(forged(({}, {(PATTERN, 0): wrong}))) == NOTHING, wrong
    assert unpack_code(forged(({}, {(PATTERN, "0"): args}))) == NOTHING
    assert unpack_code(forged(({}, {(PATTERN, 0): args}))).patterns == PATTERNS


def test_a_read_only_disk_raises_and_keeps_the_old_file(tmp_path: Path, mount_tmpfs: Mount) -> None:
    folder = tmp_path / "cache"
    mount_tmpfs(folder, "size=1m")
    path = folder / "support.code"
    write_code(path, _compiled(), PATTERNS)
    before = path.read_bytes()
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    with pytest.raises(OSError):
        write_code(path, {}, {})
    assert path.read_bytes() == before
    assert sorted(read_code(path).code) == sorted(SOURCES)
