"""The words Steam Donkey shows: log entries, the status line, the side panel
and the reasons a move is refused.

``describe`` is given the full state, so its public ``text`` uses only what
every seat sees (backs of visitors and of dealt cards, faces of attractions
and of the discard pile); the faces a player learns go in ``private``.
Everything else is built from a seat's view.
"""

from __future__ import annotations

from parkpack.engine.api import Brief, GameText, LogEntry
from parkpack.i18n import _, and_join, ngettext, pgettext

from . import words

from .actions import (
    TOP_SOURCE,
    Action,
    Admiral,
    Build,
    ChooseKickon,
    ChooseResort,
    Collect,
    Deal,
    Dog,
    DonkeyBoy,
    Done,
    IceCream,
    Move,
    Pay,
    Poster,
    Princess,
    Raise,
    Return,
    Ride,
    Shuffle,
    Swap,
    TakeDiscard,
    Top,
    Visit,
)
from .content import (
    AMUSEMENT,
    ANY_COLOUR,
    BACK,
    CARD,
    DONKEY_BOY,
    FUNICULAR,
    POSTER,
    PRINCESS_ROYAL,
    RESORT,
    REVERSE,
    SPECIAL,
    SUITCASE_LETTERS,
    TRANSPORT,
    colour_before_singular,
    back_label,
    is_hidden,
)
from .refusals import refusal as refusal_text
from .rules import apply
from .scoring import player_score, scores
from .state import AFTER, BUILD, DEAL, KICKON, MOVE, OVER, PAY, POSTER as POSTER_PHASE, RESORT as RESORT_PHASE, RETURN, START, State


def _front(card: str) -> str:
    """"yellow monument, 6 points": what the face shows."""
    c = CARD[card]
    if c.colour == ANY_COLOUR:
        return ngettext("transport of any colour, {points} point", "transport of any colour, {points} points",
                        c.points).format(points=c.points)
    return ngettext("{colour} {icon}, {points} point", "{colour} {icon}, {points} points", c.points).format(
        colour=words.colour(c.colour), icon=words.icon(c.icon), points=c.points)


def card_label(card: str) -> str:
    """"the Pier (yellow monument, 6 points)"."""
    return _("the {name} ({front})").format(name=words.card_name(card), front=_front(card))


def full_label(card: str) -> str:
    """A card everyone sees both sides of (built, paid, turned up): its back
    is named too, since two cards with the same front can have different
    backs and the views tell them apart."""
    suitcase = SUITCASE_LETTERS.index(BACK[card][2])
    if suitcase == SPECIAL:
        back = _("all-colour suitcase on the back")
    else:
        back = _("{colour} suitcase on the back").format(colour=words.colour(suitcase))
    return _("the {name} ({front}, {back})").format(name=words.card_name(card), front=_front(card), back=back)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards_list(cards: list[str]) -> str:
    return ", ".join(card_label(c) for c in sorted(cards)) or _("nothing")


def _visitors(n: int) -> str:
    return ngettext("{n} visitor", "{n} visitors", n).format(n=n)


def _colours(colours: tuple[int, ...]) -> str:
    """Colours before "visitors" ("green or red")."""
    return words.or_join([words.colour_before_plural(c) for c in colours])


def _colours_singular(colours: tuple[int, ...]) -> str:
    """Colours before "attraction" ("a green or red attraction")."""
    return words.or_join([colour_before_singular(c) for c in colours])


class SteamDonkeyText(GameText[State, Action]):
    def describe(self, state: State, action: Action) -> LogEntry:
        return describe(state, action)

    def prompt(self, view: State) -> str:
        return prompt(view)

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        return summary(view, seat)

    def refusal(self, view: State, action: Action) -> str:
        return refusal_text(view, action)


