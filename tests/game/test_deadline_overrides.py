"""`DeadlineOverrides`: the deadline settings given, resolved against the layers below them (the server's settings,
the game's rules, the built-in defaults) into `DeadlineRules`; what is not given keeps what those layers say."""

from __future__ import annotations

import pytest

from bot.game import NO_OVERRIDES, DeadlineOverrides, DeadlineSettingError, Refusal
from bot.game.clocks.deadlines import overrides_of, rules_from

SERVER = {"deadline_hours": "8", "deadline_policy": "pause", "reminders": "1h", "quiet_deadlines": "pause"}


def test_what_is_not_given_keeps_the_layers_below() -> None:
    assert NO_OVERRIDES.layer() == {}
    assert NO_OVERRIDES.over(SERVER) == rules_from(SERVER)
    given = DeadlineOverrides(hours=2, forfeit_after=3, window_minutes=15)
    rules = given.over(SERVER)
    assert (rules.hours, rules.policy, rules.reminders_text, rules.forfeit_after) == (2.0, "pause", "1h", 3)
    assert (rules.quiet, rules.window_minutes) == ("pause", 15.0)
    assert given.layer() == {"deadline_hours": 2, "forfeit_after": 3, "window_minutes": 15}


def test_a_setting_that_cannot_be_used_is_said_in_the_readers_words() -> None:
    with pytest.raises(DeadlineSettingError) as raised:
        DeadlineOverrides(reminders="soon").over(SERVER)
    assert raised.value.say("en") == (
        "Reminder “soon” is not a share like 50% or a time before the deadline like 1h or 30m."
    )


@pytest.mark.parametrize(
    "value", [None, {"deadline_hours": 2}, DeadlineOverrides(hours=float("nan")), DeadlineOverrides(policy="x" * 5000)]
)
def test_anything_but_settings_a_caller_can_give_is_refused(value: object) -> None:
    with pytest.raises(Refusal) as raised:
        overrides_of(value)
    assert raised.value.code == "bad_setting"
