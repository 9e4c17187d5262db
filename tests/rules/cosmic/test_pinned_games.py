"""Cosmic Encounter's behaviour, pinned before its engine is restructured (issue 37): seeded random games at every
player count, in the beginner game and in the standard deal from the widest power pool, give the same legal actions,
events, views and result at every step (rules/pinning.py says what each digest covers).

The cases deal every power of the pool, some games end (five foreign bases; the turn limit, in one full game of 200
turns) and the others stop at a budget of steps. A failure names the case, its seed and the parts that changed.

Re-pin only when a change of behaviour is intended, and say why in the commit message: run
`python -m tools.pins cosmic` and paste the PINNED literal it prints over the one below (then `ruff format`).

To find the first step at which a part changed, write the traces with the last commit that passed and compare:

    git worktree add /tmp/good GOOD_COMMIT
    (cd /tmp/good && PYTHONPATH=/tmp/good python -m tools.pins cosmic --case NAME --trace-out /tmp/good.json)
    python -m tools.pins cosmic --case NAME --against /tmp/good.json    # "events at step 812, ..."
    git worktree remove /tmp/good
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.cosmic.components import power_pool
from rules.cosmic.game import GAME
from rules.pinning import PinCase, PinnedValues, unchanged_or_why

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

WIDEST = "w2b"
"""The widest pool released when the games were pinned, named rather than read from `RELEASED`: releasing another wave
must not move the pins (every option is given, so no default the build may change enters them either)."""
BEGINNER: dict[str, Any] = {"power_mode": "beginner_game", "power_pool": WIDEST}
STANDARD: dict[str, Any] = {"power_mode": "standard", "power_pool": WIDEST}
LABELS = ("beginner", WIDEST)
TO_THE_END = 2_500
"""The budget of a case whose game ends before it: its seed was picked for a short game."""
BUDGET = 600
"""The budget of a case stopped halfway, some two dozen challenges."""
FULL_GAME = 12_000
"""The budget of the one game played to the turn limit (200 turns, some 10,000 steps)."""

CASES: tuple[PinCase, ...] = (
    PinCase(3, "beginner", 14, BEGINNER, TO_THE_END),
    PinCase(3, "beginner", 1, BEGINNER, BUDGET),
    PinCase(3, "beginner", 2, BEGINNER, BUDGET),
    PinCase(4, "beginner", 7, BEGINNER, TO_THE_END),
    PinCase(4, "beginner", 1, BEGINNER, BUDGET),
    PinCase(4, "beginner", 2, BEGINNER, BUDGET),
    PinCase(5, "beginner", 15, BEGINNER, TO_THE_END),
    PinCase(5, "beginner", 1, BEGINNER, BUDGET),
    PinCase(5, "beginner", 2, BEGINNER, BUDGET),
    PinCase(6, "beginner", 2, BEGINNER, TO_THE_END),
    PinCase(6, "beginner", 1, BEGINNER, BUDGET),
    PinCase(6, "beginner", 3, BEGINNER, BUDGET),
    PinCase(3, WIDEST, 12, STANDARD, TO_THE_END),
    PinCase(3, WIDEST, 1, STANDARD, FULL_GAME),
    PinCase(3, WIDEST, 3, STANDARD, BUDGET),
    PinCase(3, WIDEST, 11, STANDARD, BUDGET),
    PinCase(4, WIDEST, 30, STANDARD, TO_THE_END),
    PinCase(4, WIDEST, 4, STANDARD, BUDGET),
    PinCase(4, WIDEST, 27, STANDARD, BUDGET),
    PinCase(5, WIDEST, 29, STANDARD, TO_THE_END),
    PinCase(5, WIDEST, 6, STANDARD, BUDGET),
    PinCase(5, WIDEST, 9, STANDARD, BUDGET),
    PinCase(6, WIDEST, 21, STANDARD, TO_THE_END),
    PinCase(6, WIDEST, 14, STANDARD, BUDGET),
    PinCase(6, WIDEST, 12, STANDARD, BUDGET),
)

PINNED: dict[str, PinnedValues] = {
    "3p-beginner-seed14": {
        "steps": 1360,
        "outcome": "five_bases",
        "all": "3b51c049de7e7bdd28d321f2a572cf320d6460bba4f07f10d77854a804ef8864",
        "legal": "bff494ddfef22fd1e50d63cd2c131ebae2ea17a5208cc1b6563bf9dbdad1df58",
        "events": "6d7057ee39723fee12a5be9d31b1fbb34e4936e585ca6ad61f8fbdc31b30cb28",
        "views": "66d07c5043d6676cdbc0974f3f0e5afb82a4216d047cfdb463e46e8b81d058d0",
        "result": "9b2486237891937d38580ef5384ff606641cb35b7872adeb7489c71c8291e4ce",
    },
    "3p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "fb2a04df17a738cc74d52063a55f47e4c7e906c88653133472c2a5985952da63",
        "legal": "8c16b9f432ba12416f251da97342696d06032e250f81e154578fd7da9d209299",
        "events": "9b21d6a13b8dc2cc63a399ac728ea56242cc52bb3e88f612eab03636b36cf1d4",
        "views": "9babbb359265ad0dbb722245e67904d04e5a4cf38ef05dc6373dde636db5e414",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "714f6204096709d1b0baf0744e77149839a7b32701dd70298415c813fa172e3f",
        "legal": "c49c97258ef30e1a1752a6d17064cc00212b509fe3a28168557f53ad8a1bf63d",
        "events": "342a9d2476f1e246f70db64d74af94542529865b26c149e3698db69ac09cf9dc",
        "views": "25c1481ed71d747f6d7018b4da52d6d7dbd003ffe09294c35e25510fe91d679c",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-beginner-seed7": {
        "steps": 887,
        "outcome": "five_bases",
        "all": "1f04b9373ad1702b3ed1f4ec20d5cabb6321ffb3bd127d7e58e8f801f3259871",
        "legal": "65869a49e194a7c78e04a6a30ca4c080ff65f971e30e36369ee3300982406d65",
        "events": "32e8bb163011ad46f52e0da443c2776ddd5a1a6d57cc682c6ffc143e23815bb5",
        "views": "02f588f01d3d2db67c0d237fb16a4a8b615033cf9d3b86ab9491faa7d3d6b21c",
        "result": "dbb0f4867db38ededaf46d54e70c1102c41e8ac3286cc3e06c47a93ef831b095",
    },
    "4p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "197eae4e396edd03b81b456fc962a1adea6b689aad7ea94691e2cd1adbcc2ba9",
        "legal": "05f6196ea495b6a9fcc4517bdb0356992772edf5f013a3ef29ce9afb3f5d4e33",
        "events": "9f43eff7e64f1f45a6fc29b031cd5867bebbc4958e1e131f30abec092cb7c170",
        "views": "ed2e8aba5c129e23ad9c0639d93985ff6bb67a0653a1423022b74686b042dcbe",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "c8bf9d3c5a182e9c2c4921e2271cf77fabd688b626f9aae4a31cc5602cf8e262",
        "legal": "0c1629c9333810f987a38e76b95e111a3857cb01e5a88985ca29b31afa0234c8",
        "events": "fc79117e4da05f3146d81b7764b5f5ac0ca001b617957e316692fd1aed7a12a1",
        "views": "9babd7c7b888cd20b71366045041e86d33e8d447ce730c7d1b03b0c06985ec02",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-beginner-seed15": {
        "steps": 1942,
        "outcome": "five_bases",
        "all": "c51fdde76ef0adfa98d6f3bb90c877decf00c3b52c4f5277b2ded056bb19787c",
        "legal": "26aaf45b26613e547dfd9d93e9698cad0caf8f63c3350fbb0f17b553226f7128",
        "events": "0741dc621d7006fcf10e0ba24c2c8615b28878e5c749aa0cdcd149ccb594170c",
        "views": "10b1a81956369c08d24ee6b62cf1ca4cadfea60d346b7fc1c5d4d4b196686557",
        "result": "630a3a6045b61a11a5e9868c0966c3ec2d17295b6256edbfbd1b6a6969831e86",
    },
    "5p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "218359abb8748cb0020eeb39e896df13485c0414973576db99df050610dc20b3",
        "legal": "bf0099189657aa0061c252d33aec5becc14eaab19d4fb53e17fa93a60b08123a",
        "events": "3a263dbccac708b3cb02bdc57d51d768040b8ffef05f036e18bfc111040a13d8",
        "views": "c20704a9e7131da708bffffdc9547f9dc3ed521b62474dd317e966d78e45a38d",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "c49ebf1f53eae0751233ac703b6671197348258f6697929e8c271537c408d321",
        "legal": "6fda4d4ac2800ecb6d04bfe5e65f188192b5e2c2de8b7cc803d9e1f6137a83a1",
        "events": "f9c793c435358458ddabc0869c723e878fd1a06c4eef08069d853eab68086f1b",
        "views": "e795601bf79d461b02e7d985b86ed7192eed7a67f40b71c1fd2c04dd1bf841cd",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-beginner-seed2": {
        "steps": 1752,
        "outcome": "five_bases",
        "all": "368cbbcd9594793cfc005411544d5ab2d4fe47431ca954860da6ab42d62e1c2b",
        "legal": "39e181b571996111d30f3b023e1e04d19c7cdc6321044995338720316aa0aab1",
        "events": "392b9b3255948a89b94f328661d9bc31202a92b4a30295f443b97ea5d1b38c8e",
        "views": "49d31cdde8fd2989a779b4bb2f0a9406e6edbae0ac526842580da49da035156b",
        "result": "865beb9b3de6c3bca7a8e834f95fd97379b5222ba4db7342d49065da37a8d14b",
    },
    "6p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "101a441e10488c78f55ebd9c1de6991b3ee8464cc2fdccc639d50cfcd10a3716",
        "legal": "c0c5a380dd36708d98c822945f0ed6ee1453305250c9c6e2b6ce109307a130d5",
        "events": "3a38c598874dbf33d5580d951fe539f889d5d731e4507e50b4ab4018d9a578c4",
        "views": "7019b4c30ba25ee5b6bebdb919525a28166c2b5cb213eee7dfb9127acbe1b755",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-beginner-seed3": {
        "steps": 600,
        "outcome": "",
        "all": "f8af3ee871c308b1614a7cef71af317a12df146c16c01ccdf904b2f68289d3fe",
        "legal": "f2e1701acc0e4b95b7091250ab4a27dcda3db245be0684ef2d9b1a7b7cae5f84",
        "events": "cc50d8a501a810e2972132d1cd75948909446dc57114f38888586bf8e5ed5a4e",
        "views": "6ac47414a377a65bb4105ab51f2a74af56030668129690c976426d7f7a940a4e",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-w2b-seed12": {
        "steps": 1034,
        "outcome": "five_bases",
        "all": "9177a667207f36e1d17ff91bf0ae46ccf32adfa0ba8e8ab72ff37646eedc8d06",
        "legal": "f7bfe416f820ccfc448ac34685f2ca61f6a44ca9fd9ad630c1a91f65cb613269",
        "events": "e2e0d32a543db75e62b86285f0ec52f7f4d4a1fd1c170ca6260a43c2c1d302a7",
        "views": "3754dcba4d3e41bc5b2b49214ca41a4dc02812358708bb9b052bbd46ed73fba5",
        "result": "9a07535bb8283b56c79c75dfe5ae551acf180e77adbf31420d5a7d67d8788c91",
    },
    "3p-w2b-seed1": {
        "steps": 9802,
        "outcome": "turn_limit",
        "all": "8891c350ad70f402237b3b9788cd18a1e22ebab77350bd2ec5d248fa1834ad1e",
        "legal": "5483bfd48a31e19d51f75ce05b8add9a2504d9070fe9b591b07b2fbb55fe9f86",
        "events": "429b442e661a5f07885879a5a576b670a8b7d6158757dfdf99797cfe6474af7a",
        "views": "364256ace28ebe4bd2e08f6d67ef0a325574fd2b2be99164b1c9d2e9ee7188ea",
        "result": "c795531110b1fb903c8a2c6792f0ebc912ad374814af4816fa8e26206669739c",
    },
    "3p-w2b-seed3": {
        "steps": 600,
        "outcome": "",
        "all": "92ae03b434656b86b38d89d9ee6d2054e1cbcd6a9f79585770634ae4dbf157c3",
        "legal": "0c61d8a9cdd708b0f99b732d13a607b4e323a3fac9e5d896403f2dfa8e4bf4c3",
        "events": "c4d00b78fea5cb4e4e0064e16ebde29ba1ffeba0a5ee91e75999448043c646aa",
        "views": "96a80a423fb62abc501ac0735a468725b32901151086132f6e018e47f1349e33",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-w2b-seed11": {
        "steps": 600,
        "outcome": "",
        "all": "0c67c5d7679c5b0e6f496d26c1cecd8e5dec66c6f0e39cb308491daedce93c4e",
        "legal": "67f3b50e8d290322a89d9b38446cace73daced8a8a2e14672ce9ff10c7828daa",
        "events": "5650b5d59499144921a0141878d90921cc61d40afff71c25f0042e197c177fa4",
        "views": "f92fb22552ad16d520c757264c801c5940023cf212a0084ebece3764e6b9062d",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-w2b-seed30": {
        "steps": 1011,
        "outcome": "five_bases",
        "all": "d2eebe1a324c2da5242be4a1e325e8ae53978e3815877961ba2caa1398cd6697",
        "legal": "a4c4cd1278b22e871f6bbb495207bdec65c9d3dcfde506265ae5372babe2a623",
        "events": "70b901a0be94f3b5d65a9fce48e11911fcf2d5bf92eecdb225d30379aabed37a",
        "views": "3430d3054a4778ce394f6453d3c02da6dea134b163411930f81a1f4264668d81",
        "result": "edfab96ec4625f5d761fa43fb64c626e519fef7b90132c0dfcdb262c6f2e88b4",
    },
    "4p-w2b-seed4": {
        "steps": 600,
        "outcome": "",
        "all": "a1983e04dd4dcfae98763c199d81902d4e382a892a4445842c61fbff7ef3c765",
        "legal": "50f7ad90357b37cf0cb3432d7ac31acc09d8242205737de50ff61175c26cc219",
        "events": "b30ce4cddc6f8cfbb38f7f47427186c53df78ac876ed79fbcc6e4d81b90c0ae7",
        "views": "b1441f31257fe0dd63dcbf24bb1c28a0bccd2f1931dd4125bdf12d4fbf1cd311",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-w2b-seed27": {
        "steps": 600,
        "outcome": "",
        "all": "00614aa1438f9125423235198aa17d17929b7891adbb6c18f94092aed49e585a",
        "legal": "efd084047806b8614596cd42d1462189773d22725cfa7cf6300937a767a56d5b",
        "events": "28c038902967f5bf55e706627c2c9f576c0ed862402887431b812d334d8f6e5f",
        "views": "0a07f62873c2b72f503567e14dfa41361c60246c06b49a345ecc9a70bae138e5",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-w2b-seed29": {
        "steps": 1223,
        "outcome": "five_bases",
        "all": "ee6462edbaa69504fbd4f09d98a3f854d232a5d46a1bf02fe17c5e8378296663",
        "legal": "7fdf3b8b6a9913e610b0b13059b90cc67c63d39df5308764ba5d08abf0c8b770",
        "events": "c2f4b8c4c4ec6b638bf84be9a0ad6d632c902645575dbd5ed08d91c0e80f2724",
        "views": "f1abec80826f4a5292b7a6941356ea5b8136a38c97551117462579086036f623",
        "result": "847cca2f7cfc2a58c9921a1e6705ac5fde46e46f8948fe3004d0ffa5412292f7",
    },
    "5p-w2b-seed6": {
        "steps": 600,
        "outcome": "",
        "all": "53995df3ba3558cb739f2321f1b648ad464d9a3029321618b72b84a71b47b318",
        "legal": "fd08411b5eab8edcc0027dcbcca50aee8299549a5289bc07b0e92b574fdccc03",
        "events": "1adcb86e2649245a5dc653f99e00a860c5767076029921aefef0904fa9d83ae2",
        "views": "44d2c7e066a3d5613013aa0b053f5659b67d496bd8be80cd3083dc603a48ef69",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-w2b-seed9": {
        "steps": 600,
        "outcome": "",
        "all": "db75cf65f9f0dc90acb7a884d36787e49fe42de05d577e18296825883d969492",
        "legal": "dc1800844aa334a58637bcae3ba2cf75bf82cf4137aa5267026215999252329a",
        "events": "e827dcc09eedbf3b838b548b6559b885752a357d9747abc03e9f3217d0d63eba",
        "views": "a5e82d340f94adf717be364b1afd1fc5c8504a559138cfb444ef9981966c5281",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-w2b-seed21": {
        "steps": 1798,
        "outcome": "five_bases",
        "all": "9406e9617f943abc72e4c24b18b9dc306c668316a1a12350e5e00c4db028429b",
        "legal": "393703a6c98991ce748380eb683cacb34e8077cab400a27f5d34fef03ae0a234",
        "events": "42eed6061f6044a084542f1f4cb7f020612b4bf2024be23e3e04d3bab1be009c",
        "views": "8319106e53b098366932347a40f97365238082ab02827f154f5dcd1677433d40",
        "result": "cc6a5c365c8bfdf6bafdb9009209544e5d0d0cf95233f493e0bab3ff3c9ac146",
    },
    "6p-w2b-seed14": {
        "steps": 600,
        "outcome": "",
        "all": "2588804cf07b727fb5919c21ac89fbb84fd4f8fa5c8f211f5ff4cd73154e5ad3",
        "legal": "8c4d5cd66eb2b88aafc77c7fb15833b87c55aa74215df001f2952906dcc7a9f3",
        "events": "61ae6d55e32a283cc6eab4df4e244b8a205fd5bd6346ab63b494e3404a260713",
        "views": "70d5468838d3c9716f4313b19b3adfee0c9b79daac0009c7c40bb3af76ce05ef",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-w2b-seed12": {
        "steps": 600,
        "outcome": "",
        "all": "75b8134ac2c7fe90b1f94c18c3299337de5239f03f53c7af0d35e1f7390f379d",
        "legal": "0ee6ace8089a7d273da2e3f60a7966d94592de8e178c45c4d5f1cf9b4a3dc54a",
        "events": "15c0f1c6e41b5dde263dbd034f755566f2fbd86b8601d40cba66c2a6526ba8c6",
        "views": "ebb9d74c737796084c9958543b03bf9018ac1cdf94070c16f727e9ea2590852f",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_pinned_game_plays_as_it_did_when_pinned(case: PinCase) -> None:
    why = unchanged_or_why(GAME, case, PINNED[case.name])
    assert not why, why


def dealt(case: PinCase) -> tuple[str, ...]:
    """The powers a case deals (they do not depend on the colour picks, so the first pick stands for the random one)."""
    state = GAME.setup(list(case.seats), case.seed, dict(case.options))
    while state.phase == "colour":
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    return state.powers


def test_the_pinned_cases_are_those_the_test_plays() -> None:
    assert [case.name for case in CASES] == list(PINNED)


def test_the_pinned_games_deal_every_power_and_end_every_way_at_every_player_count() -> None:
    powers = {power for case in CASES if case.options is STANDARD for power in dealt(case)}
    assert powers == set(power_pool(WIDEST, ("r1", "w2a", "w2b")))
    assert {(case.players, case.label) for case in CASES} == {(n, label) for n in range(3, 7) for label in LABELS}
    assert {pinned["outcome"] for pinned in PINNED.values()} == {"five_bases", "turn_limit", ""}
