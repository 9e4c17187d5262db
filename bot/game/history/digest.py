"""The catch-up digest: what a seat missed since its player last decided, then what they must decide now.

"Since their last decision" starts after the seat's latest effective move made by its player (a move the
AI made for them, at a deadline or while they were away, is something they missed, so it is in the digest).
What follows is every public event, every event addressed to that seat, every note (moderators' actions,
deadlines) and every undo, in log order; moves that were taken back are left out. Compact: repeated lines
are folded ("... (x3)") and only the latest `limit` lines are kept, with a count of those left out.

Each event is told once and in its reader's person: the game's narration names the reader's seat as theirs ("Ada
(you)"), so their own moves (the AI's, at a deadline) are told by the game's narration of their public events, and
what only they learnt by the events addressed to them. Nothing follows the game-over event: the end is the last
line a reader sees (a game that tells a seat something in the same move after its end, tells it too late to
matter).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from bot.game.base.phrases import PLAIN, Naming, Narrated, Sayable, phrase
from bot.game.base.types import Digest
from bot.game.history.notes import note_phrase, private_note
from bot.store.base import LogRecord
from bot.store.log import effective_moves, undone_in
from rules.contract import Game
from rules.i18n import TEXT

LIMIT = 12
GAME_OVER = "game_over"
"""The event type the games end with (Hanse, Andromeda, Cosmic); a game without one simply ends its log."""


@dataclass(frozen=True)
class Repeated:
    """A line that came `count` times in a row: "… (×3)"."""

    line: Sayable
    count: int

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return TEXT.tr(locale, "{line} (×{count})", line=self.line.say(locale, naming), count=self.count)


class _Renamed(Mapping[str, str]):
    """A front end's seat names with one seat named otherwise (the reader's own, "Ada (you)")."""

    def __init__(self, names: Mapping[str, str], seat: str, name: str) -> None:
        self._names, self._seat, self._name = names, seat, name

    def __getitem__(self, seat: str) -> str:
        return self._name if seat == self._seat else self._names[seat]

    def __iter__(self) -> Iterator[str]:
        yield self._seat
        yield from (seat for seat in self._names if seat != self._seat)

    def __len__(self) -> int:
        return len(self._names) + (self._seat not in self._names)


@dataclass(frozen=True)
class Yours:
    """A digest line said to the player of `seat`: their seat is named as theirs ("Ada (you)", "Player 2 (you)")."""

    line: Sayable
    seat: str

    def say(self, locale: str, naming: Naming | None = None) -> str:
        names = naming or PLAIN
        own = TEXT.tr(locale, "{player} (you)", player=names.seat_name(self.seat, locale))
        yours = Naming(seats=_Renamed(names.seats, self.seat, own), user=names.user, time=names.time)
        return self.line.say(locale, yours)


def _fold(lines: Sequence[Sayable]) -> list[Sayable]:
    """Fold runs of the same line into one with a count."""
    folded: list[tuple[Sayable, int]] = []
    for line in lines:
        if folded and folded[-1][0] == line:
            folded[-1] = (line, folded[-1][1] + 1)
        else:
            folded.append((line, 1))
    return [line if count == 1 else Repeated(line, count) for line, count in folded]


def build_digest(
    game: Game,
    game_id: int,
    seat: str | None,
    since: LogRecord | None,
    tail: Sequence[LogRecord],
    choices: Sequence[str],
    *,
    limit: int = LIMIT,
    deadline_at: float | None = None,
) -> Digest:
    """The digest for `seat` from the player's last decision `since` (None: they have not decided yet) and the
    log rows after it, `tail`, with the seat's current choice labels. Only the tail is read: a digest costs the
    same at move 10 and at move 10,000."""
    undone = undone_in(tail)
    lines: list[Sayable] = []
    missed = 0
    over = False
    for row in tail:
        if over:
            break  # the game is over: nothing after its end is news
        if row.kind == "note":
            if not private_note(row.action) or row.seat == seat:
                lines.append(note_phrase(row.action or {}, row.seat, row.user_id))
        elif row.kind == "undo":
            lines.append(phrase("The game went back to move {move}.", move=row.seq))
        elif row.id not in undone:
            missed += 1
            for event in row.events:
                audience = event.get("to")
                if audience is None or (seat is not None and seat in audience):
                    told = Narrated(game, event)
                    lines.append(told if seat is None else Yours(told, seat))
                if event.get("type") == GAME_OVER and audience is None:
                    over = True
                    break
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
    limit: int = LIMIT,
) -> Digest:
    """The same digest from a whole log held in memory (the store finds `since` without reading it all)."""
    effective = {row.id for row in effective_moves(log)}
    start = 0
    since: LogRecord | None = None
    for index, row in enumerate(log):
        if row.id in effective and row.seat == seat and row.user_id is not None and row.user_id == user_id:
            start, since = index + 1, row
    return build_digest(game, game_id, seat, since, log[start:], choices, limit=limit)
