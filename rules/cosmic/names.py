"""The names players read for Cosmic Encounter's things, in every locale of the catalog "cosmic": colours and planets,
challenge cards, edicts and flares, the powers (each released power with a one-line effect, the label of its optional
use, its timing in words and a longer explanation for its power card), the windows, the sides of a challenge, the
categories of cards and lists of players and cards. Shared by the texts (text.py), the rules summary (summary.py) and
the pictures (render/cosmic/).

The powers' words are our own, written from the spec's engine behaviour (§5.1, §5.5), never the cards' texts. An
explanation says when the power works, what it does and what it does not do; the lower-case English words that are
power ids ("will", "mind", "loser", "void", ...) never appear in them (rules/cosmic/ids.py).

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it. German follows the Hexagames
rule book (Kosmische Mächte, Blitzer, Edikte, Herausforderungskarten, Kompromiss, Schicksalskarten, Hyperraumkegel,
Schwarzes Loch); English the spec's EN column. A colour is written like a name ("Red", "Blau 3"): the colour ids
themselves ("red") are internal ids that no text may show.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rules.cosmic.components import KIND_ORDER, attack_value, colour_of
from rules.i18n import catalog

TEXT = catalog("cosmic")

Words = Callable[[str], str]

_COLOUR: dict[str, Words] = {
    "red": lambda locale: TEXT.ptr(locale, "colour", "Red"),
    "blue": lambda locale: TEXT.ptr(locale, "colour", "Blue"),
    "yellow": lambda locale: TEXT.ptr(locale, "colour", "Yellow"),
    "green": lambda locale: TEXT.ptr(locale, "colour", "Green"),
    "orange": lambda locale: TEXT.ptr(locale, "colour", "Orange"),
    "white": lambda locale: TEXT.ptr(locale, "colour", "White"),
}

_PLANET: dict[str, Callable[[str, int], str]] = {
    "red": lambda locale, n: TEXT.ptr(locale, "planet", "Red {number}", number=n),
    "blue": lambda locale, n: TEXT.ptr(locale, "planet", "Blue {number}", number=n),
    "yellow": lambda locale, n: TEXT.ptr(locale, "planet", "Yellow {number}", number=n),
    "green": lambda locale, n: TEXT.ptr(locale, "planet", "Green {number}", number=n),
    "orange": lambda locale, n: TEXT.ptr(locale, "planet", "Orange {number}", number=n),
    "white": lambda locale, n: TEXT.ptr(locale, "planet", "White {number}", number=n),
}

_EDICT: dict[str, Words] = {
    "edict_cosmic_zap": lambda locale: TEXT.ptr(locale, "edict", "Cosmic Zap"),
    "edict_mobius_tubes": lambda locale: TEXT.ptr(locale, "edict", "Mobius Tubes"),
    "edict_liberation": lambda locale: TEXT.ptr(locale, "edict", "Liberation"),
    "edict_plague": lambda locale: TEXT.ptr(locale, "edict", "Plague"),
    "edict_force_field": lambda locale: TEXT.ptr(locale, "edict", "Force Field"),
    "edict_emotion_control": lambda locale: TEXT.ptr(locale, "edict", "Emotion Control"),
    "edict_quash": lambda locale: TEXT.ptr(locale, "edict", "Quash"),
    "edict_ionic_gas": lambda locale: TEXT.ptr(locale, "edict", "Ionic Gas"),
    "edict_flare_zap": lambda locale: TEXT.ptr(locale, "edict", "Flare Zap"),
    "edict_veto": lambda locale: TEXT.ptr(locale, "edict", "Veto"),
}

_FLARE: dict[str, Words] = {
    "flare_chronos": lambda locale: TEXT.tr(locale, "Chronos flare"),
    "flare_filch": lambda locale: TEXT.tr(locale, "Filch flare"),
    "flare_laser": lambda locale: TEXT.tr(locale, "Laser flare"),
    "flare_macron": lambda locale: TEXT.tr(locale, "Macron flare"),
    "flare_mind": lambda locale: TEXT.tr(locale, "Mind flare"),
    "flare_mutant": lambda locale: TEXT.tr(locale, "Mutant flare"),
    "flare_amoeba": lambda locale: TEXT.tr(locale, "Amoeba flare"),
    "flare_gambler": lambda locale: TEXT.tr(locale, "Gambler flare"),
}

_POWER: dict[str, Words] = {
    "chronos": lambda locale: TEXT.ptr(locale, "power", "Chronos"),
    "filch": lambda locale: TEXT.ptr(locale, "power", "Filch"),
    "laser": lambda locale: TEXT.ptr(locale, "power", "Laser"),
    "macron": lambda locale: TEXT.ptr(locale, "power", "Macron"),
    "mind": lambda locale: TEXT.ptr(locale, "power", "Mind"),
    "mutant": lambda locale: TEXT.ptr(locale, "power", "Mutant"),
    "will": lambda locale: TEXT.ptr(locale, "power", "Will"),
    "amoeba": lambda locale: TEXT.ptr(locale, "power", "Amoeba"),
    "gambler": lambda locale: TEXT.ptr(locale, "power", "Gambler"),
    "loser": lambda locale: TEXT.ptr(locale, "power", "Loser"),
    "anti_matter": lambda locale: TEXT.ptr(locale, "power", "Anti-Matter"),
    "barbarian": lambda locale: TEXT.ptr(locale, "power", "Barbarian"),
    "calculator": lambda locale: TEXT.ptr(locale, "power", "Calculator"),
    "chosen": lambda locale: TEXT.ptr(locale, "power", "Chosen"),
    "clone": lambda locale: TEXT.ptr(locale, "power", "Clone"),
    "cudgel": lambda locale: TEXT.ptr(locale, "power", "Cudgel"),
    "deuce": lambda locale: TEXT.ptr(locale, "power", "Deuce"),
    "diplomat": lambda locale: TEXT.ptr(locale, "power", "Diplomat"),
    "disease": lambda locale: TEXT.ptr(locale, "power", "Disease"),
    "fungus": lambda locale: TEXT.ptr(locale, "power", "Fungus"),
    "grudge": lambda locale: TEXT.ptr(locale, "power", "Grudge"),
    "hate": lambda locale: TEXT.ptr(locale, "power", "Hate"),
    "healer": lambda locale: TEXT.ptr(locale, "power", "Healer"),
    "human": lambda locale: TEXT.ptr(locale, "power", "Human"),
    "insect": lambda locale: TEXT.ptr(locale, "power", "Insect"),
    "kamikaze": lambda locale: TEXT.ptr(locale, "power", "Kamikaze"),
    "machine": lambda locale: TEXT.ptr(locale, "power", "Machine"),
    "mirror": lambda locale: TEXT.ptr(locale, "power", "Mirror"),
    "miser": lambda locale: TEXT.ptr(locale, "power", "Miser"),
    "oracle": lambda locale: TEXT.ptr(locale, "power", "Oracle"),
    "pacifist": lambda locale: TEXT.ptr(locale, "power", "Pacifist"),
    "parasite": lambda locale: TEXT.ptr(locale, "power", "Parasite"),
    "philanthropist": lambda locale: TEXT.ptr(locale, "power", "Philanthropist"),
    "reincarnator": lambda locale: TEXT.ptr(locale, "power", "Reincarnator"),
    "seeker": lambda locale: TEXT.ptr(locale, "power", "Seeker"),
    "sniveler": lambda locale: TEXT.ptr(locale, "power", "Sniveler"),
    "sorcerer": lambda locale: TEXT.ptr(locale, "power", "Sorcerer"),
    "spiff": lambda locale: TEXT.ptr(locale, "power", "Spiff"),
    "terrorist": lambda locale: TEXT.ptr(locale, "power", "Terrorist"),
    "trader": lambda locale: TEXT.ptr(locale, "power", "Trader"),
    "tripler": lambda locale: TEXT.ptr(locale, "power", "Tripler"),
    "vacuum": lambda locale: TEXT.ptr(locale, "power", "Vacuum"),
    "virus": lambda locale: TEXT.ptr(locale, "power", "Virus"),
    "void": lambda locale: TEXT.ptr(locale, "power", "Void"),
    "vulch": lambda locale: TEXT.ptr(locale, "power", "Vulch"),
    "warpish": lambda locale: TEXT.ptr(locale, "power", "Warpish"),
    "warrior": lambda locale: TEXT.ptr(locale, "power", "Warrior"),
    "zombie": lambda locale: TEXT.ptr(locale, "power", "Zombie"),
}
"""All 48 slots of §5.4 (German: the seed's seven, the spec's working labels for the rest)."""

_POWER_TEXT: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(
        locale,
        "Time travel: after the reveal, as a main player, take your card back; the opponent's card is set aside "
        "until the end of the challenge, and both of you pick a card again.",
    ),
    "filch": lambda locale: TEXT.tr(
        locale,
        "As a main player you keep the card your opponent revealed instead of letting it go to the discard pile.",
    ),
    "laser": lambda locale: TEXT.tr(
        locale,
        "Blind: before the cards are picked, as a main player, make your opponent play a challenge card drawn at "
        "random from their hand.",
    ),
    "macron": lambda locale: TEXT.tr(
        locale,
        "Giants: each of your ships in a challenge counts 4, but you send only 1 ship into the cone.",
    ),
    "mind": lambda locale: TEXT.tr(
        locale, "Knowledge: before the cards are picked, as a main player, look at your opponent's whole hand."
    ),
    "mutant": lambda locale: TEXT.tr(
        locale,
        "Regenerate: before the cards are picked, as a main player, fill your hand up to 7 cards, card by card from "
        "the deck or at random from another player's hand.",
    ),
    "will": lambda locale: TEXT.tr(
        locale,
        "Free will: after the destiny flip, as the offense, ignore the card and name the defense and the planet "
        "yourself.",
    ),
    "amoeba": lambda locale: TEXT.tr(
        locale,
        "Ooze: after the cards are picked, as a main player, move your own ships into or out of the challenge one "
        "by one, beyond the limit of 4.",
    ),
    "anti_matter": lambda locale: TEXT.tr(
        locale,
        "Attack against attack, as a main player, your side's ships are taken off your card's value, and the lower "
        "total wins.",
    ),
    "barbarian": lambda locale: TEXT.tr(
        locale,
        "When your side wins as the offense, take the defense's whole hand, keep as many cards as you had ships in "
        "the challenge and discard the rest.",
    ),
    "calculator": lambda locale: TEXT.tr(
        locale,
        "Equalize: after the cards are picked, as a main player, take the lower attack card's value off the higher "
        "one.",
    ),
    "chosen": lambda locale: TEXT.tr(
        locale,
        "Divine help: after the reveal, as a main player, draw 3 cards face up and use a challenge card among them "
        "instead of your card or on top of it.",
    ),
    "clone": lambda locale: TEXT.tr(
        locale, "Before the discard, as a main player, take your own revealed challenge card back into your hand."
    ),
    "cudgel": lambda locale: TEXT.tr(
        locale,
        "When your side wins and you revealed an attack card, your opponent also loses as many ships as you had in "
        "the challenge.",
    ),
    "grudge": lambda locale: TEXT.tr(
        locale,
        "Players you invite who do not join your side are marked: each loses 1 ship if your side wins or a deal is "
        "made, 4 otherwise.",
    ),
    "hate": lambda locale: TEXT.tr(
        locale,
        "At the start of your turn, discard a card: every other player discards one of the same category or loses "
        "3 ships of your choice.",
    ),
    "human": lambda locale: TEXT.tr(
        locale,
        "Attack against attack your side gets +4; if your power is zapped while you take part in the challenge, "
        "your side wins.",
    ),
    "kamikaze": lambda locale: TEXT.tr(
        locale,
        "Before the cards are picked, as a main player, send 1 to 4 of your ships from planets to the warp and draw "
        "2 cards for each.",
    ),
    "loser": lambda locale: TEXT.tr(
        locale,
        "Upset: before the cards are picked, as a main player, declare that the side that would lose wins, and the "
        "other way round.",
    ),
    "mirror": lambda locale: TEXT.tr(
        locale,
        "Reversal: after the cards are picked, as a main player, reverse the digits of every attack card revealed "
        "(6 becomes 60, 12 becomes 21).",
    ),
    "oracle": lambda locale: TEXT.tr(
        locale, "Foresight: as a main player, your opponent picks a challenge card first and shows it; then you pick."
    ),
    "pacifist": lambda locale: TEXT.tr(
        locale, "As a main player, your Compromise wins against an attack card, without compensation."
    ),
    "parasite": lambda locale: TEXT.tr(
        locale, "Join any challenge as an ally, on either side, even when nobody invites you."
    ),
    "philanthropist": lambda locale: TEXT.tr(
        locale, "After the alliances, as a main player or ally, give a card of your choice to a main player."
    ),
    "sorcerer": lambda locale: TEXT.tr(
        locale,
        "Magic: after the cards are picked, as a main player, swap the two face-down challenge cards between the "
        "main players.",
    ),
    "spiff": lambda locale: TEXT.tr(
        locale,
        "Crash landing: when you lose as the offense by 10 or more, attack against attack, land one ship on the "
        "target planet.",
    ),
    "trader": lambda locale: TEXT.tr(
        locale, "Trade: before the cards are picked, as a main player, swap your whole hand with your opponent's."
    ),
    "tripler": lambda locale: TEXT.tr(
        locale,
        "As a main player, your attack card counts triple if it is 10 or less, and a third (rounded up) if it is "
        "higher.",
    ),
    "vacuum": lambda locale: TEXT.tr(
        locale,
        "Whenever your ships go to the warp, send up to as many ships of other players of your choice along with them.",
    ),
    "virus": lambda locale: TEXT.tr(
        locale,
        "Attack against attack, as a main player, your card's value is multiplied by your own ships in the challenge.",
    ),
    "void": lambda locale: TEXT.tr(
        locale,
        "When your side wins as a main player, the beaten ships are removed from the game instead of going to the "
        "warp.",
    ),
    "vulch": lambda locale: TEXT.tr(locale, "Every edict another player discards comes into your hand instead."),
    "warpish": lambda locale: TEXT.tr(
        locale, "Attack against attack, as a main player, add 1 to your total for each ship in the warp."
    ),
    "warrior": lambda locale: TEXT.tr(
        locale,
        "Earn tokens after each challenge you fight as a main player (1 after a win, 2 after a defeat) and add them "
        "to your total.",
    ),
    "zombie": lambda locale: TEXT.tr(locale, "Your ships never go to the warp: they return to your bases instead."),
    "gambler": lambda locale: TEXT.tr(
        locale,
        "Bluff: at the reveal, as a main player, you may claim your card is another; if your opponent calls, "
        "whoever was wrong loses ships.",
    ),
    "healer": lambda locale: TEXT.tr(
        locale,
        "Whenever other players lose ships to the warp, you may send them back to their bases and draw a card for "
        "each player healed.",
    ),
    "machine": lambda locale: TEXT.tr(
        locale,
        "As the offense, start another challenge after each one, won or lost, as long as you hold a challenge card.",
    ),
    "miser": lambda locale: TEXT.tr(
        locale,
        "You hold a second, secret hand of 7 cards (your hoard) that nobody can see or take, and may pick or play "
        "cards from it.",
    ),
    "reincarnator": lambda locale: TEXT.tr(
        locale,
        "When your side loses or a deal fails, you draw a random unused power and use it besides your own.",
    ),
}
"""Every released power in one line (§5.1, §5.5): on the table picture, the hand picture and in the rules summary."""

_POWER_USE: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(locale, "Use Chronos: travel back in time"),
    "laser": lambda locale: TEXT.tr(locale, "Use Laser: blind your opponent"),
    "mind": lambda locale: TEXT.tr(locale, "Use Mind: look at your opponent's hand"),
    "mutant": lambda locale: TEXT.tr(locale, "Use Mutant: fill your hand up to 7 cards"),
    "will": lambda locale: TEXT.tr(locale, "Use Will: name the defense and the planet yourself"),
    "amoeba": lambda locale: TEXT.tr(locale, "Use Amoeba: ooze ships into or out of the challenge"),
    "calculator": lambda locale: TEXT.tr(locale, "Use Calculator: equalize the attack cards"),
    "chosen": lambda locale: TEXT.tr(locale, "Use Chosen: draw 3 cards for divine help"),
    "clone": lambda locale: TEXT.tr(locale, "Use Clone: keep your challenge card"),
    "kamikaze": lambda locale: TEXT.tr(locale, "Use Kamikaze: send ships to the warp for cards"),
    "loser": lambda locale: TEXT.tr(locale, "Use Loser: declare an upset"),
    "mirror": lambda locale: TEXT.tr(locale, "Use Mirror: reverse the digits of the attack cards"),
    "parasite": lambda locale: TEXT.tr(locale, "Use Parasite: join the challenge uninvited"),
    "philanthropist": lambda locale: TEXT.tr(locale, "Use Philanthropist: give a card away"),
    "sorcerer": lambda locale: TEXT.tr(locale, "Use Sorcerer: swap the face-down cards"),
    "spiff": lambda locale: TEXT.tr(locale, "Use Spiff: crash-land a ship on the target planet"),
    "trader": lambda locale: TEXT.tr(locale, "Use Trader: swap hands with your opponent"),
    "gambler": lambda locale: TEXT.tr(locale, "Use Gambler: bluff about your card"),
    "healer": lambda locale: TEXT.tr(locale, "Use Healer: send the lost ships back to their bases"),
    "machine": lambda locale: TEXT.tr(locale, "Use Machine: start another challenge"),
    "miser": lambda locale: TEXT.tr(locale, "Use Miser: take the card from your hoard"),
}
"""The label of an optional power's use (the action `use_power`)."""

