// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardview.h"

#include "ui/board/boardscene.h"

#include <QActionGroup>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSettings>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace xobos::ui {

namespace {
constexpr double kMinZoom = 0.5;
constexpr double kMaxZoom = 6.0;
constexpr double kStep = 1.25;

const auto kNamesKey = QLatin1String("view/spaceNames");

QString namesValue(BoardView::SpaceNames names)
{
    switch (names) {
    case BoardView::SpaceNames::Off: return QStringLiteral("off");
    case BoardView::SpaceNames::On: return QStringLiteral("on");
    case BoardView::SpaceNames::Larger: return QStringLiteral("larger");
    }
    return QStringLiteral("on");
}
} // namespace

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("boardView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // The legend's button sits in a strip under the board, not over it: every corner of
    // the board has a space and its name.
    m_strip = new QWidget(this);
    m_strip->setObjectName(QStringLiteral("legendStrip"));
    m_strip->setAttribute(Qt::WA_StyledBackground);
    m_strip->setStyleSheet(QStringLiteral("#legendStrip { background: %1; }").arg(scene->backgroundBrush().color().name()));
    m_legendButton = new QToolButton(m_strip);
    m_legendButton->setObjectName(QStringLiteral("legendButton"));
    m_legendButton->setCheckable(true);
    m_legend = new QLabel(viewport());
    m_legend->setObjectName(QStringLiteral("legend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setAutoFillBackground(true);
    m_legend->setMargin(8);
    m_legend->hide();
    connect(m_legendButton, &QToolButton::toggled, this, &BoardView::setLegendShown);
    m_namesMenu = new QMenu(this);
    m_namesMenu->setObjectName(QStringLiteral("spaceNamesMenu"));
    m_namesGroup = new QActionGroup(this);
    const auto addNames = [this](const char *name, SpaceNames names) {
        QAction *a = m_namesMenu->addAction(QString());
        a->setObjectName(QLatin1String(name));
        a->setCheckable(true);
        a->setChecked(names == m_spaceNames);
        m_namesGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, names] { setSpaceNames(names); });
        return a;
    };
    m_namesOff = addNames("spaceNamesOff", SpaceNames::Off);
    m_namesOn = addNames("spaceNamesOn", SpaceNames::On);
    m_namesLarger = addNames("spaceNamesLarger", SpaceNames::Larger);
    retranslateUi();
}

void BoardView::setSettings(QSettings *settings)
{
    m_settings = nullptr; // reading the choice does not write it back
    if (settings) {
        const QString value = settings->value(kNamesKey, namesValue(SpaceNames::On)).toString();
        setSpaceNames(value == namesValue(SpaceNames::Off)      ? SpaceNames::Off
                          : value == namesValue(SpaceNames::Larger) ? SpaceNames::Larger
                                                                    : SpaceNames::On);
    }
    m_settings = settings;
}

void BoardView::setSpaceNames(SpaceNames names)
{
    if (names != m_spaceNames) {
        m_spaceNames = names;
        applySpaceNames();
        if (m_settings)
            m_settings->setValue(kNamesKey, namesValue(names));
    }
    (names == SpaceNames::Off ? m_namesOff : names == SpaceNames::On ? m_namesOn : m_namesLarger)->setChecked(true);
}

double BoardView::spaceNamePixelsOnScreen() const
{
    if (!m_scene->spaceLabelsShown())
        return 0;
    return m_scene->spaceLabelPixels() * transform().m22();
}

void BoardView::applySpaceNames()
{
    // In scene units the names grow with the zoom; when the whole board is small (a
    // 1366x768 window) they stay at least kNamePixels high on the screen.
    const double scale = transform().m22();
    const bool larger = m_spaceNames == SpaceNames::Larger;
    const double base = larger ? BoardScene::kLabelPixels * 1.3 : BoardScene::kLabelPixels;
    const double onScreen = larger ? kLargerNamePixels : kNamePixels;
    const auto sized = [scale](double least, double readable) {
        const double pixels = scale > 0 ? std::max(least, readable / scale) : least;
        // Rounded up to a quarter pixel: a window resized by a few pixels lays no name out again.
        return std::ceil(pixels * 4) / 4;
    };
    // A larger name with no room for it on a small board is laid at the readable size.
    m_scene->setSpaceLabels(m_spaceNames != SpaceNames::Off, sized(base, onScreen),
                            sized(BoardScene::kLabelPixels, kNamePixels));
}

void BoardView::setLegendShown(bool shown)
{
    m_legendButton->setChecked(shown);
    m_legend->setVisible(shown);
    placeLegend();
}

bool BoardView::legendShown() const
{
    return m_legend->isVisible();
}

void BoardView::setPanel(QWidget *panel)
{
    if (m_panel)
        m_panel->removeEventFilter(this);
    m_panel = panel;
    if (m_panel)
        m_panel->installEventFilter(this);
    placeLegend();
}

