"""Andromeda (shared/rules/andromeda.md): trading, stations and the planet ring for 3 to 5 players.

Decisions taken where the spec is silent (all else follows the spec and its section 8 exactly):

- Instance ids: planet cards `andromeda:<planet>:01`..`:12`, bonus cards `andromeda:<tier>:<n>`. Bonus cards are
  public (D-20), so `secrets()` lists only planet cards: per seat the planet cards in its hand (a hidden response
  stays in the hand until the reveal, so it is covered), under None the draw pile. Views and public events never
  carry any instance id; only the holder's private view and events addressed to the holder do.
- Draw pile order: the pile is kept bottom first and cards are drawn from its end; a shuffle's output is the pile.
  Setup step 7 deals from the first shuffle, step 9 from a second shuffle of all 84 cards.
- The cards phase draws all missing cards as one stream from the pile and deals them one at a time in order(A),
  which is exactly the one-at-a-time deal of R-4.2.2 (a reshuffle mid-deal continues the same stream).
- Keep (R-4.4.8) also runs the lone-display check R-4.4.7: keeping removes a display just like a take-back.
- The public view shows no trace of an action being built (R-4.5.3); only `turn.used` / `turn.budget`.
- After a found, R-6.1 is checked once; the "end_triggered" event names the seat whose found triggered it.
- A hidden response is modelled as a marked card that stays in the hand until the reveal, so hand sizes, the
  public bonus list and `secrets()` need no special case; the responder's private event names the kind only.
- Action dicts must match a legal action exactly, value types included (`{"n": True}` is not `{"n": 1}`).
- `rules.andromeda.testing` also offers `arrange`, which builds scenario positions by moving real cards and
  stations (test support only, like `rig_ring_draws`).
- Lists of kinds or partners are ordered canonically: kinds in canonical kind order, partners clockwise from
  the deciding seat.
"""

from rules.andromeda.game import GAME

__all__ = ["GAME"]