OPTIONAL_POWERS: frozenset[str] = frozenset(
    {
        *("chronos", "laser", "mind", "mutant", "will"),
        *("amoeba", "calculator", "chosen", "clone", "kamikaze", "loser", "mirror", "parasite", "philanthropist"),
        *("sorcerer", "spiff", "trader", "gambler", "healer", "machine", "miser"),
    }
)
"""The released powers whose player decides whether to use them (the spec's A/F column "F"); every other released
power works by itself whenever it is active."""

_POWER_TIMING: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(locale, "After the reveal, as a main player, once per challenge"),
    "filch": lambda locale: TEXT.tr(locale, "At the discard, as a main player"),
    "laser": lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player, once per challenge"),
    "macron": lambda locale: TEXT.tr(locale, "Whenever you send ships and whenever totals are counted"),
    "mind": lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player, once per challenge"),
    "mutant": lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as a main player with fewer than 7 cards, once per challenge"
    ),
    "will": lambda locale: TEXT.tr(locale, "After the destiny flip, as the offense, once per challenge"),
    "amoeba": lambda locale: TEXT.tr(
        locale, "After the cards are picked, as a main player with a ship in the challenge"
    ),
    "anti_matter": lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    "barbarian": lambda locale: TEXT.tr(locale, "When your side wins, as the offense"),
    "calculator": lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    "chosen": lambda locale: TEXT.tr(locale, "After the reveal, as a main player"),
    "clone": lambda locale: TEXT.tr(locale, "Before the discard, as a main player"),
    "cudgel": lambda locale: TEXT.tr(locale, "When your side wins, as a main player who revealed an attack card"),
    "grudge": lambda locale: TEXT.tr(locale, "After the alliances and after the outcome, as a main player"),
    "hate": lambda locale: TEXT.tr(locale, "At the start of your turn"),
    "human": lambda locale: TEXT.tr(
        locale, "When the totals are counted and when your power is zapped, as a main player or ally"
    ),
    "kamikaze": lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    "loser": lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    "mirror": lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    "oracle": lambda locale: TEXT.tr(locale, "Whenever the cards are picked, as a main player"),
    "pacifist": lambda locale: TEXT.tr(locale, "At the outcome, as a main player who revealed a Compromise"),
    "parasite": lambda locale: TEXT.tr(locale, "During the alliances, as neither offense nor defense"),
    "philanthropist": lambda locale: TEXT.tr(locale, "After the alliances, as a main player or ally"),
    "sorcerer": lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    "spiff": lambda locale: TEXT.tr(
        locale, "When you lose as the offense by 10 or more, attack card against attack card"
    ),
    "trader": lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    "tripler": lambda locale: TEXT.tr(locale, "When the totals are counted, as a main player"),
    "vacuum": lambda locale: TEXT.tr(locale, "Whenever your ships go to the warp"),
    "virus": lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    "void": lambda locale: TEXT.tr(locale, "When your side wins, as a main player"),
    "vulch": lambda locale: TEXT.tr(locale, "Whenever an edict of another player is discarded"),
    "warpish": lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    "warrior": lambda locale: TEXT.tr(
        locale, "After each challenge you fight as a main player, and when the totals are counted"
    ),
    "zombie": lambda locale: TEXT.tr(locale, "Whenever your ships would go to the warp"),
    "gambler": lambda locale: TEXT.tr(locale, "At the reveal, as a main player"),
    "healer": lambda locale: TEXT.tr(locale, "Whenever other players lose ships to the warp"),
    "machine": lambda locale: TEXT.tr(locale, "After each challenge of your turn, as the offense"),
    "miser": lambda locale: TEXT.tr(locale, "Whenever you pick or play a card, and at the start of your turn"),
    "reincarnator": lambda locale: TEXT.tr(locale, "When your side loses or a deal fails, as a main player or ally"),
}
"""When each released power works, as a phrase that follows "When:" on the power card."""

