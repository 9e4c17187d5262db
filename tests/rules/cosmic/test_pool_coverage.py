"""The conformance kit plays the standard deal from the widest released pool (`Cosmic.conformance_options`): at full
size (`make conformance`) its seeds deal every power of that pool at some player count, and `choose_powers` passes the
kit as well."""

from __future__ import annotations

import pytest

from rules.cosmic.components import power_pool
from rules.cosmic.game import GAME
from rules.cosmic.setup import RELEASED
from rules.testing import run_conformance
from tests.rules.test_conformance import seeds_for

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

FULL_SIZE = 500  # `make conformance`'s STARMAIL_CONFORMANCE_SEEDS


def dealt(players: int, seed: int, options: dict[str, object]) -> tuple[str, ...]:
    """The powers a seed deals: the colour picks play out as the kit's first actions would make them."""
    state = GAME.setup([f"p{i + 1}" for i in range(players)], seed, options)
    while state.phase == "colour":
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    return state.powers


def test_the_kits_seeds_deal_every_power_of_the_widest_released_pool() -> None:
    options = next(o for o in GAME.conformance_options if o.get("power_pool") == RELEASED[-1])
    seen = {
        power
        for players in range(GAME.min_players, GAME.max_players + 1)
        for seed in range(seeds_for(GAME, FULL_SIZE))
        for power in dealt(players, seed, dict(options))
    }
    assert seen == set(power_pool(RELEASED[-1], RELEASED))


TURNS = 20
"""A game of chosen powers the kit checks in `make test` ends after this many turns (`turn_limit`): the keeping and
some turns; whole games are the standard deal's, the same powers once kept."""


@pytest.mark.parametrize("players", [4])
def test_a_game_of_chosen_powers_passes_the_conformance_kit(players: int) -> None:
    options = {"power_mode": "choose_powers", "power_pool": RELEASED[-1], "turn_limit": TURNS}
    report = run_conformance(GAME, players, 11, options=options)
    assert report.actions > 100
