// Pieces the text-entry docks (orders, AP spends) share: the row above the
// editor and the editor with its list of problems below.
#pragma once

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QListView;
class QSplitter;
class QString;
class QWidget;

namespace adj::ui {

// [Import…] summary ........ [action]
QHBoxLayout *importRow(QAction *import, const QString &importText, QLabel *summary, QWidget *action);
// A combo box as narrow as a dock may be (a dozen letters), whatever the
// length of its items: a long nation or area name does not widen the panel.
void narrowComboBox(QComboBox *box);
// The editor above its problems list, which wraps and alternates rows.
QSplitter *editorOverProblems(QWidget *editor, QListView *problems, int editorStretch);

} // namespace adj::ui
