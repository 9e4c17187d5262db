"""Wave 2a's powers that move ships (spec §5.5.2): Amoeba's oozing in `w_postselect` (and his flare's, §5.2: the
Normal in `w_preselect`, the Super as an ally), Cudgel's extra losses and Spiff's crash landing in phase 8 step 4
(a), Grudge's marks (end of phase 6) and their price (step (g)), and Parasite's uninvited alliance decision in
phase 6, as rows of the hook tables those steps read
(rules/cosmic/consequences.py `STEP_A`, `STEP_A_FIRST`, `STEP_G`; rules/cosmic/launch.py `FREE_ALLIES`,
`ALLIANCES_END`).

The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.effects import POWER_USES, Effect, ally, main_player
from rules.cosmic.flares import own_ships_in_challenge, side_of
from rules.cosmic.hooks import ALLIANCES_END, FREE_ALLIES, STEP_A, STEP_A_FIRST, STEP_G, join
from rules.cosmic.outcome import ATTACK, card_type, side_ships, totals
from rules.cosmic.powers import plays, works
from rules.cosmic.protocol import R_POWER
from rules.cosmic.registry import FLARES, Power, register
from rules.cosmic.ships import DEFENSE, OFFENSE, from_cone, to_cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, decision, pop, push, replace_head
from rules.cosmic.windows import POWER, Play, precedence
from rules.frozen import evolve

SPIFF_MARGIN = 10
GRUDGE_PRICE = {True: 1, False: 4}
"""Ships each marked player loses at step (g): Grudge's side won or a deal was made, or not."""


def _cudgel(state: State) -> tuple[Task, ...]:
    """A winning main player Cudgel who revealed an attack card: the opposing main player loses as many ships as
    Cudgel had in the challenge. Counted before the ships move (the defense's planet ships are lost by then); the
    losses go through `lose` steps, which do not add to `lost`, so compensation ignores them."""
    winner_side = state.outcome
    if winner_side not in (OFFENSE, DEFENSE):
        return ()
    cudgel, victim = (state.offense, state.defense) if winner_side == OFFENSE else (state.defense, state.offense)
    if not works(state, cudgel, "cudgel") or card_type(state, cudgel) != ATTACK:
        return ()
    had = sum(count for seat, count in side_ships(state, winner_side) if seat == cudgel)
    return (Task("lose_open", victim, had),) if had else ()


def _parasite(state: State, seat: int) -> bool:
    main = seat in (state.offense, state.defense)
    return not main and bool(state.bases(seat)) and works(state, seat, "parasite")


# -- Spiff -------------------------------------------------------------------------------------------------------------
def _spiff(state: State) -> tuple[Task, ...]:
    """An offense Spiff who lost attack against attack by 10 or more, with a ship of his own in the cone, is offered
    his crash landing. The margin is the distance between the totals, whichever way they were compared (Anti-Matter,
    a Loser upset)."""
    o = state.offense
    if state.outcome != DEFENSE or not state.cone_offense[o] or not works(state, o, "spiff"):
        return ()
    if (card_type(state, o), card_type(state, state.defense)) != (ATTACK, ATTACK):
        return ()
    sums = totals(state)
    return (Task("spiff_offer", o),) if abs(sums.offense - sums.defense) >= SPIFF_MARGIN else ()


def offer_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "use_power"}, {"type": "decline"}]


