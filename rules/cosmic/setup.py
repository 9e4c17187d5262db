"""Setup (spec §3): the seats pick their colours in table order, then the last pick deals the game (steps 3-9:
ships on the home planets, the destiny deck, the powers, the flares, the hands, the first player). With
`choose_powers` the deal stops after three powers are dealt face down to each seat: every seat keeps one at once
(`keep_power`), and the last to keep deals the rest from the powers kept.

Events name seats by index, as every module of the engine does, and their audience (`to`) by seat name; the Game
object names the seats for the contract.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.contract import Action, Event
from rules.cosmic.components import COLOURS, SHIPS_PER_HOME_PLANET, kind_of, planets_of, waves_up_to
from rules.cosmic.dealing import HIDDEN_POWERS, Dealt, deal, deal_rest, offer_powers
from rules.cosmic.face_down import changed
from rules.cosmic.hooks import AT_DEAL
from rules.cosmic.registry import rows
from rules.cosmic.state import COLOUR, KEEP_POWER, PLAY, State
from rules.frozen import evolve
from rules.rng import Rng

RELEASED: tuple[str, ...] = ("r1", "w2a", "w2b")
"""The power waves this build has released (§5.5). A game records at setup the released waves its `power_pool`
includes: a game stored under an earlier build replays the same, since its stored options name its pool."""


def released_in(pool: str) -> tuple[str, ...]:
    """The released waves a game with this `power_pool` deals from."""
    return tuple(w for w in waves_up_to(pool) if w in RELEASED)


def new_state(seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
    """The state before the colour picks: nothing dealt yet."""
    n = len(seats)
    pool = str(options.get("power_pool", RELEASED[-1]))
    return State(
        seats=seats,
        power_mode=str(options.get("power_mode", "beginner_game")),
        beginner_flares=bool(options.get("beginner_flares", False)),
        reverse_cone=bool(options.get("reverse_cone", False)),
        warp_fan=bool(options.get("warp_fan", False)),
        power_pool=pool,
        turn_limit=int(options.get("turn_limit", 200)),
        released=released_in(pool),
        phase=COLOUR,
        colours=("",) * n,
        powers=("",) * n,
        planets=(),
        ships=(),
        warp=(0,) * n,
        cone_offense=(0,) * n,
        cone_defense=(0,) * n,
        hands=((),) * n,
        talon=(),
        discard=(),
        in_play=(),
        destiny=(),
        destiny_discard=(),
        first_colour="",
        offense=-1,
        challenge_no=0,
        turns=0,
        winners=(),
        reason="",
        rng=Rng(seed),
        rig_talon=(),
        rig_destiny=(),
    )


def choosing(state: State) -> int:
    """The seat whose colour pick is due: the first without a colour, in table order."""
    return state.colours.index("")


def colour_choices(state: State) -> list[Action]:
    """The colours still free, in the order of §3 step 2 (the first of them is the default on timeout)."""
    return [{"type": "colour", "colour": c} for c in COLOURS if c not in state.colours]


def pick_colour(state: State, colour: str, events: list[Event]) -> State:
    """The due seat takes `colour`; the last pick deals the game."""
    seat = choosing(state)
    colours = list(state.colours)
    colours[seat] = colour
    state = evolve(state, colours=tuple(colours))
    events.append({"type": "colour_chosen", "to": None, "seat": seat, "colour": colour})
    if "" in state.colours:
        return state
    return deal_game(state, events)


def deal_game(state: State, events: list[Event]) -> State:
    """§3 steps 3-9 once every seat has a colour; with `choose_powers`, up to the powers offered to each seat."""
    n = len(state.seats)
    planets = tuple(p for colour in state.colours for p in planets_of(colour))
    ships = tuple(
        tuple(SHIPS_PER_HOME_PLANET if s == seat else 0 for s in range(n))
        for seat, colour in enumerate(state.colours)
        for _ in planets_of(colour)
    )
    state = evolve(state, planets=planets, ships=ships)
    if state.power_mode == "choose_powers":
        offered, rng = offer_powers(state.power_pool, state.released, n, state.rng)
        events += [
            {"type": "powers_offered", "to": [state.seats[seat]], "seat": seat, "powers": list(powers)}
            for seat, powers in enumerate(offered)
        ]
        return evolve(state, offered=offered, kept=("",) * n, phase=KEEP_POWER, rng=rng)
    dealt, rng = deal(
        state.colours, state.power_mode, state.beginner_flares, state.power_pool, state.released, state.rng
    )
    return _dealt(state, dealt, rng, events)


def keeping(state: State) -> tuple[int, ...]:
    """The seats still to keep a power (public: who has kept is seen, not what)."""
    return tuple(seat for seat, power in enumerate(state.kept) if not power)


def keep_choices(state: State, seat: int) -> list[Action]:
    """The seat's three powers in the order dealt (the first is the default on timeout, §9.1)."""
    return [{"type": "keep_power", "power": power} for power in state.offered[seat]]


def keep_power(state: State, seat: int, power: str, events: list[Event]) -> State:
    """The seat keeps `power` in secret and returns the other two; the last to keep deals the rest of the game, and
    the powers kept become public (the ones returned never do)."""
    kept = list(state.kept)
    kept[seat] = power
    state = evolve(state, kept=tuple(kept))
    events.append({"type": "power_kept", "to": None, "seat": seat})
    if keeping(state):
        return state
    dealt, rng = deal_rest(
        state.colours,
        state.power_mode,
        state.beginner_flares,
        state.power_pool,
        state.released,
        state.kept,
        state.rng,
    )
    return _dealt(evolve(state, offered=(), kept=()), dealt, rng, events)


def _dealt(state: State, dealt: Dealt, rng: Rng, events: list[Event]) -> State:
    """The dealt game, its powers told to all and each hand to its owner: the first turn is next."""
    n = len(state.seats)
    face_down: tuple[int, ...] = ()
    if state.power_mode == HIDDEN_POWERS:
        face_down = tuple(range(n))
        events.append({"type": "powers_face_down", "to": None, "seats": list(range(n))})
        events += [
            {"type": "power_dealt", "to": [state.seats[seat]], "seat": seat, "power": power}
            for seat, power in enumerate(dealt.powers)
        ]
    else:
        events.append({"type": "powers", "to": None, "powers": list(dealt.powers), "seats": list(range(n))})
    events += [
        {"type": "hand_dealt", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in hand]}
        for seat, hand in enumerate(dealt.hands)
    ]
    # the card shown goes back into the deck, whose cards are nobody's to see: its colour is what is told
    events.append({"type": "first_player", "to": None, "seat": dealt.first, "colour": state.colours[dealt.first]})
    state = evolve(
        state,
        powers=dealt.powers,
        face_down=face_down,
        hands=dealt.hands,
        talon=dealt.talon,
        destiny=dealt.destiny,
        first_colour=state.colours[dealt.first],
        offense=dealt.first,
        phase=PLAY,
        rng=rng,
    )
    for power, row in rows(AT_DEAL):
        told = len(events)
        state = changed(state, row(state, events), power, told, events)
    return state
