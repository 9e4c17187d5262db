"""Wave 2a's powers around the discard pile (spec §5.5.2): Hate's discard at the start of his turn and what it costs
the others, and Vulch taking the other players' edicts on every way to the discard pile; per power its effect, its
timing, and what happens when it is zapped or inactive."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping

from rules.cosmic import engine
from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.state import State, Task, decode, encode
from rules.cosmic.views import public_view
from rules.frozen import evolve
from tests.rules.cosmic.scenario import act, head, pass_windows, start, to, until_window
from tests.rules.cosmic.test_challenge import D_HAND, aimed, invited_nobody, selected
from tests.rules.cosmic.test_conservation import cards
from tests.rules.cosmic.test_powers import FILL, FLARES, kinds
from tests.rules.cosmic.test_windows_protocol import everyone_else_passes

LOSE_SHIPS = {"type": "lose_ships"}
THREE_HOME_BASES_LESS_ONE = {"red_1": 0, "red_2": 0, "red_3": 0, "red_4": 10, "red_5": 10}
"""Two home bases: the power is not active (§4.1)."""


def card(kind: str) -> dict[str, object]:
    return {"type": "card", "card": kind}


def of_type(events: list[dict[str, object]], kind: str) -> list[dict[str, object]]:
    return [e for e in events if e["type"] == kind]


# -- Hate --------------------------------------------------------------------------------------------------------------
HATER = ("attack_10", "compromise", "edict_veto")


def hate_turn(hands: Mapping[int, tuple[str, ...]], **kwargs: object) -> State:
    """Red (seat 0) plays Hate and his turn begins: he is asked first of all which card he discards."""
    powers = kwargs.pop("powers", ("hate", "mind", "mutant"))
    state, _ = start(3, powers=powers, hands={0: HATER, **hands}, **kwargs)  # type: ignore[arg-type]
    return state


def test_hate_discards_a_card_and_each_other_player_matches_it_or_hate_takes_three_of_his_ships() -> None:
    state = hate_turn({1: ("attack_8", "attack_12", "attack_15", "compromise"), 2: ("attack_6", "compromise")})
    before = cards(state)
    assert head(state) == "hate" and engine.acting(state) == (0,)
    assert engine.legal(state, 0) == [card("compromise"), card("attack_10"), card("edict_veto")]
    state, events = act(state, 0, card("attack_10"))
    assert of_type(events, "card_discarded") == [{"type": "card_discarded", "to": None, "seat": 0, "card": "attack_10"}]
    # from Hate's left: blue, then yellow; an attack card below 10 does not match
    assert head(state) == "hated" and engine.acting(state) == (1,)
    assert engine.legal(state, 1) == [card("attack_12"), card("attack_15"), LOSE_SHIPS]
    state, _ = act(state, 1, card("attack_12"))
    assert kinds(state.hands[1]) == ["attack_15", "attack_8", "compromise"]
    assert engine.acting(state) == (2,) and engine.legal(state, 2) == [LOSE_SHIPS]
    state, events = act(state, 2, LOSE_SHIPS)
    assert of_type(events, "hate_lose_ships") == [
        {"type": "hate_lose_ships", "to": None, "seat": 2, "by": 0, "count": 3}
    ]
    # Hate picks yellow's ships, one per step
    assert head(state) == "lose" and engine.acting(state) == (0,) and engine.legal(state, 2) == []
    assert engine.legal(state, 0) == [{"type": "lose", "planet": f"yellow_{i}"} for i in range(1, 6)]
    lost: list[dict[str, object]] = []
    for planet in ("yellow_1", "yellow_1", "yellow_4"):
        state, events = act(state, 0, {"type": "lose", "planet": planet})
        lost += of_type(events, "ships_lost")
    assert [(e["seat"], e["planet"], e["by"]) for e in lost] == [(2, "yellow_1", 0)] * 2 + [(2, "yellow_4", 0)]
    assert [state.ships_on(p, 2) for p in state.home_planets(2)] == [2, 4, 4, 3, 4] and state.warp == (0, 0, 3)
    assert kinds(state.discard) == ["attack_10", "attack_12"] and kinds(state.hands[0]) == ["compromise", "edict_veto"]
    assert kinds(state.hands[2]) == ["attack_6", "compromise"]
    # then the turn goes on: Hate holds a challenge card, so no new hand; the start window opens
    assert head(state) == "round" and state.window == "w_start" and state.w_solo == -1
    assert cards(state) == before


def test_a_hate_victim_with_no_matching_card_is_still_asked_and_may_only_lose_ships() -> None:
    """D-34, §5.5.0: whether a player is asked must not tell what he holds, so he is asked even with one option."""
    state = hate_turn({1: ("attack_6", "compromise"), 2: ()})
    state, _ = act(state, 0, card("edict_veto"))
    assert engine.acting(state) == (1,) and engine.legal(state, 1) == [LOSE_SHIPS]
    state, _ = act(state, 1, LOSE_SHIPS)
    for planet in ("blue_1", "blue_2", "blue_3"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    # an empty hand is asked too, and then the turn goes on
    assert head(state) == "hated" and engine.acting(state) == (2,) and engine.legal(state, 2) == [LOSE_SHIPS]
    assert state.warp == (0, 3, 0)


def test_a_hate_victim_matches_the_category_and_an_attack_card_needs_at_least_hates_value() -> None:
    state = hate_turn({1: ("attack_9", "attack_10", "compromise", "edict_plague")})
    state, _ = act(state, 0, card("attack_10"))
    assert engine.legal(state, 1) == [card("attack_10"), LOSE_SHIPS]  # equal value matches, 9 does not
    state = hate_turn({1: ("attack_9", "attack_10", "compromise", "edict_plague", "edict_veto")})
    state, _ = act(state, 0, card("edict_veto"))
    assert engine.legal(state, 1) == [card("edict_plague"), card("edict_veto"), LOSE_SHIPS]  # any edict
    state = hate_turn({1: ("attack_9", "compromise")})
    state, _ = act(state, 0, card("compromise"))
    assert engine.legal(state, 1) == [card("compromise"), LOSE_SHIPS]


def test_a_hate_victim_with_no_ship_on_a_planet_loses_nothing() -> None:
    ships = {1: {f"blue_{i}": 0 for i in range(1, 6)} | {"warp": 20}}
    state = hate_turn({1: ("attack_6",)}, ships=ships)
    state, _ = act(state, 0, card("compromise"))
    state, events = act(state, 1, LOSE_SHIPS)
    assert of_type(events, "hate_lose_ships")[0]["count"] == 0
    assert head(state) == "hated" and engine.acting(state) == (2,)


def test_hate_acts_at_the_start_of_his_turn_before_regroup_and_his_own_new_hand_check_follows() -> None:
    """§4.3: phase 0 step 2, then step 3: Hate who discarded his only challenge card draws a new hand."""
    hand = ("attack_10", "edict_veto")
    ships = {0: {"red_1": 2, "warp": 2}}
    state = hate_turn({0: hand, 1: ("attack_12",), 2: ("attack_15",)}, ships=ships, talon=("attack_4",))
    assert head(state) == "hate"  # before regroup, though he has ships in the warp
    state, _ = act(state, 0, card("attack_10"))
    state, _ = act(state, 1, card("attack_12"))
    state, _ = act(state, 2, card("attack_15"))
    # his new-hand mini-window (§4.2 step 1: he alone declares), then seven cards, then regroup
    assert head(state) == "round" and state.window == "w_start" and engine.acting(state) == (0,)
    state, events = act(state, 0, {"type": "pass"})
    assert of_type(events, "hand_discarded")[0]["cards"] == ["edict_veto"]
    assert len(state.hands[0]) == 7 and "attack_4" in kinds(state.hands[0])
    assert head(state) == "regroup"


def test_hate_acts_only_before_the_first_challenge_of_his_own_turn() -> None:
    state, _ = start(3, offense=1, powers=("hate", "mind", "mutant"), hands={0: HATER})
    assert head(state) == "round" and state.window == "w_start"  # blue's turn: no Hate
    state = hate_turn({})
    second = engine.advance(evolve(state, challenge_no=1, tasks=(Task("challenge"),)), [])
    assert second.challenge_no == 2 and head(second) == "round" and second.window == "w_start"


def test_an_inactive_hate_discards_nothing() -> None:
    state = hate_turn({1: ("attack_12",)}, ships={0: THREE_HOME_BASES_LESS_ONE})
    assert head(state) == "round" and state.window == "w_start"
    assert kinds(state.hands[0]) == sorted(HATER) and state.discard == ()


def test_hate_with_an_empty_hand_discards_nothing_and_nobody_is_asked() -> None:
    """His empty hand is public: nobody is asked; his new hand (§4.3 step 3) follows at once."""
    state, events = start(3, powers=("hate", "mind", "mutant"), hands={0: ()})
    assert of_type(events, "card_discarded") == [] and of_type(events, "hand_discarded")[0]["cards"] == []
    assert head(state) == "round" and state.window == "w_start" and engine.acting(state) == (0, 1, 2)


def test_no_cosmic_zap_can_reach_hate_before_he_acts() -> None:
    """No window opens in a challenge before phase 0 step 2, and a zap of the last challenge ends with it (§4.2:
    a Cosmic Zap switches an automatic power off for the rest of its challenge only)."""
    state = hate_turn({})
    state = engine.advance(evolve(state, zapped=(0,), challenge_no=0, tasks=(Task("turn", 0),)), [])
    assert head(state) == "hate" and state.zapped == ()


# -- Vulch -------------------------------------------------------------------------------------------------------------
def zaps(state: State, *by: int, at: int = 0) -> State:
    """In `w_preselect`, each of `by` declares a Cosmic Zap on seat `at`; the others pass, nobody responds."""
    state, _ = until_window(state, "w_preselect")
    for seat in by:
        state, _ = act(state, seat, {"type": "play", "card": "edict_cosmic_zap"})
        state, _ = act(state, seat, {"type": "target_seat", "seat": state.seats[at]})
    state, _ = everyone_else_passes(state, *by)
    state, _ = everyone_else_passes(state)
    return state


def vulch_challenge(**kwargs: object) -> State:
    """Red attacks blue; yellow (seat 2) plays Vulch; blue and yellow each hold a Cosmic Zap."""
    hands = {1: (*D_HAND, "edict_cosmic_zap"), 2: ("edict_cosmic_zap", *FILL)}
    return invited_nobody(aimed(3, powers=("mind", "mutant", "vulch"), hands=hands, **kwargs))


def test_vulch_takes_the_edicts_others_played_at_phase_nine_and_discards_his_own() -> None:
    state = zaps(vulch_challenge(), 1, 2)
    before = cards(state)
    in_play_by = public_view(state, ())["in_play_by"]
    assert sorted(in_play_by) == sorted(state.in_play) and sorted(in_play_by.values()) == ["p2", "p3"]
    state, events = selected(state, "attack_12", "attack_9")
    taken = of_type(events, "edicts_taken")
    assert taken == [{"type": "edicts_taken", "to": None, "seat": 2, "from": 1, "cards": ["edict_cosmic_zap"]}]
    assert kinds(state.hands[2]) == sorted((*FILL, "edict_cosmic_zap"))
    discarded = of_type(events, "cards_discarded")[0]["cards"]
    assert isinstance(discarded, list) and sorted(discarded) == ["attack_12", "attack_9", "edict_cosmic_zap"]
    assert kinds(state.discard) == ["attack_12", "attack_9", "edict_cosmic_zap"]
    assert state.played_by == () and state.in_play == ()
    assert cards(state) == before


def test_a_zapped_vulch_lets_the_edicts_go_to_the_discard_pile() -> None:
    state = zaps(vulch_challenge(), 1, at=2)
    assert 2 in state.zapped
    state, events = selected(state, "attack_12", "attack_9")
    assert of_type(events, "edicts_taken") == []
    assert "edict_cosmic_zap" in kinds(state.discard) and kinds(state.hands[2]) == sorted(("edict_cosmic_zap", *FILL))


def test_an_inactive_vulch_lets_the_edicts_go_to_the_discard_pile() -> None:
    ships = {2: {"yellow_1": 0, "yellow_2": 0, "yellow_3": 0, "yellow_4": 10, "yellow_5": 10}}
    state = zaps(vulch_challenge(ships=ships), 1)
    state, events = selected(state, "attack_12", "attack_9")
    assert of_type(events, "edicts_taken") == []
    assert "edict_cosmic_zap" in kinds(state.discard) and "edict_cosmic_zap" not in kinds(state.hands[1])


def test_vulch_takes_the_edicts_of_a_hand_discarded_for_a_new_one() -> None:
    hand = ("edict_plague", "edict_veto", "flare_mind")
    state, _ = start(3, powers=("mind", "mutant", "vulch"), hands={0: hand}, options=FLARES)
    before = cards(state)
    assert state.w_solo == 0
    state, events = act(state, 0, {"type": "pass"})
    assert of_type(events, "hand_discarded")[0]["cards"] == ["edict_plague", "edict_veto", "flare_mind"]
    assert of_type(events, "edicts_taken") == [
        {"type": "edicts_taken", "to": None, "seat": 2, "from": 0, "cards": ["edict_plague", "edict_veto"]}
    ]
    assert {"edict_plague", "edict_veto"} <= set(kinds(state.hands[2])) and kinds(state.discard) == ["flare_mind"]
    assert cards(state) == before


def test_vulch_keeps_his_edicts_face_up_and_draws_seven_more_for_a_new_hand() -> None:
    hand = ("edict_plague", "edict_veto", "flare_mind")
    state, _ = start(3, powers=("vulch", "mind", "mutant"), hands={0: hand}, options=FLARES)
    before = cards(state)
    state, events = act(state, 0, {"type": "pass"})
    told = [e["type"] for e in events]
    assert told.index("edicts_kept") < told.index("hand_discarded") < told.index("new_hand")
    assert of_type(events, "edicts_kept") == [
        {"type": "edicts_kept", "to": None, "seat": 0, "cards": ["edict_plague", "edict_veto"]}
    ]
    assert of_type(events, "hand_discarded")[0]["cards"] == ["flare_mind"]
    assert of_type(events, "new_hand")[0]["count"] == 7
    assert len(state.hands[0]) == 9 and {"edict_plague", "edict_veto"} <= set(kinds(state.hands[0]))
    assert kinds(state.discard) == ["flare_mind"]
    assert cards(state) == before


def test_an_inactive_vulch_discards_his_whole_hand_for_a_new_one() -> None:
    hand = ("edict_plague", "edict_veto")
    ships = {0: THREE_HOME_BASES_LESS_ONE}
    state, _ = start(3, powers=("vulch", "mind", "mutant"), hands={0: hand}, ships=ships)
    state, events = act(state, 0, {"type": "pass"})
    assert of_type(events, "edicts_kept") == [] and len(state.hands[0]) == 7
    assert kinds(state.discard) == ["edict_plague", "edict_veto"]


def test_vulch_takes_the_edict_plague_makes_its_victim_discard() -> None:
    hands = {1: ("edict_plague", *FILL), 0: ("attack_4", "edict_veto")}
    state, _ = start(3, powers=("mind", "mutant", "vulch"), hands=hands)
    before = cards(state)
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    state, _ = everyone_else_passes(state, 1)
    state, _ = everyone_else_passes(state)
    for planet in ("red_1", "red_1", "red_2"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    state, _ = act(state, 0, card("attack_4"))
    state, events = act(state, 0, card("edict_veto"))
    assert of_type(events, "edicts_taken") == [
        {"type": "edicts_taken", "to": None, "seat": 2, "from": 0, "cards": ["edict_veto"]}
    ]
    assert "edict_veto" in kinds(state.hands[2]) and kinds(state.discard) == ["attack_4"]
    assert cards(state) == before


def test_vulch_takes_hates_edict_and_his_victims_but_discards_his_own() -> None:
    hands = {1: ("edict_plague", "attack_6"), 2: ("edict_quash", "attack_8")}
    state = hate_turn(hands, powers=("hate", "mind", "vulch"))
    before = cards(state)
    state, events = act(state, 0, card("edict_veto"))
    assert of_type(events, "edicts_taken") == [
        {"type": "edicts_taken", "to": None, "seat": 2, "from": 0, "cards": ["edict_veto"]}
    ]
    state, events = act(state, 1, card("edict_plague"))
    assert of_type(events, "edicts_taken")[0]["from"] == 1
    assert engine.legal(state, 2) == [card("edict_plague"), card("edict_quash"), card("edict_veto"), LOSE_SHIPS]
    state, events = act(state, 2, card("edict_quash"))
    assert of_type(events, "edicts_taken") == []
    assert kinds(state.discard) == ["edict_quash"]
    assert kinds(state.hands[2]) == ["attack_8", "edict_plague", "edict_veto"]
    assert cards(state) == before


def test_vulch_takes_the_edicts_barbarian_discards_from_the_defenses_hand() -> None:
    state = invited_nobody(aimed(3, powers=("barbarian", "mind", "vulch"), hands={1: (*D_HAND, "edict_veto")}))
    before, held = cards(state), len(state.hands[2])
    state, _ = selected(state, "attack_15", "attack_5")
    assert head(state) == "barbarian_keep"
    state, _ = act(state, 0, card("attack_20"))
    state, events = act(state, 0, card("attack_9"))
    assert of_type(events, "edicts_taken") == [
        {"type": "edicts_taken", "to": None, "seat": 2, "from": 1, "cards": ["edict_veto"]}
    ]
    assert "edict_veto" in kinds(state.hands[2]) and len(state.hands[2]) == held + 1
    assert kinds(state.discard) == ["attack_6", "attack_7", "attack_8", "compromise"]
    assert cards(state) == before


def test_who_played_an_edict_is_noted_only_in_a_game_with_vulch_and_encoded() -> None:
    state = zaps(vulch_challenge(), 1)
    assert [(c.split("#")[0], s) for c, s in state.played_by] == [("edict_cosmic_zap", 1)]
    assert decode(encode(state)) == state
    hands = {1: (*D_HAND, "edict_cosmic_zap")}
    state = zaps(invited_nobody(aimed(3, powers=("mind", "mutant", "laser"), hands=hands)), 1)
    assert state.in_play and state.played_by == ()
    assert "played_by" not in json.loads(encode(state))  # a game without Vulch encodes as before
    assert decode(encode(state)) == state


def test_the_turn_runs_on_to_the_target_after_hate() -> None:
    state = hate_turn({1: ("attack_12",), 2: ("attack_15",)}, destiny=("destiny_blue_1",))
    state, _ = act(state, 0, card("compromise"))
    state, _ = act(state, 1, LOSE_SHIPS)
    for planet in ("blue_1", "blue_1", "blue_1"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    state, _ = act(state, 2, LOSE_SHIPS)
    for planet in ("yellow_2", "yellow_2", "yellow_2"):
        state, _ = act(state, 0, {"type": "lose", "planet": planet})
    state, _ = pass_windows(state)
    state, _ = to(state, "target")
    assert state.defense == 1 and state.warp == (0, 3, 3)


def test_random_games_with_hate_and_vulch_keep_every_card_and_ship() -> None:
    """§2 conservation with both powers at the table: Vulch's taken edicts and Hate's discards stay in the game."""
    for seed in range(3):
        state, _ = start(4, seed=seed, powers=("hate", "vulch", "mind", "mutant"))
        deck, rand = cards(state), random.Random(seed)
        seen: set[str] = set()
        for _ in range(1500):
            if engine.is_over(state):
                break
            seat = rand.choice(engine.acting(state))
            state, events = act(state, seat, rand.choice(engine.legal(state, seat)))
            seen |= {str(e["type"]) for e in events}
            assert cards(state) == deck
            assert [state.ships_of(s) for s in range(4)] == [SHIPS_PER_COLOUR] * 4
        assert {"card_discarded", "edicts_taken", "hate_lose_ships"} <= seen
