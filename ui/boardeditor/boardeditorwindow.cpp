// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/boardeditorwindow.h"

#include "xobos/io/boardio.h"
#include "ui/boardeditor/boarddocument.h"
#include "ui/boardeditor/boardinfopanel.h"
#include "ui/boardeditor/boardopendialog.h"
#include "ui/boardeditor/editcommands.h"
#include "ui/boardeditor/problemsmodel.h"
#include "ui/boardeditor/quarterpanel.h"
#include "ui/boardeditor/spacepanel.h"
#include "ui/boardeditor/userboards.h"
#include "ui/board/boardview.h"
#include "ui/shell/logging.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace xobos::ui {

namespace {

// A file name from the board's name: letters, digits and dashes only.
QString fileNameFor(const QString &name)
{
    QString base;
    for (const QChar c : name.trimmed().toLower()) {
        if (c.isLetterOrNumber())
            base += c;
        else if (!base.endsWith(QLatin1Char('-')))
            base += QLatin1Char('-');
    }
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    return (base.isEmpty() ? QStringLiteral("board") : base) + QStringLiteral(".json");
}

} // namespace

BoardEditorWindow::BoardEditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new BoardDocument(this))
    , m_undoStack(new QUndoStack(this))
    , m_scene(new EditorScene(this))
    , m_boardsFolder(userBoardsFolder())
{
    setObjectName(QStringLiteral("boardEditorWindow"));
    m_scene->setQuarterColours(BoardScene::defaultColours());
    m_view = new BoardView(m_scene, this);
    setCentralWidget(m_view);
    m_problems = new ProblemsModel(this);

    createDocks();
    createActions();

    connect(m_document, &BoardDocument::boardChanged, this, &BoardEditorWindow::onDocumentChanged);
    connect(m_document, &BoardDocument::problemsChanged, this, &BoardEditorWindow::onProblemsChanged);
    connect(m_scene, &EditorScene::selectionChanged, this, &BoardEditorWindow::onSelectionChanged);
    connect(m_scene, &EditorScene::addSpaceRequested, this, &BoardEditorWindow::addSpaceAt);
    connect(m_scene, &EditorScene::moveSpaceRequested, this, [this](int space, QPointF pos, int gesture) {
        m_undoStack->push(new MoveSpaceCommand(m_document, space, pos, gesture));
    });
    connect(m_scene, &EditorScene::laneDragged, this, &BoardEditorWindow::toggleLane);
    connect(m_scene, &EditorScene::deleteRequested, this, &BoardEditorWindow::deleteItems);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &BoardEditorWindow::updateTitle);

    m_boardSummary = new QLabel(this);
    statusBar()->addPermanentWidget(m_boardSummary);
    resize(1280, 820);
    retranslateUi();
    newBoard();
}

BoardEditorWindow::~BoardEditorWindow()
{
    // The undo stack is a child: QObject would delete it after this class is gone, and its
    // destructor clears the stack and emits cleanChanged into updateTitle(). Disconnect first.
    m_undoStack->disconnect(this);
}

BoardEditorWindow *BoardEditorWindow::open(QWidget *parent, const QString &file)
{
    auto *window = new BoardEditorWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show(); // first, so that a file that cannot be opened is explained in a message box
    if (!file.isEmpty())
        window->openFile(file);
    return window;
}

