"""A whole founding and an exchange of several cards as one choice (rules/andromeda/shortcuts.py): given a position,
the shortcuts' labels and steps, and the exact state after playing them one move each."""

from __future__ import annotations

from rules.andromeda import GAME
from rules.andromeda.components import KIND_OF, KINDS
from rules.andromeda.state import State
from rules.andromeda.testing import arrange, rig_ring_draws
from rules.contract import Action

from .support import a, new_game, play, to_actions

FILLER = ["borea", "cygna", "eos", "fenn", "gorr"]


def at_menu(hand: list[str], **more: object) -> State:
    """p1 (active, at the turn menu) holds `hand`; stations only where `stations` says (none of p1's elsewhere)."""
    state = to_actions(new_game(3, active=0))
    wanted: dict[str, dict[str, int]] = more.pop("stations", {})  # type: ignore[assignment]
    planets = ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")
    stations = {p: {"p1": 0, "p2": 0, "p3": 0, **wanted.get(p, {})} for p in planets}
    return arrange(state, hands={"p1": hand}, stations=stations, **more)  # type: ignore[arg-type]


def kinds(state: State, seat: int) -> list[str]:
    return [KINDS[KIND_OF[c]] for c in state.hands[seat]]


def play_steps(state: State, steps: tuple[Action, ...]) -> State:
    """The shortcut's steps as the service plays them: one ordinary move each."""
    for step in steps:
        state = GAME.apply(state, "p1", step).state
    return state


def test_the_turn_menu_offers_one_founding_per_planet_and_count_of_its_cards() -> None:
    state = at_menu(["azura"] * 4 + FILLER, stations={"azura": {"p1": 2, "p2": 2, "p3": 2}})
    shortcuts = GAME.shortcuts(state, "p1")
    assert [s.label for s in shortcuts] == [
        "Found a trading centre on Azura with 3 Azura cards (1 try)",
        "Found a trading centre on Azura with 4 Azura cards (2 tries)",
    ]
    assert shortcuts[1].actions == (
        a("act", what="found"),
        a("planet", planet="azura"),
        a("planet_cards", n=4),
        a("set_done"),
    )
    assert shortcuts[0].hint.startswith("The whole founding in one choice")
    assert GAME.shortcuts(state, "p2") == ()  # not p2's turn


def test_a_founding_in_one_choice_ends_as_its_four_single_steps_do() -> None:
    state = rig_ring_draws(at_menu(["azura"] * 4 + FILLER, stations={"azura": {"p1": 2, "p2": 2, "p3": 2}}), ["red"])
    chosen = GAME.shortcuts(state, "p1")[0]
    by_steps, _ = play(state, *[("p1", step) for step in chosen.actions])
    after = play_steps(state, chosen.actions)
    assert after == by_steps
    assert after.centres[0] == 0 and after.on[0] == (1, 2, 2)  # the ring drew p1's own station: Azura's best satellite
    assert kinds(after, 0) == ["azura", *FILLER] and after.used == 1 and after.build == ""


def test_a_planet_short_of_cards_is_topped_up_with_the_lowest_bonus_cards() -> None:
    state = at_menu(["draco", "draco", "gold", "silver", "borea"], stations={"draco": {"p1": 1, "p2": 1}})
    shortcuts = GAME.shortcuts(state, "p1")
    assert [(s.label, s.actions[2:]) for s in shortcuts] == [
        (
            "Found a trading centre on Draco with 2 Draco cards, 1 Silver card (1 try)",
            (a("planet_cards", n=2), a("add_bonus", tier="silver"), a("set_done")),
        )
    ]
    after = play_steps(rig_ring_draws(state, ["blue"]), shortcuts[0].actions)
    assert kinds(after, 0) == ["borea", "gold"]  # the Gold card, worth more at the end, is kept
    assert after.centres[9:12] == (-1, -1, -1) and after.on[3] == (1, 0, 0) and after.earth[1] == state.earth[1] + 1


def test_a_founding_begun_at_the_menu_is_finished_in_one_more_choice() -> None:
    state = at_menu(["azura"] * 3 + FILLER, stations={"azura": {"p1": 1}})
    state, _ = play(state, ("p1", a("act", what="found")))
    assert [(s.label, s.actions) for s in GAME.shortcuts(state, "p1")] == [
        (
            "Found a trading centre on Azura with 3 Azura cards (1 try)",
            (a("planet", planet="azura"), a("planet_cards", n=3), a("set_done")),
        )
    ]
    state, _ = play(state, ("p1", a("planet", planet="azura")))
    assert GAME.shortcuts(state, "p1")[0].actions == (a("planet_cards", n=3), a("set_done"))
    state, _ = play(state, ("p1", a("planet_cards", n=3)))
    assert GAME.shortcuts(state, "p1") == ()  # one step is left: no shortcut


def test_no_founding_without_a_station_or_a_free_satellite() -> None:
    state = at_menu(["azura"] * 3 + FILLER, stations={"azura": {"p2": 2}})
    assert GAME.shortcuts(state, "p1") == ()
    full = at_menu(
        ["azura"] * 3 + FILLER,
        stations={"azura": {"p1": 1}},
        centres={"azura_s1": "p2", "azura_s2": "p3", "azura_s3": "p2"},
    )
    assert GAME.shortcuts(full, "p1") == ()


def test_an_exchange_gives_away_one_to_two_cards_of_a_kind_in_one_choice() -> None:
    state = at_menu(["azura", "azura", "borea", "cygna"])
    state = arrange(state, draw_top=["eos", "fenn"])
    state, _ = play(state, ("p1", a("act", what="exchange")))
    shortcuts = GAME.shortcuts(state, "p1")
    assert [s.label for s in shortcuts] == [
        "Give away 1 Azura card and draw 1 planet card",
        "Give away 2 Azura cards and draw 2 planet cards",
        "Give away 1 Borea card and draw 1 planet card",
        "Give away 1 Cygna card and draw 1 planet card",
    ]
    two = shortcuts[1]
    assert two.actions == (a("exchange_card", kind="azura"), a("exchange_card", kind="azura"), a("exchange_done"))
    after = play_steps(state, two.actions)
    assert kinds(after, 0) == ["borea", "cygna", "eos", "fenn"] and after.used == 1


def test_an_exchange_begun_card_by_card_counts_the_cards_already_chosen() -> None:
    state = at_menu(["azura", "borea", "borea", "cygna"], tech={"p1": 3})  # up to 3 cards from tech stage 3
    state, _ = play(state, ("p1", a("act", what="exchange")), ("p1", a("exchange_card", kind="azura")))
    labels = [s.label for s in GAME.shortcuts(state, "p1")]
    assert labels == [
        "Give away 1 Azura card, 1 Borea card and draw 2 planet cards",
        "Give away 1 Azura card, 2 Borea cards and draw 3 planet cards",
        "Give away 1 Azura card, 1 Cygna card and draw 2 planet cards",
    ]


def test_the_shortcuts_speak_the_players_language() -> None:
    state = at_menu(["azura"] * 3 + FILLER, stations={"azura": {"p1": 1}})
    labels = {locale: GAME.shortcuts(state, "p1", locale)[0].label for locale in ("de", "fr", "nl")}
    assert all("Found a trading centre" not in label and "3" in label for label in labels.values()), labels
