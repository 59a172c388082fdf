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
