<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;p&gt;Theme-park tabletop games with their complete rules, for players sharing one computer or playing solo.&lt;/p&gt;&lt;p&gt;Games are played by the rules engine; this window only shows them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Freizeitpark-Brettspiele mit ihren vollständigen Regeln, für alle, die sich einen Computer teilen oder allein spielen.&lt;/p&gt;&lt;p&gt;Die Spiele werden von der Regel-Engine gespielt; dieses Fenster zeigt sie nur an.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisRunner</name>
    <message>
        <source>The analysis stopped: {error}</source>
        <translation>Die Analyse wurde abgebrochen: {error}</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Your move is made</source>
        <translation>Dein Zug ist gemacht</translation>
    </message>
    <message>
        <source>Enter ends your turn; Ctrl+Z takes the move back</source>
        <translation>Enter beendet deinen Zug; Strg+Z nimmt ihn zurück</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Skip ahead</source>
        <translation>Vorspulen</translation>
    </message>
    <message>
        <source>Play the coach&apos;s moves at once, up to your next step (Ctrl+Right)</source>
        <translation>Spielt die Züge des Trainers sofort, bis zu deinem nächsten Schritt (Strg+Rechts)</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the tutorial and go back to the launcher</source>
        <translation>Das Lernspiel verlassen und zurück zur Startseite</translation>
    </message>
    <message>
        <source>How you scored</source>
        <translation>So hast du gepunktet</translation>
    </message>
    <message>
        <source>The die is rolled…</source>
        <translation>Es wird gewürfelt …</translation>
    </message>
    <message>
        <source>The other players move…</source>
        <translation>Die anderen ziehen …</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>The coach plays this move for you: </source>
        <translation>Diesen Zug spielt der Trainer für dich: </translation>
    </message>
    <message>
        <source>You have done this before; the lesson goes on at your next new kind of move.</source>
        <translation>Das hast du schon gemacht; das Lernspiel geht bei deiner nächsten neuen Art von Zug weiter.</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>The game is over: well done!</source>
        <translation>Das Spiel ist vorbei: gut gemacht!</translation>
    </message>
    <message>
        <source>“How you scored” explains your points line by line; start again, or play a real game.</source>
        <translation>„So hast du gepunktet“ erklärt deine Punkte Zeile für Zeile; fang neu an oder spiel ein echtes Spiel.</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>red</source>
        <extracomment>What the colour-blind palette&apos;s colours are called where they differ from the colour&apos;s id: words follow the palette, so a seat drawn vermilion is never called red. Every colour word shown, for the translation tools.</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>petrol</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>zinnoberrot</translation>
    </message>
    <message>
        <source>sea green</source>
        <translation>meergrün</translation>
    </message>
    <message>
        <source>mauve</source>
        <translation>malve</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>himmelblau</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>weinrot</translation>
    </message>
</context>
<context>
    <name>DecisionHints</name>
    <message>
        <source>First-time hints are off; Settings can turn them on again.</source>
        <translation>Erklärungen beim ersten Mal sind aus; in den Einstellungen kannst du sie wieder einschalten.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>The details are in {path}.</source>
        <translation>Die Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong inside parkpack ({what}).</source>
        <translation>In parkpack ist etwas schiefgegangen ({what}).</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Something went wrong inside parkpack, and what you just did may not have worked. You can carry on playing.</source>
        <translation>In parkpack ist etwas schiefgegangen, und was du gerade getan hast, hat vielleicht nicht gewirkt. Du kannst weiterspielen.</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>parkpack saves (*.parkpack.json);;All files (*)</source>
        <translation>parkpack-Spielstände (*.parkpack.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <extracomment>Failed attempts after which Save as stops asking for another place.</extracomment>
        <translation>Gespeichertes Spiel laden</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Choose a folder for parkpack&apos;s games and records</source>
        <translation>Ordner für die Spiele und Rekorde von parkpack wählen</translation>
    </message>
    <message>
        <source>Cannot open this save</source>
        <translation>Spielstand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}.

{path}</source>
        <translation>{file} kann nicht geöffnet werden: {reason}.

{path}</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}.

Choose another folder or file name.</source>
        <translation>Das Spiel konnte nicht in {path} gespeichert werden: {reason}.

Wähle einen anderen Ordner oder Dateinamen.</translation>
    </message>
    <message>
        <source>The file that was there was kept as {file}.</source>
        <translation>Die Datei, die dort lag, wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>{path} is already there and could not be kept aside ({reason}), so it was not replaced.

Choose another folder or file name.</source>
        <translation>{path} gibt es schon, und es konnte nicht beiseitegelegt werden ({reason}); deshalb wurde es nicht ersetzt.

Wähle einen anderen Ordner oder Dateinamen.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert in {path}</translation>
    </message>
    <message>
        <source>Cannot use this folder</source>
        <translation>Dieser Ordner kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>{problem}. Choose another folder.</source>
        <translation>{problem}. Wähle einen anderen Ordner.</translation>
    </message>
</context>
<context>
    <name>FolderClaim</name>
    <message>
        <source>another parkpack (process {pid})</source>
        <translation>ein anderes parkpack (Prozess {pid})</translation>
    </message>
    <message>
        <source>another parkpack</source>
        <translation>ein anderes parkpack</translation>
    </message>
    <message>
        <source>{who} is already using the data folder {folder}. This window does not autosave, so the other keeps its game to resume; save this game with Game ▸ Save to keep it.</source>
        <translation>{who} verwendet bereits den Datenordner {folder}. Dieses Fenster speichert nicht automatisch, damit das andere sein Spiel zum Fortsetzen behält; speichere dieses Spiel mit Spiel ▸ Speichern, um es zu behalten.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A short guided game that shows every kind of move</source>
        <translation>Ein kurzes geführtes Spiel, das jede Art von Zug zeigt</translation>
    </message>
    <message>
        <source>No tutorial for this game yet</source>
        <translation>Für dieses Spiel gibt es noch kein Lernspiel</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Games played, wins, scores over time</source>
        <translation>Gespielte Partien, Siege, Punkte im Verlauf</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>“{action}” is not allowed now. {situation}</source>
        <translation>„{action}“ ist jetzt nicht erlaubt. {situation}</translation>
    </message>
    <message>
        <source>There is no finished turn to end.</source>
        <extracomment>Asked (view before, action, view after, both the actor&apos;s) whether the end-of-turn step should hold play after a human&apos;s move (the board&apos;s ``holds_turn``); None holds after every move that hands play on. The expert&apos;s thinking time per move (None: its own default).</extracomment>
        <translation>Es gibt keinen fertigen Zug zu beenden.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>End your turn first (Enter), or undo your move.</source>
        <translation>Beende zuerst deinen Zug (Enter) oder nimm ihn zurück.</translation>
    </message>
    <message>
        <source>Please wait: a roll or draw is under way.</source>
        <translation>Bitte warten: Es wird gerade gewürfelt oder gezogen.</translation>
    </message>
    <message>
        <source>Please wait: it is {name}&apos;s turn.</source>
        <translation>Bitte warten: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}.</source>
        <translation>Rückgängig nicht möglich: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Hints were used in this game (1 hint).</source>
        <translation>In diesem Spiel wurden Tipps genutzt (1 Tipp).</translation>
    </message>
    <message>
        <source>Hints were used in this game ({n} hints).</source>
        <translation>In diesem Spiel wurden Tipps genutzt ({n} Tipps).</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{name} (computer) could not choose a move: {error}</source>
        <translation>{name} (Computer) konnte keinen Zug wählen: {error}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>End turn ✓</source>
        <translation>Zug beenden ✓</translation>
    </message>
    <message>
        <source>Finish your turn (Enter); until then you can undo it</source>
        <translation>Beende deinen Zug (Enter); bis dahin kannst du ihn zurücknehmen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Wiederholen ↷</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <source>Only {name} should look at the screen now: it will show {name}&apos;s private pieces.</source>
        <translation>Nur {name} sollte jetzt auf den Bildschirm schauen: Er zeigt die geheimen Teile von {name}.</translation>
    </message>
    <message>
        <source>{name} has finished.</source>
        <translation>{name} ist fertig.</translation>
    </message>
    <message>
        <source>I am {name} — show my turn</source>
        <translation>Ich bin {name} – zeig meinen Zug</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <source>Hints are for a game in progress.</source>
        <translation>Tipps gibt es nur in einem laufenden Spiel.</translation>
    </message>
    <message>
        <source>{game} has no expert to give hints yet.</source>
        <translation>{game} hat noch keinen Experten, der Tipps geben kann.</translation>
    </message>
    <message>
        <source>Your move is made: end the turn or undo it first.</source>
        <translation>Dein Zug ist gemacht: Beende ihn oder nimm ihn zuerst zurück.</translation>
    </message>
    <message>
        <source>A hint is for the player at the screen: hand it over first.</source>
        <translation>Ein Tipp ist für den Spieler am Bildschirm: Gib ihn zuerst weiter.</translation>
    </message>
    <message>
        <source>A hint is for a player whose turn it is.</source>
        <translation>Ein Tipp ist für den Spieler, der gerade am Zug ist.</translation>
    </message>
    <message>
        <source>No hint could be worked out: {error}</source>
        <translation>Es konnte kein Tipp ermittelt werden: {error}</translation>
    </message>
    <message>
        <source>Ask the expert which move it would make (H)</source>
        <translation>Den Experten fragen, welchen Zug er machen würde (H)</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>No more hints</source>
        <translation>Keine Erklärungen mehr</translation>
    </message>
    <message>
        <source>Settings can turn them on again</source>
        <translation>In den Einstellungen kannst du sie wieder einschalten</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>The game could not be counted in the statistics: {error}</source>
        <translation>Das Spiel konnte nicht in die Statistik aufgenommen werden: {error}</translation>
    </message>
    <message>
        <source>Cannot watch this save</source>
        <translation>Dieser Spielstand kann nicht angesehen werden</translation>
    </message>
    <message>
        <source>Cannot watch this game</source>
        <translation>Dieses Spiel kann nicht angesehen werden</translation>
    </message>
    <message>
        <source>This game no longer replays: {error}</source>
        <translation>Dieses Spiel lässt sich nicht mehr nachspielen: {error}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Welches Spiel?</translation>
    </message>
    <message>
        <source>No tutorial</source>
        <translation>Kein Lernspiel</translation>
    </message>
    <message>
        <source>This game has no tutorial yet.</source>
        <translation>Für dieses Spiel gibt es noch kein Lernspiel.</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>F1: how to play  ·  Ctrl+O: open a saved game  ·  Ctrl+comma: settings</source>
        <extracomment>False when another parkpack owns the data folder: then an unreadable autosave is reported but left where it is. What was wrong with the autosave when it was last read: kept on show after the file was moved aside, until a game is opened.</extracomment>
        <translation>F1: So wird gespielt  ·  Strg+O: gespeichertes Spiel öffnen  ·  Strg+Komma: Einstellungen</translation>
    </message>
    <message>
        <source>Theme-park tabletop games: hot-seat at one computer, or solo.</source>
        <translation>Freizeitpark-Brettspiele: gemeinsam an einem Computer oder allein.</translation>
    </message>
    <message>
        <source>Load a saved game…</source>
        <translation>Gespeichertes Spiel laden …</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Anderen Ordner wählen …</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue your last game: {game} with {people} — {moves}, saved {when}</source>
        <translation>Setze dein letztes Spiel fort: {game} mit {people} – {moves}, gespeichert {when}</translation>
    </message>
    <message>
        <source>Continue your last game: {game} with {people} — {moves}</source>
        <translation>Setze dein letztes Spiel fort: {game} mit {people} – {moves}</translation>
    </message>
    <message>
        <source>parkpack cannot keep its files in its data folder: {problem}. Games are not autosaved and solo results not recorded until you choose another folder.</source>
        <translation>parkpack kann seine Dateien nicht in seinem Datenordner ablegen: {problem}. Spiele werden nicht automatisch gespeichert und Solo-Ergebnisse nicht festgehalten, bis du einen anderen Ordner wählst.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Take back your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Undo is not available: {reason}</source>
        <translation>Rückgängig nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Undo is not available: no game is open</source>
        <translation>Rückgängig nicht möglich: Kein Spiel ist geöffnet</translation>
    </message>
    <message>
        <source>Play the undone move again</source>
        <translation>Den zurückgenommenen Zug erneut spielen</translation>
    </message>
    <message>
        <source>Redo is not available: nothing was undone</source>
        <translation>Wiederholen nicht möglich: Es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Welches Spiel?</translation>
    </message>
    <message>
        <source>the last autosave failed</source>
        <translation>das letzte automatische Speichern ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>this window does not autosave: another parkpack window uses the data folder</source>
        <translation>dieses Fenster speichert nicht automatisch: ein anderes parkpack-Fenster nutzt den Datenordner</translation>
    </message>
    <message>
        <source>Leave the game unsaved?</source>
        <translation>Spiel ungespeichert verlassen?</translation>
    </message>
    <message>
        <source>The game of {game} in progress is saved nowhere ({why}); leaving loses its moves. To keep it, answer No and use Game ▸ Save first.</source>
        <translation>Das laufende Spiel {game} ist nirgends gespeichert ({why}); wer es verlässt, verliert seine Züge. Um es zu behalten, antworte mit Nein und wähle zuerst Spiel ▸ Speichern.</translation>
    </message>
    <message>
        <source>Replace the game in progress?</source>
        <translation>Laufendes Spiel ersetzen?</translation>
    </message>
    <message>
        <source>The game of {game} in progress has moves that are not saved in a file; it will be replaced. To keep it, answer No and use Game ▸ Save first.</source>
        <translation>Das laufende Spiel {game} hat Züge, die nicht in einer Datei gespeichert sind; es wird ersetzt. Um es zu behalten, antworte mit Nein und wähle zuerst Spiel ▸ Speichern.</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dieses Spiel kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Cannot show this game</source>
        <translation>Dieses Spiel kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>Replace the game to resume?</source>
        <translation>Das Spiel zum Fortsetzen ersetzen?</translation>
    </message>
    <message>
        <source>Your unfinished game of {game} ({moves} moves) is the one Resume opens; the new game takes its place. Answer No to keep it.</source>
        <translation>Dein unfertiges Spiel {game} ({moves} Züge) ist das, das „Fortsetzen“ öffnet; das neue Spiel tritt an seine Stelle. Antworte mit Nein, um es zu behalten.</translation>
    </message>
    <message>
        <source>Nothing to undo: no game is open.</source>
        <translation>Nichts rückgängig zu machen: Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <source>Nothing to redo: no game is open.</source>
        <translation>Nichts zu wiederholen: Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <source>{name}: your move is made. End the turn (Enter) to go on, or undo it.</source>
        <translation>{name}: Dein Zug ist gemacht. Beende den Zug (Enter), um weiterzuspielen, oder nimm ihn zurück.</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>ending the turn</source>
        <translation>beendet den Zug</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>E&amp;instellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden …</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Wiederholung ansehen …</translation>
    </message>
    <message>
        <source>Step through a saved game again, move by move</source>
        <translation>Ein gespeichertes Spiel noch einmal Zug für Zug durchgehen</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Games played, wins and scores over time</source>
        <translation>Gespielte Partien, Siege und Punkte im Verlauf</translation>
    </message>
    <message>
        <source>Learn to &amp;play…</source>
        <translation>Spielen &amp;lernen …</translation>
    </message>
    <message>
        <source>A short guided game that teaches the rules</source>
        <translation>Ein kurzes geführtes Spiel, das die Regeln beibringt</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Dieses Spiel speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save this game under a new name</source>
        <translation>Dieses Spiel unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Back to launcher</source>
        <translation>&amp;Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Leave this game for the launcher (Resume brings back the autosaved game)</source>
        <translation>Dieses Spiel verlassen, zurück zur Startseite („Fortsetzen“ holt das automatisch gespeicherte Spiel zurück)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit parkpack</source>
        <translation>parkpack beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the expert which move it would make</source>
        <translation>Den Experten fragen, welchen Zug er machen würde</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <source>Finish your turn; it can no longer be undone</source>
        <translation>Deinen Zug abschließen; er kann dann nicht mehr zurückgenommen werden</translation>
    </message>
    <message>
        <source>&amp;Final scores</source>
        <translation>&amp;Endwertung</translation>
    </message>
    <message>
        <source>The score sheet of the finished game again</source>
        <translation>Den Wertungsbogen des beendeten Spiels noch einmal zeigen</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>This game&apos;s rules in short</source>
        <translation>Die Regeln dieses Spiels in Kürze</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Spielprotokoll ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Enlarge the board (Ctrl+wheel too); drag with the middle button or scroll to move it</source>
        <translation>Das Brett vergrößern (auch Strg+Mausrad); mit der mittleren Maustaste ziehen oder scrollen, um es zu verschieben</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Make the board smaller again</source>
        <translation>Das Brett wieder verkleinern</translation>
    </message>
    <message>
        <source>&amp;Whole board</source>
        <translation>&amp;Ganzes Brett</translation>
    </message>
    <message>
        <source>Fit the whole board to the window</source>
        <translation>Das ganze Brett ins Fenster einpassen</translation>
    </message>
    <message>
        <source>Board at {percent} % · Ctrl+0 shows it whole</source>
        <translation>Brett bei {percent} % · Strg+0 zeigt es ganz</translation>
    </message>
    <message>
        <source>The whole board is shown</source>
        <translation>Das ganze Brett wird gezeigt</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Animation speed, confirmations, palette, language</source>
        <translation>Animationstempo, Bestätigungen, Farben, Sprache</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>How to use parkpack and every game&apos;s rules</source>
        <translation>Wie parkpack funktioniert und die Regeln jedes Spiels</translation>
    </message>
    <message>
        <source>&amp;About parkpack</source>
        <translation>Ü&amp;ber parkpack</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version und Mitwirkende</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer — {level}</source>
        <translation>Computer – {level}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player and its level</source>
        <translation>Eine Person an diesem Computer oder ein Computerspieler und seine Stufe</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>New game — {game}</source>
        <translation>Neues Spiel – {game}</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and moves give the same dice and draws</source>
        <translation>Derselbe Startwert und dieselben Züge ergeben dieselben Würfe und Ziehungen</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Startwert (optional):</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Expert thinking time:</source>
        <translation>Bedenkzeit des Experten:</translation>
    </message>
