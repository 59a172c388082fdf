"""Every count the rulebook gives, and the soundness of the designed pieces."""

from collections import Counter

from parkpack.games.tenpenny import content as c
from parkpack.games.tenpenny.shapes import orientations
from parkpack.games.tenpenny.goals import measure
from parkpack.games.tenpenny.state import EMPTY_PARK, Player


def test_component_list_of_the_rulebook():
    assert c.COMPONENTS == {
        "game board": 1,
        "property boards": 4,
        "expansion boards": 12,
        "carousel": 1,
        "carousel ring": 1,
        "concession tiles": 40,
        "reference cards": 4,
        "attraction tiles": 35,
        "goal cards": 14,
        "attraction cards": 35,
        "workers": 13,
        "emotion discs": 12,
        "tree markers": 50,
        "month marker": 1,
        "shovel token": 1,
        "5-VP tokens": 27,
        "1-VP tokens": 43,
        "$3 tokens": 16,
        "$1 tokens": 40,
    }


def test_attractions_by_type():
    counts = Counter(card.type for card in c.CARDS)
    assert counts == {"SV": 5, "OW": 6, "SF": 6, "US": 6, "FA": 6, "PH": 6}
    assert c.TYPE_COUNTS == dict(counts)
    assert len({card.id for card in c.CARDS}) == 35
    assert len({card.name for card in c.CARDS}) == 35
    assert all(card.id.startswith(card.type) for card in c.CARDS)


def test_every_card_is_complete():
    for card in c.CARDS:
        assert card.shape in c.SHAPES
        assert card.cost + min(c.RING) >= 0, f"{card.id} would cost less than $0 on the ring"
        assert card.income >= 0 and card.vp >= 0
        assert card.ad_cost >= 1 and card.ad_vp >= 1
        assert all(e in (c.THRILL, c.AWE, c.JOY) for e in card.icons)
    # Souvenirs are the cheap, small, paying ones.
    sv = [card for card in c.CARDS if card.type == "SV"]
    assert max(card.cost for card in sv) <= 4
    assert sum(card.income for card in sv) > sum(card.income for card in c.CARDS if card.type == "PH")


def test_concessions():
    assert len(c.CONCESSIONS) == 40 and len({s.id for s in c.CONCESSIONS}) == 40
    for stand in c.CONCESSIONS:
        assert bool(stand.icons) != bool(stand.income), f"{stand.id} shows emotions or income, not both"
        assert len(c.shape_cells(c.SHAPES[stand.shape])) <= 3
    per_emotion = Counter(e for s in c.CONCESSIONS for e in s.icons)
    assert per_emotion[c.THRILL] == per_emotion[c.AWE] == per_emotion[c.JOY]


def test_goal_cards_are_distinct_and_checkable():
    assert len(c.GOALS) == 14
    assert len({g.id for g in c.GOALS}) == len({g.name for g in c.GOALS}) == 14
    empty = Player("blue", 0, 0, EMPTY_PARK, (), (), 0, 0, (), (), (), "")
    for g in c.GOALS:
        have, need = measure(g.id, empty, (1, 1, 1))
        assert isinstance(have, int) and isinstance(need, int)


def _check_layout(layout, width):
    assert len(layout) == c.ROWS
    assert all(len(row) == width for row in layout)
    assert all(ch == "." or ch == c.TREE or ch in c.ICON_KINDS for row in layout for ch in row)


def test_property_boards_share_a_front_and_have_their_own_backs():
    assert len(c.PROPERTY_BOARDS) == 4
    _check_layout(c.PROPERTY_FRONT, c.PROPERTY_COLS)
    backs = [b.back for b in c.PROPERTY_BOARDS]
    for back in backs:
        _check_layout(back, c.PROPERTY_COLS)
        assert back != c.PROPERTY_FRONT
    assert len(set(backs)) == 4
    assert all(c.property_layout(b.id, c.FRONT) == c.PROPERTY_FRONT for b in c.PROPERTY_BOARDS)
    kinds = {ch for layout in backs + [c.PROPERTY_FRONT] for row in layout for ch in row}
    assert {"t", "a", "j", "T", "A", "J", "2", "4", "*"} <= kinds  # single, double, $2, $4, wild


