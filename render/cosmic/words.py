"""The words of Cosmic Encounter's pictures: the status, the challenge, the piles, each player's facts, the cards'
effects (a flare's Normal and Super halves) and the alt texts, in the picture's locale (catalog "cosmic").

Names of things come from rules/cosmic/names.py; the sentences here are the pictures' own. Seats are named through
`names` (rules.i18n.SeatNames), never by id; every message is one literal catalog call.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.cosmic.components import CONE_BACK, KIND_ORDER, WIN_BASES, attack_value, destiny_colour, kind_of
from rules.cosmic.decisions import DECISIONS
from rules.cosmic.names import (
    TEXT,
    card_list,
    card_name,
    category_name,
    colour_name,
    game_over_line,
    planet_name,
    player_list,
    power_explanation,
    power_kind,
    power_name,
    power_optional,
    power_text,
    power_timing,
    power_works_note,
    window_name,
)
from rules.cosmic.text import deal_terms
from rules.i18n import SeatNames

Player = Mapping[str, Any]
Said = Callable[[str], str]


def seat_names(names: Mapping[str, str] | None, locale: str) -> SeatNames:
    return SeatNames(names or {}, locale)


def player_of(public: Mapping[str, Any], seat: str | None) -> Player | None:
    return next((p for p in public["players"] if p["seat"] == seat), None)


def who(player: Player, names: Mapping[str, str], locale: str) -> str:
    """A player with their colour: "Ann (Red)"; the name alone before colours are chosen."""
    if not player.get("colour"):
        return names[str(player["seat"])]
    return TEXT.tr(
        locale, "{player} ({colour})", player=names[str(player["seat"])], colour=colour_name(player["colour"], locale)
    )


# -- the phase and the window ------------------------------------------------------------------------------------------
_PHASE: dict[str, Said] = {
    "colour": lambda locale: TEXT.ptr(locale, "phase", "Choosing colours"),
    "powers": lambda locale: TEXT.ptr(locale, "phase", "Choosing powers"),
    "start": lambda locale: TEXT.ptr(locale, "phase", "Start of the turn"),
    "regroup": lambda locale: TEXT.ptr(locale, "phase", "Regroup"),
    "destiny": lambda locale: TEXT.ptr(locale, "phase", "Destiny"),
    "launch": lambda locale: TEXT.ptr(locale, "phase", "Launch"),
    "alliances": lambda locale: TEXT.ptr(locale, "phase", "Alliances"),
    "planning": lambda locale: TEXT.ptr(locale, "phase", "Choosing challenge cards"),
    "reveal": lambda locale: TEXT.ptr(locale, "phase", "Reveal and outcome"),
    "deal": lambda locale: TEXT.ptr(locale, "phase", "Deal"),
    "rewards": lambda locale: TEXT.ptr(locale, "phase", "Rewards"),
    "place": lambda locale: TEXT.ptr(locale, "phase", "Placing ships"),
    "lose": lambda locale: TEXT.ptr(locale, "phase", "Losing ships"),
    "cards": lambda locale: TEXT.ptr(locale, "phase", "Taking and discarding cards"),
    "discard": lambda locale: TEXT.ptr(locale, "phase", "Discard"),
    "end": lambda locale: TEXT.ptr(locale, "phase", "After the challenge"),
}
"""The phases of §4 as a player follows them (a few decisions that can come at several moments are named for what
they do)."""

_PHASE_OF_SETUP: dict[str, str] = {"colour": "colour", "keep_power": "powers"}
"""The decisions of the set-up, before the first turn; every decision of a turn names its phase itself
(rules/cosmic/decisions.py `Decision.phase`, tests/render/test_cosmic_render.py checks that each has a name here), and a
window or a response round ("round") is named by its window (`_PHASE_OF_WINDOW`)."""

_PHASE_OF_WINDOW: dict[str, str] = {
    "w_start": "regroup",
    "w_destiny": "destiny",
    "w_launch": "launch",
    "w_invite": "alliances",
    "w_alliance": "alliances",
    "w_preselect": "planning",
    "w_postselect": "planning",
    "w_reveal": "reveal",
    "w_outcome": "reveal",
    "w_deal": "deal",
    "w_discard": "discard",
    "w_end": "end",
}


def phase_name(public: Mapping[str, Any], locale: str) -> str:
    """The phase the game is in, "" once it is over."""
    decision = str(public.get("decision") or "")
    window = public.get("window")
    if decision == "round" and window:
        key = _PHASE_OF_WINDOW.get(str(window["name"]), "")
    elif decision == "commit" and public.get("offense") not in public.get("acting", []):
        key = "alliances"  # an ally commits ships
    else:
        made = DECISIONS.get(decision)
        key = made.phase if made is not None else _PHASE_OF_SETUP.get(decision, "")
    said = _PHASE.get(key)
    return said(locale) if said else ""


def window_line(public: Mapping[str, Any], locale: str) -> str:
    """The window open now: "Window: After the launch"."""
    window = public.get("window")
    if not window:
        return ""
    return TEXT.tr(locale, "Window: {window}", window=window_name(str(window["name"]), locale))


def stage_line(public: Mapping[str, Any], locale: str) -> str:
    """Where the open window stands: its declarations, or which round of responses."""
    window = public.get("window")
    if not window:
        return ""
    if window.get("stage") == "response":
        return TEXT.tr(locale, "Responses, round {round}", round=int(window["round"]))
    return TEXT.tr(locale, "Declarations")


def play_clause(public: Mapping[str, Any], play: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """One play of the window's round, as a clause: "Bo played Cosmic Zap on Ann"."""
    player = names[str(play["seat"])]
    kind = str(play["kind"])
    if kind == "power":
        owner = player_of(public, str(play["seat"]))
        power = owner.get("power") if owner else None
        if power:
            return TEXT.tr(locale, "{player} used {power}", player=player, power=power_name(str(power), locale))
        return TEXT.tr(locale, "{player} used their power", player=player)
    card = card_name(kind, locale)
    if play.get("mode") == "super":
        card = TEXT.tr(locale, "{card} (Super)", card=card)
    targets = [names[str(s)] for s in play.get("names_seats") or []]
    if play.get("names_seat") is not None:
        targets = [names[str(play["names_seat"])]]
    if targets:
        return TEXT.tr(
            locale, "{player} played {card} on {target}", player=player, card=card, target=player_list(targets, locale)
        )
    if play.get("names_item") is not None:
        return TEXT.tr(locale, "{player} played {card} against an earlier play", player=player, card=card)
    return TEXT.tr(locale, "{player} played {card}", player=player, card=card)


