"""Sequential decisions outside trading: the transport phase (§4.3) and the action phase (§4.5, shapes of §4.8),
with the planet ring (R-5.3), the tracks (R-5.5) and the bonus rule (R-5.1).
"""

from __future__ import annotations

from bisect import bisect_left

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
from rules.andromeda.piles import dispose, draw_cards, ids, kind_counts, lowest_of_kind, without, without_one
from rules.andromeda.state import Draft, State, replace_at
from rules.contract import Action, Event

TRANSPORT_PASS: Action = {"type": "transport_pass"}


# --- transport phase -------------------------------------------------------------------------------------------


def transport_legal(s: State, seat: int) -> list[Action]:
    out: list[Action] = [dict(TRANSPORT_PASS)]
    if s.earth[seat] > 0:
        out += [{"type": "transport", "mode": "to_planet", "planet": p} for p in PLANETS]
    out += [
        {"type": "transport", "mode": "to_earth", "planet": PLANETS[p]} for p in range(N_PLANETS) if s.on[p][seat] > 0
    ]
    return out


def transport(d: Draft, seat: int, action: Action, events: list[Event]) -> None:
    """R-4.3.2 / R-4.3.3."""
    if action["type"] == "transport":
        planet = PLANET_INDEX[action["planet"]]
        row = d.on[planet]
        if action["mode"] == "to_planet":
            moved = min(2, d.earth[seat])
            d.earth = replace_at(d.earth, seat, d.earth[seat] - moved)
            d.on = replace_at(d.on, planet, replace_at(row, seat, row[seat] + moved))
        else:
            moved = row[seat]
            d.earth = replace_at(d.earth, seat, d.earth[seat] + moved)
            d.on = replace_at(d.on, planet, replace_at(row, seat, 0))
        d.transports = replace_at(d.transports, seat, d.transports[seat] - 1)
        events.append(
            {
                "type": "transported",
                "to": None,
                "seat": d.seats[seat],
                "mode": action["mode"],
                "planet": action["planet"],
                "stations": moved,
            }
        )
    else:
        events.append({"type": "transport_passed", "to": None, "seat": d.seats[seat]})
    next_transport(d, (seat - d.active) % len(d.seats) + 1, events)


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
        return action_legal(s, seat)
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


def action_legal(s: State, seat: int) -> list[Action]:
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


def _reset_build(d: Draft) -> None:
    d.build = ""
    d.b_planet = -1
    d.b_n = 0
    d.b_bonus = ()
    d.b_cards = ()
    d.b_placing = False


def _action_done(d: Draft, seat: int, events: list[Event]) -> None:
    """The action resolved: count it, and pass the turn when the budget is used or the hand is empty (R-4.5.2)."""
    _reset_build(d)
    d.used += 1
    budget = 3 if seat == d.active else 2
    if d.used >= budget or not d.hands[seat]:
        next_turn(d, (seat - d.active) % len(d.seats) + 1, events)


def act(d: Draft, seat: int, action: Action, events: list[Event]) -> None:
    kind = action["type"]
    if kind == "act":
        d.build = action["what"]
    elif kind == "exchange_card":
        d.b_cards = (*d.b_cards, lowest_of_kind(d.hands[seat], KIND_INDEX[action["kind"]], d.b_cards))
    elif kind == "planet":
        d.b_planet = PLANET_INDEX[action["planet"]]
    elif kind == "planet_cards":
        d.b_n = action["n"]
    elif kind == "set_done":
        if d.build == "place_stations":
            d.b_placing = True
        else:
            _resolve_set(d, seat, 0, events)
            _action_done(d, seat, events)
    elif kind == "end_turn":
        events.append({"type": "turn_ended", "to": None, "seat": d.seats[seat], "actions": d.used})
        next_turn(d, (seat - d.active) % len(d.seats) + 1, events)
    elif kind == "exchange_done":
        _exchange(d, seat, events)
        _action_done(d, seat, events)
    elif kind == "place":
        _resolve_set(d, seat, action["n"], events)
        _action_done(d, seat, events)
    elif kind == "add_bonus":
        tier_kind = KIND_INDEX[action["tier"]]
        d.b_bonus = (*d.b_bonus, lowest_of_kind(d.hands[seat], tier_kind, d.b_bonus))


