"""README.md stays true: CI runs the very test command it gives, and its pictures exist."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _code_lines(text: str) -> list[str]:
    blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def test_ci_runs_the_readme_test_command():
    readme = _code_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    test_commands = [line for line in readme if "pytest" in line]
    assert len(test_commands) == 1
    assert test_commands[0] in ci


def test_quick_start_has_an_install_and_launch_command():
    readme = _code_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    assert any("pip install ." in line and line.endswith("parkpack") for line in readme)


def test_readme_images_exist():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert images and all((ROOT / image).is_file() for image in images)


def test_ci_does_nothing_the_readme_does_not():
    """Every command in .ci/run is the README's test command (beside the shell's own set-up)."""
    readme = _code_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    commands = [line for line in ci if line and not line.startswith("#") and not line.startswith(("set ", "cd "))]
    assert commands == [line for line in readme if "pytest" in line]


def test_the_quick_start_commands_install_the_system_packages_first():
    readme = _code_lines((ROOT / "README.md").read_text(encoding="utf-8"))
    launch = next(line for line in readme if line.endswith("parkpack"))
    tests = next(line for line in readme if "pytest" in line)
    assert launch.startswith("./install-deps.sh && ") and tests.startswith("./install-deps.sh --test && ")


def test_install_deps_names_what_a_minimal_system_lacks():
    import os
    import subprocess

    script = ROOT / "install-deps.sh"
    assert os.access(script, os.X_OK)
    text = script.read_text(encoding="utf-8")
    runtime = text.split('RUNTIME="', 1)[1].split('"', 1)[0].split()
    testing = text.split('TESTING="', 1)[1].split('"', 1)[0].split()
    # Qt's xcb plugin fails on a minimal Debian 12 without these (its message blames xcb-cursor0)
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxkbcommon-x11-0"} <= set(runtime)
    assert {"desktop-file-utils", "appstream", "xvfb"} <= set(testing)
    assert subprocess.run(["sh", "-n", str(script)], capture_output=True).returncode == 0
    done = subprocess.run([str(script), "--test"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
