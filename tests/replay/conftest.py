"""Qt tests here start from default settings and an empty data folder, as the UI tests do."""

from __future__ import annotations

import pytest

from parkpack.engine import paths, stats
from parkpack.ui import prefs


@pytest.fixture(autouse=True)
def fresh_settings():
    store = prefs.settings()
    store.clear()
    store.setValue("ui/confirm_end_of_turn", False)
    store.setValue("ui/animation_speed", "off")  # no pauses: computer moves and rolls at once
    store.sync()
    paths.autosave_path().unlink(missing_ok=True)
    stats.stats_path().unlink(missing_ok=True)
    yield
    stats.stats_path().unlink(missing_ok=True)