bool BoardView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel
        && (event->type() == QEvent::Show || event->type() == QEvent::Hide || event->type() == QEvent::LayoutRequest))
        placeLegend();
    return QGraphicsView::eventFilter(watched, event);
}

void BoardView::placeLegend()
{
    const int margin = 4;
    m_legendButton->adjustSize();
    const int strip = m_legendButton->height() + 2 * margin;
    int band = 0;
    if (m_panel && m_panel->isVisibleTo(this)) {
        band = m_panel->hasHeightForWidth() ? m_panel->heightForWidth(width()) : m_panel->sizeHint().height();
        band = std::min(band, height() / 2);
        m_panel->setGeometry(0, height() - strip - band, width(), band);
    }
    if (viewportMargins().bottom() != strip + band) {
        setViewportMargins(0, 0, 0, strip + band);
        applyZoom();
    }
    // The strip in the board's colour: it reads as the board's lower edge.
    m_strip->setGeometry(0, height() - strip, width(), strip);
    m_legendButton->move(2 * margin, margin);
    m_legend->adjustSize();
    m_legend->move(2 * margin, std::max(0, viewport()->height() - m_legend->height() - 2 * margin));
}

void BoardView::retranslateUi()
{
    m_legendButton->setText(tr("Legend"));
    m_legendButton->setToolTip(tr("What the marks on the board mean"));
    // The symbols are drawn in the board's own colours (ui/board/boardscene.cpp).
    const auto row = [](const QString &symbol, const QString &text) {
        return QStringLiteral("<tr><td align=\"center\" style=\"padding-right:8px\">%1</td><td>%2</td></tr>").arg(symbol, text);
    };
    QString html = QStringLiteral("<table>");
    html += row(QStringLiteral("<span style=\"font-size:large\">&#9676;</span>"), tr("Where the chosen unit may go (dashed white)"));
    html += row(QStringLiteral("<span style=\"font-size:large\">&#9675;</span>"), tr("The chosen unit (white ring)"));
    html += row(QStringLiteral("<b>3</b>"), tr("A Guardian and his number, in his player's colour"));
    html += row(QStringLiteral("<b>3</b><sup>&#10003;</sup>"), tr("A tick in a white badge: the Guardian moved this round"));
    html += row(QStringLiteral("&#9679;<sub>2</sub>"), tr("Quarks, with their number"));
    html += row(QStringLiteral("<b>M E T W R</b>"), tr("Mine, Energy Well, Technology Building, Watchtower, Reactor; a dashed box: a construction"));
    html += row(QStringLiteral("<b>&#10230;</b>"), tr("An attack; two heads and a disc: a battle (counterattack)"));
    html += row(QStringLiteral("<span style=\"color:#9fae2a\">&#9638;</span>"), tr("Irradiated space"));
    html += row(QStringLiteral("<span style=\"color:#7b3fd6\">&#10038;</span>"), tr("Energy Source"));
    html += QStringLiteral("</table><p>%1</p>")
                .arg(tr("Drag a unit onto a space to move it (or click it, then the space). Shift: the Quarks; "
                        "Alt: seize the Building; right-drag: attack."));
    m_legend->setText(html);
    m_namesMenu->setTitle(tr("Space &Names"));
    m_namesOff->setText(tr("&Off"));
    m_namesOn->setText(tr("O&n"));
    m_namesLarger->setText(tr("&Larger"));
    m_namesMenu->menuAction()->setStatusTip(tr("The printed names of the spaces on the board"));
    m_legend->setWordWrap(true);
    m_legend->setFixedWidth(360);
    placeLegend();
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGraphicsView::changeEvent(event);
}

BoardView::~BoardView() = default;

void BoardView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyZoom();
    Q_EMIT zoomChanged(m_zoom);
}

void BoardView::applyZoom()
{
    // Zoom 1 fits the scene into the viewport; other zooms scale from there, so the
    // board stays the same size relative to the window whatever the screen's DPI.
    const QRectF scene = sceneRect();
    const QSize port = viewport()->size();
    if (scene.isEmpty() || port.isEmpty())
        return;
    const double fit = std::min(port.width() / scene.width(), port.height() / scene.height());
    setTransform(QTransform::fromScale(fit * m_zoom, fit * m_zoom));
    applySpaceNames();
}

void BoardView::zoomIn()
{
    setZoom(m_zoom * kStep);
}

void BoardView::zoomOut()
{
    setZoom(m_zoom / kStep);
}

void BoardView::fitToWindow()
{
    setZoom(1.0);
    centerOn(sceneRect().center());
}

QPoint BoardView::viewPosOfSpace(int space) const
{
    return mapFromScene(m_scene->spaceCentre(space));
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        setZoom(m_zoom * std::pow(kStep, steps));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    applyZoom();
    placeLegend();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panStart = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panStart;
        m_panStart = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace xobos::ui
