"""Standing orders: what a player tells the bot in advance to answer for them ("pass for me" in a kind of window).

The game declares the kinds (`Game.standing_orders`), which kind a seat's prompt is (`standing_order`, public facts
only) and the answer (`standing_answer`, chosen without looking at the hand). The orders are stored with the game's
row (migration 013), so a move still reads the game once; the answers are played with the AI seats' replies, in the
same transaction as the move that opened the prompt, and logged as the player's own moves (`verify` checks them like
any move). Orders are shown to their owner only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.game.base.checks import NOT_SEATED, require_playing, require_seated
from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import outcome
from bot.game.base.phrases import phrase
from bot.game.base.types import Outcome, Refusal
from bot.game.table.tables import Tables
from bot.game.write.moves import Moves
from bot.store.base import GameRecord


def orders_of(record: GameRecord, user_id: int) -> tuple[str, ...]:
    """The kinds `user_id` has standing orders for in this game (over all their seats)."""
    mine = {k for s in record.seats if s.user_id == user_id for k in record.orders.get(s.seat, ())}
    return tuple(sorted(mine))


class Orders:
    def __init__(self, tables: Tables, moves: Moves) -> None:
        self._tables = tables
        self._moves = moves

    async def set(self, game_id: int, user_id: int, kind: str, on: bool) -> Outcome:
        """Give (or cancel) `user_id`'s standing order of `kind` in this game. An order that fits a prompt waiting
        for them now is answered at once."""

        async def op(live: Live) -> tuple[Outcome, tuple[str, ...]]:
            record = require_playing(live.record, allow_paused=True)
            seats = require_seated(record, user_id)
            declared = live.game.standing_orders
            if kind not in declared:
                raise Refusal("This game has no standing order of that kind.", "bad_setting")
            orders = {seat: list(kinds) for seat, kinds in record.orders.items()}
            for seat in seats:
                kinds = set(orders.get(seat, ()))
                kinds = kinds | {kind} if on else kinds - {kind}
                orders[seat] = [k for k in declared if k in kinds]
            kept = {seat: kinds for seat, kinds in orders.items() if kinds}
            before = live.game.acting(live.state) if live.state is not None else ()
            record = await self._tables.update(live, {"orders": kept})
            said = phrase("Standing order given.") if on else phrase("Standing order cancelled.")
            return outcome(live.game, record, "orders", said, state=live.state), before

        changed, before = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, changed, before)

    async def until_turn(self, game_id: int, user_id: int, on: bool, seat: str | None = None) -> Outcome:
        """Pass (or stop passing) for `user_id` in every window until their turn comes (`Game.turn_of`); a window
        waiting for them now is answered at once."""

        async def op(live: Live) -> tuple[Outcome, tuple[str, ...]]:
            record = require_playing(live.record, allow_paused=True)
            seats = require_seated(record, user_id)
            if not live.game.standing_orders:
                raise Refusal("This game has no standing orders.", "bad_setting")
            state = live.state
            if seat is not None:  # at a hot seat one person holds several seats: the one whose prompt it was
                if seat not in seats:
                    raise Refusal(NOT_SEATED, "not_seated")
                seats = [seat]
            meta = GameMeta.from_json(record.meta)
            waiting = [s for s in meta.until_turn or () if s not in seats]
            if on:
                turn = live.game.turn_of(state) if state is not None else None
                waiting += [s for s in seats if s != turn]
            before = live.game.acting(state) if state is not None else ()
            changes = {"meta": replace(meta, until_turn=tuple(waiting)).to_json()}
            record = await self._tables.update(live, changes)
            said = phrase("You pass in every window until your turn.") if on else phrase("Standing order cancelled.")
            return outcome(live.game, record, "orders", said, state=live.state), before

        changed, before = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, changed, before)

    async def passing(self, game_id: int, user_id: int) -> bool:
        """Whether the player passes in every window until their turn."""
        live = await self._tables.load(game_id)
        mine = {s.seat for s in live.record.seats if s.user_id == user_id}
        return not mine.isdisjoint(GameMeta.from_json(live.record.meta).until_turn or ())

    async def mine(self, game_id: int, user_id: int) -> tuple[str, ...]:
        live = await self._tables.load(game_id)
        return orders_of(live.record, user_id)

    async def kinds(self, game_id: int, locale: str) -> Mapping[str, str]:
        """The kinds of standing order this game has, with their names in `locale`."""
        live = await self._tables.load(game_id)
        return {kind: live.game.order_name(kind, locale) for kind in live.game.standing_orders}