_POWER_EXPLANATION: dict[str, Words] = {
    "chronos": lambda locale: TEXT.tr(
        locale,
        "Once per challenge, after both challenge cards are revealed and while you are a main player, you may "
        "travel back in time. Your revealed card goes back into your hand; your opponent's card is set aside face up "
        "and returns to its owner at the discard. Both of you then pick a new challenge card, and your opponent may "
        "not pick the card set aside.",
    ),
    "filch": lambda locale: TEXT.tr(
        locale,
        "When the cards of a challenge in which you were a main player are discarded, the challenge card your "
        "opponent revealed last goes into your hand instead, an attack card or a Compromise alike. It happens by "
        "itself. A card set aside by time travel is not taken, and a Cosmic Zap played before the discard stops it.",
    ),
    "laser": lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked and while you are a main player, you may blind "
        "your opponent. They pick no card themselves: one of their challenge cards is drawn at random and shown to "
        "them. This also holds if cards are picked again in the same challenge. You do not see their hand.",
    ),
    "macron": lambda locale: TEXT.tr(
        locale,
        "Each of your ships on your side of a challenge counts 4 in the totals, as offense, defense or ally. In "
        "return, as the offense or an ally you send exactly 1 ship into the cone. Rewards and compensation still "
        "count each ship once, and while your power does not work your ships count 1 each.",
    ),
    "mind": lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked and while you are a main player, you may look at "
        "your opponent's whole hand. Only you see it. Nothing changes in their hand or in yours.",
    ),
    "mutant": lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked, as a main player holding fewer than 7 cards, you "
        "may regenerate. You fill your hand up to 7 cards one at a time: the top card of the deck, or a random card "
        "from the hand of a player you name. You never go beyond 7 cards.",
    ),
    "will": lambda locale: TEXT.tr(
        locale,
        "Once per challenge, after the destiny card is flipped, as the offense you may ignore its colour. You name "
        "the defense yourself, any other player, and a planet of their system or any planet where they have ships. "
        "The card's other effects still apply. If your power is zapped, the destiny card decides as usual.",
    ),
    "amoeba": lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player with at least one ship in the challenge, "
        "you may ooze. One ship at a time, move your own ships from your bases into the challenge or back out to "
        "your bases, with no limit of 4, and stop when you like. As the offense they go into or out of the cone, as "
        "the defense onto or off the target planet. An offense who wins with no ship left in the cone gains no base.",
    ),
    "anti_matter": lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your side's ships, yours and your allies', "
        "are taken off your card's value instead of added to it. Your opponent's total is counted as usual, and the "
        "lower total wins; a tie still goes to the defense. Nothing changes when a Compromise is revealed.",
    ),
    "barbarian": lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are the offense, you take the defense's whole hand in secret. "
        "You keep as many of those cards as you had ships of your own in the challenge and discard the rest face "
        "up. Compensation, if due, is then taken from your enlarged hand. Nothing happens when you defend or ally.",
    ),
    "calculator": lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may equalize. If both revealed "
        "cards are attack cards, the higher value is reduced by the lower one; equal values stay as they are. It "
        "has no effect when a Compromise is revealed.",
    ),
    "chosen": lambda locale: TEXT.tr(
        locale,
        "After the reveal, while you are a main player, you may call for divine help: you draw 3 cards from the "
        "deck face up. If one of them is a challenge card, you may put it in place of your revealed card or, when "
        "both are attack cards, add its value to your card's value. The other cards drawn are discarded at the end "
        "of the challenge.",
    ),
    "clone": lambda locale: TEXT.tr(
        locale,
        "Before the discard, while you are a main player, you may keep your challenge card: the card you revealed "
        "last goes back into your hand instead of to the discard pile. If another power takes that card first, "
        "nothing comes back.",
    ),
    "cudgel": lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are a main player and you revealed an attack card, your "
        "opponent loses extra ships: as many as you had in the challenge. Your opponent chooses the planets they "
        "come from. These extra losses bring no compensation.",
    ),
    "grudge": lambda locale: TEXT.tr(
        locale,
        "As a main player, every player you invite who does not join your side gets a mark everyone can see. After "
        "the outcome each marked player loses 1 ship if your side won or a deal was made, and 4 ships if your side "
        "lost or the deal failed; they choose the planets. Then the marks are cleared; an aborted challenge or a "
        "zapped power clears them without losses.",
    ),
    "hate": lambda locale: TEXT.tr(
        locale,
        "At the start of your turn, if you hold a card, you discard one of your choice face up. Then every other "
        "player in turn discards a card of the same category (an attack card at least as high as yours) or loses 3 "
        "ships that you pick from their planets. Anyone may choose to lose the ships rather than a card.",
    ),
    "human": lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player or ally, your side's total gets +4. If a "
        "Cosmic Zap switches off your power while you take part in the challenge, your side wins whatever the "
        "cards, even Compromise against Compromise. A main player who loses with a Compromise is compensated as "
        "usual.",
    ),
    "kamikaze": lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may make a sacrifice. Once the use "
        "stands, you mark 1 to 4 of your own ships on planets: they go to the warp and you draw 2 cards from the "
        "deck for each. If your power is zapped, no ship moves and you draw nothing.",
    ),
    "loser": lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may declare an upset. Both main "
        "players must then pick an attack card if they hold one. At the outcome the side that would win loses and "
        "the other side wins; a deal stays a deal. A main player who loses with a Compromise is compensated.",
    ),
    "mirror": lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may reverse the digits of every "
        "attack card revealed in this challenge: 6 becomes 60, 12 becomes 21, 20 becomes 2 and 40 becomes 4. This "
        "comes before any other change to the values. A Compromise is not affected.",
    ),
    "oracle": lambda locale: TEXT.tr(
        locale,
        "Whenever challenge cards are picked while you are a main player, your opponent picks first and their card "
        "is turned face up for everyone; only then do you pick yours. This also holds when the cards are picked "
        "again. A card drawn at random for your opponent is shown face up too.",
    ),
    "pacifist": lambda locale: TEXT.tr(
        locale,
        "When you are a main player, reveal a Compromise and your opponent reveals an attack card, your side wins "
        "instead of losing. Your opponent gets no compensation, having revealed an attack card. Compromise against "
        "Compromise still leads to a deal.",
    ),
    "parasite": lambda locale: TEXT.tr(
        locale,
        "When you are neither offense nor defense and have a base, you are asked during the alliances even if "
        "nobody invited you. You may then join either side with 1 to 4 ships as usual, or stay out.",
    ),
    "philanthropist": lambda locale: TEXT.tr(
        locale,
        "After the alliances, while you are a main player or ally, you may give away one card of your choice. As a "
        "main player you give it to your opponent; as an ally to either main player. You draw nothing in return, "
        "and an empty hand is refilled only by the usual rules for a new hand.",
    ),
    "sorcerer": lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may swap the two face-down cards. "
        "Each main player then reveals the card the other picked and counts as the one who played it, also for "
        "compensation and for powers that keep or take cards.",
    ),
    "spiff": lambda locale: TEXT.tr(
        locale,
        "When you are the offense and lose attack card against attack card by 10 or more, you may crash-land: one "
        "of your ships in the cone lands on the target planet beside the defense's ships and gives you a base "
        "there. Your other ships in the challenge go to the warp as usual.",
    ),
    "trader": lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may trade hands with your "
        "opponent. Both whole hands change owners, and each of you sees the new one. A hoard is not part of the "
        "trade.",
    ),
    "tripler": lambda locale: TEXT.tr(
        locale,
        "Whenever you are a main player and reveal an attack card, its value is tripled if it is 10 or less, or "
        "divided by 3 and rounded up if it is higher. This comes after the values are reversed or equalized. Your "
        "opponent's card is not changed.",
    ),
    "vacuum": lambda locale: TEXT.tr(
        locale,
        "Whenever you lose ships to the warp, you may send up to as many ships of other players along with them. "
        "You name the players one ship at a time, and each of them chooses the planets their ships come from. "
        "These losses do not set off your power again.",
    ),
    "virus": lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your total is your card's value multiplied "
        "by the number of your own ships in the challenge, plus your allies' ships and any bonuses. Here each ship "
        "counts 1. Nothing changes when a Compromise is revealed.",
    ),
    "void": lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are a main player, the losing side's ships that would go to "
        "the warp are removed from the game instead. No player is brought below 5 ships outside those removed: the "
        "rest go to the warp as usual. Removed ships never come back.",
    ),
    "vulch": lambda locale: TEXT.tr(
        locale,
        "Whenever an edict of another player would go to the discard pile, at the end of a challenge, with a new "
        "hand or through the Plague, it comes into your hand instead. Your own edicts are discarded as usual. When "
        "you draw a new hand, you keep your edicts, show them, and draw 7 more cards.",
    ),
    "warpish": lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your side's total gets +1 for each ship in "
        "the warp, of every colour. Ships waiting on the fan do not count. Nothing changes when a Compromise is "
        "revealed.",
    ),
    "warrior": lambda locale: TEXT.tr(
        locale,
        "After each challenge in which you were a main player, you earn tokens everyone can see: 1 if your side won "
        "or a deal was made, 2 if it lost or the deal failed. An aborted challenge or a reclaimed home planet earns "
        "nothing. When attack card meets attack card, you add all your tokens to your total, and you keep them.",
    ),
    "zombie": lambda locale: TEXT.tr(
        locale,
        "Whenever your ships would go to the warp, they return to your bases instead, and you place them. They never "
        "go back to a target planet just lost; without a base they go to your home planets. They still count as "
        "lost for compensation, and ships removed from the game do not return.",
    ),
    "gambler": lambda locale: TEXT.tr(
        locale,
        "When your opponent's card is turned up, you may reveal yours or bluff: claim it is another card. Your "
        "opponent accepts the claim or calls it. Accepted, the challenge goes on as claimed and your real card goes "
        "under the deck unseen. Called, your card is shown: a false claim costs you as many ships as you had in the "
        "challenge, a true one costs the caller as many of theirs.",
    ),
    "healer": lambda locale: TEXT.tr(
        locale,
        "Whenever other players lose ships to the warp, you may heal any of them: their ships lost that way return "
        "to their bases, and you draw 1 card from the deck for each player healed. Compensation stays due as if the "
        "ships were lost.",
    ),
    "machine": lambda locale: TEXT.tr(
        locale,
        "As the offense, after each challenge of your turn, successful or not, you may start another one if you "
        "hold a challenge card. You draw no new hand for it. A turn holds at most 10 challenges.",
    ),
    "miser": lambda locale: TEXT.tr(
        locale,
        "At the start of the game you get a second hand of 7 cards, your hoard: nobody can see, take, swap or "
        "discard it, but everyone knows how many cards it holds. Whenever you pick or play a card, you may take it "
        "from the hoard. At the start of each of your turns you keep the hoard, or, if it holds no challenge card, "
        "show and discard it for 7 new cards.",
    ),
    "reincarnator": lambda locale: TEXT.tr(
        locale,
        "When you are a main player or ally on the losing side, or in a failed deal, you draw at random a power of "
        "the game's pool that nobody plays. You use it besides your own until the next such draw replaces it. "
        "Everyone can see which power you hold.",
    ),
}
"""Each released power in 2-5 sentences for its power card: when it works, what it does, what it does not do."""

