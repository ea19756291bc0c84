// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-game report of a refereed game: the final table with each formula and the
// tie-breakers explained, per-round charts, the public combat list, and exports (PDF score
// sheet, CSV, JSON, BG Stats). Only for finished games: before the end it would reveal
// every player's secrets, and the dialog says so instead.
#pragma once

#include "ui/companion/reportdata.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace xobos::store {
class GameSession;
class GameStore;
}

namespace xobos::ui::companion {

class GameReportDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameReportDialog)

public:
    enum class Format { Pdf, Csv, Json, BgStats };

    explicit GameReportDialog(const store::GameSession &session, QWidget *parent = nullptr);
    ~GameReportDialog() override;

    // Entry points: the report of a session in hand, or of a stored game (replayed).
    static void run(const store::GameSession &session, QWidget *parent);
    static void run(store::GameStore &store, qint64 gameId, QWidget *parent);

    const GameReportData &data() const { return m_data; }
    bool exportTo(Format format, const QString &path, QString *error = nullptr) const;
    QTabWidget *tabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildFinished();
    void retranslateUi();
    void exportWithDialog(Format format);

    GameReportData m_data;
    QLabel *m_heading = nullptr;
    QLabel *m_notFinished = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_explanation = nullptr;
    QTableWidget *m_combat = nullptr;
    QLabel *m_noCombat = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_json = nullptr;
    QPushButton *m_bgStats = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace xobos::ui::companion
