"""Wave 2b's Gambler (spec §5.5.3, §4.8 phase 8 step 1, §4.8.0 step 1, §7) and his flare (§5.2): the reveal, the
bluff accepted, called (false and true), zapped; an inactive Gambler and one whose card Oracle turned up; the
flare's spread and stake; what each seat sees; the defaults; Time Travel after an accepted claim.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
Every home planet starts with four ships.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from rules.cosmic import engine, setup
from rules.cosmic.aliens.gambler import spread_actions, stake_actions
from rules.cosmic.components import CHALLENGE_COUNTS, SHIPS_PER_COLOUR, kind_of
from rules.cosmic.game import GAME
from rules.cosmic.hooks import VALUE_STEPS
from rules.cosmic.outcome import revealed_kind
from rules.cosmic.registry import rows
from rules.cosmic.state import State, decode, encode
from rules.cosmic.timeouts import timeout_action
from rules.cosmic.views import public_view
from tests.rules.cosmic.scenario import act, head, pass_windows, to
from tests.rules.cosmic.test_challenge import selected
from tests.rules.cosmic.test_conservation import cards, dealt, random_states
from tests.rules.cosmic.test_powers import used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, challenge, outcome
from tests.rules.cosmic.test_wave_2a_reveal import RED_TWO_HOME_BASES, leaks
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

Events = list[dict[str, object]]
GAMBLER = ("gambler", "mind", "mutant")
"""Red gambles as the offense; blue and yellow play powers that do nothing by themselves."""
REVEAL = {"type": "reveal"}
WAVE_2B = {"power_mode": "standard", "power_pool": "w2b"}
FLARE: dict[str, object] = {"type": "play", "card": "flare_gambler"}


def of_type(events: Events, kind: str) -> Events:
    return [e for e in events if e["type"] == kind]


def at_gamble(offense: str, defense: str, powers: tuple[str, str, str] = GAMBLER, **kwargs: object) -> State:
    state, events = selected(challenge(powers, **kwargs), offense, defense)
    assert head(state) == "gamble" and engine.acting(state) == (0,)
    assert of_type(events, "revealed") == [{"type": "revealed", "to": None, "offense": None, "defense": defense}]
    return state


def bluffs(state: State, kind: str) -> tuple[State, Events]:
    """Red claims `kind`; nobody responds to the use."""
    state, told = act(state, 0, {"type": "bluff", "card": kind})
    state, more = everyone_else_passes(state)
    return state, told + more


def views(state: State) -> str:
    return json.dumps([GAME.view(state, viewer) for viewer in (None, *state.seats)])


def lost(state: State, seat: int, *planets: str) -> tuple[State, Events]:
    told: Events = []
    for planet in planets:
        assert head(state) == "lose" and engine.acting(state) == (seat,)
        state, events = act(state, seat, {"type": "lose", "planet": planet})
        told += events
    return state, told


@pytest.fixture
def w2b(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Wave 2b released, so that the standard deal's talon holds Gambler's flare."""
    monkeypatch.setattr(setup, "RELEASED", ("r1", "w2a", "w2b"))
    yield


# -- the reveal --------------------------------------------------------------------------------------------------------
def test_gambler_keeps_his_card_down_and_is_asked_every_kind_of_claim() -> None:
    state = at_gamble("attack_12", "attack_9")
    assert state.revealed[0] == "" and kind_of(state.selected[0]) == "attack_12"
    assert kind_of(state.revealed[1]) == "attack_9" and state.window == ""  # before `w_reveal`
    legal = engine.legal(state, 0)
    assert legal == [REVEAL, *({"type": "bluff", "card": kind} for kind in CHALLENGE_COUNTS)]
    assert len(legal) == 1 + 21 and {"type": "bluff", "card": "attack_12"} in legal  # his real kind too


def test_gambler_reveals_and_the_challenge_goes_on_as_usual() -> None:
    state = at_gamble("attack_12", "attack_9")
    state, events = act(state, 0, REVEAL)
    assert of_type(events, "card_revealed") == [{"type": "card_revealed", "to": None, "seat": 0, "card": "attack_12"}]
    assert state.selected == ("", "", "") and kind_of(state.revealed[0]) == "attack_12"
    state, more = pass_windows(state)
    assert outcome(events + more) == ("offense", 14, 13)


def test_gambler_as_defense_is_asked_too() -> None:
    state, events = selected(challenge(("mind", "gambler", "mutant")), "attack_12", "attack_9")
    assert head(state) == "gamble" and engine.acting(state) == (1,)
    assert (
        of_type(events, "revealed")[0]["offense"] == "attack_12" and of_type(events, "revealed")[0]["defense"] is None
    )


