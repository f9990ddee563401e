"""The fuzzers' mutator: one change at a time to a parsed file, to a saved night's cards and chips,
or to its bytes, and the files no mutation reaches.

The changes are what a crash, a disk, a hand edit or a cheat would make: truncations, flipped and
inserted bytes, values of the wrong type, missing and unknown keys, extreme numbers, deep nesting,
duplicated and impossible cards, unknown versions. Seeded by the caller's ``random.Random``.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from baccarat_qt.engine import BetSpot
from baccarat_qt.engine.cards import full_deck
from baccarat_qt.engine.events import CHIPS, STARTING_BALANCE
from baccarat_qt.store.storage import MAX_FILE_BYTES

ALL_CODES = [str(card) for card in full_deck()]
"""The 52 card codes."""


def deep(depth: int) -> str:
    """JSON nested ``depth`` levels deep."""
    return "[" * depth + "]" * depth


EXTREMES: list[Any] = [
    -1,
    0,
    1,
    -(10**12) - 1,
    10**12 + 1,
    2**63,
    -(2**63),
    10**300,
    1.5,
    float("nan"),
    float("inf"),
    "",
    "500",
    "x" * 10_000,
    None,
    True,
    False,
    [],
    {},
    [[[[[[[[[[]]]]]]]]]],
    {"a": {"b": {"c": {}}}},
]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (keys and indices from the root)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def parent_of(document: Any, path: tuple[Any, ...]) -> Any:
    """The container holding ``path``'s last step."""
    for step in path[:-1]:
        document = document[step]
    return document


def mutate_structure(document: dict[str, Any], rng: random.Random) -> str:
    """One change to the parsed file, serialised back to text."""
    doc = copy.deepcopy(document)
    places = [p for p in paths(doc) if p]
    path = rng.choice(places)
    holder, key = parent_of(doc, path), path[-1]
    kind = rng.randrange(9)
    if kind == 0:  # another type or an extreme number
        holder[key] = copy.deepcopy(rng.choice(EXTREMES))
    elif kind == 1:  # delete
        del holder[key]
    elif kind == 2 and isinstance(holder, dict):  # unknown key next to it
        holder[f"extra_{rng.randrange(99)}"] = rng.choice(EXTREMES)
    elif kind == 3 and isinstance(holder, list):  # duplicate an element
        holder.insert(key, copy.deepcopy(holder[key]))
    elif kind == 4 and isinstance(holder, list) and len(holder) > 1:  # swap two elements
        other = rng.randrange(len(holder))
        holder[key], holder[other] = holder[other], holder[key]
    elif kind == 5 and isinstance(holder[key], int) and not isinstance(holder[key], bool):
        holder[key] += rng.choice([-1, 1, -500, 500, -2500, 2500, 10**6, -(10**6)])
    elif kind == 6 and isinstance(holder[key], str):  # another card, or no card
        holder[key] = rng.choice([*ALL_CODES, "AS", "1S", "ZZ", "as", "AS ", "A", "10H", "🂡"])
    elif kind == 7 and isinstance(holder[key], bool):
        holder[key] = not holder[key]
    else:
        doc["version"] = rng.choice([0, 2, 99, -1, "1", 1.0, None, 10**20])
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5)


def mutate_night(document: dict[str, Any], rng: random.Random) -> str:
    """Changes only a cheat or a bug would make to a saved night's cards and chips."""
    doc = copy.deepcopy(document)
    session = doc["data"]["session"]
    kind = rng.randrange(10)
    shoe = session["shoe"]
    if kind == 0:  # nine aces of spades
        aces = [i for i, code in enumerate(shoe) if code == "AS"]
        for index in rng.sample(range(len(shoe)), k=min(len(shoe), 9 - len(aces) + rng.randrange(3))):
            shoe[index] = "AS"
    elif kind == 1 and shoe:  # a card twice, one extra
        shoe.insert(rng.randrange(len(shoe) + 1), rng.choice(shoe))
    elif kind == 2 and session["table_cards"]:  # a table card swapped with one from the shoe
        row = rng.choice(session["table_cards"])
        index = rng.randrange(len(shoe))
        row[0], shoe[index] = shoe[index], row[0]
    elif kind == 3 and session["table_cards"]:  # open or close a card
        row = rng.choice(session["table_cards"])
        row[3] = not row[3]
    elif kind == 4:  # a chip out of nowhere
        session["chips"].append([rng.choice([s.value for s in BetSpot]), rng.choice(CHIPS)])
    elif kind == 5:  # the house pays, the balance grows to match
        amount = rng.choice([500, 10**6, 10**11])
        session["balance"] += amount
        session["house_net"] -= amount
    elif kind == 6:  # shorter shoe
        del shoe[: rng.randrange(len(shoe) + 1)]
    elif kind == 7 and session["pending"]:
        session["pending"].pop()
    elif kind == 8:
        session["phase"] = rng.choice(["betting", "revealing", "over", "left", "squeezing"])
    else:
        session["start"] = rng.choice([0, 10**6, STARTING_BALANCE + 500])
        session["balance"] += session["start"] - STARTING_BALANCE
    return json.dumps(doc)


def mutate_bytes(text: str, rng: random.Random) -> bytes:
    """Damage as a crash or a disk would: truncation, flipped, inserted or lost bytes."""
    raw = bytearray(text.encode("utf-8"))
    kind = rng.randrange(5)
    if kind == 0:
        return bytes(raw[: rng.randrange(len(raw))])
    if kind == 1:
        for _ in range(rng.randrange(1, 6)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == 2:
        at = rng.randrange(len(raw))
        return bytes(raw[:at] + rng.choice([b"\x00", b"\xff\xfe", b'"', b"}", b",", b"NaN", b"-"]) + raw[at:])
    if kind == 3:
        at = rng.randrange(len(raw))
        return bytes(raw[:at] + raw[at + rng.randrange(1, 40) :])
    at = rng.randrange(len(raw))
    return bytes(raw[:at] + raw[at:] + raw[at : at + rng.randrange(1, 200)])


def special_files(document: dict[str, Any]) -> list[bytes]:
    """Files no mutation reaches: deep nesting, huge, empty, huge integers, other JSON kinds."""
    header = '{"schema": "' + document["schema"] + '", "version": 1, "data": '
    return [
        b"",
        b"null",
        b"[]",
        b'"text"',
        b"\xef\xbb\xbf" + json.dumps(document).encode(),
        deep(100_000).encode(),
        (header + deep(50_000) + "}").encode(),
        (header + "1" + "0" * 5_000 + "}").encode(),
        (header + "[" + ",".join(["1"] * 300_000) + "]}").encode(),
        b" " * (MAX_FILE_BYTES + 1),
        json.dumps(document | {"version": 10**30}).encode(),
        json.dumps({"schema": document["schema"], "version": 1}).encode(),
    ]
