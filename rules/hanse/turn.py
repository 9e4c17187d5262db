"""Turn boundaries (§4.2, §4.7): turn start, the end-of-turn draw, the round cap, the next player.

The hand-over takes the players and the RNG as the ending turn has left them and builds the new state once,
instead of copying it after every step.
"""

from __future__ import annotations

from rules.contract import Event
from rules.frozen import evolve, with_field
from rules.hanse.components import HAND_LIMIT
from rules.hanse.ending import finish_game
from rules.hanse.state import MAIN, HanseState, PlayerState, new_turn
from rules.rng import Rng


def technologies(player: PlayerState) -> int:
    """Technology cards in the tableau, Startkarte included: the price and the tie-break."""
    return len(player.tableau)


def nachschub_symbols(player: PlayerState) -> int:
    return 1 + player.owns("nachschub")


def start_turn(
    state: HanseState,
    seat: int,
    events: list[Event],
    players: tuple[PlayerState, PlayerState] | None = None,
    rng: Rng | None = None,
) -> HanseState:
    """§4.2: reset the turn record for `seat`; its turn counter goes up by one.

    `players` and `rng`, when given, are the players and the RNG as the action has left them so far.
    """
    if players is None:
        players = state.players
    player = players[seat]
    player = with_field(player, "turns_taken", player.turns_taken + 1)
    turn = new_turn(technologies(player), player.owns("orbitalstation"))
    events.append({"type": "turn_started", "to": None, "seat": state.seats[seat], "turn": player.turns_taken})
    return evolve(
        state,
        players=(player, players[1]) if seat == 0 else (players[0], player),
        phase=MAIN,
        active=seat,
        turn=turn,
        pending=None,
        pair_choice=None,
        last_roll=None,
        rng=state.rng if rng is None else rng,
    )


def drawn(state: HanseState, seat: int, count: int, events: list[Event]) -> tuple[PlayerState, Rng]:
    """Draw `count` cards one at a time, reshuffling the discard pile into an empty deck when allowed (D-12).

    Returns the seat's player after drawing and the RNG after any reshuffle (which is always followed by a draw).
    """
    player = state.players[seat]
    deck, discard, rng = player.deck, player.discard, state.rng
    if count <= len(deck):
        drawn = deck[:count]
        deck = deck[count:]
    else:
        cards: list[str] = []
        for _ in range(count):
            if not deck:
                if not state.reshuffle or not discard:
                    break
                shuffled, rng = rng.shuffle(discard)
                deck, discard = tuple(shuffled), ()
                events.append(
                    {"type": "reshuffled", "to": None, "seat": state.seats[seat], "count": len(deck)},
                )
            cards.append(deck[0])
            deck = deck[1:]
        drawn = tuple(cards)
    if drawn:
        events.append({"type": "drew", "to": [state.seats[seat]], "seat": state.seats[seat], "cards": list(drawn)})
        events.append({"type": "drew_hidden", "to": None, "seat": state.seats[seat], "count": len(drawn)})
    player = evolve(player, hand=player.hand + drawn, deck=deck, discard=discard)
    return player, rng


def draw_cards(state: HanseState, seat: int, count: int, events: list[Event]) -> HanseState:
    """`drawn` as a new state: the seat's hand, deck and discard pile, and the RNG."""
    player, rng = drawn(state, seat, count, events)
    return evolve(state, players=state.players_with(seat, player), rng=rng)


def finish_turn_draws(state: HanseState) -> bool:
    """Whether `finish_turn` in `state` draws a card (and so shows it to its player, perhaps after a shuffle):
    `drawn` draws when one is wanted (every player has a Nachschub symbol: below the hand limit) and there is one
    in the deck, or in the discard pile when that may be reshuffled."""
    assert state.active is not None
    player = state.players[state.active]
    return len(player.hand) < HAND_LIMIT and (bool(player.deck) or (state.reshuffle and bool(player.discard)))


def finish_turn(state: HanseState, events: list[Event]) -> HanseState:
    """§4.7 steps 2-4: draw per Nachschub up to the hand limit, then the round cap, then the next turn."""
    active = state.active
    assert active is not None
    player = state.players[active]
    count = min(nachschub_symbols(player), HAND_LIMIT - len(player.hand))
    player, rng = drawn(state, active, max(0, count), events)
    return next_turn(state, events, state.players_with(active, player), rng)


def next_turn(
    state: HanseState,
    events: list[Event],
    players: tuple[PlayerState, PlayerState] | None = None,
    rng: Rng | None = None,
) -> HanseState:
    """§4.7 steps 3-4: end the game at the round cap, else hand the turn to the other player.

    `players` and `rng`, when given, are the players and the RNG as the action has left them so far.
    """
    active = state.active
    assert active is not None
    events.append({"type": "turn_ended", "to": None, "seat": state.seats[active]})
    cap = state.round_cap
    now = state.players if players is None else players
    if cap > 0 and now[0].turns_taken >= cap and now[1].turns_taken >= cap:
        return finish_game(evolve(state, players=now, rng=state.rng if rng is None else rng), "round_cap", events)
    return start_turn(state, 1 - active, events, now, rng)
