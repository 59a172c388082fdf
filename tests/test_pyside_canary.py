"""PySide6 6.12.0 on Python 3.11 frees ``None`` when a binding returns a null
pointer; the interpreter aborts after a few thousand calls. The pinned version
must survive this loop. It runs in a subprocess so an abort fails one test."""

import os
import subprocess
import sys

LOOP = """
from PySide6.QtCore import QObject
for _ in range(20000):
    assert QObject().parent() is None
print("survived")
"""


def test_null_pointer_returns_do_not_corrupt_none():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", LOOP], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "survived"
