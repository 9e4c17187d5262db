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
from rules.pinning import PARTS, PinCase, PinnedValues, changed_parts, pin_case

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
        "all": "6d263f80a3dbdb934c01beafc4794c084432cda082326edae7cc5cb658a67ca2",
        "legal": "bff494ddfef22fd1e50d63cd2c131ebae2ea17a5208cc1b6563bf9dbdad1df58",
        "events": "6d7057ee39723fee12a5be9d31b1fbb34e4936e585ca6ad61f8fbdc31b30cb28",
        "views": "5ededc72a6c8f95f124d985748010a1090d27df1726ced7de86e1ada82219441",
        "result": "9b2486237891937d38580ef5384ff606641cb35b7872adeb7489c71c8291e4ce",
    },
    "3p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "dd21ae5b65244b03313468618a6ea63cbfa8fb3a381108e1e8f481d28d82ea75",
        "legal": "8c16b9f432ba12416f251da97342696d06032e250f81e154578fd7da9d209299",
        "events": "9b21d6a13b8dc2cc63a399ac728ea56242cc52bb3e88f612eab03636b36cf1d4",
        "views": "ac8b5518a712376c10d406701407aa4f755b41af333454a279ff8193d0f6fc98",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "f2ce485d5e0c9fda164ccf1d7a9f9de58adc128f7e53fee24ec66af03bc81b2b",
        "legal": "c49c97258ef30e1a1752a6d17064cc00212b509fe3a28168557f53ad8a1bf63d",
        "events": "342a9d2476f1e246f70db64d74af94542529865b26c149e3698db69ac09cf9dc",
        "views": "11d34a9a4284d7b37d829b192765802b014587568bb2ba26b5c6094239e58dca",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-beginner-seed7": {
        "steps": 887,
        "outcome": "five_bases",
        "all": "f2ee99720dda2daefd12777efad8d80cc8239668d29611862ae7d4503895b624",
        "legal": "65869a49e194a7c78e04a6a30ca4c080ff65f971e30e36369ee3300982406d65",
        "events": "32e8bb163011ad46f52e0da443c2776ddd5a1a6d57cc682c6ffc143e23815bb5",
        "views": "1a17bd9a560e1beda7e37bd8f22f1f3e01f8bba3d28a765a266b570fdeef8998",
        "result": "dbb0f4867db38ededaf46d54e70c1102c41e8ac3286cc3e06c47a93ef831b095",
    },
    "4p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "5c0810e08b8bcd2865e16398101e4d07169b321453284ab449a66689b96a4abc",
        "legal": "05f6196ea495b6a9fcc4517bdb0356992772edf5f013a3ef29ce9afb3f5d4e33",
        "events": "9f43eff7e64f1f45a6fc29b031cd5867bebbc4958e1e131f30abec092cb7c170",
        "views": "c5091d79ed833c0b3afdec461baa0ed07c1df95073e68e7f895aa53583ba260e",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "aa9c6585b5b7ae1a45afa5abf9b745387d345f4cc5c11852d2eea0ceb7d52dab",
        "legal": "0c1629c9333810f987a38e76b95e111a3857cb01e5a88985ca29b31afa0234c8",
        "events": "fc79117e4da05f3146d81b7764b5f5ac0ca001b617957e316692fd1aed7a12a1",
        "views": "f620f0565247215b244be395bdc8532ccd1e0a34ec1e16c167ebd5c6037c1e4f",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-beginner-seed15": {
        "steps": 1942,
        "outcome": "five_bases",
        "all": "8b1346b97a8ba7d2a1a50720c3d3a25c77810c667af53e01645e45295cfd252e",
        "legal": "26aaf45b26613e547dfd9d93e9698cad0caf8f63c3350fbb0f17b553226f7128",
        "events": "0741dc621d7006fcf10e0ba24c2c8615b28878e5c749aa0cdcd149ccb594170c",
        "views": "70ed30cde46c3f8888d4c3c890fabab7a1a34a047d410bee4d1126d34b312f7b",
        "result": "630a3a6045b61a11a5e9868c0966c3ec2d17295b6256edbfbd1b6a6969831e86",
    },
    "5p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "a14beb5faa31e80d6099a7d5f3b0a0715df7a416477246587e600afb31e0b704",
        "legal": "bf0099189657aa0061c252d33aec5becc14eaab19d4fb53e17fa93a60b08123a",
        "events": "3a263dbccac708b3cb02bdc57d51d768040b8ffef05f036e18bfc111040a13d8",
        "views": "c1c120b377687b03ff31cdd7f495e746b825a8707689db6fd53d7d8613317c08",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-beginner-seed2": {
        "steps": 600,
        "outcome": "",
        "all": "ad33f4d5f8e1628562128ce622c661d66bdd8359397fc73f092c3b78ddf899d1",
        "legal": "6fda4d4ac2800ecb6d04bfe5e65f188192b5e2c2de8b7cc803d9e1f6137a83a1",
        "events": "f9c793c435358458ddabc0869c723e878fd1a06c4eef08069d853eab68086f1b",
        "views": "556e25d7acb8994385b6f877bc3c925e235cbd0e149476eb74eb7b3423fbc02d",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-beginner-seed2": {
        "steps": 1752,
        "outcome": "five_bases",
        "all": "ba6441baf5cac3cc856d0c9ce4e2114d4154899faff7592fbc57190435c0526a",
        "legal": "39e181b571996111d30f3b023e1e04d19c7cdc6321044995338720316aa0aab1",
        "events": "392b9b3255948a89b94f328661d9bc31202a92b4a30295f443b97ea5d1b38c8e",
        "views": "c7b25db56da0b4b0e7a9a2261aa2816692f73b8dba0bd04126ad962e74856cc7",
        "result": "865beb9b3de6c3bca7a8e834f95fd97379b5222ba4db7342d49065da37a8d14b",
    },
    "6p-beginner-seed1": {
        "steps": 600,
        "outcome": "",
        "all": "f094b69356d86b591a1f0bb029588765ee087c08edecdd517017a1d30085af78",
        "legal": "c0c5a380dd36708d98c822945f0ed6ee1453305250c9c6e2b6ce109307a130d5",
        "events": "3a38c598874dbf33d5580d951fe539f889d5d731e4507e50b4ab4018d9a578c4",
        "views": "01bcd2b6ed3902b82613d7390868cc03eff922f29c744aa87a96c678c718f25b",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-beginner-seed3": {
        "steps": 600,
        "outcome": "",
        "all": "81d26c0b61785b57c8d84418b65de70b175261ff6b9e8102b4470241974f205e",
        "legal": "f2e1701acc0e4b95b7091250ab4a27dcda3db245be0684ef2d9b1a7b7cae5f84",
        "events": "cc50d8a501a810e2972132d1cd75948909446dc57114f38888586bf8e5ed5a4e",
        "views": "1bbbea586bab5f616cc512dce9bc449cf634051c7d7686bc06fab6cc22326ab8",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-w2b-seed12": {
        "steps": 1034,
        "outcome": "five_bases",
        "all": "64ba574d585d0d90abf2356f6f2c8787dd322f4b5b8f7d06076eedda16426dca",
        "legal": "f7bfe416f820ccfc448ac34685f2ca61f6a44ca9fd9ad630c1a91f65cb613269",
        "events": "e2e0d32a543db75e62b86285f0ec52f7f4d4a1fd1c170ca6260a43c2c1d302a7",
        "views": "09c1c4c15dea8a29c5d58ea08269c9fd3f02c40d05a7b6406467f2ffcbb8d33a",
        "result": "9a07535bb8283b56c79c75dfe5ae551acf180e77adbf31420d5a7d67d8788c91",
    },
    "3p-w2b-seed1": {
        "steps": 9802,
        "outcome": "turn_limit",
        "all": "02bf7446c887bbc345eaa501dd1977d913168f3d8524cc539ca5efa79ed91756",
        "legal": "5483bfd48a31e19d51f75ce05b8add9a2504d9070fe9b591b07b2fbb55fe9f86",
        "events": "429b442e661a5f07885879a5a576b670a8b7d6158757dfdf99797cfe6474af7a",
        "views": "7e41cd0dccbfee36506764bd9bf6fe1db8e7bd2881ff42659430f7e854e227bf",
        "result": "c795531110b1fb903c8a2c6792f0ebc912ad374814af4816fa8e26206669739c",
    },
    "3p-w2b-seed3": {
        "steps": 600,
        "outcome": "",
        "all": "e32a21d02b0cde22454a9bbf73f9af9bda9bb1401ec5094b2c5607d4f4351e32",
        "legal": "0c61d8a9cdd708b0f99b732d13a607b4e323a3fac9e5d896403f2dfa8e4bf4c3",
        "events": "c4d00b78fea5cb4e4e0064e16ebde29ba1ffeba0a5ee91e75999448043c646aa",
        "views": "d8e298f8cfe7211ea420aedbb9221d712d0ba82db4764b238e2a2df945d4a225",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "3p-w2b-seed11": {
        "steps": 600,
        "outcome": "",
        "all": "95a962c7aa12ff0a43fba3fb9a951e015ce803eaa1f8f18d7b33e1619fad4f82",
        "legal": "67f3b50e8d290322a89d9b38446cace73daced8a8a2e14672ce9ff10c7828daa",
        "events": "5650b5d59499144921a0141878d90921cc61d40afff71c25f0042e197c177fa4",
        "views": "4b76251b9ca153f5182956ae1f2dc7b61a1cab92b5d041518aba57f1d8042b75",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-w2b-seed30": {
        "steps": 1011,
        "outcome": "five_bases",
        "all": "ce59ee1a8f16a84dc4962e06fc2a9b261721419ac88519c6d27cd17d51da4ab6",
        "legal": "a4c4cd1278b22e871f6bbb495207bdec65c9d3dcfde506265ae5372babe2a623",
        "events": "70b901a0be94f3b5d65a9fce48e11911fcf2d5bf92eecdb225d30379aabed37a",
        "views": "b18f38bc5118f87ac9f801e2ad93a0945619aeb75f80b6e9029bee39e085e989",
        "result": "edfab96ec4625f5d761fa43fb64c626e519fef7b90132c0dfcdb262c6f2e88b4",
    },
    "4p-w2b-seed4": {
        "steps": 600,
        "outcome": "",
        "all": "8a14262fe0a581ee5c2d07610a79684704b42f3113511fb82240b2a0bebd1065",
        "legal": "50f7ad90357b37cf0cb3432d7ac31acc09d8242205737de50ff61175c26cc219",
        "events": "b30ce4cddc6f8cfbb38f7f47427186c53df78ac876ed79fbcc6e4d81b90c0ae7",
        "views": "f650a32aaaac3f520065d0f8bb362764ef3065c750e6cf2a145e21e031dd6b73",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "4p-w2b-seed27": {
        "steps": 600,
        "outcome": "",
        "all": "c2a541a22ebd193fa3645aad6f0a7ecb71ac56ef3b8e238cca47f00aab5d5de9",
        "legal": "efd084047806b8614596cd42d1462189773d22725cfa7cf6300937a767a56d5b",
        "events": "28c038902967f5bf55e706627c2c9f576c0ed862402887431b812d334d8f6e5f",
        "views": "41d895c9b457057f091bf8535df5ec3f4aef35bdcbc6c11768d7789e8bfb0025",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-w2b-seed29": {
        "steps": 1223,
        "outcome": "five_bases",
        "all": "0ebf9f799d7418c1da21ca0cad2e3872e9b97d2a257762f95a6fdefc39d7f803",
        "legal": "7fdf3b8b6a9913e610b0b13059b90cc67c63d39df5308764ba5d08abf0c8b770",
        "events": "c2f4b8c4c4ec6b638bf84be9a0ad6d632c902645575dbd5ed08d91c0e80f2724",
        "views": "22512cb3aa0bcc15fdce1d3bb0f22f103a5c7e268e1d90d4dfbd48d9617ab531",
        "result": "847cca2f7cfc2a58c9921a1e6705ac5fde46e46f8948fe3004d0ffa5412292f7",
    },
    "5p-w2b-seed6": {
        "steps": 600,
        "outcome": "",
        "all": "98f1877b564e60829be194ef521ca9f2c803ba5181e8b6cb99f87479f3a5b08c",
        "legal": "fd08411b5eab8edcc0027dcbcca50aee8299549a5289bc07b0e92b574fdccc03",
        "events": "1adcb86e2649245a5dc653f99e00a860c5767076029921aefef0904fa9d83ae2",
        "views": "1bb549993347e35ca86ed13499c5f60f029d7ad0e4bd314162f59821f995f29e",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "5p-w2b-seed9": {
        "steps": 600,
        "outcome": "",
        "all": "56d20380db7c89efc1066392d3a302091eadf3cb46dceb23cd1bc1a6c5f530da",
        "legal": "dc1800844aa334a58637bcae3ba2cf75bf82cf4137aa5267026215999252329a",
        "events": "e827dcc09eedbf3b838b548b6559b885752a357d9747abc03e9f3217d0d63eba",
        "views": "fb2a37503d6ed072a08b5d403b4342d78d3d83a21f1370bb607e84d327f0fe93",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-w2b-seed21": {
        "steps": 1798,
        "outcome": "five_bases",
        "all": "cadf623bef9502efd0a14621f336511e6fa58a2d6b914b95a00ee20713bffb36",
        "legal": "393703a6c98991ce748380eb683cacb34e8077cab400a27f5d34fef03ae0a234",
        "events": "42eed6061f6044a084542f1f4cb7f020612b4bf2024be23e3e04d3bab1be009c",
        "views": "c6a6d4d2d2046591e9af0a2d0bc410ce73e92fe3a5409982c4642e0b517e7b9b",
        "result": "cc6a5c365c8bfdf6bafdb9009209544e5d0d0cf95233f493e0bab3ff3c9ac146",
    },
    "6p-w2b-seed14": {
        "steps": 600,
        "outcome": "",
        "all": "68df00f45507c56ffd28e1ad9e49248c2bfd7731aa3070c2590fb5e41ec69530",
        "legal": "8c4d5cd66eb2b88aafc77c7fb15833b87c55aa74215df001f2952906dcc7a9f3",
        "events": "61ae6d55e32a283cc6eab4df4e244b8a205fd5bd6346ab63b494e3404a260713",
        "views": "3a775ff6d7e6cccc2b4ba8efb9184b41cc3b88dc687b575c6ef64224ff4ec679",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
    "6p-w2b-seed12": {
        "steps": 600,
        "outcome": "",
        "all": "cbba9e590206c758c51f6c4abc504c601b8d8cd723badac2ba5f43ceb69b318a",
        "legal": "0ee6ace8089a7d273da2e3f60a7966d94592de8e178c45c4d5f1cf9b4a3dc54a",
        "events": "15c0f1c6e41b5dde263dbd034f755566f2fbd86b8601d40cba66c2a6526ba8c6",
        "views": "cabdacccdc0637dc853686f12b4a3f08f08a905318bde7851e5c3b7836792fcd",
        "result": "8b62961c2baf9ce59db847a8030d2f591cb74990bd03221a5d6ec3d75308bd69",
    },
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_pinned_game_plays_as_it_did_when_pinned(case: PinCase) -> None:
    pinned = PINNED[case.name]
    found = pin_case(GAME, case)
    changed = changed_parts(pinned, found)
    kept = [part for part in PARTS if part not in changed]
    assert not changed, (
        f"cosmic, case {case.name} ({case.players} players, seed {case.seed}, options {dict(case.options)}, at most "
        f"{case.max_steps} steps): changed: {', '.join(changed)}; unchanged: {', '.join(kept) or 'none'}. Pinned: "
        f"{pinned['steps']} steps, outcome {pinned['outcome'] or 'none'}; now {found.steps} steps, outcome "
        f"{found.outcome or 'none'}. The first step that changed: `python -m tools.pins cosmic --case {case.name} "
        "--against TRACE` (the module docstring says how)."
    )


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
