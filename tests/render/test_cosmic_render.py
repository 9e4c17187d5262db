"""Cosmic Encounter's pictures (render/cosmic): real PNGs of the board (from the public view only) and of a seat's hand
for three to six players at many positions of random games (windows open, a deal in progress, the game over), alt
texts that name the offense, the defense, the target, the phase and every player's bases and hand, no internal id in
any word a player reads, and no text under the legibility floor."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render.cosmic import RENDERER
from render.cosmic.board import WIDTH, background, height, key_band
from render.cosmic.words import _PHASE, phase_name, seat_names
from render.picture import ALT_LIMIT
from render.text import glyphs, min_text_px
from rules.cosmic.decisions import DECISIONS
from rules.cosmic.game import Cosmic
from rules.cosmic.names import card_name, colour_name, planet_name
from rules.cosmic.state import State
from rules.testing import id_tokens

GAME = Cosmic()
LOCALES = ("en", "de", "fr", "nl")
NAMES = {"p1": "Ann", "p2": "Bo"}  # the other seats read "Player N"
# (players, seed) of short random games; odd seeds play with the warp fan and the reversed cone
GAMES = ((3, 7), (4, 11), (5, 9), (6, 10))
EVERY = 600  # moves between sampled positions
SCAN = 1200  # the first moves, searched for each kind of moment
MOMENTS = frozenset({"deal", "response", "plays", "select", "alliance", "place", "lose", "reward"})


@cache
def positions(players: int, seed: int) -> tuple[State, ...]:
    """Every EVERY-th state of one random game, the first state with each kind of moment in MOMENTS (a deal, a
    response round, a window with plays, ...) among its first SCAN moves, and the final state."""
    options = {"beginner_flares": True, "warp_fan": seed % 2 == 1, "reverse_cone": seed % 2 == 1}
    state = GAME.setup([f"p{i}" for i in range(1, players + 1)], seed, options)
    rand = random.Random(seed)
    kept = [state]
    seen: set[str] = set()
    moves = 0
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
        moves += 1
        moment = _moment(GAME.view(state, None)["public"]) if moves < SCAN else ""
        if moment and moment not in seen:
            seen.add(moment)
            kept.append(state)
        elif moves % EVERY == 0:
            kept.append(state)
    kept.append(state)
    return tuple(kept)


def _moment(public: dict[str, Any]) -> str:
    window = public["window"]
    if public["decision"] == "deal":
        return "deal"
    if window and window["stage"] == "response":
        return "response"
    if window and window["plays"]:
        return "plays"
    return str(public["decision"]) if public["decision"] in MOMENTS else ""


def all_states() -> Iterator[State]:
    for players, seed in GAMES:
        yield from positions(players, seed)


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_board_and_hands_are_real_pngs_for_every_player_count(players: int, seed: int) -> None:
    states = positions(players, seed)
    publics = [GAME.view(s, None)["public"] for s in states]
    assert publics[-1]["phase"] == "over" and publics[-1]["winners"]
    assert any(p["window"] and p["window"]["plays"] for p in publics)
    assert any(p["decision"] == "select" for p in publics)
    for n, state in enumerate(states):
        view = GAME.view(state, None)
        picture = RENDERER.board(view, NAMES)
        image = _png(picture.png)
        band = key_band(view, seat_names(NAMES, "en"), "en").canvas.height  # the key facts a phone reads, on top
        assert (image.width, image.height) == (picture.width, picture.height) == (WIDTH, height(players) + band)
        assert 1800 <= image.height <= 2600 and 0 < len(picture.alt) <= ALT_LIMIT
        assert len(picture.png) < 300_000
        if n % 2 and state is not states[-1]:
            continue  # a hand at every other position
        seat = GAME.acting(state)[0] if GAME.acting(state) else "p1"
        hand = RENDERER.hand(GAME.view(state, seat), "en", NAMES)
        shown = _png(hand.png)
        assert (shown.width, shown.height) == (hand.width, hand.height) and 100 <= shown.height <= 2400
        assert hand.alt.startswith(f"Hand of {seat_names(NAMES, 'en')[seat]}: ")


@cache
def dealing() -> tuple[State, ...]:
    """Every state of the deals of one random three-player game up to the first with an open proposal."""
    state = positions(3, 7)[0]
    rand = random.Random(7)
    kept: list[State] = []
    offered = False
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
        public = GAME.view(state, None)["public"]
        if public["decision"] == "deal":
            kept.append(state)
            offered = offered or bool(public["deal"])
        elif offered:
            break
    return tuple(kept)


def test_a_deal_in_progress_is_drawn_and_told() -> None:
    states = dealing()
    offered = [s for s in states if GAME.view(s, None)["public"]["deal"]]
    assert offered
    view = GAME.view(offered[0], None)
    proposal = view["public"]["deal"][0]
    alt = RENDERER.board(view, NAMES).alt
    assert f"Proposal {proposal['id']} by " in alt and "A deal is being made." in alt
    assert "Phase: Deal." in alt
    hands = [RENDERER.hand_words(GAME.view(s, seat), "en").lines for s in states for seat in GAME.acting(s)]
    assert any(line.startswith("Your deal draft so far: ") for lines in hands for line in lines)


def test_the_board_is_deterministic_and_refuses_anything_but_the_public_view() -> None:
    state = positions(4, 11)[5]
    assert RENDERER.board(GAME.view(state, None), NAMES).png == RENDERER.board(GAME.view(state, None), NAMES).png
    with pytest.raises(ValueError):
        RENDERER.board(GAME.view(state, "p1"))
    with pytest.raises(ValueError):
        RENDERER.board_words(GAME.view(state, "p2"))
    with pytest.raises(TypeError):
        RENDERER.board(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        RENDERER.hand(GAME.view(state, None))
    with pytest.raises(ValueError):
        RENDERER.board({**GAME.view(state, None), "game": "hanse"})


def test_the_alt_text_names_offense_defense_target_phase_and_every_players_bases_and_hand() -> None:
    """Checked in the alt text of every third such position, and in the same sentences for the terminal in the others
    (the alt text is those sentences, the essential ones always whole)."""
    names = seat_names(NAMES, "en")
    checked = 0
    for state in all_states():
        public = GAME.view(state, None)["public"]
        if not public["target"] or not public["defense"] or public["phase"] == "over":
            continue
        if checked % 3:
            alt = " ".join(RENDERER.board_words(GAME.view(state, None), NAMES).lines)
        else:
            alt = RENDERER.board(GAME.view(state, None), NAMES).alt
        players = {p["seat"]: p for p in public["players"]}
        offense, defense = players[public["offense"]], players[public["defense"]]
        assert f"Offense: {names[offense['seat']]} ({colour_name(offense['colour'], 'en')})." in alt
        assert f"Defense: {names[defense['seat']]} ({colour_name(defense['colour'], 'en')})." in alt
        assert f"Target: {planet_name(public['target'], 'en')}." in alt
        assert "Phase: " in alt
        for seat, player in players.items():
            said = f"{names[seat]} ({colour_name(player['colour'], 'en')}), "
            assert said in alt
            facts = alt[alt.index(said) :]
            cards = player["hand"]
            assert f"{cards} card{'' if cards == 1 else 's'}, " in facts
            home, foreign = player["home_bases"], player["foreign_bases"]
            assert f"{home} home base{'' if home == 1 else 's'}, " in facts
            assert f"{foreign} foreign base{'' if foreign == 1 else 's'}, " in facts
        checked += 1
    assert checked >= 8


def test_the_words_follow_the_locale_and_count_right() -> None:
    state = positions(5, 9)[3]
    view = GAME.view(state, None)
    german = RENDERER.board_words(view, NAMES, "de").lines
    assert any("Spieler 3" in line for line in german)
    assert not any("Player 3" in line for line in german)
    english = " ".join(RENDERER.board_words(view, NAMES, "en").lines)
    assert " 1 cards" not in english and " 1 ships" not in english and " 1 home bases" not in english


def _drawn_words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from render.canvas import Canvas

    drawn: list[str] = []
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        drawn.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    return drawn


def test_no_word_a_player_reads_shows_an_internal_id_or_a_seat_id(monkeypatch: pytest.MonkeyPatch) -> None:
    """The alt texts, the words for the terminal and every label drawn, in every locale (each sampled position is drawn
    in one locale, in turn, and told in all)."""
    background.cache_clear()  # the background's labels are drawn (and so checked) again
    drawn = _drawn_words(monkeypatch)
    checked = 0
    turn = 0
    for players, seed in GAMES:
        states = positions(players, seed)
        forbidden = set(GAME.internal_ids()) | {f"p{i}" for i in range(1, players + 1)}
        for state in states[:: max(1, len(states) // 3)] + states[-1:]:
            public, seat = GAME.view(state, None), GAME.view(state, "p3")
            texts: list[str] = []
            for locale in LOCALES:
                texts += RENDERER.board_words(public, NAMES, locale).lines
                words = RENDERER.hand_words(seat, locale, NAMES)
                texts += [*words.lines, *(part for card in words.cards for part in card)]
            locale = LOCALES[turn % len(LOCALES)]
            turn += 1
            texts += [RENDERER.board(public, NAMES, locale).alt, RENDERER.hand(seat, locale, NAMES).alt, *drawn]
            drawn.clear()
            for text in texts:
                assert not id_tokens(text) & forbidden, text
                checked += 1
    assert checked > 500 and turn >= 2 * len(LOCALES)
    background.cache_clear()


def test_the_hand_lists_every_card_with_its_effect_and_flares_with_both_halves() -> None:
    flares = 0
    for state in all_states():
        for seat in GAME.view(state, None)["public"]["acting"][:2]:
            view = GAME.view(state, seat)
            kinds = {card.split("#")[0] for card in view["private"]["hand"]}
            picture = RENDERER.hand(view)
            words = RENDERER.hand_words(view)
            # a row names its cards, each counted when held more than once ("Attack 12 ×2"); attack cards share one
            named = [part.split(" ×")[0] for name, _ in words.cards for part in name.split(", ")]
            assert sorted(named) == sorted(card_name(kind, "en") for kind in kinds)
            assert all(effect for _, effect in words.cards)
            assert len({effect for _, effect in words.cards}) == len(words.cards)  # every rule text said once
            for kind in kinds:
                assert card_name(kind, "en") in picture.alt
                if kind.startswith("flare_"):
                    effect = dict(words.cards)[card_name(kind, "en")]
                    assert effect.startswith("Normal: ") and " Super, for " in effect
                    flares += 1
            if not kinds:
                assert "No cards in hand." in picture.alt
    assert flares


def test_no_text_is_drawn_under_the_floor(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every string reaches the picture through Pillow's text drawing; recorded at its font size, none is under the
    floor of the picture's width (18 px at 1600 px)."""
    sizes: list[int] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        font = kwargs.get("font")
        sizes.append(int(getattr(font, "size", 0)))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    background.cache_clear()
    glyphs.cache_clear()
    for players, seed in GAMES:
        for state in positions(players, seed)[::6]:
            RENDERER.board(GAME.view(state, None), NAMES, "de")
            RENDERER.hand(GAME.view(state, "p1"), "fr", NAMES)
    assert sizes and min(sizes) >= min_text_px(WIDTH) == 18
    background.cache_clear()
    glyphs.cache_clear()