# --- the log ------------------------------------------------------------------
def describe(s: State, action: Action) -> LogEntry:
    who = s.players[s.seat].name
    if isinstance(action, (Poster, Deal, Top, Shuffle)):
        return _describe_chance(s, action, who)
    if isinstance(action, ChooseResort):
        r = RESORT[action.resort]
        bonuses = "; ".join(b.label for b in r.bonuses)
        return LogEntry(_("{who} plays {resort}: {n} spaces to complete ({bonuses})").format(
            who=who, resort=r.name, n=r.spaces, bonuses=bonuses))
    if isinstance(action, ChooseKickon):
        return LogEntry(_("{who} takes the {kickon} kick-on, with {character}").format(
            who=who, kickon=words.name(action.kickon), character=words.name(REVERSE[action.kickon])))
    if isinstance(action, Build):
        return LogEntry(_("{who} builds {colour} attractions").format(who=who, colour=words.colour_before_plural(action.colour)))
    if isinstance(action, Move):
        return LogEntry(_("{who} moves {colour} visitors from the station").format(
            who=who, colour=words.colour_before_plural(action.colour)))
    if isinstance(action, Collect):
        return _describe_collect(s, who)
    if isinstance(action, TakeDiscard):
        return LogEntry(_("{who} takes {card} from the discard pile{flip}").format(
            who=who, card=card_label(s.table.discard[-1]), flip=_flip(s, action)))
    if isinstance(action, (Raise, Pay)):
        return _describe_building(s, action, who)
    if isinstance(action, (Visit, Ride, Return, Dog)):
        return _describe_visitors(s, action, who)
    if isinstance(action, (Admiral, Princess, IceCream, DonkeyBoy, Swap)):
        return _describe_character(s, action, who)
    if isinstance(action, Done):
        if s.phase == BUILD:
            return LogEntry(_("{who} stops building").format(who=who))
        if s.phase == MOVE:
            return LogEntry(_("{who} stops moving visitors").format(who=who))
        return LogEntry(_("{who} ends the turn").format(who=who))
    return LogEntry(f"{who}: {action}")


def _describe_chance(s: State, action: Action, who: str) -> LogEntry:
    if isinstance(action, Poster):
        sides = " / ".join(RESORT[r].name for r in POSTER[action.poster].sides)
        return LogEntry(_("{who} is dealt poster {poster} ({sides})").format(who=who, poster=action.poster, sides=sides))
    if isinstance(action, Deal):
        dealt = _("{who} is dealt {card}")
        public = dealt.format(who=who, card=back_label(BACK[action.card]))
        return LogEntry(public, dealt.format(who=who, card=card_label(action.card)), (s.seat,))
    if isinstance(action, Top):
        if not s.table.discard:  # it is turned face up at once (the pile is never empty)
            return LogEntry(_capital(_("{card} is turned up from the deck to start the discard pile").format(
                card=full_label(action.card))))
        return LogEntry(_("The deck's top card shows {visitor}").format(visitor=back_label(BACK[action.card])))
    return LogEntry(_("The deck is empty: the discard pile is shuffled to make a new deck"))


def _flip(s: State, action: Action) -> str:
    """The turn-up that keeps the discard pile from running out, when
    ``action`` takes its last card (and does not end the game, after which
    nothing more is turned up)."""
    t = s.table
    if len(t.discard) == 1 and t.top and not apply(s, action).over:
        if is_hidden(t.top):  # told from a seat's view (a hint), before anyone has seen it
            return _("; the deck's top card is turned up to start a new discard pile")
        return _("; {card} is turned up from the deck to start a new discard pile").format(card=full_label(t.top))
    return ""


def _describe_collect(s: State, who: str) -> LogEntry:
    p = s.me
    n = p.guest_count
    if n == 0:
        return LogEntry(_("{who} adds visitors to their hand, but there are none in the resort").format(who=who))
    if n > p.room:
        back = n - p.room
        return LogEntry(ngettext(
            "{who} adds {visitors} to their hand: {n} visitor must go back to the platform first",
            "{who} adds {visitors} to their hand: {n} visitors must go back to the platform first",
            back,
        ).format(who=who, visitors=_visitors(n), n=back))
    cards = [c for g in p.guests for c in g]
    public = _("{who} adds {visitors} to their hand").format(who=who, visitors=_visitors(n))
    return LogEntry(public, _private(public, cards), (s.seat,))


def _private(public: str, cards: list[str]) -> str:
    """The public text, then the faces only the acting seat sees (none when
    told from the seat's view before it has seen them, as a hint is)."""
    if any(is_hidden(c) for c in cards):
        return public
    return _("{text}: {cards}").format(text=public, cards=_cards_list(cards))


def _back(card: str) -> str:
    """A card's back; a card hidden in a view is its back already."""
    return card if is_hidden(card) else BACK[card]


def _where(colour: int) -> str:
    """The area an attraction is raised in."""
    return (_("in the Park"), _("in the Town"), _("in the Beach"))[colour]


