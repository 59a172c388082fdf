"""Faster construction of frozen, slotted dataclasses.

The ``__init__`` that ``@dataclass(frozen=True)`` generates stores every field
through ``object.__setattr__`` (the class's own ``__setattr__`` refuses), which
costs about twice as much as storing through the field's slot descriptor. A
game rebuilds part of its state tree on every action, so ``quick_init`` swaps
in an ``__init__`` that stores through the descriptors. The class stays the
same frozen dataclass: assignment still raises, and equality, hashing,
``repr``, ``dataclasses.fields`` and ``dataclasses.replace`` are unchanged.

A class may also be declared ``init=False`` with an ``__init__`` of its own
that assigns each field (``self.x = x``). Interpreted, such an ``__init__``
would hit the frozen ``__setattr__``, so ``quick_init`` replaces it as above,
after checking that its parameters are the fields, in order, with their
defaults. Compiled by mypyc (docs/performance.md, "Compiled rules"), the class
is a native class whose own ``__init__`` stores into the instance directly:
``quick_init`` then leaves it alone and only teaches pickle and ``copy`` to
rebuild it from its fields, since native classes have no slot state to copy.
"""

from __future__ import annotations

import copyreg
import dataclasses
import inspect
import types
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give a ``@dataclass(frozen=True, slots=True)`` class the faster ``__init__``."""
    if getattr(cls, "__mypyc_attrs__", None) is not None:
        _pickle_by_fields(cls)
        return cls
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
    _check_own_init(cls)
    source = f"def __init__(self, {', '.join(signature)}):\n{''.join(body) or '    pass'}\n"
    exec(source, namespace)  # noqa: S102 - built from field names only
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init  # type: ignore[misc,method-assign]
    return cls


def _check_own_init(cls: type) -> None:
    """A hand-written ``__init__`` must take exactly the fields, in order,
    with their defaults: compiled builds construct through it."""
    own = cls.__dict__.get("__init__")
    if not isinstance(own, types.FunctionType):
        return
    params = list(inspect.signature(own).parameters.values())[1:]
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    expected = [(f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default) for f in fields]
    if [(p.name, p.default) for p in params] != expected:
        raise TypeError(f"{cls.__name__}.__init__ does not take the fields {[name for name, _ in expected]} in order")


def _pickle_by_fields(cls: type) -> None:
    names = tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]

    def rebuild(obj: Any) -> tuple[type, tuple[Any, ...]]:
        return cls, tuple(getattr(obj, name) for name in names)

    copyreg.pickle(cls, rebuild)
