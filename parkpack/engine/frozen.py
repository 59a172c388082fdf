"""``@record``: the one way every game declares its state, actions and content.

A record is a ``@dataclass(frozen=True, slots=True)``: immutable, compared and
hashed by value, changed with ``dataclasses.replace``, cheap to keep on an undo
stack. ``record`` adds one thing: a faster ``__init__``.

The ``__init__`` that ``@dataclass(frozen=True)`` generates stores every field
through ``object.__setattr__`` (the class's own ``__setattr__`` refuses), which
costs about twice as much as storing through the field's slot descriptor. A
game rebuilds part of its state tree on every action, so ``record`` swaps in an
``__init__`` that stores through the descriptors. The class stays the same
frozen dataclass: assignment still raises, and equality, hashing, ``repr``,
``dataclasses.fields`` and ``dataclasses.replace`` are unchanged.

Fields are plain positional fields with optional defaults (no
``default_factory``, no ``__post_init__``): a record is data, validated where
it is built.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, eq_default=True, field_specifiers=(dataclasses.field,))
def record(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, slotted dataclass with the fast ``__init__``."""
    return quick_init(dataclasses.dataclass(frozen=True, slots=True)(cls))


def quick_init(cls: type[T]) -> type[T]:
    """Give a ``@dataclass(frozen=True, slots=True)`` class the faster ``__init__``."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has __post_init__, which quick_init would skip")
    namespace: dict[str, Any] = {}
    signature, body = [], []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: records take plain positional fields only")
        slot = next(k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__)  # may be inherited
        namespace[f"_set_{f.name}"] = slot.__set__
        if f.default is dataclasses.MISSING:
            signature.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            signature.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})\n")
    source = f"def __init__(self, {', '.join(signature)}):\n{''.join(body) or '    pass'}\n"
    exec(source, namespace)  # noqa: S102 - built from field names only
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)
    return cls