</context>
<context>
    <name>OfferKeys</name>
    <message>
        <source>Press Tab to pick one of the offered moves, then Enter.</source>
        <translation>Drück Tab, um einen der angebotenen Züge zu wählen, dann Enter.</translation>
    </message>
    <message>
        <source>{move}  ({k} of {n}; Enter plays it)</source>
        <translation>{move}  ({k} von {n}; Enter spielt ihn)</translation>
    </message>
</context>
<context>
    <name>Parkies</name>
    <message>
        <source>Bidding mat · round {round}</source>
        <translation>Gebotstableau · Runde {round}</translation>
    </message>
    <message>
        <source>first player: {name}</source>
        <translation>Startspieler: {name}</translation>
    </message>
    <message>
        <source>{label}
not used with {n} players</source>
        <translation>{label}
bei {n} Spielern leer</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>Erstes Plättchen</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>Zweites Plättchen</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>trump ×{trump}</source>
        <translation>Trumpf ×{trump}</translation>
    </message>
    <message>
        <source>pay
${pay}</source>
        <translation>du
{pay}&#xa0;$</translation>
    </message>
    <message>
        <source>Parkie Pool</source>
        <translation>Parkie-Pool</translation>
    </message>
    <message>
        <source>bid here: +$3 and a Parkie of any colour</source>
        <translation>hier bieten: +3&#xa0;$ und ein Parkie nach Wahl</translation>
    </message>
    <message>
        <source>Face-down piles</source>
        <translation>Verdeckte Stapel</translation>
    </message>
    <message>
        <source>{size}
{n} left</source>
        <translation>{size}
