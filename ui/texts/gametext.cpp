// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/gametext.h"

#include <QCoreApplication>

namespace xobos::ui {

namespace {

// lupdate files these strings under the context "GameText".
struct GameText
{
    Q_DECLARE_TR_FUNCTIONS(GameText)
};

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

QString phaseText(rules::Phase phase)
{
    switch (phase) {
    case rules::Phase::Setup: return GameText::tr("Setup");
    case rules::Phase::Movement: return GameText::tr("Movement phase");
    case rules::Phase::Development: return GameText::tr("Development phase");
    case rules::Phase::GameOver: return GameText::tr("Game over");
    }
    return {};
}

QString variantText(rules::Variant variant)
{
    switch (variant) {
    case rules::Variant::FogOfWar: return GameText::tr("Fog of War");
    case rules::Variant::ChecksAndBalances: return GameText::tr("Checks and Balances");
    case rules::Variant::TrainingGround: return GameText::tr("Training Ground");
    }
    return {};
}

QString variantDescription(rules::Variant variant)
{
    switch (variant) {
    case rules::Variant::FogOfWar:
        return GameText::tr("The normal game: every Player Sheet stays behind its screen.");
    case rules::Variant::ChecksAndBalances:
        return GameText::tr("Sheets are revealed once all attacks of a round are declared; the Leader may change.");
    case rules::Variant::TrainingGround:
        return GameText::tr("No screens at all: everything is open, for learning the game.");
    }
    return {};
}

QString buildingText(rules::BuildingType type)
{
    switch (type) {
    case rules::BuildingType::Mine: return GameText::tr("Mine");
    case rules::BuildingType::EnergyWell: return GameText::tr("Energy Well");
    case rules::BuildingType::TechnologyBuilding: return GameText::tr("Technology Building");
    case rules::BuildingType::Watchtower: return GameText::tr("Watchtower");
    case rules::BuildingType::Reactor: return GameText::tr("Reactor");
    }
    return {};
}

QChar buildingLetter(rules::BuildingType type)
{
    // The letters are symbols on the board, like the printed tokens: not translated.
    switch (type) {
    case rules::BuildingType::Mine: return QLatin1Char('M');
    case rules::BuildingType::EnergyWell: return QLatin1Char('E');
    case rules::BuildingType::TechnologyBuilding: return QLatin1Char('T');
    case rules::BuildingType::Watchtower: return QLatin1Char('W');
    case rules::BuildingType::Reactor: return QLatin1Char('R');
    }
    return QLatin1Char('?');
}

QString techText(rules::Tech tech)
{
    switch (tech) {
    case rules::Tech::Upgrades: return GameText::tr("Upgrades (I)");
    case rules::Tech::SourceAttack: return GameText::tr("Source attack (I)");
    case rules::Tech::WatchtowerCapacity: return GameText::tr("Watchtower capacity (II)");
    case rules::Tech::CheapRebuild: return GameText::tr("Cheap rebuild (II)");
    case rules::Tech::FastQuarks: return GameText::tr("Fast Quarks (II)");
    case rules::Tech::Protection: return GameText::tr("Protection (III)");
    case rules::Tech::WeakenHealing: return GameText::tr("Weaken healing (III)");
    case rules::Tech::Seize: return GameText::tr("Seize (III)");
    case rules::Tech::DoubleUpgrade: return GameText::tr("Double upgrade (III)");
    }
    return {};
}

QString connectionText(rules::ConnectionKind kind)
{
    switch (kind) {
    case rules::ConnectionKind::None: return GameText::tr("none");
    case rules::ConnectionKind::Reinforcement: return GameText::tr("Reinforcement");
    case rules::ConnectionKind::Healing: return GameText::tr("Healing");
    case rules::ConnectionKind::Construction: return GameText::tr("construction");
    }
    return {};
}

QString upgradeText(rules::UpgradeKind kind)
{
    switch (kind) {
    case rules::UpgradeKind::None: return GameText::tr("none");
    case rules::UpgradeKind::Power: return GameText::tr("Power");
    case rules::UpgradeKind::Healing: return GameText::tr("Healing");
    }
    return {};
}

QString spaceText(const rules::Board &board, int space)
{
    if (space < 0 || space >= static_cast<int>(board.spaces.size()))
        return QStringLiteral("?");
    const rules::Space &s = board.spaces[static_cast<std::size_t>(space)];
    if (s.label.empty())
        return QString::fromStdString(s.id);
    // The bundled boards' labels are in the catalogues (ui/texts/boardlabels.cpp); any
    // other label comes back as written.
    return QCoreApplication::translate("BoardLabel", s.label.c_str());
}

QString coverSheetsText(bool ownSheet)
{
    return ownSheet ? QCoreApplication::translate("CoverSheets", "Done — cover my sheet")
                    : QCoreApplication::translate("CoverSheets", "Done — cover the sheets");
}

QString playerText(const QStringList &names, int player)
{
    if (player >= 0 && player < names.size() && !names.at(player).isEmpty())
        return names.at(player);
    return GameText::tr("Player %1").arg(player + 1);
}

// The colours the New Game wizard offers (ui/shell/newgamewizard.cpp), as colourText() names them.
constexpr QRgb kTableColours[] = {0x2f6fd6, 0xd23a3a, 0x2e9e4f, 0xe0a11b, 0x8e44ad, 0xe67e22};

QString colourText(const QColor &colour, GuardianCase form)
{
    // The colours the New Game wizard offers (ui/shell/newgamewizard.cpp).
    const bool object = form == GuardianCase::Object;
    switch (colour.rgb() & 0xffffff) {
    case 0x2f6fd6: return object ? GameText::tr("Blue", "a Guardian's colour, object of a verb") : GameText::tr("Blue");
    case 0xd23a3a: return object ? GameText::tr("Red", "a Guardian's colour, object of a verb") : GameText::tr("Red");
    case 0x2e9e4f: return object ? GameText::tr("Green", "a Guardian's colour, object of a verb") : GameText::tr("Green");
    case 0xe0a11b: return object ? GameText::tr("Yellow", "a Guardian's colour, object of a verb") : GameText::tr("Yellow");
    case 0x8e44ad: return object ? GameText::tr("Purple", "a Guardian's colour, object of a verb") : GameText::tr("Purple");
    case 0xe67e22: return object ? GameText::tr("Orange", "a Guardian's colour, object of a verb") : GameText::tr("Orange");
    }
    return {};
}

QString ownerText(const QStringList &names, const QList<QColor> &colours, int player)
{
    const QString colour = player >= 0 && player < colours.size() ? colourText(colours.at(player)) : QString();
    return colour.isEmpty() ? playerText(names, player) : colour;
}

QString guardianText(const QString &owner, int guardian, GuardianCase form)
{
    if (form == GuardianCase::Subject)
        return GameText::tr("%1 Guardian %2").arg(owner).arg(guardian + 1);
    // A colour (one of colourText()'s) is an adjective and takes the object's case with the
    // noun; a player's name (ownerText()) stays as it is and has a pattern of its own.
    for (const QRgb rgb : kTableColours) {
        if (owner == colourText(QColor(rgb)))
            return GameText::tr("%1 Guardian %2", "object of a verb, %1 a colour")
                .arg(colourText(QColor(rgb), form))
                .arg(guardian + 1);
    }
    return GameText::tr("%1 Guardian %2", "object of a verb, %1 a player's name").arg(owner).arg(guardian + 1);
}

QString actionText(const rules::Action &action, const rules::Board &board, const QString &owner)
{
    const auto sp = [&board](int s) { return spaceText(board, s); };
    const auto gd = [&owner](int g) { return guardianText(owner, g); };
    // The Guardian as the object of the verb (Polish "Przesuń Zielonego Strażnika 3").
    const auto obj = [&owner](int g) { return guardianText(owner, g, GuardianCase::Object); };
    return std::visit(
        Overloaded{
            [&](const rules::ChooseLeader &a) { return GameText::tr("Choose %1 as Leader").arg(obj(a.guardian)); },
            [&](const rules::MoveGuardian &a) {
                return a.seize ? GameText::tr("Move %1 to %2 and seize the Building").arg(obj(a.guardian), sp(a.to))
                               : GameText::tr("Move %1 to %2").arg(obj(a.guardian), sp(a.to));
            },
            [&](const rules::SwapGuardians &a) { return GameText::tr("Swap %1 and %2").arg(obj(a.first), obj(a.second)); },
            [&](const rules::MoveQuarks &a) {
                return GameText::tr("Move %n Quark(s) from %1 to %2", nullptr, a.count).arg(sp(a.from), sp(a.to));
            },
            [&](const rules::DeclareAttack &a) { return GameText::tr("Attack from %1 on %2").arg(sp(a.from), sp(a.to)); },
            [&](const rules::Counterattack &a) {
                return a.accept ? GameText::tr("Counterattack") : GameText::tr("Do not counterattack");
            },
            [&](const rules::Pursue &a) {
                if (!a.accept)
                    return GameText::tr("Do not pursue");
                if (a.guardian)
                    return a.quarks > 0 ? GameText::tr("Pursue with the Guardian and %n Quark(s)", nullptr, a.quarks)
                                        : GameText::tr("Pursue with the Guardian");
                return GameText::tr("Pursue with %n Quark(s)", nullptr, a.quarks);
            },
            [&](const rules::EndTurn &) { return GameText::tr("End the turn"); },
            [&](const rules::BreakConnection &a) { return GameText::tr("Break the connection of %1").arg(obj(a.guardian)); },
            [&](const rules::Connect &a) {
                // The one connection of a Guardian with himself: the Leader heals himself (R-HEAL-SELF).
                if (a.guardian == a.target)
                    return GameText::tr("%1 heals himself (%2)").arg(gd(a.guardian), connectionText(a.kind));
                return GameText::tr("Connect %1 to %2 (%3)").arg(obj(a.guardian), obj(a.target), connectionText(a.kind));
            },
            [&](const rules::StartConstruction &a) {
                return GameText::tr("%1 starts a construction: %2").arg(gd(a.guardian), buildingText(a.type));
            },
            [&](const rules::PayConstruction &a) { return GameText::tr("Pay for the construction of %1").arg(obj(a.guardian)); },
            [&](const rules::BuildReactor &a) { return GameText::tr("Build a Reactor on %1").arg(sp(a.space)); },
            [&](const rules::BreedQuark &a) { return GameText::tr("Breed a Quark on %1").arg(sp(a.space)); },
            [&](const rules::RebuildGuardian &a) { return GameText::tr("Rebuild %1 on %2").arg(obj(a.guardian), sp(a.space)); },
            [&](const rules::BuyTechnology &a) { return GameText::tr("Buy Technology: %1").arg(techText(a.tech)); },
            [&](const rules::UpgradeGuardian &a) {
                return GameText::tr("Upgrade %1: %n %2 token(s)", nullptr, a.count).arg(obj(a.guardian), upgradeText(a.kind));
            },
            [&](const rules::HealGuardian &a) { return GameText::tr("Heal %1").arg(obj(a.guardian)); },
            [&](const rules::ArmWatchtower &a) {
                return GameText::tr("Arm the Watchtower on %1 with %n crystal(s)", nullptr, a.crystals).arg(sp(a.space));
            },
            [&](const rules::DemolishBuilding &a) { return GameText::tr("Demolish the Building on %1").arg(sp(a.space)); },
            [&](const rules::ChangeLeader &a) { return GameText::tr("Make %1 the Leader").arg(obj(a.guardian)); },
            [&](const rules::EndDevelopment &) { return GameText::tr("End the Development phase"); },
        },
        action);
}

} // namespace xobos::ui
