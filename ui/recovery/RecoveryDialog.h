// The offer after a crash: each recovery copy left by a program that ended
// without saving (RecoveryKeeper), with its game, file, turn, unsaved steps
// and when it was last written. Recover takes the one selected up in the
// window; Discard removes it, once the moderator confirms; Later keeps every
// copy for the next start.
#pragma once

#include "recovery/Recovery.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace adj::ui {

class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    // `changed`: for each copy, whether its game file has another game now
    // (it then opens as a copy); the same length as `copies`.
    RecoveryDialog(const QList<RecoveryInfo> &copies, const QList<bool> &changed, QWidget *parent = nullptr);

    // The copy to recover, once the dialog is accepted.
    std::optional<RecoveryInfo> chosen() const { return m_chosen; }
    QTreeWidget *list() const { return m_list; }

private:
    void showSelected();
    void discardSelected();
    int selected() const;

    QList<RecoveryInfo> m_copies;
    QList<bool> m_changed;
    QTreeWidget *m_list;
    QLabel *m_note;
    QPushButton *m_recover, *m_discard;
    std::optional<RecoveryInfo> m_chosen;
};

} // namespace adj::ui