def plays_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    window = public.get("window")
    plays = (window or {}).get("plays") or []
    if not plays:
        return ""
    return TEXT.tr(locale, "Played: {plays}.", plays="; ".join(play_clause(public, p, names, locale) for p in plays))


def turn_line(public: Mapping[str, Any], locale: str) -> str:
    turn, challenge = int(public.get("turn") or 0), int(public.get("challenge") or 0)
    if not turn:
        return ""
    if challenge:
        return TEXT.tr(locale, "Turn {turn}, challenge {challenge}", turn=turn, challenge=challenge)
    return TEXT.tr(locale, "Turn {turn}", turn=turn)


def waiting_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    acting = [names[str(s)] for s in public.get("acting") or []]
    if not acting:
        return ""
    return TEXT.tr(locale, "Waiting for {players}.", players=player_list(acting, locale))


def result_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """Who won, once the game is over ("" before)."""
    if public.get("phase") != "over":
        return ""
    winners = [names[str(s)] for s in public.get("winners") or []]
    return game_over_line(winners, public.get("reason"), locale)


def phone_turn_line(public: Mapping[str, Any], locale: str) -> str:
    """The turn and the phase on one line, for the band a phone can read: "Turn 4, challenge 1 · Regroup"."""
    phase = phase_name(public, locale)
    return " · ".join(part for part in (turn_line(public, locale), phase) if part)


def phone_sides_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """ "Offense: Bo (Yellow) · Defense: Ann (Red)" ("" before an offense is known)."""
    return " · ".join(
        part for part in (offense_line(public, names, locale), defense_line(public, names, locale)) if part
    )


def phone_bases_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """Every player's foreign bases, the game's score: "Foreign bases (5 win): Ann 3 · Bo 1", each player's entry kept
    on one line (no-break spaces)."""
    entries = (f"{names[str(p['seat'])]} {int(p['foreign_bases'])}".replace(" ", "\u00a0") for p in public["players"])
    return TEXT.tr(locale, "Foreign bases ({needed} win): {scores}", needed=WIN_BASES, scores=" · ".join(entries))


