"""Game-agnostic engine: protocol, session, randomness, saves, bots. Never imports Qt."""
