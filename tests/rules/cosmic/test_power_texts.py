"""A power's events are told and its actions labelled in its own module (`PowerWords.events`, `actions`, `during`,
`drafting`, `stores`; rules/cosmic/power_words.py), which rules/cosmic/text.py reads from the registry
(docs/games/cosmic.md "Adding a power"): every event type the rules write is told by exactly one module, text.py's
table or one power's words; text.py names no power, none of a power's decisions and none of its events or actions; and
a power this test declares is told and labelled by its own words exactly while it is registered."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

from rules import cosmic
from rules.contract import Action, Event
from rules.cosmic import text
from rules.cosmic.aliens import ALIENS
from rules.cosmic.components import POWERS as POWER_CARDS
from rules.cosmic.power_words import PowerWords, StoreWords
from rules.cosmic.registry import POWERS, Power, registered
from rules.cosmic.state import State, Task
from rules.cosmic.windows import POWER, Play
from rules.frozen import evolve
from tests.rules.cosmic.scenario import start

RULES = Path(cosmic.__file__).parent
NAMES = {"p1": "Ada", "p2": "Bram", "p3": "Chloé", "p4": "Dieter"}


def _literal_type(node: ast.Dict) -> tuple[str | None, set[object]]:
    """The literal "type" of a dict display, and its literal keys."""
    keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
    if "type" not in keys:
        return None, set(keys)
    value = node.values[keys.index("type")]
    kind = value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else None
    return kind, set(keys)


def _in_actions(node: ast.AST) -> bool:
    """A statement that builds a list of actions (`actions += [...]`, `actions.append(...)`)."""
    if isinstance(node, ast.AugAssign | ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id == "actions"
    if isinstance(node, ast.Assign):
        return any(isinstance(t, ast.Name) and t.id == "actions" for t in node.targets)
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        func = node.value.func
        return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "actions"
    return False


def emitted() -> dict[str, set[str]]:
    """event type -> the modules of rules/cosmic/ (its powers' among them) that write an event of that type: a dict
    with a literal "type" and an audience "to". An action has no audience; Amoeba's `withdraw` names where the ship
    goes as its "to", in a list of actions, which is left out."""
    found: dict[str, set[str]] = {}
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        actions = {id(d) for s in ast.walk(tree) if _in_actions(s) for d in ast.walk(s) if isinstance(d, ast.Dict)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict) and id(node) not in actions:
                kind, keys = _literal_type(node)
                if kind is not None and "to" in keys:
                    found.setdefault(kind, set()).add(str(path.relative_to(RULES.parent.parent)))
    return found


def tellers() -> dict[str, list[str]]:
    """event type -> the modules that declare its line: text.py's own table, and each registered power's words."""
    found: dict[str, list[str]] = {kind: [text.__name__] for kind in text._NARRATE}
    for power in POWERS.values():
        for kind, tell in power.words.events if power.words is not None else ():
            found.setdefault(kind, []).append(tell.__module__)
    return found


# -- the registered powers ---------------------------------------------------------------------------------------------
def test_every_event_type_the_rules_write_is_told_by_exactly_one_module() -> None:
    written, told = emitted(), tellers()
    assert len(written) > 90 and {"oozed", "will", "reincarnated", "turn"} <= set(written)
    assert written["oozed"] == {"rules/cosmic/aliens/amoeba.py"}
    untold = {kind: sorted(where) for kind, where in written.items() if kind not in told}
    assert not untold, f"events no module tells (declare them in the writing power's `PowerWords.events`): {untold}"
    twice = {kind: modules for kind, modules in told.items() if len(modules) > 1}
    assert not twice, f"events told by more than one module: {twice}"
    assert told["oozed"] == ["rules.cosmic.aliens.amoeba"] and told["turn"] == ["rules.cosmic.text"]
    assert set(told) - set(written) == set(), "a line for an event nothing writes"


def test_each_power_tells_its_events_and_labels_its_actions_in_its_own_module() -> None:
    declared: dict[str, list[str]] = {}
    for power in ALIENS:
        words = power.words
        assert words is not None, power.id
        module = f"rules.cosmic.aliens.{power.id}"
        functions = [f for _, f in (*words.events, *words.actions, *words.during)]
        functions += [words.drafting] if words.drafting is not None else []
        for _, store in words.stores:
            functions += [store.choose, store.play, store.play_super, store.told]
        assert {f.__module__ for f in functions} <= {module}, power.id
        assert {kind for kind, _ in words.during} <= {kind for kind, _ in power.decisions}, power.id
        for kind, _ in words.actions:
            declared.setdefault(kind, []).append(power.id)
    assert not {kind for kind, powers in declared.items() if len(powers) > 1}
    assert not set(declared) & (set(text._DESCRIBE) | set(text._SIMPLE))
    assert {"will_defender", "withdraw", "heal", "bluff", "keep_hoard", "lose_ships"} <= set(declared)


def test_text_names_no_power_and_nothing_of_a_power_s_own() -> None:
    """No string of text.py's code (its docstrings aside) is a power's id, one of its decisions or automatic steps, an
    event or action type it declares words for or the name of its store of cards."""
    tree = ast.parse(Path(text.__file__).read_text(encoding="utf-8"))
    docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    strings = {
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings
    }
    owned = {card.id for card in POWER_CARDS}
    for power in ALIENS:
        owned |= {kind for kind, _ in (*power.decisions, *power.steps)}
        words = power.words
        if words is not None:
            owned |= {kind for kind, _ in (*words.events, *words.actions, *words.during, *words.stores)}
    assert {"hoard", "will_offer", "oozed", "withdraw", "philanthropist"} <= owned
    assert strings & owned == set()


# -- a power of this test's own ----------------------------------------------------------------------------------------
DRUM = "drum"


def _drum_during(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    return "Stop drumming" if action.get("type") == "done" else None


def _drum_drafting(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    return f"Drum for seat {action.get('seat')}" if action.get("type") == "target_seat" else None


DRUM_POWER = Power(
    DRUM,
    words=PowerWords(
        name=lambda locale: "Drum",
        effect=lambda locale: "Beats the drum.",
        timing=lambda locale: "Whenever it likes",
        explanation=lambda locale: "It beats. Then it beats again.",
        events=(("drummed", lambda event, locale, names: f"{names[str(event['seat'])]} drummed ({locale})."),),
        actions=(("drum_roll", lambda state, action, locale, names, me: f"Roll the drum {action.get('n')} times"),),
        during=(("drum_beat", _drum_during),),
        drafting=_drum_drafting,
        stores=(
            (
                "drum_box",
                StoreWords(
                    choose=lambda locale, card: f"Choose {card} from the drum",
                    play=lambda locale, card: f"Play {card} from the drum",
                    play_super=lambda locale, card: f"Play {card} (Super) from the drum",
                    told=lambda locale, card: f"{card} from the drum",
                ),
            ),
        ),
    ),
)


def _said(state: State) -> dict[str, str]:
    drummed: Event = {"type": "drummed", "to": None, "seat": "p2"}
    shown: Event = {
        "type": "revealed_plays",
        "to": None,
        "window": "w_start",
        "round": 0,
        "plays": [{"seat": "p1", "kind": "edict_quash", "from": "drum_box"}],
    }
    beat = evolve(state, tasks=(Task("drum_beat", 0), *state.tasks))
    drafted = evolve(state, powers=(DRUM, *state.powers[1:]), w_drafts=(Play(0, POWER), *state.w_drafts[1:]))
    return {
        "event": text.narrate(drummed, "de", NAMES),
        "plays": text.narrate(shown, "en", NAMES),
        "action": text.describe(state, {"type": "drum_roll", "n": 3}, "en", NAMES, "p1"),
        "during": text.describe(beat, {"type": "done"}, "en", NAMES, "p1"),
        "other": text.describe(beat, {"type": "end_turn"}, "en", NAMES, "p1"),
        "drafting": text.describe(drafted, {"type": "target_seat", "seat": "p3"}, "en", NAMES, "p1"),
        "store": text.describe(state, {"type": "select", "card": "attack_8", "from": "drum_box"}, "en", NAMES, "p1"),
    }


def test_a_power_a_test_declares_is_told_and_labelled_by_its_own_words_while_it_is_registered() -> None:
    state, _ = start(4)
    with registered(DRUM_POWER):
        assert _said(state) == {
            "event": "Bram drummed (de).",
            "plays": "Plays revealed: Ada played Quash from the drum.",
            "action": "Roll the drum 3 times",
            "during": "Stop drumming",
            "other": "End your turn",
            "drafting": "Drum for seat p3",
            "store": "Choose Attack 8 from the drum",
        }
    assert _said(state) == {
        "event": "Etwas ist geschehen.",
        "plays": "Plays revealed: Ada played Quash.",
        "action": "An unknown action",
        "during": "Done",
        "other": "End your turn",
        "drafting": "Name Chloé",
        "store": "Choose Attack 8",
    }
