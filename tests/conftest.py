"""Test configuration: headless Qt and a private data folder for every run."""

import os
import tempfile

# Set before anything imports Qt, so a fresh machine needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARKPACK_DATA_DIR"] = tempfile.mkdtemp(prefix="parkpack-test-data-")
os.environ.setdefault("PARKPACK_SETTINGS_SCOPE", "parkpack-tests")
