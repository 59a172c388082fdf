"""The benchmark table: one row per figure, with its target where there is one."""

from __future__ import annotations

from parkpack.engine.frozen import record
from dataclasses import asdict


@record
class Row:
    measure: str
    game: str
    figure: str
    target: str = ""
    met: bool | None = None  # None: no target for this row
    note: str = ""

    def to_json(self) -> dict[str, object]:
        return asdict(self)


def _verdict(row: Row) -> str:
    return "" if row.met is None else ("yes" if row.met else "NO")


def render(rows: list[Row], machine: dict[str, str], markdown: bool = False) -> str:
    head = ("Measure", "Game", "Figure", "Target", "Met", "Note")
    body = [(r.measure, r.game, r.figure, r.target, _verdict(r), r.note) for r in rows]
    machine_line = (
        f"{machine['cpu']}, {machine['cores']} core(s), {machine['os']}, Python {machine['python']}, "
        f"PySide6 {machine['pyside6']} (Qt {machine['qt']}), platform plugin {machine['qpa']}"
    )
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(cells) + " |" for cells in body]
        return f"Machine: {machine_line}\n\n" + "\n".join(lines)
    widths = [max(len(str(c)) for c in col) for col in zip(head, *body)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    lines = [fmt.format(*head), fmt.format(*("-" * w for w in widths))]
    lines += [fmt.format(*cells).rstrip() for cells in body]
    return "\n".join(lines + ["", f"Machine: {machine_line}"])