# -- the bluff ---------------------------------------------------------------------------------------------------------
def test_an_accepted_claim_counts_as_his_card_and_the_real_one_goes_under_the_talon_unseen() -> None:
    state = at_gamble("attack_4", "attack_9")
    before = cards(state)
    card = state.selected[0]
    state, told = bluffs(state, "attack_20")
    assert of_type(told, "bluffed") == [{"type": "bluffed", "to": None, "seat": 0, "card": "attack_20"}]
    assert head(state) == "claim" and engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [{"type": "accept_claim"}, {"type": "call"}]
    state, events = act(state, 1, {"type": "accept_claim"})
    assert of_type(events, "claim_accepted") == [{"type": "claim_accepted", "to": None, "seat": 1, "gambler": 0}]
    assert state.talon[-1] == card and state.selected == ("", "", "") and state.revealed[0] == ""
    assert revealed_kind(state, 0) == "attack_20" and public_view(state, ())["players"][0]["revealed"] == "attack_20"
    assert card not in views(state) and leaks(state) == []
    assert not [e for e in told + events if e.get("card") == "attack_4"]  # no event tells his real card
    assert cards(state) == before
    state, more = pass_windows(state)
    assert outcome(events + more) == ("offense", 22, 13)  # 20 + 2 against 9 + 4
    assert state.ships_on("blue_1", 0) == 2 and state.warp == (0, 4, 0)
    assert head(state) == "second"  # phase 9 is over: the claim is cleared, the card still under the talon
    assert not [f for f in state.flags if f.startswith("claim:")] and revealed_kind(state, 0) == ""
    assert state.talon[-1] == card and cards(state) == before


def test_a_claimed_compromise_against_an_attack_loses_and_is_compensated() -> None:
    state = at_gamble("attack_15", "attack_9")
    state, _ = bluffs(state, "compromise")
    state, events = act(state, 1, {"type": "accept_claim"})
    state, more = pass_windows(state)
    assert outcome(events + more) == ("defense", None, None)
    assert [(e["seat"], e["count"]) for e in of_type(more, "compensation")] == [(0, 2)]


def test_a_called_false_claim_costs_gambler_his_ships_in_the_challenge_from_outside_it() -> None:
    state = at_gamble("attack_4", "attack_9")
    state, _ = bluffs(state, "attack_20")
    state, events = act(state, 1, {"type": "call"})
    assert of_type(events, "claim_called") == [
        {"type": "claim_called", "to": None, "seat": 1, "gambler": 0, "card": "attack_4", "truthful": False}
    ]
    assert kind_of(state.revealed[0]) == "attack_4" and state.selected == ("", "", "")
    assert engine.legal(state, 0) == [{"type": "lose", "planet": f"red_{i}"} for i in range(1, 6)]
    state, told = lost(state, 0, "red_2", "red_2")
    assert [e["planet"] for e in of_type(told, "ships_lost")] == ["red_2", "red_2"]
    assert state.ships_on("red_2", 0) == 2 and state.warp == (2, 0, 0) and state.cone_offense[0] == 2
    state, more = pass_windows(state)
    assert outcome(more) == ("defense", 6, 13)  # the real cards: 4 + 2 against 9 + 4


def test_a_called_true_claim_costs_the_caller_his_ships_in_the_challenge_never_from_the_target() -> None:
    state = at_gamble("attack_12", "attack_9")
    state, _ = bluffs(state, "attack_12")
    state, events = act(state, 1, {"type": "call"})
    assert of_type(events, "claim_called")[0]["truthful"] is True
    assert head(state) == "lose" and engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [{"type": "lose", "planet": f"blue_{i}"} for i in range(2, 6)]
    state, _ = lost(state, 1, "blue_2", "blue_2", "blue_3", "blue_3")
    assert [state.ships_on(f"blue_{i}", 1) for i in range(1, 6)] == [4, 2, 2, 4, 4] and state.warp == (0, 4, 0)
    state, more = pass_windows(state)
    assert outcome(more) == ("offense", 14, 13)


def test_a_caller_with_fewer_ships_outside_the_challenge_loses_what_he_has() -> None:
    ships = {1: {"blue_2": 1, "blue_3": 0, "blue_4": 0, "blue_5": 0, "warp": 15}}
    state = at_gamble("attack_12", "attack_9", ships=ships)
    state, _ = bluffs(state, "attack_12")
    state, events = act(state, 1, {"type": "call"})  # one ship on one planet: the loss is made at once (§4.12)
    assert [(e["seat"], e["planet"]) for e in of_type(events, "ships_lost")] == [(1, "blue_2")]
    assert head(state) != "lose" and state.ships_on("blue_1", 1) == 4 and state.warp == (0, 16, 0)


