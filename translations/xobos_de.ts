<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Weitere Informationen mit „%1 --help“.</translation>
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
        <source>Unexpected argument &apos;%1&apos;.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
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
</context>
<context>
    <name>xobos::ui::WelcomePage</name>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The referee for Guardians of Xobos.
Setting up and playing a game will be possible in a later version.</source>
        <translation>Der Schiedsrichter für Guardians of Xobos.
Eine Partie vorbereiten und spielen können Sie in einer späteren Version.</translation>
    </message>
</context>
</TS>
