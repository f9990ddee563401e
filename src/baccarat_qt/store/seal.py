"""The key that seals the saved shoe, kept apart from the night's file.

Why seal at all: ``night.json`` must hold the shoe in order, and the cards
on the table face down, so that a crash or a kill loses nothing and the night
goes on exactly where it was. In plain text, a player who opens the file with
any editor sees every card still to come, which face-down card is which, and
whether a third card will be drawn. Sealed with a key that lives in another
folder (the configuration folder; the night lives in the data folder),
reading the night's file shows none of them.

What it is not: a safe. The key sits on the same computer, readable by the
same user, and this code is open; anyone who sets out to cheat at a game
played for no money can read the key and open the cards. The seal keeps them
out of plain sight, no more, and the README says so.

How (standard library only, no new dependency): one random 256-bit key per
installation (``night.key``, created on the first save, mode 0600). Two keys
are derived from it with HMAC-SHA256, one to hide and one to check. Each save
draws a fresh 128-bit nonce; the keystream is SHAKE-256 of the hiding key and
the nonce, XORed with the cards; the tag is HMAC-SHA256 over the night's id,
the nonce and the sealed bytes. A wrong or missing key fails the tag check
(:class:`~baccarat_qt.store.storage.WrongKey`) instead of yielding garbage, and
cards sealed for one night do not open in another night's file.

The same key authenticates rows (:func:`row_tag`): the night in progress
as a whole and each top-five row carry an HMAC-SHA256, under a third key
derived from the installation's, of their bytes as stored
(:mod:`baccarat_qt.store.saved_rows`). It stops edits made without the key,
not someone who reads it: the same limit as the seal.

>>> import tempfile
>>> from pathlib import Path
>>> key = key_for_writing(Path(tempfile.mkdtemp()))
>>> sealed = seal(key, b'["9H", "4C"]', context=b"night-1")
>>> sorted(sealed)
['nonce', 'sealed', 'tag']
>>> unseal(key, sealed, context=b"night-1")
b'["9H", "4C"]'
>>> unseal(key, sealed, context=b"night-2")
Traceback (most recent call last):
...
baccarat_qt.store.safe_read.WrongKey: the sealed cards do not open with this key
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from baccarat_qt.problems import Problem
from baccarat_qt.store.storage import (
    InvalidData,
    NotReadable,
    WrongKey,
    read_regular_file,
    require,
    set_aside_file,
)

__all__ = [
    "KEY_FILE",
    "InstallKey",
    "key_for_writing",
    "load_key",
    "row_tag",
    "row_tag_matches",
    "seal",
    "unseal",
]

KEY_FILE = "night.key"
"""The key's name in the configuration folder."""
KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 32


def load_key(folder: Path) -> bytes | None:
    """The installation's key from ``folder``, or None when there is none or it is unusable.

    Reads only (a second game reads nothing else): never blocks, never creates or moves a file.
    """
    try:
        raw = read_regular_file(folder / KEY_FILE, limit=4 * KEY_BYTES)
    except NotReadable:
        return None
    if raw is None:
        return None
    try:
        key = bytes.fromhex(raw.decode("ascii").strip())
    except (UnicodeDecodeError, ValueError):
        return None
    return key if len(key) == KEY_BYTES else None


def key_for_writing(folder: Path) -> bytes | None:
    """The installation's key, created in ``folder`` if there is none; None if it cannot be had.

    A key file that is damaged (or not a regular file) is set aside and a new
    key made: whatever it sealed could not be opened anyway. The new key is on
    disk (written whole, flushed, linked into place) before this returns, so no
    night is ever sealed with a key a crash could lose. None when the folder
    cannot be written: the caller then writes the night unsealed, as before.
    """
    key = load_key(folder)
    if key is not None:
        return key
    path = folder / KEY_FILE
    if os.path.lexists(path):
        moved = set_aside_file(path, Problem.INVALID, "unusable key")
        if moved.moved_to is None:
            return None
    try:
        return _create_key(path)
    except OSError:
        return None


