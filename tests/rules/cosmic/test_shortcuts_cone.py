"""Several ships into the cone as one choice (rules/cosmic/shortcuts.py), and what passing means in each window
(rules/cosmic/hints.py): given a position, the shortcuts' labels and steps, and the exact state after playing them."""

from __future__ import annotations

from rules.contract import Action
from rules.cosmic import engine
from rules.cosmic.effects import WINDOWS
from rules.cosmic.game import GAME
from rules.cosmic.hints import PASS_IN_WINDOW
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import act, head, start, to, until_window
from tests.rules.cosmic.test_challenge import O_HAND, aimed, invited_nobody
from tests.rules.cosmic.test_windows_protocol import FILL, everyone_else_passes

SEND_RED_2: Action = {"type": "commit", "from": "red_2"}


def at_launch(ships: dict[int, dict[str, int]] | None = None) -> State:
    """Red (seat 0, Mind) aims at Blue 1 and is asked for its first ship; with ships in the warp, it declines to
    free one first."""
    if not ships:
        state, _ = to(aimed(commit=0), "commit")
        return state
    state, _ = start(4, destiny=("destiny_blue_1",), hands={0: O_HAND}, ships=ships)
    state, _ = act(state, 0, {"type": "decline"})
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    state, _ = to(state, "commit")
    return state


def play_steps(state: State, seat: str, steps: tuple[Action, ...]) -> State:
    """The shortcut's steps as the service plays them: one ordinary move each."""
    for step in steps:
        state = GAME.apply(state, seat, step).state
    return state


def test_at_the_launch_each_planet_offers_two_to_four_ships_in_board_order() -> None:
    state = at_launch()
    shortcuts = GAME.shortcuts(state, "p1")
    assert [s.label for s in shortcuts[:3]] == [
        "Send 2 ships from Red 1 into the cone (2 of 4 sent)",
        "Send 3 ships from Red 1 into the cone (3 of 4 sent)",
        "Send 4 ships from Red 1 into the cone (4 of 4 sent)",
    ]
    assert len(shortcuts) == 15  # five home planets of 4 ships each, 2 to 4 ships from each
    assert shortcuts[4].label == "Send 3 ships from Red 2 into the cone (3 of 4 sent)"
    assert shortcuts[4].actions == (SEND_RED_2, SEND_RED_2, SEND_RED_2)
    assert shortcuts[4].hint == (
        "So far 0 of at most 4 ships are in the cone. Each ship is sent as a move of its own, and the sending stops "
        "where a ship can no longer go."
    )
    assert GAME.shortcuts(state, "p2") == ()  # only the seat sending ships has them


def test_three_ships_from_red_2_then_one_from_red_4_fill_the_cone_and_end_the_step() -> None:
    state = at_launch()
    three = next(s for s in GAME.shortcuts(state, "p1") if s.label.startswith("Send 3 ships from Red 2"))
    state = play_steps(state, "p1", three.actions)
    assert state.cone_offense == (3, 0, 0, 0)
    assert state.ships_on("red_2", 0) == 1 and state.origins[0] == ("red_2", "red_2", "red_2")
    assert head(state) == "commit"  # one ship more may go: the step goes on as after single sends
    # one ship of room left: no shortcut of two, and the single send and "no more" say how many are there
    assert GAME.shortcuts(state, "p1") == ()
    legal = GAME.legal_actions(state, "p1")
    assert [GAME.hint(state, "p1", a) for a in (legal[3], legal[-1])] == [
        "So far 3 of at most 4 ships are in the cone.",
        "Stop with 3 ships in the cone, of at most 4.",
    ]
    state, _ = act(state, 0, {"type": "commit", "from": "red_4"})
    assert state.cone_offense == (4, 0, 0, 0) and head(state) != "commit"
    assert state.ships_on("red_4", 0) == 3


def test_after_one_ship_the_shortcuts_count_on_from_it() -> None:
    state, _ = act(at_launch(), 0, {"type": "commit", "from": "red_1"})
    labels = [s.label for s in GAME.shortcuts(state, "p1")]
    assert labels[:2] == [
        "Send 2 ships from Red 1 into the cone (3 of 4 sent)",
        "Send 3 ships from Red 1 into the cone (4 of 4 sent)",
    ]
    assert len(labels) == 10  # 3 ships of room: 2 or 3 from each of the five planets


