"""A game's requests typed at the terminal (bot/local/requests.py): Starfarers' offer, in English or in the
table's language, a seat by number or by name, and the one-sentence answers to a request typed wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.game.base.requests import request_usage
from bot.local.requests import RequestError, Typed, parse_request
from rules.registry import registry
from tests.bot_cli.cli_support import starmail

GAME = registry.get("starfarers")
SEATS = ["p1", "p2", "p3"]
NAMES = {"p1": "Player 1 (you)", "p2": "Anna", "p3": "Player 3 (AI)"}


def test_an_offer_is_read_with_its_fields_and_a_seat_by_number_or_name() -> None:
    typed = parse_request(GAME, "offer give=ore, ore want: food to=2", "en", SEATS, NAMES)
    assert typed == Typed("offer", {"give": "ore, ore", "want": "food", "to": "p2"})
    assert parse_request(GAME, "offer want=food give=fuel to=anna", "en", SEATS, NAMES) == Typed(
        "offer", {"want": "food", "give": "fuel", "to": "p2"}
    )
    assert parse_request(GAME, "3", "en", SEATS, NAMES) is None  # a choice number is no request


def test_the_request_and_its_fields_may_be_named_in_the_tables_language() -> None:
    typed = parse_request(GAME, "angebot abgeben=Erz bekommen=Nahrung an=3", "de", SEATS, NAMES)
    assert typed == Typed("offer", {"give": "Erz", "want": "Nahrung", "to": "p3"})
    both = ("offer", "counter")
    assert request_usage(GAME, both, "de", slash=False) == (
        "angebot abgeben=… bekommen=… [an=…]; gegenangebot abgeben=… bekommen=…"
    )
    assert request_usage(GAME, ("offer",), "fr", slash=True) == "/offre donner:… recevoir:… [à:…]"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("offer give=ore", "Say what want is: offer give=… want=… [to=…]"),
        ("offer give=ore want=food to=9", "There is no player “9” at this table."),
    ],
)
def test_a_request_typed_wrong_is_answered_in_one_sentence(text: str, said: str) -> None:
    with pytest.raises(RequestError) as caught:
        parse_request(GAME, text, "en", SEATS, NAMES)
    assert caught.value.said.say("en") == said


def test_a_starfarers_game_at_the_terminal_offers_requests_and_refuses_them_out_of_turn(tmp_path: Path) -> None:
    answers = "offer give=gold want=food\noffer give=ore\n" + "1\n" * 3000
    args = ["play", "starfarers", "--seed", "5", "--option", "max_rounds=1", "--seats", "you,ai,ai"]
    done = starmail(args, tmp_path, answers)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    # the typed form is mentioned where it can be used: in the trade phase, not at the roll
    assert "Or type: offer give=… want=… [to=…]" in out
    prompts = [block.split("Your choice (", 1)[0] for block in out.split("Your move, ")[1:]]
    assert "Or type" not in prompts[0] and any("Or type: offer" in p for p in prompts)
    # the first prompt is the roll: an offer is refused for the moment before its words are read
    assert "You can make an offer only in your own trade and build phase." in out
    assert "Say what want is:" in out
    assert "Game over: the round limit was reached." in out
