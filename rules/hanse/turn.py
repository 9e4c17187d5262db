"""Turn boundaries (§4.2, §4.7): turn start, the end-of-turn draw, the round cap, the next player."""

from __future__ import annotations

from rules.contract import Event
from rules.hanse.cards import HAND_LIMIT
from rules.hanse.ending import finish_game
from rules.hanse.state import MAIN, HanseState, PlayerState, Turn, evolve


def technologies(player: PlayerState) -> int:
    """Technology cards in the tableau, Startkarte included: the price and the tie-break."""
    return len(player.tableau)


def nachschub_symbols(player: PlayerState) -> int:
    return 1 + player.owns("nachschub")


def start_turn(state: HanseState, seat: int, events: list[Event]) -> HanseState:
    """§4.2: reset the turn record for `seat`; its turn counter goes up by one."""
    player = state.players[seat]
    player = evolve(player, turns_taken=player.turns_taken + 1)
    turn = Turn(price=technologies(player), orbital_uses_left=player.owns("orbitalstation"))
    events.append({"type": "turn_started", "to": None, "seat": state.seats[seat], "turn": player.turns_taken})
    state = state.with_player(seat, player)
    return evolve(state, phase=MAIN, active=seat, turn=turn, pending=None, pair_choice=None, last_roll=None)


def draw_cards(state: HanseState, seat: int, count: int, events: list[Event]) -> tuple[HanseState, bool]:
    """Draw `count` cards one at a time, reshuffling the discard pile into an empty deck when allowed (D-12).

    Returns the new state and whether hidden information moved (a card drawn or a pile shuffled).
    """
    player = state.players[seat]
    hand, deck, discard, rng = list(player.hand), player.deck, player.discard, state.rng
    drawn: list[str] = []
    reshuffled = False
    for _ in range(count):
        if not deck:
            if not state.reshuffle or not discard:
                break
            shuffled, rng = rng.shuffle(discard)
            deck, discard = tuple(shuffled), ()
            reshuffled = True
            events.append(
                {"type": "reshuffled", "to": None, "seat": state.seats[seat], "count": len(deck)},
            )
        drawn.append(deck[0])
        deck = deck[1:]
    hand.extend(drawn)
    if drawn:
        events.append({"type": "drew", "to": [state.seats[seat]], "seat": state.seats[seat], "cards": list(drawn)})
        events.append({"type": "drew_hidden", "to": None, "seat": state.seats[seat], "count": len(drawn)})
    player = evolve(player, hand=tuple(hand), deck=deck, discard=discard)
    return evolve(state.with_player(seat, player), rng=rng), bool(drawn) or reshuffled


def finish_turn(state: HanseState, events: list[Event]) -> tuple[HanseState, bool]:
    """§4.7 steps 2-4: draw per Nachschub up to the hand limit, then the round cap, then the next turn."""
    assert state.active is not None
    player = state.players[state.active]
    count = min(nachschub_symbols(player), HAND_LIMIT - len(player.hand))
    state, revealed = draw_cards(state, state.active, max(0, count), events)
    return next_turn(state, events), revealed


def next_turn(state: HanseState, events: list[Event]) -> HanseState:
    """§4.7 steps 3-4: end the game at the round cap, else hand the turn to the other player."""
    assert state.active is not None
    events.append({"type": "turn_ended", "to": None, "seat": state.seats[state.active]})
    cap = state.round_cap
    if cap > 0 and all(p.turns_taken >= cap for p in state.players):
        return finish_game(state, "round_cap", events)
    return start_turn(state, 1 - state.active, events)
