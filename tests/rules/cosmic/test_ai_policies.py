"""Each power's part in the heuristic player lives in its power's module (`Power.policy`, rules/cosmic/reading.py):
rules/cosmic/ai.py names no power, every power with an optional use says when it is worth using (or says in its
module that it always is), a policy chooses only in its own power's decisions, and the player asks the registry: a
power's policy decides whether its use is worth it, and a power declared by a test is played by its own policy.

Red (seat 0) attacks blue_1 with two ships; blue defends it with four (tests/rules/cosmic/test_challenge.py)."""

from __future__ import annotations

import ast
import importlib
import inspect
import random
import re
from collections.abc import Sequence

from rules.contract import Action, Event
from rules.cosmic import ai
from rules.cosmic.aliens import ALIENS
from rules.cosmic.components import POWERS as POWER_CARDS
from rules.cosmic.decisions import Decision
from rules.cosmic.game import GAME
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import POWERS, Power, registered
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from tests.rules.cosmic.scenario import until_window
from tests.rules.cosmic.test_wave_2a_outcome import challenge

ALWAYS = "always worth using"
"""What the module of a power whose use has no `worth_using` says of it."""


def _code_texts(source: str) -> list[str]:
    """Every name and string of the module's code, lower case (docstrings and comments left out)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    texts: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            texts.append(node.value)
        elif isinstance(node, ast.Name):
            texts.append(node.id)
        elif isinstance(node, ast.Attribute):
            texts.append(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            texts.append(node.name)
    return [text.lower() for text in texts]


def _named(ids: set[str], texts: list[str]) -> list[str]:
    """The ids that a text names as a word of its own (an underscore parts words: "flare_mind" names mind)."""
    return sorted(i for i in ids if any(re.search(rf"(?<![a-z0-9]){i}(?![a-z0-9])", text) for text in texts))


def test_the_heuristic_player_names_no_power() -> None:
    ids = {p.id for p in POWER_CARDS}
    assert _named(ids, _code_texts('card = "flare_mind"\nif will_planet: anti_matter()')) == [
        "anti_matter",
        "mind",
        "will",
    ]
    assert _named(ids, _code_texts(inspect.getsource(ai))) == []


def _module_doc(power: Power) -> str:
    return inspect.getdoc(importlib.import_module(f"rules.cosmic.aliens.{power.id}")) or ""


def test_every_power_with_an_optional_use_says_when_it_is_worth_using() -> None:
    unsaid = [
        p.id
        for p in ALIENS
        if p.use is not None
        and (p.policy is None or p.policy.worth_using is None)
        and ALWAYS not in " ".join(_module_doc(p).split())
    ]
    assert unsaid == []


def test_a_policy_chooses_only_in_decisions_its_power_brings_and_each_has_one_chooser() -> None:
    claimed = [(p.id, kind) for p in ALIENS if p.policy is not None for kind, _ in p.policy.choices]
    assert [(power, kind) for power, kind in claimed if kind not in dict(POWERS[power].decisions)] == []
    kinds = [kind for _, kind in claimed]
    assert sorted(kinds) == sorted(set(kinds))


# -- the player asks the registry --------------------------------------------------------------------------------------
STRONG = ("attack_12", "attack_15", "attack_20", "attack_10", "attack_13", "compromise", "attack_14")
WEAK = ("attack_1", "attack_4", "compromise", "attack_5", "attack_6", "attack_4", "compromise")


def _choice_in_preselect(hand: Sequence[str]) -> Action:
    """Red, as Trader, is asked in `w_preselect` (he may trade hands); what the heuristic player does."""
    state, _ = until_window(challenge(("trader", "mind", "mutant"), hands={0: tuple(hand)}), "w_preselect")
    while "p1" not in GAME.acting(state):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, {"type": "pass"}).state
    legal = GAME.legal_actions(state, "p1")
    assert {"type": "use_power"} in legal
    return ai.HeuristicPlayer().choose(GAME, GAME.view(state, "p1"), legal, random.Random(0))


def test_trader_trades_a_weak_hand_by_his_policy_and_keeps_a_strong_one() -> None:
    assert _choice_in_preselect(WEAK) == {"type": "use_power"}  # a mean of 4, below the typical attack card's 10.9
    assert _choice_in_preselect(STRONG) == {"type": "pass"}  # a mean of 14


DRILL, SALUTE = "drill", "salute"


def _salutes(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": SALUTE, "n": 1}, {"type": SALUTE, "n": 2}]


def _salute(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    return pop(state)


def _loudly(read: Reading, legal: Sequence[Action]) -> Action:
    return max(legal, key=lambda a: int(a["n"]))


DRILL_POWER = Power(
    DRILL,
    decisions=((SALUTE, Decision(phase="end", legal=_salutes, apply=_salute)),),
    policy=Policy(choices=((SALUTE, _loudly),)),
)


def test_a_power_declared_by_a_test_is_played_by_its_own_policy() -> None:
    state = push(challenge(("mind", "mutant", "trader")), Task(SALUTE, 0))
    with registered(DRILL_POWER):
        legal = GAME.legal_actions(state, "p1")
        chosen = ai.HeuristicPlayer().choose(GAME, GAME.view(state, "p1"), legal, random.Random(0))
    assert legal == [{"type": SALUTE, "n": 1}, {"type": SALUTE, "n": 2}]
    assert chosen == {"type": SALUTE, "n": 2}
