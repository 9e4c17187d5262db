"""§7 hidden information and the view schema of docs/games/hanse.md."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from rules.hanse import GAME
from rules.hanse.state import KIND_OF, KIND_ORDER, HanseState
from rules.hanse.testing import active_seat, force_dice, run, set_goods, started, with_hand
from tests.rules.hanse.view_schema import PLAYER_KEYS, PUBLIC_KEYS, TURN_KEYS

GOODS_ID = re.compile(r"w[0-3][0-9]")


def random_game(seed: int) -> list[tuple[HanseState, list[dict[str, Any]]]]:
    """Every state of one random game with the events that led to it."""
    rand = random.Random(seed)
    state = GAME.setup(["p1", "p2"], seed)
    states: list[tuple[HanseState, list[dict[str, Any]]]] = [(state, [])]
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
        state = step.state
        states.append((state, step.events))
    return states


def all_values(data: Any, key: str) -> list[Any]:
    found: list[Any] = []
    if isinstance(data, dict):
        for k, v in data.items():
            if k == key:
                found.append(v)
            found.extend(all_values(v, key))
    elif isinstance(data, list):
        for item in data:
            found.extend(all_values(item, key))
    return found


def test_7_goods_ids_never_appear_in_views_or_events_and_hands_stay_private() -> None:
    for seed in (1, 2):
        for state, events in random_game(seed):
            assert not GOODS_ID.search(json.dumps(events)), events
            public = json.dumps(GAME.view(state, None))
            assert not GOODS_ID.search(public)
            for index, seat in enumerate(state.seats):
                own = json.dumps(GAME.view(state, seat))
                assert not GOODS_ID.search(own)
                for card in state.players[1 - index].hand:
                    assert card not in own and card not in public
                for card in state.players[index].hand:
                    assert card in own and card not in public
                for card in state.players[index].deck:
                    assert card not in own
            for event in events:
                if event["to"] is not None:
                    assert event["type"] == "drew" and len(event["to"]) == 1


def test_7_values_are_listed_in_descending_order() -> None:
    for state, _ in random_game(3)[::10]:
        for values in all_values(GAME.view(state, None), "values"):
            assert values == sorted(values, reverse=True)


def test_7_secrets_hold_all_goods_ids_and_both_draw_piles_and_each_hand() -> None:
    state = started(GAME, seed=4)
    secrets = GAME.secrets(state)
    assert {f"w{n:02d}" for n in range(1, 31)} <= secrets[None]
    assert set(state.players[0].deck) | set(state.players[1].deck) <= secrets[None]
    for index, seat in enumerate(state.seats):
        assert secrets[seat] == set(state.players[index].hand)


def test_7_the_rng_and_forced_dice_never_show_in_a_view() -> None:
    state = started(GAME, seed=4)
    forced = force_dice(state, [6, 6, 6])
    for seat in (None, *state.seats):
        assert GAME.view(forced, seat) == GAME.view(state, seat)
        text = json.dumps(GAME.view(forced, seat))
        assert '"rng"' not in text and '"seed"' not in text


def test_view_schema_keys_and_types() -> None:
    state = started(GAME, seed=5)
    view = GAME.view(state, state.seats[0])
    assert set(view) == {"game", "seq", "acting", "over", "public", "you", "private"}
    assert view["seq"] == 2 and view["game"] == "hanse"
    public = view["public"]
    assert set(public) == PUBLIC_KEYS
    assert set(public["turn"]) == TURN_KEYS
    for player in public["players"].values():
        assert set(player) == PLAYER_KEYS
        assert player["tableau"][0]["kind"] == "startkarte"
        assert player["containers"] == [{"index": 0, "destination": None, "values": []}]
    assert [p["index"] for p in public["planets"]] == [1, 2, 3, 4, 5, 6]
    assert public["last"] == {
        "seat": public["seats"][1 - state.chooser],
        "action": {"type": "choose_start_planet", "planet": "taghellia"},
    }
    assert set(GAME.view(state, None)) == {"game", "seq", "acting", "over", "public"}


def test_7_private_hand_is_sorted_by_kind_then_id() -> None:
    state = started(GAME, seed=5)
    me = active_seat(state)
    state = with_hand(state, me, ["sonnentunnel_oeffnen", "container", "agent_einschleusen", "container"])
    hand = GAME.view(state, state.seats[me])["private"]["hand"]
    keys = [(KIND_ORDER[c["kind"]], c["id"]) for c in hand]
    assert keys == sorted(keys)
    assert all(KIND_OF[c["id"]] == c["kind"] for c in hand)


def test_7_setup_views_have_no_turn_and_no_ship_position() -> None:
    state = GAME.setup(["p1", "p2"], 6)
    public = GAME.view(state, None)["public"]
    assert public["phase"] == "setup_choice" and public["turn"] is None and public["active"] is None
    assert all(p["position"] is None for p in public["players"].values())


def test_7_pending_intervention_and_last_roll_are_public() -> None:
    state = started(GAME, seed=7, planet="coronis")
    me = active_seat(state)
    state = with_hand(state, me, ["ladevorgang_aussen"])
    state = set_goods(state, planets={"dakhit": [("w09", "coronis")]})
    state, _ = run(GAME, force_dice(state, [1, 3]), {"type": "roll"})
    state, _ = run(
        GAME, state, {"type": "play", "card": "ladevorgang_aussen", "planet": "dakhit", "destination": "coronis"}
    )
    public = GAME.view(state, None)["public"]
    assert public["pending"] == {
        "by": state.seats[me],
        "card": "ladevorgang_aussen",
        "params": {"planet": "dakhit", "destination": "coronis"},
    }
    assert public["last_roll"] == {"seat": state.seats[me], "dice": [1, 3], "fusion": 0, "energy": 4}