noch {n}</translation>
    </message>
    <message>
        <source>Money track</source>
        <translation>Geldleiste</translation>
    </message>
    <message>
        <source>You were outbid on {space_name}: place your pawn again.</source>
        <translation>Du wurdest bei {space_name} überboten: Setze deine Figur erneut.</translation>
    </message>
    <message>
        <source>Nothing to do now.</source>
        <translation>Gerade ist nichts zu tun.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Warte: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>Wait for the computer players.</source>
        <translation>Warte auf die Computerspieler.</translation>
    </message>
    <message>
        <source>pawn on the Parkie Pool</source>
        <translation>Figur auf dem Parkie-Pool</translation>
    </message>
    <message>
        <source>bid ${ladder} on {space_name}</source>
        <translation>biete {ladder}&#xa0;$ auf {space_name}</translation>
    </message>
    <message>
        <source>entrances joined: {joined}</source>
        <translation>Eingänge verbunden: {joined}</translation>
    </message>
    <message>
        <source>That move is not offered now.</source>
        <translation>Dieser Zug ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>Row {row}, column {column}: click or Enter to build here.</source>
        <translation>Reihe {row}, Spalte {column}: Klick oder Enter baut hier.</translation>
    </message>
    <message>
        <source>{name} fits nowhere in your park: discard it.</source>
        <translation>{name} passt nirgends in deinen Park: wirf es ab.</translation>
    </message>
    <message>
        <source>{name} fits nowhere.</source>
        <translation>{name} passt nirgends.</translation>
    </message>
    <message>
        <source> Turned this way it fits nowhere: press R.</source>
        <translation> So gedreht passt es nirgends: drück R.</translation>
    </message>
    <message>
        <source>Turned {rotation}°.</source>
        <translation>Gedreht um {rotation}°.</translation>
    </message>
    <message>
        <source>Small tile</source>
        <extracomment>The room the buttons of one row may take, beside a short caption.</extracomment>
        <translation>Kleines Plättchen</translation>
    </message>
    <message>
        <source>Medium tile</source>
        <translation>Mittleres Plättchen</translation>
    </message>
    <message>
        <source>Major tile</source>
        <translation>Großes Plättchen</translation>
    </message>
    <message>
        <source>Flipping attraction tiles…</source>
        <translation>Attraktionsplättchen werden aufgedeckt …</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} überlegt …</translation>
    </message>
    <message>
        <source>Parkie Pool (+$3)</source>
        <translation>Parkie-Pool (+3&#xa0;$)</translation>
    </message>
    <message>
        <source>Trump {space_name}…</source>
        <translation>{space_name} übertrumpfen …</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>or the Parkie Pool</source>
        <translation>oder Parkie-Pool anklicken</translation>
    </message>
    <message>
        <source>or pass</source>
        <translation>anklicken oder passen</translation>
    </message>
    <message>
        <source>Click a green ladder step to bid {where}.</source>
        <translation>Grüne Leiterstufe {where}.</translation>
    </message>
    <message>
        <source>your tile</source>
        <translation>dein Plättchen</translation>
    </message>
    <message>
        <source>{tile} fits nowhere in your park: you pay for it all the same.</source>
        <translation>{tile} passt nirgends in deinen Park: Du bezahlst es trotzdem.</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Place {tile}: click a green spot. R, wheel or right-click turns it.</source>
        <translation>Platziere {tile}: Klick auf eine grüne Stelle. R, Mausrad oder Rechtsklick dreht es.</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>Drehen (R)</translation>
    </message>
    <message>
        <source>Put the {word} Parkie on:</source>
        <translation>Parkie ({word}) setzen auf:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>any colour</source>
        <translation>beliebiger Farbe</translation>
    </message>
    <message>
        <source>a colour of your attractions</source>
        <translation>einer Farbe deiner Attraktionen</translation>
    </message>
    <message>
        <source>Take a Parkie of {free}: click it in the Parkie Pool.</source>
        <translation>Nimm einen Parkie in {free}: Klick ihn im Parkie-Pool an.</translation>
    </message>
    <message>
        <source>Now click a highlighted attraction.</source>
        <translation>Klick jetzt auf eine hervorgehobene Attraktion.</translation>
    </message>
    <message>
        <source>One more step: move a Parkie one tile, or finish.</source>
        <translation>Noch ein Schritt: Bewege einen Parkie um ein Plättchen oder höre auf.</translation>
    </message>
    <message>
        <source>Move one Parkie up to 2 tiles or two Parkies 1 tile each: click one.</source>
        <translation>Bewege einen Parkie um bis zu 2 Plättchen oder zwei Parkies um je 1 Plättchen: Klick einen an.</translation>
    </message>
    <message>
        <source>Done moving</source>
        <translation>Fertig mit Bewegen</translation>
    </message>
    <message>
        <source>Choose the size of the tile to flip.</source>
        <translation>Wähle die Größe des Plättchens, das aufgedeckt wird.</translation>
    </message>
    <message>
        <source>Buy {name} for ${cost}</source>
        <translation>{name} für {cost}&#xa0;$ kaufen</translation>
    </message>
    <message>
        <source>Buy the flipped tile at its cheapest price, or pass.</source>
        <translation>Kauf das aufgedeckte Plättchen zum niedrigsten Preis oder passe.</translation>
    </message>
    <message>
        <source>Next ({page}/{n})</source>
        <translation>Weiter ({page}/{n})</translation>
    </message>
    <message>
        <source>More Parkies…</source>
        <translation>Mehr Parkies …</translation>
    </message>
    <message>
        <source>Trump {space_name} with:</source>
        <translation>{space_name} übertrumpfen mit:</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>Trump: {trump_label}</source>
        <translation>Trumpf: {trump_label}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Trump {space_name} (at least {least}, one {colour}): {so_far}</source>
        <translation>{space_name} übertrumpfen (mindestens {least}, einer in {colour}): {so_far}</translation>
    </message>
    <message>
        <source>Next (9/9)</source>
        <translation>Weiter (9/9)</translation>
    </message>
    <message>
        <source>You do not choose a pile to flip now.</source>
        <translation>Du wählst gerade keinen Stapel zum Aufdecken.</translation>
    </message>
    <message>
        <source>The {size} pile is empty.</source>
        <translation>Der Stapel „{size}“ ist leer.</translation>
    </message>
    <message>
        <source>{space_name} has no tile to bid on.</source>
        <translation>Auf {space_name} liegt kein Plättchen, auf das du bieten kannst.</translation>
    </message>
    <message>
        <source>Choose the Parkies to trump with, or Esc.</source>
        <translation>Wähle die Parkies zum Übertrumpfen, oder Esc.</translation>
    </message>
    <message>
        <source>Choose the Parkies of your trump with the buttons, or Back.</source>
        <translation>Wähle die Parkies für deinen Trumpf mit den Schaltflächen, oder Zurück.</translation>
    </message>
    <message>
        <source>Bidding is over for this round.</source>
        <translation>Das Bieten ist für diese Runde vorbei.</translation>
    </message>
    <message>
        <source>Click the colour of Parkie you want.</source>
        <translation>Klick auf die Farbe des Parkies, den du willst.</translation>
    </message>
    <message>
        <source>You cannot bid on the Parkie Pool now.</source>
        <translation>Du kannst jetzt nicht auf den Parkie-Pool bieten.</translation>
    </message>
    <message>
        <source>You cannot take a Parkie now.</source>
        <translation>Du kannst jetzt keinen Parkie nehmen.</translation>
    </message>
    <message>
        <source>You may only pick a colour matching an attraction type in your park ({word} is not).</source>
        <translation>Du darfst nur eine Farbe wählen, die zu einer Attraktionsart in deinem Park passt ({word} gehört nicht dazu).</translation>
    </message>
    <message>
        <source>The pool has no {word} Parkies left.</source>
        <translation>Im Pool sind keine Parkies in {word} mehr.</translation>
    </message>
    <message>
        <source>Click the entrance attraction for the {word} Parkie.</source>
        <translation>Klick auf die Eingangsattraktion für den Parkie ({word}).</translation>
    </message>
    <message>
        <source>Drag the tile onto your park, or click a spot there.</source>
        <translation>Zieh das Plättchen auf deinen Park oder klick dort auf eine Stelle.</translation>
    </message>
    <message>
        <source> Click to trump with Parkies.</source>
        <translation> Klick, um mit Parkies zu übertrumpfen.</translation>
    </message>
    <message>
        <source>{colour_word} Parkies ({type} attractions)</source>
        <translation>Parkies in {colour_word} (Attraktionen: {type})</translation>
    </message>
    <message>
        <source>The Parkie Pool: bid here for $3 and a Parkie of any colour.</source>
        <translation>Der Parkie-Pool: Biete hier für 3&#xa0;$ und einen Parkie in beliebiger Farbe.</translation>
    </message>
    <message>
        <source>The face-down {size} pile.</source>
        <translation>Der verdeckte Stapel „{size}“.</translation>
    </message>
    <message>
        <source>That is {name}&apos;s park: view only.</source>
        <translation>Das ist der Park von {name}: nur ansehen.</translation>
    </message>
    <message>
        <source>That {colour_word} Parkie has no linked attraction to move to.</source>
        <translation>Dieser Parkie ({colour_word}) hat keine verbundene Attraktion, zu der er gehen kann.</translation>
    </message>
    <message>
        <source>New Parkies go onto an attraction at an entrance.</source>
        <translation>Neue Parkies kommen auf eine Attraktion an einem Eingang.</translation>
    </message>
    <message>
        <source>Click a Parkie that can move first.</source>
        <translation>Klick zuerst auf einen Parkie, der sich bewegen kann.</translation>
    </message>
    <message>
        <source>{where_name} is not linked by a path to {where_name2}.</source>
        <translation>{where_name} ist durch keinen Weg mit {where_name2} verbunden.</translation>
    </message>
    <message>
        <source>  ({name}&apos;s park, view only)</source>
        <translation>  (Park von {name}, nur ansehen)</translation>
    </message>
    <message>
        <source>; Parkies on it: {join}</source>
        <translation>; Parkies darauf: {join}</translation>
    </message>
    <message>
        <source>{action_label}  ({k} of {n}; Enter to confirm)</source>
        <translation>{action_label}  ({k} von {n}; Enter bestätigt)</translation>
    </message>
    <message>
        <source>view only  {text}</source>
        <translation>nur ansehen  {text}</translation>
    </message>
    <message>
        <source>lake
(water
attractions
only)</source>
        <translation>See
(nur
Wasser-
attraktionen)</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Waiting outside:</source>
        <translation>Warten draußen:</translation>
    </message>
    <message>
        <source>No Parkies waiting outside</source>
        <translation>Draußen wartet niemand</translation>
    </message>
    <message>
        <source>A</source>
        <comment>track letter of Allure</comment>
        <extracomment>Letter of each attraction type, also printed on Parkies of its colour. Every letter differs from the others at pawn size too: shops once had &quot;$&quot;, which reads as the show&apos;s &quot;S&quot; on a Parkie token. The words for the colour-blind palette&apos;s Parkie colours where they are not the colour&apos;s id (the words follow the colour drawn). The three park tracks: key, letter, label, colour.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>P</source>
        <comment>track letter of Profitability</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <comment>track letter of Satisfaction</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Allure</source>
        <translation>Anziehungskraft</translation>
    </message>
    <message>
        <source>Profitability</source>
        <translation>Rentabilität</translation>
    </message>
    <message>
        <source>Satisfaction</source>
        <translation>Zufriedenheit</translation>
    </message>
    <message>
        <source>vermilion</source>
        <comment>colour before a noun</comment>
        <translation>zinnoberroten</translation>
    </message>
    <message>
        <source>vermilion</source>
        <comment>colour after the article</comment>
        <translation>zinnoberroten</translation>
    </message>
    <message>
        <source>vermilion</source>
        <comment>colour on its own</comment>
        <translation>zinnoberrot</translation>
    </message>
    <message>
        <source>wine</source>
        <comment>colour before a noun</comment>
        <translation>weinroten</translation>
    </message>
    <message>
        <source>wine</source>
        <comment>colour after the article</comment>
        <translation>weinroten</translation>
    </message>
    <message>
        <source>wine</source>
        <comment>colour on its own</comment>
        <translation>weinrot</translation>
    </message>
    <message>
        <source>sea green</source>
        <comment>colour before a noun</comment>
        <translation>meergrünen</translation>
    </message>
    <message>
        <source>sea green</source>
        <comment>colour after the article</comment>
        <translation>meergrünen</translation>
    </message>
    <message>
        <source>sea green</source>
        <comment>colour on its own</comment>
        <translation>meergrün</translation>
    </message>
    <message>
        <source>mauve</source>
        <comment>colour before a noun</comment>
        <translation>malvenfarbenen</translation>
    </message>
    <message>
        <source>mauve</source>
        <comment>colour after the article</comment>
        <translation>malvenfarbenen</translation>
    </message>
    <message>
        <source>mauve</source>
        <comment>colour on its own</comment>
        <translation>malvenfarben</translation>
    </message>
    <message>
        <source> Its 1 Parkie goes back to the pool for ${cash}.</source>
        <translation> Sein 1 Parkie geht für {cash}&#xa0;$ zurück in den Pool.</translation>
    </message>
    <message>
        <source> Its {n} Parkies go back to the pool for ${cash}.</source>
        <translation> Seine {n} Parkies gehen für {cash}&#xa0;$ zurück in den Pool.</translation>
    </message>
    <message>
        <source>Demolish {name}?{parkies} The tile goes under its pile and its Allure {allure:+d}, Profitability {profit:+d}, Satisfaction {satisfaction:+d} are taken back.</source>
        <translation>{name} abreißen?{parkies} Das Plättchen kommt unter seinen Stapel, und seine Anziehungskraft {allure:+d}, Rentabilität {profit:+d} und Zufriedenheit {satisfaction:+d} werden zurückgenommen.</translation>
    </message>
    <message>
        <source>Cash in (+${cash}) ▾</source>
        <translation>Tauschen +{cash}&#xa0;$ ▾</translation>
    </message>
    <message>
        <source>Discard one of your Parkies to the Parkie Pool for ${cash} (key C)</source>
        <translation>Einen deiner Parkies für {cash}&#xa0;$ in den Parkie-Pool abgeben (Taste C)</translation>
    </message>
    <message>
        <source>Demolish ▾</source>
        <translation>Abreißen ▾</translation>
    </message>
    <message>
        <source>Demolish an attraction of your park (asks first; key D)</source>
        <translation>Eine Attraktion deines Parks abreißen (fragt vorher nach; Taste D)</translation>
    </message>
    <message>
        <source>{colour_word} Parkie on {where_name}</source>
        <extracomment>Every entry of both menus, in menu order (their ``data`` is the action).</extracomment>
        <translation>Parkie ({colour_word}) auf {where_name}</translation>
    </message>
    <message>
        <source>The game is over: nothing more is cashed in or demolished.</source>
        <translation>Das Spiel ist vorbei: Es wird nichts mehr eingetauscht oder abgerissen.</translation>
    </message>
    <message>
        <source>Cash-ins and demolitions are made at your own decisions.</source>
        <translation>Eintauschen und Abreißen geht bei deinen eigenen Entscheidungen.</translation>
    </message>
    <message>
        <source>No Parkie to cash in and nothing to demolish yet.</source>
        <translation>Noch kein Parkie zum Eintauschen und nichts zum Abreißen.</translation>
    </message>
    <message>
        <source>Demolish an attraction</source>
        <translation>Attraktion abreißen</translation>
    </message>
    <message>
        <source>small</source>
        <extracomment>Tile sizes and attraction types as the content tables name them.</extracomment>
        <translation>klein</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>major</source>
        <translation>groß</translation>
    </message>
    <message>
        <source>food</source>
        <translation>Essen</translation>
    </message>
    <message>
        <source>ride</source>
        <translation>Fahrgeschäft</translation>
    </message>
    <message>
        <source>coaster</source>
        <translation>Achterbahn</translation>
    </message>
    <message>
        <source>show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>shop</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>outside the park</source>
        <translation>außerhalb des Parks</translation>
    </message>
    <message>
        <source>the first tile</source>
        <translation>das erste Plättchen</translation>
    </message>
    <message>
        <source>the second tile</source>
        <translation>das zweite Plättchen</translation>
    </message>
    <message>
        <source>, heart</source>
        <translation>, Herz</translation>
    </message>
    <message>
        <source>1 path</source>
        <translation>1 Weg</translation>
    </message>
    <message>
        <source>{n} paths</source>
        <translation>{n} Wege</translation>
    </message>
    <message>
        <source>{name}: {size} {type} ({colour} flag), Allure {allure:+d}, Profitability {profit:+d}, Satisfaction {satisfaction:+d}, {paths}{heart}</source>
        <translation>{name}: {size}, {type} (Flagge {colour}), Anziehungskraft {allure:+d}, Rentabilität {profit:+d}, Zufriedenheit {satisfaction:+d}, {paths}{heart}</translation>
    </message>
    <message>
        <source>you would pay ${amount}</source>
        <translation>du würdest {amount}&#xa0;$ zahlen</translation>
    </message>
    <message>
        <source>you would pay ${cost} (${off} off for 1 {colour} Parkie)</source>
        <translation>du würdest {cost}&#xa0;$ zahlen ({off}&#xa0;$ Rabatt für 1 Parkie in {colour})</translation>
    </message>
    <message>
        <source>you would pay ${cost} (${off} off for {n} {colour} Parkies)</source>
        <translation>du würdest {cost}&#xa0;$ zahlen ({off}&#xa0;$ Rabatt für {n} Parkies in {colour})</translation>
    </message>
    <message>
        <source>{space_name} is empty.</source>
        <translation>{space_name} ist leer.</translation>
    </message>
    <message>
        <source>{space_name}, ${amount} for {name}: {pay}.</source>
        <translation>{space_name}, {amount}&#xa0;$ für {name}: {pay}.</translation>
    </message>
    <message>
        <source>Your pawn already stands on this tile.</source>
        <translation>Deine Figur steht schon auf diesem Plättchen.</translation>
    </message>
    <message>
        <source>Your pawn is already placed; you bid again only when outbid.</source>
        <translation>Deine Figur ist schon gesetzt; du bietest erst wieder, wenn du überboten wirst.</translation>
    </message>
    <message>
        <source>{name} fits nowhere in your park, so you cannot bid on it.</source>
        <translation>{name} passt nirgends in deinen Park, also kannst du nicht darauf bieten.</translation>
    </message>
    <message>
        <source>The top bid can only be beaten by trumping with a Parkie of the tile&apos;s colour.</source>
        <translation>Das Höchstgebot lässt sich nur mit einem Parkie in der Farbe des Plättchens übertrumpfen.</translation>
    </message>
    <message>
        <source>Bid higher than the standing ${steps}.</source>
        <translation>Biete mehr als die stehenden {steps}&#xa0;$.</translation>
    </message>
    <message>
        <source>You cannot afford ${steps} (you have ${money}); cash in a Parkie first?</source>
        <translation>Du kannst dir {steps}&#xa0;$ nicht leisten (du hast {money}&#xa0;$); zuerst einen Parkie eintauschen?</translation>
    </message>
    <message>
        <source>That bid is not offered now.</source>
        <translation>Dieses Gebot ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>Bid ${amount} on {space_name}</source>
        <translation>{amount}&#xa0;$ auf {space_name} bieten</translation>
    </message>
    <message>
        <source>Trump {space_name} with {trump_label}</source>
        <translation>{space_name} übertrumpfen mit {trump_label}</translation>
    </message>
    <message>
        <source>Trump {space_name} with more Parkies (chosen one by one)</source>
        <translation>{space_name} mit mehr Parkies übertrumpfen (einzeln gewählt)</translation>
    </message>
    <message>
        <source>Add a {colour_word} Parkie to the trump</source>
        <translation>Einen Parkie in {colour_word} zum Trumpf hinzufügen</translation>
    </message>
    <message>
        <source>Back to bidding</source>
        <translation>Zurück zum Bieten</translation>
    </message>
    <message>
        <source>Bid on the Parkie Pool (+$3 and a Parkie)</source>
        <translation>Auf den Parkie-Pool bieten (+3&#xa0;$ und ein Parkie)</translation>
    </message>
    <message>
        <source>Take a {colour_word} Parkie to {where_name}</source>
        <translation>Einen Parkie in {colour_word} nach {where_name} nehmen</translation>
    </message>
    <message>
        <source>Move the {colour_word} Parkie from {where_name} to {where_name2}</source>
        <translation>Den Parkie in {colour_word} von {where_name} nach {where_name2} bewegen</translation>
    </message>
    <message>
        <source>Place {name} at row {row}, column {column}, turned {rot}°</source>
        <translation>{name} in Reihe {row}, Spalte {column} platzieren, gedreht um {rot}°</translation>
    </message>
    <message>
        <source>Discard {name} (it fits nowhere)</source>
        <translation>{name} abwerfen (passt nirgends)</translation>
    </message>
    <message>
        <source>Flip a {size} tile</source>
        <translation>Ein Plättchen der Größe „{size}“ aufdecken</translation>
    </message>
    <message>
        <source>Buy {name}</source>
        <translation>{name} kaufen</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Click to look at this player&apos;s sheet</source>
        <translation>Klick, um das Blatt dieses Spielers anzusehen</translation>
    </message>
</context>
<context>
    <name>RecordsView</name>
    <message>
        <source>Solo records:</source>
        <translation>Solo-Rekorde:</translation>
    </message>
    <message>
        <source>{problem}. Every entry that could be read is shown; the file will be kept as a copy beside it when the next solo result is recorded.</source>
        <translation>{problem}. Jeder lesbare Eintrag wird gezeigt; die Datei wird als Kopie daneben aufbewahrt, wenn das nächste Solo-Ergebnis festgehalten wird.</translation>
    </message>
    <message>
        <source>{problem}. Solo results are not recorded until it can be read; the file is left as it is.</source>
        <translation>{problem}. Solo-Ergebnisse werden nicht festgehalten, bis sie gelesen werden kann; die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>This result is not recorded: {reason}.</source>
        <translation>Dieses Ergebnis wird nicht festgehalten: {reason}.</translation>
    </message>
    <message>
        <source>The result could not be recorded: {reason}</source>
        <translation>Das Ergebnis konnte nicht festgehalten werden: {reason}</translation>
    </message>
    <message>
        <source>The damaged records file was kept as {file}.</source>
        <translation>Die beschädigte Rekorddatei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>This game&apos;s dice or draws are not the ones its seed gives (it was loaded from an edited save), so it is shown among your recent games but not counted as a record.</source>
        <translation>Die Würfe oder Ziehungen dieses Spiels sind nicht die, die sein Startwert ergibt (es wurde aus einem bearbeiteten Spielstand geladen). Es erscheint daher unter deinen letzten Spielen, zählt aber nicht als Rekord.</translation>
    </message>
    <message>
        <source>Your best with hints ({setting}): {result}. Games played with hints are kept apart from your records.</source>
        <translation>Dein bestes Ergebnis mit Tipps ({setting}): {result}. Mit Tipps gespielte Partien werden getrennt von deinen Bestleistungen geführt.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} Punkte</translation>
    </message>
    <message>
        <source>Your best score so far ({setting}): {result}, though still a loss.</source>
        <translation>Dein bisher bestes Ergebnis ({setting}): {result}, aber trotzdem verloren.</translation>
    </message>
    <message>
        <source>{score} to {rival}&apos;s {rival_score} ({margin})</source>
        <translation>{score} zu {rival_score} gegen {rival} ({margin})</translation>
    </message>
    <message>
        <source>New solo record ({setting}): {result}!</source>
        <translation>Neuer Solo-Rekord ({setting}): {result}!</translation>
    </message>
    <message>
        <source>New solo record ({setting}): {n} points!</source>
        <translation>Neuer Solo-Rekord ({setting}): {n} Punkte!</translation>
    </message>
    <message>
        <source>Your record ({setting}) stays at {result}.</source>
        <translation>Dein Rekord ({setting}) bleibt {result}.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — {game}</source>
        <extracomment>The viewer choice &quot;whoever just moved&quot; (games without secrets only).</extracomment>
        <translation>Wiederholung – {game}</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source>Whose view of the table to show (V: the next)</source>
        <translation>Aus wessen Sicht der Tisch gezeigt wird (V: die nächste)</translation>
    </message>
    <message>
        <source>The player who just moved</source>
        <translation>Wer gerade gezogen hat</translation>
    </message>
    <message>
        <source>Seen by {name}</source>
        <translation>Aus Sicht von {name}</translation>
    </message>
    <message>
        <source>An onlooker's view (nobody's secrets)</source>
        <translation>Sicht eines Zuschauers (niemandes Geheimnisse)</translation>
    </message>
    <message>
        <source>Analysis needs a player's own view: it would tell their secrets</source>
        <translation>Die Analyse braucht die Sicht eines Spielers: Sie würde sonst seine Geheimnisse verraten</translation>
    </message>
    <message>
        <source>Everything (the game is over)</source>
        <translation>Alles (das Spiel ist vorbei)</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Punkte bisher</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Let the strongest computer player judge every decision of the players (A; then N shows each costly move in turn)</source>
        <translation>Den stärksten Computerspieler jede Entscheidung der Spieler beurteilen lassen (A; danach zeigt N jeden teuren Zug der Reihe nach)</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v von %m Entscheidungen</translation>
    </message>
    <message>
        <source>Finds the moves that cost the most against the best computer player&apos;s choice.</source>
        <translation>Findet die Züge, die gegenüber der Wahl des besten Computerspielers am meisten gekostet haben.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <source>Back to the start of the round (Page Up)</source>
        <translation>Zurück zum Anfang der Runde (Bild auf)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (Rechts)</translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <source>On to the next round (Page Down)</source>
        <translation>Weiter zur nächsten Runde (Bild ab)</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>The start of the game. Step forward with → or the buttons below.</source>
        <translation>Der Anfang des Spiels. Geh mit → oder den Schaltflächen unten weiter.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>(automaton)</source>
        <translation>(Automat)</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>If the game ended now</source>
        <translation>Wenn das Spiel jetzt endete</translation>
    </message>
    <message>
        <source>Judging {n} decisions with the computer player “{level}”…</source>
        <translation>{n} Entscheidungen werden mit dem Computerspieler „{level}“ beurteilt …</translation>
    </message>
    <message>
        <source>Move {n} · {name}: {loss} lost</source>
        <translation>Zug {n} · {name}: {loss} verloren</translation>
    </message>
    <message>
        <source>Played: {played}
