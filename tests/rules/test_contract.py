"""Options, player counts and the exported names of the contract."""

from __future__ import annotations

import pytest

import rules
from rules.contract import Option, SetupError, check_player_count, resolve_options

OPTIONS = {
    "round_cap": Option(60, "Rounds before the game ends.", int, minimum=0, maximum=200),
    "reshuffle": Option(True, "Reshuffle the discard pile.", bool),
    "mode": Option("ask", "How to answer.", str, choices=("ask", "auto")),
}


def test_rules_exports_the_contract_names() -> None:
    for name in ("registry", "Game", "Step", "Result", "Option", "IllegalAction", "SetupError"):
        assert hasattr(rules, name)
    assert issubclass(rules.IllegalAction, ValueError)
    assert issubclass(rules.SetupError, ValueError)


def test_defaults_fill_what_is_not_given() -> None:
    assert resolve_options(OPTIONS, {"round_cap": 5}) == {"round_cap": 5, "reshuffle": True, "mode": "ask"}
    assert resolve_options(OPTIONS, None) == {"round_cap": 60, "reshuffle": True, "mode": "ask"}


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"colour": 1}, "There is no option “colour”; the options are: mode, reshuffle, round_cap."),
        ({"round_cap": 201}, "Option “round_cap” must be at most 200, not 201."),
        ({"round_cap": -1}, "Option “round_cap” must be at least 0, not -1."),
        ({"round_cap": True}, "Option “round_cap” must be a whole number, not “True”."),
        ({"reshuffle": 1}, "Option “reshuffle” must be true or false, not “1”."),
        ({"mode": "never"}, "Option “mode” must be one of ask, auto, not “never”."),
    ],
)
def test_bad_options_are_refused_with_what_is_allowed(given: dict[str, object], message: str) -> None:
    with pytest.raises(SetupError) as caught:
        resolve_options(OPTIONS, given)
    assert str(caught.value) == message


def test_a_setup_error_is_said_in_the_players_language() -> None:
    with pytest.raises(SetupError) as refused:
        resolve_options(OPTIONS, {"round_cap": 201})
    assert refused.value.say("de") == "Option „round_cap“ darf höchstens 200 sein, nicht 201."
    assert refused.value.say("fr") == "L'option « round_cap » doit valoir au plus 200, pas 201."


def test_player_count_and_unique_seats() -> None:
    check_player_count("andromeda", ["p1", "p2", "p3"], 3, 5)
    with pytest.raises(SetupError, match=r"This game needs 3 to 5 players, not 2\."):
        check_player_count("andromeda", ["p1", "p2"], 3, 5)
    with pytest.raises(SetupError, match=r"This game needs 2 players, not 3\."):
        check_player_count("hanse", ["p1", "p2", "p3"], 2, 2)
    with pytest.raises(SetupError, match="unique"):
        check_player_count("hanse", ["p1", "p1"], 2, 2)


def test_an_options_labels_name_its_choices_one_each() -> None:
    pool = Option(default="b", help="Pool.", kind=str, choices=("a", "b"), labels=("First", "Second"))
    assert [pool.label(v) for v in ("a", "b", "c")] == ["First", "Second", "c"]
    assert Option(default="a", help="Pool.", kind=str, choices=("a", "b")).label("b") == "b"
    with pytest.raises(ValueError, match="one each"):
        Option(default="a", help="Pool.", kind=str, choices=("a", "b"), labels=("First",))
    with pytest.raises(ValueError, match="one each"):
        Option(default=1, help="Rounds.", labels=("One",))
