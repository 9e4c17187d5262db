"""A power's words and its decisions' prompts live in its own module (docs/games/cosmic.md "Adding a power"): every
registered power declares its `PowerWords` (rules/cosmic/power_words.py), which names.py reads; every decision a power
or a flare declares carries its refusal prompt and the action types it takes, which refusals.py reads; the catalog
finds the texts in those modules. A power and decisions declared by this test show what names.py and refusals.py make
of declared words, and of a decision declared without a prompt."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from rules.contract import Action, Event
from rules.cosmic import refusals
from rules.cosmic.aliens import ALIENS
from rules.cosmic.decisions import DECISIONS, Decision
from rules.cosmic.names import (
    OPTIONAL_POWERS,
    TEXT,
    card_name,
    power_explanation,
    power_kind,
    power_name,
    power_optional,
    power_text,
    power_timing,
    power_use,
    window_name,
)
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power, registered
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop
from rules.frozen import evolve
from tests.rules.cosmic.test_refusals import refused, targeting

ROOT = Path(__file__).resolve().parents[3]
SHARED_DECISIONS = {"regenerate": "rules/cosmic/power_uses.py", "salvage": "rules/cosmic/flares.py"}
"""Decisions of effects that several powers and flares share, declared beside those effects."""


def _template() -> dict[tuple[str, str | None], set[str]]:
    """msgid (and context) -> the files the extractor found it in."""
    with (ROOT / "data" / "locales" / "templates" / "cosmic.pot").open("rb") as pot:
        catalog = read_po(pot)
    return {(str(m.id), m.context): {path for path, _ in m.locations} for m in catalog if m.id}


def _power_decisions() -> dict[str, tuple[str, Decision]]:
    """kind -> (the file that declares it, the decision): every decision of a power or a shared power effect."""
    found = {kind: (f"rules/cosmic/aliens/{p.id}.py", made) for p in ALIENS for kind, made in p.decisions}
    found.update({kind: (path, DECISIONS[kind]) for kind, path in SHARED_DECISIONS.items()})
    return found


# -- the released powers -----------------------------------------------------------------------------------------------
def test_every_registered_power_declares_its_words_in_its_own_module() -> None:
    assert len(ALIENS) == 40
    for power in ALIENS:
        words = power.words
        assert words is not None, power.id
        said = [words.name, words.effect, words.timing, words.explanation, words.use, words.flare]
        assert {w.__module__ for w in said if w is not None} == {f"rules.cosmic.aliens.{power.id}"}, power.id


def test_the_catalog_finds_each_power_s_words_in_its_module_and_none_in_names() -> None:
    template = _template()
    for power in ALIENS:
        module = f"rules/cosmic/aliens/{power.id}.py"
        assert template[(power_name(power.id, "en"), "power")] == {module}, power.id
        for english in (power_text(power.id, "en"), power_timing(power.id, "en"), power_explanation(power.id, "en")):
            assert module in template[(english, None)], (power.id, english)
            assert "rules/cosmic/names.py" not in template[(english, None)], (power.id, english)


def test_the_optional_powers_are_those_whose_words_have_a_use_label() -> None:
    assert {p.id for p in ALIENS if p.words is not None and p.words.use is not None} == OPTIONAL_POWERS
    assert len(OPTIONAL_POWERS) == 21 and {"laser", "will", "miser"} <= OPTIONAL_POWERS
    assert not power_optional("filch") and not power_optional("deuce") and not power_optional("nothing")
    assert power_use("laser", "de") == TEXT.tr("de", "Use Laser: blind your opponent")
    assert power_use("filch", "en") == "Use your power: Filch"
    assert power_kind("mind", "en") == "Optional" and power_kind("macron", "en") == "Mandatory"


def test_a_flare_is_named_by_its_power_s_module_and_an_unreleased_power_by_names() -> None:
    assert card_name("flare_mind", "en") == "Mind flare"
    assert card_name("flare_gambler", "de") == TEXT.tr("de", "Gambler flare")
    assert card_name("flare_will", "en") == card_name("flare_nothing", "en") == "an unknown card"
    assert power_name("deuce", "en") == "Deuce" and power_use("deuce", "en") == "Use your power: Deuce"
    assert power_text("deuce", "en") == power_timing("deuce", "en") == ""
    assert power_name("nothing", "en") == "an unknown power" and power_use("nothing", "en") == "Use your power"


# -- a power of this test's own ----------------------------------------------------------------------------------------
DRUM = "drum"

DRUM_POWER = Power(
    DRUM,
    words=PowerWords(
        name=lambda locale: f"Drum ({locale})",
        effect=lambda locale: "Beats the drum.",
        timing=lambda locale: "Whenever it likes",
        explanation=lambda locale: "It beats. Then it beats again.",
        use=lambda locale: "Use Drum: beat it",
        flare=lambda locale: "Drum flare",
        moment=lambda locale: f"The drum roll ({locale})",
    ),
)


def test_the_words_a_power_declares_are_what_names_says_of_it_while_it_is_registered() -> None:
    with registered(DRUM_POWER):
        assert power_name(DRUM, "fr") == "Drum (fr)"
        assert power_text(DRUM, "en") == "Beats the drum."
        assert power_timing(DRUM, "en") == "Whenever it likes"
        assert power_explanation(DRUM, "en") == "It beats. Then it beats again."
        assert power_use(DRUM, "en") == "Use Drum: beat it"
        assert power_optional(DRUM) and power_kind(DRUM, "en") == "Optional"
        assert card_name(f"flare_{DRUM}", "en") == "Drum flare"
        assert window_name(DRUM, "de") == "The drum roll (de)"  # its use's moment outside a window
    assert power_name(DRUM, "en") == "an unknown power" and not power_optional(DRUM)
    assert window_name(DRUM, "en") == "a moment of the challenge"
    with registered(Power(DRUM)):  # a power declared without words has none
        assert power_name(DRUM, "en") == "an unknown power" and power_text(DRUM, "en") == ""
        assert power_use(DRUM, "en") == "Use your power"


def test_the_moments_of_the_powers_uses_outside_a_window_are_named_by_their_modules() -> None:
    assert [window_name(power, "en") for power in ("will", "healer", "machine", "gambler")] == [
        "Will's choice",
        "Healer's healing",
        "Machine's extra challenge",
        "Gambler's bluff",
    ]
    assert window_name("will", "de") == TEXT.ptr("de", "window", "Will's choice") != "Will's choice"


# -- the prompts of power decisions ------------------------------------------------------------------------------------
def test_every_power_decision_declares_its_prompt_and_action_types_and_refusals_names_none() -> None:
    template = _template()
    declared = _power_decisions()
    assert {"hate", "hated", "will_offer", "hoard", "gamble", "stake", "gift", "regenerate", "salvage"} <= set(declared)
    for kind, (path, made) in declared.items():
        assert made.prompt and made.takes <= set(refusals.FIELDS), kind
        assert path in template[(made.prompt, None)], kind
        assert TEXT.tr("nl", made.prompt) != made.prompt, kind
        assert kind not in refusals._PROMPT and kind not in refusals._TYPES_OF, kind


MUSTER = "muster"


def _done_only(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "done"}]


def _done(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    return pop(state)


def _mustering(decision: Decision) -> Power:
    return Power(DRUM, decisions=((MUSTER, decision),))


def _asked_to_muster(state: State) -> State:
    """Red (seat 0), at the head of the queue, is asked the test's decision instead of the target planet."""
    return evolve(state, tasks=(Task(MUSTER, 0), *state.tasks[1:]))


