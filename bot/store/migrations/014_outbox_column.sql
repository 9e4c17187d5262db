-- The column that carries a write's outbox row (migration 010) is named for what it holds, as everything else about
-- the outbox is; its trigger follows it. A renamed column keeps its values, and no statement reads it but the trigger.
DROP TRIGGER games_write_telling;

ALTER TABLE games RENAME COLUMN pending_telling TO pending_outbox;

CREATE TRIGGER games_write_outbox AFTER UPDATE OF pending_outbox ON games
WHEN NEW.pending_outbox IS NOT NULL
BEGIN
    INSERT INTO outbox (game_id, seq, payload, created_at)
    VALUES (NEW.id, NEW.seq, NEW.pending_outbox, NEW.updated_at);
END;
