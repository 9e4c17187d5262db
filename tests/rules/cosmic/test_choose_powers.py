"""`power_mode` `choose_powers` (spec §3 step 5, §4.12 "keep a power", §9.1, D-19, D-41) and the excluded pairs of
§5.5.0, which every deal from the power pool obeys. Wave 2a is not released yet: these tests release it for
themselves (`rules.cosmic.setup.RELEASED`)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from rules.contract import Event, SetupError
from rules.cosmic import components, setup
from rules.cosmic.components import POWER_BY_ID, flare_pool, kind_of, power_pool
from rules.cosmic.dealing import deal, deal_powers, offer_powers, without_excluded_pairs
from rules.cosmic.game import GAME, MODE_WAVES, POWER_MODES
from rules.cosmic.state import KEEP_POWER, PLAY, State, decode, encode
from rules.rng import Rng
from rules.testing import leaked_ids

SEATS = ("p1", "p2", "p3", "p4", "p5", "p6")
W2A = ("r1", "w2a")
CHOOSE = {
    "power_mode": "choose_powers",
    "beginner_flares": False,
    "reverse_cone": False,
    "warp_fan": False,
    "power_pool": "w2a",
    "turn_limit": 200,
}


@pytest.fixture
def w2a(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This build as it will be once wave 2a is released."""
    monkeypatch.setattr(setup, "RELEASED", W2A)
    yield


def coloured(players: int, seed: int = 7, options: dict[str, object] | None = None) -> tuple[State, list[Event]]:
    """A `choose_powers` game whose seats have picked their colours (through the contract, seats by name)."""
    state = GAME.new_state(SEATS[:players], seed, options or CHOOSE)
    told: list[Event] = []
    while state.phase != KEEP_POWER:
        seat = GAME.acting(state)[0]
        step = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        state, told = step.state, told + step.events
    return state, told


def kept_by_all(state: State, choice: int = 0) -> tuple[State, list[Event]]:
    """Every seat keeps its dealt power number `choice`, in table order."""
    told: list[Event] = []
    for seat in GAME.acting(state):
        index = state.seats.index(seat)
        step = GAME.apply(state, seat, {"type": "keep_power", "power": state.offered[index][choice]})
        state, told = step.state, told + step.events
    return state, told


# -- the option --------------------------------------------------------------------------------------------------------
def test_choose_powers_is_offered_only_by_a_build_that_has_released_wave_2a() -> None:
    assert "w2a" in setup.RELEASED and POWER_MODES == ("beginner_game", "standard", "choose_powers", "hidden_powers")
    assert MODE_WAVES["choose_powers"] == "w2a"
    first_release = tuple(mode for mode, wave in MODE_WAVES.items() if wave in ("r1",))
    assert first_release == ("beginner_game", "standard")
    state = GAME.setup(SEATS[:3], 1, {"power_mode": "choose_powers"})
    assert state.power_pool == setup.RELEASED[-1] and all(len(offer) == 3 for offer in state.offered)


def test_a_pool_too_small_for_choose_powers_is_refused_in_the_readers_language() -> None:
    with pytest.raises(SetupError) as raised:
        GAME.setup(SEATS[:4], 1, {"power_mode": "choose_powers", "power_pool": "r1"})
    said = {locale: raised.value.say(locale) for locale in ("en", "de", "fr", "nl")}
    assert said["en"] == str(raised.value)
    assert len(set(said.values())) == 4, said
    assert all("12" in text and "7" in text for text in said.values()), said


def test_a_power_pool_smaller_than_three_powers_per_player_is_a_setup_error() -> None:
    """§3 step 5, D-41: the first release's pool holds 7 powers, three players need 9."""
    options = {**CHOOSE, "power_pool": "r1"}
    with pytest.raises(SetupError) as raised:
        GAME.new_state(SEATS[:3], 1, options)
    assert str(raised.value) == (
        "Option “power_mode” = “choose_powers” needs a power pool of at least 9 powers for 3 players; "
        "the pool “r1” has 7."
    )
    assert raised.value.template.startswith("Option “{name}” = “{value}” needs a power pool")  # for the catalogs


def test_the_wave_2a_pool_deals_choose_powers_to_six_players(w2a: None) -> None:
    assert len(power_pool("w2a", W2A)) == 35
    state, _ = coloured(6)
    assert state.phase == KEEP_POWER and len({p for offer in state.offered for p in offer}) == 18


