"""The four games. Each subpackage exposes ``GAME`` implementing engine.api.Game."""
