<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EventText</name>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n crystal</numerusform>
            <numerusform>%n crystals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A game for %n players begins.</source>
        <translation>
            <numerusform>A game for %n player begins.</numerusform>
            <numerusform>A game for %n players begins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %n Quark(s) from %2 to %3.</source>
        <translation>
            <numerusform>%1 moved %n Quark from %2 to %3.</numerusform>
            <numerusform>%1 moved %n Quarks from %2 to %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Energy Crystal(s) %2.</source>
        <translation>
            <numerusform>%1 gained %n Energy Crystal %2.</numerusform>
            <numerusform>%1 gained %n Energy Crystals %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gained %n Building Resource(s).</source>
        <translation>
            <numerusform>%1 gained %n Building Resource.</numerusform>
            <numerusform>%1 gained %n Building Resources.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with the Guardian and %n Quark(s).</source>
        <translation>
            <numerusform>%1 pursued from %2 into %3 with the Guardian and %n Quark.</numerusform>
            <numerusform>%1 pursued from %2 into %3 with the Guardian and %n Quarks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pursued from %2 into %3 with %n Quark(s).</source>
        <translation>
            <numerusform>%1 pursued from %2 into %3 with %n Quark.</numerusform>
            <numerusform>%1 pursued from %2 into %3 with %n Quarks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Quarks of %1 and %2 clash: each side loses %n.</source>
        <translation>
            <numerusform>The Quarks of %1 and %2 clash: each side loses %n.</numerusform>
            <numerusform>The Quarks of %1 and %2 clash: each side loses %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %n Quark(s) on %2.</source>
        <translation>
            <numerusform>%1 lost %n Quark on %2.</numerusform>
            <numerusform>%1 lost %n Quarks on %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Watchtower on %2 spent %n crystal(s).</source>
        <translation>
            <numerusform>%1&apos;s Watchtower on %2 spent %n crystal.</numerusform>
            <numerusform>%1&apos;s Watchtower on %2 spent %n crystals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 suffers %n damage.</source>
        <translation>
            <numerusform>%1 on %2 suffers %n damage.</numerusform>
            <numerusform>%1 on %2 suffers %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n Health.</source>
        <translation>
            <numerusform>%1 now has %n Health.</numerusform>
            <numerusform>%1 now has %n Health.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Building Resource(s)</source>
        <translation>
            <numerusform>%n Building Resource</numerusform>
            <numerusform>%n Building Resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Energy Crystal</numerusform>
            <numerusform>%n Energy Crystals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s construction on %2: %3, %n paid.</source>
        <translation>
            <numerusform>%1&apos;s construction on %2: %3, %n paid.</numerusform>
            <numerusform>%1&apos;s construction on %2: %3, %n paid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 upgraded %2 with %n %3 token(s).</source>
        <translation>
            <numerusform>%1 upgraded %2 with %n %3 token.</numerusform>
            <numerusform>%1 upgraded %2 with %n %3 tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message numerus="yes">
        <source>Move %n Quark(s) from %1 to %2</source>
        <translation>
            <numerusform>Move %n Quark from %1 to %2</numerusform>
            <numerusform>Move %n Quarks from %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pursue with the Guardian and %n Quark(s)</source>
        <translation>
            <numerusform>Pursue with the Guardian and %n Quark</numerusform>
            <numerusform>Pursue with the Guardian and %n Quarks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pursue with %n Quark(s)</source>
        <translation>
            <numerusform>Pursue with %n Quark</numerusform>
            <numerusform>Pursue with %n Quarks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Upgrade %1: %n %2 token(s)</source>
        <translation>
            <numerusform>Upgrade %1: %n %2 token</numerusform>
            <numerusform>Upgrade %1: %n %2 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Arm the Watchtower on %1 with %n crystal(s)</source>
        <translation>
            <numerusform>Arm the Watchtower on %1 with %n crystal</numerusform>
            <numerusform>Arm the Watchtower on %1 with %n crystals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message numerus="yes">
        <source>imported as game %1 (%n actions, round %2)</source>
        <translation>
            <numerusform>imported as game %1 (%n action, round %2)</numerusform>
            <numerusform>imported as game %1 (%n actions, round %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreExplanation</name>
    <message numerus="yes">
        <source>%n crystal(s)</source>
        <translation>
            <numerusform>%n crystal</numerusform>
            <numerusform>%n crystals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Guardian(s)</source>
        <translation>
            <numerusform>%n Guardian</numerusform>
            <numerusform>%n Guardians</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Reactor(s)</source>
        <translation>
            <numerusform>%n Reactor</numerusform>
            <numerusform>%n Reactors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Technology Tile(s)</source>
        <translation>
            <numerusform>%n Technology Tile</numerusform>
            <numerusform>%n Technology Tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecretText</name>
    <message numerus="yes">
        <source>%n Building Resource(s)</source>
        <translation>
            <numerusform>%n Building Resource</numerusform>
            <numerusform>%n Building Resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Energy Crystal(s)</source>
        <translation>
            <numerusform>%n Energy Crystal</numerusform>
            <numerusform>%n Energy Crystals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardChoicePage</name>
    <message numerus="yes">
        <source>No board serves %n players: make one in the Board Editor.</source>
        <translation>
            <numerusform>No board serves %n player: make one in the Board Editor.</numerusform>
            <numerusform>No board serves %n players: make one in the Board Editor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::BoardScene</name>
    <message numerus="yes">
        <source>%n Quark(s) of %1</source>
        <translation>
            <numerusform>%n Quark of %1</numerusform>
            <numerusform>%n Quarks of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::CombatSteps</name>
    <message numerus="yes">
        <source>Take %n Attack Token(s) of this step off the board.</source>
        <translation>
            <numerusform>Take %n Attack Token of this step off the board.</numerusform>
            <numerusform>Take %n Attack Tokens of this step off the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n %1 Quark(s) from %2.</source>
        <translation>
            <numerusform>Remove %n %1 Quark from %2.</numerusform>
            <numerusform>Remove %n %1 Quarks from %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n crystal(s) off %1&apos;s Watchtower on %2.</source>
        <translation>
            <numerusform>Take %n crystal off %1&apos;s Watchtower on %2.</numerusform>
            <numerusform>Take %n crystals off %1&apos;s Watchtower on %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowers the Health of %2 by %n on the sheet, behind the screen.</source>
        <translation>
            <numerusform>%1 lowers the Health of %2 by %n on the sheet, behind the screen.</numerusform>
            <numerusform>%1 lowers the Health of %2 by %n on the sheet, behind the screen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::LogModel</name>
    <message numerus="yes">
        <source>%n refused attempts this turn (hover to read them)</source>
        <translation>
            <numerusform>%n refused attempt this turn (hover to read it)</numerusform>
            <numerusform>%n refused attempts this turn (hover to read them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::NewGameWizard</name>
    <message numerus="yes">
        <source>No board is chosen that serves %n players.</source>
        <translation>
            <numerusform>No board is chosen that serves %n player.</numerusform>
            <numerusform>No board is chosen that serves %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::PlayersModel</name>
    <message numerus="yes">
        <source>%n construction(s), type hidden</source>
        <translation>
            <numerusform>%n construction, type hidden</numerusform>
            <numerusform>%n constructions, type hidden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::ReplayBar</name>
    <message numerus="yes">
        <source>Live: %n action(s) played</source>
        <translation>
            <numerusform>Live: %n action played</numerusform>
            <numerusform>Live: %n actions played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::companion::SheetOnlyWindow</name>
    <message numerus="yes">
        <source>needs %n Technology Building(s)</source>
        <translation>
            <numerusform>needs %n Technology Building</numerusform>
            <numerusform>needs %n Technology Buildings</numerusform>
        </translation>
    </message>
</context>
</TS>