# -- the deal and the prompt -------------------------------------------------------------------------------------------
def test_each_seat_is_dealt_three_powers_face_down_and_told_them_alone(w2a: None) -> None:
    state, events = coloured(4)
    pool = set(power_pool("w2a", W2A))
    assert [len(offer) for offer in state.offered] == [3] * 4 and {p for o in state.offered for p in o} <= pool
    assert len({p for o in state.offered for p in o}) == 12
    offered = [e for e in events if e["type"] == "powers_offered"]
    assert offered == [
        {"type": "powers_offered", "to": [name], "seat": name, "powers": list(state.offered[i])}
        for i, name in enumerate(SEATS[:4])
    ]
    # §3 step 3 comes first: the ships stand on their home planets; no card is dealt before the powers are kept
    assert all(state.ships_of(seat) == 20 for seat in range(4))
    assert state.hands == ((),) * 4 and state.talon == () and state.powers == ("",) * 4


def test_every_seat_keeps_one_of_its_three_powers_at_once(w2a: None) -> None:
    """§4.12: the decision "keep a power", all seats simultaneously, at most three actions each."""
    state, _ = coloured(3)
    assert GAME.acting(state) == SEATS[:3]
    for index, seat in enumerate(SEATS[:3]):
        assert GAME.legal_actions(state, seat) == [{"type": "keep_power", "power": p} for p in state.offered[index]]
        assert GAME.decision_kind(state, seat) == "decision"
    assert GAME.view(state, None)["public"]["decision"] == "keep_power"
    second = state.offered[1][2]
    step = GAME.apply(state, "p2", {"type": "keep_power", "power": second})
    assert step.events == [{"type": "power_kept", "to": None, "seat": "p2"}]  # that he kept, not what
    assert step.checkpoint  # a hidden simultaneous choice is final (§4.13)
    state = step.state
    assert GAME.acting(state) == ("p1", "p3") and GAME.legal_actions(state, "p2") == []
    assert state.kept == ("", second, "")


def test_the_last_to_keep_deals_the_rest_and_the_kept_powers_become_public(w2a: None) -> None:
    state, _ = coloured(3)
    chosen = tuple(offer[1] for offer in state.offered)
    state, events = kept_by_all(state, 1)
    assert state.phase == PLAY and state.powers == chosen
    assert state.offered == () and state.kept == ()
    told = next(e for e in events if e["type"] == "powers")
    assert told == {"type": "powers", "to": None, "powers": list(chosen), "seats": list(SEATS[:3])}
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    assert [e["to"] for e in events if e["type"] == "hand_dealt"] == [["p1"], ["p2"], ["p3"]]
    assert any(e["type"] == "first_player" for e in events) and GAME.acting(state)  # the first turn is due
    assert [p["power"] for p in GAME.view(state, None)["public"]["players"]] == list(chosen)


def test_the_flares_are_dealt_as_in_standard(w2a: None) -> None:
    """D-19, D-41: the flares of the powers kept first, then others, 3 x N at most: the wave 2a flare pool holds the
    six beginner flares and Amoeba's, fewer than 3 x 3, so all of them join."""
    state, _ = coloured(3)
    state, _ = kept_by_all(state)
    cards = [c for zone in (*state.hands, state.talon) for c in zone]
    flares = sorted(kind_of(c) for c in cards if kind_of(c).startswith("flare_"))
    assert flares == sorted(flare_pool("w2a", W2A)) and "flare_amoeba" in flares
    assert len(cards) == 72 + 22 + 7


def test_a_seat_whose_time_runs_out_keeps_the_first_power_dealt_to_it(w2a: None) -> None:
    """§9.1: the bot's default."""
    state, _ = coloured(4)
    for index, seat in enumerate(SEATS[:4]):
        assert GAME.timeout_action(state, seat) == {"type": "keep_power", "power": state.offered[index][0]}
    state = GAME.apply(state, "p1", GAME.timeout_action(state, "p1") or {}).state
    assert state.kept[0] == state.offered[0][0]


def test_the_same_seed_deals_the_same_powers_and_another_seed_others(w2a: None) -> None:
    first, _ = coloured(5, seed=21)
    again, _ = coloured(5, seed=21)
    other, _ = coloured(5, seed=22)
    assert encode(first) == encode(again) and first.offered != other.offered
    assert encode(kept_by_all(first, 2)[0]) == encode(kept_by_all(again, 2)[0])
    # the random draws come in the order of rules/cosmic/dealing.py: the offers, then the rest from the kept powers
    offered, rng = offer_powers("w2a", W2A, 5, Rng(21))
    assert offered == first.offered
    assert decode(encode(first)) == first  # the choice in progress survives its JSON
    assert rng == first.rng