def _create_key(path: Path) -> bytes:
    """Write a new key at ``path`` (which must not exist) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    key = os.urandom(KEY_BYTES)  # what secrets.token_bytes returns
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(key.hex().encode("ascii") + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(tmp_name, path)  # never replaces a key that appeared meanwhile
        except FileExistsError:
            existing = load_key(path.parent)
            if existing is None:
                raise
            return existing
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
    if os.name == "posix":
        with contextlib.suppress(OSError):
            fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
    return key


class InstallKey:
    """The installation's key for one open database: read (never made) to check rows, made
    (:func:`key_for_writing`: on disk, synced, before it is returned) to tag them; kept once had."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._key: bytes | None = None

    def for_reading(self) -> bytes | None:
        """The key, or None when there is none (nothing is created)."""
        if self._key is None:
            self._key = load_key(self.folder)
        return self._key

    def for_writing(self) -> bytes | None:
        """The key, made if there is none; None when it cannot be kept."""
        if self._key is None:
            self._key = key_for_writing(self.folder)
        return self._key


def row_tag(key: bytes, kind: bytes, fields: Sequence[bytes]) -> bytes:
    """The tag that authenticates one stored row: HMAC-SHA256, under a key derived from the installation's,
    over ``kind`` and the row's fields as stored, each preceded by its length (no two rows share the bytes).

    >>> key = bytes(32)
    >>> row_tag(key, b"top five", [b"0", b"Ana"]) == row_tag(key, b"top five", [b"0A", b"na"])
    False
    """
    rows = _hmac_sha256(key, b"baccarat-qt seal: rows")
    return _hmac_sha256(rows, b"".join(len(part).to_bytes(4, "big") + part for part in (kind, *fields)))


def row_tag_matches(key: bytes | None, kind: bytes, fields: Sequence[bytes], tag: object) -> bool:
    """Whether ``tag`` (as stored: bytes, or anything else a hand put there) is the row's tag under ``key``."""
    if key is None or not isinstance(tag, bytes) or len(tag) != TAG_BYTES:
        return False
    import hmac

    return hmac.compare_digest(tag, row_tag(key, kind, fields))


def _hmac_sha256(key: bytes, message: bytes) -> bytes:
    """HMAC-SHA256 (hashlib and hmac are imported here, where used: OpenSSL's start is not the lobby's)."""
    import hashlib
    import hmac

    return hmac.new(key, message, hashlib.sha256).digest()


def _keys(key: bytes) -> tuple[bytes, bytes]:
    """The hiding key and the checking key, derived from the installation's key."""
    return (
        _hmac_sha256(key, b"baccarat-qt seal: hide"),
        _hmac_sha256(key, b"baccarat-qt seal: check"),
    )


def _xor(data: bytes, hide: bytes, nonce: bytes) -> bytes:
    import hashlib

    stream = hashlib.shake_256(hide + nonce).digest(len(data))
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def _tag(check: bytes, context: bytes, nonce: bytes, sealed: bytes) -> bytes:
    message = len(context).to_bytes(4, "big") + context + nonce + sealed
    return _hmac_sha256(check, message)


def seal(key: bytes, plain: bytes, *, context: bytes) -> dict[str, str]:
    """``plain`` sealed with ``key``, bound to ``context`` (the night's id): JSON-ready text fields."""
    hide, check = _keys(key)
    nonce = os.urandom(NONCE_BYTES)  # what secrets.token_bytes returns
    sealed = _xor(plain, hide, nonce)
    return {
        "nonce": nonce.hex(),
        "sealed": base64.b64encode(sealed).decode("ascii"),
        "tag": _tag(check, context, nonce, sealed).hex(),
    }


def unseal(key: bytes | None, data: object, *, context: bytes) -> bytes:
    """Open what :func:`seal` made.

    Raises:
        InvalidData: ``data`` is not sealed data.
        WrongKey: there is no key, or not the one (or not the context) it was sealed with.
    """
    require(isinstance(data, dict) and set(data) == {"nonce", "sealed", "tag"}, "not sealed data")
    assert isinstance(data, dict)
    fields = data["nonce"], data["sealed"], data["tag"]
    require(all(isinstance(field, str) for field in fields), "sealed data is not text")
    try:
        nonce, tag = bytes.fromhex(data["nonce"]), bytes.fromhex(data["tag"])
        sealed = base64.b64decode(data["sealed"], validate=True)
    except (ValueError, binascii.Error) as error:
        raise InvalidData(f"sealed data is not hex/base64: {error}") from error
    require(len(nonce) == NONCE_BYTES and len(tag) == TAG_BYTES, "sealed data of the wrong size")
    if key is None:
        raise WrongKey("the key that sealed the cards is missing")
    import hmac

    hide, check = _keys(key)
    if not hmac.compare_digest(tag, _tag(check, context, nonce, sealed)):
        raise WrongKey("the sealed cards do not open with this key")
    return _xor(sealed, hide, nonce)
