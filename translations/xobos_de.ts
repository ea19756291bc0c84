<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardCommandText</name>
    <message>
        <source>Add space %1</source>
        <translation>Feld %1 hinzufügen</translation>
    </message>
    <message>
        <source>Move space %1</source>
        <translation>Feld %1 verschieben</translation>
    </message>
    <message>
        <source>Delete space %1</source>
        <translation>Feld %1 löschen</translation>
    </message>
    <message>
        <source>Delete spaces</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>Change space kind</source>
        <translation>Feldart ändern</translation>
    </message>
    <message>
        <source>Change space quarter</source>
        <translation>Viertel des Feldes ändern</translation>
    </message>
    <message>
        <source>Rename space %1</source>
        <translation>Feld %1 umbenennen</translation>
    </message>
    <message>
        <source>Add lane %1–%2</source>
        <translation>Pfad %1–%2 hinzufügen</translation>
    </message>
    <message>
        <source>Delete lane %1–%2</source>
        <translation>Pfad %1–%2 löschen</translation>
    </message>
    <message>
        <source>Add quarter %1</source>
        <translation>Viertel %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete quarter %1</source>
        <translation>Viertel %1 löschen</translation>
    </message>
    <message>
        <source>Change seats for %1 players</source>
        <translation>Plätze für %1 Spieler ändern</translation>
    </message>
    <message>
        <source>Change board name and description</source>
        <translation>Name und Beschreibung des Spielplans ändern</translation>
    </message>
</context>
<context>
    <name>BoardLabel</name>
    <message>
        <source>North-West base 1</source>
        <translation>Nordwest Basis 1</translation>
    </message>
    <message>
        <source>North-West base 2</source>
        <translation>Nordwest Basis 2</translation>
    </message>
    <message>
        <source>North-West base 3</source>
        <translation>Nordwest Basis 3</translation>
    </message>
    <message>
        <source>North-West base 4</source>
        <translation>Nordwest Basis 4</translation>
    </message>
    <message>
        <source>North-West exit</source>
        <translation>Nordwest Ausgang</translation>
    </message>
    <message>
        <source>North-West outer north</source>
        <translation>Nordwest außen Nord</translation>
    </message>
    <message>
        <source>North-West outer west</source>
        <translation>Nordwest außen West</translation>
    </message>
    <message>
        <source>North-West inner north</source>
        <translation>Nordwest innen Nord</translation>
    </message>
    <message>
        <source>North-West inner west</source>
        <translation>Nordwest innen West</translation>
    </message>
    <message>
        <source>North-West irradiated</source>
        <translation>Nordwest verstrahlt</translation>
    </message>
    <message>
        <source>North-East base 1</source>
        <translation>Nordost Basis 1</translation>
    </message>
    <message>
        <source>North-East base 2</source>
        <translation>Nordost Basis 2</translation>
    </message>
    <message>
        <source>North-East base 3</source>
        <translation>Nordost Basis 3</translation>
    </message>
    <message>
        <source>North-East base 4</source>
        <translation>Nordost Basis 4</translation>
    </message>
    <message>
        <source>North-East exit</source>
        <translation>Nordost Ausgang</translation>
    </message>
    <message>
        <source>North-East outer east</source>
        <translation>Nordost außen Ost</translation>
    </message>
    <message>
        <source>North-East outer north</source>
        <translation>Nordost außen Nord</translation>
    </message>
    <message>
        <source>North-East inner east</source>
        <translation>Nordost innen Ost</translation>
    </message>
    <message>
        <source>North-East inner north</source>
        <translation>Nordost innen Nord</translation>
    </message>
    <message>
        <source>North-East irradiated</source>
        <translation>Nordost verstrahlt</translation>
    </message>
    <message>
        <source>South-East base 1</source>
        <translation>Südost Basis 1</translation>
    </message>
    <message>
        <source>South-East base 2</source>
        <translation>Südost Basis 2</translation>
    </message>
    <message>
        <source>South-East base 3</source>
        <translation>Südost Basis 3</translation>
    </message>
    <message>
        <source>South-East base 4</source>
        <translation>Südost Basis 4</translation>
    </message>
    <message>
        <source>South-East exit</source>
        <translation>Südost Ausgang</translation>
    </message>
    <message>
        <source>South-East outer south</source>
        <translation>Südost außen Süd</translation>
    </message>
    <message>
        <source>South-East outer east</source>
        <translation>Südost außen Ost</translation>
    </message>
    <message>
        <source>South-East inner south</source>
        <translation>Südost innen Süd</translation>
    </message>
    <message>
        <source>South-East inner east</source>
        <translation>Südost innen Ost</translation>
    </message>
    <message>
        <source>South-East irradiated</source>
        <translation>Südost verstrahlt</translation>
    </message>
    <message>
        <source>South-West base 1</source>
        <translation>Südwest Basis 1</translation>
    </message>
    <message>
        <source>South-West base 2</source>
        <translation>Südwest Basis 2</translation>
    </message>
    <message>
        <source>South-West base 3</source>
        <translation>Südwest Basis 3</translation>
    </message>
    <message>
        <source>South-West base 4</source>
        <translation>Südwest Basis 4</translation>
    </message>
    <message>
        <source>South-West exit</source>
        <translation>Südwest Ausgang</translation>
    </message>
    <message>
        <source>South-West outer west</source>
        <translation>Südwest außen West</translation>
    </message>
    <message>
        <source>South-West outer south</source>
        <translation>Südwest außen Süd</translation>
    </message>
    <message>
        <source>South-West inner west</source>
        <translation>Südwest innen West</translation>
    </message>
    <message>
        <source>South-West inner south</source>
        <translation>Südwest innen Süd</translation>
    </message>
    <message>
        <source>South-West irradiated</source>
        <translation>Südwest verstrahlt</translation>
    </message>
    <message>
        <source>North outer crossing</source>
        <translation>Nord äußere Kreuzung</translation>
    </message>
    <message>
        <source>North inner crossing</source>
        <translation>Nord innere Kreuzung</translation>
    </message>
    <message>
        <source>North irradiated</source>
        <translation>Nord verstrahlt</translation>
    </message>
    <message>
        <source>East outer crossing</source>
        <translation>Ost äußere Kreuzung</translation>
    </message>
    <message>
        <source>East inner crossing</source>
        <translation>Ost innere Kreuzung</translation>
    </message>
    <message>
        <source>East irradiated</source>
        <translation>Ost verstrahlt</translation>
    </message>
    <message>
        <source>South outer crossing</source>
        <translation>Süd äußere Kreuzung</translation>
    </message>
    <message>
        <source>South inner crossing</source>
        <translation>Süd innere Kreuzung</translation>
    </message>
    <message>
        <source>South irradiated</source>
        <translation>Süd verstrahlt</translation>
    </message>
    <message>
        <source>West outer crossing</source>
        <translation>West äußere Kreuzung</translation>
    </message>
    <message>
        <source>West inner crossing</source>
        <translation>West innere Kreuzung</translation>
    </message>
    <message>
        <source>West irradiated</source>
        <translation>West verstrahlt</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Energiequelle</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Nordwest</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <source>South-East</source>
        <translation>Südost</translation>
    </message>
    <message>
        <source>South-West</source>
        <translation>Südwest</translation>
    </message>
    <message>
        <source>North-West outer south-west</source>
        <translation>Nordwest außen Südwest</translation>
    </message>
    <message>
        <source>North-West inner south-west</source>
        <translation>Nordwest innen Südwest</translation>
    </message>
    <message>
        <source>North-West rim north</source>
        <translation>Nordwest Rand Nord</translation>
    </message>
    <message>
        <source>North-West rim south-west</source>
        <translation>Nordwest Rand Südwest</translation>
    </message>
    <message>
        <source>North-East outer south-east</source>
        <translation>Nordost außen Südost</translation>
    </message>
    <message>
        <source>North-East inner south-east</source>
        <translation>Nordost innen Südost</translation>
    </message>
    <message>
        <source>North-East rim south-east</source>
        <translation>Nordost Rand Südost</translation>
    </message>
    <message>
        <source>North-East rim north</source>
        <translation>Nordost Rand Nord</translation>
    </message>
    <message>
        <source>South base 1</source>
        <translation>Süd Basis 1</translation>
    </message>
    <message>
        <source>South base 2</source>
        <translation>Süd Basis 2</translation>
    </message>
    <message>
        <source>South base 3</source>
        <translation>Süd Basis 3</translation>
    </message>
    <message>
        <source>South base 4</source>
        <translation>Süd Basis 4</translation>
    </message>
    <message>
        <source>South exit</source>
        <translation>Süd Ausgang</translation>
    </message>
    <message>
        <source>South outer south-west</source>
        <translation>Süd außen Südwest</translation>
    </message>
    <message>
        <source>South outer south-east</source>
        <translation>Süd außen Südost</translation>
    </message>
    <message>
        <source>South inner south-west</source>
        <translation>Süd innen Südwest</translation>
    </message>
    <message>
        <source>South inner south-east</source>
        <translation>Süd innen Südost</translation>
    </message>
    <message>
        <source>South rim south-west</source>
        <translation>Süd Rand Südwest</translation>
    </message>
    <message>
        <source>South rim south-east</source>
        <translation>Süd Rand Südost</translation>
    </message>
    <message>
        <source>South-East outer crossing</source>
        <translation>Südost äußere Kreuzung</translation>
    </message>
    <message>
        <source>South-East inner crossing</source>
        <translation>Südost innere Kreuzung</translation>
    </message>
    <message>
        <source>South-West outer crossing</source>
        <translation>Südwest äußere Kreuzung</translation>
    </message>
    <message>
        <source>South-West inner crossing</source>
        <translation>Südwest innere Kreuzung</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
</context>
<context>
    <name>BoardProblemText</name>
    <message>
        <source>The board has no spaces</source>
        <translation>Der Spielplan hat keine Felder</translation>
    </message>
    <message>
        <source>A space or quarter has no id</source>
        <translation>Ein Feld oder Viertel hat keine ID</translation>
    </message>
    <message>
        <source>Two spaces share an id</source>
        <translation>Zwei Felder haben dieselbe ID</translation>
    </message>
    <message>
        <source>Two quarters share an id</source>
        <translation>Zwei Viertel haben dieselbe ID</translation>
    </message>
    <message>
        <source>A lane names an unknown space</source>
        <translation>Ein Pfad nennt ein unbekanntes Feld</translation>
    </message>
    <message>
        <source>A lane joins a space to itself</source>
        <translation>Ein Pfad verbindet ein Feld mit sich selbst</translation>
    </message>
    <message>
        <source>Two lanes join the same spaces</source>
        <translation>Zwei Pfade verbinden dieselben Felder</translation>
    </message>
    <message>
        <source>Spaces not reachable from the first space</source>
        <translation>Felder, die vom ersten Feld aus unerreichbar sind</translation>
    </message>
    <message>
        <source>A space names an unknown quarter</source>
        <translation>Ein Feld nennt ein unbekanntes Viertel</translation>
    </message>
    <message>
        <source>Invalid crossing</source>
        <translation>Ungültige Kreuzung</translation>
    </message>
    <message>
        <source>The board has no quarters</source>
        <translation>Der Spielplan hat keine Viertel</translation>
    </message>
    <message>
        <source>More than four quarters</source>
        <translation>Mehr als vier Viertel</translation>
    </message>
    <message>
        <source>A quarter names an unknown space</source>
        <translation>Ein Viertel nennt ein unbekanntes Feld</translation>
    </message>
    <message>
        <source>A Base needs exactly four spaces</source>
        <translation>Eine Basis braucht genau vier Felder</translation>
    </message>
    <message>
        <source>A Base space is not of kind Base</source>
        <translation>Ein Basisfeld ist nicht von der Art Basis</translation>
    </message>
    <message>
        <source>A Base space is irradiated</source>
        <translation>Ein Basisfeld ist verstrahlt</translation>
    </message>
    <message>
        <source>A Base space belongs to no quarter</source>
        <translation>Ein Basisfeld gehört zu keinem Viertel</translation>
    </message>
    <message>
        <source>A Base space belongs to two quarters</source>
        <translation>Ein Basisfeld gehört zu zwei Vierteln</translation>
    </message>
    <message>
        <source>A quarter has no Base exit</source>
        <translation>Ein Viertel hat keinen Basisausgang</translation>
    </message>
    <message>
        <source>A Base exit is not of kind Exit</source>
        <translation>Ein Basisausgang ist nicht von der Art Ausgang</translation>
    </message>
    <message>
        <source>A Base exit does not touch its Base</source>
        <translation>Ein Basisausgang grenzt nicht an seine Basis</translation>
    </message>
    <message>
        <source>An exit space is no quarter&apos;s exit</source>
        <translation>Ein Ausgangsfeld ist nicht Ausgang eines Viertels</translation>
    </message>
    <message>
        <source>Two quarters share an exit</source>
        <translation>Zwei Viertel teilen einen Ausgang</translation>
    </message>
    <message>
        <source>Invalid Guardian starting spaces</source>
        <translation>Ungültige Startfelder der Wächter</translation>
    </message>
    <message>
        <source>No seating for any player count</source>
        <translation>Für keine Spielerzahl eine Sitzordnung</translation>
    </message>
    <message>
        <source>Wrong number of seats</source>
        <translation>Falsche Anzahl an Plätzen</translation>
    </message>
    <message>
        <source>A seat names an unknown quarter</source>
        <translation>Ein Platz nennt ein unbekanntes Viertel</translation>
    </message>
    <message>
        <source>Two seats share a quarter</source>
        <translation>Zwei Plätze teilen ein Viertel</translation>
    </message>
    <message>
        <source>Two-player quarters are not neighbours</source>
        <translation>Die Viertel für zwei Spieler sind nicht benachbart</translation>
    </message>
    <message>
        <source>Energy Source without an irradiated neighbour</source>
        <translation>Energiequelle ohne verstrahltes Nachbarfeld</translation>
    </message>
</context>
<context>
    <name>BoardTitle</name>
    <message>
        <source>Standard side</source>
        <translation>Standardseite</translation>
    </message>
    <message>
        <source>MUENARA side</source>
        <translation>MUENARA-Seite</translation>
    </message>
    <message>
        <source>no player count</source>
        <translation>keine Spielerzahl</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1 or %2 players</source>
        <translation>%1 oder %2 Spieler</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>Headless tools for Guardians of Xobos games.</source>
        <translation>Werkzeuge ohne grafische Oberfläche für Partien von Guardians of Xobos.</translation>
    </message>
    <message>
        <source>The command to run (see below).</source>
        <translation>Der auszuführende Befehl (siehe unten).</translation>
    </message>
    <message>
        <source>Arguments of the command.</source>
        <translation>Argumente des Befehls.</translation>
    </message>
    <message>
        <source>missing command</source>
        <translation>Befehl fehlt</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>Exit status: 0 success; 1 a refusal or failure (a scenario&apos;s expectation failed, the library is missing, in use, damaged or read-only, the disk is full); 2 an unusable command line or input file.</source>
        <translation>Exit-Status: 0 Erfolg; 1 Ablehnung oder Fehler (eine Erwartung eines Szenarios ist nicht erfüllt, die Bibliothek fehlt, ist in Benutzung, beschädigt oder schreibgeschützt, der Datenträger ist voll); 2 unbrauchbare Befehlszeile oder Eingabedatei.</translation>
    </message>
    <message>
        <source>Print diagnostics (what the library does) on standard error.</source>
        <translation>Diagnosemeldungen (was die Bibliothek tut) auf der Standardfehlerausgabe ausgeben.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Weitere Informationen mit „%1 --help“.</translation>
    </message>
</context>
<context>
    <name>CoverSheets</name>
    <message>
        <source>Done — cover my sheet</source>
        <translation>Fertig — meinen Bogen verdecken</translation>
    </message>
    <message>
        <source>Done — cover the sheets</source>
        <translation>Fertig — die Bögen verdecken</translation>
    </message>