void BoardEditorWindow::createDocks()
{
    m_spacePanel = new SpacePanel(m_document, m_undoStack, this);
    m_boardPanel = new BoardInfoPanel(m_document, m_undoStack, this);
    m_quarterPanel = new QuarterPanel(m_document, m_undoStack, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("propertyTabs"));
    m_tabs->addTab(m_spacePanel, QString());
    m_tabs->addTab(m_quarterPanel, QString());
    m_tabs->addTab(m_boardPanel, QString());
    m_propertiesDock = new QDockWidget(this);
    m_propertiesDock->setObjectName(QStringLiteral("propertiesDock"));
    m_propertiesDock->setWidget(m_tabs);
    m_propertiesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);

    auto *problemsBox = new QWidget(this);
    m_problemSummary = new QLabel(problemsBox);
    m_problemSummary->setWordWrap(true);
    m_problemList = new QListView(problemsBox);
    m_problemList->setObjectName(QStringLiteral("problemList"));
    m_problemList->setModel(m_problems);
    m_problemList->setWordWrap(true);
    m_problemList->setUniformItemSizes(false);
    m_problemList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(problemsBox);
    layout->addWidget(m_problemSummary);
    layout->addWidget(m_problemList, 1);
    m_problemsDock = new QDockWidget(this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setWidget(problemsBox);
    m_problemsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_problemsDock);
    resizeDocks({m_propertiesDock}, {380}, Qt::Horizontal);

    connect(m_problemList, &QListView::clicked, this, [this](const QModelIndex &index) { showProblem(index.row()); });
    connect(m_problemList, &QListView::activated, this, [this](const QModelIndex &index) { showProblem(index.row()); });
}

