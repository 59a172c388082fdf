"""The window's look: a warm paper background, green accents, white cards.

Qt style sheets cost tens of milliseconds to apply, so the launcher's first
paint uses the same colours and fonts set directly (``first_paint_look``) and
the style sheet follows right after.
"""

from __future__ import annotations

from typing import Any

PAPER = "#f6f1e7"
TITLE = "#24563a"
SUBTLE = "#5b5b52"


def hold_light_palette(app: Any) -> None:
    """Give the whole application Fusion's light palette. The style sheet
    paints light backgrounds (paper, white cards and buttons) and leaves
    most text to the palette: a dark desktop theme's palette put white text
    on them, and buttons, player names, the log and dialogs went blank."""
    from PySide6.QtWidgets import QStyleFactory

    current = app.style()
    # The app's own style where it is Fusion: a second one would cost a few ms before the first frame.
    fusion = current if current.name().lower() == "fusion" else QStyleFactory.create("Fusion")
    if fusion is not None:
        app.setPalette(fusion.standardPalette())


def first_paint_look(window: Any, title: Any, subtitle: Any) -> None:
    """Paper background and the header fonts, without a style sheet."""
    from PySide6.QtGui import QColor, QFont, QPalette

    palette = window.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    window.setPalette(palette)
    font = title.font()
    font.setPixelSize(30)
    font.setWeight(QFont.Weight.Bold)
    title.setFont(font)
    for label, colour in ((title, TITLE), (subtitle, SUBTLE)):
        own = label.palette()
        own.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        label.setPalette(own)
    small = subtitle.font()
    small.setPixelSize(14)
    subtitle.setFont(small)


STYLE = """
QMainWindow, #launcher, #gamePage, #cardHolder { background: #f6f1e7; }
#cardArea { background: transparent; }
#appTitle { font-size: 30px; font-weight: 700; color: #24563a; }
#appSubtitle { font-size: 14px; color: #5b5b52; }
#card { background: #ffffff; border: 1px solid #ddd5c4; border-radius: 12px; }
#cardPicture { border-top-left-radius: 12px; border-top-right-radius: 12px; }
#cardTitle { font-size: 18px; font-weight: 700; color: #1f3b2b; }
#cardMeta { font-size: 12px; color: #6a6658; font-weight: 600; }
#cardBlurb { font-size: 13px; color: #333333; }
#cardRecords { font-size: 12px; color: #24563a; }
#resumeBar { background: #e3f0df; border: 1px solid #a9cfa0; border-radius: 10px; }
#resumeText { font-size: 14px; color: #1f3b2b; font-weight: 600; }
#noticeBar { background: #fbeee0; border: 1px solid #e0b98c; border-radius: 10px; }
#noticeText { font-size: 13px; color: #5a3413; }
QPushButton { padding: 6px 14px; border-radius: 6px; border: 1px solid #b9b19e; background: #fbf8f1; }
QPushButton:hover { background: #f0eadc; }
QPushButton:disabled { color: #a09a8a; border-color: #d8d2c2; }
QPushButton#primary { background: #2e7d4f; color: white; border: 1px solid #246540; font-weight: 600; }
QPushButton#primary:hover { background: #276b44; }
QPushButton:focus { border: 2px solid #2f6fd6; padding: 5px 13px; outline: none; }
QPushButton#primary:focus { border: 2px solid #f2c230; }
#promptBar { background: #ffffff; border-bottom: 1px solid #ddd5c4; }
#prompt { font-size: 16px; font-weight: 600; color: #1f3b2b; }
#refusal { font-size: 13px; color: #b3261e; }
#hintLine { font-size: 13px; color: #1d5f8a; }
#sidePanel { background: #fbf8f1; border-left: 1px solid #ddd5c4; }
#playersArea, #playersArea > QWidget > QWidget { background: transparent; }
#sideTitle { font-size: 12px; font-weight: 700; color: #6a6658; text-transform: uppercase; }
#playerCard { background: #ffffff; border: 1px solid #e2dccd; border-radius: 8px; }
#playerCard[active="true"] { border: 2px solid #2e7d4f; background: #eef7ea; }
#playerName { font-size: 14px; font-weight: 700; }
#playerKind { font-size: 11px; color: #6a6658; }
#playerTurn { font-size: 11px; font-weight: 700; color: #2e7d4f; }
#playerLines, #playerLine { font-size: 12px; color: #333333; }
#gameLog { background: #ffffff; border: 1px solid #e2dccd; border-radius: 8px; font-size: 12px; }
#gameLog::item { padding: 2px 4px; }
#handover { background: #24563a; }
#handoverTitle { font-size: 40px; font-weight: 700; color: #ffffff; }
#handoverDetail { font-size: 16px; color: #dcefd8; }
#handover QPushButton#primary { font-size: 16px; padding: 10px 24px; background: #f2c230; color: #1f2a20; border: none; }
#handover QPushButton#primary:focus { border: 2px solid #ffffff; padding: 8px 22px; }
#scoreHeadline { font-size: 20px; font-weight: 700; color: #1f3b2b; }
#soloResult { font-size: 15px; }
#scoreCard { background: #ffffff; border: 1px solid #ddd5c4; border-radius: 8px; }
#scoreCardTitle { font-size: 15px; font-weight: 700; color: #1f3b2b; }
#scoreTotal { font-weight: 700; }
#recordNote { font-size: 14px; font-weight: 600; color: #24563a; }
#hint, #scoreNote { color: #6a6658; }
#launcher #hint { qproperty-alignment: AlignCenter; }
"""
