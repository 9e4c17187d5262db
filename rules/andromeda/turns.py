"""Sequential decisions outside trading: the transport phase (§4.3) and the action phase (§4.5, shapes of §4.8),
with the planet ring (R-5.3), the tracks (R-5.5) and the bonus rule (R-5.1).

The legal lists and answers of both phases are declared in rules/andromeda/decisions.py: they take the arguments of
a `Decision`'s functions (the state, the phase, the seat, and for an answer the action and the events). An answer is
counted (`seq`) in the same copy of the state that makes its other changes.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from rules.andromeda.components import (
    ACT_KINDS,
    BONUS_FOR_SIZE,
    FIRST_TIER_KIND,
    KIND_FIRST,
    KIND_INDEX,
    KIND_OF,
    KINDS,
    MAX_SET,
    MIN_SET,
    N_KINDS,
    N_PLANETS,
    PLANET_INDEX,
    PLANETS,
    SATELLITE_IDS,
    SHIP_NEED,
    TECH_NEED,
    TIERS,
)
from rules.andromeda.flow import full_planets, next_transport, next_turn
from rules.andromeda.piles import disposed, draw_cards, ids, kind_counts, lowest_of_kind, without, without_one
from rules.andromeda.state import ACTION, State, replace_at
from rules.contract import Action, Event
from rules.frozen import evolve, with_field

TRANSPORT_PASS: Action = {"type": "transport_pass"}


# --- transport phase -------------------------------------------------------------------------------------------


def transport_legal(s: State, phase: str, seat: int) -> list[Action]:
    out: list[Action] = [dict(TRANSPORT_PASS)]
    if s.earth[seat] > 0:
        out += [{"type": "transport", "mode": "to_planet", "planet": p} for p in PLANETS]
    out += [
        {"type": "transport", "mode": "to_earth", "planet": PLANETS[p]} for p in range(N_PLANETS) if s.on[p][seat] > 0
    ]
    return out


def transport(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    """R-4.3.2 / R-4.3.3."""
    if action["type"] == "transport":
        planet = PLANET_INDEX[action["planet"]]
        row = s.on[planet]
        if action["mode"] == "to_planet":
            moved = min(2, s.earth[seat])
            earth = replace_at(s.earth, seat, s.earth[seat] - moved)
            on = replace_at(s.on, planet, replace_at(row, seat, row[seat] + moved))
        else:
            moved = row[seat]
            earth = replace_at(s.earth, seat, s.earth[seat] + moved)
            on = replace_at(s.on, planet, replace_at(row, seat, 0))
        transports = replace_at(s.transports, seat, s.transports[seat] - 1)
        s = evolve(s, earth=earth, on=on, transports=transports, seq=s.seq + 1)
        events.append(
            {
                "type": "transported",
                "to": None,
                "seat": s.seats[seat],
                "mode": action["mode"],
                "planet": action["planet"],
                "stations": moved,
            }
        )
    else:
        events.append({"type": "transport_passed", "to": None, "seat": s.seats[seat]})
        s = with_field(s, "seq", s.seq + 1)
    return next_transport(s, (seat - s.active) % len(s.seats) + 1, events)


# --- action phase: legality ------------------------------------------------------------------------------------


def half(size: int, tech: int) -> int:
    """half(n, p) of §4.0: rounded down, or up at tech_4."""
    return (size + 1) // 2 if tech >= 4 else size // 2


def min_size(s: State, seat: int, what: str) -> int:
    if what == "advance_ship":
        return SHIP_NEED[s.ship[seat]]
    if what == "advance_tech":
        return TECH_NEED[s.tech[seat]]
    return MIN_SET


def _possible(s: State, seat: int, what: str, counts: list[int], bonus: int) -> bool:
    """Whether `seat` could start action `what` now: a planet (and enough cards) for its first step (§4.8)."""
    if what == "exchange":
        return bool(s.hands[seat])
    if (what == "advance_ship" and s.ship[seat] >= 4) or (what == "advance_tech" and s.tech[seat] >= 4):
        return False
    need = min_size(s, seat, what)
    return any(_planet_ok(s, seat, what, p, counts, bonus, need) for p in range(N_PLANETS))


def _planet_ok(s: State, seat: int, what: str, planet: int, counts: list[int], bonus: int, need: int) -> bool:
    cnt = counts[planet]
    if cnt == 0 or min(cnt, MAX_SET) + bonus < need:
        return False
    # founding needs an own station on the planet and a free satellite (they fill from _s1, so _s3 goes last)
    return what != "found" or (s.on[planet][seat] > 0 and s.centres[3 * planet + 2] < 0)


# The action types of each build step: the menu, an exchange, the planet, its card count, placing, bonus cards.
_STEP_TYPES: dict[str, frozenset[str]] = {
    "menu": frozenset({"end_turn", "act"}),
    "exchange": frozenset({"exchange_card", "exchange_done"}),
    "planet": frozenset({"planet"}),
    "n": frozenset({"planet_cards"}),
    "placing": frozenset({"place"}),
    "bonus": frozenset({"add_bonus", "set_done"}),
}


def _step(s: State) -> str:
    if s.build == "":
        return "menu"
    if s.build == "exchange":
        return "exchange"
    if s.b_planet < 0:
        return "planet"
    if s.b_n == 0:
        return "n"
    return "placing" if s.b_placing else "bonus"


def action_candidates(s: State, seat: int, action: Action) -> list[Action]:
    """The legal actions of the action phase that `action` could be, judged by its type (and its kind of action
    at the turn menu): the legal list of the current build step, or less, or nothing."""
    kind = action.get("type")
    step = _step(s)
    if not isinstance(kind, str) or kind not in _STEP_TYPES[step]:
        return []
    if step != "menu":
        return action_legal(s, ACTION, seat)
    if kind == "end_turn":
        return [{"type": "end_turn"}]
    what = action.get("what")
    if not isinstance(what, str) or what not in ACT_KINDS:
        return []
    counts = kind_counts(s.hands[seat])
    if not _possible(s, seat, what, counts, counts[7] + counts[8] + counts[9] + counts[10]):
        return []
    return [{"type": "act", "what": what}]


def _menu(s: State, seat: int, hand: tuple[int, ...], counts: list[int], bonus: int) -> list[Action]:
    """The turn menu: end the turn, or start each action of ACT_KINDS that has a legal first step (§4.8).

    The same test as `_possible` for each kind, done once for all of them.
    """
    out: list[Action] = [{"type": "end_turn"}]
    if not hand:
        return out
    out.append({"type": "act", "what": "exchange"})
    # a set needs planet cards of one planet (at most MAX_SET count) plus the bonus cards; sizes only grow with
    # the planet's count, so the planet with the most cards decides every action but founding
    best = max(counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6])
    if best == 0:
        return out
    reach = (best if best < MAX_SET else MAX_SET) + bonus
    if reach < MIN_SET:
        return out
    out.append({"type": "act", "what": "place_stations"})
    on, centres = s.on, s.centres
    for p in range(N_PLANETS):
        cnt = counts[p]
        if (
            cnt
            and (cnt if cnt < MAX_SET else MAX_SET) + bonus >= MIN_SET
            and on[p][seat] > 0
            and centres[3 * p + 2] < 0
        ):
            out.append({"type": "act", "what": "found"})
            break
    ship = s.ship[seat]
    if ship < 4 and reach >= SHIP_NEED[ship]:
        out.append({"type": "act", "what": "advance_ship"})
    tech = s.tech[seat]
    if tech < 4 and reach >= TECH_NEED[tech]:
        out.append({"type": "act", "what": "advance_tech"})
    return out


def action_legal(s: State, phase: str, seat: int) -> list[Action]:
    hand = s.hands[seat]
    counts = [0] * N_KINDS
    for c in hand:
        counts[KIND_OF[c]] += 1
    bonus = counts[7] + counts[8] + counts[9] + counts[10]
    what = s.build
    if what == "":
        return _menu(s, seat, hand, counts, bonus)
    if what == "exchange":
        limit = 3 if s.tech[seat] >= 3 else 2
        out: list[Action] = []
        if len(s.b_cards) < limit:
            for c in s.b_cards:
                counts[KIND_OF[c]] -= 1
            out = [{"type": "exchange_card", "kind": KINDS[k]} for k in range(N_KINDS) if counts[k] > 0]
        if s.b_cards:
            out.append({"type": "exchange_done"})
        return out
    need = min_size(s, seat, what)
    if s.b_planet < 0:
        found = what == "found"
        on, centres = s.on, s.centres
        return [
            {"type": "planet", "planet": PLANETS[p]}
            for p in range(N_PLANETS)
            if counts[p]
            and min(counts[p], MAX_SET) + bonus >= need
            and (not found or (on[p][seat] > 0 and centres[3 * p + 2] < 0))
        ]
    if s.b_n == 0:
        top = min(counts[s.b_planet], MAX_SET)
        return [{"type": "planet_cards", "n": m} for m in range(max(1, need - bonus), top + 1)]
    size = s.b_n + len(s.b_bonus)
    if s.b_placing:
        top = min(half(size, s.tech[seat]), s.earth[seat])
        return [{"type": "place", "n": m} for m in range(top + 1)]
    out = []
    if size < MAX_SET:
        for c in s.b_bonus:
            counts[KIND_OF[c]] -= 1
        out = [{"type": "add_bonus", "tier": TIERS[t]} for t in range(len(TIERS)) if counts[FIRST_TIER_KIND + t] > 0]
    if size >= need:
        out.append({"type": "set_done"})
    return out


# --- action phase: applying ------------------------------------------------------------------------------------


def _action_done(s: State, seat: int, changes: dict[str, Any], events: list[Event]) -> State:
    """The action resolved with `changes` (field -> new value, one step): back at the turn menu, count it, and pass
    the turn when the budget is used or the hand is empty (R-4.5.2). The state is copied once for the whole step,
    the answer counted in it (`seq`)."""
    changes["seq"] = s.seq + 1
    # only the build fields this action set go back (fewer fields to copy on every resolved action)
    changes["build"] = ""
    if s.b_planet >= 0:
        changes["b_planet"] = -1
    if s.b_n:
        changes["b_n"] = 0
    if s.b_bonus:
        changes["b_bonus"] = ()
    if s.b_cards:
        changes["b_cards"] = ()
    if s.b_placing:
        changes["b_placing"] = False
    used = s.used + 1
    hands = changes.get("hands", s.hands)
    if used >= (3 if seat == s.active else 2) or not hands[seat]:
        return next_turn(s, (seat - s.active) % len(s.seats) + 1, events, changes)
    changes["used"] = used
    return evolve(s, **changes)


def act(s: State, phase: str, seat: int, action: Action, events: list[Event]) -> State:
    """An answer in the action phase: a step of the action being built, or the end of the turn (§4.8)."""
    kind = action["type"]
    seq = s.seq + 1  # the answer is counted in the same copy of the state as its changes
    # the build steps (most answers) change one field
    if kind == "act":
        return evolve(s, build=action["what"], seq=seq)
    if kind == "exchange_card":
        card = lowest_of_kind(s.hands[seat], KIND_INDEX[action["kind"]], s.b_cards)
        return evolve(s, b_cards=(*s.b_cards, card), seq=seq)
    if kind == "planet":
        return evolve(s, b_planet=PLANET_INDEX[action["planet"]], seq=seq)
    if kind == "planet_cards":
        return evolve(s, b_n=action["n"], seq=seq)
    if kind == "set_done":
        if s.build == "place_stations":
            return evolve(s, b_placing=True, seq=seq)
        return _action_done(s, seat, _resolve_set(s, seat, 0, events), events)
    if kind == "end_turn":
        events.append({"type": "turn_ended", "to": None, "seat": s.seats[seat], "actions": s.used})
        return next_turn(s, (seat - s.active) % len(s.seats) + 1, events, {"seq": seq})
    if kind == "exchange_done":
        return _exchange(s, seat, events)
    if kind == "place":
        return _action_done(s, seat, _resolve_set(s, seat, action["n"], events), events)
    # add_bonus, the only other type the action phase offers
    tier_kind = KIND_INDEX[action["tier"]]
    return evolve(s, b_bonus=(*s.b_bonus, lowest_of_kind(s.hands[seat], tier_kind, s.b_bonus)), seq=seq)


def _exchange(s: State, seat: int, events: list[Event]) -> State:
    """D-10: dispose of the chosen cards first, then draw as many planet cards."""
    cards = s.b_cards
    discard, supply = disposed(s.discard, s.supply, cards)
    new, draw, discard, rng = draw_cards(s.draw, discard, s.rng, len(cards), events)
    hand = tuple(sorted(without(s.hands[seat], cards) + tuple(new)))
    events.append(
        {"type": "exchanged", "to": None, "seat": s.seats[seat], "cards": [KINDS[KIND_OF[c]] for c in cards]},
    )
    events.append({"type": "drew", "to": [s.seats[seat]], "seat": s.seats[seat], "cards": ids(sorted(new))})
    changes: dict[str, Any] = {
        "hands": replace_at(s.hands, seat, hand),
        "draw": draw,
        "discard": discard,
        "supply": supply,
        "rng": rng,
    }
    return _action_done(s, seat, changes, events)


def _resolve_set(s: State, seat: int, place_n: int, events: list[Event]) -> dict[str, Any]:
    """§4.5: the set leaves the hand and is disposed of, the effect resolves, then the bonus rule R-5.1. The fields
    it changes, with their new values."""
    what, planet = s.build, s.b_planet
    hand = s.hands[seat]
    first = bisect_left(hand, KIND_FIRST[planet])  # the planet's cards stand together in the sorted hand
    end = bisect_left(hand, KIND_FIRST[planet + 1], first)
    cards = hand[first : min(first + s.b_n, end)] + s.b_bonus
    size = len(cards)
    hand = without(hand, cards)
    discard, supply = disposed(s.discard, s.supply, cards)
    changes: dict[str, Any] = {"discard": discard}
    events.append(
        {
            "type": "set_played",
            "to": None,
            "seat": s.seats[seat],
            "action": what,
            "planet": PLANETS[planet],
            "planet_cards": s.b_n,
            "bonus": [TIERS[KIND_OF[c] - FIRST_TIER_KIND] for c in s.b_bonus],
        }
    )
    if what == "place_stations":
        changes["earth"] = replace_at(s.earth, seat, s.earth[seat] - place_n)
        row = s.on[planet]
        changes["on"] = replace_at(s.on, planet, replace_at(row, seat, row[seat] + place_n))
        events.append({"type": "placed", "to": None, "seat": s.seats[seat], "planet": PLANETS[planet], "n": place_n})
    elif what == "found":
        changes.update(_found(s, seat, planet, half(size, s.tech[seat]), events))
    elif what == "advance_ship":
        stage = s.ship[seat] + 1
        changes["ship"] = replace_at(s.ship, seat, stage)
        events.append({"type": "advanced", "to": None, "seat": s.seats[seat], "track": "ship", "stage": stage})
    else:
        stage = s.tech[seat] + 1
        changes["tech"] = replace_at(s.tech, seat, stage)
        events.append({"type": "advanced", "to": None, "seat": s.seats[seat], "track": "tech", "stage": stage})
    if not s.b_bonus and size in BONUS_FOR_SIZE:
        tier = BONUS_FOR_SIZE[size]
        won = lowest_of_kind(supply, FIRST_TIER_KIND + tier)
        if won >= 0:
            supply = without_one(supply, won)
            hand = tuple(sorted((*hand, won)))
            events.append({"type": "bonus_earned", "to": None, "seat": s.seats[seat], "tier": TIERS[tier]})
    changes["supply"] = supply
    changes["hands"] = replace_at(s.hands, seat, hand)
    return changes


def _found(s: State, seat: int, planet: int, tries: int, events: list[Event]) -> dict[str, Any]:
    """R-5.3: draw from the pool (listed by seat order) until an own station or the tries run out. The fields it
    changes, with their new values."""
    row = list(s.on[planet])
    earth = list(s.earth)
    rig, rng, centres = s.rig, s.rng, s.centres
    while tries > 0:
        drawn = -1
        if rig:
            forced, rig = rig[0], rig[1:]
            if row[forced] > 0:
                drawn = forced
        if drawn < 0:
            index, rng = rng.below(sum(row))
            for owner, count in enumerate(row):
                if index < count:
                    drawn = owner
                    break
                index -= count
        own, pool = row[seat], sum(row)  # the chance of this draw, for the luck report
        row[drawn] -= 1
        if drawn == seat:
            sat = next(3 * planet + i for i in range(3) if centres[3 * planet + i] < 0)
            centres = replace_at(centres, sat, seat)
            events.append(
                {
                    "type": "ring_draw",
                    "to": None,
                    "seat": s.seats[seat],
                    "planet": PLANETS[planet],
                    "drawn": s.seats[drawn],
                    "satellite": SATELLITE_IDS[sat],
                    "own": own,
                    "pool": pool,
                }
            )
            break
        earth[drawn] += 1
        tries -= 1
        events.append(
            {
                "type": "ring_draw",
                "to": None,
                "seat": s.seats[seat],
                "planet": PLANETS[planet],
                "drawn": s.seats[drawn],
                "satellite": None,
                "own": own,
                "pool": pool,
            }
        )
    changes: dict[str, Any] = {
        "on": replace_at(s.on, planet, tuple(row)),
        "earth": tuple(earth),
        "rig": rig,
        "rng": rng,
        "centres": centres,
    }
    if not s.end_triggered and full_planets(centres) >= 3:
        changes["end_triggered"] = True
        events.append({"type": "end_triggered", "to": None, "seat": s.seats[seat]})
    return changes
