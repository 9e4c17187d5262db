"""What the terminal table shows, as rich renderables: the table in words, a hand with each card's effect, the
numbered choices and the rules. Pure: built from views' words (render/registry.py `board_words`, `hand_words`)
and the service's choices; bot/local/table.py decides when each is shown and prints it.

On a terminal rich draws frames and colour; into a pipe or a file the same renderables come out as plain text
(no escape codes), so transcripts read well and tests can match them.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bot.game import Choice
from render.picture import Words
from rules.i18n import TEXT

INDENT = 2


def heading(text: str) -> Text:
    return Text(text, style="bold cyan")


def news(title: str, lines: Sequence[str]) -> RenderableType:
    """What happened since the player's last turn, one event a line."""
    # a grid: a long line wraps under its own text, not under the bullet
    body = Table.grid(padding=(0, 1))
    body.add_column()
    body.add_column()
    for line in lines:
        body.add_row("•", line)
    return Group(heading(title), Padding(body, (0, 0, 0, INDENT)))


def table_words(title: str, words: Words) -> RenderableType:
    """The board in words: one sentence a line, in a frame."""
    body = Text("\n").join(Text(line) for line in words.lines)
    return Panel(body, title=title, title_align="left", box=box.ROUNDED, border_style="blue", expand=True)


def grouped(cards: Sequence[tuple[str, str]]) -> list[tuple[str, str, int]]:
    """Equal cards once, with how many are held, in the order they are first held."""
    counts: dict[tuple[str, str], int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return [(name, effect, count) for (name, effect), count in counts.items()]


def hand(words: Words, locale: str) -> RenderableType:
    """A hand: its summary sentence(s), then each card with its effect (equal cards once, counted)."""
    parts: list[RenderableType] = [heading(words.lines[0])] if words.lines else []
    if words.cards:
        cards = Table(box=box.SIMPLE_HEAD, expand=True, show_edge=False, pad_edge=False)
        cards.add_column(TEXT.tr(locale, "Card"), style="bold", ratio=1)
        cards.add_column(TEXT.tr(locale, "Effect"), ratio=3)
        for name, effect, count in grouped(words.cards):
            cards.add_row(f"{name} ×{count}" if count > 1 else name, effect)
        parts.append(cards)
    parts += [Text(line) for line in words.lines[1:] if not words.cards]
    return Group(*parts)


def choices(title: str, shortcut_title: str, offered: Sequence[Choice]) -> RenderableType:
    """The numbered choices; a game's shortcuts under their own heading, numbered after the single actions."""
    singles = [c for c in offered if not c.steps]
    shortcuts = [c for c in offered if c.steps]
    parts: list[RenderableType] = [heading(title), _numbered(singles)]
    if shortcuts:
        parts += [heading(shortcut_title), _numbered(shortcuts)]
    return Group(*parts)


def _numbered(offered: Sequence[Choice]) -> RenderableType:
    listed = Table.grid(padding=(0, 1))
    listed.add_column(justify="right", style="bold yellow")
    listed.add_column()
    for choice in offered:
        listed.add_row(f"{choice.index + 1}.", choice.label)
    return Padding(listed, (0, 0, 0, INDENT))


def rules_sections(title: str, sections: Sequence[tuple[str, str]]) -> list[RenderableType]:
    """The rules summary: a title, then each section's heading and text."""
    shown: list[RenderableType] = [Text(title, style="bold underline")]
    for head, text in sections:
        shown += [Text(""), heading(head), *_paragraphs(text)]
    return shown


def _paragraphs(text: str) -> list[RenderableType]:
    """A section's text; a run of "• " lines as a list whose long items wrap under their own text."""
    parts: list[RenderableType] = []
    items: Table | None = None
    for line in text.split("\n"):
        if line.startswith("• "):
            if items is None:
                items = Table.grid(padding=(0, 1))
                items.add_column()
                items.add_column()
                parts.append(items)
            items.add_row("•", line[2:])
        else:
            items = None
            parts.append(Text(line))
    return parts
