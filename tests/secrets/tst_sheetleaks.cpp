// SPDX-License-Identifier: GPL-3.0-or-later
// The private sheet of seat 0 must not change by a single byte when another player's
// hidden values change: Power, upgrades, Health, connections, constructions, crystals,
// resources, the Leader and Watchtower ammunition. Positions come from random legal play on
// the standard board with four players.
#include <QAbstractItemModelTester>
#include <QTest>

#include "xobos/rules/view.h"
#include "secretsfixture.h"
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/ownbuildingsmodel.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/productionmodel.h"

using namespace xobos;
using namespace xobos::secretstest;
using xobos::ui::secrets::PlayerSheetWidget;

namespace {

constexpr int kSeat = 0;

enum class Perturbation { Power, PowerUpgrades, Health, Healing, Reinforcement, Construction, Screen, Leader, Ammo, Everything };

// Changes `player`'s hidden values in place; returns false when the position has nothing of
// that kind to change (then the row is skipped for that position).
bool perturb(rules::GameState &s, int player, Perturbation what, int salt)
{
    rules::PlayerState &ps = s.player(player);
    bool changed = false;
    for (int g = 0; g < rules::kGuardiansPerPlayer; ++g) {
        rules::Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        const int other = (g + 1 + salt % 3) % rules::kGuardiansPerPlayer;
        switch (what) {
        case Perturbation::Power: gd.basePower = 1 + (gd.basePower + salt) % rules::kMaxPower; changed = true; break;
        case Perturbation::PowerUpgrades:
            gd.upgradeKind = gd.upgradeKind == rules::UpgradeKind::Power ? rules::UpgradeKind::Healing : rules::UpgradeKind::Power;
            gd.upgrades = 1 + (gd.upgrades + salt) % 2;
            changed = true;
            break;
        case Perturbation::Health: gd.health = 1 + (gd.health + salt) % rules::kMaxHealth; changed = true; break;
        case Perturbation::Healing:
        case Perturbation::Reinforcement:
            if (gd.slot == rules::ConnectionKind::Construction)
                break;
            gd.slot = what == Perturbation::Healing ? rules::ConnectionKind::Healing : rules::ConnectionKind::Reinforcement;
            gd.slotTarget = other;
            changed = true;
            break;
        case Perturbation::Leader: gd.leader = g == (salt % rules::kGuardiansPerPlayer); changed = true; break;
        default: break;
        }
    }
    for (rules::Building &b : s.buildings) {
        if (b.owner != player || b.removed)
            continue;
        if (what == Perturbation::Construction && !b.complete) {
            b.type = b.type == rules::BuildingType::Mine ? rules::BuildingType::Watchtower : rules::BuildingType::Mine;
            b.paid = (b.paid + 1 + salt) % 3;
            changed = true;
        }
        if (what == Perturbation::Ammo && b.complete && b.type == rules::BuildingType::Watchtower) {
            b.ammo = (b.ammo + 1 + salt) % 7;
            changed = true;
        }
    }
    if (what == Perturbation::Screen) {
        ps.crystals += 3 + salt;
        ps.resources += 2 + salt;
        changed = true;
    }
    if (what == Perturbation::Everything) {
        for (Perturbation p : {Perturbation::Power, Perturbation::PowerUpgrades, Perturbation::Health, Perturbation::Healing,
                               Perturbation::Construction, Perturbation::Screen, Perturbation::Leader, Perturbation::Ammo})
            changed = perturb(s, player, p, salt) || changed;
    }
    return changed;
}

void show(PlayerSheetWidget &w, const rules::GameState &s)
{
    w.setView(rules::view(s, rules::Viewer::seat(kSeat)), s.map(), kSeat);
    w.setLegalActions(rules::legalActions(s, kSeat));
}

QString firstDifference(const QStringList &a, const QStringList &b)
{
    for (int i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i])
            return QStringLiteral("before: %1\nafter:  %2").arg(a[i], b[i]);
    }
    return QStringLiteral("lengths %1 and %2").arg(a.size()).arg(b.size());
}

} // namespace

class TestSheetLeaks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anotherPlayersSecretsNeverChangeTheSheet_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("what");
        const std::pair<const char *, Perturbation> kinds[] = {
            {"Power (base value)", Perturbation::Power},
            {"Power upgrades", Perturbation::PowerUpgrades},
            {"Health", Perturbation::Health},
            {"Healing connections", Perturbation::Healing},
            {"Reinforcement connections", Perturbation::Reinforcement},
            {"construction type and payment", Perturbation::Construction},
            {"crystals and resources", Perturbation::Screen},
            {"the Leader", Perturbation::Leader},
            {"Watchtower ammunition", Perturbation::Ammo},
            {"everything at once", Perturbation::Everything},
        };
        const std::pair<const char *, rules::Variant> variants[] = {
            {"Fog of War", rules::Variant::FogOfWar},
            {"Checks and Balances", rules::Variant::ChecksAndBalances},
        };
        for (const auto &[vname, v] : variants) {
            for (const auto &[kname, k] : kinds) {
                QTest::newRow(qPrintable(QStringLiteral("%1: another player's %2").arg(QLatin1String(vname), QLatin1String(kname))))
                    << int(v) << int(k);
            }
        }
    }

    void anotherPlayersSecretsNeverChangeTheSheet()
    {
        QFETCH(int, variant);
        QFETCH(int, what);
        PlayerSheetWidget widget;
        widget.resize(900, 800);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 24; ++seed) {
            const int steps = static_cast<int>(10 + (seed * 37) % 400);
            const rules::GameState base = randomPosition(seed, steps, static_cast<rules::Variant>(variant));
            show(widget, base);
            const QStringList before = visibleTexts(&widget);
            for (int other = 1; other < base.playerCount(); ++other) {
                rules::GameState changed = base;
                if (!perturb(changed, other, static_cast<Perturbation>(what), static_cast<int>(seed)))
                    continue;
                show(widget, changed);
                const QStringList after = visibleTexts(&widget);
                QVERIFY2(before == after, qPrintable(QStringLiteral("seed %1, %2 steps, player %3:\n%4")
                                                         .arg(seed)
                                                         .arg(steps)
                                                         .arg(other)
                                                         .arg(firstDifference(before, after))));
                ++compared;
            }
        }
        QVERIFY(compared > 0);
    }

    // The check above would pass vacuously if the widget showed nothing: the same change
    // to the sheet's own player must show.
    void ownSecretsDoChangeTheSheet()
    {
        PlayerSheetWidget widget;
        int differing = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const rules::GameState base = randomPosition(seed, 60);
            show(widget, base);
            const QStringList before = visibleTexts(&widget);
            for (Perturbation p : {Perturbation::Health, Perturbation::Screen, Perturbation::PowerUpgrades}) {
                rules::GameState changed = base;
                QVERIFY(perturb(changed, kSeat, p, 1));
                show(widget, changed);
                differing += visibleTexts(&widget) != before ? 1 : 0;
            }
        }
        QCOMPARE(differing, 18);
    }

    void modelsKeepTheirBookkeepingAcrossPositions()
    {
        PlayerSheetWidget widget;
        QAbstractItemModelTester t1(widget.guardianModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(widget.productionModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(widget.buildingsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (std::uint64_t seed = 1; seed <= 8; ++seed)
            show(widget, randomPosition(seed, static_cast<int>(seed * 50)));
        QCOMPARE(widget.guardianModel()->rowCount(), 4);
    }
};

QTEST_MAIN(TestSheetLeaks)
#include "tst_sheetleaks.moc"
