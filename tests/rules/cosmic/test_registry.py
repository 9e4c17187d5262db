"""The powers as units (rules/cosmic/registry.py, rules/cosmic/hooks.py, rules/cosmic/aliens/): every hook point's order
is written out and matches who joins it, a row at an undeclared point is refused, every decision names its phase, and
a power declared in this test module, joining two hook points and adding a decision, plays in a seeded game with no
engine file changed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from rules.contract import Action, Event
from rules.cosmic import engine
from rules.cosmic.aliens import ALIENS
from rules.cosmic.components import POWERS as POWER_CARDS
from rules.cosmic.decisions import DECISIONS, Decision
from rules.cosmic.game import GAME
from rules.cosmic.hooks import BONUSES, POINTS, STEP_G, Point, join
from rules.cosmic.names import power_explanation, power_name, power_text, power_timing
from rules.cosmic.registry import POWERS, Power, register, registered, rows
from rules.cosmic.state import State, Task, decode, encode
from rules.cosmic.tasks import pop
from rules.cosmic.text import LOCALES
from rules.frozen import evolve
from tests.rules.cosmic.test_challenge import selected
from tests.rules.cosmic.test_conservation import dealt
from tests.rules.cosmic.test_wave_2a_outcome import challenge, outcome

SPEC_POWERS = frozenset(p.id for p in POWER_CARDS if p.wave is not None)


def test_every_hook_point_lists_exactly_the_powers_of_the_spec_that_join_it() -> None:
    for point in POINTS:
        joined = [power for power, _ in rows(point)]
        assert joined == list(point.order), point.name
        assert set(point.order) <= SPEC_POWERS, point.name


def test_a_power_that_joins_an_undeclared_hook_point_is_refused() -> None:
    stray: Point[bool] = Point("stray", (), "nowhere")
    with pytest.raises(ValueError, match="stray"):
        register(Power("lost", joins=(join(stray, True),)))
    assert "lost" not in POWERS


def test_every_power_module_declares_a_power_of_the_spec_named_like_the_module() -> None:
    assert ALIENS and all(power.id in SPEC_POWERS for power in ALIENS)
    assert [power.id for power in ALIENS] == sorted(power.id for power in ALIENS)


def test_every_decision_names_the_phase_a_player_sees_it_in() -> None:
    assert sorted(kind for kind, made in DECISIONS.items() if kind != "round" and not made.phase) == []


# -- a power of this test's own ----------------------------------------------------------------------------------------
DRILL = "drill"
SALUTE = "salute"


def _after(state: State, events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    """At the end of each challenge its player fought as the offense (phase 8 step (g)), he is asked how loudly he
    salutes."""
    seat = next((s for s in range(len(state.seats)) if state.powers[s] == DRILL), -1)
    if seat != state.offense or seat in state.zapped:
        return state, ()
    return state, (Task(SALUTE, seat),)


def _salutes(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": SALUTE, "n": 1}, {"type": SALUTE, "n": 2}]


def _salute(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "saluted", "to": None, "seat": seat, "n": action["n"]})
    return pop(evolve(state, flags=(*state.flags, f"saluted:{action['n']}")))


DRILL_POWER = Power(
    DRILL,
    joins=(join(STEP_G, _after), join(BONUSES, ("main", lambda state, seat: 2), after="human")),
    decisions=((SALUTE, Decision(phase="end", legal=_salutes, apply=_salute, default={"type": SALUTE, "n": 2})),),
)


def test_a_power_declared_by_a_test_joins_its_points_in_the_place_it_names() -> None:
    with registered(DRILL_POWER):
        assert [power for power, _ in rows(BONUSES)] == ["human", DRILL, "warpish", "warrior"]
        assert DECISIONS[SALUTE].phase == "end"
    assert [power for power, _ in rows(BONUSES)] == ["human", "warpish", "warrior"]
    assert SALUTE not in DECISIONS and DRILL not in POWERS


def test_the_test_power_adds_its_bonus_to_its_main_player_total() -> None:
    with registered(DRILL_POWER):
        _, events = selected(challenge(("mind", DRILL, "mutant")), "attack_8", "attack_5")
    assert outcome(events) == ("defense", 10, 11)  # 8 + 2 against 5 + 4 + the drill's 2


def test_the_test_power_plays_in_a_seeded_game_and_is_asked_its_decision() -> None:
    rand = random.Random(5)
    with registered(DRILL_POWER):
        state = dealt(4, 5, {"power_mode": "standard", "power_pool": "w2b"}, {0: DRILL})
        asked = 0
        told: list[Event] = []
        for _ in range(3000):
            if GAME.is_over(state) or asked >= 2:
                break
            seat = rand.choice(GAME.acting(state))
            legal = GAME.legal_actions(state, seat)
            task = engine.task_of(state, state.seats.index(seat))
            if task.kind == SALUTE:
                asked += 1
                assert legal == [{"type": SALUTE, "n": 1}, {"type": SALUTE, "n": 2}]
                # its deadline default is the one its decision declares (§9.1)
                assert GAME.timeout_action(state, seat) == {"type": SALUTE, "n": 2}
            step = GAME.apply(state, seat, rand.choice(legal))
            state = step.state
            told += step.events
            assert decode(encode(state)) == state
    assert asked == 2
    assert len([e for e in told if e["type"] == "saluted"]) == 2


def test_a_power_is_declared_once() -> None:
    with registered(DRILL_POWER), pytest.raises(ValueError, match="registered already"):
        register(Power(DRILL, joins=(join(BONUSES, ("side", lambda state, seat: 1)),)))
    with pytest.raises(ValueError, match="registered already"):
        register(Power("warrior"))
    assert [power for power, _ in rows(BONUSES)] == ["human", "warpish", "warrior"]


# -- words -------------------------------------------------------------------------------------------------------------
def _catalog(locale: str) -> dict[tuple[str, str | None], str]:
    """msgid (and context) -> msgstr of the game's catalog in `locale`, fuzzy entries left out."""
    path = Path(__file__).parents[3] / "data" / "locales" / locale / "LC_MESSAGES" / "cosmic.po"
    with path.open("rb") as po:
        catalog = read_po(po)
    return {(str(m.id), m.context): str(m.string) for m in catalog if m.id and not m.fuzzy and m.string}


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_every_power_has_its_name_effect_timing_and_explanation_in_every_language(locale: str) -> None:
    """A power is released with its words: its name, its one-line effect, when it works and its card's explanation,
    each in every language (a power registered without them, or with an entry left untranslated, fails here)."""
    translated = _catalog(locale)
    for power in sorted(POWERS):
        name = power_name(power, "en")
        assert (name, "power") in translated, f"{power}: no {locale} name"
        for words in (power_text, power_timing, power_explanation):
            english = words(power, "en")
            assert english, f"{power}: no {words.__name__} in English"
            assert (english, None) in translated, f"{power}: {words.__name__} not in the {locale} catalog"
            assert words(power, locale) == translated[(english, None)]
