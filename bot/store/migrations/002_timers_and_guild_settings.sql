-- Deadlines and reminders live in the database so that they survive restarts.
CREATE TABLE timers (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind    TEXT    NOT NULL,
    due_at  REAL    NOT NULL,
    payload TEXT    NOT NULL DEFAULT '{}'
);

CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);

CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    settings   TEXT NOT NULL DEFAULT '{}',
    updated_at REAL NOT NULL
);
