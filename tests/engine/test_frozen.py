"""@record is a frozen, slotted dataclass, only faster to build."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from parkpack.engine.frozen import quick_init, record
from parkpack.engine.snapshot import to_data


@record
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


def test_records_inherit_fields_and_stay_records() -> None:
    @record
    class Base:
        a: int

    @record
    class Child(Base):
        b: str = "x"

    assert Child(1) == Child(1, "x") and Child(1, "y").a == 1
    assert dataclasses.is_dataclass(Child) and "__slots__" in Child.__dict__
    with pytest.raises(dataclasses.FrozenInstanceError):
        Child(1).a = 2  # type: ignore[misc]


def test_record_fields_may_be_left_out_of_equality() -> None:
    @record
    class Cached:
        value: int
        memo: tuple[int, ...] = field(default=(), compare=False, hash=False, repr=False)

    assert Cached(1, (2,)) == Cached(1) and hash(Cached(1, (3,))) == hash(Cached(1))