def _exchange(d: Draft, seat: int, events: list[Event]) -> None:
    """D-10: dispose of the chosen cards first, then draw as many planet cards."""
    cards = d.b_cards
    hand = without(d.hands[seat], cards)
    dispose(d, cards)
    new = draw_cards(d, len(cards), events)
    d.hands = replace_at(d.hands, seat, tuple(sorted(hand + tuple(new))))
    events.append(
        {"type": "exchanged", "to": None, "seat": d.seats[seat], "cards": [KINDS[KIND_OF[c]] for c in cards]},
    )
    events.append({"type": "drew", "to": [d.seats[seat]], "seat": d.seats[seat], "cards": ids(sorted(new))})


def _resolve_set(d: Draft, seat: int, place_n: int, events: list[Event]) -> None:
    """§4.5: the set leaves the hand and is disposed of, the effect resolves, then the bonus rule R-5.1."""
    what, planet = d.build, d.b_planet
    hand = d.hands[seat]
    first = bisect_left(hand, KIND_FIRST[planet])  # the planet's cards stand together in the sorted hand
    end = bisect_left(hand, KIND_FIRST[planet + 1], first)
    cards = hand[first : min(first + d.b_n, end)] + d.b_bonus
    size = len(cards)
    d.hands = replace_at(d.hands, seat, without(hand, cards))
    dispose(d, cards)
    events.append(
        {
            "type": "set_played",
            "to": None,
            "seat": d.seats[seat],
            "action": what,
            "planet": PLANETS[planet],
            "planet_cards": d.b_n,
            "bonus": [TIERS[KIND_OF[c] - FIRST_TIER_KIND] for c in d.b_bonus],
        }
    )
    if what == "place_stations":
        d.earth = replace_at(d.earth, seat, d.earth[seat] - place_n)
        row = d.on[planet]
        d.on = replace_at(d.on, planet, replace_at(row, seat, row[seat] + place_n))
        events.append({"type": "placed", "to": None, "seat": d.seats[seat], "planet": PLANETS[planet], "n": place_n})
    elif what == "found":
        _found(d, seat, planet, half(size, d.tech[seat]), events)
    elif what == "advance_ship":
        d.ship = replace_at(d.ship, seat, d.ship[seat] + 1)
        events.append({"type": "advanced", "to": None, "seat": d.seats[seat], "track": "ship", "stage": d.ship[seat]})
    else:
        d.tech = replace_at(d.tech, seat, d.tech[seat] + 1)
        events.append({"type": "advanced", "to": None, "seat": d.seats[seat], "track": "tech", "stage": d.tech[seat]})
    if not d.b_bonus and size in BONUS_FOR_SIZE:
        tier = BONUS_FOR_SIZE[size]
        won = lowest_of_kind(d.supply, FIRST_TIER_KIND + tier)
        if won >= 0:
            d.supply = without_one(d.supply, won)
            d.hands = replace_at(d.hands, seat, tuple(sorted((*d.hands[seat], won))))
            events.append({"type": "bonus_earned", "to": None, "seat": d.seats[seat], "tier": TIERS[tier]})


def _found(d: Draft, seat: int, planet: int, tries: int, events: list[Event]) -> None:
    """R-5.3: draw from the pool (listed by seat order) until an own station or the tries run out."""
    row = list(d.on[planet])
    earth = list(d.earth)
    while tries > 0:
        drawn = -1
        if d.rig:
            forced, d.rig = d.rig[0], d.rig[1:]
            if row[forced] > 0:
                drawn = forced
        if drawn < 0:
            index, d.rng = d.rng.below(sum(row))
            for owner, count in enumerate(row):
                if index < count:
                    drawn = owner
                    break
                index -= count
        own, pool = row[seat], sum(row)  # the chance of this draw, for the luck report
        row[drawn] -= 1
        if drawn == seat:
            sat = next(3 * planet + i for i in range(3) if d.centres[3 * planet + i] < 0)
            d.centres = replace_at(d.centres, sat, seat)
            events.append(
                {
                    "type": "ring_draw",
                    "to": None,
                    "seat": d.seats[seat],
                    "planet": PLANETS[planet],
                    "drawn": d.seats[drawn],
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
                "seat": d.seats[seat],
                "planet": PLANETS[planet],
                "drawn": d.seats[drawn],
                "satellite": None,
                "own": own,
                "pool": pool,
            }
        )
    d.on = replace_at(d.on, planet, tuple(row))
    d.earth = tuple(earth)
    if not d.end_triggered and full_planets(d) >= 3:
        d.end_triggered = True
        events.append({"type": "end_triggered", "to": None, "seat": d.seats[seat]})
