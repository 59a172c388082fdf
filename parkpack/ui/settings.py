"""The settings dialog: animation speed, the expert's thinking time,
end-of-turn confirmation, palette, language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from . import language, prefs


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.speed = QComboBox()
        for key, (label, _anim, _pause) in prefs.SPEEDS.items():
            self.speed.addItem(QCoreApplication.translate("Settings", label), key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed()))
        self.speed.setToolTip(self.tr("How fast pieces move, and how long computer moves and dice stay on screen"))
        form.addRow(self.tr("Animation speed:"), self.speed)
        self.think = think_box()
        form.addRow(self.tr("Expert thinking time:"), self.think)
        self.confirm = QCheckBox(self.tr("Confirm the end of each turn"))
        self.confirm.setChecked(prefs.confirm_end_of_turn())
        self.confirm.setToolTip(self.tr(
            "Your move stays open, and can be undone, until you press End turn (Enter);"
            " without it, play goes straight on and undo ends with the next roll or player"
        ))
        form.addRow("", self.confirm)
        self.colour_blind = QCheckBox(self.tr("Colour-blind-safe palette"))
        self.colour_blind.setChecked(prefs.colour_blind())
        form.addRow("", self.colour_blind)
        note = QLabel(self.tr("Player colours always come with a letter or shape as well."))
        note.setObjectName("hint")
        form.addRow("", note)
        from . import learning_prefs
        from PySide6.QtWidgets import QPushButton

        self.decision_hints = QCheckBox(self.tr("Explain each kind of decision the first time it comes up"))
        self.decision_hints.setChecked(learning_prefs.hints_on())
        form.addRow("", self.decision_hints)
        self.show_hints_again = QPushButton(self.tr("Show those explanations again"))
        self.show_hints_again.clicked.connect(learning_prefs.forget_seen)
        self.show_hints_again.clicked.connect(lambda: self.show_hints_again.setEnabled(False))
        form.addRow("", self.show_hints_again)
        self._language_row(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        prefs.set_value("ui/animation_speed", self.speed.currentData())
        prefs.set_value("ui/confirm_end_of_turn", self.confirm.isChecked())
        prefs.set_value("ui/colour_blind", self.colour_blind.isChecked())
        from . import learning_prefs

        learning_prefs.set_hints_on(self.decision_hints.isChecked())
        prefs.set_think_ms(self.think.currentData())
        prefs.set_value(language.KEY, self.language.currentData())
        super().accept()

    def _language_row(self, form: QFormLayout) -> None:
        """The interface language: the system's, or one chosen; used from the next start."""
        self.language = QComboBox()
        self.language.addItem(self.tr("System default"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("Deutsch", "de")
        self.language.setCurrentIndex(max(0, self.language.findData(language.chosen())))
        form.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("A new language is used from the next start of parkpack."))
        note.setObjectName("hint")
        note.setWordWrap(True)
        form.addRow("", note)


def think_box() -> QComboBox:
    """The expert's thinking time per move (also used for hints)."""
    box = QComboBox()
    for ms, label in prefs.THINK_CHOICES:
        box.addItem(QCoreApplication.translate("Settings", label), ms)
    current = prefs.think_ms()
    index = box.findData(current)
    if index < 0:
        seconds = QLocale().toString(current / 1000, "g", 3)
        box.addItem(QCoreApplication.translate("Settings", "{n} seconds").format(n=seconds), current)
        index = box.count() - 1
    box.setCurrentIndex(index)
    box.setToolTip(QCoreApplication.translate(
        "Settings", "How long the expert computer player thinks before each move, and how long a hint takes"
    ))
    return box
