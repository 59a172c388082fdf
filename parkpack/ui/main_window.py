"""The one main window: a stack of the launcher, the game page and the
hot-seat hand-over screen, with the menus that drive them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QSize, QTimer
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QWidget

from .text import QT_TRANSLATE_NOOP
from . import prefs
from .file_actions import FileActions
from .history_actions import HistoryActions
from .hints import HintActions
from .launcher import Launcher
from .screen_fit import within_screen
from .style import STYLE, first_paint_look
from .view_actions import ViewActions

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent

    from ..engine.api import ScoreSheet
    from ..engine.autosave import Writer as AutosaveWriter
    from ..engine.session import Session
    from .controller import GameController
    from .game_page import GamePage
    from .handover import HandoverPage
    from .instance import FolderClaim
    from .new_game import NewGameSetup
    from .score_dialog import ScoreDialog

MENU_TITLES = (  # filled by menus.build
    QT_TRANSLATE_NOOP("Menus", "&Game"), QT_TRANSLATE_NOOP("Menus", "&Edit"),
    QT_TRANSLATE_NOOP("Menus", "&View"), QT_TRANSLATE_NOOP("Menus", "&Settings"),
    QT_TRANSLATE_NOOP("Menus", "&Help"),
)

# Only what the launcher's first paint needs is imported above; the game page,
# controller, engine and the games themselves load once the launcher is up.

def _box(parent: QWidget, title: str, text: str) -> Any:
    """A message box that shows ``text`` as plain text (a file or player
    name is never read as markup), cut to a readable length."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from ..engine.limits import message

    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once answered, not kept hidden
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(message(text))
    return box


def warn_box(parent: QWidget, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, title, text)
    box.setIcon(QMessageBox.Icon.Warning)
    box.exec()


def confirm_box(parent: QWidget, title: str, text: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, title, text)
    box.setIcon(QMessageBox.Icon.Question)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return bool(box.exec() == QMessageBox.StandardButton.Yes)  # (read from exec: the box is deleted after)


