"""Refusals that say why (rules/cosmic/refusals.py): given a position, an illegal action is refused through the
contract (`apply`) with one exact sentence; sentences with values say themselves in every language, and a refusal
never tells a seat what only another seat knows."""

from __future__ import annotations

import random

import pytest

from rules.contract import Action, IllegalAction
from rules.cosmic import engine
from rules.cosmic.components import kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.game import GAME
from rules.cosmic.names import TEXT
from rules.cosmic.refusals import FIELDS, Reason, explain, say
from rules.cosmic.registry import Power, registered
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop
from rules.cosmic.testing import arrange
from rules.frozen import evolve
from rules.i18n import mark
from rules.testing import GENERIC_REFUSAL, leaked_ids
from tests.rules.cosmic.scenario import act, head, start, to, until_window
from tests.rules.cosmic.test_challenge import aimed, invited_nobody
from tests.rules.cosmic.test_deals import dealing, propose

FILL = ("attack_6", "attack_8", "compromise")


def refused(state: State, action: object, seat: str = "p1") -> str:
    """The refusal `apply` gives (the sentence itself: a marked text or a Reason)."""
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)  # type: ignore[arg-type]
    said: str = caught.value.args[0]
    assert str(caught.value) == said and said != GENERIC_REFUSAL
    return said


def in_all(sentence: str) -> list[str]:
    """The sentence in German, French and Dutch: each translated, none the English."""
    said = [say(sentence, locale) for locale in ("de", "fr", "nl")]
    assert all(s and s != str(sentence) for s in said), said
    return said


# -- malformed moves ---------------------------------------------------------------------------------------------------
def test_a_move_that_is_no_move_or_not_of_cosmic_encounter_is_named_so() -> None:
    state, _ = start(3)
    assert refused(state, ["pass"]) == "That is not a move: a move needs a type."
    assert refused(state, {"type": 7}) == "That is not a move: a move needs a type."
    assert refused(state, {"type": "no_such_action"}) == "There is no such move in Cosmic Encounter."
    assert TEXT.tr("de", refused(state, {"type": "warp"})) == "Diesen Zug gibt es in Cosmic Encounter nicht."


def test_a_missing_field_an_extra_field_or_a_value_of_the_wrong_kind_is_named() -> None:
    state = aimed(commit=0)
    state, _ = to(state, "commit")
    assert refused(state, {"type": "commit"}) == "That move is missing where the ship comes from."
    assert refused(state, {"type": "commit", "from": "red_1", "ships": 2}) == (
        "That move carries something it does not take."
    )
    assert refused(state, {"type": "commit", "from": "pluto"}) == "Ships come from a planet or from the cone."
    assert refused(state, {"type": "target", "planet": "pluto"}) == "There is no such planet in this game."
    assert refused(state, {"type": "invite", "seat": "p9"}) == "There is no such player in this game."
    assert refused(state, {"type": "select", "card": "attack_99"}) == "There is no such card."
    for look_alike in (1.0, True, "1", -1):
        assert refused(state, {"type": "reward_ships", "n": look_alike}) == "That is not a whole number of 0 or more."
    assert TEXT.tr("fr", refused(state, {"type": "commit"})) != "That move is missing where the ship comes from."


# -- the wrong moment --------------------------------------------------------------------------------------------------
def targeting() -> State:
    """Red (seat 0) is to choose the target planet in blue's system."""
    state, _ = start(4, destiny=("destiny_blue_1",))
    state, _ = to(state, "target")
    return state


def test_an_action_of_another_step_is_answered_with_the_step_due_now() -> None:
    state = targeting()
    said = refused(state, {"type": "select", "card": "attack_12"})
    assert said == "Now you choose the target planet in the defense's system."
    assert TEXT.tr("nl", said) == "Kies nu de doelplaneet in het systeem van de verdediging."
    assert refused(state, {"type": "play", "card": "edict_cosmic_zap"}) == (
        "No window is open now: cards are played in the windows of the challenge."
    )
    invite = invited_nobody(aimed())
    invite, _ = to(invite, "select")
    assert refused(invite, {"type": "invite", "seat": "p3"}) == "Now you choose your challenge card."