# -- hidden information ------------------------------------------------------------------------------------------------
def test_the_dealt_powers_are_their_seats_alone_until_everyone_has_kept(w2a: None) -> None:
    """§7: a player sees his own three powers while he chooses; the others see that he is choosing."""
    state, _ = coloured(3)
    state = GAME.apply(state, "p1", {"type": "keep_power", "power": state.offered[0][1]}).state
    secrets = GAME.secrets(state)
    for index, seat in enumerate(SEATS[:3]):
        assert set(state.offered[index]) <= secrets[seat]
    mine = GAME.view(state, "p1")
    assert mine["private"]["powers_offered"] == list(state.offered[0])
    assert mine["private"]["power_kept"] == state.offered[0][1]
    assert GAME.view(state, "p2")["private"]["power_kept"] is None
    for viewer in (None, "p2", "p3"):  # p1's powers, even the one he kept, show in no view but his own
        assert leaked_ids(GAME.view(state, viewer), set(state.offered[0])) == set()
    public = GAME.view(state, None)["public"]
    assert [p["choosing_power"] for p in public["players"]] == [False, True, True]
    assert [p["power"] for p in public["players"]] == [None, None, None]


def test_the_returned_powers_are_never_shown(w2a: None) -> None:
    state, _ = coloured(3)
    returned = {p for offer in state.offered for p in offer[1:]}
    state, events = kept_by_all(state)
    assert GAME.secrets(state)["p1"] == set(state.hands[0])  # nothing dealt face down is left to keep secret
    public_events = [e for e in events if e["to"] is None]
    assert leaked_ids(public_events, returned) == set() and leaked_ids(GAME.view(state, None), returned) == set()
    assert leaked_ids(json.loads(encode(state)), returned) == set()  # returned to the pool, not remembered


# -- excluded pairs (§5.5.0) -------------------------------------------------------------------------------------------
def test_the_later_dealt_of_an_excluded_pair_is_returned_and_replaced_at_random() -> None:
    pool = power_pool("w2b", ("r1", "w2a", "w2b"))
    rigged = ("mind", "gambler", "laser", "sorcerer", "will")
    dealt, rng = without_excluded_pairs(rigged, pool, Rng(5))
    assert dealt[:3] == rigged[:3] and dealt[4] == "will" and rng == Rng(5, 1)
    assert dealt[3] not in (*rigged, "sorcerer") and POWER_BY_ID[dealt[3]].wave is not None
    dealt, _ = without_excluded_pairs(("sorcerer", "mind", "gambler"), pool, Rng(5))
    assert dealt[:2] == ("sorcerer", "mind") and dealt[2] not in ("gambler", "sorcerer", "mind")


def test_a_deal_without_an_excluded_pair_draws_nothing_more() -> None:
    pool = power_pool("w2b", ("r1", "w2a", "w2b"))
    assert without_excluded_pairs(("mind", "gambler", "laser"), pool, Rng(5)) == (("mind", "gambler", "laser"), Rng(5))


def test_a_replacement_is_never_excluded_with_a_power_dealt_before_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(components, "EXCLUDED_PAIRS", (("mind", "mutant"), ("mind", "laser")))
    pool = ("mind", "mutant", "laser", "will")
    for seed in range(20):
        assert without_excluded_pairs(("mind", "mutant"), pool, Rng(seed))[0] == ("mind", "will")


def test_choose_powers_never_offers_both_of_an_excluded_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seed whose raw deal holds Gambler and Sorcerer (wave 2b released for the test): the one dealt later is
    replaced, every other power stays where it was dealt."""
    waves = ("r1", "w2a", "w2b")
    monkeypatch.setattr(setup, "RELEASED", waves)
    pool = power_pool("w2b", waves)
    seed = next(s for s in range(500) if {"gambler", "sorcerer"} <= set(Rng(s).sample(pool, 18)[0]))
    raw = Rng(seed).sample(pool, 18)[0]
    later = max(raw.index("gambler"), raw.index("sorcerer"))
    state, _ = coloured(6, seed=seed, options={**CHOOSE, "power_pool": "w2b"})
    dealt = [p for offer in state.offered for p in offer]
    assert [p for i, p in enumerate(dealt) if i != later] == [p for i, p in enumerate(raw) if i != later]
    assert dealt[later] not in ("gambler", "sorcerer") and len(set(dealt)) == 18


def test_a_standard_deal_obeys_the_excluded_pairs_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """One rule for every deal from the pool: six of the seven first-release powers, an excluded pair among them
    (for the test), leave the seventh in place of the later of the two."""
    monkeypatch.setattr(components, "EXCLUDED_PAIRS", (("mind", "mutant"),))
    pool = power_pool("r1", ("r1",))
    seed = next(s for s in range(200) if {"mind", "mutant"} <= set(Rng(s).sample(pool, 6)[0]))
    raw = Rng(seed).sample(pool, 6)[0]
    dealt, _ = deal(components.COLOURS, "standard", False, "r1", ("r1",), Rng(seed))
    later = max(raw.index("mind"), raw.index("mutant"))
    missing = next(p for p in pool if p not in raw)
    assert list(dealt.powers) == [missing if i == later else p for i, p in enumerate(raw)]
    assert deal_powers("r1", ("r1",), 6, Rng(seed))[0] == dealt.powers
