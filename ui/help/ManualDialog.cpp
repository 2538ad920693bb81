#include "help/ManualDialog.h"

#include "widgets/ScreenFit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace adj::ui {

namespace {

// The folder the manual is read from: the one bundled into the program, or
// one that ManualDialog::setFolder names.
QString &manualDir()
{
    static QString dir;
    if (dir.isEmpty())
        dir = QStringLiteral(":/manual/manual/");
    return dir;
}

constexpr int FileRole = Qt::UserRole;

// A file of the manual as the browser's address.
QUrl fileUrl(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc") + path) : QUrl::fromLocalFile(path);
}

// The manual's language: the window's. The window speaks a translation when
// its strings come out translated (the dialog's title stands for them all);
// that translation was loaded for the locale (window/Translations), so the
// locale's languages pick the manual's folder (manual/de/). English, the
// pages of manual/ themselves, otherwise.
QString manualLanguage()
{
    if (ManualDialog::tr("Adjutant Manual") == u"Adjutant Manual")
        return {};
    for (const QString &name : QLocale().uiLanguages()) {
        const QString language = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
        if (QFile::exists(manualDir() + language + QStringLiteral("/index.md")))
            return language;
    }
    return {};
}

// A page's file in the manual's language, or the English page when it has
// no translation yet.
QString pagePath(const QString &file)
{
    const QString language = manualLanguage();
    const QString translated = manualDir() + language + QLatin1Char('/') + file;
    if (!language.isEmpty() && QFile::exists(translated))
        return translated;
    return manualDir() + file;
}

QString pageText(const QString &file)
{
    QFile f(pagePath(file));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The browser of the manual: a link to a page, or a page set as its source,
// goes to the page in the manual's language, or to the English one when it
// has no translation (whose links to the pictures hold from there).
class ManualBrowser : public QTextBrowser
{
protected:
    void doSetSource(const QUrl &url, QTextDocument::ResourceType type) override
    {
        const QUrl page = source().resolved(url);
        const QString folder = fileUrl(manualDir()).path();
        if (page.scheme() == fileUrl(manualDir()).scheme() && page.path().startsWith(folder) && page.path().endsWith(u".md")) {
            QUrl there = fileUrl(pagePath(page.fileName()));
            there.setFragment(page.fragment());
            QTextBrowser::doSetSource(there, type);
        } else {
            QTextBrowser::doSetSource(url, type);
        }
    }
};

// The page's title: its first line without the leading "# ".
QString pageTitle(const QString &file)
{
    const QString first = pageText(file).section(QLatin1Char('\n'), 0, 0);
    return first.startsWith(u"# ") ? first.mid(2).trimmed() : file;
}

// The pages in reading order: the contents page first, then those it links to.
QStringList pageFiles()
{
    QStringList files{QStringLiteral("index.md")};
    static const QRegularExpression link(QStringLiteral(R"(\]\(([a-z-]+\.md)\))"));
    for (auto it = link.globalMatch(pageText(files.constFirst())); it.hasNext();) {
        const QString file = it.next().captured(1);
        if (!files.contains(file))
            files.append(file);
    }
    return files;
}

// A picture's size as its file gives it (the document holds an image or the file's bytes).
QSizeF naturalSize(QTextDocument *doc, const QString &name)
{
    const QVariant resource = doc->resource(QTextDocument::ImageResource, QUrl(name));
    const QImage image = resource.typeId() == QMetaType::QByteArray ? QImage::fromData(resource.toByteArray())
                                                                     : resource.value<QImage>();  // QImage or QPixmap
    return image.size();
}

} // namespace

void ManualDialog::setFolder(const QString &dir)
{
    if (dir.isEmpty())
        manualDir() = QStringLiteral(":/manual/manual/");
    else
        manualDir() = dir.endsWith(QLatin1Char('/')) ? dir : dir + QLatin1Char('/');
}

QList<QPair<QString, QString>> ManualDialog::pages()
{
    QList<QPair<QString, QString>> list;
    for (const QString &file : pageFiles())
        list.append({file, pageTitle(file)});
    return list;
}

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent)
    , m_search(new QLineEdit)
    , m_found(new QLabel)
    , m_pages(new QListWidget)
    , m_browser(new ManualBrowser)
{
    setWindowTitle(tr("Adjutant Manual"));
    m_search->setPlaceholderText(tr("Search the manual"));
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("manualSearch"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setAccessibleName(tr("Manual page"));
    m_pages->setObjectName(QStringLiteral("manualPages"));
    m_pages->setAccessibleName(tr("Pages of the manual"));
    // A long title wraps onto a second line, never cut.
    m_pages->setWordWrap(true);
    m_pages->setTextElideMode(Qt::ElideNone);
    m_pages->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pages->setResizeMode(QListView::Adjust);

    auto *label = new QLabel(tr("&Search:"));
    label->setBuddy(m_search);
    auto *top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_search, 1);
    top->addWidget(m_found);
    auto *splitter = new QSplitter;
    splitter->addWidget(m_pages);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({270, 690});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    // Enter belongs to the search field (find next) and the page list: the
    // dialog would otherwise make Close its default button and close on it.
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {960, 720});

    showPages(pageFiles());
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) { search(text); });
    connect(m_search, &QLineEdit::returnPressed, this, &ManualDialog::findNext);
    connect(m_pages, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { openPage(item->data(FileRole).toString()); });
    connect(m_pages, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { openPage(item->data(FileRole).toString()); });
    // The signal's address: source() may still give the page before.
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this](const QUrl &url) {
        selectPage(url.fileName());
        fitImages();
    });
    m_browser->viewport()->installEventFilter(this);
    openPage(QStringLiteral("index.md"));
}

