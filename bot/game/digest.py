"""The catch-up digest: what a seat missed since its player last decided, then what they must decide now.

"Since their last decision" starts after the seat's latest effective move made by its player (a move the
AI made for them, at a deadline or while they were away, is something they missed, so it is in the digest).
What follows is every public event, every event addressed to that seat, every note (moderators' actions,
deadlines) and every undo, in log order; moves that were taken back are left out. Compact: repeated lines
are folded ("... (x3)") and only the latest `limit` lines are kept, with a count of those left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.game.notes import note_text
from bot.game.seats import SEAT_IDS
from bot.store.base import LogRecord
from bot.store.log import effective_moves, undone_in
from rules.contract import Game

LIMIT = 12
SHOWN_CHOICES = 5


@dataclass(frozen=True)
class Digest:
    game_id: int
    seat: str | None
    since_seq: int
    """The seq after the player's last decision (0: they have not decided anything yet)."""
    missed_moves: int
    """Moves by others (or by the AI for this seat) since then."""
    lines: tuple[str, ...]
    left_out: int
    deciding: bool
    choices: tuple[str, ...]
    deadline_at: float | None = None

    def text(self) -> str:
        """The digest as a few lines of plain text (a front end may format the fields itself)."""
        out: list[str] = []
        if self.lines or self.left_out:
            noun = "move" if self.missed_moves == 1 else "moves"
            out.append(f"Since your last decision ({self.missed_moves} {noun}):")
            if self.left_out:
                out.append(f"- ... {self.left_out} earlier lines")
            out += [f"- {line}" for line in self.lines]
        out.append(self.decision_line())
        return "\n".join(out)

    def decision_line(self) -> str:
        if not self.deciding:
            return "Nothing to decide now."
        shown = ", ".join(self.choices[:SHOWN_CHOICES])
        more = len(self.choices) - SHOWN_CHOICES
        tail = f" (+{more} more)" if more > 0 else ""
        count = f"{len(self.choices)} choice" + ("" if len(self.choices) == 1 else "s")
        return f"Now you decide ({count}): {shown}{tail}."


def _fold(lines: Sequence[str]) -> list[str]:
    """Fold runs of the same line into one with a count."""
    folded: list[tuple[str, int]] = []
    for line in lines:
        if folded and folded[-1][0] == line:
            folded[-1] = (line, folded[-1][1] + 1)
        else:
            folded.append((line, 1))
    return [line if count == 1 else f"{line} (x{count})" for line, count in folded]


def build_digest(
    game: Game,
    game_id: int,
    seat: str | None,
    since: LogRecord | None,
    tail: Sequence[LogRecord],
    choices: Sequence[str],
    *,
    locale: str = "en",
    limit: int = LIMIT,
    deadline_at: float | None = None,
) -> Digest:
    """The digest for `seat` from the player's last decision `since` (None: they have not decided yet) and the
    log rows after it, `tail`, with the seat's current choice labels. Only the tail is read: a digest costs the
    same at move 10 and at move 10,000."""
    undone = undone_in(tail)
    lines: list[str] = []
    missed = 0
    for row in tail:
        if row.kind == "note":
            lines.append(note_text(row.action or {}, row.seat, row.user_id))
        elif row.kind == "undo":
            lines.append(f"The game went back to move {row.seq}.")
        elif row.id not in undone:
            missed += 1
            for event in row.events:
                audience = event.get("to")
                if audience is None or (seat is not None and seat in audience):
                    lines.append(game.narrate(event, locale, SEAT_IDS))
    folded = _fold(lines)
    kept = folded[-limit:] if limit > 0 else []
    return Digest(
        game_id=game_id,
        seat=seat,
        since_seq=since.seq if since is not None else 0,
        missed_moves=missed,
        lines=tuple(kept),
        left_out=len(folded) - len(kept),
        deciding=bool(choices),
        choices=tuple(choices),
        deadline_at=deadline_at,
    )


def digest_of_log(
    game: Game,
    game_id: int,
    seat: str | None,
    user_id: int | None,
    log: Sequence[LogRecord],
    choices: Sequence[str],
    *,
    locale: str = "en",
    limit: int = LIMIT,
) -> Digest:
    """The same digest from a whole log held in memory (the store finds `since` without reading it all)."""
    effective = {row.id for row in effective_moves(log)}
    start = 0
    since: LogRecord | None = None
    for index, row in enumerate(log):
        if row.id in effective and row.seat == seat and row.user_id is not None and row.user_id == user_id:
            start, since = index + 1, row
    return build_digest(game, game_id, seat, since, log[start:], choices, locale=locale, limit=limit)
