#include "widgets/ProblemsDialog.h"

#include "widgets/ScreenFit.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace adj::ui {

ProblemsDialog::ProblemsDialog(const QString &summary, const Problems &problems, QWidget *parent)
    : QDialog(parent), m_text(new QPlainTextEdit)
{
    setWindowTitle(tr("Problems"));
    auto *label = new QLabel(summary);
    label->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("problems"));
    m_text->setAccessibleName(tr("Problems"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString(Lang::Translated);
    m_text->setPlainText(lines.join(QLatin1Char('\n')));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {720, 360});
}

QString ProblemsDialog::problemsText() const
{
    return m_text->toPlainText();
}

} // namespace adj::ui
