"""The words Steam Donkey shows: log entries, the status line, the side panel
and the reasons a move is refused.

``describe`` is given the full state, so its public ``text`` uses only what
every seat sees (backs of visitors and of dealt cards, faces of attractions
and of the discard pile); the faces a player learns go in ``private``.
Everything else is built from a seat's view.
"""

from __future__ import annotations

from parkpack.engine.api import GameText, LogEntry

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
    AREAS,
    BACK,
    CARD,
    COLOURS,
    DONKEY_BOY,
    FUNICULAR,
    ICON_PLURALS,
    ICONS,
    NAMES,
    POSTER,
    PRINCESS_ROYAL,
    RESORT,
    REVERSE,
    SPECIAL,
    SUITCASE_LETTERS,
    TRANSPORT,
    back_label,
    is_hidden,
)
from .refusals import refusal as refusal_text
from .scoring import player_score, scores
from .state import AFTER, BUILD, DEAL, KICKON, MOVE, OVER, PAY, POSTER as POSTER_PHASE, RESORT as RESORT_PHASE, RETURN, START, State


def card_label(card: str) -> str:
    """"the Pier (yellow monument, 6 points)"."""
    c = CARD[card]
    if c.colour == ANY_COLOUR:
        return f"the {c.name} (transport of any colour, {c.points} points)"
    return f"the {c.name} ({COLOURS[c.colour]} {ICONS[c.icon]}, {c.points} points)"


def full_label(card: str) -> str:
    """A card everyone sees both sides of (built, paid, turned up): its back
    is named too, since two cards with the same front can have different
    backs and the views tell them apart."""
    suitcase = SUITCASE_LETTERS.index(BACK[card][2])
    colour = "all-colour" if suitcase == SPECIAL else COLOURS[suitcase]
    return f"{card_label(card)[:-1]}, {colour} suitcase on the back)"


def _cards_list(cards: list[str]) -> str:
    return ", ".join(card_label(c) for c in sorted(cards)) or "nothing"


def _visitors(n: int) -> str:
    return "1 visitor" if n == 1 else f"{n} visitors"


def _colours(colours: tuple[int, ...]) -> str:
    return " or ".join(COLOURS[c] for c in colours)


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
        return LogEntry(f"{who} plays {r.name}: {r.spaces} spaces to complete ({bonuses})")
    if isinstance(action, ChooseKickon):
        return LogEntry(f"{who} takes the {NAMES[action.kickon]} kick-on, with {NAMES[REVERSE[action.kickon]]}")
    if isinstance(action, Build):
        return LogEntry(f"{who} builds {COLOURS[action.colour]} attractions")
    if isinstance(action, Move):
        return LogEntry(f"{who} moves {COLOURS[action.colour]} visitors from the station")
    if isinstance(action, Collect):
        return _describe_collect(s, who)
    if isinstance(action, TakeDiscard):
        return LogEntry(f"{who} takes {card_label(s.table.discard[-1])} from the discard pile{_flip(s)}")
    if isinstance(action, (Raise, Pay)):
        return _describe_building(s, action, who)
    if isinstance(action, (Visit, Ride, Return, Dog)):
        return _describe_visitors(s, action, who)
    if isinstance(action, (Admiral, Princess, IceCream, DonkeyBoy, Swap)):
        return _describe_character(s, action, who)
    if isinstance(action, Done):
        if s.phase == BUILD:
            return LogEntry(f"{who} stops building")
        if s.phase == MOVE:
            return LogEntry(f"{who} stops moving visitors")
        return LogEntry(f"{who} ends the turn")
    return LogEntry(f"{who}: {action}")


def _describe_chance(s: State, action: Action, who: str) -> LogEntry:
    if isinstance(action, Poster):
        sides = " / ".join(RESORT[r].name for r in POSTER[action.poster].sides)
        return LogEntry(f"{who} is dealt poster {action.poster} ({sides})")
    if isinstance(action, Deal):
        public = f"{who} is dealt {back_label(BACK[action.card])}"
        return LogEntry(public, f"{who} is dealt {card_label(action.card)}", (s.seat,))
    if isinstance(action, Top):
        if not s.table.discard:  # it is turned face up at once (the pile is never empty)
            label = full_label(action.card)
            return LogEntry(f"{label[0].upper()}{label[1:]} is turned up from the deck to start the discard pile")
        return LogEntry(f"The deck's top card shows {back_label(BACK[action.card])}")
    return LogEntry("The deck is empty: the discard pile is shuffled to make a new deck")


