"""Player-facing texts of Cosmic Encounter: `describe` for actions (short labels in the imperative, infinitives in
German, French and Dutch), `narrate` for events (one line in the past tense), in every locale of the catalog
"cosmic" (rules/i18n.py; English is the message id).

Seats are named only through `names[seat]`; actions carry seat names, and events reach `narrate` with their seats
already named (rules/cosmic/game.py `named`). Cards are named by kind, planets by colour and number: no text shows an
internal id (rules/cosmic/ids.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.contract import Action, Event
from rules.cosmic.aliens.hate import HATE_SHIPS
from rules.cosmic.aliens.kamikaze import KAMIKAZE_CARDS_PER_SHIP
from rules.cosmic.components import attack_value, kind_of
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
from rules.cosmic.powers import with_use
from rules.cosmic.registry import USES
from rules.cosmic.ships import ships_on_planets
from rules.cosmic.state import COLOUR, State, Task
from rules.cosmic.windows import POWER, Play

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The languages Cosmic Encounter's texts exist in."""

OFFENSE = "offense"
DEFENSE = "defense"
CONE = "cone"
TALON = "talon"


# -- reading the state for a label -------------------------------------------------------------------------------------
def _head(state: State) -> Task | None:
    return state.tasks[0] if state.tasks else None


def _head_kind(state: State) -> str:
    task = _head(state)
    return task.kind if task is not None else ""


def _seat_index(state: State, seat: str | None) -> int:
    return state.seats.index(seat) if seat is not None and seat in state.seats else -1


def _own_task(state: State, kind: str, seat: int) -> Task | None:
    """The task of `kind` that `seat` answers now (several players may be asked at once: placements, rewards)."""
    for task in state.tasks:
        if task.kind != kind:
            break
        if seat < 0 or task.seat == seat:
            return task
    return None


def _draft(state: State, seat: int) -> Play | None:
    """The play `seat` is naming targets for in a window round; without a seat, the one play being drafted."""
    drafts = [d for d in state.w_drafts if isinstance(d, Play)]
    if 0 <= seat < len(state.w_drafts):
        mine = state.w_drafts[seat]
        return mine if isinstance(mine, Play) else None
    return drafts[0] if len({d.kind for d in drafts}) == 1 else None


def _power_user(state: State, seat: int) -> str:
    """The power `seat` would use now: its own, or (seat unknown) the one power with an open use among those asked."""
    task = _head(state)
    if task is not None and task.kind == "will_offer":
        return "will"
    if task is not None and task.kind == "spiff_offer" and 0 <= task.seat < len(state.powers):
        return _power_of(state, task.seat)
    if 0 <= seat < len(state.powers):
        return _power_of(state, seat)
    open_uses = {
        p
        for s in state.w_waiting
        if s not in state.used and s not in state.face_down and (p := _power_of(state, s)) in USES
    }
    return open_uses.pop() if len(open_uses) == 1 else ""


def _deal_draft(state: State, seat: int) -> tuple[int, tuple[Any, ...]]:
    """The drafting seat and its draft (stage first); (-1, ()) when it cannot be told which draft is meant."""
    if 0 <= seat < len(state.deal_drafts) and state.deal_drafts[seat]:
        return seat, state.deal_drafts[seat]
    drafting = [s for s in range(len(state.deal_drafts)) if state.deal_drafts[s]]
    if len(drafting) == 1:
        return drafting[0], state.deal_drafts[drafting[0]]
    return -1, ()


def _opponent(state: State, seat: int) -> int:
    return state.defense if seat == state.offense else state.offense


def _name(names: Mapping[str, str], seat: object) -> str:
    return names[str(seat)]


def _named_index(names: Mapping[str, str], state: State, seat: int, locale: str) -> str:
    return names[state.seats[seat]] if 0 <= seat < len(state.seats) else TEXT.tr(locale, "nobody")


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
    label = _SIMPLE.get(kind)
    if label is not None:
        return label(locale)
    describe_kind = _DESCRIBE.get(kind)
    if describe_kind is not None:
        return describe_kind(state, action, locale, names, me)
    return TEXT.tr(locale, "An unknown action")


Label = Callable[[str], str]

_SIMPLE: dict[str, Label] = {
    "free_to_cone": lambda locale: TEXT.tr(locale, "Free a ship from the warp into the cone"),
    "redraw": lambda locale: TEXT.tr(locale, "Flip another destiny card"),
    "accept_destiny": lambda locale: TEXT.tr(locale, "Let the destiny card decide"),
    "place_origin": lambda locale: TEXT.tr(locale, "Send every ship back where it came from"),
    "deal_draft": lambda locale: TEXT.tr(locale, "Draft a proposal"),
    "deal_submit": lambda locale: TEXT.tr(locale, "Propose this deal"),
    "deal_drop": lambda locale: TEXT.tr(locale, "Drop this draft"),
    "deal_abandon": lambda locale: TEXT.tr(locale, "Abandon the deal (both of you lose 3 ships)"),
    "end_turn": lambda locale: TEXT.tr(locale, "End your turn"),
    "keep_hoard": lambda locale: TEXT.tr(locale, "Keep your hoard"),
    "reveal": lambda locale: TEXT.tr(locale, "Turn up your card"),
    "call": lambda locale: TEXT.tr(locale, "Call the claim: the card is turned up"),
    "renew_hoard": lambda locale: TEXT.tr(locale, "Show and discard your hoard, then draw a new one"),
}

HOARD = "hoard"
"""The `from` of a card taken from Miser's hoard (rules/cosmic/aliens/miser.py)."""


