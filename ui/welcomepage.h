// The page shown when no game is open: the product's icon, name and version, and what to do next.
#pragma once

#include <QWidget>

class QLabel;

namespace xobos::ui {

class WelcomePage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(QWidget *parent = nullptr);
    ~WelcomePage() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_hint = nullptr;
};

} // namespace xobos::ui
