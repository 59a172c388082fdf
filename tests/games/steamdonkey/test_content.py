"""The cards, posters and kick-ons the rules rely on (docs/content-steamdonkey.md)."""

from collections import Counter

from parkpack.games.steamdonkey.content import (
    AMUSEMENT,
    ANY_COLOUR,
    BACK,
    CARDS,
    COLOURS,
    FUNICULAR,
    ICON_LETTERS,
    ICONS,
    KICKONS,
    LODGING,
    MONUMENT,
    NAMES,
    POSTERS,
    RESORT,
    RESORTS,
    SPECIAL,
    TRANSPORT,
    back_code,
)


def _card(name: str):  # type: ignore[no-untyped-def]
    return next(c for c in CARDS if c.name == name)


def test_about_a_hundred_and_ten_double_sided_cards() -> None:
    assert 105 <= len(CARDS) <= 115
    assert len({c.id for c in CARDS}) == len(CARDS)
    for c in CARDS:
        assert c.id[0] == ICON_LETTERS[c.icon]  # the back shows the front's icon
        assert BACK[c.id] == back_code(c.icon, c.suitcase)


def test_the_cards_the_rulebook_names() -> None:
    pier = _card("Pier")
    assert (pier.icon, pier.cost) == (MONUMENT, 4)
    assert (_card("Bandstand").capacity, _card("Bandstand").colour) == (2, 0)
    assert (_card("Hotel").capacity, _card("Hotel").colour, _card("Hotel").icon) == (3, 0, LODGING)
    guesthouses = [c for c in CARDS if c.name == "Guesthouse"]
    assert len(guesthouses) >= 2 and guesthouses[0].colour == 0
    funicular = next(c for c in CARDS if c.id == FUNICULAR)
    assert funicular.name == "Funicular Railway" and funicular.colour == ANY_COLOUR and funicular.icon == TRANSPORT


def test_transports_hold_no_visitors_and_some_amusements_are_free() -> None:
    assert all(c.capacity == 0 for c in CARDS if c.icon == TRANSPORT)
    assert all(c.capacity > 0 for c in CARDS if c.icon != TRANSPORT)
    free = [c for c in CARDS if c.cost == 0]
    assert free and all(c.icon == AMUSEMENT for c in free)
    for colour in range(3):
        assert any(c.colour == colour for c in free)


def test_every_icon_can_pay_for_every_cost() -> None:
    for icon in range(4):
        cards = [c for c in CARDS if c.icon == icon]
        assert max(c.cost for c in cards) < len(cards) // 4, ICONS[icon]
    for colour in range(3):
        for icon in range(4):
            assert any(c.icon == icon and c.colour in (colour, ANY_COLOUR) for c in CARDS)


def test_visitor_colours_are_balanced_and_some_are_special() -> None:
    counts = Counter(c.suitcase for c in CARDS)
    assert counts[SPECIAL] >= 6
    assert max(counts[c] for c in range(3)) - min(counts[c] for c in range(3)) <= 2
    # a back's colour need not match its front's
    assert any(c.suitcase != c.colour and c.suitcase != SPECIAL for c in CARDS)


def test_front_and_back_together_name_one_card() -> None:
    assert len({(c.name, c.back) for c in CARDS}) == len(CARDS)


def test_four_double_sided_posters_make_eight_resorts() -> None:
    assert len(POSTERS) == 4 and len(RESORTS) == 8
    assert sorted(r for p in POSTERS for r in p.sides) == sorted(RESORT)
    assert RESORT["weymouth"].spaces == 11
    assert all(9 <= r.spaces <= 12 and r.bonuses for r in RESORTS)


def test_kickons_have_names() -> None:
    assert all(k in NAMES for k in KICKONS)
    assert COLOURS == ("green", "red", "yellow")
