// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/boardopendialog.h"

#include "ui/texts/boardtitle.h"
#include "xobos/io/boardio.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace xobos::ui {

namespace {

constexpr int kBundledRole = Qt::UserRole + 1;
constexpr int kFileRole = Qt::UserRole + 2;

} // namespace

BoardOpenDialog::BoardOpenDialog(const QString &boardsFolder, QWidget *parent)
    : QDialog(parent)
    , m_folder(boardsFolder)
    , m_list(new QListWidget(this))
    , m_other(new QPushButton(tr("Other File…"), this))
{
    setObjectName(QStringLiteral("boardOpenDialog"));
    setWindowTitle(tr("Open Board"));
    m_list->setObjectName(QStringLiteral("boardsToOpen"));
    m_other->setObjectName(QStringLiteral("otherBoardFile"));
    for (const QString &name : io::bundledBoardNames()) {
        const io::BoardLoadResult loaded = io::loadBundledBoard(name);
        if (!loaded.parsedBoard)
            continue;
        auto *item = new QListWidgetItem(tr("%1 — bundled (opens a copy to save as your own)")
                                             .arg(boardTitle(name, *loaded.parsedBoard)),
                                         m_list);
        item->setData(kBundledRole, name);
    }
    const QFileInfoList files = QDir(boardsFolder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files) {
        const io::BoardLoadResult loaded = io::loadBoardFile(file.absoluteFilePath());
        const QString title = loaded.parsedBoard ? boardTitle({}, *loaded.parsedBoard, file.completeBaseName())
                                                 : file.completeBaseName();
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(title, file.fileName()), m_list);
        item->setData(kFileRole, file.absoluteFilePath());
        item->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
    }
    m_list->setCurrentRow(0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    buttons->addButton(m_other, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The sides of the printed board and your boards:"), this));
    layout->addWidget(m_list);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, [this] { openRow(m_list->currentRow()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { openRow(m_list->row(item)); });
    connect(m_other, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Board"), m_folder,
                                                          tr("Board files (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        m_bundled.clear();
        m_file = path;
        accept();
    });
    resize(520, 320);
}

BoardOpenDialog::~BoardOpenDialog() = default;

void BoardOpenDialog::openRow(int row)
{
    const QListWidgetItem *item = m_list->item(row);
    if (!item)
        return;
    m_bundled = item->data(kBundledRole).toString();
    m_file = item->data(kFileRole).toString();
    accept();
}

} // namespace xobos::ui
