"""A game's meta: what the core keeps about a running game beside its state, one typed field per key.

The store keeps it as a JSON object (`GameRecord.meta`); the core reads it with `GameMeta.from_json` and writes
`GameMeta.to_json()`, so no other module names a key. A field is None while its key is absent: a key present
with an empty value ({} or []) stays present, so a game read and written again stores the same keys as before.
Reading is tolerant: a key an earlier build did not write is None, and keys the core does not know (e.g.
"imported_from", written by bot/local/transfer.py) are kept as they are in `extra`. A value of a known key that
no build writes (a wrong type) reads as absent, as the readers of the plain dict treated it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any


def _ints(found: object) -> tuple[int, ...] | None:
    return tuple(r for r in found if type(r) is int) if isinstance(found, list) else None


def _per_seat(found: object) -> dict[str, int] | None:
    if not isinstance(found, dict):
        return None
    return {str(seat): int(value) for seat, value in found.items() if isinstance(value, int | float)}


@dataclass(frozen=True)
class UndoRequest:
    """A player's undo request waiting for the others' consent: who asked, the seq to go back to, the seq it was
    made at (any move withdraws it) and who agreed so far."""

    by: int
    target: int
    seq: int
    consents: tuple[int, ...]

    @staticmethod
    def from_json(found: object) -> UndoRequest | None:
        if not isinstance(found, dict) or not all(type(found.get(k)) is int for k in ("by", "target", "seq")):
            return None
        return UndoRequest(found["by"], found["target"], found["seq"], _ints(found.get("consents")) or ())

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "target": self.target, "seq": self.seq, "consents": list(self.consents)}


@dataclass(frozen=True)
class DrawOffer:
    """A draw offered at `seq` (any move withdraws it) and the users who agreed so far."""

    seq: int
    agreed: tuple[int, ...]

    @staticmethod
    def from_json(found: object) -> DrawOffer | None:
        if not isinstance(found, dict) or type(found.get("seq")) is not int:
            return None
        return DrawOffer(found["seq"], _ints(found.get("agreed")) or ())

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "agreed": list(self.agreed)}


@dataclass(frozen=True)
class Former:
    """A seat a moderator took from a user, and how ("replaced" or "kicked", bot/game/write/moderation.py SeatLoss)."""

    seat: str
    how: str

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "how": self.how}


@dataclass(frozen=True)
class ToldGroup:
    """The notice group last told in (None: outside any) and, per seat, what it was told of in it ("play",
    "negotiation"): bot/game/table/outbox.py."""

    group: str | None
    seats: Mapping[str, tuple[str, ...]]

    @staticmethod
    def from_json(found: object) -> ToldGroup | None:
        if not isinstance(found, dict) or not isinstance(found.get("seats"), dict):
            return None
        seats = {str(seat): tuple(str(k) for k in kinds) for seat, kinds in found["seats"].items()}
        group = found.get("group")
        return ToldGroup(str(group) if group is not None else None, seats)

    def to_json(self) -> dict[str, Any]:
        return {"group": self.group, "seats": {seat: list(kinds) for seat, kinds in self.seats.items()}}


@dataclass(frozen=True)
class GameMeta:
    """A game's meta; each field is named as its JSON key."""

    deadline: Mapping[str, Any] | None = None
    """The deadline settings the game runs under (bot/game/clocks/deadlines.py `DeadlineRules.to_json`), stored at
    creation; a game of an earlier build may hold only some of them (the guild's fill in the rest)."""
    seed_hash: str | None = None
    """The SHA-256 of the seed, announced at the start (bot/game/history/verify.py)."""
    decisions: Mapping[str, int] | None = None
    """Per acting seat, the seq at which its current decision point opened (bot/game/base/checks.py)."""
    played: Mapping[str, int] | None = None
    """Per seat, the seq of its latest move, whoever made it: the player, the AI or a timeout."""
    requests: tuple[int, ...] | None = None
    """The latest typed requests' ids (bot/game/base/checks.py REQUESTS_KEPT): a second delivery is refused."""
    until_turn: tuple[str, ...] | None = None
    """The seats whose player passes in every window until their turn (bot/game/base/standing.py)."""
    undo: UndoRequest | None = None
    draw: DrawOffer | None = None
    missed: Mapping[str, int] | None = None
    """Deadlines each seat missed in a row; a decision of the seat's own resets it."""
    paused: str | None = None
    """Why a paused game waits: a moderator's own reason as they typed it, or the bot's ("mod" for a moderator who
    gave none, "vacant", "deadline": bot/game/base/checks.py PAUSE_REASONS)."""
    former: Mapping[str, Former] | None = None
    """By str(user id), the seat a moderator took from that user, kept so that their old prompts are refused with
    the reason."""
    told: Mapping[str, tuple[int, ...]] | None = None
    """Per acting seat, what its holder was last told: [the seq its decision opened at, the user] (the outbox,
    bot/game/table/outbox.py); absent in a game stored before the outbox."""
    told_group: ToldGroup | None = None
    takeover: str | None = None
    """The AI kind that plays a seat handed to the AI (a player away, kicked or forfeited): the server's
    `takeover_ai` when the game started, where the game offers it; None: the quick AI."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """The keys the core does not know, kept as they are."""

    @staticmethod
    def from_json(found: Mapping[str, Any]) -> GameMeta:
        deadline = found.get("deadline")
        seed_hash = found.get("seed_hash")
        until_turn = found.get("until_turn")
        paused = found.get("paused")
        former = found.get("former")
        told = found.get("told")
        takeover = found.get("takeover")
        return GameMeta(
            deadline=dict(deadline) if isinstance(deadline, dict) else None,
            seed_hash=seed_hash if isinstance(seed_hash, str) else None,
            decisions=_per_seat(found.get("decisions")),
            played=_per_seat(found.get("played")),
            requests=_ints(found.get("requests")),
            until_turn=tuple(str(s) for s in until_turn) if isinstance(until_turn, list) else None,
            undo=UndoRequest.from_json(found.get("undo")),
            draw=DrawOffer.from_json(found.get("draw")),
            missed=_per_seat(found.get("missed")),
            paused=paused if isinstance(paused, str) else None,
            former=(
                {
                    str(user): Former(str(lost.get("seat", "")), str(lost.get("how", "")))
                    for user, lost in former.items()
                    if isinstance(lost, dict)
                }
                if isinstance(former, dict)
                else None
            ),
            told=(
                {str(seat): _ints(value) or () for seat, value in told.items() if isinstance(value, list)}
                if isinstance(told, dict)
                else None
            ),
            told_group=ToldGroup.from_json(found.get("told_group")),
            takeover=takeover if isinstance(takeover, str) else None,
            extra={key: value for key, value in found.items() if key not in KEYS},
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON object to store: the unknown keys as read, then each field that is not None."""
        found: dict[str, Any] = dict(self.extra)
        for key, value in ((key, getattr(self, key)) for key in KEYS):
            if value is not None:
                found[key] = _json(value)
        return found


def _json(value: object) -> Any:
    if isinstance(value, UndoRequest | DrawOffer | Former | ToldGroup):
        return value.to_json()
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    if isinstance(value, Mapping):
        return {key: _json(v) for key, v in value.items()}
    return value


KEYS: tuple[str, ...] = tuple(f.name for f in fields(GameMeta) if f.name != "extra")
"""The keys the core knows: each field of `GameMeta` but `extra`."""