def test_expansion_boards_are_double_sided_and_faces_repeat_thrice():
    assert len(c.EXPANSION_BOARDS) == 12
    for face in c.EXPANSION_FACES:
        _check_layout(face, c.EXPANSION_COLS)
    pairs = [frozenset((b.a, b.b)) for b in c.EXPANSION_BOARDS]
    assert all(len(p) == 2 for p in pairs) and len(set(pairs)) == 12
    uses = Counter(f for b in c.EXPANSION_BOARDS for f in (b.a, b.b))
    assert set(uses.values()) == {3}
    # Three boards share each face, each with a different other face.
    for face in c.FACE_IDS:
        others = [b.b if b.a == face else b.a for b in c.EXPANSION_BOARDS if face in (b.a, b.b)]
        assert len(set(others)) == 3


def test_fifty_trees_cover_every_tree_space_at_once():
    worst = sum(max(len(c.layout_trees(c.PROPERTY_FRONT)), len(c.layout_trees(b.back))) for b in c.PROPERTY_BOARDS)
    worst += sum(max(len(c.layout_trees(c.face_layout(b.a))), len(c.layout_trees(c.face_layout(b.b))))
                 for b in c.EXPANSION_BOARDS)
    assert worst <= c.TREE_MARKERS == 50


def test_workers_discs_and_colours():
    assert len(c.COLOURS) == 4
    assert len(c.COLOURS) * c.WORKERS_PER_PLAYER + c.EXTRA_WORKERS == 13
    assert len(c.COLOURS) * c.DISCS_PER_PLAYER == 12
    assert c.WORKERS_PER_PLAYER == 3


def test_board_spaces():
    assert c.TYPES == ("SV", "OW", "SF", "US", "FA", "PH")
    assert [c.TYPE_NAMES[t] for t in c.TYPES] == ["Souvenir", "Old West", "Sci-Fi", "Undersea", "Fantasy", "Prehistoric"]
    assert set(c.OPEN_SPACES) == {"banker", "arborist", "contractor", "realtor"}
    assert c.MONTHS == 5 and c.START_MONEY == 7 and c.BASE_INCOME == 3
    assert c.BANKER_MONEY == 2 and c.REALTOR_COST == 3 and c.ARBORIST_TREES == 2


def test_ring_has_six_modifiers_starting_with_plus_two_toward_souvenir():
    assert len(c.RING) == 6
    assert c.ring_modifier(c.RING_START, c.TYPES.index("SV")) == 2
    # One space clockwise moves every modifier to the next location.
    for loc in range(6):
        assert c.ring_modifier(1, (loc + 1) % 6) == c.ring_modifier(0, loc)


def test_tracks_are_long_enough_for_the_eighth_space_to_matter():
    assert c.TRACK_SPACES >= 10
    assert c.BONUS_SPACE_INDEX == 8  # space 9 is the first above the eighth
    assert c.EMOTION_BONUS_VP == 5


def test_attraction_count_bonus():
    assert [c.count_bonus(n) for n in range(11)] == [0, 0, 0, 0, 0, 0, 5, 5, 10, 10, 10]


def test_orientations_are_distinct_placements():
    assert len(orientations("M1")) == 1
    assert len(orientations("D2")) == 2
    assert len(orientations("O4")) == 1
    assert len(orientations("I4")) == 2
    assert len(orientations("T4")) == 4
    assert len(orientations("S4")) == 4  # S and its mirror Z, two turns each
    assert len(orientations("L4")) == 8
    assert len(orientations("X5")) == 1
    for shape in c.SHAPES:
        cells = [o.cells for o in orientations(shape)]
        assert len(set(cells)) == len(cells)
        assert all(max(o.height, o.width) <= c.MAX_EXTENT for o in orientations(shape))
        assert all(len(o.cells) == len(c.shape_cells(c.SHAPES[shape])) for o in orientations(shape))


def test_shapes_are_connected():
    for name, shape in c.SHAPES.items():
        cells = set(c.shape_cells(shape))
        seen = {min(cells)}
        frontier = [min(cells)]
        while frontier:
            r, col = frontier.pop()
            for n in ((r + 1, col), (r - 1, col), (r, col + 1), (r, col - 1)):
                if n in cells and n not in seen:
                    seen.add(n)
                    frontier.append(n)
        assert seen == cells, name
