"""Resolving an encounter (spec §4.7, §5.3, decisions D07-D08, D19, D21, D32-D33, D47, D49-D50).

The black ball draws the top card, hidden from everyone. Zahn der Zeit strikes every player concerned at once;
any other card shows its question key and all its options, and the active player picks one they can afford. Its
results go into a queue (`State.enc_queue`) applied in order; a result that needs a choice (a card to pay or take,
an add-on type, where a free ship starts, where a jump lands) stops the queue with a prompt, and the answer lets it
run on. When the queue is empty the card goes face up to the discard pile and movement begins.
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.starfarers.board import BASES, PLANETS, SYSTEMS
from rules.starfarers.building import can_place_ship, free_launch_points, place_ship
from rules.starfarers.components import MAX_DRIVES, MAX_FREIGHT_RINGS, MAX_GUNS, RESOURCES, duel_value
from rules.starfarers.encounter_cards import CARDS, ZAHN
from rules.starfarers.movement import (
    begin,
    drives_total,
    guns_total,
    legal_end,
    peek,
    shake_pair,
    special_check,
)
from rules.starfarers.piles import pay, pay_cards, take
from rules.starfarers.state import (
    ENC_ADDON,
    ENC_LAUNCH,
    ENC_RESOURCE,
    ENCOUNTER,
    JUMP_AREA,
    JUMP_NODE,
    OVER,
    State,
    card_type,
)
from rules.starfarers.state import (
    ZAHN as ZAHN_PHASE,
)
from rules.starfarers.turns import check_win

ADDON_TYPES: tuple[str, ...] = ("drive", "gun", "freight_ring")
ADDON_FIELD = {"drive": "drives", "gun": "guns", "freight_ring": "freight"}
ADDON_LIMIT = {"drive": MAX_DRIVES, "gun": MAX_GUNS, "freight_ring": MAX_FREIGHT_RINGS}
BASE_AFTER = 3
"""Base movement after an encounter unless the card set another (§4.6.1)."""


def areas() -> dict[str, tuple[str, ...]]:
    """jump1's areas (D47): the 7 outer systems (the 12 nodes next to their planets) and the 4 bases (5 trade
    points), in that order."""
    found: dict[str, tuple[str, ...]] = {}
    for system in SYSTEMS:
        if not system.home:
            nodes = sorted({n for p in PLANETS if p.system == system.id for n in p.adjacent})
            found[system.id] = tuple(nodes)
    for base in BASES:
        found[base.id] = base.trade_points
    return found


AREAS = areas()


# -- drawing the card -------------------------------------------------------------------------------------------
def draw_card(state: State) -> tuple[State, str]:
    """The top encounter card (a forced one first, §10); an empty pile is the discard pile shuffled."""
    draw, discard = list(state.enc_draw), list(state.enc_discard)
    if state.rig_encounters:
        card, rest = state.rig_encounters[0], state.rig_encounters[1:]
        if card in draw:
            draw.remove(card)
        else:
            discard.remove(card)
        return evolve(state, enc_draw=tuple(draw), enc_discard=tuple(discard), rig_encounters=rest), card
    if not draw:
        draw, rng = state.rng.shuffle(discard)
        discard = []
        state = evolve(state, rng=rng)
    card = draw.pop()
    return evolve(state, enc_draw=tuple(draw), enc_discard=tuple(discard)), card


def start(state: State, events: list[Event]) -> State:
    """4.7.1-3: the black ball came up."""
    state, card = draw_card(state)
    state = evolve(state, enc_card=card, enc_queue=(), enc_base=0)
    if card in ZAHN:
        events.append({"type": "zahn", "to": None, "seat": state.active})
        return _run(evolve(state, enc_queue=tuple(CARDS[card][1][0][2])), events)
    question, options = CARDS[card]
    events.append(
        {
            "type": "encounter",
            "to": None,
            "seat": state.active,
            "question": question,
            "options": [o[0] for o in options],
        }
    )
    return evolve(state, phase=ENCOUNTER)


def question_of(state: State) -> tuple[str, list[str]]:
    """What the table sees of the card being resolved (D50): its question key and every option."""
    question, options = CARDS[state.enc_card]
    return question, [o[0] for o in options]


def option_choices(state: State) -> list[Action]:
    """The options the active player meets the precondition of (D32), in the card's order."""
    seat = state.active
    found: list[Action] = []
    for option, need, _results in CARDS[state.enc_card][1]:
        if need and need[0] == "cards" and len(state.players[seat].hand) < int(need[1]):
            continue
        if need and need[0] == "res" and state.holds(seat, str(need[1])) < int(need[2]):
            continue
        found.append({"type": "encounter_option", "option": option})
    return found


