"""Wave 2b's Miser (spec §5.5.3, §7): his hoard at the deal, selecting and playing from it, the keep-or-renew choice
at the start of his turn, what cannot reach it (new hands, Mind, Trader, compensation), what happens when he is
zapped or inactive, and that nobody else learns its cards.

Red (seat 0) attacks blue_1 with two ships; blue defends it with four (tests/rules/cosmic/test_challenge.py)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from rules.cosmic import engine, setup
from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.components import COLOURS
from rules.cosmic.dealing import Dealt
from rules.cosmic.game import Cosmic
from rules.cosmic.records import record, with_record
from rules.cosmic.setup import new_state, pick_colour
from rules.cosmic.state import State, decode, encode
from rules.cosmic.testing import arrange
from rules.cosmic.views import private_view, public_view, secrets
from rules.frozen import evolve
from tests.rules.cosmic.scenario import SEATS, act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, O_HAND, aimed, invited_nobody
from tests.rules.cosmic.test_conservation import cards
from tests.rules.cosmic.test_powers import FILL, kinds, used_in
from tests.rules.cosmic.test_wave_2a_outcome import ZAP, zapped
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes


def hoards_of(state: State) -> tuple[tuple[str, ...], ...]:
    return record(state, MiserState).hoards


GAME = Cosmic()
HOARD = ("attack_40", "attack_30", "edict_mobius_tubes", "edict_cosmic_zap", "compromise", "attack_1", "attack_19")
NO_CHALLENGE = ("edict_mobius_tubes", "edict_plague", "edict_quash")


def hoarded(state: State, seat: int, hoard: tuple[str, ...] = HOARD) -> State:
    return arrange(state, hoards={seat: hoard})


def defending(powers: tuple[str, str, str] = ("mind", "miser", "mutant"), **kwargs: Any) -> State:
    """Miser (seat 1) defends blue_1, his hoard `HOARD`, nobody invited; yellow holds `FILL` unless told."""
    hands = {2: FILL, **kwargs.pop("hands", {})}
    return invited_nobody(hoarded(aimed(3, powers=powers, hands=hands, **kwargs), 1))


def miser_turn(hoard: tuple[str, ...], hand: tuple[str, ...] = O_HAND) -> State:
    """Miser's (seat 0) first turn begins, his hoard and hand as given."""
    state = new_state(SEATS[:3], 3, {})
    for colour in COLOURS[:3]:
        state = pick_colour(state, colour, [])
    hands = {0: hand, 1: D_HAND, 2: FILL}
    state = arrange(state, powers={0: "miser", 1: "mind", 2: "mutant"}, hands=hands, hoards={0: hoard})
    state = engine.first_turn(evolve(state, offense=0))
    return engine.advance(state, [])


# -- the hoard at the deal ---------------------------------------------------------------------------------------------
def test_miser_is_dealt_a_hoard_of_seven_told_to_him_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt_by = setup.deal

    def with_miser(*args: Any) -> tuple[Dealt, Any]:
        dealt, rng = dealt_by(*args)
        return replace(dealt, powers=("mind", "miser", "mutant")), rng

    monkeypatch.setattr(setup, "deal", with_miser)
    state = new_state(SEATS[:3], 3, {})
    events: list[dict[str, object]] = []
    for colour in COLOURS[:3]:
        state = pick_colour(state, colour, events)
    hoard = hoards_of(state)[1]
    assert len(hoard) == 7 and hoards_of(state)[0] == hoards_of(state)[2] == ()
    assert [len(h) for h in state.hands] == [7, 7, 7] and len(state.talon) == 72 + 22 - 28
    assert not set(hoard) & {c for h in state.hands for c in h} and not set(hoard) & set(state.talon)
    told = [e for e in events if e["type"] == "hoard_dealt"]
    assert told == [{"type": "hoard_dealt", "to": ["p2"], "seat": 1, "cards": kinds(hoard, sort=False)}]
    assert set(cards(state).values()) == {1} and sum(cards(state).values()) == 72 + 22


