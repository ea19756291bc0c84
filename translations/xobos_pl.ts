<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>BoardCommandText</name>
    <message>
        <source>Add space %1</source>
        <translation>Dodaj pole %1</translation>
    </message>
    <message>
        <source>Move space %1</source>
        <translation>Przesuń pole %1</translation>
    </message>
    <message>
        <source>Delete space %1</source>
        <translation>Usuń pole %1</translation>
    </message>
    <message>
        <source>Delete spaces</source>
        <translation>Usuń pola</translation>
    </message>
    <message>
        <source>Change space kind</source>
        <translation>Zmień rodzaj pola</translation>
    </message>
    <message>
        <source>Change space quarter</source>
        <translation>Zmień ćwiartkę pola</translation>
    </message>
    <message>
        <source>Rename space %1</source>
        <translation>Zmień nazwę pola %1</translation>
    </message>
    <message>
        <source>Add lane %1–%2</source>
        <translation>Dodaj ścieżkę %1–%2</translation>
    </message>
    <message>
        <source>Delete lane %1–%2</source>
        <translation>Usuń ścieżkę %1–%2</translation>
    </message>
    <message>
        <source>Add quarter %1</source>
        <translation>Dodaj ćwiartkę %1</translation>
    </message>
    <message>
        <source>Delete quarter %1</source>
        <translation>Usuń ćwiartkę %1</translation>
    </message>
    <message>
        <source>Change seats for %1 players</source>
        <translation>Zmień miejsca dla %1 graczy</translation>
    </message>
    <message>
        <source>Change board name and description</source>
        <translation>Zmień nazwę i opis planszy</translation>
    </message>
</context>
<context>
    <name>BoardLabel</name>
    <message>
        <source>North-West base 1</source>
        <translation>Północny zachód, baza 1</translation>
    </message>
    <message>
        <source>North-West base 2</source>
        <translation>Północny zachód, baza 2</translation>
    </message>
    <message>
        <source>North-West base 3</source>
        <translation>Północny zachód, baza 3</translation>
    </message>
    <message>
        <source>North-West base 4</source>
        <translation>Północny zachód, baza 4</translation>
    </message>
    <message>
        <source>North-West exit</source>
        <translation>Północny zachód, wyjście</translation>
    </message>
    <message>
        <source>North-West outer north</source>
        <translation>Północny zachód, północ zewnętrzna</translation>
    </message>
    <message>
        <source>North-West outer west</source>
        <translation>Północny zachód, zachód zewnętrzny</translation>
    </message>
    <message>
        <source>North-West inner north</source>
        <translation>Północny zachód, północ wewnętrzna</translation>
    </message>
    <message>
        <source>North-West inner west</source>
        <translation>Północny zachód, zachód wewnętrzny</translation>
    </message>
    <message>
        <source>North-West irradiated</source>
        <translation>Północny zachód, skażone</translation>
    </message>
    <message>
        <source>North-East base 1</source>
        <translation>Północny wschód, baza 1</translation>
    </message>
    <message>
        <source>North-East base 2</source>
        <translation>Północny wschód, baza 2</translation>
    </message>
    <message>
        <source>North-East base 3</source>
        <translation>Północny wschód, baza 3</translation>
    </message>
    <message>
        <source>North-East base 4</source>
        <translation>Północny wschód, baza 4</translation>
    </message>
    <message>
        <source>North-East exit</source>
        <translation>Północny wschód, wyjście</translation>
    </message>
    <message>
        <source>North-East outer east</source>
        <translation>Północny wschód, wschód zewnętrzny</translation>
    </message>
    <message>
        <source>North-East outer north</source>
        <translation>Północny wschód, północ zewnętrzna</translation>
    </message>
    <message>
        <source>North-East inner east</source>
        <translation>Północny wschód, wschód wewnętrzny</translation>
    </message>
    <message>
        <source>North-East inner north</source>
        <translation>Północny wschód, północ wewnętrzna</translation>
    </message>
    <message>
        <source>North-East irradiated</source>
        <translation>Północny wschód, skażone</translation>
    </message>
    <message>
        <source>South-East base 1</source>
        <translation>Południowy wschód, baza 1</translation>
    </message>
    <message>
        <source>South-East base 2</source>
        <translation>Południowy wschód, baza 2</translation>
    </message>
    <message>
        <source>South-East base 3</source>
        <translation>Południowy wschód, baza 3</translation>
    </message>
    <message>
        <source>South-East base 4</source>
        <translation>Południowy wschód, baza 4</translation>
    </message>
    <message>
        <source>South-East exit</source>
        <translation>Południowy wschód, wyjście</translation>
    </message>
    <message>
        <source>South-East outer south</source>
        <translation>Południowy wschód, południe zewnętrzne</translation>
    </message>
    <message>
        <source>South-East outer east</source>
        <translation>Południowy wschód, wschód zewnętrzny</translation>
    </message>
    <message>
        <source>South-East inner south</source>
        <translation>Południowy wschód, południe wewnętrzne</translation>
    </message>
    <message>
        <source>South-East inner east</source>
        <translation>Południowy wschód, wschód wewnętrzny</translation>
    </message>
    <message>
        <source>South-East irradiated</source>
        <translation>Południowy wschód, skażone</translation>
    </message>
    <message>
        <source>South-West base 1</source>
        <translation>Południowy zachód, baza 1</translation>
    </message>
    <message>
        <source>South-West base 2</source>
        <translation>Południowy zachód, baza 2</translation>
    </message>
    <message>
        <source>South-West base 3</source>
        <translation>Południowy zachód, baza 3</translation>
    </message>
    <message>
        <source>South-West base 4</source>
        <translation>Południowy zachód, baza 4</translation>
    </message>
    <message>
        <source>South-West exit</source>
        <translation>Południowy zachód, wyjście</translation>
    </message>
    <message>
        <source>South-West outer west</source>
        <translation>Południowy zachód, zachód zewnętrzny</translation>
    </message>
    <message>
        <source>South-West outer south</source>
        <translation>Południowy zachód, południe zewnętrzne</translation>
    </message>
    <message>
        <source>South-West inner west</source>
        <translation>Południowy zachód, zachód wewnętrzny</translation>
    </message>
    <message>
        <source>South-West inner south</source>
        <translation>Południowy zachód, południe wewnętrzne</translation>
    </message>
    <message>
        <source>South-West irradiated</source>
        <translation>Południowy zachód, skażone</translation>
    </message>
    <message>
        <source>North outer crossing</source>
        <translation>Północ, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>North inner crossing</source>
        <translation>Północ, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>North irradiated</source>
        <translation>Północ, skażone</translation>
    </message>
    <message>
        <source>East outer crossing</source>
        <translation>Wschód, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>East inner crossing</source>
        <translation>Wschód, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>East irradiated</source>
        <translation>Wschód, skażone</translation>
    </message>
    <message>
        <source>South outer crossing</source>
        <translation>Południe, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South inner crossing</source>
        <translation>Południe, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South irradiated</source>
        <translation>Południe, skażone</translation>
    </message>
    <message>
        <source>West outer crossing</source>
        <translation>Zachód, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>West inner crossing</source>
        <translation>Zachód, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>West irradiated</source>
        <translation>Zachód, skażone</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Źródło Energii</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Północny zachód</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Północny wschód</translation>
    </message>
    <message>
        <source>South-East</source>
        <translation>Południowy wschód</translation>
    </message>
    <message>
        <source>South-West</source>
        <translation>Południowy zachód</translation>
    </message>
    <message>
        <source>North-West outer south-west</source>
        <translation>Północny zachód, zewnętrzne południowy zachód</translation>
    </message>
    <message>
        <source>North-West inner south-west</source>
        <translation>Północny zachód, wewnętrzne południowy zachód</translation>
    </message>
    <message>
        <source>North-West rim north</source>
        <translation>Północny zachód, brzeg północ</translation>
    </message>
    <message>
        <source>North-West rim south-west</source>
        <translation>Północny zachód, brzeg południowy zachód</translation>
    </message>
    <message>
        <source>North-East outer south-east</source>
        <translation>Północny wschód, zewnętrzne południowy wschód</translation>
    </message>
    <message>
        <source>North-East inner south-east</source>
        <translation>Północny wschód, wewnętrzne południowy wschód</translation>
    </message>
    <message>
        <source>North-East rim south-east</source>
        <translation>Północny wschód, brzeg południowy wschód</translation>
    </message>
    <message>
        <source>North-East rim north</source>
        <translation>Północny wschód, brzeg północ</translation>
    </message>
    <message>
        <source>South base 1</source>
        <translation>Południe, baza 1</translation>
    </message>
    <message>
        <source>South base 2</source>
        <translation>Południe, baza 2</translation>
    </message>
    <message>
        <source>South base 3</source>
        <translation>Południe, baza 3</translation>
    </message>
    <message>
        <source>South base 4</source>
        <translation>Południe, baza 4</translation>
    </message>
    <message>
        <source>South exit</source>
        <translation>Południe, wyjście</translation>
    </message>
    <message>
        <source>South outer south-west</source>
        <translation>Południe, zewnętrzne południowy zachód</translation>
    </message>
    <message>
        <source>South outer south-east</source>
        <translation>Południe, zewnętrzne południowy wschód</translation>
    </message>
    <message>
        <source>South inner south-west</source>
        <translation>Południe, wewnętrzne południowy zachód</translation>
    </message>
    <message>
        <source>South inner south-east</source>
        <translation>Południe, wewnętrzne południowy wschód</translation>
    </message>
    <message>
        <source>South rim south-west</source>
        <translation>Południe, brzeg południowy zachód</translation>
    </message>
    <message>
        <source>South rim south-east</source>
        <translation>Południe, brzeg południowy wschód</translation>
    </message>
    <message>
        <source>South-East outer crossing</source>
        <translation>Południowy wschód, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South-East inner crossing</source>
        <translation>Południowy wschód, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South-West outer crossing</source>
        <translation>Południowy zachód, zewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South-West inner crossing</source>
        <translation>Południowy zachód, wewnętrzne skrzyżowanie</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
</context>
<context>
    <name>BoardProblemText</name>
    <message>
        <source>The board has no spaces</source>
        <translation>Plansza nie ma pól</translation>
    </message>
    <message>
        <source>A space or quarter has no id</source>
        <translation>Pole lub ćwiartka nie ma identyfikatora</translation>
    </message>
    <message>
        <source>Two spaces share an id</source>
        <translation>Dwa pola mają ten sam identyfikator</translation>
    </message>
    <message>
        <source>Two quarters share an id</source>
        <translation>Dwie ćwiartki mają ten sam identyfikator</translation>
    </message>
    <message>
        <source>A lane names an unknown space</source>
        <translation>Ścieżka wskazuje nieznane pole</translation>
    </message>
    <message>
        <source>A lane joins a space to itself</source>
        <translation>Ścieżka łączy pole z nim samym</translation>
    </message>
    <message>
        <source>Two lanes join the same spaces</source>
        <translation>Dwie ścieżki łączą te same pola</translation>
    </message>
    <message>
        <source>Spaces not reachable from the first space</source>
        <translation>Pola nieosiągalne z pierwszego pola</translation>
    </message>
    <message>
        <source>A space names an unknown quarter</source>
        <translation>Pole wskazuje nieznaną ćwiartkę</translation>
    </message>
    <message>
        <source>Invalid crossing</source>
        <translation>Nieprawidłowe skrzyżowanie</translation>
    </message>
    <message>
        <source>The board has no quarters</source>
        <translation>Plansza nie ma ćwiartek</translation>
    </message>
    <message>
        <source>More than four quarters</source>
        <translation>Więcej niż cztery ćwiartki</translation>
    </message>
    <message>
        <source>A quarter names an unknown space</source>
        <translation>Ćwiartka wskazuje nieznane pole</translation>
    </message>
    <message>
        <source>A Base needs exactly four spaces</source>
        <translation>Baza musi mieć dokładnie cztery pola</translation>
    </message>
    <message>
        <source>A Base space is not of kind Base</source>
        <translation>Pole Bazy nie jest rodzaju Baza</translation>
    </message>
    <message>
        <source>A Base space is irradiated</source>
        <translation>Pole Bazy jest skażone</translation>
    </message>
    <message>
        <source>A Base space belongs to no quarter</source>
        <translation>Pole Bazy nie należy do żadnej ćwiartki</translation>
    </message>
    <message>
        <source>A Base space belongs to two quarters</source>
        <translation>Pole Bazy należy do dwóch ćwiartek</translation>
    </message>
    <message>
        <source>A quarter has no Base exit</source>
        <translation>Ćwiartka nie ma wyjścia z Bazy</translation>
    </message>
    <message>
        <source>A Base exit is not of kind Exit</source>
        <translation>Wyjście z Bazy nie jest rodzaju Wyjście</translation>
    </message>
    <message>
        <source>A Base exit does not touch its Base</source>
        <translation>Wyjście z Bazy nie styka się ze swoją Bazą</translation>
    </message>
    <message>
        <source>An exit space is no quarter&apos;s exit</source>
        <translation>Pole wyjścia nie jest wyjściem żadnej ćwiartki</translation>
    </message>
    <message>
        <source>Two quarters share an exit</source>
        <translation>Dwie ćwiartki mają wspólne wyjście</translation>
    </message>
    <message>
        <source>Invalid Guardian starting spaces</source>
        <translation>Nieprawidłowe pola startowe Strażników</translation>
    </message>
    <message>
        <source>No seating for any player count</source>
        <translation>Brak rozmieszczenia dla jakiejkolwiek liczby graczy</translation>
    </message>
    <message>
        <source>Wrong number of seats</source>
        <translation>Zła liczba miejsc</translation>
    </message>
    <message>
        <source>A seat names an unknown quarter</source>
        <translation>Miejsce wskazuje nieznaną ćwiartkę</translation>
    </message>
    <message>
        <source>Two seats share a quarter</source>
        <translation>Dwa miejsca mają wspólną ćwiartkę</translation>
    </message>
    <message>
        <source>Two-player quarters are not neighbours</source>
        <translation>Ćwiartki gry dwuosobowej nie sąsiadują</translation>
    </message>
    <message>
        <source>Energy Source without an irradiated neighbour</source>
        <translation>Źródło Energii bez skażonego sąsiada</translation>
    </message>
</context>
<context>
    <name>BoardTitle</name>
    <message>
        <source>Standard side</source>
        <translation>Strona standardowa</translation>
    </message>
    <message>
        <source>MUENARA side</source>
        <translation>Strona MUENARA</translation>
    </message>
    <message>
        <source>no player count</source>
        <translation>bez liczby graczy</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 graczy</translation>
    </message>
    <message>
        <source>%1 or %2 players</source>
        <translation>%1 lub %2 graczy</translation>
    </message>
</context>
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
    <message>
        <source>Exit status: 0 success; 1 a refusal or failure (a scenario&apos;s expectation failed, the library is missing, in use, damaged or read-only, the disk is full); 2 an unusable command line or input file.</source>
        <translation>Kod wyjścia: 0 sukces; 1 odmowa lub błąd (oczekiwanie scenariusza nie zostało spełnione, biblioteki brak, jest w użyciu, uszkodzona lub tylko do odczytu, dysk jest pełny); 2 nieprawidłowy wiersz poleceń lub plik wejściowy.</translation>
    </message>
    <message>
        <source>Print diagnostics (what the library does) on standard error.</source>
        <translation>Wypisz diagnostykę (co robi biblioteka) na standardowe wyjście błędów.</translation>
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
    <name>CoverSheets</name>
    <message>
        <source>Done — cover my sheet</source>
        <translation>Gotowe — zakryj moją kartę</translation>
    </message>
    <message>
        <source>Done — cover the sheets</source>
        <translation>Gotowe — zakryj karty</translation>
    </message>