def choose_option(state: State, option: str, events: list[Event]) -> State:
    results = next(r for o, _need, r in CARDS[state.enc_card][1] if o == option)
    events.append({"type": "option", "to": None, "seat": state.active, "option": option})
    return _run(evolve(state, enc_queue=tuple(results)), events)


# -- the queue ----------------------------------------------------------------------------------------------------
def _run(state: State, events: list[Event]) -> State:
    """Apply queued results until one needs a choice or the queue is empty (then the card is done)."""
    while state.enc_queue:
        result, rest = state.enc_queue[0], state.enc_queue[1:]
        state = evolve(state, enc_queue=rest)
        state, prompt = _apply(state, tuple(result), events)
        state = check_win(state, events)
        if state.phase == OVER:
            return state
        if prompt:
            return state
    return _done(state, events)


def _push(state: State, *results: tuple[Any, ...]) -> State:
    return evolve(state, enc_queue=(*results, *state.enc_queue))


def _apply(state: State, result: tuple[Any, ...], events: list[Event]) -> tuple[State, bool]:
    """One result; True when it left a prompt pending."""
    seat = state.active
    player = state.players[seat]
    kind = result[0]
    if kind == "fame":
        n = int(result[1])
        change = min(n, state.fame_supply) if n > 0 else -min(-n, player.fame)
        if change:  # nothing to gain from an empty supply, nothing to lose without rings (D21): nothing to tell
            state = evolve(state, fame_supply=state.fame_supply - change).with_player(seat, fame=player.fame + change)
            events.append({"type": "fame", "to": None, "seat": seat, "change": change})
    elif kind == "take_any":
        state = _push(state, *(("take_one",) for _ in range(int(result[1]))))
    elif kind == "take_one":
        offered = state.stocked()
        if len(offered) > 1:
            return evolve(state, phase=ENC_RESOURCE, task=("take",)), True
        if offered:
            state = _take(state, offered[0], events)
    elif kind == "take":
        state, got = take(state, seat, str(result[1]), int(result[2]))
        events.append({"type": "enc_took", "to": None, "seat": seat, "cards": {str(result[1]): got}})
    elif kind == "pay_any":
        state = _push(state, *(("pay_one",) for _ in range(min(int(result[1]), len(player.hand)))))
    elif kind == "pay_one":
        if player.hand:  # always asked, even with one type left (D49)
            return evolve(state, phase=ENC_RESOURCE, task=("pay",)), True
    elif kind == "pay":
        state = pay(state, seat, {str(result[1]): int(result[2])})
        events.append({"type": "enc_paid", "to": None, "seat": seat, "cards": {str(result[1]): int(result[2])}})
    elif kind == "lose_random":
        state = _lose_random(state, int(result[1]), events)
    elif kind == "gain":
        wanted = [str(result[1])] if result[1] else list(ADDON_TYPES)
        fits = [t for t in wanted if _can_gain(state, t)]
        if len(fits) > 1:
            return evolve(state, phase=ENC_ADDON, task=("gain",)), True
        if fits:
            state = gain_addon(state, seat, fits[0], events)
    elif kind == "lose":
        wanted = [str(result[1])] if result[1] else list(ADDON_TYPES)
        have = [t for t in wanted if getattr(player, ADDON_FIELD[t]) > 0]
        if len(have) > 1:
            return evolve(state, phase=ENC_ADDON, task=("lose",)), True
        if have:
            state = lose_addon(state, seat, have[0], events)
        elif result[2]:
            state = _push(state, (str(result[2]),))
    elif kind == "freeze1":
        first = min((s.number for s in player.ships), default=0)
        if first:
            state = evolve(state, frozen=tuple(sorted({*state.frozen, first})))
            events.append({"type": "frozen", "to": None, "seat": seat, "ships": [first]})
    elif kind == "freeze_all":
        numbers = [s.number for s in player.ships]
        state = evolve(state, frozen=tuple(sorted({*state.frozen, *numbers})))
        events.append({"type": "frozen", "to": None, "seat": seat, "ships": numbers})
    elif kind == "base":
        state = evolve(state, enc_base=int(result[1]))
    elif kind == "free_ship":
        if can_place_ship(state, seat, "trade"):
            return evolve(state, phase=ENC_LAUNCH, task=()), True
        state = state.with_player(seat, credits=player.credits + 1)
        events.append({"type": "ship_credit", "to": None, "seat": seat})
    elif kind == "jump1":
        if jump_areas(state):
            return evolve(state, phase=JUMP_AREA, task=()), True
    elif kind == "duel":
        state = _duel(state, result, events)
    elif kind == "if_freight":
        branch = result[2] if player.freight >= int(result[1]) else result[3]
        state = _push(state, *(tuple(r) for r in branch))
    elif kind == "zahn":
        return _zahn(state, str(result[1]), events)
    return state, False


