"""The window protocol (spec §4.2) with the edicts (§5.3): private simultaneous declarations, the joint reveal,
response rounds, settling, re-checks, and another round after a spent card."""

from __future__ import annotations

from rules.cosmic import engine
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, pass_windows, start, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody, selected, yellow_defends

FILL = ("attack_6", "attack_8", "compromise")


def everyone_else_passes(state: State, *but: int) -> tuple[State, list[dict[str, object]]]:
    told: list[dict[str, object]] = []
    for seat in [s for s in engine.acting(state) if s not in but]:
        state, events = act(state, seat, {"type": "pass"})
        told += events
    return state, told


def test_a_declaration_stays_private_until_everyone_has_answered() -> None:
    """D-35: simultaneous declaration, joint reveal."""
    state, _ = start(3, hands={2: ("edict_mobius_tubes", *FILL)})
    state, events = act(state, 2, {"type": "play", "card": "edict_mobius_tubes"})
    assert events == [{"type": "answered", "to": None, "seat": 2}] and engine.acting(state) == (0, 1)
    assert any(c.startswith("edict_mobius_tubes") for c in state.hands[2])  # still in the hand until the reveal
    state, events = everyone_else_passes(state, 2)
    shown = next(e for e in events if e["type"] == "revealed_plays")
    assert [(p["seat"], p["kind"]) for p in shown["plays"]] == [(2, "edict_mobius_tubes")]
    assert state.w_stage == "response" and engine.acting(state) == (0, 1, 2)  # card holders may respond