</context>
<context>
    <name>EspiralText</name>
    <message>
        <source>rolled by the app</source>
        <translation>rzucone przez aplikację</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>wpisane</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>karta %1</translation>
    </message>
    <message>
        <source>mortal</source>
        <translation>śmiertelny</translation>
    </message>
    <message>
        <source>elemental</source>
        <translation>żywiołak</translation>
    </message>
    <message>
        <source>external</source>
        <translation>zewnętrzny</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 vitality left: it can take at most %n hit(s)</source>
        <translation>
            <numerusform>%1 ma jeszcze %2 witalności: może przyjąć najwyżej %n trafienie</numerusform>
            <numerusform>%1 ma jeszcze %2 witalności: może przyjąć najwyżej %n trafienia</numerusform>
            <numerusform>%1 ma jeszcze %2 witalności: może przyjąć najwyżej %n trafień</numerusform>
        </translation>
    </message>
    <message>
        <source>your hero is level 1: he has no level to give for healing</source>
        <translation>twój bohater ma poziom 1: nie ma poziomu do oddania na leczenie</translation>
    </message>
    <message>
        <source>your hero is level 1: he cannot take damage</source>
        <translation>twój bohater ma poziom 1: nie może przyjąć obrażeń</translation>
    </message>
    <message numerus="yes">
        <source>your hero may give at most %n level(s) while an ally can still take hits</source>
        <translation>
            <numerusform>twój bohater może oddać najwyżej %n poziom, póki sojusznik może jeszcze przyjmować trafienia</numerusform>
            <numerusform>twój bohater może oddać najwyżej %n poziomy, póki sojusznik może jeszcze przyjmować trafienia</numerusform>
            <numerusform>twój bohater może oddać najwyżej %n poziomów, póki sojusznik może jeszcze przyjmować trafienia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hero can give at most %n level(s) for healing</source>
        <translation>
            <numerusform>twój bohater może oddać na leczenie najwyżej %n poziom</numerusform>
            <numerusform>twój bohater może oddać na leczenie najwyżej %n poziomy</numerusform>
            <numerusform>twój bohater może oddać na leczenie najwyżej %n poziomów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is immune: it cannot be assigned damage while the creature it is immune to stands</source>
        <translation>%1 jest odporny: nie można mu przydzielić obrażeń, dopóki stoi stwór, na którego jest odporny</translation>
    </message>
    <message numerus="yes">
        <source>assign exactly %n hit(s)</source>
        <translation>
            <numerusform>przydziel dokładnie %n trafienie</numerusform>
            <numerusform>przydziel dokładnie %n trafienia</numerusform>
            <numerusform>przydziel dokładnie %n trafień</numerusform>
        </translation>
    </message>
    <message>
        <source>no ally is damaged: there is nothing to heal</source>
        <translation>żaden sojusznik nie jest ranny: nie ma czego leczyć</translation>
    </message>
    <message>
        <source>the first deck is empty: there is no one to recruit</source>
        <translation>pierwsza talia jest pusta: nie ma kogo zwerbować</translation>
    </message>
    <message>
        <source>%1 is not in the first deck</source>
        <translation>%1 nie ma w pierwszej talii</translation>
    </message>
    <message>
        <source>%1 is not in deck %2</source>
        <translation>%1 nie ma w talii %2</translation>
    </message>
    <message>
        <source>%1 is drawn twice</source>
        <translation>%1 jest dobrany dwa razy</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s) for this encounter</source>
        <translation>
            <numerusform>dobierz %n kartę do tego spotkania</numerusform>
            <numerusform>dobierz %n karty do tego spotkania</numerusform>
            <numerusform>dobierz %n kart do tego spotkania</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this roll is %n die(s): type a face from 1 to 6 for each</source>
        <translation>
            <numerusform>ten rzut to %n kość: wpisz dla każdej wynik od 1 do 6</numerusform>
            <numerusform>ten rzut to %n kości: wpisz dla każdej wynik od 1 do 6</numerusform>
            <numerusform>ten rzut to %n kości: wpisz dla każdej wynik od 1 do 6</numerusform>
        </translation>
    </message>
    <message>
        <source>a dice trial needs the faces of both dice</source>
        <translation>próba kości wymaga wyników obu kości</translation>
    </message>
    <message>
        <source>these are not the faces the app rolled</source>
        <translation>to nie są wyniki rzucone przez aplikację</translation>
    </message>
    <message>
        <source>the adventure is over</source>
        <translation>przygoda się skończyła</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>nie teraz</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>on the way</source>
        <translation>w drodze</translation>
    </message>
    <message>
        <source>dice trial</source>
        <translation>próba kości</translation>
    </message>
    <message>
        <source>recruit or heal</source>
        <translation>werbunek lub leczenie</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>spotkanie</translation>
    </message>
    <message>
        <source>the enemies attack</source>
        <translation>wrogowie atakują</translation>
    </message>
    <message>
        <source>damage to your party</source>
        <translation>obrażenia twojej drużyny</translation>
    </message>
    <message>
        <source>your counter-attack</source>
        <translation>twój kontratak</translation>
    </message>
    <message>
        <source>damage to the enemies</source>
        <translation>obrażenia wrogów</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>koniec</translation>
    </message>
    <message>
        <source>Land %1: two dice never beat it: no encounter here.</source>
        <translation>Kraina %1: dwie kości nigdy jej nie pokonają: tu nie ma spotkania.</translation>
    </message>
    <message>
        <source>An encounter when the dice show %1 or more: %2 % (%3 of 36).</source>
        <translation>Spotkanie, gdy kości pokażą %1 lub więcej: %2 % (%3 z 36).</translation>
    </message>
    <message>
        <source>An encounter when the dice show more than %1: %2 % (%3 of 36).</source>
        <translation>Spotkanie, gdy kości pokażą więcej niż %1: %2 % (%3 z 36).</translation>
    </message>
    <message>
        <source>Your hero reaches the last stronghold.</source>
        <translation>Twój bohater dociera do ostatniej twierdzy.</translation>
    </message>
    <message>
        <source>Your hero moves on to land %1 of %2: %3 (%4).</source>
        <translation>Twój bohater idzie dalej do krainy %1 z %2: %3 (%4).</translation>
    </message>
    <message>
        <source>Dice trial: %1 (%2) against %3: an encounter.</source>
        <translation>Próba kości: %1 (%2) przeciw %3: spotkanie.</translation>
    </message>
    <message>
        <source>Dice trial: %1 (%2) against %3: no encounter; recruit or heal.</source>
        <translation>Próba kości: %1 (%2) przeciw %3: brak spotkania; werbuj lub lecz.</translation>
    </message>
    <message>
        <source>%1 joins your party.</source>
        <translation>%1 dołącza do twojej drużyny.</translation>
    </message>
    <message numerus="yes">
        <source>Your allies heal %n level(s); your hero is level %1 now.</source>
        <translation>
            <numerusform>Twoi sojusznicy leczą %n poziom; twój bohater ma teraz poziom %1.</numerusform>
            <numerusform>Twoi sojusznicy leczą %n poziomy; twój bohater ma teraz poziom %1.</numerusform>
            <numerusform>Twoi sojusznicy leczą %n poziomów; twój bohater ma teraz poziom %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Neither recruit nor heal.</source>
        <translation>Ani werbunek, ani leczenie.</translation>
    </message>
    <message>
        <source>%1 appears (deck %2).</source>
        <translation>Pojawia się %1 (talia %2).</translation>
    </message>
    <message>
        <source>The decks are empty: no enemy appears.</source>
        <translation>Talie są puste: nie pojawia się żaden wróg.</translation>
    </message>
    <message>
        <source>Battle %1 begins.</source>
        <translation>Zaczyna się bitwa %1.</translation>
    </message>
    <message>
        <source>Round %1 of the battle.</source>
        <translation>Runda %1 bitwy.</translation>
    </message>
    <message>
        <source>The enemies attack</source>
        <translation>Wrogowie atakują</translation>
    </message>
    <message>
        <source>Your party counter-attacks</source>
        <translation>Twoja drużyna kontratakuje</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %n strike(s) (typed as a count).</source>
        <translation>
            <numerusform>%1 z %2 kośćmi: %n trafienie (wpisane jako liczba).</numerusform>
            <numerusform>%1 z %2 kośćmi: %n trafienia (wpisane jako liczba).</numerusform>
            <numerusform>%1 z %2 kośćmi: %n trafień (wpisane jako liczba).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %3: %n strike(s).</source>
        <translation>
            <numerusform>%1 z %2 kośćmi: %3: %n trafienie.</numerusform>
            <numerusform>%1 z %2 kośćmi: %3: %n trafienia.</numerusform>
            <numerusform>%1 z %2 kośćmi: %3: %n trafień.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n hit(s).</source>
        <translation>
            <numerusform>%1 przyjmuje %n trafienie.</numerusform>
            <numerusform>%1 przyjmuje %n trafienia.</numerusform>
            <numerusform>%1 przyjmuje %n trafień.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hero takes %n hit(s): level %1.</source>
        <translation>
            <numerusform>Twój bohater przyjmuje %n trafienie: poziom %1.</numerusform>
            <numerusform>Twój bohater przyjmuje %n trafienia: poziom %1.</numerusform>
            <numerusform>Twój bohater przyjmuje %n trafień: poziom %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of your party is killed; it goes under deck %2.</source>
        <translation>%1 z twojej drużyny ginie; trafia pod talię %2.</translation>
    </message>
    <message>
        <source>%1 is killed; it goes under deck %2.</source>
        <translation>%1 ginie; trafia pod talię %2.</translation>
    </message>
    <message>
        <source>Victory! Your hero levels up to level %1.</source>
        <translation>Zwycięstwo! Twój bohater awansuje na poziom %1.</translation>
    </message>
    <message>
        <source>%1 has lost its bonus and falls; it goes under deck %2.</source>
        <translation>%1 traci premię i pada; trafia pod talię %2.</translation>
    </message>
    <message>
        <source>The adventure is won: your hero stands on the last stronghold.</source>
        <translation>Przygoda wygrana: twój bohater stoi na ostatniej twierdzy.</translation>
    </message>
    <message>
        <source>The adventure is lost: your hero is dead.</source>
        <translation>Przygoda przegrana: twój bohater nie żyje.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>connection</source>
        <translation>połączenie</translation>
    </message>
    <message>
        <source>construction</source>
        <translation>budowa</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>ulepszenie</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>leczenie</translation>
    </message>
    <message>
        <source>arming a Watchtower</source>
        <translation>uzbrojenie Wieży Strażniczej</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Przywódca</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>for destroying a Building</source>
        <translation>za zniszczenie Budynku</translation>
    </message>
    <message>
        <source>for seizing a Building</source>
        <translation>za przejęcie Budynku</translation>
    </message>
    <message>
        <source>from the Energy Source</source>
        <translation>ze Źródła Energii</translation>
    </message>
    <message>
        <source>from production</source>
        <translation>z produkcji</translation>
    </message>
    <message numerus="yes">
        <source>A game for %n players begins.</source>
        <translation>
            <numerusform>Rozpoczyna się gra dla %n gracza.</numerusform>
            <numerusform>Rozpoczyna się gra dla %n graczy.</numerusform>
            <numerusform>Rozpoczyna się gra dla %n graczy.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose %2 as Leader.</source>
        <translation>%1 wybiera %2 na Przywódcę.</translation>
    </message>
    <message>
        <source>%1 receives the First Player Token.</source>
        <translation>%1 otrzymuje żeton pierwszego gracza.</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 is first player.</source>
        <translation>Rozpoczyna się runda %1; pierwszy gracz: %2.</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 rozpoczyna.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tura: %1.</translation>
    </message>
    <message>
        <source>%1 ended the turn.</source>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4.</source>
        <translation>%1 przesuwa %2 z pola „%3” na pole „%4”.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %n Quark(s) from %2 to %3.</source>
        <translation>
            <numerusform>%1 przesuwa %n Kwarka z pola „%2” na pole „%3”.</numerusform>
            <numerusform>%1 przesuwa %n Kwarki z pola „%2” na pole „%3”.</numerusform>
            <numerusform>%1 przesuwa %n Kwarków z pola „%2” na pole „%3”.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 destroyed %2&apos;s %3 on %4.</source>
        <translation>%1 niszczy budynek %3 gracza %2 na polu „%4”.</translation>
    </message>
    <message>
        <source>%1 seized %2&apos;s %3 on %4.</source>
        <translation>%1 przejmuje budynek %3 gracza %2 na polu „%4”.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Energy Crystal(s) %2.</source>
        <translation>
            <numerusform>%1 zdobywa %n Kryształ Energii %2.</numerusform>
            <numerusform>%1 zdobywa %n Kryształy Energii %2.</numerusform>
            <numerusform>%1 zdobywa %n Kryształów Energii %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Building Resource(s).</source>
        <translation>
            <numerusform>%1 zdobywa %n Surowiec Budowlany.</numerusform>
            <numerusform>%1 zdobywa %n Surowce Budowlane.</numerusform>
            <numerusform>%1 zdobywa %n Surowców Budowlanych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a secret action (%2).</source>
        <translation>%1 wykonuje tajną akcję (%2).</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3 on %4.</source>
        <translation>%1 atakuje gracza %2 z pola „%3” na pole „%4”.</translation>
    </message>
    <message>
        <source>%1 counterattacks from %2 on %3.</source>
        <translation>%1 kontratakuje z pola „%2” na pole „%3”.</translation>
    </message>
    <message>
        <source>%1 does not counterattack from %2.</source>
        <translation>%1 nie kontratakuje z pola „%2”.</translation>
    </message>
    <message>
        <source>%1 may pursue from %2 into %3.</source>
        <translation>%1 może wykonać pościg z pola „%2” na pole „%3”.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with the Guardian and %n Quark(s).</source>
        <translation>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” Strażnikiem i %n Kwarkiem.</numerusform>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” Strażnikiem i %n Kwarkami.</numerusform>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” Strażnikiem i %n Kwarkami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with %n Quark(s).</source>
        <translation>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” z %n Kwarkiem.</numerusform>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” z %n Kwarkami.</numerusform>
            <numerusform>%1 wykonuje pościg z pola „%2” na pole „%3” z %n Kwarkami.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not pursue into %2.</source>
        <translation>%1 nie wykonuje pościgu na pole „%2”.</translation>
    </message>
    <message>
        <source>%1&apos;s attack from %2 on %3 is withdrawn: nobody is left there.</source>
        <translation>Atak gracza %1 z pola „%2” na pole „%3” zostaje wycofany: nikt tam nie został.</translation>
    </message>
    <message>
        <source>Battle between %1 on %2 and %3 on %4.</source>
        <translation>Bitwa: %1 na polu „%2” przeciw %3 na polu „%4”.</translation>
    </message>
    <message numerus="yes">
        <source>The Quarks of %1 and %2 clash: each side loses %n.</source>
        <translation>
            <numerusform>Kwarki graczy %1 i %2 ścierają się: każda strona traci %n.</numerusform>
            <numerusform>Kwarki graczy %1 i %2 ścierają się: każda strona traci %n.</numerusform>
            <numerusform>Kwarki graczy %1 i %2 ścierają się: każda strona traci %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 strikes %2 with a total Power of %3.</source>
        <translation>%1 uderza w pole „%2” z łączną Siłą %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n Quark(s) on %2.</source>
        <translation>
            <numerusform>%1 traci %n Kwarka na polu „%2”.</numerusform>
            <numerusform>%1 traci %n Kwarki na polu „%2”.</numerusform>
            <numerusform>%1 traci %n Kwarków na polu „%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Watchtower on %2 spent %n crystal(s).</source>
        <translation>
            <numerusform>Wieża Strażnicza gracza %1 na polu „%2” zużywa %n kryształ.</numerusform>
            <numerusform>Wieża Strażnicza gracza %1 na polu „%2” zużywa %n kryształy.</numerusform>
            <numerusform>Wieża Strażnicza gracza %1 na polu „%2” zużywa %n kryształów.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s construction on %2 was lost.</source>
        <translation>Budowa gracza %1 na polu „%2” przepada.</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source %2 from %3.</source>
        <translation>%1 czerpie ze Źródła Energii „%2” z pola „%3”.</translation>
    </message>
    <message>
        <source>%1 started a construction on %2.</source>
        <translation>%1 rozpoczyna budowę na polu „%2”.</translation>
    </message>
    <message>
        <source>%1 bred a Quark on %2.</source>
        <translation>%1 tworzy Kwarka na polu „%2”.</translation>
    </message>
    <message>
        <source>%1 rebuilt %2 on %3.</source>
        <translation>%1 odbudowuje %2 na polu „%3”.</translation>
    </message>
    <message>
        <source>%1 bought the Technology %2.</source>
        <translation>%1 kupuje Technologię %2.</translation>
    </message>
    <message>
        <source>%1 healed %2.</source>
        <translation>%1 leczy %2.</translation>
    </message>
    <message>
        <source>%1 demolished the %2 on %3.</source>
        <translation>%1 rozbiera %2 na polu „%3”.</translation>
    </message>
    <message>
        <source>%1 made %2 the Leader.</source>
        <translation>%1 mianuje %2 Przywódcą.</translation>
    </message>
    <message>
        <source>All Player Sheets are revealed.</source>
        <translation>Wszystkie Karty Gracza zostają odkryte.</translation>
    </message>
    <message>
        <source>The Player Sheets are covered again.</source>
        <translation>Karty Gracza zostają ponownie zakryte.</translation>
    </message>
    <message>
        <source>%1 finished the Development phase.</source>
        <translation>%1 kończy fazę Rozwoju.</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <translation>%1 odpada z gry.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Something happened.</source>
        <translation>Coś się wydarzyło.</translation>
    </message>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n kryształ</numerusform>
            <numerusform>%n kryształy</numerusform>
            <numerusform>%n kryształów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 swapped %2 and %3.</source>
        <translation>%1 zamienia %2 i %3.</translation>
    </message>
    <message>
        <source>%1 lets %2 heal himself (%3).</source>
        <translation>%1 pozwala, by %2 sam się uleczył (%3).</translation>
    </message>
    <message>
        <source>%1 connected %2 to %3 (%4).</source>
        <translation>%1 podłącza %2 do %3 (%4).</translation>
    </message>
    <message>
        <source>%1 broke the connection of %2 (%3).</source>
        <translation>%1 zrywa połączenie %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 suffers %n damage.</source>
        <translation>
            <numerusform>%1 na polu „%2” otrzymuje %n obrażenie.</numerusform>
            <numerusform>%1 na polu „%2” otrzymuje %n obrażenia.</numerusform>
            <numerusform>%1 na polu „%2” otrzymuje %n obrażeń.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n Health.</source>
        <translation>
            <numerusform>%1 ma teraz %n punkt Zdrowia.</numerusform>
            <numerusform>%1 ma teraz %n punkty Zdrowia.</numerusform>
            <numerusform>%1 ma teraz %n punktów Zdrowia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 was destroyed.</source>
        <translation>%1 na polu „%2” zostaje zniszczony.</translation>
    </message>
    <message>
        <source>%1 collected %2 and %3.</source>
        <translation>%1 zbiera %2 i %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n Building Resource(s)</source>
        <translation>
            <numerusform>%n Surowiec Budowlany</numerusform>
            <numerusform>%n Surowce Budowlane</numerusform>
            <numerusform>%n Surowców Budowlanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Kryształ Energii</numerusform>
            <numerusform>%n Kryształy Energii</numerusform>
            <numerusform>%n Kryształów Energii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s construction on %2: %3, %n paid.</source>
        <translation>
            <numerusform>Budowa gracza %1 na polu „%2”: %3, zapłacono %n.</numerusform>
            <numerusform>Budowa gracza %1 na polu „%2”: %3, zapłacono %n.</numerusform>
            <numerusform>Budowa gracza %1 na polu „%2”: %3, zapłacono %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completed the %2 on %3.</source>
        <translation>%1 kończy budowę: %2 na polu „%3”.</translation>
    </message>
    <message numerus="yes">
        <source>%1 upgraded %2 with %n %3 token(s).</source>
        <translation>
            <numerusform>%1 ulepsza %2 o %n żeton %3.</numerusform>
            <numerusform>%1 ulepsza %2 o %n żetony %3.</numerusform>
            <numerusform>%1 ulepsza %2 o %n żetonów %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 armed the Watchtower on %2 with %3; it holds %4.</source>
        <translation>%1 uzbraja Wieżę Strażniczą na polu „%2” w %3; ma ona %4.</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source from %2.</source>
        <translation>%1 czerpie ze Źródła Energii z pola „%2”.</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Check a player&apos;s own card file (CSV or JSON) of a game: import-cards [--game ID] [--json] FILE</source>
        <translation>Sprawdź własny plik kart gracza (CSV lub JSON) dla gry: import-cards [--game ID] [--json] FILE</translation>
    </message>
    <message>
        <source>Print what the file holds as JSON.</source>
        <translation>Wypisz zawartość pliku jako JSON.</translation>
    </message>
    <message>
        <source>The game whose file it is.</source>
        <translation>Gra, do której należy plik.</translation>
    </message>
    <message>
        <source>one card file, please</source>
        <translation>podaj jeden plik kart</translation>
    </message>
    <message>
        <source>--game: one of %1</source>
        <translation>--game: jedna z %1</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: nie można odczytać: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: nothing imported (%n bad row(s))</source>
        <translation>
            <numerusform>%1: nic nie zaimportowano (%n błędny wiersz)</numerusform>
            <numerusform>%1: nic nie zaimportowano (%n błędne wiersze)</numerusform>
            <numerusform>%1: nic nie zaimportowano (%n błędnych wierszy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Faza Ruchu</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Faza Rozwoju</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Mgła Wojny</translation>
    </message>
    <message>
        <source>Checks and Balances</source>
        <translation>Kontrola i Równowaga</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Poligon</translation>
    </message>
    <message>
        <source>The normal game: every Player Sheet stays behind its screen.</source>
        <translation>Zwykła gra: każda Karta Gracza pozostaje za zasłonką.</translation>
    </message>
    <message>
        <source>Sheets are revealed once all attacks of a round are declared; the Leader may change.</source>
        <translation>Karty są odkrywane po zadeklarowaniu wszystkich ataków rundy; Przywódca może się zmienić.</translation>
    </message>
    <message>
        <source>No screens at all: everything is open, for learning the game.</source>
        <translation>Bez zasłonek: wszystko jest jawne, do nauki gry.</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Kopalnia</translation>
    </message>
    <message>
        <source>Energy Well</source>
        <translation>Studnia Energii</translation>
    </message>
    <message>
        <source>Technology Building</source>
        <translation>Budynek Technologii</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wieża Strażnicza</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>Upgrades (I)</source>
        <translation>Ulepszenia (I)</translation>
    </message>
    <message>
        <source>Source attack (I)</source>
        <translation>Atak na Źródło (I)</translation>
    </message>
    <message>
        <source>Watchtower capacity (II)</source>
        <translation>Pojemność Wieży (II)</translation>
    </message>
    <message>
        <source>Cheap rebuild (II)</source>
        <translation>Tania odbudowa (II)</translation>
    </message>
    <message>
        <source>Fast Quarks (II)</source>
        <translation>Szybkie Kwarki (II)</translation>
    </message>
    <message>
        <source>Protection (III)</source>
        <translation>Ochrona (III)</translation>
    </message>
    <message>
        <source>Weaken healing (III)</source>
        <translation>Osłabienie leczenia (III)</translation>
    </message>
    <message>
        <source>Seize (III)</source>
        <translation>Przejęcie (III)</translation>
    </message>
    <message>
        <source>Double upgrade (III)</source>
        <translation>Podwójne ulepszenie (III)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Wzmocnienie</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Leczenie</translation>
    </message>
    <message>
        <source>construction</source>
        <translation>budowa</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Siła</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Choose %1 as Leader</source>
        <translation>Wybierz %1 na Przywódcę</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Quark(s) from %1 to %2</source>
        <translation>
            <numerusform>Przesuń %n Kwarka z pola „%1” na pole „%2”</numerusform>
            <numerusform>Przesuń %n Kwarki z pola „%1” na pole „%2”</numerusform>
            <numerusform>Przesuń %n Kwarków z pola „%1” na pole „%2”</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack from %1 on %2</source>
        <translation>Atak z pola „%1” na pole „%2”</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Kontratakuj</translation>
    </message>
    <message>
        <source>Do not counterattack</source>
        <translation>Nie kontratakuj</translation>
    </message>
    <message>
        <source>Do not pursue</source>
        <translation>Bez pościgu</translation>
    </message>
    <message numerus="yes">
        <source>Pursue with the Guardian and %n Quark(s)</source>
        <translation>
            <numerusform>Pościg ze Strażnikiem i %n Kwarkiem</numerusform>
            <numerusform>Pościg ze Strażnikiem i %n Kwarkami</numerusform>
            <numerusform>Pościg ze Strażnikiem i %n Kwarkami</numerusform>
        </translation>
    </message>
    <message>
        <source>Pursue with the Guardian</source>
        <translation>Pościg ze Strażnikiem</translation>
    </message>
    <message numerus="yes">
        <source>Pursue with %n Quark(s)</source>
        <translation>
            <numerusform>Pościg z %n Kwarkiem</numerusform>
            <numerusform>Pościg z %n Kwarkami</numerusform>
            <numerusform>Pościg z %n Kwarkami</numerusform>
        </translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Break the connection of %1</source>
        <translation>Zerwij połączenie %1</translation>
    </message>
    <message>
        <source>Connect %1 to %2 (%3)</source>
        <translation>Podłącz %1 do %2 (%3)</translation>
    </message>
    <message>
        <source>Pay for the construction of %1</source>
        <translation>Zapłać za budowę %1</translation>
    </message>
    <message>
        <source>Build a Reactor on %1</source>
        <translation>Zbuduj Reaktor na polu „%1”</translation>
    </message>
    <message>
        <source>Breed a Quark on %1</source>
        <translation>Stwórz Kwarka na polu „%1”</translation>
    </message>
    <message>
        <source>Buy Technology: %1</source>
        <translation>Kup Technologię: %1</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade %1: %n %2 token(s)</source>
        <translation>
            <numerusform>Ulepsz %1: %n żeton %2</numerusform>
            <numerusform>Ulepsz %1: %n żetony %2</numerusform>
            <numerusform>Ulepsz %1: %n żetonów %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Wylecz %1</translation>
    </message>
    <message numerus="yes">
        <source>Arm the Watchtower on %1 with %n crystal(s)</source>
        <translation>
            <numerusform>Uzbrój Wieżę Strażniczą na polu „%1” (%n kryształ)</numerusform>
            <numerusform>Uzbrój Wieżę Strażniczą na polu „%1” (%n kryształy)</numerusform>
            <numerusform>Uzbrój Wieżę Strażniczą na polu „%1” (%n kryształów)</numerusform>
        </translation>
    </message>
    <message>
        <source>Demolish the Building on %1</source>
        <translation>Rozbierz Budynek na polu „%1”</translation>
    </message>
    <message>
        <source>Make %1 the Leader</source>
        <translation>Mianuj %1 Przywódcą</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Zakończ fazę Rozwoju</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <translation>%1 Strażnik %2</translation>
    </message>
    <message>
        <source>Move %1 to %2 and seize the Building</source>
        <translation>Przesuń %1 na pole „%2” i zajmij Budynek</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Przesuń %1 na pole „%2”</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>Zamień %1 i %2</translation>
    </message>
    <message>
        <source>%1 heals himself (%2)</source>
        <translation>%1 leczy się (%2)</translation>
    </message>
    <message>
        <source>%1 starts a construction: %2</source>
        <translation>%1 rozpoczyna budowę: %2</translation>
    </message>
    <message>
        <source>Rebuild %1 on %2</source>
        <translation>Odbuduj %1 na polu „%2”</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Niebieskiego</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Czerwonego</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Zielonego</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Żółtego</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Fioletowego</translation>
    </message>
    <message>
        <source>Orange</source>
        <comment>a Guardian&apos;s colour, object of a verb</comment>
        <translation>Pomarańczowego</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <comment>object of a verb, %1 a colour</comment>
        <translation>%1 Strażnika %2</translation>
    </message>
    <message>
        <source>%1 Guardian %2</source>
        <comment>object of a verb, %1 a player&apos;s name</comment>
        <translation>Strażnika %2 gracza %1</translation>
    </message>
</context>
<context>
    <name>InvadersText</name>
    <message>
        <source>Pacific Rim</source>
        <translation>Rejon Pacyfiku</translation>
    </message>
    <message>
        <source>Eurasia</source>
        <translation>Eurazja</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afryka</translation>
    </message>
    <message>
        <source>the Invader</source>
        <translation>Najeźdźca</translation>
    </message>
    <message>
        <source>Mankind</source>
        <translation>Ludzkość</translation>
    </message>
    <message>
        <source>%1&apos;s power is already 0: no token can be added</source>
        <translation>Siła strefy %1 wynosi już 0: nie można dodać żetonu</translation>
    </message>
    <message>
        <source>the plot action was already used this turn</source>
        <translation>akcja planu została już użyta w tej turze</translation>
    </message>
    <message>
        <source>only the Invader has the plot action</source>
        <translation>akcję planu ma tylko Najeźdźca</translation>
    </message>
    <message>
        <source>the Invader&apos;s deck is empty: the plot action cannot draw (reduce a cost instead)</source>
        <translation>talia Najeźdźcy jest pusta: akcja planu nie może dobrać karty (zamiast tego obniż koszt)</translation>
    </message>
    <message>
        <source>only Mankind removes -1 tokens, on his own turn</source>
        <translation>tylko Ludzkość usuwa żetony −1, we własnej turze</translation>
    </message>
    <message>
        <source>%1 has no -1 token to remove</source>
        <translation>%1 nie ma żetonu −1 do usunięcia</translation>
    </message>
    <message>
        <source>all four slots in %1 are full: sacrifice one of the cards to play a fifth</source>
        <translation>wszystkie cztery miejsca w strefie %1 są zajęte: poświęć jedną z kart, aby zagrać piątą</translation>
    </message>
    <message>
        <source>a card is sacrificed only when all four slots in %1 are full</source>
        <translation>kartę poświęca się tylko wtedy, gdy wszystkie cztery miejsca w strefie %1 są zajęte</translation>
    </message>
    <message>
        <source>a zone has four slots, 0 to 3</source>
        <translation>strefa ma cztery miejsca, od 0 do 3</translation>
    </message>
    <message>
        <source>there is no card of %1 in that slot of %2</source>
        <translation>w tym miejscu strefy %2 nie ma karty strony %1</translation>
    </message>
    <message>
        <source>the Heroes of the Resistance card always stays in play</source>
        <translation>karta Bohaterowie Ruchu Oporu zawsze zostaje w grze</translation>
    </message>
    <message>
        <source>the Heroes of the Resistance card is already turned; it turns upright at the start of Mankind&apos;s turn</source>
        <translation>karta Bohaterowie Ruchu Oporu jest już obrócona; wraca do pionu na początku tury Ludzkości</translation>
    </message>
    <message>
        <source>Mankind has no Heroes of the Resistance card in play</source>
        <translation>Ludzkość nie ma w grze karty Bohaterowie Ruchu Oporu</translation>
    </message>
    <message>
        <source>dormant strategy %1 was already enabled this game</source>
        <translation>uśpiona strategia %1 została już włączona w tej grze</translation>
    </message>
    <message>
        <source>the dormant strategies are numbered 1 to 5 (Mankind&apos;s 5: the Ops Centre)</source>
        <translation>uśpione strategie mają numery od 1 do 5 (5 Ludzkości: Centrum Operacyjne)</translation>
    </message>
    <message>
        <source>%1&apos;s deck cannot pay that drain cost in full</source>
        <translation>talia strony %1 nie pokryje w całości tego kosztu odrzucenia</translation>
    </message>
    <message>
        <source>a card moves the marker by 1 to 12 spaces, up or down</source>
        <translation>karta przesuwa znacznik o 1 do 12 pól, w górę lub w dół</translation>
    </message>
    <message>
        <source>an entry moves 1 to 10 cards; enter more twice</source>
        <translation>jeden wpis przenosi od 1 do 10 kart; więcej wpisz dwa razy</translation>
    </message>
    <message>
        <source>the marker is on 12 and never goes higher</source>
        <translation>znacznik stoi na 12 i nigdy nie idzie wyżej</translation>
    </message>
    <message>
        <source>Mankind cannot prevent more than the drain</source>
        <translation>Ludzkość nie może zapobiec więcej, niż wynosi odrzucenie</translation>
    </message>
    <message>
        <source>the Attack phase in %1 was already resolved this turn</source>
        <translation>faza ataku w strefie %1 została już rozstrzygnięta w tej turze</translation>
    </message>
    <message>
        <source>resolve the Attack phase in all three zones first</source>
        <translation>najpierw rozstrzygnij fazę ataku we wszystkich trzech strefach</translation>
    </message>
    <message>
        <source>zones are attacked in the Invader&apos;s Attack phase</source>
        <translation>strefy są atakowane w fazie ataku Najeźdźcy</translation>
    </message>
    <message>
        <source>that is done in the Main phase</source>
        <translation>to robi się w fazie głównej</translation>
    </message>
    <message>
        <source>that cannot be done in this phase</source>
        <translation>tego nie można zrobić w tej fazie</translation>
    </message>
    <message>
        <source>the turn starts with drawing two cards</source>
        <translation>tura zaczyna się od dobrania dwóch kart</translation>
    </message>
    <message>
        <source>the two cards of this turn are already drawn</source>
        <translation>dwie karty tej tury są już dobrane</translation>
    </message>
    <message>
        <source>it is the other player&apos;s turn</source>
        <translation>teraz tura drugiego gracza</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>there are two players: Mankind and the Invader</source>
        <translation>jest dwóch graczy: Ludzkość i Najeźdźca</translation>
    </message>
    <message>
        <source>the side is Mankind or the Invader</source>
        <translation>stroną jest Ludzkość albo Najeźdźca</translation>
    </message>
    <message>
        <source>the zones are Pacific Rim, Eurasia and Africa</source>
        <translation>strefy to Rejon Pacyfiku, Eurazja i Afryka</translation>
    </message>
    <message>
        <source>a power is entered as 0 to 20</source>
        <translation>siłę wpisuje się jako liczbę od 0 do 20</translation>
    </message>
    <message>
        <source>a deck holds 0 to 200 cards</source>
        <translation>talia liczy od 0 do 200 kart</translation>
    </message>
    <message>
        <source>a card&apos;s name is at most 60 characters</source>
        <translation>nazwa karty ma najwyżej 60 znaków</translation>
    </message>
    <message>
        <source>not possible (%1)</source>
        <translation>niemożliwe (%1)</translation>
    </message>
    <message>
        <source>that card&apos;s power is already %1</source>
        <translation>siła tej karty to już %1</translation>
    </message>
</context>
<context>
    <name>InvadersWindowText</name>
    <message>
        <source>the Draw phase</source>
        <translation>faza dobierania</translation>
    </message>
    <message>
        <source>the Main phase</source>
        <translation>faza główna</translation>
    </message>
    <message>
        <source>the Attack phase</source>
        <translation>faza ataku</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>koniec</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s); %2 left in the deck.</source>
        <translation>
            <numerusform>%1 dobiera %n kartę; w talii zostało %2.</numerusform>
            <numerusform>%1 dobiera %n karty; w talii zostało %2.</numerusform>
            <numerusform>%1 dobiera %n kart; w talii zostało %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>a card of power %1</source>
        <translation>kartę o sile %1</translation>
    </message>
    <message>
        <source>%1 (power %2)</source>
        <translation>%1 (siła %2)</translation>
    </message>
    <message>
        <source>%1 sacrificed the card in slot %2 of %3 and played %4 there.</source>
        <translation>%1 poświęca kartę z miejsca %2 w strefie %3 i zagrywa tam %4.</translation>
    </message>
    <message>
        <source>%1 played %2 in %3.</source>
        <translation>%1 zagrywa %2 w strefie %3.</translation>
    </message>
    <message>
        <source>%1&apos;s card in slot %2 of %3 left play for the discard pile.</source>
        <translation>Karta gracza %1 z miejsca %2 w strefie %3 opuszcza grę na stos kart odrzuconych.</translation>
    </message>
    <message>
        <source>Card effect: %1&apos;s card in slot %2 of %3 now has power %4 (was %5).</source>
        <translation>Efekt karty: karta gracza %1 z miejsca %2 w strefie %3 ma teraz siłę %4 (było %5).</translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: drained %n card(s) (not a drain for the check).</source>
        <translation>
            <numerusform>%1 płaci koszt: odrzuca %n kartę (to nie jest odrzucenie do sprawdzenia).</numerusform>
            <numerusform>%1 płaci koszt: odrzuca %n karty (to nie jest odrzucenie do sprawdzenia).</numerusform>
            <numerusform>%1 płaci koszt: odrzuca %n kart (to nie jest odrzucenie do sprawdzenia).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: discarded %n card(s).</source>
        <translation>
            <numerusform>%1 płaci koszt: wyrzuca %n kartę.</numerusform>
            <numerusform>%1 płaci koszt: wyrzuca %n karty.</numerusform>
            <numerusform>%1 płaci koszt: wyrzuca %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Invader used his plot action: he draws a card.</source>
        <translation>Najeźdźca użył akcji planu: dobiera kartę.</translation>
    </message>
    <message>
        <source>The Invader used his plot action: a cost reduced by 1.</source>
        <translation>Najeźdźca użył akcji planu: koszt zmniejszony o 1.</translation>
    </message>
    <message>
        <source>Mankind enabled the Ops Centre.</source>
        <translation>Ludzkość uruchomiła Centrum Operacyjne.</translation>
    </message>
    <message>
        <source>%1 enabled dormant strategy %2.</source>
        <translation>%1 uruchamia uśpioną strategię %2.</translation>
    </message>
    <message>
        <source>A −1 token on %1: its power is now %2.</source>
        <translation>Żeton −1 w strefie %1: jej siła wynosi teraz %2.</translation>
    </message>
    <message>
        <source>Mankind removed a −1 token from %1: its power is now %2.</source>
        <translation>Ludzkość usunęła żeton −1 ze strefy %1: jej siła wynosi teraz %2.</translation>
    </message>
    <message>
        <source>The Heroes of the Resistance card is turned 90°: it does not count for defence.</source>
        <translation>Karta Bohaterowie Ruchu Oporu jest obrócona o 90°: nie liczy się do obrony.</translation>
    </message>
    <message>
        <source>The Heroes of the Resistance card is turned upright.</source>
        <translation>Karta Bohaterowie Ruchu Oporu jest znów wyprostowana.</translation>
    </message>
    <message>
        <source>The marker stays on %1.</source>
        <translation>Znacznik zostaje na %1.</translation>
    </message>
    <message numerus="yes">
        <source>The marker moves up %n space(s), to %1.</source>
        <translation>
            <numerusform>Znacznik przesuwa się o %n pole w górę, na %1.</numerusform>
            <numerusform>Znacznik przesuwa się o %n pola w górę, na %1.</numerusform>
            <numerusform>Znacznik przesuwa się o %n pól w górę, na %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The marker moves down %n space(s), to %1.</source>
        <translation>
            <numerusform>Znacznik przesuwa się o %n pole w dół, na %1.</numerusform>
            <numerusform>Znacznik przesuwa się o %n pola w dół, na %1.</numerusform>
            <numerusform>Znacznik przesuwa się o %n pól w dół, na %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Card effect: %1 drains %n card(s)</source>
        <translation>
            <numerusform>Efekt karty: %1 odrzuca %n kartę</numerusform>
            <numerusform>Efekt karty: %1 odrzuca %n karty</numerusform>
            <numerusform>Efekt karty: %1 odrzuca %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n prevented</source>
        <translation>
            <numerusform>, %n zapobieżone</numerusform>
            <numerusform>, %n zapobieżone</numerusform>
            <numerusform>, %n zapobieżonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped onto the discard pile.</source>
        <translation>
            <numerusform>: %n odwrócona na stos kart odrzuconych.</numerusform>
            <numerusform>: %n odwrócone na stos kart odrzuconych.</numerusform>
            <numerusform>: %n odwróconych na stos kart odrzuconych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack in %1: the Invader&apos;s %2 against Mankind&apos;s %3 — no drain.</source>
        <translation>Atak w strefie %1: %2 Najeźdźcy przeciw %3 Ludzkości — bez odrzucenia.</translation>
    </message>
    <message>
        <source>Attack in %1: the Invader&apos;s %2 against Mankind&apos;s %3 — drain %4</source>
        <translation>Atak w strefie %1: %2 Najeźdźcy przeciw %3 Ludzkości — odrzucenie %4</translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped.</source>
        <translation>
            <numerusform>: %n odwrócona.</numerusform>
            <numerusform>: %n odwrócone.</numerusform>
            <numerusform>: %n odwróconych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drain check: the Invader forced no drain this turn, so the marker moves down one space, to %1 (I-DRAIN-CHECK).</source>
        <translation>Sprawdzenie odrzucenia: Najeźdźca nie wymusił w tej turze odrzucenia, więc znacznik przesuwa się o jedno pole w dół, na %1 (I-DRAIN-CHECK).</translation>
    </message>
    <message>
        <source>Drain check: the Invader made Mankind flip at least one card this turn, so the marker stays on %1 (I-DRAIN-CHECK).</source>
        <translation>Sprawdzenie odrzucenia: Najeźdźca zmusił w tej turze Ludzkość do odwrócenia co najmniej jednej karty, więc znacznik zostaje na %1 (I-DRAIN-CHECK).</translation>
    </message>
    <message>
        <source>Drain check at the end of this turn: Mankind was drained — the marker will not move down for it.</source>
        <translation>Sprawdzenie odrzucenia na koniec tej tury: Ludzkość musiała odrzucić — znacznik nie przesunie się z tego powodu w dół.</translation>
    </message>
    <message>
        <source>Drain check at the end of this turn: no drain so far — the marker will move down one space. A prevented drain, a cost and a −1 token are no drain.</source>
        <translation>Sprawdzenie odrzucenia na koniec tej tury: na razie bez odrzucenia — znacznik przesunie się o jedno pole w dół. Zapobieżone odrzucenie, koszt i żeton −1 nie są odrzuceniem.</translation>
    </message>
    <message>
        <source>%1 wins: the marker reached the skull (I-SKULL).</source>
        <translation>%1 wygrywa: znacznik dotarł do czaszki (I-SKULL).</translation>
    </message>
    <message>
        <source>%1 wins: both draw decks ran out at once (I-SIMULTANEOUS).</source>
        <translation>%1 wygrywa: obie talie do dobierania skończyły się naraz (I-SIMULTANEOUS).</translation>
    </message>
    <message>
        <source>%1 wins: %2 had to draw from an empty deck (I-DECK-OUT).</source>
        <translation>%1 wygrywa: %2 musiał dobierać z pustej talii (I-DECK-OUT).</translation>
    </message>
    <message>
        <source>Refused: %1 (%2)</source>
        <translation>Odrzucono: %1 (%2)</translation>
    </message>
    <message>
        <source>Power %1</source>
        <translation>Siła %1</translation>
    </message>
    <message>
        <source>%1, power %2</source>
        <translation>%1, siła %2</translation>
    </message>
    <message>
        <source>, turned 90°: not counted for defence</source>
        <translation>, obrócona o 90°: nie liczy się do obrony</translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message>
        <source>Store a scenario file as a new game: import FILE [--database PATH]</source>
        <translation>Zapisz plik scenariusza jako nową grę: import PLIK [--database ŚCIEŻKA]</translation>
    </message>
    <message>
        <source>The library file (default: %1).</source>
        <translation>Plik biblioteki (domyślnie: %1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>nieoczekiwany argument „%1”</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>Zapisz do FILE zamiast na standardowe wyjście.</translation>
    </message>
    <message>
        <source>give one game id (see `xobos-cli games`)</source>
        <translation>podaj jeden identyfikator gry (zob. `xobos-cli games`)</translation>
    </message>
    <message>
        <source>give one scenario file</source>
        <translation>podaj jeden plik scenariusza</translation>
    </message>
    <message numerus="yes">
        <source>imported as game %1 (%n actions, round %2)</source>
        <translation>
            <numerusform>zaimportowano jako grę %1 (%n akcja, runda %2)</numerusform>
            <numerusform>zaimportowano jako grę %1 (%n akcje, runda %2)</numerusform>
            <numerusform>zaimportowano jako grę %1 (%n akcji, runda %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the path is empty; give the path of a file</source>
        <translation>%1: ścieżka jest pusta; podaj ścieżkę pliku</translation>
    </message>
    <message>
        <source>%1: the path %2 is not valid in this system&apos;s encoding (UTF-8); rename the file or give another path</source>
        <translation>%1: ścieżka %2 jest nieprawidłowa w kodowaniu tego systemu (UTF-8); zmień nazwę pliku lub podaj inną ścieżkę</translation>
    </message>
    <message>
        <source>there is no library at %1. Check the path (--database PATH); `xobos-cli import FILE --database PATH` starts a new one.</source>
        <translation>pod %1 nie ma biblioteki. Sprawdź ścieżkę (--database ŚCIEŻKA); `xobos-cli import PLIK --database ŚCIEŻKA` zakłada nową.</translation>
    </message>
    <message>
        <source>--out %1 is the library itself (or one of its files): writing there would destroy its games. Choose another file.</source>
        <translation>--out %1 to sama biblioteka (lub jeden z jej plików): zapis tam zniszczyłby jej gry. Wybierz inny plik.</translation>
    </message>
    <message>
        <source>--out %1 is an SQLite database (perhaps a library): an export never overwrites one. Choose another file.</source>
        <translation>--out %1 to baza danych SQLite (być może biblioteka): eksport nigdy jej nie nadpisuje. Wybierz inny plik.</translation>
    </message>
    <message>
        <source>--out %1 is a folder. Give the name of the file to write.</source>
        <translation>--out %1 to folder. Podaj nazwę pliku do zapisania.</translation>
    </message>
    <message>
        <source>--out %1 already exists. Give --force to replace it, or choose another name.</source>
        <translation>--out %1 już istnieje. Podaj --force, by go zastąpić, lub wybierz inną nazwę.</translation>
    </message>
    <message>
        <source>List the games in a library: games [--json] [--database PATH]</source>
        <translation>Wypisz gry w bibliotece: games [--json] [--database ŚCIEŻKA]</translation>
    </message>
    <message>
        <source>Write a stored game as a scenario file (holds every hidden value): export GAME-ID [--out FILE [--force]] [--database PATH]</source>
        <translation>Zapisz przechowywaną grę jako plik scenariusza (zawiera wszystkie ukryte wartości): export ID-GRY [--out PLIK [--force]] [--database ŚCIEŻKA]</translation>
    </message>
    <message>
        <source>Print the games as a JSON array.</source>
        <translation>Wypisz gry jako tablicę JSON.</translation>
    </message>
    <message>
        <source>Replace FILE if it exists (never a library).</source>
        <translation>Zastąp FILE, jeśli istnieje (nigdy bibliotekę).</translation>
    </message>
    <message>
        <source>cannot write %1: %2. Check that its folder exists and has room.</source>
        <translation>nie można zapisać %1: %2. Sprawdź, czy jego folder istnieje i ma wolne miejsce.</translation>
    </message>
    <message>
        <source>the library %1 is read-only: nothing can be imported into it. Copy it to a writable folder, or give another library (--database PATH).</source>
        <translation>biblioteka %1 jest tylko do odczytu: nie można nic do niej zaimportować. Skopiuj ją do folderu z prawem zapisu lub podaj inną bibliotekę (--database ŚCIEŻKA).</translation>
    </message>
    <message>
        <source>%1 Written as the library holds it (format xobos-library-game), not as a scenario.</source>
        <translation>%1 Zapisano tak, jak przechowuje to biblioteka (format xobos-library-game), nie jako scenariusz.</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Not possible — the reason is shown on your private sheet.</source>
        <translation>Niemożliwe — powód widać na Twojej prywatnej karcie.</translation>
    </message>
    <message>
        <source>The move is allowed.</source>
        <translation>Ruch jest dozwolony.</translation>
    </message>
    <message>
        <source>The game is over: no more moves can be played.</source>
        <translation>Gra się zakończyła: nie można wykonać więcej ruchów.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Przy tym stole nie ma takiego gracza.</translation>
    </message>
    <message>
        <source>This player has been eliminated and can no longer act.</source>
        <translation>Ten gracz odpadł z gry i nie może już działać.</translation>
    </message>
    <message>
        <source>That cannot be done in the current phase.</source>
        <translation>W obecnej fazie nie można tego zrobić.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>Teraz tura innego gracza.</translation>
    </message>
    <message>
        <source>First a player must answer the open question (counterattack or pursuit).</source>
        <translation>Najpierw gracz musi odpowiedzieć na otwarte pytanie (kontratak lub pościg).</translation>
    </message>
    <message>
        <source>There is no question of that kind waiting for this player.</source>
        <translation>Na tego gracza nie czeka takie pytanie.</translation>
    </message>
    <message>
        <source>There is no such Guardian.</source>
        <translation>Nie ma takiego Strażnika.</translation>
    </message>
    <message>
        <source>There is no such space on this board.</source>
        <translation>Na tej planszy nie ma takiego pola.</translation>
    </message>
    <message>
        <source>The Leader has already been chosen.</source>
        <translation>Przywódca został już wybrany.</translation>
    </message>
    <message>
        <source>That Guardian has been destroyed and is not on the board.</source>
        <translation>Ten Strażnik został zniszczony i nie ma go na planszy.</translation>
    </message>
    <message>
        <source>That Guardian has already moved this round.</source>
        <translation>Ten Strażnik już się ruszył w tej rundzie.</translation>
    </message>
    <message>
        <source>A Guardian moves one space, along a lane.</source>
        <translation>Strażnik porusza się o jedno pole, wzdłuż ścieżki.</translation>
    </message>
    <message>
        <source>A Guardian cannot move while he is constructing a Building.</source>
        <translation>Strażnik nie może się ruszać, gdy buduje Budynek.</translation>
    </message>
    <message>
        <source>Only one Guardian can occupy a space.</source>
        <translation>Na polu może stać tylko jeden Strażnik.</translation>
    </message>
    <message>
        <source>Units cannot enter a space occupied by enemy units.</source>
        <translation>Jednostki nie mogą wejść na pole zajęte przez wrogie jednostki.</translation>
    </message>
    <message>
        <source>Units cannot enter another player&apos;s Base.</source>
        <translation>Jednostki nie mogą wejść do Bazy innego gracza.</translation>
    </message>
    <message>
        <source>An Energy Source cannot be entered.</source>
        <translation>Na Źródło Energii nie można wejść.</translation>
    </message>
    <message>
        <source>Quarks cannot enter a space holding an enemy Building; only a Guardian can.</source>
        <translation>Kwarki nie mogą wejść na pole z wrogim Budynkiem; może to tylko Strażnik.</translation>
    </message>
    <message>
        <source>Moves come before attacks: after declaring an attack you cannot move this turn.</source>
        <translation>Ruchy poprzedzają ataki: po zadeklarowaniu ataku nie możesz się już ruszać w tej turze.</translation>
    </message>
    <message>
        <source>After declaring a counterattack from a space you cannot move units into it.</source>
        <translation>Po zadeklarowaniu kontrataku z pola nie możesz przesuwać na nie jednostek.</translation>
    </message>
    <message>
        <source>Only two Guardians in spaces joined by a lane can swap places.</source>
        <translation>Miejscami mogą się zamienić tylko dwaj Strażnicy na polach połączonych ścieżką.</translation>
    </message>
    <message>
        <source>There are not that many Quarks in that space that have not moved yet.</source>
        <translation>Na tym polu nie ma tylu Kwarków, które jeszcze się nie ruszyły.</translation>
    </message>
    <message>
        <source>Move at least one Quark.</source>
        <translation>Przesuń co najmniej jednego Kwarka.</translation>
    </message>
    <message>
        <source>Quarks move at most two spaces (three with the Rank II tile), along lanes, not through enemy units.</source>
        <translation>Kwarki poruszają się najwyżej o dwa pola (trzy z płytką poziomu II), wzdłuż ścieżek, nie przez wrogie jednostki.</translation>
    </message>
    <message>
        <source>No more than three Quarks can occupy one space.</source>
        <translation>Na jednym polu mogą stać najwyżej trzy Kwarki.</translation>
    </message>
    <message>
        <source>The destination is the space the units are already in.</source>
        <translation>Cel to pole, na którym jednostki już stoją.</translation>
    </message>
    <message>
        <source>Seizing a Building needs the Rank III seize Technology.</source>
        <translation>Przejęcie Budynku wymaga Technologii przejęcia poziomu III.</translation>
    </message>
    <message>
        <source>A Watchtower cannot be seized, only destroyed.</source>
        <translation>Wieży Strażniczej nie można przejąć, tylko zniszczyć.</translation>
    </message>
    <message>
        <source>There is no enemy Building to seize in that space.</source>
        <translation>Na tym polu nie ma wrogiego Budynku do przejęcia.</translation>
    </message>
    <message>
        <source>An attack goes along a lane to an adjacent space.</source>
        <translation>Atak biegnie wzdłuż ścieżki na sąsiednie pole.</translation>
    </message>
    <message>
        <source>You need at least one unit in the space you attack from.</source>
        <translation>Na polu, z którego atakujesz, potrzebujesz co najmniej jednej jednostki.</translation>
    </message>
    <message>
        <source>A space without enemy units cannot be attacked.</source>
        <translation>Nie można zaatakować pola bez wrogich jednostek.</translation>
    </message>
    <message>
        <source>Only one attack can be declared from one space.</source>
        <translation>Z jednego pola można zadeklarować tylko jeden atak.</translation>
    </message>
    <message>
        <source>There are no attacks into or out of a player&apos;s Base.</source>
        <translation>Nie ma ataków do ani z Bazy gracza.</translation>
    </message>
    <message>
        <source>A Reinforcing Guardian cannot attack unless he first breaks his connection.</source>
        <translation>Wzmacniający Strażnik nie może atakować, dopóki nie zerwie połączenia.</translation>
    </message>
    <message>
        <source>After occupying a freed space you cannot declare another attack this round.</source>
        <translation>Po zajęciu zwolnionego pola nie możesz w tej rundzie zadeklarować kolejnego ataku.</translation>
    </message>
    <message>
        <source>Attacking the Energy Source needs the Rank I Technology and a Guardian on an adjacent irradiated space.</source>
        <translation>Atak na Źródło Energii wymaga Technologii poziomu I i Strażnika na sąsiednim polu skażonym.</translation>
    </message>
    <message>
        <source>A Guardian attacks the Energy Source from an irradiated space.</source>
        <translation>Strażnik atakuje Źródło Energii z pola skażonego.</translation>
    </message>
    <message>
        <source>That space cannot counterattack: it has no unit able to attack, or it already attacks.</source>
        <translation>To pole nie może kontratakować: nie ma jednostki zdolnej do ataku albo już atakuje.</translation>
    </message>
    <message>
        <source>Pursuit takes units that have not moved this round from the attacking space into the freed space.</source>
        <translation>Pościg przenosi jednostki, które w tej rundzie się nie ruszyły, z pola atakującego na zwolnione pole.</translation>
    </message>
    <message>
        <source>Connected Guardians must stand in spaces joined by a lane.</source>
        <translation>Połączeni Strażnicy muszą stać na polach połączonych ścieżką.</translation>
    </message>
    <message>
        <source>Guardians cannot connect while either stands on an irradiated space.</source>
        <translation>Strażnicy nie mogą się połączyć, gdy któryś stoi na polu skażonym.</translation>
    </message>
    <message>
        <source>That Guardian&apos;s Connection Slot is already taken (a connection or a construction).</source>
        <translation>Gniazdo Połączenia tego Strażnika jest już zajęte (połączenie lub budowa).</translation>
    </message>
    <message>
        <source>That Guardian has no connection to break.</source>
        <translation>Ten Strażnik nie ma połączenia do zerwania.</translation>
    </message>
    <message>
        <source>Only the Leader can heal himself, and nobody reinforces himself.</source>
        <translation>Tylko Przywódca może leczyć sam siebie, a nikt nie wzmacnia sam siebie.</translation>
    </message>
    <message>
        <source>A Guardian cannot reinforce and be reinforced at the same time.</source>
        <translation>Strażnik nie może jednocześnie wzmacniać i być wzmacniany.</translation>
    </message>
    <message>
        <source>A connection is either Reinforcement or Healing.</source>
        <translation>Połączenie to albo Wzmocnienie, albo Leczenie.</translation>
    </message>
    <message>
        <source>No Building can be constructed on an irradiated space.</source>
        <translation>Na polu skażonym nie można budować.</translation>
    </message>
    <message>
        <source>That space already holds a Building or a construction.</source>
        <translation>Na tym polu jest już Budynek lub budowa.</translation>
    </message>
    <message>
        <source>Only a Reactor can be built on a Base space, and a Reactor only on your own Base.</source>
        <translation>Na polu Bazy można zbudować tylko Reaktor, a Reaktor tylko we własnej Bazie.</translation>
    </message>
    <message>
        <source>In a two-player game you can build only in the active quarters and at their crossings.</source>
        <translation>W grze dwuosobowej można budować tylko w aktywnych ćwiartkach i na ich skrzyżowaniach.</translation>
    </message>
    <message>
        <source>A Reactor is built on your Base without a Guardian: use Build Reactor.</source>
        <translation>Reaktor buduje się w Bazie bez Strażnika: użyj „Zbuduj Reaktor”.</translation>
    </message>
    <message>
        <source>You have no Building tokens of that type left.</source>
        <translation>Nie masz już żetonów Budynków tego typu.</translation>
    </message>
    <message>
        <source>Not enough Building Resources.</source>
        <translation>Za mało Surowców Budowlanych.</translation>
    </message>
    <message>
        <source>Not enough Energy Crystals.</source>
        <translation>Za mało Kryształów Energii.</translation>
    </message>
    <message>
        <source>That Guardian is not constructing anything.</source>
        <translation>Ten Strażnik niczego nie buduje.</translation>
    </message>
    <message>
        <source>A construction takes one Building Resource per round.</source>
        <translation>Budowa przyjmuje jeden Surowiec Budowlany na rundę.</translation>
    </message>
    <message>
        <source>Quarks are bred on a free space of your own Base.</source>
        <translation>Kwarki tworzy się na wolnym polu własnej Bazy.</translation>
    </message>
    <message>
        <source>All nine of your Quarks are already on the board.</source>
        <translation>Wszystkie dziewięć Twoich Kwarków jest już na planszy.</translation>
    </message>
    <message>
        <source>Only a destroyed Guardian can be rebuilt.</source>
        <translation>Odbudować można tylko zniszczonego Strażnika.</translation>
    </message>
    <message>
        <source>A Guardian is rebuilt on a free space of your Base or on your Technology Building.</source>
        <translation>Strażnika odbudowuje się na wolnym polu Bazy lub na swoim Budynku Technologii.</translation>
    </message>
    <message>
        <source>Only one Technology Tile can be bought per round.</source>
        <translation>W rundzie można kupić tylko jedną Płytkę Technologii.</translation>
    </message>
    <message>
        <source>You need as many Technology Buildings as the tile&apos;s rank.</source>
        <translation>Potrzebujesz tylu Budynków Technologii, ile wynosi poziom płytki.</translation>
    </message>
    <message>
        <source>You already own that Technology.</source>
        <translation>Masz już tę Technologię.</translation>
    </message>
    <message>
        <source>No tile of that Technology is left.</source>
        <translation>Nie zostały żadne płytki tej Technologii.</translation>
    </message>
    <message>
        <source>Upgrades need the Rank I Upgrade Technology (two tokens need the Rank III one).</source>
        <translation>Ulepszenia wymagają Technologii Ulepszeń poziomu I (dwa żetony — poziomu III).</translation>
    </message>
    <message>
        <source>The Guardian must stand on your Technology Building.</source>
        <translation>Strażnik musi stać na Twoim Budynku Technologii.</translation>
    </message>
    <message>
        <source>Upgrades cannot be mixed: all of a Guardian&apos;s tokens are of one kind.</source>
        <translation>Ulepszeń nie można mieszać: wszystkie żetony Strażnika są jednego rodzaju.</translation>
    </message>
    <message>
        <source>That Guardian cannot take more Upgrade Tokens.</source>
        <translation>Ten Strażnik nie może przyjąć więcej żetonów ulepszeń.</translation>
    </message>
    <message>
        <source>A Guardian is healed on your Technology Building.</source>
        <translation>Strażnika leczy się na Twoim Budynku Technologii.</translation>
    </message>
    <message>
        <source>That Guardian has full Health.</source>
        <translation>Ten Strażnik ma pełne Zdrowie.</translation>
    </message>
    <message>
        <source>There is no finished Watchtower of yours in that space.</source>
        <translation>Na tym polu nie ma Twojej ukończonej Wieży Strażniczej.</translation>
    </message>
    <message>
        <source>The Watchtower cannot hold that many crystals.</source>
        <translation>Wieża Strażnicza nie pomieści tylu kryształów.</translation>
    </message>
    <message>
        <source>There is no finished Building of yours in that space.</source>
        <translation>Na tym polu nie ma Twojego ukończonego Budynku.</translation>
    </message>
    <message>
        <source>The Leader can be changed only at the end of a round in Checks and Balances, once.</source>
        <translation>Przywódcę można zmienić tylko raz, na koniec rundy w wariancie Kontrola i Równowaga.</translation>
    </message>
    <message>
        <source>That Guardian is already the Leader.</source>
        <translation>Ten Strażnik jest już Przywódcą.</translation>
    </message>
    <message>
        <source>You have already finished this Development phase.</source>
        <translation>Już zakończyłeś tę fazę Rozwoju.</translation>
    </message>
    <message>
        <source>The number must be at least one.</source>
        <translation>Liczba musi wynosić co najmniej jeden.</translation>
    </message>
    <message>
        <source>The referee refused the move.</source>
        <translation>Sędzia odrzucił ruch.</translation>
    </message>
    <message>
        <source>Declining a pursuit moves nothing: name no units and no seizure.</source>
        <translation>Odmowa pościgu niczego nie przesuwa: nie wskazuj jednostek ani przejęcia.</translation>
    </message>
</context>
<context>
    <name>ScenarioCommands</name>
    <message>
        <source>Play scenario files and report every step: run [--json] FILE...</source>
        <translation>Odtwórz pliki scenariuszy i raportuj każdy krok: run [--json] PLIK...</translation>
    </message>
    <message>
        <source>What a viewer sees: view FILE --as PLAYER|public|referee [--step N]</source>
        <translation>Co widzi obserwator: view PLIK --as GRACZ|public|referee [--step N]</translation>
    </message>
    <message>
        <source>The final score with the tie-breaks explained: score FILE [--step N]</source>
        <translation>Wynik końcowy z objaśnieniem rozstrzygania remisów: score PLIK [--step N]</translation>
    </message>
    <message>
        <source>The legal actions of the players to act, as JSON lines: legal FILE [--step N]</source>
        <translation>Dozwolone akcje graczy na ruchu, jako wiersze JSON: legal PLIK [--step N]</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>Wypisz raport jako JSON.</translation>
    </message>
    <message>
        <source>The viewer: a player (seat index or name), public or referee.</source>
        <translation>Obserwator: gracz (numer miejsca lub imię), public lub referee.</translation>
    </message>
    <message>
        <source>Print the score as JSON.</source>
        <translation>Wypisz wynik jako JSON.</translation>
    </message>
    <message>
        <source>Stop after the first N steps (0: the starting position).</source>
        <translation>Zatrzymaj po pierwszych N krokach (0: pozycja początkowa).</translation>
    </message>
    <message>
        <source>The scenario file.</source>
        <translation>Plik scenariusza.</translation>
    </message>
    <message>
        <source>missing scenario file</source>
        <translation>brak pliku scenariusza</translation>
    </message>
    <message>
        <source>expected one scenario file</source>
        <translation>oczekiwano jednego pliku scenariusza</translation>
    </message>
    <message>
        <source>--step: expected a number from 0 to %1, found &apos;%2&apos;</source>
        <translation>--step: oczekiwano liczby od 0 do %1, podano „%2”</translation>
    </message>
    <message>
        <source>missing --as PLAYER|public|referee</source>
        <translation>brak --as GRACZ|public|referee</translation>
    </message>
    <message>
        <source>--as: unknown viewer &apos;%1&apos; (a seat index, a player&apos;s name, public or referee)</source>
        <translation>--as: nieznany obserwator „%1” (numer miejsca, imię gracza, public lub referee)</translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n kryształ</numerusform>
            <numerusform>%n kryształy</numerusform>
            <numerusform>%n kryształów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Guardian(s)</source>
        <translation>
            <numerusform>%n Strażnik</numerusform>
            <numerusform>%n Strażników</numerusform>
            <numerusform>%n Strażników</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Reactor(s)</source>
        <translation>
            <numerusform>%n Reaktor</numerusform>
            <numerusform>%n Reaktory</numerusform>
            <numerusform>%n Reaktorów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Technology Tile(s)</source>
        <translation>
            <numerusform>%n Płytka Technologii</numerusform>
            <numerusform>%n Płytki Technologii</numerusform>
            <numerusform>%n Płytek Technologii</numerusform>
        </translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Przygotowania</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Ruchu</translation>
    </message>
    <message>
        <source>development</source>
        <translation>Rozwoju</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>gracz %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>The game is not over (round %1, %2 phase); this is the score as it stands.</source>
        <translation>Gra jeszcze się nie skończyła (runda %1, faza %2); tak wygląda wynik w tej chwili.</translation>
    </message>
    <message>
        <source>eliminated, 0 points</source>
        <translation>wyeliminowany, 0 punktów</translation>
    </message>
    <message>
        <source>no Reactor, 0 points (%1 and %2 count for nothing)</source>
        <translation>brak Reaktora, 0 punktów (%1 i %2 się nie liczą)</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3); they share the place.</source>
        <translation>%1 remisują z wynikiem %2 i mają tyle samo Płytek Technologii (%3); dzielą miejsce.</translation>
    </message>
    <message>
        <source>%1 tie at %2</source>
        <translation>%1 remisują z wynikiem %2</translation>
    </message>
    <message>
        <source>; %1 own more Technology Tiles (%2)</source>
        <translation>; %1 mają więcej Płytek Technologii (%2)</translation>
    </message>
    <message>
        <source>; %1 owns more Technology Tiles (%2)</source>
        <translation>; %1 ma więcej Płytek Technologii (%2)</translation>
    </message>
    <message>
        <source>, then %1 (%2)</source>
        <translation>, potem %1 (%2)</translation>
    </message>
    <message>
        <source>, sharing a place</source>
        <translation>, wspólne miejsce</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Wygrywa %1.</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>%1 dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>%1 leads.</source>
        <translation>Prowadzi %1.</translation>
    </message>
    <message>
        <source>%1 share the lead.</source>
        <translation>%1 dzielą się prowadzeniem.</translation>
    </message>
</context>
<context>
    <name>SecretText</name>
    <message>
        <source>Guardian %1</source>
        <translation>Strażnik %1</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Kopalnia</translation>
    </message>
    <message>
        <source>Energy Well</source>
        <translation>Studnia Energii</translation>
    </message>
    <message>
        <source>Technology Building</source>
        <translation>Budynek Technologii</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wieża Strażnicza</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>Energy Source attack</source>
        <translation>Atak na Źródło Energii</translation>
    </message>
    <message>
        <source>Watchtower capacity</source>
        <translation>Pojemność Wieży Strażniczej</translation>
    </message>
    <message>
        <source>Cheap rebuilding</source>
        <translation>Tania odbudowa</translation>
    </message>
    <message>
        <source>Fast Quarks</source>
        <translation>Szybkie Kwarki</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Ochrona</translation>
    </message>
    <message>
        <source>Weaken healing</source>
        <translation>Osłabienie leczenia</translation>
    </message>
    <message>
        <source>Seize Buildings</source>
        <translation>Przejmowanie Budynków</translation>
    </message>
    <message>
        <source>Double upgrade</source>
        <translation>Podwójne ulepszenie</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Siła</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Leczenie</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>poza planszą</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Faza Ruchu</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Faza Rozwoju</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologia</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Faza</translation>
    </message>
    <message>
        <source>Choose as Leader</source>
        <translation>Wybierz na Przywódcę</translation>
    </message>
    <message>
        <source>Break the connection</source>
        <translation>Zerwij połączenie</translation>
    </message>
    <message>
        <source>Heal himself (Leader)</source>
        <translation>Lecz sam siebie (Przywódca)</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Wylecz %1</translation>
    </message>
    <message>
        <source>Reinforce %1</source>
        <translation>Wzmocnij %1</translation>
    </message>
    <message>
        <source>Pay 1 Building Resource into the construction</source>
        <translation>Wpłać 1 Surowiec Budowlany na budowę</translation>
    </message>
    <message>
        <source>Rebuild on %1</source>
        <translation>Odbuduj na polu „%1”</translation>
    </message>
    <message>
        <source>Heal on the Technology Building</source>
        <translation>Lecz na Budynku Technologii</translation>
    </message>
    <message>
        <source>Make him the Leader</source>
        <translation>Mianuj go Przywódcą</translation>
    </message>
    <message>
        <source>Arm the Watchtower at %1: +%2 ammunition</source>
        <translation>Uzbrój Wieżę Strażniczą na polu „%1”: +%2 amunicji</translation>
    </message>
    <message>
        <source>Destroy your Building at %1</source>
        <translation>Zniszcz swój Budynek na polu „%1”</translation>
    </message>
    <message>
        <source>Buy %1 (rank %2)</source>
        <translation>Kup %1 (poziom %2)</translation>
    </message>
    <message>
        <source>Build a Reactor at %1</source>
        <translation>Zbuduj Reaktor na polu „%1”</translation>
    </message>
    <message>
        <source>Breed a Quark at %1</source>
        <translation>Stwórz Kwarka na polu „%1”</translation>
    </message>
    <message>
        <source>Finish my Development phase</source>
        <translation>Zakończ moją fazę Rozwoju</translation>
    </message>
    <message>
        <source>Table action</source>
        <translation>Akcja przy stole</translation>
    </message>
    <message>
        <source>Start a construction: %1 (cost: %2)</source>
        <translation>Rozpocznij budowę: %1 (koszt: %2)</translation>
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
            <numerusform>%n Surowiec Budowlany</numerusform>
            <numerusform>%n Surowce Budowlane</numerusform>
            <numerusform>%n Surowców Budowlanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Kryształ Energii</numerusform>
            <numerusform>%n Kryształy Energii</numerusform>
            <numerusform>%n Kryształów Energii</numerusform>
        </translation>
    </message>
    <message>
        <source>You still have %1 and %2.</source>
        <translation>Masz jeszcze %1 i %2.</translation>
    </message>
    <message>
        <source>You still have %1.</source>
        <translation>Masz jeszcze %1.</translation>
    </message>
    <message>
        <source>Nothing is left unspent.</source>
        <translation>Wszystko zostało wydane.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>Destroy a Building</source>
        <translation>Zniszcz Budynek</translation>
    </message>
    <message>
        <source>Destroy your %1 at %2? It cannot be undone.</source>
        <translation>Zniszczyć budynek „%1” na polu „%2”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Zniszcz</translation>
    </message>
    <message>
        <source>Finish the Development phase</source>
        <translation>Zakończ fazę Rozwoju</translation>
    </message>
    <message>
        <source>Finish your Development phase? You cannot enter anything more this round.</source>
        <translation>Zakończyć swoją fazę Rozwoju? W tej rundzie nie możesz już nic wpisać.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Technology Tiles: none</source>
        <translation>Płytki Technologii: brak</translation>
    </message>
    <message>
        <source>Technology Tiles: %1</source>
        <translation>Płytki Technologii: %1</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <comment>object of a verb</comment>
        <translation>Strażnika %1</translation>
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
        <source>Keep the game library in &lt;path&gt; instead of the usual place.</source>
        <translation>Trzymaj bibliotekę gier w &lt;ścieżka&gt; zamiast w zwykłym miejscu.</translation>
    </message>
    <message>
        <source>path</source>
        <translation>ścieżka</translation>
    </message>
    <message>
        <source>A game file (*.xobos.json) to add to the library and open.</source>
        <translation>Plik gry (*.xobos.json) do dodania do biblioteki i otwarcia.</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;: give at most one game file.</source>
        <translation>Nieoczekiwany argument „%1”: podaj najwyżej jeden plik gry.</translation>
    </message>
</context>
<context>
    <name>xobos::net::TableServer</name>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Nie można nasłuchiwać na %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1, port %2: is another program using it?</source>
        <translation>Nie można nasłuchiwać na %1, port %2: czy używa go inny program?</translation>
    </message>
    <message>
        <source>This message cannot be read.</source>
        <translation>Tej wiadomości nie można odczytać.</translation>
    </message>
    <message>
        <source>Open the page again from the QR code.</source>
        <translation>Otwórz stronę ponownie z kodu QR.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Łączenie ze stołem…</translation>
    </message>
    <message>
        <source>Waiting for the table</source>
        <translation>Czekanie na stół</translation>
    </message>
    <message>
        <source>Nothing to choose now. Keep this page open.</source>
        <translation>Teraz nie ma nic do wyboru. Nie zamykaj tej strony.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wysyłanie…</translation>
    </message>
    <message>
        <source>Done: the table has it.</source>
        <translation>Gotowe: stół to otrzymał.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Odrzucono: %1</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Utracono połączenie. Ponowne łączenie…</translation>
    </message>
    <message>
        <source>This QR code is not valid (any more). Scan the one the laptop shows for your seat.</source>
        <translation>Ten kod QR jest (już) nieważny. Zeskanuj kod, który laptop pokazuje dla twojego miejsca.</translation>
    </message>
    <message>
        <source>Another phone holds this seat. Release it on the laptop first.</source>
        <translation>To miejsce zajmuje inny telefon. Najpierw zwolnij je na laptopie.</translation>
    </message>
    <message>
        <source>This seat was opened again on this phone.</source>
        <translation>To miejsce zostało ponownie otwarte na tym telefonie.</translation>
    </message>
    <message>
        <source>This phone acts only for its own seat.</source>
        <translation>Ten telefon działa tylko dla własnego miejsca.</translation>
    </message>
    <message>
        <source>The laptop released this seat.</source>
        <translation>Laptop zwolnił to miejsce.</translation>
    </message>
    <message>
        <source>The laptop revoked this seat&apos;s QR code.</source>
        <translation>Laptop unieważnił kod QR tego miejsca.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
    <name>xobos::ui::BoardChoicePage</name>
    <message>
        <source>Open a board</source>
        <translation>Otwórz planszę</translation>
    </message>
    <message>
        <source>Boards (*.json)</source>
        <translation>Plansze (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>For %1.</source>
        <translation>Dla: %1.</translation>
    </message>
    <message numerus="yes">
        <source>No board serves %n players: make one in the Board Editor.</source>
        <translation>
            <numerusform>Żadna plansza nie służy dla %n gracza: utwórz ją w Edytorze plansz.</numerusform>
            <numerusform>Żadna plansza nie służy dla %n graczy: utwórz ją w Edytorze plansz.</numerusform>
            <numerusform>Żadna plansza nie służy dla %n graczy: utwórz ją w Edytorze plansz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>The boards that serve this many players. The standard side serves two and four players, the MUENARA side three.</source>
        <translation>Plansze dla tej liczby graczy. Strona standardowa służy dla dwóch i czterech graczy, strona MUENARA dla trzech.</translation>
    </message>
    <message>
        <source>From file…</source>
        <translation>Z pliku…</translation>
    </message>
    <message>
        <source>This board is a reconstruction, not a copy of the printed board: check its spaces and lanes against your printed board before you play. Correct it in the Board Editor, save it, and it is offered here.</source>
        <translation>Ta plansza jest rekonstrukcją, nie kopią planszy drukowanej: przed grą sprawdź jej pola i ścieżki z twoją drukowaną planszą. Popraw ją w Edytorze plansz i zapisz, a zostanie tu zaproponowana.</translation>
    </message>
    <message>
        <source>Check in the Board Editor…</source>
        <translation>Sprawdź w Edytorze plansz…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardEditorWindow</name>
    <message>
        <source>Space</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Ćwiartki</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New Board</source>
        <translation>&amp;Nowa plansza</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Nowa z &amp;szablonu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Delete Selection</source>
        <translation>&amp;Usuń zaznaczenie</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>Se&amp;lect</source>
        <translation>Zaz&amp;nacz</translation>
    </message>
    <message>
        <source>Select spaces and lanes, drag spaces to move them</source>
        <translation>Zaznaczaj pola i ścieżki, przeciągaj pola, by je przesunąć</translation>
    </message>
    <message>
        <source>&amp;Add Space</source>
        <translation>&amp;Dodaj pole</translation>
    </message>
    <message>
        <source>Click an empty place to add a space</source>
        <translation>Kliknij puste miejsce, by dodać pole</translation>
    </message>
    <message>
        <source>La&amp;ne</source>
        <translation>Ście&amp;żka</translation>
    </message>
    <message>
        <source>Drag from one space to another to add a lane, or along a lane to delete it</source>
        <translation>Przeciągnij z pola na pole, by dodać ścieżkę, lub wzdłuż ścieżki, by ją usunąć</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Gumka</translation>
    </message>
    <message>
        <source>Click a space or a lane to delete it</source>
        <translation>Kliknij pole lub ścieżkę, by je usunąć</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Edytor</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>Nowa plansza</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Otwórz planszę</translation>
    </message>
    <message>
        <source>%1 is not a board file that can be edited.</source>
        <translation>%1 nie jest plikiem planszy, który można edytować.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Zapisano w %1</translation>
    </message>
    <message>
        <source>Save Board</source>
        <translation>Zapisz planszę</translation>
    </message>
    <message>
        <source>This board has problems (%1). You can save it to keep working on it later, but it cannot be played until every problem is fixed.</source>
        <translation>Ta plansza ma problemy (%1). Możesz ją zapisać, by pracować nad nią później, ale nie da się na niej grać, dopóki wszystkie problemy nie zostaną naprawione.</translation>
    </message>
    <message>
        <source>The board could not be saved to %1:
%2

Save it under another name?</source>
        <translation>Nie udało się zapisać planszy w %1:
%2

Zapisać pod inną nazwą?</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>Zapisz planszę jako</translation>
    </message>
    <message>
        <source>Board files (*.json)</source>
        <translation>Pliki plansz (*.json)</translation>
    </message>
    <message>
        <source>The board could not be saved to %1:
%2</source>
        <translation>Nie udało się zapisać planszy w %1:
%2</translation>
    </message>
    <message>
        <source>Board Editor</source>
        <translation>Edytor plansz</translation>
    </message>
    <message>
        <source>The board has unsaved changes. Save them?</source>
        <translation>Plansza ma niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>jeszcze nie zapisano</translation>
    </message>
    <message>
        <source>%1 (%2)[*] — Board Editor</source>
        <translation>%1 (%2)[*] — Edytor plansz</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <source>Spaces: %1 · Lanes: %2 · Quarters: %3</source>
        <translation>Pola: %1 · Ścieżki: %2 · Ćwiartki: %3</translation>
    </message>
    <message>
        <source>No problems: the board can be played.</source>
        <translation>Brak problemów: na planszy można grać.</translation>
    </message>
    <message>
        <source>Problems: %1. The board cannot be played until they are fixed; click one to see the place.</source>
        <translation>Problemy: %1. Na planszy nie da się grać, dopóki nie zostaną naprawione; kliknij problem, by zobaczyć miejsce.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardInfoPanel</name>
    <message>
        <source>Where the data comes from, what is special about it</source>
        <translation>Skąd pochodzą dane, co jest w nich szczególnego</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Wersja:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Opis:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>quarter ids in seating order, e.g. nw, ne</source>
        <translation>identyfikatory ćwiartek w kolejności miejsc, np. nw, ne</translation>
    </message>
    <message>
        <source>%1 players:</source>
        <translation>%1 graczy:</translation>
    </message>
    <message>
        <source>Unknown quarter: %1</source>
        <translation>Nieznana ćwiartka: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardInteraction</name>
    <message>
        <source>No attack can be declared from %1.</source>
        <translation>Z pola „%1” nie można zadeklarować ataku.</translation>
    </message>
    <message>
        <source>No legal move from %1.</source>
        <translation>Brak dozwolonego ruchu z pola „%1”.</translation>
    </message>
    <message>
        <source>This is a replay: return to the live game to play.</source>
        <translation>To jest powtórka: wróć do bieżącej gry, by grać.</translation>
    </message>
    <message>
        <source>Nobody can act now.</source>
        <translation>Teraz nikt nie może działać.</translation>
    </message>
    <message>
        <source>Choose a unit of %1 first.</source>
        <translation>Najpierw wybierz jednostkę gracza %1.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardOpenDialog</name>
    <message>
        <source>Other File…</source>
        <translation>Inny plik…</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Otwórz planszę</translation>
    </message>
    <message>
        <source>%1 — bundled (opens a copy to save as your own)</source>
        <translation>%1 — dołączona (otwiera kopię do zapisania jako własną)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The sides of the printed board and your boards:</source>
        <translation>Strony drukowanej planszy i twoje plansze:</translation>
    </message>
    <message>
        <source>Board files (*.json);;All files (*)</source>
        <translation>Pliki plansz (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardScene</name>
    <message>
        <source>Space</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Base space</source>
        <translation>Pole Bazy</translation>
    </message>
    <message>
        <source>Base exit</source>
        <translation>Wyjście z Bazy</translation>
    </message>
    <message>
        <source>Irradiated space</source>
        <translation>Pole skażone</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Źródło Energii</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 gracza %2</translation>
    </message>
    <message>
        <source>Construction of %1 (type hidden)</source>
        <translation>Budowa gracza %1 (typ ukryty)</translation>
    </message>
    <message numerus="yes">
        <source>%n Quark(s) of %1</source>
        <translation>
            <numerusform>%n Kwark gracza %1</numerusform>
            <numerusform>%n Kwarki gracza %1</numerusform>
            <numerusform>%n Kwarków gracza %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle: %1 attacks from %2, %3 counterattacks from %4</source>
        <translation>Bitwa: %1 atakuje z pola „%2”, %3 kontratakuje z pola „%4”</translation>
    </message>
    <message>
        <source>Attack of %1 from %2 on %3</source>
        <translation>Atak gracza %1 z pola „%2” na pole „%3”</translation>
    </message>
    <message>
        <source>%1 (moved this round)</source>
        <translation>%1 (ruszył się w tej rundzie)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardView</name>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>What the marks on the board mean</source>
        <translation>Co oznaczają znaki na planszy</translation>
    </message>
    <message>
        <source>Where the chosen unit may go (dashed white)</source>
        <translation>Dokąd może pójść wybrana jednostka (biała przerywana)</translation>
    </message>
    <message>
        <source>The chosen unit (white ring)</source>
        <translation>Wybrana jednostka (biały pierścień)</translation>
    </message>
    <message>
        <source>Quarks, with their number</source>
        <translation>Kwarki z ich liczbą</translation>
    </message>
    <message>
        <source>Mine, Energy Well, Technology Building, Watchtower, Reactor; a dashed box: a construction</source>
        <translation>Kopalnia, Studnia Energii, Budynek Technologii, Wieża Strażnicza, Reaktor; przerywana ramka: budowa</translation>
    </message>
    <message>
        <source>An attack; two heads and a disc: a battle (counterattack)</source>
        <translation>Atak; dwa groty i krążek: bitwa (kontratak)</translation>
    </message>
    <message>
        <source>Irradiated space</source>
        <translation>Pole skażone</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Źródło Energii</translation>
    </message>
    <message>
        <source>Drag a unit onto a space to move it (or click it, then the space). Shift: the Quarks; Alt: seize the Building; right-drag: attack.</source>
        <translation>Przeciągnij jednostkę na pole, aby ją przesunąć (lub kliknij ją, a potem pole). Shift: Kwarki; Alt: zajmij Budynek; przeciąganie prawym: atak.</translation>
    </message>
    <message>
        <source>A Guardian and his number, in his player&apos;s colour</source>
        <translation>Strażnik i jego numer w kolorze jego gracza</translation>
    </message>
    <message>
        <source>A tick in a white badge: the Guardian moved this round</source>
        <translation>Znaczek w białej plakietce: Strażnik poruszył się w tej rundzie</translation>
    </message>
    <message>
        <source>Space &amp;Names</source>
        <translation>&amp;Nazwy pól</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Wyłączone</translation>
    </message>
    <message>
        <source>O&amp;n</source>
        <translation>Włą&amp;czone</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Większe</translation>
    </message>
    <message>
        <source>The printed names of the spaces on the board</source>
        <translation>Nadrukowane nazwy pól na planszy</translation>
    </message>
</context>
<context>
    <name>xobos::ui::CombatSteps</name>
    <message>
        <source>battle %1 of %2</source>
        <translation>bitwa %1 z %2</translation>
    </message>
    <message>
        <source>attack %1 of %2</source>
        <translation>atak %1 z %2</translation>
    </message>
    <message>
        <source>Energy Source %1 of %2</source>
        <translation>Źródło Energii %1 z %2</translation>
    </message>
    <message>
        <source>pursuit %1 of %2</source>
        <translation>pościg %1 z %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>krok %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>Take %n Attack Token(s) of this step off the board.</source>
        <translation>
            <numerusform>Zdejmij z planszy %n Żeton Ataku tego kroku.</numerusform>
            <numerusform>Zdejmij z planszy %n Żetony Ataku tego kroku.</numerusform>
            <numerusform>Zdejmij z planszy %n Żetonów Ataku tego kroku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to change on the board.</source>
        <translation>Na planszy nic się nie zmienia.</translation>
    </message>
    <message>
        <source>Battle: %1 against %2</source>
        <translation>Bitwa: %1 przeciw %2</translation>
    </message>
    <message>
        <source>Battles come first, in play order (R-COMBAT-ORDER); Quarks and crystals clash 1:1, then the side with fewer of them left strikes first (R-BATTLE).</source>
        <translation>Najpierw bitwy, w kolejności gry (R-COMBAT-ORDER); Kwarki i kryształy znoszą się 1:1, potem pierwsza uderza strona, której zostało ich mniej (R-BATTLE).</translation>
    </message>
    <message>
        <source>%1 taps the Energy Source</source>
        <translation>%1 czerpie ze Źródła Energii</translation>
    </message>
    <message>
        <source>A Guardian on an irradiated space next to the Source gains a crystal (R-TECH-SOURCE).</source>
        <translation>Strażnik na skażonym polu obok Źródła zyskuje kryształ (R-TECH-SOURCE).</translation>
    </message>
    <message>
        <source>%1 takes the Energy Source&apos;s crystal behind the screen.</source>
        <translation>%1 bierze kryształ Źródła Energii za zasłoną.</translation>
    </message>
    <message>
        <source>Attack of %1 on %2</source>
        <translation>Atak gracza %1 na pole „%2”</translation>
    </message>
    <message>
        <source>Attacks follow the battles in play order (R-COMBAT-ORDER); the Power from every direction is added, the defender&apos;s Quarks and crystals absorb first (R-ATTACK-RESOLVE).</source>
        <translation>Ataki następują po bitwach w kolejności gry (R-COMBAT-ORDER); Siła ze wszystkich kierunków się sumuje, najpierw pochłaniają ją Kwarki i kryształy obrońcy (R-ATTACK-RESOLVE).</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Pościg</translation>
    </message>
    <message>
        <source>An attacker whose units did not move may follow into the space he emptied (R-PURSUIT).</source>
        <translation>Atakujący, którego jednostki się nie ruszały, może wejść na opróżnione pole (R-PURSUIT).</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n %1 Quark(s) from %2.</source>
        <translation>
            <numerusform>Usuń %n Kwark (%1) z pola „%2”.</numerusform>
            <numerusform>Usuń %n Kwarki (%1) z pola „%2”.</numerusform>
            <numerusform>Usuń %n Kwarków (%1) z pola „%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n crystal(s) off %1&apos;s Watchtower on %2.</source>
        <translation>
            <numerusform>Zdejmij %n kryształ z Wieży Strażniczej gracza %1 na polu „%2”.</numerusform>
            <numerusform>Zdejmij %n kryształy z Wieży Strażniczej gracza %1 na polu „%2”.</numerusform>
            <numerusform>Zdejmij %n kryształów z Wieży Strażniczej gracza %1 na polu „%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowers the Health of %2 by %n on the sheet, behind the screen.</source>
        <translation>
            <numerusform>%1 obniża Zdrowie %2 na karcie o %n, za zasłoną.</numerusform>
            <numerusform>%1 obniża Zdrowie %2 na karcie o %n, za zasłoną.</numerusform>
            <numerusform>%1 obniża Zdrowie %2 na karcie o %n, za zasłoną.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1 from %2.</source>
        <translation>Usuń %1 z pola „%2”.</translation>
    </message>
    <message>
        <source>Remove %1&apos;s Construction Token from %2; the resources in it are lost.</source>
        <translation>Usuń Żeton Budowy gracza %1 z pola „%2”; zasoby w nim przepadają.</translation>
    </message>
    <message>
        <source>Remove %1&apos;s %2 from %3.</source>
        <translation>Usuń %2 gracza %1 z pola „%3”.</translation>
    </message>
    <message>
        <source>Take the Attack Token from %1 on %2 off the board: nobody is left to attack.</source>
        <translation>Zdejmij z planszy Żeton Ataku z pola „%1” na pole „%2”: nie ma już kogo atakować.</translation>
    </message>
    <message>
        <source>%1 says whether units from %2 follow into %3.</source>
        <translation>%1 mówi, czy jednostki z pola „%2” wchodzą na pole „%3”.</translation>
    </message>
    <message>
        <source>Move the pursuing units of %1 from %2 into %3.</source>
        <translation>Przesuń jednostki pościgu gracza %1 z pola „%2” na pole „%3”.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 odpada z gry.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::CombatView</name>
    <message>
        <source>Combat: %1</source>
        <translation>Walka: %1</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Dalej do Rozwoju</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>No combat yet in this game</source>
        <translation>W tej grze nie było jeszcze walki</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się stało</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Na planszy</translation>
    </message>
    <message>
        <source>Close the combat (Game &gt; Last Combat shows it again)</source>
        <translation>Zamknij walkę (Gra &gt; Ostatnia walka pokaże ją znowu)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::FinalScoreDialog</name>
    <message>
        <source>Final Score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra się skończyła</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Jak</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Płytki Technologii</translation>
    </message>
    <message>
        <source>Game &amp;Report…</source>
        <translation>&amp;Raport z gry…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameChoicePage</name>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Which game does the table play?</source>
        <translation>W którą grę gracie przy stole?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameController</name>
    <message>
        <source>%1 is not a game this app can import:
%2</source>
        <translation>%1 nie jest grą, którą ta aplikacja potrafi zaimportować:
%2</translation>
    </message>
    <message>
        <source>A game file holds every player&apos;s hidden values: it can be saved only for a finished game or from the referee&apos;s view.</source>
        <translation>Plik gry zawiera ukryte wartości wszystkich graczy: można go zapisać tylko dla zakończonej gry albo z widoku sędziego.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <translation>Nie można zaimportować pliku: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameInfoPanel</name>
    <message>
        <source>No game open</source>
        <translation>Brak otwartej gry</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 z %2</translation>
    </message>
    <message>
        <source>%1 — resolving combat</source>
        <translation>%1 — rozstrzyganie walki</translation>
    </message>
    <message>
        <source>%1 (replay, read-only)</source>
        <translation>%1 (powtórka, tylko do odczytu)</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Tura: %1</translation>
    </message>
    <message>
        <source>Acting: %1</source>
        <translation>Działa: %1</translation>
    </message>
    <message>
        <source>First Player Token: %1</source>
        <translation>Żeton pierwszego gracza: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to answer an attack (counterattack or not).</source>
        <translation>Czekamy, aż %1 odpowie na atak (kontratak lub nie).</translation>
    </message>
    <message>
        <source>Waiting for %1 to decide on a pursuit.</source>
        <translation>Czekamy, aż %1 zdecyduje o pościgu.</translation>
    </message>
    <message>
        <source>%1 — read-only library: nothing can be played</source>
        <translation>%1 — biblioteka tylko do odczytu: nie można grać</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GameKind</name>
    <message>
        <source>Guardians of Xobos — full referee</source>
        <translation>Guardians of Xobos — pełny sędzia</translation>
    </message>
    <message>
        <source>The referee for the whole table: the board, every player&apos;s secret sheets on this laptop behind a lock, each move checked against the rules, combat resolved and the final score tallied.</source>
        <translation>Sędzia dla całego stołu: plansza, tajne karty wszystkich graczy na tym laptopie za blokadą, każdy ruch sprawdzany według zasad, walka rozstrzygana i końcowy wynik podliczany.</translation>
    </message>
    <message>
        <source>Guardians of Xobos — my own sheets only</source>
        <translation>Guardians of Xobos — tylko moje karty</translation>
    </message>
    <message>
        <source>One player keeps only his own secret sheets on his own laptop: no board, no other players. The game is played at the table as usual; each entry is checked against what the rules can check without the board.</source>
        <translation>Jeden gracz prowadzi tylko własne tajne karty na własnym laptopie: bez planszy, bez innych graczy. Gra toczy się przy stole jak zwykle; każdy wpis jest sprawdzany w takim zakresie, w jakim zasady pozwalają bez planszy.</translation>
    </message>
    <message>
        <source>Read-only: this version of Xobos Referee cannot play this game.</source>
        <translation>Tylko do odczytu: ta wersja Xobos Referee nie może prowadzić tej gry.</translation>
    </message>
    <message>
        <source>%1 (unknown game)</source>
        <translation>%1 (nieznana gra)</translation>
    </message>
    <message>
        <source>TECH — two players, ten rounds</source>
        <translation>TECH — dwóch graczy, dziesięć rund</translation>
    </message>
    <message>
        <source>Two players on a 3×3 board with Swordsmen, Archers and Shields. Each round both choose a unit and a space in secret on this laptop, behind a lock; the referee reveals both at once, resolves the clash, checks every action and keeps the score.</source>
        <translation>Dwóch graczy na planszy 3×3 z miecznikami, łucznikami i tarczami. W każdej rundzie obaj w tajemnicy wybierają na tym laptopie, za blokadą, jednostkę i pole; sędzia odsłania oba wybory naraz, rozstrzyga starcie, sprawdza każdą akcję i liczy punkty.</translation>
    </message>
    <message>
        <source>Espiral — a solo adventure with your Guardians cards</source>
        <translation>Espiral — przygoda solo z twoimi kartami Guardians</translation>
    </message>
    <message>
        <source>One player, their own creature and land cards: the hero walks a spiral of lands, rolls a dice trial on each, recruits, heals and fights battles. The app keeps the party, the decks and the log, checks every step and every hit, and rolls the dice if you like.</source>
        <translation>Jeden gracz, jego własne karty stworów i krain: bohater wędruje spiralą krain, na każdej rzuca próbę kości, werbuje, leczy i toczy bitwy. Aplikacja prowadzi drużynę, talie i dziennik, sprawdza każdy krok i każde trafienie, a jeśli chcesz, rzuca kośćmi.</translation>
    </message>
    <message>
        <source>Invaders — Mankind against the Invader</source>
        <translation>Invaders — Ludzkość przeciw Najeźdźcy</translation>
    </message>
    <message>
        <source>The two-player card game beside its table: the invasion plot track, the three zones&apos; power and −1 tokens, the cards&apos; powers in their slots, the Attack phase&apos;s arithmetic, the drain check and the once-a-turn actions, with why a game ends.</source>
        <translation>Dwuosobowa gra karciana obok stołu: tor planu inwazji, siła trzech stref i tokeny −1, siła kart w ich miejscach, arytmetyka fazy ataku, sprawdzenie odrzucenia i akcje raz na turę, wraz z tym, dlaczego gra się kończy.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::GamesModel</name>
    <message>
        <source>Game %1</source>
        <translation>Gra %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Rozpoczęta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>%1 — read-only</source>
        <translation>%1 — tylko do odczytu</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
</context>
<context>
    <name>xobos::ui::HandOver</name>
    <message>
        <source>Turn the laptop to the table</source>
        <translation>Obróć laptopa do stołu</translation>
    </message>
    <message>
        <source>Round %1, %2: played in the open, %3 is next. Nobody&apos;s private sheet is open.</source>
        <translation>Runda %1, %2: gra jawna, następny gracz: %3. Żadna prywatna karta nie jest otwarta.</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Zakończ fazę Rozwoju</translation>
    </message>
    <message>
        <source>Each player ends their own Development phase, on their own sheet: nobody ends it for them from the table&apos;s view.</source>
        <translation>Każdy gracz sam kończy swoją fazę Rozwoju, na własnej karcie: nikt nie kończy jej za niego z widoku stołu.</translation>
    </message>
    <message>
        <source>Still to enter: %1. Pass the laptop to one of them.</source>
        <translation>Jeszcze nie wpisali: %1. Przekaż laptopa jednemu z nich.</translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>Referee View</source>
        <translation>Widok sędziego</translation>
    </message>
    <message>
        <source>The referee&apos;s view shows every player&apos;s hidden values. In this game players set PINs and the referee did not, so the referee&apos;s view, and saving the game file with its hidden values, are not available until the game is over.</source>
        <translation>Widok sędziego pokazuje ukryte wartości wszystkich graczy. W tej grze gracze ustawili PIN-y, a sędzia nie, więc widok sędziego i zapis pliku gry z ukrytymi wartościami są niedostępne aż do końca gry.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::HelpDialog</name>
    <message>
        <source>On the board</source>
        <translation>Na planszy</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Przesuń jednostkę</translation>
    </message>
    <message>
        <source>Drag it onto a space, or click it, then the space</source>
        <translation>Przeciągnij ją na pole albo kliknij ją, a potem pole</translation>
    </message>
    <message>
        <source>Move the Quarks instead of the Guardian</source>
        <translation>Przesuń Kwarki zamiast Strażnika</translation>
    </message>
    <message>
        <source>Shift+click the destination</source>
        <translation>Shift+klik na cel</translation>
    </message>
    <message>
        <source>Move and seize the enemy Building</source>
        <translation>Przesuń i zajmij wrogi Budynek</translation>
    </message>
    <message>
        <source>Alt+click the destination</source>
        <translation>Alt+klik na cel</translation>
    </message>
    <message>
        <source>Declare an attack</source>
        <translation>Zapowiedz atak</translation>
    </message>
    <message>
        <source>Right-drag from your space to the enemy&apos;s</source>
        <translation>Przeciągnij prawym przyciskiem ze swojego pola na wrogie</translation>
    </message>
    <message>
        <source>Start an attack, then pick its target</source>
        <translation>Zacznij atak, potem wybierz cel</translation>
    </message>
    <message>
        <source>Right-click your space, then click the target</source>
        <translation>Kliknij prawym przyciskiem swoje pole, potem cel</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Powiększ planszę</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+kółko myszy</translation>
    </message>
    <message>
        <source>Elsewhere in the window</source>
        <translation>W innych miejscach okna</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Shortcuts and gestures</source>
        <translation>Skróty i gesty</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Opis zasad</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <source>Keys or gesture</source>
        <translation>Klawisze lub gest</translation>
    </message>
    <message>
        <source>Find a rule or a word</source>
        <translation>Znajdź zasadę lub słowo</translation>
    </message>
</context>
<context>
    <name>xobos::ui::LogModel</name>
    <message>
        <source>an action</source>
        <translation>akcja</translation>
    </message>
    <message>
        <source>Refused for %1: %2 — %3</source>
        <translation>Odrzucono dla %1: %2 — %3</translation>
    </message>
    <message>
        <source>%1 took back the last move.</source>
        <translation>%1 cofa ostatni ruch.</translation>
    </message>
    <message>
        <source>%1 played the move again.</source>
        <translation>%1 ponawia ruch.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Faza</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się stało</translation>
    </message>
    <message>
        <source>(an entry this version cannot read)</source>
        <translation>(wpis, którego ta wersja nie umie odczytać)</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the agreement of every other player.</source>
        <translation>PIN gracza %1 został zresetowany za zgodą wszystkich pozostałych graczy.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset by the referee.</source>
        <translation>PIN gracza %1 został zresetowany przez sędziego.</translation>
    </message>
    <message numerus="yes">
        <source>%n refused attempts this turn (hover to read them)</source>
        <translation>
            <numerusform>%n odrzucona próba w tej turze (najedź, aby przeczytać)</numerusform>
            <numerusform>%n odrzucone próby w tej turze (najedź, aby przeczytać)</numerusform>
            <numerusform>%n odrzuconych prób w tej turze (najedź, aby przeczytać)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
(Double-click: rule %2 in the rules reference)</source>
        <translation>%1
(Dwuklik: zasada %2 w opisie zasad)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::LogPanel</name>
    <message>
        <source>All rounds</source>
        <translation>Wszystkie rundy</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Runda </translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Wszyscy gracze</translation>
    </message>
    <message>
        <source>Every refusal</source>
        <translation>Każda odmowa</translation>
    </message>
    <message>
        <source>Show each refused attempt on its own line instead of one line per turn</source>
        <translation>Pokaż każdą odrzuconą próbę w osobnym wierszu zamiast jednego wiersza na turę</translation>
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
    <message>
        <source>Entered.</source>
        <translation>Wprowadzono.</translation>
    </message>
    <message>
        <source>The move could not be recorded: %1</source>
        <translation>Nie udało się zapisać ruchu: %1</translation>
    </message>
    <message>
        <source>The library cannot record the move</source>
        <translation>Biblioteka nie może zapisać ruchu</translation>
    </message>
    <message>
        <source>The move was not played because it could not be saved:
%1</source>
        <translation>Ruch nie został wykonany, bo nie udało się go zapisać:
%1</translation>
    </message>
    <message>
        <source>Export the public log</source>
        <translation>Eksportuj jawny dziennik</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Pliki tekstowe (*.txt)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Otwórz grę…</translation>
    </message>
    <message>
        <source>&amp;Export Public Log…</source>
        <translation>&amp;Eksportuj jawny dziennik…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Za&amp;mknij grę</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;End Turn / Phase</source>
        <translation>&amp;Zakończ turę / fazę</translation>
    </message>
    <message>
        <source>&amp;Attack Mode</source>
        <translation>Tryb &amp;ataku</translation>
    </message>
    <message>
        <source>Click a space to attack from, then its target (or drag with the right button)</source>
        <translation>Kliknij pole, z którego atakujesz, a potem cel (lub przeciągnij prawym przyciskiem)</translation>
    </message>
    <message>
        <source>Last &amp;Combat…</source>
        <translation>Ostatnia &amp;walka…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit Board to Window</source>
        <translation>&amp;Dopasuj planszę do okna</translation>
    </message>
    <message>
        <source>&amp;Sheets</source>
        <translation>&amp;Karty</translation>
    </message>
    <message>
        <source>&amp;Referee View…</source>
        <translation>Widok &amp;sędziego…</translation>
    </message>
    <message>
        <source>&amp;Cover the Sheets</source>
        <translation>&amp;Zakryj karty</translation>
    </message>
    <message>
        <source>Back to the public table view</source>
        <translation>Powrót do jawnego widoku stołu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>%1 — round %2, %3 — %4</source>
        <translation>%1 — runda %2, %3 — %4</translation>
    </message>
    <message>
        <source>Public view</source>
        <translation>Widok jawny</translation>
    </message>
    <message>
        <source>Referee view</source>
        <translation>Widok sędziego</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Karta gracza %1</translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>The library cannot be opened</source>
        <translation>Nie można otworzyć biblioteki</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Public log exported to %1</source>
        <translation>Jawny dziennik wyeksportowano do %1</translation>
    </message>
    <message>
        <source>Game Report</source>
        <translation>Raport z gry</translation>
    </message>
    <message>
        <source>The report shows every player&apos;s sheets and history, so it opens only for a finished game. Open a finished game from the library first.</source>
        <translation>Raport pokazuje karty i historię każdego gracza, dlatego otwiera się tylko dla zakończonej gry. Najpierw otwórz zakończoną grę z biblioteki.</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>Game &amp;Library…</source>
        <translation>&amp;Biblioteka gier…</translation>
    </message>
    <message>
        <source>Game &amp;Report…</source>
        <translation>&amp;Raport z gry…</translation>
    </message>
    <message>
        <source>&amp;Quick Scoring…</source>
        <translation>&amp;Szybkie liczenie punktów…</translation>
    </message>
    <message>
        <source>&amp;Sheet-Only Mode…</source>
        <translation>Tryb &amp;tylko karty…</translation>
    </message>
    <message>
        <source>&amp;Board Editor…</source>
        <translation>&amp;Edytor plansz…</translation>
    </message>
    <message>
        <source>Import a game file</source>
        <translation>Importuj plik gry</translation>
    </message>
    <message>
        <source>Game files (*.xobos.json);;JSON files (*.json)</source>
        <translation>Pliki gier (*.xobos.json);;Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Grę zapisano w %1</translation>
    </message>
    <message>
        <source>Cannot Save the Game File</source>
        <translation>Nie można zapisać pliku gry</translation>
    </message>
    <message>
        <source>Cannot Import the Game</source>
        <translation>Nie można zaimportować gry</translation>
    </message>
    <message>
        <source>The library was not changed. Choose a game file saved with File &gt; Save Game File or written by xobos-cli export.</source>
        <translation>Biblioteka nie została zmieniona. Wybierz plik gry zapisany przez Plik &gt; Zapisz plik gry albo utworzony przez xobos-cli export.</translation>
    </message>
    <message>
        <source>Imported %1 as a new game in the library</source>
        <translation>Zaimportowano %1 jako nową grę w bibliotece</translation>
    </message>
    <message>
        <source>&amp;Import Game File…</source>
        <translation>&amp;Importuj plik gry…</translation>
    </message>
    <message>
        <source>Add a game file (*.xobos.json, as xobos-cli export writes) to the library and open it</source>
        <translation>Dodaje plik gry (*.xobos.json, taki jak zapisuje xobos-cli export) do biblioteki i go otwiera</translation>
    </message>
    <message>
        <source>Save the game file with every hidden value (for the referee only)</source>
        <translation>Zapisz plik gry ze wszystkimi ukrytymi wartościami (tylko dla sędziego)</translation>
    </message>
    <message>
        <source>%1 - with hidden values</source>
        <translation>%1 - z ukrytymi wartościami</translation>
    </message>
    <message>
        <source>Game files with hidden values (*.xobos.json)</source>
        <translation>Pliki gier z ukrytymi wartościami (*.xobos.json)</translation>
    </message>
    <message>
        <source>Save the log as the whole table sees it, whoever&apos;s sheet is open</source>
        <translation>Zapisz dziennik tak, jak widzi go cały stół, niezależnie od tego, czyja karta jest otwarta</translation>
    </message>
    <message>
        <source>Save Game &amp;File with Hidden Values…</source>
        <translation>Zapisz &amp;plik gry z ukrytymi wartościami…</translation>
    </message>
    <message>
        <source>Save the whole game, every hidden value included, as a file another library can import (finished games, or from the referee&apos;s view)</source>
        <translation>Zapisz całą grę wraz ze wszystkimi ukrytymi wartościami jako plik, który może zaimportować inna biblioteka (zakończone gry lub z widoku sędziego)</translation>
    </message>
    <message>
        <source>Continue to &amp;Development</source>
        <translation>Przejdź do &amp;Rozwoju</translation>
    </message>
    <message>
        <source>The table has seen the combat: pass the laptop for the Development phase</source>
        <translation>Stół widział walkę: przekaż laptopa na fazę Rozwoju</translation>
    </message>
    <message>
        <source>Reset a Player&apos;s &amp;PIN</source>
        <translation>Zresetuj &amp;PIN gracza</translation>
    </message>
    <message>
        <source>Open a Library</source>
        <translation>Otwórz bibliotekę</translation>
    </message>
    <message>
        <source>Xobos Referee libraries (*.sqlite);;All files (*)</source>
        <translation>Biblioteki Xobos Referee (*.sqlite);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Reset %1&apos;s PIN…</source>
        <translation>Zresetuj PIN gracza %1…</translation>
    </message>
    <message>
        <source>The combat is over: update the board, then press Continue to Development.</source>
        <translation>Walka się zakończyła: zaktualizuj planszę, potem naciśnij Przejdź do Rozwoju.</translation>
    </message>
    <message>
        <source>&amp;Shortcuts and Gestures</source>
        <translation>&amp;Skróty i gesty</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Opis zasad</translation>
    </message>
    <message>
        <source>Every rule the referee enforces, with its id and ruling</source>
        <translation>Każda zasada, którą egzekwuje sędzia, z jej identyfikatorem i rozstrzygnięciem</translation>
    </message>
    <message>
        <source>Table Mode (Phones)…</source>
        <translation>Tryb stołu (telefony)…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::MovesPanel</name>
    <message>
        <source>Breed</source>
        <translation>Stwórz Kwarka</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Odbuduj</translation>
    </message>
    <message>
        <source>Buy technology</source>
        <translation>Kup technologię</translation>
    </message>
    <message>
        <source>Build reactor</source>
        <translation>Zbuduj reaktor</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Rozbierz</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zagraj</translation>
    </message>
    <message>
        <source>Moves of:</source>
        <translation>Ruchy gracza:</translation>
    </message>
    <message>
        <source>the player to act</source>
        <translation>gracz na ruchu</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>Za&amp;kończ fazę</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Za&amp;kończ turę</translation>
    </message>
    <message>
        <source>End the Development phase</source>
        <translation>Zakończ fazę Rozwoju</translation>
    </message>
    <message>
        <source>%1 finishes the Development phase and cannot build, buy or connect any more this round. Continue?</source>
        <translation>%1 kończy fazę Rozwoju i w tej rundzie nie może już budować, kupować ani łączyć. Kontynuować?</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>%1 has not moved a Guardian nor declared an attack this turn. End the turn anyway?</source>
        <translation>%1 nie ruszył w tej turze Strażnikiem ani nie zadeklarował ataku. Mimo to zakończyć turę?</translation>
    </message>
    <message>
        <source>Filter moves (e.g. a space or a Guardian)…</source>
        <translation>Filtruj ruchy (np. pole lub Strażnik)…</translation>
    </message>
</context>
<context>
    <name>xobos::ui::NewGameWizard</name>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <source>The game cannot be created</source>
        <translation>Nie można utworzyć gry</translation>
    </message>
    <message>
        <source>Everybody else looks away. Choose your Leader: he starts with Power 2 and is the only Guardian who can heal himself. Nobody else will see your choice.</source>
        <translation>Wszyscy inni odwracają wzrok. Wybierz Przywódcę: zaczyna z Siłą 2 i jako jedyny Strażnik może leczyć sam siebie. Nikt inny nie zobaczy Twojego wyboru.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>%1, it is your turn to choose.</source>
        <translation>%1, teraz Ty wybierasz.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Variant and rulings</source>
        <translation>Wariant i ustalenia</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Next.</source>
        <translation>Gra zostanie utworzona w bibliotece po naciśnięciu Dalej.</translation>
    </message>
    <message>
        <source>An armed Watchtower may shoot without a Guardian</source>
        <translation>Uzbrojona Wieża Strażnicza może strzelać bez Strażnika</translation>
    </message>
    <message>
        <source>Units may enter another player&apos;s empty Base</source>
        <translation>Jednostki mogą wchodzić do pustej Bazy innego gracza</translation>
    </message>
    <message>
        <source>Quarks may enter a space holding only an enemy Building</source>
        <translation>Kwarki mogą wchodzić na pole, na którym jest tylko wrogi Budynek</translation>
    </message>
    <message>
        <source>The Leader heals himself through a Healing connection</source>
        <translation>Przywódca leczy sam siebie przez połączenie Leczenia</translation>
    </message>
    <message>
        <source>Limit Buildings to the tokens in the box</source>
        <translation>Ogranicz Budynki do żetonów z pudełka</translation>
    </message>
    <message>
        <source>Draw the first player (seed):</source>
        <translation>Losowanie pierwszego gracza (ziarno):</translation>
    </message>
    <message>
        <source>Decided at the table:</source>
        <translation>Ustalone przy stole:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Wariant:</translation>
    </message>
    <message>
        <source>Watchtower capacity:</source>
        <translation>Pojemność Wieży Strażniczej:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Two to four players, in seat order: play passes to the left.</source>
        <translation>Od dwóch do czterech graczy, w kolejności miejsc: gra toczy się w lewo.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Liczba graczy:</translation>
    </message>
    <message>
        <source>PIN (optional)</source>
        <translation>PIN (opcjonalnie)</translation>
    </message>
    <message>
        <source>Only this player types it: it opens their private sheets</source>
        <translation>Wpisuje go tylko ten gracz: otwiera jego prywatne karty</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Miejsce %1:</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Sędzia:</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>PIN set — type to change</source>
        <translation>PIN ustawiony — wpisz, by zmienić</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>Powtórz PIN</translation>
    </message>
    <message>
        <source>Type the same PIN a second time</source>
        <translation>Wpisz ten sam PIN drugi raz</translation>
    </message>
    <message>
        <source>A PIN (4 to 64 characters; six or more digits, or a word, resist guessing far better) locks a player&apos;s private sheets, or the referee&apos;s view of every sheet. Type it twice. Only a salted, slow hash is stored.</source>
        <translation>PIN (od 4 do 64 znaków; sześć lub więcej cyfr albo słowo znacznie trudniej odgadnąć) blokuje prywatne karty gracza albo widok sędziego na wszystkie karty. Wpisz go dwa razy. Zapisywany jest tylko solony, powolny skrót.</translation>
    </message>
    <message>
        <source>No PIN: the cover between players is a courtesy. Anyone can press Unlock and open anybody&apos;s sheets; it only keeps a glance away.</source>
        <translation>Bez PIN-u: zakrycie między graczami to kwestia uprzejmości. Każdy może nacisnąć Odblokuj i otworzyć czyjekolwiek karty; chroni to tylko przed przypadkowym spojrzeniem.</translation>
    </message>
    <message>
        <source>Players have PINs and the referee has none: the referee&apos;s view, and saving the game with its hidden values, are not available in this game until it is over.</source>
        <translation>Gracze mają PIN-y, a sędzia nie: widok sędziego i zapis gry z ukrytymi wartościami są w tej grze niedostępne aż do jej końca.</translation>
    </message>
    <message>
        <source>Only the referee has a PIN: the players&apos; sheets open with a button (a courtesy); the referee&apos;s view needs the referee&apos;s PIN.</source>
        <translation>Tylko sędzia ma PIN: karty graczy otwierają się przyciskiem (kwestia uprzejmości); widok sędziego wymaga PIN-u sędziego.</translation>
    </message>
    <message>
        <source>The sheets of the players with a PIN, and the referee&apos;s view, open only with their PIN. The referee can reset a forgotten player&apos;s PIN.</source>
        <translation>Karty graczy z PIN-em i widok sędziego otwierają się tylko po wpisaniu ich PIN-u. Sędzia może zresetować zapomniany PIN gracza.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>sędziego</translation>
    </message>
    <message>
        <source>The PIN of %1 is too short: a PIN needs at least %2 characters.</source>
        <translation>PIN dla %1 jest za krótki (minimalna liczba znaków: %2).</translation>
    </message>
    <message>
        <source>The two PINs of %1 differ. Type the PIN again, twice.</source>
        <translation>Dwa PIN-y dla %1 się różnią. Wpisz PIN ponownie, dwa razy.</translation>
    </message>
    <message>
        <source>An attack destroys all the defender&apos;s Quarks and crystals in the space</source>
        <translation>Atak niszczy wszystkie Kwarki i kryształy obrońcy na polu</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Crystals a Watchtower holds without the Rank II tile.</source>
        <translation>Kryształy, które Wieża Strażnicza mieści bez płytki poziomu II.</translation>
    </message>
    <message>
        <source>Otherwise a Watchtower only helps its own Guardian.</source>
        <translation>W przeciwnym razie Wieża Strażnicza pomaga tylko własnemu Strażnikowi.</translation>
    </message>
    <message>
        <source>The rulebook forbids it; some tables allow it.</source>
        <translation>Instrukcja tego zabrania; niektóre stoły na to pozwalają.</translation>
    </message>
    <message>
        <source>By default only a Guardian destroys Buildings.</source>
        <translation>Domyślnie tylko Strażnik niszczy Budynki.</translation>
    </message>
    <message>
        <source>Off, the Leader heals 1 in every attack on him.</source>
        <translation>Wyłączone: Przywódca leczy 1 przy każdym ataku na niego.</translation>
    </message>
    <message>
        <source>4 Mines, 5 Energy Wells, 4 Technology Buildings, 5 Watchtowers, 4 Reactors per player.</source>
        <translation>4 Kopalnie, 5 Studni Energii, 4 Budynki Technologii, 5 Wież Strażniczych, 4 Reaktory na gracza.</translation>
    </message>
    <message>
        <source>Off, only those that absorb the attack&apos;s Power.</source>
        <translation>Wyłączone: tylko te, które pochłaniają Siłę ataku.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Show the ids of the rulings in the rules reference</source>
        <translation>Pokaż identyfikatory rozstrzygnięć w opisie zasad</translation>
    </message>
    <message numerus="yes">
        <source>No board is chosen that serves %n players.</source>
        <translation>
            <numerusform>Nie wybrano planszy dla %n gracza.</numerusform>
            <numerusform>Nie wybrano planszy dla %n graczy.</numerusform>
            <numerusform>Nie wybrano planszy dla %n graczy.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::OpenGameDialog</name>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>The library cannot be opened</source>
        <translation>Nie można otworzyć biblioteki</translation>
    </message>
    <message>
        <source>%1

A backup that opens cleanly was found:
%2

Restore it beside the damaged library and open it?</source>
        <translation>%1

Znaleziono kopię zapasową, która otwiera się bez błędów:
%2

Przywrócić ją obok uszkodzonej biblioteki i otworzyć?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PendingChoiceDialog</name>
    <message>
        <source>%1 must decide</source>
        <translation>%1 musi zdecydować</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PendingChoiceFlow</name>
    <message>
        <source>%1 attacks %2 from %3. %4, do you counterattack from %2?</source>
        <translation>%1 atakuje pole „%2” z pola „%3”. %4, czy kontratakujesz z pola „%2”?</translation>
    </message>
    <message>
        <source>%1, the space %2 is free: do you pursue from %3?</source>
        <translation>%1, pole „%2” jest wolne: czy wykonujesz pościg z pola „%3”?</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PinReset</name>
    <message>
        <source>Forgot the PIN</source>
        <translation>Zapomniany PIN</translation>
    </message>
    <message>
        <source>Only the referee can reset %1&apos;s PIN in this game: pass the laptop to the referee, who chooses Sheets &gt; Reset a Player&apos;s PIN in the referee&apos;s view.</source>
        <translation>W tej grze tylko sędzia może zresetować PIN gracza %1: przekaż laptopa sędziemu, który w widoku sędziego wybierze Karty &gt; Zresetuj PIN gracza.</translation>
    </message>
    <message>
        <source>Pass the Laptop to the Referee</source>
        <translation>Przekaż laptopa sędziemu</translation>
    </message>
    <message>
        <source>Reset a PIN</source>
        <translation>Zresetuj PIN</translation>
    </message>
    <message>
        <source>Take away %1&apos;s PIN? %1 then opens their sheets with Unlock. The table&apos;s log says that the referee reset it.</source>
        <translation>Usunąć PIN gracza %1? %1 otworzy wtedy swoje karty przyciskiem Odblokuj. Dziennik stołu odnotuje, że sędzia go zresetował.</translation>
    </message>
    <message>
        <source>The PIN could not be reset: %1</source>
        <translation>Nie udało się zresetować PIN-u: %1</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset by the referee.</source>
        <translation>PIN gracza %1 został zresetowany przez sędziego.</translation>
    </message>
    <message>
        <source>Reset %1&apos;s PIN</source>
        <translation>Zresetuj PIN gracza %1</translation>
    </message>
    <message>
        <source>%1, do you agree that %2&apos;s PIN is taken away?</source>
        <translation>%1, czy zgadzasz się na usunięcie PIN-u gracza %2?</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: %2 did not agree.</source>
        <translation>PIN gracza %1 nie został zresetowany: brak zgody gracza %2.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: %2 must wait %3 s after a wrong PIN.</source>
        <translation>PIN gracza %1 nie został zresetowany: po błędnym PIN-ie %2 musi odczekać %3 s.</translation>
    </message>
    <message>
        <source>%1, type your PIN to agree that %2&apos;s PIN is taken away:</source>
        <translation>%1, wpisz swój PIN, by zgodzić się na usunięcie PIN-u gracza %2:</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was not reset: wrong PIN for %2.</source>
        <translation>PIN gracza %1 nie został zresetowany: błędny PIN gracza %2.</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the agreement of every other player.</source>
        <translation>PIN gracza %1 został zresetowany za zgodą wszystkich pozostałych graczy.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::PlayersModel</name>
    <message numerus="yes">
        <source>%n construction(s), type hidden</source>
        <translation>
            <numerusform>%n budowa, typ ukryty</numerusform>
            <numerusform>%n budowy, typ ukryty</numerusform>
            <numerusform>%n budów, typ ukryty</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>wyeliminowany</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>na ruchu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Strażnicy</translation>
    </message>
    <message>
        <source>Quarks</source>
        <translation>Kwarki</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Tech</source>
        <translation>Tech.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
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
        <translation> z %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Przesuń</translation>
    </message>
    <message>
        <source>Quarks to %1:</source>
        <translation>Kwarki na pole „%1”:</translation>
    </message>
</context>
<context>
    <name>xobos::ui::QuarterPanel</name>
    <message>
        <source>&amp;Add Quarter</source>
        <translation>&amp;Dodaj ćwiartkę</translation>
    </message>
    <message>
        <source>Delete Quarter</source>
        <translation>Usuń ćwiartkę</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>I&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Use Selection</source>
        <translation>Użyj zaznaczenia</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Baza:</translation>
    </message>
    <message>
        <source>Exit:</source>
        <translation>Wyjście:</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>The four selected Base spaces become this quarter&apos;s Base</source>
        <translation>Cztery zaznaczone pola Bazy stają się Bazą tej ćwiartki</translation>
    </message>
    <message>
        <source>The selected space becomes this quarter&apos;s Base exit</source>
        <translation>Zaznaczone pole staje się wyjściem z Bazy tej ćwiartki</translation>
    </message>
    <message>
        <source>The four selected spaces (two Base spaces, two next to the Base) become the Guardians&apos; starting spaces</source>
        <translation>Cztery zaznaczone pola (dwa pola Bazy, dwa obok Bazy) stają się polami startowymi Strażników</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>Rename quarter %1</source>
        <translation>Zmień nazwę ćwiartki %1</translation>
    </message>
    <message>
        <source>Set Base of quarter %1</source>
        <translation>Ustaw Bazę ćwiartki %1</translation>
    </message>
    <message>
        <source>Set exit of quarter %1</source>
        <translation>Ustaw wyjście ćwiartki %1</translation>
    </message>
    <message>
        <source>Set Guardian start of quarter %1</source>
        <translation>Ustaw start Strażników ćwiartki %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::RecentGamesModel</name>
    <message>
        <source>round %1</source>
        <translation>runda %1</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ostatnio grana</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
</context>
<context>
    <name>xobos::ui::ReplayBar</name>
    <message>
        <source>Replay: the start of the game</source>
        <translation>Powtórka: początek gry</translation>
    </message>
    <message>
        <source>Replay: one action back</source>
        <translation>Powtórka: jedna akcja wstecz</translation>
    </message>
    <message>
        <source>Replay: one action forward</source>
        <translation>Powtórka: jedna akcja naprzód</translation>
    </message>
    <message>
        <source>Back to the live game</source>
        <translation>Powrót do bieżącej gry</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Runda </translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Skocz</translation>
    </message>
    <message>
        <source>Replay: action %1 of %2 — round %3, %4</source>
        <translation>Powtórka: akcja %1 z %2 — runda %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>Live: %n action(s) played</source>
        <translation>
            <numerusform>Na żywo: rozegrano %n akcję</numerusform>
            <numerusform>Na żywo: rozegrano %n akcje</numerusform>
            <numerusform>Na żywo: rozegrano %n akcji</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Wróć do gry</translation>
    </message>
</context>
<context>
    <name>xobos::ui::RoundTrack</name>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 z %2</translation>
    </message>
</context>
<context>
    <name>xobos::ui::SheetsPanel</name>
    <message>
        <source>Referee view…</source>
        <translation>Widok sędziego…</translation>
    </message>
    <message>
        <source>Every sheet, behind the referee&apos;s PIN</source>
        <translation>Wszystkie karty, za PIN-em sędziego</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Żadna gra nie jest otwarta.</translation>
    </message>
    <message>
        <source>%1&apos;s private sheets. Nobody else looks.</source>
        <translation>Prywatne karty gracza %1. Nikt inny nie patrzy.</translation>
    </message>
    <message>
        <source>Referee view: every sheet and screen.</source>
        <translation>Widok sędziego: wszystkie karty i zasłonki.</translation>
    </message>
    <message>
        <source>The game is over: every sheet is revealed.</source>
        <translation>Gra się zakończyła: wszystkie karty są odkryte.</translation>
    </message>
    <message>
        <source>Training Ground: every sheet is open; each player enters on their own sheet.</source>
        <translation>Poligon: wszystkie karty są jawne; każdy gracz wpisuje na własnej karcie.</translation>
    </message>
    <message>
        <source>Checks and Balances: every Player Sheet is shown until the end of the round.</source>
        <translation>Kontrola i Równowaga: wszystkie Karty Gracza są widoczne do końca rundy.</translation>
    </message>
    <message>
        <source>The sheets are behind the screens. Pass the laptop to a player to open theirs.</source>
        <translation>Karty są za zasłonkami. Przekaż laptopa graczowi, by otworzył swoje.</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punktacja końcowa</translation>
    </message>
    <message>
        <source>eliminated: scores 0</source>
        <translation>wyeliminowany: 0 punktów</translation>
    </message>
    <message>
        <source>no Reactor: scores 0</source>
        <translation>brak Reaktora: 0 punktów</translation>
    </message>
    <message>
        <source>(%1 crystals + %2 Guardians) × %3 Reactors = %4</source>
        <translation>(%1 kryształów + %2 Strażników) × %3 Reaktorów = %4</translation>
    </message>
    <message>
        <source>%1. %2: %3 points — %4</source>
        <translation>%1. %2: %3 pkt — %4</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles: they share the place.</source>
        <translation>%1 remisują z wynikiem %2 i mają tyle samo Płytek Technologii: dzielą miejsce.</translation>
    </message>
    <message>
        <source>%1 tie at %2; Technology Tiles separate some of them, the others share a place.</source>
        <translation>%1 remisują z wynikiem %2; Płytki Technologii rozdzielają część z nich, pozostali dzielą miejsce.</translation>
    </message>
    <message>
        <source>%1 tie at %2; the Technology Tiles decide.</source>
        <translation>%1 remisują z wynikiem %2; decydują Płytki Technologii.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Zwycięzca: %1</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Przejdź do Rozwoju</translation>
    </message>
    <message>
        <source>The table has seen the combat: pass the laptop for the Development phase</source>
        <translation>Stół widział walkę: przekaż laptopa na fazę Rozwoju</translation>
    </message>
    <message>
        <source>The combat is over: the table updates the board. Then continue to the Development phase.</source>
        <translation>Walka się zakończyła: stół aktualizuje planszę. Potem przejdź do fazy Rozwoju.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::SpacePanel</name>
    <message>
        <source>as printed on the board</source>
        <translation>jak nadrukowano na planszy</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Zwykłe</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Base exit</source>
        <translation>Wyjście z Bazy</translation>
    </message>
    <message>
        <source>Irradiated</source>
        <translation>Napromieniowane</translation>
    </message>
    <message>
        <source>Energy Source</source>
        <translation>Źródło Energii</translation>
    </message>
    <message>
        <source>For a crossing: the second quarter it belongs to</source>
        <translation>Dla skrzyżowania: druga ćwiartka, do której należy</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etykieta:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Rodzaj:</translation>
    </message>
    <message>
        <source>&amp;Quarter:</source>
        <translation>Ć&amp;wiartka:</translation>
    </message>
    <message>
        <source>&amp;Crossing with:</source>
        <translation>&amp;Skrzyżowanie z:</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Położenie:</translation>
    </message>
    <message>
        <source>Click a space to edit it; Ctrl+click selects several.</source>
        <translation>Kliknij pole, by je edytować; Ctrl+klik zaznacza kilka.</translation>
    </message>
    <message>
        <source>Spaces selected: %1. Kind and quarter apply to all of them.</source>
        <translation>Zaznaczone pola: %1. Rodzaj i ćwiartka dotyczą wszystkich.</translation>
    </message>
    <message>
        <source>(centre)</source>
        <translation>(środek)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::TableSteps</name>
    <message>
        <source>Replay — round %1, step %2</source>
        <translation>Odtwarzanie — runda %1, krok %2</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation>Koniec gry: wygrywa %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Game over: %1 share the victory</source>
        <translation>Koniec gry: %1 dzielą zwycięstwo</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>%1&apos;s sheet is open: enter on it, then cover it</source>
        <translation>Karta gracza %1 jest otwarta: wpisz na niej, potem ją zasłoń</translation>
    </message>
    <message>
        <source>Referee view: every hidden value is shown</source>
        <translation>Widok sędziego: widać każdą ukrytą wartość</translation>
    </message>
    <message>
        <source>Round %1: no combat — update the board</source>
        <translation>Runda %1: bez walki — zaktualizujcie planszę</translation>
    </message>
    <message>
        <source>Continue to Development</source>
        <translation>Dalej do Rozwoju</translation>
    </message>
    <message>
        <source>Combat: step %1 of %2 — %3</source>
        <translation>Walka: krok %1 z %2 — %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>%1: answer the attack — counterattack or not</source>
        <translation>%1: odpowiedz na atak — kontratak czy nie</translation>
    </message>
    <message>
        <source>%1: pursue into the freed space or not</source>
        <translation>%1: pościg na zwolnione pole czy nie</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpowiedz</translation>
    </message>
    <message>
        <source>%1: move your units, then End turn</source>
        <translation>%1: przesuń swoje jednostki, potem Zakończ turę</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader on the sheets</source>
        <translation>Przygotowanie: %1 musi jeszcze wybrać Przywódcę na kartach</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader → Pass the laptop to %2</source>
        <translation>Przygotowanie: %1 musi jeszcze wybrać Przywódcę → Podaj laptop graczowi %2</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Podaj: %1</translation>
    </message>
    <message>
        <source>Development: %1 still to enter on the sheets</source>
        <translation>Rozwój: %1 musi jeszcze wpisać na kartach</translation>
    </message>
    <message>
        <source>Development: %1 still to enter → Pass the laptop to %2</source>
        <translation>Rozwój: %1 musi jeszcze wpisać → Podaj laptop graczowi %2</translation>
    </message>
    <message>
        <source>Setup: %1 still to choose a Leader on their phones</source>
        <translation>Przygotowanie: %1 musi jeszcze wybrać Przywódcę na telefonie</translation>
    </message>
    <message>
        <source>Development: %1 still to enter on their phones</source>
        <translation>Rozwój: %1 musi jeszcze wpisać na telefonie</translation>
    </message>
</context>
<context>
    <name>xobos::ui::WelcomePage</name>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>The referee for Guardians of Xobos: it mirrors the table, checks every move and keeps the secrets. Start a new game or continue one from the library.</source>
        <translation>Sędzia do gry Guardians of Xobos: odzwierciedla stół, sprawdza każdy ruch i strzeże tajemnic. Rozpocznij nową grę lub kontynuuj grę z biblioteki.</translation>
    </message>
    <message>
        <source>Recent games (double-click or Enter to continue):</source>
        <translation>Ostatnie gry (dwuklik lub Enter, by kontynuować):</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Otwórz grę…</translation>
    </message>
    <message>
        <source>The library %1 could not be opened:
%2</source>
        <translation>Nie udało się otworzyć biblioteki %1:
%2</translation>
    </message>
    <message>
        <source>Open &amp;another library…</source>
        <translation>Otwórz &amp;inną bibliotekę…</translation>
    </message>
    <message>
        <source>&amp;Restore the backup %1</source>
        <translation>&amp;Przywróć kopię zapasową %1</translation>
    </message>
    <message>
        <source>Read-only: nothing can be played. Copy the library to a writable folder to play.</source>
        <translation>Tylko do odczytu: nie można grać. Skopiuj bibliotekę do folderu z prawem zapisu, by grać.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameLibraryDialog</name>
    <message>
        <source>Game Library</source>
        <translation>Biblioteka gier</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Statistics of the finished refereed games</source>
        <translation>Statystyki zakończonych gier z sędzią</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>Replay a refereed game or continue it; reopen a sheet-only game</source>
        <translation>Odtwórz lub kontynuuj grę z sędzią; otwórz ponownie grę tylko z kartą</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>&amp;Raport…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameLibraryModel</name>
    <message>
        <source>Game %1</source>
        <translation>Gra %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>w toku</translation>
    </message>
    <message>
        <source>own score %1</source>
        <translation>własny wynik %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>%1 — read-only</source>
        <translation>%1 — tylko do odczytu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::GameReportDialog</name>
    <message>
        <source>Game Report</source>
        <translation>Raport z gry</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Nie udało się otworzyć gry: %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Gra %1</translation>
    </message>
    <message>
        <source>%1 — final score</source>
        <translation>%1 — wynik końcowy</translation>
    </message>
    <message>
        <source>This game has not ended yet (round %1, %2). The report shows every player&apos;s crystals, Reactors and history round by round — secrets until the end of round 15 — so it opens only when the game is over.</source>
        <translation>Ta gra jeszcze się nie zakończyła (runda %1, %2). Raport pokazuje kryształy, Reaktory i historię każdego gracza runda po rundzie — tajne do końca 15. rundy — dlatego otwiera się dopiero po zakończeniu gry.</translation>
    </message>
    <message>
        <source>Final Score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Round by Round</source>
        <translation>Runda po rundzie</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kryształy</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Strażnicy</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktory</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Płytki Technologii</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Wzór</translation>
    </message>
    <message>
        <source>Board: %1 · Variant: %2 · First player: %3</source>
        <translation>Plansza: %1 · Wariant: %2 · Pierwszy gracz: %3</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>What the table saw</source>
        <translation>Co widział stół</translation>
    </message>
    <message>
        <source>There was no combat in this game.</source>
        <translation>W tej grze nie było walki.</translation>
    </message>
    <message>
        <source>Score Sheet (PDF)…</source>
        <translation>Karta wyników (PDF)…</translation>
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
        <translation>Plik rozgrywki do zaimportowania w aplikacji Board Game Stats</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>Gra się nie zakończyła.</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.bgsplay *.json)</source>
        <translation>Pliki rozgrywek BG Stats (*.bgsplay *.json)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Eksportuj raport</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::PlayerStatsModel</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Zwycięstwa</translation>
    </message>
    <message>
        <source>Average Score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Best Score</source>
        <translation>Najlepszy wynik</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::QuickScoringDialog</name>
    <message>
        <source>The result was copied to the clipboard.</source>
        <translation>Wynik skopiowano do schowka.</translation>
    </message>
    <message>
        <source>Quick Scoring</source>
        <translation>Szybkie liczenie punktów</translation>
    </message>
    <message>
        <source>Count each player&apos;s Energy Crystals (behind the screen, not in Watchtowers), Guardians on the board, Reactors and Technology Tiles. Score = (crystals + Guardians) × Reactors. Enter moves to the next field; Ctrl+Enter copies the result.</source>
        <translation>Policz każdemu graczowi Kryształy Energii (za zasłonką, nie w Wieżach Strażniczych), Strażników na planszy, Reaktory i Płytki Technologii. Wynik = (kryształy + Strażnicy) × Reaktory. Enter przechodzi do następnego pola; Ctrl+Enter kopiuje wynik.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Gracze:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kryształy</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Strażnicy</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktory</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Płytki Technologii</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>&amp;Kopiuj wynik</translation>
    </message>
    <message>
        <source>Copy the ranking and its explanation as text (Ctrl+Enter)</source>
        <translation>Skopiuj ranking z objaśnieniem jako tekst (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Technology Tiles: %1</source>
        <translation>Płytki Technologii: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ReportExport</name>
    <message>
        <source>Refereed by Xobos Referee (%1).</source>
        <translation>Sędziował Xobos Referee (%1).</translation>
    </message>
    <message>
        <source>%1 — Score Sheet</source>
        <translation>%1 — karta wyników</translation>
    </message>
    <message>
        <source>Played %1</source>
        <translation>Rozegrano %1</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Plansza: %1</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Wariant: %1</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Pierwszy gracz: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kryształy</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Strażnicy</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktory</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Płytki Technologii</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Wzór</translation>
    </message>
    <message>
        <source>Score = (Energy Crystals + Guardians on the board) × Reactors. Ties: more Technology Tiles; then the players share the place.</source>
        <translation>Wynik = (Kryształy Energii + Strażnicy na planszy) × Reaktory. Remisy: więcej Płytek Technologii; potem gracze dzielą miejsce.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Nie udało się zapisać %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::RoundChart</name>
    <message>
        <source>Energy Crystals</source>
        <translation>Kryształy Energii</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Guardians on the board</source>
        <translation>Strażnicy na planszy</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktory</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ScoreEntryModel</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kryształy</translation>
    </message>
    <message>
        <source>Guardians</source>
        <translation>Strażnicy</translation>
    </message>
    <message>
        <source>Reactors</source>
        <translation>Reaktory</translation>
    </message>
    <message>
        <source>Technology Tiles</source>
        <translation>Płytki Technologii</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Wzór</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::ScoreText</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>eliminated: scores 0</source>
        <translation>wyeliminowany: 0 punktów</translation>
    </message>
    <message>
        <source>no Reactor: scores 0</source>
        <translation>brak Reaktora: 0 punktów</translation>
    </message>
    <message>
        <source>(%1 + %2) × %3 = %4</source>
        <comment>(crystals + Guardians) × Reactors = score</comment>
        <translation>(%1 + %2) × %3 = %4</translation>
    </message>
    <message>
        <source>%1 was eliminated and ranks last.</source>
        <translation>%1 odpada z gry i zajmuje ostatnie miejsce.</translation>
    </message>
    <message>
        <source>%1 built no Reactor: scores 0.</source>
        <translation>%1 nie zbudował Reaktora: 0 punktów.</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3): they share the victory.</source>
        <translation>%1 remisują z wynikiem %2 i mają tyle samo Płytek Technologii (%3): dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>%1 tie at %2 and own as many Technology Tiles (%3): they share place %4.</source>
        <translation>%1 remisują z wynikiem %2 i mają tyle samo Płytek Technologii (%3): dzielą %4. miejsce.</translation>
    </message>
    <message>
        <source>%1 tie at %2; %3 owns more Technology Tiles (%4 against %5).</source>
        <translation>%1 remisują z wynikiem %2; %3 ma więcej Płytek Technologii (%4 wobec %5).</translation>
    </message>
    <message>
        <source>%1 own as many Technology Tiles (%2) and share the next place.</source>
        <translation>%1 mają tyle samo Płytek Technologii (%2) i dzielą kolejne miejsce.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>name (Technology Tiles)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 each, sharing a place)</source>
        <comment>names (Technology Tiles)</comment>
        <translation>%1 (po %2, wspólne miejsce)</translation>
    </message>
    <message>
        <source>%1 tie at %2; the Technology Tiles decide: %3.</source>
        <translation>%1 remisują z wynikiem %2; decydują Płytki Technologii: %3.</translation>
    </message>
    <message>
        <source> before </source>
        <comment>ranking order</comment>
        <translation> przed </translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Wygrywa %1.</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>%1 dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>%1. %2: %3; Technology Tiles: %4</source>
        <translation>%1. %2: %3; Płytki Technologii: %4</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetOnlyWindow</name>
    <message>
        <source>Sheet-Only Game</source>
        <translation>Gra tylko z kartą</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Nie udało się utworzyć gry: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Nie udało się otworzyć gry: %1</translation>
    </message>
    <message>
        <source>%1 connects to:</source>
        <translation>%1 łączy się z:</translation>
    </message>
    <message>
        <source>%1 (%2 resources)</source>
        <translation>%1 (surowce: %2)</translation>
    </message>
    <message>
        <source>Player Sheet</source>
        <translation>Karta Gracza</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Strażnik</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Siła</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zdrowie</translation>
    </message>
    <message>
        <source>Connection Slot</source>
        <translation>Gniazdo Połączenia</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Zerwij</translation>
    </message>
    <message>
        <source>Construct:</source>
        <translation>Buduj:</translation>
    </message>
    <message>
        <source>Start (1 resource)</source>
        <translation>Rozpocznij (1 surowiec)</translation>
    </message>
    <message>
        <source>Pay 1 resource</source>
        <translation>Zapłać 1 surowiec</translation>
    </message>
    <message>
        <source>Upgrade:</source>
        <translation>Ulepszenie:</translation>
    </message>
    <message>
        <source>Buy Upgrade (1 crystal each)</source>
        <translation>Kup ulepszenie (po 1 krysztale)</translation>
    </message>
    <message>
        <source>Combat damage:</source>
        <translation>Obrażenia w walce:</translation>
    </message>
    <message>
        <source>Damage the Guardian suffered; a negative number is a Healing surplus that restores Health.</source>
        <translation>Obrażenia otrzymane przez Strażnika; liczba ujemna to nadwyżka Leczenia, która przywraca Zdrowie.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Heal (2 resources)</source>
        <translation>Wylecz (2 surowce)</translation>
    </message>
    <message>
        <source>Rebuild</source>
        <translation>Odbuduj</translation>
    </message>
    <message>
        <source>Production Sheet</source>
        <translation>Karta Produkcji</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Zbudowane</translation>
    </message>
    <message>
        <source>Under construction</source>
        <translation>W budowie</translation>
    </message>
    <message>
        <source>Produces</source>
        <translation>Produkuje</translation>
    </message>
    <message>
        <source>Constructions in progress (1 resource per round):</source>
        <translation>Trwające budowy (1 surowiec na rundę):</translation>
    </message>
    <message>
        <source>Build Reactor (5 resources, at once)</source>
        <translation>Zbuduj Reaktor (5 surowców, od razu)</translation>
    </message>
    <message>
        <source>Your record (saved in the game library):</source>
        <translation>Twój zapis (zapisany w bibliotece gier):</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologia</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Płytka</translation>
    </message>
    <message>
        <source>Allows</source>
        <translation>Pozwala</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Buy Selected Tile (2 resources)</source>
        <translation>Kup wybraną płytkę (2 surowce)</translation>
    </message>
    <message>
        <source>From the Board</source>
        <translation>Z planszy</translation>
    </message>
    <message>
        <source>Gain Crystals</source>
        <translation>Zdobądź kryształy</translation>
    </message>
    <message>
        <source>Spend Crystals</source>
        <translation>Wydaj kryształy</translation>
    </message>
    <message>
        <source>demolished myself (2 crystals)</source>
        <translation>rozebrany przeze mnie (2 kryształy)</translation>
    </message>
    <message>
        <source>Building Lost</source>
        <translation>Budynek utracony</translation>
    </message>
    <message>
        <source>Building Seized</source>
        <translation>Budynek przejęty</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nie zapisano: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Odrzucono: %1</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>%1 — Sheet-Only Game</source>
        <translation>%1 — gra tylko z kartą</translation>
    </message>
    <message>
        <source>Secret sheets of %1</source>
        <translation>Tajne karty: %1</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Koniec gry po rundzie %1</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3</source>
        <translation>Runda %1 z %2 — %3</translation>
    </message>
    <message>
        <source>Score if the game ended now: (%1 + %2) × %3 = %4</source>
        <translation>Wynik, gdyby gra skończyła się teraz: (%1 + %2) × %3 = %4</translation>
    </message>
    <message>
        <source>Start Development Phase (collect production)</source>
        <translation>Rozpocznij fazę Rozwoju (zbierz produkcję)</translation>
    </message>
    <message>
        <source>End the Game</source>
        <translation>Zakończ grę</translation>
    </message>
    <message>
        <source>End Round %1</source>
        <translation>Zakończ rundę %1</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>%1 ★ Leader</source>
        <translation>%1 ★ Przywódca</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zniszczony</translation>
    </message>
    <message>
        <source>%1 (own %2 + reinforcement %3)</source>
        <translation>%1 (własna %2 + wzmocnienie %3)</translation>
    </message>
    <message>
        <source>, capped at %1</source>
        <translation>, maks. %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>reinforces %1</source>
        <translation>wzmacnia %1</translation>
    </message>
    <message>
        <source>heals himself (%1)</source>
        <translation>leczy sam siebie (%1)</translation>
    </message>
    <message>
        <source>heals %1 (%2)</source>
        <translation>leczy %1 (%2)</translation>
    </message>
    <message>
        <source>free</source>
        <translation>wolne</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>+2 resources each</source>
        <translation>+2 surowce każdy</translation>
    </message>
    <message>
        <source>+1 crystal each</source>
        <translation>+1 kryształ każda</translation>
    </message>
    <message>
        <source>Technology rank %1</source>
        <translation>Poziom technologii %1</translation>
    </message>
    <message>
        <source>shoots, blocks damage</source>
        <translation>strzela, blokuje obrażenia</translation>
    </message>
    <message>
        <source>× score</source>
        <translation>× wynik</translation>
    </message>
    <message>
        <source>Building Resources: %1    Energy Crystals: %2</source>
        <translation>Surowce Budowlane: %1    Kryształy Energii: %2</translation>
    </message>
    <message>
        <source>Production at the start of each Development phase: %1 Building Resources (Base 1 + 2 per Mine) and %2 Energy Crystals (1 per Energy Well).</source>
        <translation>Produkcja na początku każdej fazy Rozwoju: Surowce Budowlane: %1 (Baza 1 + 2 za każdą Kopalnię) i Kryształy Energii: %2 (1 za każdą Studnię Energii).</translation>
    </message>
    <message>
        <source>%1 by %2: %3 of %4 resources paid</source>
        <translation>%1 (buduje %2): zapłacono %3 z %4 surowców</translation>
    </message>
    <message>
        <source> — paid this round</source>
        <translation> — zapłacono w tej rundzie</translation>
    </message>
    <message>
        <source> — next payment due</source>
        <translation> — czas na kolejną wpłatę</translation>
    </message>
    <message>
        <source>Technology Buildings: %1 — rank %2 tiles available; one tile per round.</source>
        <translation>Budynki Technologii: %1 — dostępne płytki poziomu %2; jedna płytka na rundę.</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>posiadana</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>w następnej rundzie</translation>
    </message>
    <message>
        <source>available</source>
        <translation>dostępna</translation>
    </message>
    <message numerus="yes">
        <source>needs %n Technology Building(s)</source>
        <translation>
            <numerusform>wymaga %n Budynku Technologii</numerusform>
            <numerusform>wymaga %n Budynków Technologii</numerusform>
            <numerusform>wymaga %n Budynków Technologii</numerusform>
        </translation>
    </message>
    <message>
        <source>constructing: %1</source>
        <translation>w budowie: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetSetupPage</name>
    <message>
        <source>Your own sheets</source>
        <translation>Twoje własne karty</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Finish.</source>
        <translation>Gra zostanie utworzona w bibliotece, gdy naciśniesz Zakończ.</translation>
    </message>
    <message>
        <source>Keep your own secret sheets on this laptop. Nobody else&apos;s values are needed.</source>
        <translation>Prowadź własne tajne karty na tym laptopie. Wartości innych nie są potrzebne.</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Your &amp;Leader:</source>
        <translation>Twój &amp;Przywódca:</translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetText</name>
    <message>
        <source>Guardians cannot have more than 6 Health Points.</source>
        <translation>Strażnicy nie mogą mieć więcej niż 6 Punktów Zdrowia.</translation>
    </message>
    <message>
        <source>There is no such Guardian on the sheet.</source>
        <translation>Na karcie nie ma takiego Strażnika.</translation>
    </message>
    <message>
        <source>Choose one of the four Guardians as Leader.</source>
        <translation>Wybierz jednego z czterech Strażników na Przywódcę.</translation>
    </message>
    <message>
        <source>That kind is not possible for this action.</source>
        <translation>Ten rodzaj nie jest możliwy dla tej akcji.</translation>
    </message>
    <message>
        <source>Buy Power or Healing Upgrade Tokens (1 crystal each) for a Guardian on your Technology Building.</source>
        <translation>Kupuj żetony ulepszeń Siły lub Leczenia (po 1 krysztale) dla Strażnika na Twoim Budynku Technologii.</translation>
    </message>
    <message>
        <source>Attack the Energy Source from an irradiated space: 1 crystal each time.</source>
        <translation>Atakuj Źródło Energii z pola skażonego: 1 kryształ za każdym razem.</translation>
    </message>
    <message>
        <source>Watchtowers can be armed with up to 6 crystals.</source>
        <translation>Wieże Strażnicze można uzbroić maksymalnie 6 kryształami.</translation>
    </message>
    <message>
        <source>Rebuild a destroyed Guardian for 3 Building Resources instead of 5.</source>
        <translation>Odbuduj zniszczonego Strażnika za 3 Surowce Budowlane zamiast 5.</translation>
    </message>
    <message>
        <source>Quarks move up to 3 spaces.</source>
        <translation>Kwarki poruszają się o maksymalnie 3 pola.</translation>
    </message>
    <message>
        <source>Guardians block 1 damage of every incoming attack.</source>
        <translation>Strażnicy blokują 1 obrażenie z każdego ataku.</translation>
    </message>
    <message>
        <source>The enemy&apos;s Healing is 1 lower in every attack.</source>
        <translation>Leczenie przeciwnika jest o 1 mniejsze w każdym ataku.</translation>
    </message>
    <message>
        <source>Seize enemy Buildings instead of destroying them: 3 crystals (not Watchtowers).</source>
        <translation>Przejmuj wrogie Budynki zamiast je niszczyć: 3 kryształy (nie Wieże Strażnicze).</translation>
    </message>
    <message>
        <source>Up to 2 Upgrade Tokens per Guardian, also both at once.</source>
        <translation>Do 2 żetonów ulepszeń na Strażnika, także oba naraz.</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <translation>Strażnik %1</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Faza Ruchu</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Faza Rozwoju</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>destroyed an enemy Building (2)</source>
        <translation>zniszczenie wrogiego Budynku (2)</translation>
    </message>
    <message>
        <source>tapped an Energy Source (1)</source>
        <translation>czerpanie ze Źródła Energii (1)</translation>
    </message>
    <message>
        <source>other</source>
        <translation>inne</translation>
    </message>
    <message>
        <source>bred Quarks (1 each)</source>
        <translation>stworzenie Kwarków (po 1)</translation>
    </message>
    <message>
        <source>armed a Watchtower</source>
        <translation>uzbrojenie Wieży Strażniczej</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Następna faza</translation>
    </message>
    <message>
        <source>%1 heals %2</source>
        <translation>%1 leczy %2</translation>
    </message>
    <message>
        <source>%1 reinforces %2</source>
        <translation>%1 wzmacnia %2</translation>
    </message>
    <message>
        <source>%1 breaks his connection</source>
        <translation>%1 zrywa połączenie</translation>
    </message>
    <message>
        <source>%1 pays 1 resource into his construction</source>
        <translation>%1 wpłaca 1 surowiec na budowę</translation>
    </message>
    <message>
        <source>Reactor built</source>
        <translation>Reaktor zbudowany</translation>
    </message>
    <message>
        <source>Technology bought: %1</source>
        <translation>Kupiono technologię: %1</translation>
    </message>
    <message>
        <source>%1 upgraded: %2 × %3</source>
        <translation>%1 ulepszony: %2 × %3</translation>
    </message>
    <message>
        <source>%1 healed in a Technology Building</source>
        <translation>%1 wyleczony w Budynku Technologii</translation>
    </message>
    <message>
        <source>%1 rebuilt</source>
        <translation>%1 odbudowany</translation>
    </message>
    <message>
        <source>%1 suffers %2 damage</source>
        <translation>%1 otrzymuje obrażenia: %2</translation>
    </message>
    <message>
        <source>%1 restores %2 Health</source>
        <translation>%1 odzyskuje Zdrowie: %2</translation>
    </message>
    <message>
        <source>+%1 crystals: %2</source>
        <translation>+%1 kryształów: %2</translation>
    </message>
    <message>
        <source>−%1 crystals: %2</source>
        <translation>−%1 kryształów: %2</translation>
    </message>
    <message>
        <source>%1 demolished</source>
        <translation>%1 rozebrany</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1 utracony</translation>
    </message>
    <message>
        <source>%1 seized (+3 crystals)</source>
        <translation>%1 przejęty (+3 kryształy)</translation>
    </message>
    <message>
        <source>Production collected: %1 Building Resources and %2 Energy Crystals.</source>
        <translation>Zebrano produkcję: Surowce Budowlane: %1, Kryształy Energii: %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Round %1 begins with the Movement phase.</source>
        <translation>Runda %1 zaczyna się fazą Ruchu.</translation>
    </message>
    <message>
        <source>%1 finished.</source>
        <translation>%1 zakończona.</translation>
    </message>
    <message>
        <source>The Guardian was destroyed: his construction and connections are lost.</source>
        <translation>Strażnik został zniszczony: jego budowa i połączenia przepadają.</translation>
    </message>
    <message>
        <source>Noted on your sheet.</source>
        <translation>Zanotowano na Twojej karcie.</translation>
    </message>
    <message>
        <source>%1 heals himself</source>
        <translation>%1 leczy siebie</translation>
    </message>
    <message>
        <source>%1 starts building: %2</source>
        <translation>%1 zaczyna budować: %2</translation>
    </message>
    <message>
        <source>Guardian %1</source>
        <comment>object of a verb</comment>
        <translation>Strażnika %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::CardEditDialog</name>
    <message>
        <source>A Card of Your Own</source>
        <translation>Własna karta</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Mortal (white border)</source>
        <translation>Śmiertelny (biała ramka)</translation>
    </message>
    <message>
        <source>Elemental (grey border)</source>
        <translation>Żywiołak (szara ramka)</translation>
    </message>
    <message>
        <source>External (black border)</source>
        <translation>Zewnętrzny (czarna ramka)</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Vitality:</source>
        <translation>&amp;Witalność:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>&amp;Off-color patch:</source>
        <translation>&amp;Łatka innego koloru:</translation>
    </message>
    <message>
        <source>&amp;Ranged attack:</source>
        <translation>Atak &amp;dystansowy:</translation>
    </message>
    <message>
        <source>Woods +2; Mountains +4</source>
        <translation>Las +2; Góry +4</translation>
    </message>
    <message>
        <source>&amp;Land bonuses:</source>
        <translation>&amp;Premie za krainy:</translation>
    </message>
    <message>
        <source>mortal +2; Dragon +10</source>
        <translation>śmiertelny +2; Smok +10</translation>
    </message>
    <message>
        <source>V&amp;ersus bonuses:</source>
        <translation>Premie &amp;przeciw:</translation>
    </message>
    <message>
        <source>Imp; external</source>
        <translation>Chochlik; zewnętrzny</translation>
    </message>
    <message>
        <source>&amp;Immune to:</source>
        <translation>&amp;Odporny na:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>Te&amp;kst:</translation>
    </message>
    <message>
        <source>This is not one card.</source>
        <translation>To nie jest jedna karta.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::CardListModel</name>
    <message>
        <source>lands: %1</source>
        <translation>krainy: %1</translation>
    </message>
    <message>
        <source>versus: %1</source>
        <translation>przeciw: %1</translation>
    </message>
    <message>
        <source>immune: %1</source>
        <translation>odporność: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Witalność</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Off-color</source>
        <translation>Inny kolor</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Dystans</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Premie</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralMap</name>
    <message>
        <source>The hero stands on %1.</source>
        <translation>Bohater stoi na %1.</translation>
    </message>
    <message>
        <source>%1: land %2 of %3, number %4</source>
        <translation>%1: kraina %2 z %3, numer %4</translation>
    </message>
    <message>
        <source>No ranged attack here.</source>
        <translation>Tu nie ma ataku dystansowego.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>cel</translation>
    </message>
    <message>
        <source>%1, no range</source>
        <translation>%1, bez dystansu</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralResultsDialog</name>
    <message>
        <source>Espiral — Results of Your Adventures</source>
        <translation>Espiral — wyniki twoich przygód</translation>
    </message>
    <message>
        <source>No adventure is finished yet.</source>
        <translation>Żadna przygoda nie jest jeszcze skończona.</translation>
    </message>
    <message numerus="yes">
        <source>%n adventure(s): %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest land reached: %5.</source>
        <translation>
            <numerusform>%n przygoda: wygrane %1, przegrane %2. Stoczone bitwy: %3; utracone stwory: %4; najdalsza osiągnięta kraina: %5.</numerusform>
            <numerusform>%n przygody: wygrane %1, przegrane %2. Stoczone bitwy: %3; utracone stwory: %4; najdalsza osiągnięta kraina: %5.</numerusform>
            <numerusform>%n przygód: wygrane %1, przegrane %2. Stoczone bitwy: %3; utracone stwory: %4; najdalsza osiągnięta kraina: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralResultsModel</name>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Zakończono</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Furthest land</source>
        <translation>Najdalsza kraina</translation>
    </message>
    <message>
        <source>Battles fought</source>
        <translation>Stoczone bitwy</translation>
    </message>
    <message>
        <source>Creatures lost</source>
        <translation>Utracone stwory</translation>
    </message>
    <message>
        <source>Hero level</source>
        <translation>Poziom bohatera</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralSetupPage</name>
    <message>
        <source>Espiral — your cards and the spiral</source>
        <translation>Espiral — twoje karty i spirala</translation>
    </message>
    <message>
        <source>Type your own creatures and lands, or import them from a CSV or JSON file (docs/espiral-format.md). No card data comes with the program.</source>
        <translation>Wpisz własne stwory i krainy albo zaimportuj je z pliku CSV lub JSON (docs/espiral-format.md). Program nie zawiera żadnych danych kart.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Creatures:</source>
        <translation>Stwory:</translation>
    </message>
    <message>
        <source>&amp;Add a Card…</source>
        <translation>&amp;Dodaj kartę…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Edytuj…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Import a File…</source>
        <translation>&amp;Importuj plik…</translation>
    </message>
    <message>
        <source>Lands, in the order laid:</source>
        <translation>Krainy w kolejności wyłożenia:</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Kraina</translation>
    </message>
    <message>
        <source>no ranged attacks</source>
        <translation>bez ataków dystansowych</translation>
    </message>
    <message>
        <source>Add the &amp;Land</source>
        <translation>Dodaj &amp;krainę</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Usu&amp;ń</translation>
    </message>
    <message>
        <source>Lay the spiral in the order above</source>
        <translation>Wyłóż spiralę w powyższej kolejności</translation>
    </message>
    <message>
        <source>Otherwise the app shuffles it from the game&apos;s seed (E-SPIRAL).</source>
        <translation>W przeciwnym razie aplikacja tasuje ją według ziarna gry (E-SPIRAL).</translation>
    </message>
    <message>
        <source>A tie in the trial is an encounter</source>
        <translation>Remis w próbie oznacza spotkanie</translation>
    </message>
    <message>
        <source>The text says &quot;bigger&quot;; some tables count a tie (E-TRIAL-TIE).</source>
        <translation>Tekst mówi &quot;większy&quot;; przy niektórych stołach remis się liczy (E-TRIAL-TIE).</translation>
    </message>
    <message>
        <source>Draw 1, 2 and 3 cards from the decks</source>
        <translation>Dobierz 1, 2 i 3 karty z talii</translation>
    </message>
    <message>
        <source>Otherwise one card from each deck in use (E-ENCOUNTER-DRAW).</source>
        <translation>W przeciwnym razie jedna karta z każdej używanej talii (E-ENCOUNTER-DRAW).</translation>
    </message>
    <message>
        <source>Only enemies go berserk</source>
        <translation>Tylko wrogowie wpadają w szał</translation>
    </message>
    <message>
        <source>Otherwise allies at vitality 1 go berserk too (E-BERSERK).</source>
        <translation>W przeciwnym razie w szał wpadają też sojusznicy z witalnością 1 (E-BERSERK).</translation>
    </message>
    <message>
        <source>Off-color adds no dice</source>
        <translation>Inny kolor nie dodaje kości</translation>
    </message>
    <message>
        <source>Otherwise the off-color bonus adds dice as well as vitality (E-OFF-COLOR-DICE).</source>
        <translation>W przeciwnym razie premia za inny kolor dodaje kości oraz witalność (E-OFF-COLOR-DICE).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>Nothing was imported from %1:</source>
        <translation>Z %1 nic nie zaimportowano:</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
    </message>
    <message>
        <source>Imported from %1: %2 cards, %3 lands.</source>
        <translation>Zaimportowano z %1: karty: %2, krainy: %3.</translation>
    </message>
    <message>
        <source>Import Cards and Lands</source>
        <translation>Importuj karty i krainy</translation>
    </message>
    <message>
        <source>Card lists (*.csv *.json);;All files (*)</source>
        <translation>Listy kart (*.csv *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>This land cannot be added: %1</source>
        <translation>Nie można dodać tej krainy: %1</translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralWindow</name>
    <message>
        <source>The last action was taken back.</source>
        <translation>Ostatnia akcja została cofnięta.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <source>%1&apos;s adventure</source>
        <translation>Przygoda gracza %1</translation>
    </message>
    <message>
        <source>Espiral</source>
        <translation>Espiral</translation>
    </message>
    <message>
        <source>The adventure could not be created: %1</source>
        <translation>Nie udało się utworzyć przygody: %1</translation>
    </message>
    <message>
        <source>The adventure could not be opened: %1</source>
        <translation>Nie udało się otworzyć przygody: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last action (never one a roll or a draw has followed)</source>
        <translation>Cofnij ostatnią akcję (nigdy taką, po której nastąpił rzut lub dobranie)</translation>
    </message>
    <message>
        <source>Results of Your Adventures</source>
        <translation>Wyniki twoich przygód</translation>
    </message>
    <message>
        <source>The spiral</source>
        <translation>Spirala</translation>
    </message>
    <message>
        <source>Your party</source>
        <translation>Twoja drużyna</translation>
    </message>
    <message>
        <source>The battlefield</source>
        <translation>Pole bitwy</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation>Wyniki:</translation>
    </message>
    <message>
        <source>Enter the Dice</source>
        <translation>Wpisz kości</translation>
    </message>
    <message>
        <source>or strikes (5 and 6):</source>
        <translation>albo trafienia (5 i 6):</translation>
    </message>
    <message>
        <source>Enter the Strikes</source>
        <translation>Wpisz trafienia</translation>
    </message>
    <message>
        <source>Roll for Me</source>
        <translation>Rzuć za mnie</translation>
    </message>
    <message>
        <source>The app rolls from the game&apos;s seed; the faces go to the log.</source>
        <translation>Aplikacja rzuca na podstawie ziarna gry; wyniki trafiają do dziennika.</translation>
    </message>
    <message>
        <source>Heal by These Levels</source>
        <translation>Ulecz o te poziomy</translation>
    </message>
    <message>
        <source>Neither — Move On Later</source>
        <translation>Żadne — ruszę dalej później</translation>
    </message>
    <message>
        <source>Draw the Enemies</source>
        <translation>Dobierz wrogów</translation>
    </message>
    <message>
        <source>● Hit</source>
        <translation>● Trafienie</translation>
    </message>
    <message>
        <source>Drag a hit onto a creature, or click the creature</source>
        <translation>Przeciągnij trafienie na stwora albo kliknij stwora</translation>
    </message>
    <message>
        <source>Take Back the Hits</source>
        <translation>Cofnij trafienia</translation>
    </message>
    <message>
        <source>Deal the Hits</source>
        <translation>Przydziel trafienia</translation>
    </message>
    <message>
        <source>Show the Results</source>
        <translation>Pokaż wyniki</translation>
    </message>
    <message>
        <source>The adventure so far:</source>
        <translation>Dotychczasowa przygoda:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>vitality %1 of %2</source>
        <translation>witalność %1 z %2</translation>
    </message>
    <message>
        <source>off-color %1%2</source>
        <translation>inny kolor %1%2</translation>
    </message>
    <message>
        <source>versus %1%2</source>
        <translation>przeciwko %1%2</translation>
    </message>
    <message>
        <source>land %1%2</source>
        <translation>kraina %1%2</translation>
    </message>
    <message>
        <source>ranged %1</source>
        <translation>dystansowy %1</translation>
    </message>
    <message>
        <source>damaged this round</source>
        <translation>ranny w tej rundzie</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) given</source>
        <translation>
            <numerusform>przydzielono %n trafienie</numerusform>
            <numerusform>przydzielono %n trafienia</numerusform>
            <numerusform>przydzielono %n trafień</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the hero</source>
        <translation>%1, bohater</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>poziom %1</translation>
    </message>
    <message>
        <source>The hero takes a hit only above level 1, one level a hit; he still counter-attacks.</source>
        <translation>Bohater przyjmuje trafienie tylko powyżej poziomu 1, jeden poziom za trafienie; nadal kontratakuje.</translation>
    </message>
    <message>
        <source>Click to give a hit, right-click to take one back; or drag the hit here.</source>
        <translation>Kliknij, aby przydzielić trafienie, prawym przyciskiem je cofnij; albo przeciągnij trafienie tutaj.</translation>
    </message>
    <message>
        <source>%1 — Espiral</source>
        <translation>%1 — Espiral</translation>
    </message>
    <message>
        <source>First stronghold</source>
        <translation>Pierwsza twierdza</translation>
    </message>
    <message>
        <source>Last stronghold</source>
        <translation>Ostatnia twierdza</translation>
    </message>
    <message>
        <source>on the first stronghold</source>
        <translation>w pierwszej twierdzy</translation>
    </message>
    <message>
        <source>on the last stronghold</source>
        <translation>w ostatniej twierdzy</translation>
    </message>
    <message>
        <source>on land %1 of %2: %3 (%4)</source>
        <translation>w krainie %1 z %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Hero level %1, %2</source>
        <translation>Bohater na poziomie %1, %2</translation>
    </message>
    <message>
        <source>The hero has fallen %1</source>
        <translation>Bohater poległ %1</translation>
    </message>
    <message>
        <source>Decks: first %1 · second %2 · third %3 cards
Battles fought: %4 · allies lost: %5</source>
        <translation>Talie: pierwsza %1 · druga %2 · trzecia %3 kart
Stoczone bitwy: %4 · utraceni sojusznicy: %5</translation>
    </message>
    <message>
        <source>No enemy: the battlefield is empty.</source>
        <translation>Brak wroga: pole bitwy jest puste.</translation>
    </message>
    <message>
        <source>Move on to the last stronghold: the adventure is won there.</source>
        <translation>Ruszaj do ostatniej twierdzy: tam wygrywa się przygodę.</translation>
    </message>
    <message>
        <source>Move on to land %1 of %2.</source>
        <translation>Ruszaj do krainy %1 z %2.</translation>
    </message>
    <message>
        <source>Move On to the Last Stronghold</source>
        <translation>Ruszaj do ostatniej twierdzy</translation>
    </message>
    <message>
        <source>Move On to the Next Land</source>
        <translation>Ruszaj do następnej krainy</translation>
    </message>
    <message>
        <source>Dice trial on %1: type the faces of two dice, or let the app roll.</source>
        <translation>Próba kości w %1: wpisz wyniki dwóch kości albo pozwól rzucić aplikacji.</translation>
    </message>
    <message>
        <source>No encounter: recruit a creature from the first deck, heal your allies by levels your hero gives up, or neither.</source>
        <translation>Brak spotkania: zwerbuj stwora z pierwszej talii, ulecz sojuszników o poziomy, które odda twój bohater, albo nic nie rób.</translation>
    </message>
    <message numerus="yes">
        <source>An encounter! Draw the enemies for a party of %n ally(ies).</source>
        <translation>
            <numerusform>Spotkanie! Dobierz wrogów dla drużyny z %n sojusznikiem.</numerusform>
            <numerusform>Spotkanie! Dobierz wrogów dla drużyny z %n sojusznikami.</numerusform>
            <numerusform>Spotkanie! Dobierz wrogów dla drużyny z %n sojusznikami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle round %1: the enemies attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Runda bitwy %1: wrogowie atakują %n kością. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
            <numerusform>Runda bitwy %1: wrogowie atakują %n kośćmi. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
            <numerusform>Runda bitwy %1: wrogowie atakują %n kośćmi. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your counter-attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Twój kontratak %n kością. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
            <numerusform>Twój kontratak %n kośćmi. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
            <numerusform>Twój kontratak %n kośćmi. Wpisz wyniki albo liczbę trafień, albo pozwól rzucić aplikacji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on your party: give each to a creature. Your hero takes hits only above level 1.</source>
        <translation>
            <numerusform>%n trafienie w twoją drużynę: przydziel je stworowi. Twój bohater przyjmuje trafienia tylko powyżej poziomu 1.</numerusform>
            <numerusform>%n trafienia w twoją drużynę: przydziel każde stworowi. Twój bohater przyjmuje trafienia tylko powyżej poziomu 1.</numerusform>
            <numerusform>%n trafień w twoją drużynę: przydziel każde stworowi. Twój bohater przyjmuje trafienia tylko powyżej poziomu 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s) against the enemies: give each to an enemy.</source>
        <translation>
            <numerusform>%n trafienie przeciw wrogom: przydziel je wrogowi.</numerusform>
            <numerusform>%n trafienia przeciw wrogom: przydziel każde wrogowi.</numerusform>
            <numerusform>%n trafień przeciw wrogom: przydziel każde wrogowi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The adventure is won: your hero stands on the last stronghold.</source>
        <translation>Przygoda wygrana: twój bohater stoi na ostatniej twierdzy.</translation>
    </message>
    <message>
        <source>The adventure is lost: your hero is dead.</source>
        <translation>Przygoda przegrana: twój bohater nie żyje.</translation>
    </message>
    <message>
        <source>A die strikes on 5 or 6 (1 in 3): about %1 strike(s) from %2 dice.</source>
        <translation>Kość trafia przy 5 lub 6 (1 na 3): ok. %1 trafień z %2 kości.</translation>
    </message>
    <message>
        <source>Recruit from the First Deck</source>
        <translation>Zwerbuj z pierwszej talii</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hit(s) given.</source>
        <translation>
            <numerusform>Przydzielono %1 z %n trafienia.</numerusform>
            <numerusform>Przydzielono %1 z %n trafień.</numerusform>
            <numerusform>Przydzielono %1 z %n trafień.</numerusform>
        </translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Nie udało się zapisać akcji: %1</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Nie teraz.</translation>
    </message>
    <message>
        <source>Drawn at the table (or as the app draws):</source>
        <translation>Dobrane przy stole (albo tak, jak dobierze aplikacja):</translation>
    </message>
    <message>
        <source>deck %1: as the app draws</source>
        <translation>talia %1: tak, jak dobierze aplikacja</translation>
    </message>
    <message>
        <source>Type the face of die %1 of %2 first.</source>
        <translation>Najpierw wpisz wynik kości %1 z %2.</translation>
    </message>
    <message numerus="yes">
        <source>All %n hit(s) are given: right-click a creature to take one back, or deal them.</source>
        <translation>
            <numerusform>Przydzielono %n trafienie: kliknij stwora prawym przyciskiem, aby je cofnąć, albo zadaj je.</numerusform>
            <numerusform>Przydzielono wszystkie %n trafienia: kliknij stwora prawym przyciskiem, aby jedno cofnąć, albo zadaj je.</numerusform>
            <numerusform>Przydzielono wszystkie %n trafień: kliknij stwora prawym przyciskiem, aby jedno cofnąć, albo zadaj je.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::LandListModel</name>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Kraina</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Ranged attacks</source>
        <translation>Ataki dystansowe</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::InvadersSetupPage</name>
    <message>
        <source>Invaders: the battle board</source>
        <translation>Invaders: plansza bitwy</translation>
    </message>
    <message>
        <source>Enter what is printed on your board and what lies on the table. Finish creates the game and opens its window.</source>
        <translation>Wpisz, co jest wydrukowane na twojej planszy i co leży na stole. Zakończ tworzy grę i otwiera jej okno.</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nazwa (opcjonalnie)</translation>
    </message>
    <message>
        <source>%1 is played by:</source>
        <translation>%1 gra:</translation>
    </message>
    <message>
        <source>Zones&apos; printed power:</source>
        <translation>Wydrukowana siła stref:</translation>
    </message>
    <message>
        <source>Draw decks (after the starting hands):</source>
        <translation>Talie do dobierania (po rękach startowych):</translation>
    </message>
    <message>
        <source>power</source>
        <translation>siła</translation>
    </message>
    <message>
        <source>Heroes of the Resistance in:</source>
        <translation>Bohaterowie Ruchu Oporu w strefie:</translation>
    </message>
    <message>
        <source>First turn:</source>
        <translation>Pierwsza tura:</translation>
    </message>
    <message>
        <source>No card list is public: the players enter the power of each card they play, and what a card&apos;s text does (the marker moved, a drain or a draw forced, a power changed).</source>
        <translation>Lista kart nie jest publiczna: gracze wpisują siłę każdej zagranej karty i to, co robi tekst karty (przesunięty znacznik, wymuszone odrzucenie lub dobranie, zmieniona siła).</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::InvadersWindow</name>
    <message>
        <source>The last entry was taken back.</source>
        <translation>Ostatni wpis został cofnięty.</translation>
    </message>
    <message>
        <source>%1 (Mankind) against %2 (the Invader)</source>
        <translation>%1 (Ludzkość) przeciwko %2 (Najeźdźca)</translation>
    </message>
    <message>
        <source>Invaders</source>
        <translation>Invaders</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Nie udało się utworzyć gry: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Nie udało się otworzyć gry: %1</translation>
    </message>
    <message>
        <source>First click a slot of the zone the card is played in.</source>
        <translation>Najpierw kliknij miejsce w strefie, w której zagrywasz kartę.</translation>
    </message>
    <message>
        <source>First click the card&apos;s slot.</source>
        <translation>Najpierw kliknij miejsce karty.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last entry (never a draw, an attack, the drain check or a phase&apos;s end)</source>
        <translation>Cofnij ostatni wpis (nigdy dobranie, atak, sprawdzenie odrzucenia ani koniec fazy)</translation>
    </message>
    <message>
        <source>General rules (p. 10): “Can&apos;t” trumps “can”. Do as much as you can.</source>
        <translation>Zasady ogólne (s. 10): „Nie można” ma pierwszeństwo przed „można”. Zrób tyle, ile możesz.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Card effects</source>
        <translation>Efekty kart</translation>
    </message>
    <message>
        <source>Once a turn, once a game</source>
        <translation>Raz na turę, raz na grę</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Siła:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcjonalnie</translation>
    </message>
    <message>
        <source>Play Card Here</source>
        <translation>Zagraj kartę tutaj</translation>
    </message>
    <message>
        <source>Change Its Power</source>
        <translation>Zmień jej siłę</translation>
    </message>
    <message>
        <source>A card&apos;s text changed the selected card&apos;s power to the power entered</source>
        <translation>Tekst karty zmienił siłę wybranej karty na wpisaną</translation>
    </message>
    <message>
        <source>Remove Card</source>
        <translation>Usuń kartę</translation>
    </message>
    <message>
        <source>Turn the Hero 90°</source>
        <translation>Obróć bohatera o 90°</translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation>Znacznik:</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>A card effect moves the plot marker up by this many spaces</source>
        <translation>Efekt karty przesuwa znacznik planu w górę o tyle pól</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>A card effect moves the plot marker down by this many spaces</source>
        <translation>Efekt karty przesuwa znacznik planu w dół o tyle pól</translation>
    </message>
    <message>
        <source>Drain:</source>
        <translation>Odrzucenie:</translation>
    </message>
    <message>
        <source>prevented:</source>
        <translation>zapobieżono:</translation>
    </message>
    <message>
        <source>Forced by a Card</source>
        <translation>Wymuszone przez kartę</translation>
    </message>
    <message>
        <source>A card of the player whose turn it is forces the other player to drain</source>
        <translation>Karta gracza, którego jest tura, zmusza drugiego gracza do odrzucenia</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Obaj</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>zrzucone</translation>
    </message>
    <message>
        <source>drained</source>
        <translation>odrzucone</translation>
    </message>
    <message>
        <source>Cards Drawn by a Card</source>
        <translation>Karty dobrane przez kartę</translation>
    </message>
    <message>
        <source>Cost Paid</source>
        <translation>Zapłacony koszt</translation>
    </message>
    <message>
        <source>A cost paid by discarding or draining cards: never a drain for the check</source>
        <translation>Koszt zapłacony zrzuceniem lub odrzuceniem kart: nigdy odrzucenie do sprawdzenia</translation>
    </message>
    <message>
        <source>Plot: Draw a Card</source>
        <translation>Plan: dobierz kartę</translation>
    </message>
    <message>
        <source>Plot: Cost −1</source>
        <translation>Plan: koszt −1</translation>
    </message>
    <message>
        <source>The Invader&apos;s plot action, once a turn: the marker moves down one</source>
        <translation>Akcja planu Najeźdźcy, raz na turę: znacznik przesuwa się o jedno w dół</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>Centrum</translation>
    </message>
    <message>
        <source>Mankind&apos;s Ops Centre, once a game</source>
        <translation>Centrum Operacyjne Ludzkości, raz na grę</translation>
    </message>
    <message>
        <source>%1&apos;s dormant strategy %2, once a game</source>
        <translation>Uśpiona strategia %2 strony %1, raz na grę</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co się stało</translation>
    </message>
    <message>
        <source>The entry could not be recorded: %1</source>
        <translation>Nie udało się zapisać wpisu: %1</translation>
    </message>
    <message>
        <source>%1 — Invaders</source>
        <translation>%1 — Invaders</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <translation>Gra się zakończyła. %1</translation>
    </message>
    <message>
        <source>Turn %1: %2, %3.</source>
        <translation>Tura %1: %2, %3.</translation>
    </message>
    <message>
        <source>Turn %1: %2 (%3), %4.</source>
        <translation>Tura %1: %2 (%3), %4.</translation>
    </message>
    <message>
        <source>Draw 2 Cards</source>
        <translation>Dobierz 2 karty</translation>
    </message>
    <message>
        <source>End the Main Phase: to the Attack</source>
        <translation>Zakończ fazę główną: do ataku</translation>
    </message>
    <message>
        <source>End Mankind&apos;s Turn</source>
        <translation>Zakończ turę Ludzkości</translation>
    </message>
    <message>
        <source>Resolve the Attack in %1</source>
        <translation>Rozstrzygnij atak w strefie %1</translation>
    </message>
    <message>
        <source>End the Turn: Drain Check</source>
        <translation>Zakończ turę: sprawdzenie odrzucenia</translation>
    </message>
    <message>
        <source>No drain check yet: it comes at the end of the Invader&apos;s turn.</source>
        <translation>Jeszcze bez sprawdzenia odrzucenia: następuje na końcu tury Najeźdźcy.</translation>
    </message>
    <message>
        <source>Draw decks: Mankind %1, the Invader %2.
