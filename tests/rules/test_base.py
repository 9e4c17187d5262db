"""The declared game surface (rules/base.py): strict matching, the refusal order, the memo, the defaults."""

from __future__ import annotations

from typing import Any

import pytest

from rules import registry
from rules.base import GameBase, same_action, same_value
from rules.contract import IllegalAction
from rules.registry import Registry, find_test_hook
from tests.toy_game import TOY, ToyGame


@pytest.mark.parametrize(
    ("a", "b"),
    [(0, 0.0), (0, False), (1, True), (0, "0"), ("a", ["a"]), ([1], [1.0]), ({"x": 1}, {"x": True}), ((1,), [1])],
)
def test_same_value_keeps_types_apart(a: Any, b: Any) -> None:
    assert a == b or str(a) == str(b) or [a] == [b] or a != b  # the pairs Python may confuse
    assert not same_value(a, b)
    assert not same_value(b, a)


def test_same_value_accepts_equal_values_of_equal_types() -> None:
    assert same_value(
        {"type": "load", "container": 0, "deep": [1, {"k": "v"}]},
        {"deep": [1, {"k": "v"}], "type": "load", "container": 0},
    )


def test_same_action_needs_the_same_keys() -> None:
    assert same_action({"type": "roll"}, {"type": "roll"})
    assert not same_action({"type": "roll"}, {"type": "roll", "extra": None})
    assert not same_action({"type": "roll"}, "roll")


def _toy_choice() -> tuple[dict[str, Any], str, dict[str, Any]]:
    state = TOY.setup(["p1", "p2"], 5)
    seat = TOY.acting(state)[0]
    return state, seat, TOY.legal_actions(state, seat)[0]


def test_apply_hands_play_the_games_own_action_object() -> None:
    state, seat, legal = _toy_choice()
    seen: list[dict[str, Any]] = []

    class Watching(ToyGame):
        def play(self, state: Any, seat: str, action: Any) -> Any:
            seen.append(action)
            return super().play(state, seat, action)

    game = Watching()
    own = game.legal_actions(state, seat)[0]
    game.apply(state, seat, dict(reversed(list(legal.items()))))
    assert seen == [own] and seen[0] is own


@pytest.mark.parametrize(
    ("make", "message"),
    [
        ("over", "The game is over."),
        ("stranger", "You are not playing in this game."),
        ("waiting", "It is not your turn."),
        ("bogus", "That is not a legal action now."),
    ],
)
def test_refusals_come_in_a_fixed_order(make: str, message: str) -> None:
    state = TOY.setup(["p1", "p2"], 5)
    seat = "p1"
    action: Any = {"type": "pass"}
    if make == "over":
        state = {**state, "phase": "over"}
        seat = "stranger"  # a stranger is told the game is over first
    elif make == "stranger":
        seat = "p9"
    elif make == "waiting":
        state = TOY.apply(state, "p1", TOY.legal_actions(state, "p1")[0]).state
    before = TOY.encode(state)
    with pytest.raises(IllegalAction) as refused:
        TOY.apply(state, seat, action)
    assert str(refused.value) == message
    assert TOY.encode(state) == before


def test_the_legal_list_is_remembered_but_never_shared() -> None:
    state, seat, _ = _toy_choice()
    game = ToyGame()
    first = game.legal_actions(state, seat)
    first.clear()
    again = game.legal_actions(state, seat)
    assert again and again == ToyGame().legal_actions(state, seat)
    assert game.legal_actions(state, "nobody") == []


def test_validation_narrows_to_the_candidates_without_the_memo() -> None:
    state, seat, legal = _toy_choice()
    asked: list[str] = []

    class Narrow(ToyGame):
        def candidates(self, state: Any, seat: str, action: Any) -> Any:
            asked.append(action["type"])
            return [legal]

    game = Narrow()
    game.apply(state, seat, dict(legal))  # no legal_actions call first: no memo to use
    assert asked == [legal["type"]]
    game.legal_actions(state, seat)
    game.apply(state, seat, dict(legal))  # the memo serves now
    assert asked == [legal["type"]]


def test_view_of_a_stranger_is_refused() -> None:
    state = TOY.setup(["p1", "p2"], 5)
    with pytest.raises(ValueError, match="not a seat"):
        TOY.view(state, "p7")


def test_texts_fall_back_to_english() -> None:
    game = registry.get("hanse")
    state = game.setup(["p1", "p2"], 3)
    seat = game.acting(state)[0]
    action = game.legal_actions(state, seat)[0]
    assert game.describe(state, seat, action, "xx") == game.describe(state, seat, action, "en")
    assert game.language("de") == "de" and game.language("xx") == "en"


def test_defaults_of_the_declared_hooks() -> None:
    state, seat, _ = _toy_choice()
    assert TOY.timeout_action(state, seat) is None
    assert TOY.decision_kind(state, seat) == "decision"
    assert TOY.internal_ids() == frozenset()
    assert TOY.ai_players == {}
    assert TOY.test_hooks == ()


def test_every_registered_game_extends_the_base_and_declares_its_surface() -> None:
    for game in registry.all():
        assert isinstance(game, GameBase)
        assert "en" in game.locales
        assert game.internal_ids(), game.id
        assert not set(game.test_hooks) & set(game.options), game.id
        for hook in game.test_hooks:
            assert callable(find_test_hook(game, hook))


def test_a_test_hook_that_is_not_declared_is_not_handed_out() -> None:
    with pytest.raises(KeyError, match="no test hook 'round_cap'"):
        find_test_hook(registry.get("hanse"), "round_cap")


def test_the_registry_refuses_a_game_that_does_not_extend_the_base(monkeypatch: pytest.MonkeyPatch) -> None:
    import rules.hanse

    class Bare:
        id = "hanse"

    monkeypatch.setattr(rules.hanse, "GAME", Bare())
    with pytest.raises(RuntimeError, match="GameBase"):
        Registry(("hanse",)).get("hanse")


def _kinds_met(game_id: str, players: int) -> dict[str, set[str]]:
    """Per phase reached in a few random games, the decision kinds its acting seats were given."""
    import random

    game = registry.get(game_id)
    met: dict[str, set[str]] = {}
    for seed in range(4):
        rand = random.Random(seed)
        state = game.setup([f"p{i}" for i in range(1, players + 1)], seed)
        while not game.is_over(state):
            for seat in game.acting(state):
                met.setdefault(state.phase, set()).add(game.decision_kind(state, seat))
            seat = game.acting(state)[0]
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, legal[rand.randrange(len(legal))]).state
    return met


def test_hanse_calls_the_answer_to_an_intervention_a_reaction() -> None:
    met = _kinds_met("hanse", 2)
    assert met.pop("reaction") == {"reaction"}
    assert met and all(kinds == {"decision"} for kinds in met.values())


def test_andromeda_calls_trading_a_negotiation() -> None:
    met = _kinds_met("andromeda", 3)
    assert met.pop("transport") == {"decision"} and met.pop("action") == {"decision"}
    assert {"offer", "respond"} <= set(met)
    assert all(kinds == {"negotiation"} for kinds in met.values())