</context>
<context>
    <name>EspiralText</name>
    <message>
        <source>rolled by the app</source>
        <translation>von der App gewürfelt</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>mortal</source>
        <translation>sterblich</translation>
    </message>
    <message>
        <source>elemental</source>
        <translation>elementar</translation>
    </message>
    <message>
        <source>external</source>
        <translation>extern</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 vitality left: it can take at most %n hit(s)</source>
        <translation>
            <numerusform>%1 hat noch %2 Vitalität: es kann höchstens %n Treffer einstecken</numerusform>
            <numerusform>%1 hat noch %2 Vitalität: es kann höchstens %n Treffer einstecken</numerusform>
        </translation>
    </message>
    <message>
        <source>your hero is level 1: he has no level to give for healing</source>
        <translation>dein Held ist auf Stufe 1: er hat keine Stufe zum Heilen abzugeben</translation>
    </message>
    <message>
        <source>your hero is level 1: he cannot take damage</source>
        <translation>dein Held ist auf Stufe 1: er kann keinen Schaden nehmen</translation>
    </message>
    <message numerus="yes">
        <source>your hero may give at most %n level(s) while an ally can still take hits</source>
        <translation>
            <numerusform>dein Held darf höchstens %n Stufe abgeben, solange ein Verbündeter noch Treffer einstecken kann</numerusform>
            <numerusform>dein Held darf höchstens %n Stufen abgeben, solange ein Verbündeter noch Treffer einstecken kann</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hero can give at most %n level(s) for healing</source>
        <translation>
            <numerusform>dein Held kann höchstens %n Stufe zum Heilen abgeben</numerusform>
            <numerusform>dein Held kann höchstens %n Stufen zum Heilen abgeben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is immune: it cannot be assigned damage while the creature it is immune to stands</source>
        <translation>%1 ist immun: es kann kein Schaden zugewiesen werden, solange die Kreatur steht, gegen die es immun ist</translation>
    </message>
    <message numerus="yes">
        <source>assign exactly %n hit(s)</source>
        <translation>
            <numerusform>weise genau %n Treffer zu</numerusform>
            <numerusform>weise genau %n Treffer zu</numerusform>
        </translation>
    </message>
    <message>
        <source>no ally is damaged: there is nothing to heal</source>
        <translation>kein Verbündeter ist verwundet: es gibt nichts zu heilen</translation>
    </message>
    <message>
        <source>the first deck is empty: there is no one to recruit</source>
        <translation>der erste Stapel ist leer: es gibt niemanden zu rekrutieren</translation>
    </message>
    <message>
        <source>%1 is not in the first deck</source>
        <translation>%1 ist nicht im ersten Stapel</translation>
    </message>
    <message>
        <source>%1 is not in deck %2</source>
        <translation>%1 ist nicht in Stapel %2</translation>
    </message>
    <message>
        <source>%1 is drawn twice</source>
        <translation>%1 wurde zweimal gezogen</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s) for this encounter</source>
        <translation>
            <numerusform>ziehe %n Karte für diese Begegnung</numerusform>
            <numerusform>ziehe %n Karten für diese Begegnung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this roll is %n die(s): type a face from 1 to 6 for each</source>
        <translation>
            <numerusform>dieser Wurf hat %n Würfel: gib eine Augenzahl von 1 bis 6 ein</numerusform>
            <numerusform>dieser Wurf hat %n Würfel: gib für jeden eine Augenzahl von 1 bis 6 ein</numerusform>
        </translation>
    </message>
    <message>
        <source>a dice trial needs the faces of both dice</source>
        <translation>eine Würfelprobe braucht die Augenzahlen beider Würfel</translation>
    </message>
    <message>
        <source>these are not the faces the app rolled</source>
        <translation>das sind nicht die Augenzahlen, die die App gewürfelt hat</translation>
    </message>
    <message>
        <source>the adventure is over</source>
        <translation>das Abenteuer ist vorbei</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>nicht jetzt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>on the way</source>
        <translation>unterwegs</translation>
    </message>
    <message>
        <source>dice trial</source>
        <translation>Würfelprobe</translation>
    </message>
    <message>
        <source>recruit or heal</source>
        <translation>rekrutieren oder heilen</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>the enemies attack</source>
        <translation>die Gegner greifen an</translation>
    </message>
    <message>
        <source>damage to your party</source>
        <translation>Schaden an deiner Gruppe</translation>
    </message>
    <message>
        <source>your counter-attack</source>
        <translation>dein Gegenangriff</translation>
    </message>
    <message>
        <source>damage to the enemies</source>
        <translation>Schaden an den Gegnern</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>Land %1: two dice never beat it: no encounter here.</source>
        <translation>Land %1: zwei Würfel schlagen es nie: hier keine Begegnung.</translation>
    </message>
    <message>
        <source>An encounter when the dice show %1 or more: %2 % (%3 of 36).</source>
        <translation>Eine Begegnung, wenn die Würfel %1 oder mehr zeigen: %2 % (%3 von 36).</translation>
    </message>
    <message>
        <source>An encounter when the dice show more than %1: %2 % (%3 of 36).</source>
        <translation>Eine Begegnung, wenn die Würfel mehr als %1 zeigen: %2 % (%3 von 36).</translation>
    </message>
    <message>
        <source>Your hero reaches the last stronghold.</source>
        <translation>Dein Held erreicht die letzte Festung.</translation>
    </message>
    <message>
        <source>Your hero moves on to land %1 of %2: %3 (%4).</source>
        <translation>Dein Held zieht weiter zu Land %1 von %2: %3 (%4).</translation>
    </message>
    <message>
        <source>Dice trial: %1 (%2) against %3: an encounter.</source>
        <translation>Würfelprobe: %1 (%2) gegen %3: eine Begegnung.</translation>
    </message>
    <message>
        <source>Dice trial: %1 (%2) against %3: no encounter; recruit or heal.</source>
        <translation>Würfelprobe: %1 (%2) gegen %3: keine Begegnung; rekrutieren oder heilen.</translation>
    </message>
    <message>
        <source>%1 joins your party.</source>
        <translation>%1 schließt sich deiner Gruppe an.</translation>
    </message>
    <message numerus="yes">
        <source>Your allies heal %n level(s); your hero is level %1 now.</source>
        <translation>
            <numerusform>Deine Verbündeten heilen %n Stufe; dein Held ist jetzt auf Stufe %1.</numerusform>
            <numerusform>Deine Verbündeten heilen %n Stufen; dein Held ist jetzt auf Stufe %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Neither recruit nor heal.</source>
        <translation>Weder rekrutieren noch heilen.</translation>
    </message>
    <message>
        <source>%1 appears (deck %2).</source>
        <translation>%1 erscheint (Stapel %2).</translation>
    </message>
    <message>
        <source>The decks are empty: no enemy appears.</source>
        <translation>Die Stapel sind leer: kein Gegner erscheint.</translation>
    </message>
    <message>
        <source>Battle %1 begins.</source>
        <translation>Kampf %1 beginnt.</translation>
    </message>
    <message>
        <source>Round %1 of the battle.</source>
        <translation>Runde %1 des Kampfes.</translation>
    </message>
    <message>
        <source>The enemies attack</source>
        <translation>Die Gegner greifen an</translation>
    </message>
    <message>
        <source>Your party counter-attacks</source>
        <translation>Deine Gruppe greift zurück an</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %n strike(s) (typed as a count).</source>
        <translation>
            <numerusform>%1 mit %2 Würfeln: %n Treffer (als Anzahl eingegeben).</numerusform>
            <numerusform>%1 mit %2 Würfeln: %n Treffer (als Anzahl eingegeben).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %3: %n strike(s).</source>
        <translation>
            <numerusform>%1 mit %2 Würfeln: %3: %n Treffer.</numerusform>
            <numerusform>%1 mit %2 Würfeln: %3: %n Treffer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n hit(s).</source>
        <translation>
            <numerusform>%1 erleidet %n Treffer.</numerusform>
            <numerusform>%1 erleidet %n Treffer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hero takes %n hit(s): level %1.</source>
        <translation>
            <numerusform>Dein Held erleidet %n Treffer: Stufe %1.</numerusform>
            <numerusform>Dein Held erleidet %n Treffer: Stufe %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of your party is killed; it goes under deck %2.</source>
        <translation>%1 aus deiner Gruppe wird getötet; es kommt unter Stapel %2.</translation>
    </message>
    <message>
        <source>%1 is killed; it goes under deck %2.</source>
        <translation>%1 wird getötet; es kommt unter Stapel %2.</translation>
    </message>
    <message>
        <source>Victory! Your hero levels up to level %1.</source>
        <translation>Sieg! Dein Held steigt auf Stufe %1 auf.</translation>
    </message>
    <message>
        <source>%1 has lost its bonus and falls; it goes under deck %2.</source>
        <translation>%1 hat seinen Bonus verloren und fällt; es kommt unter Stapel %2.</translation>
    </message>
    <message>
        <source>The adventure is won: your hero stands on the last stronghold.</source>
        <translation>Das Abenteuer ist gewonnen: dein Held steht auf der letzten Festung.</translation>
    </message>
    <message>
        <source>The adventure is lost: your hero is dead.</source>
        <translation>Das Abenteuer ist verloren: dein Held ist tot.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>construction</source>
        <translation>Bau</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>Aufwertung</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>arming a Watchtower</source>
        <translation>Aufrüsten eines Wachturms</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>for destroying a Building</source>
        <translation>für das Zerstören eines Gebäudes</translation>
    </message>
    <message>
        <source>for seizing a Building</source>
        <translation>für das Erobern eines Gebäudes</translation>
    </message>
    <message>
        <source>from the Energy Source</source>
        <translation>aus der Energiequelle</translation>
    </message>
    <message>
        <source>from production</source>
        <translation>aus der Produktion</translation>
    </message>
    <message numerus="yes">
        <source>A game for %n players begins.</source>
        <translation>
            <numerusform>Ein Spiel für %n Spieler beginnt.</numerusform>
            <numerusform>Ein Spiel für %n Spieler beginnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose %2 as Leader.</source>
        <translation>%1 wählt %2 als Anführer.</translation>
    </message>
    <message>
        <source>%1 receives the First Player Token.</source>
        <translation>%1 erhält den Startspielermarker.</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 is first player.</source>
        <translation>Runde %1 beginnt; Startspieler: %2.</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4.</source>
        <translation>%1 zieht %2 von %3 nach %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %n Quark(s) from %2 to %3.</source>
        <translation>
            <numerusform>%1 zieht %n Quark von %2 nach %3.</numerusform>
            <numerusform>%1 zieht %n Quarks von %2 nach %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 destroyed %2&apos;s %3 on %4.</source>
        <translation>%1 zerstört %3 von %2 auf %4.</translation>
    </message>
    <message>
        <source>%1 seized %2&apos;s %3 on %4.</source>
        <translation>%1 erobert %3 von %2 auf %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Energy Crystal(s) %2.</source>
        <translation>
            <numerusform>%1 erhält %n Energiekristall %2.</numerusform>
            <numerusform>%1 erhält %n Energiekristalle %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Building Resource(s).</source>
        <translation>
            <numerusform>%1 erhält %n Baurohstoff.</numerusform>
            <numerusform>%1 erhält %n Baurohstoffe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a secret action (%2).</source>
        <translation>%1 führt eine geheime Aktion aus (%2).</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3 on %4.</source>
        <translation>%1 greift %2 von %3 auf %4 an.</translation>
    </message>
    <message>
        <source>%1 counterattacks from %2 on %3.</source>
        <translation>%1 kontert von %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 does not counterattack from %2.</source>
        <translation>%1 kontert nicht von %2.</translation>
    </message>
    <message>
        <source>%1 may pursue from %2 into %3.</source>
        <translation>%1 darf von %2 nach %3 nachrücken.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with the Guardian and %n Quark(s).</source>
        <translation>
            <numerusform>%1 rückt von %2 nach %3 nach, mit dem Wächter und %n Quark.</numerusform>
            <numerusform>%1 rückt von %2 nach %3 nach, mit dem Wächter und %n Quarks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with %n Quark(s).</source>
        <translation>
            <numerusform>%1 rückt von %2 nach %3 nach, mit %n Quark.</numerusform>
            <numerusform>%1 rückt von %2 nach %3 nach, mit %n Quarks.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not pursue into %2.</source>
        <translation>%1 rückt nicht nach %2 nach.</translation>
    </message>
    <message>
        <source>%1&apos;s attack from %2 on %3 is withdrawn: nobody is left there.</source>
        <translation>Der Angriff von %1 von %2 auf %3 entfällt: dort ist niemand mehr.</translation>
    </message>
    <message>
        <source>Battle between %1 on %2 and %3 on %4.</source>
        <translation>Schlacht zwischen %1 auf %2 und %3 auf %4.</translation>
    </message>
    <message numerus="yes">
        <source>The Quarks of %1 and %2 clash: each side loses %n.</source>
        <translation>
            <numerusform>Die Quarks von %1 und %2 prallen aufeinander: jede Seite verliert %n.</numerusform>
            <numerusform>Die Quarks von %1 und %2 prallen aufeinander: jede Seite verliert %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 strikes %2 with a total Power of %3.</source>
        <translation>%1 trifft %2 mit einer Gesamtstärke von %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n Quark(s) on %2.</source>
        <translation>
            <numerusform>%1 verliert %n Quark auf %2.</numerusform>
            <numerusform>%1 verliert %n Quarks auf %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Watchtower on %2 spent %n crystal(s).</source>
        <translation>
            <numerusform>Der Wachturm von %1 auf %2 verbraucht %n Kristall.</numerusform>
            <numerusform>Der Wachturm von %1 auf %2 verbraucht %n Kristalle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s construction on %2 was lost.</source>
        <translation>Der Bau von %1 auf %2 ging verloren.</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source %2 from %3.</source>
        <translation>%1 zapft die Energiequelle %2 von %3 an.</translation>
    </message>
    <message>
        <source>%1 started a construction on %2.</source>
        <translation>%1 beginnt einen Bau auf %2.</translation>
    </message>
    <message>
        <source>%1 bred a Quark on %2.</source>
        <translation>%1 erzeugt einen Quark auf %2.</translation>
    </message>
    <message>
        <source>%1 rebuilt %2 on %3.</source>
        <translation>%1 baut %2 auf %3 wieder auf.</translation>
    </message>
    <message>
        <source>%1 bought the Technology %2.</source>
        <translation>%1 kauft die Technologie %2.</translation>
    </message>
    <message>
        <source>%1 healed %2.</source>
        <translation>%1 heilt %2.</translation>
    </message>
    <message>
        <source>%1 demolished the %2 on %3.</source>
        <translation>%1 reißt %2 auf %3 ab.</translation>
    </message>
    <message>
        <source>%1 made %2 the Leader.</source>
        <translation>%1 macht %2 zum Anführer.</translation>
    </message>
    <message>
        <source>All Player Sheets are revealed.</source>
        <translation>Alle Spielerbögen werden aufgedeckt.</translation>
    </message>
    <message>
        <source>The Player Sheets are covered again.</source>
        <translation>Die Spielerbögen werden wieder verdeckt.</translation>
    </message>
    <message>
        <source>%1 finished the Development phase.</source>
        <translation>%1 beendet die Entwicklungsphase.</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Something happened.</source>
        <translation>Etwas ist geschehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n Kristall</numerusform>
            <numerusform>%n Kristalle</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 swapped %2 and %3.</source>
        <translation>%1 hat %2 und %3 vertauscht.</translation>
    </message>
    <message>
        <source>%1 lets %2 heal himself (%3).</source>
        <translation>%1 lässt %2 sich selbst heilen (%3).</translation>
    </message>
    <message>
        <source>%1 connected %2 to %3 (%4).</source>
        <translation>%1 hat %2 mit %3 verbunden (%4).</translation>
    </message>
    <message>
        <source>%1 broke the connection of %2 (%3).</source>
        <translation>%1 hat die Verbindung von %2 getrennt (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 suffers %n damage.</source>
        <translation>
            <numerusform>%1 auf %2 erleidet %n Schaden.</numerusform>
            <numerusform>%1 auf %2 erleidet %n Schaden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n Health.</source>
        <translation>
            <numerusform>%1 hat jetzt %n Gesundheit.</numerusform>
            <numerusform>%1 hat jetzt %n Gesundheit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 was destroyed.</source>
        <translation>%1 auf %2 wurde zerstört.</translation>
    </message>
    <message>
        <source>%1 collected %2 and %3.</source>
        <translation>%1 hat %2 und %3 eingesammelt.</translation>
    </message>
    <message numerus="yes">
        <source>%n Building Resource(s)</source>
        <translation>
            <numerusform>%n Baurohstoff</numerusform>
            <numerusform>%n Baurohstoffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Energiekristall</numerusform>
            <numerusform>%n Energiekristalle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s construction on %2: %3, %n paid.</source>
        <translation>
            <numerusform>Bau von %1 auf %2: %3, %n bezahlt.</numerusform>
            <numerusform>Bau von %1 auf %2: %3, %n bezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completed the %2 on %3.</source>
        <translation>%1 hat %2 auf %3 fertiggestellt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 upgraded %2 with %n %3 token(s).</source>
        <translation>
            <numerusform>%1 hat %2 mit %n %3-Marker verbessert.</numerusform>
            <numerusform>%1 hat %2 mit %n %3-Markern verbessert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 armed the Watchtower on %2 with %3; it holds %4.</source>
        <translation>%1 hat den Wachturm auf %2 mit %3 bestückt; er hält %4.</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source from %2.</source>
        <translation>%1 zapft die Energiequelle von %2 an.</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Check a player&apos;s own card file (CSV or JSON) of a game: import-cards [--game ID] [--json] FILE</source>
        <translation>Die eigene Kartendatei (CSV oder JSON) eines Spielers für ein Spiel prüfen: import-cards [--game ID] [--json] DATEI</translation>
    </message>
    <message>
        <source>Print what the file holds as JSON.</source>
        <translation>Den Inhalt der Datei als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The game whose file it is.</source>
        <translation>Das Spiel, zu dem die Datei gehört.</translation>
    </message>
    <message>
        <source>one card file, please</source>
        <translation>bitte genau eine Kartendatei</translation>
    </message>
    <message>
        <source>--game: one of %1</source>
        <translation>--game: eines von %1</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: nothing imported (%n bad row(s))</source>
        <translation>
            <numerusform>%1: nichts importiert (%n fehlerhafte Zeile)</numerusform>
            <numerusform>%1: nichts importiert (%n fehlerhafte Zeilen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Entwicklungsphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Nebel des Krieges</translation>
    </message>
    <message>
        <source>Checks and Balances</source>
        <translation>Gewaltenteilung</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Übungsgelände</translation>
    </message>
    <message>
        <source>The normal game: every Player Sheet stays behind its screen.</source>
        <translation>Normales Spiel: jeder Spielerbogen bleibt hinter seinem Sichtschirm.</translation>
    </message>
    <message>
        <source>Sheets are revealed once all attacks of a round are declared; the Leader may change.</source>
        <translation>Die Bögen werden aufgedeckt, sobald alle Angriffe der Runde angesagt sind; der Anführer darf wechseln.</translation>
    </message>
    <message>
        <source>No screens at all: everything is open, for learning the game.</source>
        <translation>Ganz ohne Sichtschirme: alles ist offen, zum Lernen des Spiels.</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Energy Well</source>
        <translation>Energiebrunnen</translation>
    </message>
    <message>
        <source>Technology Building</source>
        <translation>Technologiegebäude</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>Upgrades (I)</source>
        <translation>Aufwertungen (I)</translation>
    </message>
    <message>
        <source>Source attack (I)</source>
        <translation>Quellenangriff (I)</translation>
    </message>
    <message>
        <source>Watchtower capacity (II)</source>
        <translation>Wachturm-Kapazität (II)</translation>
    </message>
    <message>
        <source>Cheap rebuild (II)</source>
        <translation>Günstiger Wiederaufbau (II)</translation>
    </message>
    <message>
        <source>Fast Quarks (II)</source>
        <translation>Schnelle Quarks (II)</translation>
    </message>
    <message>
        <source>Protection (III)</source>
        <translation>Schutz (III)</translation>
    </message>
    <message>
        <source>Weaken healing (III)</source>
        <translation>Heilung schwächen (III)</translation>
    </message>
    <message>
        <source>Seize (III)</source>
        <translation>Erobern (III)</translation>
    </message>
    <message>
        <source>Double upgrade (III)</source>
        <translation>Doppelte Aufwertung (III)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>construction</source>
        <translation>Bau</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Choose %1 as Leader</source>
        <translation>%1 als Anführer wählen</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Quark(s) from %1 to %2</source>
        <translation>
            <numerusform>%n Quark von %1 nach %2 ziehen</numerusform>
            <numerusform>%n Quarks von %1 nach %2 ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack from %1 on %2</source>
        <translation>Angriff von %1 auf %2</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Kontern</translation>
    </message>
    <message>
        <source>Do not counterattack</source>
        <translation>Nicht kontern</translation>
    </message>
    <message>
        <source>Do not pursue</source>
        <translation>Nicht nachrücken</translation>
    </message>
    <message numerus="yes">
        <source>Pursue with the Guardian and %n Quark(s)</source>
        <translation>
            <numerusform>Mit dem Wächter und %n Quark nachrücken</numerusform>
            <numerusform>Mit dem Wächter und %n Quarks nachrücken</numerusform>
        </translation>
    </message>
    <message>
        <source>Pursue with the Guardian</source>
        <translation>Mit dem Wächter nachrücken</translation>
    </message>
    <message numerus="yes">
        <source>Pursue with %n Quark(s)</source>
        <translation>
            <numerusform>Mit %n Quark nachrücken</numerusform>
            <numerusform>Mit %n Quarks nachrücken</numerusform>
        </translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Break the connection of %1</source>
        <translation>Verbindung von %1 lösen</translation>
    </message>
    <message>
        <source>Connect %1 to %2 (%3)</source>
        <translation>%1 mit %2 verbinden (%3)</translation>
    </message>
    <message>
        <source>Pay for the construction of %1</source>
        <translation>Bau von %1 bezahlen</translation>
    </message>
    <message>
        <source>Build a Reactor on %1</source>
        <translation>Reaktor auf %1 bauen</translation>
    </message>
    <message>
        <source>Breed a Quark on %1</source>
        <translation>Quark auf %1 erzeugen</translation>
    </message>
    <message>
        <source>Buy Technology: %1</source>
        <translation>Technologie kaufen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade %1: %n %2 token(s)</source>
        <translation>
            <numerusform>%1 aufwerten: %n %2-Marker</numerusform>
            <numerusform>%1 aufwerten: %n %2-Marker</numerusform>
        </translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>%1 heilen</translation>
    </message>
    <message numerus="yes">
        <source>Arm the Watchtower on %1 with %n crystal(s)</source>
        <translation>
            <numerusform>Wachturm auf %1 mit %n Kristall aufrüsten</numerusform>
            <numerusform>Wachturm auf %1 mit %n Kristallen aufrüsten</numerusform>
        </translation>
    </message>
    <message>
        <source>Demolish the Building on %1</source>
        <translation>Gebäude auf %1 abreißen</translation>
    </message>
    <message>
        <source>Make %1 the Leader</source>
        <translation>%1 zum Anführer machen</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Entwicklungsphase beenden</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <translation>Wächter %2 (%1)</translation>
    </message>
    <message>
        <source>Move %1 to %2 and seize the Building</source>
        <translation>%1 nach %2 ziehen und das Gebäude einnehmen</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 ziehen</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>%1 und %2 vertauschen</translation>
    </message>
    <message>
        <source>%1 heals himself (%2)</source>
        <translation>%1 heilt sich selbst (%2)</translation>
    </message>
    <message>
        <source>%1 starts a construction: %2</source>
        <translation>%1 beginnt einen Bau: %2</translation>
    </message>
    <message>
        <source>Rebuild %1 on %2</source>
        <translation>%1 auf %2 wieder aufbauen</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Orange</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Orange</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <comment>object of a verb, %1 a colour</comment>
        <translation>Wächter %2 (%1)</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <comment>object of a verb, %1 a player&apos;s name</comment>
        <translation>Wächter %2 (%1)</translation>
    </message>
</context>
<context>
    <name>InvadersText</name>
    <message>
        <source>Pacific Rim</source>
        <translation>Pazifikraum</translation>
    </message>
    <message>
        <source>Eurasia</source>
        <translation>Eurasien</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <source>the Invader</source>
        <translation>der Invasor</translation>
    </message>
    <message>
        <source>Mankind</source>
        <translation>die Menschheit</translation>
    </message>
    <message>
        <source>%1&apos;s power is already 0: no token can be added</source>
        <translation>Die Stärke von %1 ist bereits 0: es kann kein Marker hinzugefügt werden</translation>
    </message>
    <message>
        <source>the plot action was already used this turn</source>
        <translation>die Plot-Aktion wurde in diesem Zug bereits genutzt</translation>
    </message>
    <message>
        <source>only the Invader has the plot action</source>
        <translation>nur der Invasor hat die Plot-Aktion</translation>
    </message>
    <message>
        <source>the Invader&apos;s deck is empty: the plot action cannot draw (reduce a cost instead)</source>
        <translation>das Deck des Invasors ist leer: die Plot-Aktion kann nicht ziehen (stattdessen Kosten senken)</translation>
    </message>
    <message>
        <source>only Mankind removes -1 tokens, on his own turn</source>
        <translation>nur die Menschheit entfernt −1-Marker, in ihrem eigenen Zug</translation>
    </message>
    <message>
        <source>%1 has no -1 token to remove</source>
        <translation>%1 hat keinen −1-Marker zum Entfernen</translation>
    </message>
    <message>
        <source>all four slots in %1 are full: sacrifice one of the cards to play a fifth</source>
        <translation>alle vier Plätze in %1 sind belegt: opfere eine der Karten, um eine fünfte zu spielen</translation>
    </message>
    <message>
        <source>a card is sacrificed only when all four slots in %1 are full</source>
        <translation>eine Karte wird nur geopfert, wenn alle vier Plätze in %1 belegt sind</translation>
    </message>
    <message>
        <source>a zone has four slots, 0 to 3</source>
        <translation>eine Zone hat vier Plätze, 0 bis 3</translation>
    </message>
    <message>
        <source>there is no card of %1 in that slot of %2</source>
        <translation>auf diesem Platz in %2 liegt keine Karte von %1</translation>
    </message>
    <message>
        <source>the Heroes of the Resistance card always stays in play</source>
        <translation>die Karte „Helden des Widerstands“ bleibt immer im Spiel</translation>
    </message>
    <message>
        <source>the Heroes of the Resistance card is already turned; it turns upright at the start of Mankind&apos;s turn</source>
        <translation>die Karte „Helden des Widerstands“ ist bereits gedreht; sie wird zu Beginn des Zugs der Menschheit wieder aufgerichtet</translation>
    </message>
    <message>
        <source>Mankind has no Heroes of the Resistance card in play</source>
        <translation>die Menschheit hat keine Karte „Helden des Widerstands“ im Spiel</translation>
    </message>
    <message>
        <source>dormant strategy %1 was already enabled this game</source>
        <translation>die ruhende Strategie %1 wurde in diesem Spiel bereits aktiviert</translation>
    </message>
    <message>
        <source>the dormant strategies are numbered 1 to 5 (Mankind&apos;s 5: the Ops Centre)</source>
        <translation>die ruhenden Strategien sind von 1 bis 5 nummeriert (die 5 der Menschheit: das Einsatzzentrum)</translation>
    </message>
    <message>
        <source>%1&apos;s deck cannot pay that drain cost in full</source>
        <translation>das Deck von %1 kann diese Abwurfkosten nicht vollständig bezahlen</translation>
    </message>
    <message>
        <source>a card moves the marker by 1 to 12 spaces, up or down</source>
        <translation>eine Karte bewegt den Marker um 1 bis 12 Felder, nach oben oder unten</translation>
    </message>
    <message>
        <source>an entry moves 1 to 10 cards; enter more twice</source>
        <translation>ein Eintrag bewegt 1 bis 10 Karten; für mehr zweimal eintragen</translation>
    </message>
    <message>
        <source>the marker is on 12 and never goes higher</source>
        <translation>der Marker steht auf 12 und steigt nie höher</translation>
    </message>
    <message>
        <source>Mankind cannot prevent more than the drain</source>
        <translation>die Menschheit kann nicht mehr verhindern, als abgeworfen wird</translation>
    </message>
    <message>
        <source>the Attack phase in %1 was already resolved this turn</source>
        <translation>die Angriffsphase in %1 wurde in diesem Zug bereits abgewickelt</translation>
    </message>
    <message>
        <source>resolve the Attack phase in all three zones first</source>
        <translation>wickle zuerst die Angriffsphase in allen drei Zonen ab</translation>
    </message>
    <message>
        <source>zones are attacked in the Invader&apos;s Attack phase</source>
        <translation>Zonen werden in der Angriffsphase des Invasors angegriffen</translation>
    </message>
    <message>
        <source>that is done in the Main phase</source>
        <translation>das geschieht in der Hauptphase</translation>
    </message>
    <message>
        <source>that cannot be done in this phase</source>
        <translation>das ist in dieser Phase nicht möglich</translation>
    </message>
    <message>
        <source>the turn starts with drawing two cards</source>
        <translation>der Zug beginnt mit dem Ziehen von zwei Karten</translation>
    </message>
    <message>
        <source>the two cards of this turn are already drawn</source>
        <translation>die zwei Karten dieses Zugs sind bereits gezogen</translation>
    </message>
    <message>
        <source>it is the other player&apos;s turn</source>
        <translation>der andere Spieler ist am Zug</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>there are two players: Mankind and the Invader</source>
        <translation>es gibt zwei Spieler: die Menschheit und den Invasor</translation>
    </message>
    <message>
        <source>the side is Mankind or the Invader</source>
        <translation>die Seite ist die Menschheit oder der Invasor</translation>
    </message>
    <message>
        <source>the zones are Pacific Rim, Eurasia and Africa</source>
        <translation>die Zonen sind Pazifikraum, Eurasien und Afrika</translation>
    </message>
    <message>
        <source>a power is entered as 0 to 20</source>
        <translation>eine Stärke wird als 0 bis 20 eingegeben</translation>
    </message>
    <message>
        <source>a deck holds 0 to 200 cards</source>
        <translation>ein Deck hat 0 bis 200 Karten</translation>
    </message>
    <message>
        <source>a card&apos;s name is at most 60 characters</source>
        <translation>der Name einer Karte hat höchstens 60 Zeichen</translation>
    </message>
    <message>
        <source>not possible (%1)</source>
        <translation>nicht möglich (%1)</translation>
    </message>
    <message>
        <source>that card&apos;s power is already %1</source>
        <translation>die Stärke dieser Karte ist bereits %1</translation>
    </message>
</context>
<context>
    <name>InvadersWindowText</name>
    <message>
        <source>the Draw phase</source>
        <translation>die Ziehphase</translation>
    </message>
    <message>
        <source>the Main phase</source>
        <translation>die Hauptphase</translation>
    </message>
    <message>
        <source>the Attack phase</source>
        <translation>die Angriffsphase</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s); %2 left in the deck.</source>
        <translation>
            <numerusform>%1 zog %n Karte; %2 im Deck übrig.</numerusform>
            <numerusform>%1 zog %n Karten; %2 im Deck übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>a card of power %1</source>
        <translation>eine Karte der Stärke %1</translation>
    </message>
    <message>
        <source>%1 (power %2)</source>
        <translation>%1 (Stärke %2)</translation>
    </message>
    <message>
        <source>%1 sacrificed the card in slot %2 of %3 and played %4 there.</source>
        <translation>%1 opferte die Karte auf Platz %2 in %3 und spielte dort %4.</translation>
    </message>
    <message>
        <source>%1 played %2 in %3.</source>
        <translation>%1 spielte %2 in %3.</translation>
    </message>
    <message>
        <source>%1&apos;s card in slot %2 of %3 left play for the discard pile.</source>
        <translation>Die Karte von %1 auf Platz %2 in %3 verließ das Spiel auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Card effect: %1&apos;s card in slot %2 of %3 now has power %4 (was %5).</source>
        <translation>Karteneffekt: Die Karte von %1 auf Platz %2 in %3 hat jetzt Stärke %4 (vorher %5).</translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: drained %n card(s) (not a drain for the check).</source>
        <translation>
            <numerusform>%1 zahlte Kosten: %n Karte abgeworfen (kein Abwurf für die Prüfung).</numerusform>
            <numerusform>%1 zahlte Kosten: %n Karten abgeworfen (kein Abwurf für die Prüfung).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: discarded %n card(s).</source>
        <translation>
            <numerusform>%1 zahlte Kosten: %n Karte abgelegt.</numerusform>
            <numerusform>%1 zahlte Kosten: %n Karten abgelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Invader used his plot action: he draws a card.</source>
        <translation>Der Invasor nutzte seine Plot-Aktion: er zieht eine Karte.</translation>
    </message>
    <message>
        <source>The Invader used his plot action: a cost reduced by 1.</source>
        <translation>Der Invasor nutzte seine Plot-Aktion: Kosten um 1 gesenkt.</translation>
    </message>
    <message>
        <source>Mankind enabled the Ops Centre.</source>
        <translation>Die Menschheit aktivierte das Einsatzzentrum.</translation>
    </message>
    <message>
        <source>%1 enabled dormant strategy %2.</source>
        <translation>%1 aktivierte die ruhende Strategie %2.</translation>
    </message>
    <message>
        <source>A −1 token on %1: its power is now %2.</source>
        <translation>Ein −1-Marker auf %1: die Stärke ist jetzt %2.</translation>
    </message>
    <message>
        <source>Mankind removed a −1 token from %1: its power is now %2.</source>
        <translation>Die Menschheit entfernte einen −1-Marker von %1: die Stärke ist jetzt %2.</translation>
    </message>
    <message>
        <source>The Heroes of the Resistance card is turned 90°: it does not count for defence.</source>
        <translation>Die Karte „Helden des Widerstands“ ist um 90° gedreht: sie zählt nicht zur Verteidigung.</translation>
    </message>
    <message>
        <source>The Heroes of the Resistance card is turned upright.</source>
        <translation>Die Karte „Helden des Widerstands“ wird wieder aufgerichtet.</translation>
    </message>
    <message>
        <source>The marker stays on %1.</source>
        <translation>Der Marker bleibt auf %1.</translation>
    </message>
    <message numerus="yes">
        <source>The marker moves up %n space(s), to %1.</source>
        <translation>
            <numerusform>Der Marker steigt um %n Feld, auf %1.</numerusform>
            <numerusform>Der Marker steigt um %n Felder, auf %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The marker moves down %n space(s), to %1.</source>
        <translation>
            <numerusform>Der Marker sinkt um %n Feld, auf %1.</numerusform>
            <numerusform>Der Marker sinkt um %n Felder, auf %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Card effect: %1 drains %n card(s)</source>
        <translation>
            <numerusform>Karteneffekt: %1 wirft %n Karte ab</numerusform>
            <numerusform>Karteneffekt: %1 wirft %n Karten ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n prevented</source>
        <translation>
            <numerusform>, %n verhindert</numerusform>
            <numerusform>, %n verhindert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped onto the discard pile.</source>
        <translation>
            <numerusform>: %n auf den Ablagestapel umgedreht.</numerusform>
            <numerusform>: %n auf den Ablagestapel umgedreht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack in %1: the Invader&apos;s %2 against Mankind&apos;s %3 — no drain.</source>
        <translation>Angriff in %1: %2 des Invasors gegen %3 der Menschheit — kein Abwurf.</translation>
    </message>
    <message>
        <source>Attack in %1: the Invader&apos;s %2 against Mankind&apos;s %3 — drain %4</source>
        <translation>Angriff in %1: %2 des Invasors gegen %3 der Menschheit — Abwurf %4</translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped.</source>
        <translation>
            <numerusform>: %n umgedreht.</numerusform>
            <numerusform>: %n umgedreht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drain check: the Invader forced no drain this turn, so the marker moves down one space, to %1 (I-DRAIN-CHECK).</source>
        <translation>Abwurfprüfung: Der Invasor hat in diesem Zug keinen Abwurf erzwungen, daher sinkt der Marker um ein Feld, auf %1 (I-DRAIN-CHECK).</translation>
    </message>
    <message>
        <source>Drain check: the Invader made Mankind flip at least one card this turn, so the marker stays on %1 (I-DRAIN-CHECK).</source>
        <translation>Abwurfprüfung: Der Invasor hat die Menschheit in diesem Zug mindestens eine Karte umdrehen lassen, daher bleibt der Marker auf %1 (I-DRAIN-CHECK).</translation>
    </message>
    <message>
        <source>Drain check at the end of this turn: Mankind was drained — the marker will not move down for it.</source>
        <translation>Abwurfprüfung am Ende dieses Zugs: Die Menschheit musste abwerfen — der Marker sinkt dafür nicht.</translation>
    </message>
    <message>
        <source>Drain check at the end of this turn: no drain so far — the marker will move down one space. A prevented drain, a cost and a −1 token are no drain.</source>
        <translation>Abwurfprüfung am Ende dieses Zugs: bisher kein Abwurf — der Marker sinkt um ein Feld. Ein verhinderter Abwurf, Kosten und ein −1-Marker sind kein Abwurf.</translation>
    </message>
    <message>
        <source>%1 wins: the marker reached the skull (I-SKULL).</source>
        <translation>%1 gewinnt: der Marker hat den Totenkopf erreicht (I-SKULL).</translation>
    </message>
    <message>
        <source>%1 wins: both draw decks ran out at once (I-SIMULTANEOUS).</source>
        <translation>%1 gewinnt: beide Nachziehdecks sind gleichzeitig aufgebraucht (I-SIMULTANEOUS).</translation>
    </message>
    <message>
        <source>%1 wins: %2 had to draw from an empty deck (I-DECK-OUT).</source>
        <translation>%1 gewinnt: %2 musste von einem leeren Deck ziehen (I-DECK-OUT).</translation>
    </message>
    <message>
        <source>Refused: %1 (%2)</source>
        <translation>Abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>Power %1</source>
        <translation>Stärke %1</translation>
    </message>
    <message>
        <source>%1, power %2</source>
        <translation>%1, Stärke %2</translation>
    </message>
    <message>
        <source>, turned 90°: not counted for defence</source>
        <translation>, um 90° gedreht: zählt nicht zur Verteidigung</translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message>
        <source>Store a scenario file as a new game: import FILE [--database PATH]</source>
        <translation>Szenariodatei als neues Spiel speichern: import DATEI [--database PFAD]</translation>
    </message>
    <message>
        <source>The library file (default: %1).</source>
        <translation>Die Bibliotheksdatei (Vorgabe: %1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>In FILE statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>give one game id (see `xobos-cli games`)</source>
        <translation>genau eine Spiel-ID angeben (siehe `xobos-cli games`)</translation>
    </message>
    <message>
        <source>give one scenario file</source>
        <translation>genau eine Szenariodatei angeben</translation>
    </message>
    <message numerus="yes">
        <source>imported as game %1 (%n actions, round %2)</source>
        <translation>
            <numerusform>als Spiel %1 importiert (%n Aktion, Runde %2)</numerusform>
            <numerusform>als Spiel %1 importiert (%n Aktionen, Runde %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the path is empty; give the path of a file</source>
        <translation>%1: der Pfad ist leer; gib den Pfad einer Datei an</translation>
    </message>
    <message>
        <source>%1: the path %2 is not valid in this system&apos;s encoding (UTF-8); rename the file or give another path</source>
        <translation>%1: der Pfad %2 ist in der Zeichenkodierung dieses Systems (UTF-8) ungültig; benenne die Datei um oder gib einen anderen Pfad an</translation>
    </message>
    <message>
        <source>there is no library at %1. Check the path (--database PATH); `xobos-cli import FILE --database PATH` starts a new one.</source>
        <translation>unter %1 gibt es keine Bibliothek. Prüfe den Pfad (--database PFAD); `xobos-cli import DATEI --database PFAD` legt eine neue an.</translation>
    </message>
    <message>
        <source>--out %1 is the library itself (or one of its files): writing there would destroy its games. Choose another file.</source>
        <translation>--out %1 ist die Bibliothek selbst (oder eine ihrer Dateien): dorthin zu schreiben würde ihre Spiele zerstören. Wähle eine andere Datei.</translation>
    </message>
    <message>
        <source>--out %1 is an SQLite database (perhaps a library): an export never overwrites one. Choose another file.</source>
        <translation>--out %1 ist eine SQLite-Datenbank (vielleicht eine Bibliothek): ein Export überschreibt nie eine solche. Wähle eine andere Datei.</translation>
    </message>
    <message>
        <source>--out %1 is a folder. Give the name of the file to write.</source>
        <translation>--out %1 ist ein Ordner. Gib den Namen der zu schreibenden Datei an.</translation>
    </message>
    <message>
        <source>--out %1 already exists. Give --force to replace it, or choose another name.</source>
        <translation>--out %1 existiert bereits. Gib --force an, um sie zu ersetzen, oder wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>List the games in a library: games [--json] [--database PATH]</source>
        <translation>Spiele einer Bibliothek auflisten: games [--json] [--database PFAD]</translation>
    </message>
    <message>
        <source>Write a stored game as a scenario file (holds every hidden value): export GAME-ID [--out FILE [--force]] [--database PATH]</source>
        <translation>Gespeichertes Spiel als Szenariodatei schreiben (enthält alle verdeckten Werte): export SPIEL-ID [--out DATEI [--force]] [--database PFAD]</translation>
    </message>
    <message>
        <source>Print the games as a JSON array.</source>
        <translation>Spiele als JSON-Array ausgeben.</translation>
    </message>
    <message>
        <source>Replace FILE if it exists (never a library).</source>
        <translation>FILE ersetzen, falls vorhanden (nie eine Bibliothek).</translation>
    </message>
    <message>
        <source>cannot write %1: %2. Check that its folder exists and has room.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Prüfe, ob der Ordner existiert und Platz hat.</translation>
    </message>
    <message>
        <source>the library %1 is read-only: nothing can be imported into it. Copy it to a writable folder, or give another library (--database PATH).</source>
        <translation>die Bibliothek %1 ist schreibgeschützt: es kann nichts in sie importiert werden. Kopiere sie in einen beschreibbaren Ordner oder gib eine andere Bibliothek an (--database PFAD).</translation>
    </message>
    <message>
        <source>%1 Written as the library holds it (format xobos-library-game), not as a scenario.</source>
        <translation>%1 So geschrieben, wie die Bibliothek es speichert (Format xobos-library-game), nicht als Szenario.</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Not possible — the reason is shown on your private sheet.</source>
        <translation>Nicht möglich — der Grund steht auf deinem privaten Bogen.</translation>
    </message>
    <message>
        <source>The move is allowed.</source>
        <translation>Der Zug ist erlaubt.</translation>
    </message>
    <message>
        <source>The game is over: no more moves can be played.</source>
        <translation>Das Spiel ist vorbei: keine weiteren Züge möglich.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>An diesem Tisch gibt es diesen Spieler nicht.</translation>
    </message>
    <message>
        <source>This player has been eliminated and can no longer act.</source>
        <translation>Dieser Spieler ist ausgeschieden und kann nicht mehr handeln.</translation>
    </message>
    <message>
        <source>That cannot be done in the current phase.</source>
        <translation>Das ist in der aktuellen Phase nicht möglich.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>Ein anderer Spieler ist am Zug.</translation>
    </message>
    <message>
        <source>First a player must answer the open question (counterattack or pursuit).</source>
        <translation>Zuerst muss ein Spieler die offene Frage beantworten (Konter oder Nachrücken).</translation>
    </message>
    <message>
        <source>There is no question of that kind waiting for this player.</source>
        <translation>Für diesen Spieler steht keine solche Frage an.</translation>
    </message>
    <message>
        <source>There is no such Guardian.</source>
        <translation>Diesen Wächter gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such space on this board.</source>
        <translation>Dieses Feld gibt es auf diesem Spielplan nicht.</translation>
    </message>
    <message>
        <source>The Leader has already been chosen.</source>
        <translation>Der Anführer wurde bereits gewählt.</translation>
    </message>
    <message>
        <source>That Guardian has been destroyed and is not on the board.</source>
        <translation>Dieser Wächter wurde zerstört und ist nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>That Guardian has already moved this round.</source>
        <translation>Dieser Wächter hat sich in dieser Runde schon bewegt.</translation>
    </message>
    <message>
        <source>A Guardian moves one space, along a lane.</source>
        <translation>Ein Wächter zieht ein Feld weit, entlang eines Pfades.</translation>
    </message>
    <message>
        <source>A Guardian cannot move while he is constructing a Building.</source>
        <translation>Ein Wächter kann nicht ziehen, während er ein Gebäude baut.</translation>
    </message>
    <message>
        <source>Only one Guardian can occupy a space.</source>
        <translation>Auf einem Feld kann nur ein Wächter stehen.</translation>
    </message>
    <message>
        <source>Units cannot enter a space occupied by enemy units.</source>
        <translation>Einheiten dürfen kein Feld mit feindlichen Einheiten betreten.</translation>
    </message>
    <message>
        <source>Units cannot enter another player&apos;s Base.</source>
        <translation>Einheiten dürfen die Basis eines anderen Spielers nicht betreten.</translation>
    </message>
    <message>
        <source>An Energy Source cannot be entered.</source>
        <translation>Eine Energiequelle kann nicht betreten werden.</translation>
    </message>
    <message>
        <source>Quarks cannot enter a space holding an enemy Building; only a Guardian can.</source>
        <translation>Quarks dürfen kein Feld mit feindlichem Gebäude betreten; nur ein Wächter darf das.</translation>
    </message>
    <message>
        <source>Moves come before attacks: after declaring an attack you cannot move this turn.</source>
        <translation>Züge kommen vor Angriffen: nach einer Angriffsansage kannst du in diesem Zug nicht mehr ziehen.</translation>
    </message>
    <message>
        <source>After declaring a counterattack from a space you cannot move units into it.</source>
        <translation>Nach einer Konteransage von einem Feld darfst du keine Einheiten dorthin ziehen.</translation>
    </message>
    <message>
        <source>Only two Guardians in spaces joined by a lane can swap places.</source>
        <translation>Nur zwei Wächter auf durch einen Pfad verbundenen Feldern können die Plätze tauschen.</translation>
    </message>
    <message>
        <source>There are not that many Quarks in that space that have not moved yet.</source>
        <translation>Auf diesem Feld gibt es nicht so viele Quarks, die sich noch nicht bewegt haben.</translation>
    </message>
    <message>
        <source>Move at least one Quark.</source>
        <translation>Ziehe mindestens einen Quark.</translation>
    </message>
    <message>
        <source>Quarks move at most two spaces (three with the Rank II tile), along lanes, not through enemy units.</source>
        <translation>Quarks ziehen höchstens zwei Felder (drei mit dem Rang-II-Plättchen), entlang von Pfaden, nicht durch feindliche Einheiten.</translation>
    </message>
    <message>
        <source>No more than three Quarks can occupy one space.</source>
        <translation>Auf einem Feld dürfen höchstens drei Quarks stehen.</translation>
    </message>
    <message>
        <source>The destination is the space the units are already in.</source>
        <translation>Das Ziel ist das Feld, auf dem die Einheiten schon stehen.</translation>
    </message>
    <message>
        <source>Seizing a Building needs the Rank III seize Technology.</source>
        <translation>Das Erobern eines Gebäudes erfordert die Rang-III-Technologie Erobern.</translation>
    </message>
    <message>
        <source>A Watchtower cannot be seized, only destroyed.</source>
        <translation>Ein Wachturm kann nicht erobert, nur zerstört werden.</translation>
    </message>
    <message>
        <source>There is no enemy Building to seize in that space.</source>
        <translation>Auf diesem Feld gibt es kein feindliches Gebäude zum Erobern.</translation>
    </message>
    <message>
        <source>An attack goes along a lane to an adjacent space.</source>
        <translation>Ein Angriff führt entlang eines Pfades auf ein Nachbarfeld.</translation>
    </message>
    <message>
        <source>You need at least one unit in the space you attack from.</source>
        <translation>Auf dem Feld, von dem du angreifst, brauchst du mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>A space without enemy units cannot be attacked.</source>
        <translation>Ein Feld ohne feindliche Einheiten kann nicht angegriffen werden.</translation>
    </message>
    <message>
        <source>Only one attack can be declared from one space.</source>
        <translation>Von einem Feld kann nur ein Angriff angesagt werden.</translation>
    </message>
    <message>
        <source>There are no attacks into or out of a player&apos;s Base.</source>
        <translation>Es gibt keine Angriffe in die oder aus der Basis eines Spielers.</translation>
    </message>
    <message>
        <source>A Reinforcing Guardian cannot attack unless he first breaks his connection.</source>
        <translation>Ein verstärkender Wächter kann nur angreifen, wenn er zuerst seine Verbindung löst.</translation>
    </message>
    <message>
        <source>After occupying a freed space you cannot declare another attack this round.</source>
        <translation>Nach dem Besetzen eines frei gewordenen Feldes kannst du diese Runde keinen weiteren Angriff ansagen.</translation>
    </message>
    <message>
        <source>Attacking the Energy Source needs the Rank I Technology and a Guardian on an adjacent irradiated space.</source>
        <translation>Ein Angriff auf die Energiequelle erfordert die Rang-I-Technologie und einen Wächter auf einem angrenzenden verstrahlten Feld.</translation>
    </message>
    <message>
        <source>A Guardian attacks the Energy Source from an irradiated space.</source>
        <translation>Ein Wächter greift die Energiequelle von einem verstrahlten Feld aus an.</translation>
    </message>
    <message>
        <source>That space cannot counterattack: it has no unit able to attack, or it already attacks.</source>
        <translation>Dieses Feld kann nicht kontern: keine angriffsfähige Einheit, oder es greift schon an.</translation>
    </message>
    <message>
        <source>Pursuit takes units that have not moved this round from the attacking space into the freed space.</source>
        <translation>Beim Nachrücken ziehen Einheiten, die sich diese Runde nicht bewegt haben, vom angreifenden Feld auf das frei gewordene Feld.</translation>
    </message>
    <message>
        <source>Connected Guardians must stand in spaces joined by a lane.</source>
        <translation>Verbundene Wächter müssen auf durch einen Pfad verbundenen Feldern stehen.</translation>
    </message>
    <message>
        <source>Guardians cannot connect while either stands on an irradiated space.</source>
        <translation>Wächter können sich nicht verbinden, solange einer auf einem verstrahlten Feld steht.</translation>
    </message>
    <message>
        <source>That Guardian&apos;s Connection Slot is already taken (a connection or a construction).</source>
        <translation>Der Verbindungsplatz dieses Wächters ist schon belegt (Verbindung oder Bau).</translation>
    </message>
    <message>
        <source>That Guardian has no connection to break.</source>
        <translation>Dieser Wächter hat keine Verbindung zum Lösen.</translation>
    </message>
    <message>
        <source>Only the Leader can heal himself, and nobody reinforces himself.</source>
        <translation>Nur der Anführer kann sich selbst heilen, und niemand verstärkt sich selbst.</translation>
    </message>
    <message>
        <source>A Guardian cannot reinforce and be reinforced at the same time.</source>
        <translation>Ein Wächter kann nicht gleichzeitig verstärken und verstärkt werden.</translation>
    </message>
    <message>
        <source>A connection is either Reinforcement or Healing.</source>
        <translation>Eine Verbindung ist entweder Verstärkung oder Heilung.</translation>
    </message>
    <message>
        <source>No Building can be constructed on an irradiated space.</source>
        <translation>Auf einem verstrahlten Feld kann kein Gebäude gebaut werden.</translation>
    </message>
    <message>
        <source>That space already holds a Building or a construction.</source>
        <translation>Auf diesem Feld steht schon ein Gebäude oder ein Bau.</translation>
    </message>
    <message>
        <source>Only a Reactor can be built on a Base space, and a Reactor only on your own Base.</source>
        <translation>Auf einem Basisfeld kann nur ein Reaktor gebaut werden, und ein Reaktor nur in der eigenen Basis.</translation>
    </message>
    <message>
        <source>In a two-player game you can build only in the active quarters and at their crossings.</source>
        <translation>Im Spiel zu zweit darfst du nur in den aktiven Vierteln und an ihren Kreuzungen bauen.</translation>
    </message>
    <message>
        <source>A Reactor is built on your Base without a Guardian: use Build Reactor.</source>
        <translation>Ein Reaktor wird ohne Wächter in deiner Basis gebaut: nutze „Reaktor bauen“.</translation>
    </message>
    <message>
        <source>You have no Building tokens of that type left.</source>
        <translation>Du hast keine Gebäudemarker dieser Art mehr.</translation>
    </message>
    <message>
        <source>Not enough Building Resources.</source>
        <translation>Nicht genug Baurohstoffe.</translation>
    </message>
    <message>
        <source>Not enough Energy Crystals.</source>
        <translation>Nicht genug Energiekristalle.</translation>
    </message>
    <message>
        <source>That Guardian is not constructing anything.</source>
        <translation>Dieser Wächter baut nichts.</translation>
    </message>
    <message>
        <source>A construction takes one Building Resource per round.</source>
        <translation>Ein Bau nimmt einen Baurohstoff pro Runde.</translation>
    </message>
    <message>
        <source>Quarks are bred on a free space of your own Base.</source>
        <translation>Quarks werden auf einem freien Feld der eigenen Basis erzeugt.</translation>
    </message>
    <message>
        <source>All nine of your Quarks are already on the board.</source>
        <translation>Alle neun deiner Quarks sind schon auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Only a destroyed Guardian can be rebuilt.</source>
        <translation>Nur ein zerstörter Wächter kann wieder aufgebaut werden.</translation>
    </message>
    <message>
        <source>A Guardian is rebuilt on a free space of your Base or on your Technology Building.</source>
        <translation>Ein Wächter wird auf einem freien Feld deiner Basis oder auf deinem Technologiegebäude wieder aufgebaut.</translation>
    </message>
    <message>
        <source>Only one Technology Tile can be bought per round.</source>
        <translation>Pro Runde kann nur ein Technologieplättchen gekauft werden.</translation>
    </message>
    <message>
        <source>You need as many Technology Buildings as the tile&apos;s rank.</source>
        <translation>Du brauchst so viele Technologiegebäude wie der Rang des Plättchens.</translation>
    </message>
    <message>
        <source>You already own that Technology.</source>
        <translation>Diese Technologie besitzt du schon.</translation>
    </message>
    <message>
        <source>No tile of that Technology is left.</source>
        <translation>Von dieser Technologie ist kein Plättchen mehr übrig.</translation>
    </message>
    <message>
        <source>Upgrades need the Rank I Upgrade Technology (two tokens need the Rank III one).</source>
        <translation>Aufwertungen erfordern die Rang-I-Technologie Aufwertungen (zwei Marker die Rang-III-Technologie).</translation>
    </message>
    <message>
        <source>The Guardian must stand on your Technology Building.</source>
        <translation>Der Wächter muss auf deinem Technologiegebäude stehen.</translation>
    </message>
    <message>
        <source>Upgrades cannot be mixed: all of a Guardian&apos;s tokens are of one kind.</source>
        <translation>Aufwertungen lassen sich nicht mischen: alle Marker eines Wächters sind von einer Art.</translation>
    </message>
    <message>
        <source>That Guardian cannot take more Upgrade Tokens.</source>
        <translation>Dieser Wächter kann keine weiteren Aufwertungsmarker aufnehmen.</translation>
    </message>
    <message>
        <source>A Guardian is healed on your Technology Building.</source>
        <translation>Ein Wächter wird auf deinem Technologiegebäude geheilt.</translation>
    </message>
    <message>
        <source>That Guardian has full Health.</source>
        <translation>Dieser Wächter hat volle Gesundheit.</translation>
    </message>
    <message>
        <source>There is no finished Watchtower of yours in that space.</source>
        <translation>Auf diesem Feld steht kein fertiger Wachturm von dir.</translation>
    </message>
    <message>
        <source>The Watchtower cannot hold that many crystals.</source>
        <translation>Der Wachturm kann nicht so viele Kristalle halten.</translation>
    </message>
    <message>
        <source>There is no finished Building of yours in that space.</source>
        <translation>Auf diesem Feld steht kein fertiges Gebäude von dir.</translation>
    </message>
    <message>
        <source>The Leader can be changed only at the end of a round in Checks and Balances, once.</source>
        <translation>Der Anführer kann nur in Gewaltenteilung am Rundenende gewechselt werden, einmal.</translation>
    </message>
    <message>
        <source>That Guardian is already the Leader.</source>
        <translation>Dieser Wächter ist schon der Anführer.</translation>
    </message>
    <message>
        <source>You have already finished this Development phase.</source>
        <translation>Du hast diese Entwicklungsphase schon beendet.</translation>
    </message>
    <message>
        <source>The number must be at least one.</source>
        <translation>Die Zahl muss mindestens eins sein.</translation>
    </message>
    <message>
        <source>The referee refused the move.</source>
        <translation>Der Schiedsrichter hat den Zug abgelehnt.</translation>
    </message>
    <message>
        <source>Declining a pursuit moves nothing: name no units and no seizure.</source>
        <translation>Wer das Nachrücken ablehnt, bewegt nichts: nenne keine Einheiten und kein Erobern.</translation>
    </message>
</context>
<context>
    <name>ScenarioCommands</name>
    <message>
        <source>Play scenario files and report every step: run [--json] FILE...</source>
        <translation>Szenariodateien abspielen und jeden Schritt melden: run [--json] DATEI...</translation>
    </message>
    <message>
        <source>What a viewer sees: view FILE --as PLAYER|public|referee [--step N]</source>
        <translation>Was ein Betrachter sieht: view DATEI --as SPIELER|public|referee [--step N]</translation>
    </message>
    <message>
        <source>The final score with the tie-breaks explained: score FILE [--step N]</source>
        <translation>Endwertung mit erklärten Gleichstandsregeln: score DATEI [--step N]</translation>
    </message>
    <message>
        <source>The legal actions of the players to act, as JSON lines: legal FILE [--step N]</source>
        <translation>Erlaubte Aktionen der handelnden Spieler als JSON-Zeilen: legal DATEI [--step N]</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>Bericht als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The viewer: a player (seat index or name), public or referee.</source>
        <translation>Der Betrachter: ein Spieler (Platznummer oder Name), public oder referee.</translation>
    </message>
    <message>
        <source>Print the score as JSON.</source>
        <translation>Wertung als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Stop after the first N steps (0: the starting position).</source>
        <translation>Nach den ersten N Schritten anhalten (0: die Ausgangsstellung).</translation>
    </message>
    <message>
        <source>The scenario file.</source>
        <translation>Die Szenariodatei.</translation>
    </message>
    <message>
        <source>missing scenario file</source>
        <translation>Szenariodatei fehlt</translation>
    </message>
    <message>
        <source>expected one scenario file</source>
        <translation>genau eine Szenariodatei erwartet</translation>
    </message>
    <message>
        <source>--step: expected a number from 0 to %1, found &apos;%2&apos;</source>
        <translation>--step: Zahl von 0 bis %1 erwartet, gefunden „%2“</translation>
    </message>
    <message>
        <source>missing --as PLAYER|public|referee</source>
        <translation>--as SPIELER|public|referee fehlt</translation>
    </message>
    <message>
        <source>--as: unknown viewer &apos;%1&apos; (a seat index, a player&apos;s name, public or referee)</source>
        <translation>--as: unbekannter Betrachter „%1“ (eine Platznummer, der Name eines Spielers, public oder referee)</translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n Kristall</numerusform>
            <numerusform>%n Kristalle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Guardian(s)</source>
        <translation>
            <numerusform>%n Wächter</numerusform>
            <numerusform>%n Wächter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Reactor(s)</source>
        <translation>
            <numerusform>%n Reaktor</numerusform>
            <numerusform>%n Reaktoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Technology Tile(s)</source>
        <translation>
            <numerusform>%n Technologieplättchen</numerusform>
            <numerusform>%n Technologieplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>The game is not over (round %1, %2 phase); this is the score as it stands.</source>
        <translation>Das Spiel ist noch nicht zu Ende (Runde %1, Phase: %2); so steht die Wertung im Moment.</translation>
    </message>
    <message>
        <source>eliminated, 0 points</source>
        <translation>ausgeschieden, 0 Punkte</translation>
    </message>
    <message>
        <source>no Reactor, 0 points (%1 and %2 count for nothing)</source>
        <translation>kein Reaktor, 0 Punkte (%1 und %2 zählen nichts)</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3); they share the place.</source>
        <translation>%1 liegen gleichauf bei %2 und haben gleich viele Technologieplättchen (%3); sie teilen sich den Platz.</translation>
    </message>
    <message>
        <source>%1 tie at %2</source>
        <translation>%1 liegen gleichauf bei %2</translation>
    </message>
    <message>
        <source>; %1 own more Technology Tiles (%2)</source>
        <translation>; %1 haben mehr Technologieplättchen (%2)</translation>
    </message>
    <message>
        <source>; %1 owns more Technology Tiles (%2)</source>
        <translation>; %1 hat mehr Technologieplättchen (%2)</translation>
    </message>
    <message>
        <source>, then %1 (%2)</source>
        <translation>, dann %1 (%2)</translation>
    </message>
    <message>
        <source>, sharing a place</source>
        <translation>, geteilter Platz</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>%1 führt.</translation>
    </message>
    <message>
        <source>%1 share the lead.</source>
        <translation>%1 teilen sich die Führung.</translation>
    </message>
</context>
<context>
    <name>SecretText</name>
    <message>
        <source>Guardian %1</source>
        <translation>Wächter %1</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Energy Well</source>
        <translation>Energiebrunnen</translation>
    </message>
    <message>
        <source>Technology Building</source>
        <translation>Technologiegebäude</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Aufwertungen</translation>
    </message>
    <message>
        <source>Energy Source attack</source>
        <translation>Angriff auf die Energiequelle</translation>
    </message>
    <message>
        <source>Watchtower capacity</source>
        <translation>Wachturm-Kapazität</translation>
    </message>
    <message>
        <source>Cheap rebuilding</source>
        <translation>Günstiger Wiederaufbau</translation>
    </message>
    <message>
        <source>Fast Quarks</source>
        <translation>Schnelle Quarks</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>Weaken healing</source>
        <translation>Heilung schwächen</translation>
    </message>
    <message>
        <source>Seize Buildings</source>
        <translation>Gebäude erobern</translation>
    </message>
    <message>
        <source>Double upgrade</source>
        <translation>Doppelte Aufwertung</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Entwicklungsphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Choose as Leader</source>
        <translation>Als Anführer wählen</translation>
    </message>
    <message>
        <source>Break the connection</source>
        <translation>Verbindung lösen</translation>
    </message>
    <message>
        <source>Heal himself (Leader)</source>
        <translation>Sich selbst heilen (Anführer)</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>%1 heilen</translation>
    </message>
    <message>
        <source>Reinforce %1</source>
        <translation>%1 verstärken</translation>
    </message>
    <message>
        <source>Pay 1 Building Resource into the construction</source>
        <translation>1 Baurohstoff in den Bau zahlen</translation>
    </message>
    <message>
        <source>Rebuild on %1</source>
        <translation>Auf %1 wieder aufbauen</translation>
    </message>
    <message>
        <source>Heal on the Technology Building</source>
        <translation>Auf dem Technologiegebäude heilen</translation>
    </message>
    <message>
        <source>Make him the Leader</source>
        <translation>Zum Anführer machen</translation>
    </message>
    <message>
        <source>Arm the Watchtower at %1: +%2 ammunition</source>
        <translation>Wachturm auf %1 aufrüsten: +%2 Munition</translation>
    </message>
    <message>
        <source>Destroy your Building at %1</source>
        <translation>Eigenes Gebäude auf %1 zerstören</translation>
    </message>
    <message>
        <source>Buy %1 (rank %2)</source>
        <translation>%1 kaufen (Rang %2)</translation>
    </message>
    <message>
        <source>Build a Reactor at %1</source>
        <translation>Reaktor auf %1 bauen</translation>
    </message>
    <message>
        <source>Breed a Quark at %1</source>
        <translation>Quark auf %1 erzeugen</translation>
    </message>
    <message>
        <source>Finish my Development phase</source>
        <translation>Meine Entwicklungsphase beenden</translation>
    </message>
    <message>
        <source>Table action</source>
        <translation>Tischaktion</translation>
    </message>
    <message>
        <source>Start a construction: %1 (cost: %2)</source>
        <translation>Einen Bau beginnen: %1 (Kosten: %2)</translation>
    </message>
    <message>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Building Resource(s)</source>
        <translation>
            <numerusform>%n Baurohstoff</numerusform>
            <numerusform>%n Baurohstoffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Energiekristall</numerusform>
            <numerusform>%n Energiekristalle</numerusform>
        </translation>
    </message>
    <message>
        <source>You still have %1 and %2.</source>
        <translation>Du hast noch %1 und %2.</translation>
    </message>
    <message>
        <source>You still have %1.</source>
        <translation>Du hast noch %1.</translation>
    </message>
    <message>
        <source>Nothing is left unspent.</source>
        <translation>Alles ist ausgegeben.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Destroy a Building</source>
        <translation>Ein Gebäude zerstören</translation>
    </message>
    <message>
        <source>Destroy your %1 at %2? It cannot be undone.</source>
        <translation>Gebäude „%1“ auf %2 zerstören? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Zerstören</translation>
    </message>
    <message>
        <source>Finish the Development phase</source>
        <translation>Entwicklungsphase beenden</translation>
    </message>
    <message>
        <source>Finish your Development phase? You cannot enter anything more this round.</source>
        <translation>Deine Entwicklungsphase beenden? Du kannst in dieser Runde nichts mehr eintragen.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Technology Tiles: none</source>
        <translation>Technologieplättchen: keine</translation>
    </message>
    <message>
        <source>Technology Tiles: %1</source>
        <translation>Technologieplättchen: %1</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <comment>object of a verb</comment>
        <translation>Wächter %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Referee and companion for the board game Guardians of Xobos.</source>
        <translation>Schiedsrichter und Begleiter für das Brettspiel Guardians of Xobos.</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt; (for example pl or de) instead of the system&apos;s.</source>
        <translation>Die Sprache &lt;Code&gt; (zum Beispiel pl oder de) statt der des Systems verwenden.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Keep the game library in &lt;path&gt; instead of the usual place.</source>
        <translation>Die Spielbibliothek in &lt;Pfad&gt; statt am üblichen Ort führen.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>A game file (*.xobos.json) to add to the library and open.</source>
        <translation>Eine Spieldatei (*.xobos.json), die in die Bibliothek aufgenommen und geöffnet wird.</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;: give at most one game file.</source>
        <translation>Unerwartetes Argument „%1“: höchstens eine Spieldatei angeben.</translation>
    </message>
</context>
<context>
    <name>xobos::net::TableServer</name>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1, port %2: is another program using it?</source>
        <translation>Auf %1, Port %2 kann nicht gelauscht werden: Benutzt ihn ein anderes Programm?</translation>
    </message>
    <message>
        <source>This message cannot be read.</source>
        <translation>Diese Nachricht kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Open the page again from the QR code.</source>
        <translation>Öffne die Seite erneut über den QR-Code.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Verbindung zum Tisch wird hergestellt…</translation>
    </message>
    <message>
        <source>Waiting for the table</source>
        <translation>Warten auf den Tisch</translation>
    </message>
    <message>
        <source>Nothing to choose now. Keep this page open.</source>
        <translation>Gerade gibt es nichts zu wählen. Lass diese Seite offen.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Done: the table has it.</source>
        <translation>Erledigt: Der Tisch hat es erhalten.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Neue Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>This QR code is not valid (any more). Scan the one the laptop shows for your seat.</source>
        <translation>Dieser QR-Code ist nicht (mehr) gültig. Scanne den, den der Laptop für deinen Platz zeigt.</translation>
    </message>
    <message>
        <source>Another phone holds this seat. Release it on the laptop first.</source>
        <translation>Ein anderes Handy hält diesen Platz. Gib ihn zuerst am Laptop frei.</translation>
    </message>
    <message>
        <source>This seat was opened again on this phone.</source>
        <translation>Dieser Platz wurde auf diesem Handy erneut geöffnet.</translation>
    </message>
    <message>
        <source>This phone acts only for its own seat.</source>
        <translation>Dieses Handy handelt nur für seinen eigenen Platz.</translation>
    </message>
    <message>
        <source>The laptop released this seat.</source>
        <translation>Der Laptop hat diesen Platz freigegeben.</translation>
    </message>
    <message>
        <source>The laptop revoked this seat&apos;s QR code.</source>
        <translation>Der Laptop hat den QR-Code dieses Platzes widerrufen.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;A referee and companion for the board game &lt;i&gt;Guardians of Xobos&lt;/i&gt;: it checks every move against the rules, keeps each player&apos;s secrets and remembers the whole game.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Schiedsrichter und Begleiter für das Brettspiel &lt;i&gt;Guardians of Xobos&lt;/i&gt;: Es prüft jeden Zug anhand der Regeln, hütet die Geheimnisse jedes Spielers und merkt sich die ganze Partie.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardChoicePage</name>
    <message>
        <source>Open a board</source>
        <translation>Einen Spielplan öffnen</translation>
    </message>
    <message>
        <source>Boards (*.json)</source>
        <translation>Spielpläne (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>For %1.</source>
        <translation>Für %1.</translation>
    </message>
    <message numerus="yes">
        <source>No board serves %n players: make one in the Board Editor.</source>
        <translation>
            <numerusform>Kein Spielplan passt für %n Spieler: erstelle einen im Spielplan-Editor.</numerusform>
            <numerusform>Kein Spielplan passt für %n Spieler: erstelle einen im Spielplan-Editor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>The boards that serve this many players. The standard side serves two and four players, the MUENARA side three.</source>
        <translation>Die Spielpläne für diese Spielerzahl. Die Standardseite dient für zwei und vier Spieler, die MUENARA-Seite für drei.</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Aus Datei…</translation>
    </message>
    <message>
        <source>This board is a reconstruction, not a copy of the printed board: check its spaces and lanes against your printed board before you play. Correct it in the Board Editor, save it, and it is offered here.</source>
        <translation>Dieser Spielplan ist eine Rekonstruktion, keine Kopie des gedruckten Spielplans: prüfe seine Felder und Pfade vor dem Spiel an deinem gedruckten Spielplan. Korrigiere ihn im Spielplan-Editor und speichere ihn, dann wird er hier angeboten.</translation>
    </message>
    <message>
        <source>Check in the Board Editor…</source>
        <translation>Im Spielplan-Editor prüfen…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardEditorWindow</name>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Viertel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Board</source>
        <translation>&amp;Neuer Spielplan</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Neu aus &amp;Vorlage</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sch&amp;ließen</translation>
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
        <source>&amp;Delete Selection</source>
        <translation>Auswahl &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>Aus&amp;wählen</translation>
    </message>
    <message>
        <source>Select spaces and lanes, drag spaces to move them</source>
        <translation>Felder und Pfade auswählen, Felder zum Verschieben ziehen</translation>
    </message>
    <message>
        <source>&amp;Add Space</source>
        <translation>Feld &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Click an empty place to add a space</source>
        <translation>Auf eine leere Stelle klicken, um ein Feld hinzuzufügen</translation>
    </message>
    <message>
        <source>La&amp;ne</source>
        <translation>&amp;Pfad</translation>
    </message>
    <message>
        <source>Drag from one space to another to add a lane, or along a lane to delete it</source>
        <translation>Von Feld zu Feld ziehen fügt einen Pfad hinzu, entlang eines Pfades ziehen löscht ihn</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Radieren</translation>
    </message>
    <message>
        <source>Click a space or a lane to delete it</source>
        <translation>Auf ein Feld oder einen Pfad klicken, um es zu löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
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
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Neuer Spielplan</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Spielplan öffnen</translation>
    </message>
    <message>
        <source>%1 is not a board file that can be edited.</source>
        <translation>%1 ist keine bearbeitbare Spielplandatei.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Save Board</source>
        <translation>Spielplan speichern</translation>
    </message>
    <message>
        <source>This board has problems (%1). You can save it to keep working on it later, but it cannot be played until every problem is fixed.</source>
        <translation>Dieser Spielplan hat Probleme (%1). Du kannst ihn speichern, um später weiterzuarbeiten, aber spielbar ist er erst, wenn alle Probleme behoben sind.</translation>
    </message>
    <message>
        <source>The board could not be saved to %1:
%2

Save it under another name?</source>
        <translation>Der Spielplan konnte nicht in %1 gespeichert werden:
%2

Unter anderem Namen speichern?</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Spielplan speichern unter</translation>
    </message>
    <message>
        <source>Board files (*.json)</source>
        <translation>Spielplandateien (*.json)</translation>
    </message>
    <message>
        <source>The board could not be saved to %1:
%2</source>
        <translation>Der Spielplan konnte nicht in %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <source>Board Editor</source>
        <translation>Spielplan-Editor</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>Der Spielplan hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>noch nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2)[*] — Board Editor</source>
        <translation>%1 (%2)[*] — Spielplan-Editor</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Spaces: %1 · Lanes: %2 · Quarters: %3</source>
        <translation>Felder: %1 · Pfade: %2 · Viertel: %3</translation>
    </message>
    <message>
        <source>No problems: the board can be played.</source>
        <translation>Keine Probleme: der Spielplan ist spielbar.</translation>
    </message>
    <message>
        <source>Problems: %1. The board cannot be played until they are fixed; click one to see the place.</source>
        <translation>Probleme: %1. Der Spielplan ist erst nach ihrer Behebung spielbar; klicke eines an, um die Stelle zu sehen.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardInfoPanel</name>
    <message>
        <source>Where the data comes from, what is special about it</source>
        <translation>Woher die Daten stammen, was daran besonders ist</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>quarter ids in seating order, e.g. nw, ne</source>
        <translation>Viertel-IDs in Sitzreihenfolge, z. B. nw, ne</translation>
    </message>
    <message>
        <source>%1 players:</source>
        <translation>%1 Spieler:</translation>
    </message>
    <message>
        <source>Unknown quarter: %1</source>
        <translation>Unbekanntes Viertel: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardInteraction</name>
    <message>
        <source>No attack can be declared from %1.</source>
        <translation>Von %1 kann kein Angriff angesagt werden.</translation>
    </message>
    <message>
        <source>No legal move from %1.</source>
        <translation>Kein erlaubter Zug von %1.</translation>
    </message>
    <message>
        <source>This is a replay: return to the live game to play.</source>
        <translation>Dies ist eine Wiederholung: zum Spielen zurück zum laufenden Spiel.</translation>
    </message>
    <message>
        <source>Nobody can act now.</source>
        <translation>Gerade kann niemand handeln.</translation>
    </message>
    <message>
        <source>Choose a unit of %1 first.</source>
        <translation>Wähle zuerst eine Einheit von %1.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardOpenDialog</name>
    <message>
        <source>Other File…</source>
        <translation>Andere Datei…</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Spielplan öffnen</translation>
    </message>
    <message>
        <source>%1 — bundled (opens a copy to save as your own)</source>
        <translation>%1 — mitgeliefert (öffnet eine Kopie, die du als eigene speichern kannst)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The sides of the printed board and your boards:</source>
        <translation>Die Seiten des gedruckten Spielplans und deine Spielpläne:</translation>
    </message>
    <message>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Spielplandateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardScene</name>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Base space</source>
        <translation>Basisfeld</translation>
    </message>
    <message>
        <source>Base exit</source>
        <translation>Basisausgang</translation>
    </message>
    <message>
        <source>Irradiated space</source>
        <translation>Verstrahltes Feld</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Energiequelle</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Construction of %1 (type hidden)</source>
        <translation>Bau von %1 (Art verdeckt)</translation>
    </message>
    <message numerus="yes">
        <source>%n Quark(s) of %1</source>
        <translation>
            <numerusform>%n Quark von %1</numerusform>
            <numerusform>%n Quarks von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle: %1 attacks from %2, %3 counterattacks from %4</source>
        <translation>Schlacht: %1 greift von %2 an, %3 kontert von %4</translation>
    </message>
    <message>
        <source>Attack of %1 from %2 on %3</source>
        <translation>Angriff von %1 von %2 auf %3</translation>
    </message>
    <message>
        <source>%1 (moved this round)</source>
        <translation>%1 (in dieser Runde gezogen)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardView</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>What the marks on the board mean</source>
        <translation>Was die Zeichen auf dem Spielbrett bedeuten</translation>
    </message>
    <message>
        <source>Where the chosen unit may go (dashed white)</source>
        <translation>Wohin die gewählte Einheit ziehen darf (weiß gestrichelt)</translation>
    </message>
    <message>
        <source>The chosen unit (white ring)</source>
        <translation>Die gewählte Einheit (weißer Ring)</translation>
    </message>
    <message>
        <source>Quarks, with their number</source>
        <translation>Quarks mit ihrer Anzahl</translation>
    </message>
    <message>
        <source>Mine, Energy Well, Technology Building, Watchtower, Reactor; a dashed box: a construction</source>
        <translation>Mine, Energiebrunnen, Technologiegebäude, Wachturm, Reaktor; gestrichelter Kasten: ein Bau</translation>
    </message>
    <message>
        <source>An attack; two heads and a disc: a battle (counterattack)</source>
        <translation>Ein Angriff; zwei Spitzen und eine Scheibe: ein Kampf (Konterangriff)</translation>
    </message>
    <message>
        <source>Irradiated space</source>
        <translation>Verstrahltes Feld</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Energiequelle</translation>
    </message>
    <message>
        <source>Drag a unit onto a space to move it (or click it, then the space). Shift: the Quarks; Alt: seize the Building; right-drag: attack.</source>
        <translation>Zieh eine Einheit auf ein Feld, um sie zu bewegen (oder klick sie an, dann das Feld). Umschalt: die Quarks; Alt: das Gebäude einnehmen; mit rechts ziehen: angreifen.</translation>
    </message>
    <message>
        <source>A Guardian and his number, in his player&apos;s colour</source>
        <translation>Ein Wächter und seine Nummer, in der Farbe seines Spielers</translation>
    </message>
    <message>
        <source>A tick in a white badge: the Guardian moved this round</source>
        <translation>Ein Haken in einem weißen Abzeichen: der Wächter ist in dieser Runde gezogen</translation>
    </message>
    <message>
        <source>Space &amp;Names</source>
        <translation>Feld&amp;namen</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>O&amp;n</source>
        <translation>&amp;Ein</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <source>The printed names of the spaces on the board</source>
        <translation>Die aufgedruckten Namen der Felder auf dem Spielplan</translation>
    </message>
</context>
<context>
    <name>xobos::ui::CombatSteps</name>
    <message>
        <source>battle %1 of %2</source>
        <translation>Schlacht %1 von %2</translation>
    </message>
    <message>
        <source>attack %1 of %2</source>
        <translation>Angriff %1 von %2</translation>
    </message>
    <message>
        <source>Energy Source %1 of %2</source>
        <translation>Energiequelle %1 von %2</translation>
    </message>
    <message>
        <source>pursuit %1 of %2</source>
        <translation>Nachrücken %1 von %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n Attack Token(s) of this step off the board.</source>
        <translation>
            <numerusform>Nimm %n Angriffsmarker dieses Schritts vom Spielplan.</numerusform>
            <numerusform>Nimm %n Angriffsmarker dieses Schritts vom Spielplan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to change on the board.</source>
        <translation>Auf dem Spielplan ändert sich nichts.</translation>
    </message>
    <message>
        <source>Battle: %1 against %2</source>
        <translation>Schlacht: %1 gegen %2</translation>
    </message>
    <message>
        <source>Battles come first, in play order (R-COMBAT-ORDER); Quarks and crystals clash 1:1, then the side with fewer of them left strikes first (R-BATTLE).</source>
        <translation>Schlachten kommen zuerst, in Spielreihenfolge (R-COMBAT-ORDER); Quarks und Kristalle heben sich 1:1 auf, dann schlägt die Seite zuerst zu, der weniger davon bleiben (R-BATTLE).</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source</source>
        <translation>%1 zapft die Energiequelle an</translation>
    </message>
    <message>
        <source>A Guardian on an irradiated space next to the Source gains a crystal (R-TECH-SOURCE).</source>
        <translation>Ein Wächter auf einem verstrahlten Feld neben der Quelle erhält einen Kristall (R-TECH-SOURCE).</translation>
    </message>
    <message>
        <source>%1 takes the Energy Source&apos;s crystal behind the screen.</source>
        <translation>%1 nimmt den Kristall der Energiequelle hinter dem Sichtschirm.</translation>
    </message>
    <message>
        <source>Attack of %1 on %2</source>
        <translation>Angriff von %1 auf %2</translation>
    </message>
    <message>
        <source>Attacks follow the battles in play order (R-COMBAT-ORDER); the Power from every direction is added, the defender&apos;s Quarks and crystals absorb first (R-ATTACK-RESOLVE).</source>
        <translation>Angriffe folgen den Schlachten in Spielreihenfolge (R-COMBAT-ORDER); die Stärke aus allen Richtungen wird addiert, die Quarks und Kristalle des Verteidigers fangen zuerst ab (R-ATTACK-RESOLVE).</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Nachrücken</translation>
    </message>
    <message>
        <source>An attacker whose units did not move may follow into the space he emptied (R-PURSUIT).</source>
        <translation>Ein Angreifer, dessen Einheiten nicht gezogen sind, darf in das geräumte Feld nachrücken (R-PURSUIT).</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n %1 Quark(s) from %2.</source>
        <translation>
            <numerusform>Entferne %n Quark (%1) von %2.</numerusform>
            <numerusform>Entferne %n Quarks (%1) von %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n crystal(s) off %1&apos;s Watchtower on %2.</source>
        <translation>
            <numerusform>Nimm %n Kristall vom Wachturm von %1 auf %2.</numerusform>
            <numerusform>Nimm %n Kristalle vom Wachturm von %1 auf %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowers the Health of %2 by %n on the sheet, behind the screen.</source>
        <translation>
            <numerusform>%1 senkt die Gesundheit von %2 auf dem Bogen um %n, hinter dem Sichtschirm.</numerusform>
            <numerusform>%1 senkt die Gesundheit von %2 auf dem Bogen um %n, hinter dem Sichtschirm.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1 from %2.</source>
        <translation>Entferne %1 von %2.</translation>
    </message>
    <message>
        <source>Remove %1&apos;s Construction Token from %2; the resources in it are lost.</source>
        <translation>Entferne den Baumarker von %1 von %2; die Rohstoffe darin sind verloren.</translation>
    </message>
    <message>
        <source>Remove %1&apos;s %2 from %3.</source>
        <translation>Entferne %2 von %1 von %3.</translation>
    </message>
    <message>
        <source>Take the Attack Token from %1 on %2 off the board: nobody is left to attack.</source>
        <translation>Nimm den Angriffsmarker von %1 auf %2 vom Spielplan: niemand ist mehr anzugreifen.</translation>
    </message>
    <message>
        <source>%1 says whether units from %2 follow into %3.</source>
        <translation>%1 sagt, ob Einheiten von %2 nach %3 nachrücken.</translation>
    </message>
    <message>
        <source>Move the pursuing units of %1 from %2 into %3.</source>
        <translation>Ziehe die nachrückenden Einheiten von %1 von %2 nach %3.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 ist aus dem Spiel.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::CombatView</name>
    <message>
        <source>Combat: %1</source>
        <translation>Kampf: %1</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Weiter zur Entwicklung</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>No combat yet in this game</source>
        <translation>Noch kein Kampf in diesem Spiel</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Auf dem Spielplan</translation>
    </message>
    <message>
        <source>Close the combat (Game &gt; Last Combat shows it again)</source>
        <translation>Kampf schließen (Spiel &gt; Letzter Kampf zeigt ihn wieder)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::FinalScoreDialog</name>
    <message>
        <source>Final Score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Technologieplättchen</translation>
    </message>
    <message>
        <source>Game &amp;Report…</source>
        <translation>Spiel&amp;bericht…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameChoicePage</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Which game does the table play?</source>
        <translation>Welches Spiel spielt ihr am Tisch?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameController</name>
    <message>
        <source>%1 is not a game this app can import:
%2</source>
        <translation>%1 ist kein Spiel, das diese App importieren kann:
%2</translation>
    </message>
    <message>
        <source>A game file holds every player&apos;s hidden values: it can be saved only for a finished game or from the referee&apos;s view.</source>
        <translation>Eine Spieldatei enthält die verdeckten Werte aller Spieler: Sie kann nur für ein beendetes Spiel oder aus der Schiedsrichteransicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <translation>Die Datei kann nicht importiert werden: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameInfoPanel</name>
    <message>
        <source>No game open</source>
        <translation>Kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>%1 — resolving combat</source>
        <translation>%1 — Kampfauswertung</translation>
    </message>
    <message>
        <source>%1 (replay, read-only)</source>
        <translation>%1 (Wiederholung, schreibgeschützt)</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <source>Acting: %1</source>
        <translation>Handelt: %1</translation>
    </message>
    <message>
        <source>First Player Token: %1</source>
        <translation>Startspielermarker: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer an attack (counterattack or not).</source>
        <translation>Warte auf %1: Antwort auf einen Angriff (kontern oder nicht).</translation>
    </message>
    <message>
        <source>Waiting for %1 to decide on a pursuit.</source>
        <translation>Warte auf %1: Entscheidung über das Nachrücken.</translation>
    </message>
    <message>
        <source>%1 — read-only library: nothing can be played</source>
        <translation>%1 — schreibgeschützte Bibliothek: hier kann nicht gespielt werden</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameKind</name>
    <message>
        <source>Guardians of Xobos — full referee</source>
        <translation>Guardians of Xobos — voller Schiedsrichter</translation>
    </message>
    <message>
        <source>The referee for the whole table: the board, every player&apos;s secret sheets on this laptop behind a lock, each move checked against the rules, combat resolved and the final score tallied.</source>
        <translation>Der Schiedsrichter für den ganzen Tisch: der Spielplan, die geheimen Bögen aller Spieler auf diesem Laptop hinter einer Sperre, jeder Zug nach den Regeln geprüft, Kämpfe ausgewertet und die Endwertung gezählt.</translation>
    </message>
    <message>
        <source>Guardians of Xobos — my own sheets only</source>
        <translation>Guardians of Xobos — nur meine eigenen Bögen</translation>
    </message>
    <message>
        <source>One player keeps only his own secret sheets on his own laptop: no board, no other players. The game is played at the table as usual; each entry is checked against what the rules can check without the board.</source>
        <translation>Ein Spieler führt nur seine eigenen geheimen Bögen auf seinem eigenen Laptop: kein Spielplan, keine anderen Spieler. Gespielt wird wie gewohnt am Tisch; jeder Eintrag wird geprüft, soweit die Regeln das ohne Spielplan erlauben.</translation>
    </message>
    <message>
        <source>Read-only: this version of Xobos Referee cannot play this game.</source>
        <translation>Nur lesbar: diese Version von Xobos Referee kann dieses Spiel nicht spielen.</translation>
    </message>
    <message>
        <source>%1 (unknown game)</source>
        <translation>%1 (unbekanntes Spiel)</translation>
    </message>
    <message>
        <source>TECH — two players, ten rounds</source>
        <translation>TECH — zwei Spieler, zehn Runden</translation>
    </message>
    <message>
        <source>Two players on a 3×3 board with Swordsmen, Archers and Shields. Each round both choose a unit and a space in secret on this laptop, behind a lock; the referee reveals both at once, resolves the clash, checks every action and keeps the score.</source>
        <translation>Zwei Spieler auf einem 3×3-Brett mit Schwertkämpfern, Bogenschützen und Schilden. In jeder Runde wählen beide geheim auf diesem Laptop, hinter einer Sperre, eine Einheit und ein Feld; der Schiedsrichter deckt beide zugleich auf, löst den Zusammenstoß auf, prüft jede Aktion und führt die Punkte.</translation>
    </message>
    <message>
        <source>Espiral — a solo adventure with your Guardians cards</source>
        <translation>Espiral — ein Solo-Abenteuer mit deinen Guardians-Karten</translation>
    </message>
    <message>
        <source>One player, their own creature and land cards: the hero walks a spiral of lands, rolls a dice trial on each, recruits, heals and fights battles. The app keeps the party, the decks and the log, checks every step and every hit, and rolls the dice if you like.</source>
        <translation>Ein Spieler mit eigenen Kreatur- und Landkarten: Der Held wandert eine Spirale aus Ländern entlang, würfelt auf jedem eine Würfelprobe, rekrutiert, heilt und schlägt Kämpfe. Die App führt die Gruppe, die Stapel und das Protokoll, prüft jeden Schritt und jeden Treffer und würfelt auf Wunsch für dich.</translation>
    </message>
    <message>
        <source>Invaders — Mankind against the Invader</source>
        <translation>Invaders — die Menschheit gegen den Invasor</translation>
    </message>
    <message>
        <source>The two-player card game beside its table: the invasion plot track, the three zones&apos; power and −1 tokens, the cards&apos; powers in their slots, the Attack phase&apos;s arithmetic, the drain check and the once-a-turn actions, with why a game ends.</source>
        <translation>Das Kartenspiel für zwei neben dem Spieltisch: die Plot-Leiste der Invasion, Stärke und −1-Marker der drei Zonen, die Stärke der Karten auf ihren Plätzen, die Rechnung der Angriffsphase, die Abwurfprüfung und die Aktionen einmal pro Zug, samt dem Grund, warum ein Spiel endet.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GamesModel</name>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 — read-only</source>
        <translation>%1 — nur lesbar</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
</context>
<context>
    <name>xobos::ui::HandOver</name>
    <message>
        <source>Turn the laptop to the table</source>
        <translation>Laptop zum Tisch drehen</translation>
    </message>
    <message>
        <source>Round %1, %2: played in the open, %3 is next. Nobody&apos;s private sheet is open.</source>
        <translation>Runde %1, %2: offen gespielt, als Nächstes ist %3 dran. Kein privater Bogen ist geöffnet.</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Entwicklungsphase beenden</translation>
    </message>
    <message>
        <source>Each player ends their own Development phase, on their own sheet: nobody ends it for them from the table&apos;s view.</source>
        <translation>Jeder Spieler beendet seine Entwicklungsphase selbst, auf seinem eigenen Bogen: niemand beendet sie für ihn aus der Tischansicht.</translation>
    </message>
    <message>
        <source>Still to enter: %1. Pass the laptop to one of them.</source>
        <translation>Noch nicht eingetragen: %1. Gib den Laptop einem von ihnen.</translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>Referee View</source>
        <translation>Schiedsrichteransicht</translation>
    </message>
    <message>
        <source>The referee&apos;s view shows every player&apos;s hidden values. In this game players set PINs and the referee did not, so the referee&apos;s view, and saving the game file with its hidden values, are not available until the game is over.</source>
        <translation>Die Schiedsrichteransicht zeigt die verdeckten Werte aller Spieler. In diesem Spiel haben die Spieler PINs gesetzt, der Schiedsrichter aber nicht; daher sind die Schiedsrichteransicht und das Speichern der Spieldatei mit ihren verdeckten Werten erst nach Spielende verfügbar.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::HelpDialog</name>
    <message>
        <source>On the board</source>
        <translation>Auf dem Spielplan</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Eine Einheit ziehen</translation>
    </message>
    <message>
        <source>Drag it onto a space, or click it, then the space</source>
        <translation>Auf ein Feld ziehen, oder anklicken und dann das Feld</translation>
    </message>
    <message>
        <source>Move the Quarks instead of the Guardian</source>
        <translation>Die Quarks statt des Wächters ziehen</translation>
    </message>
    <message>
        <source>Shift+click the destination</source>
        <translation>Umschalt+Klick auf das Ziel</translation>
    </message>
    <message>
        <source>Move and seize the enemy Building</source>
        <translation>Ziehen und das feindliche Gebäude einnehmen</translation>
    </message>
    <message>
        <source>Alt+click the destination</source>
        <translation>Alt+Klick auf das Ziel</translation>
    </message>
    <message>
        <source>Declare an attack</source>
        <translation>Einen Angriff ansagen</translation>
    </message>
    <message>
        <source>Right-drag from your space to the enemy&apos;s</source>
        <translation>Mit der rechten Maustaste von deinem Feld auf das feindliche ziehen</translation>
    </message>
    <message>
        <source>Start an attack, then pick its target</source>
        <translation>Einen Angriff beginnen, dann sein Ziel wählen</translation>
    </message>
    <message>
        <source>Right-click your space, then click the target</source>
        <translation>Rechtsklick auf dein Feld, dann Klick auf das Ziel</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Den Spielplan zoomen</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Elsewhere in the window</source>
        <translation>Sonst im Fenster</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Shortcuts and gestures</source>
        <translation>Tastenkürzel und Gesten</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Keys or gesture</source>
        <translation>Tasten oder Geste</translation>
    </message>
    <message>
        <source>Find a rule or a word</source>
        <translation>Eine Regel oder ein Wort suchen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::LogModel</name>
    <message>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
    <message>
        <source>Refused for %1: %2 — %3</source>
        <translation>Abgelehnt für %1: %2 — %3</translation>
    </message>
    <message>
        <source>%1 took back the last move.</source>
        <translation>%1 nimmt den letzten Zug zurück.</translation>
    </message>
    <message>
        <source>%1 played the move again.</source>
        <translation>%1 spielt den Zug erneut.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>(an entry this version cannot read)</source>
        <translation>(ein Eintrag, den diese Version nicht lesen kann)</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the agreement of every other player.</source>
        <translation>Die PIN von %1 wurde mit Zustimmung aller anderen Spieler zurückgesetzt.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset by the referee.</source>
        <translation>Die PIN von %1 wurde vom Schiedsrichter zurückgesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>%n refused attempts this turn (hover to read them)</source>
        <translation>
            <numerusform>%n abgelehnter Versuch in diesem Zug (zum Lesen darauf zeigen)</numerusform>
            <numerusform>%n abgelehnte Versuche in diesem Zug (zum Lesen darauf zeigen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
(Double-click: rule %2 in the rules reference)</source>
        <translation>%1
(Doppelklick: Regel %2 in der Regelreferenz)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::LogPanel</name>
    <message>
        <source>All rounds</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Runde </translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Every refusal</source>
        <translation>Jede Ablehnung</translation>
    </message>
    <message>
        <source>Show each refused attempt on its own line instead of one line per turn</source>
        <translation>Jeden abgelehnten Versuch in einer eigenen Zeile zeigen statt einer Zeile pro Zug</translation>
    </message>
</context>
<context>
    <name>xobos::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the window and end the program</source>
        <translation>Schließt das Fenster und beendet das Programm</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>Ü&amp;ber %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Entered.</source>
        <translation>Eingetragen.</translation>
    </message>
    <message>
        <source>The move could not be recorded: %1</source>
        <translation>Der Zug konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The library cannot record the move</source>
        <translation>Die Bibliothek kann den Zug nicht speichern</translation>
    </message>
    <message>
        <source>The move was not played because it could not be saved:
%1</source>
        <translation>Der Zug wurde nicht ausgeführt, weil er nicht gespeichert werden konnte:
%1</translation>
    </message>
    <message>
        <source>Export the public log</source>
        <translation>Öffentliches Protokoll exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Export Public Log…</source>
        <translation>Öffentliches Protokoll &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Spiel sch&amp;ließen</translation>
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
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;End Turn / Phase</source>
        <translation>Zug / Phase &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Attack Mode</source>
        <translation>&amp;Angriffsmodus</translation>
    </message>
    <message>
        <source>Click a space to attack from, then its target (or drag with the right button)</source>
        <translation>Klicke das Feld, von dem du angreifst, dann das Ziel (oder ziehe mit der rechten Maustaste)</translation>
    </message>
    <message>
        <source>Last &amp;Combat…</source>
        <translation>Letzter &amp;Kampf…</translation>
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
        <source>&amp;Fit Board to Window</source>
        <translation>Spielplan an &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Sheets</source>
        <translation>Bö&amp;gen</translation>
    </message>
    <message>
        <source>&amp;Referee View…</source>
        <translation>&amp;Schiedsrichteransicht…</translation>
    </message>
    <message>
        <source>&amp;Cover the Sheets</source>
        <translation>Bögen &amp;verdecken</translation>
    </message>
    <message>
        <source>Back to the public table view</source>
        <translation>Zurück zur öffentlichen Tischansicht</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Bögen</translation>
    </message>
    <message>
        <source>%1 — round %2, %3 — %4</source>
        <translation>%1 — Runde %2, %3 — %4</translation>
    </message>
    <message>
        <source>Public view</source>
        <translation>Öffentliche Ansicht</translation>
    </message>
    <message>
        <source>Referee view</source>
        <translation>Schiedsrichteransicht</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Bogen von %1</translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>The library cannot be opened</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Public log exported to %1</source>
        <translation>Öffentliches Protokoll nach %1 exportiert</translation>
    </message>
    <message>
        <source>Game Report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>The report shows every player&apos;s sheets and history, so it opens only for a finished game. Open a finished game from the library first.</source>
        <translation>Der Bericht zeigt die Bögen und den Verlauf aller Spieler und öffnet sich daher nur für ein beendetes Spiel. Öffne zuerst ein beendetes Spiel aus der Bibliothek.</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Game &amp;Library…</source>
        <translation>Spiel&amp;bibliothek…</translation>
    </message>
    <message>
        <source>Game &amp;Report…</source>
        <translation>Spielbe&amp;richt…</translation>
    </message>
    <message>
        <source>&amp;Quick Scoring…</source>
        <translation>&amp;Schnellwertung…</translation>
    </message>
    <message>
        <source>&amp;Sheet-Only Mode…</source>
        <translation>&amp;Nur-Bogen-Modus…</translation>
    </message>
    <message>
        <source>&amp;Board Editor…</source>
        <translation>Spielplan-&amp;Editor…</translation>
    </message>
    <message>
        <source>Import a game file</source>
        <translation>Spieldatei importieren</translation>
    </message>
    <message>
        <source>Game files (*.xobos.json);;JSON files (*.json)</source>
        <translation>Spieldateien (*.xobos.json);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spiel gespeichert in %1</translation>
    </message>
    <message>
        <source>Cannot Save the Game File</source>
        <translation>Spieldatei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot Import the Game</source>
        <translation>Spiel kann nicht importiert werden</translation>
    </message>
    <message>
        <source>The library was not changed. Choose a game file saved with File &gt; Save Game File or written by xobos-cli export.</source>
        <translation>Die Bibliothek wurde nicht verändert. Wähle eine Spieldatei, die mit Datei &gt; Spieldatei speichern gesichert oder von xobos-cli export geschrieben wurde.</translation>
    </message>
    <message>
        <source>Imported %1 as a new game in the library</source>
        <translation>%1 als neues Spiel in die Bibliothek importiert</translation>
    </message>
    <message>
        <source>&amp;Import Game File…</source>
        <translation>Spieldatei &amp;importieren…</translation>
    </message>
    <message>
        <source>Add a game file (*.xobos.json, as xobos-cli export writes) to the library and open it</source>
        <translation>Fügt eine Spieldatei (*.xobos.json, wie sie xobos-cli export schreibt) der Bibliothek hinzu und öffnet sie</translation>
    </message>
    <message>
        <source>Save the game file with every hidden value (for the referee only)</source>
        <translation>Spieldatei mit allen verdeckten Werten speichern (nur für den Schiedsrichter)</translation>
    </message>
    <message>
        <source>%1 - with hidden values</source>
        <translation>%1 - mit verdeckten Werten</translation>
    </message>
    <message>
        <source>Game files with hidden values (*.xobos.json)</source>
        <translation>Spieldateien mit verdeckten Werten (*.xobos.json)</translation>
    </message>
    <message>
        <source>Save the log as the whole table sees it, whoever&apos;s sheet is open</source>
        <translation>Protokoll so speichern, wie es der ganze Tisch sieht, egal wessen Bogen offen ist</translation>
    </message>
    <message>
        <source>Save Game &amp;File with Hidden Values…</source>
        <translation>Spiel&amp;datei mit verdeckten Werten speichern…</translation>
    </message>
    <message>
        <source>Save the whole game, every hidden value included, as a file another library can import (finished games, or from the referee&apos;s view)</source>
        <translation>Das ganze Spiel samt aller verdeckten Werte als Datei speichern, die eine andere Bibliothek importieren kann (beendete Spiele oder aus der Schiedsrichteransicht)</translation>
    </message>
    <message>
        <source>Continue to &amp;Development</source>
        <translation>Weiter zur &amp;Entwicklung</translation>
    </message>
    <message>
        <source>The table has seen the combat: pass the laptop for the Development phase</source>
        <translation>Der Tisch hat den Kampf gesehen: Laptop für die Entwicklungsphase weitergeben</translation>
    </message>
    <message>
        <source>Reset a Player&apos;s &amp;PIN</source>
        <translation>&amp;PIN eines Spielers zurücksetzen</translation>
    </message>
    <message>
        <source>Open a Library</source>
        <translation>Bibliothek öffnen</translation>
    </message>
    <message>
        <source>Xobos Referee libraries (*.sqlite);;All files (*)</source>
        <translation>Xobos-Referee-Bibliotheken (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reset %1&apos;s PIN…</source>
        <translation>PIN von %1 zurücksetzen…</translation>
    </message>
    <message>
        <source>The combat is over: update the board, then press Continue to Development.</source>
        <translation>Der Kampf ist vorbei: aktualisiere den Spielplan und drücke dann Weiter zur Entwicklung.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts and Gestures</source>
        <translation>&amp;Tastenkürzel und Gesten</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Regelreferenz</translation>
    </message>
    <message>
        <source>Every rule the referee enforces, with its id and ruling</source>
        <translation>Jede Regel, die der Schiedsrichter durchsetzt, mit ihrer Kennung und Entscheidung</translation>
    </message>
    <message>
        <source>Table Mode (Phones)…</source>
        <translation>Tischmodus (Handys)…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::MovesPanel</name>
    <message>
        <source>Breed</source>
        <translation>Quark erzeugen</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Wiederaufbau</translation>
    </message>
    <message>
        <source>Buy technology</source>
        <translation>Technologie kaufen</translation>
    </message>
    <message>
        <source>Build reactor</source>
        <translation>Reaktor bauen</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Abreißen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Moves of:</source>
        <translation>Züge von:</translation>
    </message>
    <message>
        <source>the player to act</source>
        <translation>handelnder Spieler</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>Phase &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Entwicklungsphase beenden</translation>
    </message>
    <message>
        <source>%1 finishes the Development phase and cannot build, buy or connect any more this round. Continue?</source>
        <translation>%1 beendet die Entwicklungsphase und kann diese Runde nicht mehr bauen, kaufen oder verbinden. Fortfahren?</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>%1 has not moved a Guardian nor declared an attack this turn. End the turn anyway?</source>
        <translation>%1 hat in diesem Zug weder einen Wächter gezogen noch einen Angriff angesagt. Zug trotzdem beenden?</translation>
    </message>
    <message>
        <source>Filter moves (e.g. a space or a Guardian)…</source>
        <translation>Züge filtern (z. B. ein Feld oder einen Wächter)…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::NewGameWizard</name>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>The game cannot be created</source>
        <translation>Das Spiel kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Everybody else looks away. Choose your Leader: he starts with Power 2 and is the only Guardian who can heal himself. Nobody else will see your choice.</source>
        <translation>Alle anderen schauen weg. Wähle deinen Anführer: er beginnt mit Stärke 2 und ist der einzige Wächter, der sich selbst heilen kann. Niemand sonst sieht deine Wahl.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>%1, it is your turn to choose.</source>
        <translation>%1, du wählst jetzt.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Variant and rulings</source>
        <translation>Variante und Regelauslegungen</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Next.</source>
        <translation>Das Spiel wird in der Bibliothek angelegt, wenn du auf Weiter drückst.</translation>
    </message>
    <message>
        <source>An armed Watchtower may shoot without a Guardian</source>
        <translation>Ein aufgerüsteter Wachturm darf ohne Wächter schießen</translation>
    </message>
    <message>
        <source>Units may enter another player&apos;s empty Base</source>
        <translation>Einheiten dürfen die leere Basis eines anderen Spielers betreten</translation>
    </message>
    <message>
        <source>Quarks may enter a space holding only an enemy Building</source>
        <translation>Quarks dürfen ein Feld betreten, auf dem nur ein feindliches Gebäude steht</translation>
    </message>
    <message>
        <source>The Leader heals himself through a Healing connection</source>
        <translation>Der Anführer heilt sich über eine Heilungsverbindung selbst</translation>
    </message>
    <message>
        <source>Limit Buildings to the tokens in the box</source>
        <translation>Gebäude auf die Marker in der Schachtel begrenzen</translation>
    </message>
    <message>
        <source>Draw the first player (seed):</source>
        <translation>Startspieler auslosen (Seed):</translation>
    </message>
    <message>
        <source>Decided at the table:</source>
        <translation>Am Tisch entschieden:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Watchtower capacity:</source>
        <translation>Wachturm-Kapazität:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Two to four players, in seat order: play passes to the left.</source>
        <translation>Zwei bis vier Spieler in Sitzreihenfolge: gespielt wird nach links.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Spielerzahl:</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (optional)</translation>
    </message>
    <message>
        <source>Only this player types it: it opens their private sheets</source>
        <translation>Nur dieser Spieler gibt ihn ein: er öffnet seine privaten Bögen</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Schiedsrichter:</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>PIN set — type to change</source>
        <translation>PIN gesetzt — zum Ändern tippen</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>PIN wiederholen</translation>
    </message>
    <message>
        <source>Type the same PIN a second time</source>
        <translation>Gib dieselbe PIN ein zweites Mal ein</translation>
    </message>
    <message>
        <source>A PIN (4 to 64 characters; six or more digits, or a word, resist guessing far better) locks a player&apos;s private sheets, or the referee&apos;s view of every sheet. Type it twice. Only a salted, slow hash is stored.</source>
        <translation>Eine PIN (4 bis 64 Zeichen; sechs oder mehr Ziffern oder ein Wort sind viel schwerer zu erraten) sperrt die privaten Bögen eines Spielers oder die Schiedsrichteransicht aller Bögen. Gib sie zweimal ein. Gespeichert wird nur ein gesalzener, langsamer Hash.</translation>
    </message>
    <message>
        <source>No PIN: the cover between players is a courtesy. Anyone can press Unlock and open anybody&apos;s sheets; it only keeps a glance away.</source>
        <translation>Keine PIN: das Verdecken zwischen den Spielern ist eine Höflichkeit. Jeder kann Entsperren drücken und die Bögen aller öffnen; es hält nur flüchtige Blicke ab.</translation>
    </message>
    <message>
        <source>Players have PINs and the referee has none: the referee&apos;s view, and saving the game with its hidden values, are not available in this game until it is over.</source>
        <translation>Die Spieler haben PINs, der Schiedsrichter keine: die Schiedsrichteransicht und das Speichern des Spiels mit seinen verdeckten Werten sind in diesem Spiel erst nach Spielende verfügbar.</translation>
    </message>
    <message>
        <source>Only the referee has a PIN: the players&apos; sheets open with a button (a courtesy); the referee&apos;s view needs the referee&apos;s PIN.</source>
        <translation>Nur der Schiedsrichter hat eine PIN: die Bögen der Spieler öffnen sich per Knopfdruck (eine Höflichkeit); die Schiedsrichteransicht braucht die Schiedsrichter-PIN.</translation>
    </message>
    <message>
        <source>The sheets of the players with a PIN, and the referee&apos;s view, open only with their PIN. The referee can reset a forgotten player&apos;s PIN.</source>
        <translation>Die Bögen der Spieler mit PIN und die Schiedsrichteransicht öffnen sich nur mit ihrer PIN. Der Schiedsrichter kann die vergessene PIN eines Spielers zurücksetzen.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>den Schiedsrichter</translation>
    </message>
    <message>
        <source>The PIN of %1 is too short: a PIN needs at least %2 characters.</source>
        <translation>Die PIN für %1 ist zu kurz: eine PIN braucht mindestens %2 Zeichen.</translation>
    </message>
    <message>
        <source>The two PINs of %1 differ. Type the PIN again, twice.</source>
        <translation>Die beiden PINs für %1 stimmen nicht überein. Gib die PIN erneut zweimal ein.</translation>
    </message>
    <message>
        <source>An attack destroys all the defender&apos;s Quarks and crystals in the space</source>
        <translation>Ein Angriff zerstört alle Quarks und Kristalle des Verteidigers auf dem Feld</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (auf %2)</translation>
    </message>
    <message>
        <source>Crystals a Watchtower holds without the Rank II tile.</source>
        <translation>Kristalle, die ein Wachturm ohne das Rang-II-Plättchen fasst.</translation>
    </message>
    <message>
        <source>Otherwise a Watchtower only helps its own Guardian.</source>
        <translation>Sonst hilft ein Wachturm nur seinem eigenen Wächter.</translation>
    </message>
    <message>
        <source>The rulebook forbids it; some tables allow it.</source>
        <translation>Die Regel verbietet es; manche Runden erlauben es.</translation>
    </message>
    <message>
        <source>By default only a Guardian destroys Buildings.</source>
        <translation>Normalerweise zerstört nur ein Wächter Gebäude.</translation>
    </message>
    <message>
        <source>Off, the Leader heals 1 in every attack on him.</source>
        <translation>Aus: der Anführer heilt bei jedem Angriff auf ihn 1.</translation>
    </message>
    <message>
        <source>4 Mines, 5 Energy Wells, 4 Technology Buildings, 5 Watchtowers, 4 Reactors per player.</source>
        <translation>4 Minen, 5 Energiebrunnen, 4 Technologiegebäude, 5 Wachtürme, 4 Reaktoren pro Spieler.</translation>
    </message>
    <message>
        <source>Off, only those that absorb the attack&apos;s Power.</source>
        <translation>Aus: nur die, die die Stärke des Angriffs abfangen.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the ids of the rulings in the rules reference</source>
        <translation>Die Kennungen der Entscheidungen in der Regelreferenz zeigen</translation>
    </message>
    <message numerus="yes">
        <source>No board is chosen that serves %n players.</source>
        <translation>
            <numerusform>Es ist kein Spielplan für %n Spieler gewählt.</numerusform>
            <numerusform>Es ist kein Spielplan für %n Spieler gewählt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::OpenGameDialog</name>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The library cannot be opened</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1

A backup that opens cleanly was found:
%2

Restore it beside the damaged library and open it?</source>
        <translation>%1

Es gibt eine Sicherung, die sich fehlerfrei öffnen lässt:
%2

Sie neben der beschädigten Bibliothek wiederherstellen und öffnen?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PendingChoiceDialog</name>
    <message>
        <source>%1 must decide</source>
        <translation>%1 muss entscheiden</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PendingChoiceFlow</name>
    <message>
        <source>%1 attacks %2 from %3. %4, do you counterattack from %2?</source>
        <translation>%1 greift %2 von %3 an. %4, konterst du von %2?</translation>
    </message>
    <message>
        <source>%1, the space %2 is free: do you pursue from %3?</source>
        <translation>%1, das Feld %2 ist frei: rückst du von %3 nach?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PinReset</name>
    <message>
        <source>Forgot the PIN</source>
        <translation>PIN vergessen</translation>
    </message>
    <message>
        <source>Only the referee can reset %1&apos;s PIN in this game: pass the laptop to the referee, who chooses Sheets &gt; Reset a Player&apos;s PIN in the referee&apos;s view.</source>
        <translation>In diesem Spiel kann nur der Schiedsrichter die PIN von %1 zurücksetzen: gib den Laptop an den Schiedsrichter, der in der Schiedsrichteransicht Bögen &gt; PIN eines Spielers zurücksetzen wählt.</translation>
    </message>
    <message>
        <source>Pass the Laptop to the Referee</source>
        <translation>Laptop an den Schiedsrichter weitergeben</translation>
    </message>
    <message>
        <source>Reset a PIN</source>
        <translation>PIN zurücksetzen</translation>
    </message>
    <message>
        <source>Take away %1&apos;s PIN? %1 then opens their sheets with Unlock. The table&apos;s log says that the referee reset it.</source>
        <translation>Die PIN von %1 entfernen? %1 öffnet die eigenen Bögen dann mit Entsperren. Das Protokoll des Tisches vermerkt, dass der Schiedsrichter sie zurückgesetzt hat.</translation>
    </message>
    <message>
        <source>The PIN could not be reset: %1</source>
        <translation>Die PIN konnte nicht zurückgesetzt werden: %1</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset by the referee.</source>
        <translation>Die PIN von %1 wurde vom Schiedsrichter zurückgesetzt.</translation>
    </message>
    <message>
        <source>Reset %1&apos;s PIN</source>
        <translation>PIN von %1 zurücksetzen</translation>
    </message>
    <message>
        <source>%1, do you agree that %2&apos;s PIN is taken away?</source>
        <translation>%1, bist du einverstanden, dass die PIN von %2 entfernt wird?</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: %2 did not agree.</source>
        <translation>Die PIN von %1 wurde nicht zurückgesetzt: %2 hat nicht zugestimmt.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: %2 must wait %3 s after a wrong PIN.</source>
        <translation>Die PIN von %1 wurde nicht zurückgesetzt: %2 muss nach einer falschen PIN %3 s warten.</translation>
    </message>
    <message>
        <source>%1, type your PIN to agree that %2&apos;s PIN is taken away:</source>
        <translation>%1, gib deine PIN ein, um zuzustimmen, dass die PIN von %2 entfernt wird:</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: wrong PIN for %2.</source>
        <translation>Die PIN von %1 wurde nicht zurückgesetzt: falsche PIN für %2.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the agreement of every other player.</source>
        <translation>Die PIN von %1 wurde mit Zustimmung aller anderen Spieler zurückgesetzt.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PlayersModel</name>
    <message numerus="yes">
        <source>%n construction(s), type hidden</source>
        <translation>
            <numerusform>%n Bau, Art verdeckt</numerusform>
            <numerusform>%n Bauten, Art verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Quarks</source>
        <translation>Quarks</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Tech</source>
        <translation>Tech</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>xobos::ui::ProblemsModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>xobos::ui::QuarkCountPopup</name>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Quarks to %1:</source>
        <translation>Quarks nach %1:</translation>
    </message>
</context>
<context>
    <name>xobos::ui::QuarterPanel</name>
    <message>
        <source>&amp;Add Quarter</source>
        <translation>Viertel &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Delete Quarter</source>
        <translation>Viertel löschen</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>I&amp;D:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Use Selection</source>
        <translation>Auswahl übernehmen</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Basis:</translation>
    </message>
    <message>
        <source>Exit:</source>
        <translation>Ausgang:</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>The four selected Base spaces become this quarter&apos;s Base</source>
        <translation>Die vier ausgewählten Basisfelder werden zur Basis dieses Viertels</translation>
    </message>
    <message>
        <source>The selected space becomes this quarter&apos;s Base exit</source>
        <translation>Das ausgewählte Feld wird zum Basisausgang dieses Viertels</translation>
    </message>
    <message>
        <source>The four selected spaces (two Base spaces, two next to the Base) become the Guardians&apos; starting spaces</source>
        <translation>Die vier ausgewählten Felder (zwei Basisfelder, zwei neben der Basis) werden zu den Startfeldern der Wächter</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Rename quarter %1</source>
        <translation>Viertel %1 umbenennen</translation>
    </message>
    <message>
        <source>Set Base of quarter %1</source>
        <translation>Basis von Viertel %1 festlegen</translation>
    </message>
    <message>
        <source>Set exit of quarter %1</source>
        <translation>Ausgang von Viertel %1 festlegen</translation>
    </message>
    <message>
        <source>Set Guardian start of quarter %1</source>
        <translation>Wächterstart von Viertel %1 festlegen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::RecentGamesModel</name>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>xobos::ui::ReplayBar</name>
    <message>
        <source>Replay: the start of the game</source>
        <translation>Wiederholung: Spielbeginn</translation>
    </message>
    <message>
        <source>Replay: one action back</source>
        <translation>Wiederholung: eine Aktion zurück</translation>
    </message>
    <message>
        <source>Replay: one action forward</source>
        <translation>Wiederholung: eine Aktion vor</translation>
    </message>
    <message>
        <source>Back to the live game</source>
        <translation>Zurück zum laufenden Spiel</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Runde </translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>Replay: action %1 of %2 — round %3, %4</source>
        <translation>Wiederholung: Aktion %1 von %2 — Runde %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>Live: %n action(s) played</source>
        <translation>
            <numerusform>Live: %n Aktion gespielt</numerusform>
            <numerusform>Live: %n Aktionen gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>xobos::ui::RoundTrack</name>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
</context>
<context>
    <name>xobos::ui::SheetsPanel</name>
    <message>
        <source>Referee view…</source>
        <translation>Schiedsrichteransicht…</translation>
    </message>
    <message>
        <source>Every sheet, behind the referee&apos;s PIN</source>
        <translation>Alle Bögen, hinter der Schiedsrichter-PIN</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel ist geöffnet.</translation>
    </message>
    <message>
        <source>%1&apos;s private sheets. Nobody else looks.</source>
        <translation>Die privaten Bögen von %1. Niemand sonst schaut hin.</translation>
    </message>
    <message>
        <source>Referee view: every sheet and screen.</source>
        <translation>Schiedsrichteransicht: alle Bögen und Sichtschirme.</translation>
    </message>
    <message>
        <source>The game is over: every sheet is revealed.</source>
        <translation>Das Spiel ist vorbei: alle Bögen sind aufgedeckt.</translation>
    </message>
    <message>
        <source>Training Ground: every sheet is open; each player enters on their own sheet.</source>
        <translation>Übungsgelände: alle Bögen sind offen; jeder trägt auf seinem eigenen Bogen ein.</translation>
    </message>
    <message>
        <source>Checks and Balances: every Player Sheet is shown until the end of the round.</source>
        <translation>Gewaltenteilung: alle Spielerbögen sind bis zum Rundenende sichtbar.</translation>
    </message>
    <message>
        <source>The sheets are behind the screens. Pass the laptop to a player to open theirs.</source>
        <translation>Die Bögen sind hinter den Sichtschirmen. Gib den Laptop einem Spieler, um seine zu öffnen.</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>eliminated: scores 0</source>
        <translation>ausgeschieden: 0 Punkte</translation>
    </message>
    <message>
        <source>no Reactor: scores 0</source>
        <translation>kein Reaktor: 0 Punkte</translation>
    </message>
    <message>
        <source>(%1 crystals + %2 Guardians) × %3 Reactors = %4</source>
        <translation>(%1 Kristalle + %2 Wächter) × %3 Reaktoren = %4</translation>
    </message>
    <message>
        <source>%1. %2: %3 points — %4</source>
        <translation>%1. %2: %3 Punkte — %4</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles: they share the place.</source>
        <translation>%1 liegen gleichauf bei %2 und haben gleich viele Technologieplättchen: sie teilen sich den Platz.</translation>
    </message>
    <message>
        <source>%1 tie at %2; Technology Tiles separate some of them, the others share a place.</source>
        <translation>%1 liegen gleichauf bei %2; Technologieplättchen trennen einige, die übrigen teilen sich einen Platz.</translation>
    </message>
    <message>
        <source>%1 tie at %2; the Technology Tiles decide.</source>
        <translation>%1 liegen gleichauf bei %2; die Technologieplättchen entscheiden.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Weiter zur Entwicklung</translation>
    </message>
    <message>
        <source>The table has seen the combat: pass the laptop for the Development phase</source>
        <translation>Der Tisch hat den Kampf gesehen: Laptop für die Entwicklungsphase weitergeben</translation>
    </message>
    <message>
        <source>The combat is over: the table updates the board. Then continue to the Development phase.</source>
        <translation>Der Kampf ist vorbei: der Tisch aktualisiert den Spielplan. Dann weiter zur Entwicklungsphase.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::SpacePanel</name>
    <message>
        <source>as printed on the board</source>
        <translation>wie auf dem Spielplan aufgedruckt</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Base exit</source>
        <translation>Basisausgang</translation>
    </message>
    <message>
        <source>Irradiated</source>
        <translation>Verstrahlt</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Energiequelle</translation>
    </message>
    <message>
        <source>For a crossing: the second quarter it belongs to</source>
        <translation>Bei einer Kreuzung: das zweite Viertel, zu dem es gehört</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Beschriftung:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Quarter:</source>
        <translation>&amp;Viertel:</translation>
    </message>
    <message>
        <source>&amp;Crossing with:</source>
        <translation>&amp;Kreuzung mit:</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Position:</translation>
    </message>
    <message>
        <source>Click a space to edit it; Ctrl+click selects several.</source>
        <translation>Klicke ein Feld zum Bearbeiten an; Strg+Klick wählt mehrere aus.</translation>
    </message>
    <message>
        <source>Spaces selected: %1. Kind and quarter apply to all of them.</source>
        <translation>Ausgewählte Felder: %1. Art und Viertel gelten für alle.</translation>
    </message>
    <message>
        <source>(centre)</source>
        <translation>(Mitte)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::TableSteps</name>
    <message>
        <source>Replay — round %1, step %2</source>
        <translation>Wiedergabe — Runde %1, Schritt %2</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Game over: %1 share the victory</source>
        <translation>Spielende: %1 teilen sich den Sieg</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>%1&apos;s sheet is open: enter on it, then cover it</source>
        <translation>Der Bogen von %1 ist offen: trag darauf ein, dann decke ihn ab</translation>
    </message>
    <message>
        <source>Referee view: every hidden value is shown</source>
        <translation>Schiedsrichteransicht: jeder verdeckte Wert wird gezeigt</translation>
    </message>
    <message>
        <source>Round %1: no combat — update the board</source>
        <translation>Runde %1: kein Kampf — bringt den Spielplan auf den Stand</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Weiter zur Entwicklung</translation>
    </message>
    <message>
        <source>Combat: step %1 of %2 — %3</source>
        <translation>Kampf: Schritt %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>%1: answer the attack — counterattack or not</source>
        <translation>%1: beantworte den Angriff — kontern oder nicht</translation>
    </message>
    <message>
        <source>%1: pursue into the freed space or not</source>
        <translation>%1: in das geräumte Feld nachrücken oder nicht</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>%1: move your units, then End turn</source>
        <translation>%1: zieh deine Einheiten, dann Zug beenden</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader on the sheets</source>
        <translation>Aufbau: %1 muss noch auf den Bögen einen Anführer wählen</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader → Pass the laptop to %2</source>
        <translation>Aufbau: %1 muss noch einen Anführer wählen → Gib den Laptop an %2</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>An %1 geben</translation>
    </message>
    <message>
        <source>Development: %1 still to enter on the sheets</source>
        <translation>Entwicklung: %1 muss noch auf den Bögen eintragen</translation>
    </message>
    <message>
        <source>Development: %1 still to enter → Pass the laptop to %2</source>
        <translation>Entwicklung: %1 muss noch eintragen → Gib den Laptop an %2</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader on their phones</source>
        <translation>Aufbau: %1 muss noch auf dem Handy einen Anführer wählen</translation>
    </message>
    <message>
        <source>Development: %1 still to enter on their phones</source>
        <translation>Entwicklung: %1 muss noch auf dem Handy eintragen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::WelcomePage</name>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The referee for Guardians of Xobos: it mirrors the table, checks every move and keeps the secrets. Start a new game or continue one from the library.</source>
        <translation>Der Schiedsrichter für Guardians of Xobos: er spiegelt den Tisch, prüft jeden Zug und wahrt die Geheimnisse. Starte ein neues Spiel oder setze eines aus der Bibliothek fort.</translation>
    </message>
    <message>
        <source>Recent games (double-click or Enter to continue):</source>
        <translation>Letzte Spiele (Doppelklick oder Enter zum Fortsetzen):</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>The library %1 could not be opened:
%2</source>
        <translation>Die Bibliothek %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Open &amp;another library…</source>
        <translation>&amp;Andere Bibliothek öffnen…</translation>
    </message>
    <message>
        <source>&amp;Restore the backup %1</source>
        <translation>Sicherung %1 &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Read-only: nothing can be played. Copy the library to a writable folder to play.</source>
        <translation>Schreibgeschützt: hier kann nicht gespielt werden. Kopiere die Bibliothek in einen beschreibbaren Ordner, um zu spielen.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameLibraryDialog</name>
    <message>
        <source>Game Library</source>
        <translation>Spielbibliothek</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Vergangene Spiele</translation>
    </message>
    <message>
        <source>Statistics of the finished refereed games</source>
        <translation>Statistik der beendeten Spiele mit Schiedsrichter</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Replay a refereed game or continue it; reopen a sheet-only game</source>
        <translation>Spiel mit Schiedsrichter wiederholen oder fortsetzen; Nur-Bogen-Spiel wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>&amp;Bericht…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameLibraryModel</name>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>own score %1</source>
        <translation>eigene Wertung %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>%1 — read-only</source>
        <translation>%1 — nur lesbar</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameReportDialog</name>
    <message>
        <source>Game Report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Das Spiel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>%1 — final score</source>
        <translation>%1 — Endwertung</translation>
    </message>
    <message>
        <source>This game has not ended yet (round %1, %2). The report shows every player&apos;s crystals, Reactors and history round by round — secrets until the end of round 15 — so it opens only when the game is over.</source>
        <translation>Dieses Spiel ist noch nicht beendet (Runde %1, %2). Der Bericht zeigt Kristalle, Reaktoren und Verlauf aller Spieler Runde für Runde — geheim bis zum Ende von Runde 15 — und öffnet sich daher erst nach Spielende.</translation>
    </message>
    <message>
        <source>Final Score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Round by Round</source>
        <translation>Runde für Runde</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kristalle</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktoren</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Technologieplättchen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Board: %1 · Variant: %2 · First player: %3</source>
        <translation>Spielplan: %1 · Variante: %2 · Startspieler: %3</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>What the table saw</source>
        <translation>Was der Tisch sah</translation>
    </message>
    <message>
        <source>There was no combat in this game.</source>
        <translation>In diesem Spiel gab es keinen Kampf.</translation>
    </message>
    <message>
        <source>Score Sheet (PDF)…</source>
        <translation>Wertungsbogen (PDF)…</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>BG Stats…</source>
        <translation>BG Stats…</translation>
    </message>
    <message>
        <source>A play file to import into the Board Game Stats app</source>
        <translation>Eine Partiedatei zum Import in die App Board Game Stats</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>Das Spiel ist nicht beendet.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.bgsplay *.json)</source>
        <translation>BG-Stats-Partiedateien (*.bgsplay *.json)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::PlayerStatsModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average Score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best Score</source>
        <translation>Bestwert</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::QuickScoringDialog</name>
    <message>
        <source>The result was copied to the clipboard.</source>
        <translation>Das Ergebnis wurde in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Quick Scoring</source>
        <translation>Schnellwertung</translation>
    </message>
    <message>
        <source>Count each player&apos;s Energy Crystals (behind the screen, not in Watchtowers), Guardians on the board, Reactors and Technology Tiles. Score = (crystals + Guardians) × Reactors. Enter moves to the next field; Ctrl+Enter copies the result.</source>
        <translation>Zähle für jeden Spieler Energiekristalle (hinter dem Sichtschirm, nicht in Wachtürmen), Wächter auf dem Spielplan, Reaktoren und Technologieplättchen. Wertung = (Kristalle + Wächter) × Reaktoren. Enter springt zum nächsten Feld; Strg+Enter kopiert das Ergebnis.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kristalle</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktoren</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Technologieplättchen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Ergebnis &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the ranking and its explanation as text (Ctrl+Enter)</source>
        <translation>Rangliste mit Erklärung als Text kopieren (Strg+Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Technology Tiles: %1</source>
        <translation>Technologieplättchen: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ReportExport</name>
    <message>
        <source>Refereed by Xobos Referee (%1).</source>
        <translation>Geleitet von Xobos Referee (%1).</translation>
    </message>
    <message>
        <source>%1 — Score Sheet</source>
        <translation>%1 — Wertungsbogen</translation>
    </message>
    <message>
        <source>Played %1</source>
        <translation>Gespielt am %1</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Spielplan: %1</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Startspieler: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kristalle</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktoren</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Technologieplättchen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Score = (Energy Crystals + Guardians on the board) × Reactors. Ties: more Technology Tiles; then the players share the place.</source>
        <translation>Wertung = (Energiekristalle + Wächter auf dem Spielplan) × Reaktoren. Gleichstand: mehr Technologieplättchen; sonst teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::RoundChart</name>
    <message>
        <source>Energy Crystals</source>
        <translation>Energiekristalle</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Guardians on the board</source>
        <translation>Wächter auf dem Spielplan</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktoren</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ScoreEntryModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kristalle</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktoren</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Technologieplättchen</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ScoreText</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>eliminated: scores 0</source>
        <translation>ausgeschieden: 0 Punkte</translation>
    </message>
    <message>
        <source>no Reactor: scores 0</source>
        <translation>kein Reaktor: 0 Punkte</translation>
    </message>
    <message>
        <source>(%1 + %2) × %3 = %4</source>
        <comment>(crystals + Guardians) × Reactors = score</comment>
        <translation>(%1 + %2) × %3 = %4</translation>
    </message>
    <message>
        <source>%1 was eliminated and ranks last.</source>
        <translation>%1 ist ausgeschieden und wird Letzter.</translation>
    </message>
    <message>
        <source>%1 built no Reactor: scores 0.</source>
        <translation>%1 hat keinen Reaktor gebaut: 0 Punkte.</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3): they share the victory.</source>
        <translation>%1 liegen gleichauf bei %2 und haben gleich viele Technologieplättchen (%3): sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3): they share place %4.</source>
        <translation>%1 liegen gleichauf bei %2 und haben gleich viele Technologieplättchen (%3): sie teilen sich Platz %4.</translation>
    </message>
    <message>
        <source>%1 tie at %2; %3 owns more Technology Tiles (%4 against %5).</source>
        <translation>%1 liegen gleichauf bei %2; %3 hat mehr Technologieplättchen (%4 gegen %5).</translation>
    </message>
    <message>
        <source>%1 own as many Technology Tiles (%2) and share the next place.</source>
        <translation>%1 haben gleich viele Technologieplättchen (%2) und teilen sich den nächsten Platz.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>name (Technology Tiles)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 each, sharing a place)</source>
        <comment>names (Technology Tiles)</comment>
        <translation>%1 (je %2, geteilter Platz)</translation>
    </message>
    <message>
        <source>%1 tie at %2; the Technology Tiles decide: %3.</source>
        <translation>%1 liegen gleichauf bei %2; die Technologieplättchen entscheiden: %3.</translation>
    </message>
    <message>
        <source> before </source>
        <comment>ranking order</comment>
        <translation> vor </translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>%1. %2: %3; Technology Tiles: %4</source>
        <translation>%1. %2: %3; Technologieplättchen: %4</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetOnlyWindow</name>
    <message>
        <source>Sheet-Only Game</source>
        <translation>Nur-Bogen-Spiel</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Das Spiel konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Das Spiel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1 connects to:</source>
        <translation>%1 verbindet sich mit:</translation>
    </message>
    <message>
        <source>%1 (%2 resources)</source>
        <translation>%1 (%2 Rohstoffe)</translation>
    </message>
    <message>
        <source>Player Sheet</source>
        <translation>Spielerbogen</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Connection Slot</source>
        <translation>Verbindungsplatz</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Aufwertungen</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Construct:</source>
        <translation>Bauen:</translation>
    </message>
    <message>
        <source>Start (1 resource)</source>
        <translation>Beginnen (1 Rohstoff)</translation>
    </message>
    <message>
        <source>Pay 1 resource</source>
        <translation>1 Rohstoff zahlen</translation>
    </message>
    <message>
        <source>Upgrade:</source>
        <translation>Aufwertung:</translation>
    </message>
    <message>
        <source>Buy Upgrade (1 crystal each)</source>
        <translation>Aufwertung kaufen (je 1 Kristall)</translation>
    </message>
    <message>
        <source>Combat damage:</source>
        <translation>Kampfschaden:</translation>
    </message>
    <message>
        <source>Damage the Guardian suffered; a negative number is a Healing surplus that restores Health.</source>
        <translation>Schaden, den der Wächter erlitten hat; eine negative Zahl ist ein Heilungsüberschuss, der Gesundheit zurückgibt.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Heal (2 resources)</source>
        <translation>Heilen (2 Rohstoffe)</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Wieder aufbauen</translation>
    </message>
    <message>
        <source>Production Sheet</source>
        <translation>Produktionsbogen</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Gebaut</translation>
    </message>
    <message>
        <source>Under construction</source>
        <translation>Im Bau</translation>
    </message>
    <message>
        <source>Produces</source>
        <translation>Erzeugt</translation>
    </message>
    <message>
        <source>Constructions in progress (1 resource per round):</source>
        <translation>Laufende Bauten (1 Rohstoff pro Runde):</translation>
    </message>
    <message>
        <source>Build Reactor (5 resources, at once)</source>
        <translation>Reaktor bauen (5 Rohstoffe, sofort)</translation>
    </message>
    <message>
        <source>Your record (saved in the game library):</source>
        <translation>Deine Aufzeichnung (in der Spielbibliothek gespeichert):</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Allows</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Buy Selected Tile (2 resources)</source>
        <translation>Gewähltes Plättchen kaufen (2 Rohstoffe)</translation>
    </message>
    <message>
        <source>From the Board</source>
        <translation>Vom Spielplan</translation>
    </message>
    <message>
        <source>Gain Crystals</source>
        <translation>Kristalle erhalten</translation>
    </message>
    <message>
        <source>Spend Crystals</source>
        <translation>Kristalle ausgeben</translation>
    </message>
    <message>
        <source>demolished myself (2 crystals)</source>
        <translation>selbst abgerissen (2 Kristalle)</translation>
    </message>
    <message>
        <source>Building Lost</source>
        <translation>Gebäude verloren</translation>
    </message>
    <message>
        <source>Building Seized</source>
        <translation>Gebäude erobert</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Ich</translation>
    </message>
    <message>
        <source>%1 — Sheet-Only Game</source>
        <translation>%1 — Nur-Bogen-Spiel</translation>
    </message>
    <message>
        <source>Secret sheets of %1</source>
        <translation>Geheime Bögen: %1</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Spielende nach Runde %1</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3</source>
        <translation>Runde %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Score if the game ended now: (%1 + %2) × %3 = %4</source>
        <translation>Wertung bei Spielende jetzt: (%1 + %2) × %3 = %4</translation>
    </message>
    <message>
        <source>Start Development Phase (collect production)</source>
        <translation>Entwicklungsphase beginnen (Produktion einsammeln)</translation>
    </message>
    <message>
        <source>End the Game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End Round %1</source>
        <translation>Runde %1 beenden</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1 ★ Leader</source>
        <translation>%1 ★ Anführer</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>%1 (own %2 + reinforcement %3)</source>
        <translation>%1 (eigene %2 + Verstärkung %3)</translation>
    </message>
    <message>
        <source>, capped at %1</source>
        <translation>, gedeckelt bei %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>reinforces %1</source>
        <translation>verstärkt %1</translation>
    </message>
    <message>
        <source>heals himself (%1)</source>
        <translation>heilt sich selbst (%1)</translation>
    </message>
    <message>
        <source>heals %1 (%2)</source>
        <translation>heilt %1 (%2)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>+2 resources each</source>
        <translation>je +2 Rohstoffe</translation>
    </message>
    <message>
        <source>+1 crystal each</source>
        <translation>je +1 Kristall</translation>
    </message>
    <message>
        <source>Technology rank %1</source>
        <translation>Technologierang %1</translation>
    </message>
    <message>
        <source>shoots, blocks damage</source>
        <translation>schießt, blockt Schaden</translation>
    </message>
    <message>
        <source>× score</source>
        <translation>× Wertung</translation>
    </message>
    <message>
        <source>Building Resources: %1    Energy Crystals: %2</source>
        <translation>Baurohstoffe: %1    Energiekristalle: %2</translation>
    </message>
    <message>
        <source>Production at the start of each Development phase: %1 Building Resources (Base 1 + 2 per Mine) and %2 Energy Crystals (1 per Energy Well).</source>
        <translation>Produktion zu Beginn jeder Entwicklungsphase: %1 Baurohstoffe (Basis 1 + 2 je Mine) und %2 Energiekristalle (1 je Energiebrunnen).</translation>
    </message>
    <message>
        <source>%1 by %2: %3 of %4 resources paid</source>
        <translation>%1 durch %2: %3 von %4 Rohstoffen bezahlt</translation>
    </message>
    <message>
        <source> — paid this round</source>
        <translation> — diese Runde bezahlt</translation>
    </message>
    <message>
        <source> — next payment due</source>
        <translation> — nächste Zahlung fällig</translation>
    </message>
    <message>
        <source>Technology Buildings: %1 — rank %2 tiles available; one tile per round.</source>
        <translation>Technologiegebäude: %1 — Plättchen bis Rang %2 verfügbar; ein Plättchen pro Runde.</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>im Besitz</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>nächste Runde</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message numerus="yes">
        <source>needs %n Technology Building(s)</source>
        <translation>
            <numerusform>braucht %n Technologiegebäude</numerusform>
            <numerusform>braucht %n Technologiegebäude</numerusform>
        </translation>
    </message>
    <message>
        <source>constructing: %1</source>
        <translation>im Bau: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetSetupPage</name>
    <message>
        <source>Your own sheets</source>
        <translation>Deine eigenen Bögen</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Finish.</source>
        <translation>Das Spiel wird in der Bibliothek angelegt, wenn du auf Fertigstellen drückst.</translation>
    </message>
    <message>
        <source>Keep your own secret sheets on this laptop. Nobody else&apos;s values are needed.</source>
        <translation>Führe deine eigenen geheimen Bögen auf diesem Laptop. Die Werte der anderen werden nicht gebraucht.</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ich</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your &amp;Leader:</source>
        <translation>Dein &amp;Anführer:</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetText</name>
    <message>
        <source>Guardians cannot have more than 6 Health Points.</source>
        <translation>Wächter können nicht mehr als 6 Gesundheitspunkte haben.</translation>
    </message>
    <message>
        <source>There is no such Guardian on the sheet.</source>
        <translation>Diesen Wächter gibt es auf dem Bogen nicht.</translation>
    </message>
    <message>
        <source>Choose one of the four Guardians as Leader.</source>
        <translation>Wähle einen der vier Wächter als Anführer.</translation>
    </message>
    <message>
        <source>That kind is not possible for this action.</source>
        <translation>Diese Art ist für diese Aktion nicht möglich.</translation>
    </message>
    <message>
        <source>Buy Power or Healing Upgrade Tokens (1 crystal each) for a Guardian on your Technology Building.</source>
        <translation>Aufwertungsmarker für Stärke oder Heilung (je 1 Kristall) für einen Wächter auf deinem Technologiegebäude kaufen.</translation>
    </message>
    <message>
        <source>Attack the Energy Source from an irradiated space: 1 crystal each time.</source>
        <translation>Die Energiequelle von einem verstrahlten Feld angreifen: jedes Mal 1 Kristall.</translation>
    </message>
    <message>
        <source>Watchtowers can be armed with up to 6 crystals.</source>
        <translation>Wachtürme können mit bis zu 6 Kristallen aufgerüstet werden.</translation>
    </message>
    <message>
        <source>Rebuild a destroyed Guardian for 3 Building Resources instead of 5.</source>
        <translation>Einen zerstörten Wächter für 3 statt 5 Baurohstoffe wieder aufbauen.</translation>
    </message>
    <message>
        <source>Quarks move up to 3 spaces.</source>
        <translation>Quarks ziehen bis zu 3 Felder.</translation>
    </message>
    <message>
        <source>Guardians block 1 damage of every incoming attack.</source>
        <translation>Wächter blocken 1 Schaden jedes eingehenden Angriffs.</translation>
    </message>
    <message>
        <source>The enemy&apos;s Healing is 1 lower in every attack.</source>
        <translation>Die Heilung des Gegners ist bei jedem Angriff um 1 geringer.</translation>
    </message>
    <message>
        <source>Seize enemy Buildings instead of destroying them: 3 crystals (not Watchtowers).</source>
        <translation>Feindliche Gebäude erobern statt zerstören: 3 Kristalle (keine Wachtürme).</translation>
    </message>
    <message>
        <source>Up to 2 Upgrade Tokens per Guardian, also both at once.</source>
        <translation>Bis zu 2 Aufwertungsmarker pro Wächter, auch beide auf einmal.</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <translation>Wächter %1</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Entwicklungsphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>destroyed an enemy Building (2)</source>
        <translation>feindliches Gebäude zerstört (2)</translation>
    </message>
    <message>
        <source>tapped an Energy Source (1)</source>
        <translation>Energiequelle angezapft (1)</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstiges</translation>
    </message>
    <message>
        <source>bred Quarks (1 each)</source>
        <translation>Quarks erzeugt (je 1)</translation>
    </message>
    <message>
        <source>armed a Watchtower</source>
        <translation>Wachturm aufgerüstet</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>%1 heals %2</source>
        <translation>%1 heilt %2</translation>
    </message>
    <message>
        <source>%1 reinforces %2</source>
        <translation>%1 verstärkt %2</translation>
    </message>
    <message>
        <source>%1 breaks his connection</source>
        <translation>%1 löst seine Verbindung</translation>
    </message>
    <message>
        <source>%1 pays 1 resource into his construction</source>
        <translation>%1 zahlt 1 Rohstoff in seinen Bau</translation>
    </message>
    <message>
        <source>Reactor built</source>
        <translation>Reaktor gebaut</translation>
    </message>
    <message>
        <source>Technology bought: %1</source>
        <translation>Technologie gekauft: %1</translation>
    </message>
    <message>
        <source>%1 upgraded: %2 × %3</source>
        <translation>%1 aufgewertet: %2 × %3</translation>
    </message>
    <message>
        <source>%1 healed in a Technology Building</source>
        <translation>%1 im Technologiegebäude geheilt</translation>
    </message>
    <message>
        <source>%1 rebuilt</source>
        <translation>%1 wieder aufgebaut</translation>
    </message>
    <message>
        <source>%1 suffers %2 damage</source>
        <translation>%1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <source>%1 restores %2 Health</source>
        <translation>%1 erhält %2 Gesundheit zurück</translation>
    </message>
    <message>
        <source>+%1 crystals: %2</source>
        <translation>+%1 Kristalle: %2</translation>
    </message>
    <message>
        <source>−%1 crystals: %2</source>
        <translation>−%1 Kristalle: %2</translation>
    </message>
    <message>
        <source>%1 demolished</source>
        <translation>%1 abgerissen</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <source>%1 seized (+3 crystals)</source>
        <translation>%1 erobert (+3 Kristalle)</translation>
    </message>
    <message>
        <source>Production collected: %1 Building Resources and %2 Energy Crystals.</source>
        <translation>Produktion eingesammelt: %1 Baurohstoffe und %2 Energiekristalle.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Round %1 begins with the Movement phase.</source>
        <translation>Runde %1 beginnt mit der Bewegungsphase.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 beendet.</translation>
    </message>
    <message>
        <source>The Guardian was destroyed: his construction and connections are lost.</source>
        <translation>Der Wächter wurde zerstört: sein Bau und seine Verbindungen sind verloren.</translation>
    </message>
    <message>
        <source>Noted on your sheet.</source>
        <translation>Auf deinem Bogen vermerkt.</translation>
    </message>
    <message>
        <source>%1 heals himself</source>
        <translation>%1 heilt sich selbst</translation>
    </message>
    <message>
        <source>%1 starts building: %2</source>
        <translation>%1 beginnt den Bau: %2</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <comment>object of a verb</comment>
        <translation>Wächter %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::CardEditDialog</name>
    <message>
        <source>A Card of Your Own</source>
        <translation>Eine eigene Karte</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Mortal (white border)</source>
        <translation>Sterblich (weißer Rand)</translation>
    </message>
    <message>
        <source>Elemental (grey border)</source>
        <translation>Elementar (grauer Rand)</translation>
    </message>
    <message>
        <source>External (black border)</source>
        <translation>Extern (schwarzer Rand)</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Vitality:</source>
        <translation>&amp;Vitalität:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Off-color patch:</source>
        <translation>&amp;Fremdfarben-Feld:</translation>
    </message>
    <message>
        <source>&amp;Ranged attack:</source>
        <translation>&amp;Fernangriff:</translation>
    </message>
    <message>
        <source>Woods +2; Mountains +4</source>
        <translation>Wald +2; Berge +4</translation>
    </message>
    <message>
        <source>&amp;Land bonuses:</source>
        <translation>&amp;Landboni:</translation>
    </message>
    <message>
        <source>mortal +2; Dragon +10</source>
        <translation>sterblich +2; Drache +10</translation>
    </message>
    <message>
        <source>V&amp;ersus bonuses:</source>
        <translation>&amp;Boni gegen:</translation>
    </message>
    <message>
        <source>Imp; external</source>
        <translation>Kobold; extern</translation>
    </message>
    <message>
        <source>&amp;Immune to:</source>
        <translation>&amp;Immun gegen:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;xt:</translation>
    </message>
    <message>
        <source>This is not one card.</source>
        <translation>Das ist nicht genau eine Karte.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::CardListModel</name>
    <message>
        <source>lands: %1</source>
        <translation>Länder: %1</translation>
    </message>
    <message>
        <source>versus: %1</source>
        <translation>gegen: %1</translation>
    </message>
    <message>
        <source>immune: %1</source>
        <translation>immun: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Off-color</source>
        <translation>Fremdfarbe</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralMap</name>
    <message>
        <source>The hero stands on %1.</source>
        <translation>Der Held steht auf %1.</translation>
    </message>
    <message>
        <source>%1: land %2 of %3, number %4</source>
        <translation>%1: Land %2 von %3, Zahl %4</translation>
    </message>
    <message>
        <source>No ranged attack here.</source>
        <translation>Hier kein Fernangriff.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1, no range</source>
        <translation>%1, kein Fernkampf</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralResultsDialog</name>
    <message>
        <source>Espiral — Results of Your Adventures</source>
        <translation>Espiral — Ergebnisse deiner Abenteuer</translation>
    </message>
    <message>
        <source>No adventure is finished yet.</source>
        <translation>Noch kein Abenteuer ist abgeschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>%n adventure(s): %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest land reached: %5.</source>
        <translation>
            <numerusform>%n Abenteuer: %1 gewonnen, %2 verloren. Geschlagene Kämpfe: %3; verlorene Kreaturen: %4; am weitesten erreichtes Land: %5.</numerusform>
            <numerusform>%n Abenteuer: %1 gewonnen, %2 verloren. Geschlagene Kämpfe: %3; verlorene Kreaturen: %4; am weitesten erreichtes Land: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralResultsModel</name>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Furthest land</source>
        <translation>Weitestes Land</translation>
    </message>
    <message>
        <source>Battles fought</source>
        <translation>Geschlagene Kämpfe</translation>
    </message>
    <message>
        <source>Creatures lost</source>
        <translation>Verlorene Kreaturen</translation>
    </message>
    <message>
        <source>Hero level</source>
        <translation>Stufe des Helden</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralSetupPage</name>
    <message>
        <source>Espiral — your cards and the spiral</source>
        <translation>Espiral — deine Karten und die Spirale</translation>
    </message>
    <message>
        <source>Type your own creatures and lands, or import them from a CSV or JSON file (docs/espiral-format.md). No card data comes with the program.</source>
        <translation>Gib deine eigenen Kreaturen und Länder ein oder importiere sie aus einer CSV- oder JSON-Datei (docs/espiral-format.md). Das Programm enthält keine Kartendaten.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Creatures:</source>
        <translation>Kreaturen:</translation>
    </message>
    <message>
        <source>&amp;Add a Card…</source>
        <translation>Karte &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Import a File…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>Lands, in the order laid:</source>
        <translation>Länder, in der ausgelegten Reihenfolge:</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>no ranged attacks</source>
        <translation>keine Fernangriffe</translation>
    </message>
    <message>
        <source>Add the &amp;Land</source>
        <translation>&amp;Land hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Lay the spiral in the order above</source>
        <translation>Die Spirale in der obigen Reihenfolge auslegen</translation>
    </message>
    <message>
        <source>Otherwise the app shuffles it from the game&apos;s seed (E-SPIRAL).</source>
        <translation>Sonst mischt die App sie aus dem Seed der Partie (E-SPIRAL).</translation>
    </message>
    <message>
        <source>A tie in the trial is an encounter</source>
        <translation>Ein Gleichstand bei der Probe ist eine Begegnung</translation>
    </message>
    <message>
        <source>The text says &quot;bigger&quot;; some tables count a tie (E-TRIAL-TIE).</source>
        <translation>Im Text steht „größer“; manche Runden zählen einen Gleichstand (E-TRIAL-TIE).</translation>
    </message>
    <message>
        <source>Draw 1, 2 and 3 cards from the decks</source>
        <translation>1, 2 und 3 Karten von den Stapeln ziehen</translation>
    </message>
    <message>
        <source>Otherwise one card from each deck in use (E-ENCOUNTER-DRAW).</source>
        <translation>Sonst eine Karte von jedem benutzten Stapel (E-ENCOUNTER-DRAW).</translation>
    </message>
    <message>
        <source>Only enemies go berserk</source>
        <translation>Nur Gegner werden zu Berserkern</translation>
    </message>
    <message>
        <source>Otherwise allies at vitality 1 go berserk too (E-BERSERK).</source>
        <translation>Sonst werden auch Verbündete mit Vitalität 1 zu Berserkern (E-BERSERK).</translation>
    </message>
    <message>
        <source>Off-color adds no dice</source>
        <translation>Fremdfarbe gibt keine Würfel</translation>
    </message>
    <message>
        <source>Otherwise the off-color bonus adds dice as well as vitality (E-OFF-COLOR-DICE).</source>
        <translation>Sonst gibt der Fremdfarben-Bonus Würfel und Vitalität (E-OFF-COLOR-DICE).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing was imported from %1:</source>
        <translation>Aus %1 wurde nichts importiert:</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Imported from %1: %2 cards, %3 lands.</source>
        <translation>Aus %1 importiert: %2 Karten, %3 Länder.</translation>
    </message>
    <message>
        <source>Import Cards and Lands</source>
        <translation>Karten und Länder importieren</translation>
    </message>
    <message>
        <source>Card lists (*.csv *.json);;All files (*)</source>
        <translation>Kartenlisten (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This land cannot be added: %1</source>
        <translation>Dieses Land kann nicht hinzugefügt werden: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralWindow</name>
    <message>
        <source>The last action was taken back.</source>
        <translation>Die letzte Aktion wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>%1&apos;s adventure</source>
        <translation>Abenteuer von %1</translation>
    </message>
    <message>
        <source>Espiral</source>
        <translation>Espiral</translation>
    </message>
    <message>
        <source>The adventure could not be created: %1</source>
        <translation>Das Abenteuer konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The adventure could not be opened: %1</source>
        <translation>Das Abenteuer konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action (never one a roll or a draw has followed)</source>
        <translation>Die letzte Aktion zurücknehmen (nie eine, auf die ein Wurf oder ein Ziehen folgte)</translation>
    </message>
    <message>
        <source>Results of Your Adventures</source>
        <translation>Ergebnisse deiner Abenteuer</translation>
    </message>
    <message>
        <source>The spiral</source>
        <translation>Die Spirale</translation>
    </message>
    <message>
        <source>Your party</source>
        <translation>Deine Gruppe</translation>
    </message>
    <message>
        <source>The battlefield</source>
        <translation>Das Schlachtfeld</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Würfelschale</translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation>Augen:</translation>
    </message>
    <message>
        <source>Enter the Dice</source>
        <translation>Würfel eingeben</translation>
    </message>
    <message>
        <source>or strikes (5 and 6):</source>
        <translation>oder Treffer (5 und 6):</translation>
    </message>
    <message>
        <source>Enter the Strikes</source>
        <translation>Treffer eingeben</translation>
    </message>
    <message>
        <source>Roll for Me</source>
        <translation>Für mich würfeln</translation>
    </message>
    <message>
        <source>The app rolls from the game&apos;s seed; the faces go to the log.</source>
        <translation>Die App würfelt mit dem Seed des Spiels; die Augen kommen ins Protokoll.</translation>
    </message>
    <message>
        <source>Heal by These Levels</source>
        <translation>Um diese Stufen heilen</translation>
    </message>
    <message>
        <source>Neither — Move On Later</source>
        <translation>Keins von beiden — später weiterziehen</translation>
    </message>
    <message>
        <source>Draw the Enemies</source>
        <translation>Gegner ziehen</translation>
    </message>
    <message>
        <source>● Hit</source>
        <translation>● Treffer</translation>
    </message>
    <message>
        <source>Drag a hit onto a creature, or click the creature</source>
        <translation>Ziehe einen Treffer auf eine Kreatur oder klicke die Kreatur an</translation>
    </message>
    <message>
        <source>Take Back the Hits</source>
        <translation>Treffer zurücknehmen</translation>
    </message>
    <message>
        <source>Deal the Hits</source>
        <translation>Treffer verteilen</translation>
    </message>
    <message>
        <source>Show the Results</source>
        <translation>Ergebnisse anzeigen</translation>
    </message>
    <message>
        <source>The adventure so far:</source>
        <translation>Das Abenteuer bisher:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>vitality %1 of %2</source>
        <translation>Vitalität %1 von %2</translation>
    </message>
    <message>
        <source>off-color %1%2</source>
        <translation>andersfarbig %1%2</translation>
    </message>
    <message>
        <source>versus %1%2</source>
        <translation>gegen %1%2</translation>
    </message>
    <message>
        <source>land %1%2</source>
        <translation>Land %1%2</translation>
    </message>
    <message>
        <source>ranged %1</source>
        <translation>Fernkampf %1</translation>
    </message>
    <message>
        <source>damaged this round</source>
        <translation>in dieser Runde beschädigt</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) given</source>
        <translation>
            <numerusform>%n Treffer vergeben</numerusform>
            <numerusform>%n Treffer vergeben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the hero</source>
        <translation>%1, der Held</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>The hero takes a hit only above level 1, one level a hit; he still counter-attacks.</source>
        <translation>Der Held nimmt einen Treffer nur über Stufe 1, eine Stufe pro Treffer; er schlägt trotzdem zurück.</translation>
    </message>
    <message>
        <source>Click to give a hit, right-click to take one back; or drag the hit here.</source>
        <translation>Klicke, um einen Treffer zu geben, Rechtsklick, um einen zurückzunehmen; oder ziehe den Treffer hierher.</translation>
    </message>
    <message>
        <source>%1 — Espiral</source>
        <translation>%1 — Espiral</translation>
    </message>
    <message>
        <source>First stronghold</source>
        <translation>Erste Festung</translation>
    </message>
    <message>
        <source>Last stronghold</source>
        <translation>Letzte Festung</translation>
    </message>
    <message>
        <source>on the first stronghold</source>
        <translation>auf der ersten Festung</translation>
    </message>
    <message>
        <source>on the last stronghold</source>
        <translation>auf der letzten Festung</translation>
    </message>
    <message>
        <source>on land %1 of %2: %3 (%4)</source>
        <translation>auf Land %1 von %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Hero level %1, %2</source>
        <translation>Heldenstufe %1, %2</translation>
    </message>
    <message>
        <source>The hero has fallen %1</source>
        <translation>Der Held ist gefallen %1</translation>
    </message>
    <message>
        <source>Decks: first %1 · second %2 · third %3 cards
Battles fought: %4 · allies lost: %5</source>
        <translation>Stapel: erster %1 · zweiter %2 · dritter %3 Karten
Geführte Kämpfe: %4 · verlorene Verbündete: %5</translation>
    </message>
    <message>
        <source>No enemy: the battlefield is empty.</source>
        <translation>Kein Gegner: Das Schlachtfeld ist leer.</translation>
    </message>
    <message>
        <source>Move on to the last stronghold: the adventure is won there.</source>
        <translation>Zieh weiter zur letzten Festung: Dort ist das Abenteuer gewonnen.</translation>
    </message>
    <message>
        <source>Move on to land %1 of %2.</source>
        <translation>Zieh weiter zu Land %1 von %2.</translation>
    </message>
    <message>
        <source>Move On to the Last Stronghold</source>
        <translation>Zur letzten Festung weiterziehen</translation>
    </message>
    <message>
        <source>Move On to the Next Land</source>
        <translation>Zum nächsten Land weiterziehen</translation>
    </message>
    <message>
        <source>Dice trial on %1: type the faces of two dice, or let the app roll.</source>
        <translation>Würfelprobe auf %1: Gib die Augen zweier Würfel ein oder lass die App würfeln.</translation>
    </message>
    <message>
        <source>No encounter: recruit a creature from the first deck, heal your allies by levels your hero gives up, or neither.</source>
        <translation>Keine Begegnung: Rekrutiere eine Kreatur aus dem ersten Stapel, heile deine Verbündeten um Stufen, die dein Held abgibt, oder keins von beiden.</translation>
    </message>
    <message numerus="yes">
        <source>An encounter! Draw the enemies for a party of %n ally(ies).</source>
        <translation>
            <numerusform>Eine Begegnung! Ziehe die Gegner für eine Gruppe mit %n Verbündeten.</numerusform>
            <numerusform>Eine Begegnung! Ziehe die Gegner für eine Gruppe mit %n Verbündeten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle round %1: the enemies attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Kampfrunde %1: Die Gegner greifen mit %n Würfel an. Gib die Augen oder die Anzahl der Treffer ein oder lass die App würfeln.</numerusform>
            <numerusform>Kampfrunde %1: Die Gegner greifen mit %n Würfeln an. Gib die Augen oder die Anzahl der Treffer ein oder lass die App würfeln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your counter-attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Dein Gegenangriff mit %n Würfel. Gib die Augen oder die Anzahl der Treffer ein oder lass die App würfeln.</numerusform>
            <numerusform>Dein Gegenangriff mit %n Würfeln. Gib die Augen oder die Anzahl der Treffer ein oder lass die App würfeln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on your party: give each to a creature. Your hero takes hits only above level 1.</source>
        <translation>
            <numerusform>%n Treffer auf deine Gruppe: Gib jeden einer Kreatur. Dein Held nimmt Treffer nur über Stufe 1.</numerusform>
            <numerusform>%n Treffer auf deine Gruppe: Gib jeden einer Kreatur. Dein Held nimmt Treffer nur über Stufe 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s) against the enemies: give each to an enemy.</source>
        <translation>
            <numerusform>%n Treffer gegen die Gegner: Gib ihn einem Gegner.</numerusform>
            <numerusform>%n Treffer gegen die Gegner: Gib jeden einem Gegner.</numerusform>
        </translation>
    </message>
    <message>
        <source>The adventure is won: your hero stands on the last stronghold.</source>
        <translation>Das Abenteuer ist gewonnen: dein Held steht auf der letzten Festung.</translation>
    </message>
    <message>
        <source>The adventure is lost: your hero is dead.</source>
        <translation>Das Abenteuer ist verloren: dein Held ist tot.</translation>
    </message>
    <message>
        <source>A die strikes on 5 or 6 (1 in 3): about %1 strike(s) from %2 dice.</source>
        <translation>Ein Würfel trifft bei 5 oder 6 (1 zu 3): etwa %1 Treffer aus %2 Würfeln.</translation>
    </message>
    <message>
        <source>Recruit from the First Deck</source>
        <translation>Aus dem ersten Stapel rekrutieren</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hit(s) given.</source>
        <translation>
            <numerusform>%1 von %n Treffer vergeben.</numerusform>
            <numerusform>%1 von %n Treffern vergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Die Aktion konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Nicht jetzt.</translation>
    </message>
    <message>
        <source>Drawn at the table (or as the app draws):</source>
        <translation>Am Tisch gezogen (oder wie die App zieht):</translation>
    </message>
    <message>
        <source>deck %1: as the app draws</source>
        <translation>Stapel %1: wie die App zieht</translation>
    </message>
    <message>
        <source>Type the face of die %1 of %2 first.</source>
        <translation>Gib zuerst die Augen von Würfel %1 von %2 ein.</translation>
    </message>
    <message numerus="yes">
        <source>All %n hit(s) are given: right-click a creature to take one back, or deal them.</source>
        <translation>
            <numerusform>Der %n Treffer ist vergeben: Rechtsklick auf eine Kreatur nimmt ihn zurück, oder verteile ihn.</numerusform>
            <numerusform>Alle %n Treffer sind vergeben: Rechtsklick auf eine Kreatur nimmt einen zurück, oder verteile sie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::LandListModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Ranged attacks</source>
        <translation>Fernkampfangriffe</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::InvadersSetupPage</name>
    <message>
        <source>Invaders: the battle board</source>
        <translation>Invaders: das Kampfbrett</translation>
    </message>
    <message>
        <source>Enter what is printed on your board and what lies on the table. Finish creates the game and opens its window.</source>
        <translation>Gib ein, was auf deinem Brett gedruckt ist und was auf dem Tisch liegt. „Fertig“ legt das Spiel an und öffnet sein Fenster.</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>%1 is played by:</source>
        <translation>%1 wird gespielt von:</translation>
    </message>
    <message>
        <source>Zones&apos; printed power:</source>
        <translation>Aufgedruckte Stärke der Zonen:</translation>
    </message>
    <message>
        <source>Draw decks (after the starting hands):</source>
        <translation>Nachziehstapel (nach den Starthänden):</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Heroes of the Resistance in:</source>
        <translation>Helden des Widerstands in:</translation>
    </message>
    <message>
        <source>First turn:</source>
        <translation>Erster Zug:</translation>
    </message>
    <message>
        <source>No card list is public: the players enter the power of each card they play, and what a card&apos;s text does (the marker moved, a drain or a draw forced, a power changed).</source>
        <translation>Es gibt keine öffentliche Kartenliste: Die Spieler geben die Stärke jeder gespielten Karte ein und was der Kartentext bewirkt (Marker bewegt, Abwurf oder Ziehen erzwungen, Stärke geändert).</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::InvadersWindow</name>
    <message>
        <source>The last entry was taken back.</source>
        <translation>Der letzte Eintrag wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>%1 (Mankind) against %2 (the Invader)</source>
        <translation>%1 (die Menschheit) gegen %2 (der Invasor)</translation>
    </message>
    <message>
        <source>Invaders</source>
        <translation>Invaders</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Das Spiel konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Das Spiel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>First click a slot of the zone the card is played in.</source>
        <translation>Klicke zuerst einen Platz der Zone an, in der die Karte gespielt wird.</translation>
    </message>
    <message>
        <source>First click the card&apos;s slot.</source>
        <translation>Klicke zuerst den Platz der Karte an.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last entry (never a draw, an attack, the drain check or a phase&apos;s end)</source>
        <translation>Letzten Eintrag zurücknehmen (nie ein Ziehen, einen Angriff, die Abwurfprüfung oder ein Phasenende)</translation>
    </message>
    <message>
        <source>General rules (p. 10): “Can&apos;t” trumps “can”. Do as much as you can.</source>
        <translation>Allgemeine Regeln (S. 10): „Kann nicht“ schlägt „kann“. Tu so viel, wie du kannst.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Card effects</source>
        <translation>Karteneffekte</translation>
    </message>
    <message>
        <source>Once a turn, once a game</source>
        <translation>Einmal pro Zug, einmal pro Spiel</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Stärke:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Play Card Here</source>
        <translation>Karte hier spielen</translation>
    </message>
    <message>
        <source>Change Its Power</source>
        <translation>Stärke ändern</translation>
    </message>
    <message>
        <source>A card&apos;s text changed the selected card&apos;s power to the power entered</source>
        <translation>Ein Kartentext hat die Stärke der gewählten Karte auf die eingegebene Stärke geändert</translation>
    </message>
    <message>
        <source>Remove Card</source>
        <translation>Karte entfernen</translation>
    </message>
    <message>
        <source>Turn the Hero 90°</source>
        <translation>Held um 90° drehen</translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation>Marker:</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>A card effect moves the plot marker up by this many spaces</source>
        <translation>Ein Karteneffekt bewegt den Plot-Marker um so viele Felder nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>A card effect moves the plot marker down by this many spaces</source>
        <translation>Ein Karteneffekt bewegt den Plot-Marker um so viele Felder nach unten</translation>
    </message>
    <message>
        <source>Drain:</source>
        <translation>Abwurf:</translation>
    </message>
    <message>
        <source>prevented:</source>
        <translation>verhindert:</translation>
    </message>
    <message>
        <source>Forced by a Card</source>
        <translation>Von Karte erzwungen</translation>
    </message>
    <message>
        <source>A card of the player whose turn it is forces the other player to drain</source>
        <translation>Eine Karte des Spielers am Zug zwingt den anderen Spieler zum Abwerfen</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>abgelegt</translation>
    </message>
    <message>
        <source>drained</source>
        <translation>abgeworfen</translation>
    </message>
    <message>
        <source>Cards Drawn by a Card</source>
        <translation>Von Karte gezogen</translation>
    </message>
    <message>
        <source>Cost Paid</source>
        <translation>Kosten bezahlt</translation>
    </message>
    <message>
        <source>A cost paid by discarding or draining cards: never a drain for the check</source>
        <translation>Kosten, bezahlt durch Ablegen oder Abwerfen von Karten: nie ein Abwurf für die Prüfung</translation>
    </message>
    <message>
        <source>Plot: Draw a Card</source>
        <translation>Plot: Karte ziehen</translation>
    </message>
    <message>
        <source>Plot: Cost −1</source>
        <translation>Plot: Kosten −1</translation>
    </message>
    <message>
        <source>The Invader&apos;s plot action, once a turn: the marker moves down one</source>
        <translation>Die Plot-Aktion des Invasors, einmal pro Zug: Der Marker geht ein Feld nach unten</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <source>Mankind&apos;s Ops Centre, once a game</source>
        <translation>Das Einsatzzentrum der Menschheit, einmal pro Spiel</translation>
    </message>
    <message>
        <source>%1&apos;s dormant strategy %2, once a game</source>
        <translation>Ruhende Strategie %2 von %1, einmal pro Spiel</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>The entry could not be recorded: %1</source>
        <translation>Der Eintrag konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 — Invaders</source>
        <translation>%1 — Invaders</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <translation>Das Spiel ist vorbei. %1</translation>
    </message>
    <message>
        <source>Turn %1: %2, %3.</source>
        <translation>Zug %1: %2, %3.</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3), %4.</source>
        <translation>Zug %1: %2 (%3), %4.</translation>
    </message>
    <message>
        <source>Draw 2 Cards</source>
        <translation>2 Karten ziehen</translation>
    </message>
    <message>
        <source>End the Main Phase: to the Attack</source>
        <translation>Hauptphase beenden: zum Angriff</translation>
    </message>
    <message>
        <source>End Mankind&apos;s Turn</source>
        <translation>Zug der Menschheit beenden</translation>
    </message>
    <message>
        <source>Resolve the Attack in %1</source>
        <translation>Angriff in %1 auflösen</translation>
    </message>
    <message>
        <source>End the Turn: Drain Check</source>
        <translation>Zug beenden: Abwurfprüfung</translation>
    </message>
    <message>
        <source>No drain check yet: it comes at the end of the Invader&apos;s turn.</source>
        <translation>Noch keine Abwurfprüfung: Sie kommt am Ende des Zugs des Invasors.</translation>
    </message>
    <message>
        <source>Draw decks: Mankind %1, the Invader %2.
