"""The replay viewer: a finished game (or any save) watched again, action by action.

The game's own board shows each step from the chosen viewer (a seat's view;
everything once the game is over; in games without secrets, the player who
just moved). Beside it: the score so far and the log, the step's line
highlighted. Under it: to the start, back a round, back, a slider, forward,
on a round, to the end; the arrow keys, Page Up/Down and Home/End do the
same. self.tr("Analyse") asks the strongest computer player to judge every decision
of the people at the table (ui/analysis_runner.py, off the GUI thread) and
lists the costliest ones; choosing one shows the position before it with the
better move marked on the board.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..engine.analysis import Verdict
from ..engine.api import CHANCE, OBSERVER
from ..engine.replay import EVERYTHING, Timeline
from . import boards, prefs
from .board_view import BoardView
from .key_press import unmodified
from .game_page import SIDE_NARROW, SideSplitter
from .marker import BETTER, TargetMarker, point_at
from .screen_fit import within_screen
from .style import STYLE
from .text import breakable, plain, plain_tip, shortened

#: The viewer choice "whoever just moved" (games without secrets only).
FOLLOW = -10

EXTRA_STYLE = """
#replayTop, #replayBar { background: #ffffff; border-color: #ddd5c4; border-style: solid; }
#replayTop { border-bottom-width: 1px; }
#replayBar { border-top-width: 1px; }
#replayCaption { font-size: 15px; font-weight: 600; color: #1f3b2b; }
#replayStep { font-size: 13px; color: #5b5b52; }
#replayScores { font-size: 13px; color: #1f3b2b; background: #ffffff; border: 1px solid #e2dccd;
                border-radius: 8px; padding: 6px 8px; }
