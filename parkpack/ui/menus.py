"""The window's actions, each with a shortcut, and how the menus hold them.

The menu titles are on screen from the first paint (main_window.py); the
actions are made right after it, which keeps start-up short.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from . import prefs

def _action(window: Any, text: str, keys: str | list[str], slot: Callable[..., Any], tip: str = "") -> QAction:
    action = QAction(text, window)
    sequences = keys if isinstance(keys, list) else [keys]
    action.setShortcuts([QKeySequence(k) for k in sequences])
    action.setStatusTip(tip)
    action.setToolTip(tip or text.replace("&", "").rstrip("…"))
    action.triggered.connect(slot)
    window.addAction(action)  # shortcuts work on every page
    return action


def build(window: Any) -> None:
    """Give ``window`` its ``act_*`` actions and put them in its menus
    (``window.menus``, in the order of main_window.MENU_TITLES)."""
    w = window

    def a(*args: Any) -> QAction:
        return _action(w, *args)

    w.act_new = a(QCoreApplication.translate("Menus", "&New game…"), "Ctrl+N", w.new_game_menu, QCoreApplication.translate("Menus", "Start a new game"))
    w.act_load = a(QCoreApplication.translate("Menus", "&Load…"), "Ctrl+O", w.load, QCoreApplication.translate("Menus", "Open a saved game"))
    w.act_replay = a(QCoreApplication.translate("Menus", "&Watch a replay…"), "Ctrl+Shift+O", w.open_replay, QCoreApplication.translate("Menus", "Step through a saved game again, move by move"))
    w.act_stats = a(QCoreApplication.translate("Menus", "S&tatistics…"), "Ctrl+Shift+T", lambda: w.show_stats(), QCoreApplication.translate("Menus", "Games played, wins and scores over time"))
    w.act_learn = a(QCoreApplication.translate("Menus", "Learn to &play…"), "Ctrl+Shift+L", w.learn_to_play_menu, QCoreApplication.translate("Menus", "A short guided game that teaches the rules"))
    w.act_save = a(QCoreApplication.translate("Menus", "&Save"), "Ctrl+S", w.save, QCoreApplication.translate("Menus", "Save this game"))
    w.act_save_as = a(QCoreApplication.translate("Menus", "Save &As…"), "Ctrl+Shift+S", w.save_as, QCoreApplication.translate("Menus", "Save this game under a new name"))
    w.act_launcher = a(QCoreApplication.translate("Menus", "&Back to launcher"), "Ctrl+W", w.leave_game, QCoreApplication.translate("Menus", "Leave this game for the launcher (Resume brings back the autosaved game)"))
    w.act_quit = a(QCoreApplication.translate("Menus", "&Quit"), "Ctrl+Q", w.close, QCoreApplication.translate("Menus", "Quit parkpack"))
    w.act_undo = a(QCoreApplication.translate("Menus", "&Undo"), "Ctrl+Z", w.undo)
    w.act_redo = a(QCoreApplication.translate("Menus", "&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"], w.redo)
    # The same keys while the actions are greyed out (a disabled action takes
    # no key): they say why nothing can be undone or redone. Only one of each
    # pair is enabled at a time, so no key is ambiguous.
    w.undo_refused = QShortcut(QKeySequence("Ctrl+Z"), w, w.undo)
    w.redo_refused = QShortcut(QKeySequence("Ctrl+Shift+Z"), w, w.redo)
    w.act_hint = a(QCoreApplication.translate("Menus", "&Hint"), "H", w.hint, QCoreApplication.translate("Menus", "Ask the expert which move it would make"))
    w.act_end_turn = a(QCoreApplication.translate("Menus", "&End turn"), ["Ctrl+Return", "Ctrl+Enter"], w.end_turn, QCoreApplication.translate("Menus", "Finish your turn; it can no longer be undone"))
    w.act_scores = a(QCoreApplication.translate("Menus", "&Final scores"), "Ctrl+F", w.show_scores, QCoreApplication.translate("Menus", "The score sheet of the finished game again"))
    w.act_rules = a(QCoreApplication.translate("Menus", "&Rules summary"), "Ctrl+R", w.show_rules, QCoreApplication.translate("Menus", "This game's rules in short"))
    w.act_log = a(QCoreApplication.translate("Menus", "Game &log"), "Ctrl+L", w.toggle_log, QCoreApplication.translate("Menus", "Show or hide the game log"))
    w.act_log.setCheckable(True)
    w.act_log.setChecked(prefs.flag("ui/show_log", True))
    w.act_zoom_in = a(QCoreApplication.translate("Menus", "Zoom &in"), ["Ctrl++", "Ctrl+="], w.zoom_in, QCoreApplication.translate("Menus", "Enlarge the board (Ctrl+wheel too); drag with the middle button or scroll to move it"))
    w.act_zoom_out = a(QCoreApplication.translate("Menus", "Zoom &out"), "Ctrl+-", w.zoom_out, QCoreApplication.translate("Menus", "Make the board smaller again"))
    w.act_zoom_fit = a(QCoreApplication.translate("Menus", "&Whole board"), "Ctrl+0", w.zoom_fit, QCoreApplication.translate("Menus", "Fit the whole board to the window"))
    w.act_settings = a(QCoreApplication.translate("Menus", "&Settings…"), "Ctrl+,", w.show_settings, QCoreApplication.translate("Menus", "Animation speed, confirmations, palette, language"))
    w.act_help = a(QCoreApplication.translate("Menus", "&How to play"), "F1", w.show_help, QCoreApplication.translate("Menus", "How to use parkpack and every game's rules"))
    w.act_about = a(QCoreApplication.translate("Menus", "&About parkpack"), "Shift+F1", w.show_about, QCoreApplication.translate("Menus", "Version and credits"))
    contents = (
        (w.act_new, w.act_load, w.act_replay, None, w.act_save, w.act_save_as, None,
         w.act_learn, w.act_stats, None, w.act_launcher, w.act_quit),
        (w.act_undo, w.act_redo, None, w.act_hint, None, w.act_end_turn),
        (w.act_scores, w.act_rules, w.act_log, None, w.act_zoom_in, w.act_zoom_out, w.act_zoom_fit),
        (w.act_settings,),
        (w.act_help, w.act_about),
    )
    for menu, actions in zip(w.menus, contents):
        for action in actions:
            menu.addSeparator() if action is None else menu.addAction(action)
