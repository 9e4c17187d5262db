-- A move's timers are written by the same statement as the move: the compare-and-swap UPDATE of the game row
-- carries them in `pending_timers` (a JSON object) and this trigger applies them within that statement:
-- {"clear": true} removes every timer of the game; "replace": [kinds] removes the game's timers of those
-- kinds; "add": [[kind, due_at, payload], ...] adds timers. A move is acknowledged only once its deadline
-- and reminders are stored, and no timer of an earlier decision outlives it.
ALTER TABLE games ADD COLUMN pending_timers TEXT;

CREATE TRIGGER games_write_timers AFTER UPDATE OF pending_timers ON games
WHEN NEW.pending_timers IS NOT NULL
BEGIN
    DELETE FROM timers
    WHERE game_id = NEW.id
      AND (NEW.pending_timers ->> '$.clear'
           OR kind IN (SELECT value FROM json_each(NEW.pending_timers, '$.replace')));
    INSERT INTO timers (game_id, kind, due_at, payload)
    SELECT NEW.id, value ->> 0, value ->> 1, value ->> 2
    FROM json_each(NEW.pending_timers, '$.add')
    ORDER BY key;
    UPDATE games SET pending_timers = NULL WHERE id = NEW.id;
END;
