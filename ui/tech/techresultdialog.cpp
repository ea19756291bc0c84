// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techresultdialog.h"

#include "ui/tech/techtext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

namespace xobos::ui::tech {

namespace {

QJsonObject seatScore(const QJsonObject &score, int seat)
{
    return score.value(QStringLiteral("seats")).toArray().at(seat).toObject();
}

int value(const QJsonObject &score, int seat, const char *key)
{
    return seatScore(score, seat).value(QLatin1String(key)).toInt();
}

// The score's rows, in the order the dialog shows them.
constexpr const char *kRowKeys[] = {"board", "prisoners", "lines", "total", "pieces"};

} // namespace

TechResultDialog::TechResultDialog(const QJsonObject &score, const QStringList &names, QWidget *parent)
    : QDialog(parent)
    , m_score(score)
    , m_names(names)
{
    setObjectName(QStringLiteral("techResult"));
    auto *layout = new QVBoxLayout(this);
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("resultHeadline"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_headline->setFont(big);
    layout->addWidget(m_headline);
    auto *grid = new QGridLayout;
    for (int seat = 0; seat < 2; ++seat) {
        auto *name = new QLabel(seatText(names, seat), this);
        name->setAlignment(Qt::AlignRight);
        grid->addWidget(name, 0, seat + 1);
    }
    for (int row = 0; row < kRows; ++row) {
        m_rowLabels[static_cast<std::size_t>(row)] = new QLabel(this);
        m_rowLabels[static_cast<std::size_t>(row)]->setObjectName(QStringLiteral("resultRow%1").arg(row));
        grid->addWidget(m_rowLabels[static_cast<std::size_t>(row)], row + 1, 0);
        for (int seat = 0; seat < 2; ++seat) {
            const char *key = kRowKeys[row];
            auto *v = new QLabel(QString::number(value(score, seat, key)), this);
            v->setObjectName(QStringLiteral("result_%1_%2").arg(QLatin1String(key)).arg(seat));
            v->setAlignment(Qt::AlignRight);
            grid->addWidget(v, row + 1, seat + 1);
        }
    }
    layout->addLayout(grid);
    m_tieBreak = new QLabel(this);
    m_tieBreak->setObjectName(QStringLiteral("resultTieBreak"));
    m_tieBreak->setWordWrap(true);
    layout->addWidget(m_tieBreak);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(380);
    retranslateUi();
}

void TechResultDialog::retranslateUi()
{
    setWindowTitle(tr("TECH — Result"));
    m_headline->setText(headlineFor(m_score, m_names));
    const QString rows[kRows] = {tr("Units on the board"), tr("Prison camp"), tr("Three in a row"), tr("Total"),
                                 tr("Pieces on the board")};
    for (int row = 0; row < kRows; ++row)
        m_rowLabels[static_cast<std::size_t>(row)]->setText(rows[row]);
    m_tieBreak->setText(tieBreakFor(m_score, m_names));
}

void TechResultDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

TechResultDialog::~TechResultDialog() = default;

QString TechResultDialog::headline() const
{
    return m_headline->text();
}

QString TechResultDialog::tieBreak() const
{
    return m_tieBreak->text();
}

QString TechResultDialog::headlineFor(const QJsonObject &score, const QStringList &names)
{
    const int winner = score.value(QStringLiteral("winner")).toInt(-1);
    return winner < 0 ? tr("A shared win") : tr("%1 wins").arg(seatText(names, winner));
}

QString TechResultDialog::tieBreakFor(const QJsonObject &score, const QStringList &names)
{
    const int winner = score.value(QStringLiteral("winner")).toInt(-1);
    QString why;
    const int t0 = value(score, 0, "total");
    const int t1 = value(score, 1, "total");
    const int p0 = value(score, 0, "pieces");
    const int p1 = value(score, 1, "pieces");
    if (t0 != t1)
        why = tr("%1 has more points: %2 to %3.").arg(seatText(names, winner)).arg(std::max(t0, t1)).arg(std::min(t0, t1));
    else if (p0 != p1)
        why = tr("Equal points (%1 each): %2 wins with more pieces on the board, %3 to %4.")
                  .arg(t0)
                  .arg(seatText(names, winner))
                  .arg(std::max(p0, p1))
                  .arg(std::min(p0, p1));
    else
        why = tr("Equal points (%1 each) and equal pieces on the board (%2 each): a shared win.").arg(t0).arg(p0);
    if (score.value(QStringLiteral("endedEarly")).toBool())
        why += QLatin1Char(' ')
            + tr("The game ended in round %1: neither player could act.").arg(score.value(QStringLiteral("round")).toInt());
    return why;
}

} // namespace xobos::ui::tech
