"""`power_mode` `hidden_powers` (spec §3 step 5, §4.1, §4.2 step 1, §5.4, §7; docs/decisions/cosmic.md, "Hidden
powers"): the deal face down, what each seat sees, the moments a power is turned up (an optional use once the round's
plays are shown, an automatic power that changed a total, a prompt the power adds, Miser at the deal), who declares
in a window, the exclusion rule in time (Gambler and Sorcerer), the conformance kit, an AI game and the encoding.

Red (seat 0) attacks blue_1 with two ships from red_1; blue defends it with four (tests/rules/cosmic/test_challenge.py).
"""

from __future__ import annotations

import json

import pytest

from rules.cosmic import engine
from rules.cosmic.ai import HeuristicPlayer
from rules.cosmic.components import power_pool
from rules.cosmic.game import GAME, POWER_MODES
from rules.cosmic.state import COLOUR, State
from rules.cosmic.views import private_view, public_view, secrets
from rules.frozen import evolve
from rules.players import Player, play_game
from rules.testing import run_conformance
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected
from tests.rules.cosmic.test_wave_2a_outcome import challenge, outcome
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

Events = list[dict[str, object]]
HIDDEN: dict[str, object] = {"power_mode": "hidden_powers"}
SEATS = ("p1", "p2", "p3", "p4", "p5", "p6")
USE: dict[str, object] = {"type": "use_power"}


def of_type(events: Events, kind: str) -> Events:
    return [e for e in events if e["type"] == kind]


def shown_powers(state: State) -> list[object]:
    return [p["power"] for p in public_view(state, ())["players"]]


def dealt(players: int, seed: int) -> tuple[State, Events]:
    """A `hidden_powers` game through the contract: every seat picks its first colour; the events of the last pick
    (the deal)."""
    state = GAME.setup(SEATS[:players], seed, HIDDEN)
    told: Events = []
    while state.phase == COLOUR:
        seat = GAME.acting(state)[0]
        step = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        state, told = step.state, list(step.events)
    return state, told


def hidden(powers: tuple[str, str, str], **kwargs: object) -> State:
    """The three-player challenge of tests/rules/cosmic/test_wave_2a_outcome.py, dealt face down."""
    return challenge(powers, options=HIDDEN, **kwargs)


# -- the deal ----------------------------------------------------------------------------------------------------------
def test_the_deal_lays_every_power_face_down_and_tells_each_player_his_own() -> None:
    assert "hidden_powers" in POWER_MODES
    state, events = dealt(4, 0)
    assert state.power_mode == "hidden_powers" and state.powers == ("mind", "warrior", "warpish", "virus")
    assert state.face_down == (0, 1, 2, 3)
    public = GAME.view(state, None)["public"]
    assert [(p["power"], p["power_face_down"]) for p in public["players"]] == [(None, True)] * 4
    for seat, power in zip(SEATS[:4], state.powers, strict=True):
        assert GAME.view(state, seat)["private"]["face_down_power"] == power
    assert of_type(events, "powers") == []
    assert of_type(events, "powers_face_down") == [
        {"type": "powers_face_down", "to": None, "seats": ["p1", "p2", "p3", "p4"]}
    ]
    assert of_type(events, "power_dealt") == [
        {"type": "power_dealt", "to": [seat], "seat": seat, "power": power}
        for seat, power in zip(SEATS[:4], state.powers, strict=True)
    ]
    assert of_type(events, "power_turned_up") == []
    hidden_from = secrets(state)
    for seat, power in zip(SEATS[:4], state.powers, strict=True):
        assert [owner for owner, ids in hidden_from.items() if power in ids] == [seat]
    public_text = json.dumps(public)
    assert not [p for p in state.powers if f'"{p}"' in public_text]


def test_miser_is_turned_up_at_the_deal_his_hoard_being_dealt() -> None:
    state, events = dealt(4, 1)
    assert state.powers == ("vacuum", "cudgel", "chosen", "miser")
    assert state.face_down == (0, 1, 2)
    turned = [{"type": "power_turned_up", "to": None, "seat": "p4", "power": "miser"}]
    assert of_type(events, "power_turned_up") == turned
    kinds = [e["type"] for e in events]
    assert kinds.index("hoard_dealt") < kinds.index("power_turned_up")
    miser = GAME.view(state, None)["public"]["players"][3]
    assert (miser["power"], miser["power_face_down"], miser["hoard"]) == ("miser", False, 7)
    assert GAME.view(state, "p4")["private"]["face_down_power"] is None
    assert "miser" not in secrets(state)["p4"]