_WINDOW: dict[str, Words] = {
    "w_start": lambda locale: TEXT.ptr(locale, "window", "Start of the challenge"),
    "w_destiny": lambda locale: TEXT.ptr(locale, "window", "After destiny"),
    "w_launch": lambda locale: TEXT.ptr(locale, "window", "After the launch"),
    "w_invite": lambda locale: TEXT.ptr(locale, "window", "After the invitations"),
    "w_alliance": lambda locale: TEXT.ptr(locale, "window", "After the alliances"),
    "w_preselect": lambda locale: TEXT.ptr(locale, "window", "Before the cards are picked"),
    "w_postselect": lambda locale: TEXT.ptr(locale, "window", "After the cards are picked"),
    "w_reveal": lambda locale: TEXT.ptr(locale, "window", "After the reveal"),
    "w_outcome": lambda locale: TEXT.ptr(locale, "window", "After the outcome"),
    "w_deal": lambda locale: TEXT.ptr(locale, "window", "After the deal"),
    "w_discard": lambda locale: TEXT.ptr(locale, "window", "Before the discard"),
    "w_end": lambda locale: TEXT.ptr(locale, "window", "End of the challenge"),
    "will": lambda locale: TEXT.ptr(locale, "window", "Will's choice"),
    "healer": lambda locale: TEXT.ptr(locale, "window", "Healer's healing"),
    "machine": lambda locale: TEXT.ptr(locale, "window", "Machine's extra challenge"),
    "gambler": lambda locale: TEXT.ptr(locale, "window", "Gambler's bluff"),
    "response": lambda locale: TEXT.ptr(locale, "window", "Responses"),
}
"""The timing windows of §4.2, and the moments that are no window of their own: the response rounds of power uses
outside a window (`r_power`: Will's choice, Healer's healing, Machine's extra challenge, Gambler's bluff) and a
response round."""

