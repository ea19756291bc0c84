<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EspiralText</name>
    <message numerus="yes">
        <source>%1 has %2 vitality left: it can take at most %n hit(s)</source>
        <translation>
            <numerusform>%1 has %2 vitality left: it can take at most %n hit</numerusform>
            <numerusform>%1 has %2 vitality left: it can take at most %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hero may give at most %n level(s) while an ally can still take hits</source>
        <translation>
            <numerusform>your hero may give at most %n level while an ally can still take hits</numerusform>
            <numerusform>your hero may give at most %n levels while an ally can still take hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your hero can give at most %n level(s) for healing</source>
        <translation>
            <numerusform>your hero can give at most %n level for healing</numerusform>
            <numerusform>your hero can give at most %n levels for healing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>assign exactly %n hit(s)</source>
        <translation>
            <numerusform>assign exactly %n hit</numerusform>
            <numerusform>assign exactly %n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s) for this encounter</source>
        <translation>
            <numerusform>draw %n card for this encounter</numerusform>
            <numerusform>draw %n cards for this encounter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this roll is %n die(s): type a face from 1 to 6 for each</source>
        <translation>
            <numerusform>this roll is %n die: type a face from 1 to 6 for each</numerusform>
            <numerusform>this roll is %n dice: type a face from 1 to 6 for each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your allies heal %n level(s); your hero is level %1 now.</source>
        <translation>
            <numerusform>Your allies heal %n level; your hero is level %1 now.</numerusform>
            <numerusform>Your allies heal %n levels; your hero is level %1 now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %n strike(s) (typed as a count).</source>
        <translation>
            <numerusform>%1 with %2 dice: %n strike (typed as a count).</numerusform>
            <numerusform>%1 with %2 dice: %n strikes (typed as a count).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 dice: %3: %n strike(s).</source>
        <translation>
            <numerusform>%1 with %2 dice: %3: %n strike.</numerusform>
            <numerusform>%1 with %2 dice: %3: %n strikes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n hit(s).</source>
        <translation>
            <numerusform>%1 takes %n hit.</numerusform>
            <numerusform>%1 takes %n hits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hero takes %n hit(s): level %1.</source>
        <translation>
            <numerusform>Your hero takes %n hit: level %1.</numerusform>
            <numerusform>Your hero takes %n hits: level %1.</numerusform>
        </translation>
    </message>
</context>
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
    <name>FileCommands</name>
    <message numerus="yes">
        <source>%1: nothing imported (%n bad row(s))</source>
        <translation>
            <numerusform>%1: nothing imported (%n bad row)</numerusform>
            <numerusform>%1: nothing imported (%n bad rows)</numerusform>
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
    <name>InvadersWindowText</name>
    <message numerus="yes">
        <source>%1 drew %n card(s); %2 left in the deck.</source>
        <translation>
            <numerusform>%1 drew %n card; %2 left in the deck.</numerusform>
            <numerusform>%1 drew %n cards; %2 left in the deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: drained %n card(s) (not a drain for the check).</source>
        <translation>
            <numerusform>%1 paid a cost: drained %n card (not a drain for the check).</numerusform>
            <numerusform>%1 paid a cost: drained %n cards (not a drain for the check).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid a cost: discarded %n card(s).</source>
        <translation>
            <numerusform>%1 paid a cost: discarded %n card.</numerusform>
            <numerusform>%1 paid a cost: discarded %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The marker moves up %n space(s), to %1.</source>
        <translation>
            <numerusform>The marker moves up %n space, to %1.</numerusform>
            <numerusform>The marker moves up %n spaces, to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The marker moves down %n space(s), to %1.</source>
        <translation>
            <numerusform>The marker moves down %n space, to %1.</numerusform>
            <numerusform>The marker moves down %n spaces, to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Card effect: %1 drains %n card(s)</source>
        <translation>
            <numerusform>Card effect: %1 drains %n card</numerusform>
            <numerusform>Card effect: %1 drains %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n prevented</source>
        <translation>
            <numerusform>, %n prevented</numerusform>
            <numerusform>, %n prevented</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped onto the discard pile.</source>
        <translation>
            <numerusform>: %n flipped onto the discard pile.</numerusform>
            <numerusform>: %n flipped onto the discard pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n flipped.</source>
        <translation>
            <numerusform>: %n flipped.</numerusform>
            <numerusform>: %n flipped.</numerusform>
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
<context>
    <name>xobos::ui::espiral::EspiralResultsDialog</name>
    <message numerus="yes">
        <source>%n adventure(s): %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest land reached: %5.</source>
        <translation>
            <numerusform>%n adventure: %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest land reached: %5.</numerusform>
            <numerusform>%n adventures: %1 won, %2 lost. Battles fought: %3; creatures lost: %4; the furthest land reached: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>xobos::ui::espiral::EspiralWindow</name>
    <message numerus="yes">
        <source>%n hit(s) given</source>
        <translation>
            <numerusform>%n hit given</numerusform>
            <numerusform>%n hits given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An encounter! Draw the enemies for a party of %n ally(ies).</source>
        <translation>
            <numerusform>An encounter! Draw the enemies for a party of %n ally.</numerusform>
            <numerusform>An encounter! Draw the enemies for a party of %n allies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle round %1: the enemies attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Battle round %1: the enemies attack with %n die. Type the faces or the count of strikes, or let the app roll.</numerusform>
            <numerusform>Battle round %1: the enemies attack with %n dice. Type the faces or the count of strikes, or let the app roll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your counter-attack with %n die(s). Type the faces or the count of strikes, or let the app roll.</source>
        <translation>
            <numerusform>Your counter-attack with %n die. Type the faces or the count of strikes, or let the app roll.</numerusform>
            <numerusform>Your counter-attack with %n dice. Type the faces or the count of strikes, or let the app roll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) on your party: give each to a creature. Your hero takes hits only above level 1.</source>
        <translation>
            <numerusform>%n hit on your party: give each to a creature. Your hero takes hits only above level 1.</numerusform>
            <numerusform>%n hits on your party: give each to a creature. Your hero takes hits only above level 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strike(s) against the enemies: give each to an enemy.</source>
        <translation>
            <numerusform>%n strike against the enemies: give each to an enemy.</numerusform>
            <numerusform>%n strikes against the enemies: give each to an enemy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hit(s) given.</source>
        <translation>
            <numerusform>%1 of %n hit given.</numerusform>
            <numerusform>%1 of %n hits given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n hit(s) are given: right-click a creature to take one back, or deal them.</source>
        <translation>
            <numerusform>The %n hit is given: right-click a creature to take it back, or deal it.</numerusform>
            <numerusform>All %n hits are given: right-click a creature to take one back, or deal them.</numerusform>
        </translation>
    </message>
</context>
</TS>
