"""The window protocol (spec §4.2, D-34, D-35), one engine for every window.

1. The declarers follow from public facts: everyone holding a card, and everyone whose active power has an unspent
   optional use for this window and role (a new-hand mini-window has the redrawing player only).
2. They declare at once and privately: one play (a card, with its targets one step at a time, or a power use) or a
   pass. Nobody sees a declaration before everyone has answered.
3. The declarations are shown together; their cards leave the hands for `in_play`.
4. Response rounds: everyone holding a card may answer with Cosmic Zap, Flare Zap or Veto, all at once; another round
   follows while anyone responds.
5. The round is settled (rules/cosmic/windows.py `settle`); the declarations that stand resolve one by one in
   precedence order, each re-checked just before (one that no longer fits has no effect and its card goes back).
6. A round in which a card was spent or a power use took effect is followed by a new declaration round.

The round's public list (`w_items`) holds the declarations and then the responses, in the order they were shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rules.contract import Action, Event
from rules.cosmic.components import CHALLENGE_COUNTS
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.effects import (
    RESPONSE_KINDS,
    WINDOWS,
    card_effect,
    has_targets,
    play_effect,
    still_stands,
)
from rules.cosmic.face_down import changed, turn_up
from rules.cosmic.hands import (
    HAND,
    cards_in,
    from_field,
    give_to,
    holds_cards,
    kinds_held,
    lowest,
    take_card,
    usable_sources,
)
from rules.cosmic.hooks import ON_REVEAL
from rules.cosmic.powers import with_use
from rules.cosmic.registry import USES, rows
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import COSMIC_ZAP, POWER, Play, precedence, settle
from rules.frozen import evolve, with_field

RESPONSE = "response"
R_POWER = "r_power"

_NO_EFFECT = frozenset(CHALLENGE_COUNTS)
"""Challenge card kinds: no edict's or flare's effect (`card_effect` finds none), so a round's prompt skips them."""


FROM = "from:"
"""A flag `from:<zone>:<card>`: a card shown in this challenge came from that zone of its player's, not his hand."""


def source_of(state: State, card: str) -> str:
    """The zone a card shown in this challenge came from (the hand unless a `from:` flag names another)."""
    return next(
        (f[len(FROM) : -len(card) - 1] for f in state.flags if f.startswith(FROM) and f.endswith(f":{card}")), HAND
    )


def order(state: State) -> tuple[int, ...]:
    return precedence(len(state.seats), state.offense, state.defense)


def holders(state: State) -> tuple[int, ...]:
    return tuple(s for s in range(len(state.seats)) if holds_cards(state, s))


def power_use_open(state: State, seat: int, window: str) -> bool:
    """`seat`'s power has an optional use it has not spent in this challenge, usable in this window and role."""
    if seat in state.used or seat in state.returned:  # spent, or gone back with the power he gave back
        return False
    use = USES.get(with_use(state, seat, USES))
    return use is not None and use.usable(state, seat, window)


def declarers(state: State, window: str) -> tuple[int, ...]:
    """Everyone holding a card, or whose power is face down (whether it has a use now is his secret), or whose power
    has a use open in this window."""
    return tuple(
        s
        for s in range(len(state.seats))
        if holds_cards(state, s) or s in state.face_down or power_use_open(state, s, window)
    )


@automatic("window")
def open_window(state: State, task: Task, events: list[Event]) -> State:
    """A window opens, or its next declaration round starts; nobody to ask closes it at once."""
    asked = declarers(state, task.what)
    if task.seat >= 0:  # a new-hand mini-window: the redrawing player alone (his empty hand is public)
        asked = (task.seat,) if task.seat in asked else ()
    if not asked:
        return close(state)
    n = len(state.seats)
    state = evolve(
        state,
        window=task.what,
        w_stage="declare",
        w_solo=task.seat,
        w_round=0,
        w_waiting=asked,
        w_drafts=((),) * n,
        w_items=(),
        w_spent=False,
    )
    events.append({"type": "window", "to": None, "window": task.what, "asked": list(asked)})
    return push(state, Task("round", task.seat, 0, task.what))


def close(state: State) -> State:
    return evolve(state, window="", w_stage="", w_solo=-1, w_round=0, w_waiting=(), w_drafts=(), w_items=())


# -- the round's prompt ------------------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _playable_in(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The kinds among `cards` that may be played in a window, in the canonical order: a challenge card never is. A
    hand is asked in window after window unchanged, so its kinds are worked out once."""
    return tuple(k for k in kinds_held(cards) if k not in _NO_EFFECT)


@lru_cache(maxsize=4096)
def _responses_in(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The kinds among `cards` that answer a play in a response round, in the canonical order."""
    return tuple(k for k in kinds_held(cards) if k in RESPONSE_KINDS)