_SIDE: dict[str, Words] = {
    "offense": lambda locale: TEXT.ptr(locale, "side", "the offense"),
    "defense": lambda locale: TEXT.ptr(locale, "side", "the defense"),
}

_CATEGORY: dict[str, Words] = {
    "attack": lambda locale: TEXT.ptr(locale, "category", "Attack cards"),
    "compromise": lambda locale: TEXT.ptr(locale, "category", "Compromise cards"),
    "edict": lambda locale: TEXT.ptr(locale, "category", "Edicts"),
    "flare": lambda locale: TEXT.ptr(locale, "category", "Flares"),
}


def colour_name(colour: str, locale: str) -> str:
    """A player's colour, written like a name: "Red", "Rot", "Rouge", "Rood"."""
    name = _COLOUR.get(colour)
    return name(locale) if name else TEXT.tr(locale, "an unknown colour")


def planet_name(planet: str, locale: str) -> str:
    """A planet by its system's colour and its number: `blue_3` is "Blue 3" ("Blau 3", "Bleu 3", "Blauw 3")."""
    colour = colour_of(planet)
    number = planet.rsplit("_", 1)[-1]
    name = _PLANET.get(colour)
    if name is None or not number.isdigit():
        return TEXT.tr(locale, "an unknown planet")
    return name(locale, int(number))