def _describe_building(s: State, action: Raise | Pay, who: str) -> LogEntry:
    if isinstance(action, Raise):
        card = CARD[action.card]
        colour = action.colour if action.card == FUNICULAR else card.colour
        cost = card.cost - 1 if s.act.discount and card.cost else card.cost
        what = _("{card} {where}").format(card=full_label(action.card), where=_where(colour))
        if action.card == FUNICULAR:
            what = _("the Funicular Railway as a {colour} transport").format(colour=_colour_before_transport(colour))
        stack = s.me.spaces[colour * 4 + card.icon]
        covers = _(", covering {card}").format(card=card_label(stack[-1])) if stack else ""
        kind = words.icons(card.icon) if cost > 1 else words.icon(card.icon)
        price = _("free") if cost == 0 else _("paying {n} {what}").format(n=cost, what=kind)
        return LogEntry(_("{who} raises {what} ({price}){covers}").format(who=who, what=what, price=price, covers=covers))
    raising = CARD[s.act.raising]
    wild = CARD[action.card].icon == AMUSEMENT and raising.icon != AMUSEMENT
    how = _(" (Feral Donkey: as a {icon})").format(icon=words.icon(raising.icon)) if wild else ""
    return LogEntry(_("{who} pays with {card}{how}").format(who=who, card=full_label(action.card), how=how))


def _colour_before_transport(c: int) -> str:
    # TRANSLATORS: a colour before "transport" (German: "grünes Verkehrsmittel").
    return (
        pgettext("colour, before 'transport'", "green"),
        pgettext("colour, before 'transport'", "red"),
        pgettext("colour, before 'transport'", "yellow"),
    )[c]


def _describe_visitors(s: State, action: Visit | Ride | Return | Dog, who: str) -> LogEntry:
    p = s.me
    if isinstance(action, Dog):
        return LogEntry(_("{who}'s Mechanical Dog drafts three extra visitors onto the platform").format(who=who))
    deck = isinstance(action, (Visit, Ride)) and action.source == TOP_SOURCE
    if isinstance(action, Visit):
        label = back_label(_back(s.table.top) if deck else action.source)
        host = card_label(p.top(action.space))
        text = _("{who} moves {visitor} from the deck onto {card}") if deck else _(
            "{who} moves {visitor} from the platform onto {card}")
        return LogEntry(text.format(who=who, visitor=label, card=host))
    if isinstance(action, Ride):
        label = back_label(_back(s.table.top) if deck else action.source)
        ride = _("{who}'s transport takes {visitor} from the deck into their hand") if deck else _(
            "{who}'s transport takes {visitor} from the platform into their hand")
        public = ride.format(who=who, visitor=label)
        card = s.table.top if action.source == TOP_SOURCE else next(c for c in s.table.platform if _back(c) == action.source)
        return LogEntry(public, _private(public, [card]), (s.seat,))
    public = _("{who} returns {visitor} to the platform").format(who=who, visitor=back_label(action.back))
    if s.act.need > 1:
        return LogEntry(public)
    rest = [c for g in p.guests for c in g]
    rest.remove(next(c for c in rest if _back(c) == action.back))
    # The English keeps "join" for one visitor too, as it always read.
    public += ngettext("; {n} visitor joins their hand", "; {n} visitors join their hand", len(rest)).format(n=len(rest))
    return LogEntry(public, _private(public, rest), (s.seat,))


def _describe_character(s: State, action: Action, who: str) -> LogEntry:
    if isinstance(action, Admiral):
        return LogEntry(_("{who} uses the Lord Admiral to build {colour} attractions too").format(
            who=who, colour=words.colour_before_plural(action.colour)))
    if isinstance(action, Princess):
        return LogEntry(_("{who} uses the Princess Royal: one card fewer for each attraction").format(who=who))
    if isinstance(action, IceCream):
        return LogEntry(_("{who} uses Madame Ice-cream to move {colour} visitors too").format(
            who=who, colour=words.colour_before_plural(action.colour)))
    if isinstance(action, DonkeyBoy):
        return LogEntry(_("{who} sends Donkey Boy for {card} from the discard pile{flip}").format(
            who=who, card=card_label(s.table.discard[-1]), flip=_flip(s, action)))
    assert isinstance(action, Swap)
    other = s.players[action.seat]
    text = _("{who} swaps {mine} for {other}'s {theirs}").format(
        who=who, mine=words.name(s.me.character), other=other.name, theirs=words.name(other.character))
    if other.character == DONKEY_BOY:
        text += _(", who fetches {card} from the discard pile{flip}").format(card=card_label(s.table.discard[-1]), flip=_flip(s, action))
    elif other.character == PRINCESS_ROYAL:
        text += _(", who takes one card off each attraction")
    return LogEntry(text)


