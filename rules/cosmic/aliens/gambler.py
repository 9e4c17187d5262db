"""Gambler (spec §5.5.3, §4.8 phase 8 step 1, §4.8.0 step 1, §7) and his flare (§5.2).

- At the reveal an active Gambler keeps his face-down card down while his opponent's is turned up (a row of
  `KEPT_FACE_DOWN`, rules/cosmic/reveal.py) and is always asked (`gamble`): he reveals it, or bluffs, claiming any
  challenge card kind, his real one included. The bluff is a power use: it meets its response round (`r_power`,
  pseudo-window "gambler") first; zapped, his card is turned up. Standing, his opponent accepts the claim or calls it
  (`claim`). Accepted: his card goes face down under the talon, unseen, and the claimed kind counts as his revealed
  card (the flag `outcome.CLAIM`, read through `outcome.revealed_kind`, which every reader of a revealed card shares).
  Called: his card is turned up, and the one the call proves wrong (Gambler for a false claim, the caller for a true
  one) loses as many ships as he has in the challenge, from planets outside it (a source of `OUTSIDE_CHALLENGE`,
  rules/cosmic/losses.py); then the real cards count.
- His flare: the Normal names a spread in `w_postselect` (`spread`), a row of the outcome's `VALUE_STEPS`
  (rules/cosmic/outcome.py, after Chosen's added value and before Mirror); the Super raises the stake (`stake`), ships
  the loser of a call also loses.
- Phase 9 clears the claim, spread and stake (a row of `CLEANUP_KEEPERS`, rules/cosmic/turn.py).

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.contract import Action, Event
from rules.cosmic.components import CHALLENGE_COUNTS, attack_value, kind_of
from rules.cosmic.decisions import Decision
from rules.cosmic.effects import Effect, as_main, opposing_main
from rules.cosmic.flares import own_ships_in_challenge
from rules.cosmic.hooks import CLEANUP_KEEPERS, KEPT_FACE_DOWN, OUTSIDE_CHALLENGE, VALUE_STEPS, Values, join
from rules.cosmic.losses import lose_task
from rules.cosmic.names import TEXT, card_name
from rules.cosmic.outcome import BURIED, CLAIM, revealed_kind
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.protocol import R_POWER
from rules.cosmic.reading import Policy, Reading, card_value
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.windows import POWER as POWER_PLAY
from rules.cosmic.windows import Play
from rules.cosmic.wording import head_task, player_and_card, who
from rules.frozen import evolve
from rules.i18n import mark

GAMBLER = "gambler"
"""The power, its use's pseudo-window and the source of the losses a call costs."""
BLUFFING = "bluffing"
"""The flag the bluff sets when it takes effect, after its response round; `bluff_after` reads and clears it."""
SPREAD = "spread:"
"""A flag `spread:<seat>:<n>`: that main player named the spread n with Gambler's flare (§5.2)."""
STAKE = "stake:"
"""A flag `stake:<seat>:<n>`: Gambler raised the stake with his flare's Super (§5.2)."""
SPREADS = range(1, 11)
STAKES = range(1, 21)


# -- the reveal (`gamble`: Gambler decides about his face-down card) ------------------------------------------------
def _keeps_down(state: State, seat: int) -> Task | None:
    """An active Gambler keeps his card face down and is asked, whatever he holds (public facts only, D-34)."""
    return Task("gamble", seat) if works(state, seat, GAMBLER) else None


def gamble_actions(state: State, task: Task, seat: int) -> list[Action]:
    """Reveal, or claim any challenge card kind of the deck: naming his real one is a truthful claim."""
    return [{"type": "reveal"}, *({"type": "bluff", "card": kind} for kind in CHALLENGE_COUNTS)]


