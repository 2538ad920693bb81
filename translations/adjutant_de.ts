<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>adj::ui::AcceptTurnCommand</name>
    <message>
        <source>Accept turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::ApCommands</name>
    <message>
        <source>Edit AP spends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply AP round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerModel</name>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diplomatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 AP spent this round (2·(D+C+I+F)+4); %4 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General: %1 AP spent; no cap of its own, %2 of the round&apos;s %3 AP were left for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 AP (cap 2·attribute+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n spend(s) over it rejected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>all done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 AP spent; %4 of %n spend(s) rejected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Rejected (costs nothing): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 AP, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP spent of the round&apos;s total, 2·(D+C+I+F)+4 (rules.md §6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General AP spent, against what the other categories left of the total (no cap of its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP spent in this category against its cap, 2·attribute+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player / Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerPanel</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;AP Spends…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a round&apos;s spends from a *.ap file (replaces the text; undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply AP Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the round&apos;s result the game&apos;s AP state: money moved, accounts opened, next round (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste or type the round&apos;s spends here, or import a *.ap file.

ROUND 4
PLAYER Bob
NOTEBOARD  to=Alice,Carol  &quot;Shall we talk?&quot;
MOVE-LEGION  legion=L3  to=Terra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game to keep its AP ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no action points (no &lt;tt&gt;ap&lt;/tt&gt; object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s &lt;tt&gt;ap&lt;/tt&gt; object has errors; fix them to keep the ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUND %1 does not match the game&apos;s round %2 (ap.round); the round cannot be applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the spend is rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · no spends yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) to deliver</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n account(s) to open</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — click to go to line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import AP spends from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import AP Spends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP spends (*.ap);;Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported:

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::AreaItem</name>
    <message>
        <source>sea</source>
        <translation type="unfinished">Meer</translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished">Stadt</translation>
    </message>
    <message>
        <source>land</source>
        <translation type="unfinished">Land</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutral</source>
        <translation type="unfinished">neutral</translation>
    </message>
    <message>
        <source>Ships %1, armies %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies %1, population %2/%3, forts %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::AreaPanel</name>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kürzel:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>Hinterland:</source>
        <translation>Hinterland:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Besitzer:</translation>
    </message>
    <message>
        <source>Population:</source>
        <translation>Bevölkerung:</translation>
    </message>
    <message>
        <source>Trade:</source>
        <translation>Handel:</translation>
    </message>
    <message>
        <source>Forts:</source>
        <translation>Festungen:</translation>
    </message>
    <message>
        <source>Armies:</source>
        <translation>Armeen:</translation>
    </message>
    <message>
        <source>Ships:</source>
        <translation>Schiffe:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Mode target:</source>
        <translation>Modus-Ziel:</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>Land:</source>
        <translation>Land:</translation>
    </message>
    <message>
        <source>Cities:</source>
        <translation>Städte:</translation>
    </message>
    <message>
        <source>Seas:</source>
        <translation>Meere:</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>No area selected</source>
        <translation>Kein Gebiet ausgewählt</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
</context>
<context>
    <name>adj::ui::GameFile</name>
    <message>
        <source>The game is not in a game file yet: save it with File › Save As….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: the file is read-only (it has no write permission); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: the game is at turn %2 but the file&apos;s current turn is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot replace the file that is there; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot put the new game file in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not in a game file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::GameFileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game into its game file (*.adjutant), with its history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game into a new game file (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.adjutant *.json);;Game files (*.adjutant);;JSON games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Your changes are still open here, unsaved. Save again once the file can be written, or save elsewhere with File › Save As….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Your changes are still open here, unsaved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::HistoryPanel</name>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutral</source>
        <translation type="unfinished">neutral</translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nation %1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>border %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the turn on the map, read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List what changed from this turn to the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Back…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this turn current again; the later turns are kept until you confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm Roll-back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the discarded turns for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo Roll-back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back the later turns; the game is as it was before the roll-back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where / field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the current game again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not in a game file. Save it with File › Save As… (*.adjutant) to keep its turns here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — current turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the rolled-back branch: kept until the roll-back is confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rolled back to turn %1.&lt;/b&gt; Turns %2–%3 are kept as a discarded branch until you confirm; until then nothing can be saved or resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 is not in the game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing turn %1&lt;/b&gt; (read-only) — the current game is turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the whole %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: no differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: %n difference(s) in %3 place(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Roll back to turn %1?

The later turns are kept as a discarded branch until you confirm the roll-back, and can be brought back with Undo Roll-back until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

The current game has unsaved changes; they will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::MainWindow</name>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nationen</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit History</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As JSON…</source>
        <translation>Als JSON &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>Karte &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>Ü&amp;ber Adjutant</translation>
    </message>
    <message>
        <source>%1 could not be opened:</source>
        <translation>%1 konnte nicht geöffnet werden:</translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game As JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them first?</source>
        <translation>Das Spiel hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, turn %3) – %4[*] – Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 areas (%2 land, %3 cities, %4 seas, %5 neutral) · %6 borders · %7 nations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Adjutant&lt;/b&gt; %1&lt;br&gt;A workstation for the moderator of play-by-email strategy games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Turn Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Turn Sheets as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn sheets written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 read-only (the file has no write permission)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::MapLegend</name>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>A armies  P population</source>
        <translation>A Armeen  P Bevölkerung</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nationen</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>sea (ring: owner)</source>
        <translation>Meer (Ring: Besitzer)</translation>
    </message>
    <message>
        <source>F forts  S ships</source>
        <translation>F Festungen  S Schiffe</translation>
    </message>
</context>
<context>
    <name>adj::ui::MapView</name>
    <message>
        <source>No game open.
Open a game file with File › Open… (%1).</source>
        <translation>Kein Spiel geöffnet.
Öffnen Sie eine Spieldatei mit Datei › Öffnen… (%1).</translation>
    </message>
</context>
<context>
    <name>adj::ui::NationsModel</name>
    <message>
        <source>Colour on the map; sorts by processing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points to spend this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies in reserve</source>
        <translation>Armeen in Reserve</translation>
    </message>
    <message>
        <source>Fleets in reserve</source>
        <translation>Flotten in Reserve</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation>Gebiete im Besitz</translation>
    </message>
    <message>
        <source>Total population of the areas owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Volk</translation>
    </message>
    <message>
        <source>BP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Pop.</source>
        <translation>Bev.</translation>
    </message>
    <message>
        <source>Treas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army R</source>
        <translation>Armee-R.</translation>
    </message>
    <message>
        <source>Fleet R</source>
        <translation>Flotte-R.</translation>
    </message>
</context>
<context>
    <name>adj::ui::OrdersEditor</name>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::OrdersPanel</name>
    <message>
        <source>Resolve Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the orders from one or more *.orders files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry out the orders and open the replay; bad lines become failed actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste or type the orders here, or import *.orders files.

NATION NOR
1  LEVY  YRK  -  3
2  MOVE  YRS  LNS  AB-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to go to line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game to enter its orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s ruleset (%1) takes no numbered orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n order(s), no problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># ---- imported from %1 ----</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders (*.orders *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::ReplayPanel</name>
    <message>
        <source>Accept Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the resolved next turn the game (can be undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one report per nation and the step log into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 0000 of 0000</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 resolved&lt;/b&gt;: %n steps</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n battles</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · next turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn resolved yet. Enter the orders and choose &lt;i&gt;Resolve Turn&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game changed after the turn was resolved; resolve it again to replay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The game at the start of turn %1. Step forward (%2) to carry out the orders one by one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 accepted: the game is now at turn %2. Undo (%3) takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn has been resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Reports Into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Reports?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds %2. Replace them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n report(s) and %1 to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::SetAreaField</name>
    <message>
        <source>none</source>
        <translation type="unfinished">keine</translation>
    </message>
    <message>
        <source>owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>population</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::StepDetails</name>
    <message>
        <source>none</source>
        <translation type="unfinished">keine</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation type="unfinished">neutral</translation>
    </message>
    <message>
        <source>Battle (%1): %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; attacks &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ships and %2 armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n armies</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n ships (seaborne)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 armies + %2 population + %3 forts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + %1 city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n defending armies retreated to %1 before the battle</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker&apos;s losses are computed with the defence ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by the attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beaten off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 · slot %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 · end of turn: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost %1 BP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: attack strength, D: defence strength in that round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::StepsModel</name>
    <message>
        <source>leftover BP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drowning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispersal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>population limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnSheet</name>
    <message>
        <source>sea</source>
        <translation type="unfinished">Meer</translation>
    </message>
    <message>
        <source>city, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no nations, so there are no turn sheets to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown nation &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paint on the printer or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start page %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Painting the turn sheets failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · Turn sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player: (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holdings at the start of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>BP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished">Schatz</translation>
    </message>
    <message>
        <source>Army reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished">SP</translation>
    </message>
    <message>
        <source>Population</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished">Kürzel</translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished">Gebiet</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pop/Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more area(s): see the report</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders for turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area codes: 3 letters · number: n, ALL or AB-n · unused field: -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHERE / FROM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TO / TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMBER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed in the game report for everyone, with your code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn sheets: %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnSheetDialogs</name>
    <message>
        <source>The game has no nations, so there are no turn sheets to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Turn Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn sheets, %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Sheets: %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Turn Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Turn Sheets as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Moderator&apos;s workstation for play-by-email strategy games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game file to open (*.adjutant or JSON).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
