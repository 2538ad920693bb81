// A resolved turn's reports as files (docs/formats.md `resolve --reports`; the
// window's Export Reports): XXX.txt and XXX.html per nation, in the game's
// nation order, and game.html. The window adds the PDFs and the pictures.
#pragma once

#include "report/Html.h"
#include "rules/Resolver.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

class QDir;

namespace adj {

// (path in `dir`, bytes). `pictures`: those the reports show, written
// beside them (XXX.html shows its nation's, game.html the game's).
QList<QPair<QString, QByteArray>> reportFiles(const Game &before, const Resolution &resolution, const QDir &dir,
                                              const TurnPictures &pictures = {});

} // namespace adj