def _take(state: State, resource: str, events: list[Event]) -> State:
    state, got = take(state, state.active, resource, 1)
    events.append({"type": "enc_took", "to": None, "seat": state.active, "cards": {resource: got}})
    return state


def _lose_random(state: State, n: int, events: list[Event]) -> State:
    seat = state.active
    lost: list[str] = []
    for _ in range(min(n, len(state.players[seat].hand))):
        hand = state.players[seat].hand
        index, rng = state.rng.below(len(hand))
        lost.append(hand[index])
        state = pay_cards(evolve(state, rng=rng), seat, [hand[index]])
    counts = {r: sum(1 for c in lost if card_type(c) == r) for r in RESOURCES if any(card_type(c) == r for c in lost)}
    events.append({"type": "lost_random", "to": None, "seat": seat, "cards": counts})
    return state


def _can_gain(state: State, addon: str) -> bool:
    player = state.players[state.active]
    return getattr(player, ADDON_FIELD[addon]) < ADDON_LIMIT[addon] and state.addons[ADDON_TYPES.index(addon)] > 0


def gain_addon(state: State, seat: int, addon: str, events: list[Event]) -> State:
    supply = list(state.addons)
    supply[ADDON_TYPES.index(addon)] -= 1
    state = evolve(state, addons=(supply[0], supply[1], supply[2]))
    field = ADDON_FIELD[addon]
    state = state.with_player(seat, **{field: getattr(state.players[seat], field) + 1})
    events.append({"type": "addon_gained", "to": None, "seat": seat, "addon": addon})
    return state


def lose_addon(state: State, seat: int, addon: str, events: list[Event]) -> State:
    supply = list(state.addons)
    supply[ADDON_TYPES.index(addon)] += 1
    state = evolve(state, addons=(supply[0], supply[1], supply[2]))
    field = ADDON_FIELD[addon]
    state = state.with_player(seat, **{field: getattr(state.players[seat], field) - 1})
    events.append({"type": "addon_lost", "to": None, "seat": seat, "addon": addon})
    return state


def _duel(state: State, result: tuple[Any, ...], events: list[Event]) -> State:
    """SPEED, COMBAT or RUN (§5.3): both sides shake two balls (black 0, D07); the active player wins ties (D08)."""
    _, kind, who, k, win, lose = result
    seat, n = state.active, len(state.seats)
    rival = {"L": (seat + 1) % n, "R": (seat - 1) % n, "R2": (seat - 2) % n}[str(who)]
    mine, state = shake_pair(state)
    theirs, state = shake_pair(state)
    strength = guns_total(state, seat) if kind == "COMBAT" else drives_total(state, seat)
    you = duel_value(mine) + strength
    other = duel_value(theirs) + (drives_total(state, rival) if kind == "SPEED" else int(k))
    won = you >= other
    events.append(
        {
            "type": "duel",
            "to": None,
            "seat": seat,
            "kind": kind,
            "rival": rival,
            "balls": [list(mine), list(theirs)],
            "values": [you, other],
            "won": won,
        }
    )
    return _push(state, *(tuple(r) for r in (win if won else lose)))


# -- the prompts ----------------------------------------------------------------------------------------------------
def resource_choices(state: State) -> list[Action]:
    if state.task[0] == "take":
        return [{"type": "choose_resource", "resource": r} for r in state.stocked()]
    return [{"type": "choose_resource", "resource": r} for r in RESOURCES if state.holds(state.active, r)]


def choose_resource(state: State, resource: str, events: list[Event]) -> State:
    if state.task[0] == "take":
        state = _take(state, resource, events)
    else:
        state = pay(state, state.active, {resource: 1})
        events.append({"type": "enc_paid", "to": None, "seat": state.active, "cards": {resource: 1}})
    return _run(evolve(state, phase=ENCOUNTER, task=()), events)


def addon_choices(state: State) -> list[Action]:
    player = state.players[state.active]
    if state.task[0] == "gain":
        return [{"type": "choose_addon", "addon": t} for t in ADDON_TYPES if _can_gain(state, t)]
    return [{"type": "choose_addon", "addon": t} for t in ADDON_TYPES if getattr(player, ADDON_FIELD[t]) > 0]


def choose_addon(state: State, addon: str, events: list[Event]) -> State:
    if state.task[0] == "gain":
        state = gain_addon(state, state.active, addon, events)
    else:
        state = lose_addon(state, state.active, addon, events)
    return _run(evolve(state, phase=ENCOUNTER, task=()), events)