Discard piles: Mankind %3, the Invader %4.</source>
        <translation>Talie do dobierania: Ludzkość %1, Najeźdźca %2.
Stosy kart odrzuconych: Ludzkość %3, Najeźdźca %4.</translation>
    </message>
    <message>
        <source>the Ops Centre</source>
        <translation>Centrum Operacyjne</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Plot action this turn: %1.
Dormant strategies used — %2.</source>
        <translation>Akcja planu w tej turze: %1.
Użyte uśpione strategie — %2.</translation>
    </message>
    <message>
        <source>used</source>
        <translation>użyta</translation>
    </message>
    <message>
        <source>not used yet</source>
        <translation>jeszcze nie użyta</translation>
    </message>
    <message>
        <source>the Invader&apos;s only</source>
        <translation>tylko Najeźdźcy</translation>
    </message>
    <message>
        <source>Selected: %1, %2&apos;s slot %3.</source>
        <translation>Wybrano: %1, miejsce %3 strony %2.</translation>
    </message>
    <message>
        <source>Click a slot to select its zone and card.</source>
        <translation>Kliknij miejsce, aby wybrać jego strefę i kartę.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::PlotTrack</name>
    <message>
        <source>Invasion plot track:</source>
        <translation>Tor planu inwazji:</translation>
    </message>
    <message>
        <source>The plot marker is on %1</source>
        <translation>Znacznik planu jest na %1</translation>
    </message>
    <message>
        <source>the skull</source>
        <translation>czaszka</translation>
    </message>
    <message>
        <source>The skull: the marker here ends the game, Mankind the winner</source>
        <translation>Czaszka: znacznik tutaj kończy grę, wygrywa Ludzkość</translation>
    </message>
