"""A one-line label elides to its width, or shows a line's short wording
(a ``Brief``) when the whole line does not fit; wrapped, it shows it all."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from parkpack.engine.api import Brief
from parkpack.ui.elided import ElidedLabel
from parkpack.ui.players_panel import worded

WHOLE = "$16 · income $8 · score 13 · first player"
SHORT = "$16 · income $8 · score 13"


def label_of_width(qtbot, width: int) -> ElidedLabel:
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.set_full_text(WHOLE, SHORT)
    label.resize(width, 20)
    label.show()  # a hidden widget gets its resize event only when shown
    return label


def test_the_whole_line_where_it_fits(qtbot):
    label = label_of_width(qtbot, QFontMetrics(ElidedLabel().font()).horizontalAdvance(WHOLE) + 10)
    assert label.text() == WHOLE and not label.toolTip()


def test_the_short_wording_where_the_whole_line_does_not_fit(qtbot):
    label = label_of_width(qtbot, QFontMetrics(ElidedLabel().font()).horizontalAdvance(SHORT) + 10)
    assert label.text() == SHORT and label.toolTip() == WHOLE


def test_the_short_wording_elided_where_even_it_does_not_fit(qtbot):
    label = label_of_width(qtbot, 60)
    assert label.text().endswith("…") and label.text()[:-1] in SHORT and label.toolTip() == WHOLE


def test_wrapped_it_shows_the_whole_line(qtbot):
    label = label_of_width(qtbot, 60)
    label.set_wrap(True)
    assert label.text().replace("\u00a0", " ") == WHOLE and not label.toolTip()


def test_a_brief_line_is_its_whole_line_and_keeps_its_short_wording_when_reworded():
    line = Brief(WHOLE, SHORT)
    assert line == WHOLE and line.short == SHORT
    upper = worded(line, str.upper)
    assert isinstance(upper, Brief) and upper == WHOLE.upper() and upper.short == SHORT.upper()
    assert worded("plain", str.upper) == "PLAIN"


def test_a_shortened_name_holding_markup_is_shown_as_typed_in_its_tooltip(qtbot):
    """Qt reads a tooltip as markup when it looks like some: a player named
    "<b><u>ADMIN</u></b>" showed bold and underlined there."""
    from PySide6.QtGui import QTextDocument

    name = "<b><u>ADMIN</u></b> the very long"
    label = ElidedLabel(name)
    qtbot.addWidget(label)
    label.resize(40, 20)
    label.show()
    assert label.text().endswith("…") and label.toolTip() != name
    shown = QTextDocument()
    shown.setHtml(label.toolTip())
    assert shown.toPlainText() == name  # the tooltip, as Qt draws it, says what was typed
    label.set_full_text("Ann the very long name")  # no markup: the tooltip is the text itself
    assert label.toolTip() == "Ann the very long name"
