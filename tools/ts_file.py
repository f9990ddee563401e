"""The translation catalogues' format, ``translations/*.ts``: read, merged with the sources' texts, written.

A text already in a catalogue keeps its translation; a new or changed one is added *unfinished*;
one no longer in the sources is kept as ``vanished`` (a hint for the changed one). Written as
lupdate writes a catalogue: contexts by name, each message with its files, no line numbers.
Used by ``tools/translations.py``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from _support import ROOT

SOURCE_LANGUAGE = "es"

Key = tuple[str, str, str]
"""context, source, comment."""


@dataclass
class Message:
    """One text to translate."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    files: list[str] = field(default_factory=list)
    translations: list[str] = field(default_factory=list)
    """One string, or one per plural form."""
    state: str = "unfinished"
    """"finished" (no type in the file), "unfinished" or "vanished"."""

    @property
    def key(self) -> Key:
        return self.context, self.source, self.comment


def _relative(filename: str, base: Path) -> str:
    path = (base / filename).resolve()
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return filename


def read_ts(path: Path) -> list[Message]:
    """The messages of a ``.ts`` file, in file order."""
    if not path.exists():
        return []
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            forms = [] if translation is None else [f.text or "" for f in translation.iter("numerusform")]
            text = "" if translation is None else (translation.text or "")
            kind = "finished" if translation is None else translation.get("type", "finished")
            messages.append(
                Message(
                    context=name,
                    source=element.findtext("source") or "",
                    comment=element.findtext("comment") or "",
                    numerus=element.get("numerus") == "yes",
                    files=[
                        _relative(loc.get("filename", ""), path.parent) for loc in element.iter("location")
                    ],
                    translations=forms if element.get("numerus") == "yes" else [text],
                    state=kind if kind in ("unfinished", "vanished", "obsolete") else "finished",
                )
            )
    return messages


def merge(
    found: list[Message], old: list[Message], *, plural_only: bool, drop_vanished: bool
) -> list[Message]:
    """The new catalogue: the sources' texts with the translations they had; vanished ones after."""
    previous = {message.key: message for message in old}
    merged: dict[Key, Message] = {}
    for message in found:
        if plural_only and not message.numerus:
            continue
        if message.key in merged:
            merged[message.key].files += [f for f in message.files if f not in merged[message.key].files]
            continue
        was = previous.get(message.key)
        message.state = "unfinished"
        if was is not None:
            message.translations = was.translations
            finished = was.state == "finished" or (was.state == "vanished" and all(was.translations))
            message.state = "finished" if finished else "unfinished"
        if message.numerus and len(message.translations) != 2:
            message.translations = ([*message.translations, "", ""])[:2]
        message.files = sorted(dict.fromkeys(message.files))
        merged[message.key] = message
    result = list(merged.values())
    if not drop_vanished:
        for message in old:
            if message.key not in merged and any(message.translations):
                message.state = "vanished"
                result.append(message)
    return result


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def write_ts(messages: list[Message], language: str) -> str:
    """A ``.ts`` file as lupdate writes one: contexts by name, each message with its files (no line numbers)."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="{SOURCE_LANGUAGE}">',
    ]
    for context in sorted({m.context for m in messages}):
        lines += ["<context>", f"    <name>{_escape(context)}</name>"]
        in_context = [m for m in messages if m.context == context]
        in_context.sort(key=lambda m: (m.state == "vanished", m.files[:1], m.source))
        for m in in_context:
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            lines += [
                f'        <location filename="{_escape(f)}"/>' for f in m.files if m.state != "vanished"
            ]
            lines.append(f"        <source>{_escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{_escape(m.comment)}</comment>")
            kind = "" if m.state == "finished" else f' type="{m.state}"'
            if m.numerus:
                lines.append(f"        <translation{kind}>")
                lines += [f"            <numerusform>{_escape(f)}</numerusform>" for f in m.translations]
                lines.append("        </translation>")
            else:
                lines.append(
                    f"        <translation{kind}>{_escape(m.translations[0] if m.translations else '')}</translation>"
                )
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def not_done(messages: list[Message]) -> list[Message]:
    """The entries still to translate: unfinished, or with an empty translation or plural form."""
    return [
        m
        for m in messages
        if m.state != "vanished" and (m.state == "unfinished" or not all(t.strip() for t in m.translations))
    ]


def describe(message: Message) -> str:
    """One line naming an entry: context, file and source text."""
    where = ", ".join(message.files) or "?"
    return f"[{message.context}] {where}: {message.source!r}"