def launch_choices(state: State) -> list[Action]:
    return [{"type": "launch", "node": point} for point in free_launch_points(state, state.active)]


def launch_free_ship(state: State, node: str, events: list[Event]) -> State:
    state, placed = place_ship(state, state.active, "trade", node)
    events.append({"type": "free_ship", "to": None, "seat": state.active, **placed})
    return _run(evolve(state, phase=ENCOUNTER, task=()), events)


def _first_ship(state: State) -> Any:
    ships = state.players[state.active].ships
    return min(ships, key=lambda s: s.number) if ships else None


def jump_areas(state: State) -> list[str]:
    ship = _first_ship(state)
    if ship is None:
        return []
    return [area for area, nodes in AREAS.items() if any(legal_end(state, ship, n) for n in nodes if n != ship.node)]


def jump_choices(state: State) -> list[Action]:
    if state.phase == JUMP_AREA:
        return [{"type": "jump_area", "area": a} for a in jump_areas(state)]
    ship = _first_ship(state)
    nodes = AREAS[str(state.task[0])]
    return [{"type": "jump_node", "node": n} for n in sorted(nodes) if n != ship.node and legal_end(state, ship, n)]


def jump_area(state: State, area: str) -> State:
    return evolve(state, phase=JUMP_NODE, task=(area,))


def jump_node(state: State, node: str, events: list[Event]) -> State:
    """The first ship lands on `node` and has finished its move (peeks, special check and its end-of-movement
    prompt apply there, once movement begins)."""
    seat = state.active
    ship = _first_ship(state)
    ships = tuple(evolve(s, node=node) if s.number == ship.number else s for s in state.players[seat].ships)
    state = state.with_player(seat, ships=ships)
    events.append({"type": "jumped", "to": None, "seat": seat, "ship": ship.number, "node": node})
    state = peek(state, node, events)
    state = special_check(state, node, events)
    state = evolve(state, finished=(*state.finished, ship.number), finishing=(*state.finishing, ship.number))
    return _run(evolve(state, phase=ENCOUNTER, task=()), events)


# -- Zahn der Zeit (enc31, enc32; D33) ------------------------------------------------------------------------------
def addon_count(state: State, seat: int) -> int:
    player = state.players[seat]
    return player.drives + player.guns + player.freight


def _zahn(state: State, rule: str, events: list[Event]) -> tuple[State, bool]:
    counts = [addon_count(state, seat) for seat in range(len(state.seats))]
    if rule == "four_or_more":
        hit = [seat for seat, c in enumerate(counts) if c >= 4]
    else:
        most = max(counts)
        hit = [seat for seat, c in enumerate(counts) if c == most and c > 0]
    marks = ["" for _ in state.seats]
    for seat in hit:
        player = state.players[seat]
        have = [t for t in ADDON_TYPES if getattr(player, ADDON_FIELD[t]) > 0]
        if len(have) == 1:
            state = lose_addon(state, seat, have[0], events)
        else:
            marks[seat] = "?"
    if "?" in marks:
        return evolve(state, phase=ZAHN_PHASE, zahn=tuple(marks)), True
    return state, False


def zahn_choosing(state: State) -> tuple[int, ...]:
    return tuple(seat for seat, mark in enumerate(state.zahn) if mark == "?")


def zahn_choices(state: State, seat: int) -> list[Action]:
    player = state.players[seat]
    return [{"type": "choose_addon", "addon": t} for t in ADDON_TYPES if getattr(player, ADDON_FIELD[t]) > 0]


def zahn_choose(state: State, seat: int, addon: str, events: list[Event]) -> State:
    marks = list(state.zahn)
    marks[seat] = addon
    state = evolve(state, zahn=tuple(marks))
    events.append({"type": "zahn_chosen", "to": None, "seat": seat})
    if zahn_choosing(state):
        return state
    for each, mark in enumerate(state.zahn):
        if mark:
            state = lose_addon(state, each, mark, events)
    return _run(evolve(state, phase=ENCOUNTER, zahn=()), events)


# -- the end of the card ----------------------------------------------------------------------------------------------
def _done(state: State, events: list[Event]) -> State:
    """4.7.6: the card face up on the discard pile, the base movement set, then movement begins."""
    card = state.enc_card
    events.append({"type": "encounter_done", "to": None, "seat": state.active, "card": card})
    base = state.enc_base or BASE_AFTER
    state = evolve(state, enc_discard=(*state.enc_discard, card), enc_card="", enc_base=0, base_move=base, task=())
    return begin(state, events)