# -- an optional use ---------------------------------------------------------------------------------------------------
def test_an_optional_use_is_turned_up_when_the_rounds_plays_are_shown_not_when_declared() -> None:
    state = hidden(("mind", "mutant", "laser"))
    state, _ = until_window(state, "w_preselect")
    assert state.face_down == (0, 1, 2)
    state, events = act(state, 0, USE)
    assert set(engine.acting(state)) == {1, 2}  # the others still to answer
    assert state.face_down == (0, 1, 2) and shown_powers(state) == [None, None, None]
    assert of_type(events, "power_turned_up") == [] and private_view(state, 0)["face_down_power"] == "mind"
    state, told = everyone_else_passes(state, 0)
    assert of_type(told, "power_turned_up") == [{"type": "power_turned_up", "to": None, "seat": 0, "power": "mind"}]
    kinds = [e["type"] for e in told]
    assert kinds.index("revealed_plays") < kinds.index("power_turned_up")
    assert state.face_down == (1, 2) and shown_powers(state) == ["mind", None, None]
    assert public_view(state, ())["players"][0]["power_face_down"] is False
    assert "mind" not in secrets(state)["p1"]
    state, more = everyone_else_passes(state)  # the response round: the use stands
    assert [e["of"] for e in of_type(more, "hand_seen")] == [1] and state.face_down == (1, 2)


# -- automatic powers --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("power", "totals"),
    [("human", ("defense", 10, 13)), ("macron", ("defense", 10, 21))],  # 8 + 2 against 5 + 4 (+4 | 4 ships × 4)
)
def test_an_automatic_power_that_changed_a_total_is_turned_up_at_the_outcome(
    power: str, totals: tuple[str, int, int]
) -> None:
    state = hidden(("mind", power, "mutant"))
    state, _ = to(state, "select")
    assert state.face_down == (0, 1, 2)
    state, events = selected(state, "attack_8", "attack_5")
    assert outcome(events) == totals
    assert of_type(events, "power_turned_up") == [{"type": "power_turned_up", "to": None, "seat": 1, "power": power}]
    kinds = [e["type"] for e in events]
    assert kinds.index("power_turned_up") < kinds.index("outcome")
    assert state.face_down == (0, 2) and shown_powers(state) == [None, power, None]


@pytest.mark.parametrize("power", ["human", "macron"])
def test_an_automatic_power_that_changed_nothing_stays_face_down(power: str) -> None:
    state, events = selected(hidden(("mind", "mutant", power)), "attack_8", "attack_5")
    assert outcome(events) == ("offense", 10, 9)
    assert of_type(events, "power_turned_up") == []
    assert state.face_down == (0, 1, 2) and shown_powers(state) == [None, None, None]


# -- a prompt the power adds -------------------------------------------------------------------------------------------
def test_gamblers_prompt_at_the_reveal_turns_him_up_as_it_is_made() -> None:
    state, events = selected(hidden(("gambler", "mind", "mutant")), "attack_12", "attack_9")
    assert head(state) == "gamble" and engine.acting(state) == (0,)
    assert of_type(events, "power_turned_up") == [
        {"type": "power_turned_up", "to": None, "seat": 0, "power": "gambler"}
    ]
    kinds = [e["type"] for e in events]
    assert kinds.index("power_turned_up") < kinds.index("revealed")
    assert of_type(events, "revealed") == [{"type": "revealed", "to": None, "offense": None, "defense": "attack_9"}]
    assert state.face_down == (1, 2) and shown_powers(state) == ["gambler", None, None]


def test_wills_choice_after_the_destiny_flip_turns_him_up_as_it_is_made() -> None:
    state, told = start(3, powers=("will", "mind", "mutant"), destiny=("destiny_blue_1",), options=HIDDEN)
    assert state.face_down == (0, 1, 2)
    state, more = to(state, "will_offer")
    events = told + more
    assert of_type(events, "power_turned_up") == [{"type": "power_turned_up", "to": None, "seat": 0, "power": "will"}]
    kinds = [e["type"] for e in events]
    assert kinds.index("destiny") < kinds.index("power_turned_up")
    assert state.face_down == (1, 2) and shown_powers(state) == ["will", None, None]


# -- who declares in a window ------------------------------------------------------------------------------------------
def test_a_face_down_seat_without_cards_is_asked_in_every_window_a_face_up_one_without_a_use_is_not() -> None:
    """Seat 2 (Human, face down) and seat 3 (Macron, face up) hold no card; neither power has a use."""
    state = aimed(4, powers=("mind", "mutant", "human", "macron"), hands={2: (), 3: ()}, options=HIDDEN)
    state = evolve(state, face_down=(0, 1, 2))
    state = invited_nobody(state)
    state, _ = until_window(state, "w_preselect")
    assert state.hands[2] == () and state.hands[3] == ()
    assert GAME.view(state, None)["public"]["acting"] == ["p1", "p2", "p3"]
    assert engine.legal(state, 2) == [{"type": "pass"}]
    assert 3 not in engine.acting(state)


