"""The end of the game (§6): goods exhaustion, ranking by score then technologies, the final outcome."""

from __future__ import annotations

from rules.contract import Event
from rules.frozen import evolve
from rules.hanse.state import GAME_OVER, HanseState, Outcome


def goods_left(state: HanseState) -> int:
    """Goods cards still in play: at planets, in containers, and in a pending unload."""
    count = sum(len(g) for g in state.planets)
    count += sum(len(c) for p in state.players for c in p.containers)
    if state.pair_choice is not None:
        count += len(state.pair_choice.goods)
    return count


def goods_exhausted_check(state: HanseState, events: list[Event]) -> HanseState:
    """§4.4 step 6: when no goods card is left anywhere, the game ends."""
    if goods_left(state) == 0:
        return finish_game(state, "goods_exhausted", events)
    return state


def ranking_by_score(state: HanseState) -> tuple[tuple[int, ...], ...]:
    """Higher score first; then more technology cards (Startkarte counts 1); still tied: a draw."""
    keys = [(p.score, len(p.tableau)) for p in state.players]
    if keys[0] == keys[1]:
        return ((0, 1),)
    best = 0 if keys[0] > keys[1] else 1
    return ((best,), (1 - best,))


def finish_game(state: HanseState, reason: str, events: list[Event], winner: int | None = None) -> HanseState:
    ranking = ((winner,), (1 - winner,)) if winner is not None else ranking_by_score(state)
    events.append(
        {
            "type": "game_over",
            "to": None,
            "reason": reason,
            "ranking": [[state.seats[i] for i in group] for group in ranking],
            "scores": {state.seats[i]: p.score for i, p in enumerate(state.players)},
        }
    )
    return evolve(state, phase=GAME_OVER, outcome=Outcome(ranking, reason), turn=None, pending=None, pair_choice=None)
