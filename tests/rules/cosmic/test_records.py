"""A power's state lives in its own record (rules/cosmic/records.py), and the encoding is versioned (issue 37 items 1
and 2): encodings without a version, of every earlier build, decode into records and play on exactly as they did.

`unversioned_5p.json.gz` was encoded by the last build without versions (tests/rules/cosmic/stored/
record_unversioned.py): a five-player game of Warrior, Void, Grudge, Miser and Reincarnator with all five old power
fields in use, and the legal actions and views of the 200 moves that followed it under that build.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from typing import Any

import pytest

from rules.base import same_encoding, same_state
from rules.cosmic.aliens.grudge import GrudgeState
from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.aliens.reincarnator import ReincarnatorState
from rules.cosmic.aliens.void import VoidState
from rules.cosmic.aliens.warrior import WarriorState
from rules.cosmic.game import GAME
from rules.cosmic.records import power_of, record, with_record
from rules.cosmic.registry import Power, registered
from rules.cosmic.state import VERSION, State, decode, encode
from tests.rules.cosmic.stored.record_unversioned import step_digest
from tests.rules.cosmic.test_stored_games import STORED, STORED_POOLS, stored

FIVE = (
    ("grudges", GrudgeState),
    ("tokens", WarriorState),
    ("removed", VoidState),
    ("hoards", MiserState),
    ("extra_powers", ReincarnatorState),
)


def unversioned() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(gzip.decompress((STORED / "unversioned_5p.json.gz").read_bytes()))
    return data


def test_an_unversioned_encoding_moves_the_five_power_fields_into_their_records() -> None:
    data = unversioned()
    old = json.loads(data["state"])
    assert "v" not in old and "records" not in old
    state = decode(data["state"])
    for name, kind in FIVE:
        assert any(old[name]) and getattr(record(state, kind), name) == _tuples(old[name])
    new = json.loads(encode(state))
    assert new["v"] == VERSION == 2
    assert new["records"] == {
        "grudge": {"grudges": old["grudges"]},
        "miser": {"hoards": old["hoards"]},
        "reincarnator": {"extra_powers": old["extra_powers"]},
        "void": {"removed": old["removed"]},
        "warrior": {"tokens": old["tokens"]},
    }
    assert not {name for name, _ in FIVE} & set(new)
    # apart from its version and records, the encoding is the old one
    rest = {k: v for k, v in new.items() if k not in ("v", "records")}
    assert rest == {k: v for k, v in old.items() if k not in {name for name, _ in FIVE}}
    assert decode(encode(state)) == state


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def test_a_game_encoded_without_a_version_plays_on_as_under_the_build_that_encoded_it() -> None:
    """Each of the 200 moves that followed finds the same acting seats, legal actions and views (public and every
    seat's) as under the build that encoded the game, and they end in the state that build ended in."""
    data = unversioned()
    state = decode(data["state"])
    assert step_digest(state) == data["steps"][0]
    for number, (seat, action) in enumerate(data["moves"], start=1):
        state = GAME.apply(state, seat, action).state
        assert step_digest(state) == data["steps"][number], f"move {number}"
    assert state == decode(data["end"])


@pytest.mark.parametrize("name", sorted(STORED_POOLS))
def test_the_end_state_of_every_stored_game_decodes_and_plays_on(name: str) -> None:
    state = GAME.decode(stored(name)["state"])
    assert decode(encode(state)) == state
    for _ in range(20):
        acting = sorted(GAME.acting(state))
        if not acting:
            assert GAME.is_over(state)
            break
        state = GAME.apply(state, acting[0], GAME.legal_actions(state, acting[0])[0]).state


def test_empty_power_fields_of_an_unversioned_encoding_make_no_records() -> None:
    data = json.loads(unversioned()["state"])
    data.update(grudges=[], tokens=[], removed=[], hoards=[], extra_powers=[])
    state = decode(json.dumps(data))
    assert state.records == ()
    assert json.loads(encode(state))["records"] == {}


def test_a_record_reads_its_defaults_until_a_power_writes_it_and_leaves_the_state_when_they_are_back() -> None:
    state = decode(unversioned()["state"])
    state = with_record(with_record(with_record(state, VoidState()), MiserState()), ReincarnatorState())
    assert record(state, VoidState) == VoidState() and [type(r) for r in state.records] == [GrudgeState, WarriorState]
    state = with_record(state, VoidState((1, 0, 0, 0, 0)))
    # in the order of the powers' ids, whatever the order of writing
    assert [power_of(type(r)) for r in state.records] == ["grudge", "void", "warrior"]
    assert decode(encode(state)) == state
    assert with_record(state, GrudgeState()).records == (VoidState((1, 0, 0, 0, 0)), record(state, WarriorState))


def test_ships_void_removed_still_count_as_the_players() -> None:
    state = decode(unversioned()["state"])
    assert all(state.ships_of(seat) == 20 for seat in range(len(state.seats)))
    removed = record(state, VoidState).removed
    less = with_record(state, VoidState(tuple(n - 1 if n else 0 for n in removed)))
    assert [less.ships_of(s) for s in range(5)] == [20 - (1 if n else 0) for n in removed]


@dataclass(frozen=True)
class Counter:
    count: int = 0
    seen: tuple[str, ...] = ()


def test_a_power_declared_with_a_record_of_its_own_encodes_it_by_its_id() -> None:
    state = decode(unversioned()["state"])
    with registered(Power("counter", state=Counter)):
        counted = with_record(state, Counter(3))
        encoded = json.loads(encode(counted))
        assert encoded["records"]["counter"] == {"count": 3}  # the fields that hold their defaults are left out
        assert decode(encode(counted)) == counted and record(counted, Counter) == Counter(3, ())


def test_an_encoding_of_a_newer_version_or_of_an_unknown_powers_record_is_refused() -> None:
    data = json.loads(encode(decode(unversioned()["state"])))
    with pytest.raises(ValueError, match="version 3"):
        decode(json.dumps({**data, "v": 3}))
    with pytest.raises(ValueError, match="no power 'nobody'"):
        decode(json.dumps({**data, "records": {"nobody": {"count": 1}}}))


def test_a_state_without_records_holds_the_defaults() -> None:
    state: State = GAME.setup(["a", "b", "c"], 1, {})
    assert state.records == ()
    assert record(state, WarriorState).tokens == () and record(state, MiserState).hoards == ()


def test_a_replay_ending_in_a_state_stored_before_the_version_is_the_same_state() -> None:
    """The bot's checks (`/game verify`, `db copy`, an imported game) compare a replayed state with the stored one: a
    state stored before the encoding had a version is the same state once read again, and another state is not."""
    data = unversioned()
    replayed = GAME.encode(GAME.decode(data["end"]))
    assert not same_encoding(replayed, data["end"])  # the shape changed: the text alone differs
    assert same_state(GAME, replayed, data["end"])
    assert not same_state(GAME, GAME.encode(GAME.decode(data["state"])), data["end"])
    assert not same_state(GAME, replayed, "not a state")