def _plays(state: State, seat: int) -> list[Action]:
    stage = state.w_stage
    window = state.window if stage == "declare" else RESPONSE
    actions: list[Action] = []
    for name, cards in usable_sources(state, seat):
        for kind in (_responses_in if stage == RESPONSE else _playable_in)(cards):
            effect, _ = card_effect(state, seat, kind)
            if (
                effect is not None
                and effect.usable(state, seat, window)
                and has_targets(state, seat, effect, state.w_items)
            ):
                actions.append({"type": "play", "card": kind, **from_field(name)})
    if state.w_stage == "declare" and power_use_open(state, seat, window):
        use = USES[with_use(state, seat, USES)]
        if has_targets(state, seat, use, state.w_items):
            actions.append({"type": "use_power"})
    return actions


def _targets(state: State, draft: Play) -> list[Action]:
    effect = play_effect(state, draft)
    assert effect is not None
    n = len(state.seats)
    if effect.target == "seat":
        return [
            {"type": "target_seat", "seat": state.seats[s]} for s in range(n) if effect.target_ok(state, draft.seat, s)
        ]
    if effect.target == "allies":
        free = [s for s in range(n) if effect.target_ok(state, draft.seat, s) and s not in draft.seats]
        named: list[Action] = [{"type": "target_seat", "seat": state.seats[s]} for s in free]
        return named + ([{"type": "done"}] if draft.seats else [])
    return [{"type": "target_item", "item": i} for i, item in enumerate(state.w_items) if effect.item_ok(item)]


def round_actions(state: State, task: Task, seat: int) -> list[Action]:
    draft = state.w_drafts[seat]
    if draft:  # naming the targets of a play; passing instead drops it
        assert isinstance(draft, Play)
        return [*_targets(state, draft), {"type": "pass"}]
    return [*_plays(state, seat), {"type": "pass"}]


def _complete(draft: Play, state: State) -> bool:
    effect = play_effect(state, draft)
    assert effect is not None
    if effect.target == "seat":
        return draft.seat_named >= 0
    if effect.target == "item":
        return draft.item >= 0
    if effect.target == "allies":
        return not [a for a in _targets(state, draft) if a["type"] == "target_seat"]
    return True