Better: {better}</source>
        <translation>Gespielt: {played}
Besser: {better}</translation>
    </message>
    <message>
        <source>{n} decisions judged by the computer player “{level}”. The costliest are listed (and tinted in the log): choose one to see the better move on the board.</source>
        <translation>{n} Entscheidungen vom Computerspieler „{level}“ beurteilt. Die teuersten stehen in der Liste (und sind im Protokoll eingefärbt): Wähle eine, um den besseren Zug auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <source>{n} decisions judged: the computer player agreed with every one.</source>
        <translation>{n} Entscheidungen beurteilt: Der Computerspieler war mit jeder einverstanden.</translation>
    </message>
    <message>
        <source>Before move {n}: {played}. Better: {better} ({loss} more).</source>
        <translation>Vor Zug {n}: {played}. Besser: {better} ({loss} mehr).</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Besserer Zug</translation>
    </message>
    <message>
        <source>random player</source>
        <translation>Zufallsspieler</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Using parkpack

**Starting.** Pick a game in the launcher and press *New game*. Choose how many
play, each player&apos;s name and colour, and whether a person or the computer sits
in each seat. *Resume* continues the game you were playing last; it is saved
after every move.

**Playing.** The line above the board says whose turn it is and what they must
do. Pieces and places you can use are highlighted; click them (or use the keys
the game lists) to make your move. If a click cannot be played, the reason
appears under that line. **Esc** drops a half-made move. The side panel shows
every player&apos;s progress; in A Walk in the Park a click on a player&apos;s card
shows their sheet.

**Ending your turn.** When your move hands play on (to the die, a tile flip,
a computer player or the next person), parkpack waits with an *End turn*
button: press **Enter** (or the button) to go on, or **Ctrl+Z** to take the
move back. Nothing is rolled and nobody moves before you end the turn. In
Parkies the wait comes only where a second look helps (after you build a
tile, after choosing which size to flip, and before the next round&apos;s tiles
are flipped); bids, Parkie Pool takes, moves and picks go straight on. You
can switch the step off in Settings.

**Computer players and the dice.** Computer players move on their own, with a
short pause so you can follow them. Dice are rolled and tiles flipped for you,
and every result is written in the game log.

**Undo.** **Ctrl+Z** takes back your move and **Ctrl+Shift+Z** plays it again.
Undo stops at anything that showed something new, such as a die roll or a
tile flip, and when the turn has passed to another person. When there is
nothing to undo, Ctrl+Z says why under the status line.

**A closer look.** On a small screen, **Ctrl++** (or Ctrl and the mouse wheel)
enlarges the board and **Ctrl+-** makes it smaller; drag with the middle mouse
button or scroll to move it, and **Ctrl+0** shows the whole board again. The
View menu has all three.

**Sharing one computer.** In a game where players hold something secret, the
window covers itself and asks you to pass the computer to the next player
before showing their turn. (A Walk in the Park and Parkies are played in the
open, so they never ask.)

**Saving.** **Ctrl+S** saves, **Ctrl+O** opens a saved game. Saves are small
text files ending in `.parkpack.json`. The game you open becomes the one
*Resume* offers.
</source>
        <translation># So funktioniert parkpack

**Beginnen.** Wähle auf der Startseite ein Spiel und drück *Neues Spiel*. Lege fest, wie viele
mitspielen, Name und Farbe jedes Spielers und ob auf jedem Platz ein Mensch oder der
Computer sitzt. *Fortsetzen* setzt das zuletzt gespielte Spiel fort; es wird nach
jedem Zug gespeichert.

**Spielen.** Die Zeile über dem Brett sagt, wer am Zug ist und was zu tun ist.
Teile und Stellen, die du nutzen kannst, sind hervorgehoben; klick sie an (oder
nutze die Tasten, die das Spiel nennt), um deinen Zug zu machen. Lässt sich ein
Klick nicht spielen, steht der Grund unter dieser Zeile. **Esc** verwirft einen
halb gemachten Zug. Die Seitenleiste zeigt den Stand aller Spieler; in
A Walk in the Park zeigt ein Klick auf die Karte eines Spielers dessen Blatt.

**Den Zug beenden.** Wenn dein Zug das Spiel weitergibt (an den Würfel, ein
aufgedecktes Plättchen, einen Computerspieler oder den nächsten Spieler), wartet
parkpack mit der Schaltfläche *Zug beenden*: Drück **Enter** (oder die
Schaltfläche), um weiterzuspielen, oder **Strg+Z**, um den Zug zurückzunehmen.
Bevor du den Zug beendest, wird nicht gewürfelt und niemand zieht. In Parkies
wird nur dort gewartet, wo ein zweiter Blick hilft (nachdem du ein Plättchen
gebaut hast, nachdem du die Größe zum Aufdecken gewählt hast und bevor die
Plättchen der nächsten Runde aufgedeckt werden); Gebote, Züge am Parkie-Pool,
Bewegungen und Auswahlen gehen sofort weiter. In den Einstellungen kannst du
diesen Schritt abschalten.

**Computerspieler und Würfel.** Computerspieler ziehen von selbst, mit einer
kurzen Pause, damit du folgen kannst. Es wird für dich gewürfelt und es werden
Plättchen aufgedeckt, und jedes Ergebnis steht im Spielprotokoll.

**Rückgängig.** **Strg+Z** nimmt deinen Zug zurück, **Strg+Umschalt+Z** spielt ihn
erneut. Rückgängig hält bei allem an, das etwas Neues gezeigt hat, etwa einem
Wurf oder einem aufgedeckten Plättchen, und wenn der Zug an einen anderen Spieler
gegangen ist. Gibt es nichts zurückzunehmen, sagt Strg+Z unter der Statuszeile,
warum.

**Genauer hinsehen.** Auf einem kleinen Bildschirm vergrößert **Strg++** (oder
Strg und das Mausrad) das Brett, **Strg+-** verkleinert es wieder; mit der
mittleren Maustaste ziehen oder scrollen verschiebt es, und **Strg+0** zeigt
wieder das ganze Brett. Alle drei stehen im Menü Ansicht.

**Einen Computer teilen.** In einem Spiel, in dem die Spieler etwas geheim
halten, verdeckt sich das Fenster und bittet dich, den Computer an den nächsten
Spieler weiterzugeben, bevor deren Zug gezeigt wird. (A Walk in the Park und
Parkies werden offen gespielt, dort wird nie gefragt.)

**Speichern.** **Strg+S** speichert, **Strg+O** öffnet ein gespeichertes Spiel.
Spielstände sind kleine Textdateien mit der Endung `.parkpack.json`. Das Spiel,
das du öffnest, wird zu dem, das *Fortsetzen* anbietet.
</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Regeln – {game}</translation>
    </message>
    <message>
        <source>Using parkpack</source>
        <translation>So funktioniert parkpack</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>{name} scored {n} points.</source>
        <translation>{name} hat {n} Punkte erzielt.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Niemand gewinnt.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory.</source>
        <translation>{names} und {last} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Same players and options, new dice and draws</source>
        <translation>Dieselben Spieler und Optionen, neue Würfe und Ziehungen</translation>
    </message>
    <message>
        <source>Back to launcher</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Step through the game again, move by move</source>
        <translation>Das Spiel noch einmal Zug für Zug durchgehen</translation>
    </message>
    <message>
        <source>{name} (automaton)</source>
        <translation>{name} (Automat)</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>How you scored</source>
        <translation>So hast du gepunktet</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Sieg: {names}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Total: &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>Summe: &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <translation>Lernspiel neu beginnen</translation>
    </message>
    <message>
        <source>Back to launcher</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off (instant)</source>
        <extracomment>animation speed id -&gt; (label, board animation ms, computer/chance pause ms)</extracomment>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({reason}); settings are not kept.</source>
        <translation>Die Einstellungsdatei {path} kann nicht gelesen werden ({reason}); Einstellungen werden nicht behalten.</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({reason}) nor moved aside ({error}); settings are not kept.</source>
        <translation>Die Einstellungsdatei {path} kann weder gelesen ({reason}) noch beiseitegelegt werden ({error}); Einstellungen werden nicht behalten.</translation>
    </message>
    <message>
        <source>The settings file could not be read ({reason}); it was kept as {file} and settings start afresh.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden ({reason}); sie wurde als {file} aufbewahrt, und die Einstellungen beginnen neu.</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>sie ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>sie ist keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>The settings file {path} is not a regular file, so it is not opened; settings are not kept.</source>
        <translation>Die Einstellungsdatei {path} ist keine normale Datei und wird daher nicht geöffnet; Einstellungen werden nicht behalten.</translation>
    </message>
    <message>
        <source>¼ second</source>
        <extracomment>The expert&apos;s thinking time per move (ms): the choices offered, and the default.</extracomment>
        <translation>¼ Sekunde</translation>
    </message>
    <message>
        <source>½ second</source>
        <translation>½ Sekunde</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 Sekunde</translation>
    </message>
    <message>
        <source>2 seconds</source>
        <translation>2 Sekunden</translation>
    </message>
    <message>
        <source>3 seconds</source>
        <translation>3 Sekunden</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} Sekunden</translation>
    </message>
    <message>
        <source>How long the expert computer player thinks before each move, and how long a hint takes</source>
        <translation>Wie lange der Experten-Computerspieler vor jedem Zug nachdenkt und wie lange ein Tipp dauert</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>How fast pieces move, and how long computer moves and dice stay on screen</source>
        <translation>Wie schnell sich Teile bewegen und wie lange Computerzüge und Würfel zu sehen sind</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Expert thinking time:</source>
        <translation>Bedenkzeit des Experten:</translation>
    </message>
    <message>
        <source>Confirm the end of each turn</source>
        <translation>Das Ende jedes Zugs bestätigen</translation>
    </message>
    <message>
        <source>Your move stays open, and can be undone, until you press End turn (Enter); without it, play goes straight on and undo ends with the next roll or player</source>
        <translation>Dein Zug bleibt offen und kann zurückgenommen werden, bis du Zug beenden (Enter) drückst; ohne diese Einstellung geht es sofort weiter, und Rückgängig endet mit dem nächsten Wurf oder dem nächsten Spieler</translation>
    </message>
    <message>
        <source>Colour-blind-safe palette</source>
        <translation>Farbenblind-freundliche Farben</translation>
    </message>
    <message>
        <source>Player colours always come with a letter or shape as well.</source>
        <translation>Spielerfarben kommen immer auch mit einem Buchstaben oder einer Form.</translation>
    </message>
    <message>
        <source>Explain each kind of decision the first time it comes up</source>
        <translation>Jede Art von Entscheidung beim ersten Mal erklären</translation>
    </message>
    <message>
        <source>Show those explanations again</source>
        <translation>Diese Erklärungen wieder zeigen</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of parkpack.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von parkpack.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <extracomment>Line colours of the plot, told apart in the colour-blind palette too.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Count games played with hints</source>
        <translation>Partien mit Tipps mitzählen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{game}: 1 finished game</source>
        <translation>{game}: 1 beendete Partie</translation>
    </message>
    <message>
        <source>{game}: {n} finished games</source>
        <translation>{game}: {n} beendete Partien</translation>
    </message>
    <message>
        <source>{n} of them played with hints.</source>
        <translation>Davon {n} mit Tipps gespielt.</translation>
    </message>
    <message>
        <source>{n} played with hints not counted.</source>
        <translation>{n} mit Tipps gespielte nicht mitgezählt.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; a copy was kept as {file}.</source>
        <translation>Die Statistikdatei war beschädigt; eine Kopie wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>The statistics file is from a newer parkpack or cannot be read: new games are not counted.</source>
        <translation>Die Statistikdatei stammt von einem neueren parkpack oder kann nicht gelesen werden: Neue Spiele werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Drawing the chart…</source>
        <translation>Das Diagramm wird gezeichnet …</translation>
    </message>
    <message>
        <source>The chart cannot be drawn: {reason}</source>
        <translation>Das Diagramm kann nicht gezeichnet werden: {reason}</translation>
    </message>
    <message>
        <source>No finished game of {game} yet. Games you finish are counted here; abandoned ones are not.</source>
        <translation>Noch keine beendete Partie {game}. Spiele, die du beendest, werden hier gezählt, abgebrochene nicht.</translation>
    </message>
    <message>
        <source>Every finished game of {game} was played with hints, and those are not counted now.</source>
        <translation>Jede beendete Partie {game} wurde mit Tipps gespielt, und diese werden gerade nicht mitgezählt.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spielt als</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punkte im Verlauf</translation>
    </message>
    <message>
        <source>Game (in the order played)</source>
        <translation>Partie (in der Reihenfolge des Spielens)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No solo game yet.</source>
        <translation>Noch keine Solo-Partie.</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>With hints</source>
        <translation>Mit Tipps</translation>
    </message>
    <message>
        <source>No game against a computer player yet.</source>
        <translation>Noch keine Partie gegen einen Computerspieler.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ihr gewonnen</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Ihr verloren</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>“You” are the people at the table: a game counts as won against a level when one of you finished ahead of every computer player of that level.</source>
        <translation>„Ihr“ sind die Menschen am Tisch: Eine Partie zählt als gegen eine Stufe gewonnen, wenn jemand von euch vor jedem Computerspieler dieser Stufe lag.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Choose a game and watch it again, move by move.</source>
        <translation>Wähle eine Partie und sieh sie dir noch einmal Zug für Zug an.</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
