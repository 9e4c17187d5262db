"""Player-facing texts of Cosmic Encounter: `describe` for actions (short labels in the imperative, infinitives in
German, French and Dutch), `narrate` for events (one line in the past tense), in every locale of the catalog
"cosmic" (rules/i18n.py; English is the message id).

The lines of the events only a power emits and the labels of the actions only its decisions offer (or of the common
actions while its own decision is asked or its use drafted) are declared in that power's module (`PowerWords.events`,
`actions`, `during`, `drafting`; rules/cosmic/power_words.py) and read here from the registered powers: this module
names no power and no power's decision.

Seats are named only through `names[seat]`; actions carry seat names, and events reach `narrate` with their seats
already named (rules/cosmic/game.py `named`). Cards are named by kind, planets by colour and number: no text shows an
internal id (rules/cosmic/ids.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import rules.cosmic.aliens  # noqa: F401  # registers every power, whose modules declare their own lines and labels
from rules.contract import Action, Event
from rules.cosmic.effects import flare_mode
from rules.cosmic.losses import owner_of
from rules.cosmic.names import (
    TEXT,
    card_list,
    card_name,
    category_name,
    colour_name,
    game_over_line,
    planet_name,
    player_list,
    power_name,
    power_use,
    window_name,
)
from rules.cosmic.power_words import Describe, Narrate, Relabel, StoreWords
from rules.cosmic.registry import POWERS, USES, derived
from rules.cosmic.state import COLOUR, State
from rules.cosmic.windows import POWER, Play
from rules.cosmic.wording import (
    drafting,
    event_planet,
    head_kind,
    head_task,
    named_index,
    own_task,
    player_and_card,
    power_of,
    seat_name,
    seat_names,
    who,
)

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The languages Cosmic Encounter's texts exist in."""

OFFENSE = "offense"
DEFENSE = "defense"
CONE = "cone"
TALON = "talon"


# -- reading the state for a label -------------------------------------------------------------------------------------
def _seat_index(state: State, seat: str | None) -> int:
    return state.seats.index(seat) if seat is not None and seat in state.seats else -1


def _power_user(state: State, seat: int) -> str:
    """The power `seat` would use now: its own, or (seat unknown) the one power with an open use among those asked."""
    if 0 <= seat < len(state.powers):
        return power_of(state, seat)
    open_uses = {
        p
        for s in state.w_waiting
        if s not in state.used and s not in state.face_down and (p := power_of(state, s)) in USES
    }
    return open_uses.pop() if len(open_uses) == 1 else ""


def _deal_draft(state: State, seat: int) -> tuple[int, tuple[Any, ...]]:
    """The drafting seat and its draft (stage first); (-1, ()) when it cannot be told which draft is meant."""
    if 0 <= seat < len(state.deal_drafts) and state.deal_drafts[seat]:
        return seat, state.deal_drafts[seat]
    drafters = [s for s in range(len(state.deal_drafts)) if state.deal_drafts[s]]
    if len(drafters) == 1:
        return drafters[0], state.deal_drafts[drafters[0]]
    return -1, ()


def _opponent(state: State, seat: int) -> int:
    return state.defense if seat == state.offense else state.offense


# -- the powers' own lines and labels ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Declared:
    """What the registered powers' modules declare (`PowerWords`, rules/cosmic/power_words.py): the lines of the
    events only a power emits, the labels of the action types only its decisions offer, and its labels of the common
    actions while its own decision is asked (by decision kind) or its use is drafted (by power)."""

    events: dict[str, Narrate]
    actions: dict[str, Describe]
    during: dict[str, Relabel]
    drafting: dict[str, Relabel]
    stores: dict[str, StoreWords]


def _declared() -> _Declared:
    """Read from the registered powers once, and again whenever they change (a test may register a power of its
    own)."""
    return derived("text", _read_declared)


def _read_declared() -> _Declared:
    words = [(p.id, p.words) for p in POWERS.values() if p.words is not None]
    return _Declared(
        events={kind: tell for _, w in words for kind, tell in w.events},
        actions={kind: label for _, w in words for kind, label in w.actions},
        during={kind: label for _, w in words for kind, label in w.during},
        drafting={power: w.drafting for power, w in words if w.drafting is not None},
        stores={name: store for _, w in words for name, store in w.stores},
    )


