"""The first page: one card per game, resume the last game, load a save."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .dates import short_when
from .text import plain, plain_label

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QResizeEvent

PICTURE = QSize(320, 180)
# The cards' picture where four in a row would not fit at PICTURE's width
# but do at this one (the default window, 1200 wide, shows every game).
COMPACT = QSize(264, 148)
# Four in a row still, in the least window the boards are laid out for
# (1024×700): Learn to play and Statistics go one under the other there.
NARROW = QSize(220, 124)
CARD_GAP = 22
# A card in one row of them whose words and buttons would pass the bottom of
# the window shows a band from the middle of its picture instead, this tall
# at least, or no picture where even that is too much: the buttons stay in
# sight (solo records add lines to a card, more of them in German).
LEAST_BAND = 56
BARE_TOP = 12  # the room above a card's title when it shows no picture
BAND_STEP = 8  # the band's height moves in steps: fewer redraws while a window is dragged


def players_text(info: Any) -> str:
    if info.min_players == info.max_players:
        if info.min_players == 1:
            return QCoreApplication.translate("GameCard", "1 player")
        return QCoreApplication.translate("GameCard", "{n} players").format(n=info.min_players)
    return QCoreApplication.translate("GameCard", "{low}–{high} players").format(low=info.min_players, high=info.max_players)


def resume_info(keep_aside: bool = True) -> dict[str, Any] | None:
    """The autosave's summary if it holds an unfinished game we can open
    (the game is replayed: whether it is over comes from its moves)."""
    return _resume(keep_aside)[0]


def _resume(keep_aside: bool) -> tuple[dict[str, Any] | None, str]:
    """The resumable game's summary (or None) and what was wrong with the
    autosave ("" if nothing). ``keep_aside``: move an unreadable one away."""
    from ..engine import autosave, paths, saves
    from ..engine.errors import ParkpackError

    found = autosave.inspect(paths.autosave_path(), keep_aside=keep_aside)
    if found.session is None:
        return None, found.problem
    session = found.session
    try:
        saved_at = saves.summary(paths.autosave_path())["saved_at"]
    except (ParkpackError, OSError):
        saved_at = ""
    info = {
        "game": session.game.info.id,
        "name": session.game.info.name,
        "seats": [s.name for s in session.seats],
        "moves": len(session.history),
        "saved_at": saved_at,
    }
    return info, ""


class GameCard(QFrame):
    new_game = Signal(str)
    learn = Signal(str)
    stats = Signal(str)

    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtCore import Qt

        from . import art

        info = game.info
        self.game_id = info.id
        self.setObjectName("card")
        self._column = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 14)
        layout.setSpacing(6)
        self.picture = picture = QLabel()
        picture.setObjectName("cardPicture")
        self._name = info.name
        layout.addWidget(picture)
        for text, name in (
            (info.name, "cardTitle"),
            (f"{players_text(info)}  ·  {info.play_time}", "cardMeta"),
            (info.blurb, "cardBlurb"),
        ):
            label = plain_label(text)
            label.setObjectName(name)
            label.setWordWrap(True)
            label.setContentsMargins(14, 0, 14, 0)
            layout.addWidget(label)
        self.records = plain_label()
        self.records.setObjectName("cardRecords")
        self.records.setWordWrap(True)
        self.records.setContentsMargins(14, 0, 14, 0)
        layout.addWidget(self.records)
        layout.addStretch(1)
        button = QPushButton(self.tr("New game"))  # (the card names the game, and so does the tip)
        button.setToolTip(self.tr("New game of {game}").format(game=info.name))
        button.setAccessibleName(button.toolTip())
        button.setObjectName("primary")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: self.new_game.emit(self.game_id))
        row = QHBoxLayout()
        row.setContentsMargins(14, 0, 14, 0)
        row.addWidget(button)
        layout.addLayout(row)
        layout.addLayout(self._more_row())
        self.picture_size = QSize()
        self.set_picture_size(PICTURE)
        self.refresh_records()

    def set_picture_size(self, size: QSize, band: int | None = None) -> None:
        """The card as wide as its picture, drawn afresh at ``size``; with
        ``band``, only that many pixels from the picture's middle are shown
        (none at 0)."""
        shown = QSize(size.width(), size.height() if band is None else band)
        if size == self.picture_size and shown == self.picture.size() and self.picture.isHidden() == (band == 0):
            return
        from . import art

        self.picture_size = QSize(size)
        self.picture.setVisible(band != 0)
        self._column.setContentsMargins(0, 0 if band != 0 else BARE_TOP, 0, 14)
        if band != 0:
            pixmap = art.game_picture(self.game_id, self._name, size)
            if band is not None:
                pixmap = pixmap.copy(0, (size.height() - band) // 2, size.width(), band)
            self.picture.setPixmap(pixmap)
            self.picture.setFixedSize(shown)
        self.setFixedWidth(size.width())
        self._arrange_more()

    def height_with_band(self, band: int) -> int:
        """The card's height at its width with a picture ``band`` tall (none at 0)."""
        full = self.heightForWidth(self.width()) if self.hasHeightForWidth() else self.sizeHint().height()
        spacing = self._column.spacing()
        shown = BARE_TOP if self.picture.isHidden() else self.picture.height() + spacing
        return full - shown + (band + spacing if band else BARE_TOP)

    def _more_row(self) -> QHBoxLayout:
        """Learn to play (the tutorial, where the game has one) and Statistics,
        side by side where their words fit, else one under the other."""
        from .tutorial import has_tutorial

        self._more = row = QHBoxLayout()
        row.setContentsMargins(14, 0, 14, 0)
        self.learn_button = QPushButton(self.tr("Learn to play"))
        self.learn_button.setEnabled(has_tutorial(self.game_id))
        self.learn_button.setToolTip(self.tr("A short guided game that shows every kind of move")
                                     if self.learn_button.isEnabled() else self.tr("No tutorial for this game yet"))
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.game_id))
        self.stats_button = QPushButton(self.tr("Statistics"))
        self.stats_button.setToolTip(self.tr("Games played, wins, scores over time"))
        self.stats_button.clicked.connect(lambda: self.stats.emit(self.game_id))
        row.addWidget(self.learn_button)  # each its own width and half the rest
        row.addWidget(self.stats_button)
        return row

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:
            self._arrange_more()  # the window's style sheet comes after the first paint

    def _arrange_more(self) -> None:
        from PySide6.QtWidgets import QBoxLayout

        row = self._more
        margins = row.contentsMargins()
        room = self.picture_size.width() - margins.left() - margins.right()
        need = self.learn_button.sizeHint().width() + row.spacing() + self.stats_button.sizeHint().width()
        row.setDirection(QBoxLayout.Direction.LeftToRight if need <= room else QBoxLayout.Direction.TopToBottom)

    def refresh_records(self) -> None:
        from . import records_view

        lines = records_view.record_lines(self.game_id)
        self.records.setText("\n".join(lines))
        self.records.setVisible(bool(lines))