def test_the_hoards_count_is_public_its_cards_miser_s_alone() -> None:
    state = defending()
    hoard = hoards_of(state)[1]
    assert [p["hoard"] for p in public_view(state, ())["players"]] == [0, 7, 0]
    assert private_view(state, 1)["hoard"] == list(hoard)
    assert private_view(state, 0)["hoard"] == [] and private_view(state, 2)["hoard"] == []
    found = secrets(state)
    assert set(hoard) <= found["p2"] and not set(hoard) & (found["p1"] | found["p3"] | found[None])
    for seen in (public_view(state, ()), private_view(state, 0), private_view(state, 2)):
        assert not any(card in json.dumps(seen) for card in hoard)


def test_a_game_without_a_hoard_encodes_as_before_and_a_hoard_round_trips() -> None:
    state, _ = start(3)
    assert "hoards" not in json.loads(encode(state))
    state = defending()
    assert decode(encode(state)) == state


# -- selecting and playing from the hoard ------------------------------------------------------------------------------
def test_miser_selects_his_challenge_card_from_the_hoard() -> None:
    state = defending()
    before = cards(state)
    state, _ = to(state, "select")
    legal = engine.legal(state, 1)
    assert {"type": "select", "card": "attack_40", "from": "hoard"} in legal
    assert {"type": "select", "card": "attack_20"} in legal  # his hand, as always
    assert not any(a.get("from") == "hoard" and a["card"].startswith("edict") for a in legal)  # type: ignore[union-attr]
    hand = state.hands[1]
    state, _ = act(state, 0, {"type": "select", "card": "attack_12"})
    state, events = act(state, 1, {"type": "select", "card": "attack_40", "from": "hoard"})
    assert state.hands[1] == hand and len(hoards_of(state)[1]) == 6 and "attack_40" not in kinds(hoards_of(state)[1])
    assert {"type": "card_selected", "to": None, "seat": 1} in events
    assert {"type": "your_card", "to": ["p2"], "seat": 1, "card": "attack_40"} in events
    state, events = pass_windows(state)
    result = next(e for e in events if e["type"] == "outcome")
    assert (result["winner"], result["offense_total"], result["defense_total"]) == ("defense", 14, 44)
    assert cards(state) == before


def test_miser_plays_an_edict_from_the_hoard_and_it_takes_effect() -> None:
    ships = {0: {"red_1": 1, "warp": 3}, 2: {"yellow_1": 2, "warp": 2}}
    state, _ = start(3, powers=("mind", "mutant", "miser"), ships=ships, hands={0: FILL, 1: FILL, 2: FILL})
    state = hoarded(state, 2)
    before = cards(state)
    hand = state.hands[2]
    state, _ = act(state, 0, {"type": "decline"})  # regroup
    assert {"type": "play", "card": "edict_mobius_tubes", "from": "hoard"} in engine.legal(state, 2)
    state, _ = act(state, 2, {"type": "play", "card": "edict_mobius_tubes", "from": "hoard"})
    state, events = everyone_else_passes(state, 2)
    shown = next(e for e in events if e["type"] == "revealed_plays")
    assert [(p["seat"], p["kind"], p.get("from")) for p in shown["plays"]] == [(2, "edict_mobius_tubes", "hoard")]
    assert state.hands[2] == hand and len(hoards_of(state)[2]) == 6
    state, _ = everyone_else_passes(state)  # nobody responds
    assert head(state) == "place" and engine.acting(state) == (0, 2)
    state, _ = act(state, 0, {"type": "place", "planet": "red_1", "count": "all"})
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_1", "count": "all"})
    assert state.warp == (0, 0, 0) and state.ships_on("yellow_1", 2) == 4
    assert "edict_mobius_tubes" in kinds(state.in_play) and "edict_mobius_tubes" not in kinds(hoards_of(state)[2])
    assert cards(state) == before


def test_miser_with_an_empty_hand_still_declares_from_his_hoard() -> None:
    state = defending(hands={1: ("attack_20",)})
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "attack_12"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    assert state.hands[1] == ()
    state, _ = until_window(state, "w_postselect")
    assert 1 in engine.acting(state)
    assert {"type": "play", "card": "edict_cosmic_zap", "from": "hoard"} in engine.legal(state, 1)


