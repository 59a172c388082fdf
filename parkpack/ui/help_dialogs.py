"""Rules summaries, the how-to-play guide and the About box."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from .text import QT_TRANSLATE_NOOP
from .. import __version__
from . import art

USING_THE_APP = QT_TRANSLATE_NOOP("RulesDialog", """# Using parkpack

**Starting.** Pick a game in the launcher and press *New game*. Choose how many
play, each player's name and colour, and whether a person or the computer sits
in each seat. *Resume* continues the game you were playing last; it is saved
after every move.

**Playing.** The line above the board says whose turn it is and what they must
do. Pieces and places you can use are highlighted; click them (or use the keys
the game lists) to make your move. If a click cannot be played, the reason
appears under that line. **Esc** drops a half-made move. The side panel shows
every player's progress; in A Walk in the Park a click on a player's card
shows their sheet.

**Ending your turn.** When your move hands play on (to the die, a tile flip,
a computer player or the next person), parkpack waits with an *End turn*
button: press **Enter** (or the button) to go on, or **Ctrl+Z** to take the
move back. Nothing is rolled and nobody moves before you end the turn. In
Parkies the wait comes only where a second look helps (after you build a
tile, after choosing which size to flip, and before the next round's tiles
are flipped); bids, Parkie Pool takes, moves and picks go straight on. You
can switch the step off in Settings.

**Computer players and the dice.** Computer players move on their own, with a
short pause so you can follow them. Dice are rolled and tiles flipped for you,
and every result is written in the game log.

**Undo.** **Ctrl+Z** takes back your move and **Ctrl+Shift+Z** plays it again.
Undo stops at anything that showed something new, such as a die roll or a
tile flip, and when the turn has passed to another person. When there is
nothing to undo, Ctrl+Z says why under the status line.

**A closer look.** On a small screen, **Ctrl++** (or Ctrl and the mouse wheel)
enlarges the board and **Ctrl+-** makes it smaller; drag with the middle mouse
button or scroll to move it, and **Ctrl+0** shows the whole board again. The
View menu has all three.

**Sharing one computer.** In a game where players hold something secret, the
window covers itself and asks you to pass the computer to the next player
before showing their turn. (A Walk in the Park and Parkies are played in the
open, so they never ask.)

**Saving.** **Ctrl+S** saves, **Ctrl+O** opens a saved game. Saves are small
text files ending in `.parkpack.json`. The game you open becomes the one
*Resume* offers.
""")


def _browser(markdown: str) -> QTextBrowser:
    browser = QTextBrowser()
    browser.setOpenExternalLinks(True)
    browser.setMarkdown(markdown)
    browser.document().setDocumentMargin(16)
    return browser


def rules_text(game: Any) -> str:
    return art.rules_markdown(game.info.id) or f"# {game.info.name}\n\n{game.info.blurb}\n"


class RulesDialog(QDialog):
    """One game's rules summary, or the guide plus every game's summary."""

    def __init__(self, games: Sequence[Any], guide: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once closed, not kept hidden
        self.setWindowTitle(self.tr("How to play") if guide else self.tr("Rules — {game}").format(game=games[0].info.name))
        layout = QVBoxLayout(self)
        if guide:
            self.tabs = QTabWidget()
            self.tabs.addTab(_browser(QCoreApplication.translate("RulesDialog", USING_THE_APP)), self.tr("Using parkpack"))
            for game in games:
                self.tabs.addTab(_browser(rules_text(game)), game.info.name)
            layout.addWidget(self.tabs)
        else:
            layout.addWidget(_browser(rules_text(games[0])))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Wide enough for every game's tab (in German they ran past 620
        # pixels and scrolled), within a 1024-pixel screen.
        tabs = self.tabs.tabBar().sizeHint().width() + 40 if guide else 0
        self.resize(min(max(620, tabs), 960), 640)


def about_text() -> str:
    return f"<h2>parkpack {__version__}</h2>" + QCoreApplication.translate(
        "About",
        "<p>Theme-park tabletop games with their complete rules, for players "
        "sharing one computer or playing solo.</p>"
        "<p>Games are played by the rules engine; this window only shows them.</p>",
    )