def card_name(kind: str, locale: str) -> str:
    """A talon card by its kind: "Attack 12", "Compromise", "Cosmic Zap", "Mind flare"."""
    if kind == "compromise":
        return TEXT.ptr(locale, "card", "Compromise")
    value = attack_value(kind)
    if value is not None:
        return TEXT.ptr(locale, "card", "Attack {value}", value=value)
    name = _EDICT.get(kind) or _FLARE.get(kind)
    return name(locale) if name else TEXT.tr(locale, "an unknown card")


def _kind_rank(kind: str) -> tuple[int, str]:
    return (KIND_ORDER.index(kind), "") if kind in KIND_ORDER else (len(KIND_ORDER), kind)


def card_list(kinds: Iterable[str], locale: str) -> str:
    """Cards by kind in the canonical order, each kind once with its count: "Compromise, 2× Attack 8, Cosmic Zap"
    ("no cards" if there are none)."""
    counts: dict[str, int] = {}
    for kind in kinds:
        counts[kind] = counts.get(kind, 0) + 1
    said = [
        card_name(kind, locale) if n == 1 else f"{n}× {card_name(kind, locale)}"
        for kind, n in sorted(counts.items(), key=lambda item: _kind_rank(item[0]))
    ]
    return ", ".join(said) if said else TEXT.tr(locale, "no cards")