def test_an_open_window_is_named_with_what_may_be_done_in_it() -> None:
    state, _ = start(3, hands={1: ("edict_plague", *FILL), 2: ("edict_veto", *FILL)})
    assert state.window == "w_start"
    said = refused(state, {"type": "select", "card": "attack_6"}, "p2")
    assert said == "The window “Start of the challenge” is open: play a card, use your power, or pass."
    assert isinstance(said, Reason)
    assert say(said, "de") == (
        "Das Zeitfenster „Beginn der Herausforderung“ ist offen: Spiel eine Karte, setz deine Macht ein oder passe."
    )
    assert refused(state, {"type": "target_item", "item": 0}, "p3") == (
        "You have declared no play that aims at someone: play a card first."
    )
    aiming, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    assert refused(aiming, {"type": "play", "card": "attack_6"}, "p2") == (
        "First name whom or what your play aims at, or pass."
    )
    assert refused(state, {"type": "play", "card": "attack_6"}, "p2") == (
        "Attack cards and compromises are not played in windows: they are challenge cards."
    )


def test_a_response_round_asks_for_a_response_only() -> None:
    hands = {1: ("edict_plague", *FILL), 2: ("edict_veto", "edict_mobius_tubes", *FILL)}
    state, _ = start(3, hands=hands)
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    for seat in (0, 2):
        state, _ = act(state, seat, {"type": "pass"})
    assert state.w_stage == "response"
    said = refused(state, {"type": "play", "card": "edict_mobius_tubes"}, "p3")
    assert said == "In a response round only a Cosmic Zap, a Flare Zap or a Veto can be played."
    in_all(said)


def test_a_seat_not_asked_is_told_who_is_asked_or_that_it_has_answered() -> None:
    # explain is the game's answer for the acting seats; asked directly for another seat it still says why
    state, _ = start(3, hands={2: ("edict_veto", *FILL)})
    state, _ = act(state, 2, {"type": "pass"})
    assert explain(state, "p3", {"type": "pass"}) == "You have already answered: the others are still choosing."
    target = targeting()
    assert explain(target, "p2", {"type": "target", "planet": "blue_1"}) == (
        "It is not your turn: the offense is asked now."
    )
    cards = invited_nobody(aimed())
    cards, _ = to(cards, "select")
    assert explain(cards, "p3", {"type": "select", "card": "attack_6"}) == (
        "It is not your turn: the offense and the defense are asked now."
    )


# -- cards -------------------------------------------------------------------------------------------------------------
def test_a_card_not_held_is_named_by_its_kind() -> None:
    state = invited_nobody(aimed())
    state, _ = to(state, "select")
    said = refused(state, {"type": "select", "card": "attack_20"})  # the defense holds it, the offense does not
    assert said == "You hold no Attack 20."
    assert [say(said, locale) for locale in ("de", "fr", "nl")] == [
        "Du hast „Wertkarte 20“ nicht auf der Hand.",
        "Tu n'as pas « Attaque 20 » en main.",
        "Je hebt geen ‘Aanval 20’ in je hand.",
    ]
    window, _ = start(3, hands={1: FILL})
    assert refused(window, {"type": "play", "card": "edict_veto"}, "p2") == "You hold no Veto."
    assert refused(window, {"type": "play", "card": "edict_veto", "from": "hoard"}, "p2") == (
        "Your hoard holds no Veto."
    )


def test_only_a_challenge_card_is_selected() -> None:
    state = invited_nobody(aimed(hands={0: ("edict_veto", *FILL)}))
    state, _ = to(state, "select")
    assert refused(state, {"type": "select", "card": "edict_veto"}) == (
        "Only an attack card or a compromise can be your challenge card."
    )


# -- planets -----------------------------------------------------------------------------------------------------------
def test_a_planet_without_a_base_or_a_ship_is_named() -> None:
    regroup, _ = start(3, ships={0: {"red_1": 2, "warp": 2}})
    assert head(regroup) == "regroup"
    said = refused(regroup, {"type": "free", "planet": "blue_1"})
    assert said == "You have no base on Blue 1."
    assert say(said, "fr").endswith("Bleu 1.")
    assert refused(regroup, {"type": "free_to_cone"}) == (
        "A ship goes from the warp straight into the cone only when you have no base."
    )
    commit = aimed(commit=0)
    commit, _ = to(commit, "commit")
    assert refused(commit, {"type": "commit", "from": "blue_1"}) == "You have no ship on Blue 1."
    assert refused(commit, {"type": "commit", "from": "cone"}) == "No ship of yours can come from the cone now."
    assert refused(commit, {"type": "done"}) == "You cannot finish this step yet."


