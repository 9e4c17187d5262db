"""Message components as Discord checks them, for the fake's message routes: the classic ones (action rows of
buttons and selects) and the layout components of a message flagged IS_COMPONENTS_V2 (containers, sections,
text displays, thumbnails, media galleries, files, separators).

Discord's rules, as its developer documentation states them ("Component Reference", "Using Message Components"):

- A message with IS_COMPONENTS_V2 (1 << 15) carries everything in its components: `content` and `embeds` are
  refused; the flag cannot be taken off a message again.
- Without it, only action rows may sit at the top.
- Top level with the flag: action row, section, text display, media gallery, file, separator, container. A
  container holds the same except containers; a section holds 1 to 3 text displays and one accessory, a
  thumbnail or a button; a media gallery 1 to 10 items; an action row up to 5 buttons or one select.
- At most 40 components in all (nested ones count), at most 4000 characters of text displays in all.
- Media (`attachment://name`) must name a file uploaded with, or kept on, the message.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

COMPONENTS_V2 = 1 << 15
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SELECTS = {3, 5, 6, 7, 8}
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
LAYOUT_TOP = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = LAYOUT_TOP - {CONTAINER}
MAX_COMPONENTS = 40
MAX_TEXT = 4000


class LayoutError(ValueError):
    """Components Discord would refuse with 400 (50035, Invalid Form Body): the message says which rule."""


def nested(components: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a tree, depth first (children, a section's accessory, a label's component)."""
    for component in components:
        yield component
        yield from nested(component.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from nested([component[key]])


def check_message(
    content: str, embeds: list[Any], components: list[dict[str, Any]], flags: int, files: set[str]
) -> None:
    """Raise LayoutError when Discord would refuse a message with these fields; `files` are the names of the
    attachments it will have."""
    layout = bool(flags & COMPONENTS_V2)
    if layout and (content or embeds):
        raise LayoutError("content and embeds cannot be sent with IS_COMPONENTS_V2")
    for top in components:
        kind = top.get("type")
        if layout and kind not in LAYOUT_TOP:
            raise LayoutError(f"component type {kind} cannot sit at the top of a message")
        if not layout and kind != ACTION_ROW:
            raise LayoutError(f"component type {kind} needs the IS_COMPONENTS_V2 flag")
        _check(top, files)
    every = list(nested(components))
    if len(every) > MAX_COMPONENTS:
        raise LayoutError(f"{len(every)} components, at most {MAX_COMPONENTS}")
    text = sum(len(str(c.get("content") or "")) for c in every if c.get("type") == TEXT_DISPLAY)
    if text > MAX_TEXT:
        raise LayoutError(f"{text} characters of text displays, at most {MAX_TEXT}")


def _check(component: dict[str, Any], files: set[str]) -> None:
    kind = component.get("type")
    children = component.get("components") or []
    if kind == ACTION_ROW:
        kinds = [c.get("type") for c in children]
        buttons_only = kinds and all(k == BUTTON for k in kinds) and len(kinds) <= 5
        if not (buttons_only or (len(kinds) == 1 and kinds[0] in SELECTS)):
            raise LayoutError(f"an action row holds up to 5 buttons or one select, not {kinds}")
    elif kind == CONTAINER:
        if not children:
            raise LayoutError("a container needs components")
        for child in children:
            if child.get("type") not in IN_CONTAINER:
                raise LayoutError(f"component type {child.get('type')} cannot sit in a container")
            _check(child, files)
    elif kind == SECTION:
        if not 1 <= len(children) <= 3 or any(c.get("type") != TEXT_DISPLAY for c in children):
            raise LayoutError("a section holds 1 to 3 text displays")
        accessory = component.get("accessory")
        if not isinstance(accessory, dict) or accessory.get("type") not in (THUMBNAIL, BUTTON):
            raise LayoutError("a section needs a thumbnail or a button as its accessory")
        _check(accessory, files)
    elif kind == TEXT_DISPLAY:
        if not str(component.get("content") or ""):
            raise LayoutError("a text display needs content")
    elif kind == MEDIA_GALLERY:
        items = component.get("items") or []
        if not 1 <= len(items) <= 10:
            raise LayoutError("a media gallery holds 1 to 10 items")
        for item in items:
            _media(item.get("media"), files)
    elif kind in (THUMBNAIL, FILE):
        _media(component.get("media") or component.get("file"), files)
    elif kind == SEPARATOR and component.get("spacing", 1) not in (1, 2):
        raise LayoutError("a separator's spacing is 1 (small) or 2 (large)")


def _media(media: Any, files: set[str]) -> None:
    url = str(media.get("url") or "") if isinstance(media, dict) else ""
    if not url:
        raise LayoutError("media needs a url")
    if url.startswith("attachment://") and url.removeprefix("attachment://") not in files:
        raise LayoutError(f"{url} names no attachment of the message")