class MainWindow(FileActions, ViewActions, HistoryActions, HintActions, QMainWindow):
    def __init__(self, claim: FolderClaim | None = None) -> None:
        super().__init__()
        self.setWindowTitle("parkpack")
        # The data folder's lock (ui/instance.py): without it (a second
        # window on the same folder) nothing is autosaved.
        self.claim = claim
        self._autosaver: AutosaveWriter | None = None
        self._known_files: dict[Path, Any] = {}
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.launcher = Launcher(owner=self.owns_folder, claim_note=claim.note if claim is not None else "")
        first_paint_look(self, self.launcher.title, self.launcher.subtitle)
        self.launcher.populated.connect(self._finish_look)
        self.launcher.new_game_requested.connect(self.new_game)
        self.launcher.resume_requested.connect(self.resume)
        self.launcher.load_requested.connect(self.load)
        self.launcher.choose_folder_requested.connect(self.choose_data_folder)
        self.launcher.learn_requested.connect(self.start_tutorial)
        self.launcher.stats_requested.connect(self.show_stats)
        self.stack.addWidget(self.launcher)
        self._page: GamePage | None = None
        self._handover: HandoverPage | None = None
        self.controller: GameController | None = None
        self.board: Any = None
        self.save_path: Path | None = None
        self.score_dialog: ScoreDialog | None = None
        self._shown_human: int | None = None
        self._may_record, self._record_note = False, ""
        # Dialog hooks, replaceable so tests can answer them without a modal loop.
        self.warn: Callable[[QWidget, str, str], None] = warn_box
        self.confirm: Callable[[QWidget, str, str], bool] = confirm_box
        self._unsaved = False  # moves made since the game was opened or saved to a file
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        self.ask_save_path: Callable[[str], str] = self._ask_save_path
        self.ask_folder: Callable[[], str] = self._ask_folder
        self._actions_built = False
        self._menu_titles()
        self._restore_window()

    def take_claim(self, claim: FolderClaim) -> None:
        """Use ``claim`` from now on (the app claims the data folder after
        the first frame, before the launcher reads the autosave)."""
        self.claim = claim
        self._autosaver = None  # made again for the claim
        self.launcher.owner = claim.owner
        self.launcher.claim_note = claim.note

    @property
    def owns_folder(self) -> bool:
        """True unless another parkpack holds this data folder."""
        return self.claim is None or self.claim.owner

    @property
    def autosaver(self) -> AutosaveWriter:
        if self._autosaver is None:
            from ..engine.autosave import Writer

            self._autosaver = Writer(enabled=self.owns_folder)
        return self._autosaver

    def _finish_look(self) -> None:
        """The style sheet and the menus' actions, once the launcher has
        painted (see style.py)."""
        if not self.styleSheet():
            self.setStyleSheet(STYLE)
        self.ensure_actions()

    @property
    def page(self) -> GamePage:
        """The game page, built the first time a game opens."""
        if self._page is None:
            from .game_page import GamePage

            self._page = GamePage()
            self._page.undo_button.clicked.connect(self.undo)
            self._page.redo_button.clicked.connect(self.redo)
            self._page.scores_button.clicked.connect(self.show_scores)
            self._page.end_turn_button.clicked.connect(self.end_turn)
            self._page.players.seat_clicked.connect(self._seat_clicked)
            self._page.hint_button.clicked.connect(self.hint)
            self._page.view.window_key = self._window_key
            self._page.view.zoom_changed.connect(self.show_zoom)
            self.stack.addWidget(self._page)
        return self._page

    @property
    def handover(self) -> HandoverPage:
        if self._handover is None:
            from .handover import HandoverPage

            self._handover = HandoverPage()
            self._handover.confirmed.connect(self._handover_confirmed)
            self.stack.addWidget(self._handover)
        return self._handover

    # --- menus ----------------------------------------------------------------
    def _menu_titles(self) -> None:
        """Empty menus for the first paint; their actions follow (menus.py)."""
        self.menus: list[QMenu] = []
        for title in MENU_TITLES:
            menu = QMenu(QCoreApplication.translate("Menus", title), self)  # owned by the window, so it lives as long
            menu.setToolTipsVisible(True)  # shows why Undo is disabled
            self.menuBar().addMenu(menu)
            self.menus.append(menu)

    def ensure_actions(self) -> None:
        if not self.__dict__.get("_actions_built", True):
            from . import menus

            self._actions_built = True
            menus.build(self)
            self._update_actions()

    def __getattr__(self, name: str) -> Any:
        # Only reached for missing attributes: an action asked for before the
        # first paint is built on the spot.
        if name.startswith("act_") and self.__dict__.get("_actions_built") is False:
            self.ensure_actions()
            return getattr(self, name)
        raise AttributeError(name)

    def _update_actions(self) -> None:
        if not self._actions_built:
            return
        ctl = self.controller
        in_game = ctl is not None
        for action in (self.act_save, self.act_save_as, self.act_launcher, self.act_rules):
            action.setEnabled(in_game)
        self.act_log.setEnabled(in_game)
        self.act_scores.setEnabled(bool(ctl and ctl.session.is_over))
        self.act_end_turn.setEnabled(bool(ctl and ctl.turn_open))
        can_undo = bool(ctl and ctl.can_undo())
        undo_tip = self.tr("Take back your last move") if can_undo else (
            self.tr("Undo is not available: {reason}").format(reason=ctl.undo_reason())
            if ctl else self.tr("Undo is not available: no game is open")
        )
        can_redo = bool(ctl and ctl.can_redo())
        redo_tip = self.tr("Play the undone move again") if can_redo else self.tr("Redo is not available: nothing was undone")
        for action, enabled, tip in ((self.act_undo, can_undo, undo_tip), (self.act_redo, can_redo, redo_tip)):
            action.setEnabled(enabled)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        # While Undo or Redo is greyed out its keys still answer, with the reason.
        self.undo_refused.setEnabled(not can_undo)
        self.redo_refused.setEnabled(not can_redo)
        if self._page is not None:
            for button, enabled, tip in (
                (self._page.undo_button, can_undo, undo_tip),
                (self._page.redo_button, can_redo, redo_tip),
            ):
                button.setEnabled(enabled)
                button.setToolTip(tip)
        self._update_hint_action()

    # --- starting and leaving games ---------------------------------------------
    def new_game_menu(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        from ..engine import registry

        if self.controller is not None:
            self.new_game(self.controller.game.info.id)
            return
        games = registry.games()
        names = [g.info.name for g in games]
        name, ok = QInputDialog.getItem(self, self.tr("New game"), self.tr("Which game?"), names, 0, False)
        if ok:
            self.new_game(games[names.index(name)].info.id)

    def new_game(self, game_id: str) -> None:
        from ..engine import registry
        from .new_game import NewGameDialog

        dialog = NewGameDialog(registry.get(game_id), self)
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        setup = dialog.setup() if accepted else None
        dialog.deleteLater()  # kept, each one stayed in memory with its popups (about 2 MB)
        if setup is not None and self.may_replace_game(resume_too=True):
            self.start_setup(setup)

    def may_replace_game(self, resume_too: bool = False) -> bool:
        """True unless the open game has unsaved moves and the player keeps it
        (the autosave holds one game, so a new one overwrites it). With
        ``resume_too`` the same goes for an unfinished game left for Resume."""
        ctl = self.controller
        if ctl is None:
            return self._may_replace_resume() if resume_too else True
        if ctl.session.is_over or not self._unsaved:
            return True
        return self.confirm(
            self,
            self.tr("Replace the game in progress?"),
            self.tr(
                "The game of {game} in progress has moves that are not saved in a file; "
                "it will be replaced. To keep it, answer No and use Game ▸ Save first."
            ).format(game=ctl.game.info.name),
        )

    def start_setup(self, setup: NewGameSetup) -> bool:
        from ..engine import registry
        from ..engine.errors import ParkpackError
        from ..engine.session import Session

        game = registry.get(setup.game_id)
        try:
            session = Session(game, setup.options, setup.seats, setup.seed)
        except ParkpackError as exc:
            self.warn(self, self.tr("Cannot start this game"), str(exc))
            return False
        return self.open_session(session, None)

    def open_session(self, session: Session, save_path: Path | None) -> bool:
        from ..engine import paths
        from . import boards
        from .controller import GameController

        game = session.game
        self._finish_look()
        try:
            board = boards.board_class(game.info.id)(game, session.seats)
        except boards.NoBoardError as exc:
            self.warn(self, self.tr("Cannot show this game"), str(exc))
            return False
        self._close_game()
        self.board = board
        self._apply_settings_to_board()
        board.action_chosen.connect(self._board_action)
        board.refused.connect(self.show_refusal)
        board.hint.connect(lambda text: self.statusBar().showMessage(text, 4000))
        controller_class = getattr(session, "controller_class", None) or GameController  # the tutorial's own
        ctl = controller_class(
            session,
            pause_ms=prefs.pause_ms(),
            autosave_path=None,  # the window autosaves (``_autosave``), never over an unread file
            confirm_turns=prefs.confirm_end_of_turn(),
            hold_after=board.holds_turn,
            hold_earlier=board.holds_earlier_moves,
            chance_mid_turn=board.chance_mid_turn,
            think_ms=prefs.think_ms(),
            parent=self,
        )
        self.autosaver.path = paths.autosave_path()
        # The stale status hint goes first, so a note from the autosave stays shown.
        ctl.state_changed.connect(self._state_changed)
        ctl.state_changed.connect(self._autosave)
        ctl.game_over.connect(self._game_over)
        ctl.illegal_action.connect(self.show_refusal)
        ctl.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.controller = ctl
        self.launcher.autosave_note = ""
        self.save_path = save_path
        self._unsaved = False
        self._shown_human = None
        self._may_record, self._record_note = not session.is_over, ""
        self._history_session_opened(ctl)
        self.page.view.set_board(board)
        self.page.players.set_seats(session.seats, game.info, prefs.colour_blind(), board.shows_seats)
        self.page.set_side_widget(board.side_widget())
        self.page.set_log_visible(self.act_log.isChecked())
        self.page.reset_side_width()  # a panel widened in the last game starts narrow again
        self.statusBar().clearMessage()
        self._update_title()
        self._refresh()
        # The game opened (new, loaded or resumed) is the one Resume offers
        # from now on: the game it replaced is not offered again.
        self._autosave()
        ctl.start()
        return True

    def _autosave(self) -> None:
        # A lesson is never autosaved: Resume keeps the player's own game.
        if self.controller is not None and not getattr(self.controller.session, "tutorial", False):
            note = self.autosaver.write(self.controller.session)
            if note:
                self.statusBar().showMessage(note, 10000)

    def _may_replace_resume(self) -> bool:
        from .launcher import resume_info

        if not self.owns_folder:
            return True  # this window does not autosave: Resume's game stays as it is
        info = resume_info(keep_aside=self.owns_folder)
        if info is None:
            return True
        return self.confirm(
            self,
            self.tr("Replace the game to resume?"),
            self.tr(
                "Your unfinished game of {game} ({moves} moves) is the one Resume "
                "opens; the new game takes its place. Answer No to keep it."
            ).format(game=info["name"], moves=QLocale().toString(int(info["moves"]))),
        )

    def _close_game(self) -> None:
        self.clear_hint()
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None
        if self._page is not None:
            self._page.drop_guides()
        if self.board is not None and self._page is not None:
            self.page.set_side_widget(None)
            self.page.view.set_board(None)
            # Delete the items now, while the board's Python side still holds them: a scene left
            # to its deferred deletion could still ask an item whose Python side is gone for its
            # bounds (re-wrapped without its attributes).
            self.board.clear()
            self.board.deleteLater()
            self.board = None
        self.save_path = None

    def leave_game(self) -> None:
        """Back to launcher (Ctrl+W): asks first if the game would be lost."""
        if self.may_leave_game():
            self.show_launcher()

    def may_leave_game(self) -> bool:
        """True unless the open game has moves kept nowhere (not saved to a
        file since, and not autosaved: a second window on the data folder
        never autosaves, and an autosave may fail) and the player keeps it."""
        ctl = self.controller
        if ctl is None or ctl.session.is_over or getattr(ctl.session, "tutorial", False):
            return True
        if not self._unsaved or self.autosaver.holds_latest:
            return True
        why = (self.tr("the last autosave failed") if self.owns_folder
               else self.tr("this window does not autosave: another parkpack window uses the data folder"))
        return self.confirm(
            self,
            self.tr("Leave the game unsaved?"),
            self.tr("The game of {game} in progress is saved nowhere ({why}); leaving loses its moves. "
                    "To keep it, answer No and use Game ▸ Save first.").format(game=ctl.game.info.name, why=why),
        )

    def show_launcher(self) -> None:
        self._close_game()
        self.launcher.refresh()
        self.stack.setCurrentWidget(self.launcher)
        self.launcher.take_focus()
        self._update_title()
        self._update_actions()

    def play_again(self) -> None:
        if self.controller is None:
            return
        import secrets

        from .new_game import NewGameSetup

        old = self.controller.session
        fresh = NewGameSetup(old.game.info.id, dict(old.options), old.seats, secrets.randbelow(2**31))
        self.start_setup(fresh)

    # --- playing --------------------------------------------------------------
    def _board_action(self, action: Any) -> None:
        if self.controller is not None:
            self.show_refusal("")
            self.controller.submit(action)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()
        else:
            self.statusBar().showMessage(self.tr("Nothing to undo: no game is open."), 8000)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()
        else:
            self.statusBar().showMessage(self.tr("Nothing to redo: no game is open."), 8000)

    def _seat_clicked(self, seat: int) -> None:
        if self.board is not None:
            self.board.show_seat(seat)

    def end_turn(self) -> None:
        if self.controller is not None:
            self.controller.end_turn()

    def _window_key(self, event: QKeyEvent) -> bool:
        """Enter ends an open turn (the board takes no moves meanwhile)."""
        from PySide6.QtCore import Qt

        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if self.controller is not None and self.controller.turn_open and event.key() in keys:
            self.controller.end_turn()
            return True
        return False

    def show_refusal(self, text: str) -> None:
        self.page.show_refusal(text)
        if text:
            self.statusBar().showMessage(text, 8000)

    def _state_changed(self) -> None:
        self._unsaved = True
        self.show_refusal("")
        # A hint about the position before the move no longer holds.
        self.statusBar().clearMessage()
        self.clear_hint()
        self._refresh()

    def _needs_handover(self) -> int | None:
        """The human who must take the screen before their view is drawn: in
        a game with secrets and several humans, whoever the board would show
        (the human to act, or the last one while a computer plays). A
        finished game has no turn to hand over: its end showed every secret
        on the score sheet (a finished game loaded from a file opens on its
        board, not on "show my turn")."""
        ctl = self.controller
        assert ctl is not None
        humans = sum(1 for s in ctl.session.seats if s.is_human)
        if not ctl.game.info.hidden_information or humans < 2 or ctl.session.is_over:
            return None
        seat = ctl.viewer()
        return seat if seat != self._shown_human else None

    def _handover_confirmed(self, seat: int) -> None:
        self._shown_human = seat
        self._refresh()

    def _refresh(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        session, game = ctl.session, ctl.game
        handover = self._needs_handover()
        if handover is not None:
            previous = session.seats[self._shown_human].name if self._shown_human is not None else None
            self.handover.ask(handover, session.seats[handover].name, previous)
            self.stack.setCurrentWidget(self.handover)
            self.board.cover()  # the last player's private pieces leave the scene too
            self._update_actions()
            return
        from ..engine.api import CHANCE
        from .players_panel import worded  # with the game page, not at start-up

        viewer = ctl.viewer()
        view = game.view(session.state, viewer)
        seat = session.to_act
        interactive = seat == viewer and session.human_to_act() and not ctl.turn_open
        self.board.turn_open = ctl.turn_open
        self.board.sync(view, session.legal_actions() if interactive else (), viewer, interactive)
        words = self.board.words
        if ctl.turn_open:
            name = session.seats[viewer].name
            self.page.show_prompt(
                self.tr("{name}: your move is made. End the turn (Enter) to go on, or undo it.").format(name=name)
            )
        else:
            self.page.show_prompt(words(game.text.prompt(view)))
        self.page.end_turn_button.setVisible(ctl.turn_open)
        active = seat if seat not in (None, CHANCE) else None
        turn = self.tr("to play") if active is not None and session.seats[active].is_human else self.tr("thinking…")
        if ctl.turn_open:
            active, turn = viewer, self.tr("ending the turn")
        summaries = [tuple(worded(line, words) for line in game.text.summary(view, i)) for i in range(len(session.seats))]
        self.page.players.show_status(summaries, active, turn)
        self.page.fit_players()
        self.page.log.set_lines([words(line) for line in ctl.log_lines()])
        self.page.scores_button.setVisible(session.is_over)
        if self.stack.currentWidget() is not self.page:
            self.stack.setCurrentWidget(self.page)
            self.page.view.setFocus()
        self._update_actions()

    def _game_over(self, _sheet: ScoreSheet) -> None:
        ctl = self.controller
        assert ctl is not None
        self.statusBar().clearMessage()
        if self._may_record and len(ctl.session.seats) == 1:
            from . import records_view

            # Once per game played here: not when a finished save is opened,
            # nor again after an undo at the very end.
            self._may_record = False
            self._record_note = records_view.record_result(ctl.session)
        # Let the last move and die roll be seen before the scores cover them.
        QTimer.singleShot(ctl.pause_ms, lambda gen=ctl.generation: self._scores_after_pause(ctl, gen))

    def _scores_after_pause(self, ctl: GameController, generation: int) -> None:
        if ctl is self.controller and ctl.generation == generation:
            self.show_scores()  # unless the game was left, undone or replaced meanwhile

    def show_scores(self) -> None:
        ctl = self.controller
        if ctl is None or not ctl.session.is_over or self.score_dialog is not None:
            return
        coach = self.__dict__.get("coach")
        if coach is not None and getattr(coach, "ctl", None) is ctl:  # a lesson's coach explains the scores
            coach.show_scoring()
            return
        from .score_dialog import ScoreDialog

        self.score_dialog = dialog = ScoreDialog(ctl.scores(), ctl.session.seats, self, record_note=self._record_note)
        dialog.finished.connect(self._scores_closed)
        dialog.open()

    def _scores_closed(self, result: int) -> None:
        from .score_dialog import LAUNCHER, PLAY_AGAIN, REPLAY

        self.score_dialog = None
        if result == PLAY_AGAIN:
            self.play_again()
        elif result == REPLAY:
            self.watch_replay()
        elif result == LAUNCHER:
            self.show_launcher()

    def _update_title(self) -> None:
        parts = ["parkpack"]
        if self.controller is not None:
            parts.append(self.controller.game.info.name)
            if self.save_path is not None:
                parts.append(self.save_path.name)
        self.setWindowTitle(" — ".join(parts))

    # --- window ---------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys no focused widget used still reach the board (and Esc cancels).
        if self._page is not None and self.stack.currentWidget() is self._page and self._page.view.dispatch_key(event):
            return
        super().keyPressEvent(event)

    def _restore_window(self) -> None:
        geometry = prefs.raw_value("ui/geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            # Within the screen, less a title bar: 800 pixels tall ran past
            # a laptop's 768.
            self.resize(within_screen(self, QSize(1200, 800), QSize(0, 40)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave_game():
            event.ignore()
            return
        prefs.set_value("ui/geometry", self.saveGeometry())
        if self.controller is not None:
            self.controller.stop()
        super().closeEvent(event)
