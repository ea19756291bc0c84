// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamechoicepage.h"

#include "ui/shell/gamekinds.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

namespace xobos::ui {

GameChoicePage::GameChoicePage(QWidget *parent)
    : QWizardPage(parent)
    , m_games(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("gamePage"));
    setTitle(tr("Game"));
    setSubTitle(tr("Which game does the table play?"));
    auto *layout = new QVBoxLayout(this);
    const std::span<const GameKind> kinds = gameKinds();
    for (int i = 0; i < static_cast<int>(kinds.size()); ++i) {
        const GameKind &kind = kinds[static_cast<std::size_t>(i)];
        auto *radio = new QRadioButton(kind.name(), this);
        radio->setObjectName(QStringLiteral("game-%1").arg(QLatin1String(kind.module.data(), static_cast<qsizetype>(kind.module.size()))));
        QFont bold = radio->font();
        bold.setBold(true);
        radio->setFont(bold);
        m_games->addButton(radio, i);
        layout->addWidget(radio);
        auto *about = new QLabel(kind.description(), this);
        about->setObjectName(radio->objectName() + QStringLiteral("-about"));
        about->setWordWrap(true);
        about->setContentsMargins(24, 0, 0, 12);
        about->setBuddy(radio);
        layout->addWidget(about);
    }
    m_games->button(0)->setChecked(true);
    layout->addStretch();
}

GameChoicePage::~GameChoicePage() = default;

const GameKind &GameChoicePage::chosen() const
{
    const std::span<const GameKind> kinds = gameKinds();
    const int id = std::clamp(m_games->checkedId(), 0, static_cast<int>(kinds.size()) - 1);
    return kinds[static_cast<std::size_t>(id)];
}

bool GameChoicePage::choose(QStringView module)
{
    const GameKind *kind = findGameKind(module);
    if (!kind)
        return false;
    m_games->button(static_cast<int>(kind - gameKinds().data()))->setChecked(true);
    return true;
}

} // namespace xobos::ui