def test_mobius_tubes_returns_every_ship_in_the_warp_to_its_owner() -> None:
    ships = {0: {"red_1": 1, "warp": 3}, 1: {"blue_1": 2, "warp": 2}}
    state, _ = start(3, hands={2: ("edict_mobius_tubes", *FILL)}, ships=ships)
    state, _ = act(state, 0, {"type": "decline"})  # regroup
    state, _ = act(state, 2, {"type": "play", "card": "edict_mobius_tubes"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)  # nobody responds
    assert head(state) == "place" and engine.acting(state) == (0, 1)  # both owners place their ships at once
    state, _ = act(state, 0, {"type": "place", "planet": "red_1", "count": "all"})
    state, _ = act(state, 1, {"type": "place", "planet": "blue_1", "count": "all"})
    assert state.warp == (0, 0, 0) and state.ships_on("blue_1", 1) == 4 and state.ships_on("red_1", 0) == 4
    assert state.window == "w_start" and state.w_stage == "declare"  # a card was spent: another round


def test_a_veto_cancels_a_declared_edict_and_both_cards_are_spent() -> None:
    hands = {1: ("edict_plague", *FILL), 2: ("edict_veto", *FILL)}
    state, _ = start(3, hands=hands)
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    named = [{"type": "target_seat", "seat": s} for s in ("p1", "p2", "p3")]
    assert engine.legal(state, 1) == [*named, {"type": "pass"}]  # passing instead drops the play
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    assert {"type": "play", "card": "edict_veto"} in engine.legal(state, 2)
    state, _ = act(state, 2, {"type": "play", "card": "edict_veto"})
    assert engine.legal(state, 2) == [{"type": "target_item", "item": 0}, {"type": "pass"}]
    state, _ = act(state, 2, {"type": "target_item", "item": 0})
    state, events = everyone_else_passes(state, 2)
    state, more = everyone_else_passes(state)  # the second response round: nobody answers the veto
    assert not any(e["type"] in ("ships_lost", "card_discarded") for e in events + more)
    assert sorted(c.split("#")[0] for c in state.in_play) == ["edict_plague", "edict_veto"]
    assert state.window == "w_start" and state.w_stage == "declare"


def test_a_player_naming_targets_may_pass_instead_and_his_card_stays_in_hand() -> None:
    state, _ = start(3, hands={1: ("edict_plague", *FILL)})
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, events = act(state, 1, {"type": "pass"})
    assert events == [{"type": "answered", "to": None, "seat": 1}] and state.w_drafts[1] == ()
    state, events = everyone_else_passes(state, 1)
    assert not any(e["type"] == "revealed_plays" for e in events)
    assert any(c.startswith("edict_plague") for c in state.hands[1])


def test_a_veto_answered_by_a_veto_lets_the_edict_stand() -> None:
    hands = {1: ("edict_ionic_gas", *FILL), 2: ("edict_veto", *FILL), 0: ("edict_veto", *FILL)}
    state = invited_nobody(aimed(3, hands=hands))
    state, _ = selected(state, "attack_6", "compromise", stop="w_outcome")
    state, _ = act(state, 1, {"type": "play", "card": "edict_ionic_gas"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = act(state, 2, {"type": "play", "card": "edict_veto"})
    state, _ = act(state, 2, {"type": "target_item", "item": 0})
    state, _ = everyone_else_passes(state, 2)
    state, _ = act(state, 0, {"type": "play", "card": "edict_veto"})
    state, _ = act(state, 0, {"type": "target_item", "item": 1})
    state, _ = everyone_else_passes(state, 0)
    state, events = everyone_else_passes(state)
    assert "ionic_gas" in state.flags
    state, events = pass_windows(state)
    assert not any(e["type"] == "compensation" for e in events)  # Ionic Gas: no compensation


def test_a_cosmic_zap_cancels_a_declared_power_use_and_spends_it() -> None:
    state = invited_nobody(aimed(3, hands={2: ("edict_cosmic_zap", *FILL)}))
    state, _ = until_window(state, "w_preselect")
    assert {"type": "use_power"} in engine.legal(state, 0)  # Mind, as a main player
    state, _ = act(state, 0, {"type": "use_power"})
    state, _ = everyone_else_passes(state, 0)
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    named = [{"type": "target_seat", "seat": s} for s in ("p1", "p2", "p3")]
    assert engine.legal(state, 2) == [*named, {"type": "pass"}]
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    state, events = everyone_else_passes(state, 2)
    state, more = everyone_else_passes(state)
    assert not any(e["type"] == "hand_seen" for e in events + more)
    assert 0 in state.zapped and 0 in state.used
    assert {"type": "use_power"} not in engine.legal(state, 0)  # spent, and switched off


def test_a_declaration_that_no_longer_fits_returns_its_card() -> None:
    hands = {2: ("edict_force_field", *FILL), 3: ("edict_force_field", *FILL)}
    state = yellow_defends(aimed(4, hands=hands), "yellow_1")
    state, _ = until_window(state, "w_alliance")
    for seat in (2, 3):  # both name the only ally
        state, _ = act(state, seat, {"type": "play", "card": "edict_force_field"})
        state, _ = act(state, seat, {"type": "target_seat", "seat": "p3"})
    state, _ = everyone_else_passes(state, 2, 3)
    state, events = everyone_else_passes(state)
    assert [e["seat"] for e in events if e["type"] == "resolved"] == [2]  # p3 comes first in precedence
    assert head(state) == "place" and engine.acting(state) == (2,)  # the ally's ship goes home
    state, more = act(state, 2, {"type": "place_origin"})
    assert [e["seat"] for e in more if e["type"] == "no_effect"] == [3]  # then p4's Force Field finds no ally
    assert any(c.startswith("edict_force_field") for c in state.hands[3])  # p4's card came back
    assert state.allies[2] == ""


def test_plague_costs_three_ships_and_a_card_of_each_category() -> None:
    hands = {1: ("edict_plague", *FILL), 0: ("attack_4", "attack_6", "compromise", "edict_veto")}
    state, _ = start(3, hands=hands)
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    assert head(state) == "lose" and engine.acting(state) == (0,)
    for planet in ("red_1", "red_1", "red_2"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    assert state.warp[0] == 3
    assert head(state) == "discard_category"
    assert engine.legal(state, 0) == [{"type": "card", "card": "attack_4"}, {"type": "card", "card": "attack_6"}]
    state, _ = act(state, 0, {"type": "card", "card": "attack_6"})
    assert engine.legal(state, 0) == [{"type": "card", "card": "compromise"}]
    state, _ = act(state, 0, {"type": "card", "card": "compromise"})
    state, _ = act(state, 0, {"type": "card", "card": "edict_veto"})
    assert [c.split("#")[0] for c in state.hands[0]] == ["attack_4"]


def test_emotion_control_turns_attack_cards_into_compromises() -> None:
    state = invited_nobody(aimed(3, hands={2: ("edict_emotion_control", *FILL)}))
    state, _ = selected(state, "attack_12", "attack_9", stop="w_reveal")
    state, _ = act(state, 2, {"type": "play", "card": "edict_emotion_control"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    state, events = pass_windows(state)
    assert next(e for e in events if e["type"] == "outcome")["winner"] == "deal"


def test_an_edict_is_offered_only_in_its_windows() -> None:
    """D-25: the designed edicts, each in its windows."""
    state = aimed(3, hands={2: ("edict_plague", "edict_emotion_control", *FILL)})
    state, _ = until_window(state, "w_launch")
    assert engine.legal(state, 2) == [{"type": "pass"}]  # a player holding nothing playable is asked all the same


def test_liberation_returns_up_to_four_of_the_players_ships_from_the_warp() -> None:
    ships = {2: {"yellow_1": 0, "warp": 4}, 0: {"red_1": 0, "warp": 4}}
    state, _ = start(3, hands={2: ("edict_liberation", *FILL)}, ships=ships)
    state, _ = act(state, 0, {"type": "decline"})  # regroup
    state, _ = act(state, 2, {"type": "play", "card": "edict_liberation"})
    state, _ = everyone_else_passes(state, 2)
    state, _ = everyone_else_passes(state)
    assert head(state) == "place" and engine.acting(state) == (2,)  # only the player's own ships come back
    state, _ = act(state, 2, {"type": "place", "planet": "yellow_2", "count": "all"})
    assert state.warp == (4, 0, 0) and state.ships_on("yellow_2", 2) == 8
