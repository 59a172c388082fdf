"""The engine's own words in German: refusals, undo, launcher records, the
text commands (which follow LANG), and everything back in English after."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from parkpack import cli, i18n
from parkpack.engine import records, saves
from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.errors import IllegalActionError
from parkpack.engine.session import Session
from parkpack.games.walk import GAME as WALK
from parkpack.games.tenpenny import GAME as TENPENNY


def _german(make):  # type: ignore[no-untyped-def]
    try:
        i18n.set_language("de")
        return make()
    finally:
        i18n.set_language("en")


def test_a_refused_move_and_undo_read_in_german() -> None:
    session = Session(WALK, {}, [SeatSpec("Anna"), SeatSpec("Ben")], 1)
    session.play(session.chance_action())
    with pytest.raises(IllegalActionError) as english:
        session.play("roll curve")
    german = _german(lambda: str(pytest.raises(IllegalActionError, session.play, "roll curve").value))
    assert str(english.value).startswith("illegal action roll curve: not a legal move now (Anna to act: Anna: draw")
    assert german.startswith("unzulässiger Zug roll curve: jetzt kein erlaubter Zug (Anna ist am Zug: Anna: Zeichne")
    assert session.undo_blocked_reason() == "a die roll or draw cannot be undone"
    assert _german(session.undo_blocked_reason) == "ein Wurf oder gezogenes Teil lässt sich nicht zurücknehmen"


def test_the_launcher_record_lines_read_in_german(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    when = datetime(2026, 11, 30, 18, 0, tzinfo=timezone.utc)
    records.record("walk", "4", 22, "Sydneysider", when, path)
    records.record("tenpenny", "normal", 52, "Win", when, path, rival="Becky", rival_score=47)
    assert records.summary_lines("walk", path) == ("Level 4: best 22 (Sydneysider)", "Last game: 22 (Sydneysider) on 2026-11-30")
    assert _german(lambda: records.summary_lines("walk", path)) == (
        "Stufe 4: Bestwert 22 (Sydneyer)", "Letztes Spiel: 22 (Sydneyer) am 30.11.2026")
    assert _german(lambda: records.summary_lines("tenpenny", path))[0] == "Normal: Bestwert 52 zu 47 gegen Becky (Sieg, +5)"


def test_replay_prints_in_the_language_lang_asks_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session(TENPENNY, {}, [SeatSpec("Anna", COMPUTER, "random", "blue")], 3)
    bot = make_bot(TENPENNY, "random", 3)
    while not session.is_over:
        seat = session.to_act
        session.play(session.chance_action() if seat == CHANCE else bot.choose(TENPENNY, session.info_set(seat or 0)))
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert cli.main(["replay", str(path)]) == 0
    german = capsys.readouterr().out
    assert "Züge nachgespielt, Spiel beendet" in german and "Ergebnis: " in german and "SP aus Werbung" in german
    assert i18n.language() == "en"
    assert cli.main(["replay", "--steps", str(path)]) == 0
    steps = capsys.readouterr().out
    assert "; alles aufgedeckt" in steps and "\nRunde 1\n" in steps and "\nEndstand\n" in steps
    assert "Anna setzt einen Arbeiter auf den" in steps
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["replay", str(path)]) == 0
    english = capsys.readouterr().out
    assert "moves replayed, game finished" in english and "Advertising VP" in english


def test_refused_options_read_in_german() -> None:
    from parkpack.engine.errors import OptionError
    from parkpack.games.parkies import GAME as PARKIES

    def refusal(game: object, options: dict[str, str], seats: list[SeatSpec]) -> str:
        with pytest.raises(OptionError) as err:
            game.setup(options, seats, 1)  # type: ignore[attr-defined]
        return str(err.value)

    assert refusal(WALK, {"level": "9"}, [SeatSpec("Anna")]) == "solo level must be 1, 2, 3 or 4, not '9'"
    assert _german(lambda: refusal(WALK, {"level": "9"}, [SeatSpec("Anna")])) == (
        "die Solo-Stufe muss 1, 2, 3 oder 4 sein, nicht '9'")
    assert _german(lambda: refusal(PARKIES, {}, [SeatSpec("Anna")])) == "Parkies braucht 2 bis 6 Spieler"
    assert _german(lambda: refusal(TENPENNY, {}, [SeatSpec(n) for n in "ABCDE"])) == (
        "Tenpenny Parks ist für 1 bis 4 Spieler, nicht 5")


def test_the_statistics_read_in_german() -> None:
    from parkpack.engine import stats
    from parkpack.engine.stats_figures import figures
    from parkpack.engine.stats_text import text_lines

    session = Session(WALK, {"level": "4"}, [SeatSpec("Anna")], 2)
    bot = make_bot(WALK, "random", 2)
    while not session.is_over:
        session.play(session.chance_action() if session.to_act == CHANCE else bot.choose(WALK, session.info_set(0)))
    entries = (stats.entry_of(session),)
    english = text_lines(figures("walk", entries, WALK.info))
    german = _german(lambda: text_lines(figures("walk", entries, WALK.info)))
    assert english[0] == "A Walk in the Park: 1 finished game"
    assert german[0] == "A Walk in the Park: 1 beendete Partie"
    assert german[2].startswith("    Anna (Mensch): 1 gespielt, ")
    result = _german(lambda: i18n._(WALK.scores(session.state).solo_result))
    assert result != WALK.scores(session.state).solo_result
    assert german[4].startswith("    Stufe 4: 10 Runden: 1 gespielt, ")
    assert german[4].endswith(f"; {result} 1")


def test_replay_refuses_a_bad_file_in_one_line_in_the_language_lang_asks_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "bad.parkpack.json"
    bad.write_bytes(b'{"format": "parkpack-save", "schema": 1, "game": "wa')
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert cli.main(["replay", str(bad)]) == 2
    german = capsys.readouterr().err
    assert german.count("\n") == 1 and f"{bad}: die Datei ist beschädigt oder abgeschnitten (fehlerhaftes JSON" in german
    assert i18n.language() == "en"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["replay", str(bad)]) == 2
    assert f"{bad}: the file is damaged or truncated (bad JSON at line 1" in capsys.readouterr().err


def test_an_analysis_verdict_says_what_was_lost_in_german() -> None:
    from parkpack.engine.analysis import POINTS, WIN_CHANCE, Verdict

    points = Verdict(4, 0, "a", "b", 17.25, 19.75, POINTS)
    chance = Verdict(9, 1, "a", "b", 0.40, 0.53, WIN_CHANCE)
    assert (points.loss_text(), chance.loss_text()) == ("about 2.5 points", "about 13 % win chance")
    assert _german(lambda: (points.loss_text(), chance.loss_text())) == ("etwa 2,5 Punkte", "etwa 13 % Siegchance")