def power_name(power: str, locale: str) -> str:
    name = _POWER.get(power)
    return name(locale) if name else TEXT.tr(locale, "an unknown power")


def power_text(power: str, locale: str) -> str:
    """What a power does, in one line ("" for a power of no release)."""
    text = _POWER_TEXT.get(power)
    return text(locale) if text else ""


def power_use(power: str, locale: str) -> str:
    """The label of using `power` now: "Use Laser: blind your opponent" (any power: "Use your power")."""
    label = _POWER_USE.get(power)
    if label is not None:
        return label(locale)
    if power in _POWER:
        return TEXT.tr(locale, "Use your power: {power}", power=power_name(power, locale))
    return TEXT.tr(locale, "Use your power")


def power_optional(power: str) -> bool:
    """Whether the player decides when to use `power` (else it works by itself whenever it is active)."""
    return power in OPTIONAL_POWERS


def power_kind(power: str, locale: str) -> str:
    """The power card's badge: "Optional" or "Mandatory"."""
    if power_optional(power):
        return TEXT.ptr(locale, "power card", "Optional")
    return TEXT.ptr(locale, "power card", "Mandatory")


def power_timing(power: str, locale: str) -> str:
    """When `power` works, as a phrase: "After the cards are picked, as a main player" ("" for an unreleased one)."""
    timing = _POWER_TIMING.get(power)
    return timing(locale) if timing else ""


