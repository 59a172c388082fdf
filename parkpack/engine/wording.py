"""Shared pieces of the words a game shows, in the current language.

A game's ``GameInfo`` is built per language (``i18n.Localized``); the
computer levels it lists are English records marked with ``N_``, put into
the current language here.
"""

from __future__ import annotations

from ..i18n import N_, _
from .api import BotLevel

#: The expert level's texts (engine/expert.py ``LEVEL``), for the catalogue.
EXPERT_TEXTS = (
    N_("Expert"),
    N_("Searches thousands of possible continuations before every move (takes its thinking time)."),
)


def level(lv: BotLevel) -> BotLevel:
    """``lv`` with its label and description in the current language."""
    return BotLevel(lv.id, _(lv.label), _(lv.description) if lv.description else "")


def levels(levels_: tuple[BotLevel, ...]) -> tuple[BotLevel, ...]:
    return tuple(level(lv) for lv in levels_)
