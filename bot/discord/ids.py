"""custom_id formats of Starmail's persistent components (each at most 100 characters).

Every id carries what a click needs after a restart: the game id, and for move components the game's seq
when the prompt was made, so a click on an old prompt is recognised as stale instead of doing something
the player did not see.
"""

from __future__ import annotations

# Regex templates for discord.ui.DynamicItem; the named groups are parsed back by each item.
ACT_TEMPLATE = r"sm:a:(?P<game>[0-9]+):(?P<seq>[0-9]+):(?P<index>[0-9]+)"
PICK_TEMPLATE = r"sm:s:(?P<game>[0-9]+):(?P<seq>[0-9]+):(?P<part>[0-9]+)"
PAGE_TEMPLATE = r"sm:p:(?P<game>[0-9]+):(?P<seq>[0-9]+):(?P<page>[0-9]+)"
HAND_TEMPLATE = r"sm:h:(?P<game>[0-9]+)"
LOBBY_TEMPLATE = r"sm:l:(?P<game>[0-9]+):(?P<op>join|leave|ai|start|cancel)"
RULES_TEMPLATE = r"sm:r:(?P<game>[a-z0-9_]+):(?P<page>[0-9]+)"
TURN_TEMPLATE = r"sm:t:(?P<game>[0-9]+):(?P<turn>[0-9]+)"
REMATCH_TEMPLATE = r"sm:rm:(?P<game>[0-9]+)"
UNTIL_TEMPLATE = r"sm:u:(?P<game>[0-9]+)"

LOBBY_OPS: tuple[str, ...] = ("join", "leave", "ai", "start", "cancel")


def act_id(game_id: int, seq: int, index: int) -> str:
    """A button that plays the action at `index` of the clicker's legal actions at `seq`."""
    return f"sm:a:{game_id}:{seq}:{index}"


def pick_id(game_id: int, seq: int, part: int) -> str:
    """A select menu (one of several parts when there are more than 25 actions) whose values are indices."""
    return f"sm:s:{game_id}:{seq}:{part}"


def page_id(game_id: int, seq: int, page: int) -> str:
    """A button that shows another page of a prompt with more actions than one message can hold."""
    return f"sm:p:{game_id}:{seq}:{page}"


def hand_id(game_id: int) -> str:
    """The persistent "Show my hand" button on every board post."""
    return f"sm:h:{game_id}"


def lobby_id(game_id: int, op: str) -> str:
    if op not in LOBBY_OPS:
        raise ValueError(f"unknown lobby operation {op!r}")
    return f"sm:l:{game_id}:{op}"


def rules_id(game: str, page: int) -> str:
    """A page of a game's rules summary (not tied to a game in play)."""
    return f"sm:r:{game}:{page}"


def turn_id(game_id: int, turn: int) -> str:
    """A turn of a finished game with every hand shown (/game hands), to page through."""
    return f"sm:t:{game_id}:{turn}"


def rematch_id(game_id: int) -> str:
    """The Rematch button of a finished game's last board: a lobby with the same players and options."""
    return f"sm:rm:{game_id}"


def until_id(game_id: int) -> str:
    """ "Pass in every window until my turn" beside a window's prompt: a standing order, not a move."""
    return f"sm:u:{game_id}"
