"""What can be played in a window (spec §5.1-5.3): the edicts, the flares (Normal and Super) and the optional power
uses, as one catalogue of declared effects. Each says when a seat may declare it (window and role), what it names
(a player, several allies, an item of the round's list), whether it still stands when it comes to resolve, and what
it does. The window protocol (rules/cosmic/protocol.py) knows nothing of any single effect.

A flare's holder must use the Super effect when he plays the flare's power and it is active, else the Normal one
(§5.2, D-17); the effect is fixed when the flare is declared, and one whose Super or Normal no longer fits when it
resolves has no effect (its card returns to the hand).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.contract import Action, Event
from rules.cosmic.components import category, kind_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.hands import kinds_held, lowest, without
from rules.cosmic.piles import to_discard
from rules.cosmic.powers import active, with_use, works
from rules.cosmic.registry import FLARES, USES
from rules.cosmic.ships import OFFENSE, WARP, place_task
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import COSMIC_ZAP, FLARE_ZAP, POWER, VETO, Play, precedence
from rules.frozen import evolve

WINDOWS: tuple[str, ...] = (
    "w_start",
    "w_destiny",
    "w_launch",
    "w_invite",
    "w_alliance",
    "w_preselect",
    "w_postselect",
    "w_reveal",
    "w_outcome",
    "w_deal",
    "w_discard",
    "w_end",
)
ANY = frozenset(WINDOWS)
NOBODY: frozenset[str] = frozenset()

Usable = Callable[[State, int, str], bool]
Resolve = Callable[[State, Play, list[Event]], State]


@dataclass(frozen=True)
class Effect:
    """One playable effect. `usable(state, seat, window)`: may `seat` declare it now (timing and role; a response is
    asked with window "response"). `target`: "" (none), "seat" (one player, `target_ok`), "allies" (one or more
    allies), "item" (an item of the round's list, `item_ok`). `resolve` does it."""

    usable: Usable
    resolve: Resolve
    target: str = ""
    target_ok: Callable[[State, int, int], bool] = lambda state, seat, named: True
    item_ok: Callable[[Play], bool] = lambda item: False


# -- roles -------------------------------------------------------------------------------------------------------------
def main_player(state: State, seat: int) -> bool:
    return seat in (state.offense, state.defense)


def ally(state: State, seat: int) -> bool:
    return bool(state.allies[seat])


def opposing_main(state: State, seat: int) -> int:
    """The main player on the other side: the opponent of a main player, or the one an ally's side faces."""
    if seat == state.offense or state.allies[seat] == OFFENSE:
        return state.defense
    return state.offense


def in_windows(*names: str) -> Usable:
    allowed = frozenset(names)
    return lambda state, seat, window: window in allowed


def as_main(*names: str) -> Usable:
    allowed = frozenset(names)
    return lambda state, seat, window: window in allowed and state.defense >= 0 and main_player(state, seat)


def with_flag(flag: str) -> Resolve:
    def resolve(state: State, play: Play, events: list[Event]) -> State:
        return evolve(state, flags=(*state.flags, flag))

    return resolve


# -- edicts (§5.3) -----------------------------------------------------------------------------------------------------
def _nothing(state: State, play: Play, events: list[Event]) -> State:
    return state  # a response's or a declared Cosmic Zap's work is done when the round is settled (windows.py)


def _mobius_tubes(state: State, play: Play, events: list[Event]) -> State:
    order = precedence(len(state.seats), state.offense, state.defense)
    return push(state, *(t for s in order if (t := place_task(state, s, WARP)) is not None))


def _liberation(state: State, play: Play, events: list[Event]) -> State:
    found = place_task(state, play.seat, WARP, 4)
    return push(state, found) if found is not None else state


def _plague(state: State, play: Play, events: list[Event]) -> State:
    return push(state, Task("lose_open", play.seat_named, 3), Task("plague_cards", play.seat_named))


CATEGORIES = ("attack", "compromise", "edict", "flare")


@automatic("plague_cards")
def plague_cards(state: State, task: Task, events: list[Event]) -> State:
    """Plague's second half: the victim discards one card of each category he holds, his choice within each."""
    held = {category(kind_of(c)) for c in state.hands[task.seat]}
    wanted = ",".join(c for c in CATEGORIES if c in held)
    return push(state, Task("discard_category", task.seat, 0, wanted)) if wanted else state


def _category_kinds(state: State, task: Task, seat: int) -> list[Action]:
    first = task.what.split(",")[0]
    return [{"type": "card", "card": k} for k in kinds_held(state.hands[seat]) if category(k) == first]


def _discard_category(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    card = lowest(state.hands[seat], str(action["card"]))
    hands = list(state.hands)
    hands[seat] = without(hands[seat], card)
    state = evolve(state, hands=tuple(hands))
    events.append({"type": "card_discarded", "to": None, "seat": seat, "card": kind_of(card)})
    state = to_discard(state, ((card, seat),), events)
    rest = task.what.split(",")[1:]
    return replace_head(state, task._replace(what=",".join(rest))) if rest else pop(state)


decision(
    "discard_category",
    Decision(
        phase="cards",
        legal=_category_kinds,
        apply=_discard_category,
        public=False,
    ),
)


def _is_ally(state: State, seat: int, named: int) -> bool:
    return bool(state.allies[named])


def _force_field(state: State, play: Play, events: list[Event]) -> State:
    allies = list(state.allies)
    homes: list[Task] = []
    for named in play.seats:
        side = allies[named]
        allies[named] = ""
        found = place_task(state, named, side) if side else None
        if found is not None:
            homes.append(found)
    events.append({"type": "allies_removed", "to": None, "seats": list(play.seats)})
    return push(evolve(state, allies=tuple(allies)), *homes)


def _any_active_power(state: State, seat: int, named: int) -> bool:
    return active(state, named)


EDICTS: dict[str, Effect] = {
    COSMIC_ZAP: Effect(
        usable=lambda state, seat, window: True, resolve=_nothing, target="seat", target_ok=_any_active_power
    ),
    "edict_mobius_tubes": Effect(usable=in_windows("w_start"), resolve=_mobius_tubes),
    "edict_liberation": Effect(usable=in_windows("w_start"), resolve=_liberation),
    "edict_plague": Effect(usable=in_windows("w_start", "w_end"), resolve=_plague, target="seat"),
    "edict_force_field": Effect(
        usable=lambda state, seat, window: window == "w_alliance" and any(state.allies),
        resolve=_force_field,
        target="allies",
        target_ok=_is_ally,
    ),
    "edict_emotion_control": Effect(usable=in_windows("w_reveal"), resolve=with_flag("emotion_control")),
    "edict_quash": Effect(usable=in_windows("w_deal"), resolve=with_flag("quashed")),
    "edict_ionic_gas": Effect(usable=in_windows("w_outcome"), resolve=with_flag("ionic_gas")),
    FLARE_ZAP: Effect(
        usable=in_windows("response"),
        resolve=_nothing,
        target="item",
        item_ok=lambda item: item.kind.startswith("flare_"),
    ),
    VETO: Effect(
        usable=in_windows("response"),
        resolve=_nothing,
        target="item",
        item_ok=lambda item: item.kind.startswith("edict_"),
    ),
}
"""Cosmic Zap may be declared in any window as well as played as a response."""

RESPONSE_KINDS = (COSMIC_ZAP, FLARE_ZAP, VETO)


def flare_mode(state: State, seat: int, kind: str) -> str:
    return "super" if works(state, seat, kind.removeprefix("flare_")) else "normal"


def card_effect(state: State, seat: int, kind: str) -> tuple[Effect | None, str]:
    """The effect a card of `kind` has when `seat` plays it now, and the flare mode ("" for an edict)."""
    if kind.startswith("flare_"):
        mode = flare_mode(state, seat, kind)
        return FLARES.get((kind, mode)), mode
    return EDICTS.get(kind), ""


def play_effect(state: State, play: Play) -> Effect | None:
    if play.kind == POWER:
        return USES.get(with_use(state, play.seat, USES))
    if play.kind.startswith("flare_"):
        return FLARES.get((play.kind, play.mode))
    return EDICTS.get(play.kind)


def has_targets(state: State, seat: int, effect: Effect, items: tuple[Play, ...]) -> bool:
    if effect.target in ("seat", "allies"):
        return any(effect.target_ok(state, seat, s) for s in range(len(state.seats)))
    if effect.target == "item":
        return any(effect.item_ok(item) for item in items)
    return True


def still_stands(state: State, play: Play, window: str) -> bool:
    """Re-checked just before a declaration resolves (§4.2 step 5): still usable in this window, in the same flare
    mode, with its targets still fitting."""
    if play.kind == POWER and play.seat in state.returned:  # its power was given back meanwhile (face_down.py)
        return False
    effect = play_effect(state, play)
    if effect is None or not effect.usable(state, play.seat, window):
        return False
    if play.kind.startswith("flare_") and flare_mode(state, play.seat, play.kind) != play.mode:
        return False
    if effect.target == "seat":
        return effect.target_ok(state, play.seat, play.seat_named)
    if effect.target == "allies":
        return all(effect.target_ok(state, play.seat, s) for s in play.seats)
    return True
