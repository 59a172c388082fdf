"""The board's own words: button labels, what an offered move does (said
when it has the keyboard focus or is hovered), and what a thing on the
table is. Built from the viewer's view and the legal actions only.

Every sentence goes through Qt's translation (context "SteamDonkeyBoard");
names of cards, areas and colours come from the game's content."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

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
from ...games.steamdonkey import words as sd_words
from ...games.steamdonkey.content import CARD, RESORT, REVERSE, TRANSPORT, back_label
from ...games.steamdonkey.state import BUILD, MOVE, State
from ...i18n import _

translate = QCoreApplication.translate


# The content tables keep their English names (notation uses them); the
# rules layer's words module gives the words a player reads.
def area_name(colour: int) -> str:
    return sd_words.area(colour)


def colour_name(colour: int) -> str:
    return sd_words.colour(colour)


def icon_name(icon: int) -> str:
    return sd_words.icon(icon)


def role_name(key: str) -> str:
    """A kick-on's or character's name."""
    return sd_words.name(key)


def card_name(card: str) -> str:
    return sd_words.card_name(card)


def resort_name(resort: str) -> str:
    return _(RESORT[resort].name)


def column_head(icon: int) -> str:
    """An icon as the heading of a resort column (its own words: a column is
    narrow, and German "Verkehrsmittel" does not fit it)."""
    return (
        translate("SteamDonkeyBoard", "Amusement", "column heading"),
        translate("SteamDonkeyBoard", "Lodging", "column heading"),
        translate("SteamDonkeyBoard", "Monument", "column heading"),
        translate("SteamDonkeyBoard", "Transport", "column heading"),
    )[icon]


def kickon_text(kickon: str) -> str:
    return {
        "donkey": translate("SteamDonkeyBoard", "one amusement may pay towards any attraction"),
        "castle": translate("SteamDonkeyBoard", "twelve cards to begin with"),
        "bank": translate("SteamDonkeyBoard", "a hand limit of fifteen"),
        "dog": translate("SteamDonkeyBoard", "three extra visitors before moving visitors"),
    }[kickon]


def character_use(character: str) -> str:
    return {
        "donkeyboy": translate("SteamDonkeyBoard", "take the top discard"),
        "admiral": translate("SteamDonkeyBoard", "build a second colour"),
        "princess": translate("SteamDonkeyBoard", "one card fewer for each attraction"),
        "icecream": translate("SteamDonkeyBoard", "move visitors of a second colour"),
    }[character]


def area(colour: int) -> str:
    return translate("SteamDonkeyBoard", "{area} ({colour})").format(area=area_name(colour), colour=colour_name(colour))


def verb_label(action: Any) -> str:
    """A Build or Move button's word alone, under a heading naming the area."""
    if isinstance(action, Build):
        return translate("SteamDonkeyBoard", "Build")
    return translate("SteamDonkeyBoard", "Move")


def button_label(action: Any, view: State) -> str:
    if isinstance(action, Build):
        return translate("SteamDonkeyBoard", "Build {area}").format(area=area_name(action.colour))
    if isinstance(action, Move):
        return translate("SteamDonkeyBoard", "Move {area}").format(area=area_name(action.colour))
    if isinstance(action, Collect):
        return translate("SteamDonkeyBoard", "Visitors to hand")
    if isinstance(action, TakeDiscard):
        return translate("SteamDonkeyBoard", "Take discard")
    if isinstance(action, Done):
        if view.phase == BUILD:
            return translate("SteamDonkeyBoard", "Stop building")
        if view.phase == MOVE:
            return translate("SteamDonkeyBoard", "Stop moving")
        return translate("SteamDonkeyBoard", "End turn")
    if isinstance(action, Raise):
        return translate("SteamDonkeyBoard", "Funicular: {area}").format(area=area_name(action.colour))
    if isinstance(action, Dog):
        return role_name("dog")
    if isinstance(action, Admiral):
        return translate("SteamDonkeyBoard", "Admiral: {area}").format(area=area_name(action.colour))
    if isinstance(action, IceCream):
        return translate("SteamDonkeyBoard", "Ice-cream: {area}").format(area=area_name(action.colour))
    if isinstance(action, Princess):
        return role_name("princess")
    if isinstance(action, DonkeyBoy):
        return role_name("donkeyboy")
    if isinstance(action, Swap):
        return translate("SteamDonkeyBoard", "Swap: {character}").format(character=role_name(view.players[action.seat].character))
    if isinstance(action, ChooseKickon):
        return role_name(action.kickon)
    if isinstance(action, ChooseResort):
        return resort_name(action.resort)
    return str(action)


def source_text(view: State, source: str) -> str:
    if source == TOP_SOURCE:
        if view.table.top:
            return translate("SteamDonkeyBoard", "{back} from the top of the deck").format(back=back_label(view.table.top))
        return translate("SteamDonkeyBoard", "the deck's top visitor")
    return translate("SteamDonkeyBoard", "{back} from the platform").format(back=back_label(source))


