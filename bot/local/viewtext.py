"""A compact, game-agnostic text rendering of a view dict, for the terminal table.

Views are plain JSON (ENGINE.md), so one formatter serves every game: a value that fits on one line is
written inline ("scores: p1 3, p2 5"); anything longer opens an indented block, in which short entries
share a line (" · " between them). A dict with an "id" (or "name") is led by it, which keeps lists of
cards and planets readable. Empty values (None, "", [], {}) are left out so a view stays a screenful.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# The contract's envelope keys: the table prints them in its own header instead.
ENVELOPE = ("game", "seq", "acting", "over", "you", "public", "private")
SEPARATOR = " · "
_LEADS = ("id", "name")


def _empty(value: Any) -> bool:
    return value is None or value == "" or (isinstance(value, list | dict) and not value)


def _words(key: object) -> str:
    return str(key).replace("_", " ")


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def inline(value: Any, nested: bool = False) -> str:
    """The whole value on one line; `nested` brackets a lead-less dict inside another value."""
    if isinstance(value, Mapping):
        lead = next((str(value[k]) for k in _LEADS if k in value and not _empty(value[k])), None)
        rest = [f"{_words(k)} {inline(v, True)}" for k, v in value.items() if k not in _LEADS and not _empty(v)]
        if lead is not None:
            return f"{lead} ({', '.join(rest)})" if rest else lead
        return "{" + ", ".join(rest) + "}" if nested else ", ".join(rest)
    if isinstance(value, list):
        items = [v for v in value if not _empty(v)]
        if any(isinstance(v, Mapping | list) for v in items):
            return "; ".join(inline(v) if isinstance(v, Mapping) else f"[{inline(v)}]" for v in items)
        return ", ".join(inline(v) for v in items)
    return _scalar(value)


def _pack(entries: list[list[str]], pad: str, width: int) -> list[str]:
    """Join consecutive one-line entries onto shared lines as long as they fit."""
    out: list[str] = []
    row = ""
    for lines in entries:
        if len(lines) == 1 and len(lines[0]) <= width:
            text = lines[0].removeprefix(pad)
            if row and len(pad) + len(row) + len(SEPARATOR) + len(text) <= width:
                row += SEPARATOR + text
                continue
            if row:
                out.append(pad + row)
            row = text
            continue
        if row:
            out.append(pad + row)
            row = ""
        out += lines
    if row:
        out.append(pad + row)
    return out


def _lines(label: str, value: Any, indent: int, width: int) -> list[str]:
    pad = "  " * indent
    text = inline(value)
    head = f"{pad}{label}: " if label else pad
    if len(head) + len(text) <= width or not isinstance(value, Mapping | list):
        return [head + text]
    inner = "  " * (indent + 1)
    entries: list[list[str]] = []
    if isinstance(value, Mapping):
        lead = next((k for k in _LEADS if k in value and not _empty(value[k])), None)
        for key, item in value.items():
            if key != lead and not _empty(item):
                entries.append(_lines(_words(key), item, indent + 1, width))
        name = f"{label}: " if label else "- "
        title = f"{pad}{name}{value[lead]}" if lead else f"{pad}{name.rstrip()}"
        return [title, *_pack(entries, inner, width)]
    for item in value:
        if not _empty(item):
            entries.append(_lines("", item, indent + 1, width))
    return [f"{pad}{label}:" if label else f"{pad}-", *_pack(entries, inner, width)]


def format_view(view: Mapping[str, Any], width: int = 100) -> list[str]:
    """The view's public part, then (for a seat's view) its private part under "Only you see".

    Keys outside the contract's envelope are shown with the public part.
    """
    public = view.get("public")
    shown = dict(public) if isinstance(public, Mapping) else {}
    shown.update({k: v for k, v in view.items() if k not in ENVELOPE})
    out = _block(shown, 0, width)
    private = view.get("private")
    if isinstance(private, Mapping) and any(not _empty(v) for v in private.values()):
        out.append(f"Only you see ({view.get('you')}):")
        out += _block(private, 1, width)
    return out


def _block(mapping: Mapping[str, Any], indent: int, width: int) -> list[str]:
    entries = [_lines(_words(k), v, indent, width) for k, v in mapping.items() if not _empty(v)]
    return _pack(entries, "  " * indent, width)
