#include "report/ReportMail.h"

#include "language/Language.h"
#include "report/Html.h"

#include <QDir>

namespace adj {

namespace {

OutgoingMail mailTo(const Game &before, const Nation &n, const QString &subject, const QString &text, const QString &html)
{
    OutgoingMail m;
    m.from = gameModerator(before);
    m.to = {{n.player.isEmpty() ? n.name : n.player, n.email}};
    m.subject = gameSubject(before, subject);
    m.text = text;
    m.html = html;
    m.date = turnDate(before.turn);
    m.messageId = hashedMessageId("report\n" + before.name.toUtf8() + '\n' + QByteArray::number(before.turn) + '\n'
                                  + n.code.toUtf8() + '\n' + subject.toUtf8() + '\n' + text.toUtf8());
    return m;
}

// The pictures as the mail's HTML shows them ("cid:"), and as its parts.
QList<ReportPicture> shownByCid(QList<ReportPicture> pictures)
{
    for (ReportPicture &p : pictures)
        p.src = QStringLiteral("cid:") + QString::fromUtf8(pictureContentId(p.src));
    return pictures;
}

QList<Attachment> pictureParts(const QList<ReportPicture> &pictures, const QHash<QString, QByteArray> &png)
{
    QList<Attachment> parts;
    for (const ReportPicture &p : pictures)
        parts.append({p.src, "image/png", png.value(p.src)});
    return parts;
}

} // namespace

TurnReportMail turnReportMail(const Game &before, const Resolution &r, const TurnPictures &pictures)
{
    TurnReportMail out;
    const Language language = languageOf(before);  // the game's, not the window's
    const Lang lang = language.lang();
    const GameReportModel game = gameReportModel(before, r, lang);
    const QString gameText = gameReportText(game);
    const QString gameHtml = gameReportHtml(game, before, shownByCid(pictures.game));
    const QList<Attachment> gameParts = pictureParts(pictures.game, pictures.png);
    for (const Nation &n : before.nations) {
        if (n.email.isEmpty()) {
            out.withoutEmail.append(n.code);
            continue;
        }
        const NationReportModel report = nationReportModel(before, r, n.code, lang);
        const QString turn = QString::number(before.turn);
        const QString title = before.name.isEmpty() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Turn %1")).arg(turn)
                                                    : coreWord(lang, "%1, turn %2").arg(before.name, turn);
        const QList<ReportPicture> own = pictures.of(n.code);
        out.mails.append({n.code + QStringLiteral("-report.eml"), n.code, false,
                          mailTo(before, n, coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1: report for %2 %3")).arg(title, n.code, n.name),
                                 reportText(report), nationReportHtml(report, nationColour(before, n.code), shownByCid(own)))});
        out.mails.last().mail.pictures = pictureParts(own, pictures.png);
        out.mails.append({n.code + QStringLiteral("-game.eml"), n.code, true,
                          mailTo(before, n, coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1: game report")).arg(title), gameText, gameHtml)});
        out.mails.last().mail.pictures = gameParts;
    }
    return out;
}

QList<QPair<QString, QByteArray>> reportMailFiles(const QList<ReportMail> &mails, const QString &out)
{
    if (out.endsWith(QStringLiteral(".mbox"))) {
        QList<OutgoingMail> all;
        for (const ReportMail &m : mails)
            all.append(m.mail);
        return {{out, mboxOf(all)}};
    }
    QList<QPair<QString, QByteArray>> files;
    for (const ReportMail &m : mails)
        files.append({QDir(out).filePath(m.name), renderMail(m.mail)});
    return files;
}

} // namespace adj