def gamble(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "reveal":
        return turn_up(state, seat, events)
    claimed = str(action["card"])
    events.append({"type": "bluffed", "to": None, "seat": seat, "card": claimed})
    state = evolve(state, w_items=(Play(seat, POWER_PLAY),))
    return push(state, Task(R_POWER, seat, 0, GAMBLER), Task("bluff_after", seat, 0, claimed))


def turn_up(state: State, seat: int, events: list[Event]) -> State:
    """His face-down card becomes his revealed card, for everyone to see."""
    card = state.selected[seat]
    state = _moved(state, seat, card)
    events.append({"type": "card_revealed", "to": None, "seat": seat, "card": kind_of(card)})
    return state


def _moved(state: State, seat: int, card: str) -> State:
    selected, revealed = list(state.selected), list(state.revealed)
    selected[seat], revealed[seat] = "", card
    return evolve(state, selected=tuple(selected), revealed=tuple(revealed))


def _bluff_usable(state: State, seat: int, window: str) -> bool:
    return window == GAMBLER and works(state, seat, GAMBLER)


def _bluffs(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, BLUFFING))


def bluff_after(state: State, task: Task, events: list[Event]) -> State:
    """The bluff stood: the opponent answers the claim. Zapped: the real card is turned up and the game goes on."""
    gambler = task.seat
    if BLUFFING not in state.flags:
        return turn_up(state, gambler, events)
    state = evolve(state, flags=tuple(f for f in state.flags if f != BLUFFING))
    return push(state, Task("claim", opposing_main(state, gambler), gambler, task.what))


# -- the claim (`claim`: the opponent, n = Gambler, what = the kind claimed) -----------------------------------------
def claim_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "accept_claim"}, {"type": "call"}]


def claim(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    gambler, claimed = task.n, task.what
    card = state.selected[gambler]
    if action["type"] == "accept_claim":
        # face down under the talon: no event names it, and the talon is nobody's to see (§7)
        selected = list(state.selected)
        selected[gambler] = ""
        flags = (*state.flags, f"{CLAIM}{gambler}:{claimed}", f"{BURIED}{gambler}:{card}")
        state = evolve(state, selected=tuple(selected), talon=(*state.talon, card), flags=flags)
        events.append({"type": "claim_accepted", "to": None, "seat": seat, "gambler": gambler})
        return state
    truthful = kind_of(card) == claimed
    state = _moved(state, gambler, card)
    told: Event = {"type": "claim_called", "to": None, "seat": seat, "gambler": gambler, "card": kind_of(card)}
    events.append({**told, "truthful": truthful})
    loser = seat if truthful else gambler
    count = own_ships_in_challenge(state, loser) + stake(state, gambler)
    found = lose_task(state, loser, count, source=GAMBLER)
    return push(state, found) if found is not None else state


# -- the flare: spread (Normal) and stake (Super) --------------------------------------------------------------------
def stake(state: State, seat: int) -> int:
    prefix = f"{STAKE}{seat}:"
    return sum(int(f.removeprefix(prefix)) for f in state.flags if f.startswith(prefix))


def _name_spread(state: State, play: Play, events: list[Event]) -> State:
    return push(state, Task("spread", play.seat))


def _raise_stake(state: State, play: Play, events: list[Event]) -> State:
    return push(state, Task("stake", play.seat))


def spread_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "spread", "n": n} for n in SPREADS]


def spread(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    n = int(action["n"])
    events.append({"type": "spread_named", "to": None, "seat": seat, "n": n})
    return evolve(pop(state), flags=(*state.flags, f"{SPREAD}{seat}:{n}"))


def stake_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "stake", "n": n} for n in STAKES]


