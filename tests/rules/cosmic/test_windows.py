"""The window protocol's precedence (spec §4.1) and how a round's responses settle (§4.2 step 5, §5.3)."""

from __future__ import annotations

from rules.cosmic.windows import COSMIC_ZAP, FLARE_ZAP, POWER, VETO, Play, precedence, settle

ORDER = precedence(5, offense=2, defense=4)  # (3, 0, 1, 2, 4)


def test_non_main_players_go_first_clockwise_from_the_offenses_left_then_offense_then_defense() -> None:
    """D-18: precedence."""
    assert ORDER == (3, 0, 1, 2, 4)
    assert precedence(5, offense=2) == (3, 4, 0, 1, 2)  # before the defense is known
    assert precedence(3, offense=0, defense=1) == (2, 0, 1)


def test_declarations_resolve_in_precedence_order() -> None:
    items = [Play(4, "edict_plague"), Play(2, "flare_mind"), Play(0, POWER), Play(3, "edict_mobius_tubes")]
    assert settle(items, ORDER).resolving == (3, 2, 1, 0)  # seats 3, 0, 2, 4


def test_a_veto_cancels_a_declared_edict_and_a_flare_zap_a_declared_flare() -> None:
    items = [
        Play(0, "edict_plague"),
        Play(1, "flare_mind"),
        Play(2, POWER),
        Play(3, VETO, round=1, item=0),
        Play(4, FLARE_ZAP, round=1, item=1),
    ]
    settled = settle(items, ORDER)
    assert settled.resolving == (2,) and settled.cancelled == {0, 1}


def test_the_newest_response_round_settles_first_so_a_vetoed_veto_does_nothing() -> None:
    """D-35: the newest responses settle first."""
    items = [Play(0, "edict_plague"), Play(3, VETO, round=1, item=0), Play(1, VETO, round=2, item=1)]
    settled = settle(items, ORDER)
    assert settled.resolving == (0,) and settled.cancelled == {1}


def test_a_response_whose_target_was_cancelled_meanwhile_has_no_effect() -> None:
    # two vetoes on one edict in one round: the first in precedence cancels it, the second finds it gone; a veto of
    # the second (a newer round) then changes nothing either
    items = [
        Play(2, "edict_ionic_gas"),
        Play(0, VETO, round=1, item=0),
        Play(3, VETO, round=1, item=0),
        Play(4, VETO, round=2, item=1),
    ]
    settled = settle(items, ORDER)
    assert settled.resolving == () and settled.cancelled == {0, 1}


def test_a_cosmic_zap_cancels_the_named_players_power_use_and_switches_the_power_off() -> None:
    items = [Play(2, POWER), Play(4, POWER), Play(0, COSMIC_ZAP, round=1, seat_named=2)]
    settled = settle(items, ORDER)
    assert settled.resolving == (1,) and settled.cancelled == {0} and settled.zapped == {2}
    # zapping a player who declared nothing still switches the power off for the challenge
    assert settle([Play(3, "edict_plague"), Play(1, COSMIC_ZAP, round=1, seat_named=4)], ORDER).zapped == {4}


def test_a_declared_cosmic_zap_settles_before_any_other_declaration_resolves() -> None:
    # seat 3 comes first in precedence, yet its power use is cancelled by the zap declared by seat 4 (last)
    items = [Play(3, POWER), Play(4, COSMIC_ZAP, seat_named=3), Play(0, "edict_plague")]
    settled = settle(items, ORDER)
    assert settled.resolving == (2,) and settled.zapped == {3} and settled.cancelled == {0}


def test_a_vetoed_cosmic_zap_does_nothing() -> None:
    items = [Play(2, POWER), Play(4, COSMIC_ZAP, seat_named=2), Play(1, VETO, round=1, item=1)]
    settled = settle(items, ORDER)
    assert settled.resolving == (0,) and settled.zapped == frozenset() and settled.cancelled == {1}