# --- the status line ------------------------------------------------------------
def prompt(v: State) -> str:
    if v.phase == OVER:
        return _result(v)
    p = v.players[v.seat]
    who = p.name
    if v.phase in (POSTER_PHASE, DEAL):
        return _("Dealing")
    t = v.table
    if v.phase not in (RESORT_PHASE, KICKON) and not t.top and (t.deck or len(t.discard) >= 2):
        return _("Turning up the deck's top card") if t.deck else _("Shuffling the discard pile into a new deck")
    if v.act.must:
        return _("{who}: choose the second colour for {name}").format(who=who, name=words.name(v.act.must))
    final = _(" (final turn)") if v.ender >= 0 else ""
    texts = {
        RESORT_PHASE: lambda: _("{who}: choose a side of poster {poster}: {sides}").format(
            who=who, poster=p.poster, sides=words.or_join([
                _("{resort} ({n} spaces)").format(resort=RESORT[r].name, n=RESORT[r].spaces) for r in POSTER[p.poster].sides])),
        KICKON: lambda: _("{who}: choose a kick-on: {kickons}").format(
            who=who, kickons=", ".join(words.name(k) for k in v.kickons)),
        START: lambda: _("{who}: build, move visitors, add visitors to your hand or take the top discard{final}").format(
            who=who, final=final),
        BUILD: lambda: _("{who}: raise a {colours} attraction, or stop building{final}").format(
            who=who, colours=_colours_singular(v.act.colours), final=final),
        PAY: lambda: _pay_prompt(v, who),
        MOVE: lambda: _("{who}: move {colours} visitors{rides}, or stop{final}").format(
            who=who, colours=_colours(v.act.colours), rides=_rides(v), final=final),
        RETURN: lambda: _("{who}: choose {visitors} to go back to the platform (hand limit {limit})").format(
            who=who, visitors=_visitors(v.act.need), limit=p.limit),
        AFTER: lambda: _("{who}: use Donkey Boy, or end your turn{final}").format(who=who, final=final),
    }
    return texts[v.phase]()


def _pay_prompt(v: State, who: str) -> str:
    card = CARD[v.act.raising]
    kind = words.icon(card.icon) if v.act.owed == 1 else words.icons(card.icon)
    return _("{who}: pay {n} more {kind} for the {name}").format(who=who, n=v.act.owed, kind=kind, name=words.card_name(v.act.raising))


def _rides(v: State) -> str:
    n = v.act.rides
    return ngettext(" ({n} transport ride to take)", " ({n} transport rides to take)", n).format(n=n) if n else ""


def _result(v: State) -> str:
    sheet = scores(v)
    names = and_join([v.players[w].name for w in sheet.winners])
    best = sheet.total(sheet.winners[0])
    if len(sheet.winners) > 1:
        return ngettext("Game over: {names} tie with {points} point", "Game over: {names} tie with {points} points",
                        best).format(names=names, points=best)
    return ngettext("Game over: {names} wins with {points} point", "Game over: {names} wins with {points} points",
                    best).format(names=names, points=best)


# --- the side panel --------------------------------------------------------------
def summary(v: State, seat: int) -> tuple[str, ...]:
    """Short lines for the player's card: a side panel of 200-odd pixels
    shows each whole."""
    p = v.players[seat]
    lines: list[str] = []
    if p.resort:
        r = RESORT[p.resort]
        if p.complete:
            # A final turn may fill more spaces than the poster asks for
            # ("Ending the game and winning"): "11/10" would read as a slip.
            # (Short: a four-player panel is narrow; the poster has the count.)
            lines.append(_("{resort}: complete").format(resort=r.name))
        else:
            lines.append(_("{resort}: {filled}/{spaces} spaces").format(resort=r.name, filled=p.filled, spaces=r.spaces))
    elif p.poster:
        sides = " / ".join(RESORT[x].name for x in POSTER[p.poster].sides)
        lines.append(_("Poster {poster}: {sides}").format(poster=p.poster, sides=sides))
    hidden = sum(1 for c in p.hand if is_hidden(c))
    # TRANSLATORS: after "Hand: 9/12 cards": how many of them this player has not seen the face of.
    seen = _(", {n} unseen").format(n=hidden) if hidden else ""
    lines.append(_("Hand: {n}/{limit} cards{unseen}").format(n=len(p.hand), limit=p.limit, unseen=seen))
    lines.append(_("Visitors in the resort: {n}").format(n=p.guest_count))
    if p.kickon:
        # As the board's panels word it; a card too narrow for it drops the
        # kick-on (on the board's panel) and keeps whether the twist is spent.
        state = _("used") if p.twisted else _("ready")
        character = _("{character} ({state})").format(character=words.name(p.character), state=state)
        lines.append(Brief(_("{kickon} · {character}").format(kickon=words.name(p.kickon), character=character),
                           character))
    transports = [words.colour(c) for c in range(3) if p.spaces[c * 4 + TRANSPORT]]
    if transports:
        lines.append(_("Transports: {colours}").format(colours=", ".join(transports)))
    score = player_score(v, seat).total
    lines.append((_("Final score: {n}") if v.over else _("Score so far: {n}")).format(n=score))
    if v.ender == seat:
        lines.append(_("Completed the resort first"))
    return tuple(lines)