# -- what does not reach the hoard -------------------------------------------------------------------------------------
def test_new_hand_checks_look_at_the_hand_only() -> None:
    """A hoard full of challenge cards does not spare him a new hand, and the new hand leaves the hoard alone."""
    state = miser_turn(HOARD, hand=NO_CHALLENGE)
    state, _ = act(state, 0, {"type": "keep_hoard"})
    assert state.window == "w_start" and state.w_solo == 0  # his new-hand mini-window
    state, events = pass_windows(state)
    discarded = next(e for e in events if e["type"] == "hand_discarded")
    assert discarded["cards"] == list(NO_CHALLENGE)
    assert len(state.hands[0]) == 7 and kinds(hoards_of(state)[0]) == sorted(HOARD)


def test_mind_sees_the_hand_only() -> None:
    state = defending()
    hoard = hoards_of(state)[1]
    state, events = used_in(state, "w_preselect", 0, {"type": "use_power"})
    seen = next(e for e in events if e["type"] == "hand_seen")
    assert seen["cards"] == kinds(state.hands[1], sort=False) and sorted(seen["cards"]) == sorted(D_HAND)  # type: ignore[arg-type]
    assert hoards_of(state)[1] == hoard


def test_trader_swaps_the_hands_and_the_hoard_stays_with_miser() -> None:
    state = defending(powers=("trader", "miser", "mutant"))
    hoard = hoards_of(state)[1]
    state, _ = used_in(state, "w_preselect", 0, {"type": "use_power"})
    assert kinds(state.hands[0]) == sorted(D_HAND) and kinds(state.hands[1]) == sorted(O_HAND)
    assert hoards_of(state)[1] == hoard and hoards_of(state)[0] == ()