</context>
<context>
    <name>SteamDonkeyBoard</name>
    <message>
        <source>That move is not offered now.</source>
        <translation>Dieser Zug ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Warte: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>Wait: the next card is being turned up.</source>
        <translation>Warte: Die nächste Karte wird aufgedeckt.</translation>
    </message>
    <message>
        <source>Not now: {prompt}.</source>
        <translation>Jetzt nicht: {prompt}.</translation>
    </message>
    <message>
        <source>The Funicular Railway: click the transport space of the colour it is to stand in.</source>
        <translation>Standseilbahn: Klick auf das Verkehrsmittel-Feld der Farbe, in der sie stehen soll.</translation>
    </message>
    <message>
        <source>Choose the turn&apos;s action first: a Build button to build from your hand.</source>
        <translation>Wähle zuerst die Aktion dieses Zugs: eine Bauen-Schaltfläche, um aus deiner Hand zu bauen.</translation>
    </message>
    <message>
        <source>Pick the visitor first: click one on the platform or the deck&apos;s top.</source>
        <translation>Wähle zuerst den Besucher: Klick auf einen auf dem Bahnsteig oder oben auf dem Nachziehstapel.</translation>
    </message>
    <message>
        <source>Several cards can be built here: click the one you want in your hand.</source>
        <translation>Hier lassen sich mehrere Karten errichten: Klick in deiner Hand auf die gewünschte.</translation>
    </message>
    <message>
        <source>Nothing in your hand can be built on {space} now.</source>
        <translation>Aus deiner Hand lässt sich jetzt nichts auf {space} errichten.</translation>
    </message>
    <message>
        <source>Choose the turn&apos;s action first: a Move button to move visitors of a colour.</source>
        <translation>Wähle zuerst die Aktion dieses Zugs: eine Bewegen-Schaltfläche, um Besucher einer Farbe zu bewegen.</translation>
    </message>
    <message>
        <source>Picked {visitor}: now click an attraction lit up for it, or your transport (or hand) for a ride. Esc drops it.</source>
        <translation>Du hast {visitor} gewählt: Klick jetzt auf eine dafür hervorgehobene Attraktion oder für eine Fahrt auf dein Verkehrsmittel (oder deine Hand). Esc lässt ihn los.</translation>
    </message>
    <message>
        <source>Picked {visitor}: now click an attraction lit up for it. Esc drops it.</source>
        <translation>Du hast {visitor} gewählt: Klick jetzt auf eine dafür hervorgehobene Attraktion. Esc lässt ihn los.</translation>
    </message>
    <message>
        <source>{visitor} on the deck&apos;s top</source>
        <translation>{visitor} oben auf dem Nachziehstapel</translation>
    </message>
    <message>
        <source>the deck&apos;s top visitor</source>
        <translation>den obersten Besucher des Nachziehstapels</translation>
    </message>
    <message>
        <source>Choose the second colour with one of the character&apos;s buttons.</source>
        <translation>Wähle die zweite Farbe mit einer der Schaltflächen der Figur.</translation>
    </message>
    <message>
        <source>A card showing {visitor} on its back.</source>
        <translation>Eine Karte, auf deren Rückseite du {visitor} siehst.</translation>
    </message>
    <message>
        <source>{card} Its back: {visitor}.</source>
        <translation>{card} Auf der Rückseite siehst du {visitor}.</translation>
    </message>
    <message>
        <source>The top discard, face up: {card}</source>
        <translation>Die oberste Ablagekarte, offen: {card}</translation>
    </message>
    <message>
        <source>The deck ({n} unseen cards); its top card shows {visitor}.</source>
        <translation>Der Nachziehstapel ({n} verdeckte Karten); seine oberste Karte zeigt {visitor}.</translation>
    </message>
    <message>
        <source>The deck: {n} unseen cards.</source>
        <translation>Der Nachziehstapel: {n} verdeckte Karten.</translation>
    </message>
    <message>
        <source>On the platform: {visitor}.</source>
        <translation>Auf dem Bahnsteig siehst du {visitor}.</translation>
    </message>
    <message>
        <source>Staying on the {card}: {visitor}.</source>
        <translation>Auf der Karte „{card}“ siehst du {visitor}.</translation>
    </message>
    <message>
        <source>{resort} Click to play it.</source>
        <translation>{resort} Klick, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>{name}: {n} cards in hand (backs shown), {guests} visitors in the resort.</source>
        <translation>{name}: {n} Karten auf der Hand (Rückseiten sichtbar), {guests} Besucher im Seebad.</translation>
    </message>
    <message>
        <source>{name}&apos;s {area} {icon}</source>
        <translation>Feld {area}/{icon} von {name}</translation>
    </message>
    <message>
        <source>{space}: empty.</source>
        <translation>{space}: leer.</translation>
    </message>
    <message>
        <source>Covered: {cards}.</source>
        <translation>Überbaut: {cards}.</translation>
    </message>
    <message>
        <source>1 visitor on it.</source>
        <translation>1 Besucher darauf.</translation>
    </message>
    <message>
        <source>{n} visitors on it.</source>
        <translation>{n} Besucher darauf.</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <source>+1 to hand</source>
        <translation>+1 zur Hand</translation>
    </message>
    <message>
        <source>{n} to pay</source>
        <translation>noch {n}</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Bahnsteig</translation>
    </message>
    <message>
        <source>{n} spaces to complete</source>
        <translation>Fertig bei {n}&#xa0;Feldern</translation>
    </message>
    <message>
        <source>Complete: {filled} spaces filled</source>
        <translation>Fertig: {filled}&#xa0;Felder belegt</translation>
    </message>
    <message>
        <source>{filled} of {n} spaces filled</source>
        <translation>{filled} von {n}&#xa0;Feldern belegt</translation>
    </message>
    <message>
        <source>twisted: used</source>
        <extracomment>where a poster&apos;s bonus lines begin</extracomment>
        <translation>gedreht: benutzt</translation>
    </message>
    <message>
        <source>ready to use</source>
        <translation>einsatzbereit</translation>
    </message>
    <message>
        <source>{resort} complete</source>
        <translation>{resort} fertig</translation>
    </message>
    <message>
        <source>{resort} {filled}/{n}</source>
        <translation>{resort} {filled}/{n}</translation>
    </message>
    <message>
        <source>Poster {poster}</source>
        <translation>Plakat {poster}</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>used</source>
        <translation>benutzt</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>{kickon} · {character} ({state})</source>
        <translation>{kickon} · {character} ({state})</translation>
    </message>
    <message>
        <source>The station</source>
        <translation>Die Station</translation>
    </message>
    <message>
        <source>Discard {n}</source>
        <translation>Ablage {n}</translation>
    </message>
    <message>
        <source>Deck {n}</source>
        <translation>Stapel {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand (hidden): {n} of {limit} cards</source>
        <translation>Hand von {name} (verdeckt): {n} von {limit} Karten</translation>
    </message>
    <message>
        <source>Your hand: {n} of {limit} cards</source>
        <translation>Deine Hand: {n} von {limit} Karten</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>Park, Town, Beach: green, red, yellow (and the colour-blind-safe ones). The smallest text the board draws, in scene pixels (about 11 px on screen at 1024x700).</extracomment>
        <translation>gratis</translation>
    </message>
    <message>
        <source>Amusement</source>
        <comment>column heading</comment>
        <translation>Vergnügung</translation>
    </message>
    <message>
        <source>Lodging</source>
        <comment>column heading</comment>
        <translation>Unterkunft</translation>
    </message>
    <message>
        <source>Monument</source>
        <comment>column heading</comment>
        <translation>Denkmal</translation>
    </message>
    <message>
        <source>Transport</source>
        <comment>column heading</comment>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>one amusement may pay towards any attraction</source>
        <translation>eine Vergnügung darf für jede Attraktion mitbezahlen</translation>
    </message>
    <message>
        <source>twelve cards to begin with</source>
        <translation>zwölf Karten zu Beginn</translation>
    </message>
    <message>
        <source>a hand limit of fifteen</source>
        <translation>ein Handlimit von fünfzehn</translation>
    </message>
    <message>
        <source>three extra visitors before moving visitors</source>
        <translation>drei zusätzliche Besucher, bevor Besucher bewegt werden</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>nimm die oberste Ablagekarte</translation>
    </message>
    <message>
        <source>build a second colour</source>
        <translation>bau in einer zweiten Farbe</translation>
    </message>
    <message>
        <source>one card fewer for each attraction</source>
        <translation>eine Karte weniger für jede Attraktion</translation>
    </message>
    <message>
        <source>move visitors of a second colour</source>
        <translation>hol Besucher einer zweiten Farbe</translation>
    </message>
    <message>
        <source>{area} ({colour})</source>
        <translation>{area} ({colour})</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Build {area}</source>
        <translation>Bauen: {area}</translation>
    </message>
    <message>
        <source>Move {area}</source>
        <translation>Bewegen: {area}</translation>
    </message>
    <message>
        <source>Visitors to hand</source>
        <translation>Besucher auf die Hand</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Ablage nehmen</translation>
    </message>
    <message>
        <source>Stop building</source>
        <translation>Bauen beenden</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Bewegen beenden</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Funicular: {area}</source>
        <translation>Standseilbahn: {area}</translation>
    </message>
    <message>
        <source>Admiral: {area}</source>
        <translation>Admiral: {area}</translation>
    </message>
    <message>
        <source>Ice-cream: {area}</source>
        <translation>Eiscreme: {area}</translation>
    </message>
    <message>
        <source>Swap: {character}</source>
        <translation>Tauschen: {character}</translation>
    </message>
    <message>
        <source>{back} from the top of the deck</source>
        <translation>{back} oben vom Nachziehstapel</translation>
    </message>
    <message>
        <source>{back} from the platform</source>
        <translation>{back} vom Bahnsteig</translation>
    </message>
    <message>
        <source>your {area} {icon}</source>
        <translation>dein Feld {area}/{icon}</translation>
    </message>
    <message>
        <source>1 {icon} card</source>
        <translation>1 Karte mit {icon}</translation>
    </message>
    <message>
        <source>{n} {icon} cards</source>
        <translation>{n} Karten mit {icon}</translation>
    </message>
    <message>
        <source>Build attractions of the {area} colour this turn.</source>
        <translation>Baue in diesem Zug Attraktionen im Bereich {area}.</translation>
    </message>
    <message>
        <source>Move visitors with {colour} (or all-colour) suitcases from the station to your resort.</source>
        <translation>Hol Besucher mit Koffern der Farbe {colour} (oder Sonderbesucher) von der Station in dein Seebad.</translation>
    </message>
    <message>
        <source>Add every visitor in your resort to your hand.</source>
        <translation>Nimm alle Besucher aus deinem Seebad auf die Hand.</translation>
    </message>
    <message>
        <source>Take the top discard ({card}) into your hand.</source>
        <translation>Nimm die oberste Ablagekarte („{card}“) auf die Hand.</translation>
    </message>
    <message>
        <source>Take the top discard.</source>
        <translation>Nimm die oberste Ablagekarte.</translation>
    </message>
    <message>
        <source>Stop building.</source>
        <translation>Hör auf zu bauen.</translation>
    </message>
    <message>
        <source>Stop moving visitors.</source>
        <translation>Hör auf, Besucher zu bewegen.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Build the {card} as the {area} transport.</source>
        <translation>Errichte die Karte „{card}“ als Verkehrsmittel im Bereich {area}.</translation>
    </message>
    <message>
        <source>Build the {card} ({cost}) on {space}.</source>
        <translation>Errichte die Karte „{card}“ ({cost}) auf {space}.</translation>
    </message>
    <message>
        <source>Pay with the {card} ({icon}).</source>
        <translation>Gib die Karte „{card}“ ({icon}) zum Bezahlen ab.</translation>
    </message>
    <message>
        <source>Move {visitor} to {space}.</source>
        <translation>Setz {visitor} auf {space}.</translation>
    </message>
    <message>
        <source>A transport takes {visitor} straight to your hand.</source>
        <translation>Ein Verkehrsmittel bringt {visitor} direkt auf deine Hand.</translation>
    </message>
    <message>
        <source>Send {visitor} back to the platform.</source>
        <translation>Schick {visitor} zurück auf den Bahnsteig.</translation>
    </message>
    <message>
        <source>{name}: three more visitors come to the platform first.</source>
        <translation>{name}: Zuerst kommen drei weitere Besucher auf den Bahnsteig.</translation>
    </message>
    <message>
        <source>{name}: build {area} attractions too.</source>
        <translation>{name}: Baue auch Attraktionen im Bereich {area}.</translation>
    </message>
    <message>
        <source>{name}: move visitors with {colour} suitcases too.</source>
        <translation>{name}: Hol auch Besucher mit Koffern der Farbe {colour}.</translation>
    </message>
    <message>
        <source>{name}: each attraction this action costs one card fewer.</source>
        <translation>{name}: Jede Attraktion kostet bei dieser Aktion eine Karte weniger.</translation>
    </message>
    <message>
        <source>{name}: take the top discard into your hand.</source>
        <translation>{name}: Nimm die oberste Ablagekarte auf die Hand.</translation>
    </message>
    <message>
        <source>Swap your character for {name}&apos;s {character} and use it at once.</source>
        <translation>Tausche deine Figur gegen {character} von {name} und setz sie sofort ein.</translation>
    </message>
    <message>
        <source>{kickon}: {effect}; its character is the {character} ({use}).</source>
        <translation>Vorteil {kickon}: {effect}; die Figur auf der Rückseite: {character} ({use}).</translation>
    </message>
    <message>
        <source>{resort}: {n} spaces to complete; {bonuses}.</source>
        <translation>{resort}: {n}&#xa0;Felder bis zur Vollendung; {bonuses}.</translation>
    </message>
    <message>
        <source>any colour</source>
        <translation>beliebige Farbe</translation>
    </message>
    <message>
        <source>takes a visitor to the hand</source>
        <translation>bringt einen Besucher auf die Hand</translation>
    </message>
    <message>
        <source>holds 1 visitor</source>
        <translation>bietet 1 Besucher Platz</translation>
    </message>
    <message>
        <source>holds {n} visitors</source>
        <translation>bietet {n} Besuchern Platz</translation>
    </message>
    <message>
        <source>{card}: {colour} {icon}, costs {cost}, {holds}, {points} points.</source>
        <translation>„{card}“: {icon}, {colour}, kostet {cost}, {holds}, {points} SP.</translation>
    </message>
    <message>
        <source>twisted (used; untwisted at the start of its owner&apos;s turn)</source>
        <translation>gedreht (benutzt; wird zu Beginn des nächsten Zugs ihres Besitzers zurückgedreht)</translation>
    </message>
    <message>
        <source>{character}: {use}; {state}.</source>
        <translation>{character}: {use}; {state}.</translation>
    </message>
</context>
<context>
    <name>Tenpenny</name>
    <message>
        <source>That move is not offered now.</source>
        <translation>Dieser Zug ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>No cards left</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} SP</translation>
    </message>
    <message>
        <source> · ${income} income</source>
        <translation> · {income}&#xa0;$ mtl.</translation>
    </message>
    <message>
        <source>Month</source>
        <extracomment>Screen angle (degrees, clockwise from the right) of each Builder location.</extracomment>
        <translation>Monat</translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation>von {n}</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Zusatz-</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>arbeiter</translation>
    </message>
    <message>
        <source>Land {n}</source>
        <translation>Land {n}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Concessions face up · {pile} face down</source>
        <translation>Stände offen · {pile} verdeckt</translation>
    </message>
    <message>
        <source>None left this month</source>
        <translation>Diesen Monat keine mehr</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Wait: Becky is playing her turn.</source>
        <translation>Warte: Becky spielt ihren Zug.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Warte: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>Wait: the next pieces are being turned up.</source>
        <translation>Warte: Die nächsten Teile werden aufgedeckt.</translation>
    </message>
    <message>
        <source>+$2 faces the {type} Builder already: the ring must move.</source>
        <translation>+2&#xa0;$ zeigt schon auf den Baumeister „{type}“: Der Ring muss sich drehen.</translation>
    </message>
    <message>
        <source>Only a tree can be removed: click one of the trees on your property, or Stop.</source>
        <translation>Nur ein Baum kann entfernt werden: Klick auf einen der Bäume auf deinem Grundstück oder auf Stopp.</translation>
    </message>
    <message>
        <source>Click one of the three goals dealt to you.</source>
        <translation>Klick auf eine der drei Zielkarten, die du bekommen hast.</translation>
    </message>
    <message>
        <source>Click the Builder card +$2 should face, or a Turn button.</source>
        <translation>Klick auf die Baumeister-Karte, auf die +2&#xa0;$ zeigen soll, oder auf eine Dreh-Schaltfläche.</translation>
    </message>
    <message>
        <source>{name}&apos;s property, view only: click it (or press Esc) to see yours again.</source>
        <translation>Grundstück von {name}, nur ansehen: Klick darauf (oder drück Esc), um wieder deins zu sehen.</translation>
    </message>
    <message>
        <source>Board {tile}: left shows side {left}, right shows side {right}.</source>
        <translation>Platte {tile}: links zeigt Seite {left}, rechts zeigt Seite {right}.</translation>
    </message>
    <message>
        <source>Expansion stack {stack} is empty.</source>
        <translation>Erweiterungsstapel {stack} ist leer.</translation>
    </message>
    <message>
        <source>Expansion stack {stack}: its top board is being turned face up.</source>
        <translation>Erweiterungsstapel {stack}: Seine oberste Platte wird gerade aufgedeckt.</translation>
    </message>
    <message>
        <source>Expansion stack {stack}: 1 board; face {face} shows on top, the face under it is hidden until the board is taken.</source>
        <translation>Erweiterungsstapel {stack}: 1 Platte; oben liegt Seite {face}, die Seite darunter bleibt verborgen, bis die Platte genommen wird.</translation>
    </message>
    <message>
        <source>Expansion stack {stack}: {count} boards; face {face} shows on top, the face under it is hidden until the board is taken.</source>
        <translation>Erweiterungsstapel {stack}: {count} Platten; oben liegt Seite {face}, die Seite darunter bleibt verborgen, bis die Platte genommen wird.</translation>
    </message>
    <message>
        <source>{emotion} track, leader first (space numbers): {names}. Space 9 or farther scores 5 VP.</source>
        <translation>Leiste {emotion}, Führende zuerst (Feldnummern): {names}. Ab Feld 9 gibt es 5 SP.</translation>
    </message>
    <message>
        <source>{name}: {vp} VP at the end, income ${income} a month, advertising ${ad_cost} for {ad_vp} VP (once a month).</source>
        <translation>{name}: {vp} SP am Ende, Einkommen {income}&#xa0;$ im Monat, Werbung {ad_cost}&#xa0;$ für {ad_vp} SP (einmal im Monat).</translation>
    </message>
    <message>
        <source>A secret goal, shown at the end.</source>
        <translation>Eine geheime Zielkarte, am Ende aufgedeckt.</translation>
    </message>
    <message>
        <source> Click to put it back and keep the other two.</source>
        <translation> Klick, um es zurückzulegen und die anderen beiden zu behalten.</translation>
    </message>
    <message>
        <source>{name}: {text} (3 VP at the end if met).{back}</source>
        <translation>{name}: {text} (3 SP am Ende, wenn erfüllt).{back}</translation>
    </message>
    <message>
        <source>The carousel ring: each Builder card costs its price plus the modifier facing it.</source>
        <translation>Der Karussellring: Jede Baumeister-Karte kostet ihren Preis plus den Wert, der auf sie zeigt.</translation>
    </message>
    <message>
        <source>The extra action worker: the Thrill leader may take it for next month.</source>
        <translation>Der zusätzliche Arbeiter: Wer bei Nervenkitzel führt, darf ihn für den nächsten Monat nehmen.</translation>
    </message>
    <message>
        <source>{name} holds the extra worker: four workers next month.</source>
        <translation>{name} hat den zusätzlichen Arbeiter: nächsten Monat vier Arbeiter.</translation>
    </message>
    <message>
        <source>Month {month} of 5.</source>
        <translation>Monat {month} von 5.</translation>
    </message>
    <message>
        <source>{name}&apos;s property: click to see it large.</source>
        <translation>Grundstück von {name}: Klick, um es groß zu sehen.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>back, {back_name}</source>
        <translation>Rückseite, {back_name}</translation>
    </message>
    <message>
        <source>Property board {board_id} ({name}): {n} trees; icons: {icons}.</source>
        <translation>Grundstück {board_id} ({name}): {n} Bäume; Symbole: {icons}.</translation>
    </message>
    <message>
        <source>row {row}, column {column}</source>
        <translation>Reihe {row}, Spalte {column}</translation>
    </message>
    <message>
        <source>A tree ({where}): the Arborist removes trees.</source>
        <translation>Ein Baum ({where}): Der Baumpfleger entfernt Bäume.</translation>
    </message>
    <message>
        <source>A {icon} icon: a tile placed over it gives it.</source>
        <translation>Ein Symbol „{icon}“: Ein Plättchen darüber bringt es dir ein.</translation>
    </message>
    <message>
        <source>Open ground ({where}).</source>
        <translation>Freies Gelände ({where}).</translation>
    </message>
    <message>
        <source>take $2</source>
        <translation>nimm 2&#xa0;$</translation>
    </message>
    <message>
        <source>up to 2 trees</source>
        <translation>bis 2 Bäume</translation>
    </message>
    <message>
        <source>a concession</source>
        <translation>ein Stand</translation>
    </message>
    <message>
        <source>$3: more land</source>
        <translation>3&#xa0;$: Land</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} führt</translation>
    </message>
    <message>
        <source>Becky goes here</source>
        <translation>Becky geht hierhin</translation>
    </message>
    <message>
        <source>Becky takes it</source>
        <translation>Becky nimmt sie</translation>
    </message>
    <message>
        <source>Becky&apos;s disc moves on</source>
        <translation>Beckys Scheibe rückt vor</translation>
    </message>
    <message>
        <source>Becky draws one</source>
        <translation>Becky zieht einen</translation>
    </message>
    <message>
        <source>+{count} VP</source>
        <translation>+{count} SP</translation>
    </message>
    <message>
        <source>Becky leads: 1 VP</source>
        <translation>Becky führt: 1 SP</translation>
    </message>
    <message>
        <source>advertises</source>
        <translation>wirbt</translation>
    </message>
    <message>
        <source>Becky turns it</source>
        <translation>Becky dreht ihn</translation>
    </message>
    <message>
        <source>tied for Becky</source>
        <translation>Gleichstand für Becky</translation>
    </message>
    <message>
        <source>{name}&apos;s park</source>
        <translation>Park von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s park: view only (Esc returns)</source>
        <translation>Park von {name}: nur ansehen (Esc kehrt zurück)</translation>
    </message>
    <message>
        <source>Attractions: {n} ({total} VP on their cards)</source>
        <translation>Attraktionen: {n} ({total} SP auf ihren Karten)</translation>
    </message>
    <message>
        <source>Attractions</source>
        <translation>Attraktionen</translation>
    </message>
    <message>
        <source>${money} · {workers} to place · {vp} VP</source>
        <translation>{money}&#xa0;$ · {workers} zu setzen · {vp} SP</translation>
    </message>
    <message>
        <source>No property board yet</source>
        <translation>Noch kein Grundstück</translation>
    </message>
    <message>
        <source>Your property board comes here</source>
        <translation>Hier kommt dein Grundstück hin</translation>
    </message>
    <message>
        <source>{id} front</source>
        <translation>{id} Vorderseite</translation>
    </message>
    <message>
        <source>Becky&apos;s attractions: {n}</source>
        <translation>Beckys Attraktionen: {n}</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message>
        <source>no board yet</source>
        <translation>noch leer</translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation>Seite {side}</translation>
    </message>
    <message>
        <source>That spot is not offered now.</source>
        <translation>Diese Stelle ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>Side {side}, turned {degrees}°: {why}.</source>
        <translation>Seite {side}, gedreht um {degrees}°: {why}.</translation>
    </message>
    <message>
        <source>covers {covered_words}</source>
        <translation>bedeckt {covered_words}</translation>
    </message>
    <message>
        <source>covers no icon</source>
        <translation>bedeckt kein Symbol</translation>
    </message>
    <message>
        <source>: you get {gains}</source>
        <translation>: du bekommst {gains}</translation>
    </message>
    <message>
        <source>Side {side}, turned {degrees}°, from row {row}, column {column}, {head}{tail}. Click or Enter to place it here.</source>
        <translation>Seite {side}, gedreht um {degrees}°, ab Reihe {row}, Spalte {column}, {head}{tail}. Klick oder Enter platziert es hier.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>ad ${ad_cost} → {ad_vp} VP</source>
        <translation>{ad_cost}&#xa0;$ → {ad_vp} SP</translation>
    </message>
    <message>
        <source>secret goal</source>
        <translation>geheimes Ziel</translation>
    </message>
    <message>
        <source>goes back to the box</source>
        <translation>kommt zurück in die Schachtel</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>Step back: extra worker next month</source>
        <translation>Zurück: Zusatzarbeiter im nächsten Monat</translation>
    </message>
    <message>
        <source>Step back: take the shovel</source>
        <translation>Zurück: nimm den Schaufelmarker</translation>
    </message>
    <message>
        <source>Step back: take ${cash}</source>
        <translation>Zurück: nimm {cash}&#xa0;$</translation>
    </message>
    <message>
        <source>1 wild step (you choose the track)</source>
        <translation>1 Joker-Schritt (du wählst die Leiste)</translation>
    </message>
    <message>
        <source>{n} wild steps (you choose the track)</source>
        <translation>{n} Joker-Schritte (du wählst die Leiste)</translation>
    </message>
    <message>
        <source>Becky is playing</source>
        <translation>Becky ist am Zug</translation>
    </message>
    <message>
        <source>Keep two of your three goals</source>
        <translation>Behalte zwei deiner drei Zielkarten</translation>
    </message>
    <message>
        <source>Click the one to put back in the box (or Tab, Enter)</source>
        <translation>Klick auf das, das zurückgelegt wird (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Choose your property board and side</source>
        <translation>Wähle dein Grundstück und seine Seite</translation>
    </message>
    <message>
        <source>Click one; all fronts are alike (or Tab, Enter)</source>
        <translation>Klick eine an; alle Vorderseiten sind gleich (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Place a worker</source>
        <translation>Setze einen Arbeiter</translation>
    </message>
    <message>
        <source>Click a glowing Builder card or space (or Tab, Enter)</source>
        <translation>Baumeister-Karte oder Feld anklicken (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Place {tile_name}</source>
        <translation>Platziere {tile_name}</translation>
    </message>
    <message>
        <source>Wheel or R turns, F flips, click or Enter places</source>
        <translation>Mausrad oder R dreht, F wendet, Klick oder Enter platziert</translation>
    </message>
    <message>
        <source>Wild icon: choose a track ({count} to assign)</source>
        <translation>Joker: Wähle eine Leiste ({count} zu vergeben)</translation>
    </message>
    <message>
        <source>Click a track or a button (or Tab, Enter)</source>
        <translation>Klick auf eine Leiste oder eine Schaltfläche (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Arborist: remove a tree</source>
        <translation>Baumpfleger: Entferne einen Baum</translation>
    </message>
    <message>
        <source> (one more)</source>
        <translation> (noch einen)</translation>
    </message>
    <message>
        <source> (up to two)</source>
        <translation> (bis zu zwei)</translation>
    </message>
    <message>
        <source>Click a tree on your property, or Stop</source>
        <translation>Klick auf einen Baum auf deinem Grundstück oder auf Stopp</translation>
    </message>
    <message>
        <source>Contractor: take a face-up concession</source>
        <translation>Baufirma: Nimm einen offenen Stand</translation>
    </message>
    <message>
        <source>Click a glowing concession (or Tab, Enter)</source>
        <translation>Klick auf einen leuchtenden Stand (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Realtor: take the top board of a stack</source>
        <translation>Makler: Nimm die oberste Platte eines Stapels</translation>
    </message>
    <message>
        <source>Click Land 1 or Land 2 (or Tab, Enter)</source>
        <translation>Klick auf Land 1 oder Land 2 (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Attach board {tile} left or right</source>
        <translation>Lege Platte {tile} links oder rechts an</translation>
    </message>
    <message>
        <source>Click a ghost board; right-click or F flips it</source>
        <translation>Klick auf eine Geisterplatte; Rechtsklick oder F wendet sie</translation>
    </message>
    <message>
        <source>You lead {emotion}: choose your bonus</source>
        <translation>Du führst bei {emotion}: Wähle deinen Bonus</translation>
    </message>
    <message>
        <source>Step back for the reward, or take 1 VP</source>
        <translation>Geh für die Belohnung zurück oder nimm 1 SP</translation>
    </message>
    <message>
        <source>Advertise your attractions</source>
        <translation>Wirb für deine Attraktionen</translation>
    </message>
    <message>
        <source>Click glowing attractions, then Done (or Tab, Enter)</source>
        <translation>Klick Attraktionen an, dann Fertig (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Turn the carousel ring</source>
        <translation>Dreh den Karussellring</translation>
    </message>
    <message>
        <source>Click the card +$2 should face, or a Turn button</source>
        <translation>Klick auf die Karte, auf die +2&#xa0;$ zeigen soll, oder auf eine Dreh-Schaltfläche</translation>
    </message>
    <message>
        <source>Becky is tied: choose for her</source>
        <translation>Becky hat einen Gleichstand: Entscheide für sie</translation>
    </message>
    <message>
        <source>Click the Builder card she takes (or Tab, Enter)</source>
        <translation>Klick auf die Baumeister-Karte, die sie nimmt (oder Tab, Enter)</translation>
    </message>
    <message>
        <source>Game over: Final scores shows every line of the scoring</source>
        <translation>Spielende: Die Endwertung zeigt jede Zeile der Wertung</translation>
    </message>
    <message>
        <source>{who} is choosing…</source>
        <translation>{who} wählt …</translation>
    </message>
    <message>
        <source>Becky: </source>
        <translation>Becky: </translation>
    </message>
    <message>
        <source>Turning up the next pieces…</source>
        <translation>Die nächsten Teile werden aufgedeckt …</translation>
    </message>
    <message>
        <source>she places a worker on the {space}</source>
        <translation>sie setzt einen Arbeiter auf: {space}</translation>
    </message>
    <message>
        <source>she takes {tile_name}</source>
        <translation>sie nimmt {tile_name}</translation>
    </message>
    <message>
        <source>her {emotion} disc moves one space</source>
        <translation>ihre Scheibe bei {emotion} rückt ein Feld vor</translation>
    </message>
    <message>
        <source>her Contractor turns up a face-down concession</source>
        <translation>ihre Baufirma deckt einen verdeckten Stand auf</translation>
    </message>
    <message>
        <source>she takes {count} VP for the concession&apos;s income</source>
        <translation>sie nimmt {count} SP für das Einkommen des Stands</translation>
    </message>
    <message>
        <source>she is ahead on {emotion} and takes 1 VP</source>
        <translation>sie führt bei {emotion} und nimmt 1 SP</translation>
    </message>
    <message>
        <source>she advertises {tile_name} for free</source>
        <translation>sie wirbt kostenlos für {tile_name}</translation>
    </message>
    <message>
        <source>she turns the carousel ring one space clockwise</source>
        <translation>sie dreht den Karussellring ein Feld im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>her turn</source>
        <translation>ihr Zug</translation>
    </message>
    <message>
        <source>Take 1 VP</source>
        <translation>1 SP nehmen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Turn {spaces}</source>
        <translation>Um {spaces} drehen</translation>
    </message>
    <message>
        <source>Builder: {tile_name} for ${builder_cost}</source>
        <translation>Baumeister: {tile_name} für {builder_cost}&#xa0;$</translation>
    </message>
    <message>
        <source>Worker on the {space}</source>
        <translation>Arbeiter auf: {space}</translation>
    </message>
    <message>
        <source>Place {tile_name} at row {row}, column {column}</source>
        <translation>{tile_name} in Reihe {row}, Spalte {column} platzieren</translation>
    </message>
    <message>
        <source>The wild icon moves your {emotion} disc</source>
        <translation>Der Joker rückt deine Scheibe bei {emotion} vor</translation>
    </message>
    <message>
        <source>Remove the tree at row {row}, column {column}</source>
        <translation>Den Baum in Reihe {row}, Spalte {column} entfernen</translation>
    </message>
    <message>
        <source>Remove no more trees</source>
        <translation>Keine Bäume mehr entfernen</translation>
    </message>
    <message>
        <source>Take {tile_name}</source>
        <translation>{tile_name} nehmen</translation>
    </message>
    <message>
        <source>Take the top board of stack {stack} (face {face})</source>
        <translation>Die oberste Platte von Stapel {stack} nehmen (Seite {face})</translation>
    </message>
    <message>
        <source>Attach {tile} on the {edge}, side {side} up (face {expansion_face})</source>
        <translation>{tile} {edge} anlegen, Seite {side} oben (Seite {expansion_face})</translation>
    </message>
    <message>
        <source>Advertise {name}: pay ${ad_cost}, take {ad_vp} VP</source>
        <translation>Für {name} werben: {ad_cost}&#xa0;$ zahlen, {ad_vp} SP nehmen</translation>
    </message>
    <message>
        <source>Finish advertising</source>
        <translation>Werbung beenden</translation>
    </message>
    <message>
        <source>Turn the ring 1 space: +${max} faces {plus}</source>
        <translation>Den Ring um 1 Feld drehen: +{max}&#xa0;$ zeigt auf {plus}</translation>
    </message>
    <message>
        <source>Turn the ring {spaces} spaces: +${max} faces {plus}</source>
        <translation>Den Ring um {spaces}&#xa0;Felder drehen: +{max}&#xa0;$ zeigt auf {plus}</translation>
    </message>
    <message>
        <source>Becky takes the {space}</source>
        <translation>Becky nimmt: {space}</translation>
    </message>
    <message>
        <source>Keep {goals}</source>
        <translation>Behalten: {goals}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>back ({back_name})</source>
        <translation>Rückseite ({back_name})</translation>
    </message>
    <message>
        <source>Property board {board}, {side}</source>
        <translation>Grundstück {board}, {side}</translation>
    </message>
    <message>
        <source>The {kind} stack is empty.</source>
        <translation>Der Stapel „{kind}“ ist leer.</translation>
    </message>
    <message>
        <source>no emotion</source>
        <translation>keine Emotion</translation>
    </message>
    <message>
        <source>, income ${income} a month</source>
        <translation>, Einkommen {income}&#xa0;$ im Monat</translation>
    </message>
    <message>
        <source>{kind}: {name}, ${builder_cost} with the ring (printed ${cost}); {icons}{income}; {vp} VP at the end; advertising ${ad_cost} for {ad_vp} VP. {n} more under it.</source>
        <translation>{kind}: {name}, {builder_cost}&#xa0;$ mit dem Ring (aufgedruckt {cost}&#xa0;$); {icons}{income}; {vp} SP am Ende; Werbung {ad_cost}&#xa0;$ für {ad_vp} SP. Noch {n} darunter.</translation>
    </message>
    <message>
        <source>income ${income} a month</source>
        <translation>Einkommen {income}&#xa0;$ im Monat</translation>
    </message>
    <message>
        <source>Banker: take $2.</source>
        <translation>Bankier: Nimm 2&#xa0;$.</translation>
    </message>
    <message>
        <source>Arborist: remove up to two trees from your property.</source>
        <translation>Baumpfleger: Entferne bis zu zwei Bäume von deinem Grundstück.</translation>
    </message>
    <message>
        <source>Contractor: take a face-up concession and place it.</source>
        <translation>Baufirma: Nimm einen offenen Stand und platziere ihn.</translation>
    </message>
    <message>
        <source>Realtor: pay $3 and take the top board of an expansion stack.</source>
        <translation>Makler: Zahle 3&#xa0;$ und nimm die oberste Platte eines Erweiterungsstapels.</translation>
    </message>
    <message>
        <source>First keep two of your goals: click the one to put back.</source>
        <translation>Behalte zuerst zwei deiner Zielkarten: Klick auf die, die zurückgelegt wird.</translation>
    </message>
    <message>
        <source>First choose your property board.</source>
        <translation>Wähle zuerst dein Grundstück.</translation>
    </message>
    <message>
        <source>Place a worker: click a Builder card or an action space.</source>
        <translation>Setze einen Arbeiter: Klick auf eine Baumeister-Karte oder ein Aktionsfeld.</translation>
    </message>
    <message>
        <source>Place the tile in hand on your property first.</source>
        <translation>Platziere zuerst das Plättchen in deiner Hand auf deinem Grundstück.</translation>
    </message>
    <message>
        <source>Choose the track for the wild icon first.</source>
        <translation>Wähle zuerst die Leiste für den Joker.</translation>
    </message>
    <message>
        <source>Click a tree on your property, or Stop.</source>
        <translation>Klick auf einen Baum auf deinem Grundstück oder auf Stopp.</translation>
    </message>
    <message>
        <source>Take a face-up concession first.</source>
        <translation>Nimm zuerst einen offenen Stand.</translation>
    </message>
    <message>
        <source>Take the top board of an expansion stack first.</source>
        <translation>Nimm zuerst die oberste Platte eines Erweiterungsstapels.</translation>
    </message>
    <message>
        <source>Attach the expansion board first: left or right, either side up.</source>
        <translation>Lege zuerst die Erweiterungsplatte an: links oder rechts, mit beliebiger Seite nach oben.</translation>
    </message>
    <message>
        <source>Choose your bonus first.</source>
        <translation>Wähle zuerst deinen Bonus.</translation>
    </message>
    <message>
        <source>Advertise an attraction, or press Done.</source>
        <translation>Wirb für eine Attraktion oder drück Fertig.</translation>
    </message>
    <message>
        <source>Turn the carousel ring first.</source>
        <translation>Dreh zuerst den Karussellring.</translation>
    </message>
    <message>
        <source>Choose which Builder location Becky takes first.</source>
        <translation>Wähle zuerst, welches Baumeister-Feld Becky nimmt.</translation>
    </message>
    <message>
        <source>That does nothing now.</source>
        <translation>Das bewirkt gerade nichts.</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <source>In this lesson: {step}</source>
        <extracomment>Pause before the coach plays a move for the learner. The longest pause after another seat&apos;s move or a draw: a lesson keeps moving.</extracomment>
        <translation>In diesem Lernspiel: {step}</translation>
    </message>
    <message>
        <source>The coach is playing this move for you: watch, or press Skip ahead.</source>
        <translation>Diesen Zug spielt der Trainer für dich: Schau zu oder drück Vorspulen.</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>About parkpack</source>
        <translation>Über parkpack</translation>
    </message>
</context>
<context>
    <name>Walk</name>
    <message>
        <source>{name}&apos;s sheet, view only: Esc (or your own card) returns to yours</source>
        <translation>Blatt von {name}, nur ansehen: Esc (oder deine eigene Karte) bringt dich zu deinem zurück</translation>
    </message>
    <message>
        <source>The die: not rolled yet</source>
        <translation>Der Würfel: noch nicht geworfen</translation>
    </message>
    <message>
        <source>Turn {turn} of {turn_limit}</source>
        <translation>Runde {turn} von {turn_limit}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <source>Rolled: {piece}</source>
        <translation>Gewürfelt: {piece}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>after {turn} turns</source>
        <translation>nach {turn} Runden</translation>
    </message>
    <message>
        <source>The game has not started</source>
        <translation>Das Spiel hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Wait for the die to be rolled</source>
        <translation>Warte, bis gewürfelt ist</translation>
    </message>
    <message>
        <source>Not your turn: {name} is drawing</source>
        <translation>Du bist nicht am Zug: {name} zeichnet</translation>
    </message>
    <message>
        <source>Not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet is view only (Esc returns to yours)</source>
        <translation>Das Blatt von {name} ist nur zum Ansehen (Esc bringt dich zu deinem zurück)</translation>
    </message>
    <message>
        <source>Only a curve or straight path you drew can be turned into a T</source>
        <translation>Nur eine Kurve oder ein gerader Weg, die du gezeichnet hast, kann zu einem T werden</translation>
    </message>
    <message>
        <source>You have already ticked that bonus</source>
        <translation>Diesen Bonus hast du schon angekreuzt</translation>
    </message>
    <message>
        <source>Bonuses are ticked when you visit a landmark</source>
        <translation>Boni werden angekreuzt, wenn du eine Sehenswürdigkeit besuchst</translation>
    </message>
    <message>
        <source>There is no empty square left for that path</source>
        <translation>Für diesen Weg ist kein leeres Feld mehr frei</translation>
    </message>
    <message>
        <source>You still have empty squares</source>
        <translation>Du hast noch leere Felder</translation>
    </message>
    <message>
        <source>You have already turned {a_piece} into a T</source>
        <translation>Du hast schon {a_piece} zu einem T gemacht</translation>
    </message>
    <message>
        <source>You have no {piece} to turn into a T</source>
        <translation>Du hast kein Wegstück „{piece}“, das zu einem T werden kann</translation>
    </message>
    <message>
        <source>No path can be turned into a T now</source>
        <translation>Gerade kann kein Weg zu einem T werden</translation>
    </message>
    <message>
        <source>Nothing to rotate now</source>
        <translation>Gerade gibt es nichts zu drehen</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <source>First visits</source>
        <translation>Erstbesuche</translation>
    </message>
    <message>
        <source>Most statues</source>
        <translation>Meiste Statuen</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <source>Getting stuck</source>
        <translation>Festgefahren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>SUMME</translation>
    </message>
    <message>
        <source>1 statue</source>
        <translation>1 Statue</translation>
    </message>
    <message>
        <source>{n} statues</source>
        <translation>{n} Statuen</translation>
    </message>
    <message>
        <source>Landmarks visited {visited} of 6   ·   Ibises {ibises} of 6   ·   {statues}</source>
        <translation>Sehenswürdigkeiten besucht {visited} von 6   ·   Ibisse {ibises} von 6   ·   {statues}</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>{turn} of {limit}</source>
        <translation>{turn} von {limit}</translation>
    </message>
    <message>
        <source>{owner}&apos;s sheet</source>
        <translation>Blatt von {owner}</translation>
    </message>
    <message>
        <source> — view only</source>
        <translation> – nur ansehen</translation>
    </message>
    <message>
        <source>Landmark bonuses</source>
        <translation>Boni für Sehenswürdigkeiten</translation>
    </message>
    <message>
        <source>One for each landmark visited · six at most</source>
        <translation>Einer pro Besuch · höchstens sechs</translation>
    </message>
    <message>
        <source>Getting</source>
        <translation>Fest-</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>gefahren</translation>
    </message>
    <message>
        <source>−3, once each</source>
        <translation>−3, je einmal</translation>
    </message>
    <message>
        <source>Arrows: move over the grid</source>
        <translation>Pfeiltasten: über das Raster bewegen</translation>
    </message>
    <message>
        <source>R / Shift+R, wheel or right-click: rotate</source>
        <translation>R / Umschalt+R, Mausrad oder Rechtsklick: drehen</translation>
    </message>
    <message>
        <source>Enter or Space: draw here</source>
        <translation>Enter oder Leertaste: hier zeichnen</translation>
    </message>
    <message>
        <source>1–9, 0: tick that bonus (Tab picks one)</source>
        <translation>1–9, 0: diesen Bonus ankreuzen (Tab wählt einen)</translation>
    </message>
    <message>
        <source>T: turn a path into a T (−3)</source>
        <translation>T: einen Weg zu einem T machen (−3)</translation>
    </message>
    <message>
        <source>P: pass when nothing fits</source>
        <translation>P: passen, wenn nichts passt</translation>
    </message>
    <message>
        <source>Page Up/Down: look at other sheets (or click a player)</source>
        <translation>Bild auf/ab: andere Blätter ansehen (oder einen Spieler anklicken)</translation>
    </message>
    <message>
        <source>Esc: drop what is half done</source>
        <translation>Esc: halb Gemachtes verwerfen</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Tasten:</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Drehen (R)</translation>
    </message>
    <message>
        <source>Path → T (T)</source>
        <translation>Weg → T (T)</translation>
    </message>
    <message>
        <source>Turn a curve or straight you drew into a T, for −3 points (each kind once)</source>
        <translation>Eine gezeichnete Kurve oder Gerade für −3 Punkte zu einem T machen (jede Art einmal)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Only when no empty square is left for the rolled object</source>
        <translation>Nur wenn für das gewürfelte Teil kein leeres Feld mehr frei ist</translation>
    </message>
    <message>
        <source>curved path</source>
        <extracomment>What each rolled piece is called, alone, with &quot;a&quot; and with &quot;the&quot; (the translations need each form whole: articles and endings differ by word).</extracomment>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>straight path</source>
        <translation>gerader Weg</translation>
    </message>
    <message>
        <source>T-intersection</source>
        <translation>T-Kreuzung</translation>
    </message>
    <message>
        <source>ibis</source>
        <translation>Ibis</translation>
    </message>
    <message>
        <source>a curved path</source>
        <translation>eine Kurve</translation>
    </message>
    <message>
        <source>a straight path</source>
        <translation>einen geraden Weg</translation>
    </message>
    <message>
        <source>a T-intersection</source>
        <translation>eine T-Kreuzung</translation>
    </message>
    <message>
        <source>an ibis</source>
        <translation>einen Ibis</translation>
    </message>
    <message>
        <source>the curved path</source>
        <translation>die Kurve</translation>
    </message>
    <message>
        <source>the straight path</source>
        <translation>den geraden Weg</translation>
    </message>
    <message>
        <source>the T-intersection</source>
        <translation>die T-Kreuzung</translation>
    </message>
    <message>
        <source>the ibis</source>
        <translation>den Ibis</translation>
    </message>
    <message>
        <source>an extra curved path</source>
        <translation>eine zusätzliche Kurve</translation>
    </message>
    <message>
        <source>an extra straight path</source>
        <translation>einen zusätzlichen geraden Weg</translation>
    </message>
    <message>
        <source>an extra T-intersection</source>
        <translation>eine zusätzliche T-Kreuzung</translation>
    </message>
    <message>
        <source>an extra ibis</source>
        <translation>einen zusätzlichen Ibis</translation>
    </message>
    <message>
        <source>The statue goes in a highlighted square, inside the loop you closed</source>
        <translation>Die Statue kommt auf ein hervorgehobenes Feld innerhalb der Schleife, die du geschlossen hast</translation>
    </message>
    <message>
        <source>First tick a landmark bonus on the right</source>
        <translation>Kreuz zuerst rechts einen Bonus für eine Sehenswürdigkeit an</translation>
    </message>
    <message>
        <source>That square already has an ibis</source>
        <translation>Auf diesem Feld ist schon ein Ibis</translation>
    </message>
    <message>
        <source>That square already has a path</source>
        <translation>Auf diesem Feld ist schon ein Weg</translation>
    </message>
    <message>
        <source>There is nowhere to draw: pass</source>
        <translation>Es gibt keinen Platz zum Zeichnen: passe</translation>
    </message>
    <message>
        <source>That square cannot take this piece</source>
        <translation>Dieses Feld kann dieses Teil nicht aufnehmen</translation>
    </message>
    <message>
        <source>There is nothing to draw now</source>
        <translation>Gerade gibt es nichts zu zeichnen</translation>
    </message>
    <message>
        <source>{where}: choose a hatched path to turn into a T (Esc cancels)</source>
        <translation>{where}: Wähle einen schraffierten Weg, der zu einem T wird (Esc bricht ab)</translation>
    </message>
    <message>
        <source>{where}: turn this {piece} into a T{shape} for −3 points. Click or Enter confirms, R rotates, Esc cancels</source>
        <translation>{where}: Mach dieses Wegstück „{piece}“ für −3 Punkte zu einem T{shape}. Klick oder Enter bestätigt, R dreht, Esc bricht ab</translation>
    </message>
    <message>
        <source>{where}: click or press Enter to draw the statue here</source>
        <translation>{where}: Klick oder Enter zeichnet die Statue hier</translation>
    </message>
    <message>
        <source>{where}: click or Enter draws {the_piece}{shape}; wheel, right-click or R rotates</source>
        <translation>{where}: Klick oder Enter zeichnet {the_piece}{shape}; Mausrad, Rechtsklick oder R dreht</translation>
    </message>
    <message>
        <source>{where}: click to turn this path into a T (costs 3 points)</source>
        <translation>{where}: Klick, um diesen Weg zu einem T zu machen (kostet 3 Punkte)</translation>
    </message>
    <message>
        <source>Rolling the die…</source>
        <translation>Es wird gewürfelt …</translation>
    </message>
    <message>
        <source>{name} is {doing}…</source>
        <translation>{name}: {doing} …</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Warte, bis du dran bist</translation>
    </message>
    <message>
        <source>Viewing {name}&apos;s sheet: Esc returns to yours</source>
        <translation>Du siehst das Blatt von {name}: Esc bringt dich zu deinem zurück</translation>
    </message>
    <message>
        <source>drawing {a_piece}</source>
        <translation>zeichnet {a_piece}</translation>
    </message>
    <message>
        <source>drawing a statue</source>
        <translation>zeichnet eine Statue</translation>
    </message>
    <message>
        <source>choosing a bonus</source>
        <translation>wählt einen Bonus</translation>
    </message>
    <message>
        <source>Turn a path into a T (−3 points)</source>
        <translation>Mach einen Weg zu einem T (−3 Punkte)</translation>
    </message>
    <message>
        <source>No empty square left: pass</source>
        <translation>Kein leeres Feld mehr: passe</translation>
    </message>
    <message>
        <source>Bonus: draw {extra_piece}</source>
        <translation>Bonus: Zeichne {extra_piece}</translation>
    </message>
    <message>
        <source>Draw {the_piece}, or an ibis instead</source>
        <translation>Zeichne {the_piece} oder stattdessen einen Ibis</translation>
    </message>
    <message>
        <source>Draw {a_piece}</source>
        <translation>Zeichne {a_piece}</translation>
    </message>
    <message>
        <source>Bonus: draw a statue anywhere</source>
        <translation>Bonus: Zeichne eine Statue, wo du willst</translation>
    </message>
    <message>
        <source>You closed a loop: draw a statue</source>
        <translation>Du hast eine Schleife geschlossen: Zeichne eine Statue</translation>
    </message>
    <message>
        <source>You visited a landmark: tick a bonus</source>
        <translation>Du hast eine Sehenswürdigkeit besucht: Kreuz einen Bonus an</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Click a hatched path; R rotates the T</source>
        <translation>Klick auf einen schraffierten Weg; R dreht das T</translation>
    </message>
    <message>
        <source>Esc cancels</source>
        <translation>Esc bricht ab</translation>
    </message>
    <message>
        <source>; wheel, right-click or R turns it</source>
        <translation>; Mausrad, Rechtsklick oder R dreht es</translation>
    </message>
    <message>
        <source>Click a highlighted square</source>
        <translation>Klick auf ein hervorgehobenes Feld</translation>
    </message>
    <message>
        <source>Click a highlighted square (arrows + Enter)</source>
        <translation>Klick auf ein hervorgehobenes Feld (Pfeiltasten + Enter)</translation>
    </message>
    <message>
        <source>Click a lit box, or press its number (Tab + Enter)</source>
        <translation>Klick auf ein leuchtendes Kästchen oder drück seine Nummer (Tab + Enter)</translation>
    </message>
    <message>
        <source>Click Pass or press P</source>
        <translation>Klick auf Passen oder drück P</translation>
    </message>
    <message>
        <source>Game over: {n} points</source>
        <translation>Spielende: {n} Punkte</translation>
    </message>
    <message>
        <source>You lose: under 18 points</source>
        <translation>Verloren: unter 18 Punkten</translation>
    </message>
    <message>
        <source>Rank: {rank}</source>
        <translation>Rang: {rank}</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Click a player&apos;s card to see their score box</source>
        <translation>Klick auf die Karte eines Spielers, um sein Wertungsfeld zu sehen</translation>
    </message>
    <message>
        <source>Solo, level {level}: {turn_limit} turns</source>
        <translation>Solo, Stufe {level}: {turn_limit} Runden</translation>
    </message>
    <message>
        <source>Under {target} points: a loss</source>
        <translation>Unter {target} Punkten: verloren</translation>
    </message>
    <message>
        <source>{span} points: {title}</source>
        <translation>{span} Punkte: {title}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Learn to play {game}</source>
        <translation>{game} lernen</translation>
    </message>
    <message>
        <source>The coach beside the board says what to do at each step; an orange ring shows where.</source>
        <translation>Der Trainer neben dem Spielbrett sagt dir bei jedem Schritt, was zu tun ist; ein orangefarbener Ring zeigt, wo.</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>Los geht’s</translation>
    </message>
</context>
</TS>