#replayLog, #analysisList { background: #ffffff; border: 1px solid #e2dccd; border-radius: 8px; font-size: 13px; }
#analysisNote { font-size: 12px; color: #5b5b52; }
#replayBar QPushButton { min-width: 34px; font-size: 13px; }
"""

MARKED = QColor("#fde7c2")
FUTURE = QColor("#9a9486")


class ReplayWindow(QMainWindow):
    def __init__(self, timeline: Timeline[Any, Any], title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Freed once closed: every score sheet, replay and statistics window stayed in memory, hidden (about 2-6 MB each).
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.timeline = timeline
        game = timeline.game
        self.setWindowTitle(self.tr("Replay — {game}").format(game=game.info.name) + (f" — {title}" if title else ""))
        self.setStyleSheet(STYLE + EXTRA_STYLE)
        self.board = boards.board_class(game.info.id)(game, timeline.seats)
        self.board.animation_ms = 0  # steps are shown at once, however fast one steps
        self.board.colour_blind = prefs.colour_blind()
        self.view = BoardView()
        self.view.set_board(self.board)
        self.view.window_key = self._key
        self.close_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)  # Ctrl+W
        self.step = 0
        self._follow_seat = 0
        self._marker: TargetMarker | None = None
        self._shown_verdict: Verdict | None = None
        self.runner: Any = None
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._top_bar())
        self.splitter = SideSplitter(self.view, self._side_panel())
        outer.addWidget(self.splitter, 1)
        outer.addWidget(self._transport())
        self.setCentralWidget(central)
        # The main window's default size, within the screen: 800 pixels
        # tall ran past a laptop's 768.
        self.resize(within_screen(self, QSize(1200, 800), QSize(40, 60)))
        self._fill_log()
        self.go(timeline.steps if timeline.over else 0)
        self._offer_analysis()

    # --- building -----------------------------------------------------------
    def _top_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("replayTop")
        row = QHBoxLayout(bar)
        row.setContentsMargins(16, 8, 12, 8)
        self.caption = plain(QLabel())  # a log line: names as typed, never markup
        self.caption.setObjectName("replayCaption")
        self.caption.setWordWrap(True)
        row.addWidget(self.caption, 1)
        row.addWidget(QLabel(self.tr("View:")))
        self.viewer_box = QComboBox()
        self.viewer_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewer_box.setToolTip(self.tr("Whose view of the table to show (V: the next)"))
        for label, data in self._viewer_choices():
            self.viewer_box.addItem(label, data)
        self.viewer_box.currentIndexChanged.connect(self._viewer_changed)
        row.addWidget(self.viewer_box)
        return bar

    def _viewer_choices(self) -> list[tuple[str, int]]:
        seats = self.timeline.seats
        if not self.timeline.game.info.hidden_information:
            return [(self.tr("The player who just moved"), FOLLOW)] + [(shortened(s.name), i) for i, s in enumerate(seats)]
        allowed = self.timeline.viewers()
        humans = [i for i, s in enumerate(seats) if s.is_human]
        ordered = humans + [i for i in range(len(seats)) if i not in humans]
        choices = [(self.tr("Seen by {name}").format(name=shortened(seats[i].name)), i) for i in ordered if i in allowed]
        if OBSERVER in allowed:
            choices.append((self.tr("An onlooker's view (nobody's secrets)"), OBSERVER))
        if EVERYTHING in allowed:
            choices.append((self.tr("Everything (the game is over)"), EVERYTHING))
        return choices

    def _side_panel(self) -> QWidget:
        panel = QWidget()
        panel.setObjectName("sidePanel")
        panel.setMinimumWidth(SIDE_NARROW)
        panel.setMaximumWidth(380)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(6)
        layout.addWidget(_title(self.tr("Score so far")))
        self.scores = QLabel()
        self.scores.setObjectName("replayScores")
        self.scores.setWordWrap(True)
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.scores)
        layout.addWidget(_title(self.tr("Game log")))
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        self.log.itemClicked.connect(lambda item: self.go(self.log.row(item) + 1))
        layout.addWidget(self.log, 3)
        self.side_layout = layout
        layout.addWidget(self._analysis_box(), 0)
        return panel

    def _analysis_box(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(6)
        row = QHBoxLayout()
        row.addWidget(_title(self.tr("Analysis")), 1)
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.analyse_button.clicked.connect(self.analyse)
        row.addWidget(self.analyse_button)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.progress.hide()
        layout.addWidget(self.progress)
        self.analysis_note = QLabel(self.tr("Finds the moves that cost the most against the best computer player's choice."))
        self.analysis_note.setObjectName("analysisNote")
        self.analysis_note.setWordWrap(True)
        layout.addWidget(self.analysis_note)
        self.analysis_list = QListWidget()
        self.analysis_list.setObjectName("analysisList")
        self.analysis_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.analysis_list.setWordWrap(True)
        self.analysis_list.itemClicked.connect(self._verdict_clicked)
        self.analysis_list.hide()
        layout.addWidget(self.analysis_list, 1)
        return box

    def _transport(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("replayBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(6)

        def button(text: str, tip: str, slot: Any) -> QPushButton:
            b = QPushButton(text)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        self.start_button = button(self.tr("|◀ Start"), self.tr("To the start (Home)"), lambda: self.go(0))
        self.round_back_button = button(
            self.tr("◀◀ Round"), self.tr("Back to the start of the round (Page Up)"), self.round_back)
        self.back_button = button("◀", self.tr("One step back (Left)"), lambda: self.go(self.step - 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setRange(0, self.timeline.steps)
        self.slider.setPageStep(max(1, self.timeline.steps // 10))
        self.slider.valueChanged.connect(self.go)
        row.addWidget(self.slider, 1)
        self.forward_button = button("▶", self.tr("One step forward (Right)"), lambda: self.go(self.step + 1))
        self.round_on_button = button(self.tr("Round ▶▶"), self.tr("On to the next round (Page Down)"), self.round_on)
        self.end_button = button(self.tr("End ▶|"), self.tr("To the end (End)"), lambda: self.go(self.timeline.steps))
        self.step_label = QLabel()
        self.step_label.setObjectName("replayStep")
        self.step_label.setMinimumWidth(150)
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.step_label)
        return bar

    def _fill_log(self) -> None:
        self.log.clear()
        viewer = self._log_viewer()
        for i in range(self.timeline.steps):
            self.log.addItem(QListWidgetItem(f"{i + 1}. {self.timeline.line(i, viewer)}"))

    # --- who is looking -------------------------------------------------------
    @property
    def viewer(self) -> int:
        data = self.viewer_box.currentData()
        return int(data) if data is not None else 0

    def set_viewer(self, viewer: int) -> None:
        index = self.viewer_box.findData(viewer)
        if index >= 0:
            self.viewer_box.setCurrentIndex(index)

    def _log_viewer(self) -> int:
        return OBSERVER if self.viewer == FOLLOW else self.viewer

    def _board_seat(self, step: int) -> int:
        """The seat whose side of the table the board shows at ``step``."""
        if self.viewer >= 0:
            return self.viewer
        actor = self.timeline.actor(step)
        if actor is None or actor == CHANCE:
            to_act = self.timeline.game.to_act(self.timeline.state(step))
            actor = to_act if to_act is not None and to_act >= 0 else None
        if actor is not None:
            self._follow_seat = actor
        return self._follow_seat

    def _viewer_changed(self) -> None:
        self._fill_log()
        self.go(self.step, force=True)
        self._offer_analysis()

    def _offer_analysis(self) -> None:
        """Analysis is offered where its words tell nobody's secrets."""
        allowed = bool(self.analysed_seats())
        self.analyse_button.setEnabled(allowed and self.progress.isHidden())
        self.analyse_button.setToolTip(
            self.tr("Let the strongest computer player judge every decision of the players (A; then N shows each costly move in turn)") if allowed
            else self.tr("Analysis needs a player's own view: it would tell their secrets"))

    # --- stepping -------------------------------------------------------------
    def go(self, step: int, force: bool = False) -> None:
        step = max(0, min(self.timeline.steps, int(step)))
        if step == self.step and not force and self._marker is None and self.caption.text():
            return
        self.step = step
        self._clear_marker()
        self._show(step, self._board_seat(step))
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)

    def _show(self, step: int, seat: int) -> None:
        timeline = self.timeline
        viewer = seat if self.viewer == FOLLOW else self.viewer
        view = timeline.view(step, viewer)
        self.board.sync(view, (), seat, False)
        self._show_caption(step)
        self._show_scores(step, viewer, view)
        self._highlight_line(step)
        rounds = " · " + self.tr("round {n}").format(n=timeline.round_of(step)) if timeline.round_starts else ""
        self.step_label.setText(self.tr("Step {step} of {steps}").format(step=step, steps=timeline.steps) + rounds)
        self.back_button.setEnabled(step > 0)
        self.start_button.setEnabled(step > 0)
        self.round_back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < timeline.steps)
        self.end_button.setEnabled(step < timeline.steps)
        self.round_on_button.setEnabled(step < timeline.steps)

    def _show_caption(self, step: int) -> None:
        if step == 0:
            self.caption.setText(self.tr("The start of the game. Step forward with → or the buttons below."))
            return
        line = self.timeline.line(step - 1, self._log_viewer())
        end = " — " + self.tr("the game is over") if step == self.timeline.steps and self.timeline.over else ""
        self.caption.setText(breakable(f"{step}. {line}{end}"))

    def _show_scores(self, step: int, viewer: int, view: Any) -> None:
        timeline = self.timeline
        sheet = timeline.scores(step, viewer)
        names = [shortened(s.name) for s in timeline.seats]  # side by side with the scores: never wider
        if sheet is None:
            rows = [f"<b>{escape(n)}</b>: " + escape("; ".join(timeline.game.text.summary(view, i)[:2]))
                    for i, n in enumerate(names)]
            self.scores.setText("<br>".join(rows))
            return
        names += list(sheet.automata)
        over = step == timeline.steps and timeline.over
        rows = []
        for p in sorted(sheet.players, key=lambda p: p.seat):
            star = "★ " if over and p.seat in sheet.winners else ""
            who = names[p.seat] + (" " + self.tr("(automaton)") if sheet.is_automaton(p.seat) else "")
            rows.append(f"<tr><td>{star}{escape(who)}</td><td align='right'><b>{p.total}</b></td></tr>")
        note = self.tr("Final scores") if over else self.tr("If the game ended now")
        self.scores.setText(f"<span style='color:#6a6658'>{note}</span><table width='100%'>{''.join(rows)}</table>")
        self.scores.setToolTip(plain_tip("\n".join(
            f"{names[p.seat]}: " + ", ".join(f"{line.label} {line.points}" for line in p.lines) for p in sheet.players)))

    def _highlight_line(self, step: int) -> None:
        for row in range(self.log.count()):
            item = self.log.item(row)
            item.setForeground(QBrush(FUTURE) if row >= step else QBrush())
        if step > 0:
            self.log.setCurrentRow(step - 1)
            self.log.scrollToItem(self.log.item(step - 1))
        else:
            self.log.setCurrentRow(-1)
            self.log.scrollToTop()

    def round_back(self) -> None:
        self.go(self.timeline.previous_round(self.step))

    def round_on(self) -> None:
        self.go(self.timeline.next_round(self.step))

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        moves = {
            Qt.Key.Key_Right: lambda: self.go(self.step + 1),
            Qt.Key.Key_Left: lambda: self.go(self.step - 1),
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(self.timeline.steps),
            Qt.Key.Key_PageUp: self.round_back,
            Qt.Key.Key_PageDown: self.round_on,
            Qt.Key.Key_Up: self.round_back,
            Qt.Key.Key_Down: self.round_on,
        }
        step = moves.get(Qt.Key(key))
        if step is not None:
            step()
            return True
        # The view, analysis and verdicts have letters, as the steps have
        # arrows (no widget takes the focus from the board's keys).
        letters = {Qt.Key.Key_V: self.next_view, Qt.Key.Key_A: self._analyse_by_key, Qt.Key.Key_N: self.next_verdict,
                   Qt.Key.Key_Escape: self.close}
        chosen = letters.get(Qt.Key(key)) if unmodified(event) else None
        if chosen is not None:
            chosen()
        return True  # the board only displays: no other key plays

    def next_view(self) -> None:
        """The next choice of whose view to show (V)."""
        box = self.viewer_box
        if box.count() > 1:
            box.setCurrentIndex((box.currentIndex() + 1) % box.count())

    def _analyse_by_key(self) -> None:
        if self.analyse_button.isEnabled():
            self.analyse()

    def next_verdict(self) -> None:
        """The next of the costliest moves found, shown on the board (N)."""
        items = self.analysis_list
        if items.isHidden() or items.count() == 0:
            return
        row = (items.currentRow() + 1) % items.count()
        items.setCurrentRow(row)
        self.show_verdict(items.item(row).data(Qt.ItemDataRole.UserRole))

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The side panel narrows with the window as the game page's does, so
        # a window bounded by a 1,024-pixel screen leaves the board its room.
        super().resizeEvent(event)
        self.splitter.keep_usual_width(self.width())
        # The log's wrapped lines are laid out again at the new width, later:
        # the current move's line is brought back into sight after that.
        QTimer.singleShot(0, self._current_line_in_sight)

    def _current_line_in_sight(self) -> None:
        item = self.log.currentItem()
        if item is not None:
            self.log.scrollToItem(item)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # --- analysis -------------------------------------------------------------
    def analysed_seats(self) -> tuple[int, ...]:
        """The decisions judged: the people's (everyone's at a table of
        computers), and in a game with secrets only the viewer's own."""
        seats = self.timeline.seats
        if self.timeline.game.info.hidden_information and self.viewer >= 0:
            return (self.viewer,)
        if self.timeline.game.info.hidden_information and self.viewer == OBSERVER:
            return ()  # a better move would be worded from a seat's secrets
        humans = tuple(i for i, s in enumerate(seats) if s.is_human)
        return humans or tuple(range(len(seats)))

    def analyse(self, level: str = "") -> None:
        from .analysis_runner import AnalysisRunner

        if self.runner is not None:
            self.runner.cancel()
        self.runner = runner = AnalysisRunner(self.timeline, self.analysed_seats(), level, self)
        runner.progress.connect(self._progress)
        runner.finished.connect(self._analysis_done)
        runner.failed.connect(self._analysis_failed)
        self.progress.setRange(0, max(1, len(runner.indices)))
        self.progress.setValue(0)
        self.progress.show()
        self.analyse_button.setEnabled(False)
        self.analysis_list.hide()
        self.analysis_note.setText(self.tr("Judging {n} decisions with the computer player “{level}”…").format(
            n=len(runner.indices), level=self._level_label(runner.level)))
        runner.start()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _analysis_failed(self, text: str) -> None:
        self.progress.hide()
        self._offer_analysis()
        self.analysis_note.setText(text)

    def _analysis_done(self) -> None:
        self.progress.hide()
        self._offer_analysis()
        worst = self.runner.worst()
        self.analysis_list.clear()
        for row in range(self.log.count()):
            self.log.item(row).setBackground(QBrush())
        names = [s.name for s in self.timeline.seats]
        for verdict in worst:
            item = QListWidgetItem(
                self.tr("Move {n} · {name}: {loss} lost").format(
                    n=verdict.index + 1, name=names[verdict.seat], loss=verdict.loss_text()))
            item.setData(Qt.ItemDataRole.UserRole, verdict)
            played, better = self._verdict_words(verdict)
            item.setToolTip(plain_tip(self.tr("Played: {played}\nBetter: {better}").format(played=played, better=better)))
            self.analysis_list.addItem(item)
            self.log.item(verdict.index).setBackground(QBrush(MARKED))
        judged = len(self.runner.verdicts)
        if worst:
            self.analysis_note.setText(self.tr(
                "{n} decisions judged by the computer player “{level}”. The costliest are listed "
                "(and tinted in the log): choose one to see the better move on the board."
            ).format(n=judged, level=self._level_label(self.runner.level)))
            self.analysis_list.show()
            self.side_layout.setStretch(self.side_layout.count() - 1, 2)
        else:
            self.analysis_note.setText(
                self.tr("{n} decisions judged: the computer player agreed with every one.").format(n=judged))

    def _verdict_clicked(self, item: QListWidgetItem) -> None:
        self.show_verdict(item.data(Qt.ItemDataRole.UserRole))

    def show_verdict(self, verdict: Verdict) -> None:
        """The position before the move, the better move marked on the board."""
        game = self.timeline.game
        if self.viewer >= 0 and game.info.hidden_information and self.viewer != verdict.seat:
            return  # another seat's decision in a game with secrets is not shown
        self.go(verdict.index, force=True)
        viewer = verdict.seat if self.viewer == FOLLOW else self.viewer
        self.board.sync(self.timeline.view(verdict.index, viewer), (), verdict.seat, False)
        better = game.parse_action(verdict.best)
        played, said = self._verdict_words(verdict)
        self.caption.setText(self.tr("Before move {n}: {played}. Better: {better} ({loss} more).").format(
            n=verdict.index + 1, played=played, better=said, loss=verdict.loss_text()))
        self._marker = point_at(self.board, better, self.tr("Better move"), BETTER)
        self._shown_verdict = verdict

    def _verdict_words(self, verdict: Verdict) -> tuple[str, str]:
        """The move played and the better one, as the log words them for the
        seat that decided (the notation would name cards by their codes). The
        better move was never played, so it is worded from that seat's view
        alone: worded from the whole state it could name faces the seat never
        saw (the visitors a collect would bring into the hand)."""
        game = self.timeline.game
        view = game.view(self.timeline.state(verdict.index), verdict.seat)
        action = game.parse_action(verdict.best)
        try:
            better = game.text.describe(view, action).for_viewer(verdict.seat)
        except Exception:  # a game whose wording needs more than the view: the move plainly
            better = str(action)
        return self.timeline.line(verdict.index, verdict.seat), better

    def _level_label(self, level: str) -> str:
        """A computer level's name as the new-game dialog shows it."""
        if level == "random":
            return self.tr("random player")
        levels = self.timeline.game.info.bot_levels
        return next((lv.label for lv in levels if lv.id == level), level)

    def _clear_marker(self) -> None:
        if self._marker is not None:
            self._marker.remove()
            self._marker = None
        self._shown_verdict = None

    def closeEvent(self, event: Any) -> None:
        if self.runner is not None:
            self.runner.cancel()
        super().closeEvent(event)


def _title(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("sideTitle")
    return label


def open_session_replay(session: Any, parent: QWidget | None = None, title: str = "") -> ReplayWindow:
    window = ReplayWindow(Timeline.of_session(session), title, parent)
    window.setWindowFlag(Qt.WindowType.Window, True)
    window.show()
    return window
