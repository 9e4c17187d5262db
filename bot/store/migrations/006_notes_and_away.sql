-- Moderator actions, deadline takeovers and away notices are written to the game log as rows of kind 'note'
-- (seq = the game's seq when it happened, user_id = who did it, action = what, as a JSON object).
-- SQLite cannot change a CHECK constraint in place, so the log table is rebuilt with every row kept.
DROP TRIGGER games_append_pending;

CREATE TABLE actions_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       TEXT,
    user_id    INTEGER,
    action     TEXT    NOT NULL,
    checkpoint INTEGER NOT NULL DEFAULT 0,
    at         REAL    NOT NULL,
    kind       TEXT    NOT NULL DEFAULT 'move' CHECK (kind IN ('move', 'undo', 'note')),
    events     TEXT    NOT NULL DEFAULT '[]'
);

INSERT INTO actions_new (id, game_id, seq, seat, user_id, action, checkpoint, at, kind, events)
SELECT id, game_id, seq, seat, user_id, action, checkpoint, at, kind, events FROM actions;

DROP TABLE actions;

ALTER TABLE actions_new RENAME TO actions;

CREATE INDEX actions_by_game ON actions (game_id, id);

CREATE TRIGGER games_append_pending AFTER UPDATE OF pending ON games
WHEN NEW.pending IS NOT NULL
BEGIN
    INSERT INTO actions (game_id, kind, seq, seat, user_id, action, events, checkpoint, at)
    SELECT NEW.id, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6,
           value ->> 7
    FROM json_each(NEW.pending)
    ORDER BY key;
    UPDATE games SET pending = NULL WHERE id = NEW.id;
END;

-- Players who handed their seats to the AI (mode 'ai') or asked for longer deadlines (mode 'extend') until
-- a time; a row is removed by /back. Kept per user: it covers every game they play.
CREATE TABLE away (
    user_id INTEGER PRIMARY KEY,
    until   REAL    NOT NULL,
    mode    TEXT    NOT NULL CHECK (mode IN ('ai', 'extend'))
);