</context>
<context>
    <name>xobos::ui::invaders::ZoneBox</name>
    <message>
        <source>Mankind</source>
        <translation>Ludzkość</translation>
    </message>
    <message>
        <source>The Invader</source>
        <translation>Najeźdźca</translation>
    </message>
    <message>
        <source>Add −1 Token</source>
        <translation>Dodaj żeton −1</translation>
    </message>
    <message>
        <source>A card put a −1 token on %1</source>
        <translation>Karta położyła żeton −1 w strefie %1</translation>
    </message>
    <message>
        <source>Remove −1 Token</source>
        <translation>Usuń żeton −1</translation>
    </message>
    <message>
        <source>Mankind removes a −1 token from %1</source>
        <translation>Ludzkość usuwa żeton −1 ze strefy %1</translation>
    </message>
    <message>
        <source>Prevented:</source>
        <translation>Zapobieżono:</translation>
    </message>
    <message>
        <source>How much of this zone&apos;s drain Mankind prevented</source>
        <translation>Ile odrzucenia w tej strefie zapobiegła Ludzkość</translation>
    </message>
    <message>
        <source>Resolve the Attack</source>
        <translation>Rozstrzygnij atak</translation>
    </message>
    <message>
        <source>%1, %2&apos;s slot %3</source>
        <translation>%1, miejsce %3 strony %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: puste</translation>
    </message>
    <message>
        <source>Zone power %1 (printed %2, no −1 token)</source>
        <translation>Siła strefy %1 (wydrukowana %2, bez żetonu −1)</translation>
    </message>
    <message>
        <source>Zone power %1 (printed %2, −1 tokens: %3)</source>
        <translation>Siła strefy %1 (wydrukowana %2, żetony −1: %3)</translation>
    </message>
    <message>
        <source>The Invader %1 against Mankind %2 (cards %3 + zone %4)</source>
        <translation>Najeźdźca %1 przeciwko Ludzkości %2 (karty %3 + strefa %4)</translation>
    </message>
    <message>
        <source>Attack resolved.</source>
        <translation>Atak rozstrzygnięty.</translation>
    </message>
    <message>
        <source>Attack: Mankind drains %1</source>
        <translation>Atak: Ludzkość odrzuca %1</translation>
    </message>
    <message>
        <source>Attack: no drain</source>
        <translation>Atak: bez odrzucenia</translation>
    </message>
