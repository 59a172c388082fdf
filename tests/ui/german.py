"""Finding English in a German interface: every text a window shows, and a
check that none of it is English apart from the proper names players expect.

Texts are gathered from widgets (labels, buttons, tooltips, titles, combo
boxes, tables, lists, tabs, menus and their actions) and from board scenes,
whose items paint their words themselves: a scene is rendered once with
QPainter.drawText watched, so every word it draws is seen."""

from __future__ import annotations

import re
from typing import Any, Iterable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QAction, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabWidget,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from .uncached import fresh_sprites

#: Proper names, kept as they are in every language: the games, the app, the
#: automaton, the pieces' own name and the garden and landmarks of the Walk.
PROPER_NAMES = (
    "A Walk in the Park", "Tenpenny Parks", "Steam Donkey", "Parkies", "Parkie", "parkpack", "Becky",
    "Royal Botanic Garden", "Sydney", "Mrs Macquarie's Chair", "Opera House", "Government House",
    "Lion Gate", "The Calyx", "Fig Tree", "Palm Grove", "Duck Pond",
)
#: Words that are English and never German: one of them in a text shows an
#: untranslated string (words shared by both languages, such as "Park",
#: "Start", "Name", "Bonus" or "Computer", are not listed).
ENGLISH = frozenset("""
about after again against all already and any are as at back be before best bid board
but by can cannot card cards choose click close colour column could do does done draw drawn
each empty end every first fits for free from game games get gives go goes has have here hint
how if into is it its keep last leads left less level load lost more most move moves must
my new next no none not nothing now of off on one only open or other over own pass path pick
pile place play played player players please points put quit rank redo right roll rolled row
rules save score scores second shows side some step stop take takes than that the their
them then there this tile tiles to too track turn turned turns two under undo up view wait
when which who wild win wins with won worker would yes yet you your human automaton
visitor visitors resort resorts suitcase suitcases discard platform kick character characters
twisted ready amusement amusements lodging lodgings attraction attractions build building
space spaces used covered
file files folder damaged truncated large read written newer such
""".split())
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")  # whole words, umlauts and all


def english_words(text: str) -> list[str]:
    """The English words of ``text`` once proper names are taken out."""
    text = re.sub(r"<[^>]*>", " ", text)  # rich text: its markup is no word on screen
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return [w for w in _WORD.findall(text) if w.lower() in ENGLISH and not w.isupper()]


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every visible text of ``root`` and its children."""
    out: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        where = type(w).__name__ + (f"#{w.objectName()}" if w.objectName() else "")
        if w.isWindow():
            out.append((where + " title", w.windowTitle()))
        out.append((where + " tooltip", w.toolTip()))
        if isinstance(w, QLabel):
            out.append((where, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((where, w.text()))
        elif isinstance(w, QComboBox):
            out += [(where + " item", w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out += [(where, w.placeholderText()), (where, w.text())]
        elif isinstance(w, QGroupBox):
            out.append((where, w.title()))
        elif isinstance(w, QTabWidget):
            out += [(where + " tab", w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            out += table_texts(w, where)
        elif isinstance(w, QListWidget):
            out += [(where + " item", w.item(i).text()) for i in range(w.count())]
            out += [(where + " item tooltip", w.item(i).toolTip()) for i in range(w.count())]
        elif isinstance(w, QTextBrowser):
            out.append((where, w.toPlainText()))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            out += [(where + " scene", t) for t in scene_texts(w.scene())]
    for action in root.findChildren(QAction):
        out += action_texts(action)
    return [(where, text) for where, text in out if text]


def table_texts(table: QTableWidget, where: str) -> list[tuple[str, str]]:
    out = []
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        out.append((where + " header", item.text() if item else ""))
    for r in range(table.rowCount()):
        item = table.verticalHeaderItem(r)
        out.append((where + " header", item.text() if item else ""))
        for c in range(table.columnCount()):
            cell = table.item(r, c)
            out.append((where + " cell", cell.text() if cell else ""))
    return out


def action_texts(action: QAction) -> list[tuple[str, str]]:
    where = f"action {action.text()!r}"
    out = [(where, action.text()), (where + " tooltip", action.toolTip()), (where + " status", action.statusTip())]
    menu = action.menu()
    if isinstance(menu, QMenu):
        out.append(("menu", menu.title()))
        for sub in menu.actions():
            out += action_texts(sub)
    return out


def menu_texts(window: Any) -> list[tuple[str, str]]:
    out = []
    for menu in window.menuBar().findChildren(QMenu):
        out.append(("menu title", menu.title()))
        for action in menu.actions():
            out += action_texts(action)
    return out


def scene_texts(scene: QGraphicsScene) -> list[str]:
    """Every text item's text and every word the scene's items draw."""
    texts: list[str] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, (QGraphicsTextItem,)):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        tip = item.toolTip()
        if tip:
            texts.append(tip)
    texts += drawn_texts(scene)
    return texts


def drawn_texts(scene: QGraphicsScene) -> list[str]:
    return [text for text, _box in drawn_boxes(scene)]


def drawn_boxes(scene: QGraphicsScene) -> list[tuple[str, QRectF | None]]:
    """Every text the scene paints, with the box its letters take in the
    painting item's coordinates where it is drawn into a rect (else None)."""
    drawn: list[tuple[str, QRectF | None]] = []
    original = QPainter.drawText

    def watched(self: QPainter, *args: Any) -> Any:
        if len(args) == 3 and isinstance(args[2], str) and isinstance(args[0], (QRect, QRectF)):
            box = QFontMetricsF(self.font()).boundingRect(QRectF(args[0]), int(args[1]), args[2])
            drawn.append((args[2], box))
        else:
            drawn.extend((a, None) for a in args if isinstance(a, str))
        return original(self, *args)

    rect = scene.itemsBoundingRect()
    image = QImage(max(1, int(rect.width() / 2)), max(1, int(rect.height() / 2)), QImage.Format.Format_ARGB32)
    QPainter.drawText = watched  # type: ignore[method-assign]
    try:
        painter = QPainter(image)
        with fresh_sprites():  # stamped pictures would draw no words
            scene.render(painter, QRectF(image.rect()), rect)
        painter.end()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    return drawn


def english_in(texts: Iterable[tuple[str, str]]) -> list[str]:
    """A line per text that still reads English, saying where it is."""
    return sorted({f"{where}: {_short(text)!r} ({', '.join(dict.fromkeys(words))})"
                   for where, text in texts if (words := english_words(text))})


def _short(text: str) -> str:
    return text if len(text) <= 160 else text[:157] + "…"
