// Help > Manual: the user manual (docs/manual/*.md, bundled under
// :/manual/manual/ with its pictures) in a QTextBrowser that renders the
// Markdown; the pages listed on the left, and a search field that finds a word
// on every page: the list keeps the pages that hold it, and the first hit on
// the page shown is selected. A picture wider than the browser is scaled down
// to its width.
// The manual speaks the window's language: under the German translation the
// pages of docs/manual/de/ (:/manual/manual/de/), each page not yet translated
// in English; otherwise the English pages.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace adj::ui {

class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);

    // Shows a page by its file name ("index.md", "replay.md").
    void openPage(const QString &page);
    // Finds `text` on every page (case-insensitive); shows the first page that
    // holds it with the hit selected. Returns the pages that hold it.
    QStringList search(const QString &text);
    // The page shown, by its file name.
    QString currentPage() const;

    QTextBrowser *browser() const { return m_browser; }
    QLineEdit *searchField() const { return m_search; }
    QListWidget *pageList() const { return m_pages; }

    // The manual's pages in reading order: file name and title (its first
    // heading), in the manual's language.
    static QList<QPair<QString, QString>> pages();
    // Reads the manual from a folder laid out as docs/manual/ (the pages,
    // de/ with their translations) instead of the one bundled into the
    // program: for a test of a manual whose translation lacks a page. An
    // empty name: the bundled manual again.
    static void setFolder(const QString &dir);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitImages();
    void findNext();
    void showPages(const QStringList &files);
    void selectPage(const QString &page);

    QLineEdit *m_search;
    QLabel *m_found;
    QListWidget *m_pages;
    QTextBrowser *m_browser;
    QString m_word;  // what the search finds
};

} // namespace adj::ui