// The actions and menus get their texts in retranslateUi().
void BoardEditorWindow::createActions()
{
    const auto icon = [this](QStyle::StandardPixmap pixmap) { return style()->standardIcon(pixmap); };
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("editorFileMenu"));
    m_newAction = m_fileMenu->addAction(icon(QStyle::SP_FileIcon), QString(), this, [this] {
        if (maybeSave())
            newBoard();
    });
    m_newAction->setShortcut(QKeySequence::New);
    m_templatesMenu = m_fileMenu->addMenu(QString());
    const QStringList bundled = io::bundledBoardNames();
    for (const QString &name : bundled) {
        m_templatesMenu->addAction(name, this, [this, name] {
            if (maybeSave())
                newFromTemplate(name);
        });
    }
    m_openAction = m_fileMenu->addAction(icon(QStyle::SP_DialogOpenButton), QString(), this,
                                         &BoardEditorWindow::openDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(icon(QStyle::SP_DialogSaveButton), QString(), this, &BoardEditorWindow::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, &BoardEditorWindow::saveAs);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_closeAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_closeAction->setShortcut(QKeySequence::Close);

    m_editMenu = menuBar()->addMenu(QString());
    // Own undo and redo actions rather than QUndoStack::createUndoAction(), whose prefix
    // ("&Undo") is fixed when it is created and would not follow a change of language.
    m_undoAction = new QAction(icon(QStyle::SP_ArrowBack), QString(), this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(m_undoStack->canUndo());
    connect(m_undoAction, &QAction::triggered, m_undoStack, &QUndoStack::undo);
    m_redoAction = new QAction(icon(QStyle::SP_ArrowForward), QString(), this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(m_undoStack->canRedo());
    connect(m_redoAction, &QAction::triggered, m_undoStack, &QUndoStack::redo);
    // With this window as the context: the destructor cuts these before the stack goes.
    connect(m_undoStack, &QUndoStack::canUndoChanged, this, [this](bool can) { m_undoAction->setEnabled(can); });
    connect(m_undoStack, &QUndoStack::canRedoChanged, this, [this](bool can) { m_redoAction->setEnabled(can); });
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, &BoardEditorWindow::updateUndoTexts);
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, &BoardEditorWindow::updateUndoTexts);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_deleteAction = m_editMenu->addAction(QString(), this, &BoardEditorWindow::deleteSelection);
    m_deleteAction->setObjectName(QStringLiteral("deleteSelection"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setEnabled(false);

    m_toolsMenu = menuBar()->addMenu(QString());
    m_tools = new QActionGroup(this);
    const std::pair<EditorTool, const char *> toolKeys[] = {
        {EditorTool::Select, "S"}, {EditorTool::AddSpace, "A"}, {EditorTool::Lane, "L"}, {EditorTool::Delete, "E"}};
    for (const auto &[tool, key] : toolKeys) {
        QAction *action = m_toolsMenu->addAction(QString());
        action->setCheckable(true);
        action->setShortcut(QKeySequence(QString::fromLatin1(key)));
        action->setData(static_cast<int>(tool));
        m_tools->addAction(action);
        connect(action, &QAction::triggered, this, [this, tool = tool] { setTool(tool); });
    }
    m_tools->actions().constFirst()->setChecked(true);

    m_viewMenu = menuBar()->addMenu(QString());
    m_fitAction = m_viewMenu->addAction(QString(), m_view, &BoardView::fitToWindow);
    m_fitAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+0")));
    m_zoomInAction = m_viewMenu->addAction(QString(), m_view, &BoardView::zoomIn);
    m_zoomInAction->setShortcut(QKeySequence::ZoomIn);
    m_zoomOutAction = m_viewMenu->addAction(QString(), m_view, &BoardView::zoomOut);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("editorToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_newAction);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addSeparator();
    m_toolBar->addActions(m_tools->actions());
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_fitAction);
}

void BoardEditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

// Every text of the window. The panels retranslate themselves on the same event; the
// texts of edits already on the undo stack stay in the language they were made in.
void BoardEditorWindow::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(m_spacePanel), tr("Space"));
    m_tabs->setTabText(m_tabs->indexOf(m_quarterPanel), tr("Quarters"));
    m_tabs->setTabText(m_tabs->indexOf(m_boardPanel), tr("Board"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_problemsDock->setWindowTitle(tr("Problems"));

    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Board"));
    m_templatesMenu->setTitle(tr("New from &Template"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_closeAction->setText(tr("&Close"));
    m_editMenu->setTitle(tr("&Edit"));
    updateUndoTexts();
    m_deleteAction->setText(tr("&Delete Selection"));
    m_toolsMenu->setTitle(tr("&Tools"));
    for (QAction *action : m_tools->actions()) {
        QString text;
        QString tip;
        switch (static_cast<EditorTool>(action->data().toInt())) {
        case EditorTool::Select:
            text = tr("Se&lect");
            tip = tr("Select spaces and lanes, drag spaces to move them");
            break;
        case EditorTool::AddSpace:
            text = tr("&Add Space");
            tip = tr("Click an empty place to add a space");
            break;
        case EditorTool::Lane:
            text = tr("La&ne");
            tip = tr("Drag from one space to another to add a lane, or along a lane to delete it");
            break;
        case EditorTool::Delete:
            text = tr("&Erase");
            tip = tr("Click a space or a lane to delete it");
            break;
        }
        action->setText(text);
        action->setToolTip(tip);
        action->setStatusTip(tip);
    }
    m_viewMenu->setTitle(tr("&View"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_toolBar->setWindowTitle(tr("Editor"));

    // The texts built from the board: the space tooltips of the scene, the summaries, the
    // title and the problem sentences.
    onDocumentChanged();
    updateProblemSummary();
    m_problems->retranslate();
}

// "&Undo Add space a1": the same text QUndoStack's own actions show for a prefix.
void BoardEditorWindow::updateUndoTexts()
{
    const auto prefixed = [](const QString &prefix, const QString &text) {
        return text.isEmpty() ? prefix : prefix + QLatin1Char(' ') + text;
    };
    m_undoAction->setText(prefixed(tr("&Undo"), m_undoStack->undoText()));
    m_redoAction->setText(prefixed(tr("&Redo"), m_undoStack->redoText()));
}

void BoardEditorWindow::setTool(EditorTool tool)
{
    m_scene->setTool(tool);
    if (QAction *action = toolAction(tool))
        action->setChecked(true);
    m_view->viewport()->setCursor(tool == EditorTool::AddSpace ? Qt::CrossCursor : Qt::ArrowCursor);
}

QAction *BoardEditorWindow::toolAction(EditorTool tool) const
{
    const auto actions = m_tools->actions();
    for (QAction *action : actions) {
        if (action->data().toInt() == static_cast<int>(tool))
            return action;
    }
    return nullptr;
}

bool BoardEditorWindow::isModified() const
{
    return !m_undoStack->isClean();
}

void BoardEditorWindow::resetTo(const rules::Board &board, const QString &path)
{
    m_scene->setSelection({});
    m_undoStack->clear();
    m_document->setBoard(board);
    m_undoStack->setClean();
    m_path = path;
    updateTitle();
    m_view->fitToWindow();
}

void BoardEditorWindow::newBoard()
{
    rules::Board board;
    board.name = tr("New board").toStdString();
    board.version = "1";
    resetTo(board, {});
}

bool BoardEditorWindow::newFromTemplate(const QString &bundledName)
{
    const io::BoardLoadResult result = io::loadBundledBoard(bundledName);
    if (!result.parsedBoard)
        return false;
    rules::Board board = *result.parsedBoard;
    board.name = tr("%1 (copy)").arg(QString::fromStdString(board.name)).toStdString();
    resetTo(board, {});
    return true;
}

bool BoardEditorWindow::openFile(const QString &path)
{
    const io::BoardLoadResult result = io::loadBoardFile(path);
    if (!result.parsedBoard) {
        m_error = result.messages().join(QLatin1Char('\n'));
        qCWarning(lcUi) << "board editor: cannot open" << path << m_error;
        if (isVisible()) {
            QMessageBox box(QMessageBox::Warning, tr("Open Board"),
                            tr("%1 is not a board file that can be edited.").arg(QDir::toNativeSeparators(path)),
                            QMessageBox::Ok, this);
            box.setDetailedText(m_error);
            box.exec();
        }
        return false;
    }
    resetTo(*result.parsedBoard, path);
    return true;
}

void BoardEditorWindow::openDialog()
{
    if (!maybeSave())
        return;
    // The bundled boards first: correcting the reconstruction starts from one of them.
    BoardOpenDialog dialog(m_boardsFolder, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.bundledName().isEmpty())
        newFromTemplate(dialog.bundledName());
    else if (!dialog.filePath().isEmpty())
        openFile(dialog.filePath());
}

bool BoardEditorWindow::saveTo(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(io::saveBoard(m_document->board())) < 0 || !file.commit()) {
        m_error = file.errorString();
        qCWarning(lcUi) << "board editor: cannot save" << path << m_error;
        return false;
    }
    m_path = path;
    m_undoStack->setClean();
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    Q_EMIT boardSaved(path);
    return true;
}

bool BoardEditorWindow::confirmSaveWithProblems()
{
    if (m_document->isPlayable())
        return true;
    const int count = static_cast<int>(m_document->problems().size());
    const auto answer = QMessageBox::warning(
        this, tr("Save Board"),
        tr("This board has problems (%1). You can save it to keep working on it later, but it "
           "cannot be played until every problem is fixed.")
            .arg(count),
        QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Save;
}

bool BoardEditorWindow::save()
{
    if (m_path.isEmpty())
        return saveAs();
    if (!confirmSaveWithProblems())
        return false;
    if (saveTo(m_path))
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Save Board"),
        tr("The board could not be saved to %1:\n%2\n\nSave it under another name?")
            .arg(QDir::toNativeSeparators(m_path), m_error),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    return answer == QMessageBox::Yes && saveAs();
}

bool BoardEditorWindow::saveAs()
{
    if (!confirmSaveWithProblems())
        return false;
    QDir().mkpath(m_boardsFolder);
    const QString proposal = m_path.isEmpty()
        ? m_boardsFolder + QLatin1Char('/') + fileNameFor(QString::fromStdString(m_document->board().name))
        : m_path;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Board As"), proposal, tr("Board files (*.json)"));
    if (path.isEmpty())
        return false;
    if (saveTo(path))
        return true;
    QMessageBox::critical(this, tr("Save Board"),
                          tr("The board could not be saved to %1:\n%2").arg(QDir::toNativeSeparators(path), m_error));
    return false;
}

bool BoardEditorWindow::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Board Editor"), tr("The board has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void BoardEditorWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void BoardEditorWindow::updateTitle()
{
    const QString name = QString::fromStdString(m_document->board().name);
    const QString where = m_path.isEmpty() ? tr("not saved yet") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1 (%2)[*] — Board Editor").arg(name.isEmpty() ? tr("Untitled") : name, where));
    setWindowModified(isModified());
}

void BoardEditorWindow::onDocumentChanged()
{
    m_scene->showBoard(m_document->board());
    const rules::Board &board = m_document->board();
    m_boardSummary->setText(tr("Spaces: %1 · Lanes: %2 · Quarters: %3")
                                .arg(board.spaces.size())
                                .arg(board.lanes.size())
                                .arg(board.quarters.size()));
    updateTitle();
}

void BoardEditorWindow::onProblemsChanged()
{
    m_problems->setProblems(m_document->problems());
    m_scene->setProblemSpaces({});
    updateProblemSummary();
}

void BoardEditorWindow::updateProblemSummary()
{
    const int count = m_problems->rowCount();
    m_problemSummary->setText(count == 0 ? tr("No problems: the board can be played.")
                                         : tr("Problems: %1. The board cannot be played until they are fixed; "
                                              "click one to see the place.")
                                               .arg(count));
}

void BoardEditorWindow::onSelectionChanged()
{
    const QList<int> spaces = m_scene->selectedSpaces();
    m_spacePanel->setSpaces(spaces);
    m_quarterPanel->setSelectedSpaces(spaces);
    m_deleteAction->setEnabled(!spaces.isEmpty() || m_scene->selectedLane() >= 0);
}

void BoardEditorWindow::showProblem(int row)
{
    if (row < 0 || row >= m_problems->rowCount())
        return;
    const rules::BoardProblem &problem = m_problems->problem(row);
    const QList<int> spaces(problem.spaces.begin(), problem.spaces.end());
    m_scene->setSelection(spaces);
    m_scene->setProblemSpaces(spaces);
    if (!spaces.isEmpty()) {
        QRectF area;
        for (int s : spaces) {
            const QPointF c = m_scene->spaceCentre(s);
            area |= QRectF(c.x() - BoardScene::kSpaceRadius, c.y() - BoardScene::kSpaceRadius,
                           2 * BoardScene::kSpaceRadius, 2 * BoardScene::kSpaceRadius);
        }
        m_view->centerOn(area.center());
        m_tabs->setCurrentWidget(m_spacePanel);
    }
    if (problem.quarter != rules::kNoQuarter) {
        m_quarterPanel->setCurrentQuarter(problem.quarter);
        if (spaces.isEmpty())
            m_tabs->setCurrentWidget(m_quarterPanel);
    }
}

void BoardEditorWindow::addSpaceAt(QPointF pos)
{
    rules::Space space;
    space.id = m_document->unusedSpaceId().toStdString();
    space.x = pos.x();
    space.y = pos.y();
    m_undoStack->push(new AddSpaceCommand(m_document, space));
    m_scene->setSelection({m_document->spaceCount() - 1});
}

void BoardEditorWindow::toggleLane(int from, int to)
{
    if (const int lane = m_document->laneIndex(from, to); lane >= 0) {
        m_scene->setSelection({});
        m_undoStack->push(new DeleteLaneCommand(m_document, lane));
    } else {
        m_undoStack->push(new AddLaneCommand(m_document, from, to));
    }
}

void BoardEditorWindow::deleteItems(const QList<int> &spaces, int lane)
{
    // The selection names indices that the deletion renumbers: drop it first.
    m_scene->setSelection({});
    if (!spaces.isEmpty())
        m_undoStack->push(new DeleteSpacesCommand(m_document, spaces));
    else if (lane >= 0)
        m_undoStack->push(new DeleteLaneCommand(m_document, lane));
}

void BoardEditorWindow::deleteSelection()
{
    deleteItems(m_scene->selectedSpaces(), m_scene->selectedLane());
}

} // namespace xobos::ui