Discard piles: Mankind %3, the Invader %4.</source>
        <translation>Nachziehstapel: Menschheit %1, der Invasor %2.
Ablagestapel: Menschheit %3, der Invasor %4.</translation>
    </message>
    <message>
        <source>the Ops Centre</source>
        <translation>das Einsatzzentrum</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Plot action this turn: %1.
Dormant strategies used — %2.</source>
        <translation>Plot-Aktion in diesem Zug: %1.
Genutzte ruhende Strategien — %2.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>genutzt</translation>
    </message>
    <message>
        <source>not used yet</source>
        <translation>noch nicht genutzt</translation>
    </message>
    <message>
        <source>the Invader&apos;s only</source>
        <translation>nur die des Invasors</translation>
    </message>
    <message>
        <source>Selected: %1, %2&apos;s slot %3.</source>
        <translation>Gewählt: %1, Platz %3 (%2).</translation>
    </message>
    <message>
        <source>Click a slot to select its zone and card.</source>
        <translation>Klicke einen Platz an, um seine Zone und Karte zu wählen.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::PlotTrack</name>
    <message>
        <source>Invasion plot track:</source>
        <translation>Invasions-Plot-Leiste:</translation>
    </message>
    <message>
        <source>The plot marker is on %1</source>
        <translation>Der Plot-Marker steht auf %1</translation>
    </message>
    <message>
        <source>the skull</source>
        <translation>der Totenkopf</translation>
    </message>
    <message>
        <source>The skull: the marker here ends the game, Mankind the winner</source>
        <translation>Der Totenkopf: Steht der Marker hier, endet das Spiel, die Menschheit gewinnt</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::ZoneBox</name>
    <message>
        <source>Mankind</source>
        <translation>die Menschheit</translation>
    </message>
    <message>
        <source>The Invader</source>
        <translation>Der Invasor</translation>
    </message>
    <message>
        <source>Add −1 Token</source>
        <translation>−1-Marker hinzufügen</translation>
    </message>
    <message>
        <source>A card put a −1 token on %1</source>
        <translation>Eine Karte hat einen −1-Marker auf %1 gelegt</translation>
    </message>
    <message>
        <source>Remove −1 Token</source>
        <translation>−1-Marker entfernen</translation>
    </message>
    <message>
        <source>Mankind removes a −1 token from %1</source>
        <translation>Die Menschheit entfernt einen −1-Marker von %1</translation>
    </message>
    <message>
        <source>Prevented:</source>
        <translation>Verhindert:</translation>
    </message>
    <message>
        <source>How much of this zone&apos;s drain Mankind prevented</source>
        <translation>Wie viel vom Abwurf dieser Zone die Menschheit verhindert hat</translation>
    </message>
    <message>
        <source>Resolve the Attack</source>
        <translation>Angriff auflösen</translation>
    </message>
    <message>
        <source>%1, %2&apos;s slot %3</source>
        <translation>%1, Platz %3 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>Zone power %1 (printed %2, no −1 token)</source>
        <translation>Zonenstärke %1 (aufgedruckt %2, kein −1-Marker)</translation>
    </message>
    <message>
        <source>Zone power %1 (printed %2, −1 tokens: %3)</source>
        <translation>Zonenstärke %1 (aufgedruckt %2, −1-Marker: %3)</translation>
    </message>
    <message>
        <source>The Invader %1 against Mankind %2 (cards %3 + zone %4)</source>
        <translation>Der Invasor %1 gegen die Menschheit %2 (Karten %3 + Zone %4)</translation>
    </message>
    <message>
        <source>Attack resolved.</source>
        <translation>Angriff aufgelöst.</translation>
    </message>
    <message>
        <source>Attack: Mankind drains %1</source>
        <translation>Angriff: Die Menschheit wirft %1 ab</translation>
    </message>
    <message>
        <source>Attack: no drain</source>
        <translation>Angriff: kein Abwurf</translation>
    </message>
