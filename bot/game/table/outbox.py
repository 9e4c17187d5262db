"""What must be told after a game write: the outbox row (migration 010) stored by the write itself.

Every write of a started game that changes something a player must hear about carries one `OutboxRow`, built
here from the write alone, so a crash between the commit and the posts loses nothing: the front end delivers
the game's outbox after the commit and removes them once delivered; a restarted bot delivers what is left.

Who must be told to act (`tell`) is decided from public facts only: the users holding an acting seat whose
decision point (`GameMeta.decisions`, bot/game/base/checks.py) or holder differs from what they were last told
(`GameMeta.told`: seat -> [decision seq, user]). A paused or finished game tells nobody and forgets what it told, so
resuming tells every acting player again. In a game with notice groups (`Game.notice_group`: Cosmic's challenges),
each player is told at most once per group that it needs them (a window, a response round, a decision: however many
follow, their prompt shows them, and a decision's reminders and deadline still run) and once that a deal is open (not
at every term the other side drafts); `GameMeta.told_group` remembers it. A state outside any group (a loss to choose)
is told as any decision point. The mover is among them when their own decision reopened (a turn of several
steps): their click's answer tells them live, and after a crash the outbox tells them too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.game.base.meta import GameMeta, ToldGroup
from bot.game.history.notes import private_note
from bot.store.base import GameRecord, GameStatus, LogEntry, OutboxRecord, SeatRecord
from rules.contract import Event, Game, State


@dataclass(frozen=True)
class OutboxRow:
    """One outbox row, decoded. `seq` is the game's seq after the write that stored it."""

    id: int
    game_id: int
    seq: int
    status: GameStatus
    events: tuple[Event, ...]
    """The public events of the write's moves, in order."""
    moves: tuple[tuple[str, int | None], ...]
    """(seat, user) of each move written; user None for the AI."""
    notes: tuple[dict[str, Any], ...]
    """The notes written: {"action": ..., "seat": ..., "user": ...} (bot/game/history/notes.py narrates them)."""
    undo: int | None
    """The seq the game went back to, when the write was an undo."""
    tell: tuple[int, ...]
    """Users who must now be told that they act."""
    mover: int | None
    """The user whose move the write stored first (None: not a player's move)."""
    started: bool
    board: bool
    remind: tuple[int, ...]
    """Users to remind that their decision is due at `due` (a reminder timer fired)."""
    due: float | None
    """A new board is due whatever the acting seats: the game started, paused, resumed, ended or changed seats,
    or went back."""

    @classmethod
    def from_record(cls, record: OutboxRecord) -> OutboxRow:
        p = record.payload
        return cls(
            id=record.id,
            game_id=record.game_id,
            seq=record.seq,
            status=p.get("status", "active"),
            events=tuple(p.get("events", ())),
            moves=tuple((str(seat), None if user is None else int(user)) for seat, user in p.get("moves", ())),
            notes=tuple(p.get("notes", ())),
            undo=p.get("undo"),
            tell=tuple(int(u) for u in p.get("tell", ())),
            mover=p.get("mover"),
            started=bool(p.get("started")),
            board=bool(p.get("board")),
            remind=tuple(int(u) for u in p.get("remind", ())),
            due=p.get("due"),
        )


def empty_outbox_payload(status: GameStatus) -> dict[str, Any]:
    """A payload that tells nothing yet (a reminder fills in whom to remind)."""
    return {"status": status, "events": [], "moves": [], "notes": [], "undo": None, "tell": [], "mover": None}


def _told(meta: GameMeta, acting: Sequence[str], seq: int, holders: Mapping[str, int]) -> dict[str, tuple[int, ...]]:
    decisions = meta.decisions or {}
    return {seat: (decisions.get(seat, seq), holders[seat]) for seat in acting if seat in holders}


def _grouped(meta: GameMeta) -> tuple[str | None, dict[str, tuple[str, ...]]]:
    """The notice group last told in and, per seat, what it was told of in it ("play", "negotiation")."""
    found = meta.told_group
    return (None, {}) if found is None else (found.group, dict(found.seats))


