"""`starmail play`: a game at the terminal, on the same GameService and database as the bot.

Each prompt shows what happened since that player's last turn (the public narration plus their own
private events), a text rendering of their seat's view, and their legal actions numbered with the game's
`describe` labels. The choice goes to `GameService.act_index` with the seq the list was made at, so a
list made stale by another process (the bot, a second terminal) is refused, never misapplied. AI seats
are played by the service itself, exactly as on Discord.

Hot seat: when several local humans share the terminal, the screen is cleared (with its scrollback) and
the next player is asked to take over before their hand is shown. The table in words is told as it stands after
the last move; the public board picture is drawn to `<board_dir>/game-<id>.png` after every change of turn, after
each step of a flying ship, and on `v`.

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

from babel.lists import format_list
from rich.console import RenderableType

from bot.game import (
    Fanout,
    GameService,
    Move,
    Naming,
    Outcome,
    Phrase,
    Refusal,
    Seat,
    UserView,
    end_reason,
    phrase,
    request_usage,
)
from bot.local import screens
from bot.local.command import command
from bot.local.console import Console
from bot.local.requests import RequestError, Typed, parse_request
from bot.local.seating import LOCAL_HOST, SeatPlan
from bot.option_texts import option_lines
from bot.store.base import FINISHED_STATUSES, SeatRecord
from render.picture import Words
from render.registry import board_picture, board_words, hand_picture, hand_words, has_renderer
from rules.contract import Event, Game, Result, resolve_options
from rules.i18n import TEXT, SeatNames, catalog
from rules.i18n import seat_label as player_label

T = TypeVar("T")

QUIT_WORDS = ("q", "quit", "exit")
VIEW_WORDS = ("v", "view")
RULES_WORDS = ("r", "rules")
UNTIL_WORDS = ("p", "pass")
"""At a window's prompt: pass in every window until my turn (a standing order, bot/game/write/orders.py)."""


class UntilTurn:
    """The answer "p" to a window's prompt: the standing order, not a move of the list."""


SHIP_MOVES = frozenset({"stepped", "jumped", "hyperjumped"})
"""Events of a ship moving on the board (a Starfarers or Hanse flight step, a jump): the picture is drawn again
after each, so that the flight can be followed on it. Other moves wait for the turn's end: a picture takes
tens of milliseconds, too slow to draw after every pass of a Cosmic round."""
DISCORD_SECTION = "Playing here"
"""The heading of the rules summary's section on playing in Discord (a text of each game's own catalog)."""


class Leave(Exception):
    """The player asked to stop (q, end of input or Ctrl-C); the game is saved."""

    def __init__(self, interrupted: bool) -> None:
        super().__init__("interrupted" if interrupted else "left")
        self.interrupted = interrupted


class Stuck(Exception):
    """The game cannot go on at this terminal; `said` says why."""

    def __init__(self, said: Phrase) -> None:
        super().__init__(str(said))
        self.said = said


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


def seat_label(seat: SeatRecord, humans: int, locale: str = "en") -> str:
    """How the table names a seat: "Player 2", "Player 2 (AI)", "Player 1 (you)" when one person plays."""
    player = player_label(seat.seat, locale)
    if seat.kind == "ai":
        return TEXT.tr(locale, "{player} (AI)", player=player)
    return TEXT.tr(locale, "{player} (you)", player=player) if humans == 1 else player


def table_names(seats: Sequence[SeatRecord], humans: int, locale: str) -> dict[str, str]:
    return {s.seat: seat_label(s, humans, locale) for s in seats}


def result_lines(game: Game, result: Result, seats: Sequence[SeatRecord], humans: int, locale: str) -> list[str]:
    names = table_names(seats, humans, locale)
    # a reason may end its own sentence ("Three planets are full."): one full stop, not two
    reason = end_reason(game, result.reason, locale).rstrip(".")
    lines = [TEXT.tr(locale, "Game over: {reason}.", reason=reason)]
    place = 1
    for group in result.ranking:
        who = format_list(
            [f"{names.get(seat) or player_label(seat, locale)} {result.scores.get(seat, 0):g}" for seat in group],
            locale=locale,
        )
        lines.append(f"  {place}. {who}")
        place += len(group)
    return lines


