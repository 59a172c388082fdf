"""First-time hints: the first time a player meets a kind of decision in a
normal game, a small note at the top of the side panel says what it is.

The kinds and their words are the game's (``DECISIONS`` and
``decision_kinds`` in ``parkpack/games/<id>/tutorial.py``). Each kind is
explained once per game id (remembered in QSettings, learning_prefs.py);
Settings turns the notes off and can show them all again.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from ..i18n import _
from . import learning_prefs
from .button_pair import ButtonPair
from .game_page import GamePage

HINT_STYLE = """
#decisionHint { background: #fffaf0; border: 2px solid #f29d0a; border-radius: 8px; }
#decisionHintText { font-size: 13px; color: #2a2a24; }
#decisionHint QPushButton { font-size: 12px; padding: 3px 10px; }
"""


class HintCard(QFrame):
    """The note: a box at the top of the side panel with a title, a sentence
    or two, No more hints and Got it. It covers nothing and takes no height
    from the board (as a band over the board it cost 30-40 px, and Tenpenny's
    least text at 1024x700 fell to 10.7 px); the game log gives way while it
    shows if the panel is short of room (GamePage.fit_players)."""

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        self.page = page
        self.setObjectName("decisionHint")
        self.setStyleSheet(HINT_STYLE)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(6)
        self.title_text = ""
        self.text = QLabel()
        self.text.setObjectName("decisionHintText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.text)
        self.off_button = QPushButton(self.tr("No more hints"))
        self.off_button.setToolTip(self.tr("Settings can turn them on again"))
        self.got_it = QPushButton(self.tr("Got it"))
        for b in (self.off_button, self.got_it):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.addWidget(ButtonPair(self.off_button, self.got_it))
        self.hide()

    def show_hint(self, title: str, text: str) -> None:
        from html import escape

        self.title_text = title
        self.text.setText(f"<b>{escape(title)}.</b> {escape(text)}")
        self.show()
        self._fit()

    def put_away(self) -> None:
        self.hide()
        self._fit()

    def _fit(self) -> None:
        self.page.fit_players()  # the note's height changed what the panel has left


class DecisionHints(QObject):
    """Follows one game in the main window and shows each kind's note once."""

    def __init__(self, window: Any, ctl: Any) -> None:
        super().__init__(window.page)
        from .tutorial import tutorial_module

        self.window = window
        self.ctl = ctl
        self.module = tutorial_module(ctl.game.info.id)
        self.kind = ""
        self.card: HintCard | None = None
        if self.module is None or not hasattr(self.module, "decision_kinds"):
            return
        ctl.state_changed.connect(self.update)
        ctl.destroyed.connect(self.finish)
        QTimer.singleShot(0, self.update)

    def _card(self) -> HintCard:
        if self.card is None:
            page = self.window.page
            self.card = HintCard(page)
            page.add_guide(self.card)
            self.card.got_it.clicked.connect(self.dismiss)
            self.card.off_button.clicked.connect(self.turn_off)
        return self.card

    def update(self) -> None:
        ctl = self.ctl
        if ctl is not self.window.controller or self.module is None:
            return
        seat = ctl.human_to_act()
        kinds: tuple[str, ...] = ()
        if seat is not None and not ctl.turn_open and learning_prefs.hints_on():
            session = ctl.session
            kinds = tuple(self.module.decision_kinds(session.view(seat), seat, session.legal_actions()))
        game_id = ctl.game.info.id
        if self.kind and self.kind not in kinds:
            self.dismiss()  # that decision is made: the note goes
        fresh = [k for k in kinds if not learning_prefs.was_seen(game_id, k) and k in self.module.DECISIONS]
        if fresh and not self.kind:
            self.kind = fresh[0]
            learning_prefs.mark_seen(game_id, self.kind)
            decision = self.module.DECISIONS[self.kind]
            self._card().show_hint(_(decision.title), _(decision.text))

    def dismiss(self) -> None:
        self.kind = ""
        if self.card is not None:
            self.card.put_away()

    def turn_off(self) -> None:
        learning_prefs.set_hints_on(False)
        self.dismiss()
        self.window.statusBar().showMessage(self.tr("First-time hints are off; Settings can turn them on again."), 6000)

    def finish(self) -> None:
        """The game was closed: the note and this follower go with it."""
        if self.card is not None and shiboken6.isValid(self.card):  # (the page may have taken it down first)
            self.card.deleteLater()
        self.card = None
        self.deleteLater()
