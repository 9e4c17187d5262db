-- The state right after the game's latest checkpoint (a roll, a reveal: a move undo never crosses), written
-- by the same statement as that move. Undo then starts from it and replays only the moves after it, instead
-- of the whole game from the seed. NULL for games stored before (they replay from the seed, as before).
ALTER TABLE games ADD COLUMN checkpoint_seq INTEGER;
ALTER TABLE games ADD COLUMN checkpoint_state TEXT;
