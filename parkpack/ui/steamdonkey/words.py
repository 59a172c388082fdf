"""The board's own words: button labels, what an offered move does (said
when it has the keyboard focus or is hovered), and what a thing on the
table is. Built from the viewer's view and the legal actions only."""

from __future__ import annotations

from typing import Any

from ...games.steamdonkey.actions import (
    TOP_SOURCE,
    Admiral,
    Build,
    ChooseKickon,
    ChooseResort,
    Collect,
    Dog,
    DonkeyBoy,
    Done,
    IceCream,
    Move,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from ...games.steamdonkey.content import (
    AREAS,
    CARD,
    COLOURS,
    ICONS,
    NAMES,
    RESORT,
    TRANSPORT,
    back_label,
)
from ...games.steamdonkey.state import BUILD, MOVE, State

KICKON_TEXT = {
    "donkey": "one amusement may pay towards any attraction",
    "castle": "twelve cards to begin with",
    "bank": "a hand limit of fifteen",
    "dog": "three extra visitors before moving visitors",
}
CHARACTER_TEXT = {
    "donkeyboy": "take the top discard",
    "admiral": "build a second colour",
    "princess": "one card fewer for each attraction",
    "icecream": "move visitors of a second colour",
}


def area(colour: int) -> str:
    return f"{AREAS[colour]} ({COLOURS[colour]})"


def button_label(action: Any, view: State) -> str:
    if isinstance(action, Build):
        return f"Build {AREAS[action.colour]}"
    if isinstance(action, Move):
        return f"Move {AREAS[action.colour]}"
    if isinstance(action, Collect):
        return "Visitors to hand"
    if isinstance(action, TakeDiscard):
        return "Take discard"
    if isinstance(action, Done):
        if view.phase == BUILD:
            return "Stop building"
        if view.phase == MOVE:
            return "Stop moving"
        return "End turn"
    if isinstance(action, Raise):
        return f"Funicular: {AREAS[action.colour]}"
    if isinstance(action, Dog):
        return "Mechanical Dog"
    if isinstance(action, Admiral):
        return f"Admiral: {AREAS[action.colour]}"
    if isinstance(action, IceCream):
        return f"Ice-cream: {AREAS[action.colour]}"
    if isinstance(action, Princess):
        return "Princess Royal"
    if isinstance(action, DonkeyBoy):
        return "Donkey Boy"
    if isinstance(action, Swap):
        return f"Swap: {NAMES[view.players[action.seat].character]}"
    if isinstance(action, ChooseKickon):
        return NAMES[action.kickon]
    if isinstance(action, ChooseResort):
        return RESORT[action.resort].name
    return str(action)


def source_text(view: State, source: str) -> str:
    if source == TOP_SOURCE:
        return f"the deck's top visitor ({back_label(view.table.top)[2:]})" if view.table.top else "the deck's top visitor"
    return f"{back_label(source)} from the platform"


def space_text(space: int) -> str:
    return f"your {AREAS[space // 4]} {ICONS[space % 4]}"


def action_text(action: Any, view: State) -> str:
    """What the move does, in a sentence."""
    if isinstance(action, Build):
        return f"Build attractions of the {area(action.colour)} colour this turn."
    if isinstance(action, Move):
        return f"Move visitors with {COLOURS[action.colour]} (or all-colour) suitcases from the station to your resort."
    if isinstance(action, Collect):
        return "Add every visitor in your resort to your hand."
    if isinstance(action, TakeDiscard):
        top = view.table.discard[-1] if view.table.discard else ""
        return f"Take the top discard ({CARD[top].name}) into your hand." if top else "Take the top discard."
    if isinstance(action, Done):
        return {BUILD: "Stop building.", MOVE: "Stop moving visitors."}.get(view.phase, "End your turn.")
    if isinstance(action, Raise):
        if action.colour >= 0:
            return f"Build the {CARD[action.card].name} as the {area(action.colour)} transport."
        c = CARD[action.card]
        cost = "free" if c.cost == 0 else f"{c.cost} {ICONS[c.icon]} card{'s' if c.cost > 1 else ''}"
        return f"Build the {c.name} ({cost}) on {space_text(c.colour * 4 + c.icon)}."
    if isinstance(action, Pay):
        return f"Pay with the {CARD[action.card].name} ({ICONS[CARD[action.card].icon]})."
    if isinstance(action, Visit):
        return f"Move {source_text(view, action.source)} to {space_text(action.space)}."
    if isinstance(action, Ride):
        return f"A transport takes {source_text(view, action.source)} straight to your hand."
    if isinstance(action, Return):
        return f"Send {back_label(action.back)} back to the platform."
    if isinstance(action, Dog):
        return "Mechanical Dog: three more visitors come to the platform first."
    if isinstance(action, Admiral):
        return f"Lord Admiral: build {area(action.colour)} attractions too."
    if isinstance(action, IceCream):
        return f"Madame Ice-cream: move {COLOURS[action.colour]} visitors too."
    if isinstance(action, Princess):
        return "Princess Royal: each attraction this action costs one card fewer."
    if isinstance(action, DonkeyBoy):
        return "Donkey Boy: take the top discard into your hand."
    if isinstance(action, Swap):
        other = view.players[action.seat]
        return f"Swap your character for {other.name}'s {NAMES[other.character]} and use it at once."
    if isinstance(action, ChooseKickon):
        return f"{NAMES[action.kickon]}: {KICKON_TEXT[action.kickon]}; its character is the " \
               f"{NAMES[_reverse(action.kickon)]} ({CHARACTER_TEXT[_reverse(action.kickon)]})."
    if isinstance(action, ChooseResort):
        r = RESORT[action.resort]
        return f"Play {r.name}: {r.spaces} spaces to complete; " + "; ".join(b.label for b in r.bonuses) + "."
    return str(action)


def _reverse(kickon: str) -> str:
    from ...games.steamdonkey.content import REVERSE

    return REVERSE[kickon]


def card_text(card: str) -> str:
    c = CARD[card]
    colour = "any colour" if c.colour < 0 else area(c.colour)
    cost = "free" if c.cost == 0 else f"costs {c.cost} {ICONS[c.icon]} card{'s' if c.cost > 1 else ''}"
    holds = "takes a visitor to the hand" if c.icon == TRANSPORT else f"holds {c.capacity} visitor{'s' if c.capacity > 1 else ''}"
    return f"{c.name}: {colour} {ICONS[c.icon]}, {cost}, {holds}, {c.points} points."


def character_text(character: str, twisted: bool) -> str:
    state = "twisted (used; untwisted at the start of its owner's turn)" if twisted else "ready"
    return f"{NAMES[character]}: {CHARACTER_TEXT[character]}; {state}."