def status_lines(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[str]:
    """The turn, then the result or the phase, the window, its plays and who is awaited ("" where nothing applies)."""
    over = result_line(public, names, locale)
    if over:
        return [turn_line(public, locale), over]
    phase = phase_name(public, locale)
    return [
        turn_line(public, locale),
        TEXT.tr(locale, "Phase: {phase}", phase=phase) if phase else "",
        window_line(public, locale),
        stage_line(public, locale),
        plays_line(public, names, locale),
        waiting_line(public, names, locale),
    ]


# -- the challenge -----------------------------------------------------------------------------------------------------
def offense_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    offense = player_of(public, public.get("offense"))
    return TEXT.tr(locale, "Offense: {player}", player=who(offense, names, locale)) if offense else ""


def defense_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    defense = player_of(public, public.get("defense"))
    return TEXT.tr(locale, "Defense: {player}", player=who(defense, names, locale)) if defense else ""


def target_line(public: Mapping[str, Any], locale: str) -> str:
    target = public.get("target")
    return TEXT.tr(locale, "Target: {planet}", planet=planet_name(str(target), locale)) if target else ""


def ships(count: int, locale: str) -> str:
    return TEXT.ntr(locale, "{count} ship", "{count} ships", count)


def cone_sentence(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """Whose ships are in the cone, by side: "In the cone: Ann 3 ships, Cy 1 ship (offense); Di 2 ships (defense)."""
    sides: list[str] = []
    for key, side in (("cone_offense", "offense"), ("cone_defense", "defense")):
        held = [
            TEXT.tr(locale, "{ships} of {player}", player=names[str(p["seat"])], ships=ships(int(p[key]), locale))
            for p in public["players"]
            if p[key]
        ]
        if not held:
            continue
        if side == "offense":
            sides.append(TEXT.tr(locale, "{ships} (offense)", ships=", ".join(held)))
        else:
            sides.append(TEXT.tr(locale, "{ships} (defense)", ships=", ".join(held)))
    return TEXT.tr(locale, "In the cone: {sides}.", sides="; ".join(sides)) if sides else ""


def allies_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    said: list[str] = []
    for p in public["players"]:
        name = names[str(p["seat"])]
        if p.get("ally") == "offense":
            said.append(TEXT.tr(locale, "{player} with the offense", player=name))
        elif p.get("ally") == "defense":
            said.append(TEXT.tr(locale, "{player} with the defense", player=name))
        elif p.get("invited"):
            said.append(TEXT.tr(locale, "{player} invited", player=name))
    return TEXT.tr(locale, "Allies: {allies}.", allies=", ".join(said)) if said else ""


def cards_line(public: Mapping[str, Any], locale: str, names: Mapping[str, str] | None = None) -> str:
    """The main players' challenge cards: face down, one turned face up before the reveal (Oracle's opponent's), or
    both revealed."""
    offense, defense = player_of(public, public.get("offense")), player_of(public, public.get("defense"))
    if not offense or not defense:
        return ""
    shown = [p.get("revealed") for p in (offense, defense)]
    if shown[0] and shown[1]:
        return TEXT.tr(
            locale,
            "Revealed: {offense} against {defense}.",
            offense=card_name(kind_of(str(shown[0])), locale),
            defense=card_name(kind_of(str(shown[1])), locale),
        )
    chosen = [p for p in (offense, defense) if p.get("has_selected")]
    face_up = [p for p in chosen if p.get("selected_face_up")]
    said = [
        TEXT.tr(
            locale,
            "The challenge card of {player} lies face up: {card}.",
            player=seat_names(names, locale)[str(p["seat"])],
            card=card_name(kind_of(str(p["selected_face_up"])), locale),
        )
        for p in face_up
    ]
    face_down = len(chosen) - len(face_up)
    if face_down == 2:
        said.append(TEXT.tr(locale, "Both challenge cards lie face down."))
    elif face_down:
        said.append(TEXT.tr(locale, "One challenge card lies face down."))
    return " ".join(said)


_OUTCOME: dict[str, Said] = {
    "offense": lambda locale: TEXT.tr(locale, "The offense won the challenge."),
    "defense": lambda locale: TEXT.tr(locale, "The defense won the challenge."),
    "deal": lambda locale: TEXT.tr(locale, "Compromise against Compromise: the main players had to strike a deal."),
    "deal_failed": lambda locale: TEXT.tr(locale, "The deal failed."),
    "aborted": lambda locale: TEXT.tr(locale, "The challenge was called off."),
    "reclaim": lambda locale: TEXT.tr(locale, "The offense reclaims an empty home planet."),
}


def outcome_line(public: Mapping[str, Any], locale: str) -> str:
    said = _OUTCOME.get(str(public.get("outcome") or ""))
    return said(locale) if said else ""


def reversed_line(public: Mapping[str, Any], locale: str) -> str:
    return TEXT.tr(locale, "The cone is reversed for this challenge.") if public.get("cone_reversed") else ""


# -- destiny, piles, the table -----------------------------------------------------------------------------------------
def destiny_card(public: Mapping[str, Any]) -> str | None:
    """The destiny card flipped last (the top of the destiny discard), if any."""
    flipped = public.get("destiny_discard") or []
    return str(flipped[-1]) if flipped else None


def destiny_label(card: str, locale: str) -> str:
    """The destiny card's face: its colour's name, or "Wild"."""
    colour = destiny_colour(card)
    return colour_name(colour, locale) if colour else TEXT.ptr(locale, "destiny", "Wild")


def destiny_line(public: Mapping[str, Any], locale: str) -> str:
    card = destiny_card(public)
    if card is None:
        return ""
    line = TEXT.tr(locale, "Destiny card: {card}.", card=destiny_label(card, locale))
    if card in CONE_BACK:
        line += " " + TEXT.tr(locale, "It shows the back of the cone.")
    return line


def destiny_word(locale: str) -> str:
    return TEXT.tr(locale, "Destiny")


def cone_back_label(locale: str) -> str:
    return TEXT.tr(locale, "cone back")


def pile_lines(public: Mapping[str, Any], locale: str) -> list[str]:
    return [
        TEXT.ntr(locale, "Destiny deck: {count} card", "Destiny deck: {count} cards", int(public["destiny_deck"])),
        TEXT.ntr(locale, "Draw deck: {count} card", "Draw deck: {count} cards", int(public["talon"])),
        TEXT.ntr(locale, "Discard pile: {count} card", "Discard pile: {count} cards", len(public["discard"])),
    ]


def in_play_line(public: Mapping[str, Any], locale: str) -> str:
    cards = public.get("in_play") or []
    if not cards:
        return ""
    return TEXT.tr(locale, "Played this challenge: {cards}.", cards=card_list((kind_of(c) for c in cards), locale))


def deal_lines(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[str]:
    """The deal in progress: its open proposals, each from its proposer's side."""
    if public.get("decision") != "deal" and not public.get("deal"):
        return []
    lines = [TEXT.tr(locale, "A deal is being made.")]
    for proposal in public.get("deal") or []:
        lines.append(
            TEXT.tr(
                locale,
                "Proposal {number} by {player}: {terms}.",
                number=int(proposal["id"]),
                player=names[str(proposal["by"])],
                terms=deal_terms(proposal, locale),
            )
        )
    return lines


def fan_line(public: Mapping[str, Any], locale: str) -> str:
    marker = public.get("fan_marker")
    if marker is None:
        return ""
    players = public["players"]
    colour = players[int(marker)].get("colour") if 0 <= int(marker) < len(players) else None
    waiting = sum(sum(int(n) for n in p.get("fan") or []) for p in players)
    return TEXT.ntr(
        locale,
        "Fan: {count} ship waiting; lost ships go to {colour}.",
        "Fan: {count} ships waiting; lost ships go to {colour}.",
        waiting,
        colour=colour_name(str(colour), locale) if colour else TEXT.tr(locale, "an unknown colour"),
    )


def warp_word(locale: str) -> str:
    return TEXT.ptr(locale, "zone", "Warp")


def legend_line(locale: str) -> str:
    return TEXT.tr(
        locale,
        "A marker with a number: that player's ships there. Magenta ring: the target. Magenta wedge: the cone.",
    )


# -- the players -------------------------------------------------------------------------------------------------------
def power_label(player: Player, locale: str) -> str:
    """The player's power and whether it works now: "Laser (active)", "Power face down (active)" for a power nobody
    else knows yet (`hidden_powers`); "" before powers are dealt."""
    name = power_word(player, locale)
    if not name:
        return ""
    if player.get("extra_power"):  # Reincarnator's drawn power works beside his own
        name = TEXT.tr(locale, "{power} and {extra}", power=name, extra=power_name(str(player["extra_power"]), locale))
    if player.get("zapped"):
        return TEXT.tr(locale, "{power} (zapped)", power=name)
    if player.get("power_active"):
        return TEXT.tr(locale, "{power} (active)", power=name)
    return TEXT.tr(locale, "{power} (inactive)", power=name)


def power_word(player: Player, locale: str) -> str:
    """The player's power by name, "Power face down" while the public view hides it, "" before powers are dealt."""
    power = player.get("power")
    if power:
        return power_name(str(power), locale)
    return face_down_word(locale) if player.get("power_face_down") else ""


def face_down_word(locale: str) -> str:
    return TEXT.tr(locale, "Power face down")


def face_down_explanation(locale: str) -> str:
    """What the table knows of a face-down power, in the place of its effect."""
    return TEXT.tr(
        locale, "Only its player knows this power. It is turned face up the first time it is used, and stays face up."
    )


def face_down_note(locale: str) -> str:
    """On the owner's own power card: nobody else knows it yet."""
    return TEXT.tr(
        locale, "Face down: only you know this power. It is turned face up for all the first time it is used."
    )


def cards_in_hand(player: Player, locale: str) -> str:
    return TEXT.ntr(locale, "{count} card", "{count} cards", int(player["hand"]))


def foreign_bases(player: Player, locale: str) -> str:
    return TEXT.tr(locale, "{count} of {needed} foreign bases", count=int(player["foreign_bases"]), needed=WIN_BASES)


def player_facts(player: Player, locale: str) -> str:
    """A player's hand, bases and lost ships: "7 cards, 3 home bases, 2 foreign bases, 1 ship in the warp"."""
    facts = [
        cards_in_hand(player, locale),
        TEXT.ntr(locale, "{count} home base", "{count} home bases", int(player["home_bases"])),
        TEXT.ntr(locale, "{count} foreign base", "{count} foreign bases", int(player["foreign_bases"])),
        TEXT.ntr(locale, "{count} ship in the warp", "{count} ships in the warp", int(player["warp"])),
    ]
    on_fan = sum(int(n) for n in player.get("fan") or [])
    if on_fan:
        facts.append(TEXT.ntr(locale, "{count} ship on the fan", "{count} ships on the fan", on_fan))
    removed = int(player.get("removed") or 0)
    if removed:
        facts.append(
            TEXT.ntr(locale, "{count} ship removed from the game", "{count} ships removed from the game", removed)
        )
    return ", ".join(facts)


def removed_line(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    """The ships out of the game for good (Void), per player: "Removed from the game: 2 ships of Ann." ("" if none)."""
    held = [
        TEXT.tr(locale, "{ships} of {player}", player=names[str(p["seat"])], ships=ships(int(p["removed"]), locale))
        for p in public["players"]
        if p.get("removed")
    ]
    return TEXT.tr(locale, "Removed from the game: {ships}.", ships=", ".join(held)) if held else ""


def player_sentence(player: Player, names: Mapping[str, str], locale: str, dealt: bool = True) -> str:
    """A player's colour, power and facts; before the systems are set up, only whether they chose a colour."""
    if not player.get("colour"):
        return TEXT.tr(locale, "{player} is still picking a colour.", player=names[str(player["seat"])])
    if not dealt:
        return _sentence(who(player, names, locale))
    power = power_label(player, locale)
    if power:
        return TEXT.tr(
            locale,
            "{player}, {power}: {facts}.",
            player=who(player, names, locale),
            power=power,
            facts=player_facts(player, locale),
        )
    return TEXT.tr(locale, "{player}: {facts}.", player=who(player, names, locale), facts=player_facts(player, locale))


def planet_sentence(planet: Mapping[str, Any], names: Mapping[str, str], locale: str) -> str:
    held = ", ".join(
        TEXT.tr(locale, "{ships} of {player}", player=names[str(seat)], ships=ships(int(count), locale))
        for seat, count in planet["ships"].items()
    )
    said = held or TEXT.tr(locale, "empty")
    return TEXT.tr(locale, "{planet}: {ships}.", planet=planet_name(str(planet["planet"]), locale), ships=said)


def board_sentences(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> tuple[list[str], list[str]]:
    """The board in sentences: (essential, optional) for the alt text; all of them for the terminal."""
    essential = [
        TEXT.tr(locale, "Cosmic Encounter board."),
        *(_sentence(s) for s in status_lines(public, names, locale)),
    ]
    essential += [
        _sentence(offense_line(public, names, locale)),
        _sentence(defense_line(public, names, locale)),
        _sentence(target_line(public, locale)),
        cone_sentence(public, names, locale),
        cards_line(public, locale, names),
        outcome_line(public, locale),
        destiny_line(public, locale),
    ]
    dealt = bool(public.get("planets"))
    essential += [player_sentence(p, names, locale, dealt) for p in public["players"]]
    optional = [reversed_line(public, locale), allies_line(public, names, locale)]
    optional += deal_lines(public, names, locale) + [in_play_line(public, locale), fan_line(public, locale)]
    optional += [planet_sentence(p, names, locale) for p in public.get("planets") or [] if p["ships"]]
    optional += [_sentence(line) for line in pile_lines(public, locale)] if dealt else []
    return [s for s in essential if s], [s for s in optional if s]


def _sentence(line: str) -> str:
    """A label as a sentence: with a full stop at its end ("" stays "")."""
    return line if not line or line[-1] in ".!?" else f"{line}."


# -- cards in a hand ---------------------------------------------------------------------------------------------------
_EDICT_EFFECT: dict[str, Said] = {
    "edict_cosmic_zap": lambda locale: TEXT.tr(
        locale,
        "Any time, also as a response: name a player whose power works. That power stops working until the end of "
        "the challenge; a use just declared is spent.",
    ),
    "edict_mobius_tubes": lambda locale: TEXT.tr(
        locale, "Start of a challenge: every ship in the warp returns to its owner's bases."
    ),
    "edict_liberation": lambda locale: TEXT.tr(
        locale, "Start of a challenge: bring up to 4 of your own ships back from the warp to your bases."
    ),
    "edict_plague": lambda locale: TEXT.tr(
        locale,
        "Start or end of a challenge: the player you name loses 3 ships to the warp and discards one card of each "
        "category held: an attack card, a Compromise, an edict and a flare.",
    ),
    "edict_force_field": lambda locale: TEXT.tr(
        locale,
        "After the alliances: name allies of either side. Their ships go back to their bases and they are allies no "
        "longer.",
    ),
    "edict_emotion_control": lambda locale: TEXT.tr(
        locale, "After the reveal: every attack card revealed in this challenge counts as a Compromise."
    ),
    "edict_quash": lambda locale: TEXT.tr(locale, "After a deal is accepted: cancel it; the deal fails."),
    "edict_ionic_gas": lambda locale: TEXT.tr(
        locale, "After the outcome: no rewards and no compensation in this challenge."
    ),
    "edict_flare_zap": lambda locale: TEXT.tr(
        locale, "As a response: cancel a flare just played; it is discarded without effect."
    ),
    "edict_veto": lambda locale: TEXT.tr(
        locale, "As a response: cancel an edict just played; it is discarded without effect."
    ),
}

_FLARE_NORMAL: dict[str, Said] = {
    "flare_chronos": lambda locale: TEXT.tr(
        locale,
        "Start of a challenge, anyone: take one card of your choice from the discard pile; the rest of the pile is "
        "shuffled into the deck.",
    ),
    "flare_filch": lambda locale: TEXT.tr(
        locale, "Before the discard, as a main player: take your opponent's revealed challenge card into your hand."
    ),
    "flare_laser": lambda locale: TEXT.tr(
        locale,
        "Before the cards are picked, as a main player: your opponent's card is drawn at random from their hand "
        "this challenge.",
    ),
    "flare_macron": lambda locale: TEXT.tr(
        locale,
        "After the reveal, as a main player or ally whose side revealed an attack card: +1 to your side's total "
        "for each of your ships in the challenge.",
    ),
    "flare_mind": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as a main player: look at your opponent's hand."
    ),
    "flare_mutant": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as a main player: with fewer than 7 cards, draw from the deck up to 7."
    ),
    "flare_amoeba": lambda locale: TEXT.tr(
        locale,
        "Before the cards are picked, as a main player: add ships to the challenge or take them back, even beyond 4.",
    ),
    "flare_gambler": lambda locale: TEXT.tr(
        locale,
        "After the cards are picked, as a main player: name a spread from 1 to 10. If the two revealed attack cards "
        "differ by at least that much, add it to your card's value.",
    ),
}

_FLARE_SUPER: dict[str, Said] = {
    "flare_chronos": lambda locale: TEXT.tr(
        locale, "After the reveal, as a main player: travel back in time now, even if you already did this challenge."
    ),
    "flare_filch": lambda locale: TEXT.tr(
        locale, "Before the discard, as a main player: also take every edict and flare played this challenge."
    ),
    "flare_laser": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as an ally: blind the main player who opposes your side."
    ),
    "flare_macron": lambda locale: TEXT.tr(
        locale,
        "At the start or after destiny as the offense, or after the invitations when invited: send up to 4 ships "
        "this challenge, each still counting 4.",
    ),
    "flare_mind": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, in any role: look at the hands of all other players."
    ),
    "flare_mutant": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as a main player: regenerate as your power does, up to 10 cards."
    ),
    "flare_amoeba": lambda locale: TEXT.tr(
        locale, "Ooze as an ally too, with at least 1 of your ships in the challenge."
    ),
    "flare_gambler": lambda locale: TEXT.tr(
        locale, "When you bluff, raise the stake by 1 to 20 ships, which whoever loses the call also loses."
    ),
}


