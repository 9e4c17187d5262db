"""The six beginner flares (spec §5.2), Normal and Super. Whoever holds a flare of a power that is not his (or his
power is inactive) plays the Normal effect; the power's own player with his power active must play the Super.
Amoeba's flare (wave 2a) is declared beside his oozing, which it reuses (rules/cosmic/wave_2a_ships.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import category, kind_of
from rules.cosmic.effects import CATEGORIES, Effect, Usable, ally, as_main, main_player, opposing_main
from rules.cosmic.hands import give, kinds_held, lowest
from rules.cosmic.outcome import card_type, revealed_kind
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_uses import REGENERATE_TO, blind, look, regenerate, time_travel
from rules.cosmic.registry import FLARES
from rules.cosmic.ships import DEFENSE, OFFENSE, cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, decision, pop, push, replace_head
from rules.cosmic.windows import Play
from rules.frozen import evolve

SUPER_REGENERATE_TO = 10
CATEGORY_SPLIT = 25  # a card choice longer than this asks for the category first (§4.12)


# -- Chronos -----------------------------------------------------------------------------------------------------------
def _salvage(state: State, play: Play, events: list[Event]) -> State:
    """Normal: take one card of your choice from the discard pile, then shuffle the rest into the talon."""
    return push(state, Task("salvage", play.seat)) if state.discard else _shuffle_in(state)


def _shuffle_in(state: State) -> State:
    if not state.discard:
        return state
    talon, rng = state.rng.shuffle((*state.talon, *state.discard))
    return evolve(state, talon=tuple(talon), discard=(), rng=rng)


def salvage_actions(state: State, task: Task, seat: int) -> list[Action]:
    kinds = kinds_held(state.discard)
    if len(kinds) > CATEGORY_SPLIT and not task.what:
        present = {category(k) for k in kinds}
        return [{"type": "category", "category": c} for c in CATEGORIES if c in present]
    if task.what:
        kinds = [k for k in kinds if category(k) == task.what]
    return [{"type": "card", "card": k} for k in kinds]


def salvage(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "category":
        return replace_head(state, task._replace(what=str(action["category"])))
    card = lowest(state.discard, str(action["card"]))
    rest = list(state.discard)
    rest.remove(card)
    state = give(evolve(state, discard=tuple(rest)), seat, card)
    events.append({"type": "salvaged", "to": None, "seat": seat, "card": kind_of(card)})
    return _shuffle_in(pop(state))


decision(
    "salvage", Decision(phase="cards", acting=lambda state, task: (task.seat,), legal=salvage_actions, apply=salvage)
)


def _chronos_super_usable(state: State, seat: int, window: str) -> bool:
    both = (
        state.defense >= 0 and bool(revealed_kind(state, state.offense)) and bool(revealed_kind(state, state.defense))
    )
    return window == "w_reveal" and both and main_player(state, seat)


def _time_travel(state: State, play: Play, events: list[Event]) -> State:
    return time_travel(state, play.seat, events)


# -- Filch -------------------------------------------------------------------------------------------------------------
def _filch_normal(state: State, play: Play, events: list[Event]) -> State:
    """Normal: take the opponent's revealed challenge card into your hand."""
    other = opposing_main(state, play.seat)
    card = state.revealed[other]
    if not card:
        return state
    revealed = list(state.revealed)
    revealed[other] = ""
    events.append({"type": "filched", "to": None, "seat": play.seat, "card": kind_of(card)})
    return give(evolve(state, revealed=tuple(revealed)), play.seat, card)


def _filch_super(state: State, play: Play, events: list[Event]) -> State:
    """Super: in phase 9 Filch also takes every edict and flare on the table but this one (rules/cosmic/turn.py)."""
    return evolve(state, flags=(*state.flags, f"filch_super:{play.seat}:{play.card}"))


# -- Laser -------------------------------------------------------------------------------------------------------------
def _blind(state: State, play: Play, events: list[Event]) -> State:
    return blind(state, opposing_main(state, play.seat), events, play.seat)


def _as_ally(window: str) -> Usable:
    return lambda state, seat, name: name == window and state.defense >= 0 and ally(state, seat)


# -- Macron ------------------------------------------------------------------------------------------------------------
def side_of(state: State, seat: int) -> str:
    if seat == state.offense:
        return OFFENSE
    if seat == state.defense:
        return DEFENSE
    return state.allies[seat]