def rules_screen(game: Game, locale: str, options: Mapping[str, Any] | None = None) -> list[RenderableType]:
    """A game's rules summary for the terminal: with the `options` a game was started with (`r` at the prompt), or
    with the defaults and every option's default and values allowed (`starmail rules GAME`)."""
    # A summary's "Playing here" section tells how to play on Discord; the terminal tells its own way instead.
    discord_only = catalog(game.id).tr(locale, DISCORD_SECTION)
    summary = game.rules_summary(locale, options=options)
    sections = [(head, text) for head, text in summary if head != discord_only]
    if not sections:
        sections = [(TEXT.tr(locale, "Rules"), TEXT.tr(locale, "This game has no rules summary yet."))]
    if game.options:
        lines = option_lines(game, locale, options)
        if options is None:  # with the names to type after --option
            listed = "\n".join(f"• {name}: {line}" for name, line in lines)
            how = TEXT.tr(
                locale,
                "Choose them when a game starts: {command}",
                command=command("play", game.id, "--option", "NAME=VALUE"),
            )
            sections.append((TEXT.tr(locale, "Options"), f"{listed}\n{how}"))
        else:  # a game under way: its values, nothing to type
            listed = "\n".join(f"• {line}" for _name, line in lines)
            sections.append((TEXT.tr(locale, "This game's options"), listed))
    sections.append(
        (
            TEXT.tr(locale, "Playing at this terminal"),
            TEXT.tr(
                locale,
                "Type the number of a choice and press Enter. ?N explains choice N, r shows these rules, v shows the "
                "whole table and your hand, q saves the game to go on later. After every turn the board picture "
                "and your hand picture are written to the board folder.",
            ),
        )
    )
    return screens.rules_sections(TEXT.tr(locale, "{title}: the rules in short", title=game.title_in(locale)), sections)


class ChoiceError(ValueError):
    """A typed choice that is not one of the numbers offered; `say(locale)` is one sentence."""

    def __init__(self, said: Phrase) -> None:
        super().__init__(str(said))
        self.said = said