</context>
<context>
    <name>xobos::ui::phones::TableModeDialog</name>
    <message>
        <source>Table mode: phones as private sheets</source>
        <translation>Tryb stołu: telefony jako prywatne karty</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Tylko ten komputer (127.0.0.1)</translation>
    </message>
    <message>
        <source>The network the phones are on: the server listens on this address only.</source>
        <translation>Sieć, w której są telefony: serwer nasłuchuje tylko pod tym adresem.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Zwolnij</translation>
    </message>
    <message>
        <source>Let another phone take this seat (the same code).</source>
        <translation>Pozwól innemu telefonowi zająć to miejsce (ten sam kod).</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Unieważnij</translation>
    </message>
    <message>
        <source>Give this seat a new code: the old one no longer works.</source>
        <translation>Nadaj temu miejscu nowy kod: stary przestaje działać.</translation>
    </message>
    <message>
        <source>No phone connected yet? The phones must be on the same network as this laptop. Guest Wi-Fi often keeps devices apart (client isolation), a VPN on the phone or the laptop sends the page elsewhere, and a firewall may block the two ports shown. Try another network (a phone&apos;s own hotspot works), turn the VPN off, or allow the ports. Anyone on this network can read what is sent: see the manual&apos;s security notes.</source>
        <translation>Żaden telefon jeszcze się nie połączył? Telefony muszą być w tej samej sieci co ten laptop. Sieć Wi-Fi dla gości często oddziela urządzenia od siebie (izolacja klientów), VPN na telefonie lub laptopie kieruje stronę gdzie indziej, a zapora może blokować oba pokazane porty. Spróbuj innej sieci (hotspot telefonu działa), wyłącz VPN albo zezwól na porty. Każdy w tej sieci może odczytać przesyłane dane: zobacz uwagi o bezpieczeństwie w instrukcji.</translation>
    </message>
    <message>
        <source>Turn table mode off</source>
        <translation>Wyłącz tryb stołu</translation>
    </message>
    <message>
        <source>Turn table mode on</source>
        <translation>Włącz tryb stołu</translation>
    </message>
    <message>
        <source>Page: http://%1:%2/ (messages on port %3)</source>
        <translation>Strona: http://%1:%2/ (wiadomości na porcie %3)</translation>
    </message>
    <message>
        <source>Table mode is off: nothing listens on the network.</source>
        <translation>Tryb stołu jest wyłączony: nic nie nasłuchuje w sieci.</translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation>Telefon połączony</translation>
    </message>
    <message>
        <source>No phone: the laptop&apos;s hand-over is used</source>
        <translation>Brak telefonu: używane jest przekazywanie laptopa</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>Ukryj kod</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>Pokaż kod</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::GuardianSheetModel</name>
    <message>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <source>%1 (Leader)</source>
        <translation>%1 (Przywódca)</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zniszczony</translation>
    </message>
    <message>
        <source>Power Value with upgrades and Reinforcement (at most 8)</source>
        <translation>Wartość Siły z ulepszeniami i Wzmocnieniem (najwyżej 8)</translation>
    </message>
    <message>
        <source>%1 / 6</source>
        <translation>%1 / 6</translation>
    </message>
    <message>
        <source>free</source>
        <translation>wolne</translation>
    </message>
    <message>
        <source>reinforces %1</source>
        <translation>wzmacnia %1</translation>
    </message>
    <message>
        <source>heals himself</source>
        <translation>leczy sam siebie</translation>
    </message>
    <message>
        <source>heals %1</source>
        <translation>leczy %1</translation>
    </message>
    <message>
        <source>constructing</source>
        <translation>buduje</translation>
    </message>
    <message>
        <source>reinforced by %1</source>
        <translation>wzmacniany przez %1</translation>
    </message>
    <message>
        <source>healed by %1</source>
        <translation>leczony przez %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Strażnik</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Siła</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zdrowie</translation>
    </message>
    <message>
        <source>Connection Slot</source>
        <translation>Gniazdo Połączenia</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>building: %1 (%2 of %3 paid)</source>
        <translation>w budowie: %1 (zapłacono %2 z %3)</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::LockCover</name>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Błędny PIN. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Pass the laptop to the referee</source>
        <translation>Przekaż laptopa sędziemu</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>Enter the referee&apos;s PIN to open the referee&apos;s view.</source>
        <translation>Wpisz PIN sędziego, by otworzyć widok sędziego.</translation>
    </message>
    <message>
        <source>Enter your PIN to open your sheets. Everyone else, please look away.</source>
        <translation>Wpisz swój PIN, by otworzyć swoje karty. Wszyscy pozostali, proszę odwrócić wzrok.</translation>
    </message>
    <message>
        <source>Press Unlock to open the referee&apos;s view.</source>
        <translation>Naciśnij Odblokuj, by otworzyć widok sędziego.</translation>
    </message>
    <message>
        <source>Press Unlock when only you can see the screen.</source>
        <translation>Naciśnij Odblokuj, gdy tylko Ty widzisz ekran.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Odblokuj</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again in %1 s (what you type now is kept).</source>
        <translation>Błędny PIN. Spróbuj ponownie za %1 s (to, co teraz wpiszesz, zostanie zachowane).</translation>
    </message>
    <message>
        <source>Someone else first</source>
        <translation>Najpierw ktoś inny</translation>
    </message>
    <message>
        <source>The Development phase is simultaneous: another player may enter first</source>
        <translation>Faza Rozwoju jest równoczesna: inny gracz może wpisać pierwszy</translation>
    </message>
    <message>
        <source>Forgot the PIN?</source>
        <translation>Zapomniany PIN?</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Pokaż stół</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::OwnBuildingsModel</name>
    <message>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <source>under construction, %1 of %2 paid</source>
        <translation>w budowie, zapłacono %1 z %2</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>w budowie</translation>
    </message>
    <message>
        <source>finished, ammunition: %1</source>
        <translation>ukończony, amunicja: %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ukończony</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::PlayerSheetWidget</name>
    <message>
        <source>Player Sheet</source>
        <translation>Karta Gracza</translation>
    </message>
    <message>
        <source>Production Sheet</source>
        <translation>Karta Produkcji</translation>
    </message>
    <message>
        <source>Buildings and constructions</source>
        <translation>Budynki i budowy</translation>
    </message>
    <message>
        <source>Nothing to enter right now.</source>
        <translation>W tej chwili nie ma nic do wpisania.</translation>
    </message>
    <message>
        <source>No sheet</source>
        <translation>Brak karty</translation>
    </message>
    <message>
        <source>%1&apos;s sheets</source>
        <translation>Karty gracza %1</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runda %1 · %2</translation>
    </message>
    <message>
        <source>Energy Crystals: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Kryształy Energii: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Energy Crystals: hidden</source>
        <translation>Kryształy Energii: ukryte</translation>
    </message>
    <message>
        <source>Building Resources: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Surowce Budowlane: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Building Resources: hidden</source>
        <translation>Surowce Budowlane: ukryte</translation>
    </message>
    <message>
        <source>Buildings, Technology and Base</source>
        <translation>Budynki, Technologia i Baza</translation>
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
        <translation>Każda Studnia Energii produkuje 1 Kryształ Energii na początku fazy Rozwoju.</translation>
    </message>
    <message>
        <source>Your Base gives 1 Building Resource and each Mine 2 more.</source>
        <translation>Twoja Baza daje 1 Surowiec Budowlany, a każda Kopalnia 2 więcej.</translation>
    </message>
    <message>
        <source>One Technology Building opens rank I tiles, two rank II, three rank III.</source>
        <translation>Jeden Budynek Technologii odblokowuje płytki poziomu I, dwa — poziomu II, trzy — poziomu III.</translation>
    </message>
    <message>
        <source>Energy Wells</source>
        <translation>Studnie Energii</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Kopalnie</translation>
    </message>
    <message>
        <source>Technology Buildings</source>
        <translation>Budynki Technologii</translation>
    </message>
    <message>
        <source>Energy Crystals: +%1</source>
        <translation>Kryształy Energii: +%1</translation>
    </message>
    <message>
        <source>Building Resources: +%1</source>
        <translation>Surowce Budowlane: +%1</translation>
    </message>
    <message>
        <source>Technology rank: %1</source>
        <translation>Poziom technologii: %1</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Zbudowane</translation>
    </message>
    <message>
        <source>Production per round</source>
        <translation>Produkcja na rundę</translation>
    </message>