</context>
<context>
    <name>xobos::ui::phones::TableModeDialog</name>
    <message>
        <source>Table mode: phones as private sheets</source>
        <translation>Tischmodus: Handys als private Bögen</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>The network the phones are on: the server listens on this address only.</source>
        <translation>Das Netzwerk der Handys: Der Server lauscht nur auf dieser Adresse.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Let another phone take this seat (the same code).</source>
        <translation>Ein anderes Handy diesen Platz übernehmen lassen (derselbe Code).</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Give this seat a new code: the old one no longer works.</source>
        <translation>Diesem Platz einen neuen Code geben: Der alte funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>No phone connected yet? The phones must be on the same network as this laptop. Guest Wi-Fi often keeps devices apart (client isolation), a VPN on the phone or the laptop sends the page elsewhere, and a firewall may block the two ports shown. Try another network (a phone&apos;s own hotspot works), turn the VPN off, or allow the ports. Anyone on this network can read what is sent: see the manual&apos;s security notes.</source>
        <translation>Noch kein Handy verbunden? Die Handys müssen im selben Netzwerk sein wie dieser Laptop. Gäste-WLANs trennen Geräte oft voneinander (Client-Isolation), ein VPN auf dem Handy oder dem Laptop schickt die Seite woandershin, und eine Firewall kann die beiden angezeigten Ports blockieren. Probier ein anderes Netzwerk (der eigene Hotspot eines Handys funktioniert), schalte das VPN aus oder gib die Ports frei. Jeder in diesem Netzwerk kann mitlesen, was gesendet wird: siehe die Sicherheitshinweise im Handbuch.</translation>
    </message>
    <message>
        <source>Turn table mode off</source>
        <translation>Tischmodus ausschalten</translation>
    </message>
    <message>
        <source>Turn table mode on</source>
        <translation>Tischmodus einschalten</translation>
    </message>
    <message>
        <source>Page: http://%1:%2/ (messages on port %3)</source>
        <translation>Seite: http://%1:%2/ (Nachrichten auf Port %3)</translation>
    </message>
    <message>
        <source>Table mode is off: nothing listens on the network.</source>
        <translation>Tischmodus ist aus: Nichts lauscht im Netzwerk.</translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
    <message>
        <source>No phone: the laptop&apos;s hand-over is used</source>
        <translation>Kein Handy: Der Laptop wird weitergegeben</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>Code verbergen</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>Code anzeigen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::GuardianSheetModel</name>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>%1 (Leader)</source>
        <translation>%1 (Anführer)</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>Power Value with upgrades and Reinforcement (at most 8)</source>
        <translation>Stärkewert mit Aufwertungen und Verstärkung (höchstens 8)</translation>
    </message>
    <message>
        <source>%1 / 6</source>
        <translation>%1 / 6</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>reinforces %1</source>
        <translation>verstärkt %1</translation>
    </message>
    <message>
        <source>heals himself</source>
        <translation>heilt sich selbst</translation>
    </message>
    <message>
        <source>heals %1</source>
        <translation>heilt %1</translation>
    </message>
    <message>
        <source>constructing</source>
        <translation>baut</translation>
    </message>
    <message>
        <source>reinforced by %1</source>
        <translation>verstärkt von %1</translation>
    </message>
    <message>
        <source>healed by %1</source>
        <translation>geheilt von %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Connection Slot</source>
        <translation>Verbindungsplatz</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Aufwertungen</translation>
    </message>
    <message>
        <source>building: %1 (%2 of %3 paid)</source>
        <translation>im Bau: %1 (%2 von %3 bezahlt)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::LockCover</name>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Falsche PIN. Bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>Pass the laptop to the referee</source>
        <translation>Laptop an den Schiedsrichter weitergeben</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>Enter the referee&apos;s PIN to open the referee&apos;s view.</source>
        <translation>Gib die Schiedsrichter-PIN ein, um die Schiedsrichteransicht zu öffnen.</translation>
    </message>
    <message>
        <source>Enter your PIN to open your sheets. Everyone else, please look away.</source>
        <translation>Gib deine PIN ein, um deine Bögen zu öffnen. Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <source>Press Unlock to open the referee&apos;s view.</source>
        <translation>Drücke Entsperren, um die Schiedsrichteransicht zu öffnen.</translation>
    </message>
    <message>
        <source>Press Unlock when only you can see the screen.</source>
        <translation>Drücke Entsperren, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Entsperren</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again in %1 s (what you type now is kept).</source>
        <translation>Falsche PIN. Erneut versuchen in %1 s (was du jetzt eingibst, bleibt erhalten).</translation>
    </message>
    <message>
        <source>Someone else first</source>
        <translation>Erst jemand anderes</translation>
    </message>
    <message>
        <source>The Development phase is simultaneous: another player may enter first</source>
        <translation>Die Entwicklungsphase läuft gleichzeitig: ein anderer Spieler darf zuerst eintragen</translation>
    </message>
    <message>
        <source>Forgot the PIN?</source>
        <translation>PIN vergessen?</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Tisch zeigen</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::OwnBuildingsModel</name>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>under construction, %1 of %2 paid</source>
        <translation>im Bau, %1 von %2 bezahlt</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>im Bau</translation>
    </message>
    <message>
        <source>finished, ammunition: %1</source>
        <translation>fertig, Munition: %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::PlayerSheetWidget</name>
    <message>
        <source>Player Sheet</source>
        <translation>Spielerbogen</translation>
    </message>
    <message>
        <source>Production Sheet</source>
        <translation>Produktionsbogen</translation>
    </message>
    <message>
        <source>Buildings and constructions</source>
        <translation>Gebäude und Bauten</translation>
    </message>
    <message>
        <source>Nothing to enter right now.</source>
        <translation>Gerade gibt es nichts einzutragen.</translation>
    </message>
    <message>
        <source>No sheet</source>
        <translation>Kein Bogen</translation>
    </message>
    <message>
        <source>%1&apos;s sheets</source>
        <translation>Bögen von %1</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>Energy Crystals: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Energiekristalle: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Energy Crystals: hidden</source>
        <translation>Energiekristalle: verdeckt</translation>
    </message>
    <message>
        <source>Building Resources: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Baurohstoffe: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Building Resources: hidden</source>
        <translation>Baurohstoffe: verdeckt</translation>
    </message>
    <message>
        <source>Buildings, Technology and Base</source>
        <translation>Gebäude, Technologie und Basis</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; · %3: &lt;b&gt;%4&lt;/b&gt; · %5: %6&lt;br&gt;%7: %8 · %9: %10</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; · %3: &lt;b&gt;%4&lt;/b&gt; · %5: %6&lt;br&gt;%7: %8 · %9: %10</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::ProductionModel</name>
    <message>
        <source>Each Energy Well produces 1 Energy Crystal at the start of the Development phase.</source>
        <translation>Jeder Energiebrunnen erzeugt zu Beginn der Entwicklungsphase 1 Energiekristall.</translation>
    </message>
    <message>
        <source>Your Base gives 1 Building Resource and each Mine 2 more.</source>
        <translation>Deine Basis liefert 1 Baurohstoff, jede Mine 2 weitere.</translation>
    </message>
    <message>
        <source>One Technology Building opens rank I tiles, two rank II, three rank III.</source>
        <translation>Ein Technologiegebäude öffnet Rang-I-Plättchen, zwei Rang II, drei Rang III.</translation>
    </message>
    <message>
        <source>Energy Wells</source>
        <translation>Energiebrunnen</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Technology Buildings</source>
        <translation>Technologiegebäude</translation>
    </message>
    <message>
        <source>Energy Crystals: +%1</source>
        <translation>Energiekristalle: +%1</translation>
    </message>
    <message>
        <source>Building Resources: +%1</source>
        <translation>Baurohstoffe: +%1</translation>
    </message>
    <message>
        <source>Technology rank: %1</source>
        <translation>Technologierang: %1</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Gebaut</translation>
    </message>
    <message>
        <source>Production per round</source>
        <translation>Produktion pro Runde</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::XobosPhoneHost</name>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>Building Resources: %1</source>
        <translation>Baurohstoffe: %1</translation>
    </message>
    <message>
        <source>Crystals: %1</source>
        <translation>Kristalle: %1</translation>
    </message>
    <message>
        <source>Your secret entries: %1</source>
        <translation>Deine geheimen Eingaben: %1</translation>
    </message>
    <message>
        <source>No game is open on the laptop.</source>
        <translation>Auf dem Laptop ist kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>This entry cannot be read.</source>
        <translation>Diese Eingabe kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Only your secret entries are made on a phone; play the rest on the laptop.</source>
        <translation>Auf dem Handy machst du nur deine geheimen Eingaben; den Rest spielt ihr am Laptop.</translation>
    </message>
    <message>
        <source>Not now: wait for the table.</source>
        <translation>Jetzt nicht: Warte auf den Tisch.</translation>
    </message>
    <message>
        <source>%1: %2 %3 · %4 %5 · %6: %7 · %8: %9</source>
        <translation>%1: %2 %3 · %4 %5 · %6: %7 · %8: %9</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechPhoneHost</name>
    <message>
        <source>Round %1 of 10: %2</source>
        <translation>Runde %1 von 10: %2</translation>
    </message>
    <message>
        <source>Your sealed choice: %1 on %2</source>
        <translation>Deine verdeckte Wahl: %1 auf %2</translation>
    </message>
    <message>
        <source>%1 has made a sealed choice.</source>
        <translation>%1 hat eine verdeckte Wahl getroffen.</translation>
    </message>
    <message>
        <source>%1 is still choosing.</source>
        <translation>%1 wählt noch.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Your sealed deployment: choose a unit and an empty space.</source>
        <translation>Deine verdeckte Aufstellung: Wähle eine Einheit und ein leeres Feld.</translation>
    </message>
    <message>
        <source>Your choice is sealed. Waiting for the table.</source>
        <translation>Deine Wahl ist verdeckt. Warte auf den Tisch.</translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Die Aktion konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Only the sealed deployment is chosen on a phone; play the rest on the laptop.</source>
        <translation>Nur die verdeckte Aufstellung wird auf dem Handy gewählt; spiel den Rest am Laptop.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechResultDialog</name>
    <message>
        <source>TECH — Result</source>
        <translation>TECH — Ergebnis</translation>
    </message>
    <message>
        <source>Units on the board</source>
        <translation>Einheiten auf dem Brett</translation>
    </message>
    <message>
        <source>Prison camp</source>
        <translation>Gefangenenlager</translation>
    </message>
    <message>
        <source>Three in a row</source>
        <translation>Drei in einer Reihe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Pieces on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <source>A shared win</source>
        <translation>Ein geteilter Sieg</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 has more points: %2 to %3.</source>
        <translation>%1 hat mehr Punkte: %2 zu %3.</translation>
    </message>
    <message>
        <source>Equal points (%1 each): %2 wins with more pieces on the board, %3 to %4.</source>
        <translation>Gleiche Punkte (je %1): %2 gewinnt mit mehr Steinen auf dem Brett, %3 zu %4.</translation>
    </message>
    <message>
        <source>Equal points (%1 each) and equal pieces on the board (%2 each): a shared win.</source>
        <translation>Gleiche Punkte (je %1) und gleich viele Steine auf dem Brett (je %2): ein geteilter Sieg.</translation>
    </message>
    <message>
        <source>The game ended in round %1: neither player could act.</source>
        <translation>Das Spiel endete in Runde %1: keiner der Spieler konnte handeln.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechSetupPage</name>
    <message>
        <source>TECH&apos;s rules</source>
        <translation>TECH-Regeln</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Finish.</source>
        <translation>Das Spiel wird in der Bibliothek angelegt, wenn du „Fertig“ drückst.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>As printed (21 units each)</source>
        <translation>Wie gedruckt (je 21 Einheiten)</translation>
    </message>
    <message>
        <source>The designer&apos;s v3 (30 units each)</source>
        <translation>v3 des Autors (je 30 Einheiten)</translation>
    </message>
    <message>
        <source>&amp;Three in a row:</source>
        <translation>&amp;Drei in einer Reihe:</translation>
    </message>
    <message>
        <source>Scores 3 when formed</source>
        <translation>Zählt 3, wenn gebildet</translation>
    </message>
    <message>
        <source>Scores 3 when formed and at the end of every round it stands</source>
        <translation>Zählt 3, wenn gebildet, und am Ende jeder Runde, in der sie besteht</translation>
    </message>
    <message>
        <source>Swords beat Archers, Archers beat Shields, Shields beat Swords; a Sword is worth 3, an Archer 2, a Shield 1 (a full stack of three 3); 10 units of each type.</source>
        <translation>Schwerter schlagen Bogenschützen, Bogenschützen schlagen Schilde, Schilde schlagen Schwerter; ein Schwert ist 3 wert, ein Bogenschütze 2, ein Schild 1 (ein voller Dreierstapel 3); 10 Einheiten jeder Art.</translation>
    </message>
    <message>
        <source>Swords beat Shields, Shields beat Archers, Archers beat Swords; a Sword is worth 2, an Archer 3, a Shield 1 (a full stack of three 4); 7 units of each type.</source>
        <translation>Schwerter schlagen Schilde, Schilde schlagen Bogenschützen, Bogenschützen schlagen Schwerter; ein Schwert ist 2 wert, ein Bogenschütze 3, ein Schild 1 (ein voller Dreierstapel 4); 7 Einheiten jeder Art.</translation>
    </message>
    <message>
        <source>A line also scores 3 at the end of every later round in which it still stands.</source>
        <translation>Eine Reihe zählt außerdem 3 am Ende jeder späteren Runde, in der sie noch besteht.</translation>
    </message>
    <message>
        <source>A line scores 3 once; broken and formed again, it scores again.</source>
        <translation>Eine Reihe zählt einmal 3; aufgelöst und neu gebildet, zählt sie wieder.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechText</name>
    <message>
        <source>Sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bogenschütze</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Swordsmen: %1</source>
        <translation>Schwertkämpfer: %1</translation>
    </message>
    <message>
        <source>Archers: %1</source>
        <translation>Bogenschützen: %1</translation>
    </message>
    <message>
        <source>Shields: %1</source>
        <translation>Schilde: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Only the two players act.</source>
        <translation>Nur die beiden Spieler handeln.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The sealed deployment is over for this round.</source>
        <translation>Die verdeckte Aufstellung ist für diese Runde vorbei.</translation>
    </message>
    <message>
        <source>This player has no unit left or there is no empty space: he gains a bonus action instead.</source>
        <translation>Dieser Spieler hat keine Einheit mehr oder es gibt kein leeres Feld: er erhält stattdessen eine Bonusaktion.</translation>
    </message>
    <message>
        <source>This player has already made his sealed choice.</source>
        <translation>Dieser Spieler hat seine verdeckte Wahl bereits getroffen.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>Das ist kein Feld des Bretts.</translation>
    </message>
    <message>
        <source>No unit of that type is left in the supply.</source>
        <translation>Von diesem Typ ist keine Einheit mehr im Vorrat.</translation>
    </message>
    <message>
        <source>That space is taken.</source>
        <translation>Dieses Feld ist besetzt.</translation>
    </message>
    <message>
        <source>Nobody re-places a unit now.</source>
        <translation>Niemand setzt jetzt eine Einheit um.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>Dieser Spieler ist nicht am Zug.</translation>
    </message>
    <message>
        <source>Units act only in the action and bonus phases.</source>
        <translation>Einheiten handeln nur in der Aktions- und der Bonusphase.</translation>
    </message>
    <message>
        <source>If you can go you have to go: a pass is allowed only with no legal action.</source>
        <translation>Wer ziehen kann, muss ziehen: Passen ist nur ohne legale Aktion erlaubt.</translation>
    </message>
    <message>
        <source>Choose one of your own units.</source>
        <translation>Wähle eine deiner eigenen Einheiten.</translation>
    </message>
    <message>
        <source>Archers never move; they kill Archers and Swords anywhere, never Shields.</source>
        <translation>Bogenschützen bewegen sich nie; sie töten Bogenschützen und Schwerter überall, nie Schilde.</translation>
    </message>
    <message>
        <source>A unit moves one space, in any direction.</source>
        <translation>Eine Einheit zieht ein Feld, in jede Richtung.</translation>
    </message>
    <message>
        <source>Only a Shield stacks, and only on a friendly Shield.</source>
        <translation>Nur ein Schild wird gestapelt, und nur auf einen eigenen Schild.</translation>
    </message>
    <message>
        <source>A stack is at most three Shields high.</source>
        <translation>Ein Stapel ist höchstens drei Schilde hoch.</translation>
    </message>
    <message>
        <source>A stack of two or more is invulnerable.</source>
        <translation>Ein Stapel aus zwei oder mehr ist unverwundbar.</translation>
    </message>
    <message>
        <source>Swordsmen capture Swords and unstacked Shields, not Archers.</source>
        <translation>Schwertkämpfer nehmen Schwerter und ungestapelte Schilde gefangen, keine Bogenschützen.</translation>
    </message>
    <message>
        <source>Shields capture unstacked Shields and Archers, not Swords.</source>
        <translation>Schilde nehmen ungestapelte Schilde und Bogenschützen gefangen, keine Schwerter.</translation>
    </message>
    <message>
        <source>Only Archers kill.</source>
        <translation>Nur Bogenschützen töten.</translation>
    </message>
    <message>
        <source>There is no enemy unit on that space.</source>
        <translation>Auf diesem Feld steht keine gegnerische Einheit.</translation>
    </message>
    <message>
        <source>Archers never kill Shields.</source>
        <translation>Bogenschützen töten nie Schilde.</translation>
    </message>
    <message>
        <source>That is not an action of a turn.</source>
        <translation>Das ist keine Aktion eines Zugs.</translation>
    </message>
    <message>
        <source>That is not allowed.</source>
        <translation>Das ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has made a sealed choice.</source>
        <translation>%1 hat eine verdeckte Wahl getroffen.</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 auf %3</translation>
    </message>
    <message>
        <source>Revealed — %1; %2.</source>
        <translation>Aufgedeckt — %1; %2.</translation>
    </message>
    <message>
        <source>Revealed — %1.</source>
        <translation>Aufgedeckt — %1.</translation>
    </message>
    <message>
        <source>%1 Different spaces: both deploy.</source>
        <translation>%1 Verschiedene Felder: beide stellen auf.</translation>
    </message>
    <message>
        <source>%1 Clash on %2: %3 beats %4; %5 holds the space, %6 loses the clash.</source>
        <translation>%1 Zusammenstoß auf %2: %3 schlägt %4; %5 hält das Feld, %6 verliert den Zusammenstoß.</translation>
    </message>
    <message>
        <source>%1 The same unit on the same space: a tie, the deployment is repeated.</source>
        <translation>%1 Dieselbe Einheit auf demselben Feld: Gleichstand, die Aufstellung wird wiederholt.</translation>
    </message>
    <message>
        <source>%1 The third tie in a row: each player gains a bonus action.</source>
        <translation>%1 Der dritte Gleichstand in Folge: jeder Spieler erhält eine Bonusaktion.</translation>
    </message>
    <message>
        <source>%1 deploys: %2 on %3.</source>
        <translation>%1 stellt auf: %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 re-places his %2 on %3.</source>
        <translation>%1 setzt %2 auf %3 um.</translation>
    </message>
    <message>
        <source>%1 lost the clash with no empty space left: he gains a bonus action.</source>
        <translation>%1 hat den Zusammenstoß verloren, und kein Feld ist mehr frei: er erhält eine Bonusaktion.</translation>
    </message>
    <message>
        <source>%1 gains a bonus action (three ties).</source>
        <translation>%1 erhält eine Bonusaktion (drei Gleichstände).</translation>
    </message>
    <message>
        <source>%1 has no legal deployment: he gains a bonus action.</source>
        <translation>%1 hat keine legale Aufstellung: er erhält eine Bonusaktion.</translation>
    </message>
    <message>
        <source>%1 moves: %2 from %3 to %4.</source>
        <translation>%1 zieht: %2 von %3 nach %4.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 captures the %3 on %4: it goes to his prison camp.</source>
        <translation>%2 von %1 nimmt %3 auf %4 gefangen; die Einheit kommt in sein Gefangenenlager.</translation>
    </message>
    <message>
        <source>%1 stacks a Shield on %2 (%3 high).</source>
        <translation>%1 stapelt einen Schild auf %2 (%3 hoch).</translation>
    </message>
    <message>
        <source>%1&apos;s Archer on %2 kills the %3 on %4.</source>
        <translation>Der Bogenschütze von %1 auf %2 tötet %3 auf %4.</translation>
    </message>
    <message>
        <source>%1 passes: no legal action.</source>
        <translation>%1 passt: keine legale Aktion.</translation>
    </message>
    <message>
        <source>%1 has three in a row: 3 points.</source>
        <translation>%1 hat drei in einer Reihe: 3 Punkte.</translation>
    </message>
    <message>
        <source>The game is over: a shared win.</source>
        <translation>Das Spiel ist vorbei: ein geteilter Sieg.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Das Spiel ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>sealed deployment</source>
        <translation>verdeckte Aufstellung</translation>
    </message>
    <message>
        <source>re-placement</source>
        <translation>Umsetzen</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>bonus actions</source>
        <translation>Bonusaktionen</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechWindow</name>
    <message>
        <source>The last action was taken back.</source>
        <translation>Die letzte Aktion wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>TECH</source>
        <translation>TECH</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Das Spiel konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Das Spiel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action (never one a reveal has followed)</source>
        <translation>Die letzte Aktion zurücknehmen (nie eine, auf die ein Aufdecken folgte)</translation>
    </message>
    <message>
        <source>What the table has seen:</source>
        <translation>Was der Tisch gesehen hat:</translation>
    </message>
    <message>
        <source>Click, then an empty space, to deploy; or drag it onto the space</source>
        <translation>Klicken, dann ein leeres Feld, um aufzustellen; oder auf das Feld ziehen</translation>
    </message>
    <message>
        <source>Click a unit, then its target; or drag it there.</source>
        <translation>Eine Einheit klicken, dann ihr Ziel; oder dorthin ziehen.</translation>
    </message>
    <message>
        <source>Turn the laptop to the table</source>
        <translation>Laptop zum Tisch drehen</translation>
    </message>
    <message>
        <source>Both sealed choices are in: the reveal is for both players.</source>
        <translation>Beide verdeckten Wahlen liegen vor: das Aufdecken ist für beide Spieler.</translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Die Aktion konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>The deployment is sealed: pass the laptop to the player first.</source>
        <translation>Die Aufstellung ist verdeckt: gib den Laptop zuerst dem Spieler.</translation>
    </message>
    <message>
        <source>First click a unit of your supply, then the empty space.</source>
        <translation>Klicke zuerst eine Einheit deines Vorrats, dann das leere Feld.</translation>
    </message>
    <message>
        <source>Click a unit first: one on the board, or one of a supply.</source>
        <translation>Klicke zuerst eine Einheit: eine auf dem Brett oder eine aus einem Vorrat.</translation>
    </message>
    <message>
        <source>%1 — TECH</source>
        <translation>%1 — TECH</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4</source>
        <translation>%1 %2 : %3 %4</translation>
    </message>
    <message>
        <source>%1 — first this round</source>
        <translation>%1 — in dieser Runde zuerst</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Prison camp: %1</source>
        <translation>Gefangenenlager: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Points: %1 (three in a row: %2)</source>
        <translation>Punkte: %1 (drei in einer Reihe: %2)</translation>
    </message>
    <message>
        <source>Sealed choice: committed</source>
        <translation>Verdeckte Wahl: getroffen</translation>
    </message>
    <message>
        <source>Sealed choice: still to choose</source>
        <translation>Verdeckte Wahl: noch offen</translation>
    </message>
    <message>
        <source>No legal deployment</source>
        <translation>Keine legale Aufstellung</translation>
    </message>
    <message>
        <source>Bonus actions: %1</source>
        <translation>Bonusaktionen: %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Das Spiel ist vorbei: %1.</translation>
    </message>
    <message>
        <source>Show the Result</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <source>%1, your sealed choice: click a unit of your supply, then an empty space (or drag it there). The other player looks away.</source>
        <translation>%1, deine verdeckte Wahl: klicke eine Einheit deines Vorrats, dann ein leeres Feld (oder ziehe sie dorthin). Der andere Spieler sieht weg.</translation>
    </message>
    <message>
        <source>Cover — Back to the Table</source>
        <translation>Verdecken — zurück zum Tisch</translation>
    </message>
    <message>
        <source>Round %1, sealed deployment: %2 still to choose a unit and an empty space in secret.</source>
        <translation>Runde %1, verdeckte Aufstellung: %2 muss noch geheim eine Einheit und ein leeres Feld wählen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>%1 lost the clash: click an empty space for his %2.</source>
        <translation>%1 hat den Zusammenstoß verloren: klicke ein leeres Feld für die Einheit %2.</translation>
    </message>
    <message>
        <source>Round %1, %2: %3 has no legal action and passes.</source>
        <translation>Runde %1, %2: %3 hat keine legale Aktion und passt.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Round %1, %2: %3 to act — click a unit, then its target, or a unit of the supply, then an empty space.</source>
        <translation>Runde %1, %2: %3 ist am Zug — klicke eine Einheit, dann ihr Ziel, oder eine Einheit des Vorrats, dann ein leeres Feld.</translation>
    </message>
    <message>
        <source>No reveal yet.</source>
        <translation>Noch nichts aufgedeckt.</translation>
    </message>
    <message>
        <source>Table mode (phones)…</source>
        <translation>Tischmodus (Handys)…</translation>
    </message>
    <message>
        <source>The PIN could not be reset: %1</source>
        <translation>Die PIN konnte nicht zurückgesetzt werden: %1</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the other player&apos;s agreement.</source>
        <translation>Die PIN von %1 wurde mit Zustimmung des anderen Spielers zurückgesetzt.</translation>
    </message>
    <message>
        <source>%1 — TECH (v3)</source>
        <translation>%1 — TECH (v3)</translation>
    </message>
</context>
</TS>