def raise_stake(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    n = int(action["n"])
    events.append({"type": "stake_raised", "to": None, "seat": seat, "n": n})
    return evolve(pop(state), flags=(*state.flags, f"{STAKE}{seat}:{n}"))


def _spread(state: State, values: Values) -> Values:
    """A named spread is added to its player's card value when the two printed values (a claim's counted) differ by
    at least that much."""
    o, d = state.offense, state.defense
    gap = abs((attack_value(revealed_kind(state, o)) or 0) - (attack_value(revealed_kind(state, d)) or 0))
    added = [0, 0]
    for flag in state.flags:
        if flag.startswith(SPREAD):
            seat, n = (int(part) for part in flag.removeprefix(SPREAD).split(":"))
            if seat in (o, d) and gap >= n:
                added[0 if seat == o else 1] += n
    return values[0] + added[0], values[1] + added[1]


# -- phase 9 -----------------------------------------------------------------------------------------------------------
def _cleared(state: State, events: list[Event]) -> State:
    """The claim, the spread and the stake end with the challenge: after phase 9 no card is revealed."""
    return evolve(state, flags=tuple(f for f in state.flags if not f.startswith((CLAIM, BURIED, SPREAD, STAKE))))


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _needed_to_win(read: Reading, against_me: bool = False) -> int | None:
    """The lowest attack value that wins for Gambler as a main player against the card turned up: his own (he is the
    reader) or, `against_me`, his opponent's (the reader is the one asked). None: no attack card is turned up, so a
    value does not decide."""
    me = read.me
    gambler = (read.defense if me == read.offense else read.offense) if against_me else me
    other = read.offense if gambler == read.defense else read.defense
    shown = attack_value(kind_of(str(read.players.get(other, {}).get("revealed") or "")))
    if shown is None:
        return None
    offense = gambler == read.offense
    own = read.side_ships("offense" if offense else "defense")
    theirs = read.side_ships("defense" if offense else "offense")
    return shown + theirs - own + (1 if offense else 0)


def _gamble_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """He bluffs only when his real card loses to the card turned up: he claims the weakest attack card that would
    win, and reveals when none would (or his card wins anyway)."""
    mine = read.my_card()
    needed = _needed_to_win(read)
    if needed is None or (mine is not None and mine >= needed):
        return next(a for a in legal if a["type"] == "reveal")
    claims = sorted((a for a in legal if a["type"] == "bluff" and card_value(a) >= needed), key=card_value)
    return claims[0] if claims else next(a for a in legal if a["type"] == "reveal")


def _claim_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """A claim that beats him is called (a bluff caught costs Gambler his ships); one that does not, accepted."""
    claim = read.public.get("claim") or {}
    value = attack_value(str(claim.get("card") or ""))
    needed = _needed_to_win(read, against_me=True)
    beats_me = value is not None and needed is not None and value >= needed
    return next(a for a in legal if a["type"] == ("call" if beats_me else "accept_claim"))


def _nearest(wanted: int, legal: Sequence[Action]) -> Action:
    return min(legal, key=lambda a: abs(int(a["n"]) - wanted))


def _spread_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """His flare: a middling spread (two attack cards often differ by 5)."""
    return _nearest(5, legal)


def _stake_choice(read: Reading, legal: Sequence[Action]) -> Action:
    """His flare's Super: the smallest stake."""
    return _nearest(1, legal)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_bluffed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} kept their card face down and claimed it is {card}.", **player_and_card(event, names, locale)
    )


def _tell_card_revealed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} turned up {card}.", **player_and_card(event, names, locale))


def _tell_claim_accepted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} accepted the claim of {gambler}: the card went face down under the deck, unseen.",
        player=who(event, names),
        gambler=who(event, names, "gambler"),
    )


def _tell_claim_called(event: Event, locale: str, names: Mapping[str, str]) -> str:
    card = card_name(str(event.get("card")), locale)
    player, gambler = who(event, names), who(event, names, "gambler")
    if event.get("truthful"):
        return TEXT.tr(
            locale,
            "{player} called the claim of {gambler}, but it was true: the card is {card}.",
            player=player,
            gambler=gambler,
            card=card,
        )
    return TEXT.tr(
        locale, "{player} called the bluff of {gambler}: the card is {card}.", player=player, gambler=gambler, card=card
    )


def _tell_spread_named(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} named a spread of {n}.", player=who(event, names), n=event.get("n"))


def _tell_stake_raised(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("n") or 0)
    return TEXT.ntr(
        locale,
        "{player} raised the stake by {count} ship.",
        "{player} raised the stake by {count} ships.",
        count,
        player=who(event, names),
    )


