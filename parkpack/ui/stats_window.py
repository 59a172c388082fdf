"""The Statistics window: one game's finished games, counted and plotted.

Tabs: the players (games, wins, win rate, mean and best score) with a plot
of each person's scores over time; solo results per level or form of the
automaton; the people against each computer level; and the list of games,
any of which can be watched again. The figures are engine/stats_figures.py's
(the same as ``parkpack stats``).

The plot is drawn by pyqtgraph, imported only when the window opens (it
brings numpy), so the launcher starts as fast as before. Its axes write
their numbers as the interface language does (locale_axis.py).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _
from ..engine import registry, stats
from ..engine.stats import GameEntry
from ..engine.stats_figures import Figures, figures
from .dates import short_when
from .style import STYLE

EXTRA_STYLE = """
QDialog#statsWindow { background: #f6f1e7; }
#statsHeadline { font-size: 18px; font-weight: 700; color: #1f3b2b; }
#statsNote, #statsEmpty { font-size: 13px; color: #5b5b52; }
QTableWidget { background: #ffffff; font-size: 13px; }
QHeaderView::section { font-size: 12px; font-weight: 600; padding: 4px; }
QTabBar::tab { font-size: 13px; padding: 6px 14px; }
"""

#: Line colours of the plot, told apart in the colour-blind palette too.
LINE_COLOURS = ("#1b7837", "#2166ac", "#b2182b", "#e08214", "#762a83", "#35978f", "#525252", "#c51b7d")
SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "h")


#: The plot's legend takes at most this many players to a line.
LEGEND_COLUMNS = 3


def _room_for_legend(box: Any, legend: Any, low: float, high: float) -> None:
    """The scores' range, with room above the highest for the legend in the
    plot's top left corner, so that it never covers a point."""
    span = max(high - low, 4.0)
    bottom = low - 0.05 * span
    height = max(box.height(), 1.0)
    covered = min(legend.boundingRect().height() + 20, 0.75 * height)  # its offset and a margin too
    box.setYRange(bottom, bottom + (high - bottom) * height / (height - covered), padding=0)


def _number(value: float, decimals: int) -> str:
    from PySide6.QtCore import QLocale

    return QLocale().toString(float(value), "f", decimals)


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    return table


class StatsWindow(QDialog):
    """``watch`` is called with a filed game to replay it (the main window's)."""

    def __init__(self, game_id: str = "", parent: QWidget | None = None,
                 watch: Callable[[GameEntry], None] | None = None, path: Any = None) -> None:
        super().__init__(parent)
        # Freed once closed: every score sheet, replay and statistics window stayed in memory, hidden (about 2-6 MB each).
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("statsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.setStyleSheet(STYLE + EXTRA_STYLE)
        self.watch = watch
        self.path = path
        self.loaded = stats.load(path)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        top = QHBoxLayout()
        self.headline = QLabel()
        self.headline.setObjectName("statsHeadline")
        top.addWidget(self.headline, 1)
        top.addWidget(QLabel(self.tr("Game:")))
        self.game_box = QComboBox()
        for game in registry.games():
            self.game_box.addItem(game.info.name, game.info.id)
        top.addWidget(self.game_box)
        # Games played with hints can be left out of every figure (they stay in the list of games).
        self.hints_box = QCheckBox(self.tr("Count games played with hints"))
        self.hints_box.setChecked(True)
        top.addWidget(self.hints_box)
        layout.addLayout(top)
        self.note = QLabel()
        self.note.setObjectName("statsNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.figures: Figures | None = None
        self.plot: Any = None
        self._shown_generation = 0  # one more each time the tabs are built again
        index = self.game_box.findData(game_id)
        self.game_box.setCurrentIndex(max(0, index))
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.hints_box.toggled.connect(self._game_changed)
        self._game_changed()
        self.resize(980, 660)

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = registry.get(self.game_id)
        self.entries = self.loaded.of_game(self.game_id)
        counted = self.hints_box.isChecked()
        fig = self.figures = figures(self.game_id, self.entries, game.info, hints=counted)
        left_out = 0 if counted else sum(1 for e in self.entries if e.hints)
        self.headline.setText(
            (self.tr("{game}: 1 finished game") if fig.played == 1 else self.tr("{game}: {n} finished games")).format(
                game=fig.name, n=fig.played))
        notes = []
        if fig.with_hints:
            notes.append(self.tr("{n} of them played with hints.").format(n=fig.with_hints))
        if left_out:
            notes.append(self.tr("{n} played with hints not counted.").format(n=left_out))
        if self.loaded.set_aside is not None:
            notes.append(self.tr("The statistics file was damaged; a copy was kept as {file}.").format(
                file=self.loaded.set_aside.name))
        if self.loaded.read_only:
            notes.append(self.tr("The statistics file is from a newer parkpack or cannot be read: new games are not counted."))
        self.note.setText(" ".join(notes))
        self.note.setVisible(bool(notes))
        pages = [self.tabs.widget(i) for i in range(self.tabs.count())]
        self.tabs.clear()  # (which keeps the pages: they go here, with any chart still waiting)
        for page in pages:
            if page is not None:
                page.deleteLater()
        self._shown_generation += 1
        self.plot = None
        if not fig.played:
            text = self.tr("No finished game of {game} yet. Games you finish are counted here;"
                           " abandoned ones are not.").format(game=fig.name)
            if left_out:
                text = self.tr("Every finished game of {game} was played with hints, and those are not counted now."
                               ).format(game=fig.name)
            empty = QLabel(text)
            empty.setObjectName("statsEmpty")
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            empty.setWordWrap(True)
            self.tabs.addTab(empty, self.tr("Players"))
            return
        self.tabs.addTab(self._players_tab(fig), self.tr("Players"))
        self.tabs.addTab(self._solo_tab(fig), self.tr("Solo"))
        self.tabs.addTab(self._rivals_tab(fig), self.tr("Against the computer"))
        self.tabs.addTab(self._games_tab(), self.tr("Games"))

    # --- tabs -------------------------------------------------------------------
    def _players_tab(self, fig: Figures) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        rows = [(p.name, p.kind, str(p.games), str(p.wins), _number(100 * p.win_rate, 0) + " %", _number(p.mean, 1),
                 str(p.best)) for p in fig.players]
        self.players_table = _table((self.tr("Player"), self.tr("Plays as"), self.tr("Played"), self.tr("Won"),
                                     self.tr("Win rate"), self.tr("Mean score"), self.tr("Best")), rows)
        self.players_table.setMaximumHeight(40 + 30 * min(len(rows), 6))
        layout.addWidget(self.players_table)
        layout.addWidget(self._chart(fig), 1)
        return tab

    def _chart(self, fig: Figures) -> QWidget:
        """The plot of scores over time, drawn once the charting library is
        in (chart_import.py): a note until then, never a frozen window."""
        from . import chart_import

        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        if chart_import.ready():
            box.addWidget(self._plot(fig))
            return holder
        note = QLabel(self.tr("Drawing the chart…"))
        note.setObjectName("statsNote")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(note)
        timer = QTimer(holder)  # goes with the holder when the tabs are rebuilt
        generation = self._shown_generation

        def poll() -> None:
            if generation != self._shown_generation:  # another game or filter is shown now
                timer.stop()
            elif chart_import.failure():
                timer.stop()
                note.setText(self.tr("The chart cannot be drawn: {reason}").format(reason=chart_import.failure()))
            elif chart_import.ready():
                timer.stop()
                note.hide()
                box.addWidget(self._plot(fig))

        timer.timeout.connect(poll)
        timer.start(15)
        return holder

    def _plot(self, fig: Figures) -> QWidget:
        import pyqtgraph as pg
        from PySide6.QtGui import QFont

        from .locale_axis import locale_axes

        plot = pg.PlotWidget(background="w", axisItems=locale_axes())  # ticks written as the language does
        plot.setObjectName("scorePlot")
        item = plot.getPlotItem()
        item.setTitle(self.tr("Scores over time"), color="#1f3b2b", size="13pt")
        font = QFont()
        font.setPixelSize(13)
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setTickFont(font)
            axis.setTextPen("#333333")
            axis.setPen("#8a8476")
        item.setLabel("bottom", self.tr("Game (in the order played)"), color="#333333", size="12pt")
        item.setLabel("left", self.tr("Score"), color="#333333", size="12pt")
        item.showGrid(x=False, y=True, alpha=0.25)
        legend = item.addLegend(offset=(10, 10), labelTextSize="12pt", labelTextColor="#333333")
        shown = fig.series[: len(LINE_COLOURS)]
        for i, series in enumerate(shown):
            xs = [p[0] for p in series.points]
            ys = [p[2] for p in series.points]
            colour = LINE_COLOURS[i]
            item.plot(xs, ys, pen=pg.mkPen(colour, width=2.5), symbol=SYMBOLS[i], symbolSize=9,
                      symbolBrush=colour, symbolPen="w", name=series.name)
        legend.setBrush(pg.mkBrush(255, 255, 255, 220))
        legend.setColumnCount(min(LEGEND_COLUMNS, len(shown)))
        scores = [p[2] for series in shown for p in series.points]
        if scores:
            box = item.getViewBox()
            box.sigResized.connect(lambda _box: _room_for_legend(box, legend, min(scores), max(scores)))
            _room_for_legend(box, legend, min(scores), max(scores))
        item.getViewBox().setMouseEnabled(x=False, y=False)  # a picture, not an instrument
        item.hideButtons()
        self.plot = plot
        return plot

    def _solo_tab(self, fig: Figures) -> QWidget:
        if not fig.solo:
            return _empty(self.tr("No solo game yet."))
        rows = [(s.label, str(s.games), str(s.wins), _number(s.mean, 1), str(s.best),
                 ", ".join(f"{name} ×{count}" for name, count in s.results), str(s.hints) if s.hints else "")
                for s in fig.solo]
        self.solo_table = _table((self.tr("Setting"), self.tr("Played"), self.tr("Won"), self.tr("Mean score"),
                                  self.tr("Best"), self.tr("Results"), self.tr("With hints")), rows)
        return _wrap(self.solo_table)

    def _rivals_tab(self, fig: Figures) -> QWidget:
        if not fig.rivals:
            return _empty(self.tr("No game against a computer player yet."))
        rows = [(r.rival, str(r.games), str(r.won), str(r.lost), str(r.tied)) for r in fig.rivals]
        self.rivals_table = _table((self.tr("Against"), self.tr("Played"), self.tr("You won"), self.tr("You lost"),
                                    self.tr("Tied")), rows)
        note = QLabel(self.tr("“You” are the people at the table: a game counts as won against a level when one of"
                              " you finished ahead of every computer player of that level."))
        note.setObjectName("statsNote")
        note.setWordWrap(True)
        return _wrap(self.rivals_table, note)

    def _games_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        newest = list(reversed(self.entries))
        rows = []
        for e in newest:
            scores = ", ".join(f"{x.name} {x.total}" for x in e.entrants)
            winners = self.tr(" and ").join(e.entrants[w].name for w in e.winners) or self.tr("nobody")
            rows.append((short_when(e.date) or e.date[:16], scores, _(e.solo_result) if e.solo_result else winners, self.tr("yes") if e.hints else ""))
        self.games_table = _table((self.tr("Played on"), self.tr("Scores"), self.tr("Result"), self.tr("Hints")), rows)
        self.games_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.games_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.doubleClicked.connect(lambda _index: self.watch_selected())
        self._newest = newest
        layout.addWidget(self.games_table, 1)
        row = QHBoxLayout()
        hint = QLabel(self.tr("Choose a game and watch it again, move by move."))
        hint.setObjectName("statsNote")
        row.addWidget(hint, 1)
        self.watch_button = QPushButton(self.tr("Watch the replay"))
        self.watch_button.setObjectName("primary")
        self.watch_button.clicked.connect(self.watch_selected)
        self.watch_button.setEnabled(self.watch is not None)
        row.addWidget(self.watch_button)
        layout.addLayout(row)
        if newest:
            self.games_table.selectRow(0)
        return tab

    def watch_selected(self) -> None:
        rows = self.games_table.selectionModel().selectedRows()
        if self.watch is not None and rows:
            self.watch(self._newest[rows[0].row()])


def _empty(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("statsEmpty")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def _wrap(*widgets: QWidget) -> QWidget:
    tab = QWidget()
    layout = QVBoxLayout(tab)
    for w in widgets:
        layout.addWidget(w)
    layout.addStretch(1)
    return tab