class Launcher(QWidget):
    """The header paints at once; the game cards (which import every game)
    and the resume bar fill in right after the first paint, so the window
    appears as fast as a bare one."""

    new_game_requested = Signal(str)
    learn_requested = Signal(str)
    stats_requested = Signal(str)
    resume_requested = Signal()
    load_requested = Signal()
    choose_folder_requested = Signal()
    populating = Signal()  # once, before the cards: the app claims the data folder then
    populated = Signal()  # the cards are in: the rest of start-up may follow

    def __init__(self, parent: QWidget | None = None, owner: bool = True, claim_note: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        #: False when another parkpack owns the data folder: then an
        #: unreadable autosave is reported but left where it is.
        self.owner = owner
        self.claim_note = claim_note
        #: What was wrong with the autosave when it was last read: kept on
        #: show after the file was moved aside, until a game is opened.
        self.autosave_note = ""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 16)
        outer.setSpacing(14)
        outer.addLayout(self._header())
        outer.addWidget(self._notice_bar())
        outer.addWidget(self._resume_bar())
        self.cards: list[GameCard] = []
        self._populated = False
        self._announced = False
        self._to_import: list[str] | None = None  # see _prepare
        self._area = QScrollArea()
        self._area.setObjectName("cardArea")
        # Tab goes straight to the cards' buttons (the area scrolls to them):
        # a stop on the area itself showed nothing.
        self._area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._area.setWidgetResizable(True)
        self._area.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(self._area, 1)
        self._outer = outer
        self._band_due = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Outside a dialog a focused button takes only Space; Enter, which
        # players press as often, passes up to here and presses it too.
        focused = QApplication.focusWidget()
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton)
                and focused.isEnabled() and self.isAncestorOf(focused)):
            focused.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._populated:
            QTimer.singleShot(0, self._prepare)

    def _prepare(self) -> None:
        """After the first frame: ``populating``, then the modules the cards
        need one at a time (a game's rules take 40–70 ms to import), then
        the cards, each in its own turn of the event loop, so the window
        answers in between rather than after all of it at once."""
        if not self._announced:
            self._announce()
            # 1 ms, not 0: Qt delivers a zero single shot as a posted event,
            # and two such steps were seen to run back to back before a timer
            # (or input) had its turn.
            QTimer.singleShot(1, self._import_next)

    def _import_next(self) -> None:
        if self._populated:
            return
        if self._to_import is None:
            from ..engine import registry

            games = registry.module_paths()
            self._to_import = [*games, "parkpack.ui.tutorial", *(f"{path}.tutorial" for path in games),
                               "parkpack.ui.art", "parkpack.ui.records_view"]
        elif self._to_import:
            try:
                importlib.import_module(self._to_import.pop(0))
            except ModuleNotFoundError:
                pass  # a game without a tutorial; anything else fails again, in populate
        else:
            self.populate()
            return
        QTimer.singleShot(1, self._import_next)

    def _announce(self) -> None:
        if not self._announced:
            self._announced = True
            self.populating.emit()

    def populate(self) -> None:
        """Build the game cards and read the autosave (once)."""
        if self._populated:
            return
        self._populated = True
        self._announce()
        # The bars' labels are empty and hidden in the first frame; they are
        # made plain text here, before refresh gives them a name or a path.
        plain(self.notice_label)
        plain(self.resume_label)
        self._area.setWidget(holder := self._card_holder())
        holder.installEventFilter(self)
        self._area.viewport().installEventFilter(self)
        hint = QLabel(QCoreApplication.translate("Launcher", "F1: how to play  ·  Ctrl+O: open a saved game  ·  Ctrl+comma: settings"))
        hint.setObjectName("hint")
        self._outer.addWidget(hint)
        self.refresh()
        self.take_focus()
        self.populated.emit()

    def take_focus(self) -> None:
        """Keyboard focus on the launcher itself rather than on one of its
        buttons: the focus ring round a button would look like a choice
        already made. The first Tab goes to the first button."""
        from PySide6.QtCore import Qt

        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        titles = QVBoxLayout()
        self.title = title = QLabel("parkpack")
        title.setObjectName("appTitle")
        self.subtitle = subtitle = QLabel(QCoreApplication.translate("Launcher", "Theme-park tabletop games: hot-seat at one computer, or solo."))
        subtitle.setObjectName("appSubtitle")
        titles.addWidget(title)
        titles.addWidget(subtitle)
        row.addLayout(titles, 1)
        self.load_button = QPushButton(QCoreApplication.translate("Launcher", "Load a saved game…"))
        self.load_button.clicked.connect(self.load_requested)
        row.addWidget(self.load_button)
        return row

    def _resume_bar(self) -> QFrame:
        self.resume_frame = QFrame()
        self.resume_frame.setObjectName("resumeBar")
        self.resume_frame.hide()
        row = QHBoxLayout(self.resume_frame)
        row.setContentsMargins(16, 10, 10, 10)
        self.resume_label = QLabel()  # plain text from populate on
        self.resume_label.setObjectName("resumeText")
        self.resume_label.setWordWrap(True)
        self.resume_button = QPushButton(QCoreApplication.translate("Launcher", "Resume"))
        self.resume_button.setObjectName("primary")
        self.resume_button.clicked.connect(self.resume_requested)
        row.addWidget(self.resume_label, 1)
        row.addWidget(self.resume_button)
        return self.resume_frame

    def _notice_bar(self) -> QFrame:
        """What the player must know about their files: a data folder that
        cannot be used (with a way to choose another), a second window on the
        same folder, an autosave or records file that cannot be read."""
        self.notice_frame = QFrame()
        self.notice_frame.setObjectName("noticeBar")
        self.notice_frame.hide()
        row = QHBoxLayout(self.notice_frame)
        row.setContentsMargins(16, 10, 10, 10)
        self.notice_label = QLabel()  # plain text from populate on
        self.notice_label.setObjectName("noticeText")
        self.notice_label.setWordWrap(True)
        self.folder_button = QPushButton(QCoreApplication.translate("Launcher", "Choose another folder…"))
        self.folder_button.clicked.connect(self.choose_folder_requested)
        row.addWidget(self.notice_label, 1)
        row.addWidget(self.folder_button)
        return self.notice_frame

    def notices(self) -> list[str]:
        """The notices shown now, each a sentence or two."""
        return [line for line in self.notice_label.text().split("\n\n") if line]

    def _card_holder(self) -> QWidget:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QGridLayout

        from ..engine import registry

        holder = QWidget()
        holder.setObjectName("cardHolder")
        self._grid = grid = QGridLayout(holder)
        grid.setContentsMargins(0, 4, 0, 4)
        grid.setSpacing(CARD_GAP)
        grid.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        for game in registry.games():
            card = GameCard(game)
            card.new_game.connect(self.new_game_requested)
            card.learn.connect(self.learn_requested)
            card.stats.connect(self.stats_requested)
            self.cards.append(card)
        self._columns = 0
        self._arrange()
        return holder

    def card_layout(self, width: int) -> tuple[int, QSize]:
        """Columns and picture size for cards in ``width``: every card in one
        row if they fit (narrower if need be), else rows of equal length
        (two and two, never three and one), as many as fit."""
        n = len(self.cards)

        def fits(columns: int, size: QSize) -> bool:
            return columns * size.width() + (columns - 1) * CARD_GAP <= width

        for size in (PICTURE, COMPACT, NARROW):
            if fits(n, size):
                return n, size
        columns = max(1, min(n, (width + CARD_GAP) // (PICTURE.width() + CARD_GAP)))
        while columns > 1 and n % columns and n % columns < columns - 1:
            columns -= 1  # a lonely card on the last row: fewer columns
        return columns, PICTURE

    def _arrange(self) -> None:
        """Lay the cards out for the width the launcher has now."""
        margins = self._outer.contentsMargins()
        width = self.width() - margins.left() - margins.right() - self._area.verticalScrollBar().sizeHint().width()
        columns, size = self.card_layout(width)
        if columns != self._columns or any(card.picture_size != size for card in self.cards):
            self._columns = columns
            self._place(columns, size)
        self._fit_band()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The room below changes with the bars above (a resize of the
        # viewport), a card's height with its records and the window's style
        # sheet (a layout request of the holder): the band is fitted after.
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and not self._band_due:
            self._band_due = True
            QTimer.singleShot(0, self._fit_band)
        return False

    def _fit_band(self) -> None:
        self._band_due = False
        if not self.cards or self._columns != len(self.cards):
            return
        size = self.cards[0].picture_size
        band = self._band(size)
        for card in self.cards:
            card.set_picture_size(size, band)

    def _band(self, size: QSize) -> int | None:
        """How much of the pictures a row of cards can show and keep every
        card's buttons above the window's bottom: None for all of it, 0 for
        none."""
        margins = self._grid.contentsMargins()
        room = self._area.viewport().height() - margins.top() - margins.bottom()
        tallest = max(card.height_with_band(size.height()) for card in self.cards)
        if tallest <= room:
            return None
        band = size.height() - (tallest - room)
        band -= band % BAND_STEP
        return band if band >= LEAST_BAND else 0

    def _place(self, columns: int, size: QSize) -> None:
        for card in self.cards:
            self._grid.removeWidget(card)
            card.set_picture_size(size)
        for row in range(self._grid.rowCount()):
            self._grid.setRowStretch(row, 0)
        for index, card in enumerate(self.cards):
            self._grid.addWidget(card, index // columns, index % columns)
        self._grid.setRowStretch((len(self.cards) + columns - 1) // columns, 1)  # cards keep their height

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.cards:
            self._arrange()

    def refresh(self) -> None:
        """Re-read the autosave and solo records (after a game, save or load)."""
        if not self._populated:
            self.populate()
            return
        from ..engine import paths
        from .records_view import records_problem

        folder = paths.problem()
        info, problem = _resume(keep_aside=self.owner and not folder)
        self.autosave_note = problem or self.autosave_note
        self.resume_frame.setVisible(info is not None)
        if info is not None:
            people = ", ".join(info["seats"])
            when = short_when(info["saved_at"])
            moves = self.tr("%n moves", "", int(info["moves"]))
            self.resume_label.setText(
                (self.tr("Continue your last game: {game} with {people} — {moves}, saved {when}") if when
                 else self.tr("Continue your last game: {game} with {people} — {moves}")).format(
                    game=info["name"], people=people, moves=moves, when=when)
            )
        if folder:
            folder = self.tr(
                "parkpack cannot keep its files in its data folder: {problem}. Games are not autosaved"
                " and solo results not recorded until you choose another folder."
            ).format(problem=folder)
        from . import prefs

        problems = (folder, self.claim_note, self.autosave_note, records_problem(), prefs.settings_problem(), prefs.kept_note())
        notes = [n for n in problems if n]
        self.notice_label.setText("\n\n".join(notes))
        self.notice_frame.setVisible(bool(notes))
        self.folder_button.setVisible(bool(folder))
        for card in self.cards:
            card.refresh_records()
