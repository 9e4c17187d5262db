"""The Discord adapter: translates Discord input into GameService calls and delivers what they return.

No game logic lives here and no game is named here: every game is reached through the rules contract,
its views and its renderer (per-game rules summaries in `summaries/` are optional presentation data).

Modules: client (StarmailClient, setup_hook, command sync, background tasks, `run_bot`), commands/ (the
slash command groups), components (persistent DynamicItems), desk (the actions layer every command and
component calls), prompts (a player's private prompt), lobby (the lobby message), notifier (board posts,
the turn's log message, DMs), channels (a channel or thread per game), pictures (images off the event
loop), formatting, permissions, names, rules_text, ids (custom_id formats), sync (command fingerprint), timing
(/away times, reminders, the catch-up digest in turn notices, the seed lines).

Decisions where the brief was silent:
- The game's channel is made when the game starts (not when the lobby opens), so lobbies that never start
  leave no channel behind; the lobby message then points to it.
- A "turn" for board posts is a change of the acting seats, or another seat (an AI) moving in between;
  when the seats of a simultaneous decision finish one by one, the log message shows who is pending.
- Up to 5 actions are buttons; more are select menus of 25, four per message, with page buttons beyond.
- A user whose DMs refused the bot is told once in the channel and not sent DMs for a week; the board
  post's mention is their ping meanwhile.
- `/game new <game>` is a subcommand per game offering only that game's options (typed, with its help texts,
  bounds and choices) plus the timing options; options that do not fit Discord's limits (25 per command, 8000
  characters for all of /game) are given as `options:` text, name=value pairs (commands/new_game.py).
- Players ask for (and agree to) an undo with `/game undo`; `/mod undo` is the moderators' version.
- A deleted game channel is reopened (channel or thread) at the next post.
- Turn notices (DM) open with the catch-up digest (bot/digest.py) instead of only the turn's private events.
- Reminders are plain DMs with a jump link (no hand image: the turn notice has it); players whose DMs are
  closed are pinged in the game channel. A deadline that pauses a game pings the moderator role and the host.
- `/mod deadline` sets the pending decision's deadline; `/mod deadlines` changes the per-decision period,
  policy and reminders; `/mod end winner:` records that seat first, the others tied behind it.
- `/away` and `/back` work anywhere (DMs too): away covers all of a player's games.
- The start board shows the seed's SHA-256; the final board shows the seed; `/game verify` is for finished
  games only (the seed stays secret until then).
"""