def own_ships_in_challenge(state: State, seat: int) -> int:
    """§4.1: the offense's cone ships, the defense's ships on the target planet, an ally's ships in his side's cone."""
    if seat == state.defense:
        return state.ships_on(state.target, seat) if state.target else 0
    side = side_of(state, seat)
    return cone(state, side)[seat] if side else 0


def _side_attacked(state: State, seat: int) -> bool:
    side = side_of(state, seat)
    main = state.offense if side == OFFENSE else state.defense
    return bool(side) and bool(revealed_kind(state, main)) and card_type(state, main) == "attack"


def _macron_normal_usable(state: State, seat: int, window: str) -> bool:
    fits = window == "w_reveal" and state.defense >= 0 and (main_player(state, seat) or ally(state, seat))
    return fits and _side_attacked(state, seat)


def _macron_bonus(state: State, play: Play, events: list[Event]) -> State:
    """Normal: +1 to your side's total per own ship in the challenge."""
    side = side_of(state, play.seat)
    bonus = own_ships_in_challenge(state, play.seat)
    events.append({"type": "bonus", "to": None, "seat": play.seat, "side": side, "bonus": bonus})
    return evolve(state, flags=(*state.flags, f"bonus:{side}:{bonus}"))


def _macron_super_usable(state: State, seat: int, window: str) -> bool:
    as_offense = window in ("w_start", "w_destiny") and seat == state.offense
    return as_offense or (window == "w_invite" and bool(state.invited[seat]))


def _macron_cap(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, "macron_super"))


# -- Mind --------------------------------------------------------------------------------------------------------------
def _look_opponent(state: State, play: Play, events: list[Event]) -> State:
    return look(state, play.seat, [opposing_main(state, play.seat)], events)


def _look_all(state: State, play: Play, events: list[Event]) -> State:
    return look(state, play.seat, [s for s in range(len(state.seats)) if s != play.seat], events)


def _mind_super_usable(state: State, seat: int, window: str) -> bool:
    return window == "w_preselect" and state.defense >= 0


# -- Mutant ------------------------------------------------------------------------------------------------------------
def _top_up(state: State, play: Play, events: list[Event]) -> State:
    """Normal: with fewer than 7 cards, draw from the talon up to 7."""
    want = REGENERATE_TO - len(state.hands[play.seat])
    if want <= 0:
        return state
    state, drawn = draw_cards(state, play.seat, want)
    events.append({"type": "drew", "to": None, "seat": play.seat, "from": None, "count": len(drawn)})
    events.append(
        {"type": "cards_drawn", "to": [state.seats[play.seat]], "seat": play.seat, "cards": [kind_of(c) for c in drawn]}
    )
    return state


def _regenerate_ten(state: State, play: Play, events: list[Event]) -> State:
    return regenerate(state, play.seat, SUPER_REGENERATE_TO)


FLARES.update(
    {
        ("flare_chronos", "normal"): Effect(usable=lambda state, seat, window: window == "w_start", resolve=_salvage),
        ("flare_chronos", "super"): Effect(usable=_chronos_super_usable, resolve=_time_travel),
        ("flare_filch", "normal"): Effect(usable=as_main("w_discard"), resolve=_filch_normal),
        ("flare_filch", "super"): Effect(usable=as_main("w_discard"), resolve=_filch_super),
        ("flare_laser", "normal"): Effect(usable=as_main("w_preselect"), resolve=_blind),
        ("flare_laser", "super"): Effect(usable=_as_ally("w_preselect"), resolve=_blind),
        ("flare_macron", "normal"): Effect(usable=_macron_normal_usable, resolve=_macron_bonus),
        ("flare_macron", "super"): Effect(usable=_macron_super_usable, resolve=_macron_cap),
        ("flare_mind", "normal"): Effect(usable=as_main("w_preselect"), resolve=_look_opponent),
        ("flare_mind", "super"): Effect(usable=_mind_super_usable, resolve=_look_all),
        ("flare_mutant", "normal"): Effect(usable=as_main("w_preselect"), resolve=_top_up),
        ("flare_mutant", "super"): Effect(usable=as_main("w_preselect"), resolve=_regenerate_ten),
    }
)