# -- the exclusion rule ------------------------------------------------------------------------------------------------
def test_gambler_turned_up_beside_a_face_up_sorcerer_is_returned_and_his_player_draws_another_face_down() -> None:
    """Blue's Sorcerer is turned up by his swap in `w_postselect`; at the reveal red's Gambler would keep his card face
    down: he is turned up, returned at once, and no Gambler prompt is made."""
    state = hidden(("gambler", "sorcerer", "mutant"))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    state, told = act(state, 1, USE)
    state, more = everyone_else_passes(state, 1)
    assert of_type(more, "power_turned_up") == [{"type": "power_turned_up", "to": None, "seat": 1, "power": "sorcerer"}]
    assert state.face_down == (0, 2)
    state, events = pass_windows(state)
    events = told + more + events
    assert of_type(events, "power_returned") == [{"type": "power_returned", "to": None, "seat": 0, "power": "gambler"}]
    drawn = state.powers[0]
    assert of_type(events, "power_dealt") == [{"type": "power_dealt", "to": ["p1"], "seat": 0, "power": drawn}]
    assert drawn in power_pool(state.power_pool, state.released)
    assert drawn not in ("gambler", "sorcerer", "mutant") and drawn not in state.powers[1:]
    assert 0 in state.face_down and shown_powers(state)[0] is None
    assert private_view(state, 0)["face_down_power"] == drawn and drawn in secrets(state)["p1"]
    assert all(drawn not in ids for owner, ids in secrets(state).items() if owner != "p1")
    assert "gamble" not in [e["type"] for e in events] and head(state) != "gamble"
    revealed = of_type(events, "revealed")
    assert revealed == [{"type": "revealed", "to": None, "offense": "attack_9", "defense": "attack_12"}]  # swapped
    kinds = [e["type"] for e in events]
    assert kinds.index("power_returned") < kinds.index("revealed")
    assert not [e for e in events if e.get("power") == drawn and e.get("to") is None]  # the new power told to him only


def test_sorcerer_declared_beside_a_face_up_gambler_is_returned_and_his_swap_has_no_effect() -> None:
    """Red's Gambler was turned up earlier (arranged); blue's face-down Sorcerer declares his swap; shown, he is
    returned: the swap has no effect and Gambler keeps his card down at the reveal."""
    state = evolve(hidden(("gambler", "sorcerer", "mutant")), face_down=(1, 2))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_postselect")
    state, told = act(state, 1, USE)
    state, more = everyone_else_passes(state, 1)
    state, rest = pass_windows(state)
    events = told + more + rest
    assert of_type(events, "power_turned_up") == [
        {"type": "power_turned_up", "to": None, "seat": 1, "power": "sorcerer"}
    ]
    assert of_type(events, "power_returned") == [{"type": "power_returned", "to": None, "seat": 1, "power": "sorcerer"}]
    drawn = state.powers[1]
    assert drawn not in ("gambler", "sorcerer", "mutant") and 1 in state.face_down
    assert of_type(events, "power_dealt") == [{"type": "power_dealt", "to": ["p2"], "seat": 1, "power": drawn}]
    assert of_type(events, "cards_exchanged") == [] and "sorcery" not in state.flags
    assert [e["seat"] for e in of_type(events, "no_effect")] == [1]
    assert head(state) == "gamble" and engine.acting(state) == (0,)
    assert of_type(events, "revealed") == [{"type": "revealed", "to": None, "offense": None, "defense": "attack_9"}]


# -- the conformance kit, an AI game, the encoding ---------------------------------------------------------------------
@pytest.mark.heavy
@pytest.mark.parametrize(
    ("players", "seed"),
    [
        *((n, 0) for n in (3, 4, 5, 6)),
        # more seeds after `make test` (`make test-long`): powers turned up at other moments, exclusions
        *(pytest.param(n, seed, marks=pytest.mark.long) for n in (3, 4, 5, 6) for seed in (1, 2, 3)),
    ],
)
def test_the_conformance_kit_passes_with_hidden_powers(players: int, seed: int) -> None:
    report = run_conformance(GAME, players, seed, options=HIDDEN)
    assert report.n_players == players and report.actions > 0
    assert GAME.decode(report.final_encoding).power_mode == "hidden_powers"


def test_heuristic_players_play_a_hidden_powers_game_to_the_end() -> None:
    table: dict[str, Player] = {seat: HeuristicPlayer() for seat in SEATS[:4]}
    state, log = play_game(GAME, table, 7, HIDDEN)
    assert GAME.is_over(state) and len(log) > 50
    assert state.power_mode == "hidden_powers" and state.face_down == ()  # every power was turned up on the way


def test_the_encoding_keeps_the_face_down_seats_and_an_older_one_decodes_to_none() -> None:
    state = hidden(("gambler", "mind", "mutant"))
    state = evolve(state, face_down=(0, 2))
    assert GAME.decode(GAME.encode(state)).face_down == (0, 2)
    assert GAME.decode(GAME.encode(state)) == state
    data = json.loads(GAME.encode(state))
    del data["face_down"]
    assert GAME.decode(json.dumps(data)).face_down == ()
    standard = evolve(state, face_down=())
    assert "face_down" not in json.loads(GAME.encode(standard))
    assert GAME.decode(GAME.encode(standard)).face_down == ()
