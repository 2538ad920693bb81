#include "widgets/PanelParts.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSplitter>

namespace adj::ui {

QHBoxLayout *importRow(QAction *import, const QString &importText, QLabel *summary, QWidget *action)
{
    auto *button = new QPushButton(import->icon(), importText);
    button->setToolTip(import->toolTip());
    QObject::connect(button, &QPushButton::clicked, import, &QAction::trigger);
    summary->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addWidget(button);
    row->addWidget(summary, 1);
    row->addWidget(action);
    return row;
}

QSplitter *editorOverProblems(QWidget *editor, QListView *problems, int editorStretch)
{
    problems->setAlternatingRowColors(true);
    problems->setWordWrap(true);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(editor);
    split->addWidget(problems);
    split->setStretchFactor(0, editorStretch);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    return split;
}

void narrowComboBox(QComboBox *box)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
}

} // namespace adj::ui