def _flip(s: State) -> str:
    t = s.table
    if len(t.discard) == 1 and t.top:
        return f"; {full_label(t.top)} is turned up from the deck to start a new discard pile"
    return ""


def _describe_collect(s: State, who: str) -> LogEntry:
    p = s.me
    n = p.guest_count
    if n == 0:
        return LogEntry(f"{who} adds visitors to their hand, but there are none in the resort")
    if n > p.room:
        back = n - p.room
        return LogEntry(f"{who} adds {_visitors(n)} to their hand: {_visitors(back)} must go back to the platform first")
    cards = [c for g in p.guests for c in g]
    public = f"{who} adds {_visitors(n)} to their hand"
    return LogEntry(public, f"{public}: {_cards_list(cards)}", (s.seat,))


def _describe_building(s: State, action: Raise | Pay, who: str) -> LogEntry:
    if isinstance(action, Raise):
        card = CARD[action.card]
        colour = action.colour if action.card == FUNICULAR else card.colour
        cost = card.cost - 1 if s.act.discount and card.cost else card.cost
        what = f"{full_label(action.card)} in the {AREAS[colour]}"
        if action.card == FUNICULAR:
            what = f"the Funicular Railway as a {COLOURS[colour]} transport"
        stack = s.me.spaces[colour * 4 + card.icon]
        covers = f", covering {card_label(stack[-1])}" if stack else ""
        price = "free" if cost == 0 else f"paying {cost} {ICON_PLURALS[card.icon] if cost > 1 else ICONS[card.icon]}"
        return LogEntry(f"{who} raises {what} ({price}){covers}")
    raising = CARD[s.act.raising]
    wild = CARD[action.card].icon == AMUSEMENT and raising.icon != AMUSEMENT
    how = f" (Feral Donkey: as a {ICONS[raising.icon]})" if wild else ""
    return LogEntry(f"{who} pays with {full_label(action.card)}{how}")


def _source_text(s: State, source: str) -> tuple[str, str]:
    """(back label, where from) of a visitor taken from the station."""
    if source == TOP_SOURCE:
        return back_label(BACK[s.table.top]), "the deck"
    return back_label(source), "the platform"


def _describe_visitors(s: State, action: Visit | Ride | Return | Dog, who: str) -> LogEntry:
    p = s.me
    if isinstance(action, Dog):
        return LogEntry(f"{who}'s Mechanical Dog drafts three extra visitors onto the platform")
    if isinstance(action, Visit):
        label, origin = _source_text(s, action.source)
        host = card_label(p.top(action.space))
        return LogEntry(f"{who} moves {label} from {origin} onto {host}")
    if isinstance(action, Ride):
        label, origin = _source_text(s, action.source)
        public = f"{who}'s transport takes {label} from {origin} into their hand"
        card = s.table.top if action.source == TOP_SOURCE else next(c for c in s.table.platform if BACK[c] == action.source)
        return LogEntry(public, f"{public}: {card_label(card)}", (s.seat,))
    public = f"{who} returns {back_label(action.back)} to the platform"
    if s.act.need > 1:
        return LogEntry(public)
    rest = [c for g in p.guests for c in g]
    rest.remove(next(c for c in rest if BACK[c] == action.back))
    public += f"; {_visitors(len(rest))} join their hand"
    return LogEntry(public, f"{public}: {_cards_list(rest)}", (s.seat,))