</context>
<context>
    <name>xobos::ui::secrets::XobosPhoneHost</name>
    <message>
        <source>Round %1: %2</source>
        <translation>Runda %1: %2</translation>
    </message>
    <message>
        <source>Building Resources: %1</source>
        <translation>Surowce Budowlane: %1</translation>
    </message>
    <message>
        <source>Crystals: %1</source>
        <translation>Kryształy: %1</translation>
    </message>
    <message>
        <source>Your secret entries: %1</source>
        <translation>Twoje tajne wpisy: %1</translation>
    </message>
    <message>
        <source>No game is open on the laptop.</source>
        <translation>Na laptopie nie jest otwarta żadna gra.</translation>
    </message>
    <message>
        <source>This entry cannot be read.</source>
        <translation>Tego wpisu nie można odczytać.</translation>
    </message>
    <message>
        <source>Only your secret entries are made on a phone; play the rest on the laptop.</source>
        <translation>Na telefonie robisz tylko swoje tajne wpisy; resztę rozgrywacie na laptopie.</translation>
    </message>
    <message>
        <source>Not now: wait for the table.</source>
        <translation>Nie teraz: zaczekaj na stół.</translation>
    </message>
    <message>
        <source>%1: %2 %3 · %4 %5 · %6: %7 · %8: %9</source>
        <translation>%1: %2 %3 · %4 %5 · %6: %7 · %8: %9</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 na polu „%2”: %3</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechPhoneHost</name>
    <message>
        <source>Round %1 of 10: %2</source>
        <translation>Runda %1 z 10: %2</translation>
    </message>
    <message>
        <source>Your sealed choice: %1 on %2</source>
        <translation>Twój tajny wybór: %1 na %2</translation>
    </message>
    <message>
        <source>%1 has made a sealed choice.</source>
        <translation>%1 dokonał tajnego wyboru.</translation>
    </message>
    <message>
        <source>%1 is still choosing.</source>
        <translation>%1 jeszcze wybiera.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>Your sealed deployment: choose a unit and an empty space.</source>
        <translation>Twoje tajne rozmieszczenie: wybierz jednostkę i wolne pole.</translation>
    </message>
    <message>
        <source>Your choice is sealed. Waiting for the table.</source>
        <translation>Twój wybór jest tajny. Czekamy na stół.</translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Nie udało się zapisać akcji: %1</translation>
    </message>
    <message>
        <source>Only the sealed deployment is chosen on a phone; play the rest on the laptop.</source>
        <translation>Na telefonie wybiera się tylko tajne rozmieszczenie; resztę rozegraj na laptopie.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechResultDialog</name>
    <message>
        <source>TECH — Result</source>
        <translation>TECH — wynik</translation>
    </message>
    <message>
        <source>Units on the board</source>
        <translation>Jednostki na planszy</translation>
    </message>
    <message>
        <source>Prison camp</source>
        <translation>Obóz jeniecki</translation>
    </message>
    <message>
        <source>Three in a row</source>
        <translation>Trzy w rzędzie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Pieces on the board</source>
        <translation>Pionki na planszy</translation>
    </message>
    <message>
        <source>A shared win</source>
        <translation>Wspólne zwycięstwo</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>%1 has more points: %2 to %3.</source>
        <translation>%1 ma więcej punktów: %2 do %3.</translation>
    </message>
    <message>
        <source>Equal points (%1 each): %2 wins with more pieces on the board, %3 to %4.</source>
        <translation>Równe punkty (po %1): wygrywa %2, mając więcej pionków na planszy, %3 do %4.</translation>
    </message>
    <message>
        <source>Equal points (%1 each) and equal pieces on the board (%2 each): a shared win.</source>
        <translation>Równe punkty (po %1) i tyle samo pionków na planszy (po %2): wspólne zwycięstwo.</translation>
    </message>
    <message>
        <source>The game ended in round %1: neither player could act.</source>
        <translation>Gra zakończyła się w rundzie %1: żaden gracz nie mógł wykonać akcji.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechSetupPage</name>
    <message>
        <source>TECH&apos;s rules</source>
        <translation>Zasady TECH</translation>
    </message>
    <message>
        <source>The game is created in the library when you press Finish.</source>
        <translation>Gra zostanie utworzona w bibliotece, gdy naciśniesz Zakończ.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <source>As printed (21 units each)</source>
        <translation>Jak w druku (po 21 jednostek)</translation>
    </message>
    <message>
        <source>The designer&apos;s v3 (30 units each)</source>
        <translation>Wersja v3 autora (po 30 jednostek)</translation>
    </message>
    <message>
        <source>&amp;Three in a row:</source>
        <translation>&amp;Trzy w rzędzie:</translation>
    </message>
    <message>
        <source>Scores 3 when formed</source>
        <translation>Daje 3 punkty po utworzeniu</translation>
    </message>
    <message>
        <source>Scores 3 when formed and at the end of every round it stands</source>
        <translation>Daje 3 punkty po utworzeniu i na końcu każdej rundy, w której przetrwa</translation>
    </message>
    <message>
        <source>Swords beat Archers, Archers beat Shields, Shields beat Swords; a Sword is worth 3, an Archer 2, a Shield 1 (a full stack of three 3); 10 units of each type.</source>
        <translation>Miecze biją łuczników, łucznicy biją tarcze, tarcze biją miecze; miecz jest wart 3, łucznik 2, tarcza 1 (pełny stos z trzech 3); po 10 jednostek każdego typu.</translation>
    </message>
    <message>
        <source>Swords beat Shields, Shields beat Archers, Archers beat Swords; a Sword is worth 2, an Archer 3, a Shield 1 (a full stack of three 4); 7 units of each type.</source>
        <translation>Miecze biją tarcze, tarcze biją łuczników, łucznicy biją miecze; miecz jest wart 2, łucznik 3, tarcza 1 (pełny stos z trzech 4); po 7 jednostek każdego typu.</translation>
    </message>
    <message>
        <source>A line also scores 3 at the end of every later round in which it still stands.</source>
        <translation>Linia daje też 3 punkty na końcu każdej kolejnej rundy, w której nadal stoi.</translation>
    </message>
    <message>
        <source>A line scores 3 once; broken and formed again, it scores again.</source>
        <translation>Linia daje 3 punkty raz; rozbita i utworzona ponownie, punktuje znowu.</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechText</name>
    <message>
        <source>Sword</source>
        <translation>Miecz</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Łucznik</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Tarcza</translation>
    </message>
    <message>
        <source>Swordsmen: %1</source>
        <translation>Miecznicy: %1</translation>
    </message>
    <message>
        <source>Archers: %1</source>
        <translation>Łucznicy: %1</translation>
    </message>
    <message>
        <source>Shields: %1</source>
        <translation>Tarcze: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Only the two players act.</source>
        <translation>Działają tylko dwaj gracze.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>The sealed deployment is over for this round.</source>
        <translation>Tajne rozmieszczenie w tej rundzie już się zakończyło.</translation>
    </message>
    <message>
        <source>This player has no unit left or there is no empty space: he gains a bonus action instead.</source>
        <translation>Ten gracz nie ma już jednostek albo nie ma wolnego pola: zamiast tego dostaje akcję dodatkową.</translation>
    </message>
    <message>
        <source>This player has already made his sealed choice.</source>
        <translation>Ten gracz dokonał już tajnego wyboru.</translation>
    </message>
    <message>
        <source>That is not a space of the board.</source>
        <translation>To nie jest pole planszy.</translation>
    </message>
    <message>
        <source>No unit of that type is left in the supply.</source>
        <translation>W zapasie nie ma już jednostki tego typu.</translation>
    </message>
    <message>
        <source>That space is taken.</source>
        <translation>To pole jest zajęte.</translation>
    </message>
    <message>
        <source>Nobody re-places a unit now.</source>
        <translation>Nikt teraz nie przestawia jednostki.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn.</source>
        <translation>To nie jest tura tego gracza.</translation>
    </message>
    <message>
        <source>Units act only in the action and bonus phases.</source>
        <translation>Jednostki działają tylko w fazie akcji i w fazie akcji dodatkowych.</translation>
    </message>
    <message>
        <source>If you can go you have to go: a pass is allowed only with no legal action.</source>
        <translation>Kto może ruszyć, musi ruszyć: pas jest dozwolony tylko bez legalnej akcji.</translation>
    </message>
    <message>
        <source>Choose one of your own units.</source>
        <translation>Wybierz jedną ze swoich jednostek.</translation>
    </message>
    <message>
        <source>Archers never move; they kill Archers and Swords anywhere, never Shields.</source>
        <translation>Łucznicy nigdy się nie ruszają; zabijają łuczników i miecze w dowolnym miejscu, nigdy tarcz.</translation>
    </message>
    <message>
        <source>A unit moves one space, in any direction.</source>
        <translation>Jednostka porusza się o jedno pole, w dowolnym kierunku.</translation>
    </message>
    <message>
        <source>Only a Shield stacks, and only on a friendly Shield.</source>
        <translation>Tylko tarczę można postawić w stos, i tylko na własnej tarczy.</translation>
    </message>
    <message>
        <source>A stack is at most three Shields high.</source>
        <translation>Stos ma najwyżej trzy tarcze.</translation>
    </message>
    <message>
        <source>A stack of two or more is invulnerable.</source>
        <translation>Stos z dwóch lub więcej tarcz jest nietykalny.</translation>
    </message>
    <message>
        <source>Swordsmen capture Swords and unstacked Shields, not Archers.</source>
        <translation>Miecznicy biorą do niewoli miecze i tarcze spoza stosu, nie łuczników.</translation>
    </message>
    <message>
        <source>Shields capture unstacked Shields and Archers, not Swords.</source>
        <translation>Tarcze biorą do niewoli tarcze spoza stosu i łuczników, nie miecze.</translation>
    </message>
    <message>
        <source>Only Archers kill.</source>
        <translation>Zabijają tylko łucznicy.</translation>
    </message>
    <message>
        <source>There is no enemy unit on that space.</source>
        <translation>Na tym polu nie ma jednostki przeciwnika.</translation>
    </message>
    <message>
        <source>Archers never kill Shields.</source>
        <translation>Łucznicy nigdy nie zabijają tarcz.</translation>
    </message>
    <message>
        <source>That is not an action of a turn.</source>
        <translation>To nie jest akcja tury.</translation>
    </message>
    <message>
        <source>That is not allowed.</source>
        <translation>To jest niedozwolone.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has made a sealed choice.</source>
        <translation>%1 dokonał tajnego wyboru.</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 na %3</translation>
    </message>
    <message>
        <source>Revealed — %1; %2.</source>
        <translation>Odsłonięto — %1; %2.</translation>
    </message>
    <message>
        <source>Revealed — %1.</source>
        <translation>Odsłonięto — %1.</translation>
    </message>
    <message>
        <source>%1 Different spaces: both deploy.</source>
        <translation>%1 Różne pola: obaj rozmieszczają.</translation>
    </message>
    <message>
        <source>%1 Clash on %2: %3 beats %4; %5 holds the space, %6 loses the clash.</source>
        <translation>%1 Starcie na %2: %3 pokonuje %4; %5 utrzymuje pole, %6 przegrywa starcie.</translation>
    </message>
    <message>
        <source>%1 The same unit on the same space: a tie, the deployment is repeated.</source>
        <translation>%1 Ta sama jednostka na tym samym polu: remis, rozmieszczenie się powtarza.</translation>
    </message>
    <message>
        <source>%1 The third tie in a row: each player gains a bonus action.</source>
        <translation>%1 Trzeci remis z rzędu: każdy gracz dostaje akcję dodatkową.</translation>
    </message>
    <message>
        <source>%1 deploys: %2 on %3.</source>
        <translation>%1 rozmieszcza: %2 na %3.</translation>
    </message>
    <message>
        <source>%1 re-places his %2 on %3.</source>
        <translation>%1 przestawia jednostkę %2 na %3.</translation>
    </message>
    <message>
        <source>%1 lost the clash with no empty space left: he gains a bonus action.</source>
        <translation>%1 przegrał starcie, a nie ma już wolnego pola: dostaje akcję dodatkową.</translation>
    </message>
    <message>
        <source>%1 gains a bonus action (three ties).</source>
        <translation>%1 dostaje akcję dodatkową (trzy remisy).</translation>
    </message>
    <message>
        <source>%1 has no legal deployment: he gains a bonus action.</source>
        <translation>%1 nie ma legalnego rozmieszczenia: dostaje akcję dodatkową.</translation>
    </message>
    <message>
        <source>%1 moves: %2 from %3 to %4.</source>
        <translation>%1 przesuwa: %2 z %3 na %4.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 captures the %3 on %4: it goes to his prison camp.</source>
        <translation>%2 gracza %1 bierze do niewoli jednostkę %3 na %4: trafia ona do jego obozu jenieckiego.</translation>
    </message>
    <message>
        <source>%1 stacks a Shield on %2 (%3 high).</source>
        <translation>%1 stawia tarczę w stos na %2 (wysokość %3).</translation>
    </message>
    <message>
        <source>%1&apos;s Archer on %2 kills the %3 on %4.</source>
        <translation>Łucznik gracza %1 na %2 zabija jednostkę %3 na %4.</translation>
    </message>
    <message>
        <source>%1 passes: no legal action.</source>
        <translation>%1 pasuje: brak legalnej akcji.</translation>
    </message>
    <message>
        <source>%1 has three in a row: 3 points.</source>
        <translation>%1 ma trzy w rzędzie: 3 punkty.</translation>
    </message>
    <message>
        <source>The game is over: a shared win.</source>
        <translation>Gra się zakończyła: wspólne zwycięstwo.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Gra się zakończyła: wygrywa %1.</translation>
    </message>
    <message>
        <source>sealed deployment</source>
        <translation>tajne rozmieszczenie</translation>
    </message>
    <message>
        <source>re-placement</source>
        <translation>przestawienie</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>faza akcji</translation>
    </message>
    <message>
        <source>bonus actions</source>
        <translation>akcje dodatkowe</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>koniec gry</translation>
    </message>