def attack_effect(locale: str) -> str:
    return TEXT.tr(
        locale,
        "Its value plus your side's ships is your total; the higher total wins, a tie goes to the defense. It beats "
        "a Compromise.",
    )


def compromise_effect(locale: str) -> str:
    return TEXT.tr(
        locale,
        "It loses to an attack card, but you then take one card from the winner for each ship you lost. Against a "
        "Compromise, the two main players make a deal.",
    )


def edict_effect(kind: str, locale: str) -> str:
    said = _EDICT_EFFECT.get(kind)
    return said(locale) if said else ""


def flare_halves(kind: str, locale: str) -> tuple[str, str]:
    """A flare's (Normal, Super) effects; ("", "") for a flare without a text."""
    normal, super_ = _FLARE_NORMAL.get(kind), _FLARE_SUPER.get(kind)
    return (normal(locale) if normal else "", super_(locale) if super_ else "")


def flare_power(kind: str) -> str:
    """The power a flare belongs to: `flare_mind` is Mind's."""
    return kind.removeprefix("flare_")


def normal_label(locale: str) -> str:
    return TEXT.ptr(locale, "flare", "Normal:")


def super_label(kind: str, locale: str) -> str:
    return TEXT.tr(locale, "Super, for {power} only:", power=power_name(flare_power(kind), locale))