def _from_hoard(action: Mapping[str, Any]) -> bool:
    return action.get("from") == HOARD


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
        player=_named_index(names, state, owner, locale),
    )


def _free(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(
        locale, "Free a ship from the warp onto {planet}", planet=planet_name(str(action.get("planet")), locale)
    )


def _decline(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if _head_kind(state) == "regroup":
        return TEXT.tr(locale, "Leave your ships in the warp")
    if _head_kind(state) == "spiff_offer":
        return TEXT.tr(locale, "Land no ship: let the cone's ships go to the warp")
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
            player=_name(names, action.get("seat")),
            planet=planet_name(state.target, locale),
        )
    return TEXT.tr(locale, "Challenge {player}", player=_name(names, action.get("seat")))


def _will_defender(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Challenge {player}", player=_name(names, action.get("seat")))


def _will_planet(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Challenge on {planet}", planet=planet_name(str(action.get("planet")), locale))


def _use_power(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    power = _power_user(state, me)
    return power_use(power, locale) if power else TEXT.tr(locale, "Use your power")


def _target(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Aim the cone at {planet}", planet=planet_name(str(action.get("planet")), locale))


def _commit(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    source = str(action.get("from"))
    task = _head(state)
    if task is not None and task.kind in ("reclaim", "deal_base"):
        to = planet_name(task.what, locale)
        if source == CONE:
            return TEXT.tr(locale, "Move a ship from the cone to {planet}", planet=to)
        return TEXT.tr(locale, "Move a ship from {source} to {planet}", source=planet_name(source, locale), planet=to)
    if task is not None and task.kind == "ooze" and task.seat == state.defense and state.target:
        return TEXT.tr(
            locale,
            "Move a ship from {source} to {planet}",
            source=planet_name(source, locale),
            planet=planet_name(state.target, locale),
        )
    return TEXT.tr(locale, "Send a ship from {planet} into the cone", planet=planet_name(source, locale))


def _withdraw(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Amoeba's ooze out of the challenge: the defense's ship leaves the target planet, anyone else's the cone (an
    ally oozes with Amoeba's Super flare)."""
    to = planet_name(str(action.get("to")), locale)
    task = _head(state)
    if task is not None and task.seat == state.defense and state.target:
        return TEXT.tr(
            locale, "Take a ship from {source} back to {planet}", source=planet_name(state.target, locale), planet=to
        )
    return TEXT.tr(locale, "Take a ship from the cone back to {planet}", planet=to)


def _done(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    task = _head(state)
    kind = task.kind if task is not None else ""
    if kind == "commit":
        return TEXT.tr(locale, "Send no more ships")
    if kind == "invite" and task is not None:
        invited = any(i in (task.what, "both") for i in state.invited)
        return TEXT.tr(locale, "Invite nobody else") if invited else TEXT.tr(locale, "Invite nobody")
    if kind in ("reclaim", "deal_base", "ooze"):
        return TEXT.tr(locale, "Move no more ships")
    if kind == "kamikaze" and task is not None:
        marked = len(task.what.split(",")) if task.what else 0
        return TEXT.ntr(
            locale,
            "Send the marked ship to the warp and draw {cards} cards",
            "Send the {count} marked ships to the warp and draw {cards} cards",
            marked,
            cards=KAMIKAZE_CARDS_PER_SHIP * marked,
        )
    if kind == "round":
        return TEXT.tr(locale, "Name no more allies")
    if kind == "chosen_pick":
        return TEXT.tr(locale, "Keep your revealed card")
    if kind == "barbarian_keep" and task is not None:
        victim = _named_index(names, state, state.defense, locale)
        if task.what in ("", "0"):
            return TEXT.tr(locale, "Keep none: discard the whole hand of {player}", player=victim)
        return TEXT.tr(locale, "Keep no more: discard the rest of the hand of {player}", player=victim)
    if kind == "heal" and task is not None:
        if task.what.endswith("|"):
            return TEXT.tr(locale, "Heal nobody")
        return TEXT.tr(locale, "Heal nobody else")
    if kind == "vacuum" and task is not None:
        if task.what:
            return TEXT.tr(locale, "Take nobody else along to the warp")
        return TEXT.tr(locale, "Take nobody along to the warp")
    return TEXT.tr(locale, "Done")


def _invite(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Invite {player}", player=_name(names, action.get("seat")))


def _join(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if action.get("side") == OFFENSE:
        return TEXT.tr(locale, "Join {player} on the offense", player=_named_index(names, state, state.offense, locale))
    return TEXT.tr(locale, "Join {player} on the defense", player=_named_index(names, state, state.defense, locale))


def _select(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    card = card_name(str(action.get("card")), locale)
    if _from_hoard(action):
        return TEXT.tr(locale, "Choose {card} from your hoard", card=card)
    return TEXT.tr(locale, "Choose {card}", card=card)


def _play(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    kind = str(action.get("card"))
    name = card_name(kind, locale)
    hoard = _from_hoard(action)
    if kind.startswith("flare_") and me >= 0 and flare_mode(state, me, kind) == "super":
        if hoard:
            return TEXT.tr(locale, "Play {card} (Super) from your hoard", card=name)
        return TEXT.tr(locale, "Play {card} (Super)", card=name)
    if hoard:
        return TEXT.tr(locale, "Play {card} from your hoard", card=name)
    return TEXT.tr(locale, "Play {card}", card=name)


def _second_challenge(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """The rule's second challenge, or one a power gives (Machine: the `second` task names the power), which is a use
    of that power and may be the third or a later one."""
    task = _head(state)
    if task is not None and task.kind == "second" and task.what:
        return power_use(task.what, locale)
    return TEXT.tr(locale, "Start a second challenge")


def _heal(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Heal {player}: their lost ships come home", player=_name(names, action.get("seat")))


def _bluff(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Claim your card is {card}", card=card_name(str(action.get("card")), locale))


def _accept_claim(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """The `claim` task names the kind claimed (its `what`)."""
    task = _head(state)
    if task is not None and task.kind == "claim" and task.what:
        return TEXT.tr(locale, "Accept the claim: {card}", card=card_name(task.what, locale))
    return TEXT.tr(locale, "Accept the claim")


def _spread(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Name a spread of {n}", n=action.get("n"))


def _stake(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    count = int(action.get("n") or 0)
    return TEXT.ntr(locale, "Raise the stake by {count} ship", "Raise the stake by {count} ships", count)


def _pass(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    if me >= 0 and _draft(state, me) is not None:
        return TEXT.tr(locale, "Drop this card and pass")
    return TEXT.tr(locale, "Pass")


def _target_seat(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    player = _name(names, action.get("seat"))
    if _head_kind(state) == "vacuum":
        return TEXT.tr(locale, "Take a ship of {player} along to the warp", player=player)
    draft = _draft(state, me)
    kind = draft.kind if draft is not None else ""
    if kind == "edict_cosmic_zap":
        return TEXT.tr(locale, "Zap the power of {player}", player=player)
    if kind == "edict_plague":
        return TEXT.tr(locale, "Strike {player} with the Plague", player=player)
    if kind == "edict_force_field":
        return TEXT.tr(locale, "Send {player} home with the Force Field", player=player)
    if kind == POWER and draft is not None and _power_of(state, draft.seat) == "philanthropist":
        return TEXT.tr(locale, "Give a card to {player}", player=player)
    return TEXT.tr(locale, "Name {player}", player=player)


def _power_of(state: State, seat: int) -> str:
    """The power whose use `seat` makes: his own, or the one Reincarnator drew (his own has no use); else his own."""
    if not 0 <= seat < len(state.powers):
        return ""
    return with_use(state, seat, USES) or state.powers[seat]


def _play_label(item: Play, names: Mapping[str, str], state: State, locale: str) -> str:
    owner = _named_index(names, state, item.seat, locale)
    if item.kind == POWER:
        return TEXT.tr(locale, "the power use of {player}", player=owner)
    return TEXT.tr(locale, "{card} of {player}", card=card_name(item.kind, locale), player=owner)


def _target_item(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    index = int(action.get("item", -1))
    if not 0 <= index < len(state.w_items):
        return TEXT.tr(locale, "Name an earlier play")
    named = _play_label(state.w_items[index], names, state, locale)
    draft = _draft(state, me)
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
    task = _own_task(state, "place", me)
    if task is None:
        return TEXT.tr(locale, "Put all your ships on {planet}", planet=planet)
    return TEXT.ntr(locale, "Put your ship on {planet}", "Put all {count} ships on {planet}", task.n, planet=planet)


def _lose(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """One ship to the warp: the chooser's own, or (Hate) another player's, whose ships the `lose` task names."""
    planet = planet_name(str(action.get("planet")), locale)
    if _head_kind(state) == "kamikaze":
        return TEXT.tr(locale, "Mark a ship on {planet} for the warp", planet=planet)
    task = _own_task(state, "lose", me)
    if task is not None and owner_of(task) != task.seat:
        return TEXT.tr(
            locale,
            "Send a ship of {player} from {planet} to the warp",
            player=_named_index(names, state, owner_of(task), locale),
            planet=planet,
        )
    return TEXT.tr(locale, "Lose a ship from {planet}", planet=planet)


def _lose_ships(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Hate's victim loses ships instead of matching his card: Hate (the offense) picks them from his planets."""
    task = _own_task(state, "hated", me)
    victim = task.seat if task is not None else me
    count = min(HATE_SHIPS, ships_on_planets(state, victim)) if 0 <= victim < len(state.seats) else HATE_SHIPS
    if not count:
        return TEXT.tr(locale, "Lose no ship: you have none on planets")
    return TEXT.ntr(
        locale,
        "Lose {count} ship, picked by {player}",
        "Lose {count} ships, picked by {player}",
        count,
        player=_named_index(names, state, state.offense, locale),
    )


def _keep_power(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Keep {power}", power=power_name(str(action.get("power")), locale))


def _chosen_mode(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    """Chosen's attack card drawn against his revealed attack card: in its place, or its value added."""
    add = action.get("mode") == "add"
    task = _head(state)
    if task is None or task.kind != "chosen_mode" or not 0 <= task.seat < len(state.revealed):
        if add:
            return TEXT.tr(locale, "Add the value of the card drawn to your revealed card")
        return TEXT.tr(locale, "Put the card drawn in place of your revealed card")
    revealed = card_name(kind_of(state.revealed[task.seat]), locale)
    if add:
        return TEXT.tr(locale, "Add {value} to your {card}", value=attack_value(kind_of(task.what)) or 0, card=revealed)
    return TEXT.tr(
        locale, "Replace your {card} with {other}", card=revealed, other=card_name(kind_of(task.what), locale)
    )


def _card(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    card = card_name(str(action.get("card")), locale)
    task = _head(state)
    kind = task.kind if task is not None else ""
    if kind == "discard_category":
        return TEXT.tr(locale, "Discard {card}", card=card)
    if kind == "salvage":
        return TEXT.tr(locale, "Take {card} from the discard pile", card=card)
    if kind == "deal_give" and task is not None:
        return TEXT.tr(locale, "Give {card} to {player}", card=card, player=_name(names, task.what))
    if kind == "gift" and task is not None:
        return TEXT.tr(locale, "Give {card} to {player}", card=card, player=_named_index(names, state, task.n, locale))
    if kind == "chosen_pick":
        return TEXT.tr(locale, "Take {card} from the cards drawn", card=card)
    if kind == "barbarian_keep":
        return TEXT.tr(
            locale,
            "Keep {card} from the hand of {player}",
            card=card,
            player=_named_index(names, state, state.defense, locale),
        )
    if kind == "hate":
        return TEXT.tr(locale, "Discard {card}: the others must discard a matching card", card=card)
    if kind == "hated":
        return TEXT.tr(locale, "Discard {card} and keep your ships", card=card)
    if _from_hoard(action):
        return TEXT.tr(locale, "Choose {card} from your hoard", card=card)
    return TEXT.tr(locale, "Choose {card}", card=card)


def _category(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    return TEXT.tr(locale, "Look among the {category}", category=category_name(str(action.get("category")), locale))


def _draw_from(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str:
    source = str(action.get("source"))
    if source == TALON:
        return TEXT.tr(locale, "Draw the top card of the deck")
    return TEXT.tr(locale, "Draw a random card from {player}", player=_name(names, source))


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
        other = _named_index(names, state, _opponent(state, drafter), locale)
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
        other = _named_index(names, state, _opponent(state, drafter), locale)
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
                player=_named_index(names, state, proposer, locale),
                terms=deal_terms(_open_terms(proposal), locale),
            )
    return TEXT.tr(locale, "Accept proposal {number}", number=number)


Describe = Callable[[State, Action, str, Mapping[str, str], int], str]

_DESCRIBE: dict[str, Describe] = {
    "colour": _colour,
    "free": _free,
    "decline": _decline,
    "reclaim": _reclaim,
    "attack_home": _attack_home,
    "defender": _defender,
    "will_defender": _will_defender,
    "will_planet": _will_planet,
    "use_power": _use_power,
    "target": _target,
    "commit": _commit,
    "withdraw": _withdraw,
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
    "lose_ships": _lose_ships,
    "keep_power": _keep_power,
    "chosen_mode": _chosen_mode,
    "card": _card,
    "category": _category,
    "draw_from": _draw_from,
    "deal_n": _deal_n,
    "deal_mode": _deal_mode,
    "deal_base": _deal_base,
    "deal_accept": _deal_accept,
    "second_challenge": _second_challenge,
    "heal": _heal,
    "bluff": _bluff,
    "accept_claim": _accept_claim,
    "spread": _spread,
    "stake": _stake,
}


# -- events ------------------------------------------------------------------------------------------------------------
def narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One line telling `event`, in the past tense."""
    tell = _NARRATE.get(str(event.get("type")))
    if tell is None:
        return TEXT.tr(locale, "Something happened.")
    return tell(event, locale, names)


Narrate = Callable[[Event, str, Mapping[str, str]], str]


def _who(event: Event, names: Mapping[str, str], key: str = "seat") -> str:
    return names[str(event.get(key))]


def _player_and_card(event: Event, names: Mapping[str, str], locale: str) -> dict[str, str]:
    """The `{player}` and `{card}` of a line about one player and one card kind."""
    return {"player": _who(event, names), "card": card_name(str(event.get("card")), locale)}


def _planet(event: Event, locale: str, key: str = "planet") -> str:
    return planet_name(str(event.get(key)), locale)


def _seats(event: Event, names: Mapping[str, str], key: str) -> list[str]:
    return [names[str(s)] for s in event.get(key) or [] if s is not None]


def _colour_chosen(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} took {colour}.", player=_who(event, names), colour=colour_name(str(event["colour"]), locale)
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
        player=_who(event, names),
    )


def _turn(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} began turn {turn} as the offense.", player=_who(event, names), turn=event["turn"])


def _challenge(event: Event, locale: str, names: Mapping[str, str]) -> str:
    number = int(event.get("number") or 1)
    if number == 1:
        return TEXT.tr(locale, "{player} began the first challenge of the turn.", player=_who(event, names))
    if number == 2:
        return TEXT.tr(locale, "{player} began a second challenge.", player=_who(event, names))
    return TEXT.tr(locale, "{player} began challenge {number}.", player=_who(event, names), number=number)


def _no_challenge_card(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} still had no challenge card after five new hands: the turn passed on.",
        player=_who(event, names),
    )


def _hand_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "{player} had no card to discard.", player=_who(event, names))
    return TEXT.tr(
        locale,
        "{player} showed and discarded their hand: {cards}.",
        player=_who(event, names),
        cards=card_list(cards, locale),
    )


def _new_hand(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} drew a new hand of {count} card.",
        "{player} drew a new hand of {count} cards.",
        int(event.get("count") or 0),
        player=_who(event, names),
    )


def _cards_drawn(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "You drew no card: the deck was empty.")
    return TEXT.tr(locale, "You drew {cards}.", cards=card_list(cards, locale))


def _freed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("planet") is None:
        return TEXT.tr(locale, "{player} freed a ship from the warp into the cone.", player=_who(event, names))
    return TEXT.tr(
        locale,
        "{player} freed a ship from the warp onto {planet}.",
        player=_who(event, names),
        planet=_planet(event, locale),
    )


def _regroup_declined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} left their ships in the warp.", player=_who(event, names))


def _aborted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "The challenge of {player} was called off.", player=_who(event, names))


def _destiny(event: Event, locale: str, names: Mapping[str, str]) -> str:
    colour = event.get("colour")
    if colour is None:
        line = TEXT.tr(locale, "{player} flipped a wild destiny card.", player=_who(event, names))
    else:
        line = TEXT.tr(
            locale,
            "{player} flipped a destiny card: {colour}.",
            player=_who(event, names),
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
        player=_who(event, names),
        colour=colour_name(str(event["colour"]), locale),
    )


def _redraw_destiny(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} drew their own colour and flipped again.", player=_who(event, names))


def _reclaim_event(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} set out to reclaim the empty planet {planet}.",
        player=_who(event, names),
        planet=_planet(event, locale),
    )


def _ship_moved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    source = str(event.get("from"))
    if source == CONE:
        return TEXT.tr(
            locale,
            "{player} moved a ship from the cone to {planet}.",
            player=_who(event, names),
            planet=_planet(event, locale),
        )
    return TEXT.tr(
        locale,
        "{player} moved a ship from {source} to {planet}.",
        player=_who(event, names),
        source=planet_name(source, locale),
        planet=_planet(event, locale),
    )


def _defense(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("planet") is None:
        return TEXT.tr(locale, "{player} became the defense.", player=_who(event, names))
    return TEXT.tr(
        locale, "{player} became the defense on {planet}.", player=_who(event, names), planet=_planet(event, locale)
    )


def _will(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} used Will to challenge {defender} on {planet}.",
        player=_who(event, names),
        defender=_who(event, names, "defender"),
        planet=_planet(event, locale),
    )


def _target_event(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} aimed the cone at {planet}.", player=_who(event, names), planet=_planet(event, locale)
    )


def _committed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    source = planet_name(str(event.get("from")), locale)
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} sent a ship from {planet} to the defense's end of the cone.",
            player=_who(event, names),
            planet=source,
        )
    return TEXT.tr(
        locale,
        "{player} sent a ship from {planet} to the offense's end of the cone.",
        player=_who(event, names),
        planet=source,
    )


def _invited(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} invited {guest} to ally with the defense.",
            player=_who(event, names),
            guest=_who(event, names, "guest"),
        )
    return TEXT.tr(
        locale,
        "{player} invited {guest} to ally with the offense.",
        player=_who(event, names),
        guest=_who(event, names, "guest"),
    )


def _declined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("reason") == "no_base":
        return TEXT.tr(locale, "{player} had no base and could not join.", player=_who(event, names))
    return TEXT.tr(locale, "{player} declined to join.", player=_who(event, names))


def _joined(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(locale, "{player} joined the defense.", player=_who(event, names))
    return TEXT.tr(locale, "{player} joined the offense.", player=_who(event, names))


def _window(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The window “{window}” opened for {players}.",
        window=window_name(str(event.get("window")), locale),
        players=player_list(_seats(event, names, "asked"), locale),
    )


def _answered(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} made a secret choice.", player=_who(event, names))


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
    if _from_hoard(play):
        card = TEXT.tr(locale, "{card} from their hoard", card=card)
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
    zapped = _seats(event, names, "zapped")
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
    return TEXT.tr(locale, "The play of {player} no longer fitted and had no effect.", player=_who(event, names))


def _resolved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    kind = str(event.get("kind"))
    if kind == POWER:
        return TEXT.tr(locale, "The power of {player} took effect.", player=_who(event, names))
    return TEXT.tr(locale, "{card} of {player} took effect.", card=card_name(kind, locale), player=_who(event, names))


def _allies_removed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    seats = _seats(event, names, "seats")
    return TEXT.ntr(
        locale,
        "The Force Field sent {players} home: no longer an ally.",
        "The Force Field sent {players} home: no longer allies.",
        len(seats),
        players=player_list(seats, locale),
    )


def _card_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} discarded {card}.", **_player_and_card(event, names, locale))


def _ships_lost(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """A ship lost from a planet; `by` names another player who picked it (Hate)."""
    if event.get("by") is not None:
        return TEXT.ntr(
            locale,
            "{by} sent {count} ship of {player} from {planet} to the warp.",
            "{by} sent {count} ships of {player} from {planet} to the warp.",
            int(event.get("count") or 0),
            by=_who(event, names, "by"),
            player=_who(event, names),
            planet=_planet(event, locale),
        )
    return TEXT.ntr(
        locale,
        "{player} lost {count} ship from {planet} to the warp.",
        "{player} lost {count} ships from {planet} to the warp.",
        int(event.get("count") or 0),
        player=_who(event, names),
        planet=_planet(event, locale),
    )


def _ships_placed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("count") or 0)
    if event.get("planet") is None:
        return TEXT.ntr(
            locale,
            "{player} brought {count} ship back where it came from.",
            "{player} brought {count} ships back where they came from.",
            count,
            player=_who(event, names),
        )
    return TEXT.ntr(
        locale,
        "{player} put {count} ship on {planet}.",
        "{player} put {count} ships on {planet}.",
        count,
        player=_who(event, names),
        planet=_planet(event, locale),
    )


def _blinded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{by} blinded {player}: the challenge card of {player} is drawn at random.",
        by=_who(event, names, "by"),
        player=_who(event, names),
    )


def _looked(event: Event, locale: str, names: Mapping[str, str]) -> str:
    seen = _seats(event, names, "at")
    return TEXT.ntr(
        locale,
        "{player} looked at the hand of {players}.",
        "{player} looked at the hands of {players}.",
        len(seen),
        player=_who(event, names),
        players=player_list(seen, locale),
    )


def _hand_seen(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "You saw the hand of {player}: {cards}.",
        player=_who(event, names, "of"),
        cards=card_list(event.get("cards") or [], locale),
    )


def _drew(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("from") is not None:
        return TEXT.tr(
            locale,
            "{player} drew a random card from {other}.",
            player=_who(event, names),
            other=_who(event, names, "from"),
        )
    return TEXT.ntr(
        locale,
        "{player} drew {count} card from the deck.",
        "{player} drew {count} cards from the deck.",
        int(event.get("count") or 0),
        player=_who(event, names),
    )


def _cards_moved(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    return TEXT.ntr(
        locale,
        "{cards} went from {player} to {receiver}.",
        "{cards} went from {player} to {receiver}.",
        len(cards),
        cards=card_list(cards, locale),
        player=_who(event, names),
        receiver=_who(event, names, "receiver"),
    )


def _cards_given(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} gave {count} card to {receiver}.",
        "{player} gave {count} cards to {receiver}.",
        int(event.get("count") or 0),
        player=_who(event, names),
        receiver=_who(event, names, "receiver"),
    )


def _time_travel(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("set_aside") is None:  # the other's was an accepted claim: no card to set aside
        return TEXT.tr(
            locale,
            "{player} travelled back in time: {card} went back to their hand, the claim lapsed, and both main players "
            "had to pick again.",
            player=_who(event, names),
            card=card_name(str(event.get("card")), locale),
        )
    return TEXT.tr(
        locale,
        "{player} travelled back in time: {card} went back to their hand, {other} was set aside, and both main "
        "players had to pick again.",
        player=_who(event, names),
        card=card_name(str(event.get("card")), locale),
        other=card_name(str(event.get("set_aside")), locale),
    )


def _bonus(event: Event, locale: str, names: Mapping[str, str]) -> str:
    if event.get("side") == DEFENSE:
        return TEXT.tr(
            locale,
            "{player} added {bonus} to the total of the defense.",
            player=_who(event, names),
            bonus=event["bonus"],
        )
    return TEXT.tr(
        locale, "{player} added {bonus} to the total of the offense.", player=_who(event, names), bonus=event["bonus"]
    )


def _salvaged(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took {card} from the discard pile; the rest was shuffled into the deck.",
        **_player_and_card(event, names, locale),
    )


def _card_selected(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} put a challenge card face down.", player=_who(event, names))


def _your_card(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "Your face-down challenge card: {card}.", card=card_name(str(event.get("card")), locale))


def _defense_without_cards(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} still had no challenge card, so the defense lost the challenge.", player=_who(event, names)
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
            player=_who(event, names),
        )
    return TEXT.ntr(
        locale,
        "{player} lost {count} ship from {planet} to the warp.",
        "{player} lost {count} ships from {planet} to the warp.",
        count,
        player=_who(event, names),
        planet=planet_name(source, locale),
    )


def _landed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} landed {count} ship on {planet}.",
        "{player} landed {count} ships on {planet}.",
        int(event.get("count") or 0),
        player=_who(event, names),
        planet=_planet(event, locale),
    )


def _compensation(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} took {count} card from {other} as compensation.",
        "{player} took {count} cards from {other} as compensation.",
        int(event.get("count") or 0),
        player=_who(event, names),
        other=_who(event, names, "from"),
    )


def _cards_taken(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took {cards} from {other}.",
        player=_who(event, names),
        cards=card_list(event.get("cards") or [], locale),
        other=_who(event, names, "from"),
    )


def _rewards(event: Event, locale: str, names: Mapping[str, str]) -> str:
    ships, cards = int(event.get("ships") or 0), int(event.get("cards") or 0)
    player = _who(event, names)
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
        offense=_who(event, names, "offense"),
        defense=_who(event, names, "defense"),
    )


def _deal_proposed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    proposal = event.get("proposal") or {}
    return TEXT.tr(
        locale,
        "{player} proposed deal {number}: {player} {terms}.",
        player=_who(event, names),
        number=proposal.get("id"),
        terms=deal_terms(proposal, locale),
    )


def _deal_accepted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} accepted deal proposal {number}.", player=_who(event, names), number=event.get("proposal")
    )


def _deal_abandoned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} abandoned the deal.", player=_who(event, names))


def _deal_made(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{offense} and {defense} made a deal.",
        offense=_who(event, names, "offense"),
        defense=_who(event, names, "defense"),
    )


def _deal_failed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The deal between {offense} and {defense} failed: each of them lost 3 ships.",
        offense=_who(event, names, "offense"),
        defense=_who(event, names, "defense"),
    )


def _filched(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} took the opponent's {card} into their hand.", **_player_and_card(event, names, locale)
    )


def _filched_table(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} also took {cards} from the table.",
        player=_who(event, names),
        cards=card_list(event.get("cards") or [], locale),
    )


def _set_aside_returned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{card}, set aside by time travel, went back to {player}.",
        card=card_name(str(event.get("card")), locale),
        player=_who(event, names),
    )


def _cards_discarded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The cards of the challenge went to the discard pile: {cards}.",
        cards=card_list(event.get("cards") or [], locale),
    )


def _fan_marker(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "The marker moved on to the next colour of the fan.")


def _cloned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took their {card} back into their hand instead of discarding it.",
        **_player_and_card(event, names, locale),
    )


def _hands_traded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} traded hands with {other}.", player=_who(event, names), other=_who(event, names, "with")
    )


def _hand_received(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "Your new hand after the trade holds no cards.")
    return TEXT.tr(locale, "Your new hand after the trade: {cards}.", cards=card_list(cards, locale))


def _oozed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One ship moved by Amoeba (or his flare): `from` or `planet` names a side of the cone ("offense", or "defense" for
    an ally of the defense) where the ship leaves or enters it; the defense's ship moves between a base and the target
    planet."""
    source, to = str(event.get("from")), str(event.get("planet"))
    player = _who(event, names)
    if to in (OFFENSE, DEFENSE):
        return TEXT.tr(
            locale,
            "{player} oozed a ship from {planet} into the cone.",
            player=player,
            planet=planet_name(source, locale),
        )
    if source in (OFFENSE, DEFENSE):
        return TEXT.tr(
            locale,
            "{player} oozed a ship out of the cone back to {planet}.",
            player=player,
            planet=planet_name(to, locale),
        )
    return TEXT.tr(
        locale,
        "{player} oozed a ship from {source} to {planet}.",
        player=player,
        source=planet_name(source, locale),
        planet=planet_name(to, locale),
    )


def _grudge_marks(event: Event, locale: str, names: Mapping[str, str]) -> str:
    marked = _seats(event, names, "seats")
    return TEXT.ntr(
        locale,
        "{player} marked {players}, who was invited and did not join.",
        "{player} marked {players}, who were invited and did not join.",
        len(marked),
        player=_who(event, names),
        players=player_list(marked, locale),
    )


def _tokens_earned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} earned {count} token and now holds {tokens}.",
        "{player} earned {count} tokens and now holds {tokens}.",
        int(event.get("count") or 0),
        player=_who(event, names),
        tokens=int(event.get("tokens") or 0),
    )


def _powers_offered(event: Event, locale: str, names: Mapping[str, str]) -> str:
    powers = [power_name(str(p), locale) for p in event.get("powers") or []]
    return TEXT.tr(locale, "You were dealt these powers to choose from: {powers}.", powers=player_list(powers, locale))


def _power_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} kept a power.", player=_who(event, names))


# `hidden_powers` (rules/cosmic/face_down.py): the public lines never name a power still face down.
def _powers_face_down(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "The powers were dealt face down to {players}: each player knows only their own.",
        players=player_list(_seats(event, names, "seats"), locale),
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
        player=_who(event, names),
        power=power_name(str(event.get("power")), locale),
    )


def _power_returned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} gave back {power}, as a power already face up excludes it, and drew another power face down.",
        player=_who(event, names),
        power=power_name(str(event.get("power")), locale),
    )


def _card_shown(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "The challenge card of {player} was turned face up: {card}.", **_player_and_card(event, names, locale)
    )


def _cards_exchanged(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} swapped the two face-down challenge cards.", player=_who(event, names))


def _chosen_drew(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(
            locale, "{player} called for divine help, but there was no card to draw.", player=_who(event, names)
        )
    return TEXT.tr(
        locale,
        "{player} called for divine help and drew face up: {cards}.",
        player=_who(event, names),
        cards=card_list(cards, locale),
    )


def _chosen_took(event: Event, locale: str, names: Mapping[str, str]) -> str:
    card = card_name(str(event.get("card")), locale)
    if event.get("mode") == "add":
        return TEXT.tr(
            locale,
            "{player} added {value} ({card}) to the value of their revealed card.",
            player=_who(event, names),
            value=int(event.get("value") or 0),
            card=card,
        )
    return TEXT.tr(locale, "{player} put {card} in place of their revealed card.", player=_who(event, names), card=card)


def _hand_raided(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} took the whole hand of {other}: {count} card.",
        "{player} took the whole hand of {other}: {count} cards.",
        int(event.get("count") or 0),
        player=_who(event, names),
        other=_who(event, names, "from"),
    )


def _raid_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """What Barbarian kept of the raided hand (a count: the cards are his secret) and the rest, discarded face up."""
    count = int(event.get("count") or 0)
    rest = event.get("cards") or []
    if not rest:
        return TEXT.ntr(
            locale,
            "{player} kept {count} card of the hand of {other}.",
            "{player} kept {count} cards of the hand of {other}.",
            count,
            player=_who(event, names),
            other=_who(event, names, "from"),
        )
    return TEXT.ntr(
        locale,
        "{player} kept {count} card of the hand of {other} and discarded the rest: {cards}.",
        "{player} kept {count} cards of the hand of {other} and discarded the rest: {cards}.",
        count,
        player=_who(event, names),
        other=_who(event, names, "from"),
        cards=card_list(rest, locale),
    )


def _ships_removed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{by} removed {count} ship of {player} from the game.",
        "{by} removed {count} ships of {player} from the game.",
        int(event.get("count") or 0),
        by=_who(event, names, "by"),
        player=_who(event, names),
    )


def _zombie_returns(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} brought {count} lost ship back from the warp to their bases.",
        "{player} brought {count} lost ships back from the warp to their bases.",
        int(event.get("count") or 0),
        player=_who(event, names),
    )


def _vacuum_losses(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One victim per ship, repeats allowed: counted per player, in the order first named."""
    victims: dict[str, int] = {}
    for seat in _seats(event, names, "seats"):
        victims[seat] = victims.get(seat, 0) + 1
    if not victims:
        return TEXT.tr(locale, "{player} took no other ships along to the warp.", player=_who(event, names))
    ships = [
        TEXT.ntr(locale, "{count} ship of {player}", "{count} ships of {player}", count, player=victim)
        for victim, count in victims.items()
    ]
    return TEXT.tr(
        locale, "{player} took {ships} along to the warp.", player=_who(event, names), ships=player_list(ships, locale)
    )


def _hate_lose_ships(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("count") or 0)
    if not count:
        return TEXT.tr(locale, "{player} chose to lose ships but had none on planets.", player=_who(event, names))
    return TEXT.ntr(
        locale,
        "{player} chose to lose {count} ship, picked by {by}.",
        "{player} chose to lose {count} ships, picked by {by}.",
        count,
        player=_who(event, names),
        by=_who(event, names, "by"),
    )


def _edicts_taken(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    return TEXT.ntr(
        locale,
        "{player} took an edict of {other} into their hand instead of the discard pile: {cards}.",
        "{player} took {count} edicts of {other} into their hand instead of the discard pile: {cards}.",
        len(cards),
        player=_who(event, names),
        other=_who(event, names, "from"),
        cards=card_list(cards, locale),
    )


def _edicts_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} kept their edicts for the new hand and showed them: {cards}.",
        player=_who(event, names),
        cards=card_list(event.get("cards") or [], locale),
    )


def _healed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    healed = _seats(event, names, "seats")
    return TEXT.ntr(
        locale,
        "{player} healed {players}: the ships they just lost came back from the warp to their bases.",
        "{player} healed {players}: the ships they just lost came back from the warp to their bases.",
        len(healed),
        player=_who(event, names),
        players=player_list(healed, locale),
    )


def _hoard_dealt(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "You drew no card into your hoard: the deck was empty.")
    return TEXT.ntr(
        locale,
        "You drew {count} card into your hoard: {cards}.",
        "You drew {count} cards into your hoard: {cards}.",
        len(cards),
        cards=card_list(cards, locale),
    )


def _hoard_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} kept their hoard.", player=_who(event, names))


def _hoard_renewed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "{player} drew a new hoard.", player=_who(event, names))
    return TEXT.tr(
        locale,
        "{player} showed their hoard without a challenge card ({cards}), discarded it and drew a new one.",
        player=_who(event, names),
        cards=card_list(cards, locale),
    )


def _bluffed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} kept their card face down and claimed it is {card}.", **_player_and_card(event, names, locale)
    )


def _card_revealed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} turned up {card}.", **_player_and_card(event, names, locale))


def _claim_accepted(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} accepted the claim of {gambler}: the card went face down under the deck, unseen.",
        player=_who(event, names),
        gambler=_who(event, names, "gambler"),
    )


def _claim_called(event: Event, locale: str, names: Mapping[str, str]) -> str:
    card = card_name(str(event.get("card")), locale)
    player, gambler = _who(event, names), _who(event, names, "gambler")
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


def _spread_named(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} named a spread of {n}.", player=_who(event, names), n=event.get("n"))


def _stake_raised(event: Event, locale: str, names: Mapping[str, str]) -> str:
    count = int(event.get("n") or 0)
    return TEXT.ntr(
        locale,
        "{player} raised the stake by {count} ship.",
        "{player} raised the stake by {count} ships.",
        count,
        player=_who(event, names),
    )


def _reincarnated(event: Event, locale: str, names: Mapping[str, str]) -> str:
    power = power_name(str(event.get("power")), locale)
    if event.get("replaced"):
        return TEXT.tr(
            locale,
            "{player} was reincarnated with a new power: {power}, in place of {old}.",
            player=_who(event, names),
            power=power,
            old=power_name(str(event["replaced"]), locale),
        )
    return TEXT.tr(
        locale, "{player} was reincarnated with a second power: {power}.", player=_who(event, names), power=power
    )


def _game_over(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return game_over_line(_seats(event, names, "winners"), event.get("reason"), locale)


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
    "will": _will,
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
    "bonus": _bonus,
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
    "filched": _filched,
    "filched_table": _filched_table,
    "set_aside_returned": _set_aside_returned,
    "cards_discarded": _cards_discarded,
    "fan_marker": _fan_marker,
    "cloned": _cloned,
    "hands_traded": _hands_traded,
    "hand_received": _hand_received,
    "oozed": _oozed,
    "grudge_marks": _grudge_marks,
    "tokens_earned": _tokens_earned,
    "powers_offered": _powers_offered,
    "power_kept": _power_kept,
    "powers_face_down": _powers_face_down,
    "power_dealt": _power_dealt,
    "power_turned_up": _power_turned_up,
    "power_returned": _power_returned,
    "card_shown": _card_shown,
    "cards_exchanged": _cards_exchanged,
    "chosen_drew": _chosen_drew,
    "chosen_took": _chosen_took,
    "hand_raided": _hand_raided,
    "raid_kept": _raid_kept,
    "ships_removed": _ships_removed,
    "zombie_returns": _zombie_returns,
    "vacuum_losses": _vacuum_losses,
    "hate_lose_ships": _hate_lose_ships,
    "edicts_taken": _edicts_taken,
    "edicts_kept": _edicts_kept,
    "healed": _healed,
    "hoard_dealt": _hoard_dealt,
    "hoard_kept": _hoard_kept,
    "hoard_renewed": _hoard_renewed,
    "bluffed": _bluffed,
    "card_revealed": _card_revealed,
    "claim_accepted": _claim_accepted,
    "claim_called": _claim_called,
    "spread_named": _spread_named,
    "stake_raised": _stake_raised,
    "reincarnated": _reincarnated,
    "game_over": _game_over,
}
