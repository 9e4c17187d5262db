"""Setup (spec §3): the seats pick their colours in table order, then the last pick deals the game (steps 3-9:
ships on the home planets, the destiny deck, the powers, the flares, the hands, the first player).

Events name seats by index, as every module of the engine does, and their audience (`to`) by seat name; the Game
object names the seats for the contract.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.contract import Action, Event
from rules.cosmic.components import COLOURS, SHIPS_PER_HOME_PLANET, kind_of, planets_of
from rules.cosmic.dealing import deal
from rules.cosmic.state import COLOUR, PLAY, State
from rules.frozen import evolve
from rules.rng import Rng

RELEASED: tuple[str, ...] = ("r1",)
"""The power waves this build has released (§5.5); a game records them at setup, so that it replays as dealt."""


def new_state(seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
    """The state before the colour picks: nothing dealt yet."""
    n = len(seats)
    return State(
        seats=seats,
        power_mode=str(options.get("power_mode", "beginner_game")),
        beginner_flares=bool(options.get("beginner_flares", False)),
        reverse_cone=bool(options.get("reverse_cone", False)),
        warp_fan=bool(options.get("warp_fan", False)),
        power_pool=str(options.get("power_pool", RELEASED[-1])),
        turn_limit=int(options.get("turn_limit", 200)),
        released=RELEASED,
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


def pick_colour(state: State, colour: str) -> tuple[State, list[Event]]:
    """The due seat takes `colour`; the last pick deals the game."""
    seat = choosing(state)
    colours = list(state.colours)
    colours[seat] = colour
    state = evolve(state, colours=tuple(colours))
    events: list[Event] = [{"type": "colour_chosen", "to": None, "seat": seat, "colour": colour}]
    if "" in state.colours:
        return state, events
    return deal_game(state, events), events


def deal_game(state: State, events: list[Event]) -> State:
    """§3 steps 3-9 once every seat has a colour."""
    dealt, rng = deal(
        state.colours, state.power_mode, state.beginner_flares, state.power_pool, state.released, state.rng
    )
    n = len(state.seats)
    planets = tuple(p for colour in state.colours for p in planets_of(colour))
    ships = tuple(
        tuple(SHIPS_PER_HOME_PLANET if s == seat else 0 for s in range(n))
        for seat, colour in enumerate(state.colours)
        for _ in planets_of(colour)
    )
    events.append({"type": "powers", "to": None, "powers": list(dealt.powers), "seats": list(range(n))})
    events += [
        {"type": "hand_dealt", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in hand]}
        for seat, hand in enumerate(dealt.hands)
    ]
    # the card shown goes back into the deck, whose cards are nobody's to see: its colour is what is told
    events.append({"type": "first_player", "to": None, "seat": dealt.first, "colour": state.colours[dealt.first]})
    return evolve(
        state,
        powers=dealt.powers,
        planets=planets,
        ships=ships,
        hands=dealt.hands,
        talon=dealt.talon,
        destiny=dealt.destiny,
        first_colour=state.colours[dealt.first],
        offense=dealt.first,
        phase=PLAY,
        rng=rng,
    )
