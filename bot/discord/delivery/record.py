"""The adapter's record of a game (store: `discord_games`, migration 004): where the game is played and which of
its messages stay current. Typed and versioned here; stored as a JSON object whose `v` is `VERSION`.

Version 1 (this one) adds `v` and `posted`; records written before it (no `v`) read the same, `posted` 0.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

VERSION = 1
LINES_KEPT = 60


@dataclass(frozen=True)
class DiscordRecord:
    guild: int | None = None
    origin: int | None = None
    """The channel the game was opened in."""
    lobby: tuple[int, int] | None = None
    """(channel, message) of the lobby message."""
    thread: bool = False
    board: int | None = None
    """The latest board post's message id."""
    jump: str | None = None
    """Its jump URL."""
    log: int | None = None
    """The current turn's log message id (None: none yet)."""
    lines: tuple[str, ...] = ()
    """The turn's log lines so far (the newest LINES_KEPT)."""
    acting: tuple[str, ...] = ()
    """The acting seats when last told."""
    acting_users: tuple[int, ...] | None = None
    """The users who held them then (None: a record from before this was kept)."""
    seq: int = 0
    posted: int = 0
    """The id of the newest outbox row whose channel posts are made (its turn notices may still be due)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Keys this version does not know (kept as they are)."""

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> DiscordRecord:
        data = dict(data or {})
        known = {k: data.pop(k) for k in list(data) if k in _FIELDS}
        data.pop("v", None)
        lobby = known.get("lobby")
        users = known.get("acting_users")
        return cls(
            guild=_int(known.get("guild")),
            origin=_int(known.get("origin")),
            lobby=(int(lobby[0]), int(lobby[1])) if isinstance(lobby, list | tuple) and len(lobby) == 2 else None,
            thread=bool(known.get("thread")),
            board=_int(known.get("board")),
            jump=known.get("jump") if isinstance(known.get("jump"), str) else None,
            log=_int(known.get("log")),
            lines=tuple(str(line) for line in known.get("lines") or ()),
            acting=tuple(str(seat) for seat in known.get("acting") or ()),
            acting_users=tuple(int(u) for u in users) if isinstance(users, list | tuple) else None,
            seq=int(known.get("seq") or 0),
            posted=int(known.get("posted") or 0),
            extra=data,
        )

    def to_json(self) -> dict[str, Any]:
        found = {k: v for k, v in asdict(self).items() if k != "extra"}
        found["lobby"] = list(self.lobby) if self.lobby is not None else None
        found["lines"] = list(self.lines)
        found["acting"] = list(self.acting)
        found["acting_users"] = list(self.acting_users) if self.acting_users is not None else None
        return {**self.extra, **{k: v for k, v in found.items() if v is not None}, "v": VERSION}

    def with_lines(self, lines: list[str]) -> DiscordRecord:
        return replace(self, lines=tuple(lines[-LINES_KEPT:]))


_FIELDS = frozenset(f for f in DiscordRecord.__dataclass_fields__ if f != "extra")


def _int(value: Any) -> int | None:
    return None if value is None else int(value)
