-- The outbox: what must be told after a game write (the board post, the turn's log line, turn notices,
-- reminders) is stored by the same statement as the write, one row per write, carried in `pending_telling`
-- (a JSON object) like the log rows and timers of migrations 005 and 008. The front end delivers the rows of
-- a game after the commit and deletes them in the transaction that records what it posted; a restarted bot
-- delivers whatever is left, for every game. The trigger fires only for a write that sets `pending_telling`, so
-- the value may stay in the row afterwards: clearing it would rewrite the whole game row once more per move.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,  -- ids never come back: a delivery remembers the last it posted
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    payload    TEXT    NOT NULL,
    created_at REAL    NOT NULL
);

-- No index on game_id: the table holds only what is not delivered yet (a few rows), and every page a move's
-- statement touches is written to the journal again.

ALTER TABLE games ADD COLUMN pending_telling TEXT;

CREATE TRIGGER games_write_telling AFTER UPDATE OF pending_telling ON games
WHEN NEW.pending_telling IS NOT NULL
BEGIN
    INSERT INTO outbox (game_id, seq, payload, created_at)
    VALUES (NEW.id, NEW.seq, NEW.pending_telling, NEW.updated_at);
END;

-- A timer plan may also name timers by id ("drop"): a reminder is claimed by the write that records it. And the
-- value may stay in the row, as above.
DROP TRIGGER games_write_timers;

CREATE TRIGGER games_write_timers AFTER UPDATE OF pending_timers ON games
WHEN NEW.pending_timers IS NOT NULL
BEGIN
    DELETE FROM timers
    WHERE game_id = NEW.id
      AND (NEW.pending_timers ->> '$.clear'
           OR kind IN (SELECT value FROM json_each(NEW.pending_timers, '$.replace'))
           OR id IN (SELECT value FROM json_each(NEW.pending_timers, '$.drop')));
    INSERT INTO timers (game_id, kind, due_at, payload)
    SELECT NEW.id, value ->> 0, value ->> 1, value ->> 2
    FROM json_each(NEW.pending_timers, '$.add')
    ORDER BY key;
END;

-- Likewise the log rows of migration 005: the trigger fires only for a write that sets `pending`, so the value
-- may stay; not clearing it saves rewriting the game row. And a row's action and events now come nested as
-- JSON, taken as text with `->` (before: JSON text inside JSON, encoded and escaped twice).
DROP TRIGGER games_append_pending;

CREATE TRIGGER games_append_pending AFTER UPDATE OF pending ON games
WHEN NEW.pending IS NOT NULL
BEGIN
    INSERT INTO actions (game_id, kind, seq, seat, user_id, action, events, checkpoint, at)
    SELECT NEW.id, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value -> 4, value -> 5, value ->> 6,
           value ->> 7
    FROM json_each(NEW.pending)
    ORDER BY key;
END;
