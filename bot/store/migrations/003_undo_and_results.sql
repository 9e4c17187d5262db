-- Undo is itself a log row (kind 'undo', seq = the seq it went back to), so the log stays append-only.
ALTER TABLE actions ADD COLUMN kind TEXT NOT NULL DEFAULT 'move' CHECK (kind IN ('move', 'undo'));
-- The events each move produced, with their audiences, so that the log can be shown without a replay.
ALTER TABLE actions ADD COLUMN events TEXT NOT NULL DEFAULT '[]';
-- The recorded outcome of a finished or abandoned game, and service bookkeeping (pending undo, pause reason).
ALTER TABLE games ADD COLUMN result TEXT;
ALTER TABLE games ADD COLUMN meta TEXT NOT NULL DEFAULT '{}';