def parse_choice(text: str, count: int) -> int:
    """The 0-based index of the action numbered `text` (1..count); ChoiceError with one sentence otherwise."""
    word = text.strip()
    if not word:
        raise ChoiceError(
            phrase("Type the number of an action, from 1 to {count}, or q to save and quit.", count=count)
        )
    if not word.lstrip("-").isdigit():
        raise ChoiceError(
            phrase("“{word}” is not a number: type the number of an action, from 1 to {count}.", word=word, count=count)
        )
    number = int(word)
    if not 1 <= number <= count:
        raise ChoiceError(
            phrase("There is no action {number}: choose a number from 1 to {count}.", number=number, count=count)
        )
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
        resume_hint: Callable[[int], str] = lambda game_id: command("play", "--resume", str(game_id)),
        names: Mapping[str, str] | None = None,
    ) -> None:
        self.service = service
        self.run = run
        self.game = game
        self.game_id = game_id
        self.console = console
        self.board_dir = board_dir
        self.locale = locale
        self.resume_hint = resume_hint
        self._news: dict[str, list[tuple[str | Event, bool]]] = {}
        """Per human seat, what happened since their last prompt: a line already said, or an event to narrate in
        the reader's words; and whether it was for that seat alone."""
        self._log_id = 0
        """The last log row read: each outcome's moves are looked up after it."""
        self._last_user: int | None = None
        self._last_view: UserView | None = None
        self.board_path: Path | None = None
        self._board: tuple[int, Words] | None = None
        """The board in words at a move, told again whenever the game has moved on (words are cheap)."""
        self._picture_seq: int | None = None
        """The move the board picture was last drawn at (a picture is slower: per turn, on `v`, per flight step)."""
        self._board_seen: dict[str, Words] = {}
        """Per seat, the board in words as its player last saw it."""
        self._hand_seen: dict[str, Words] = {}
        """Per seat, the hand its player last saw."""
        self.hand_path: Path | None = None
        self._names = names
        self._options: dict[str, Any] | None = None
        """The options this game was started with, the defaults filled in (read at the first `r`)."""

    def naming(self, seats: Sequence[SeatRecord]) -> Naming:
        names = dict(self._names) if self._names else table_names(seats, self.humans(seats), self.locale)
        return Naming(seats=names)

    # == the loop ==================================================================================
    def play(self, first: Outcome | None = None) -> int:
        """Play until the game ends (0), the players leave (0; 130 after Ctrl-C) or it cannot go on (1)."""
        try:
            if first is not None:
                self.absorb(first)
            self.run(self.service.told_live(self.game_id))  # what was stored before this table opened is shown now
            self.draw_board()
            fanout: Fanout | None = None
            while True:
                # After a move made here, the game as its commit left it comes with the move (its fan-out); the game is
                # read only when there is none: at the start, after a standing order or a refused choice, or when the
                # AI seats moved on past the fan-out.
                public = (
                    fanout.public
                    if fanout is not None
                    else self.run(self.service.view(self.game_id, None, self.locale))
                )
                if public.status in FINISHED_STATUSES:
                    self.finish(public)
                    return 0
                if public.status != "active":
                    self.console.say(
                        TEXT.tr(self.locale, "Game {game} is paused; it cannot be played on now.", game=self.game_id)
                    )
                    return 1
                prompt = self.next_prompt(public)
                if prompt is None and fanout is not None:
                    # An AI seat acts in the move's fan-out: its moves after the commit failed. A read lets it move.
                    fanout = None
                    continue
                if prompt is None:
                    searched = self.run(self.service.next_search(self.game_id))
                    if searched is not None:  # the strong AI moved, its whole thinking time after its turn came
                        self.absorb(searched)
                        continue
                    self.console.say(
                        TEXT.tr(
                            self.locale,
                            "Game {game} waits for a player who is not at this terminal.",
                            game=self.game_id,
                        )
                    )
                    return 1
                fanout = self.turn(prompt, public, fanout)
        except Stuck as stuck:
            self.console.say(stuck.said.say(self.locale, self.naming(())))
            return 1
        except (Leave, KeyboardInterrupt) as stop:
            if isinstance(stop, KeyboardInterrupt):
                self.console.say("")
            resume = self.resume_hint(self.game_id)
            saved = TEXT.tr(
                self.locale, "Game {game} is saved. Continue it with: {command}", game=self.game_id, command=resume
            )
            self.console.say(saved, whole=(resume,))  # a command to copy: on one line
            return 0 if isinstance(stop, Leave) and not stop.interrupted else 130

    def next_prompt(self, public: UserView) -> Prompt | None:
        by_seat = {s.seat: s for s in public.seats}
        for seat in public.acting:
            record = by_seat.get(seat)
            if record is not None and record.kind == "human" and record.user_id is not None:
                return Prompt(record.user_id, seat)
        return None

    def turn(self, prompt: Prompt, public: UserView, fanout: Fanout | None = None) -> Fanout | None:
        """One prompt and the choice made at it. `fanout`: the last move's, when `public` is its public view. Returns
        the fan-out of the move made here while it is current (None: the next prompt reads the game)."""
        humans = self.humans(public.seats)
        if humans > 1 and prompt.user_id != self._last_user:
            self.hand_over(prompt.seat)
        self._last_user = prompt.user_id
        if fanout is not None and prompt.user_id in fanout.views:
            mine = fanout.views[prompt.user_id]
        else:  # not told by the last move (a seat still deciding from before, at a hot seat): its view is read
            mine = self.run(self.service.view(self.game_id, prompt.user_id, self.locale))
        self.show(mine, humans, self._last_view, public if public.seq == mine.seq else None)
        self._last_view = mine
        if not mine.choices:
            if mine.seq == public.seq:
                # An acting seat with no legal action breaks the rules contract: stop instead of looping.
                raise Stuck(
                    phrase("{seat} must act but has no legal action; the game cannot go on.", seat=Seat(prompt.seat))
                )
            return None  # someone else (the bot, another terminal) moved in between: look again
        chosen = self.ask(mine)
        if isinstance(chosen, UntilTurn):
            ordered = self.run(self.service.pass_until_turn(self.game_id, prompt.user_id, seat=prompt.seat))
            self.console.say(TEXT.tr(self.locale, "You pass in every window until your turn."))
            self.absorb(ordered)
            return None
        try:
            if isinstance(chosen, Typed):
                # one process reading one line at a time: the prompt's seq is token enough, no request id needed
                outcome = self.run(
                    self.service.act_request(
                        self.game_id, prompt.user_id, chosen.name, chosen.values, {}, mine.seq, self.locale
                    )
                )
                label = outcome.played or chosen.name
            else:
                outcome = self.run(self.service.act_index(self.game_id, prompt.user_id, chosen, mine.seq, self.locale))
                label = mine.choices[chosen].label
        except Refusal as refusal:
            said = refusal.say(self.locale, self.naming(mine.seats))
            if refusal.code in ("stale", "played"):
                said = TEXT.tr(self.locale, "{refusal} Here is the game as it stands now.", refusal=said)
            self.console.say(said)
            return None
        self.absorb(outcome, mine.seat, label)
        made = outcome.current_fanout  # None when stale: then the next prompt reads the game
        # The words are told afresh at every prompt; the picture once the turn has moved on: to another seat, or
        # through other seats' moves and back (the service reports `turn_passed` False when the AI's whole turn
        # ends with this seat acting again), and after each step of a flying ship, so that it can be followed.
        if (
            outcome.turn_passed
            or outcome.over
            or any(move.seat != mine.seat for move in outcome.moves)
            or any(event.get("type") in SHIP_MOVES for event in outcome.public_events)
        ):
            self.draw_board(made.public if made is not None else None)
        return made

    # == screens ===================================================================================
    def hand_over(self, seat: str) -> None:
        if self.hand_path is not None:
            self.hand_path.unlink(missing_ok=True)  # the next player must not find the last one's hand
            self.hand_path = None
        # the screen is cleared: the next player sees their hand and the table again, changed or not
        self._hand_seen.pop(seat, None)
        self._board_seen.pop(seat, None)
        self.console.clear()
        name = player_label(seat, self.locale)
        self.ask_enter(TEXT.tr(self.locale, "Pass the terminal to {player}, then press Enter. ", player=name))
        self.console.clear()

    def show(self, mine: UserView, humans: int, before: UserView | None = None, public: UserView | None = None) -> None:
        """The header, what happened since this player's last turn, the table in words as it is now (when it changed
        since they last saw it), their hand (when it changed) and the numbered choices. `public`: the public view at
        the same move, when the caller has it."""
        seat = mine.seat or ""
        names = table_names(mine.seats, humans, self.locale)
        name = names.get(seat) or player_label(seat, self.locale)
        header = TEXT.tr(
            self.locale,
            "== Game {game} · {title} · move {move} · {player}",
            game=self.game_id,
            title=self.game.title_in(self.locale),
            move=mine.seq,
            player=name,
        )
        self.console.say("")
        self.console.show(screens.heading(header))
        news = self._news.pop(seat, [])
        if news:
            naming = self.reader_naming(mine.seats, seat)
            lines = [self.said(item, naming) for item, _ in news]
            self.console.show(screens.news(TEXT.tr(self.locale, "Since your last turn:"), lines))
        board = self.board_words(public)
        if board is not None and self._board_seen.get(seat) != board[1]:
            self._board_seen[seat] = board[1]
            self.show_board(board[1])
        self.show_hand(mine, changed_only=True)
        self.show_choices(mine, name)

    def show_board(self, words: Words) -> None:
        self.console.show(screens.table_words(TEXT.tr(self.locale, "The table"), words))

    def show_hand(self, mine: UserView, *, changed_only: bool = False) -> None:
        """The player's hand with each card's effect; with `changed_only`, one line instead when it is as they last
        saw it. The hand picture is written beside the board's."""
        if mine.view is None or mine.seat is None or not has_renderer(self.game.id):
            return
        names = self.naming(mine.seats).seats
        words = hand_words(mine.view, self.locale, names)
        if changed_only and self._hand_seen.get(mine.seat) == words:
            self.console.say(TEXT.tr(self.locale, "Your hand has not changed (v shows it with the table)."))
            return
        self._hand_seen[mine.seat] = words
        self.console.show(screens.hand(words, self.locale))
        self.write_hand(mine)

    def write_hand(self, mine: UserView) -> None:
        """The hand picture of the player at the terminal, beside the board picture (one file, for whoever plays
        now: it is removed when the terminal is passed on)."""
        if self.board_dir is None or mine.view is None:
            return
        picture = hand_picture(mine.view, self.locale, self.naming(mine.seats).seats)
        self.board_dir.mkdir(parents=True, exist_ok=True)
        path = self.board_dir / f"game-{self.game_id}-hand.png"
        path.write_bytes(picture.png)
        self.hand_path = path
        self.console.say(TEXT.tr(self.locale, "Hand picture written to {path}", path=str(path)))

    def show_choices(self, mine: UserView, name: str) -> None:
        if mine.choices:
            title = TEXT.tr(self.locale, "Your move, {player}:", player=name)
            self.console.show(screens.choices(title, TEXT.tr(self.locale, "Or, in one choice:"), mine.choices))
            if mine.requests:
                usage = request_usage(self.game, mine.requests, self.locale, slash=False)
                self.console.say(TEXT.tr(self.locale, "Or type: {usage}", usage=usage))
            if mine.windows:
                self.console.say(TEXT.tr(self.locale, "Or type p to pass in every window until your turn."))

    def ask(self, mine: UserView) -> int | Typed | UntilTurn:
        count = len(mine.choices)
        while True:
            text = self.read(
                TEXT.tr(
                    self.locale,
                    "Your choice (1-{count}; ?N explains choice N, r shows the rules, v the whole table, q saves and "
                    "quits): ",
                    count=count,
                )
            )
            word = text.strip().lower()
            if word in QUIT_WORDS:
                raise Leave(False)
            if word in VIEW_WORDS:
                self.draw_board()  # as it stands now, the picture too
                board = self.board_words()
                if board is not None:
                    self._board_seen[mine.seat or ""] = board[1]
                    self.show_board(board[1])
                self.show_hand(mine)
                names = table_names(mine.seats, self.humans(mine.seats), self.locale)
                self.show_choices(mine, names.get(mine.seat or "") or player_label(mine.seat or "", self.locale))
                continue
            if word in RULES_WORDS:
                self.show_rules()
                continue
            if mine.windows and word in UNTIL_WORDS:
                return UntilTurn()
            if word.startswith("?"):
                self.explain_choice(mine, word[1:])
                continue
            try:
                typed = self.typed_request(mine, text)
                return typed if typed is not None else parse_choice(text, count)
            except (ChoiceError, RequestError) as error:
                self.console.say(error.said.say(self.locale))

    def typed_request(self, mine: UserView, text: str) -> Typed | None:
        """A request of the game typed out ("offer give=ore want=food to=2"), or None."""
        if not self.game.requests:
            return None
        names = table_names(mine.seats, self.humans(mine.seats), self.locale)
        return parse_request(self.game, text, self.locale, [s.seat for s in mine.seats], names)

    def explain_choice(self, mine: UserView, typed: str) -> None:
        """`?N`: what choice N does."""
        try:
            index = parse_choice(typed, len(mine.choices))
        except ChoiceError as error:
            self.console.say(error.said.say(self.locale))
            return
        choice = mine.choices[index]
        hint = choice.hint or TEXT.tr(self.locale, "Nothing more to say about it than its label.")
        self.console.show(screens.heading(f"{index + 1}. {choice.label}"))
        self.console.say(f"  {hint}")

    def show_rules(self) -> None:
        """`r`: the game's rules in short, with this game's options, a screenful at a time on a terminal."""
        if self._options is None:
            record = self.run(self.service.store.get_game(self.game_id))
            self._options = resolve_options(self.game.options, record.options if record is not None else None)
        shown = rules_screen(self.game, self.locale, self._options)
        self.console.page(shown, TEXT.tr(self.locale, "More (Enter), or q to stop: "))

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
        naming = self.naming(public.seats)
        lines = [self.said(item, naming) for item, private in news if humans == 1 or not private]
        if lines:
            self.console.say(TEXT.tr(self.locale, "Last moves:"), *(f"  {line}" for line in lines))
        if public.result is not None:
            self.console.say_all(result_lines(self.game, public.result, public.seats, humans, self.locale))
        else:
            self.console.say(TEXT.tr(self.locale, "Game {game} has ended.", game=self.game_id))
        if self.board_path is not None:
            self.console.say(TEXT.tr(self.locale, "Final board: {path}", path=str(self.board_path)))

    # == narration and the board ===================================================================
    def recap(self, lines: Sequence[str], seats: Sequence[SeatRecord]) -> None:
        """Public lines to show every human seat at its next prompt (the last moves, on resuming)."""
        for seat in (s.seat for s in seats if s.kind == "human"):
            self._news.setdefault(seat, []).extend((line, False) for line in lines)

    def absorb(self, outcome: Outcome, mover: str | None = None, label: str | None = None) -> None:
        """File what happened under each human seat, to show at that player's next prompt, in the order it happened.

        The reader's own move is told once (docs/decisions/digest.md): by the game's narration of its public events,
        which names the reader's seat as theirs, or, for a move without a public event, by "You: <label>". Only the
        mover sees that label (in their locale): it may name a hidden card, so the others learn of such a move
        through the game's public narration, as on Discord.
        """
        humans = [s.seat for s in outcome.seats if s.kind == "human"]
        moved = self.moved_events(outcome)
        if mover is not None and label is not None:
            # the player's own moves: not a move the service made for their seat after it (an only choice)
            own = [events for move, events in moved if move.seat == mover and move.user_id is not None]
            told = any(e.get("to") is None for events in own for e in events)
            if not told:
                self._news.setdefault(mover, []).append((TEXT.tr(self.locale, "You: {move}", move=label), True))
        for move, events in moved:
            if move.only and move.seat in humans:  # the bot played its seat's single choice: its player alone reads so
                said = TEXT.tr(self.locale, "Your only choice was played for you:")
                self._news.setdefault(move.seat, []).append((said, True))
            for event in events:
                audience = event.get("to")
                for seat in humans:
                    if audience is None or seat in audience:
                        self._news.setdefault(seat, []).append((event, audience is not None))
        self.run(self.service.told_live(self.game_id))  # all of it is shown at this terminal

    def moved_events(self, outcome: Outcome) -> list[tuple[Move, tuple[Event, ...]]]:
        """Each move of `outcome` with its events in the order the rules made them. The outcome itself keeps the
        public and the private events apart (a private "You drew …" would follow the game-over line): the log
        keeps each move's events as they came."""
        rows = self.run(self.service.store.read_log(self.game_id, self._log_id))
        if rows:
            self._log_id = rows[-1].id
        # an undo writes a seq again: the latest row of a seq is the move that stands
        logged = {row.seq: row.events for row in rows if row.kind == "move"}
        if all(move.seq in logged for move in outcome.moves):
            return [(move, logged[move.seq]) for move in outcome.moves]
        # not found in the log (a store that lost it): the outcome's own events, public ones first
        events = [*outcome.public_events]
        for private in outcome.private_events.values():
            events += [e for e in private if e not in events]
        return [(move, tuple(events) if n == 0 else ()) for n, move in enumerate(outcome.moves)]

    def said(self, item: str | Event, naming: Naming) -> str:
        if isinstance(item, str):
            return item
        return self.game.narrate(item, self.locale, SeatNames(naming.seats, self.locale))

    def reader_naming(self, seats: Sequence[SeatRecord], reader: str) -> Naming:
        """The table's names, the reader's own seat named as theirs ("Player 1 (you)") also at a hot seat."""
        names = dict(self.naming(seats).seats)
        if not self._names and self.humans(seats) > 1:
            names[reader] = TEXT.tr(self.locale, "{player} (you)", player=player_label(reader, self.locale))
        return Naming(seats=names)

    def board_words(self, public: UserView | None = None) -> tuple[int, Words] | None:
        """The board in words as it stands now (at `public`'s move, when given), in the table's language, with the
        move it shows; told again whenever the game has moved on since."""
        if not has_renderer(self.game.id):
            return None
        if public is None:
            public = self.run(self.service.view(self.game_id, None, self.locale))
        if public.view is not None and (self._board is None or self._board[0] != public.seq):
            names = self.naming(public.seats).seats
            self._board = (public.seq, board_words(public.view, names, self.locale))
        return self._board

    def draw_board(self, public: UserView | None = None) -> None:
        """Draw the public board as it stands now (`public`: the public view of the move just made, when the caller
        has it) into the board folder, if any (and not drawn at this move yet)."""
        if not has_renderer(self.game.id):
            return
        if public is None:
            public = self.run(self.service.view(self.game_id, None, self.locale))
        self.board_words(public)
        if public.view is None or self.board_dir is None or self._picture_seq == public.seq:
            return
        picture = board_picture(public.view, self.naming(public.seats).seats, self.locale)
        self.board_dir.mkdir(parents=True, exist_ok=True)
        path = self.board_dir / f"game-{self.game_id}.png"
        path.write_bytes(picture.png)
        self._picture_seq = public.seq
        self.board_path = path
        self.console.say(TEXT.tr(self.locale, "Board written to {path}", path=str(path)))

    @staticmethod
    def humans(seats: Sequence[SeatRecord]) -> int:
        return sum(1 for s in seats if s.kind == "human")
