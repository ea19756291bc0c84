// SPDX-License-Identifier: GPL-3.0-or-later
// The view on the BoardScene: antialiased, zoomable (Ctrl+wheel, zoomIn/zoomOut), pannable
// (middle button or the scroll bars) and fit-to-window. Clicks go to the scene.
#pragma once

#include <QGraphicsView>
#include <QPointer>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSettings;
class QToolButton;

namespace xobos::ui {

class BoardScene;

class BoardView : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardView)

public:
    explicit BoardView(BoardScene *scene, QWidget *parent = nullptr);
    ~BoardView() override;

    BoardScene *boardScene() const { return m_scene; }
    // 1.0 = the whole board fits the window; larger is closer.
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);

    // Where a space is on the screen, for tests and tooltips.
    QPoint viewPosOfSpace(int space) const;

    // The legend of the board's marks and gestures, opened from its button in the
    // lower left corner (closed at first, so that it covers nothing unasked).
    void setLegendShown(bool shown);
    bool legendShown() const;
    QToolButton *legendButton() const { return m_legendButton; }
    QLabel *legend() const { return m_legend; }

    // A band across the view under the board, over the legend's strip (the combat's steps):
    // while `panel` is visible the board fits above it, so it covers no space. nullptr:
    // none. The view does not own it.
    void setPanel(QWidget *panel);
    QWidget *panel() const { return m_panel; }

    // The spaces' printed names: hidden, readable (at least kNamePixels high on the screen,
    // growing with the zoom) or larger. View > Space Names chooses (spaceNamesMenu()).
    enum class SpaceNames { Off, On, Larger };
    static constexpr double kNamePixels = 10;
    static constexpr double kLargerNamePixels = 13;
    SpaceNames spaceNames() const { return m_spaceNames; }
    void setSpaceNames(SpaceNames names);
    // The names' height on the screen now, in pixels (0 when hidden).
    double spaceNamePixelsOnScreen() const;
    // Off / On / Larger as three checkable actions, for the View menu.
    QMenu *spaceNamesMenu() const { return m_namesMenu; }
    // Reads the choice from `settings` ("view/spaceNames") and keeps it there at each
    // change; nullptr: not remembered (tests, screenshots).
    void setSettings(QSettings *settings);

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void applyZoom();
    void retranslateUi();
    void placeLegend();
    void applySpaceNames();

    BoardScene *m_scene = nullptr;
    double m_zoom = 1.0;
    bool m_panning = false;
    QPoint m_panStart;
    QWidget *m_strip = nullptr;
    QToolButton *m_legendButton = nullptr;
    QLabel *m_legend = nullptr;
    QPointer<QWidget> m_panel; // it may go first
    SpaceNames m_spaceNames = SpaceNames::On;
    QSettings *m_settings = nullptr;
    QMenu *m_namesMenu = nullptr;
    QActionGroup *m_namesGroup = nullptr;
    QAction *m_namesOff = nullptr;
    QAction *m_namesOn = nullptr;
    QAction *m_namesLarger = nullptr;
};

} // namespace xobos::ui
