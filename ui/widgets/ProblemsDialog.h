// Lists every problem found in a file (errors and warnings, file:line: field:
// message), so the moderator can fix them all in one go.
#pragma once

#include "io/Problem.h"

#include <QDialog>

class QPlainTextEdit;

namespace adj::ui {

class ProblemsDialog : public QDialog
{
    Q_OBJECT
public:
    ProblemsDialog(const QString &summary, const Problems &problems, QWidget *parent = nullptr);

    QString problemsText() const;

private:
    QPlainTextEdit *m_text;
};

} // namespace adj::ui