def card_effect(kind: str, locale: str) -> str:
    """What a card does, in one text (a flare: both halves)."""
    if attack_value(kind) is not None:
        return attack_effect(locale)
    if kind == "compromise":
        return compromise_effect(locale)
    if kind.startswith("edict_"):
        return edict_effect(kind, locale)
    normal, super_ = flare_halves(kind, locale)
    if not normal:
        return ""
    return TEXT.tr(
        locale,
        "Normal: {normal} Super, for {power} only: {super}",
        normal=normal,
        power=power_name(flare_power(kind), locale),
        super=super_,
    )


def kinds_in_order(cards: Sequence[str]) -> list[tuple[str, int]]:
    """The kinds of a hand's card ids with their counts, in the canonical order (flares last, by id)."""
    counts: dict[str, int] = {}
    for card in cards:
        kind = kind_of(str(card))
        counts[kind] = counts.get(kind, 0) + 1
    rank = {kind: i for i, kind in enumerate(KIND_ORDER)}
    return sorted(counts.items(), key=lambda item: (rank.get(item[0], len(rank)), item[0]))


def no_cards(locale: str) -> str:
    return TEXT.tr(locale, "No cards in hand.")


def hand_title(seat: str, count: int, names: Mapping[str, str], locale: str) -> str:
    return TEXT.ntr(
        locale, "Hand of {player}: {count} card", "Hand of {player}: {count} cards", count, player=names[seat]
    )