def test_the_hand_table_counts_equal_cards_and_says_each_rule_once() -> None:
    """Given a hand of two Attack 8, one Attack 12, two Compromise and a Cosmic Zap, the table has one row for the
    attack cards with the attack rule said once ("Attack 8 ×2, Attack 12"), one for the two Compromise cards, counted,
    and one for the Cosmic Zap."""
    from render.cosmic.words import attack_effect, compromise_effect, edict_effect

    state = positions(3, 7)[-1]
    view = GAME.view(state, "p1")
    view["private"]["hand"] = [
        "compromise#3",
        "attack_8#1",
        "edict_cosmic_zap#1",
        "attack_12#2",
        "compromise#7",
        "attack_8#4",
    ]
    cards = RENDERER.hand_words(view, "en", NAMES).cards
    assert cards == (
        ("Attack 8 ×2, Attack 12", attack_effect("en")),
        ("Compromise ×2", compromise_effect("en")),
        ("Cosmic Zap", edict_effect("edict_cosmic_zap", "en")),
    )
    german = RENDERER.hand_words(view, "de", NAMES).cards
    assert german[1] == (f"{card_name('compromise', 'de')} ×2", compromise_effect("de"))
    # the alt text names every card and says each effect once
    alt = RENDERER.hand(view, "en", NAMES).alt
    assert alt.count(attack_effect("en")) == 1 and "Attack 8 ×2, Attack 12: " in alt


def test_every_decision_of_the_engine_has_a_phase_for_the_board() -> None:
    """A decision the board cannot place leaves its "Phase:" line blank: every one the engine registers is named."""
    unnamed = sorted(kind for kind, made in DECISIONS.items() if kind != "round" and made.phase not in _PHASE)
    assert unnamed == []
    for kind in ("gamble", "claim", "spread", "stake", "heal", "hoard"):
        assert phase_name({"decision": kind}, "de") != ""
