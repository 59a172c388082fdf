"""Faster construction of frozen, slotted dataclasses.

The ``__init__`` that ``@dataclass(frozen=True)`` generates stores every field
through ``object.__setattr__`` (the class's own ``__setattr__`` refuses), which
costs about twice as much as storing through the field's slot descriptor. A
game rebuilds part of its state tree on every action, so ``quick_init`` swaps
in an ``__init__`` that stores through the descriptors. The class stays the
same frozen dataclass: assignment still raises, and equality, hashing,
``repr``, ``dataclasses.fields`` and ``dataclasses.replace`` are unchanged.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


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
            raise TypeError(f"{cls.__name__}.{f.name}: quick_init handles plain positional fields only")
        namespace[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
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
    cls.__init__ = init  # type: ignore[misc,method-assign]
    return cls
