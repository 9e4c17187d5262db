"""Interventions (§4.3 f, §4.5, §5): which can be played with which params, the reaction window, effects.

Every intervention except a passenger opens the reaction window, whatever the opponent holds (D-38); the
opponent's own legal actions are the only thing that differs. Params are declared at play time (D-25).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.frozen import evolve, with_field
from rules.hanse.components import HAND_LIMIT, INTERVENTION_KINDS, PLANET_IDS, WIN_SCORE
from rules.hanse.ending import finish_game
from rules.hanse.flight import apply_afterburner
from rules.hanse.goods import destinations, load_stack
from rules.hanse.hands import lowest_copy, without
from rules.hanse.state import AGENT_BONUS, KIND_OF, MAIN, REACTION, HanseState, Pending, PlayerState, Turn
from rules.hanse.turn import draw_cards, next_turn

PASSENGER_PLANET: dict[str, int] = {f"passagier_{pid}": n + 1 for n, pid in enumerate(PLANET_IDS)}
PASSENGER_POSITION: dict[str, str] = {kind: f"p{planet}" for kind, planet in PASSENGER_PLANET.items()}
LOADING_PLANETS: dict[str, tuple[str, str]] = {
    "ladevorgang_innen": ("coronis", "naginther"),
    "ladevorgang_aussen": ("talmazzar", "dakhit"),
}
PASSENGER_MG = 3
MAX_INTERVENTIONS = 2
RANDOM_EFFECTS = frozenset({"nachbrenner_zuenden", "hypersturm_ausloesen"})
"""The interventions whose effect uses randomness (a roll, a shuffle): allowing one is a checkpoint."""


def play_actions(
    state: HanseState, seat: int, player: PlayerState, turn: Turn, hand_kinds: tuple[str, ...]
) -> list[Action]:
    """One `play` per intervention kind in hand and per legal params combination (`hand_kinds`: the kinds in
    the player's hand)."""
    if turn.interventions_played >= MAX_INTERVENTIONS:
        return []
    actions: list[Action] = []
    for kind in hand_kinds:
        if kind not in INTERVENTION_KINDS:
            continue
        if kind in PASSENGER_PLANET:
            if player.position == PASSENGER_POSITION[kind]:
                actions.append({"type": "play", "card": kind})
        elif kind in LOADING_PLANETS:
            if () in player.containers:
                for planet_id in LOADING_PLANETS[kind]:
                    for d in destinations(state.planets[PLANET_IDS.index(planet_id)]):
                        actions.append({"type": "play", "card": kind, "planet": planet_id, "destination": d})
        elif kind == "bordtransmitter_aktivieren":
            other = state.players[1 - seat]
            for i, mine in enumerate(player.containers):
                if not mine:
                    continue
                for j, theirs in enumerate(other.containers):
                    if theirs:
                        actions.append({"type": "play", "card": kind, "own": i, "other": j})
        else:
            actions.append({"type": "play", "card": kind})
    return actions


def reaction_actions(state: HanseState) -> list[Action]:
    """The opponent's answer: `allow` always, `neutralize` only with a card of the same kind."""
    assert state.pending is not None
    opponent = state.players[1 - state.pending.by]
    if any(KIND_OF[iid] == state.pending.card for iid in opponent.hand):
        return [{"type": "allow"}, {"type": "neutralize"}]
    return [{"type": "allow"}]


def apply_play(state: HanseState, action: Action, events: list[Event]) -> HanseState:
    seat = state.active
    turn = state.turn
    assert seat is not None and turn is not None
    kind: str = action["card"]
    player = state.players[seat]
    card = lowest_copy(player.hand, kind)
    hand, discard = without(player.hand, card), (*player.discard, card)
    # sorted: equal action dicts must give equal states, whatever order their keys came in
    params = tuple(sorted((k, v) for k, v in action.items() if k not in ("type", "card")))
    turn = evolve(turn, interventions_played=turn.interventions_played + 1, start_window=False)
    events.append({"type": "played", "to": None, "seat": state.seats[seat], "card": kind, "params": dict(params)})
    if kind in PASSENGER_PLANET:
        score = min(WIN_SCORE, player.score + PASSENGER_MG)
        events.append(
            {"type": "scored", "to": None, "seat": state.seats[seat], "gained": score - player.score, "score": score}
        )
        reached = player.score + PASSENGER_MG >= WIN_SCORE
        player = evolve(player, hand=hand, discard=discard, score=score)
        state = evolve(state, players=state.players_with(seat, player), turn=turn)
        return finish_game(state, "reached_70", events, winner=seat) if reached else state
    player = evolve(player, hand=hand, discard=discard)
    return evolve(
        state, players=state.players_with(seat, player), turn=turn, phase=REACTION, pending=Pending(seat, kind, params)
    )


def apply_neutralize(state: HanseState, events: list[Event]) -> HanseState:
    assert state.pending is not None
    by = 1 - state.pending.by
    opponent = state.players[by]
    card = lowest_copy(opponent.hand, state.pending.card)
    opponent = evolve(opponent, hand=without(opponent.hand, card), discard=(*opponent.discard, card))
    events.append({"type": "neutralized", "to": None, "seat": state.seats[by], "card": state.pending.card})
    return evolve(state, players=state.players_with(by, opponent), phase=MAIN, pending=None)


def allow_uses_randomness(state: HanseState) -> bool:
    """Whether allowing the pending intervention uses randomness."""
    assert state.pending is not None
    return state.pending.card in RANDOM_EFFECTS


def apply_allow(state: HanseState, events: list[Event]) -> HanseState:
    """Resolve the pending intervention."""
    pending = state.pending
    assert pending is not None and state.turn is not None
    seat = pending.by
    events.append({"type": "allowed", "to": None, "seat": state.seats[1 - seat], "card": pending.card})
    turn = state.turn
    kind = pending.card
    if kind == "agent_einschleusen":
        return evolve(state, phase=AGENT_BONUS, pending=None)
    if kind == "nachbrenner_zuenden":
        return apply_afterburner(state, events, phase=MAIN, pending=None)
    if kind == "sonnentunnel_oeffnen":
        passages = turn.tunnel_passages + 1
        events.append({"type": "tunnel_opened", "to": None, "seat": state.seats[seat], "passages": passages})
        return evolve(state, turn=with_field(turn, "tunnel_passages", passages), phase=MAIN, pending=None)
    state = evolve(state, phase=MAIN, pending=None)
    if kind in LOADING_PLANETS:
        planet = PLANET_IDS.index(pending.param("planet")) + 1
        return load_stack(state, seat, planet, pending.param("destination"), events, "card")
    if kind == "bordtransmitter_aktivieren":
        return _swap_containers(state, seat, pending.param("own"), pending.param("other"), events)
    if kind == "transmitter_tor_aktivieren":
        return _swap_ships(state, seat, events)
    if kind == "hypersturm_ausloesen":
        return _hyperstorm(state, seat, events)
    raise AssertionError(f"no effect for {kind}")


def _swap_containers(state: HanseState, seat: int, own: int, other: int, events: list[Event]) -> HanseState:
    me, them = state.players[seat], state.players[1 - seat]
    mine, theirs = me.containers[own], them.containers[other]
    me = with_field(me, "containers", me.containers[:own] + (theirs,) + me.containers[own + 1 :])
    them = with_field(them, "containers", them.containers[:other] + (mine,) + them.containers[other + 1 :])
    events.append({"type": "containers_swapped", "to": None, "seat": state.seats[seat], "own": own, "other": other})
    return state.with_player(seat, me).with_player(1 - seat, them)


def _swap_ships(state: HanseState, seat: int, events: list[Event]) -> HanseState:
    me, them = state.players[seat], state.players[1 - seat]
    events.append(
        {
            "type": "ships_swapped",
            "to": None,
            "seat": state.seats[seat],
            "position": them.position,
            "other": me.position,
        }
    )
    return state.with_player(seat, with_field(me, "position", them.position)).with_player(
        1 - seat, with_field(them, "position", me.position)
    )


def _hyperstorm(state: HanseState, seat: int, events: list[Event]) -> HanseState:
    """Hand to the discard pile, deck and discard shuffled together, five drawn; the turn ends (D-24)."""
    player = state.players[seat]
    pool = player.deck + player.discard + player.hand
    shuffled, rng = state.rng.shuffle(pool)
    events.append({"type": "hyperstorm", "to": None, "seat": state.seats[seat], "discarded": len(player.hand)})
    player = evolve(player, hand=(), deck=tuple(shuffled), discard=())
    state = evolve(state, players=state.players_with(seat, player), rng=rng)
    state = draw_cards(state, seat, HAND_LIMIT, events)
    turn: Turn | None = state.turn
    assert turn is not None
    state = with_field(state, "turn", evolve(turn, flight_energy=None, flight_kind=None))
    return next_turn(state, events)
