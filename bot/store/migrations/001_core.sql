-- Games, their seats and the append-only action log: everything needed to rebuild a game from its seed.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER,
    channel_id  INTEGER,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    seed        INTEGER,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'active', 'paused', 'over', 'abandoned')),
    seq         INTEGER NOT NULL DEFAULT 0,
    version     INTEGER NOT NULL DEFAULT 0,
    state       TEXT,
    created_by  INTEGER NOT NULL,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    deadline_at REAL
);

CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     TEXT    NOT NULL,
    position INTEGER NOT NULL,
    user_id  INTEGER,
    kind     TEXT    NOT NULL CHECK (kind IN ('human', 'ai')),
    ai       TEXT,
    dm_ok    INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX seats_by_user ON seats (user_id);

-- Rows are only ever inserted: replays, audits and bug reports read the log as it happened.
CREATE TABLE actions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       TEXT,
    user_id    INTEGER,
    action     TEXT    NOT NULL,
    checkpoint INTEGER NOT NULL DEFAULT 0,
    at         REAL    NOT NULL
);

CREATE INDEX actions_by_game ON actions (game_id, id);