def your_power_line(player: Player | None, locale: str) -> str:
    if not player or not player.get("power"):
        return ""
    return TEXT.tr(locale, "Your power: {power}", power=power_label(player, locale))


def own_player(view: Mapping[str, Any]) -> Player | None:
    """The seat's own entry of the public view, with its power filled in from its private view while that power is
    face down (only the seat's own pictures and words use this; the board never does)."""
    player = player_of(view["public"], str(view["you"]))
    hidden = view["private"].get("face_down_power")
    if player is None or not hidden:
        return player
    return {**player, "power": hidden, "power_face_down": True}


def own_face_down_note(player: Player | None, locale: str) -> str:
    """The note on a seat's own power card while only it knows the power ("" otherwise)."""
    if not player or not player.get("power") or not player.get("power_face_down"):
        return ""
    return face_down_note(locale)


# -- the power card ----------------------------------------------------------------------------------------------------
def when_line(power: str, locale: str) -> str:
    """When the power works, on its card: "When: After the cards are picked, as a main player" ("" if unknown)."""
    timing = power_timing(power, locale)
    return TEXT.tr(locale, "When: {timing}", timing=timing) if timing else ""


def kind_sentence(power: str, locale: str) -> str:
    """Whether the power's player decides, as a sentence for the alt text and the terminal."""
    if power_optional(power):
        return TEXT.tr(locale, "Optional power: you decide whether to use it.")
    return TEXT.tr(locale, "Mandatory power: it works by itself whenever it can.")