def test_a_power_decision_answers_a_wrong_move_with_its_own_prompt() -> None:
    prompt = "Now you muster your ships, or finish."
    with registered(_mustering(Decision(legal=_done_only, apply=_done, prompt=prompt))):
        assert refused(_asked_to_muster(targeting()), {"type": "select", "card": "attack_12"}) == prompt


def test_a_power_decision_without_a_prompt_says_that_something_else_is_due() -> None:
    with registered(_mustering(Decision(legal=_done_only, apply=_done))):
        said = refused(_asked_to_muster(targeting()), {"type": "select", "card": "attack_12"})
    assert said == "Something else is due now: answer the question you are asked."
    assert TEXT.tr("de", said) != said


def test_an_action_type_a_power_decision_takes_is_refused_for_what_stands_in_its_way() -> None:
    move = {"type": "commit", "from": "red_1"}
    prompt = "Now you muster your ships, or finish."
    with registered(_mustering(Decision(legal=_done_only, apply=_done, prompt=prompt))):
        assert refused(_asked_to_muster(targeting()), move) == prompt
    taking = Decision(legal=_done_only, apply=_done, prompt=prompt, takes=frozenset({"commit", "done"}))
    with registered(_mustering(taking)):
        said = refused(_asked_to_muster(targeting()), move)
    assert said == "No ship of yours can leave Red 1 now."
    assert MUSTER not in DECISIONS
