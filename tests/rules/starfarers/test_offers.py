"""§4.5.2 (D44) through the contract: an offer drafted card by card and seen only by its author, sent to everyone or
to one player, every addressed player asked whatever they hold, accept / decline / counter built card by card,
the active player confirming one (the swap is at once) or withdrawing, the offer closing when all decline, at most
five offers a turn."""

from __future__ import annotations

from rules.starfarers.game import GAME
from rules.starfarers.setup import build
from rules.starfarers.state import OFFER_DRAFT, OFFER_OPEN, TRADE, State
from rules.starfarers.testing import arrange

SEATS = ["p1", "p2", "p3", "p4"]


def trading(**hands: dict[str, int]) -> State:
    state = build(SEATS, 2, {}, [])
    by_seat = {SEATS.index(seat): hand for seat, hand in hands.items()}
    return arrange(state, hands={0: {}, 1: {}, 2: {}, 3: {}, **by_seat}, active=0, start=0, phase=TRADE)


def send(state: State, give: str = "ore", want: str = "food", to: str | None = None) -> State:
    """p1 offers one `give` card for one `want` card, to everyone or to `to`."""
    drafting: list[dict[str, object]] = [
        {"type": "offer_start"},
        {"type": "offer_give", "resource": give},
        {"type": "offer_want", "resource": want},
    ]
    if to is not None:
        drafting.append({"type": "offer_to", "seat": to})
    return act(state, "p1", *drafting, {"type": "offer_send"})


def act(state: State, seat: str, *actions: dict[str, object]) -> State:
    for action in actions:
        state = GAME.apply(state, seat, action).state
    return state


def test_a_draft_is_built_card_by_card_and_only_its_author_sees_it() -> None:
    state = act(trading(p1={"ore": 2}, p2={"food": 1}), "p1", {"type": "offer_start"})
    assert state.phase == OFFER_DRAFT
    state = act(state, "p1", {"type": "offer_give", "resource": "ore"}, {"type": "offer_want", "resource": "food"})
    legal = GAME.legal_actions(state, "p1")
    assert {"type": "offer_want", "resource": "ore"} not in legal  # never on both sides
    assert {"type": "offer_give", "resource": "ore"} in legal and {"type": "offer_send"} in legal
    assert GAME.view(state, "p1")["private"]["draft"] == {"give": ["ore"], "want": ["food"], "to": None}
    assert "draft" not in GAME.view(state, "p2")["private"] and GAME.view(state, None)["public"]["offer"] is None


def test_every_addressed_player_is_asked_whatever_they_hold_and_a_confirmed_accept_swaps_at_once() -> None:
    state = send(trading(p1={"ore": 2}, p2={"food": 1}, p3={}, p4={"food": 2}))
    assert state.phase == OFFER_OPEN and GAME.acting(state) == ("p1", "p2", "p3", "p4")
    assert GAME.legal_actions(state, "p3") == [{"type": "decline"}, {"type": "counter"}]  # no food: no accept
    assert {"type": "accept"} in GAME.legal_actions(state, "p2")
    state = act(state, "p2", {"type": "accept"})
    assert GAME.view(state, None)["public"]["offer"]["answers"] == {"p2": "accept", "p3": "waiting", "p4": "waiting"}
    state = act(state, "p1", {"type": "confirm", "seat": "p2"})
    assert state.phase == TRADE and state.holds(0, "food") == 1 and state.holds(0, "ore") == 1
    assert state.holds(1, "ore") == 1 and state.holds(1, "food") == 0


def test_a_counter_is_built_card_by_card_and_confirmed_on_its_own_terms() -> None:
    state = send(trading(p1={"ore": 2, "fuel": 1}, p2={"food": 2}, p3={}, p4={}), to="p2")
    assert GAME.acting(state) == ("p1", "p2")
    state = act(
        state,
        "p2",
        {"type": "counter"},
        {"type": "counter_give", "resource": "food"},
        {"type": "counter_give", "resource": "food"},
    )
    assert "counter" in GAME.view(state, "p2")["private"] and "food" not in str(
        GAME.view(state, None)["public"]["offer"]["counters"]
    )
    state = act(
        state,
        "p2",
        {"type": "counter_want", "resource": "ore"},
        {"type": "counter_want", "resource": "fuel"},
        {"type": "counter_send"},
    )
    assert GAME.view(state, None)["public"]["offer"]["counters"] == {
        "p2": {"give": ["food", "food"], "want": ["ore", "fuel"]}
    }
    state = act(state, "p1", {"type": "confirm", "seat": "p2"})
    assert (state.holds(0, "food"), state.holds(0, "ore"), state.holds(0, "fuel")) == (2, 1, 0)
    assert (state.holds(1, "ore"), state.holds(1, "fuel"), state.holds(1, "food")) == (1, 1, 0)


def test_an_offer_everyone_declines_closes_and_five_offers_a_turn_is_the_most() -> None:
    state = trading(p1={"ore": 1})
    for n in range(5):
        state = send(state)
        for seat in ("p2", "p3", "p4"):
            state = act(state, seat, {"type": "decline"})
        assert state.phase == TRADE and state.offers_started == n + 1
    assert {"type": "offer_start"} not in GAME.legal_actions(state, "p1")
    withdrawn = act(send(trading(p1={"ore": 1})), "p1", {"type": "withdraw"})
    assert withdrawn.phase == TRADE and withdrawn.holds(0, "ore") == 1