</context>
<context>
    <name>xobos::ui::tech::TechWindow</name>
    <message>
        <source>The last action was taken back.</source>
        <translation>Ostatnia akcja została cofnięta.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 przeciw %2</translation>
    </message>
    <message>
        <source>TECH</source>
        <translation>TECH</translation>
    </message>
    <message>
        <source>The game could not be created: %1</source>
        <translation>Nie udało się utworzyć gry: %1</translation>
    </message>
    <message>
        <source>The game could not be opened: %1</source>
        <translation>Nie udało się otworzyć gry: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last action (never one a reveal has followed)</source>
        <translation>Cofnij ostatnią akcję (nigdy taką, po której nastąpiło odsłonięcie)</translation>
    </message>
    <message>
        <source>What the table has seen:</source>
        <translation>Co widział stół:</translation>
    </message>
    <message>
        <source>Click, then an empty space, to deploy; or drag it onto the space</source>
        <translation>Kliknij, potem wolne pole, aby rozmieścić; albo przeciągnij na pole</translation>
    </message>
    <message>
        <source>Click a unit, then its target; or drag it there.</source>
        <translation>Kliknij jednostkę, potem jej cel; albo ją tam przeciągnij.</translation>
    </message>
    <message>
        <source>Turn the laptop to the table</source>
        <translation>Obróć laptopa do stołu</translation>
    </message>
    <message>
        <source>Both sealed choices are in: the reveal is for both players.</source>
        <translation>Oba tajne wybory są gotowe: odsłonięcie jest dla obu graczy.</translation>
    </message>
    <message>
        <source>The action could not be recorded: %1</source>
        <translation>Nie udało się zapisać akcji: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Odrzucono: %1</translation>
    </message>
    <message>
        <source>The deployment is sealed: pass the laptop to the player first.</source>
        <translation>Rozmieszczenie jest tajne: najpierw przekaż laptopa graczowi.</translation>
    </message>
    <message>
        <source>First click a unit of your supply, then the empty space.</source>
        <translation>Najpierw kliknij jednostkę ze swojego zapasu, potem wolne pole.</translation>
    </message>
    <message>
        <source>Click a unit first: one on the board, or one of a supply.</source>
        <translation>Najpierw kliknij jednostkę: na planszy albo z zapasu.</translation>
    </message>
    <message>
        <source>%1 — TECH</source>
        <translation>%1 — TECH</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 z %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4</source>
        <translation>%1 %2 : %3 %4</translation>
    </message>
    <message>
        <source>%1 — first this round</source>
        <translation>%1 — pierwszy w tej rundzie</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Prison camp: %1</source>
        <translation>Obóz jeniecki: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>pusty</translation>
    </message>
    <message>
        <source>Points: %1 (three in a row: %2)</source>
        <translation>Punkty: %1 (trzy w rzędzie: %2)</translation>
    </message>
    <message>
        <source>Sealed choice: committed</source>
        <translation>Tajny wybór: dokonany</translation>
    </message>
    <message>
        <source>Sealed choice: still to choose</source>
        <translation>Tajny wybór: jeszcze do dokonania</translation>
    </message>
    <message>
        <source>No legal deployment</source>
        <translation>Brak legalnego rozmieszczenia</translation>
    </message>
    <message>
        <source>Bonus actions: %1</source>
        <translation>Akcje dodatkowe: %1</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: puste</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 z %3</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Gra się zakończyła: %1.</translation>
    </message>
    <message>
        <source>Show the Result</source>
        <translation>Pokaż wynik</translation>
    </message>
    <message>
        <source>%1, your sealed choice: click a unit of your supply, then an empty space (or drag it there). The other player looks away.</source>
        <translation>%1, twój tajny wybór: kliknij jednostkę ze swojego zapasu, potem wolne pole (albo ją tam przeciągnij). Drugi gracz odwraca wzrok.</translation>
    </message>
    <message>
        <source>Cover — Back to the Table</source>
        <translation>Zakryj — wróć do stołu</translation>
    </message>
    <message>
        <source>Round %1, sealed deployment: %2 still to choose a unit and an empty space in secret.</source>
        <translation>Runda %1, tajne rozmieszczenie: %2 musi jeszcze w tajemnicy wybrać jednostkę i wolne pole.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>Pass the Laptop to %1</source>
        <translation>Przekaż laptopa graczowi %1</translation>
    </message>
    <message>
        <source>%1 lost the clash: click an empty space for his %2.</source>
        <translation>%1 przegrał starcie: kliknij wolne pole dla jego jednostki %2.</translation>
    </message>
    <message>
        <source>Round %1, %2: %3 has no legal action and passes.</source>
        <translation>Runda %1, %2: %3 nie ma legalnej akcji i pasuje.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Round %1, %2: %3 to act — click a unit, then its target, or a unit of the supply, then an empty space.</source>
        <translation>Runda %1, %2: ruch ma %3 — kliknij jednostkę, potem jej cel, albo jednostkę z zapasu, potem wolne pole.</translation>
    </message>
    <message>
        <source>No reveal yet.</source>
        <translation>Jeszcze nic nie odsłonięto.</translation>
    </message>
    <message>
        <source>Table mode (phones)…</source>
        <translation>Tryb stołu (telefony)…</translation>
    </message>
    <message>
        <source>The PIN could not be reset: %1</source>
        <translation>Nie udało się zresetować PIN-u: %1</translation>
    </message>
    <message>
        <source>%1&apos;s PIN was reset with the other player&apos;s agreement.</source>
        <translation>PIN gracza %1 został zresetowany za zgodą drugiego gracza.</translation>
    </message>
    <message>
        <source>%1 — TECH (v3)</source>
        <translation>%1 — TECH (v3)</translation>
    </message>
</context>
</TS>
