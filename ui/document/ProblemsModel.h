// Every problem of the game's inputs in one list the views share: the game
// file as opened, the orders text (the document's checked orders), the AP
// spends, the players' mail as read. Each source is replaced whole when it is
// read or checked again. The Orders and AP Ledger docks show their source
// (forSource), the status line counts, a view of the whole list shows all.
#pragma once

#include "io/Problem.h"

#include <QAbstractListModel>
#include <QSortFilterProxyModel>
#include <array>

namespace adj::ui {

class ProblemsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class Source { GameFile, Orders, ApSpends, Mail };
    enum Role { SourceRole = Qt::UserRole + 1, LineRole, ErrorRole };

    explicit ProblemsModel(QObject *parent = nullptr);

    // Puts `problems` in place of the source's.
    void setProblems(Source source, const Problems &problems);
    const Problems &problems(Source source) const { return m_problems[int(source)]; }
    // The source's problems alone, as a model of their own (owned by `parent`).
    QSortFilterProxyModel *forSource(Source source, QObject *parent);

    // "line 3: unknown area "QQQ"", or the file where a problem has no line.
    static QString text(const Problem &p);
    static QString sourceName(Source source);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    // The row of a source's first problem.
    int firstRow(Source source) const;
    std::array<Problems, 4> m_problems;
};

} // namespace adj::ui
