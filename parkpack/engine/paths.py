"""Where parkpack keeps its files (platformdirs user data folder).

``PARKPACK_DATA_DIR`` overrides the folder; tests use it so they never touch a
real user's saves.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "parkpack"


def data_dir() -> Path:
    override = os.environ.get("PARKPACK_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.parkpack.json"


def records_path() -> Path:
    """Solo records (best score and rank per level, recent results)."""
    return data_dir() / "records.json"