def _relabelled(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    """A power's own label of a common action: while its decision is asked, or while its use is drafted."""
    declared = _declared()
    during = declared.during.get(head_kind(state))
    said = during(state, action, locale, names, me) if during is not None else None
    if said is not None:
        return said
    if not declared.drafting or not state.w_drafts:
        return None
    draft = drafting(state, me)
    if draft is None or draft.kind != POWER:
        return None
    drafted = declared.drafting.get(power_of(state, draft.seat))
    return drafted(state, action, locale, names, me) if drafted is not None else None


# -- the terms of a deal -----------------------------------------------------------------------------------------------
def deal_terms(terms: Mapping[str, Any], locale: str) -> str:
    """A proposal's terms, from the proposer's side: "gives 2 cards (own choice), takes a base on Blue 3"."""
    said: list[str] = []
    gives = int(terms.get("gives") or 0)
    gets = int(terms.get("gets") or 0)
    if gives:
        if terms.get("gives_mode") == "random":
            said.append(TEXT.ntr(locale, "gives {count} card at random", "gives {count} cards at random", gives))
        else:
            said.append(TEXT.ntr(locale, "gives {count} card (own choice)", "gives {count} cards (own choice)", gives))
    if gets:
        if terms.get("gets_mode") == "random":
            said.append(TEXT.ntr(locale, "receives {count} card at random", "receives {count} cards at random", gets))
        else:
            said.append(
                TEXT.ntr(
                    locale, "receives {count} card (giver's choice)", "receives {count} cards (giver's choice)", gets
                )
            )
    mine = terms.get("base_for_proposer")
    if mine:
        said.append(TEXT.tr(locale, "takes a base on {planet}", planet=planet_name(str(mine), locale)))
    yours = terms.get("base_for_other")
    if yours:
        said.append(TEXT.tr(locale, "grants a base on {planet}", planet=planet_name(str(yours), locale)))
    return ", ".join(said) if said else TEXT.tr(locale, "nothing")


def _open_terms(proposal: tuple[Any, ...]) -> dict[str, Any]:
    _number, give_n, give_mode, get_n, get_mode, mine, yours = proposal
    return {
        "gives": give_n,
        "gives_mode": give_mode,
        "gets": get_n,
        "gets_mode": get_mode,
        "base_for_proposer": mine,
        "base_for_other": yours,
    }


# -- actions -----------------------------------------------------------------------------------------------------------
def describe(state: State, action: Action, locale: str, names: Mapping[str, str], seat: str | None = None) -> str:
    """The label of `action`; `seat` (the acting seat, where the caller knows it) makes a few labels exact."""
    kind = str(action.get("type"))
    me = _seat_index(state, seat)
    relabelled = _relabelled(state, action, locale, names, me)
    if relabelled is not None:
        return relabelled
    label = _SIMPLE.get(kind)
    if label is not None:
        return label(locale)
    describe_kind = _DESCRIBE.get(kind) or _declared().actions.get(kind)
    if describe_kind is not None:
        return describe_kind(state, action, locale, names, me)
    return TEXT.tr(locale, "An unknown action")


Label = Callable[[str], str]

_SIMPLE: dict[str, Label] = {
    "free_to_cone": lambda locale: TEXT.tr(locale, "Free a ship from the warp into the cone"),
    "redraw": lambda locale: TEXT.tr(locale, "Flip another destiny card"),
    "place_origin": lambda locale: TEXT.tr(locale, "Send every ship back where it came from"),
    "deal_draft": lambda locale: TEXT.tr(locale, "Draft a proposal"),
    "deal_submit": lambda locale: TEXT.tr(locale, "Propose this deal"),
    "deal_drop": lambda locale: TEXT.tr(locale, "Drop this draft"),
    "deal_abandon": lambda locale: TEXT.tr(locale, "Abandon the deal (both of you lose 3 ships)"),
    "end_turn": lambda locale: TEXT.tr(locale, "End your turn"),
}


def _store(action: Mapping[str, Any]) -> StoreWords | None:
    """How a card taken from a power's own store of cards reads, where the action or play takes it from one."""
    source = action.get("from")
    return _declared().stores.get(source) if isinstance(source, str) else None


def _colour(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    colour = str(action.get("colour"))
    name = colour_name(colour, locale)
    if state.phase == COLOUR:
        return TEXT.tr(locale, "Take {colour}", colour=name)
    owner = state.colours.index(colour) if colour in state.colours else -1
    if owner == state.offense:
        return TEXT.tr(locale, "Count the card as {colour}, your own colour", colour=name)
    return TEXT.tr(
        locale,
        "Count the card as {colour}: challenge {player}",
        colour=name,
        player=named_index(names, state, owner, locale),
    )


def _free(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(
        locale, "Free a ship from the warp onto {planet}", planet=planet_name(str(action.get("planet")), locale)
    )


def _decline(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if head_kind(state) == "regroup":
        return TEXT.tr(locale, "Leave your ships in the warp")
    return TEXT.tr(locale, "Join neither side")


def _reclaim(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(
        locale, "Land ships on your empty planet {planet}", planet=planet_name(str(action.get("planet")), locale)
    )


def _attack_home(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(
        locale,
        "Challenge the ships on your planet {planet}",
        planet=planet_name(str(action.get("planet")), locale),
    )


def _defender(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if state.target:
        return TEXT.tr(
            locale,
            "Challenge {player} on {planet}",
            player=seat_name(names, action.get("seat")),
            planet=planet_name(state.target, locale),
        )
    return TEXT.tr(locale, "Challenge {player}", player=seat_name(names, action.get("seat")))


def _use_power(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    power = _power_user(state, me)
    return power_use(power, locale) if power else TEXT.tr(locale, "Use your power")


def _target(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Aim the cone at {planet}", planet=planet_name(str(action.get("planet")), locale))


def _commit(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    source = str(action.get("from"))
    task = head_task(state)
    if task is not None and task.kind in ("reclaim", "deal_base"):
        to = planet_name(task.what, locale)
        if source == CONE:
            return TEXT.tr(locale, "Move a ship from the cone to {planet}", planet=to)
        return TEXT.tr(locale, "Move a ship from {source} to {planet}", source=planet_name(source, locale), planet=to)
    return TEXT.tr(locale, "Send a ship from {planet} into the cone", planet=planet_name(source, locale))


def _done(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    task = head_task(state)
    kind = task.kind if task is not None else ""
    if kind == "commit":
        return TEXT.tr(locale, "Send no more ships")
    if kind == "invite" and task is not None:
        invited = any(i in (task.what, "both") for i in state.invited)
        return TEXT.tr(locale, "Invite nobody else") if invited else TEXT.tr(locale, "Invite nobody")
    if kind in ("reclaim", "deal_base"):
        return TEXT.tr(locale, "Move no more ships")
    if kind == "round":
        return TEXT.tr(locale, "Name no more allies")
    return TEXT.tr(locale, "Done")


def _invite(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Invite {player}", player=seat_name(names, action.get("seat")))


def _join(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if action.get("side") == OFFENSE:
        return TEXT.tr(locale, "Join {player} on the offense", player=named_index(names, state, state.offense, locale))
    return TEXT.tr(locale, "Join {player} on the defense", player=named_index(names, state, state.defense, locale))


def _select(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    card = card_name(str(action.get("card")), locale)
    store = _store(action)
    if store is not None:
        return store.choose(locale, card)
    return TEXT.tr(locale, "Choose {card}", card=card)


def _play(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    kind = str(action.get("card"))
    name = card_name(kind, locale)
    store = _store(action)
    if kind.startswith("flare_") and me >= 0 and flare_mode(state, me, kind) == "super":
        if store is not None:
            return store.play_super(locale, name)
        return TEXT.tr(locale, "Play {card} (Super)", card=name)
    if store is not None:
        return store.play(locale, name)
    return TEXT.tr(locale, "Play {card}", card=name)


def _second_challenge(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """The rule's second challenge, or one a power gives (Machine: the `second` task names the power), which is a use
    of that power and may be the third or a later one."""
    task = head_task(state)
    if task is not None and task.kind == "second" and task.what:
        return power_use(task.what, locale)
    return TEXT.tr(locale, "Start a second challenge")


def _pass(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if me >= 0 and drafting(state, me) is not None:
        return TEXT.tr(locale, "Drop this card and pass")
    return TEXT.tr(locale, "Pass")


def _target_seat(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    player = seat_name(names, action.get("seat"))
    draft = drafting(state, me)
    kind = draft.kind if draft is not None else ""
    if kind == "edict_cosmic_zap":
        return TEXT.tr(locale, "Zap the power of {player}", player=player)
    if kind == "edict_plague":
        return TEXT.tr(locale, "Strike {player} with the Plague", player=player)
    if kind == "edict_force_field":
        return TEXT.tr(locale, "Send {player} home with the Force Field", player=player)
    return TEXT.tr(locale, "Name {player}", player=player)


def _play_label(item: Play, names: Mapping[str, str], state: State, locale: str) -> str:
    owner = named_index(names, state, item.seat, locale)
    if item.kind == POWER:
        return TEXT.tr(locale, "the power use of {player}", player=owner)
    return TEXT.tr(locale, "{card} of {player}", card=card_name(item.kind, locale), player=owner)


def _target_item(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    index = int(action.get("item", -1))
    if not 0 <= index < len(state.w_items):
        return TEXT.tr(locale, "Name an earlier play")
    named = _play_label(state.w_items[index], names, state, locale)
    draft = drafting(state, me)
    if draft is None:
        return TEXT.tr(locale, "Cancel {play}", play=named)
    return TEXT.tr(locale, "{card}: {play}", card=card_name(draft.kind, locale), play=named)


def _reward_ships(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    ships = int(action.get("n", 0))
    tasks = [t for t in state.tasks if t.kind == "reward"]
    mine = [t for t in tasks if t.seat == me] if me >= 0 else tasks
    totals = {t.n for t in mine}
    if len(totals) != 1:
        return TEXT.ntr(
            locale,
            "Free {count} ship from the warp, the rest as cards",
            "Free {count} ships from the warp, the rest as cards",
            ships,
        )
    cards = totals.pop() - ships
    if not ships:
        return TEXT.ntr(locale, "Draw {count} card", "Draw {count} cards", cards)
    freed = TEXT.ntr(locale, "Free {count} ship from the warp", "Free {count} ships from the warp", ships)
    if not cards:
        return freed
    drawn = TEXT.ntr(locale, "draw {count} card", "draw {count} cards", cards)
    return TEXT.tr(locale, "{first} and {second}", first=freed, second=drawn)


def _place(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    planet = planet_name(str(action.get("planet")), locale)
    if action.get("count") == "one":
        return TEXT.tr(locale, "Put one ship on {planet}", planet=planet)
    task = own_task(state, "place", me)
    if task is None:
        return TEXT.tr(locale, "Put all your ships on {planet}", planet=planet)
    return TEXT.ntr(locale, "Put your ship on {planet}", "Put all {count} ships on {planet}", task.n, planet=planet)


def _lose(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """One ship to the warp: the chooser's own, or (Hate) another player's, whose ships the `lose` task names."""
    planet = planet_name(str(action.get("planet")), locale)
    task = own_task(state, "lose", me)
    if task is not None and owner_of(task) != task.seat:
        return TEXT.tr(
            locale,
            "Send a ship of {player} from {planet} to the warp",
            player=named_index(names, state, owner_of(task), locale),
            planet=planet,
        )
    return TEXT.tr(locale, "Lose a ship from {planet}", planet=planet)


def _keep_power(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Keep {power}", power=power_name(str(action.get("power")), locale))


def _card(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    card = card_name(str(action.get("card")), locale)
    task = head_task(state)
    kind = task.kind if task is not None else ""
    if kind == "discard_category":
        return TEXT.tr(locale, "Discard {card}", card=card)
    if kind == "salvage":
        return TEXT.tr(locale, "Take {card} from the discard pile", card=card)
    if kind == "deal_give" and task is not None:
        return TEXT.tr(locale, "Give {card} to {player}", card=card, player=seat_name(names, task.what))
    store = _store(action)
    if store is not None:
        return store.choose(locale, card)
    return TEXT.tr(locale, "Choose {card}", card=card)


def _category(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Look among the {category}", category=category_name(str(action.get("category")), locale))


def _draw_from(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    source = str(action.get("source"))
    if source == TALON:
        return TEXT.tr(locale, "Draw the top card of the deck")
    return TEXT.tr(locale, "Draw a random card from {player}", player=seat_name(names, source))


def _deal_n(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    n = int(action.get("n", 0))
    _seat, draft = _deal_draft(state, me)
    stage = draft[0] if draft else ""
    if stage == "give_n":
        if not n:
            return TEXT.tr(locale, "Give no cards")
        return TEXT.ntr(locale, "Give {count} card", "Give {count} cards", n)
    if stage == "get_n":
        if not n:
            return TEXT.tr(locale, "Receive no cards")
        return TEXT.ntr(locale, "Receive {count} card", "Receive {count} cards", n)
    if not n:
        return TEXT.tr(locale, "No cards")
    return TEXT.ntr(locale, "{count} card", "{count} cards", n)


def _deal_mode(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    random = action.get("mode") == "random"
    drafter, draft = _deal_draft(state, me)
    stage = draft[0] if draft else ""
    if stage == "give_mode":
        if random:
            return TEXT.tr(locale, "Give them at random")
        return TEXT.tr(locale, "Pick the cards you give yourself")
    if stage == "get_mode":
        if random:
            return TEXT.tr(locale, "Receive them at random")
        other = named_index(names, state, _opponent(state, drafter), locale)
        return TEXT.tr(locale, "Let {player} pick the cards you receive", player=other)
    return TEXT.tr(locale, "At random") if random else TEXT.tr(locale, "The giver picks the cards")


def _deal_base(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    planet = action.get("planet")
    drafter, draft = _deal_draft(state, me)
    stage = draft[0] if draft else ""
    if stage == "my_base":
        if planet is None:
            return TEXT.tr(locale, "Ask for no base")
        return TEXT.tr(locale, "Ask for a base on {planet}", planet=planet_name(str(planet), locale))
    if stage == "your_base":
        other = named_index(names, state, _opponent(state, drafter), locale)
        if planet is None:
            return TEXT.tr(locale, "Grant {player} no base", player=other)
        return TEXT.tr(
            locale, "Grant {player} a base on {planet}", player=other, planet=planet_name(str(planet), locale)
        )
    if planet is None:
        return TEXT.tr(locale, "No base")
    return TEXT.tr(locale, "A base on {planet}", planet=planet_name(str(planet), locale))


def _deal_accept(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    number = action.get("proposal")
    for proposer, proposal in enumerate(state.deal_open):
        if proposal and proposal[0] == number:
            return TEXT.tr(
                locale,
                "Accept the proposal of {player}: {player} {terms}",
                player=named_index(names, state, proposer, locale),
                terms=deal_terms(_open_terms(proposal), locale),
            )
    return TEXT.tr(locale, "Accept proposal {number}", number=number)


_DESCRIBE: dict[str, Describe] = {
    "colour": _colour,
    "free": _free,
    "decline": _decline,
    "reclaim": _reclaim,
    "attack_home": _attack_home,
    "defender": _defender,
    "use_power": _use_power,
    "target": _target,
    "commit": _commit,
    "done": _done,
    "invite": _invite,
    "join": _join,
    "select": _select,
    "play": _play,
    "pass": _pass,
    "target_seat": _target_seat,
    "target_item": _target_item,
    "reward_ships": _reward_ships,
    "place": _place,
    "lose": _lose,
    "keep_power": _keep_power,
    "card": _card,
    "category": _category,
    "draw_from": _draw_from,
    "deal_n": _deal_n,
    "deal_mode": _deal_mode,
    "deal_base": _deal_base,
    "deal_accept": _deal_accept,
    "second_challenge": _second_challenge,
}


# -- events ------------------------------------------------------------------------------------------------------------
def narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One line telling `event`, in the past tense: the core's events here, a power's in its module."""
    kind = str(event.get("type"))
    tell = _NARRATE.get(kind) or _declared().events.get(kind)
    if tell is None:
        return TEXT.tr(locale, "Something happened.")
    return tell(event, locale, names)


def _colour_chosen(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} took {colour}.", player=who(event, names), colour=colour_name(str(event["colour"]), locale)
    )


def _powers(event: Event, locale: str, names: Mapping[str, str]) -> str:
    powers = [power_name(str(p), locale) for p in event.get("powers") or []]
    seats = event.get("seats")
    if isinstance(seats, list) and len(seats) == len(powers):
        said = [
            TEXT.tr(locale, "{player}: {power}", player=names[str(s)], power=p)
            for s, p in zip(seats, powers, strict=True)
        ]
        return TEXT.tr(locale, "The powers were dealt: {powers}.", powers=", ".join(said))
    return TEXT.tr(locale, "The powers in play: {powers}.", powers=", ".join(powers))


def _hand_dealt(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "You were dealt {cards}.", cards=card_list(event.get("cards") or [], locale))


def _first_player(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "Destiny drew {colour}: {player} went first.",
        colour=colour_name(str(event["colour"]), locale),
        player=who(event, names),
    )


def _turn(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} began turn {turn} as the offense.", player=who(event, names), turn=event["turn"])


def _challenge(event: Event, locale: str, names: Mapping[str, str]) -> str:
    number = int(event.get("number") or 1)
    if number == 1:
        return TEXT.tr(locale, "{player} began the first challenge of the turn.", player=who(event, names))
    if number == 2:
        return TEXT.tr(locale, "{player} began a second challenge.", player=who(event, names))
    return TEXT.tr(locale, "{player} began challenge {number}.", player=who(event, names), number=number)


def _no_challenge_card(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} still had no challenge card after five new hands: the turn passed on.",
        player=who(event, names),
    )


def _hand_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "{player} had no card to discard.", player=who(event, names))
    return TEXT.tr(
        locale,
        "{player} showed and discarded their hand: {cards}.",
        player=who(event, names),
        cards=card_list(cards, locale),
    )


def _new_hand(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} drew a new hand of {count} card.",
        "{player} drew a new hand of {count} cards.",
        int(event.get("count") or 0),
        player=who(event, names),
    )


def _cards_drawn(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "You drew no card: the deck was empty.")
    return TEXT.tr(locale, "You drew {cards}.", cards=card_list(cards, locale))


def _freed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("planet") is None:
        return TEXT.tr(locale, "{player} freed a ship from the warp into the cone.", player=who(event, names))
    return TEXT.tr(
        locale,
        "{player} freed a ship from the warp onto {planet}.",
        player=who(event, names),
        planet=event_planet(event, locale),
    )


def _regroup_declined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} left their ships in the warp.", player=who(event, names))


def _aborted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "The challenge of {player} was called off.", player=who(event, names))


def _destiny(event: Event, locale: str, names: Mapping[str, str]) -> str:
    colour = event.get("colour")
    if colour is None:
        line = TEXT.tr(locale, "{player} flipped a wild destiny card.", player=who(event, names))
    else:
        line = TEXT.tr(
            locale,
            "{player} flipped a destiny card: {colour}.",
            player=who(event, names),
            colour=colour_name(str(colour), locale),
        )
    if event.get("reversed"):
        return line + " " + TEXT.tr(locale, "The cone was reversed for this challenge.")
    return line


def _fan_emptied(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = sum(int(n) for n in event.get("ships") or [])
    return TEXT.ntr(
        locale,
        "{count} ship waiting on the fan went into the warp.",
        "{count} ships waiting on the fan went into the warp.",
        count,
    )


def _wild_colour(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} counted the wild card as {colour}.",
        player=who(event, names),
        colour=colour_name(str(event["colour"]), locale),
    )


def _redraw_destiny(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} drew their own colour and flipped again.", player=who(event, names))


def _reclaim_event(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} set out to reclaim the empty planet {planet}.",
        player=who(event, names),
        planet=event_planet(event, locale),
    )


def _ship_moved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    source = str(event.get("from"))
    if source == CONE:
        return TEXT.tr(
            locale,
            "{player} moved a ship from the cone to {planet}.",
            player=who(event, names),
            planet=event_planet(event, locale),
        )
    return TEXT.tr(
        locale,
        "{player} moved a ship from {source} to {planet}.",
        player=who(event, names),
        source=planet_name(source, locale),
        planet=event_planet(event, locale),
    )


def _defense(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("planet") is None:
        return TEXT.tr(locale, "{player} became the defense.", player=who(event, names))
    return TEXT.tr(
        locale, "{player} became the defense on {planet}.", player=who(event, names), planet=event_planet(event, locale)
    )


def _target_event(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} aimed the cone at {planet}.", player=who(event, names), planet=event_planet(event, locale)
    )


def _committed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    source = planet_name(str(event.get("from")), locale)
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} sent a ship from {planet} to the defense's end of the cone.",
            player=who(event, names),
            planet=source,
        )
    return TEXT.tr(
        locale,
        "{player} sent a ship from {planet} to the offense's end of the cone.",
        player=who(event, names),
        planet=source,
    )


def _invited(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} invited {guest} to ally with the defense.",
            player=who(event, names),
            guest=who(event, names, "guest"),
        )
    return TEXT.tr(
        locale,
        "{player} invited {guest} to ally with the offense.",
        player=who(event, names),
        guest=who(event, names, "guest"),
    )


def _declined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("reason") == "no_base":
        return TEXT.tr(locale, "{player} had no base and could not join.", player=who(event, names))
    return TEXT.tr(locale, "{player} declined to join.", player=who(event, names))


def _joined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(locale, "{player} joined the defense.", player=who(event, names))
    return TEXT.tr(locale, "{player} joined the offense.", player=who(event, names))


def _window(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The window “{window}” opened for {players}.",
        window=window_name(str(event.get("window")), locale),
        players=player_list(seat_names(event, names, "asked"), locale),
    )


def _answered(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} made a secret choice.", player=who(event, names))


def _told_play(play: Mapping[str, Any], locale: str, names: Mapping[str, str]) -> str:
    """One play of a revealed round, as a clause: "Ada played Cosmic Zap on Bram"."""
    player = names[str(play.get("seat"))]
    kind = str(play.get("kind"))
    if kind == POWER:
        power = play.get("power")
        if power:
            return TEXT.tr(locale, "{player} used {power}", player=player, power=power_name(str(power), locale))
        return TEXT.tr(locale, "{player} used their power", player=player)
    card = card_name(kind, locale)
    if play.get("mode") == "super":
        card = TEXT.tr(locale, "{card} (Super)", card=card)
    store = _store(play)
    if store is not None:
        card = store.told(locale, card)
    target = play.get("names_seat")
    targets = [names[str(s)] for s in play.get("names_seats") or []]
    if target is not None:
        return TEXT.tr(
            locale, "{player} played {card} on {target}", player=player, card=card, target=names[str(target)]
        )
    if targets:
        return TEXT.tr(
            locale, "{player} played {card} on {target}", player=player, card=card, target=player_list(targets, locale)
        )
    if play.get("names_item") is not None:
        named_kind = play.get("names_kind")
        if named_kind:
            named = card_name(str(named_kind), locale)
            if play.get("names_by") is not None:
                named = TEXT.tr(locale, "{card} of {player}", card=named, player=names[str(play.get("names_by"))])
            return TEXT.tr(locale, "{player} played {card} against {target}", player=player, card=card, target=named)
        return TEXT.tr(locale, "{player} played {card} against an earlier play", player=player, card=card)
    return TEXT.tr(locale, "{player} played {card}", player=player, card=card)


def _revealed_plays(event: Event, locale: str, names: Mapping[str, str]) -> str:
    plays = "; ".join(_told_play(p, locale, names) for p in event.get("plays") or [])
    if int(event.get("round") or 0) > 0:
        return TEXT.tr(locale, "Responses revealed: {plays}.", plays=plays)
    return TEXT.tr(locale, "Plays revealed: {plays}.", plays=plays)


def _settled(event: Event, locale: str, names: Mapping[str, str]) -> str:
    lines: list[str] = []
    cancelled = len(event.get("cancelled") or [])
    if cancelled:
        lines.append(
            TEXT.ntr(
                locale, "The responses cancelled {count} play.", "The responses cancelled {count} plays.", cancelled
            )
        )
    zapped = seat_names(event, names, "zapped")
    if zapped:
        lines.append(
            TEXT.ntr(
                locale,
                "The power of {players} was switched off for this challenge.",
                "The powers of {players} were switched off for this challenge.",
                len(zapped),
                players=player_list(zapped, locale),
            )
        )
    return " ".join(lines) if lines else TEXT.tr(locale, "The responses were settled.")


def _no_effect(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "The play of {player} no longer fitted and had no effect.", player=who(event, names))


def _resolved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    kind = str(event.get("kind"))
    if kind == POWER:
        return TEXT.tr(locale, "The power of {player} took effect.", player=who(event, names))
    return TEXT.tr(locale, "{card} of {player} took effect.", card=card_name(kind, locale), player=who(event, names))


def _allies_removed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    seats = seat_names(event, names, "seats")
    return TEXT.ntr(
        locale,
        "The Force Field sent {players} home: no longer an ally.",
        "The Force Field sent {players} home: no longer allies.",
        len(seats),
        players=player_list(seats, locale),
    )


def _card_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} discarded {card}.", **player_and_card(event, names, locale))


def _ships_lost(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """A ship lost from a planet; `by` names another player who picked it (Hate)."""
    if event.get("by") is not None:
        return TEXT.ntr(
            locale,
            "{by} sent {count} ship of {player} from {planet} to the warp.",
            "{by} sent {count} ships of {player} from {planet} to the warp.",
            int(event.get("count") or 0),
            by=who(event, names, "by"),
            player=who(event, names),
            planet=event_planet(event, locale),
        )
    return TEXT.ntr(
        locale,
        "{player} lost {count} ship from {planet} to the warp.",
        "{player} lost {count} ships from {planet} to the warp.",
        int(event.get("count") or 0),
        player=who(event, names),
        planet=event_planet(event, locale),
    )


def _ships_placed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("count") or 0)
    if event.get("planet") is None:
        return TEXT.ntr(
            locale,
            "{player} brought {count} ship back where it came from.",
            "{player} brought {count} ships back where they came from.",
            count,
            player=who(event, names),
        )
    return TEXT.ntr(
        locale,
        "{player} put {count} ship on {planet}.",
        "{player} put {count} ships on {planet}.",
        count,
        player=who(event, names),
        planet=event_planet(event, locale),
    )


def _blinded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{by} blinded {player}: the challenge card of {player} is drawn at random.",
        by=who(event, names, "by"),
        player=who(event, names),
    )


def _looked(event: Event, locale: str, names: Mapping[str, str]) -> str:
    seen = seat_names(event, names, "at")
    return TEXT.ntr(
        locale,
        "{player} looked at the hand of {players}.",
        "{player} looked at the hands of {players}.",
        len(seen),
        player=who(event, names),
        players=player_list(seen, locale),
    )


def _hand_seen(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "You saw the hand of {player}: {cards}.",
        player=who(event, names, "of"),
        cards=card_list(event.get("cards") or [], locale),
    )


def _drew(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("from") is not None:
        return TEXT.tr(
            locale,
            "{player} drew a random card from {other}.",
            player=who(event, names),
            other=who(event, names, "from"),
        )
    return TEXT.ntr(
        locale,
        "{player} drew {count} card from the deck.",
        "{player} drew {count} cards from the deck.",
        int(event.get("count") or 0),
        player=who(event, names),
    )


def _cards_moved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    return TEXT.ntr(
        locale,
        "{cards} went from {player} to {receiver}.",
        "{cards} went from {player} to {receiver}.",
        len(cards),
        cards=card_list(cards, locale),
        player=who(event, names),
        receiver=who(event, names, "receiver"),
    )


def _cards_given(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} gave {count} card to {receiver}.",
        "{player} gave {count} cards to {receiver}.",
        int(event.get("count") or 0),
        player=who(event, names),
        receiver=who(event, names, "receiver"),
    )


def _time_travel(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("set_aside") is None:  # the other's was an accepted claim: no card to set aside
        return TEXT.tr(
            locale,
            "{player} travelled back in time: {card} went back to their hand, the claim lapsed, and both main players "
            "had to pick again.",
            player=who(event, names),
            card=card_name(str(event.get("card")), locale),
        )
    return TEXT.tr(
        locale,
        "{player} travelled back in time: {card} went back to their hand, {other} was set aside, and both main "
        "players had to pick again.",
        player=who(event, names),
        card=card_name(str(event.get("card")), locale),
        other=card_name(str(event.get("set_aside")), locale),
    )


def _salvaged(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took {card} from the discard pile; the rest was shuffled into the deck.",
        **player_and_card(event, names, locale),
    )


def _card_selected(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} put a challenge card face down.", player=who(event, names))


def _your_card(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "Your face-down challenge card: {card}.", card=card_name(str(event.get("card")), locale))


def _defense_without_cards(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} still had no challenge card, so the defense lost the challenge.", player=who(event, names)
    )


def _revealed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """Both cards turned up; or one, while Gambler keeps his face down (his side is None)."""
    if event.get("offense") is None:
        return TEXT.tr(
            locale,
            "The defense revealed {defense}; the offense kept their card face down.",
            defense=card_name(str(event.get("defense")), locale),
        )
    if event.get("defense") is None:
        return TEXT.tr(
            locale,
            "The offense revealed {offense}; the defense kept their card face down.",
            offense=card_name(str(event.get("offense")), locale),
        )
    return TEXT.tr(
        locale,
        "The offense revealed {offense}, the defense {defense}.",
        offense=card_name(str(event.get("offense")), locale),
        defense=card_name(str(event.get("defense")), locale),
    )


def _outcome(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """Who won, with the totals when two attack cards met. The event does not say why a side won, so nothing here
    claims more than the winner and the totals show: wave 2a's powers let a lower total win (Anti-Matter), turn the
    result round (Loser's upset), let a Compromise win (Pacifist) or a side win whatever the cards (a zapped Human)."""
    winner = event.get("winner")
    offense, defense = event.get("offense_total"), event.get("defense_total")
    if winner == "deal":
        return TEXT.tr(locale, "Compromise against Compromise: the main players had to strike a deal.")
    if offense is not None and defense is not None:
        if offense == defense:
            if winner == OFFENSE:
                return TEXT.tr(locale, "A tie at {total}: the offense won.", total=offense)
            return TEXT.tr(locale, "A tie at {total}: the defense won.", total=defense)
        if winner == OFFENSE and int(offense) < int(defense):
            return TEXT.tr(
                locale,
                "The offense won with the lower total, {offense} to {defense}.",
                offense=offense,
                defense=defense,
            )
        if winner == DEFENSE and int(defense) < int(offense):
            return TEXT.tr(
                locale,
                "The defense won with the lower total, {defense} to {offense}.",
                offense=offense,
                defense=defense,
            )
        if winner == OFFENSE:
            return TEXT.tr(locale, "The offense won, {offense} to {defense}.", offense=offense, defense=defense)
        return TEXT.tr(locale, "The defense won, {defense} to {offense}.", offense=offense, defense=defense)
    if winner == OFFENSE:
        return TEXT.tr(locale, "The offense won the challenge.")
    return TEXT.tr(locale, "The defense won the challenge.")


def _ships_to_warp(event: Event, locale: str, names: Mapping[str, str]) -> str:
    source = str(event.get("from"))
    count = int(event.get("count") or 0)
    if source in (OFFENSE, DEFENSE):
        return TEXT.ntr(
            locale,
            "{player} lost {count} ship from the cone to the warp.",
            "{player} lost {count} ships from the cone to the warp.",
            count,
            player=who(event, names),
        )
    return TEXT.ntr(
        locale,
        "{player} lost {count} ship from {planet} to the warp.",
        "{player} lost {count} ships from {planet} to the warp.",
        count,
        player=who(event, names),
        planet=planet_name(source, locale),
    )


def _landed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} landed {count} ship on {planet}.",
        "{player} landed {count} ships on {planet}.",
        int(event.get("count") or 0),
        player=who(event, names),
        planet=event_planet(event, locale),
    )


def _compensation(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} took {count} card from {other} as compensation.",
        "{player} took {count} cards from {other} as compensation.",
        int(event.get("count") or 0),
        player=who(event, names),
        other=who(event, names, "from"),
    )


def _cards_taken(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took {cards} from {other}.",
        player=who(event, names),
        cards=card_list(event.get("cards") or [], locale),
        other=who(event, names, "from"),
    )


def _rewards(event: Event, locale: str, names: Mapping[str, str]) -> str:
    ships, cards = int(event.get("ships") or 0), int(event.get("cards") or 0)
    player = who(event, names)
    if ships and cards:
        return TEXT.tr(
            locale,
            "{player} collected rewards: {ships} and {cards}.",
            player=player,
            ships=TEXT.ntr(locale, "{count} ship freed from the warp", "{count} ships freed from the warp", ships),
            cards=TEXT.ntr(locale, "{count} card", "{count} cards", cards),
        )
    if ships:
        return TEXT.ntr(
            locale,
            "{player} freed {count} ship from the warp as a reward.",
            "{player} freed {count} ships from the warp as a reward.",
            ships,
            player=player,
        )
    if cards:
        return TEXT.ntr(
            locale,
            "{player} drew {count} card as a reward.",
            "{player} drew {count} cards as a reward.",
            cards,
            player=player,
        )
    return TEXT.tr(locale, "{player} collected no reward.", player=player)


def _deal(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{offense} and {defense} began to negotiate a deal.",
        offense=who(event, names, "offense"),
        defense=who(event, names, "defense"),
    )


def _deal_proposed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    proposal = event.get("proposal") or {}
    return TEXT.tr(
        locale,
        "{player} proposed deal {number}: {player} {terms}.",
        player=who(event, names),
        number=proposal.get("id"),
        terms=deal_terms(proposal, locale),
    )


def _deal_accepted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} accepted deal proposal {number}.", player=who(event, names), number=event.get("proposal")
    )


def _deal_abandoned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} abandoned the deal.", player=who(event, names))


def _deal_made(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{offense} and {defense} made a deal.",
        offense=who(event, names, "offense"),
        defense=who(event, names, "defense"),
    )


def _deal_failed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The deal between {offense} and {defense} failed: each of them lost 3 ships.",
        offense=who(event, names, "offense"),
        defense=who(event, names, "defense"),
    )


def _set_aside_returned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{card}, set aside by time travel, went back to {player}.",
        card=card_name(str(event.get("card")), locale),
        player=who(event, names),
    )


def _cards_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The cards of the challenge went to the discard pile: {cards}.",
        cards=card_list(event.get("cards") or [], locale),
    )


def _fan_marker(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "The marker moved on to the next colour of the fan.")


def _powers_offered(event: Event, locale: str, names: Mapping[str, str]) -> str:
    powers = [power_name(str(p), locale) for p in event.get("powers") or []]
    return TEXT.tr(locale, "You were dealt these powers to choose from: {powers}.", powers=player_list(powers, locale))


def _power_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} kept a power.", player=who(event, names))


# `hidden_powers` (rules/cosmic/face_down.py): the public lines never name a power still face down.
def _powers_face_down(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The powers were dealt face down to {players}: each player knows only their own.",
        players=player_list(seat_names(event, names, "seats"), locale),
    )


def _power_dealt(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "You were dealt {power}, face down: only you know it until it is turned face up.",
        power=power_name(str(event.get("power")), locale),
    )


def _power_turned_up(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The power of {player} was turned face up: {power}.",
        player=who(event, names),
        power=power_name(str(event.get("power")), locale),
    )


def _power_returned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} gave back {power}, as a power already face up excludes it, and drew another power face down.",
        player=who(event, names),
        power=power_name(str(event.get("power")), locale),
    )


def _game_over(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return game_over_line(seat_names(event, names, "winners"), event.get("reason"), locale)


_NARRATE: dict[str, Narrate] = {
    "colour_chosen": _colour_chosen,
    "powers": _powers,
    "hand_dealt": _hand_dealt,
    "first_player": _first_player,
    "turn": _turn,
    "challenge": _challenge,
    "no_challenge_card": _no_challenge_card,
    "hand_discarded": _hand_discarded,
    "new_hand": _new_hand,
    "cards_drawn": _cards_drawn,
    "freed": _freed,
    "regroup_declined": _regroup_declined,
    "aborted": _aborted,
    "destiny": _destiny,
    "redraw_destiny": _redraw_destiny,
    "wild_colour": _wild_colour,
    "fan_emptied": _fan_emptied,
    "reclaim": _reclaim_event,
    "ship_moved": _ship_moved,
    "defense": _defense,
    "target": _target_event,
    "committed": _committed,
    "invited": _invited,
    "joined": _joined,
    "declined": _declined,
    "window": _window,
    "answered": _answered,
    "revealed_plays": _revealed_plays,
    "settled": _settled,
    "resolved": _resolved,
    "no_effect": _no_effect,
    "allies_removed": _allies_removed,
    "card_discarded": _card_discarded,
    "ships_lost": _ships_lost,
    "ships_placed": _ships_placed,
    "blinded": _blinded,
    "looked": _looked,
    "hand_seen": _hand_seen,
    "drew": _drew,
    "cards_moved": _cards_moved,
    "cards_given": _cards_given,
    "time_travel": _time_travel,
    "salvaged": _salvaged,
    "card_selected": _card_selected,
    "your_card": _your_card,
    "defense_without_cards": _defense_without_cards,
    "revealed": _revealed,
    "outcome": _outcome,
    "ships_to_warp": _ships_to_warp,
    "landed": _landed,
    "compensation": _compensation,
    "cards_taken": _cards_taken,
    "rewards": _rewards,
    "deal": _deal,
    "deal_proposed": _deal_proposed,
    "deal_accepted": _deal_accepted,
    "deal_made": _deal_made,
    "deal_abandoned": _deal_abandoned,
    "deal_failed": _deal_failed,
    "set_aside_returned": _set_aside_returned,
    "cards_discarded": _cards_discarded,
    "fan_marker": _fan_marker,
    "powers_offered": _powers_offered,
    "power_kept": _power_kept,
    "powers_face_down": _powers_face_down,
    "power_dealt": _power_dealt,
    "power_turned_up": _power_turned_up,
    "power_returned": _power_returned,
    "game_over": _game_over,
}
