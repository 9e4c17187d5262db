"""/game new <game> against the fake Discord: each game offers its own options (typed, with its help texts and
bounds), values end up in the game, and a game with more options than fit takes the rest as `options:` text."""

from __future__ import annotations

from typing import Any

import pytest

from rules.registry import registry
from tests.discord.test_command_limits import register, wide_game
from tests.e2e.bot_play import finished, open_lobby
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.test_bot_commands import answer_body


def offered(fake: FakeDiscord, sp: SpacePort) -> dict[str, dict[str, dict[str, Any]]]:
    """The synced `/game new` subcommands: game id -> option name -> option."""
    (game,) = [c for c in fake.commands(sp.guild) if c["name"] == "game"]
    (new,) = [o for o in game["options"] if o["name"] == "new"]
    return {sub["name"]: {o["name"]: o for o in sub["options"]} for sub in new["options"]}


def options_field(embed: dict[str, Any]) -> str:
    return str(next(f["value"] for f in embed["fields"] if f["name"] == "Options"))


async def test_each_game_offers_its_own_options_and_they_are_stored(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        with pytest.raises(LookupError, match="unknown option"):  # Discord does not offer Andromeda this Hanse option
            await fake.slash(sp.alice, sp.guild, sp.lobby, "game new andromeda", {"empty_deck_reshuffle": True})
        with pytest.raises(LookupError, match=r"within 0\.\.200"):  # nor a round count beyond the declared bounds
            await fake.slash(sp.alice, sp.guild, sp.lobby, "game new hanse", {"round_cap": 500})
        chosen = {"round_cap": 3, "empty_deck_reshuffle": False, "deadline_hours": 12}
        lobby, game_id = await open_lobby(fake, sp.alice, sp, "hanse", chosen)
        record = await client.store.get_game(game_id)
    games = offered(fake, sp)
    hanse_help = registry.get("hanse").options["round_cap"].help
    assert games["hanse"]["round_cap"]["description"] == hanse_help
    assert games["andromeda"]["round_cap"]["description"] == registry.get("andromeda").options["round_cap"].help
    assert hanse_help != registry.get("andromeda").options["round_cap"].help
    assert list(games["hanse"]) == [
        "round_cap",
        "empty_deck_reshuffle",
        "deadline_hours",
        "deadline_policy",
        "forfeit_after",
    ]
    assert (games["hanse"]["round_cap"]["min_value"], games["hanse"]["round_cap"]["max_value"]) == (0, 200)
    assert record is not None and record.game == "hanse"
    assert (record.options["round_cap"], record.options["empty_deck_reshuffle"]) == (3, False)
    shown = options_field(fake.message(lobby).embeds[0])
    assert "• End the game after this many turns per player (0 = no cap); decided like goods exhaustion: 3" in shown
    assert "• Shuffle your discard pile into a new deck when you must draw from an empty deck: no" in shown


async def test_a_game_with_30_options_takes_the_rest_as_text(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    register(monkeypatch, wide_game())
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        typing = await fake.autocomplete(
            sp.alice, sp.guild, sp.lobby, "game new wide", {"options": "opt_28=4, opt_2"}, focused="options"
        )
        suggested = await fake.wait_for_choices(typing)
        bad = await fake.slash(sp.alice, sp.guild, sp.lobby, "game new wide", {"opt_00": 2, "options": "opt_28=99"})
        await finished(fake, bad)
        unknown = await fake.slash(sp.alice, sp.guild, sp.lobby, "game new wide", {"options": "colour=red"})
        await finished(fake, unknown)
        given = {"opt_00": 2, "options": "opt_28=7, opt_25=true, opt_26=low"}
        lobby, game_id = await open_lobby(fake, sp.alice, sp, "wide", given)
        record = await client.store.get_game(game_id)
    wide = offered(fake, sp)["wide"]
    assert len(wide) == 25 and "opt_20" in wide and "opt_21" not in wide and wide["options"]["autocomplete"]
    assert [c["value"] for c in suggested][:2] == ["opt_28=4, opt_21=false", "opt_28=4, opt_22=mid"]
    assert answer_body(fake, bad)["content"] == "Option “opt_28” must be at most 10, not 99."
    assert answer_body(fake, unknown)["content"].startswith("Wide Game wide has no option “colour”; its options: ")
    assert answer_body(fake, bad)["flags"] & 64
    assert record is not None and record.game == "wide"
    assert {k: record.options[k] for k in ("opt_00", "opt_25", "opt_26", "opt_28")} == {
        "opt_00": 2,
        "opt_25": True,
        "opt_26": "low",
        "opt_28": 7,
    }
    assert record.options["opt_29"] is False  # not given: its default
    field = options_field(fake.message(lobby).embeds[0])
    assert field.startswith("• Option ") and "opt_" not in field  # options by their help, not their ids


async def test_a_game_gone_since_the_sync_is_refused(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    register(monkeypatch, wide_game())
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()):
        monkeypatch.delitem(registry._games, "wide")  # the synced subcommand outlives the game
        opened = await fake.slash(sp.alice, sp.guild, sp.lobby, "game new wide", {"opt_00": 2})
        await finished(fake, opened)
    assert answer_body(fake, opened)["content"] == "There is no game called “wide”."