def offer(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """The use meets its response round (`r_power`, §4.2) before the ship lands: a Cosmic Zap spends it."""
    state = pop(state)
    if action["type"] == "decline":
        return state
    state = evolve(state, w_items=(Play(seat, POWER),))
    return push(state, Task(R_POWER, seat, 0, "spiff"))


decision(
    "spiff_offer", Decision(phase="reveal", acting=lambda state, task: (task.seat,), legal=offer_actions, apply=offer)
)


def _spiff_usable(state: State, seat: int, window: str) -> bool:
    return window == "spiff" and works(state, seat, "spiff")


def _crash_land(state: State, play: Play, events: list[Event]) -> State:
    """One cone ship lands on the target planet, beside the defense's ships: a base for him (the win check follows
    at once); the rest of the cone goes to the warp in step (a)."""
    state = from_cone(state, play.seat, OFFENSE, state.target)
    events.append({"type": "landed", "to": None, "seat": play.seat, "count": 1, "planet": state.target})
    return state


# -- Amoeba ------------------------------------------------------------------------------------------------------------
def _amoeba_usable(state: State, seat: int, window: str) -> bool:
    fits = window == "w_postselect" and state.defense >= 0 and main_player(state, seat)
    return fits and works(state, seat, "amoeba") and own_ships_in_challenge(state, seat) >= 1


def _flare_normal_usable(state: State, seat: int, window: str) -> bool:
    """§5.2: any main player, before the selection, with a ship in the challenge as Amoeba's own use needs."""
    fits = window == "w_preselect" and state.defense >= 0 and main_player(state, seat)
    return fits and own_ships_in_challenge(state, seat) >= 1


def _flare_super_usable(state: State, seat: int, window: str) -> bool:
    """§5.2: Amoeba oozes as an ally, in his power's window, with at least one ship committed (the Super mode itself
    says his power is active)."""
    fits = window == "w_postselect" and state.defense >= 0 and ally(state, seat)
    return fits and own_ships_in_challenge(state, seat) >= 1


def _ooze_start(state: State, play: Play, events: list[Event]) -> State:
    return push(state, Task("ooze", play.seat))


def ooze_actions(state: State, task: Task, seat: int) -> list[Action]:
    """One ship per step, in or out, with no cap (invariant 3 does not hold for him); `done` ends it."""
    homes = [p for p in state.bases(seat) if p != state.target]
    actions: list[Action] = [{"type": "commit", "from": p} for p in homes]
    if own_ships_in_challenge(state, seat):
        actions += [{"type": "withdraw", "to": p} for p in homes]
    actions.append({"type": "done"})
    return actions


def ooze(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """The defense oozes onto and off the target planet; the offense, and an ally (Amoeba's Super flare), into and
    out of his side of the cone (named by the side in the event)."""
    if action["type"] == "done":
        return pop(state)
    on_planet, target = seat == state.defense, state.target
    side = side_of(state, seat)
    if action["type"] == "commit":
        source = str(action["from"])
        into = target if on_planet else side
        state = (
            state.with_ships(source, seat, -1).with_ships(target, seat, 1)
            if on_planet
            else to_cone(state, seat, source, side)
        )
        events.append({"type": "oozed", "to": None, "seat": seat, "from": source, "planet": into})
    else:
        planet = str(action["to"])
        out_of = target if on_planet else side
        state = (
            state.with_ships(target, seat, -1).with_ships(planet, seat, 1)
            if on_planet
            else from_cone(state, seat, side, planet)
        )
        events.append({"type": "oozed", "to": None, "seat": seat, "from": out_of, "planet": planet})
    return replace_head(state, task)


decision("ooze", Decision(phase="planning", acting=lambda state, task: (task.seat,), legal=ooze_actions, apply=ooze))


# -- Grudge ------------------------------------------------------------------------------------------------------------
def _grudge_side(state: State) -> tuple[int, str] | None:
    """Grudge's seat and side while he is a main player of this challenge."""
    for seat, side in ((state.offense, OFFENSE), (state.defense, DEFENSE)):
        if seat >= 0 and plays(state, seat, "grudge"):
            return seat, side
    return None


def _mark(state: State, events: list[Event]) -> State:
    """Every player Grudge invited who did not join his side is marked (one invited by both sides who joined the
    other side too)."""
    found = _grudge_side(state)
    if found is None or not works(state, found[0], "grudge"):
        return state
    grudge, side = found
    marked = tuple(s for s in range(len(state.seats)) if state.invited[s] in (side, "both") and state.allies[s] != side)
    if marked:
        events.append({"type": "grudge_marks", "to": None, "seat": grudge, "seats": list(marked)})
    return evolve(state, grudges=marked)


def _settle(state: State, events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    """The marked players pay, in precedence order, and the marks go. Nothing is paid for an aborted challenge or
    when Grudge's power is not active at (g) (zapped, or too few home bases)."""
    if not state.grudges:
        return state, ()
    marked, state = state.grudges, evolve(state, grudges=())
    found = _grudge_side(state)
    settled = state.outcome in (OFFENSE, DEFENSE, "deal", "deal_failed")
    if found is None or not settled or not works(state, found[0], "grudge"):
        return state, ()
    price = GRUDGE_PRICE[state.outcome in (found[1], "deal")]
    order = precedence(len(state.seats), state.offense, state.defense)
    return state, tuple(Task("lose_open", s, price) for s in order if s in marked)


register(Power("spiff", joins=(join(STEP_A_FIRST, _spiff),)))
register(Power("cudgel", joins=(join(STEP_A, _cudgel),)))
register(Power("parasite", joins=(join(FREE_ALLIES, _parasite),)))
register(Power("grudge", joins=(join(ALLIANCES_END, _mark), join(STEP_G, _settle))))
POWER_USES["spiff"] = Effect(usable=_spiff_usable, resolve=_crash_land)
POWER_USES["amoeba"] = Effect(usable=_amoeba_usable, resolve=_ooze_start)
FLARES.update(
    {
        ("flare_amoeba", "normal"): Effect(usable=_flare_normal_usable, resolve=_ooze_start),
        ("flare_amoeba", "super"): Effect(usable=_flare_super_usable, resolve=_ooze_start),
    }
)