def test_a_planet_offers_no_more_ships_than_it_holds_and_emptying_a_third_home_base_is_told() -> None:
    ships = {0: {"red_1": 2, "red_2": 1, "red_3": 1, "red_4": 0, "red_5": 0, "warp": 16}}
    state = at_launch(ships)
    shortcuts = GAME.shortcuts(state, "p1")
    assert [(s.label, len(s.actions)) for s in shortcuts] == [
        ("Send 2 ships from Red 1 into the cone (2 of 4 sent)", 2)
    ]
    assert shortcuts[0].hint.endswith(
        "This empties Red 1: with fewer than 3 home bases your power stops working until you have 3 again."
    )
    state = play_steps(state, "p1", shortcuts[0].actions)
    assert state.cone_offense[0] == 2 and state.bases(0) == ("red_2", "red_3") and head(state) == "commit"


def test_an_ally_sends_ships_to_his_side_of_the_cone_in_one_choice() -> None:
    state = aimed(4, commit=1)
    state, _ = to(state, "invite")
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "invite", "seat": "p3"})
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    state, _ = act(state, 2, {"type": "join", "side": "defense"})
    four = next(s for s in GAME.shortcuts(state, "p3") if s.label.startswith("Send 4 ships from Yellow 3"))
    assert four.label == "Send 4 ships from Yellow 3 into the cone (4 of 4 sent)"
    state = play_steps(state, "p3", four.actions)
    assert state.cone_defense == (0, 0, 4, 0) and state.ships_on("yellow_3", 2) == 0 and head(state) != "commit"


def test_macron_sends_one_ship_only_and_has_no_shortcut() -> None:
    state, _ = start(4, destiny=("destiny_blue_1",), hands={0: O_HAND}, powers=("macron", "mind", "mutant", "laser"))
    state, _ = to(state, "target")
    state, _ = act(state, 0, {"type": "target", "planet": "blue_1"})
    state, _ = to(state, "commit")
    assert GAME.shortcuts(state, "p1") == ()


def test_the_shortcuts_speak_the_players_language() -> None:
    labels = {locale: GAME.shortcuts(at_launch(), "p1", locale)[0].label for locale in ("de", "fr", "nl")}
    assert all("Red" not in label and "2" in label and "4" in label for label in labels.values()), labels


# -- what passing means --------------------------------------------------------------------------------------------
PASS: Action = {"type": "pass"}


def test_passing_at_the_start_of_a_challenge_says_what_comes_next() -> None:
    state, _ = start(3, hands={2: ("edict_mobius_tubes", *FILL)})
    assert state.window == "w_start" and PASS in GAME.legal_actions(state, "p3")
    assert GAME.hint(state, "p3", PASS) == (
        "Play nothing at the start of the challenge: next, the offense flips the destiny card. Your cards stay in "
        "your hand; if another player plays something, you may still answer it with a Cosmic Zap, a Flare Zap or a "
        "Veto."
    )


def test_passing_in_a_response_round_lets_the_plays_stand() -> None:
    state, _ = start(3, hands={2: ("edict_mobius_tubes", *FILL)})
    state, _ = act(state, 2, {"type": "play", "card": "edict_mobius_tubes"})
    state, _ = everyone_else_passes(state, 2)
    assert state.w_stage == "response"
    assert GAME.hint(state, "p1", PASS) == (
        "Answer nothing in Start of the challenge: the plays shown stand unless another player zaps or vetoes them. "
        "Your cards stay in your hand."
    )


def test_passing_while_naming_targets_drops_the_card() -> None:
    state, _ = start(3, hands={1: ("edict_plague", *FILL)})
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    assert GAME.hint(state, "p2", PASS) == (
        "Drop the card you chose, before naming its targets: it stays in your hand and you play nothing."
    )


def test_passing_before_the_cards_are_picked_is_told_as_such() -> None:
    state = invited_nobody(aimed(3))
    state, _ = until_window(state, "w_preselect")
    assert GAME.hint(state, "p1", PASS).startswith(
        "Play nothing before the cards are picked: next, the offense and the defense each pick a card face down."
    )
    assert engine.acting(state)


def test_every_window_has_its_own_sentence_for_passing_in_every_language() -> None:
    english = {window: PASS_IN_WINDOW[window]("en") for window in WINDOWS}
    assert len(set(english.values())) == len(WINDOWS)
    for locale in ("de", "fr", "nl"):
        said = {window: PASS_IN_WINDOW[window](locale) for window in WINDOWS}
        assert [w for w in WINDOWS if said[w] == english[w]] == [], locale
