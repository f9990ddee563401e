"""The data classes' methods compiled once (``desktop/dataclass_code.py``): a start as installed compiles and
keeps them, the next serves them, and a class made from served code is the class ``dataclasses`` makes."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from baccarat_qt.desktop.dataclass_code import PREFIX, DataclassCode
from baccarat_qt.store.code_cache import Kept, read_code
from tests.support.child import start_with_cache

ROOT = Path(__file__).resolve().parents[2]


def _make_point() -> type:
    @dataclasses.dataclass(frozen=True, slots=True, order=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple[str, ...] = ()

    return Point


def _with(monkeypatch: pytest.MonkeyPatch, answer: DataclassCode) -> type:
    monkeypatch.setattr(dataclasses, "exec", answer, raising=False)
    try:
        return _make_point()
    finally:
        monkeypatch.delattr(dataclasses, "exec")


def test_served_code_makes_the_class_dataclasses_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    first = DataclassCode(Kept({}, {}))
    compiled = _with(monkeypatch, first)
    assert first.served == 0 and first.compiled >= 6, "init, repr, eq, the orders, hash, setattr, delattr"
    for text, code in first.used.items():
        assert code == compile(text.decode(), "<string>", "exec", dont_inherit=True)
    second = DataclassCode(Kept(first.entries(), {}))
    served = _with(monkeypatch, second)
    assert (second.served, second.compiled) == (first.compiled, 0)
    plain = _make_point()
    for cls in (compiled, served):
        point = cls(1, 2, ("a",))
        assert (repr(point), point == cls(1, 2, ("a",)), hash(point) == hash(cls(1, 2, ("a",)))) == (
            repr(plain(1, 2, ("a",))).replace(plain.__qualname__, cls.__qualname__),
            True,
            True,
        )
        assert cls(1) < cls(2) and cls(1, 5) > cls(1, 4)
        with pytest.raises(dataclasses.FrozenInstanceError):
            point.x = 3
        with pytest.raises(TypeError):
            cls()


def test_code_kept_for_another_source_is_not_served(monkeypatch: pytest.MonkeyPatch) -> None:
    first = DataclassCode(Kept({}, {}))
    _with(monkeypatch, first)
    wrong = compile("def __create_fn__(): raise AssertionError('served the wrong code')", "<string>", "exec")
    mixed = {name: (text + b" ", wrong) for name, (text, _code) in first.entries().items()}
    second = DataclassCode(Kept(mixed, {}))
    cls = _with(monkeypatch, second)
    assert (second.served, second.compiled) == (0, first.compiled)
    assert cls(1) == cls(1)


def test_only_the_files_data_class_entries_are_looked_at() -> None:
    code = compile("X = 1", "<string>", "exec")
    answer = DataclassCode(
        Kept({"shibokensupport/x.py": (b"X = 1", code), f"{PREFIX}0": (b"Y = 2", code)}, {})
    )
    namespace: dict[str, object] = {}
    answer("X = 1", namespace, namespace)
    assert (answer.served, answer.compiled, namespace["X"]) == (0, 1, 1)
    answer(compile("Z = 3", "<string>", "exec"), namespace, namespace)  # code, not a text: run as given
    assert (answer.served, answer.compiled, namespace["Z"]) == (0, 1, 3)


START = r"""
import dataclasses, json, sys
import baccarat_qt.desktop.before_qt  # as baccarat-qt starts: the Qt-free modules before PySide6
import baccarat_qt.desktop.pyside_reads
from baccarat_qt.desktop import dataclass_code, pyside_code
answer = dataclass_code.answering()
report = {"served": answer.served, "compiled": answer.compiled, "answering": "exec" in vars(dataclasses)}
dataclass_code.stop_answering()
report["after"] = "exec" in vars(dataclasses)
pyside_code.keep_compiled()
writer = pyside_code.support_code().writer
if writer is not None:
    writer.join()
report["wrote"] = writer is not None
print(json.dumps(report), flush=True)
"""


def _start(cache: Path) -> dict[str, object]:
    return start_with_cache(START, cache)


def test_a_start_keeps_what_it_compiled_and_the_next_serves_it(tmp_path: Path) -> None:
    first = _start(tmp_path)
    compiled = first["compiled"]
    assert isinstance(compiled, int) and compiled >= 40, first  # 13 classes' methods before PySide6
    assert first == {"served": 0, "compiled": compiled, "answering": True, "after": False, "wrote": True}
    kept = read_code(tmp_path / "baccarat-qt" / "pyside-support.code")
    assert sum(name.startswith(PREFIX) for name in kept.code) == compiled
    assert _start(tmp_path) == {
        "served": compiled,
        "compiled": 0,
        "answering": True,
        "after": False,
        "wrote": False,
    }