def test_a_target_outside_the_defense_system_and_home_planets_that_cannot_be_reclaimed_or_attacked() -> None:
    target = targeting()
    assert (
        refused(target, {"type": "target", "planet": "red_1"}) == "The target planet must be in the defense's system."
    )
    ships = {0: {"red_2": 4}, 2: {"red_2": 1, "yellow_1": 3}}
    own, _ = start(4, destiny=("destiny_red_2",), ships=ships)
    own, _ = to(own, "own_colour")
    assert refused(own, {"type": "reclaim", "planet": "red_2"}) == (
        "Only a home planet on which no ship stands can be reclaimed."
    )
    assert refused(own, {"type": "reclaim", "planet": "blue_1"}) == "That planet is not in your own system."
    assert refused(own, {"type": "attack_home", "planet": "red_1"}) == (
        "Only a home planet where another player has ships can be attacked."
    )


# -- deals -------------------------------------------------------------------------------------------------------------
def test_a_deal_term_out_of_range_and_proposals_that_cannot_be_accepted_are_named() -> None:
    state = dealing()
    assert refused(state, {"type": "deal_n", "n": 2}) == "You are not drafting a proposal: start one first."
    drafting, _ = act(state, 0, {"type": "deal_draft"})
    held = len(drafting.hands[0])
    said = refused(drafting, {"type": "deal_n", "n": 50})
    assert said == f"Choose a number from 0 to {held}."
    assert say(said, "de") == f"Wähle eine Zahl von 0 bis {held}."
    assert refused(drafting, {"type": "deal_mode", "mode": "random"}) == (
        "You are drafting a proposal: now choose how many cards you give."
    )
    offered = propose(state, 0, 1, 0, None, None)
    assert refused(offered, {"type": "deal_accept", "proposal": 1}) == "You cannot accept your own proposal."
    assert refused(offered, {"type": "deal_accept", "proposal": 2}, "p2") == (
        "The other player has no open proposal with that number."
    )


# -- powers ------------------------------------------------------------------------------------------------------------
def test_a_power_not_active_used_or_zapped_is_named() -> None:
    # red keeps bases on two home planets only once its two ships of red_1 are in the cone
    weak = invited_nobody(aimed(3, ships={0: {"red_1": 2, "red_2": 0, "red_3": 0, "yellow_1": 10}}))
    weak, _ = until_window(weak, "w_preselect")
    assert 0 in engine.acting(weak)  # he holds cards: he is asked, but his power is off
    said = refused(weak, {"type": "use_power"})
    assert said == "Your power is not active: it needs bases on at least three home planets."
    in_all(said)
    state = invited_nobody(aimed(3, hands={2: ("edict_cosmic_zap", *FILL)}))
    state, _ = until_window(state, "w_preselect")
    state, _ = act(state, 0, {"type": "use_power"})  # Mind, as a main player
    for seat in (1, 2):
        state, _ = act(state, seat, {"type": "pass"})
    state, _ = act(state, 2, {"type": "play", "card": "edict_cosmic_zap"})
    state, _ = act(state, 2, {"type": "target_seat", "seat": "p1"})
    for seat in (0, 1):
        state, _ = act(state, seat, {"type": "pass"})
    while state.w_stage == "response":
        for seat in engine.acting(state):
            state, _ = act(state, seat, {"type": "pass"})
    assert 0 in state.zapped and state.window == "w_preselect" and 0 in engine.acting(state)
    assert refused(state, {"type": "use_power"}) == "Your power was cancelled by a Cosmic Zap for this challenge."
    used = evolve(state, zapped=())  # the zap spent the use: without its switch-off, the spent use is named
    assert refused(used, {"type": "use_power"}) == "You have already used your power in this challenge."


# -- players -----------------------------------------------------------------------------------------------------------
def test_a_player_who_may_not_be_named_is_named_so() -> None:
    state = aimed()
    state, _ = to(state, "invite")
    assert refused(state, {"type": "invite", "seat": "p1"}) == "You cannot invite yourself."
    assert refused(state, {"type": "invite", "seat": "p2"}) == "The offense and the defense cannot be invited."
    state, _ = act(state, 0, {"type": "invite", "seat": "p3"})
    assert refused(state, {"type": "invite", "seat": "p3"}) == "You have already invited that player."
    state, _ = act(state, 0, {"type": "done"})
    state, _ = to(state, "invite")
    state, _ = act(state, 1, {"type": "done"})
    state, _ = to(state, "alliance")
    said = refused(state, {"type": "join", "side": "defense"}, "p3")
    assert said == "The defense did not invite you."
    assert TEXT.tr("fr", said) == "La défense ne t'a pas invité."


def test_a_veto_aimed_at_a_play_the_round_does_not_have_is_refused() -> None:
    hands = {1: ("edict_plague", *FILL), 2: ("edict_veto", *FILL)}
    state, _ = start(3, hands=hands)
    state, _ = act(state, 1, {"type": "play", "card": "edict_plague"})
    state, _ = act(state, 1, {"type": "target_seat", "seat": "p1"})
    for seat in (0, 2):
        state, _ = act(state, seat, {"type": "pass"})
    state, _ = act(state, 2, {"type": "play", "card": "edict_veto"})
    assert (
        refused(state, {"type": "target_item", "item": 5}, "p3") == "There is no play with that number in this round."
    )


