"""Every action and event of Starfarers has words of its own (none falls back to "An unknown action" or "Something
happened."), names seats through the caller's names, and shows no internal id (card, token, node or encounter ids)."""

from __future__ import annotations

import random
import re

from rules.starfarers.game import GAME

NAMES = {"p1": "Ann", "p2": "Bo", "p3": "Cy", "p4": "Di"}
INTERNAL = re.compile(r"\b(res_|tok_|enc\d|v\d\d_\d\d|sys\d|cat_|base_|gf_|mer_|sci_|dip_|p\d\b)")


def test_every_action_and_event_of_random_games_is_told_in_words() -> None:
    actions: dict[str, str] = {}
    events: dict[str, str] = {}
    for seed in range(6):
        seats = list(NAMES)[: 3 + seed % 2]
        names = {s: NAMES[s] for s in seats}
        state = GAME.setup(seats, seed)
        rand = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                actions.setdefault(str(action["type"]), GAME.describe(state, seat, action, "en", names))
            step = GAME.apply(state, seat, rand.choice(legal))
            for event in step.events:
                events.setdefault(str(event["type"]), GAME.narrate(event, "en", names))
            state = step.state
    assert len(actions) > 40 and len(events) > 45
    internal = GAME.internal_ids()
    for kind, said in {**actions, **events}.items():
        assert said and said not in ("An unknown action", "Something happened."), kind
        assert not INTERNAL.search(said), (kind, said)
        assert not [word for word in re.findall(r"[a-z0-9_]+", said) if word in internal], (kind, said)


def test_why_a_game_ended_is_said_in_words_in_every_language() -> None:
    for locale in ("en", "de", "fr", "nl"):
        for reason in ("target", "round_limit", "something_else"):
            said = GAME.reason_text(reason, locale)
            assert said and reason not in said and said not in GAME.internal_ids()
    assert GAME.reason_text("round_limit", "en") == "the round limit was reached"
    assert GAME.reason_text("round_limit", "de") != "the round limit was reached"
