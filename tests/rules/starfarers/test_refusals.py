"""Refusals that say why (rules/starfarers/refusals.py): given a position, an illegal action is refused through the
contract (`apply`) with one exact sentence; sentences with values say themselves in every language, and a refusal
never tells a seat what only another seat knows."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from rules.contract import IllegalAction
from rules.starfarers.components import MAX_FREIGHT_RINGS
from rules.starfarers.game import GAME
from rules.starfarers.names import TEXT
from rules.starfarers.refusals import (
    EXTRA_FIELD,
    FIELDS,
    MISSING,
    NO_SUCH_MOVE,
    NOT_A_MOVE,
    UNKNOWN,
    Reason,
    explain,
    say,
)
from rules.starfarers.state import (
    DISCARD,
    END_MOVE,
    FRIEND,
    LAUNCH,
    MOVE,
    OFFER_DRAFT,
    OFFER_OPEN,
    ROLL,
    SHAKE,
    STEAL,
    TRADE,
    ZAHN,
    Ship,
    State,
)
from rules.starfarers.testing import arrange, rigged_setup

SEATS = ["p1", "p2", "p3", "p4"]


def table(phase: str = TRADE, hand: dict[str, int] | None = None, seed: int = 4, **changes: Any) -> State:
    """Seed 4's start (p1 on Catan Delta, its colony ship on v04_20, p2 on Catan Beta), p1 to act in `phase` with
    `hand`."""
    state = rigged_setup(SEATS, seed, None, [])
    return arrange(state, hands={0: hand or {}}, active=0, start=0, phase=phase, **changes)


def refused(state: State, action: object, seat: str = "p1") -> str:
    """The refusal `apply` gives (the sentence itself: a marked text or a Reason)."""
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)  # type: ignore[arg-type]
    said: str = caught.value.args[0]
    assert str(caught.value) == said
    return said


def moving(ships: tuple[Ship, ...], **player: object) -> State:
    """p1 to move these ships with 3 points each (a shake of blue and yellow, no encounter)."""
    state = table(SHAKE).with_player(0, ships=ships, **player)
    state = replace(state, rig_shakes=(("blue", "yellow_1"),))
    moved: State = GAME.apply(state, "p1", {"type": "shake"}).state
    assert moved.phase == MOVE and moved.base_move == 3
    return moved


def encounter(card: str, hand: dict[str, int] | None = None) -> State:
    """p1 shakes the black ball and draws `card`."""
    state = table(SHAKE, hand).with_player(0, ships=(Ship(1, "colony", "v06_07"),))
    state = replace(state, rig_shakes=(("black", "blue"),), rig_encounters=(card,))
    drawn: State = GAME.apply(state, "p1", {"type": "shake"}).state
    return drawn


# -- malformed moves ---------------------------------------------------------------------------------------------------
def test_a_move_that_is_no_move_or_not_of_starfarers_is_named_so() -> None:
    state = table(ROLL)
    assert refused(state, ["roll"]) == "That is not a move: a move needs a type."
    assert refused(state, {"type": 7}) == "That is not a move: a move needs a type."
    assert refused(state, {"type": "warp"}) == "There is no such move in Starfarers."
    assert TEXT.tr("fr", refused(state, {"type": "warp"})) == "Ce coup n'existe pas dans Starfarers."


def test_a_missing_field_an_extra_field_or_a_value_of_the_wrong_kind_is_named() -> None:
    steal = table(STEAL)
    assert refused(steal, {"type": "steal"}) == "That move is missing its target."
    assert TEXT.tr("de", refused(steal, {"type": "steal"})) == "Diesem Zug fehlt sein Ziel."
    assert refused(table(ROLL), {"type": "roll", "dice": 12}) == "That move carries something it does not take."
    assert refused(steal, {"type": "steal", "target": "p9"}) == "There is no such player in this game."
    assert refused(steal, {"type": "steal", "target": ["p2"]}) == "There is no such player in this game."
    ship = moving((Ship(1, "colony", "v06_07"),))
    for look_alike in (1.0, True, "1"):
        assert refused(ship, {"type": "stay", "ship": look_alike}) == "Ships are numbered 1 to 3."
    assert refused(ship, {"type": "step", "ship": 1}) == "That move is missing the point to fly to."
    assert refused(ship, {"type": "step", "ship": 1, "to": "v99_99"}) == "There is no such point on the board."
    assert refused(table(), {"type": "bank_give", "resource": "gold"}) == "There is no such resource."


# -- the wrong moment --------------------------------------------------------------------------------------------------
def test_before_the_roll_nothing_is_built_or_traded() -> None:
    state = table(ROLL, {"fuel": 2, "ore": 3})
    assert refused(state, {"type": "build_drive"}) == "You cannot build now: first roll the dice."
    assert (
        TEXT.tr("nl", refused(state, {"type": "build_drive"})) == "Je kunt nu niet bouwen: gooi eerst de dobbelstenen."
    )
    assert refused(state, {"type": "bank_give", "resource": "ore"}) == "Trading comes after the roll."
    assert refused(state, {"type": "offer_start"}) == "Trading comes after the roll."
    assert refused(state, {"type": "shake"}) == "First roll the dice."


def test_a_part_of_the_turn_that_is_over_or_still_to_come_is_named() -> None:
    trade = table(TRADE, {"ore": 3})
    assert refused(trade, {"type": "roll"}) == "You have already rolled this turn."
    assert refused(trade, {"type": "steal", "target": "p2"}) == "You may steal only after rolling a seven."
    assert refused(trade, {"type": "shake"}) == "First end trading and building."
    assert refused(trade, {"type": "stay", "ship": 1}) == (
        "Your ships move after trading and building, once the mother ship is shaken."
    )
    assert refused(trade, {"type": "encounter_option", "option": "yes"}) == "There is no encounter to answer now."
    assert refused(trade, {"type": "bank_get", "resource": "food"}) == "First choose the resource you give the bank."
    assert refused(trade, {"type": "offer_send"}) == "You are not drafting an offer now: make one first."
    assert refused(trade, {"type": "accept"}) == "No offer is open now."
    assert refused(trade, {"type": "found_colony"}) == (
        "Only a ship that has just ended its move can found a colony or establish a trade station."
    )
    shake = table(SHAKE, {"ore": 3})
    assert refused(shake, {"type": "bank_give", "resource": "ore"}) == "Trading and building are over for this turn."
    moved = moving((Ship(1, "colony", "v06_07"),))
    assert refused(moved, {"type": "shake"}) == "You have already shaken the mother ship this turn."


def test_a_pending_follow_up_or_another_seats_window_is_what_is_asked_for() -> None:
    launch = table(LAUNCH, {"ore": 1, "fuel": 1, "carbon": 1, "food": 1, "goods": 2}, task=("build_colony_ship",))
    assert refused(launch, {"type": "build_gun"}) == "First choose where your new ship starts."
    # a seven: p2 discards while p1, whose turn it is, waits
    seven = table(DISCARD, owed=(0, 4, 0, 0), marks=((), (), (), ()))
    seven = arrange(seven, hands={1: {"ore": 8}})
    assert GAME.acting(seven) == ("p2",)
    assert refused(seven, {"type": "bank_give", "resource": "ore"}, "p2") == "You can do that only in your own turn."
    assert refused(seven, {"type": "discard", "resource": "fuel"}, "p2") == "You hold no fuel."


# -- cards, costs and supplies -----------------------------------------------------------------------------------------
def test_what_a_build_or_a_bank_trade_lacks_is_named_card_by_card() -> None:
    state = table(TRADE, {"ore": 2, "fuel": 1, "food": 1})
    assert refused(state, {"type": "build_colony_ship"}) == "You need 1 more carbon."
    assert refused(state, {"type": "build_trade_ship"}) == "You need 2 more goods."
    assert refused(state, {"type": "build_spaceport"}) == "You need 3 more carbon and 1 more food."
    assert refused(state, {"type": "bank_give", "resource": "ore"}) == "You need 1 more ore."
    empty = table(TRADE)
    lacking = refused(empty, {"type": "build_trade_ship"})
    assert lacking == "You need 1 more ore, 1 more fuel and 2 more goods."
    assert isinstance(lacking, Reason)
    assert say(lacking, "de") == "Du brauchst noch 1 Erz, 1 Treibstoff und 2 Handelsware."
    assert say(lacking, "fr") == "Il te faut encore 1 carte minerai, 1 carte carburant et 2 cartes marchandise."
    assert say(refused(state, {"type": "bank_give", "resource": "ore"}), "nl") == "Je komt nog 1 erts tekort."


def test_a_card_not_held_or_already_set_aside_is_named() -> None:
    seven = table(DISCARD, {"ore": 4, "food": 4}, owed=(4, 0, 0, 0), marks=((), (), (), ()))
    assert refused(seven, {"type": "discard", "resource": "goods"}) == "You hold no goods."
    marked = replace(seven, marks=(("ore",) * 4, (), (), ()), owed=(5, 0, 0, 0))
    assert refused(marked, {"type": "discard", "resource": "ore"}) == "You have already put aside all your ore."
    offer = table(OFFER_DRAFT, {"ore": 1}, offer=(("ore",), (), -1), offers_started=1)
    assert (
        refused(offer, {"type": "offer_give", "resource": "ore"}) == "You have already put all your ore on the table."
    )
    assert say(refused(offer, {"type": "offer_give", "resource": "fuel"}), "de") == "Du hast keine Treibstoff-Karte."


def test_limits_of_the_supply_and_of_the_mother_ship_are_named() -> None:
    rich = {"ore": 4, "fuel": 4, "carbon": 4, "food": 4, "goods": 4}
    full = table(TRADE, rich).with_player(
        0, ships=(Ship(1, "colony", "v04_20"), Ship(2, "trade", "v08_08"), Ship(3, "trade", "v09_09"))
    )
    assert refused(full, {"type": "build_colony_ship"}) == "All three of your ships are already in space."
    settled = table(TRADE, rich).with_player(0, colonies=tuple(f"v0{n}_0{n}" for n in range(1, 9)) + ("v03_21",))
    assert refused(settled, {"type": "build_colony_ship"}) == "You have no colony left in your supply."
    ports = table(TRADE, rich).with_player(0, ports=("v03_21", "v02_19", "v01_21"))
    assert refused(ports, {"type": "build_spaceport"}) == "You have no space port left in your supply."
    rings = table(TRADE, rich).with_player(0, freight=MAX_FREIGHT_RINGS)
    assert (
        refused(rings, {"type": "build_freight_ring"})
        == "Your mother ship already carries 5 freight rings, the most it can."
    )
    assert say(refused(rings, {"type": "build_freight_ring"}), "fr") == (
        "Ton vaisseau-mère porte déjà 5 anneaux de fret, le maximum."
    )
    no_drives = replace(table(TRADE, rich), addons=(0, 24, 20))
    assert refused(no_drives, {"type": "build_drive"}) == "The supply has no drives left."
    offered = table(TRADE, rich, offers_started=5)
    assert refused(offered, {"type": "offer_start"}) == "You have already made 5 offers this turn, the most allowed."


def test_friendship_cards_and_their_once_a_turn_use_are_named() -> None:
    state = table(TRADE, {"goods": 2})
    assert refused(state, {"type": "use_dip_fame"}) == "You do not hold the friendship card Honours."
    honoured = replace(state.with_player(0, friends=("dip_fame",)), turn=("dip_fame_used",))
    assert refused(honoured, {"type": "use_dip_fame"}) == "You have already used Honours this turn."
    assert say(refused(honoured, {"type": "use_dip_fame"}), "de") == ("Du hast „Ehrung“ in diesem Zug schon genutzt.")
    aid = state.with_player(0, friends=("dip_aid",))
    assert refused(aid, {"type": "use_dip_aid", "target": "p1"}) == "You cannot take a card from yourself."
    assert refused(aid, {"type": "use_dip_aid", "target": "p2"}) == (
        "Development aid takes only from a player with more victory points than you."
    )


# -- the board ---------------------------------------------------------------------------------------------------------
def test_a_ship_that_cannot_fly_there_or_not_that_far_is_named() -> None:
    state = moving((Ship(1, "colony", "v13_02"),))
    assert refused(state, {"type": "step", "ship": 1, "to": "v20_20"}) == (
        "Ship 1 flies one step at a time, to a neighbouring point."
    )
    last_point = replace(state, flying=1, left=(1, -1, -1))
    far = refused(last_point, {"type": "step", "ship": 1, "to": "v14_03"})  # a trade point, its last point
    assert far == "Ship 1 cannot fly that far this turn: from there it could not reach a point where it may stop."
    assert say(far, "de").startswith("Schiff 1 kann in diesem Zug nicht so weit fliegen")
    on_trade_point = GAME.apply(state, "p1", {"type": "step", "ship": 1, "to": "v14_03"}).state
    assert refused(on_trade_point, {"type": "stop"}) == "A colony ship may not stop at a trade point."
    assert refused(state, {"type": "stop"}) == "No ship is flying: there is nothing to stop."


def test_a_ship_that_is_not_yours_finished_or_waiting_for_another_is_named() -> None:
    state = moving((Ship(1, "colony", "v06_07"), Ship(2, "trade", "v13_02")))
    assert refused(state, {"type": "stay", "ship": 3}) == "You have no ship 3 in space."
    flying = GAME.apply(state, "p1", {"type": "step", "ship": 1, "to": "v07_06"}).state
    assert refused(flying, {"type": "stay", "ship": 2}) == "Ship 1 is flying: it finishes its move first."
    assert refused(flying, {"type": "end_movement"}) == "Ship 1 is flying: it finishes its move first."
    stayed = GAME.apply(state, "p1", {"type": "stay", "ship": 1}).state
    assert (
        refused(stayed, {"type": "step", "ship": 1, "to": "v07_06"}) == "Ship 1 has already ended its move this turn."
    )
    assert (
        say(refused(stayed, {"type": "stay", "ship": 1}), "nl")
        == "Schip 1 heeft zijn beweging deze beurt al beëindigd."
    )


def test_occupied_points_are_named() -> None:
    draft = rigged_setup(SEATS, 4, {"setup_draft": True}, [])
    first = GAME.acting(draft)[0]
    point = GAME.legal_actions(draft, first)[0]
    after = GAME.apply(draft, first, point).state
    second = GAME.acting(after)[0]
    assert refused(after, point, second) == "That point is taken."
    assert refused(after, {"type": "draft_colony", "node": "v08_04"}, second) == (
        "Starting colonies and space ports go on free colony points of the Catanian systems."
    )
    assert refused(after, {"type": "draft_ship", "node": "v04_20"}, second) == (
        "Now place a colony on a free colony point of a Catanian system."
    )
    # p1's free launch point v04_20 holds its colony ship: a new ship cannot start there
    launch = table(LAUNCH, {"ore": 1, "fuel": 1, "carbon": 1, "food": 1}, task=("build_colony_ship",))
    assert refused(launch, {"type": "launch", "node": "v04_20"}) == "A ship already stands on that point."
    assert refused(launch, {"type": "launch", "node": "v06_07"}) == (
        "A new ship starts on a launch point of one of your space ports."
    )
    home = moving((Ship(1, "colony", "v04_19"),))
    on_colony = home
    for to in ("v04_20", "v03_21"):  # p1's own space port
        on_colony = GAME.apply(on_colony, "p1", {"type": "step", "ship": 1, "to": to}).state
    assert refused(on_colony, {"type": "stop"}) == "A colony, space port or trade station already stands on that point."


def test_a_colony_where_none_may_be_founded_is_named_without_telling_an_unseen_token() -> None:
    state = table(END_MOVE, task=(1, False)).with_player(0, ships=(Ship(1, "colony", "v08_04"),))
    tokens = list(state.tokens)
    here = next(i for i, (p, _, _) in enumerate(tokens) if p == "sys1_p0")
    there = next(i for i, (_, t, _) in enumerate(tokens) if t == "tok_s_pirate7")
    tokens[there] = (tokens[there][0], tokens[here][1], tokens[there][2])
    tokens[here] = ("sys1_p0", "tok_s_pirate7", False)
    lair = replace(state, tokens=tuple(tokens))
    assert GAME.legal_actions(lair, "p1") == [{"type": "decline"}]
    assert refused(lair, {"type": "found_colony"}) == "You cannot found a colony at that point."  # never looked
    seen = lair.with_player(0, peeked=("tok_s_pirate7",))
    assert refused(seen, {"type": "found_colony"}) == (
        "That planet is a pirate lair or an ice planet: no colony can be founded there."
    )
    assert refused(seen, {"type": "establish_station"}) == "Only a trade ship can establish a trade station."
    must = replace(seen, task=(1, True))
    assert (
        refused(must, {"type": "decline"})
        == "Your ship stayed on a point it had to leave: it must found a colony there."
    )


def test_trade_stations_go_in_order_with_the_freight_they_need() -> None:
    state = table(END_MOVE, task=(1, False)).with_player(0, ships=(Ship(1, "trade", "v14_04"),), freight=2)
    assert refused(state, {"type": "establish_station"}) == (
        "Trade stations at a base are established in order: the lower points first."
    )
    first = state.with_player(1, stations=(("base_green_folk", 1),)).with_player(0, freight=1)
    needs = refused(first, {"type": "establish_station"})
    assert needs == "Your mother ship needs 2 freight rings to trade at that point."
    assert say(needs, "de") == "Dein Mutterschiff braucht 2 Frachtringe, um an diesem Punkt zu handeln."
    friend = table(FRIEND, task=(0,))
    assert refused(friend, {"type": "take_friendship", "card": "mer_ore"}) == (
        "That friendship card is not to be had at this base."
    )


# -- offers ------------------------------------------------------------------------------------------------------------
def test_an_offer_is_refused_for_its_own_reasons_and_a_counter_being_drafted_stays_secret() -> None:
    draft = table(OFFER_DRAFT, {"ore": 2}, offer=(("ore",), ("food",) * 6, 1), offers_started=1)
    assert refused(draft, {"type": "offer_want", "resource": "goods"}) == "An offer has at most 6 cards a side."
    assert (
        refused(draft, {"type": "offer_give", "resource": "food"}) == "A resource cannot be on both sides of an offer."
    )
    assert refused(draft, {"type": "offer_to", "seat": "p3"}) == "Your offer is already addressed to one player."
    assert refused(table(OFFER_DRAFT, {"ore": 2}), {"type": "offer_send"}) == (
        "An offer needs at least one card on each side."
    )
    state = table(OFFER_DRAFT, {"ore": 2}, offer=(("ore",), ("food",), -1), offers_started=1)
    state = GAME.apply(state, "p1", {"type": "offer_send"}).state
    assert state.phase == OFFER_OPEN
    waiting = refused(state, {"type": "confirm", "seat": "p2"})
    assert waiting == "That player has not answered yet."
    drafting = GAME.apply(state, "p2", {"type": "counter"}).state
    assert refused(drafting, {"type": "confirm", "seat": "p2"}) == waiting  # the same words: a draft is p2's to know
    assert refused(drafting, {"type": "accept"}, "p2") == "You are drafting a counter-offer: send it or decline."
    assert refused(drafting, {"type": "counter_send"}, "p2") == (
        "A counter-offer needs at least one card on each side."
    )
    assert refused(state, {"type": "counter_give", "resource": "ore"}, "p3") == "First choose to make a counter-offer."
    assert (
        refused(state, {"type": "withdraw"}, "p3") == "Only the player who made the offer can confirm or withdraw it."
    )
    assert refused(state, {"type": "accept"}) == "You cannot answer your own offer."
    declined = GAME.apply(state, "p3", {"type": "decline"}).state
    assert refused(declined, {"type": "confirm", "seat": "p3"}) == "That player declined your offer."
    poor = arrange(state, hands={1: {}})
    assert refused(poor, {"type": "accept"}, "p2") == "You need 1 more food."


# -- encounters --------------------------------------------------------------------------------------------------------
def test_an_encounter_answer_needs_its_cards_and_its_add_ons() -> None:
    poor = encounter("enc15", {"ore": 1})
    assert refused(poor, {"type": "encounter_option", "option": "yes"}) == "That answer needs 2 cards in your hand."
    assert say(refused(poor, {"type": "encounter_option", "option": "yes"}), "nl") == (
        "Voor dat antwoord heb je 2 kaarten in je hand nodig."
    )
    assert refused(poor, {"type": "encounter_option", "option": "fight"}) == "This encounter has no such answer."
    fuel = encounter("enc22", {"fuel": 1})
    assert refused(fuel, {"type": "encounter_option", "option": "yes"}) == "You need 1 more fuel."
    jump = encounter("enc29")
    jump = GAME.apply(jump, "p1", {"type": "encounter_option", "option": "yes"}).state
    assert refused(jump, {"type": "jump_area", "area": "nowhere"}) == "There is no such area to jump to."
    zahn = replace(table(ZAHN), zahn=("?", "?", "", "")).with_player(0, drives=2, freight=2)
    zahn = zahn.with_player(1, guns=2, freight=2)
    assert GAME.acting(zahn) == ("p1", "p2")
    assert refused(zahn, {"type": "choose_addon", "addon": "gun"}) == "Your mother ship has no gun to lose."
    assert refused(zahn, {"type": "choose_addon", "addon": "drive"}, "p2") == "Your mother ship has no drive to lose."
    assert refused(zahn, {"type": "roll"}) == "You have already rolled this turn."
    assert refused(zahn, {"type": "roll"}, "p2") == "You can do that only in your own turn."


# -- the words reach the player ----------------------------------------------------------------------------------------
def test_the_bot_says_a_refusal_with_values_in_the_readers_language() -> None:
    from bot.game import rules_words  # the bot's half of the way; the other rules tests need no bot package

    lacking = refused(table(TRADE, {"ore": 2}), {"type": "bank_give", "resource": "ore"})
    assert rules_words("starfarers", str(IllegalAction(lacking))).say("de") == "Du brauchst noch 1 Erz."
    plain = refused(table(ROLL), {"type": "shake"})
    assert not isinstance(plain, Reason)
    assert rules_words("starfarers", plain).say("de") == TEXT.tr("de", "First roll the dice.") != plain


def test_every_sentence_is_translated_and_names_no_internal_id() -> None:
    ids = GAME.internal_ids()
    sentences = [
        refused(table(TRADE), {"type": "build_trade_ship"}),
        refused(table(TRADE, {"goods": 2}), {"type": "use_dip_fame"}),
        refused(moving((Ship(1, "colony", "v06_07"),)), {"type": "stay", "ship": 2}),
        refused(table(ROLL), {"type": "build_gun"}),
    ]
    for sentence in sentences:
        for locale in ("de", "fr", "nl"):
            said = say(sentence, locale)
            assert said and said != str(sentence)
            assert not any(token in ids for token in said.replace(".", " ").split())


def test_moves_made_of_legal_parts_are_never_called_malformed() -> None:
    # every action type the game offers takes the fields the refusals expect; a move built from legal moves' parts
    # (another seat's move, a stale one, one field swapped) is refused for what stands in the way, not its shape
    malformed = {NOT_A_MOVE, NO_SUCH_MOVE, EXTRA_FIELD, *MISSING.values(), *UNKNOWN.values()} - {UNKNOWN["option"]}
    rng = random.Random(5)
    state = rigged_setup(SEATS[:3], 5, {"setup_draft": True}, [])
    stale: list[dict[str, Any]] = []
    for _ in range(600):
        if GAME.is_over(state):
            break
        seat = rng.choice(GAME.acting(state))
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            assert set(action) - {"type"} == set(FIELDS[action["type"]]), action
        action = rng.choice(legal)
        others = [a for other in GAME.acting(state) if other != seat for a in GAME.legal_actions(state, other)]
        built = [*others, *stale]
        for field in FIELDS[action["type"]]:
            built += [{**action, field: a[field]} for a in [*legal, *built] if field in a]
        for candidate in built:
            if candidate not in legal:
                assert explain(state, seat, candidate) not in malformed, (state.phase, candidate)
        stale = legal[:5]
        state = GAME.apply(state, seat, action).state


def test_inside_an_encounter_a_step_of_another_kind_is_told_what_the_encounter_asks() -> None:
    state = encounter("enc15", {"ore": 2})
    assert refused(state, {"type": "choose_resource", "resource": "ore"}) == "First answer the encounter."
    assert refused(state, {"type": "take_friendship", "card": "gf_ore"}) == "First answer the encounter."
    paying = GAME.apply(state, "p1", {"type": "encounter_option", "option": "yes"}).state
    assert refused(paying, {"type": "choose_resource", "resource": "food"}) == "You hold no food."
    assert refused(paying, {"type": "encounter_option", "option": "no"}) == "First choose the card you give up."