# -- hidden information ------------------------------------------------------------------------------------------------
def test_a_refusal_never_names_a_card_of_another_hand() -> None:
    state = invited_nobody(aimed())
    state, _ = to(state, "select")
    secrets = GAME.secrets(state)
    others = {card for owner, cards in secrets.items() if owner != "p1" for card in cards}
    assert "attack_20" in {c.split("#")[0] for c in state.hands[1]}  # the defense holds what the offense asks for
    for kind in ("attack_20", "attack_9", "attack_7", "edict_veto", "flare_mind"):
        said = refused(state, {"type": "select", "card": kind})
        for words in (str(said), *in_all(said)):
            assert not leaked_ids(words, others, words)
        # the same words whatever the other hands hold: the refusal tells nothing of them
        other_hands = arrange(state, hands={1: ("attack_11", "attack_14", "compromise")})
        assert refused(other_hands, {"type": "select", "card": kind}) == said


# -- every action type -------------------------------------------------------------------------------------------------
def test_every_action_type_the_game_offers_is_known_to_the_refusals() -> None:
    rng = random.Random(3)
    seen: set[str] = set()
    for options in ({}, {"power_mode": "standard"}):
        state = GAME.setup(["p1", "p2", "p3", "p4"], 5, options)
        for _ in range(1500):
            if GAME.is_over(state):
                break
            seat = rng.choice(GAME.acting(state))
            legal = GAME.legal_actions(state, seat)
            seen |= {a["type"] for a in legal}
            state = GAME.apply(state, seat, rng.choice(legal)).state
    assert seen <= set(FIELDS)


# -- the words reach the player ----------------------------------------------------------------------------------------
def test_the_bot_says_a_refusal_with_values_in_the_readers_language() -> None:
    from bot.game import rules_words  # the bot's half of the way; the other rules tests need no bot package

    regroup, _ = start(3, ships={0: {"red_1": 2, "warp": 2}})
    planet = refused(regroup, {"type": "free", "planet": "blue_1"})
    assert rules_words("cosmic", str(IllegalAction(planet))).say("de") == "Du hast keine Basis auf Blau 1."
    plain = refused(regroup, {"type": "select", "card": "attack_4"})
    assert not isinstance(plain, Reason)
    assert rules_words("cosmic", plain).say("fr") == (
        "Maintenant, tu te regroupes : libère un vaisseau du Warp, ou refuse."
    )


# -- a power's own step says which refusals it takes ------------------------------------------------------------------
def _stash(flags: dict[str, bool]) -> Power:
    """A power declared by this test alone: its one step (`stash`) takes a card from the hand, `done` and a power
    use, and offers only the first card its player holds."""

    def offered(state: State, task: Task, seat: int) -> list[Action]:
        return [{"type": "card", "card": kind_of(state.hands[seat][0])}]

    made = Decision(
        legal=offered,
        apply=lambda state, task, seat, action, events: pop(state),
        prompt=mark("Now you stash a card."),
        takes=frozenset({"card", "done", "use_power"}),
        **flags,
    )
    return Power("stasher", decisions=(("stash", made),))


def _stashing(state: State) -> State:
    return evolve(state, tasks=(Task("stash", 0), *state.tasks))


def test_a_powers_step_that_declares_its_refusals_gets_them() -> None:
    state, _ = start(3, hands={0: ("attack_6", "attack_8")})
    flags = {"from_hand": True, "finishes": True, "offers_use": True}
    with registered(_stash(flags)):
        stashing = _stashing(state)
        assert refused(stashing, {"type": "card", "card": "compromise"}) == "You hold no Compromise."
        assert refused(stashing, {"type": "done"}) == "You cannot finish this step yet."
        assert refused(stashing, {"type": "use_power"}) == "Your power has no use at this moment."


def test_a_powers_step_that_declares_none_is_refused_with_its_prompt() -> None:
    state, _ = start(3, hands={0: ("attack_6", "attack_8")})
    with registered(_stash({})):
        stashing = _stashing(state)
        said = [
            str(refused(stashing, action))
            for action in ({"type": "card", "card": "compromise"}, {"type": "done"}, {"type": "use_power"})
        ]
    assert "You hold no Compromise." not in said
    assert "You cannot finish this step yet." not in said
    assert "Your power has no use at this moment." not in said
