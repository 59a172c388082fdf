"""quick_init keeps a frozen dataclass exactly what it was, only faster to build."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from parkpack.engine.frozen import quick_init
from parkpack.engine.snapshot import to_data


@quick_init
@dataclass(frozen=True, slots=True)
class Token:
    name: str
    count: int = 1
    tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlainToken:
    name: str
    count: int = 1
    tags: tuple[str, ...] = ()


def test_positional_keyword_and_default_arguments() -> None:
    assert Token("a", 2, ("x",)) == Token(name="a", count=2, tags=("x",))
    assert Token("a").count == 1 and Token("a").tags == ()
    assert Token("a", tags=("y",)) == Token("a", 1, ("y",))


def test_same_values_as_the_generated_init() -> None:
    quick, plain = Token("a", 3, ("t",)), PlainToken("a", 3, ("t",))
    assert to_data(quick)["count"] == to_data(plain)["count"] == 3
    assert repr(quick) == repr(plain).replace("PlainToken", "Token")
    assert hash(quick) == hash(Token("a", 3, ("t",)))


def test_still_frozen() -> None:
    t = Token("a")
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.count = 5  # type: ignore[misc]
    assert t.count == 1


def test_replace_and_errors_behave_as_before() -> None:
    assert dataclasses.replace(Token("a"), count=4) == Token("a", 4)
    with pytest.raises(TypeError):
        Token()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Token("a", nope=1)  # type: ignore[call-arg]


def test_refuses_classes_it_cannot_speed_up() -> None:
    @dataclass(slots=True)
    class Mutable:
        x: int

    @dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        x: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class Post:
        x: int

        def __post_init__(self) -> None:
            pass

    for cls in (Mutable, NoSlots, Factory, Post):
        with pytest.raises(TypeError):
            quick_init(cls)


def test_pickles_and_copies_as_before() -> None:
    """States travel to the computer players' process by pickle."""
    import copy
    import pickle

    t = Token("a", 2, ("x",))
    assert pickle.loads(pickle.dumps(t)) == t
    assert copy.copy(t) == t and copy.deepcopy(t) == t


def test_a_hand_written_init_must_take_the_fields_in_order() -> None:
    """Compiled builds construct through a record's own ``__init__``; interpreted,
    quick_init replaces it, so a mismatch would only show compiled."""

    @dataclass(frozen=True, slots=True, init=False)
    class Good:
        a: int
        b: str = "x"

        def __init__(self, a: int, b: str = "x") -> None:
            self.a = a  # type: ignore[misc]
            self.b = b  # type: ignore[misc]

    quick_init(Good)
    assert Good(1) == Good(1, "x") and Good(a=2, b="y").b == "y"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Good(1).a = 2  # type: ignore[misc]

    @dataclass(frozen=True, slots=True, init=False)
    class Swapped:
        a: int
        b: str

        def __init__(self, b: str, a: int) -> None:
            pass

    @dataclass(frozen=True, slots=True, init=False)
    class OtherDefault:
        a: int = 1

        def __init__(self, a: int = 2) -> None:
            pass

    for cls in (Swapped, OtherDefault):
        with pytest.raises(TypeError, match="does not take the fields"):
            quick_init(cls)