def power_explanation(power: str, locale: str) -> str:
    """What `power` does, in a few sentences for its power card ("" for a power of no release)."""
    explanation = _POWER_EXPLANATION.get(power)
    return explanation(locale) if explanation else ""


def power_works_note(locale: str) -> str:
    """The rule every power card recalls (§4.1)."""
    return TEXT.tr(
        locale,
        "A power works only while its player has bases on at least 3 home planets, and not after a Cosmic Zap "
        "until the end of the challenge.",
    )


def window_name(window: str, locale: str) -> str:
    name = _WINDOW.get(window)
    return name(locale) if name else TEXT.tr(locale, "a moment of the challenge")


def side_name(side: str, locale: str) -> str:
    """A side of the challenge, as it stands in a sentence: "the offense", "the defense"."""
    name = _SIDE.get(side)
    return name(locale) if name else TEXT.tr(locale, "neither side")


def category_name(category: str, locale: str) -> str:
    name = _CATEGORY.get(category)
    return name(locale) if name else TEXT.tr(locale, "other cards")


def player_list(players: Sequence[str], locale: str) -> str:
    """Names joined as a sentence joins them: "Ada", "Ada and Bram", "Ada, Bram and Chloé"."""
    if not players:
        return TEXT.tr(locale, "nobody")
    if len(players) == 1:
        return players[0]
    return TEXT.tr(locale, "{first} and {last}", first=", ".join(players[:-1]), last=players[-1])


def game_over_line(winners: Sequence[str], reason: str | None, locale: str) -> str:
    """How a game ended, in one sentence: its winners by name (together, if several), or the turn limit."""
    if winners:
        return TEXT.ntr(
            locale,
            "{players} won with five foreign bases!",
            "{players} won together, each with five foreign bases!",
            len(winners),
            players=player_list(winners, locale),
        )
    if reason == "turn_limit":
        return TEXT.tr(locale, "The turn limit was reached: the game ended without a winner.")
    return TEXT.tr(locale, "The game is over.")