def _label_bluff(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Claim your card is {card}", card=card_name(str(action.get("card")), locale))


def _label_accept_claim(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """The `claim` task names the kind claimed (its `what`)."""
    task = head_task(state)
    if task is not None and task.kind == "claim" and task.what:
        return TEXT.tr(locale, "Accept the claim: {card}", card=card_name(task.what, locale))
    return TEXT.tr(locale, "Accept the claim")


def _label_spread(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Name a spread of {n}", n=action.get("n"))


def _label_stake(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    count = int(action.get("n") or 0)
    return TEXT.ntr(locale, "Raise the stake by {count} ship", "Raise the stake by {count} ships", count)


def _label_reveal(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Turn up your card")


def _label_call(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Call the claim: the card is turned up")


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Gambler"),
    moment=lambda locale: TEXT.ptr(locale, "window", "Gambler's bluff"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Bluff: at the reveal, as a main player, you may claim your card is another; if your opponent calls, "
        "whoever was wrong loses ships.",
    ),
    timing=lambda locale: TEXT.tr(locale, "At the reveal, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When your opponent's card is turned up, you may reveal yours or bluff: claim it is another card. Your "
        "opponent accepts the claim or calls it. Accepted, the challenge goes on as claimed and your real card goes "
        "under the deck unseen. Called, your card is shown: a false claim costs you as many ships as you had in the "
        "challenge, a true one costs the caller as many of theirs.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Gambler: bluff about your card"),
    flare=lambda locale: TEXT.tr(locale, "Gambler flare"),
    events=(
        ("bluffed", _tell_bluffed),
        ("card_revealed", _tell_card_revealed),
        ("claim_accepted", _tell_claim_accepted),
        ("claim_called", _tell_claim_called),
        ("spread_named", _tell_spread_named),
        ("stake_raised", _tell_stake_raised),
    ),
    actions=(
        ("bluff", _label_bluff),
        ("accept_claim", _label_accept_claim),
        ("spread", _label_spread),
        ("stake", _label_stake),
        ("reveal", _label_reveal),
        ("call", _label_call),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    GAMBLER,
    joins=(
        join(KEPT_FACE_DOWN, _keeps_down),
        join(VALUE_STEPS, _spread),
        join(OUTSIDE_CHALLENGE, GAMBLER),
        join(CLEANUP_KEEPERS, _cleared),
    ),
    decisions=(
        (
            "gamble",
            Decision(
                phase="reveal",
                legal=gamble_actions,
                apply=gamble,
                default={"type": "reveal"},  # he reveals
                checkpoint=True,
                public=False,
                prompt=mark("Now you reveal your card or claim what it is."),
                takes=frozenset({"reveal", "bluff"}),
            ),
        ),
        # the opponent accepts the claim; a spread or stake is the smallest number
        (
            "claim",
            Decision(
                phase="reveal",
                legal=claim_actions,
                apply=claim,
                default={"type": "accept_claim"},
                prompt=mark("Now you accept the claim or call the bluff."),
                takes=frozenset({"accept_claim", "call"}),
            ),
        ),
        (
            "spread",
            Decision(
                phase="planning",
                legal=spread_actions,
                apply=spread,
                default={"type": "spread", "n": 1},
                prompt=mark("Now you choose the spread."),
                takes=frozenset({"spread"}),
            ),
        ),
        (
            "stake",
            Decision(
                phase="planning",
                legal=stake_actions,
                apply=raise_stake,
                default={"type": "stake", "n": 1},
                prompt=mark("Now you choose the stake."),
                takes=frozenset({"stake"}),
            ),
        ),
    ),
    steps=(("bluff_after", bluff_after),),
    use=Effect(usable=_bluff_usable, resolve=_bluffs),
    flare=Flare(
        normal=Effect(usable=as_main("w_postselect"), resolve=_name_spread),
        super=Effect(usable=as_main("w_postselect"), resolve=_raise_stake),
    ),
    policy=Policy(
        choices=(
            ("gamble", _gamble_choice),
            ("claim", _claim_choice),
            ("spread", _spread_choice),
            ("stake", _stake_choice),
        ),
        plays_flare=True,
    ),
    words=WORDS,
)
