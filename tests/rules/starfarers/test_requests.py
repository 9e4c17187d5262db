"""§9.3: an offer or a counter-offer asked for in one go becomes exactly the card-by-card draft actions of the
protocol, in the player's language, and anything that cannot be offered is refused in one sentence before any
step is played."""

from __future__ import annotations

import pytest

from rules.contract import IllegalAction
from rules.starfarers.game import GAME
from rules.starfarers.requests import parse_cards
from rules.starfarers.setup import build
from rules.starfarers.state import OFFER_OPEN, TRADE, State
from rules.starfarers.testing import arrange

SEATS = ["p1", "p2", "p3", "p4"]


def trading(**hands: dict[str, int]) -> State:
    state = build(SEATS, 2, {}, [])
    by_seat = {SEATS.index(seat): hand for seat, hand in hands.items()}
    return arrange(state, hands={0: {}, 1: {}, 2: {}, 3: {}, **by_seat}, active=0, start=0, phase=TRADE)


def play(state: State, seat: str, steps: tuple[dict[str, object], ...]) -> State:
    for step in steps:
        state = GAME.apply(state, seat, step).state
    return state


def refusal(state: State, seat: str, name: str, locale: str = "en", **values: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        GAME.request_steps(state, seat, name, values, locale)
    return str(caught.value)


@pytest.mark.parametrize(
    ("text", "locale", "cards"),
    [
        ("ore, ore, food", "en", ["ore", "ore", "food"]),
        ("2 ore and food", "en", ["ore", "ore", "food"]),
        ("2x Erz, Nahrung", "de", ["ore", "ore", "food"]),
        ("3 Treibstoffkarten", "de", ["fuel", "fuel", "fuel"]),
        ("minerai et 2 marchandises", "fr", ["ore", "goods", "goods"]),
        ("erts en voedsel", "nl", ["ore", "food"]),
        ("fu, fo", "en", ["fuel", "food"]),
        ("Goods", "nl", ["goods"]),
    ],
)
def test_cards_are_read_in_the_players_language_or_in_english(text: str, locale: str, cards: list[str]) -> None:
    assert parse_cards(text, locale) == cards


@pytest.mark.parametrize(
    ("text", "locale"), [("gold", "en"), ("f", "en"), ("carb", "fr"), ("7 ore", "en"), ("ore 2", "en")]
)
def test_a_word_that_is_no_single_resource_is_refused(text: str, locale: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        parse_cards(text, locale)
    assert "\n" not in str(caught.value) and str(caught.value).endswith(".")


def test_an_offer_in_one_go_is_the_protocols_draft_sent_to_one_player() -> None:
    state = trading(p1={"ore": 2, "fuel": 1}, p3={"food": 1})
    steps = GAME.request_steps(state, "p1", "offer", {"give": "2 ore", "want": "food", "to": "p3"})
    assert steps == (
        {"type": "offer_start"},
        {"type": "offer_give", "resource": "ore"},
        {"type": "offer_give", "resource": "ore"},
        {"type": "offer_want", "resource": "food"},
        {"type": "offer_to", "seat": "p3"},
        {"type": "offer_send"},
    )
    sent = play(state, "p1", steps)
    assert sent.phase == OFFER_OPEN
    assert sent.offer == (("ore", "ore"), ("food",), 2)
    assert GAME.acting(sent) == ("p1", "p3")  # the active player may withdraw while p3 answers


def test_an_offer_without_a_player_goes_to_everyone() -> None:
    state = trading(p1={"goods": 1})
    steps = GAME.request_steps(state, "p1", "offer", {"give": "goods", "want": "ore", "to": ""})
    assert {"type": "offer_to", "seat": "p2"} not in steps
    assert GAME.acting(play(state, "p1", steps)) == ("p1", "p2", "p3", "p4")


def test_a_counter_in_one_go_answers_the_open_offer() -> None:
    state = trading(p1={"ore": 1}, p2={"fuel": 2})
    state = play(state, "p1", GAME.request_steps(state, "p1", "offer", {"give": "ore", "want": "food"}))
    steps = GAME.request_steps(state, "p2", "counter", {"give": "fuel, fuel", "want": "ore"})
    assert steps[0] == {"type": "counter"} and steps[-1] == {"type": "counter_send"}
    countered = play(state, "p2", steps)
    assert countered.answers[1] == "counter"
    assert countered.counters[1] == (("fuel", "fuel"), ("ore",))
    assert {"type": "confirm", "seat": "p2"} in GAME.legal_actions(countered, "p1")


def test_what_cannot_be_offered_is_refused_before_any_step() -> None:
    state = trading(p1={"ore": 1, "food": 1})
    assert refusal(state, "p1", "offer", give="2 ore", want="food") == (
        "You cannot give 2 ore cards: you hold 1 ore card."
    )
    assert refusal(state, "p1", "offer", give="ore", want="ore, food") == "ore cannot be on both sides."
    assert refusal(state, "p1", "offer", give="ore", want="") == "Name at least one card to give and one card to want."
    assert refusal(state, "p1", "offer", give="ore", want="food", to="p1") == "You cannot trade with yourself."
    assert refusal(state, "p2", "offer", give="ore", want="food") == (
        "You can make an offer only in your own trade and build phase."
    )
    assert refusal(state, "p2", "counter", give="ore", want="food") == "There is no open offer for you to answer."
    assert refusal(state, "p9", "offer", give="ore", want="food") == "You are not playing in this game."


def test_the_sixth_offer_of_a_turn_is_refused() -> None:
    state = arrange(trading(p1={"ore": 1}), offers_started=5)
    assert refusal(state, "p1", "offer", give="ore", want="food") == "You have made the 5 offers a turn allows."


def test_refusals_speak_the_players_language() -> None:
    state = trading(p1={"ore": 1})
    german = refusal(state, "p1", "offer", "de", give="2 Erz", want="Nahrung")
    assert german != refusal(state, "p1", "offer", "en", give="2 ore", want="food")
    assert "Erz" in german


def test_suggestions_complete_a_side_with_the_cards_the_player_still_holds() -> None:
    state = trading(p1={"ore": 2, "fuel": 1})

    def suggest(field: str, typed: str, locale: str = "en") -> list[str]:
        return GAME.request_suggestions(state, "p1", "offer", field, typed, locale)

    assert suggest("give", "") == ["ore", "fuel"]
    assert suggest("give", "ore, ") == ["ore, ore", "ore, fuel"]
    assert suggest("give", "ore, ore, f") == ["ore, ore, fuel"]
    assert suggest("give", "ore, ore, fuel, ") == []  # nothing more to give
    assert suggest("want", "f") == ["fuel", "food"]
    assert suggest("give", "E", "de") == ["Erz"]
    assert suggest("give", "gold, ") == []  # what came before is no card: nothing to complete