def answer(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    kind = action["type"]
    drafts = list(state.w_drafts)
    draft = drafts[seat]
    done = False
    if kind == "pass":
        drafts[seat] = ()
        done = True
    elif kind == "play":
        card = lowest(cards_in(state, seat, str(action.get("from", HAND))), str(action["card"]))
        _, mode = card_effect(state, seat, str(action["card"]))
        draft = Play(seat, str(action["card"]), card, state.w_round, mode=mode)
        done = _complete(draft, state)
    elif kind == "use_power":
        draft = Play(seat, POWER, "", state.w_round)
        done = _complete(draft, state)
    elif kind == "done":
        done = True
    else:
        assert isinstance(draft, Play)
        named = state.seats.index(str(action["seat"])) if kind == "target_seat" else -1
        effect = play_effect(state, draft)
        assert effect is not None
        if kind == "target_item":
            draft = draft._replace(item=int(action["item"]))
        elif effect.target == "allies":
            draft = draft._replace(seats=(*draft.seats, named))
        else:
            draft = draft._replace(seat_named=named)
        done = _complete(draft, state)
    if kind != "pass":
        drafts[seat] = draft
    if not done:
        return with_field(state, "w_drafts", tuple(drafts))
    waiting = tuple(s for s in state.w_waiting if s != seat)
    events.append({"type": "answered", "to": None, "seat": seat})
    state = evolve(state, w_drafts=tuple(drafts), w_waiting=waiting)
    return state if waiting else _reveal(state, events)


decision(
    "round",
    Decision(
        acting=lambda state, task: state.w_waiting, legal=round_actions, apply=answer, checkpoint=True, public=False
    ),
)


# -- reveal, responses, settling ---------------------------------------------------------------------------------------
def _reveal(state: State, events: list[Event]) -> State:
    """Step 3 or the end of a response round: every answer is shown together; cards go to `in_play`."""
    shown = [d for s in order(state) if isinstance(d := state.w_drafts[s], Play)]
    for play in shown:
        if play.card:
            state, source = take_card(state, play.seat, play.card)
            if source != HAND:  # public (the zones' sizes are), and where the card goes back if it has no effect
                state = evolve(state, flags=(*state.flags, f"{FROM}{source}:{play.card}"))
    cards = tuple(p.card for p in shown if p.card)
    first = len(state.w_items)
    items = (*state.w_items, *shown)
    state = evolve(state, w_items=items, in_play=(*state.in_play, *cards), w_drafts=((),) * len(state.seats))
    for power, row in rows(ON_REVEAL):
        before, told = state, len(events)
        state = changed(before, row(before, tuple(shown)), power, told, events)
    if shown:
        events.append(
            {
                "type": "revealed_plays",
                "to": None,
                "window": state.window,
                "round": state.w_round,
                "plays": [_told(state, p, first + i) for i, p in enumerate(shown)],
            }
        )
        state = _turn_up_shown(state, shown, events)
    if state.w_stage == "declare" and not shown:
        return close(pop(state))
    if state.w_stage == RESPONSE and shown:
        state = evolve(state, w_spent=True)  # a response's card is spent whatever becomes of it
    responding = holders(state)
    if shown and responding:
        return evolve(state, w_stage=RESPONSE, w_round=state.w_round + 1, w_waiting=responding)
    return _settle(pop(state), events)


def _turn_up_shown(state: State, shown: Iterable[Play], events: list[Event]) -> State:
    """A face-down power shown by a play: its optional use, or its Super flare (§5.4)."""
    for play in shown:
        if play.kind == POWER:
            state = turn_up(state, with_use(state, play.seat, USES), events)
        elif play.mode == "super":
            state = turn_up(state, play.kind.removeprefix("flare_"), events)
    return state


def _told(state: State, play: Play, index: int) -> dict[str, object]:
    """A play as everyone reads it: who played what, naming what (a play it answers by its kind and player)."""
    named = state.w_items[play.item] if play.kind != POWER and 0 <= play.item < len(state.w_items) else None
    return {
        "item": index,
        "seat": play.seat,
        "kind": play.kind,
        "power": with_use(state, play.seat, USES) if play.kind == POWER else None,
        "mode": play.mode or None,
        "names_item": play.item if named is not None else None,
        "names_kind": named.kind if named is not None else None,
        "names_by": named.seat if named is not None else None,
        "names_seat": play.seat_named if play.seat_named >= 0 else None,
        "names_seats": list(play.seats),
        **from_field(source_of(state, play.card)),
    }


def _settle(state: State, events: list[Event]) -> State:
    settled = settle(state.w_items, order(state))
    cancelled_uses = [
        state.w_items[i].seat
        for i in settled.cancelled
        if state.w_items[i].round == 0 and state.w_items[i].kind == POWER
    ]
    spent_cards = any(state.w_items[i].card for i in settled.cancelled) or any(
        p.kind == COSMIC_ZAP for p in state.w_items if p.round == 0
    )
    state = evolve(
        state,
        zapped=tuple(sorted({*state.zapped, *settled.zapped})),
        used=tuple(sorted({*state.used, *cancelled_uses})),
        w_spent=state.w_spent or spent_cards or bool(cancelled_uses),
    )
    if settled.cancelled or settled.zapped:
        events.append(
            {"type": "settled", "to": None, "cancelled": sorted(settled.cancelled), "zapped": sorted(settled.zapped)}
        )
    window, solo = state.window, state.w_solo
    resolving = [Task("resolve", state.w_items[i].seat, i, window) for i in settled.resolving]
    if window not in WINDOWS:  # a single power use outside a window: no further round
        return push(state, *resolving, Task("close_window"))
    return push(state, *resolving, Task("round_end", solo, 0, window))


@automatic(R_POWER)
def r_power(state: State, task: Task, events: list[Event]) -> State:
    """An optional power used outside a window (§4.2 `r_power`): the use, already in `w_items`, meets response rounds
    before it takes effect. `what` names the use (it is the pseudo-window its effect is usable in)."""
    use = state.w_items[0]
    n = len(state.seats)
    state = evolve(state, window=task.what, w_stage=RESPONSE, w_solo=-1, w_round=1, w_drafts=((),) * n, w_spent=False)
    events.append(
        {"type": "revealed_plays", "to": None, "window": task.what, "round": 0, "plays": [_told(state, use, 0)]}
    )
    state = _turn_up_shown(state, (use,), events)
    responding = holders(state)
    if responding:
        return push(evolve(state, w_waiting=responding), Task("round", -1, 0, task.what))
    return _settle(state, events)


@automatic("close_window")
def close_window(state: State, task: Task, events: list[Event]) -> State:
    return close(state)


@automatic("resolve")
def resolve(state: State, task: Task, events: list[Event]) -> State:
    """One declaration resolves, re-checked first (§4.2 step 5)."""
    play = state.w_items[task.n]
    if not still_stands(state, play, task.what):
        events.append({"type": "no_effect", "to": None, "item": task.n, "seat": play.seat})
        if play.card:
            state = evolve(state, in_play=tuple(c for c in state.in_play if c != play.card))
            state = give_to(state, play.seat, play.card, source_of(state, play.card))
        return state
    effect = play_effect(state, play)
    assert effect is not None
    events.append({"type": "resolved", "to": None, "item": task.n, "seat": play.seat, "kind": play.kind})
    state = evolve(state, w_spent=True)
    if play.kind == POWER:
        state = evolve(state, used=tuple(sorted({*state.used, play.seat})))
    return effect.resolve(state, play, events)


@automatic("round_end")
def round_end(state: State, task: Task, events: list[Event]) -> State:
    """Step 6: a round that spent a card or used a power is followed by another; else the window closes."""
    if state.w_spent:
        return push(state, Task("window", task.seat, 0, task.what))
    return close(state)
