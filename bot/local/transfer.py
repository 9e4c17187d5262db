"""Games as files: export a stored game (seed, options, seats, action log), import one as a new game,
and verify a stored game by replaying its log (bot/game/history/verify.py: seed commitment, every random draw).

The export is what reproduces a game anywhere (ENGINE.md: setup with the seed, then the same actions,
gives the same states): a bug report, a game moved to another database, a replay. It holds the effective
history (moves taken back by undo are left out) and the encoded final state, so an import can prove that
the log still leads there under today's rules. It holds no user ids: Discord ids are personal, and an
imported game is seated with local players (see bot/local/seating.py) so that `starmail play --resume`
can continue it. A game that was paused or abandoned comes back active (or over, if its log ends it).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.game import Verification, VerifyError, effective_moves, result_to_json, verify_stored
from bot.local.failures import LARGEST
from bot.local.seating import LOCAL_HOST, local_user
from bot.store.base import LogEntry, NewGame, SeatRecord, Store
from rules.base import same_state
from rules.contract import Game, IllegalAction, SetupError, resolve_options
from rules.i18n import WordedError
from rules.players import players_for
from rules.registry import registry

FORMAT = "starmail-game"
VERSION = 1


class TransferError(WordedError):
    """A game that cannot be exported, or a file that cannot be imported; the message is one sentence."""


async def export_game(store: Store, game_id: int) -> dict[str, Any]:
    """The stored game as a JSON-able dict (see the module docstring)."""
    record = await store.get_game(game_id)
    if record is None:
        raise TransferError("There is no game {game} in this database.", game=game_id)
    if record.seed is None or record.state is None:
        raise TransferError("Game {game} has not started yet, so there is nothing to export.", game=game_id)
    moves = effective_moves(await store.read_log(game_id))
    return {
        "format": FORMAT,
        "version": VERSION,
        "game_id": record.id,
        "game": record.game,
        "seed": record.seed,
        "options": record.options,
        "status": record.status,
        "seats": [{"seat": s.seat, "kind": s.kind, "ai": s.ai} for s in record.seats],
        "actions": [{"seq": m.seq, "seat": m.seat, "action": m.action} for m in moves],
        "final_state": record.state,
    }


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=False) + "\n"


@dataclass(frozen=True)
class Checked:
    """An export that replays cleanly: the rules, the seats, and per move the entry to log."""

    game: Game
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    seed: int
    entries: tuple[LogEntry, ...]
    initial_state: str
    final_state: str
    over: bool
    result: dict[str, Any] | None


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise TransferError("The file's '{key}' is missing or malformed.", key=key)
    return value


def check_export(data: Any) -> Checked:
    """Replay an export through the rules; TransferError (one sentence) if anything does not hold."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TransferError("This file is not a Starmail game export.")
    if data.get("version") != VERSION:
        raise TransferError(
            "This export has version {found}; this Starmail reads version {version}.",
            found=repr(data.get("version")),
            version=VERSION,
        )
    try:
        game = registry.get(_field(data, "game", str))
    except KeyError:
        raise TransferError("There is no game called “{name}”.", name=str(data.get("game"))) from None
    seed = _field(data, "seed", int)
    if not 0 <= seed <= LARGEST:
        raise TransferError("The file's 'seed' is larger than Starmail can store.")
    kinds = players_for(game)
    seat_rows = _field(data, "seats", list)
    seats: list[SeatRecord] = []
    for i, row in enumerate(seat_rows):
        if not isinstance(row, dict) or row.get("kind") not in ("human", "ai"):
            raise TransferError("Seat {number} in the file is malformed.", number=i + 1)
        if row.get("seat") != f"p{i + 1}":
            raise TransferError("Seat {number} in the file should be named p{number}.", number=i + 1)
        if row["kind"] == "human":
            seats.append(SeatRecord(row["seat"], i, "human", local_user(i)))
        else:
            ai = row.get("ai")
            if ai is not None and ai not in kinds:
                offered = ", ".join(sorted(kinds))
                raise TransferError(
                    "Seat {number} in the file is played by an AI this game does not have (“{kind}”);"
                    " its AIs: {offered}.",
                    number=i + 1,
                    kind=ai,
                    offered=offered,
                )
            seats.append(SeatRecord(row["seat"], i, "ai", None, ai if isinstance(ai, str) else None))
    try:
        options = resolve_options(game.options, _field(data, "options", dict))
        state = game.setup([s.seat for s in seats], seed, options)
    except SetupError as error:
        raise TransferError(error.template, **error.values) from None
    initial = game.encode(state)
    entries: list[LogEntry] = []
    for n, row in enumerate(_field(data, "actions", list), start=1):
        action = row.get("action") if isinstance(row, dict) else None
        # every action is an object whose type is a name (rules/contract.py): a list or an object there is no move
        # of any game, and the rules may trip over it (a type looked up in a set) before they can refuse it
        if not isinstance(action, dict) or row.get("seq") != n or not isinstance(action.get("type"), str):
            raise TransferError("Action {number} in the file is malformed or out of order.", number=n)
        seat = row.get("seat")
        if seat not in game.acting(state):
            raise TransferError("Action {number} is by '{seat}', who was not due to act.", number=n, seat=seat)
        try:
            step = game.apply(state, seat, action)
        except IllegalAction as error:
            raise TransferError("Action {number} is not legal: {reason}", number=n, reason=str(error)) from None
        user = next((s.user_id for s in seats if s.seat == seat), None)
        entries.append(LogEntry("move", n, seat, user, action, tuple(step.events), step.checkpoint))
        state = step.state
    final = game.encode(state)
    expected = data.get("final_state")
    if expected is not None:
        if not isinstance(expected, str) or not same_state(game, final, expected):
            raise TransferError("The action log does not lead to the exported final state (have the rules changed?).")
        final = expected
    over = game.is_over(state)
    result = result_to_json(game.result(state)) if over else None
    return Checked(game, options, tuple(seats), seed, tuple(entries), initial, final, over, result)


async def import_game(store: Store, data: Any) -> int:
    """Store a checked export as a new local game (hosted by LOCAL_HOST); its new id."""
    checked = check_export(data)
    meta: dict[str, Any] = {"imported_from": data.get("game_id")}
    played: dict[str, Any] = {
        "status": "active",
        "seed": checked.seed,
        "seq": len(checked.entries),
        "state": checked.final_state,
    }
    if checked.over:
        played.update(status="over", result=checked.result)
    # one transaction: a failure anywhere leaves nothing behind (no lobby without its moves)
    record = await store.create_game(
        NewGame(game=checked.game.id, created_by=LOCAL_HOST, options=checked.options, meta=meta),
        checked.seats,
        played=played,
        entries=checked.entries,
    )
    return record.id


async def verify_game(store: Store, game_id: int) -> tuple[bool, int]:
    """Replay a stored game from its seed and log: (everything checks out, moves replayed). See
    `verify_report` for what is checked."""
    report = await verify_report(store, game_id)
    return report.ok, report.moves


async def verify_report(store: Store, game_id: int) -> Verification:
    """The full verification of a stored game (bot/game/history/verify.py): the seed against its announced SHA-256,
    every move legal and giving the logged dice, shuffles and reveals, and the stored final state."""
    try:
        return await verify_stored(store, game_id)
    except VerifyError as error:
        raise TransferError(error.template, **error.values) from None
