"""The Discord adapter: translates Discord input into GameService calls and delivers what they return.

No game logic lives here and no game is named here: every game is reached through the rules contract,
its views and its renderer (per-game rules summaries in `summaries/` are optional presentation data).

Modules: client (StarmailClient, setup_hook, command sync, background tasks, `run_bot`), commands/ (the
slash command groups), components (persistent DynamicItems), desk (the actions layer every command and
component calls), prompts (a player's private prompt), lobby (the lobby message), notifier (board posts,
the turn's log message, DMs), channels (a channel or thread per game), pictures (images off the event
loop), formatting, permissions, names, rules_text, ids (custom_id formats), sync (command fingerprint), timing
(/away times, reminders, the catch-up digest in turn notices, the seed lines).

The decisions this adapter makes where the spec was silent are in docs/decisions/discord.md.
"""
