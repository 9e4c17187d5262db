"""Verifiable dice and shuffles: the seed commitment and the replay that checks every random draw.

At the start the service stores (`GameMeta.seed_hash`) and announces `seed_commitment(seed)`, the SHA-256
of the seed written in decimal ASCII, so anyone can check it with `printf %s SEED | sha256sum`. The seed is
revealed only once the game is over or abandoned. Then `verify_log` proves the game was dealt and rolled
honestly:

1. the revealed seed hashes to the commitment announced at the start;
2. `setup(seats, seed, options)` followed by every effective move of the log (undone moves dropped) is
   legal move by move, by the seat that was due to act;
3. each replayed move produces exactly the events the log recorded when it was played: every die roll,
   shuffle result, draw and reveal that players were shown is reproduced from the seed (the rules draw
   all randomness from the seed and a counter in the state, ENGINE.md);
4. the replay ends in the stored state (which holds the random generator's counter, so no hidden draw can
   differ either).

A changed action, a changed seed or a changed event fails one of these with a sentence saying where.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.game.base.meta import GameMeta
from bot.game.base.phrases import Joined, Naming, Phrase, PhrasedError, Sayable, nphrase, phrase, rules_words
from bot.game.history.replay import effective_moves
from bot.store.base import LogRecord, Store
from rules.base import same_state
from rules.contract import Game, IllegalAction
from rules.i18n import WordedError
from rules.registry import registry


def seed_commitment(seed: int) -> str:
    """The SHA-256 (hex) of the seed in decimal: announced at the start, checked against the revealed seed."""
    return hashlib.sha256(str(seed).encode("ascii")).hexdigest()


def _canonical(events: Iterable[Mapping[str, Any]]) -> str:
    return json.dumps(list(events), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class Verification:
    """What a replay proved. `ok` only if every check passed; `problems` says, per failed check, where."""

    game_id: int
    ok: bool
    moves: int
    random_moves: int
    events: int
    commitment: str | None
    commitment_ok: bool | None
    problems: tuple[Phrase, ...]

    def report(self) -> Joined:
        """The report, sentence by sentence, said in the reader's language."""
        if not self.ok:
            head = nphrase(
                "Game {game}: replaying {count} move from the seed does NOT verify.",
                "Game {game}: replaying {count} moves from the seed does NOT verify.",
                self.moves,
                game=self.game_id,
            )
            return Joined((head, *self.problems))
        said: list[Sayable] = [
            nphrase(
                "Game {game}: replaying {count} move from the seed gives the stored state.",
                "Game {game}: replaying {count} moves from the seed gives the stored state.",
                self.moves,
                game=self.game_id,
            ),
            nphrase(
                "{count} of them used dice, shuffles or reveals.",
                "{count} of them used dice, shuffles or reveals.",
                self.random_moves,
            ),
            nphrase(
                "The {count} logged event matches.",
                "All {count} logged events match.",
                self.events,
            ),
        ]
        if self.commitment_ok:
            said.append(
                phrase("The seed matches the SHA-256 announced at the start ({hash}).", hash=self.commitment or "")
            )
        else:
            said.append(phrase("No seed hash was announced for this game."))
        return Joined(tuple(said))

    def summary(self, locale: str = "en", naming: Naming | None = None) -> str:
        """The report in one paragraph in `locale`."""
        return self.report().say(locale, naming)


def verify_log(
    game: Game,
    game_id: int,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[LogRecord],
    stored_state: str | None,
    commitment: str | None,
) -> Verification:
    """Replay `log` from `seed` and check it against what was recorded (see the module docstring)."""
    problems: list[Phrase] = []
    commitment_ok: bool | None = None
    if commitment is not None:
        commitment_ok = seed_commitment(seed) == commitment
        if not commitment_ok:
            problems.append(phrase("The seed does not match the SHA-256 announced at the start."))
    moves: list[LogRecord] = []
    random_moves = events = 0
    try:
        moves = effective_moves(log)
    except ValueError:
        problems.append(phrase("The log's moves are out of order, so the game cannot be replayed."))
        return Verification(game_id, False, 0, 0, 0, commitment, commitment_ok, tuple(problems))
    try:
        state = game.setup(list(seats), seed, options)
    except WordedError as error:
        problems.append(phrase("The game cannot be set up again: {error}", error=error))
        return Verification(game_id, False, 0, 0, 0, commitment, commitment_ok, tuple(problems))
    except ValueError:
        problems.append(phrase("The game cannot be set up again from its seats, seed and options."))
        return Verification(game_id, False, 0, 0, 0, commitment, commitment_ok, tuple(problems))
    for row in moves:
        if row.seat is None or row.action is None or row.seat not in game.acting(state):
            problems.append(phrase("Move {move} is by a seat that was not due to act.", move=row.seq))
            break
        try:
            step = game.apply(state, row.seat, row.action)
        except IllegalAction as error:
            why = rules_words(game.id, str(error))
            problems.append(phrase("Move {move} is not legal: {error}", move=row.seq, error=why))
            break
        if _canonical(step.events) != _canonical(row.events):
            problems.append(
                phrase("Move {move} does not give the events the log recorded (dice, cards or reveals).", move=row.seq)
            )
            break
        random_moves += int(step.checkpoint)
        events += len(step.events)
        state = step.state
    else:
        if stored_state is not None and not same_state(game, game.encode(state), stored_state):
            problems.append(phrase("The replay does not end in the stored state."))
    return Verification(
        game_id, not problems, len(moves), random_moves, events, commitment, commitment_ok, tuple(problems)
    )


class VerifyError(PhrasedError):
    """A game that cannot be verified at all (missing, not started); the message is one sentence, in any language."""


async def verify_stored(store: Store, game_id: int, games: Callable[[str], Game] = registry.get) -> Verification:
    """Verify a stored game (any status: the caller decides whether its seed may be shown yet)."""
    record = await store.get_game(game_id)
    if record is None:
        raise VerifyError("There is no game {game} in this database.", game=game_id)
    if record.seed is None or record.state is None:
        raise VerifyError("Game {game} has not started yet, so there is nothing to replay.", game=game_id)
    try:
        game = games(record.game)
    except KeyError:
        raise VerifyError("There is no game called “{name}”.", name=record.game) from None
    commitment = GameMeta.from_json(record.meta).seed_hash
    # a replay of a long game is seconds of CPU: run it off the event loop
    return await asyncio.to_thread(
        verify_log,
        game,
        game_id,
        [s.seat for s in record.seats],
        record.seed,
        record.options,
        await store.read_log(game_id),
        record.state,
        commitment,
    )
