"""A game's meta read and written through `GameMeta` (bot/game/base/meta.py): every key reads back as it was stored, a
game stored by an earlier build (keys missing, keys the core does not know) reads and writes the same keys, and no other
module of the core reads a key by its name."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Literal, get_args, get_origin, get_type_hints

from bot.game.base.meta import KEYS, DrawOffer, Former, GameMeta, ToldGroup, UndoRequest
from bot.game.base.types import Outcome
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.support import ALICE, BOB, HOST, first_choice, started_toy
from tests.import_graph import ROOT

EVERY_KEY: dict[str, Any] = {
    "deadline": {
        "deadline_hours": 24.0,
        "deadline_policy": "ai",
        "reminders": "50%",
        "forfeit_after": 3,
        "quiet_deadlines": "pause",
        "window_minutes": 0,
    },
    "seed_hash": "ab" * 32,
    "decisions": {"p1": 4, "p2": 2},
    "played": {"p1": 3, "p2": 1},
    "requests": [11, 12, 13],
    "until_turn": ["p2"],
    "undo": {"by": 101, "target": 2, "seq": 4, "consents": [101, 102]},
    "draw": {"seq": 4, "agreed": [102]},
    "missed": {"p2": 1},
    "paused": "back on Monday",
    "former": {"103": {"seat": "p3", "how": "kicked"}},
    "told": {"p1": [4, 101], "p2": [2, 102]},
    "told_group": {"group": "challenge-3", "seats": {"p1": ["play"], "p2": ["play", "negotiation"]}},
    "takeover": "strong",
    "imported_from": 17,
}


def test_every_key_reads_typed_and_writes_back_the_same_json() -> None:
    meta = GameMeta.from_json(EVERY_KEY)
    assert meta == GameMeta(
        deadline=EVERY_KEY["deadline"],
        seed_hash="ab" * 32,
        decisions={"p1": 4, "p2": 2},
        played={"p1": 3, "p2": 1},
        requests=(11, 12, 13),
        until_turn=("p2",),
        undo=UndoRequest(by=101, target=2, seq=4, consents=(101, 102)),
        draw=DrawOffer(seq=4, agreed=(102,)),
        missed={"p2": 1},
        paused="back on Monday",
        former={"103": Former(seat="p3", how="kicked")},
        told={"p1": (4, 101), "p2": (2, 102)},
        told_group=ToldGroup(group="challenge-3", seats={"p1": ("play",), "p2": ("play", "negotiation")}),
        takeover="strong",
        extra={"imported_from": 17},
    )
    assert meta.to_json() == EVERY_KEY
    assert set(KEYS) == set(EVERY_KEY) - {"imported_from"}


def test_a_game_of_an_earlier_build_reads_its_missing_keys_as_absent_and_writes_no_new_ones() -> None:
    # a lobby as the first builds stored it (only some deadline settings), and a game from before the outbox and
    # the once-only prompts (no "told", "played", "requests")
    lobby = {"deadline": {"deadline_hours": 48}}
    started = {"deadline": {"deadline_hours": 48}, "seed_hash": "cd" * 32, "decisions": {"p1": 0}, "missed": {}}
    for stored in (lobby, started, {}):
        assert GameMeta.from_json(stored).to_json() == stored
    meta = GameMeta.from_json(started)
    assert (meta.told, meta.played, meta.requests, meta.undo, meta.paused) == (None, None, None, None, None)
    assert meta.missed == {} and meta.extra == {}
    assert GameMeta().to_json() == {}


def test_an_empty_value_stays_present_and_a_cleared_field_removes_its_key() -> None:
    stored = {"decisions": {}, "until_turn": [], "former": {}, "told": {}, "undo": EVERY_KEY["undo"], "x": None}
    meta = GameMeta.from_json(stored)
    assert meta.to_json() == stored
    cleared = {key: value for key, value in stored.items() if key != "undo"}
    assert replace(meta, undo=None, draw=None).to_json() == cleared
    assert replace(meta, paused="vacant").to_json() == {**stored, "paused": "vacant"}


def test_a_value_no_build_writes_reads_as_absent() -> None:
    meta = GameMeta.from_json({"paused": 3, "undo": "yes", "decisions": [1], "requests": {"a": 1}, "told_group": []})
    assert meta == GameMeta()


async def test_an_undo_request_stored_by_an_earlier_build_is_carried_out_and_unknown_keys_are_kept(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    dealt = (await store.get_game(game_id)).state  # type: ignore[union-attr]
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    record = await store.get_game(game_id)
    assert record is not None and record.seq == 1
    # as an earlier build left it: the host asked, Alice agreed, and a key this build does not know
    pending = {"by": HOST, "target": 0, "seq": 1, "consents": [HOST, ALICE]}
    old = {k: v for k, v in record.meta.items() if k not in ("played", "told")}
    await store.update_game(game_id, record.version, {"meta": {**old, "undo": pending, "imported_from": 9}})
    service._tables.evict(game_id)

    undone = await service.undo(game_id, BOB)

    assert undone.kind == "undone" and undone.seq == 0
    after = await store.get_game(game_id)
    assert after is not None and after.state == dealt
    assert "undo" not in after.meta and after.meta["imported_from"] == 9
    assert after.meta["played"] == {} and set(after.meta["decisions"]) == {"p1", "p2", "p3"}


async def test_a_draw_offer_stored_by_an_earlier_build_is_agreed_to(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    record = await store.get_game(game_id)
    assert record is not None
    offer = {"seq": record.seq, "agreed": [HOST]}
    await store.update_game(game_id, record.version, {"meta": {**record.meta, "draw": offer}})
    service._tables.evict(game_id)

    agreed = await service.offer_draw(game_id, ALICE)

    assert agreed.kind == "draw_agreed" and agreed.over
    after = await store.get_game(game_id)
    assert after is not None and after.status == "over" and "draw" not in after.meta


def test_no_module_of_the_core_reads_a_meta_key_by_its_name() -> None:
    by_name = re.compile(r"meta(\[|\.get\(|\.items\(|\.pop\(|\.setdefault\()")
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted((ROOT / "bot" / "game").glob("*.py"))
        if path.name != "meta.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if by_name.search(line)
    ]
    assert found == []


def test_an_outcome_kind_is_one_of_a_fixed_set() -> None:
    kind = get_type_hints(Outcome)["kind"]
    assert get_origin(kind) is Literal and {"moved", "undone", "draw_agreed", "timeout"} <= set(get_args(kind))
