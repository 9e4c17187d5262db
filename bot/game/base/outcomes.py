"""What a call hands back: an `Outcome` for a change, a `UserView` for a look, built from the game's row."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.game.base.live import Applied, Live
from bot.game.base.meta import GameMeta
from bot.game.base.phrases import Sayable
from bot.game.base.seats import acting_users
from bot.game.base.types import Choice, Outcome, OutcomeKind, UserView, result_from_json
from bot.store.base import FINISHED_STATUSES, GameRecord
from rules.contract import Action, Event, Game, State


def split_events(events: Sequence[Event]) -> tuple[tuple[Event, ...], dict[str, tuple[Event, ...]]]:
    public: list[Event] = []
    private: dict[str, list[Event]] = {}
    for event in events:
        audience = event.get("to")
        if audience is None:
            public.append(event)
        else:
            for seat in audience:
                private.setdefault(seat, []).append(event)
    return tuple(public), {seat: tuple(found) for seat, found in private.items()}


def public_scores(live: Live) -> dict[str, int | float]:
    """The scores the public view shows (empty for a game whose view has none), for hand-made results."""
    if live.state is None:
        return {}
    public = live.game.view(live.state, None).get("public", {})
    found = public.get("scores") if isinstance(public, dict) else None
    if not isinstance(found, dict):
        return {}
    return {str(k): v for k, v in found.items() if isinstance(v, int | float)}


def fairness(record: GameRecord) -> dict[str, Any]:
    """The seed commitment, the seed once the game is finished (never before), and the current deadline."""
    return {
        "seed_hash": GameMeta.from_json(record.meta).seed_hash,
        "seed": record.seed if record.status in FINISHED_STATUSES else None,
        "deadline_at": record.deadline_at,
    }


def outcome(
    game: Game,
    record: GameRecord,
    kind: OutcomeKind,
    message: Sayable,
    *,
    state: State | None = None,
    applied: Sequence[Applied] = (),
    before: tuple[str, ...] | None = None,
    taking_over: Sequence[int] = (),
    played: str = "",
) -> Outcome:
    """The outcome of a call on `game` (the rules of `record.game`) that left the game at `record`/`state`.

    `taking_over`: users the call gave a seat to (or gave back); those whose seat acts now are its
    `new_holders`. `played`: a player's move, the label of the choice they made (`Outcome.played`)."""
    acting: tuple[str, ...] = ()
    if state is not None and record.status == "active":
        acting = game.acting(state)
    users = acting_users(record, acting)
    public, private = split_events([e for a in applied for e in a.events])
    # seats that kept deciding while another seat's move changed their choices (those that began to act are
    # told anyway, as is whoever moved)
    changed = {s for a in applied for s in a.reopened - a.entered if s != a.move.seat}
    changed -= {a.move.seat for a in applied} | {s for a in applied for s in a.entered}
    return Outcome(
        game_id=record.id,
        kind=kind,
        status=record.status,
        seq=record.seq,
        message=message,
        seats=record.seats,
        acting=acting,
        acting_users=users,
        new_holders=tuple(u for u in users if u in taking_over),
        changed_choices=acting_users(record, [s for s in acting if s in changed]),
        moves=tuple(a.move for a in applied),
        public_events=public,
        private_events=private,
        turn_passed=before is not None and set(acting) != set(before),
        over=record.status == "over",
        result=result_from_json(record.result),
        **fairness(record),
        played=played,
    )


def still_acting(outcome: Outcome) -> Outcome:
    """`outcome` whose `new_holders` are only those still acting (after the AI seats moved, say)."""
    kept = tuple(u for u in outcome.new_holders if u in outcome.acting_users)
    changed = tuple(u for u in outcome.changed_choices if u in outcome.acting_users)
    if kept == outcome.new_holders and changed == outcome.changed_choices:
        return outcome
    return replace(outcome, new_holders=kept, changed_choices=changed)


def offered(game: Game, state: State, seat: str, locale: str) -> tuple[Choice, ...]:
    """The choices of `seat` now: its legal actions, then the game's shortcuts (numbered after them)."""
    legal = game.legal_actions(state, seat)
    if not legal:
        return ()  # a seat that does not act has no shortcut either
    choices = [
        Choice(i, a, game.describe(state, seat, a, locale), game.hint(state, seat, a, locale))
        for i, a in enumerate(legal)
    ]
    for shortcut in game.shortcuts(state, seat, locale):
        choices.append(Choice(len(choices), shortcut.actions[0], shortcut.label, shortcut.hint, shortcut.actions))
    return tuple(choices)


def chosen_steps(game: Game, state: State, seat: str, index: int) -> tuple[Action, ...] | None:
    """The actions choice number `index` of `seat` plays (one, or a shortcut's several); None for no such choice."""
    legal = game.legal_actions(state, seat)
    if type(index) is not int or index < 0:
        return None
    if index < len(legal) or not legal:
        return (legal[index],) if legal else None
    shortcuts = game.shortcuts(state, seat)
    return shortcuts[index - len(legal)].actions if index - len(legal) < len(shortcuts) else None


def user_view(live: Live, user_id: int | None, locale: str) -> UserView:
    """What `user_id` may see of the game now (the public view when they hold no seat) and their choices."""
    record = live.record
    result = result_from_json(record.result)
    shown = fairness(record)
    if live.state is None:
        return UserView(
            record.id, record.game, record.status, record.seq, None, None, (), (), record.seats, result, **shown
        )
    acting = live.game.acting(live.state)
    mine = [s.seat for s in record.seats if user_id is not None and s.user_id == user_id and s.kind == "human"]
    seat = next((s for s in mine if s in acting), mine[0] if mine else None)
    choices: tuple[Choice, ...] = ()
    requests: tuple[str, ...] = ()
    windows = False
    if seat is not None and record.status == "active":
        choices = offered(live.game, live.state, seat, locale)
        requests = live.game.open_requests(live.state, seat) if choices else ()
        # a window's prompt, not on the seat's own turn (the order would end at once)
        windows = (
            bool(choices)
            and live.game.standing_order(live.state, seat) is not None
            and live.game.turn_of(live.state) != seat
        )
    view = live.game.view(live.state, seat)
    return UserView(
        record.id,
        record.game,
        record.status,
        record.seq,
        seat,
        view,
        choices,
        acting,
        record.seats,
        result,
        **shown,
        requests=requests,
        windows=windows,
    )
