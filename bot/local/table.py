"""`starmail play`: a game at the terminal, on the same GameService and database as the bot.

Each prompt shows what happened since that player's last turn (the public narration plus their own
private events), a text rendering of their seat's view, and their legal actions numbered with the game's
`describe` labels. The choice goes to `GameService.act_index` with the seq the list was made at, so a
list made stale by another process (the bot, a second terminal) is refused, never misapplied. AI seats
are played by the service itself, exactly as on Discord.

Hot seat: when several local humans share the terminal, the screen is cleared (with its scrollback) and
the next player is asked to take over before their hand is shown. After every change of turn the public
board is drawn to `<board_dir>/game-<id>.png`.

Interruptions: every move is committed by the service before it answers, so Ctrl-C or the end of input
at the prompt loses nothing; a Ctrl-C during a service call is held until the call has finished.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import threading
from collections.abc import Callable, Coroutine, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any, TypeVar

from bot.game.reasons import end_reason
from bot.game.seats import SEAT_IDS
from bot.game.service import GameService
from bot.game.types import Outcome, Refusal, UserView
from bot.local.console import Console
from bot.local.seating import LOCAL_HOST, SeatPlan
from bot.local.viewtext import format_view
from bot.store.base import FINISHED_STATUSES, SeatRecord
from render.registry import board_picture, has_renderer
from rules.contract import Game, Result

T = TypeVar("T")

QUIT_WORDS = ("q", "quit", "exit")
VIEW_WORDS = ("v", "view")


class Leave(Exception):
    """The player asked to stop (q, end of input or Ctrl-C); the game is saved."""

    def __init__(self, interrupted: bool) -> None:
        super().__init__("interrupted" if interrupted else "left")
        self.interrupted = interrupted


class Stuck(Exception):
    """The game cannot go on at this terminal; the message says why."""


@contextlib.contextmanager
def sigint_held() -> Iterator[None]:
    """Hold a Ctrl-C until the block ends, then raise it: a service call is never cut in half."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []

    def remember(signum: int, frame: FrameType | None) -> None:
        caught.append(signum)

    previous = signal.signal(signal.SIGINT, remember)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt


class Runner:
    """Runs service coroutines on one private event loop, so that the terminal can block on input freely
    between them (asyncio.run would turn the first Ctrl-C at a blocking prompt into a task cancellation)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()

    def __call__(self, coro: Coroutine[Any, Any, T]) -> T:
        with sigint_held():
            return self.loop.run_until_complete(coro)

    def close(self) -> None:
        # The service thinks for AI seats in the default executor: let its threads go before closing.
        self.loop.run_until_complete(self.loop.shutdown_default_executor())
        self.loop.close()


async def open_local_game(
    service: GameService, game: Game, plans: Sequence[SeatPlan], options: Mapping[str, Any] | None
) -> Outcome:
    """Create, seat and start a local game; user LOCAL_HOST hosts it. Returns the start outcome."""
    host_plays = plans[0].human and plans[0].user_id == LOCAL_HOST
    created = await service.create(game.id, LOCAL_HOST, options=options, host_plays=host_plays)
    for plan in plans[1:] if host_plays else plans:
        if plan.human and plan.user_id is not None:
            await service.join(created.game_id, plan.user_id)
        else:
            await service.add_ai(created.game_id, LOCAL_HOST, plan.ai)
    return await service.start(created.game_id, LOCAL_HOST)


@dataclass(frozen=True)
class Prompt:
    """The player to ask now."""

    user_id: int
    seat: str


def seat_label(seat: SeatRecord, humans: int) -> str:
    if seat.kind == "ai":
        return f"{seat.seat} (AI{' ' + seat.ai if seat.ai else ''})"
    return f"{seat.seat} (you)" if humans == 1 else seat.seat


def result_lines(game: Game, result: Result, seats: Sequence[SeatRecord], humans: int, locale: str) -> list[str]:
    names = {s.seat: seat_label(s, humans) for s in seats}
    lines = [f"Game over: {end_reason(game, result.reason, locale)}."]
    place = 1
    for group in result.ranking:
        who = " and ".join(f"{names.get(seat, seat)} {result.scores.get(seat, 0):g}" for seat in group)
        lines.append(f"  {place}. {who}")
        place += len(group)
    return lines


def changed_view(before: Mapping[str, Any], after: Mapping[str, Any]) -> dict[str, Any]:
    """`after` with only the public entries that differ from `before` (the private part is kept whole)."""
    old = before.get("public") or {}
    new = after.get("public") or {}
    return {**after, "public": {k: v for k, v in new.items() if old.get(k) != v}}


def parse_choice(text: str, count: int) -> int:
    """The 0-based index of the action numbered `text` (1..count); ValueError with one sentence otherwise."""
    word = text.strip()
    if not word:
        raise ValueError(f"Type the number of an action, from 1 to {count}, or q to save and quit.")
    if not word.lstrip("-").isdigit():
        raise ValueError(f"{word!r} is not a number: type the number of an action, from 1 to {count}.")
    number = int(word)
    if not 1 <= number <= count:
        raise ValueError(f"There is no action {number}: choose a number from 1 to {count}.")
    return number - 1


class LocalTable:
    """One game at the terminal until it ends or the players leave."""

    def __init__(
        self,
        service: GameService,
        run: Runner,
        game: Game,
        game_id: int,
        console: Console,
        board_dir: Path | None,
        locale: str = "en",
        resume_hint: Callable[[int], str] = lambda game_id: f"starmail play --resume {game_id}",
    ) -> None:
        self.service = service
        self.run = run
        self.game = game
        self.game_id = game_id
        self.console = console
        self.board_dir = board_dir
        self.locale = locale
        self.resume_hint = resume_hint
        # Per human seat, what happened since their last prompt: (line, private to that seat).
        self._news: dict[str, list[tuple[str, bool]]] = {}
        self._last_user: int | None = None
        self._last_view: UserView | None = None
        self.board_path: Path | None = None

    # == the loop ==================================================================================
    def play(self, first: Outcome | None = None) -> int:
        """Play until the game ends (0), the players leave (0; 130 after Ctrl-C) or it cannot go on (1)."""
        try:
            if first is not None:
                self.absorb(first)
            self.run(self.service.told_live(self.game_id))  # what was stored before this table opened is shown now
            self.draw_board()
            while True:
                public = self.run(self.service.view(self.game_id, None, self.locale))
                if public.status in FINISHED_STATUSES:
                    self.finish(public)
                    return 0
                if public.status != "active":
                    self.console.say(f"Game {self.game_id} is {public.status}; it cannot be played on now.")
                    return 1
                prompt = self.next_prompt(public)
                if prompt is None:
                    self.console.say(f"Game {self.game_id} waits for a player who is not at this terminal.")
                    return 1
                self.turn(prompt, public)
        except Stuck as stuck:
            self.console.say(str(stuck))
            return 1
        except (Leave, KeyboardInterrupt) as stop:
            if isinstance(stop, KeyboardInterrupt):
                self.console.say("")
            self.console.say(f"Game {self.game_id} is saved. Continue it with: {self.resume_hint(self.game_id)}")
            return 0 if isinstance(stop, Leave) and not stop.interrupted else 130

    def next_prompt(self, public: UserView) -> Prompt | None:
        by_seat = {s.seat: s for s in public.seats}
        for seat in public.acting:
            record = by_seat.get(seat)
            if record is not None and record.kind == "human" and record.user_id is not None:
                return Prompt(record.user_id, seat)
        return None

    def turn(self, prompt: Prompt, public: UserView) -> None:
        humans = self.humans(public.seats)
        if humans > 1 and prompt.user_id != self._last_user:
            self.hand_over(prompt.seat)
        self._last_user = prompt.user_id
        mine = self.run(self.service.view(self.game_id, prompt.user_id, self.locale))
        self.show(mine, humans, self._last_view)
        self._last_view = mine
        if not mine.choices:
            if mine.seq == public.seq:
                # An acting seat with no legal action breaks the rules contract: stop instead of looping.
                raise Stuck(f"{prompt.seat} must act but has no legal action; the game cannot go on.")
            return  # someone else (the bot, another terminal) moved in between: look again
        index = self.ask(mine)
        try:
            outcome = self.run(self.service.act_index(self.game_id, prompt.user_id, index, mine.seq))
        except Refusal as refusal:
            self.console.say(
                refusal.message + (" Here is the game as it stands now." if refusal.code == "stale" else "")
            )
            return
        self.absorb(outcome, mine.seat, mine.choices[index].label)
        # A new board once the turn has moved on: to another seat, or through other seats' moves and back
        # (the service reports `turn_passed` False when the AI's whole turn ends with this seat acting again).
        if outcome.turn_passed or outcome.over or any(move.seat != mine.seat for move in outcome.moves):
            self.draw_board()

    # == screens ===================================================================================
    def hand_over(self, seat: str) -> None:
        self.console.clear()
        self.ask_enter(f"Pass the terminal to {seat}, then press Enter. ")
        self.console.clear()

    def show(self, mine: UserView, humans: int, before: UserView | None = None) -> None:
        """The header, the news, the view (only what changed, when the player's own move was the only one
        since their last prompt) and the numbered choices."""
        seat = mine.seat or "?"
        names = {s.seat: seat_label(s, humans) for s in mine.seats}
        self.console.say("", f"== Game {self.game_id} · {self.game.title} · move {mine.seq} · {names.get(seat, seat)}")
        news = self._news.pop(seat, [])
        if news:
            self.console.say("Since your last turn:", *(f"  {line}" for line, _ in news))
        if mine.view is not None:
            follows = before is not None and before.seat == mine.seat and before.seq == mine.seq - 1
            if follows and before is not None and before.view is not None:
                self.console.say_all(format_view(changed_view(before.view, mine.view), self.console.width))
                self.console.say("(Only what changed is shown; type v to see the whole table.)")
            else:
                self.console.say_all(format_view(mine.view, self.console.width))
        self.show_choices(mine, names.get(seat, seat))

    def show_choices(self, mine: UserView, name: str) -> None:
        if mine.choices:
            self.console.say(f"Your move, {name}:")
            self.console.say_all(f"  {choice.index + 1}. {choice.label}" for choice in mine.choices)

    def ask(self, mine: UserView) -> int:
        count = len(mine.choices)
        while True:
            text = self.read(f"Your choice (1-{count}, v to view the table, q to save and quit): ")
            word = text.strip().lower()
            if word in QUIT_WORDS:
                raise Leave(False)
            if word in VIEW_WORDS:
                if mine.view is not None:
                    self.console.say_all(format_view(mine.view, self.console.width))
                self.show_choices(mine, mine.seat or "?")
                continue
            try:
                return parse_choice(text, count)
            except ValueError as error:
                self.console.say(str(error))

    def ask_enter(self, prompt: str) -> None:
        if self.read(prompt).strip().lower() in QUIT_WORDS:
            raise Leave(False)

    def read(self, prompt: str) -> str:
        try:
            return self.console.ask(prompt)
        except EOFError:
            raise Leave(False) from None
        except KeyboardInterrupt:
            self.console.say("")
            raise Leave(True) from None

    def finish(self, public: UserView) -> None:
        """The last moves and the result. Public lines only when several players share the screen; the
        longest buffer holds them all (every buffer gets each public line, and is emptied at its prompt)."""
        humans = self.humans(public.seats)
        news = max(self._news.values(), key=len, default=[])
        lines = [line for line, private in news if humans == 1 or not private]
        if lines:
            self.console.say("Last moves:", *(f"  {line}" for line in lines))
        if public.result is not None:
            self.console.say_all(result_lines(self.game, public.result, public.seats, humans, self.locale))
        else:
            self.console.say(f"Game {self.game_id} is {public.status}.")
        if self.board_path is not None:
            self.console.say(f"Final board: {self.board_path}")

    # == narration and the board ===================================================================
    def recap(self, lines: Sequence[str], seats: Sequence[SeatRecord]) -> None:
        """Public lines to show every human seat at its next prompt (the last moves, on resuming)."""
        for seat in (s.seat for s in seats if s.kind == "human"):
            self._news.setdefault(seat, []).extend((line, False) for line in lines)

    def absorb(self, outcome: Outcome, mover: str | None = None, label: str | None = None) -> None:
        """File what happened under each human seat, to show at that player's next prompt.

        Only the mover sees the label of the choice they made (in their locale): another seat's label may
        name a hidden card, so the others learn of it through the game's public narration, as on Discord.
        """
        humans = [s.seat for s in outcome.seats if s.kind == "human"]
        if mover is not None and label is not None:
            self._news.setdefault(mover, []).append((f"You: {label}", True))
        for event in outcome.public_events:
            line = self.game.narrate(event, self.locale, SEAT_IDS)
            for seat in humans:
                self._news.setdefault(seat, []).append((line, False))
        for seat, events in outcome.private_events.items():
            if seat in humans:
                news = ((self.game.narrate(e, self.locale, SEAT_IDS), True) for e in events)
                self._news.setdefault(seat, []).extend(news)
        self.run(self.service.told_live(self.game_id))  # all of it is shown at this terminal

    def draw_board(self) -> None:
        if self.board_dir is None or not has_renderer(self.game.id):
            return
        public = self.run(self.service.view(self.game_id, None, self.locale))
        if public.view is None:
            return
        picture = board_picture(public.view)
        self.board_dir.mkdir(parents=True, exist_ok=True)
        path = self.board_dir / f"game-{self.game_id}.png"
        path.write_bytes(picture.png)
        self.board_path = path
        self.console.say(f"Board written to {path}")

    @staticmethod
    def humans(seats: Sequence[SeatRecord]) -> int:
        return sum(1 for s in seats if s.kind == "human")
