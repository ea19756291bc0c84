// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor (issue #6): a separate window that opens a board (a bundled one as a
// template, or a .json file), edits it with undo/redo on the shared BoardScene, lists the
// validator's problems live and saves to the user's boards folder (userboards.h).
//
// Tools: Select/Move (click, Ctrl+click, drag a space), Add Space (click an empty place),
// Lane (drag from a space to another; dragging along an existing lane deletes it) and
// Delete (click a space or lane; the Del key deletes the selection in any tool).
// Entry point: BoardEditorWindow::open(). boardSaved() tells the referee window (and its
// new-game wizard) that a board file was written. Its texts follow a change of language
// while it is open (QEvent::LanguageChange), like every window of the product.
#pragma once

#include "ui/boardeditor/editorscene.h"

#include <QMainWindow>
#include <QString>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QModelIndex;
class QTabWidget;
class QToolBar;
class QUndoStack;

namespace xobos::ui {

class BoardDocument;
class BoardInfoPanel;
class BoardView;
class ProblemsModel;
class QuarterPanel;
class SpacePanel;

class BoardEditorWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardEditorWindow)

public:
    explicit BoardEditorWindow(QWidget *parent = nullptr);
    ~BoardEditorWindow() override;

    // Creates a window that deletes itself on close, opens `file` (a new empty board when
    // empty) and shows it.
    static BoardEditorWindow *open(QWidget *parent = nullptr, const QString &file = {});

    void newBoard();
    bool newFromTemplate(const QString &bundledName); // a copy of a bundled board, not yet saved
    bool openFile(const QString &path); // an invalid but well-formed board opens too
    // Writes the board to `path` without asking (QSaveFile); false and errorString() on failure.
    bool saveTo(const QString &path);
    QString errorString() const { return m_error; }
    QString filePath() const { return m_path; }
    bool isModified() const;
    // Where Save As proposes to save; by default userBoardsFolder().
    void setBoardsFolder(const QString &folder) { m_boardsFolder = folder; }

    void setTool(EditorTool tool);
    QAction *toolAction(EditorTool tool) const;

    BoardDocument *document() const { return m_document; }
    QUndoStack *undoStack() const { return m_undoStack; }
    EditorScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    SpacePanel *spacePanel() const { return m_spacePanel; }
    BoardInfoPanel *boardPanel() const { return m_boardPanel; }
    QuarterPanel *quarterPanel() const { return m_quarterPanel; }
    QTabWidget *propertyTabs() const { return m_tabs; }
    ProblemsModel *problemsModel() const { return m_problems; }
    QListView *problemList() const { return m_problemList; }

    // Selects and centres the spaces of the problem in row `row` of the problem list.
    void showProblem(int row);

Q_SIGNALS:
    void boardSaved(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void retranslateUi();
    void updateUndoTexts();
    void updateProblemSummary();
    bool maybeSave();
    bool save();
    bool saveAs();
    bool confirmSaveWithProblems();
    void openDialog();
    void resetTo(const rules::Board &board, const QString &path);
    void deleteSelection();
    void onDocumentChanged();
    void onProblemsChanged();
    void onSelectionChanged();
    void addSpaceAt(QPointF pos);
    void toggleLane(int from, int to);
    void deleteItems(const QList<int> &spaces, int lane);
    void updateTitle();

    BoardDocument *m_document = nullptr;
    QUndoStack *m_undoStack = nullptr;
    EditorScene *m_scene = nullptr;
    BoardView *m_view = nullptr;
    SpacePanel *m_spacePanel = nullptr;
    BoardInfoPanel *m_boardPanel = nullptr;
    QuarterPanel *m_quarterPanel = nullptr;
    QTabWidget *m_tabs = nullptr;
    ProblemsModel *m_problems = nullptr;
    QListView *m_problemList = nullptr;
    QLabel *m_problemSummary = nullptr;
    QLabel *m_boardSummary = nullptr;
    QDockWidget *m_propertiesDock = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_templatesMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QActionGroup *m_tools = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QString m_path;
    QString m_boardsFolder;
    QString m_error;
};

} // namespace xobos::ui
