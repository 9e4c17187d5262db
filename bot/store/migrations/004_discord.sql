-- Bookkeeping of the Discord adapter: where each game is played and which of its messages stay current
-- (lobby, latest board, the turn's log message), as a JSON object the adapter owns.
CREATE TABLE discord_games (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER,
    data       TEXT    NOT NULL DEFAULT '{}'
);

CREATE INDEX discord_games_by_channel ON discord_games (channel_id);

-- Users whose DMs refused the bot (403, code 50007): served in the game channel instead, not retried every turn.
CREATE TABLE discord_dm_closed (
    user_id INTEGER PRIMARY KEY,
    since   REAL    NOT NULL
);

-- Small values the bot process keeps between runs, e.g. the fingerprint of the last synced command tree.
CREATE TABLE bot_state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
