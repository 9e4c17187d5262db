"""The end of a game as the views and words tell it (§6): who won, the final ranking and what broke a tie of points
(fame rings, then resource cards in hand), or that players share a place; and the rules summary that follows the
game's options."""

from __future__ import annotations

from render.starfarers import RENDERER
from rules.frozen import evolve
from rules.starfarers.game import GAME
from rules.starfarers.state import OVER, State
from rules.starfarers.testing import arrange
from rules.starfarers.turns import ROUND_LIMIT, TARGET_REACHED

NAMES = {"p1": "Ann", "p2": "Bo", "p3": "Cy"}


def ended(
    fame: tuple[int, int, int], hands: tuple[int, int, int], reason: str = ROUND_LIMIT, winner: int = -1
) -> State:
    """Each player with their start pieces (3 colonies, one a space port: 4 points), Ann and Bo with one more colony,
    `fame` rings and `hands` ore cards; the game over for `reason`."""
    state = GAME.setup(["p1", "p2", "p3"], 1)
    state = arrange(state, hands={seat: {"ore": n} for seat, n in enumerate(hands)})
    for seat, node in ((0, "v08_04"), (1, "v10_04")):
        state = state.with_player(seat, colonies=(*state.players[seat].colonies, node))
    for seat, rings in enumerate(fame):
        state = state.with_player(seat, fame=rings)
    return evolve(state, phase=OVER, reason=reason, winner=winner)


def words(state: State, locale: str = "en") -> tuple[str, ...]:
    return RENDERER.board_words(GAME.view(state, None), NAMES, locale).lines


def test_equal_points_are_ranked_by_fame_rings_and_the_words_say_so() -> None:
    state = ended(fame=(3, 2, 0), hands=(1, 5, 2))  # Ann 5 + 1 = 6, Bo 5 + 1 = 6, Cy 4
    standings = GAME.view(state, None)["public"]["standings"]
    assert standings == [
        {"place": 1, "seats": ["p1"], "vp": 6, "fame": 3, "cards": 1, "by": None},
        {"place": 2, "seats": ["p2"], "vp": 6, "fame": 2, "cards": 5, "by": "fame"},
        {"place": 3, "seats": ["p3"], "vp": 4, "fame": 0, "cards": 2, "by": None},
    ]
    said = words(state)
    assert said[1] == "Round limit: Ann wins with 6 points."
    assert "Final ranking: 1. Ann: 6 points; 2. Bo: 6 points; 3. Cy: 4 points." in said
    assert "Ann and Bo both have 6 points: Ann ranks higher with more fame rings (3 against 2)." in said


def test_equal_points_and_fame_are_ranked_by_cards_in_hand() -> None:
    state = ended(fame=(2, 2, 0), hands=(2, 4, 0))
    said = words(state)
    assert said[1] == "Round limit: Bo wins with 6 points."
    assert (
        "Bo and Ann both have 6 points and as many fame rings: Bo ranks higher with more resource cards in hand "
        "(4 against 2)."
    ) in said


def test_players_equal_in_everything_share_the_place() -> None:
    state = ended(fame=(2, 2, 0), hands=(3, 3, 0))
    assert GAME.view(state, None)["public"]["standings"][0]["seats"] == ["p1", "p2"]
    said = words(state)
    assert said[1] == "Round limit: Ann and Bo share first place with 6 points."
    assert "Final ranking: 1. Ann and Bo: 6 points; 3. Cy: 4 points." in said
    assert "Ann and Bo are equal in points, fame rings and cards in hand: they share place 1." in said
    german = words(state, "de")
    assert "Ann und Bo" in german[1] and "Round limit" not in german[1]


def test_the_winner_is_named_with_their_points() -> None:
    state = ended(fame=(3, 2, 0), hands=(1, 5, 2), reason=TARGET_REACHED, winner=1)
    said = words(state)
    assert said[1] == "Bo has won with 6 points."
    assert "Final ranking: 1. Bo: 6 points; 2. Ann: 6 points; 3. Cy: 4 points." in said
    assert "Bo reached the goal in their own turn and ranks above Ann with as many points." in said


def test_the_rules_summary_says_the_games_own_target_and_options() -> None:
    default = dict(GAME.rules_summary("en"))
    assert "The first to reach 15 victory points" in default["Goal"]
    assert "after 100 rounds" in default["Goal"]
    assert "you draw an extra card" in default["Your turn"]
    chosen = dict(GAME.rules_summary("en", {"target_vp": 10, "max_rounds": 0, "extra_two_cards": True}))
    assert "The first to reach 10 victory points" in chosen["Goal"] and "15" not in chosen["Goal"]
    assert "rounds" not in chosen["Goal"]
    assert "you draw 2 extra cards" in chosen["Your turn"]
    for locale in ("de", "fr", "nl"):
        goal = GAME.rules_summary(locale, {"target_vp": 12})[0][1]
        assert "12" in goal and "15" not in goal and goal != GAME.rules_summary("en", {"target_vp": 12})[0][1]