def badge(power: str, locale: str) -> str:
    """The card's badge: "Optional" or "Mandatory"."""
    return power_kind(power, locale)


def explanation(power: str, locale: str) -> str:
    """The power card's long explanation (the one-line effect for a power without one)."""
    return power_explanation(power, locale) or power_text(power, locale)


def drawn_power_line(player: Player | None, locale: str) -> str:
    """The power Reincarnator drew and what it does ("" when he holds none)."""
    extra = player.get("extra_power") if player else None
    if not extra:
        return ""
    return TEXT.tr(
        locale,
        "Power drawn as Reincarnator: {power}. {effect}",
        power=power_name(str(extra), locale),
        effect=explanation(str(extra), locale),
    )


def works_note(locale: str) -> str:
    return power_works_note(locale)


def power_sentences(player: Player | None, locale: str, explained: bool = False) -> list[str]:
    """The seat's power card in sentences: its name and state with its effect in one line, whether it is optional and
    when it works; with `explained`, its long explanation too."""
    line = your_power_line(player, locale)
    if not line or player is None:
        return []
    power = str(player["power"])
    text = power_text(power, locale)
    said = [TEXT.tr(locale, "{card}: {effect}", card=line, effect=text) if text else _sentence(line)]
    hidden = own_face_down_note(player, locale)
    if hidden:
        said.append(hidden)
    said.append(" ".join(s for s in (kind_sentence(power, locale), _sentence(when_line(power, locale))) if s))
    if explained:
        said.append(explanation(power, locale))
    drawn = drawn_power_line(player, locale)
    return [*said, drawn] if drawn else said


