"""Graphics items shared by the game boards: dice, pencil strokes and glyphs."""