def test_a_zapped_bluff_turns_his_card_up() -> None:
    state = at_gamble("attack_4", "attack_9", hands=ZAP)
    state, told = act(state, 0, {"type": "bluff", "card": "attack_20"})
    assert head(state) == "round" and state.window == "gambler"
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, more = everyone_else_passes(state, 2)
    state, last = everyone_else_passes(state)
    events = told + more + last
    assert 0 in state.zapped and head(state) != "claim"
    assert of_type(events, "card_revealed") == [{"type": "card_revealed", "to": None, "seat": 0, "card": "attack_4"}]
    state, after = pass_windows(state)
    assert not of_type(after, "claim_accepted") and outcome(after) == ("defense", 6, 13)


def test_an_inactive_gambler_reveals_as_everyone_does() -> None:
    state, events = selected(challenge(GAMBLER, ships=RED_TWO_HOME_BASES), "attack_12", "attack_9")
    assert not of_type(events, "gamble") and "gamble" not in [t.kind for t in state.tasks]
    assert of_type(events, "revealed") == [
        {"type": "revealed", "to": None, "offense": "attack_12", "defense": "attack_9"}
    ]
    assert outcome(events) == ("offense", 14, 13)


def test_a_gambler_whose_card_oracle_turned_up_is_not_asked() -> None:
    _, events = selected(challenge(("gambler", "oracle", "mutant")), "attack_12", "attack_9")
    assert of_type(events, "revealed") == [
        {"type": "revealed", "to": None, "offense": "attack_12", "defense": "attack_9"}
    ]
    assert outcome(events) == ("offense", 14, 13)


def test_a_blinded_gambler_is_still_asked() -> None:
    """His card was drawn for him at random and shown to him: he has something to bluff about."""
    state = challenge(("gambler", "laser", "mutant"))
    state, _ = used_in(state, "w_preselect", 1, {"type": "use_power"})
    state, _ = to(state, "select")
    assert state.selected[0] and engine.acting(state) == (1,)
    state, events = act(state, 1, {"type": "select", "card": "attack_9"})
    state, more = pass_windows(state)
    assert head(state) == "gamble" and engine.acting(state) == (0,)
    assert of_type(events + more, "revealed")[0]["offense"] is None


# -- what each seat sees -----------------------------------------------------------------------------------------------
def test_no_view_and_no_prompt_shows_gamblers_card_but_his_own() -> None:
    state = at_gamble("attack_4", "attack_9")
    card = state.selected[0]
    for viewer in ("p2", "p3", None):
        assert card not in json.dumps(GAME.view(state, viewer))
    assert card in json.dumps(GAME.view(state, "p1"))  # his own face-down card
    assert card not in json.dumps(GAME.legal_actions(state, "p1")) and leaks(state) == []
    state, _ = bluffs(state, "attack_20")
    assert card not in json.dumps([GAME.view(state, v) for v in ("p2", "p3", None)])
    assert card not in json.dumps(GAME.legal_actions(state, "p2")) and leaks(state) == []
    state, _ = act(state, 1, {"type": "accept_claim"})
    assert card not in views(state) and leaks(state) == []


# -- the flare ---------------------------------------------------------------------------------------------------------
def test_the_spread_is_a_value_step_after_chosens_and_before_mirrors() -> None:
    assert [power for power, _ in rows(VALUE_STEPS)] == ["chosen", "gambler", "mirror", "calculator", "tripler"]


def spread(n: int, offense: str, defense: str) -> Events:
    """Blue names the spread `n` with Gambler's flare (its Normal: he plays Mind), then the challenge runs."""
    hands = {1: ("attack_9", "attack_6", "attack_5", "compromise", "flare_gambler")}
    state = challenge(("mind", "mutant", "laser"), options=WAVE_2B, hands=hands)
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": offense})
    state, _ = act(state, 1, {"type": "select", "card": defense})
    state, told = used_in(state, "w_postselect", 1, FLARE)
    assert head(state) == "spread" and engine.legal(state, 1) == [{"type": "spread", "n": k} for k in range(1, 11)]
    state, events = act(state, 1, {"type": "spread", "n": n})
    assert of_type(events, "spread_named") == [{"type": "spread_named", "to": None, "seat": 1, "n": n}]
    state, more = pass_windows(state)
    return told + events + more


@pytest.mark.usefixtures("w2b")
def test_a_spread_met_adds_to_his_card_value() -> None:
    events = spread(3, "attack_12", "attack_9")
    plays = of_type(events, "revealed_plays")[0]["plays"]
    assert isinstance(plays, list) and plays[0]["mode"] == "normal"
    assert outcome(events) == ("defense", 14, 16)  # 12 + 2 against 9 + 3 + 4


@pytest.mark.usefixtures("w2b")
def test_a_spread_not_met_adds_nothing() -> None:
    assert outcome(spread(4, "attack_12", "attack_9")) == ("offense", 14, 13)


@pytest.mark.usefixtures("w2b")
def test_a_spread_against_a_compromise_does_nothing() -> None:
    assert outcome(spread(1, "attack_12", "compromise")) == ("offense", None, None)