def _holders(seats: Sequence[SeatRecord]) -> dict[str, int]:
    return {s.seat: s.user_id for s in seats if s.kind == "human" and s.user_id is not None}


def outbox_payload(
    game: Game,
    before: GameRecord,
    state_before: State | None,
    changes: Mapping[str, Any],
    seats: Sequence[SeatRecord] | None,
    state_after: State | None,
    entries: Sequence[LogEntry],
    kinds_played_by_ai: frozenset[str] = frozenset(),
    again: Sequence[int] = (),
) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The outbox payload of a write (None: nothing to tell) and the game's new meta when what it told changed
    (None: unchanged). `before` is the game's row before the write, `changes`/`seats`/`entries` the write.
    Seats in `kinds_played_by_ai` (their player is away) are played by the AI: nobody is told for them. Users in
    `again` who act now are told even if they were told before (a player back from being away)."""
    status: GameStatus = changes.get("status", before.status)
    if status == "lobby":
        return None, None
    meta_before = GameMeta.from_json(before.meta)
    meta_after = GameMeta.from_json(changes["meta"]) if "meta" in changes else meta_before
    seq_after = int(changes.get("seq", before.seq))
    holders_after = {s: u for s, u in _holders(seats or before.seats).items() if s not in kinds_played_by_ai}
    acting_after = game.acting(state_after) if status == "active" and state_after is not None else ()
    found = meta_before.told
    if found is not None:
        told_before = dict(found)
    else:  # a game stored before the outbox: its acting players were told by the delivery of its last write
        acting_before = game.acting(state_before) if before.status == "active" and state_before is not None else ()
        holders_before = {s: u for s, u in _holders(before.seats).items() if s not in kinds_played_by_ai}
        told_before = _told(meta_before, acting_before, before.seq, holders_before)
    told_after = _told(meta_after, acting_after, seq_after, holders_after)
    group = game.notice_group(state_after) if acting_after else None
    stored_group, stored = _grouped(meta_before)
    # outside any group (a loss to choose) the group's memory is kept: its challenge may go on afterwards
    grouped = dict(stored) if group is None or stored_group == group else {}
    tell: list[int] = []
    for seat, (_, user) in told_after.items():
        if told_before.get(seat) == (told_after[seat][0], user) and user not in again:
            continue
        if group is not None:
            # told once in this stretch (a challenge) that it needs them, and once of a deal: the prompt is there to
            # answer, and a decision's reminders and deadline still run
            slot = "negotiation" if game.decision_kind(state_after, seat) == "negotiation" else "play"
            told_here = grouped.get(seat, ())
            if slot in told_here and user not in again:
                continue
            grouped[seat] = (*told_here, slot)
        if user not in tell:
            tell.append(user)
    kept_group = group if group is not None else stored_group
    now_grouped = (kept_group, grouped) if grouped else (None, {})
    new_meta: dict[str, Any] | None = None
    if told_after != told_before or found is None or now_grouped != (stored_group, stored):
        told_group = ToldGroup(kept_group, grouped) if grouped else None
        new_meta = replace(meta_after, told=told_after, told_group=told_group).to_json()
    moves = [e for e in entries if e.kind == "move"]
    notes = [
        {"action": e.action, "seat": e.seat, "user": e.user_id}
        for e in entries
        if e.kind == "note" and not private_note(e.action)
    ]
    undo = next((e.seq for e in entries if e.kind == "undo"), None)
    started = before.status == "lobby"
    board = started or status != before.status or seats is not None or undo is not None
    if not (moves or notes or tell or board):
        return None, new_meta
    payload: dict[str, Any] = {
        "status": status,
        "events": [ev for e in moves for ev in e.events if ev.get("to") is None],
        "moves": [[e.seat, e.user_id] for e in moves],
        "notes": notes,
        "undo": undo,
        "tell": tell,
        "mover": moves[0].user_id if moves else None,
        "started": started,
        "board": board,
    }
    return payload, new_meta
