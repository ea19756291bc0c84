<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>CliApp</name>
    <message>
        <source>Commands:</source>
        <translation>Polecenia:</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(na razie brak)</translation>
    </message>
    <message>
        <source>Headless tools for Guardians of Xobos games.</source>
        <translation>Narzędzia bez interfejsu graficznego do partii Guardians of Xobos.</translation>
    </message>
    <message>
        <source>The command to run (see below).</source>
        <translation>Polecenie do wykonania (zob. niżej).</translation>
    </message>
    <message>
        <source>Arguments of the command.</source>
        <translation>Argumenty polecenia.</translation>
    </message>
    <message>
        <source>missing command</source>
        <translation>brak polecenia</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>nieznane polecenie „%1”</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Więcej informacji: „%1 --help”.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Referee and companion for the board game Guardians of Xobos.</source>
        <translation>Sędzia i pomocnik do gry planszowej Guardians of Xobos.</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt; (for example pl or de) instead of the system&apos;s.</source>
        <translation>Używa języka &lt;kod&gt; (na przykład pl lub de) zamiast języka systemu.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;.</source>
        <translation>Nieoczekiwany argument „%1”.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>O programie %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;A referee and companion for the board game &lt;i&gt;Guardians of Xobos&lt;/i&gt;: it checks every move against the rules, keeps each player&apos;s secrets and remembers the whole game.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Sędzia i pomocnik do gry planszowej &lt;i&gt;Guardians of Xobos&lt;/i&gt;: sprawdza zgodność każdego ruchu z zasadami, strzeże tajemnic każdego gracza i pamięta całą partię.&lt;/p&gt;&lt;p&gt;Zbudowano z użyciem Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>xobos::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Close the window and end the program</source>
        <translation>Zamyka okno i kończy działanie programu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>&amp;O programie %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
</context>
<context>
    <name>xobos::ui::WelcomePage</name>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>The referee for Guardians of Xobos.
Setting up and playing a game will be possible in a later version.</source>
        <translation>Sędzia gry Guardians of Xobos.
Przygotowanie i rozegranie partii będzie możliwe w jednej z kolejnych wersji.</translation>
    </message>
</context>
</TS>
