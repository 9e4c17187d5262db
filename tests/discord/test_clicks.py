"""One answer per burst of clicks (bot/discord/clicks.py), on a fake clock."""

from __future__ import annotations

from bot.discord.clicks import ClickGate


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_click_being_answered_holds_back_the_same_click_only() -> None:
    clock = Clock()
    gate = ClickGate(window=1.0, clock=clock)
    assert gate.admit(1, "sm:h:5", window=False)
    assert not gate.admit(1, "sm:h:5", window=False)  # still being answered
    assert gate.admit(2, "sm:h:5", window=False) and gate.admit(1, "sm:h:6", window=False)  # others go on
    gate.release(1, "sm:h:5")
    assert gate.admit(1, "sm:h:5", window=False)  # answered: the button may be clicked again at once


def test_a_move_repeated_within_the_window_is_held_back_even_once_answered() -> None:
    clock = Clock()
    gate = ClickGate(window=1.0, clock=clock)
    assert gate.admit(1, "sm:a:5:3:0", window=True)
    gate.release(1, "sm:a:5:3:0")
    clock.now += 0.5
    assert not gate.admit(1, "sm:a:5:3:0", window=True)
    clock.now += 0.6
    assert gate.admit(1, "sm:a:5:3:0", window=True)
