"""Pillow drawing. Input: a view dict from `rules` (never a state). Output: PNG bytes and alt text."""