def attack_word(locale: str) -> str:
    return TEXT.ptr(locale, "card", "Attack")


def private_lines(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[str]:
    """What only this seat knows besides its hand: its face-down card, its play in the making, its deal draft."""
    private = view["private"]
    lines: list[str] = []
    if private.get("selected"):
        card = card_name(kind_of(str(private["selected"])), locale)
        lines.append(TEXT.tr(locale, "Your face-down challenge card: {card}.", card=card))
    declaring = private.get("declaring")
    if declaring and declaring.get("kind") and declaring["kind"] != "power":
        card = card_name(str(declaring["kind"]), locale)
        lines.append(TEXT.tr(locale, "You are playing {card} and naming its targets.", card=card))
    draft = private.get("deal_draft")
    if draft and len(draft) >= 7 and view["public"].get("decision") == "deal":
        _stage, gives, gives_mode, gets, gets_mode, mine, yours = draft[:7]
        terms = {
            "gives": gives,
            "gives_mode": gives_mode,
            "gets": gets,
            "gets_mode": gets_mode,
            "base_for_proposer": mine,
            "base_for_other": yours,
        }
        lines.append(TEXT.tr(locale, "Your deal draft so far: {terms}.", terms=deal_terms(terms, locale)))
    return lines


def hand_sentences(
    view: Mapping[str, Any], names: Mapping[str, str], locale: str, explained: bool = False
) -> tuple[str, ...]:
    """The hand picture in sentences: its title, the cards, the power card (with `explained`, its explanation too)
    and what only this seat knows."""
    seat = str(view["you"])
    hand = [str(c) for c in view["private"].get("hand") or []]
    player = own_player(view)
    lines = [hand_title(seat, len(hand), names, locale) + "."]
    lines.append(card_list((kind_of(c) for c in hand), locale) + "." if hand else no_cards(locale))
    lines += power_sentences(player, locale, explained)
    return tuple(lines + private_lines(view, names, locale))


def power_card_explanation(view: Mapping[str, Any], locale: str) -> str:
    """The long explanation on the seat's power card ("" before powers are dealt)."""
    player = own_player(view)
    if player is None or not player.get("power"):
        return ""
    return explanation(str(player["power"]), locale)


def counted_name(kind: str, count: int, locale: str) -> str:
    """A card's name with how many are held when more than one: "Attack 8 ×2" (the terminal's own way of counting)."""
    name = card_name(kind, locale)
    return f"{name} ×{count}" if count > 1 else name


def hand_cards(view: Mapping[str, Any], locale: str) -> tuple[tuple[str, str], ...]:
    """The hand as table rows (card, effect): every attack card in one row with the attack rule said once ("Attack 4,
    Attack 8 ×2"), then each other kind in its own row; a kind held more than once is counted, never merged."""
    kinds = kinds_in_order([str(c) for c in view["private"].get("hand") or []])
    attacks = [counted_name(kind, n, locale) for kind, n in kinds if attack_value(kind) is not None]
    rows = [(", ".join(attacks), attack_effect(locale))] if attacks else []
    rows += [
        (counted_name(kind, n, locale), card_effect(kind, locale)) for kind, n in kinds if attack_value(kind) is None
    ]
    return tuple(rows)


def effect_sentences(cards: Sequence[tuple[str, str]], locale: str) -> list[str]:
    """The cards' effects for the alt text, each effect once with every card it belongs to ("Attack 8, Attack 12:
    ...")."""
    grouped: dict[str, list[str]] = {}
    for name, effect in cards:
        if effect:
            grouped.setdefault(effect, []).append(name)
    return [TEXT.tr(locale, "{card}: {effect}", card=", ".join(held), effect=e) for e, held in grouped.items()]


def category_effect(category: str, effect: str, locale: str) -> str:
    """An effect under the name of its cards' category: "Attack cards: ..."."""
    return TEXT.tr(locale, "{card}: {effect}", card=category_name(category, locale), effect=effect)
