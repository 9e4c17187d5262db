"""The words of `power_mode` `hidden_powers` (rules/cosmic/text.py; spec §3 step 5, §5.4, §7): the deal tells everyone
that the powers lie face down without naming one, each seat is told its own power in private, and the turning up and
the giving back of a power are told to all with its name, in English, German, French and Dutch, seats named through
the caller's names and no internal id."""

from __future__ import annotations

import random
import re

import pytest

from rules.contract import Event
from rules.cosmic.components import POWERS
from rules.cosmic.face_down import turn_up
from rules.cosmic.game import Cosmic, named
from rules.cosmic.ids import INTERNAL_IDS
from rules.cosmic.names import power_name
from rules.cosmic.state import COLOUR, State
from rules.cosmic.testing import arrange
from rules.frozen import evolve
from rules.testing import id_tokens

GAME = Cosmic()
LOCALES = ("en", "de", "fr", "nl")
SEATS = ("p1", "p2", "p3", "p4")
NAMES = {"p1": "Ada", "p2": "Bram", "p3": "Chloé", "p4": "Dieter"}
HIDDEN = {"power_mode": "hidden_powers"}
FORBIDDEN = INTERNAL_IDS | set(SEATS)
EVERY_POWER = tuple(p.id for p in POWERS if p.wave is not None)


def hidden_game(seed: int = 3, seats: tuple[str, ...] = SEATS) -> tuple[State, list[Event]]:
    """A `hidden_powers` game right after the deal: every seat picked its colour (its first legal action, through the
    contract), and what the picks told."""
    state = GAME.setup(list(seats), seed, HIDDEN)
    told: list[Event] = []
    while state.phase == COLOUR:
        seat = GAME.acting(state)[0]
        step = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        state, told = step.state, told + step.events
    return state, told


def first_turned_up(state: State, seed: int = 1, limit: int = 2000) -> tuple[State, Event]:
    """Random legal play from `state` until a power is turned face up: the state right then and the event."""
    rand = random.Random(seed)
    for _ in range(limit):
        seat = GAME.acting(state)[0]
        step = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat)))
        state = step.state
        found = [e for e in step.events if e["type"] == "power_turned_up"]
        if found:
            return state, found[0]
    raise AssertionError("no power was turned up")


def _said(event: Event, locale: str) -> str:
    said = GAME.narrate(event, locale, NAMES)
    assert said and said != GAME.narrate({"type": "no such event", "to": None}, locale, NAMES), event
    assert "{" not in said and "}" not in said, said
    assert not id_tokens(said) & FORBIDDEN, (said, id_tokens(said) & FORBIDDEN)
    return said


def _names_in(said: str, locale: str) -> set[str]:
    """The powers whose name (in `locale`) stands in `said` as a word of its own."""
    return {p for p in EVERY_POWER if re.search(rf"(?<!\w){re.escape(power_name(p, locale))}(?!\w)", said)}


def test_the_deal_tells_everyone_the_powers_lie_face_down_and_names_none() -> None:
    _, told = hidden_game()
    public = [e for e in told if e["type"] in ("powers", "powers_face_down")]
    assert public == [{"type": "powers_face_down", "to": None, "seats": list(SEATS)}]
    said = {locale: _said(public[0], locale) for locale in LOCALES}
    assert (
        said["en"]
        == "The powers were dealt face down to Ada, Bram, Chloé and Dieter: each player knows only their own."
    )
    assert (
        said["de"] == "Die Mächte wurden verdeckt an Ada, Bram, Chloé und Dieter verteilt: Jeder kennt nur die eigene."
    )
    assert said["fr"].startswith("Les pouvoirs ont été distribués face cachée à Ada, Bram, Chloé et Dieter")
    assert said["nl"].startswith("De machten werden gedekt verdeeld aan Ada, Bram, Chloé en Dieter")
    for locale, line in said.items():
        assert not _names_in(line, locale), line


def test_each_seat_is_told_its_own_power_in_private_by_its_translated_name() -> None:
    state, told = hidden_game()
    dealt = [e for e in told if e["type"] == "power_dealt"]
    assert [(e["to"], e["seat"], e["power"]) for e in dealt] == [
        ([seat], seat, power) for seat, power in zip(SEATS, state.powers, strict=True)
    ]
    first = dealt[0]
    assert state.powers[0] == "zombie"
    assert _said(first, "en") == "You were dealt Zombie, face down: only you know it until it is turned face up."
    assert _said(first, "de") == (
        f"Dir wurde verdeckt {power_name('zombie', 'de')} zugeteilt: Nur du kennst diese Macht, bis sie aufgedeckt "
        "wird."
    )
    for event in dealt:
        for locale in LOCALES:
            assert _names_in(_said(event, locale), locale) == {event["power"]}


def test_a_power_turned_up_in_play_is_named_to_everyone() -> None:
    state, _ = hidden_game()
    after, event = first_turned_up(state)
    seat = SEATS.index(event["seat"])
    assert event["to"] is None and event["power"] == state.powers[seat] and seat not in after.face_down
    said = {locale: _said(event, locale) for locale in LOCALES}
    player, power = NAMES[event["seat"]], event["power"]
    assert said["en"] == f"The power of {player} was turned face up: {power_name(power, 'en')}."
    assert said["de"] == f"Die Macht von {player} wurde aufgedeckt: {power_name(power, 'de')}."
    assert said["fr"] == f"Le pouvoir de {player} a été retourné face visible : {power_name(power, 'fr')}."
    assert said["nl"] == f"De macht van {player} werd open omgedraaid: {power_name(power, 'nl')}."


@pytest.fixture
def excluded() -> tuple[State, list[Event]]:
    """Gambler face up at seat 1, Sorcerer (excluded with him, §5.5.0) face down at seat 2, turned up now (§5.4)."""
    state, _ = hidden_game()
    state = arrange(state, powers={0: "gambler", 1: "sorcerer"})
    state = evolve(state, face_down=(1, 2, 3))
    events: list[Event] = []
    after = turn_up(state, "sorcerer", events)
    return after, [named(e, after.seats) for e in events]


def test_a_power_given_back_is_named_to_everyone_and_its_replacement_only_to_its_player(
    excluded: tuple[State, list[Event]],
) -> None:
    after, events = excluded
    assert [e["type"] for e in events] == ["power_turned_up", "power_returned", "power_dealt"]
    turned, returned, dealt = events
    assert returned == {"type": "power_returned", "to": None, "seat": "p2", "power": "sorcerer"}
    assert dealt["to"] == ["p2"] and dealt["power"] == after.powers[1] not in ("sorcerer", "gambler")
    assert 1 in after.face_down
    said = {locale: _said(returned, locale) for locale in LOCALES}
    assert said["en"] == (
        "Bram gave back Sorcerer, as a power already face up excludes it, and drew another power face down."
    )
    assert said["de"] == (
        f"Bram gab {power_name('sorcerer', 'de')} zurück, weil eine bereits offene Macht sie ausschließt, und zog "
        "verdeckt eine andere Macht."
    )
    for locale in LOCALES:
        # the public lines name the power given back, never the one drawn in its place
        assert _names_in(said[locale], locale) == {"sorcerer"}
        assert _names_in(_said(turned, locale), locale) == {"sorcerer"}
        assert _names_in(_said(dealt, locale), locale) == {dealt["power"]}
    assert len(set(said.values())) == len(LOCALES)
