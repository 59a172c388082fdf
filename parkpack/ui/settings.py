"""The settings dialog: animation speed, the expert's thinking time,
end-of-turn confirmation, palette."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from . import prefs


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        form = QFormLayout(self)
        self.speed = QComboBox()
        for key, (label, _anim, _pause) in prefs.SPEEDS.items():
            self.speed.addItem(label, key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed()))
        self.speed.setToolTip("How fast pieces move, and how long computer moves and dice stay on screen")
        form.addRow("Animation speed:", self.speed)
        self.think = think_box()
        form.addRow("Expert thinking time:", self.think)
        self.confirm = QCheckBox("Confirm the end of each turn")
        self.confirm.setChecked(prefs.confirm_end_of_turn())
        self.confirm.setToolTip(
            "Your move stays open, and can be undone, until you press End turn (Enter);"
            " without it, play goes straight on and undo ends with the next roll or player"
        )
        form.addRow("", self.confirm)
        self.colour_blind = QCheckBox("Colour-blind-safe palette")
        self.colour_blind.setChecked(prefs.colour_blind())
        form.addRow("", self.colour_blind)
        note = QLabel("Player colours always come with a letter or shape as well.")
        note.setObjectName("hint")
        form.addRow("", note)
        from . import learning_prefs
        from PySide6.QtWidgets import QPushButton

        self.decision_hints = QCheckBox("Explain each kind of decision the first time it comes up")
        self.decision_hints.setChecked(learning_prefs.hints_on())
        form.addRow("", self.decision_hints)
        self.show_hints_again = QPushButton("Show those explanations again")
        self.show_hints_again.clicked.connect(learning_prefs.forget_seen)
        self.show_hints_again.clicked.connect(lambda: self.show_hints_again.setEnabled(False))
        form.addRow("", self.show_hints_again)
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
        super().accept()


def think_box() -> QComboBox:
    """The expert's thinking time per move (also used for hints)."""
    box = QComboBox()
    for ms, label in prefs.THINK_CHOICES:
        box.addItem(label, ms)
    current = prefs.think_ms()
    index = box.findData(current)
    if index < 0:
        box.addItem(f"{current / 1000:g} seconds", current)
        index = box.count() - 1
    box.setCurrentIndex(index)
    box.setToolTip("How long the expert computer player thinks before each move, and how long a hint takes")
    return box
