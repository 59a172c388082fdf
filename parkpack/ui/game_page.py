"""The game page: prompt line, the board, and the side panel (players, log)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .board_view import BoardView, KeyRouter
from .log_view import LogView
from .players_panel import PlayersPanel
from .text import breakable, plain_label

SIDE_MIN, SIDE_MAX, SIDE_WIDTH = 230, 420, 300
# A small window gives the board more of its width: the side panel narrows
# from its usual width at a page 1200 wide to SIDE_NARROW at one 1024 wide,
# so that the board's smallest text stays about 11 pixels on screen.
SIDE_NARROW, WIDE_PAGE, NARROW_PAGE = 240, 1200, 1024
LOG_MIN = 90  # the least the game log keeps; the players get the rest
PLAYERS_MIN = 60  # the least the player cards keep (they scroll)


def usual_side_width(page_width: int) -> int:
    """The side panel's width on a page this wide, before any dragging."""
    share = (page_width - NARROW_PAGE) / (WIDE_PAGE - NARROW_PAGE)
    return round(SIDE_NARROW + (SIDE_WIDTH - SIDE_NARROW) * min(1.0, max(0.0, share)))


class GamePage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._prompt_bar())
        self.view = BoardView()
        self.splitter = SideSplitter(self.view, self._side_panel())
        self.splitter.splitterMoved.connect(lambda *_: self.fit_players())
        outer.addWidget(self.splitter, 1)
        self._side_widget: QWidget | None = None
        self._retired: list[QWidget] = []  # side widgets replaced, until Qt has deleted them
        self._guides: list[QWidget] = []  # a lesson's coach, a first-time note: at the panel's top
        self._log_wanted = True  # the player's choice (View > Game log)
        self._need_key: tuple[object, ...] = ()  # what the player cards were last fitted to
        self.key_router = KeyRouter(self, self.view)
        app = QApplication.instance()
        assert app is not None  # a page exists only inside a running application
        app.installEventFilter(self.key_router)
        # The panel also changes height without the page doing so: when the
        # prompt bar above it grows (a hint's line, a long prompt).
        self._panel.installEventFilter(self)

    def _prompt_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("promptBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(16, 8, 12, 8)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.prompt = plain_label()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.refusal = plain_label()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        self.hint_line = plain_label()  # a move's words may hold a player's name
        self.hint_line.setObjectName("hintLine")
        self.hint_line.setWordWrap(True)
        self.hint_line.hide()
        texts.addWidget(self.prompt)
        texts.addWidget(self.refusal)
        texts.addWidget(self.hint_line)
        row.addLayout(texts, 1)
        self.scores_button = QPushButton(self.tr("Final scores"))
        self.scores_button.setObjectName("primary")
        self.scores_button.hide()
        self.end_turn_button = QPushButton(self.tr("End turn ✓"))
        self.end_turn_button.setObjectName("primary")
        self.end_turn_button.setToolTip(self.tr("Finish your turn (Enter); until then you can undo it"))
        self.end_turn_button.hide()
        self.hint_button = QPushButton(self.tr("Hint"))
        self.undo_button = QPushButton(self.tr("↶ Undo"))
        self.redo_button = QPushButton(self.tr("Redo ↷"))
        for button in (self.scores_button, self.end_turn_button, self.hint_button, self.undo_button, self.redo_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        return bar

    def _side_panel(self) -> QWidget:
        panel = QWidget()
        panel.setObjectName("sidePanel")
        panel.setMinimumWidth(SIDE_MIN)
        panel.setMaximumWidth(SIDE_MAX)
        self.side_layout = layout = QVBoxLayout(panel)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)
        self.players = PlayersPanel()
        self.players_area = PlayersArea()  # more players than fit scroll instead of crushing the log
        self.players_area.setObjectName("playersArea")
        self.players_area.setWidgetResizable(True)
        self.players_area.setFrameShape(QFrame.Shape.NoFrame)
        self.players_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_area.setWidget(self.players)
        self.players_area.overflowed.connect(self.fit_players)
        layout.addWidget(self.players_area, 0)
        self.log_title = QLabel(self.tr("Game log"))
        self.log_title.setObjectName("sideTitle")
        self.log = LogView()
        layout.addWidget(self.log_title)
        self.log.setMinimumHeight(LOG_MIN)
        layout.addWidget(self.log, 1)
        layout.addStretch(0)  # takes the log's room while the log is hidden
        self._panel = panel
        return panel

    def _fixed_heights(self, width: int) -> int:
        """The height the side panel's widgets other than the players and the
        log take at this inner width (wrapped text at its wrapped height).

        Taken from the widgets, not the layout's items: a layout item is no
        QObject, so a wrapper made for one outlives the item Qt deletes when
        its widget leaves, and could later stand for another object."""
        used = 0
        for widget in self._panel.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget in (self.players_area, self.log, self.log_title) or widget.isHidden():
                continue
            if self.side_layout.indexOf(widget) < 0:
                continue  # a side widget on its way out
            if widget in self._guides:
                wanted = widget.heightForWidth(width)
                widget.setFixedHeight(wanted if wanted > 0 else widget.sizeHint().height())
                used += widget.height()
            else:
                used += laid_out_height(widget)
        return used

    def fit_players(self) -> None:
        """Give the player cards the height they need, so every player shows,
        as long as the log keeps its least height; the rest goes to the log.
        While a guide shows (a lesson's coach, a first-time note) the log
        gives way when there is no room for it: the guide and the players
        matter more then."""
        panel = self._panel
        margins = self.side_layout.contentsMargins()
        width = panel.width() - margins.left() - margins.right()
        used = self._fixed_heights(width)
        spacing = self.side_layout.spacing() * (self.side_layout.count() - 1)
        room = panel.height() - margins.top() - margins.bottom() - spacing - used
        need = self._players_need(room)
        guided = any(not g.isHidden() for g in self._guides)
        self._show_log(self._log_wanted and (not guided or room - need >= LOG_MIN + self._log_title_height()))
        if not self.log.isHidden():
            room -= LOG_MIN + self.log_title.sizeHint().height()
        height = max(PLAYERS_MIN, min(need, room))
        self.players_area.set_height(height)
        # Size hints of wrapped text can fall short of the height it takes:
        # once laid out, whatever the log got beyond its least goes to the
        # players too, if they still need it.
        self.side_layout.activate()
        surplus = self.log.height() - LOG_MIN if not self.log.isHidden() else 0
        if surplus > 0 and self.players_area.height() < need:
            height = min(need, self.players_area.height() + surplus)
            self.players_area.set_height(height)
        # Cards that fit get no scroll bar: one left from a tighter moment
        # would narrow them, wrap their lines again and cut the last card.
        self.players_area.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if height >= need else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._show_active_card()

    def _show_active_card(self) -> None:
        """Where the cards scroll, keep the card of the player to move in
        sight: it says whose turn it is."""
        active = self.players.active
        if active is None or not 0 <= active < len(self.players.cards):
            return
        self.players_area.ensureWidgetVisible(self.players.cards[active], 0, 0)

    def _players_need(self, room: int) -> int:
        """The height the player cards take, their status lines wrapped when
        that still leaves the log its least height, elided otherwise."""
        width = self.players_area.width() - 2 * self.players_area.frameWidth()  # as if no scroll bar
        key = (self.players.generation, width, room, self._log_wanted,
               tuple(card.lines.text() for card in self.players.cards))
        if key == self._need_key:  # asked again with nothing changed: no relayout
            return self.players.content_height(width) + 2
        self._need_key = key
        self.players.set_wrap(True)
        need = self.players.content_height(width) + 2
        if need > room - (LOG_MIN + self._log_title_height() if self._log_wanted else 0):
            self.players.set_wrap(False)
            need = self.players.content_height(width) + 2
        return need

    def reset_side_width(self) -> None:
        """Back to the side panel's usual width (a new game opens)."""
        self.splitter.reset()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.splitter.keep_usual_width(self.width())
        self.fit_players()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._panel and event.type() == QEvent.Type.Resize:
            self.fit_players()
        return super().eventFilter(watched, event)

    def set_side_widget(self, widget: QWidget | None) -> None:
        """Place the board's own side widget between the players and the log."""
        self._retired = [w for w in self._retired if shiboken6.isValid(w)]
        old = self._side_widget
        if old is not None and shiboken6.isValid(old):
            # Qt deletes the old widget; its Python side is kept until then.
            # Made Python's own instead, the cycle collector could free the
            # wrappers of its parts before the widget and crash the process.
            self.side_layout.removeWidget(old)
            old.hide()
            old.deleteLater()
            self._retired.append(old)
        self._side_widget = widget
        if widget is not None:
            self.side_layout.insertWidget(self.side_layout.indexOf(self.players_area) + 1, widget)
        self.fit_players()

    def add_guide(self, guide: QWidget) -> None:
        """Put a guide (a lesson's coach, a first-time note) at the top of the
        side panel, beside the board rather than over it: the board keeps its
        height, and with it the size of its text. Whoever shows or hides the
        guide calls ``fit_players``; it leaves the panel when it is deleted."""
        self._guides.append(guide)
        self.side_layout.insertWidget(0, guide)
        guide.destroyed.connect(lambda *_: self._guide_gone(guide))
        self.fit_players()

    def drop_guides(self) -> None:
        """Take the guides down with the game being closed: hidden at once,
        deleted once control is back in the event loop. Left to go when their
        game's controller is deleted, a coach could still be clicked in the
        meantime and act on a game that is no longer shown."""
        for guide in self._guides:
            if shiboken6.isValid(guide):
                guide.hide()
                guide.deleteLater()

    def _guide_gone(self, guide: QWidget) -> None:
        self._guides = [g for g in self._guides if g is not guide]
        if shiboken6.isValid(self.side_layout):  # not while the page itself is being taken down
            self.fit_players()  # the log's room comes back

    def set_log_visible(self, visible: bool) -> None:
        self._log_wanted = visible
        self.fit_players()

    def _log_title_height(self) -> int:
        return self.log_title.sizeHint().height() + self.side_layout.spacing()

    def _show_log(self, visible: bool) -> None:
        if visible != self.log.isHidden():
            return  # already so (the log and its title show and hide together)
        self.log.setVisible(visible)
        self.log_title.setVisible(visible)
        self.side_layout.setStretch(self.side_layout.count() - 1, 0 if visible else 2)

    def show_hint_line(self, text: str) -> None:
        """The hint's line saying why (or that one is being worked out)."""
        self.hint_line.setText(breakable(text))
        self.hint_line.setVisible(bool(text))

    def show_prompt(self, text: str) -> None:
        self.prompt.setText(breakable(text))

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(breakable(text))
        self.refusal.setVisible(bool(text))


class SideSplitter(QSplitter):
    """A board with a side panel on its right (the game page, the replay).
    The panel keeps the usual width for the window's width
    (``usual_side_width``) until the player drags the divider: then the
    width is theirs."""

    def __init__(self, board: QWidget, side: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.addWidget(board)
        self.addWidget(side)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setChildrenCollapsible(False)
        self.by_hand = False
        self.splitterMoved.connect(self._dragged)

    def _dragged(self, *_: int) -> None:
        self.by_hand = True

    def reset(self) -> None:
        self.by_hand = False
        self.keep_usual_width(self.width())

    def keep_usual_width(self, width: int) -> None:
        """The panel at the usual width for a window ``width`` wide, unless dragged."""
        side = usual_side_width(width)
        if not self.by_hand and self.sizes()[1:] != [side]:
            self.setSizes([max(1, (sum(self.sizes()) or width) - side), side])


class PlayersArea(QScrollArea):
    """The player cards' scroll area, at the height ``fit_players`` works
    out (its size hint and most) but able to give way down to
    ``PLAYERS_MIN``: a side widget that grows between two fits (a note
    shown, buttons stacked) then takes its room from the players at once.
    At a fixed height the panel's least height would pass the window's,
    and a window only grows to its least size, never back (a six-player
    Parkies game at 1024×700 crept to 1024×728 over thirty moves)."""

    #: The cards grew past the area after the last fit (their text changed
    #: without a fit after it): fit again, once control is back in the loop.
    overflowed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._height = PLAYERS_MIN
        self._refit_due = False

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        cards = self.widget()
        if (cards is not None and watched is cards and event.type() == QEvent.Type.Resize and not self._refit_due
                and self.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                and cards.height() > self.viewport().height()):
            # A fit leaves the cards either fitting or scrolling, so this asks at most once more.
            self._refit_due = True
            QTimer.singleShot(0, self._refit)
        return super().eventFilter(watched, event)

    def _refit(self) -> None:
        self._refit_due = False
        self.overflowed.emit()

    def set_height(self, height: int) -> None:
        self._height = height
        self.setMinimumHeight(min(height, PLAYERS_MIN))
        self.setMaximumHeight(height)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Squeezed below the fitted height by a side widget that grew since
        # the last fit (a game's closing words): the cards scroll rather than
        # lose the last one, until the next fit sizes them again.
        if self.height() < self._height:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)


def laid_out_height(widget: QWidget) -> int:
    """The height a box layout's item gives ``widget`` by its hints (as
    ``QWidgetItem.sizeHint`` reckons it)."""
    if widget.sizePolicy().verticalPolicy() == QSizePolicy.Policy.Ignored:
        return 0
    height = max(widget.sizeHint().height(), widget.minimumSizeHint().height())
    return max(min(height, widget.maximumHeight()), widget.minimumHeight())
