#pragma once

#include "playbook/playbook.h"

#include <QString>

#include <memory>

namespace ap {

// Renders the playbook as an A4 PDF: a title page (project, date, tool version, price-book
// date), the table of contents with page numbers, one section per chapter, tables that break
// across pages with their header repeated, and the charts as vector graphics painted by the
// GUI's own chart classes (QCustomPlot::toPainter; no external renderer). Every page but the
// title carries its number. The PDF is drawn into memory and written by the project save's
// writer (saveFileAtomically): a failed export leaves an existing file untouched, and FIFOs,
// devices and foreign links in sticky folders are refused. Returns false and sets `error` (naming
// the file) on failure. Needs a QApplication (the charts are widgets, never shown).
//
// `text`: Translated (the GUI) shows the document's messages with messageText(): in the
// user's language, numbers in the locale's notation. English (the command line's
// `export --pdf`) prints their english(), the sentences the Markdown and CSV carry.
enum class PlaybookPdfText { Translated, English };
bool writePlaybookPdf(const Playbook& pb, const QString& path, QString* error,
                      PlaybookPdfText text = PlaybookPdfText::Translated);

// File > Export Playbook: builds the playbook of `project` with the command line's code path
// (buildPlaybook: evaluate, recommend, document) and writes it as a PDF, as Markdown when
// `path` ends in ".md", or as CSV tables when it ends in ".csv" (the scenario results in that
// file, the other tables beside it, as `export --csv FILE.csv`). Returns false and sets `error`
// on failure (the file is untouched).
bool exportPlaybookFile(const Project& project, const QString& projectPath, const DataContext& data,
                        const QString& path, QString* error);

// The two halves of exportPlaybookFile, so that the GUI builds off its thread. The build is
// safe on any thread: it runs each study's search (or takes the result of the same search just
// made in the Recommendation tab, recommend/recent_searches.h) and keeps the last document for
// the next export of the same inputs. The write renders charts (widgets): the GUI thread only.
struct PlaybookBuild {
    std::shared_ptr<const Playbook> playbook; // null on failure
    QString error;
};
PlaybookBuild buildPlaybookForExport(const Project& project, const QString& projectPath,
                                     const DataContext& data);
bool writePlaybookExport(const Playbook& pb, const QString& path, QString* error);

// Registers writePlaybookPdf as the core's PDF renderer (setPlaybookPdfRenderer), for the
// command line: the renderer creates an offscreen QApplication when the process has none and
// throws InputError naming the file on failure.
void installPlaybookPdfRenderer();

} // namespace ap