def test_compensation_is_taken_from_the_hand_only() -> None:
    state = defending(hands={1: ("attack_20", "attack_5")})
    hoard = hoards_of(state)[1]
    state, _ = to(state, "select")
    state, _ = act(state, 0, {"type": "select", "card": "compromise"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, events = pass_windows(state)
    assert next(e["winner"] for e in events if e["type"] == "outcome") == "defense"
    assert state.hands[1] == () and kinds(state.hands[0]).count("attack_5") == 1  # one card was all he held
    assert hoards_of(state)[1] == hoard
    assert head(state) == "hoard" and state.offense == 1  # his turn: the hoard is asked about before his new hand


# -- the start of his turn ---------------------------------------------------------------------------------------------
def test_miser_keeps_his_hoard_at_the_start_of_his_turn() -> None:
    state = miser_turn(NO_CHALLENGE)
    assert head(state) == "hoard" and engine.acting(state) == (0,)
    assert engine.legal(state, 0) == [{"type": "keep_hoard"}, {"type": "renew_hoard"}]
    hoard = hoards_of(state)[0]
    state, events = act(state, 0, {"type": "keep_hoard"})
    assert {"type": "hoard_kept", "to": None, "seat": 0} in events
    assert hoards_of(state)[0] == hoard and head(state) != "hoard"


def test_miser_renews_a_hoard_without_challenge_cards_showing_and_discarding_it() -> None:
    state = miser_turn(NO_CHALLENGE)
    before = cards(state)
    old = hoards_of(state)[0]
    state, events = act(state, 0, {"type": "renew_hoard"})
    assert {"type": "hoard_renewed", "to": None, "seat": 0, "cards": list(NO_CHALLENGE)} in events
    assert set(old) <= set(state.discard) and len(hoards_of(state)[0]) == 7 and not set(old) & set(hoards_of(state)[0])
    dealt = next(e for e in events if e["type"] == "hoard_dealt")
    assert dealt == {
        "type": "hoard_dealt",
        "to": ["p1"],
        "seat": 0,
        "cards": kinds(hoards_of(state)[0], sort=False),
    }
    assert cards(state) == before


def test_renewing_is_refused_while_the_hoard_holds_a_challenge_card() -> None:
    state = miser_turn(("edict_quash", "attack_1"))
    assert engine.legal(state, 0) == [{"type": "keep_hoard"}]  # asked all the same: only he knows why


def test_the_hoard_choice_comes_once_per_turn_before_the_first_challenge() -> None:
    state = miser_turn(NO_CHALLENGE)
    state, _ = act(state, 0, {"type": "keep_hoard"})
    assert not any(t.kind == "hoard" for t in state.tasks)
    other = miser_turn(NO_CHALLENGE)
    other = evolve(other, tasks=(), challenge_no=1)  # a second challenge of the same turn starts
    other = engine.advance(evolve(other, tasks=(engine.Task("challenge"),)), [])
    assert head(other) != "hoard"


# -- zapped or inactive ------------------------------------------------------------------------------------------------
def test_a_zapped_miser_cannot_use_his_hoard() -> None:
    state = zapped(defending(hands={2: ZAP[2]}), 1)
    hoard = hoards_of(state)[1]
    state, _ = to(state, "select")
    assert not any("from" in a for a in engine.legal(state, 1))
    state, _ = act(state, 0, {"type": "select", "card": "attack_12"})
    state, _ = act(state, 1, {"type": "select", "card": "attack_20"})
    state, _ = until_window(state, "w_postselect")
    assert not any("from" in a for a in engine.legal(state, 1))
    assert hoards_of(state)[1] == hoard  # it stays his


def test_an_inactive_miser_is_not_asked_and_cannot_use_his_hoard() -> None:
    ships = {0: {"red_1": 4, "red_2": 4, "red_3": 0, "red_4": 0, "red_5": 0, "warp": 12}}
    state, _ = start(3, powers=("miser", "mind", "mutant"), ships=ships, hands={0: O_HAND, 1: D_HAND, 2: FILL})
    assert head(state) != "hoard"  # two home bases: his power does not work
    state = hoarded(state, 0)
    assert not any("from" in a for a in engine.legal(state, 0))
    assert len(hoards_of(state)[0]) == 7


def test_a_defending_miser_without_a_challenge_card_in_hand_draws_a_new_hand_whatever_his_hoard_holds() -> None:
    hands = {0: O_HAND, 1: ("edict_quash",), 2: FILL}
    state, _ = start(3, powers=("mind", "miser", "mutant"), destiny=("destiny_blue_1",), hands=hands)
    state = hoarded(state, 1)
    hoard = hoards_of(state)[1]
    state, events = to(state, "target")
    assert [e["cards"] for e in events if e["type"] == "hand_discarded"] == [["edict_quash"]]
    assert len(state.hands[1]) == 7 and hoards_of(state)[1] == hoard


# -- hidden information ------------------------------------------------------------------------------------------------
def swapped(state: State, rand: random.Random) -> State | None:
    """The state with one hoard card swapped for a talon card of another kind (None: no such pair)."""
    hoard = hoards_of(state)[0]
    if not hoard:
        return None
    give = rand.choice(hoard)
    take = next((c for c in state.talon if c.split("#")[0] != give.split("#")[0]), None)
    if take is None:
        return None
    talon = tuple(give if c == take else c for c in state.talon)
    hoards = (tuple(take if c == give else c for c in hoard), *hoards_of(state)[1:])
    return with_record(evolve(state, talon=talon), MiserState(hoards))


@pytest.mark.parametrize("seed", range(2))
def test_nobody_else_learns_the_hoard(seed: int) -> None:
    """Random games with Miser: his hoard never shows in another seat's view or event, changing it changes no public
    view and nobody's turn to act, and every card stays in the game."""
    rand = random.Random(seed)
    state = GAME.setup(SEATS[:4], seed, {"beginner_flares": True})
    while not state.hands[0]:
        state = GAME.apply(state, GAME.acting(state)[0], GAME.legal_actions(state, GAME.acting(state)[0])[0]).state
    state = arrange(state, powers={0: "miser"})
    deck = cards(state)
    assert sum(deck.values()) == sum(len(h) for h in state.hands) + len(state.talon) + 7
    compared = 0
    for _ in range(1500):
        if GAME.is_over(state):
            break
        others = json.dumps([GAME.view(state, s) for s in (None, *SEATS[1:4])], default=str)
        assert not any(card in others for card in hoards_of(state)[0])
        if rand.random() < 0.2 and (other := swapped(state, rand)) is not None:
            assert GAME.acting(other) == GAME.acting(state)
            assert GAME.view(other, None) == GAME.view(state, None)
            compared += 1
        seat = rand.choice(GAME.acting(state))
        result = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat)))
        for event in result.events:
            if event["type"] in ("hoard_dealt", "your_card") and event["seat"] == "p1":
                assert event["to"] == ["p1"]
        state = result.state
        assert cards(state) == deck
    assert compared > 50
