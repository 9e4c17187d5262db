-- A move is stored by ONE statement: the compare-and-swap UPDATE of the game row carries the new log rows
-- in `pending` (a JSON array), and this trigger moves them into `actions` within that same statement.
-- One statement is one atomic, durable transaction and one round trip to the database thread.
-- Each pending row: [kind, seq, seat, user_id, action JSON text, events JSON text, checkpoint, at].
ALTER TABLE games ADD COLUMN pending TEXT;

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
