<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>adj::Core</name>
    <message numerus="yes">
        <source>%1 was yours at the start of the turn, but %n army(s) of %2 hold(s) it</source>
        <translation>
            <numerusform>%1 gehörte dir zu Beginn des Zuges, aber %n Armee von %2 hält es</numerusform>
            <numerusform>%1 gehörte dir zu Beginn des Zuges, aber %n Armeen von %2 halten es</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n army(s) and %2 population</source>
        <translation>
            <numerusform>%1 hat %n Armee und Bevölkerung %2</numerusform>
            <numerusform>%1 hat %n Armeen und Bevölkerung %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n fort(s)</source>
        <translation>
            <numerusform>%1 hat %n Festung</numerusform>
            <numerusform>%1 hat %n Festungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) aboard in %1: use CONVOY</source>
        <translation>
            <numerusform>%n Armee ist in %1 an Bord: nimm CONVOY</numerusform>
            <numerusform>%n Armeen sind in %1 an Bord: nimm CONVOY</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n ship(s) for %2 aboard</source>
        <translation>
            <numerusform>%1 hat %n Schiff für %2 an Bord</numerusform>
            <numerusform>%1 hat %n Schiffe für %2 an Bord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) ordered, only %1 there</source>
        <translation>
            <numerusform>%n Armee befohlen, nur %1 vorhanden</numerusform>
            <numerusform>%n Armeen befohlen, nur %1 vorhanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) ordered, only %1 there</source>
        <translation>
            <numerusform>%n Schiff befohlen, nur %1 vorhanden</numerusform>
            <numerusform>%n Schiffe befohlen, nur %1 vorhanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) of earlier turns left out</source>
        <translation>
            <numerusform>%n Nachricht früherer Züge außen vor gelassen</numerusform>
            <numerusform>%n Nachrichten früherer Züge außen vor gelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) drowned in %1</source>
        <translation>
            <numerusform>%n Armee in %1 ertrunken</numerusform>
            <numerusform>%n Armeen in %1 ertrunken</numerusform>
        </translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>Ausgangsgebiet</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation>nichts zu tun</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a MESSAGE before any NATION line</source>
        <translation>eine MESSAGE vor jeder NATION-Zeile</translation>
    </message>
    <message>
        <source>a MESSAGE line has no text after MESSAGE</source>
        <translation>eine MESSAGE-Zeile hat keinen Text nach MESSAGE</translation>
    </message>
    <message>
        <source>a message is at most %1 characters, not %2</source>
        <translation>eine Nachricht hat höchstens %1 Zeichen, nicht %2</translation>
    </message>
    <message>
        <source>a NATION line names a nation code, like &quot;NATION NOR&quot;</source>
        <translation>eine NATION-Zeile nennt ein Nationskürzel, etwa „NATION NOR“</translation>
    </message>
    <message>
        <source>an order before any NATION line</source>
        <translation>ein Befehl vor jeder NATION-Zeile</translation>
    </message>
    <message>
        <source>no action after the slot number</source>
        <translation>keine Aktion nach der Platznummer</translation>
    </message>
    <message>
        <source>the slot must be a number from 1 to %1, not &quot;%2&quot;</source>
        <translation>der Platz muss eine Zahl von 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot; in %2</source>
        <translation>unbekannte Aktion „%1“ in %2</translation>
    </message>
    <message>
        <source>too many fields (an order is SLOT ACTION field field field)</source>
        <translation>zu viele Felder (ein Befehl ist PLATZ AKTION Feld Feld Feld)</translation>
    </message>
    <message>
        <source>field %1 of %2 is not used; write - (%3)</source>
        <translation>Feld %1 von %2 wird nicht gebraucht; schreibe - (%3)</translation>
    </message>
    <message>
        <source>%1 needs a nation (%2)</source>
        <translation>%1 braucht eine Nation (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a nation code</source>
        <translation>„%1“ ist kein Nationskürzel</translation>
    </message>
    <message>
        <source>%1 needs %2 (%3)</source>
        <translation>%1 braucht %2 (%3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area code (three letters or digits)</source>
        <translation>„%1“ ist kein Gebietskürzel (drei Buchstaben oder Ziffern)</translation>
    </message>
    <message>
        <source>%1 takes no number; write - (%2)</source>
        <translation>%1 nimmt keine Zahl; schreibe - (%2)</translation>
    </message>
    <message>
        <source>ALL is not allowed with %1</source>
        <translation>ALL ist bei %1 nicht erlaubt</translation>
    </message>
    <message>
        <source>AB-n (all but) is not allowed with %1</source>
        <translation>AB-n (alle außer) ist bei %1 nicht erlaubt</translation>
    </message>
    <message>
        <source>%1 needs a number (%2)</source>
        <translation>%1 braucht eine Zahl (%2)</translation>
    </message>
    <message>
        <source>a number of 0: nothing to do</source>
        <translation>die Zahl 0: nichts zu tun</translation>
    </message>
    <message>
        <source>slot %1 is used twice for %2 (first on line %3)</source>
        <translation>Platz %1 ist für %2 doppelt belegt (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <source>slot %1 is used twice for %2 (first in %3 on line %4)</source>
        <translation>Platz %1 ist für %2 doppelt belegt (zuerst in %3, Zeile %4)</translation>
    </message>
    <message>
        <source>unknown nation &quot;%1&quot;</source>
        <translation>unbekannte Nation „%1“</translation>
    </message>
    <message>
        <source>unknown area &quot;%1&quot;</source>
        <translation>unbekanntes Gebiet „%1“</translation>
    </message>
    <message>
        <source>%1 does not border %2</source>
        <translation>%1 grenzt nicht an %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (a whole number, -, ALL or AB-n)</source>
        <translation>„%1“ ist keine Zahl (eine ganze Zahl, -, ALL oder AB-n)</translation>
    </message>
    <message>
        <source>the number may not be negative (%1)</source>
        <translation>die Zahl darf nicht negativ sein (%1)</translation>
    </message>
    <message>
        <source>the n of &quot;%1&quot; %2</source>
        <translation>das n von „%1“ %2</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <source>must be %1 %2, not %3</source>
        <translation>muss %1 %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 is not available in %2</source>
        <translation>%1 gibt es in %2 nicht</translation>
    </message>
    <message>
        <source>unknown ruleset &quot;%1&quot;</source>
        <translation>unbekanntes Regelwerk „%1“</translation>
    </message>
    <message>
        <source>no %1 given</source>
        <translation>kein %1 angegeben</translation>
    </message>
    <message>
        <source>unknown area %1</source>
        <translation>unbekanntes Gebiet %1</translation>
    </message>
    <message>
        <source>%1 is a sea area</source>
        <translation>%1 ist ein Seegebiet</translation>
    </message>
    <message>
        <source>%1 is not yours (%2)</source>
        <translation>%1 gehört dir nicht (%2)</translation>
    </message>
    <message>
        <source>%1 is not a sea area</source>
        <translation>%1 ist kein Seegebiet</translation>
    </message>
    <message>
        <source>%1 is not yours</source>
        <translation>%1 gehört dir nicht</translation>
    </message>
    <message>
        <source>%1 is blockaded: no %2 there</source>
        <translation>%1 ist blockiert: dort kein %2</translation>
    </message>
    <message>
        <source>%1 is sticky this turn: nothing may leave it</source>
        <translation>%1 ist diesen Zug gebunden: nichts darf es verlassen</translation>
    </message>
    <message>
        <source>costs %1 BP; %2 left</source>
        <translation>kostet %1 BP; %2 übrig</translation>
    </message>
    <message>
        <source>%1 BP pays for %2</source>
        <translation>%1 BP bezahlen %2</translation>
    </message>
    <message>
        <source>reduced from %1 to %2: %3</source>
        <translation>von %1 auf %2 verringert: %3</translation>
    </message>
    <message>
        <source>nothing to do: no %1 to move</source>
        <translation>nichts zu tun: keine %1 zu bewegen</translation>
    </message>
    <message>
        <source>ENTRENCH names the adjacent area whose border it holds</source>
        <translation>ENTRENCH nennt das Nachbargebiet, dessen Grenze es hält</translation>
    </message>
    <message>
        <source>%1 is a sea area: a retreat goes to a land or city area</source>
        <translation>%1 ist ein Seegebiet: ein Rückzug geht in ein Land- oder Stadtgebiet</translation>
    </message>
    <message>
        <source>a blank ORDER is ignored except in slot %1</source>
        <translation>ein leeres ORDER zählt nur auf Platz %1</translation>
    </message>
    <message>
        <source>nothing to do: no BP left to bid</source>
        <translation>nichts zu tun: keine BP mehr zum Bieten</translation>
    </message>
    <message>
        <source>reduced from %1 to %2: the balance</source>
        <translation>von %1 auf %2 verringert: der Kontostand</translation>
    </message>
    <message>
        <source>unknown nation %1</source>
        <translation>unbekannte Nation %1</translation>
    </message>
    <message>
        <source>a nation cannot gift to itself</source>
        <translation>eine Nation kann sich nicht selbst beschenken</translation>
    </message>
    <message>
        <source>nothing to do: no BP left</source>
        <translation>nichts zu tun: keine BP mehr</translation>
    </message>
    <message>
        <source>nothing to do: the treasury is empty</source>
        <translation>nichts zu tun: der Schatz ist leer</translation>
    </message>
    <message>
        <source>reduced from %1 to %2: the treasury</source>
        <translation>von %1 auf %2 verringert: der Schatz</translation>
    </message>
    <message>
        <source>not a rule choice of %1 (%2)</source>
        <translation>keine Regelwahl von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 belongs to %2: no %3 there</source>
        <translation>%1 gehört %2: dort kein %3</translation>
    </message>
    <message>
        <source>%1 recaptured</source>
        <translation>%1 zurückerobert</translation>
    </message>
    <message>
        <source>%1 has population %2</source>
        <translation>%1 hat Bevölkerung %2</translation>
    </message>
    <message>
        <source>no RESERVE after a DISBAND this turn</source>
        <translation>kein RESERVE nach einem DISBAND in diesem Zug</translation>
    </message>
    <message>
        <source>no RESERVE after an ARMY this turn</source>
        <translation>kein RESERVE nach einem ARMY in diesem Zug</translation>
    </message>
    <message>
        <source>the army reserve holds %1</source>
        <translation>die Armeereserve hat %1</translation>
    </message>
    <message>
        <source>the fleet reserve holds %1</source>
        <translation>die Flottenreserve hat %1</translation>
    </message>
    <message>
        <source>%1 is not your sea area</source>
        <translation>%1 ist nicht dein Seegebiet</translation>
    </message>
    <message>
        <source>reserves cannot be placed at sea</source>
        <translation>Reserven können nicht auf See aufgestellt werden</translation>
    </message>
    <message>
        <source>Gaelic kingdoms may not BUILD</source>
        <translation>gälische Königreiche dürfen kein BUILD</translation>
    </message>
    <message>
        <source>%1 is not a city</source>
        <translation>%1 ist keine Stadt</translation>
    </message>
    <message>
        <source>trade may not pass the population limit %1</source>
        <translation>der Handel darf die Bevölkerungsgrenze %1 nicht überschreiten</translation>
    </message>
    <message>
        <source>%1 has grown already this turn</source>
        <translation>%1 ist in diesem Zug schon gewachsen</translation>
    </message>
    <message>
        <source>%1 has no population to grow</source>
        <translation>%1 hat keine Bevölkerung zum Wachsen</translation>
    </message>
    <message>
        <source>%1 holds armies</source>
        <translation>in %1 stehen Armeen</translation>
    </message>
    <message>
        <source>%1 received a migration this turn</source>
        <translation>%1 hat in diesem Zug eine Wanderung empfangen</translation>
    </message>
    <message>
        <source>nothing to do: no armies in %1</source>
        <translation>nichts zu tun: keine Armeen in %1</translation>
    </message>
    <message>
        <source>%1 is not your land</source>
        <translation>%1 ist nicht dein Land</translation>
    </message>
    <message>
        <source>%1 needs population %2 to migrate %3 (one is lost on the way); it has %4</source>
        <translation>%1 braucht Bevölkerung %2, um %3 wandern zu lassen (einer geht unterwegs verloren); es hat %4</translation>
    </message>
    <message>
        <source>%1 holds ships of %2</source>
        <translation>in %1 liegen Schiffe von %2</translation>
    </message>
    <message>
        <source>ASSAULT against your own area %1</source>
        <translation>ASSAULT gegen dein eigenes Gebiet %1</translation>
    </message>
    <message>
        <source>%1 has population %2: half of it is nothing</source>
        <translation>%1 hat Bevölkerung %2: die Hälfte davon ist nichts</translation>
    </message>
    <message>
        <source>no area of yours has population 2 or more</source>
        <translation>keines deiner Gebiete hat Bevölkerung 2 oder mehr</translation>
    </message>
    <message>
        <source>%1 is a sea area; Empires has no sea moves in this version</source>
        <translation>%1 ist ein Seegebiet; Empires kennt in dieser Version keine Seezüge</translation>
    </message>
    <message>
        <source>%1 is not yours: use ATTACK</source>
        <translation>%1 gehört dir nicht: nimm ATTACK</translation>
    </message>
    <message>
        <source>%1 is yours: use MOVE</source>
        <translation>%1 gehört dir: nimm MOVE</translation>
    </message>
    <message>
        <source>%1 captured from %2 (another people): %2 loses 1 VP; %1 loses 1 population, fort and trade</source>
        <translation>%1 von %2 erobert (ein anderes Volk): %2 verliert 1 SP; %1 verliert 1 Bevölkerung, Festung und Handel</translation>
    </message>
    <message>
        <source>every attacking army died; a ship from %1 goes ashore as an army</source>
        <translation>jede angreifende Armee fiel; ein Schiff aus %1 geht als Armee an Land</translation>
    </message>
    <message>
        <source>%1 held at %2 (a game holds %3), not %4</source>
        <translation>%1 bei %2 gehalten (ein Spiel fasst %3), nicht %4</translation>
    </message>
    <message>
        <source>action 17: the BP left build armies</source>
        <translation>Aktion 17: die übrigen BP bauen Armeen</translation>
    </message>
    <message>
        <source>a CASH action this turn: the leftover goes back to the treasury</source>
        <translation>eine CASH-Aktion in diesem Zug: der Rest geht zurück in den Schatz</translation>
    </message>
    <message>
        <source>turn %1 begins</source>
        <translation>Zug %1 beginnt</translation>
    </message>
    <message>
        <source>%1 trades %2</source>
        <translation>%1 handelt %2</translation>
    </message>
    <message>
        <source>%1 trades %2 (you hold its hinterland %3)</source>
        <translation>%1 handelt %2 (du hältst sein Hinterland %3)</translation>
    </message>
    <message>
        <source>income %1</source>
        <translation>Einkommen %1</translation>
    </message>
    <message>
        <source>income %1, maintenance %2</source>
        <translation>Einkommen %1, Unterhalt %2</translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n Schiff</numerusform>
            <numerusform>%n Schiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fort(s)</source>
        <translation>
            <numerusform>%n Festung</numerusform>
            <numerusform>%n Festungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defending army(s)</source>
        <translation>
            <numerusform>%n verteidigende Armee</numerusform>
            <numerusform>%n verteidigende Armeen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defending ship(s)</source>
        <translation>
            <numerusform>%n verteidigendes Schiff</numerusform>
            <numerusform>%n verteidigende Schiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving army(s)</source>
        <translation>
            <numerusform>%n überlebende Armee</numerusform>
            <numerusform>%n überlebende Armeen</numerusform>
        </translation>
    </message>
    <message>
        <source>neutral %1</source>
        <translation>neutrales %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>the %1 and %2 there</source>
        <translation>die dortigen %1 und %2</translation>
    </message>
    <message>
        <source>the %1 there</source>
        <translation>die dortigen %1</translation>
    </message>
    <message>
        <source>%1 loses %2·%3</source>
        <translation>%1 verliert %2·%3</translation>
    </message>
    <message>
        <source> + %1·(%2 − %3)</source>
        <translation> + %1·(%2 − %3)</translation>
    </message>
    <message>
        <source>, capped at %1</source>
        <translation>, begrenzt auf %1</translation>
    </message>
    <message>
        <source> (armies die first)</source>
        <translation> (Armeen fallen zuerst)</translation>
    </message>
    <message>
        <source>Sea battle in %1: %2 from %3 against %4</source>
        <translation>Seeschlacht in %1: %2 aus %3 gegen %4</translation>
    </message>
    <message>
        <source>%1 and %2 aboard = %3</source>
        <translation>%1 und %2 an Bord = %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4</source>
        <translation>%1 %2 gegen %3 %4</translation>
    </message>
    <message>
        <source>%1&apos;s ships are wiped out: %2&apos;s %3 and %4 move into %5 and take it (%6).</source>
        <translation>Die Schiffe von %1 sind vernichtet: %3 und %4 von %2 ziehen nach %5 und nehmen es (%6).</translation>
    </message>
    <message>
        <source>%1 survived: %2 gives up and its survivors stay in %3 (%4).</source>
        <translation>Übrig: %1; %2 gibt auf, seine Überlebenden bleiben in %3 (%4).</translation>
    </message>
    <message>
        <source>Both fleets are destroyed: %1 stays %2&apos;s, empty (%3).</source>
        <translation>Beide Flotten sind vernichtet: %1 bleibt leer bei %2 (%3).</translation>
    </message>
    <message>
        <source>%1 battle: %2 from %3 into neutral %4</source>
        <translation>%1-Schlacht: %2 aus %3 in das neutrale %4</translation>
    </message>
    <message>
        <source>%1 battle: %2 from %3 into %4 against %5</source>
        <translation>%1-Schlacht: %2 aus %3 nach %4 gegen %5</translation>
    </message>
    <message>
        <source> and the %1 in %2 (seaborne)</source>
        <translation> und die %1 in %2 (von See)</translation>
    </message>
    <message>
        <source>%1, %2 population, %3</source>
        <translation>%1, Bevölkerung %2, %3</translation>
    </message>
    <message>
        <source>Before the battle %1 retreated from %2 to %3 (retreat mode, %4); the battle is fought against what stays: population, forts and city bonus.</source>
        <translation>Vor der Schlacht zogen sich %1 von %2 nach %3 zurück (Rückzug, %4); gekämpft wird gegen das, was bleibt: Bevölkerung, Festungen und Stadtbonus.</translation>
    </message>
    <message>
        <source>%1 + %2 population + %3</source>
        <translation>%1 + Bevölkerung %2 + %3</translation>
    </message>
    <message>
        <source> + %1 city bonus</source>
        <translation> + Stadtbonus %1</translation>
    </message>
    <message>
        <source>attack %1 = %2 against defence %3 = %4</source>
        <translation>Angriff %1 = %2 gegen Verteidigung %3 = %4</translation>
    </message>
    <message>
        <source>; ambush: %1 × %2 = %3 against the attacker</source>
        <translation>; Hinterhalt: %1 × %2 = %3 gegen den Angreifer</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>No defending army is left and %1 %2: %3 takes %4 (%5).</source>
        <translation>Keine verteidigende Armee ist übrig, und %1 %2: %3 nimmt %4 (%5).</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>survive</source>
        <translation>überleben</translation>
    </message>
    <message>
        <source> Every attacking army died, so a ship goes ashore as an army (%1).</source>
        <translation> Jede angreifende Armee fiel, also geht ein Schiff als Armee an Land (%1).</translation>
    </message>
    <message>
        <source> Nothing may move out of %1 again this turn (the survivors are sticky).</source>
        <translation> Aus %1 darf in diesem Zug nichts mehr ziehen (die Überlebenden sind gebunden).</translation>
    </message>
    <message>
        <source>Every attacker died: %1 stays neutral.</source>
        <translation>Jeder Angreifer fiel: %1 bleibt neutral.</translation>
    </message>
    <message>
        <source>Every attacker died: %1 keeps %2.</source>
        <translation>Jeder Angreifer fiel: %1 behält %2.</translation>
    </message>
    <message>
        <source>%1 holds with %2; %3&apos;s survivors (%4) go back to %5.</source>
        <translation>%1 hält mit %2; die Überlebenden von %3 (%4) kehren nach %5 zurück.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Attacker:</source>
        <translation>Angreifer:</translation>
    </message>
    <message>
        <source>Defender:</source>
        <translation>Verteidiger:</translation>
    </message>
    <message>
        <source>Round %1:</source>
        <translation>Runde %1:</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>verringert</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>Rest</translation>
    </message>
    <message>
        <source>drowning</source>
        <translation>Ertrinken</translation>
    </message>
    <message>
        <source>dispersal</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>poplimit</source>
        <translation>Bevölkerungsgrenze</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>Meer</translation>
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
        <source>lowland</source>
        <translation>Tiefland</translation>
    </message>
    <message>
        <source>upland</source>
        <translation>Hochland</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>wetland</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
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
        <source>entrench</source>
        <translation>Eingraben</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>population</source>
        <translation>Bevölkerung</translation>
    </message>
    <message>
        <source>popLimit</source>
        <translation>Bevölkerungsgrenze</translation>
    </message>
    <message>
        <source>forts</source>
        <translation>Festungen</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>modeTarget</source>
        <translation>Modusziel</translation>
    </message>
    <message>
        <source>bp</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>treasury</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>armyReserve</source>
        <translation>Armeereserve</translation>
    </message>
    <message>
        <source>fleetReserve</source>
        <translation>Flottenreserve</translation>
    </message>
    <message>
        <source>vp</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Report for %1, turn %2</source>
        <translation>Bericht für %1, Zug %2</translation>
    </message>
    <message>
        <source>ACTIONS</source>
        <translation>AKTIONEN</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>(no orders received)</source>
        <translation>(keine Befehle erhalten)</translation>
    </message>
    <message>
        <source>ATTACKS ON YOU</source>
        <translation>ANGRIFFE AUF SIE</translation>
    </message>
    <message>
        <source>END OF TURN</source>
        <translation>ZUGENDE</translation>
    </message>
    <message>
        <source>TURN %1</source>
        <translation>ZUG %1</translation>
    </message>
    <message>
        <source>BP %1, treasury %2, army reserve %3, fleet reserve %4, VP %5</source>
        <translation>BP %1, Schatz %2, Armeereserve %3, Flottenreserve %4, SP %5</translation>
    </message>
    <message>
        <source>processing order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>AREAS</source>
        <translation>GEBIETE</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>pop</source>
        <translation>Bev.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Game report, turn %1</source>
        <translation>Spielbericht, Zug %1</translation>
    </message>
    <message>
        <source>PROCESSING ORDER</source>
        <translation>REIHENFOLGE</translation>
    </message>
    <message>
        <source>MESSAGES</source>
        <translation>NACHRICHTEN</translation>
    </message>
    <message>
        <source>BATTLES</source>
        <translation>SCHLACHTEN</translation>
    </message>
    <message>
        <source>AREAS THAT CHANGED HANDS</source>
        <translation>GEBIETE, DIE DEN BESITZER WECHSELTEN</translation>
    </message>
    <message>
        <source>GAINED AND LOST</source>
        <translation>GEWONNEN UND VERLOREN</translation>
    </message>
    <message>
        <source>gained %1; lost %2</source>
        <translation>gewonnen %1; verloren %2</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>%1, turn %2: %3</source>
        <translation>%1, Zug %2: %3</translation>
    </message>
    <message>
        <source>%1, report for turn %2</source>
        <translation>%1, Bericht für Zug %2</translation>
    </message>
    <message>
        <source>Attacks on you</source>
        <translation>Angriffe auf Sie</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Game report, turn %1: %2</source>
        <translation>Spielbericht, Zug %1: %2</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, Zug %2</translation>
    </message>
    <message>
        <source>game report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>Processing order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>Areas that changed hands</source>
        <translation>Gebiete, die den Besitzer wechselten</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>an</translation>
    </message>
    <message>
        <source>Gained and lost</source>
        <translation>Gewonnen und verloren</translation>
    </message>
    <message>
        <source>nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>gained</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1: report for %2 %3</source>
        <translation>%1: Bericht für %2 %3</translation>
    </message>
    <message>
        <source>%1: game report</source>
        <translation>%1: Spielbericht</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>an orders or spends file</source>
        <translation>eine Befehls- oder Ausgabendatei</translation>
    </message>
    <message>
        <source>a game file</source>
        <translation>eine Spieldatei</translation>
    </message>
    <message>
        <source>a board picture</source>
        <translation>ein Bild des Spielbretts</translation>
    </message>
    <message>
        <source>a mail file</source>
        <translation>eine Maildatei</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2, not %3</source>
        <translation>muss eine Zahl von %1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>duplicate nation code &quot;%1&quot; (also line %2)</source>
        <translation>doppeltes Nationskürzel „%1“ (auch Zeile %2)</translation>
    </message>
    <message>
        <source>duplicate area code &quot;%1&quot; (also line %2)</source>
        <translation>doppeltes Gebietskürzel „%1“ (auch Zeile %2)</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>diplomatic</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Allgemeines</translation>
    </message>
    <message>
        <source>the message text has no closing quote</source>
        <translation>der Nachrichtentext hat kein schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>more than one quoted text; a spend carries one message</source>
        <translation>mehr als ein Text in Anführungszeichen; eine Ausgabe trägt eine Nachricht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not key=value or a quoted text</source>
        <translation>„%1“ ist weder Schlüssel=Wert noch ein Text in Anführungszeichen</translation>
    </message>
    <message>
        <source>the value of %1= has no closing quote</source>
        <translation>der Wert von %1= hat kein schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>%1= is given twice</source>
        <translation>%1= steht zweimal da</translation>
    </message>
    <message>
        <source>%1 would hold more than %2, the most money a game holds</source>
        <translation>%1 hätte mehr als %2, das meiste Geld, das ein Spiel fasst</translation>
    </message>
    <message>
        <source>account #%1</source>
        <translation>Konto #%1</translation>
    </message>
    <message>
        <source>over the %1 cap: %2 of %3 spent, this costs %4</source>
        <translation>über der Grenze für %1: %2 von %3 ausgegeben, dies kostet %4</translation>
    </message>
    <message>
        <source>over the round total: %1 of %2 AP spent, this costs %3</source>
        <translation>über der Summe der Runde: %1 von %2 AP ausgegeben, dies kostet %3</translation>
    </message>
    <message>
        <source>the amounts add up to more than %1, the most money a game holds</source>
        <translation>die Beträge ergeben mehr als %1, das meiste Geld, das ein Spiel fasst</translation>
    </message>
    <message>
        <source>money %1 does not cover %2%3</source>
        <translation>Geld %1 deckt nicht %2%3</translation>
    </message>
    <message>
        <source> (%1 already spent earlier in this file)</source>
        <translation> (%1 schon früher in dieser Datei ausgegeben)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>unbekannte Aktion „%1“</translation>
    </message>
    <message>
        <source>the ruleset gives %1 no rule (&quot;do&quot;: &quot;%2&quot;)</source>
        <translation>das Regelwerk gibt %1 keine Regel (&quot;do&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>no PLAYER line before this spend</source>
        <translation>keine PLAYER-Zeile vor dieser Ausgabe</translation>
    </message>
    <message>
        <source>unknown player &quot;%1&quot;</source>
        <translation>unbekannter Spieler „%1“</translation>
    </message>
    <message>
        <source>unknown player &quot;%1&quot; in to=</source>
        <translation>unbekannter Spieler „%1“ in to=</translation>
    </message>
    <message>
        <source>no recipient other than the sender (the moderator&apos;s copy does not count)</source>
        <translation>kein Empfänger außer dem Absender (die Kopie an die Spielleitung zählt nicht)</translation>
    </message>
    <message>
        <source>amount= %1</source>
        <translation>amount= %1</translation>
    </message>
    <message>
        <source>unknown player &quot;%1&quot; in target=</source>
        <translation>unbekannter Spieler „%1“ in target=</translation>
    </message>
    <message>
        <source>a player cannot embargo themselves</source>
        <translation>ein Spieler kann kein Embargo gegen sich selbst verhängen</translation>
    </message>
    <message>
        <source>no embargo to join: %1 is not embargoed this round</source>
        <translation>kein Embargo zum Beitreten: gegen %1 besteht in dieser Runde kein Embargo</translation>
    </message>
    <message>
        <source>%1 is already embargoed this round; JOIN-EMBARGO or MAINTAIN-EMBARGO it</source>
        <translation>gegen %1 besteht in dieser Runde schon ein Embargo; JOIN-EMBARGO oder MAINTAIN-EMBARGO</translation>
    </message>
    <message>
        <source>TRANSFER goes to one player; TRANSFER-FUNDS sends money to several</source>
        <translation>TRANSFER geht an einen Spieler; TRANSFER-FUNDS schickt Geld an mehrere</translation>
    </message>
    <message>
        <source>TRANSFER cannot send to a numbered account; use TRANSFER-FUNDS</source>
        <translation>TRANSFER kann nicht an ein nummeriertes Konto senden; TRANSFER-FUNDS verwenden</translation>
    </message>
    <message>
        <source>a player cannot transfer to themselves</source>
        <translation>ein Spieler kann nicht an sich selbst übertragen</translation>
    </message>
    <message>
        <source>money= %1</source>
        <translation>money= %1</translation>
    </message>
    <message>
        <source>TRANSFER names nothing to send (item=, items= or money=)</source>
        <translation>TRANSFER nennt nichts zum Senden (item=, items= oder money=)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in to= needs an amount (Name:100 or #42:50)</source>
        <translation>„%1“ in to= braucht einen Betrag (Name:100 oder #42:50)</translation>
    </message>
    <message>
        <source>the amount for %1 %2</source>
        <translation>der Betrag für %1 %2</translation>
    </message>
    <message>
        <source>%1 is named twice in to=</source>
        <translation>%1 steht zweimal in to=</translation>
    </message>
    <message>
        <source>unknown account %1</source>
        <translation>unbekanntes Konto %1</translation>
    </message>
    <message>
        <source>a player cannot send funds to themselves</source>
        <translation>ein Spieler kann sich selbst kein Geld senden</translation>
    </message>
    <message>
        <source>TRANSFER-FUNDS needs to=Name:amount,... or to=#account:amount</source>
        <translation>TRANSFER-FUNDS braucht to=Name:Betrag,... oder to=#Konto:Betrag</translation>
    </message>
    <message>
        <source>every account number from %1 to %2 is in use</source>
        <translation>jede Kontonummer von %1 bis %2 ist vergeben</translation>
    </message>
    <message>
        <source>%1 cannot be transferred (never attributes, homeworlds, base votes, AP or VP)</source>
        <translation>%1 kann nicht übertragen werden (nie Attribute, Heimatwelten, Grundstimmen, AP oder VP)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be transferred (never attributes, homeworlds, base votes, AP or VP)</source>
        <translation>„%1“ kann nicht übertragen werden (nie Attribute, Heimatwelten, Grundstimmen, AP oder VP)</translation>
    </message>
    <message>
        <source>%1 takes no key=value arguments, not %2=</source>
        <translation>%1 nimmt keine Schlüssel=Wert-Argumente, auch nicht %2=</translation>
    </message>
    <message>
        <source>%1= is not an argument of %2 (it takes %3=)</source>
        <translation>%1= ist kein Argument von %2 (es nimmt %3=)</translation>
    </message>
    <message>
        <source>%1 needs %2=</source>
        <translation>%1 braucht %2=</translation>
    </message>
    <message>
        <source>%1 needs the message text in quotes</source>
        <translation>%1 braucht den Nachrichtentext in Anführungszeichen</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>%1: is not an Adjutant game file (not an SQLite database)</source>
        <translation>%1: ist keine Adjutant-Spieldatei (keine SQLite-Datenbank)</translation>
    </message>
    <message>
        <source>%1: is not an Adjutant game file (an SQLite database of another program)</source>
        <translation>%1: ist keine Adjutant-Spieldatei (eine SQLite-Datenbank eines anderen Programms)</translation>
    </message>
    <message>
        <source>%1: was written by a newer version of Adjutant (game file version %2; this program reads versions up to %3). Open it with a newer Adjutant; the file is left as it is.</source>
        <translation>%1: stammt von einer neueren Version von Adjutant (Spieldatei-Version %2; dieses Programm liest Versionen bis %3). Bitte mit einem neueren Adjutant öffnen; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>%1: is damaged or not an SQLite database (SQLite: %2); the file is left as it is</source>
        <translation>%1: ist beschädigt oder keine SQLite-Datenbank (SQLite: %2); die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>%1: is damaged (%2); the file is left as it is</source>
        <translation>%1: ist beschädigt (%2); die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>%1: is damaged (SQLite integrity check: %2); the file is left as it is</source>
        <translation>%1: ist beschädigt (SQLite-Integritätsprüfung: %2); die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>%1: is damaged (SQLite integrity check: %2)</source>
        <translation>%1: ist beschädigt (SQLite-Integritätsprüfung: %2)</translation>
    </message>
    <message>
        <source>%1: is damaged: %2</source>
        <translation>%1: ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1: the packed game of turn %2 is damaged</source>
        <translation>%1: das gepackte Spiel von Zug %2 ist beschädigt</translation>
    </message>
    <message>
        <source>its header is cut short</source>
        <translation>ihr Kopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>it is cut short: %1 bytes of the %2 its header gives</source>
        <translation>sie ist abgeschnitten: %1 Bytes der %2, die ihr Kopf angibt</translation>
    </message>
    <message>
        <source>the upgrade to version %1 failed, the file keeps version %2: %3</source>
        <translation>die Umstellung auf Version %1 schlug fehl, die Datei behält Version %2: %3</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht verfügbar</translation>
    </message>
    <message>
        <source>%1: cannot write: it is not a regular file</source>
        <translation>%1: nicht schreibbar: keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: nicht schreibbar: %2</translation>
    </message>
    <message>
        <source>%1: writing failed: %2</source>
        <translation>%1: Schreiben fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: cannot replace it: %2</source>
        <translation>%1: lässt sich nicht ersetzen: %2</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1: Erstellen nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: the game is at turn %2 but the file&apos;s current turn is %3</source>
        <translation>%1: Speichern nicht möglich: Das Spiel ist bei Zug %2, der aktuelle Zug der Datei ist aber %3</translation>
    </message>
    <message>
        <source>%1: cannot put the new game file in place; nothing was written: %2</source>
        <translation>%1: Die neue Spieldatei kann nicht an ihren Platz gebracht werden; es wurde nichts geschrieben: %2</translation>
    </message>
    <message>
        <source>a NUL character in a cell</source>
        <translation>ein NUL-Zeichen in einer Zelle</translation>
    </message>
    <message>
        <source>a quoted cell is never closed</source>
        <translation>eine Zelle in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>text after the closing quote of a cell</source>
        <translation>Text nach dem schließenden Anführungszeichen einer Zelle</translation>
    </message>
    <message>
        <source>no header row: the first line names the columns</source>
        <translation>keine Kopfzeile: die erste Zeile nennt die Spalten</translation>
    </message>
    <message>
        <source>%1 cells, but the header names %2 columns</source>
        <translation>%1 Zellen, aber die Kopfzeile nennt %2 Spalten</translation>
    </message>
    <message>
        <source>unknown field, kept as it is</source>
        <translation>unbekanntes Feld, bleibt unverändert erhalten</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>fehlt, ist aber Pflicht</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a string or null, not %1</source>
        <translation>muss eine Zeichenkette oder null sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>muss eine Liste sein, nicht %1</translation>
    </message>
    <message>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 more keys are given twice in their objects</source>
        <translation>%1 weitere Schlüssel stehen zweimal in ihrem Objekt</translation>
    </message>
    <message>
        <source>%1 more strings or keys hold a NUL character (\u0000)</source>
        <translation>%1 weitere Zeichenketten oder Schlüssel enthalten ein NUL-Zeichen (\u0000)</translation>
    </message>
    <message>
        <source>the string holds a NUL character (\u0000)</source>
        <translation>die Zeichenkette enthält ein NUL-Zeichen (\u0000)</translation>
    </message>
    <message>
        <source>the key holds a NUL character (\u0000)</source>
        <translation>der Schlüssel enthält ein NUL-Zeichen (\u0000)</translation>
    </message>
    <message>
        <source>the key is given twice in its object; give it once</source>
        <translation>der Schlüssel steht zweimal in seinem Objekt; nur einmal angeben</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>is not a regular file (a folder)</source>
        <translation>ist keine gewöhnliche Datei (ein Ordner)</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a socket)</source>
        <translation>ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>is larger than %1 MiB (%2 bytes), the most %3 may be</source>
        <translation>ist größer als %1 MiB (%2 Bytes), das Höchste für %3</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>the attachment %1 is larger than 1 MiB; left out</source>
        <translation>der Anhang %1 ist größer als 1 MiB; ausgelassen</translation>
    </message>
    <message>
        <source>no text to read orders from</source>
        <translation>kein Text, aus dem Befehle zu lesen wären</translation>
    </message>
    <message>
        <source>not an mbox mailbox: no message could be read</source>
        <translation>kein mbox-Postfach: keine Nachricht war lesbar</translation>
    </message>
    <message>
        <source>not an e-mail message</source>
        <translation>keine E-Mail-Nachricht</translation>
    </message>
    <message>
        <source>no sender (From:); is it an e-mail?</source>
        <translation>kein Absender (From:); ist es eine E-Mail?</translation>
    </message>
    <message>
        <source>a folder that is no maildir (no cur/ or new/)</source>
        <translation>ein Ordner, der kein Maildir ist (kein cur/ oder new/)</translation>
    </message>
    <message>
        <source>must be an object like {&quot;image&quot;: &quot;britain.png&quot;, &quot;opacity&quot;: 0.6}</source>
        <translation>muss ein Objekt wie {&quot;image&quot;: &quot;britain.png&quot;, &quot;opacity&quot;: 0.6} sein</translation>
    </message>
    <message>
        <source>must name the board&apos;s picture</source>
        <translation>muss das Bild des Spielbretts nennen</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (land, city or sea)</source>
        <translation>unbekannte Art „%1“ (land, city oder sea)</translation>
    </message>
    <message>
        <source>version %1 was written by a newer Adjutant; this one reads up to %2</source>
        <translation>Version %1 stammt von einem neueren Adjutant; dieser liest bis Version %2</translation>
    </message>
    <message>
        <source>must be an object like {&quot;name&quot;: &quot;…&quot;, &quot;email&quot;: &quot;…&quot;}, not %1</source>
        <translation>muss ein Objekt wie {&quot;name&quot;: &quot;…&quot;, &quot;email&quot;: &quot;…&quot;} sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a pair of area codes, like [&quot;YRK&quot;, &quot;YRS&quot;]</source>
        <translation>muss ein Paar von Gebietskürzeln sein, etwa [&quot;YRK&quot;, &quot;YRS&quot;]</translation>
    </message>
    <message>
        <source>not a rule choice of %1; ignored</source>
        <translation>keine Regelwahl von %1; nicht beachtet</translation>
    </message>
    <message>
        <source>must be %1, like the default %2</source>
        <translation>muss %1 sein, wie der Standardwert %2</translation>
    </message>
    <message>
        <source>unknown choice %1 (%2)</source>
        <translation>unbekannte Wahl %1 (%2)</translation>
    </message>
    <message>
        <source>unknown ruleset &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Regelwerk „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a nation code (2 or 3 of A-Z, 0-9)</source>
        <translation>„%1“ ist kein Nationskürzel (2 oder 3 aus A–Z, 0–9)</translation>
    </message>
    <message>
        <source>duplicate nation code &quot;%1&quot; (also nations[%2])</source>
        <translation>doppeltes Nationskürzel „%1“ (auch nations[%2])</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area code (3 of A-Z, 0-9)</source>
        <translation>„%1“ ist kein Gebietskürzel (3 aus A–Z, 0–9)</translation>
    </message>
    <message>
        <source>duplicate area code &quot;%1&quot; (also areas[%2])</source>
        <translation>doppeltes Gebietskürzel „%1“ (auch areas[%2])</translation>
    </message>
    <message>
        <source>nation &quot;%1&quot; appears twice</source>
        <translation>Nation „%1“ steht zweimal da</translation>
    </message>
    <message>
        <source>nation &quot;%1&quot; is missing from the order</source>
        <translation>Nation „%1“ fehlt in der Reihenfolge</translation>
    </message>
    <message>
        <source>an area cannot border itself (&quot;%1&quot;)</source>
        <translation>ein Gebiet kann nicht an sich selbst grenzen („%1“)</translation>
    </message>
    <message>
        <source>border %1-%2 is listed twice</source>
        <translation>die Grenze %1-%2 steht zweimal da</translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot; (%2)</source>
        <translation>unbekanntes Gelände „%1“ (%2)</translation>
    </message>
    <message>
        <source>population %1 is above the limit %2</source>
        <translation>Bevölkerung %1 liegt über der Grenze %2</translation>
    </message>
    <message>
        <source>no population may live at sea</source>
        <translation>auf See darf keine Bevölkerung leben</translation>
    </message>
    <message>
        <source>%1 armies aboard but only %2 ships; the extra would drown</source>
        <translation>%1 Armeen an Bord, aber nur %2 Schiffe; die übrigen würden ertrinken</translation>
    </message>
    <message>
        <source>a neutral sea area holds no ships</source>
        <translation>ein neutrales Seegebiet hat keine Schiffe</translation>
    </message>
    <message>
        <source>ships on land: only sea areas hold ships</source>
        <translation>Schiffe an Land: nur Seegebiete haben Schiffe</translation>
    </message>
    <message>
        <source>entrench is an Empires mode; a %1 game has defend, retreat and ambush</source>
        <translation>entrench ist ein Modus von Empires; ein %1-Spiel hat defend, retreat und ambush</translation>
    </message>
    <message>
        <source>an area&apos;s mode cannot target the area itself (&quot;%1&quot;)</source>
        <translation>der Modus eines Gebiets kann nicht das Gebiet selbst zum Ziel haben („%1“)</translation>
    </message>
    <message>
        <source>a city must name its hinterland</source>
        <translation>eine Stadt muss ihr Hinterland nennen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a %2 area, not land</source>
        <translation>„%1“ ist ein Gebiet der Art %2, kein Land</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not border the city &quot;%2&quot;</source>
        <translation>„%1“ grenzt nicht an die Stadt „%2“</translation>
    </message>
    <message>
        <source>the city &quot;%1&quot; borders &quot;%2&quot;, which is not its hinterland</source>
        <translation>die Stadt „%1“ grenzt an „%2“, das nicht ihr Hinterland ist</translation>
    </message>
    <message>
        <source>only a city has a hinterland</source>
        <translation>nur eine Stadt hat ein Hinterland</translation>
    </message>
    <message>
        <source>malformed JSON at column %1: %2</source>
        <translation>fehlerhaftes JSON in Spalte %1: %2</translation>
    </message>
    <message>
        <source>a game file must be a JSON object</source>
        <translation>eine Spieldatei muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>unknown column (the columns are %1)</source>
        <translation>unbekannte Spalte (die Spalten sind %1)</translation>
    </message>
    <message>
        <source>the column is named twice</source>
        <translation>die Spalte steht zweimal da</translation>
    </message>
    <message>
        <source>the column is missing: every table names it</source>
        <translation>die Spalte fehlt: jede Tabelle nennt sie</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>every area has a kind (land, city or sea)</source>
        <translation>jedes Gebiet hat eine Art (land, city oder sea)</translation>
    </message>
    <message>
        <source>give both x and y, or neither (then the map is laid out)</source>
        <translation>x und y beide angeben oder keines (dann wird die Karte angeordnet)</translation>
    </message>
    <message>
        <source>the border %1–%2 is given twice (first on line %3)</source>
        <translation>die Grenze %1–%2 steht zweimal da (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be an object {&quot;name&quot;, &quot;email&quot;}, not %1</source>
        <translation>muss ein Objekt {&quot;name&quot;, &quot;email&quot;} sein, nicht %1</translation>
    </message>
    <message>
        <source>duplicate player &quot;%1&quot; (also ap.players[%2])</source>
        <translation>doppelter Spieler „%1“ (auch ap.players[%2])</translation>
    </message>
    <message>
        <source>duplicate account number %1 (also ap.accounts[%2])</source>
        <translation>doppelte Kontonummer %1 (auch ap.accounts[%2])</translation>
    </message>
    <message>
        <source>ROUND is given twice (first on line %1)</source>
        <translation>ROUND steht zweimal da (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>ROUND must come before every PLAYER and spend</source>
        <translation>ROUND muss vor jedem PLAYER und jeder Ausgabe stehen</translation>
    </message>
    <message>
        <source>the ROUND number %1</source>
        <translation>die Zahl nach ROUND %1</translation>
    </message>
    <message>
        <source>the spends file must start with ROUND n</source>
        <translation>die Ausgabendatei muss mit ROUND n beginnen</translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation>Gebiete im Besitz</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Bevölkerung</translation>
    </message>
    <message>
        <source>Armies and ships</source>
        <translation>Armeen und Schiffe</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>The map at the end of turn %1</source>
        <translation>Die Karte am Ende von Zug %1</translation>
    </message>
    <message>
        <source>Areas owned, turn by turn</source>
        <translation>Gebiete im Besitz, Zug für Zug</translation>
    </message>
    <message>
        <source>NATION</source>
        <translation>NATION</translation>
    </message>
    <message>
        <source>TURN</source>
        <translation>ZUG</translation>
    </message>
    <message>
        <source>%1 · Turn sheet</source>
        <translation>%1 · Zugbogen</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Unbenanntes Spiel</translation>
    </message>
    <message>
        <source>Player: (none)</source>
        <translation>Spieler: (keiner)</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Holdings at the start of turn %1</source>
        <translation>Besitz zu Beginn von Zug %1</translation>
    </message>
    <message>
        <source>1 area</source>
        <translation>1 Gebiet</translation>
    </message>
    <message>
        <source>%1 areas</source>
        <translation>%1 Gebiete</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Army reserve</source>
        <translation>Armeereserve</translation>
    </message>
    <message>
        <source>Fleet reserve</source>
        <translation>Flottenreserve</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Pop</source>
        <translation>Bev</translation>
    </message>
    <message>
        <source>Pop/Limit</source>
        <translation>Bev/Limit</translation>
    </message>
    <message>
        <source>Trd</source>
        <translation>Hdl</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>Frt</source>
        <translation>Fst</translation>
    </message>
    <message>
        <source>Forts</source>
        <translation>Festungen</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Shp</source>
        <translation>Sch</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>(no areas)</source>
        <translation>(keine Gebiete)</translation>
    </message>
    <message>
        <source>… and 1 more area: see the report</source>
        <translation>… und 1 weiteres Gebiet: siehe Bericht</translation>
    </message>
    <message>
        <source>… and %1 more areas: see the report</source>
        <translation>… und %1 weitere Gebiete: siehe Bericht</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Orders for turn %1</source>
        <translation>Befehle für Zug %1</translation>
    </message>
    <message>
        <source>area codes: 3 letters · number: n, ALL or AB-n · unused field: -</source>
        <translation>Gebietskürzel: 3 Buchstaben · Anzahl: n, ALL oder AB-n · leeres Feld: -</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <source>WHERE / FROM</source>
        <translation>WO / VON</translation>
    </message>
    <message>
        <source>TO / TARGET</source>
        <translation>NACH / ZIEL</translation>
    </message>
    <message>
        <source>NUMBER</source>
        <translation>ANZAHL</translation>
    </message>
    <message>
        <source>printed in the game report for everyone, with your code</source>
        <translation>wird mit Ihrem Kürzel für alle im Spielbericht abgedruckt</translation>
    </message>
    <message>
        <source>%1 · %2 · turn %3</source>
        <translation>%1 · %2 · Zug %3</translation>
    </message>
    <message>
        <source>%1 · sheet %2 of %3</source>
        <translation>%1 · Blatt %2 von %3</translation>
    </message>
    <message>
        <source>Turn sheets: %1, turn %2</source>
        <translation>Zugbögen: %1, Zug %2</translation>
    </message>
    <message>
        <source>of %1 UTC</source>
        <translation>vom %1 UTC</translation>
    </message>
    <message>
        <source>without a date</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>No order lines were found in it.</source>
        <translation>Darin wurden keine Befehlszeilen gefunden.</translation>
    </message>
    <message>
        <source>slot  line  order</source>
        <translation>Platz Zeile Befehl</translation>
    </message>
    <message>
        <source>problem, see below</source>
        <translation>Problem, siehe unten</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>1 problem:</source>
        <translation>1 Problem:</translation>
    </message>
    <message>
        <source>%1 problems:</source>
        <translation>%1 Probleme:</translation>
    </message>
    <message>
        <source>line %1 &quot;%2&quot;: %3</source>
        <translation>Zeile %1 „%2“: %3</translation>
    </message>
    <message>
        <source>Orders for %1, turn %2, as read from your message &quot;%3&quot; %4.</source>
        <translation>Befehle für %1, Zug %2, wie aus Ihrer Nachricht „%3“ %4 gelesen.</translation>
    </message>
    <message>
        <source>Line 1 is NATION %1, your order lines follow it.</source>
        <translation>Zeile 1 ist NATION %1, Ihre Befehlszeilen folgen ihr.</translation>
    </message>
    <message>
        <source>Your message for the game report (line %1): %2</source>
        <translation>Ihre Nachricht für den Spielbericht (Zeile %1): %2</translation>
    </message>
    <message>
        <source>Your message &quot;%1&quot; %2 gave orders for %3, turn %4. A later message, &quot;%5&quot; %6, replaces it: its orders are not used.</source>
        <translation>Ihre Nachricht „%1“ %2 gab Befehle für %3, Zug %4. Eine spätere Nachricht, „%5“ %6, ersetzt sie: ihre Befehle werden nicht verwendet.</translation>
    </message>
    <message>
        <source>%1:%2 loses %3/%4</source>
        <translation>%1:%2 verliert %3/%4</translation>
    </message>
    <message>
        <source>battle won (%1)</source>
        <translation>Schlacht gewonnen (%1)</translation>
    </message>
    <message>
        <source>battle lost (%1)</source>
        <translation>Schlacht verloren (%1)</translation>
    </message>
    <message>
        <source>(no such step)</source>
        <translation>(kein solcher Schritt)</translation>
    </message>
    <message>
        <source>step %1 (%2%3)</source>
        <translation>Schritt %1 (%2%3)</translation>
    </message>
    <message>
        <source>step %1 (%2 slot %3: %4)</source>
        <translation>Schritt %1 (%2 Platz %3: %4)</translation>
    </message>
    <message>
        <source>a: the turn as given; b: %1</source>
        <translation>a: der Zug wie gegeben; b: %1</translation>
    </message>
    <message>
        <source>with the orders changed</source>
        <translation>mit geänderten Befehlen</translation>
    </message>
    <message>
        <source>1 step differs:</source>
        <translation>1 Schritt unterscheidet sich:</translation>
    </message>
    <message>
        <source>%1 steps differ:</source>
        <translation>%1 Schritte unterscheiden sich:</translation>
    </message>
    <message>
        <source>no step and nothing in the next turn differs</source>
        <translation>kein Schritt und nichts im nächsten Zug unterscheidet sich</translation>
    </message>
    <message>
        <source>first difference: step %1</source>
        <translation>erster Unterschied: Schritt %1</translation>
    </message>
    <message>
        <source>the next turn&apos;s game is the same</source>
        <translation>das Spiel des nächsten Zuges ist dasselbe</translation>
    </message>
    <message>
        <source>next turn, 1 difference:</source>
        <translation>nächster Zug, 1 Unterschied:</translation>
    </message>
    <message>
        <source>next turn, %1 differences:</source>
        <translation>nächster Zug, %1 Unterschiede:</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>Zeile %1: %2: %3</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 AP spent</source>
        <translation>%1: %2 von %3 AP ausgegeben</translation>
    </message>
    <message>
        <source>%1 spends, %2 done, %3 rejected</source>
        <translation>%1 Ausgaben, %2 ausgeführt, %3 abgelehnt</translation>
    </message>
    <message>
        <source>rejected %1</source>
        <translation>abgelehnt %1</translation>
    </message>
    <message>
        <source>AP ledger, round %1</source>
        <translation>AP-Buch, Runde %1</translation>
    </message>
    <message>
        <source>Spends of no player of this game (rejected):</source>
        <translation>Ausgaben keines Spielers dieses Spiels (abgelehnt):</translation>
    </message>
    <message>
        <source>1 message to deliver</source>
        <translation>1 Nachricht zuzustellen</translation>
    </message>
    <message>
        <source>%1 messages to deliver</source>
        <translation>%1 Nachrichten zuzustellen</translation>
    </message>
    <message>
        <source>account #%1 opened for %2</source>
        <translation>Konto #%1 für %2 eröffnet</translation>
    </message>
    <message>
        <source>No embargo in round %1</source>
        <translation>Kein Embargo in Runde %1</translation>
    </message>
    <message>
        <source>Embargoed in round %1: %2</source>
        <translation>Unter Embargo in Runde %1: %2</translation>
    </message>
    <message>
        <source>Round %1: noteboard from %2</source>
        <translation>Runde %1: Schwarzes Brett von %2</translation>
    </message>
    <message>
        <source>Round %1: secret communication from %2 (anonymous to its recipients)</source>
        <translation>Runde %1: geheime Mitteilung von %2 (für ihre Empfänger anonym)</translation>
    </message>
    <message>
        <source>Round %1: secret communication</source>
        <translation>Runde %1: geheime Mitteilung</translation>
    </message>
    <message>
        <source>Round %1: court gossip from %2 (anonymous, to every player)</source>
        <translation>Runde %1: Hofklatsch von %2 (anonym, an jeden Spieler)</translation>
    </message>
    <message>
        <source>Round %1: court gossip</source>
        <translation>Runde %1: Hofklatsch</translation>
    </message>
    <message>
        <source>Secret communication</source>
        <translation>Geheime Mitteilung</translation>
    </message>
    <message>
        <source>Court gossip</source>
        <translation>Hofklatsch</translation>
    </message>
    <message>
        <source>city, %1</source>
        <translation>Stadt, %1</translation>
    </message>
    <message>
        <source>Rounding of battle losses</source>
        <translation>Rundung der Kampfverluste</translation>
    </message>
    <message>
        <source>one floor over the sum</source>
        <translation>einmal über die Summe abgerundet</translation>
    </message>
    <message>
        <source>each term floored</source>
        <translation>jeder Summand abgerundet</translation>
    </message>
    <message>
        <source>Assault round that kills nothing</source>
        <translation>Sturmrunde ohne Gefallene</translation>
    </message>
    <message>
        <source>the assault fails</source>
        <translation>der Sturm scheitert</translation>
    </message>
    <message>
        <source>City defence bonus</source>
        <translation>Verteidigungsbonus der Städte</translation>
    </message>
    <message>
        <source>%1 added to a city&apos;s defence</source>
        <translation>%1 mehr für die Verteidigung einer Stadt</translation>
    </message>
    <message>
        <source>Ambush factor</source>
        <translation>Hinterhaltfaktor</translation>
    </message>
    <message>
        <source>the ambushed attacker&apos;s losses count the defence × %1</source>
        <translation>die Verluste des Angreifers im Hinterhalt zählen die Verteidigung × %1</translation>
    </message>
    <message>
        <source>Ships needed to carry armies</source>
        <translation>Schiffe für Armeen an Bord</translation>
    </message>
    <message>
        <source>as many ships as all the armies aboard after the move</source>
        <translation>so viele Schiffe wie alle Armeen an Bord nach dem Zug</translation>
    </message>
    <message>
        <source>as many ships as the armies moved</source>
        <translation>so viele Schiffe wie die bewegten Armeen</translation>
    </message>
    <message>
        <source>BP left at the end of the turn</source>
        <translation>Übrige BP am Ende des Zuges</translation>
    </message>
    <message>
        <source>go to the treasury</source>
        <translation>gehen in den Schatz</translation>
    </message>
    <message>
        <source>build armies, the rest is bid for the order (action 17)</source>
        <translation>werden zu Armeen, der Rest wird für die Reihenfolge geboten (Aktion 17)</translation>
    </message>
    <message>
        <source>Dispersal at the end of the turn</source>
        <translation>Auflösung am Ende des Zuges</translation>
    </message>
    <message>
        <source>ships and extra armies go back to the reserves</source>
        <translation>Schiffe und überzählige Armeen gehen in die Reserven zurück</translation>
    </message>
    <message>
        <source>nothing disperses</source>
        <translation>nichts wird aufgelöst</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>no maintenance</source>
        <translation>kein Unterhalt</translation>
    </message>
    <message>
        <source>1 BP for each army over its area&apos;s population and each ship at sea</source>
        <translation>1 BP je Armee über der Bevölkerung ihres Gebiets und je Schiff auf See</translation>
    </message>
    <message>
        <source>Capture in Empires</source>
        <translation>Eroberung in Empires</translation>
    </message>
    <message>
        <source>the surviving armies must outnumber the area&apos;s population</source>
        <translation>die überlebenden Armeen müssen die Bevölkerung des Gebiets übertreffen</translation>
    </message>
    <message>
        <source>any surviving army captures</source>
        <translation>jede überlebende Armee erobert</translation>
    </message>
    <message>
        <source>AP per bid under an embargo</source>
        <translation>AP je Gebot unter einem Embargo</translation>
    </message>
    <message>
        <source>%1 General AP for each bid or liquidation</source>
        <translation>%1 allgemeine AP je Gebot oder Liquidation</translation>
    </message>
    <message>
        <source>population limit</source>
        <translation>Bevölkerungsgrenze</translation>
    </message>
    <message>
        <source>mode target</source>
        <translation>Modus-Ziel</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>people</source>
        <translation>Volk</translation>
    </message>
    <message>
        <source>traits</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>army reserve</source>
        <translation>Armeereserve</translation>
    </message>
    <message>
        <source>fleet reserve</source>
        <translation>Flottenreserve</translation>
    </message>
    <message>
        <source>processing order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>rule options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <source>action points</source>
        <translation>Aktionspunkte</translation>
    </message>
    <message>
        <source>attack %1 against %2, the attacker lost %3 and the defender %4</source>
        <translation>Angriff %1 gegen %2, der Angreifer verlor %3 und der Verteidiger %4</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>the battle was won (%1)</source>
        <translation>die Schlacht wurde gewonnen (%1)</translation>
    </message>
    <message>
        <source>the attack was beaten off (%1)</source>
        <translation>der Angriff wurde abgewehrt (%1)</translation>
    </message>
    <message>
        <source>changing nothing</source>
        <translation>ohne Änderung</translation>
    </message>
    <message>
        <source>%1 %2 from %3 to %4</source>
        <translation>%1 %2 von %3 auf %4</translation>
    </message>
    <message>
        <source>changing %1</source>
        <translation>ändert %1</translation>
    </message>
    <message>
        <source>end of turn: %1</source>
        <translation>Ende des Zuges: %1</translation>
    </message>
    <message>
        <source>no such step</source>
        <translation>diesen Schritt gibt es nicht</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 — as resolved: %2; %3: %4.</source>
        <translation>%1 — wie ausgewertet: %2; %3: %4.</translation>
    </message>
    <message>
        <source>Only the orders differ; the rule choices are the game&apos;s.</source>
        <translation>Nur die Befehle unterscheiden sich; die Regelvarianten sind die des Spiels.</translation>
    </message>
    <message>
        <source>The orders differ too.</source>
        <translation>Auch die Befehle unterscheiden sich.</translation>
    </message>
    <message>
        <source>under the other reading</source>
        <translation>unter der anderen Auslegung</translation>
    </message>
    <message>
        <source>with the changed orders</source>
        <translation>mit den geänderten Befehlen</translation>
    </message>
    <message>
        <source>Nothing differs: the turn comes out the same.</source>
        <translation>Nichts unterscheidet sich: der Zug geht gleich aus.</translation>
    </message>
    <message>
        <source>First difference: step %1. Steps that differ: %2. Differences in the next turn: %3.</source>
        <translation>Erster Unterschied: Schritt %1. Abweichende Schritte: %2. Unterschiede im nächsten Zug: %3.</translation>
    </message>
    <message>
        <source>Area or nation</source>
        <translation>Gebiet oder Nation</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>As resolved</source>
        <translation>Wie ausgewertet</translation>
    </message>
    <message>
        <source>Under the other reading</source>
        <translation>Unter der anderen Auslegung</translation>
    </message>
    <message>
        <source>With the changed orders</source>
        <translation>Mit den geänderten Befehlen</translation>
    </message>
    <message>
        <source>destination</source>
        <translation>Zielgebiet</translation>
    </message>
    <message>
        <source>must be an object like %1, not %2</source>
        <translation>muss ein Objekt wie %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>must be an RFC 3339 date and time with its offset, like 2026-12-10T18:00:00+01:00, not &quot;%1&quot;</source>
        <translation>muss Datum und Uhrzeit nach RFC 3339 mit ihrem Versatz sein, etwa 2026-12-10T18:00:00+01:00, nicht „%1“</translation>
    </message>
    <message>
        <source>unknown time zone &quot;%1&quot; (an IANA name, like Europe/Berlin)</source>
        <translation>unbekannte Zeitzone „%1“ (ein IANA-Name, etwa Europe/Berlin)</translation>
    </message>
    <message>
        <source>must be whole numbers of hours from 0 to 10,000, not %1</source>
        <translation>muss ganze Stundenzahlen von 0 bis 10.000 enthalten, nicht %1</translation>
    </message>
    <message>
        <source>must be an imap://, imaps://, pop3:// or pop3s:// URL with a host, like imaps://imap.example.org/INBOX, not &quot;%1&quot;</source>
        <translation>muss eine imap://-, imaps://-, pop3://- oder pop3s://-URL mit einem Rechner sein, etwa imaps://imap.example.org/INBOX, nicht „%1“</translation>
    </message>
    <message>
        <source>holds a password; the game never keeps one (give it with --password-file)</source>
        <translation>enthält ein Passwort; das Spiel speichert nie eines (gib es mit --password-file an)</translation>
    </message>
    <message>
        <source>its Received: header has no date that can be read; the Date: header is taken</source>
        <translation>ihre Received:-Kopfzeile hat kein lesbares Datum; die Date:-Kopfzeile wird genommen</translation>
    </message>
    <message>
        <source>Received %1 UTC; the SHA-256 of your message as received is %2.</source>
        <translation>Empfangen %1 UTC; der SHA-256 deiner Nachricht, wie sie empfangen wurde, ist %2.</translation>
    </message>
    <message>
        <source>Received without a date; the SHA-256 of your message as received is %1.</source>
        <translation>Ohne Datum empfangen; der SHA-256 deiner Nachricht, wie sie empfangen wurde, ist %1.</translation>
    </message>
    <message>
        <source>It arrived late, after %1 UTC; the moderator accepted it, so its orders count.</source>
        <translation>Sie kam zu spät, nach %1 UTC; der Spielleiter hat sie angenommen, ihre Befehle zählen also.</translation>
    </message>
    <message>
        <source>It arrived late, after %1 UTC: its orders do not count.</source>
        <translation>Sie kam zu spät, nach %1 UTC: ihre Befehle zählen nicht.</translation>
    </message>
    <message>
        <source>Reminder for %1: the orders for turn %2 are due.</source>
        <translation>Erinnerung für %1: die Befehle für Zug %2 sind fällig.</translation>
    </message>
    <message>
        <source>No orders of yours have been received for this turn yet.</source>
        <translation>Für diesen Zug sind noch keine Befehle von dir eingegangen.</translation>
    </message>
    <message>
        <source>Your orders have problems; please send them again, corrected:</source>
        <translation>Deine Befehle haben Probleme; bitte schicke sie berichtigt noch einmal:</translation>
    </message>
    <message>
        <source>The deadline is %1 %2, that is %3 UTC.</source>
        <translation>Abgabeschluss ist %1 %2, das ist %3 UTC.</translation>
    </message>
    <message>
        <source>Orders received up to %1 %2 (%3 UTC) still count.</source>
        <translation>Befehle, die bis %1 %2 (%3 UTC) eingehen, zählen noch.</translation>
    </message>
    <message>
        <source>Reminder: orders for turn %1 are due %2 %3</source>
        <translation>Erinnerung: die Befehle für Zug %1 sind fällig am %2 %3</translation>
    </message>
    <message>
        <source>%1: not an imap://, imaps://, pop3:// or pop3s:// URL</source>
        <translation>%1: keine imap://-, imaps://-, pop3://- oder pop3s://-URL</translation>
    </message>
    <message>
        <source>%1: the URL names no server</source>
        <translation>%1: die URL nennt keinen Server</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1: not a list of fetched messages</source>
        <translation>Zeile %1: keine Liste abgerufener Nachrichten</translation>
    </message>
    <message>
        <source>line %1: not a fetched message (mailbox, id, SHA-256, file)</source>
        <translation>Zeile %1: keine abgerufene Nachricht (Postfach, Kennung, SHA-256, Datei)</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: a line of the server&apos;s answer is longer than 16 MiB</source>
        <translation>%1: eine Zeile der Antwort des Servers ist länger als 16 MiB</translation>
    </message>
    <message>
        <source>%1: a literal of the server&apos;s answer is longer than 4 GiB</source>
        <translation>%1: ein Literal der Antwort des Servers ist länger als 4 GiB</translation>
    </message>
    <message>
        <source>%1: the server closed the connection before the end of its answer to %2</source>
        <translation>%1: der Server hat die Verbindung vor dem Ende seiner Antwort auf %2 geschlossen</translation>
    </message>
    <message>
        <source>%1: fetching was cancelled</source>
        <translation>%1: der Abruf wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1: no answer to %2 for %3 seconds</source>
        <translation>%1: seit %3 Sekunden keine Antwort auf %2</translation>
    </message>
    <message>
        <source>%1: EXAMINE gave no UIDVALIDITY</source>
        <translation>%1: EXAMINE lieferte keine UIDVALIDITY</translation>
    </message>
    <message>
        <source>%1: line %2 of the UIDL listing is not &quot;number uidl&quot;: %3</source>
        <translation>%1: Zeile %2 der UIDL-Liste ist nicht „Nummer UIDL“: %3</translation>
    </message>
    <message>
        <source>%1: the answer to %2 did not come whole within %3 seconds</source>
        <translation>%1: die Antwort auf %2 kam nicht innerhalb von %3 Sekunden vollständig</translation>
    </message>
    <message>
        <source>%1: the server sent more than its answer to %2</source>
        <translation>%1: der Server hat mehr als seine Antwort auf %2 gesendet</translation>
    </message>
    <message>
        <source>%1: the answer to %2 is no POP3 answer (a status line longer than 64 KiB)</source>
        <translation>%1: die Antwort auf %2 ist keine POP3-Antwort (eine Statuszeile länger als 64 KiB)</translation>
    </message>
    <message>
        <source>%1: the answer to %2 is no POP3 answer (neither +OK nor -ERR)</source>
        <translation>%1: die Antwort auf %2 ist keine POP3-Antwort (weder +OK noch -ERR)</translation>
    </message>
    <message>
        <source>%1: the UIDL listing goes on past 16 MiB (%2 lines) without its end; no mailbox&apos;s is that long</source>
        <translation>%1: die UIDL-Liste geht über 16 MiB (%2 Zeilen) hinaus ohne ihr Ende; so lang ist die keines Postfachs</translation>
    </message>
    <message>
        <source>%1: %2 is larger than 64 MiB, the most fetch takes of a message; it is not kept</source>
        <translation>%1: %2 ist größer als 64 MiB, das Höchste, was der Abruf von einer Nachricht nimmt; sie wird nicht behalten</translation>
    </message>
    <message>
        <source>%1: UID %2 is larger than 64 MiB (%3 bytes), the most fetch takes of a message; it is not kept</source>
        <translation>%1: UID %2 ist größer als 64 MiB (%3 Bytes), das Höchste, was der Abruf von einer Nachricht nimmt; sie wird nicht behalten</translation>
    </message>
    <message>
        <source>%1: UID %2 has no body in the server&apos;s answer (BODY[] NIL)</source>
        <translation>%1: UID %2 hat in der Antwort des Servers keinen Inhalt (BODY[] NIL)</translation>
    </message>
    <message>
        <source>%1: asked for UID %2, the server answered with another message: %3</source>
        <translation>%1: nach UID %2 gefragt, antwortete der Server mit einer anderen Nachricht: %3</translation>
    </message>
    <message>
        <source>%1: the server sent UID %2&apos;s body twice</source>
        <translation>%1: der Server hat den Inhalt von UID %2 zweimal gesendet</translation>
    </message>
    <message>
        <source>%1: the answer to UID FETCH %2 cannot be read: %3</source>
        <translation>%1: die Antwort auf UID FETCH %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1: the answer to UID SEARCH is not a list of UIDs: %2</source>
        <translation>%1: die Antwort auf UID SEARCH ist keine Liste von UIDs: %2</translation>
    </message>
    <message>
        <source>%1: UID SEARCH gave no SEARCH response</source>
        <translation>%1: UID SEARCH gab keine SEARCH-Antwort</translation>
    </message>
    <message>
        <source>%1: the server answered UID %2 without its body</source>
        <translation>%1: der Server hat auf UID %2 ohne deren Inhalt geantwortet</translation>
    </message>
    <message>
        <source>%1: the answer to %2 holds a NUL byte outside a literal</source>
        <translation>%1: die Antwort auf %2 enthält ein NUL-Byte außerhalb eines Literals</translation>
    </message>
    <message>
        <source>%1: a field of a fetched message cannot be written</source>
        <translation>%1: ein Feld einer abgerufenen Nachricht kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot be moved into new/</source>
        <translation>%1: kann nicht nach new/ verschoben werden</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message>
        <source>an unknown host</source>
        <translation>ein unbekannter Rechner</translation>
    </message>
    <message>
        <source>%1 on %2 (process %3) since %4 UTC</source>
        <translation>%1 auf %2 (Prozess %3) seit %4 UTC</translation>
    </message>
    <message>
        <source>Your part of the board at the end of turn %1</source>
        <translation>Ihr Teil des Spielbretts am Ende von Zug %1</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Every battle explained</source>
        <translation>Jede Schlacht erklärt</translation>
    </message>
    <message>
        <source>Orders by %1 (%2)</source>
        <translation>Befehle bis %1 (%2)</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>No turn has been played yet.</source>
        <translation>Noch ist kein Zug gespielt.</translation>
    </message>
    <message>
        <source>The nations&apos; course</source>
        <translation>Der Verlauf der Nationen</translation>
    </message>
    <message>
        <source>The areas at the end of turn %1</source>
        <translation>Die Gebiete am Ende von Zug %1</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>Die Schlacht</translation>
    </message>
    <message>
        <source>1 order no longer fits:</source>
        <translation>1 Befehl passt nicht mehr:</translation>
    </message>
    <message>
        <source>%1 orders no longer fit:</source>
        <translation>%1 Befehle passen nicht mehr:</translation>
    </message>
    <message>
        <source>a: the turns as accepted; b: %1, from turn %2</source>
        <translation>a: die Züge wie angenommen; b: %1, ab Zug %2</translation>
    </message>
    <message>
        <source>turn %1:</source>
        <translation>Zug %1:</translation>
    </message>
    <message>
        <source>now: the game would be the same</source>
        <translation>jetzt: das Spiel wäre dasselbe</translation>
    </message>
    <message>
        <source>now: 1 difference:</source>
        <translation>jetzt: 1 Unterschied:</translation>
    </message>
    <message>
        <source>now: %1 differences:</source>
        <translation>jetzt: %1 Unterschiede:</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>would be</source>
        <translation>wäre</translation>
    </message>
    <message>
        <source>battle won</source>
        <translation>Schlacht gewonnen</translation>
    </message>
    <message>
        <source>battle lost</source>
        <translation>Schlacht verloren</translation>
    </message>
    <message>
        <source>  turn %1, slot %2, %3: %4, now %5</source>
        <translation>  Zug %1, Platz %2, %3: %4, jetzt %5</translation>
    </message>
    <message>
        <source>  %1: %2, now %3</source>
        <translation>  %1: %2, jetzt %3</translation>
    </message>
    <message>
        <source>To the player of %1 %2,</source>
        <translation>An den Spieler von %1 %2,</translation>
    </message>
    <message>
        <source>A rule was read one way from turn %1 on and is now read another: %2.</source>
        <translation>Eine Regel wurde ab Zug %1 auf eine Weise gelesen und wird nun anders gelesen: %2.</translation>
    </message>
    <message>
        <source>It changes nothing that was played.</source>
        <translation>Sie ändert nichts, was gespielt wurde.</translation>
    </message>
    <message>
        <source>The turns it changes: %1.</source>
        <translation>Die Züge, die sie ändert: %1.</translation>
    </message>
    <message>
        <source>Your orders that turn out otherwise:</source>
        <translation>Ihre Befehle, die nun anders ausgehen:</translation>
    </message>
    <message>
        <source>Your position at turn %1 is as it was.</source>
        <translation>Ihre Lage in Zug %1 bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Your position at turn %1, as it was and as it is now:</source>
        <translation>Ihre Lage in Zug %1, wie sie war und wie sie jetzt ist:</translation>
    </message>
    <message>
        <source>The game goes on from this position.</source>
        <translation>Das Spiel geht von dieser Lage aus weiter.</translation>
    </message>
    <message>
        <source>%1: a ruling corrected from turn %2</source>
        <translation>%1: eine Entscheidung ab Zug %2 berichtigt</translation>
    </message>
    <message>
        <source>message %1 (from %2, “%3”)</source>
        <translation>Nachricht %1 (von %2, „%3“)</translation>
    </message>
    <message>
        <source>%1 counted, late as it was</source>
        <translation>%1 zählt, obwohl verspätet</translation>
    </message>
    <message>
        <source>%1 counted</source>
        <translation>%1 zählt</translation>
    </message>
    <message>
        <source>%1 not counted</source>
        <translation>%1 zählt nicht</translation>
    </message>
    <message>
        <source>%1 counted for %2</source>
        <translation>%1 zählt für %2</translation>
    </message>
    <message>
        <source>no nation&apos;s orders of turn %1 change</source>
        <translation>die Befehle keiner Nation in Zug %1 ändern sich</translation>
    </message>
    <message>
        <source>%1 has no orders of turn %2 now: no message of it counts</source>
        <translation>%1 hat jetzt keine Befehle in Zug %2: keine ihrer Nachrichten zählt</translation>
    </message>
    <message>
        <source>A decision about the mail of turn %1 is taken otherwise: %2.</source>
        <translation>Über die Post von Zug %1 wird anders entschieden: %2.</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht gegeben</translation>
    </message>
    <message>
        <source>  turn %1, slot %2: %3; now %4</source>
        <translation>  Zug %1, Platz %2: %3; jetzt %4</translation>
    </message>
    <message>
        <source>, each term rounded down: %1 + %2 = %3</source>
        <translation>, jeder Summand abgerundet: %1 + %2 = %3</translation>
    </message>
    <message>
        <source>, rounded down to %1</source>
        <translation>, abgerundet auf %1</translation>
    </message>
    <message>
        <source>, city bonus %1</source>
        <translation>, Stadtbonus %1</translation>
    </message>
    <message>
        <source>%1 ambushes attacks from %2: %3&apos;s losses count the defence × %4 (%5).</source>
        <translation>%1 lauert Angriffen aus %2 auf: die Verluste von %3 zählen die Verteidigung × %4 (%5).</translation>
    </message>
    <message>
        <source>No defending army is left, but %1 do not exceed %2&apos;s population %3: no capture, the survivors go back to %4.</source>
        <translation>Keine verteidigende Armee ist übrig, aber %1 übertreffen die Bevölkerung %3 von %2 nicht: keine Eroberung, die Überlebenden kehren nach %4 zurück.</translation>
    </message>
    <message>
        <source>Round %1 killed nothing: the assault is beaten off; %2 go back to %3.</source>
        <translation>Runde %1 forderte keine Gefallenen: der Sturm ist abgewehrt; %2 kehren nach %3 zurück.</translation>
    </message>
    <message>
        <source>%1 BP</source>
        <translation>%1 BP</translation>
    </message>
    <message>
        <source>%1 BP, maintenance %2 BP</source>
        <translation>%1 BP, Unterhalt %2 BP</translation>
    </message>
    <message>
        <source>The lines are numbered as in your message.</source>
        <translation>Die Zeilen sind nummeriert wie in Ihrer Nachricht.</translation>
    </message>
    <message>
        <source>The moderator assigned this message to %1: the game does not know %2 as its player&apos;s address.</source>
        <translation>Der Spielleiter hat diese Nachricht %1 zugeordnet: das Spiel kennt %2 nicht als Adresse seines Spielers.</translation>
    </message>
    <message>
        <source>Until the deadline you may send new orders: the latest message received by then counts, in place of this one.</source>
        <translation>Bis zum Abgabeschluss können Sie neue Befehle schicken: dann zählt statt dieser die letzte bis dahin empfangene Nachricht.</translation>
    </message>
    <message>
        <source>Only the ruling about the message differs; the rule choices are the game&apos;s.</source>
        <translation>Nur die Entscheidung über die Nachricht unterscheidet sich; die Regelvarianten sind die des Spiels.</translation>
    </message>
    <message>
        <source>The ruling about the message differs too.</source>
        <translation>Auch die Entscheidung über die Nachricht unterscheidet sich.</translation>
    </message>
    <message>
        <source>under the other reading and ruling</source>
        <translation>unter der anderen Auslegung und Entscheidung</translation>
    </message>
    <message>
        <source>Under the other reading and ruling</source>
        <translation>Unter der anderen Auslegung und Entscheidung</translation>
    </message>
    <message>
        <source>under the other ruling</source>
        <translation>unter der anderen Entscheidung</translation>
    </message>
    <message>
        <source>Under the other ruling</source>
        <translation>Unter der anderen Entscheidung</translation>
    </message>
    <message>
        <source>%1&apos;s orders of turn %2 are now those of message %3 (from %4, “%5”)</source>
        <translation>Die Befehle von %1 für Zug %2 sind jetzt die der Nachricht %3 (von %4, „%5“)</translation>
    </message>
    <message>
        <source>unknown area %1 (perhaps %2?)</source>
        <translation>unbekanntes Gebiet %1 (vielleicht %2?)</translation>
    </message>
    <message>
        <source>Your message received %1 UTC came after the deadline (%2 UTC): its orders were not used.</source>
        <translation>Ihre Nachricht, empfangen %1 UTC, kam nach dem Abgabeschluss (%2 UTC): ihre Befehle wurden nicht verwendet.</translation>
    </message>
    <message>
        <source>%1; the spend is rejected</source>
        <translation>%1; die Ausgabe wird abgelehnt</translation>
    </message>
    <message>
        <source>ROUND %1 does not match the game&apos;s round %2 (ap.round in %3)</source>
        <translation>ROUND %1 passt nicht zur Runde %2 des Spiels (ap.round in %3)</translation>
    </message>
    <message>
        <source>must be 2 to 12 letters or digits, like BRIT, not &quot;%1&quot;</source>
        <translation>muss aus 2 bis 12 Buchstaben oder Ziffern bestehen, etwa BRIT, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be an smtp:// or smtps:// URL with a host, like smtps://mail.example.org, not &quot;%1&quot;</source>
        <translation>muss eine smtp://- oder smtps://-URL mit Host sein, etwa smtps://mail.example.org, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its GAME line names %1, which is no game known here</source>
        <translation>ihre GAME-Zeile nennt %1, kein hier bekanntes Spiel</translation>
    </message>
    <message>
        <source>its sender plays in %1 and it names none of them (a [TAG] in the subject or a GAME line)</source>
        <translation>ihr Absender spielt in %1, und sie nennt keines davon (ein [KÜRZEL] im Betreff oder eine GAME-Zeile)</translation>
    </message>
    <message>
        <source>%1, turn %2: the deadline %3 UTC and its grace have passed.</source>
        <translation>%1, Zug %2: Abgabeschluss %3 UTC und Nachfrist sind vorbei.</translation>
    </message>
    <message>
        <source>The seal of the turn&apos;s orders: the SHA-256 of each nation&apos;s counted message, as its confirmation quoted it.</source>
        <translation>Das Siegel der Befehle des Zugs: der SHA-256 der zählenden Nachricht jeder Nation, wie ihre Bestätigung ihn nannte.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Fehlend: %1</translation>
    </message>
    <message>
        <source>Late, not counted: %1, received %2 UTC, %3</source>
        <translation>Verspätet, nicht gezählt: %1, empfangen %2 UTC, %3</translation>
    </message>
    <message>
        <source>Unmatched messages: %1</source>
        <translation>Nicht zugeordnete Nachrichten: %1</translation>
    </message>
    <message>
        <source>Nothing is resolved until you resolve the turn.</source>
        <translation>Nichts wird ausgewertet, bis Sie den Zug auswerten.</translation>
    </message>
    <message>
        <source>Turn %1: the deadline has passed</source>
        <translation>Zug %1: der Abgabeschluss ist vorbei</translation>
    </message>
    <message>
        <source>Sealed orders</source>
        <translation>Versiegelte Befehle</translation>
    </message>
    <message>
        <source>The deadline has passed. Each nation&apos;s message that counts, by the SHA-256 its confirmation quoted: compare it with yours; nothing received after the deadline is added.</source>
        <translation>Der Abgabeschluss ist vorbei. Die zählende Nachricht jeder Nation, mit dem SHA-256, den ihre Bestätigung nannte: vergleichen Sie ihn mit Ihrem; nichts, was nach dem Abgabeschluss kam, kommt hinzu.</translation>
    </message>
</context>
<context>
    <name>adj::ui::AddAreaDialog</name>
    <message>
        <source>Add Area</source>
        <translation>Gebiet hinzufügen</translation>
    </message>
    <message>
        <source>three letters or digits</source>
        <translation>drei Buchstaben oder Ziffern</translation>
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
        <source>sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kürzel:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
</context>
<context>
    <name>adj::ui::AddDialog</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>adj::ui::ApCommands</name>
    <message>
        <source>Edit AP spends</source>
        <translation>AP-Ausgaben bearbeiten</translation>
    </message>
    <message>
        <source>Apply AP round %1</source>
        <translation>AP-Runde %1 anwenden</translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerModel</name>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Diplomatic</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 AP spent this round (2·(D+C+I+F)+4); %4 left</source>
        <translation>%1: %2 von %3 AP in dieser Runde ausgegeben (2·(D+C+I+F)+4); %4 übrig</translation>
    </message>
    <message>
        <source>General: %1 AP spent; no cap of its own, %2 of the round&apos;s %3 AP were left for it</source>
        <translation>Allgemein: %1 AP ausgegeben; keine eigene Obergrenze, von den %3 AP der Runde blieben %2 dafür übrig</translation>
    </message>
    <message>
        <source>%1: %2 of %3 AP (cap 2·attribute+1)</source>
        <translation>%1: %2 von %3 AP (Obergrenze 2·Attribut+1)</translation>
    </message>
    <message numerus="yes">
        <source>; %n spend(s) over it rejected</source>
        <translation>
            <numerusform>; %n Ausgabe darüber hinaus abgelehnt</numerusform>
            <numerusform>; %n Ausgaben darüber hinaus abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation>
            <numerusform>%n Ausgabe</numerusform>
            <numerusform>%n Ausgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n abgelehnt</numerusform>
            <numerusform>%n abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>all done</source>
        <translation>alle ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 AP spent; %4 of %n spend(s) rejected</source>
        <translation>
            <numerusform>%1: %2 von %3 AP ausgegeben; %4 von %n Ausgabe abgelehnt</numerusform>
            <numerusform>%1: %2 von %3 AP ausgegeben; %4 von %n Ausgaben abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1
Rejected (costs nothing): %2</source>
        <translation>%1
Abgelehnt (kostet nichts): %2</translation>
    </message>
    <message>
        <source>%1
%2 AP, %3</source>
        <translation>%1
%2 AP, %3</translation>
    </message>
    <message>
        <source>no category</source>
        <translation>keine Kategorie</translation>
    </message>
    <message>
        <source>General AP spent, against what the other categories left of the total (no cap of its own)</source>
        <translation>Ausgegebene allgemeine AP, gemessen an dem, was die anderen Kategorien von der Gesamtsumme übrig ließen (keine eigene Obergrenze)</translation>
    </message>
    <message>
        <source>AP spent in this category against its cap, 2·attribute+1</source>
        <translation>In dieser Kategorie ausgegebene AP, gemessen an ihrer Obergrenze, 2·Attribut+1</translation>
    </message>
    <message>
        <source>Player / Line</source>
        <translation>Spieler / Zeile</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>AP spent of the round&apos;s total, 2·(D+C+I+F)+4</source>
        <translation>Ausgegebene AP von der Gesamtsumme der Runde, 2·(D+C+I+F)+4</translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerPanel</name>
    <message>
        <source>Apply Round</source>
        <translation>Runde anwenden</translation>
    </message>
    <message>
        <source>Load a round&apos;s spends from a *.ap file (replaces the text; undoable)</source>
        <translation>Die Ausgaben einer Runde aus einer *.ap-Datei laden (ersetzt den Text; rückgängig machbar)</translation>
    </message>
    <message>
        <source>A&amp;pply AP Round</source>
        <translation>AP-Runde a&amp;nwenden</translation>
    </message>
    <message>
        <source>Make the round&apos;s result the game&apos;s AP state: money moved, accounts opened, next round (undoable)</source>
        <translation>Das Ergebnis der Runde zum AP-Stand des Spiels machen: Geld überwiesen, Konten eröffnet, nächste Runde (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Paste or type the round&apos;s spends here, or import a *.ap file.

ROUND 4
PLAYER Bob
NOTEBOARD  to=Alice,Carol  &quot;Shall we talk?&quot;
MOVE-LEGION  legion=L3  to=Terra</source>
        <translation>Ausgaben der Runde hier einfügen oder eingeben – oder eine *.ap-Datei importieren.

ROUND 4
PLAYER Bob
NOTEBOARD  to=Alice,Carol  &quot;Wollen wir reden?&quot;
MOVE-LEGION  legion=L3  to=Terra</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Open a game to keep its AP ledger.</source>
        <translation>Öffnen Sie ein Spiel, um sein AP-Buch zu führen.</translation>
    </message>
    <message>
        <source>This game has no action points (no &lt;tt&gt;ap&lt;/tt&gt; object).</source>
        <translation>Dieses Spiel hat keine Aktionspunkte (kein &lt;tt&gt;ap&lt;/tt&gt;-Objekt).</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <source>The game&apos;s &lt;tt&gt;ap&lt;/tt&gt; object has errors; fix them to keep the ledger.</source>
        <translation>Das &lt;tt&gt;ap&lt;/tt&gt;-Objekt des Spiels enthält Fehler; beheben Sie sie, um das AP-Buch zu führen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source> · no spends yet</source>
        <translation> · noch keine Ausgaben</translation>
    </message>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation>
            <numerusform>%n Ausgabe</numerusform>
            <numerusform>%n Ausgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n abgelehnt</numerusform>
            <numerusform>%n abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) to deliver</source>
        <translation>
            <numerusform>%n Nachricht zuzustellen</numerusform>
            <numerusform>%n Nachrichten zuzustellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n account(s) to open</source>
        <translation>
            <numerusform>%n Konto zu eröffnen</numerusform>
            <numerusform>%n Konten zu eröffnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>Import AP spends from %1</source>
        <translation>AP-Ausgaben aus %1 importieren</translation>
    </message>
    <message>
        <source>Import AP Spends</source>
        <translation>AP-Ausgaben importieren</translation>
    </message>
    <message>
        <source>AP spends (*.ap);;Text files (*.txt);;All files (*)</source>
        <translation>AP-Ausgaben (*.ap);;Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was imported:

%1</source>
        <translation>Es wurde nichts importiert:

%1</translation>
    </message>
    <message>
        <source>&amp;Spends</source>
        <translation>A&amp;usgaben</translation>
    </message>
    <message>
        <source>P&amp;layers</source>
        <translation>Spie&amp;ler</translation>
    </message>
    <message>
        <source>Import AP Spen&amp;ds…</source>
        <translation>A&amp;P-Ausgaben importieren…</translation>
    </message>
    <message>
        <source>AP spends</source>
        <translation>AP-Ausgaben</translation>
    </message>
    <message>
        <source>AP ledger</source>
        <translation>AP-Buch</translation>
    </message>
    <message>
        <source>Problems of the AP spends</source>
        <translation>Probleme der AP-Ausgaben</translation>
    </message>
    <message>
        <source>AP players</source>
        <translation>AP-Spieler</translation>
    </message>
</context>
<context>
    <name>adj::ui::ApPlayerActions</name>
    <message>
        <source>Add AP &amp;Player…</source>
        <translation>AP-&amp;Spieler hinzufügen…</translation>
    </message>
    <message>
        <source>Add a player to the forum game, last, with no attributes and no money (undoable)</source>
        <translation>Einen Spieler am Ende des Forenspiels hinzufügen, ohne Attribute und ohne Geld (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Remove AP Player</source>
        <translation>AP-Spieler entfernen</translation>
    </message>
    <message>
        <source>Remove the selected player and the numbered accounts it owns (undoable)</source>
        <translation>Den gewählten Spieler und seine Nummernkonten entfernen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Add AP player %1</source>
        <translation>AP-Spieler %1 hinzufügen</translation>
    </message>
    <message>
        <source>there is no AP player %1</source>
        <translation>es gibt keinen AP-Spieler %1</translation>
    </message>
    <message>
        <source>Remove AP player %1</source>
        <translation>AP-Spieler %1 entfernen</translation>
    </message>
    <message>
        <source>Add AP Player</source>
        <translation>AP-Spieler hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <source>optional: where noteboard messages go</source>
        <translation>optional: wohin Nachrichten vom Schwarzen Brett gehen</translation>
    </message>
    <message>
        <source>#%1 (balance %2)</source>
        <translation>#%1 (Guthaben %2)</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>%1 owns the numbered account(s) %2, which are removed too. Undo brings them back.</source>
        <translation>%1 besitzt die Nummernkonten %2; sie werden mit entfernt. Rückgängig bringt sie zurück.</translation>
    </message>
</context>
<context>
    <name>adj::ui::ApPlayersModel</name>
    <message>
        <source>only the current game can be changed, not a replay step or an earlier turn</source>
        <translation>nur das aktuelle Spiel kann geändert werden, kein Schritt der Wiedergabe und kein früherer Zug</translation>
    </message>
    <message>
        <source>turn %1 is resolved: accept or discard it first</source>
        <translation>Zug %1 ist ausgewertet: erst übernehmen oder verwerfen</translation>
    </message>
    <message>
        <source>this game has no action points (no ap object)</source>
        <translation>dieses Spiel hat keine Aktionspunkte (kein ap-Objekt)</translation>
    </message>
    <message>
        <source>the game&apos;s ap object has errors; fix them first</source>
        <translation>das ap-Objekt des Spiels enthält Fehler; erst beheben</translation>
    </message>
    <message>
        <source>Diplomacy D: Diplomatic cap 2D + 1; counts toward the round&apos;s AP</source>
        <translation>Diplomatie D: Obergrenze Diplomatie 2D + 1; zählt zu den AP der Runde</translation>
    </message>
    <message>
        <source>Combat C: Combat cap 2C + 1; counts toward the round&apos;s AP</source>
        <translation>Kampf C: Obergrenze Kampf 2C + 1; zählt zu den AP der Runde</translation>
    </message>
    <message>
        <source>Intrigue I: Intrigue cap 2I + 1; counts toward the round&apos;s AP</source>
        <translation>Intrige I: Obergrenze Intrige 2I + 1; zählt zu den AP der Runde</translation>
    </message>
    <message>
        <source>Unassigned free points F; AP per round = 2·(D + C + I + F) + 4</source>
        <translation>Nicht vergebene freie Punkte F; AP je Runde = 2·(D + C + I + F) + 4</translation>
    </message>
    <message>
        <source>Money, for bids and transfers of funds</source>
        <translation>Geld, für Gebote und Überweisungen</translation>
    </message>
    <message>
        <source>Where the player&apos;s noteboard messages go (optional)</source>
        <translation>Wohin die Nachrichten des Spielers vom Schwarzen Brett gehen (optional)</translation>
    </message>
    <message>
        <source>Embargoed this round: each Bid and Liquidate costs 1 General AP</source>
        <translation>In dieser Runde unter Embargo: jedes Bid und Liquidate kostet 1 allgemeinen AP</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Dip.</source>
        <translation>Dip.</translation>
    </message>
    <message>
        <source>Com.</source>
        <translation>Kmp.</translation>
    </message>
    <message>
        <source>Intr.</source>
        <translation>Intr.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Embargoed</source>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1: a whole number, please</source>
        <translation>%1: bitte eine ganze Zahl</translation>
    </message>
    <message>
        <source>Set %1 of AP player %2 to %3</source>
        <translation>%1 von AP-Spieler %2 auf %3 setzen</translation>
    </message>
</context>
<context>
    <name>adj::ui::AreaItem</name>
    <message>
        <source>sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Besitzer: %1</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>Ships %1, armies %2</source>
        <translation>Schiffe %1, Armeen %2</translation>
    </message>
    <message>
        <source>Armies %1, population %2/%3, forts %4</source>
        <translation>Armeen %1, Bevölkerung %2/%3, Festungen %4</translation>
    </message>
</context>
<context>
    <name>adj::ui::AreaMapForm</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
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
        <source>Population limit:</source>
        <translation>Bevölkerungsgrenze:</translation>
    </message>
    <message>
        <source>Trade:</source>
        <translation>Handel:</translation>
    </message>
    <message>
        <source>Hinterland:</source>
        <translation>Hinterland:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>Lay Out Automatically leaves a pinned area where it is</source>
        <translation>Automatisch anordnen lässt ein angeheftetes Gebiet, wo es ist</translation>
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
    <message>
        <source>Discard the Resolved Turn?</source>
        <translation>Ausgewerteten Zug verwerfen?</translation>
    </message>
    <message>
        <source>Turn %1 has been resolved from the game as it is. Editing the game discards that resolution; Undo (%2) brings it back.</source>
        <translation>Zug %1 wurde aus dem Spiel, wie es ist, ausgewertet. Eine Änderung am Spiel verwirft diese Auswertung; Rückgängig (%2) holt sie zurück.</translation>
    </message>
    <message>
        <source>Discard and Edit</source>
        <translation>Verwerfen und ändern</translation>
    </message>
    <message>
        <source>entrench</source>
        <translation>Eingraben</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Bevölkerung</translation>
    </message>
    <message>
        <source>Population limit</source>
        <translation>Bevölkerungsgrenze</translation>
    </message>
</context>
<context>
    <name>adj::ui::BattleInspector</name>
    <message>
        <source>neutral %1</source>
        <translation>%1 (neutral)</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Put the whole explanation on the clipboard as plain text, for a reply to a player (%1)</source>
        <translation>Die ganze Erklärung als reinen Text in die Zwischenablage legen, für eine Antwort an einen Spieler (%1)</translation>
    </message>
    <message>
        <source>On the map:</source>
        <translation>Auf der Karte:</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>The map as it was before the battle</source>
        <translation>Die Karte, wie sie vor der Schlacht war</translation>
    </message>
    <message>
        <source>The map with each side&apos;s losses taken where it stood</source>
        <translation>Die Karte mit den Verlusten jeder Seite dort, wo sie stand</translation>
    </message>
    <message>
        <source>The map after the battle and its move</source>
        <translation>Die Karte nach der Schlacht und ihrem Zug</translation>
    </message>
    <message>
        <source>won by the attacker</source>
        <translation>vom Angreifer gewonnen</translation>
    </message>
    <message>
        <source>beaten off</source>
        <translation>abgewehrt</translation>
    </message>
    <message>
        <source>Round %1:</source>
        <translation>Runde %1:</translation>
    </message>
    <message>
        <source>No round was fought.</source>
        <translation>Es wurde keine Runde gekämpft.</translation>
    </message>
    <message>
        <source>Rules and rule choices:</source>
        <translation>Regeln und Regelwahlen:</translation>
    </message>
    <message>
        <source>The battle explained</source>
        <translation>Die Schlacht erklärt</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n Schiff</numerusform>
            <numerusform>%n Schiffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(-ies)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(-ies) aboard</source>
        <translation>
            <numerusform>%n Armee an Bord</numerusform>
            <numerusform>%n Armeen an Bord</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 population</source>
        <translation>%1 Bevölkerung</translation>
    </message>
    <message numerus="yes">
        <source>%n fort(s)</source>
        <translation>
            <numerusform>%n Festung</numerusform>
            <numerusform>%n Festungen</numerusform>
        </translation>
    </message>
    <message>
        <source>city bonus %1</source>
        <translation>Stadtbonus %1</translation>
    </message>
    <message>
        <source>Battle inspector</source>
        <translation>Schlachtinspektor</translation>
    </message>
</context>
<context>
    <name>adj::ui::BattleSides</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>adj::ui::ChartsPanel</name>
    <message>
        <source>Untick a nation to leave its line out</source>
        <translation>Eine Nation abwählen, um ihre Linie auszublenden</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Zei&amp;gen:</translation>
    </message>
    <message>
        <source>One turn so far: the lines grow as turns are accepted. A game file (*.adjutant) keeps every turn.</source>
        <translation>Bisher ein Zug: Die Linien wachsen, wenn Züge übernommen werden. Eine Spieldatei (*.adjutant) bewahrt jeden Zug.</translation>
    </message>
    <message>
        <source>Reading the earlier turns from the game file…</source>
        <translation>Die früheren Züge werden aus der Spieldatei gelesen…</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Nations on the chart</source>
        <translation>Nationen im Diagramm</translation>
    </message>
</context>
<context>
    <name>adj::ui::DeadlineStatus</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Deadline %1 — less than a minute left</source>
        <translation>Abgabeschluss %1 — noch weniger als eine Minute</translation>
    </message>
    <message>
        <source>Deadline %1 — %2 left</source>
        <translation>Abgabeschluss %1 — noch %2</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 her</translation>
    </message>
    <message>
        <source>Deadline %1 — passed %2, within the grace: orders count until %3</source>
        <translation>Abgabeschluss %1 — verstrichen, %2; in der Nachfrist zählen Befehle bis %3</translation>
    </message>
    <message>
        <source>Deadline %1 — passed %2</source>
        <translation>Abgabeschluss %1 — verstrichen, %2</translation>
    </message>
    <message>
        <source>The turn&apos;s deadline in %1; orders received up to %2 count (Mail › Game Settings…)</source>
        <translation>Der Abgabeschluss des Zuges in %1; Befehle, die bis %2 eingehen, zählen (Post › Spieleinstellungen…)</translation>
    </message>
</context>
<context>
    <name>adj::ui::GameDocument</name>
    <message>
        <source>%1 (discards the resolved turn %2)</source>
        <translation>%1 (verwirft den ausgewerteten Zug %2)</translation>
    </message>
    <message>
        <source>The map can be edited only in the current game, not in %1.</source>
        <translation>Die Karte kann nur im aktuellen Spiel bearbeitet werden, nicht in %1.</translation>
    </message>
</context>
<context>
    <name>adj::ui::GameFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: in use by %2; a game file is written by one at a time</source>
        <translation>%1: in Benutzung durch %2; eine Spieldatei schreibt immer nur einer</translation>
    </message>
    <message>
        <source>the file has no write permission</source>
        <translation>die Datei hat keine Schreibberechtigung</translation>
    </message>
    <message>
        <source>in use by %1</source>
        <translation>in Benutzung durch %1</translation>
    </message>
    <message>
        <source>The game is not in a game file yet: save it with File › Save As….</source>
        <translation>Das Spiel ist noch in keiner Spieldatei: Speichern Sie es mit Datei › Speichern unter….</translation>
    </message>
    <message>
        <source>%1: cannot save: the file is read-only (it has no write permission); nothing was written</source>
        <translation>%1: Speichern nicht möglich: Die Datei ist schreibgeschützt (keine Schreibberechtigung); es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>The game is not in a game file.</source>
        <translation>Das Spiel ist in keiner Spieldatei.</translation>
    </message>
    <message>
        <source>Turn %1 has no resolution in the game file.</source>
        <translation>Zug %1 hat in der Spieldatei keine Auswertung.</translation>
    </message>
    <message>
        <source>%1
Nothing was written to %2.</source>
        <translation>%1
Nach %2 wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1: changed on disk by someone else since it was opened here; saving would overwrite that (reload it, or save as a new file); nothing was written</source>
        <translation>%1: seit dem Öffnen hier von jemand anderem auf der Platte geändert; Speichern würde das überschreiben (laden Sie sie neu, oder speichern Sie als neue Datei); nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>adj::ui::GameFileActions</name>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>It is held by %1. A game file is written by one at a time: open it read-only to look at it, or ask its holder to close it.</source>
        <translation>Sie wird gehalten von %1. Eine Spieldatei schreibt immer nur einer: Öffnen Sie sie schreibgeschützt, um sie anzusehen, oder bitten Sie den Inhaber, sie zu schließen.</translation>
    </message>
    <message>
        <source>%1 is open for writing elsewhere.</source>
        <translation>%1 ist anderswo zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <source>Game File in Use</source>
        <translation>Spieldatei in Benutzung</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <source>Save the game into its game file (*.adjutant), with its history</source>
        <translation>Das Spiel samt Verlauf in seiner Spieldatei (*.adjutant) speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game into a new game file (*.adjutant)</source>
        <translation>Das Spiel in einer neuen Spieldatei (*.adjutant) speichern</translation>
    </message>
    <message>
        <source>Games (*.adjutant *.json);;Game files (*.adjutant);;JSON games (*.json);;All files (*)</source>
        <translation>Spiele (*.adjutant *.json);;Spieldateien (*.adjutant);;JSON-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Failed</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The game was not saved.</source>
        <translation>Das Spiel wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>%1

Your changes are still open here, unsaved. Save again once the file can be written, or save elsewhere with File › Save As….</source>
        <translation>%1

Ihre Änderungen sind hier weiterhin offen, ungespeichert. Speichern Sie erneut, sobald die Datei beschrieben werden kann, oder speichern Sie an anderer Stelle mit Datei › Speichern unter….</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>Game files (*.adjutant)</source>
        <translation>Spieldateien (*.adjutant)</translation>
    </message>
    <message>
        <source>The game was not saved as %1.</source>
        <translation>Das Spiel wurde nicht als %1 gespeichert.</translation>
    </message>
    <message>
        <source>%1

Your changes are still open here, unsaved.</source>
        <translation>%1

Ihre Änderungen sind hier weiterhin offen, ungespeichert.</translation>
    </message>
    <message>
        <source>Read every turn of the game file and report any damage</source>
        <translation>Jeden Zug der Spieldatei lesen und jeden Schaden melden</translation>
    </message>
    <message>
        <source>Checking every turn of %1…</source>
        <translation>Jeder Zug von %1 wird geprüft…</translation>
    </message>
    <message>
        <source>Check Game File</source>
        <translation>Spieldatei prüfen</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 ist beschädigt.</translation>
    </message>
    <message>
        <source>%1: no damage.</source>
        <translation>%1: kein Schaden.</translation>
    </message>
    <message>
        <source>Every turn of %1 was read back and checked.</source>
        <translation>Jeder Zug von %1 wurde zurückgelesen und geprüft.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Game File Changed on Disk</source>
        <translation>Spieldatei auf der Platte geändert</translation>
    </message>
    <message>
        <source>%1 was changed on disk since it was opened here: by someone else, another program or a synced folder.</source>
        <translation>%1 wurde seit dem Öffnen hier auf der Platte geändert: von jemand anderem, einem anderen Programm oder einem synchronisierten Ordner.</translation>
    </message>
    <message>
        <source>Saving now would overwrite that. Reload the file as it is now (the changes made here are dropped), or save them as a new file?</source>
        <translation>Jetzt zu speichern würde das überschreiben. Die Datei so neu laden, wie sie jetzt ist (die hier gemachten Änderungen entfallen), oder sie als neue Datei speichern?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Check Game File…</source>
        <translation>Spieldatei prüf&amp;en…</translation>
    </message>
</context>
<context>
    <name>adj::ui::GameSettingsDialog</name>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Abgabeschluss:</translation>
    </message>
    <message>
        <source>Game Settings</source>
        <translation>Spieleinstellungen</translation>
    </message>
    <message>
        <source>Moderator</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <source>you@example.org</source>
        <translation>sie@example.org</translation>
    </message>
    <message>
        <source>Every mail the program writes is sent from this address, and players reply to it</source>
        <translation>Jede Mail, die das Programm schreibt, geht von dieser Adresse aus, und die Spieler antworten an sie</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>(the deadline&apos;s offset)</source>
        <translation>(Versatz des Abgabeschlusses)</translation>
    </message>
    <message>
        <source>The zone the deadline is shown to players in; the next deadline keeps its local time across daylight saving</source>
        <translation>Die Zeitzone, in der die Spieler den Abgabeschluss sehen; der nächste behält seine Ortszeit über die Sommerzeitumstellung hinweg</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>&amp;Zeitzone:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Orders received up to the deadline plus the grace count</source>
        <translation>Es zählen Befehle, die bis zum Abgabeschluss plus Nachfrist eingehen</translation>
    </message>
    <message>
        <source>&amp;Grace:</source>
        <translation>Nach&amp;frist:</translation>
    </message>
    <message>
        <source>no next deadline</source>
        <translation>kein nächster Abgabeschluss</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>&amp;Turn every:</source>
        <translation>Zu&amp;g alle:</translation>
    </message>
    <message>
        <source>48, 6</source>
        <translation>48, 6</translation>
    </message>
    <message>
        <source>When reminders are due, in hours before the deadline</source>
        <translation>Wann Erinnerungen fällig sind, in Stunden vor dem Abgabeschluss</translation>
    </message>
    <message>
        <source>&amp;Reminders (hours before):</source>
        <translation>Erinnerungen (&amp;Stunden vorher):</translation>
    </message>
    <message>
        <source>Mailbox</source>
        <translation>Postfach</translation>
    </message>
    <message>
        <source>imap://, imaps://, pop3:// or pop3s:// with the host, the port and for IMAP the folder</source>
        <translation>imap://, imaps://, pop3:// oder pop3s:// mit dem Host, dem Port und bei IMAP dem Ordner</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>How often the mailbox is fetched while the game is open (kept by this computer, not in the game)</source>
        <translation>Wie oft das Postfach abgerufen wird, solange das Spiel offen ist (auf diesem Rechner gespeichert, nicht im Spiel)</translation>
    </message>
    <message>
        <source>&amp;Fetch every:</source>
        <translation>Ab&amp;rufen alle:</translation>
    </message>
    <message>
        <source>Time zone: &quot;%1&quot; is not a time zone&apos;s name (an IANA name, like Europe/Berlin)</source>
        <translation>Zeitzone: „%1“ ist kein Name einer Zeitzone (ein IANA-Name wie Europe/Berlin)</translation>
    </message>
    <message>
        <source>Deadline: %1 does not exist in %2 (the clocks skip it for daylight saving)</source>
        <translation>Abgabeschluss: %1 gibt es in %2 nicht (die Uhren überspringen diese Zeit bei der Sommerzeitumstellung)</translation>
    </message>
    <message>
        <source>Reminders: &quot;%1&quot; is not a whole number of hours from 0 to 10,000</source>
        <translation>Erinnerungen: „%1“ ist keine ganze Zahl von Stunden zwischen 0 und 10.000</translation>
    </message>
    <message>
        <source>Moderator: the e-mail address is needed, every mail the program writes is sent from it</source>
        <translation>Spielleiter: die E-Mail-Adresse fehlt, jede Mail des Programms geht von ihr aus</translation>
    </message>
    <message>
        <source>Moderator: &quot;%1&quot; is not an e-mail address</source>
        <translation>Spielleiter: „%1“ ist keine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Moderator: %1 is only the placeholder, give the address the players write to</source>
        <translation>Spielleiter: %1 ist nur der Platzhalter, geben Sie die Adresse an, an die die Spieler schreiben</translation>
    </message>
    <message>
        <source>Mailbox URL: %1</source>
        <translation>URL des Postfachs: %1</translation>
    </message>
    <message>
        <source>Game settings</source>
        <translation>Spieleinstellungen</translation>
    </message>
    <message>
        <source>none: the mailbox is this game&apos;s alone</source>
        <translation>keines: das Postfach gehört diesem Spiel allein</translation>
    </message>
    <message>
        <source>The game&apos;s short name, 2 to 12 letters or digits, when several games share the mailbox: every mail for the game begins its subject with it, [BRIT], and a message that names it is the game&apos;s</source>
        <translation>Das Kürzel des Spiels, 2 bis 12 Buchstaben oder Ziffern, wenn sich mehrere Spiele das Postfach teilen: jede E-Mail für das Spiel beginnt ihren Betreff damit, [BRIT], und eine Nachricht, die es nennt, gehört dem Spiel</translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation>&amp;Kürzel:</translation>
    </message>
    <message>
        <source>smtp:// or smtps://: the server the game&apos;s mail goes out through, with the mailbox&apos;s user and password</source>
        <translation>smtp:// oder smtps://: der Server, über den die E-Mails des Spiels hinausgehen, mit Benutzer und Passwort des Postfachs</translation>
    </message>
    <message>
        <source>S&amp;MTP server:</source>
        <translation>SMTP-Ser&amp;ver:</translation>
    </message>
</context>
<context>
    <name>adj::ui::GamesModel</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlen</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Eingegangen</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>no mail kept</source>
        <translation>keine Post gespeichert</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, in %n day(s)</source>
        <translation>
            <numerusform>%1, in %n Tag</numerusform>
            <numerusform>%1, in %n Tagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in %n hour(s)</source>
        <translation>
            <numerusform>%1, in %n Stunde</numerusform>
            <numerusform>%1, in %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in %n minute(s)</source>
        <translation>
            <numerusform>%1, in %n Minute</numerusform>
            <numerusform>%1, in %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, passed</source>
        <translation>%1, abgelaufen</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>keine Frist</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>Verspätet</translation>
    </message>
</context>
<context>
    <name>adj::ui::HelpMenu</name>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>Ü&amp;ber Adjutant</translation>
    </message>
    <message>
        <source>About Adjutant</source>
        <translation>Über Adjutant</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adjutant&lt;/b&gt; %1&lt;br&gt;A workstation for the moderator of play-by-email strategy games.&lt;br&gt;&lt;br&gt;Built with Qt %2, running on Qt %3.&lt;br&gt;&lt;br&gt;Adjutant is free software under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>&lt;b&gt;Adjutant&lt;/b&gt; %1&lt;br&gt;Ein Arbeitsplatz für Spielleiter von Strategiespielen per E-Mail.&lt;br&gt;&lt;br&gt;Erstellt mit Qt %2, läuft mit Qt %3.&lt;br&gt;&lt;br&gt;Adjutant ist freie Software unter der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later). Es gibt KEINERLEI GARANTIE.</translation>
    </message>
</context>
<context>
    <name>adj::ui::HistoryPanel</name>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>ausgewertet</translation>
    </message>
    <message>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>area %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>nation %1  %2</source>
        <translation>Nation %1  %2</translation>
    </message>
    <message>
        <source>nation %1</source>
        <translation>Nation %1</translation>
    </message>
    <message>
        <source>border %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Show the turn on the map, read-only</source>
        <translation>Den Zug auf der Karte zeigen, schreibgeschützt</translation>
    </message>
    <message>
        <source>Compare with Next</source>
        <translation>Mit nächstem vergleichen</translation>
    </message>
    <message>
        <source>List what changed from this turn to the next</source>
        <translation>Auflisten, was sich von diesem Zug zum nächsten geändert hat</translation>
    </message>
    <message>
        <source>Roll Back…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Make this turn current again; the later turns are kept until you confirm</source>
        <translation>Diesen Zug wieder zum aktuellen machen; die späteren Züge bleiben erhalten, bis Sie bestätigen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Confirm Roll-back</source>
        <translation>Zurücksetzen bestätigen</translation>
    </message>
    <message>
        <source>Delete the discarded turns for good</source>
        <translation>Die verworfenen Züge endgültig löschen</translation>
    </message>
    <message>
        <source>Where / field</source>
        <translation>Wo / Feld</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Back to Current</source>
        <translation>Zurück zum aktuellen Stand</translation>
    </message>
    <message>
        <source>Show the current game again</source>
        <translation>Wieder das aktuelle Spiel zeigen</translation>
    </message>
    <message>
        <source>The game is not in a game file. Save it with File › Save As… (*.adjutant) to keep its turns here.</source>
        <translation>Das Spiel ist in keiner Spieldatei. Speichern Sie es mit Datei › Speichern unter… (*.adjutant), um seine Züge hier aufzubewahren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2 — current turn %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2 — aktueller Zug %3</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1 · discarded</source>
        <translation>%1 · verworfen</translation>
    </message>
    <message>
        <source>%1 · current</source>
        <translation>%1 · aktuell</translation>
    </message>
    <message>
        <source>On the rolled-back branch: kept until the roll-back is confirmed</source>
        <translation>Im zurückgesetzten Zweig: bleibt erhalten, bis das Zurücksetzen bestätigt wird</translation>
    </message>
    <message>
        <source>Turn %1 is not in the game file.</source>
        <translation>Zug %1 ist nicht in der Spieldatei.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing turn %1&lt;/b&gt; (read-only) — the current game is turn %2</source>
        <translation>&lt;b&gt;Ansicht von Zug %1&lt;/b&gt; (schreibgeschützt) — das aktuelle Spiel ist bei Zug %2</translation>
    </message>
    <message>
        <source>(the whole %1)</source>
        <translation>(%1 als Ganzes)</translation>
    </message>
    <message>
        <source>border</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: no differences</source>
        <translation>&lt;b&gt;Zug %1 → Zug %2&lt;/b&gt;: keine Unterschiede</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: %n difference(s) in %3 place(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Zug %1 → Zug %2&lt;/b&gt;: %n Unterschied an %3 Stelle(n)</numerusform>
            <numerusform>&lt;b&gt;Zug %1 → Zug %2&lt;/b&gt;: %n Unterschiede an %3 Stelle(n)</numerusform>
        </translation>
    </message>
    <message>
        <source>

The current game has unsaved changes; they will be lost.</source>
        <translation>

Das aktuelle Spiel hat ungespeicherte Änderungen; sie gehen verloren.</translation>
    </message>
    <message>
        <source>Roll Back</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Replay the turn step by step, read-only, and export its reports again</source>
        <translation>Den Zug Schritt für Schritt nachspielen, schreibgeschützt, und seine Berichte erneut exportieren</translation>
    </message>
    <message>
        <source>Turns %1 to %2 are kept</source>
        <translation>Die Züge %1 bis %2 bleiben</translation>
    </message>
    <message>
        <source>Turn %1 is kept</source>
        <translation>Zug %1 bleibt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rolled back to turn %1.&lt;/b&gt; %2 as a discarded branch until you confirm; until then nothing can be saved or resolved. Edit › Undo (%3) brings them back.</source>
        <translation>&lt;b&gt;Auf Zug %1 zurückgesetzt.&lt;/b&gt; %2 als verworfener Zweig erhalten, bis Sie bestätigen; bis dahin kann nichts gespeichert oder ausgewertet werden. Bearbeiten › Rückgängig (%3) holt sie zurück.</translation>
    </message>
    <message>
        <source>Viewing turn %1 (read-only)</source>
        <translation>Zug %1 wird angezeigt (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Roll back to turn %1?

The later turns are kept as a discarded branch until you confirm the roll-back, and Edit › Undo brings them back until then. The orders entered for turn %1 come back into the Orders dock.</source>
        <translation>Auf Zug %1 zurücksetzen?

Die späteren Züge bleiben als verworfener Zweig erhalten, bis Sie das Zurücksetzen bestätigen; bis dahin holt Bearbeiten › Rückgängig sie zurück. Die für Zug %1 eingegebenen Befehle kommen zurück in das Befehlsfenster.</translation>
    </message>
    <message>
        <source>Turns of the game file</source>
        <translation>Züge der Spieldatei</translation>
    </message>
    <message>
        <source>Differences from the turn before</source>
        <translation>Unterschiede zum Zug davor</translation>
    </message>
    <message>
        <source>Re-run From Here…</source>
        <translation>Ab hier neu auflösen…</translation>
    </message>
    <message>
        <source>Resolve this turn and the later ones again under another rule choice, and see what would have changed</source>
        <translation>Diesen Zug und die späteren unter einer anderen Regelvariante neu auflösen und sehen, was sich geändert hätte</translation>
    </message>
</context>
<context>
    <name>adj::ui::InboxModel</name>
    <message numerus="yes">
        <source>… and %n more line(s)</source>
        <translation>
            <numerusform>… und %n weitere Zeile</numerusform>
            <numerusform>… und %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>(no sender)</source>
        <translation>(kein Absender)</translation>
    </message>
    <message>
        <source>assigned to %1 by hand</source>
        <translation>von Hand %1 zugeordnet</translation>
    </message>
    <message>
        <source>late, accepted</source>
        <translation>verspätet, angenommen</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Received (%1)</source>
        <translation>Empfangen (%1)</translation>
    </message>
    <message>
        <source>Missing (%1)</source>
        <translation>Fehlend (%1)</translation>
    </message>
    <message>
        <source>Late (%1)</source>
        <translation>Verspätet (%1)</translation>
    </message>
    <message>
        <source>Unmatched (%1)</source>
        <translation>Nicht zugeordnet (%1)</translation>
    </message>
    <message>
        <source>Earlier, replaced by a later message (%1)</source>
        <translation>Früher, durch eine spätere Nachricht ersetzt (%1)</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <comment>a short date and time</comment>
        <translation>dd.MM. HH:mm</translation>
    </message>
    <message>
        <source>When the message was received, in the game&apos;s time zone (%1)</source>
        <translation>Wann die Nachricht empfangen wurde, in der Zeitzone des Spiels (%1)</translation>
    </message>
    <message>
        <source>unknown game</source>
        <translation>unbekanntes Spiel</translation>
    </message>
    <message>
        <source>several games</source>
        <translation>mehrere Spiele</translation>
    </message>
</context>
<context>
    <name>adj::ui::MailPicker</name>
    <message>
        <source>Use This &amp;Folder</source>
        <translation>Diesen &amp;Ordner verwenden</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Mail (*.eml *.mbox *.mbx)</source>
        <translation>E-Mail (*.eml *.mbox *.mbx)</translation>
    </message>
    <message>
        <source>Import every message of the maildir folder shown (or the folder selected)</source>
        <translation>Jede Nachricht des angezeigten (oder ausgewählten) Maildir-Ordners importieren</translation>
    </message>
</context>
<context>
    <name>adj::ui::MailboxFetcher</name>
    <message>
        <source>&amp;Fetch Mail Now</source>
        <translation>Mail jetzt &amp;abrufen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Copy the new messages of the game&apos;s mailbox (Mail › Game Settings…) and open them</source>
        <translation>Die neuen Nachrichten aus dem Postfach des Spiels (Post › Spieleinstellungen…) kopieren und öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop fetching after the message being fetched; what was taken is kept</source>
        <translation>Nach der gerade abgerufenen Nachricht aufhören; was schon abgerufen ist, bleibt</translation>
    </message>
    <message>
        <source>No mailbox to fetch: set one in Mail › Game Settings…</source>
        <translation>Kein Postfach zum Abrufen: legen Sie eines unter Post › Spieleinstellungen… fest</translation>
    </message>
    <message>
        <source>Mail not fetched: the mailbox&apos;s password is needed (Mail › Fetch Mail Now)</source>
        <translation>Mail nicht abgerufen: das Passwort des Postfachs fehlt (Post › Mail jetzt abrufen)</translation>
    </message>
    <message>
        <source>Mailbox Password</source>
        <translation>Passwort des Postfachs</translation>
    </message>
    <message>
        <source>The password of %1 at %2:</source>
        <translation>Das Passwort von %1 bei %2:</translation>
    </message>
    <message>
        <source>Fetching mail from %1…</source>
        <translation>Mail wird von %1 abgerufen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n</source>
        <translation>
            <numerusform>%1 von %n</numerusform>
            <numerusform>%1 von %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling the fetch…</source>
        <translation>Abruf wird abgebrochen…</translation>
    </message>
    <message>
        <source>Fetch failed: %1</source>
        <translation>Abruf fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) taken before</source>
        <translation>
            <numerusform>%n Nachricht vorher abgerufen</numerusform>
            <numerusform>%n Nachrichten vorher abgerufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fetch cancelled: %n new message(s) taken</source>
        <translation>
            <numerusform>Abruf abgebrochen: %n neue Nachricht abgerufen</numerusform>
            <numerusform>Abruf abgebrochen: %n neue Nachrichten abgerufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s) fetched</source>
        <translation>
            <numerusform>%n neue Nachricht abgerufen</numerusform>
            <numerusform>%n neue Nachrichten abgerufen</numerusform>
        </translation>
    </message>
    <message>
        <source>No new mail</source>
        <translation>Keine neue Mail</translation>
    </message>
</context>
<context>
    <name>adj::ui::MailboxPasswords</name>
    <message>
        <source>The password is kept in the desktop&apos;s keyring.</source>
        <translation>Das Passwort liegt im Schlüsselbund der Arbeitsumgebung.</translation>
    </message>
    <message>
        <source>No keyring: the password is asked for each session.</source>
        <translation>Kein Schlüsselbund: das Passwort wird in jeder Sitzung erfragt.</translation>
    </message>
    <message>
        <source>Looking for the desktop&apos;s keyring…</source>
        <translation>Schlüsselbund der Arbeitsumgebung wird gesucht…</translation>
    </message>
</context>
<context>
    <name>adj::ui::MainWindow</name>
    <message>
        <source>the mailbox</source>
        <translation>das Postfach</translation>
    </message>
    <message>
        <source>Opened %1 read-only (%2)</source>
        <translation>%1 schreibgeschützt geöffnet (%2)</translation>
    </message>
    <message>
        <source>The recent game files and where each one&apos;s turn stands</source>
        <translation>Die zuletzt geöffneten Spieldateien und wo der Zug jedes Spiels steht</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Spiele…</translation>
    </message>
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
        <translation>&lt;geöffnet&gt;</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1 could not be opened:</source>
        <translation>%1 konnte nicht geöffnet werden:</translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation>
            <numerusform>Mit %n Warnung geöffnet: %1</numerusform>
            <numerusform>Mit %n Warnungen geöffnet: %1</numerusform>
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
        <translation>Spiel als JSON speichern</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Spieldateien (*.json)</translation>
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
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Unbenanntes Spiel</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Print Turn Sheets…</source>
        <translation>Zugbö&amp;gen drucken…</translation>
    </message>
    <message>
        <source>Turn sheets written to %1</source>
        <translation>Zugbögen nach %1 geschrieben</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>AP Ledger</source>
        <translation>AP-Buch</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Spielverlauf</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n orders file(s)</source>
        <translation>
            <numerusform>%n Befehlsdatei importiert</numerusform>
            <numerusform>%n Befehlsdateien importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to look at</source>
        <translation>
            <numerusform>%n Problem zu prüfen</numerusform>
            <numerusform>%n Probleme zu prüfen</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>keine Probleme</translation>
    </message>
    <message>
        <source>The game has changes that are not saved.</source>
        <translation>Das Spiel hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>The orders entered for turn %1 are not saved.</source>
        <translation>Die für Zug %1 eingegebenen Befehle sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>The orders entered for turn %1 are not saved: a JSON game holds no orders, so they are saved in a game file (*.adjutant).</source>
        <translation>Die für Zug %1 eingegebenen Befehle sind nicht gespeichert: Ein JSON-Spiel enthält keine Befehle, sie werden deshalb in einer Spieldatei (*.adjutant) gespeichert.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>Zuerst speichern?</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n Gebiet</numerusform>
            <numerusform>%n Gebiete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n land</source>
        <comment>areas</comment>
        <translation>
            <numerusform>%n Land</numerusform>
            <numerusform>%n Land</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n city(-ies)</source>
        <translation>
            <numerusform>%n Stadt</numerusform>
            <numerusform>%n Städte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea(s)</source>
        <translation>
            <numerusform>%n Meer</numerusform>
            <numerusform>%n Meere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n neutral</source>
        <comment>areas</comment>
        <translation>
            <numerusform>%n neutral</numerusform>
            <numerusform>%n neutral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n border(s)</source>
        <translation>
            <numerusform>%n Grenze</numerusform>
            <numerusform>%n Grenzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nation(s)</source>
        <translation>
            <numerusform>%n Nation</numerusform>
            <numerusform>%n Nationen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;What If…</source>
        <translation>&amp;Was wäre wenn…</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>&amp;Find Area or Nation…</source>
        <translation>Gebiet oder Nation &amp;suchen…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), </source>
        <translation>
            <numerusform>%1: %n Zeile, </numerusform>
            <numerusform>%1: %n Zeilen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1: %n Zeile</numerusform>
            <numerusform>%1: %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders in: %1 of %n nation(s)</source>
        <translation>
            <numerusform>Befehle da: %1 von %n Nation</numerusform>
            <numerusform>Befehle da: %1 von %n Nationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>No orders yet: %1</source>
        <translation>Noch keine Befehle: %1</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Import &amp;Map…</source>
        <translation>&amp;Karte importieren…</translation>
    </message>
    <message numerus="yes">
        <source>New game %1: %n area(s), not saved yet (File › Save As…)</source>
        <translation>
            <numerusform>Neues Spiel %1: %n Gebiet, noch nicht gespeichert (Datei › Speichern unter…)</numerusform>
            <numerusform>Neues Spiel %1: %n Gebiete, noch nicht gespeichert (Datei › Speichern unter…)</numerusform>
        </translation>
    </message>
    <message>
        <source>The new game %1 has not been saved yet.</source>
        <translation>Das neue Spiel %1 ist noch nicht gespeichert.</translation>
    </message>
    <message>
        <source># ---- from the players&apos; mail ----
</source>
        <translation># ---- aus den E-Mails der Spieler ----
</translation>
    </message>
    <message numerus="yes">
        <source>Orders of %n nation(s) taken from the mail</source>
        <translation>
            <numerusform>Befehle von %n Nation aus den E-Mails übernommen</numerusform>
            <numerusform>Befehle von %n Nationen aus den E-Mails übernommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Print the game report and every nation&apos;s report, each from a new page</source>
        <translation>Den Spielbericht und den Bericht jeder Nation drucken, jeden auf einer neuen Seite</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Mail each nation its report and every player the game report</source>
        <translation>Jeder Nation ihren Bericht und jedem Spieler den Spielbericht mailen</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Game &amp;Settings…</source>
        <translation>S&amp;pieleinstellungen…</translation>
    </message>
    <message>
        <source>The moderator&apos;s address, the deadline and the mailbox of this game</source>
        <translation>Die Adresse des Spielleiters, der Abgabeschluss und das Postfach dieses Spiels</translation>
    </message>
    <message>
        <source>Turn Inbox</source>
        <translation>Posteingang des Zugs</translation>
    </message>
    <message>
        <source>Keeps the unsaved work a few seconds after each change, to be recovered should Adjutant end without saving it</source>
        <translation>Bewahrt die ungespeicherte Arbeit ein paar Sekunden nach jeder Änderung auf, um sie wiederherzustellen, falls Adjutant endet, ohne sie zu speichern</translation>
    </message>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Looking for unsaved work…</source>
        <translation>Ungespeicherte Arbeit wird gesucht…</translation>
    </message>
    <message>
        <source>Recovering %1…</source>
        <translation>%1 wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>%1 has another game now</source>
        <translation>%1 enthält jetzt ein anderes Spiel</translation>
    </message>
    <message>
        <source>%1 could not be opened to write</source>
        <translation>%1 konnte nicht zum Schreiben geöffnet werden</translation>
    </message>
    <message>
        <source>Recovered the unsaved work on %1 as a new game: %2</source>
        <translation>Die ungespeicherte Arbeit an %1 als neues Spiel wiederhergestellt: %2</translation>
    </message>
    <message numerus="yes">
        <source>Recovered the unsaved work on %1: %n step(s) to undo</source>
        <translation>
            <numerusform>Die ungespeicherte Arbeit an %1 wiederhergestellt: %n Schritt rückgängig zu machen</numerusform>
            <numerusform>Die ungespeicherte Arbeit an %1 wiederhergestellt: %n Schritte rückgängig zu machen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else: File › Save will ask whether to reload it or to save the work here as a new file.</source>
        <translation>%1 wurde von jemand anderem auf der Platte geändert: Datei › Speichern fragt, ob sie neu geladen oder die Arbeit hier als neue Datei gespeichert werden soll.</translation>
    </message>
    <message>
        <source>Save As &amp;JSON…</source>
        <translation>Als &amp;JSON speichern…</translation>
    </message>
    <message>
        <source>&amp;Keep a Recovery Copy</source>
        <translation>&amp;Wiederherstellungskopie behalten</translation>
    </message>
    <message>
        <source>Print Repor&amp;ts…</source>
        <translation>Berichte &amp;drucken…</translation>
    </message>
    <message>
        <source>E&amp;xport Turn Sheets as PDF…</source>
        <translation>Zugbögen &amp;als PDF exportieren…</translation>
    </message>
    <message>
        <source>Ma&amp;il</source>
        <translation>&amp;Post</translation>
    </message>
    <message>
        <source>Send &amp;Reports…</source>
        <translation>&amp;Berichte senden…</translation>
    </message>
    <message>
        <source>The game&apos;s own web pages, as the game file holds it: the standings, and each accepted turn&apos;s map, report and battles</source>
        <translation>Die eigenen Webseiten des Spiels, wie die Spieldatei es hält: der Stand, und zu jedem angenommenen Zug Karte, Bericht und Schlachten</translation>
    </message>
    <message>
        <source>Export Game Pages</source>
        <translation>Spielseiten exportieren</translation>
    </message>
    <message>
        <source>The game&apos;s pages are written from its game file, with its history: save the game as a game file first (File › Save As…).</source>
        <translation>Die Seiten des Spiels entstehen aus seiner Spieldatei mit ihrem Verlauf: speichern Sie das Spiel zuerst als Spieldatei (Datei › Speichern unter…).</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Game pages written to %1 (index.html first)</source>
        <translation>Spielseiten nach %1 geschrieben (zuerst index.html)</translation>
    </message>
    <message>
        <source>Export Game &amp;Web Pages…</source>
        <translation>Spiel-Webseiten expor&amp;tieren…</translation>
    </message>
    <message>
        <source>Writing the game&apos;s pages…</source>
        <translation>Die Seiten des Spiels werden geschrieben…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>, rolled back, not yet confirmed</source>
        <translation>, zurückgesetzt, noch nicht bestätigt</translation>
    </message>
    <message>
        <source>%1 (%2, turn %3%4) – %5[*] – Adjutant</source>
        <translation>%1 (%2, Zug %3%4) – %5[*] – Adjutant</translation>
    </message>
</context>
<context>
    <name>adj::ui::ManualDialog</name>
    <message>
        <source>Adjutant Manual</source>
        <translation>Adjutant-Handbuch</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>On %n page(s)</source>
        <translation>
            <numerusform>Auf %n Seite</numerusform>
            <numerusform>Auf %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <source>Pages of the manual</source>
        <translation>Seiten des Handbuchs</translation>
    </message>
</context>
<context>
    <name>adj::ui::MapEditor</name>
    <message>
        <source>&amp;Edit Map</source>
        <translation>Karte &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Edit Map: drag moves an area, Shift+drag draws a border, right-click adds or removes</source>
        <translation>Karte bearbeiten: Ziehen verschiebt ein Gebiet, Umschalt+Ziehen zieht eine Grenze, Rechtsklick fügt hinzu oder entfernt</translation>
    </message>
    <message>
        <source>&amp;Add Area…</source>
        <translation>Gebiet &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove Area</source>
        <translation>Gebiet &amp;entfernen</translation>
    </message>
    <message>
        <source>Select the area to remove first.</source>
        <translation>Erst das zu entfernende Gebiet wählen.</translation>
    </message>
    <message>
        <source>&amp;Lay Out Automatically</source>
        <translation>&amp;Automatisch anordnen</translation>
    </message>
    <message>
        <source>&amp;Board Picture…</source>
        <translation>&amp;Spielbrett-Bild…</translation>
    </message>
    <message>
        <source>Board &amp;Opacity…</source>
        <translation>&amp;Deckkraft des Spielbretts…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Board Picture</source>
        <translation>Spielbrett-Bild ent&amp;fernen</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>Board Picture</source>
        <translation>Spielbrett-Bild</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.svg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opacity of the picture (%):</source>
        <translation>Deckkraft des Bildes (%):</translation>
    </message>
    <message>
        <source>a board picture</source>
        <translation>ein Spielbrett-Bild</translation>
    </message>
    <message>
        <source>%1: is no PNG, JPEG or SVG picture</source>
        <translation>%1: ist kein PNG-, JPEG- oder SVG-Bild</translation>
    </message>
    <message>
        <source>Board Opacity</source>
        <translation>Deckkraft des Spielbretts</translation>
    </message>
</context>
<context>
    <name>adj::ui::MapEdits</name>
    <message>
        <source>Add area %1</source>
        <translation>Gebiet %1 hinzufügen</translation>
    </message>
    <message>
        <source>There is no area %1.</source>
        <translation>Es gibt kein Gebiet %1.</translation>
    </message>
    <message>
        <source>Remove area %1</source>
        <translation>Gebiet %1 entfernen</translation>
    </message>
    <message>
        <source>%1 and %2 already border each other.</source>
        <translation>%1 und %2 grenzen schon aneinander.</translation>
    </message>
    <message>
        <source>Add border %1–%2</source>
        <translation>Grenze %1–%2 hinzufügen</translation>
    </message>
    <message>
        <source>Remove border %1–%2</source>
        <translation>Grenze %1–%2 entfernen</translation>
    </message>
    <message>
        <source>kind: &quot;%1&quot; is not land, city or sea</source>
        <translation>Art: „%1“ ist weder Land noch Stadt noch Meer</translation>
    </message>
    <message>
        <source>%1 is not a field of the map</source>
        <translation>%1 ist kein Feld der Karte</translation>
    </message>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation>%1 von %2 auf %3 setzen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Lay out the map automatically</source>
        <translation>Die Karte automatisch anordnen</translation>
    </message>
    <message>
        <source>Board picture %1 at %2%</source>
        <translation>Spielbrett-Bild %1 mit %2 %</translation>
    </message>
    <message>
        <source>Remove the board picture</source>
        <translation>Das Spielbrett-Bild entfernen</translation>
    </message>
</context>
<context>
    <name>adj::ui::MapFind</name>
    <message>
        <source>Area or nation: code or name</source>
        <translation>Gebiet oder Nation: Kürzel oder Name</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>%1 (nation)</source>
        <translation>%1 (Nation)</translation>
    </message>
    <message>
        <source>%1 holds no area</source>
        <translation>%1 hält kein Gebiet</translation>
    </message>
    <message>
        <source>nation %1</source>
        <translation>Nation %1</translation>
    </message>
    <message>
        <source>Find area or nation</source>
        <translation>Gebiet oder Nation suchen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
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
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
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
        <source>F forts  S ships</source>
        <translation>F Festungen  S Schiffe</translation>
    </message>
    <message>
        <source>sea (tint and ring: owner)</source>
        <translation>Meer (Tönung und Ring: Besitzer)</translation>
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
    <message>
        <source>Remove Area %1</source>
        <translation>Gebiet %1 entfernen</translation>
    </message>
    <message>
        <source>Unpin %1</source>
        <translation>%1 lösen</translation>
    </message>
    <message>
        <source>Pin %1 in Place</source>
        <translation>%1 an seinem Platz fixieren</translation>
    </message>
    <message>
        <source>Remove Border %1–%2</source>
        <translation>Grenze %1–%2 entfernen</translation>
    </message>
    <message>
        <source>Add Area Here…</source>
        <translation>Gebiet hier hinzufügen…</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The game&apos;s areas. The arrow keys move from area to area, Enter opens the area in the Area panel, plus and minus zoom.</source>
        <translation>Die Gebiete des Spiels. Die Pfeiltasten gehen von Gebiet zu Gebiet, die Eingabetaste öffnet das Gebiet im Dock „Gebiet“, Plus und Minus zoomen.</translation>
    </message>
</context>
<context>
    <name>adj::ui::NationActions</name>
    <message>
        <source>&amp;Add Nation…</source>
        <translation>Nation &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add a nation to the game, last in the processing order</source>
        <translation>Dem Spiel eine Nation hinzufügen, als letzte der Reihenfolge</translation>
    </message>
    <message>
        <source>Remove the nation selected in the Nations table; its areas become neutral</source>
        <translation>Die in der Nationentabelle gewählte Nation entfernen; ihre Gebiete werden neutral</translation>
    </message>
    <message>
        <source>only the current game can be changed, not a replay step or an earlier turn</source>
        <translation>nur das aktuelle Spiel kann geändert werden, kein Schritt der Wiedergabe und kein früherer Zug</translation>
    </message>
    <message>
        <source>turn %1 is resolved: accept or discard it first</source>
        <translation>Zug %1 ist ausgewertet: erst übernehmen oder verwerfen</translation>
    </message>
    <message>
        <source>name: the nation needs a name</source>
        <translation>Name: die Nation braucht einen Namen</translation>
    </message>
    <message>
        <source>Add nation %1 (%2)</source>
        <translation>Nation %1 (%2) hinzufügen</translation>
    </message>
    <message>
        <source>there is no nation %1</source>
        <translation>es gibt keine Nation %1</translation>
    </message>
    <message>
        <source>Remove nation %1</source>
        <translation>Nation %1 entfernen</translation>
    </message>
    <message>
        <source>Add Nation</source>
        <translation>Nation hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Kürzel:</translation>
    </message>
    <message>
        <source>2 or 3 of A-Z, 0-9</source>
        <translation>2 oder 3 aus A–Z, 0–9</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>Areas owned by %1 (%2): %3 · armies in them: %4 · ships: %5</source>
        <translation>Gebiete von %1 (%2): %3 · Armeen darin: %4 · Schiffe: %5</translation>
    </message>
    <message>
        <source>Its areas become neutral. Armies on land and in cities stay there, neutral; ships leave the sea with the armies aboard (a neutral sea holds no ships). Undo brings it all back.</source>
        <translation>Ihre Gebiete werden neutral. Armeen an Land und in Städten bleiben dort, neutral; Schiffe verlassen das Meer mit den Armeen an Bord (ein neutrales Meer hält keine Schiffe). Rückgängig bringt alles zurück.</translation>
    </message>
    <message>
        <source>Remove and Leave Neutral</source>
        <translation>Entfernen, neutral lassen</translation>
    </message>
    <message>
        <source>Re&amp;move Nation</source>
        <translation>Nation &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>adj::ui::NationChart</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation>Gebiete im Besitz</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Bevölkerung</translation>
    </message>
    <message>
        <source>Armies and ships</source>
        <translation>Armeen und Schiffe</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>The land, city and sea areas each nation owns at the start of the turn</source>
        <translation>Die Land-, Stadt- und Meeresgebiete jeder Nation zu Beginn des Zuges</translation>
    </message>
    <message>
        <source>The population of the areas each nation owns</source>
        <translation>Die Bevölkerung der Gebiete jeder Nation</translation>
    </message>
    <message>
        <source>Each nation&apos;s armies and ships on the map (armies aboard included) and in its reserves</source>
        <translation>Die Armeen und Schiffe jeder Nation auf der Karte (Armeen an Bord eingeschlossen) und in ihren Reserven</translation>
    </message>
    <message>
        <source>Each nation&apos;s BP to spend in the turn, its income credited</source>
        <translation>Die BP jeder Nation für den Zug, ihr Einkommen gutgeschrieben</translation>
    </message>
</context>
<context>
    <name>adj::ui::NationsModel</name>
    <message>
        <source>Colour on the map; sorts by processing order</source>
        <translation>Farbe auf der Karte; sortiert nach Abarbeitungsreihenfolge</translation>
    </message>
    <message>
        <source>Build points to spend this turn</source>
        <translation>In diesem Zug auszugebende Baupunkte</translation>
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
        <translation>Gesamtbevölkerung der Gebiete im Besitz</translation>
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
        <translation>BP</translation>
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
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Army R</source>
        <translation>Armee-R.</translation>
    </message>
    <message>
        <source>Fleet R</source>
        <translation>Flotte-R.</translation>
    </message>
    <message>
        <source>%1: a whole number, please</source>
        <translation>%1: bitte eine ganze Zahl</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Traits, separated by spaces (e.g. viking)</source>
        <translation>Eigenschaften, durch Leerzeichen getrennt (z. B. viking)</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Armies on the map, in the areas owned</source>
        <translation>Armeen auf der Karte, in den eigenen Gebieten</translation>
    </message>
    <message>
        <source>Ships on the map, in the sea areas owned</source>
        <translation>Schiffe auf der Karte, in den eigenen Seegebieten</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
</context>
<context>
    <name>adj::ui::NewGameDialog</name>
    <message>
        <source>A bundled &amp;sample game</source>
        <translation>Ein mitgeliefertes &amp;Beispielspiel</translation>
    </message>
    <message>
        <source>A map kept in a s&amp;preadsheet (CSV)</source>
        <translation>Eine Karte aus einer &amp;Tabelle (CSV)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>e.g. Britain 1066, autumn game</source>
        <translation>z. B. Britannien 1066, Herbstspiel</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n area(s))</source>
        <translation>
            <numerusform>%1 (%2, %n Gebiet)</numerusform>
            <numerusform>%1 (%2, %n Gebiete)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Areas:</source>
        <translation>&amp;Gebiete:</translation>
    </message>
    <message>
        <source>&amp;Borders:</source>
        <translation>G&amp;renzen:</translation>
    </message>
    <message>
        <source>Na&amp;tions:</source>
        <translation>N&amp;ationen:</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>From a &amp;Folder…</source>
        <translation>Aus einem &amp;Ordner…</translation>
    </message>
    <message>
        <source>Take areas.csv, borders.csv and nations.csv from one folder</source>
        <translation>areas.csv, borders.csv und nations.csv aus einem Ordner nehmen</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgangspunkt</translation>
    </message>
    <message>
        <source>Problems with the spreadsheet are listed here, each with its file, line and column.</source>
        <translation>Probleme mit der Tabelle werden hier aufgeführt, jedes mit Datei, Zeile und Spalte.</translation>
    </message>
    <message>
        <source>&amp;Create Game</source>
        <translation>Spiel an&amp;legen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv)</source>
        <translation>Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Folder with areas.csv, borders.csv and nations.csv</source>
        <translation>Ordner mit areas.csv, borders.csv und nations.csv</translation>
    </message>
    <message>
        <source>Problems with the spreadsheet</source>
        <translation>Probleme der Tabelle</translation>
    </message>
</context>
<context>
    <name>adj::ui::OrdersEditor</name>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>adj::ui::OrdersPanel</name>
    <message>
        <source>Resolve Turn</source>
        <translation>Zug auswerten</translation>
    </message>
    <message>
        <source>&amp;Import Orders…</source>
        <translation>Befehle &amp;importieren…</translation>
    </message>
    <message>
        <source>Add the orders from one or more *.orders files</source>
        <translation>Die Befehle aus einer oder mehreren *.orders-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Resolve Turn</source>
        <translation>Zug &amp;auswerten</translation>
    </message>
    <message>
        <source>Carry out the orders and open the replay; bad lines become failed actions</source>
        <translation>Die Befehle ausführen und die Wiedergabe öffnen; fehlerhafte Zeilen werden zu gescheiterten Aktionen</translation>
    </message>
    <message>
        <source>Paste or type the orders here, or import *.orders files.

NATION NOR
1  LEVY  YRK  -  3
2  MOVE  YRS  LNS  AB-1</source>
        <translation>Befehle hier einfügen oder eingeben – oder *.orders-Dateien importieren.

NATION NOR
1  LEVY  YRK  -  3
2  MOVE  YRS  LNS  AB-1</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Open a game to enter its orders.</source>
        <translation>Öffnen Sie ein Spiel, um seine Befehle einzugeben.</translation>
    </message>
    <message>
        <source>This game&apos;s ruleset (%1) takes no numbered orders.</source>
        <translation>Das Regelwerk dieses Spiels (%1) kennt keine nummerierten Befehle.</translation>
    </message>
    <message numerus="yes">
        <source>%n order(s), no problems</source>
        <translation>
            <numerusform>%n Befehl, keine Probleme</numerusform>
            <numerusform>%n Befehle, keine Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s)</source>
        <translation>
            <numerusform>%n Befehl</numerusform>
            <numerusform>%n Befehle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Orders</source>
        <translation>Befehle importieren</translation>
    </message>
    <message>
        <source>Orders (*.orders *.txt);;All files (*)</source>
        <translation>Befehle (*.orders *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>Es wurde nichts importiert:
%1</translation>
    </message>
    <message numerus="yes">
        <source>The orders have %n problem(s). Lines with a problem become failed actions in the players&apos; reports.</source>
        <translation>
            <numerusform>Die Befehle haben %n Problem. Zeilen mit einem Problem werden in den Berichten der Spieler zu gescheiterten Aktionen.</numerusform>
            <numerusform>Die Befehle haben %n Probleme. Zeilen mit einem Problem werden in den Berichten der Spieler zu gescheiterten Aktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve Anyway</source>
        <translation>Trotzdem auswerten</translation>
    </message>
    <message>
        <source>Resolving turn %1…</source>
        <translation>Zug %1 wird ausgewertet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Edit orders</source>
        <translation>Befehle bearbeiten</translation>
    </message>
    <message>
        <source>Import orders</source>
        <translation>Befehle importieren</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Problems of the orders</source>
        <translation>Probleme der Befehle</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(und %n weiteres)</numerusform>
            <numerusform>(und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems left in the orders</source>
        <translation>Keine Probleme mehr in den Befehlen</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 Std.</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>The deadline has not passed: orders still count for %1 (until %2 UTC).</source>
        <translation>Der Abgabeschluss ist nicht vorbei: Befehle zählen noch %1 lang (bis %2 UTC).</translation>
    </message>
    <message numerus="yes">
        <source>No orders from %n nation(s): %1.</source>
        <translation>
            <numerusform>Keine Befehle von %n Nation: %1.</numerusform>
            <numerusform>Keine Befehle von %n Nationen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve turn %1 now?</source>
        <translation>Zug %1 jetzt auswerten?</translation>
    </message>
    <message>
        <source>Resolve Now</source>
        <translation>Jetzt auswerten</translation>
    </message>
</context>
<context>
    <name>adj::ui::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>adj::ui::ProblemsModel</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Spieldatei</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>AP spends</source>
        <translation>AP-Ausgaben</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1 — click to go to line %2</source>
        <translation>%1 — klicken, um zu Zeile %2 zu springen</translation>
    </message>
</context>
<context>
    <name>adj::ui::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Adjutant ended without saving this work. Recover it, discard it, or decide later: a copy is kept until then.</source>
        <translation>Adjutant endete, ohne diese Arbeit zu speichern. Stellen Sie sie wieder her, verwerfen Sie sie, oder entscheiden Sie später: Bis dahin wird eine Kopie aufbewahrt.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Unsaved steps</source>
        <translation>Ungespeicherte Schritte</translation>
    </message>
    <message>
        <source>Last kept</source>
        <translation>Zuletzt aufbewahrt</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>Ungespeicherte Arbeit</translation>
    </message>
    <message>
        <source>(a new game, never saved)</source>
        <translation>(ein neues Spiel, nie gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>&amp;Verwerfen…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>A new game: it comes back unsaved, to be saved under a name of your choice.</source>
        <translation>Ein neues Spiel: Es kommt ungespeichert zurück, um unter einem Namen Ihrer Wahl gespeichert zu werden.</translation>
    </message>
    <message>
        <source>%1 has another game now than when this work was kept (saved elsewhere, or changed by someone else): the work opens as a copy, to be saved under a new name, and the file stays as it is.</source>
        <translation>%1 enthält jetzt ein anderes Spiel als damals, als diese Arbeit aufbewahrt wurde (anderswo gespeichert oder von jemand anderem geändert): Die Arbeit öffnet als Kopie, die unter einem neuen Namen zu speichern ist, und die Datei bleibt, wie sie ist.</translation>
    </message>
    <message numerus="yes">
        <source>The work comes back unsaved in %1, with %n step(s) to undo.</source>
        <translation>
            <numerusform>Die Arbeit kommt ungespeichert in %1 zurück, mit %n Schritt zum Rückgängigmachen.</numerusform>
            <numerusform>Die Arbeit kommt ungespeichert in %1 zurück, mit %n Schritten zum Rückgängigmachen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard Unsaved Work</source>
        <translation>Ungespeicherte Arbeit verwerfen</translation>
    </message>
    <message>
        <source>Discard the unsaved work on %1? It cannot be brought back.</source>
        <translation>Die ungespeicherte Arbeit an %1 verwerfen? Sie kann nicht zurückgeholt werden.</translation>
    </message>
</context>
<context>
    <name>adj::ui::ReplayPanel</name>
    <message>
        <source>Accept Turn</source>
        <translation>Zug übernehmen</translation>
    </message>
    <message>
        <source>Export Reports…</source>
        <translation>Berichte exportieren…</translation>
    </message>
    <message>
        <source>First Step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Last Step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>&amp;Accept Turn</source>
        <translation>Zug &amp;übernehmen</translation>
    </message>
    <message>
        <source>Make the resolved next turn the game (can be undone)</source>
        <translation>Den ausgewerteten nächsten Zug zum Spiel machen (kann rückgängig gemacht werden)</translation>
    </message>
    <message>
        <source>Step 0000 of 0000</source>
        <translation>Schritt 0000 von 0000</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 resolved&lt;/b&gt;: %n steps</source>
        <translation>
            <numerusform>&lt;b&gt;Zug %1 ausgewertet&lt;/b&gt;: %n Schritt</numerusform>
            <numerusform>&lt;b&gt;Zug %1 ausgewertet&lt;/b&gt;: %n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n gescheitert</numerusform>
            <numerusform>, %n gescheitert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n battles</source>
        <translation>
            <numerusform>, %n Schlacht</numerusform>
            <numerusform>, %n Schlachten</numerusform>
        </translation>
    </message>
    <message>
        <source> · next turn %1</source>
        <translation> · nächster Zug %1</translation>
    </message>
    <message>
        <source>No turn resolved yet. Enter the orders and choose &lt;i&gt;Resolve Turn&lt;/i&gt;.</source>
        <translation>Noch kein Zug ausgewertet. Geben Sie die Befehle ein und wählen Sie &lt;i&gt;Zug auswerten&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Before the turn</source>
        <translation>Vor dem Zug</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game at the start of turn %1. Step forward (%2) to carry out the orders one by one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Spiel zu Beginn von Zug %1. Mit „Schritt vor“ (%2) führen Sie die Befehle einzeln aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No turn has been resolved.</source>
        <translation>Es wurde kein Zug ausgewertet.</translation>
    </message>
    <message>
        <source>Export Reports Into</source>
        <translation>Berichte exportieren nach</translation>
    </message>
    <message>
        <source>Replace Reports?</source>
        <translation>Berichte ersetzen?</translation>
    </message>
    <message>
        <source>%1 already holds %2. Replace them?</source>
        <translation>%1 enthält bereits %2. Ersetzen?</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n report(s) and %1 to %2</source>
        <translation>
            <numerusform>%n Bericht und %1 nach %2 geschrieben</numerusform>
            <numerusform>%n Berichte und %1 nach %2 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn %1 accepted&lt;/b&gt;: the game is now at turn %2. Undo (%3) takes it back; the steps can still be replayed and the reports exported.</source>
        <translation>&lt;b&gt;Zug %1 übernommen&lt;/b&gt;: Das Spiel ist jetzt bei Zug %2. Rückgängig (%3) nimmt das zurück; die Schritte lassen sich weiter nachspielen und die Berichte exportieren.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 from the history&lt;/b&gt; (read-only): %n steps</source>
        <translation>
            <numerusform>&lt;b&gt;Zug %1 aus dem Verlauf&lt;/b&gt; (schreibgeschützt): %n Schritt</numerusform>
            <numerusform>&lt;b&gt;Zug %1 aus dem Verlauf&lt;/b&gt; (schreibgeschützt): %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 before the first step</source>
        <translation>Zug %1 vor dem ersten Schritt</translation>
    </message>
    <message>
        <source>Turn %1, step %2 of %3</source>
        <translation>Zug %1, Schritt %2 von %3</translation>
    </message>
    <message>
        <source>%1 (history, read-only)</source>
        <translation>%1 (Verlauf, schreibgeschützt)</translation>
    </message>
    <message>
        <source>Next Battle</source>
        <translation>Nächste Schlacht</translation>
    </message>
    <message>
        <source>Previous Battle</source>
        <translation>Vorige Schlacht</translation>
    </message>
    <message>
        <source>Show all steps, only the battles, only the failed steps, or one nation&apos;s steps</source>
        <translation>Alle Schritte zeigen, nur die Schlachten, nur die gescheiterten Schritte oder die Schritte einer Nation</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>, battle: before</source>
        <translation>, Schlacht: vorher</translation>
    </message>
    <message>
        <source>, battle: losses</source>
        <translation>, Schlacht: Verluste</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>Failed steps</source>
        <translation>Gescheiterte Schritte</translation>
    </message>
    <message>
        <source>The current step has no battle</source>
        <translation>Der aktuelle Schritt hat keine Schlacht</translation>
    </message>
    <message>
        <source>Write each nation&apos;s report (text, HTML, PDF), the game report with the map and the chart, and the step log into a folder</source>
        <translation>Den Bericht jeder Nation (Text, HTML, PDF), den Spielbericht mit Karte und Diagramm und das Schrittprotokoll in einen Ordner schreiben</translation>
    </message>
    <message>
        <source>&amp;Export Reports…</source>
        <translation>Berichte e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Steps of the turn</source>
        <translation>Schritte des Zugs</translation>
    </message>
    <message>
        <source>The step explained</source>
        <translation>Der Schritt erklärt</translation>
    </message>
    <message>
        <source>No resolved turn to replay now. Edit › Undo (%1) brings back the one that was here.</source>
        <translation>Kein ausgewerteter Zug zum Abspielen. Bearbeiten › Rückgängig (%1) holt den zurück, der hier war.</translation>
    </message>
</context>
<context>
    <name>adj::ui::ReportLanguage</name>
    <message>
        <source>Report &amp;Language</source>
        <translation>Berichts&amp;sprache</translation>
    </message>
    <message>
        <source>The language of this game&apos;s reports and mail, whatever the window&apos;s language</source>
        <translation>Die Sprache der Berichte und Mails dieses Spiels, unabhängig von der Sprache des Fensters</translation>
    </message>
    <message>
        <source>Report language: %1</source>
        <translation>Berichtssprache: %1</translation>
    </message>
</context>
<context>
    <name>adj::ui::RerunDialog</name>
    <message>
        <source>Re-run From Here</source>
        <translation>Ab hier neu auflösen</translation>
    </message>
    <message>
        <source>The re-run reads the game file as saved; it changes nothing until you adopt it.</source>
        <translation>Die Neuauflösung liest die Spieldatei, wie sie gespeichert ist; sie ändert nichts, bis Sie sie übernehmen.</translation>
    </message>
    <message>
        <source>Turns re-run</source>
        <translation>Neu aufgelöste Züge</translation>
    </message>
    <message>
        <source>Steps that differ</source>
        <translation>Schritte, die sich unterscheiden</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Was sich unterscheidet</translation>
    </message>
    <message>
        <source>From &amp;turn:</source>
        <translation>Ab &amp;Zug:</translation>
    </message>
    <message>
        <source>Rule &amp;choice:</source>
        <translation>Regel&amp;variante:</translation>
    </message>
    <message>
        <source>Other &amp;reading:</source>
        <translation>Andere &amp;Lesart:</translation>
    </message>
    <message>
        <source>Re-ru&amp;n</source>
        <translation>&amp;Neu auflösen</translation>
    </message>
    <message>
        <source>&amp;Adopt as the Game&apos;s Course…</source>
        <translation>Als Verlauf des Spiels &amp;übernehmen…</translation>
    </message>
    <message>
        <source>Make the re-run the game&apos;s course from this turn on; the course played is kept in the game file</source>
        <translation>Die Neuauflösung ab diesem Zug zum Verlauf des Spiels machen; der gespielte Verlauf bleibt in der Spieldatei erhalten</translation>
    </message>
    <message>
        <source>Save &amp;Errata…</source>
        <translation>&amp;Berichtigungen speichern…</translation>
    </message>
    <message>
        <source>A mail to each player: the ruling, the turns it changed, what changed for the nation</source>
        <translation>Eine Mail an jeden Spieler: die Entscheidung, die Züge, die sie ändert, was sich für die Nation ändert</translation>
    </message>
    <message>
        <source>Copy as Te&amp;xt</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>This value cannot be used: %1</source>
        <translation>Dieser Wert ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Re-running the turns from %1…</source>
        <translation>Die Züge ab %1 werden neu aufgelöst…</translation>
    </message>
    <message>
        <source>The re-run was cancelled.</source>
        <translation>Die Neuauflösung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Turn %1: nothing differs</source>
        <translation>Zug %1: nichts unterscheidet sich</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n step(s) differ</source>
        <translation>
            <numerusform>Zug %1: %n Schritt unterscheidet sich</numerusform>
            <numerusform>Zug %1: %n Schritte unterscheiden sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n difference(s) at its end</source>
        <translation>
            <numerusform>, %n Unterschied an seinem Ende</numerusform>
            <numerusform>, %n Unterschiede an seinem Ende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n order(s) no longer fit</source>
        <translation>
            <numerusform>, %n Befehl passt nicht mehr</numerusform>
            <numerusform>, %n Befehle passen nicht mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: the game would be the same</source>
        <translation>Jetzt: das Spiel wäre dasselbe</translation>
    </message>
    <message numerus="yes">
        <source>Now: %n difference(s)</source>
        <translation>
            <numerusform>Jetzt: %n Unterschied</numerusform>
            <numerusform>Jetzt: %n Unterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turns %1 to %2 re-run: %n of them differ.</source>
        <translation>
            <numerusform>Züge %1 bis %2 neu aufgelöst: %n davon unterscheidet sich.</numerusform>
            <numerusform>Züge %1 bis %2 neu aufgelöst: %n davon unterscheiden sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>would be</source>
        <translation>wäre</translation>
    </message>
    <message>
        <source>There is no re-run to adopt.</source>
        <translation>Es gibt keine Neuauflösung zum Übernehmen.</translation>
    </message>
    <message>
        <source>The re-run is the game&apos;s course from turn %1 on (Edit › Undo takes it back). Save the errata for the players.</source>
        <translation>Die Neuauflösung ist ab Zug %1 der Verlauf des Spiels (Bearbeiten › Rückgängig nimmt das zurück). Speichern Sie die Berichtigungen für die Spieler.</translation>
    </message>
    <message>
        <source>Make the re-run the game&apos;s course from turn %1 on? The turns as played are kept in the game file, and Edit › Undo takes the adoption back.</source>
        <translation>Die Neuauflösung ab Zug %1 zum Verlauf des Spiels machen? Die Züge, wie sie gespielt wurden, bleiben in der Spieldatei, und Bearbeiten › Rückgängig nimmt die Übernahme zurück.</translation>
    </message>
    <message>
        <source>

The current game has unsaved changes; they will be lost.</source>
        <translation>

Das aktuelle Spiel hat ungespeicherte Änderungen; sie gehen verloren.</translation>
    </message>
    <message>
        <source>Adopt the Re-run</source>
        <translation>Neuauflösung übernehmen</translation>
    </message>
    <message>
        <source>There is no re-run.</source>
        <translation>Es gibt keine Neuauflösung.</translation>
    </message>
    <message numerus="yes">
        <source>%n erratum mail(s) saved in %1</source>
        <translation>
            <numerusform>%n Berichtigung gespeichert in %1</numerusform>
            <numerusform>%n Berichtigungen gespeichert in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>; no address for %1</source>
        <translation>; keine Adresse für %1</translation>
    </message>
    <message>
        <source>Save Errata</source>
        <translation>Berichtigungen speichern</translation>
    </message>
    <message>
        <source>Errata Not Saved</source>
        <translation>Berichtigungen nicht gespeichert</translation>
    </message>
    <message>
        <source>Writing the game&apos;s new course…</source>
        <translation>Der neue Verlauf des Spiels wird geschrieben…</translation>
    </message>
    <message>
        <source>counted for %1</source>
        <translation>zählt für %1</translation>
    </message>
    <message>
        <source>replaced by a later one of %1</source>
        <translation>ersetzt durch eine spätere von %1</translation>
    </message>
    <message>
        <source>late, not counted</source>
        <translation>verspätet, zählt nicht</translation>
    </message>
    <message>
        <source>no nation</source>
        <translation>keine Nation</translation>
    </message>
    <message>
        <source>%1 — “%2” (%3)</source>
        <translation>%1 — „%2“ (%3)</translation>
    </message>
    <message>
        <source>(no rule change)</source>
        <translation>(keine Regeländerung)</translation>
    </message>
    <message>
        <source>A message of the turn&apos;s inbox whose decision to take otherwise: a late message counted, a message not counted, a message given to a nation</source>
        <translation>Eine Nachricht aus dem Posteingang des Zugs, über die anders entschieden wird: eine verspätete zählt, eine zählt nicht, eine wird einer Nation gegeben</translation>
    </message>
    <message>
        <source>&amp;Message of the turn:</source>
        <translation>Nac&amp;hricht des Zugs:</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Entscheidung:</translation>
    </message>
    <message>
        <source>&amp;Send Errata…</source>
        <translation>Berichtigungen &amp;senden…</translation>
    </message>
    <message>
        <source>The errata in Mail&apos;s Send dialog: sent through your mail server, each recorded once sent</source>
        <translation>Die Berichtigungen im Senden-Dialog der Post: über Ihren Mailserver gesendet, jede vermerkt, sobald gesendet</translation>
    </message>
    <message>
        <source>(none: the mail as decided)</source>
        <translation>(keine: die Post wie entschieden)</translation>
    </message>
    <message>
        <source>Count it, late as it is</source>
        <translation>Zählen, obwohl verspätet</translation>
    </message>
    <message>
        <source>Count it</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>Do not count it</source>
        <translation>Nicht zählen</translation>
    </message>
    <message>
        <source>Count it for %1 %2</source>
        <translation>Für %1 %2 zählen</translation>
    </message>
    <message>
        <source>Choose a rule choice or a message of the turn to take otherwise.</source>
        <translation>Wählen Sie eine Regelvariante oder eine Nachricht des Zugs, über die anders entschieden wird.</translation>
    </message>
    <message>
        <source>%1 of %2 turns re-run</source>
        <translation>%1 von %2 Zügen neu aufgelöst</translation>
    </message>
    <message>
        <source>Choose a rule choice and its other reading, or a message of the turn and a decision, then Re-run.</source>
        <translation>Wählen Sie eine Regelvariante und ihre andere Lesart oder eine Nachricht des Zugs und eine Entscheidung, dann Neu auflösen.</translation>
    </message>
    <message>
        <source>%1 of %2 turns written</source>
        <translation>%1 von %2 Zügen geschrieben</translation>
    </message>
</context>
<context>
    <name>adj::ui::RuleChoice</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This ruleset has no other reading of this rule choice</source>
        <translation>Dieser Regelsatz kennt keine andere Lesart dieser Regelvariante</translation>
    </message>
    <message>
        <source>In force now: %1</source>
        <translation>Jetzt gültig: %1</translation>
    </message>
</context>
<context>
    <name>adj::ui::SendDialog</name>
    <message>
        <source>The selected message</source>
        <translation>Die ausgewählte Nachricht</translation>
    </message>
    <message>
        <source>Attach each report as &amp;PDF</source>
        <translation>Jeden Bericht als &amp;PDF anhängen</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Save as m&amp;box…</source>
        <translation>Als m&amp;box speichern…</translation>
    </message>
    <message>
        <source>Save as .&amp;eml Files…</source>
        <translation>Als .&amp;eml-Dateien speichern…</translation>
    </message>
    <message>
        <source>Send Reports: Turn %1</source>
        <translation>Berichte senden: Zug %1</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Anhänge</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>no login</source>
        <translation>ohne Anmeldung</translation>
    </message>
    <message>
        <source>not stored</source>
        <translation>wird nicht gespeichert</translation>
    </message>
    <message>
        <source>the system&apos;s certificates</source>
        <translation>die Zertifikate des Systems</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>SMTP server</source>
        <translation>SMTP-Server</translation>
    </message>
    <message>
        <source>Se&amp;rver:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Certificates:</source>
        <translation>&amp;Zertifikate:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n message(s) sent.</source>
        <translation>
            <numerusform>%1 von %n Nachricht gesendet.</numerusform>
            <numerusform>%1 von %n Nachrichten gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Status column says why the others were not.</source>
        <translation>Die Spalte Status sagt, warum die anderen nicht gesendet wurden.</translation>
    </message>
    <message>
        <source>sent %1</source>
        <translation>gesendet %1</translation>
    </message>
    <message>
        <source>sent, but not recorded: %1</source>
        <translation>gesendet, aber nicht vermerkt: %1</translation>
    </message>
    <message>
        <source>not tried, the server failed</source>
        <translation>nicht versucht, der Server versagte</translation>
    </message>
    <message>
        <source>Stopped at the first failure of the server, the others were not tried: %1</source>
        <translation>Beim ersten Versagen des Servers angehalten, die übrigen wurden nicht versucht: %1</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) from %1 for turn %2.</source>
        <translation>
            <numerusform>%n Nachricht von %1 für Zug %2.</numerusform>
            <numerusform>%n Nachrichten von %1 für Zug %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No e-mail address, so nothing is mailed to: %1 (Nations table, E-mail).</source>
        <translation>Keine E-Mail-Adresse, also wird nichts gemailt an: %1 (Nationentabelle, E-Mail).</translation>
    </message>
    <message>
        <source>The server said: %1</source>
        <translation>Der Server sagte: %1</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Send %n Unsent</source>
        <translation>
            <numerusform>%n Ungesendete &amp;senden</numerusform>
            <numerusform>%n Ungesendete &amp;senden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not an smtp:// or smtps:// address.</source>
        <translation>%1 ist keine smtp://- oder smtps://-Adresse.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>stopped, not sent</source>
        <translation>angehalten, nicht gesendet</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>wird gesendet…</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>NOT SENT: %1</source>
        <translation>NICHT GESENDET: %1</translation>
    </message>
    <message>
        <source>Messages are being sent. Stop first, then close.</source>
        <translation>Nachrichten werden gesendet. Erst anhalten, dann schließen.</translation>
    </message>
    <message>
        <source>Save the Mail as mbox</source>
        <translation>Die E-Mails als mbox speichern</translation>
    </message>
    <message>
        <source>Mailboxes (*.mbox)</source>
        <translation>Postfächer (*.mbox)</translation>
    </message>
    <message>
        <source>Save the Mail as .eml Files Into</source>
        <translation>Die E-Mails als .eml-Dateien speichern in</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n message(s) to %1.</source>
        <translation>
            <numerusform>%n Nachricht nach %1 geschrieben.</numerusform>
            <numerusform>%n Nachrichten nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates to Trust</source>
        <translation>Vertrauenswürdige Zertifikate</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt);;All files (*)</source>
        <translation>PEM-Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game has no moderator&apos;s address yet: the mail would go out from %1, and the players could not reply.</source>
        <translation>Das Spiel hat noch keine Adresse des Spielleiters: die Mail ginge von %1 aus, und die Spieler könnten nicht antworten.</translation>
    </message>
    <message>
        <source>Set your address in Mail › Game Settings…, then send.</source>
        <translation>Tragen Sie Ihre Adresse unter Post › Spieleinstellungen… ein und senden Sie dann.</translation>
    </message>
    <message>
        <source>Open Game Settings…</source>
        <translation>Spieleinstellungen öffnen…</translation>
    </message>
    <message>
        <source>Messages to send</source>
        <translation>Zu sendende Nachrichten</translation>
    </message>
    <message>
        <source>Pictures in the &amp;mail: the map and the chart, each nation&apos;s part of the board</source>
        <translation>Bilder in der E-&amp;Mail: die Karte und das Diagramm, der Teil des Spielbretts jeder Nation</translation>
    </message>
    <message>
        <source>Send Confirmations: Turn %1</source>
        <translation>Bestätigungen senden: Zug %1</translation>
    </message>
    <message>
        <source>Send Reminders: Turn %1</source>
        <translation>Erinnerungen senden: Zug %1</translation>
    </message>
    <message>
        <source>Send Errata: Turn %1</source>
        <translation>Berichtigungen senden: Zug %1</translation>
    </message>
    <message>
        <source>Send the Moderator&apos;s Note: Turn %1</source>
        <translation>Notiz an den Spielleiter senden: Zug %1</translation>
    </message>
</context>
<context>
    <name>adj::ui::SetAreaField</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation>%1 von %2 auf %3 setzen</translation>
    </message>
</context>
<context>
    <name>adj::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Weitere</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf der Karte</translation>
    </message>
    <message>
        <source>Select the neighbouring area that way</source>
        <translation>Das Nachbargebiet in dieser Richtung wählen</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Open the selected area in the Area panel</source>
        <translation>Das gewählte Gebiet im Dock „Gebiet“ öffnen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <source>Zoom in, zoom out</source>
        <translation>Vergrößern, verkleinern</translation>
    </message>
</context>
<context>
    <name>adj::ui::StartPage</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Open &amp;Other…</source>
        <translation>Anderes ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Zuletzt geöffnete Spiele</translation>
    </message>
    <message>
        <source>The game files opened last, and where each one&apos;s turn stands.</source>
        <translation>Die zuletzt geöffneten Spieldateien und wo der Zug jedes Spiels steht.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>Zurück zum &amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>No game opened yet. Open a game file or start a new game.</source>
        <translation>Noch kein Spiel geöffnet. Öffnen Sie eine Spieldatei oder beginnen Sie ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>adj::ui::StepDetails</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>Won by the attacker</source>
        <translation>Vom Angreifer gewonnen</translation>
    </message>
    <message>
        <source>Beaten off</source>
        <translation>Abgewehrt</translation>
    </message>
    <message>
        <source>Step %1 · slot %2 · %3</source>
        <translation>Schritt %1 · Platz %2 · %3</translation>
    </message>
    <message>
        <source>Step %1 · end of turn: %2</source>
        <translation>Schritt %1 · Zugende: %2</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>cost %1 BP</source>
        <translation>kostet %1 BP</translation>
    </message>
    <message>
        <source>line %1:</source>
        <translation>Zeile %1:</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>adj::ui::StepsModel</name>
    <message>
        <source>leftover BP</source>
        <translation>übrige BP</translation>
    </message>
    <message>
        <source>drowning</source>
        <translation>Ertrinken</translation>
    </message>
    <message>
        <source>dispersal</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>population limit</source>
        <translation>Bevölkerungsgrenze</translation>
    </message>
    <message>
        <source>income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>nächster Zug</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>reduced</source>
        <translation>verringert</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnCommands</name>
    <message>
        <source>Resolve turn %1</source>
        <translation>Zug %1 auswerten</translation>
    </message>
    <message>
        <source>Discard the resolved turn %1</source>
        <translation>Ausgewerteten Zug %1 verwerfen</translation>
    </message>
    <message>
        <source>Accept turn %1</source>
        <translation>Zug %1 übernehmen</translation>
    </message>
    <message>
        <source>Roll back to turn %1</source>
        <translation>Auf Zug %1 zurücksetzen</translation>
    </message>
    <message>
        <source>Adopt the re-run from turn %1</source>
        <translation>Neuauflösung ab Zug %1 übernehmen</translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnInboxDock</name>
    <message>
        <source>Reading the mail…</source>
        <translation>Die E-Mails werden gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n message(s)…</source>
        <translation>
            <numerusform>%n Nachricht wird gelesen…</numerusform>
            <numerusform>%n Nachrichten werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Keeping the mail in the game file…</source>
        <translation>Die E-Mails werden in der Spieldatei abgelegt…</translation>
    </message>
    <message>
        <source>No reminder can go out: no e-mail address for %1 (Nations table, E-mail); every other nation has orders without problems, or has had this reminder.</source>
        <translation>Keine Erinnerung kann hinaus: keine E-Mail-Adresse für %1 (Tabelle Nationen, E-Mail); jede andere Nation hat Befehle ohne Probleme oder hat diese Erinnerung schon erhalten.</translation>
    </message>
    <message>
        <source>No reminder is due: every nation has orders without problems, or has had this reminder.</source>
        <translation>Keine Erinnerung fällig: Jede Nation hat Befehle ohne Probleme oder hat diese Erinnerung schon erhalten.</translation>
    </message>
    <message>
        <source>The game has no deadline to remind the players of (Mail › Game Settings…).</source>
        <translation>Das Spiel hat keinen Abgabeschluss, an den erinnert werden könnte (Post › Spieleinstellungen…).</translation>
    </message>
    <message>
        <source>Every message of turn %1 has had its reply.</source>
        <translation>Jede Nachricht von Zug %1 wurde schon beantwortet.</translation>
    </message>
    <message>
        <source>Remind of the deadline each nation without orders, or whose orders have problems</source>
        <translation>Jede Nation ohne Befehle oder mit fehlerhaften Befehlen an den Abgabeschluss erinnern</translation>
    </message>
    <message>
        <source>Reply to each message of the turn that has had no reply yet: its orders as read and their problems</source>
        <translation>Jede Nachricht des Zuges beantworten, die noch keine Antwort bekam: ihre Befehle, wie gelesen, und ihre Probleme</translation>
    </message>
    <message>
        <source>Send &amp;Confirmations…</source>
        <translation>Bes&amp;tätigungen senden…</translation>
    </message>
    <message>
        <source>Click a message to read it.</source>
        <translation>Klicken Sie auf eine Nachricht, um sie zu lesen.</translation>
    </message>
    <message>
        <source>The message exactly as received.</source>
        <translation>Die Nachricht genau so, wie sie empfangen wurde.</translation>
    </message>
    <message>
        <source>Assign to &amp;Nation…</source>
        <translation>&amp;Nation zuordnen…</translation>
    </message>
    <message>
        <source>Accept &amp;Late</source>
        <translation>&amp;Verspätete annehmen</translation>
    </message>
    <message>
        <source>&amp;Use These Orders</source>
        <translation>Diese Befehle &amp;übernehmen</translation>
    </message>
    <message>
        <source>Add .eml files, mbox files or a maildir folder to the turn&apos;s inbox</source>
        <translation>.eml-Dateien, mbox-Dateien oder einen Maildir-Ordner zum Posteingang des Zugs hinzufügen</translation>
    </message>
    <message>
        <source>Give the unmatched message to a nation: its orders become that nation&apos;s</source>
        <translation>Die nicht zugeordnete Nachricht einer Nation geben: ihre Befehle werden die dieser Nation</translation>
    </message>
    <message>
        <source>Let the late message count as if it had come in time</source>
        <translation>Die verspätete Nachricht zählen lassen, als wäre sie rechtzeitig gekommen</translation>
    </message>
    <message>
        <source>Put the orders of every counted message into the turn&apos;s orders</source>
        <translation>Die Befehle jeder zählenden Nachricht in die Befehle des Zugs übernehmen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %2 of %n nation(s) sent orders; %3 missing, %4 late, %5 unmatched.</source>
        <translation>
            <numerusform>Zug %1: %2 von %n Nation hat Befehle geschickt; %3 fehlen, %4 verspätet, %5 nicht zugeordnet.</numerusform>
            <numerusform>Zug %1: %2 von %n Nationen haben Befehle geschickt; %3 fehlen, %4 verspätet, %5 nicht zugeordnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s) in the inbox.</source>
        <translation>
            <numerusform>%n neue Nachricht im Posteingang.</numerusform>
            <numerusform>%n neue Nachrichten im Posteingang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already held.</source>
        <translation>
            <numerusform>%n war schon vorhanden.</numerusform>
            <numerusform>%n waren schon vorhanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only an unmatched message can be given to a nation of the game.</source>
        <translation>Nur eine nicht zugeordnete Nachricht kann einer Nation des Spiels gegeben werden.</translation>
    </message>
    <message>
        <source>Assign the message from %1 to %2</source>
        <translation>Die Nachricht von %1 %2 zuordnen</translation>
    </message>
    <message>
        <source>Only a late message can be accepted.</source>
        <translation>Nur eine verspätete Nachricht kann angenommen werden.</translation>
    </message>
    <message>
        <source>Accept the late message from %1 (%2)</source>
        <translation>Die verspätete Nachricht von %1 (%2) annehmen</translation>
    </message>
    <message>
        <source>Import Mail Files</source>
        <translation>E-Mail-Dateien importieren</translation>
    </message>
    <message>
        <source>Assign to Nation</source>
        <translation>Nation zuordnen</translation>
    </message>
    <message>
        <source>The nation whose orders this message holds:</source>
        <translation>Die Nation, deren Befehle diese Nachricht enthält:</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation>Betreff: %1</translation>
    </message>
    <message>
        <source>Received: %1</source>
        <translation>Empfangen: %1</translation>
    </message>
    <message>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <source>— attached —</source>
        <translation>— angehängt —</translation>
    </message>
    <message>
        <source>Counts for %1</source>
        <translation>Zählt für %1</translation>
    </message>
    <message>
        <source>Replaced by a later message of %1</source>
        <translation>Durch eine spätere Nachricht von %1 ersetzt</translation>
    </message>
    <message>
        <source>Late, not counted (Accept Late counts it)</source>
        <translation>Verspätet, zählt nicht (Verspätete annehmen lässt sie zählen)</translation>
    </message>
    <message>
        <source>No nation (Assign to Nation… gives it one)</source>
        <translation>Keine Nation (Nation zuordnen… gibt ihr eine)</translation>
    </message>
    <message>
        <source>; assigned to %1 by hand</source>
        <translation>; von Hand %1 zugeordnet</translation>
    </message>
    <message>
        <source>; late, accepted</source>
        <translation>; verspätet, angenommen</translation>
    </message>
    <message>
        <source>&amp;Import Mail Files…</source>
        <translation>E-Mail-Dateien &amp;importieren…</translation>
    </message>
    <message>
        <source>Send Re&amp;minders…</source>
        <translation>&amp;Erinnerungen senden…</translation>
    </message>
    <message>
        <source>Messages of the turn, by nation</source>
        <translation>Nachrichten des Zugs, nach Nation</translation>
    </message>
    <message>
        <source>Message as received</source>
        <translation>Nachricht wie empfangen</translation>
    </message>
    <message>
        <source>Use the Sender&apos;s &amp;Address for the Nation</source>
        <translation>&amp;Adresse des Absenders für die Nation verwenden</translation>
    </message>
    <message>
        <source>Make the sender of the message the moderator gave to a nation that nation&apos;s e-mail address</source>
        <translation>Den Absender der Nachricht, die der Spielleiter einer Nation gab, zur E-Mail-Adresse dieser Nation machen</translation>
    </message>
    <message>
        <source>%1&apos;s e-mail address is now %2.</source>
        <translation>Die E-Mail-Adresse von %1 ist jetzt %2.</translation>
    </message>
    <message>
        <source># %1: from %2, received %3</source>
        <comment>a comment over a nation&apos;s orders taken from the mail</comment>
        <translation># %1: von %2, empfangen %3</translation>
    </message>
    <message>
        <source>%1 is not the address the game has for %2: Use the Sender&apos;s Address for the Nation (above the message, or its context menu) makes it theirs.</source>
        <translation>%1 ist nicht die Adresse, die das Spiel für %2 hat: Adresse des Absenders für die Nation verwenden (über der Nachricht oder in ihrem Kontextmenü) macht sie zu ihrer.</translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnReports</name>
    <message>
        <source>Reports, %1, turn %2</source>
        <translation>Berichte, %1, Zug %2</translation>
    </message>
    <message>
        <source>Reports: %1, turn %2</source>
        <translation>Berichte: %1, Zug %2</translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnSheet</name>
    <message>
        <source>The game has no nations, so there are no turn sheets to print.</source>
        <translation>Das Spiel hat keine Nationen, daher gibt es keine Zugbögen zu drucken.</translation>
    </message>
    <message>
        <source>Unknown nation &quot;%1&quot;.</source>
        <translation>Unbekannte Nation „%1“.</translation>
    </message>
    <message>
        <source>Cannot paint on the printer or file.</source>
        <translation>Auf den Drucker oder in die Datei kann nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>Cannot start page %1.</source>
        <translation>Seite %1 kann nicht begonnen werden.</translation>
    </message>
    <message>
        <source>Painting the turn sheets failed.</source>
        <translation>Das Zeichnen der Zugbögen ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnSheetDialogs</name>
    <message>
        <source>The game has no nations, so there are no turn sheets to print.</source>
        <translation>Das Spiel hat keine Nationen, daher gibt es keine Zugbögen zu drucken.</translation>
    </message>
    <message>
        <source>Print Turn Sheets</source>
        <translation>Zugbögen drucken</translation>
    </message>
    <message>
        <source>Turn sheets, %1, turn %2</source>
        <translation>Zugbögen, %1, Zug %2</translation>
    </message>
    <message>
        <source>Turn Sheets: %1, turn %2</source>
        <translation>Zugbögen: %1, Zug %2</translation>
    </message>
    <message>
        <source>Export Turn Sheets</source>
        <translation>Zugbögen exportieren</translation>
    </message>
    <message>
        <source>Export Turn Sheets as PDF</source>
        <translation>Zugbögen als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>adj::ui::WhatIfDialog</name>
    <message>
        <source>What If</source>
        <translation>Was wäre wenn</translation>
    </message>
    <message>
        <source>(no rule change: only the orders below)</source>
        <translation>(keine Regeländerung: nur die Befehle unten)</translation>
    </message>
    <message>
        <source>Choose a rule reading or change an order, then Compare.</source>
        <translation>Wählen Sie eine Regelauslegung oder ändern Sie einen Befehl, dann Vergleichen.</translation>
    </message>
    <message>
        <source>Rule choice:</source>
        <translation>Regelwahl:</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>This value cannot be used: %1</source>
        <translation>Dieser Wert ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>The orders of the other reading: change a line to see what it would have given</source>
        <translation>Die Befehle der anderen Auslegung: ändern Sie eine Zeile, um zu sehen, was sie ergeben hätte</translation>
    </message>
    <message>
        <source>Each step that differs, as resolved and the other way</source>
        <translation>Jeder abweichende Schritt, wie ausgewertet und anders</translation>
    </message>
    <message>
        <source>What differs in the next turn&apos;s game</source>
        <translation>Was im Spiel des nächsten Zuges abweicht</translation>
    </message>
    <message>
        <source>Other reading:</source>
        <translation>Andere Auslegung:</translation>
    </message>
    <message>
        <source>Other orders:</source>
        <translation>Andere Befehle:</translation>
    </message>
    <message>
        <source>The comparison as text for a reply, in the game&apos;s report language</source>
        <translation>Der Vergleich als Text für eine Antwort, in der Berichtssprache des Spiels</translation>
    </message>
    <message>
        <source>Steps that differ</source>
        <translation>Schritte, die sich unterscheiden</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Moderator&apos;s workstation for play-by-email strategy games.</source>
        <translation>Arbeitsplatz für Spielleiter von Strategiespielen per E-Mail.</translation>
    </message>
    <message>
        <source>Game file to open (*.adjutant or JSON).</source>
        <translation>Zu öffnende Spieldatei (*.adjutant oder JSON).</translation>
    </message>
    <message>
        <source>Keep no recovery copy of unsaved work, and offer none.</source>
        <translation>Keine Wiederherstellungskopie ungespeicherter Arbeit halten und keine anbieten.</translation>
    </message>
</context>
</TS>