void ManualDialog::openPage(const QString &page)
{
    if (page != currentPage())
        m_browser->setSource(fileUrl(pagePath(page)), QTextDocument::MarkdownResource);
}

QString ManualDialog::currentPage() const
{
    return m_browser->source().fileName();
}

QStringList ManualDialog::search(const QString &text)
{
    const QString word = text.simplified();
    m_word = word;
    QStringList found;
    for (const QString &file : pageFiles())  // a line break in the page is a space
        if (word.isEmpty() || pageText(file).simplified().contains(word, Qt::CaseInsensitive))
            found.append(file);
    showPages(found);
    if (word.isEmpty()) {
        m_found->clear();
        return found;
    }
    m_found->setText(found.isEmpty() ? tr("Not found") : tr("On %n page(s)", nullptr, int(found.size())));
    if (found.isEmpty()) {
        QTextCursor cursor = m_browser->textCursor();
        cursor.clearSelection();
        m_browser->setTextCursor(cursor);
        return found;
    }
    if (!found.contains(currentPage()))
        openPage(found.constFirst());
    m_browser->moveCursor(QTextCursor::Start);
    findNext();
    return found;
}

bool ManualDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::Resize)
        fitImages();
    return QDialog::eventFilter(watched, event);
}

// Each picture at its own size, or at the browser's width when it is wider.
void ManualDialog::fitImages()
{
    QTextDocument *doc = m_browser->document();
    const qreal room = qMax(100.0, m_browser->viewport()->width() - 2 * doc->documentMargin() - 8);
    struct Fit { int position, length; QTextImageFormat format; };
    QList<Fit> fits;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (!f.charFormat().isImageFormat())
                continue;
            QTextImageFormat image = f.charFormat().toImageFormat();
            const QSizeF natural = naturalSize(doc, image.name());
            if (natural.isEmpty())
                continue;
            const qreal width = qMin(natural.width(), room);
            if (qFuzzyCompare(image.width(), width))
                continue;
            image.setWidth(width);
            image.setHeight(natural.height() * width / natural.width());
            fits.append({f.position(), f.length(), image});
        }
    QTextCursor cursor(doc);
    for (const Fit &fit : fits) {
        cursor.setPosition(fit.position);
        cursor.setPosition(fit.position + fit.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(fit.format);
    }
}

// The next hit of the search on the page shown, from the top again after the last.
void ManualDialog::findNext()
{
    if (m_word.isEmpty())
        return;
    if (!m_browser->find(m_word)) {
        m_browser->moveCursor(QTextCursor::Start);
        m_browser->find(m_word);
    }
}

// Lists the pages whose files are given.
void ManualDialog::showPages(const QStringList &files)
{
    m_pages->clear();
    for (const auto &[file, title] : pages()) {
        if (!files.contains(file))
            continue;
        auto *item = new QListWidgetItem(title, m_pages);
        item->setData(FileRole, file);
    }
    selectPage(currentPage());
}

// Selects a page in the list (when it is listed).
void ManualDialog::selectPage(const QString &page)
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (m_pages->item(i)->data(FileRole).toString() == page)
            m_pages->setCurrentRow(i);
}

} // namespace adj::ui