def space_text(space: int) -> str:
    return translate("SteamDonkeyBoard", "your {area} {icon}").format(area=area_name(space // 4), icon=icon_name(space % 4))


def cost_text(card: str) -> str:
    c = CARD[card]
    if c.cost == 0:
        return translate("SteamDonkeyBoard", "free")
    if c.cost == 1:
        return translate("SteamDonkeyBoard", "1 {icon} card").format(icon=icon_name(c.icon))
    return translate("SteamDonkeyBoard", "{n} {icon} cards").format(n=c.cost, icon=icon_name(c.icon))


def action_text(action: Any, view: State) -> str:
    """What the move does, in a sentence."""
    if isinstance(action, Build):
        return translate("SteamDonkeyBoard", "Build attractions of the {area} colour this turn.").format(area=area(action.colour))
    if isinstance(action, Move):
        return translate("SteamDonkeyBoard", "Move visitors with {colour} (or all-colour) suitcases from the station to your "
                 "resort.").format(colour=colour_name(action.colour))
    if isinstance(action, Collect):
        return translate("SteamDonkeyBoard", "Add every visitor in your resort to your hand.")
    if isinstance(action, TakeDiscard):
        if view.table.discard:
            return translate("SteamDonkeyBoard", "Take the top discard ({card}) into your hand.").format(
                card=card_name(view.table.discard[-1]))
        return translate("SteamDonkeyBoard", "Take the top discard.")
    if isinstance(action, Done):
        if view.phase == BUILD:
            return translate("SteamDonkeyBoard", "Stop building.")
        if view.phase == MOVE:
            return translate("SteamDonkeyBoard", "Stop moving visitors.")
        return translate("SteamDonkeyBoard", "End your turn.")
    if isinstance(action, Raise):
        c = CARD[action.card]
        if action.colour >= 0:
            return translate("SteamDonkeyBoard", "Build the {card} as the {area} transport.").format(
                card=card_name(action.card), area=area(action.colour))
        return translate("SteamDonkeyBoard", "Build the {card} ({cost}) on {space}.").format(
            card=card_name(action.card), cost=cost_text(action.card), space=space_text(c.colour * 4 + c.icon))
    if isinstance(action, Pay):
        return translate("SteamDonkeyBoard", "Pay with the {card} ({icon}).").format(
            card=card_name(action.card), icon=icon_name(CARD[action.card].icon))
    if isinstance(action, Visit):
        return translate("SteamDonkeyBoard", "Move {visitor} to {space}.").format(
            visitor=source_text(view, action.source), space=space_text(action.space))
    if isinstance(action, Ride):
        return translate("SteamDonkeyBoard", "A transport takes {visitor} straight to your hand.").format(
            visitor=source_text(view, action.source))
    if isinstance(action, Return):
        return translate("SteamDonkeyBoard", "Send {visitor} back to the platform.").format(visitor=back_label(action.back))
    if isinstance(action, Dog):
        return translate("SteamDonkeyBoard", "{name}: three more visitors come to the platform first.").format(
            name=role_name("dog"))
    if isinstance(action, Admiral):
        return translate("SteamDonkeyBoard", "{name}: build {area} attractions too.").format(
            name=role_name("admiral"), area=area(action.colour))
    if isinstance(action, IceCream):
        return translate("SteamDonkeyBoard", "{name}: move visitors with {colour} suitcases too.").format(
            name=role_name("icecream"), colour=colour_name(action.colour))
    if isinstance(action, Princess):
        return translate("SteamDonkeyBoard", "{name}: each attraction this action costs one card fewer.").format(
            name=role_name("princess"))
    if isinstance(action, DonkeyBoy):
        return translate("SteamDonkeyBoard", "{name}: take the top discard into your hand.").format(
            name=role_name("donkeyboy"))
    if isinstance(action, Swap):
        other = view.players[action.seat]
        return translate("SteamDonkeyBoard", "Swap your character for {name}'s {character} and use it at once.").format(
            name=other.name, character=role_name(other.character))
    if isinstance(action, ChooseKickon):
        reverse = REVERSE[action.kickon]
        return translate("SteamDonkeyBoard", "{kickon}: {effect}; its character is the {character} ({use}).").format(
            kickon=role_name(action.kickon), effect=kickon_text(action.kickon), character=role_name(reverse),
            use=character_use(reverse))
    if isinstance(action, ChooseResort):
        return resort_text(action.resort)
    return str(action)


def resort_text(resort: str) -> str:
    r = RESORT[resort]
    return translate("SteamDonkeyBoard", "{resort}: {n} spaces to complete; {bonuses}.").format(
        resort=resort_name(resort), n=r.spaces, bonuses="; ".join(b.label for b in r.bonuses))


def card_text(card: str) -> str:
    c = CARD[card]
    colour = translate("SteamDonkeyBoard", "any colour") if c.colour < 0 else area(c.colour)
    if c.icon == TRANSPORT:
        holds = translate("SteamDonkeyBoard", "takes a visitor to the hand")
    elif c.capacity == 1:
        holds = translate("SteamDonkeyBoard", "holds 1 visitor")
    else:
        holds = translate("SteamDonkeyBoard", "holds {n} visitors").format(n=c.capacity)
    return translate("SteamDonkeyBoard", "{card}: {colour} {icon}, costs {cost}, {holds}, {points} points.").format(
        card=card_name(card), colour=colour, icon=icon_name(c.icon), cost=cost_text(card), holds=holds, points=c.points)


def character_text(character: str, twisted: bool) -> str:
    if twisted:
        state = translate("SteamDonkeyBoard", "twisted (used; untwisted at the start of its owner's turn)")
    else:
        state = translate("SteamDonkeyBoard", "ready")
    return translate("SteamDonkeyBoard", "{character}: {use}; {state}.").format(
        character=role_name(character), use=character_use(character), state=state)