@pytest.mark.usefixtures("w2b")
def test_the_stake_raised_is_lost_by_the_loser_of_the_call() -> None:
    hands = {0: ("attack_4", "attack_12", "compromise", "flare_gambler")}
    state = challenge(GAMBLER, options=WAVE_2B, hands=hands)
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_4"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, told = used_in(state, "w_postselect", 0, FLARE)
    plays = of_type(told, "revealed_plays")[0]["plays"]
    assert isinstance(plays, list) and plays[0]["mode"] == "super"
    assert head(state) == "stake" and engine.legal(state, 0) == [{"type": "stake", "n": k} for k in range(1, 21)]
    state, events = act(state, 0, {"type": "stake", "n": 3})
    assert of_type(events, "stake_raised") == [{"type": "stake_raised", "to": None, "seat": 0, "n": 3}]
    state, _ = pass_windows(state)
    assert head(state) == "gamble"
    state, _ = bluffs(state, "attack_20")
    state, _ = act(state, 1, {"type": "call"})
    state, _ = lost(state, 0, "red_2", "red_2", "red_2", "red_2", "red_3")
    assert head(state) != "lose" and state.warp == (5, 0, 0)


# -- defaults, Time Travel, conservation -------------------------------------------------------------------------------
def test_the_defaults_reveal_accept_and_name_one() -> None:
    state = at_gamble("attack_4", "attack_9")
    assert timeout_action(state, 0, "gamble", engine.legal(state, 0)) == REVEAL
    state, _ = bluffs(state, "attack_20")
    assert timeout_action(state, 1, "claim", engine.legal(state, 1)) == {"type": "accept_claim"}
    task = state.tasks[0]
    assert timeout_action(state, 0, "spread", spread_actions(state, task, 0)) == {"type": "spread", "n": 1}
    assert timeout_action(state, 0, "stake", stake_actions(state, task, 0)) == {"type": "stake", "n": 1}


def test_time_travel_after_an_accepted_claim_lets_the_claim_lapse() -> None:
    state = at_gamble("attack_4", "attack_9", powers=("gambler", "chronos", "mutant"))
    card = state.selected[0]
    state, _ = bluffs(state, "attack_20")
    state, _ = act(state, 1, {"type": "accept_claim"})
    state, events = used_in(state, "w_reveal", 1, {"type": "use_power"})
    assert [(e["card"], e["set_aside"]) for e in of_type(events, "time_travel")] == [("attack_9", None)]
    assert revealed_kind(state, 0) == "" and state.set_aside == ("", "", "") and state.talon[-1] == card
    state, _ = to(state, "select")
    assert {a["card"] for a in engine.legal(state, 0)} == {
        "attack_12",
        "compromise",
        "attack_6",
        "attack_8",
        "attack_10",
        "attack_15",
    }
    state, _ = act(state, 0, {"type": "select", "card": "attack_12"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    state, _ = pass_windows(state)
    assert head(state) == "gamble"  # asked again at the new reveal
    state, events = act(state, 0, REVEAL)
    state, more = pass_windows(state)
    assert outcome(events + more) == ("offense", 14, 13)


def test_time_travel_gives_a_gambler_without_challenge_cards_his_buried_card_back() -> None:
    hands = {0: ("attack_4", "edict_mobius_tubes")}
    state = at_gamble("attack_4", "attack_9", powers=("gambler", "chronos", "mutant"), hands=hands)
    card = state.selected[0]
    state, _ = bluffs(state, "attack_20")
    state, _ = act(state, 1, {"type": "accept_claim"})
    talon = len(state.talon)
    state, events = used_in(state, "w_reveal", 1, {"type": "use_power"})
    assert card in state.hands[0] and len(state.talon) == talon - 1
    assert [e["cards"] for e in of_type(events, "cards_drawn")] == [["attack_4"]]
    assert of_type(events, "cards_drawn")[0]["to"] == ["p1"]
    state, _ = to(state, "select")
    assert engine.legal(state, 0) == [{"type": "select", "card": "attack_4"}]


@pytest.mark.parametrize("seed", range(2))
def test_every_card_and_ship_stays_counted_in_random_games_with_gambler(seed: int) -> None:
    powers = ("gambler", "chronos", "oracle", "healer")
    start = dealt(4, seed, {}, {s: powers[(s + seed) % 4] for s in range(4)})
    deck = cards(start)
    kinds: set[str] = set()
    for state in random_states(start, seed, 2500):
        assert cards(state) == deck, f"after action {state.seq}"
        assert all(state.ships_of(s) == SHIPS_PER_COLOUR for s in range(4)), f"after action {state.seq}"
        assert decode(encode(state)) == state
        kinds.update(t.kind for t in state.tasks[:1])
    assert {"gamble", "claim"} <= kinds