def _describe_character(s: State, action: Action, who: str) -> LogEntry:
    if isinstance(action, Admiral):
        return LogEntry(f"{who} uses the Lord Admiral to build {COLOURS[action.colour]} attractions too")
    if isinstance(action, Princess):
        return LogEntry(f"{who} uses the Princess Royal: one card fewer for each attraction")
    if isinstance(action, IceCream):
        return LogEntry(f"{who} uses Madame Ice-cream to move {COLOURS[action.colour]} visitors too")
    if isinstance(action, DonkeyBoy):
        return LogEntry(f"{who} sends Donkey Boy for {card_label(s.table.discard[-1])} from the discard pile{_flip(s)}")
    assert isinstance(action, Swap)
    other = s.players[action.seat]
    text = f"{who} swaps {NAMES[s.me.character]} for {other.name}'s {NAMES[other.character]}"
    if other.character == DONKEY_BOY:
        text += f", who fetches {card_label(s.table.discard[-1])} from the discard pile{_flip(s)}"
    elif other.character == PRINCESS_ROYAL:
        text += ", who takes one card off each attraction"
    return LogEntry(text)


# --- the status line ------------------------------------------------------------
def prompt(v: State) -> str:
    if v.phase == OVER:
        return _result(v)
    p = v.players[v.seat]
    who = p.name
    if v.phase in (POSTER_PHASE, DEAL):
        return "Dealing"
    t = v.table
    if v.phase not in (RESORT_PHASE, KICKON) and not t.top and (t.deck or len(t.discard) >= 2):
        return "Turning up the deck's top card" if t.deck else "Shuffling the discard pile into a new deck"
    if v.act.must:
        return f"{who}: choose the second colour for {NAMES[v.act.must]}"
    final = " (final turn)" if v.ender >= 0 else ""
    texts = {
        RESORT_PHASE: lambda: f"choose a side of poster {p.poster}: "
        + " or ".join(f"{RESORT[r].name} ({RESORT[r].spaces} spaces)" for r in POSTER[p.poster].sides),
        KICKON: lambda: "choose a kick-on: " + ", ".join(NAMES[k] for k in v.kickons),
        START: lambda: f"build, move visitors, add visitors to your hand or take the top discard{final}",
        BUILD: lambda: f"raise a {_colours(v.act.colours)} attraction, or stop building{final}",
        PAY: lambda: _pay_prompt(v),
        MOVE: lambda: f"move {_colours(v.act.colours)} visitors{_rides(v)}, or stop{final}",
        RETURN: lambda: f"choose {_visitors(v.act.need)} to go back to the platform (hand limit {p.limit})",
        AFTER: lambda: f"use Donkey Boy, or end your turn{final}",
    }
    return f"{who}: {texts[v.phase]()}"


def _pay_prompt(v: State) -> str:
    card = CARD[v.act.raising]
    kind = ICONS[card.icon] if v.act.owed == 1 else ICON_PLURALS[card.icon]
    return f"pay {v.act.owed} more {kind} for the {card.name}"


def _rides(v: State) -> str:
    return f" ({v.act.rides} transport ride{'s' if v.act.rides > 1 else ''} to take)" if v.act.rides else ""


def _result(v: State) -> str:
    sheet = scores(v)
    names = " and ".join(v.players[w].name for w in sheet.winners)
    best = sheet.total(sheet.winners[0])
    if len(sheet.winners) > 1:
        return f"Game over: {names} tie with {best} points"
    return f"Game over: {names} wins with {best} points"


# --- the side panel --------------------------------------------------------------
def summary(v: State, seat: int) -> tuple[str, ...]:
    p = v.players[seat]
    lines: list[str] = []
    if p.resort:
        r = RESORT[p.resort]
        lines.append(f"{r.name}: {p.filled} of {r.spaces} spaces filled")
    elif p.poster:
        lines.append(f"Poster {p.poster}: " + " / ".join(RESORT[x].name for x in POSTER[p.poster].sides))
    hidden = sum(1 for c in p.hand if is_hidden(c))
    seen = f" ({hidden} faces unseen)" if hidden else ""
    lines.append(f"Hand: {len(p.hand)} of {p.limit} cards{seen}")
    lines.append(f"Visitors in the resort: {p.guest_count}")
    if p.kickon:
        state = "twisted" if p.twisted else "ready"
        lines.append(f"Kick-on: {NAMES[p.kickon]}; character: {NAMES[p.character]} ({state})")
    transports = [COLOURS[c] for c in range(3) if p.spaces[c * 4 + TRANSPORT]]
    if transports:
        lines.append("Transports: " + ", ".join(transports))
    lines.append(f"Score so far: {player_score(v, seat).total}")
    if v.ender == seat:
        lines.append("Completed the resort first")
    return tuple(lines)

