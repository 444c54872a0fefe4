#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;
class QWidget;

namespace ap {

class ProjectDocument;

// Crash recovery for the open project (docs/saving.md). While the document has unsaved changes
// it is written every `interval` to a recovery file in the application data folder
// (QStandardPaths::AppDataLocation/recovery/session-<pid>.json), atomically and only when
// something changed since the last autosave. Saving the project, or closing AccelPlan
// normally, deletes the recovery file; after a crash it stays, and the next start offers it
// back (offerRecovery()). The project file itself is never touched by autosave.
class Autosave : public QObject {
    Q_OBJECT
public:
    explicit Autosave(ProjectDocument* document, QObject* parent = nullptr);
    ~Autosave() override; // a normal exit: the recovery file goes

    void setInterval(int milliseconds);
    int interval() const;
    QString recoveryPath() const { return m_path; }

    // Writes the recovery file now if the document has unsaved changes not yet autosaved.
    // Returns false (and sets `error`) when the write failed.
    bool saveNow(QString* error = nullptr);

    // A recovery file left by a session that is no longer running.
    struct Recovery {
        QString file;         // the recovery file
        QString originalPath; // the project's file when it crashed ("" for a new project)
        QString projectName;
        QDateTime savedAt;
        QByteArray project; // the project as JSON text
    };
    static QString recoveryFolder();
    // Newest first. Files that are not recovery files, or belong to a running AccelPlan, are
    // left out; unreadable ones too (they are never deleted without asking).
    static QList<Recovery> orphanedRecoveries();
    // Loads `r` into the document as unsaved changes to its original file (so Save writes
    // there, and closing asks first). On success the recovery file is deleted.
    bool restore(const Recovery& r, QString* error);
    // At start-up: asks whether to restore the newest orphaned recovery (Restore / Discard /
    // Keep for later). Returns true when one was restored.
    bool offerRecovery(QWidget* parent);

private:
    void documentChanged();
    void removeFile();

    ProjectDocument* m_document;
    QTimer* m_timer;
    QString m_path;
    bool m_dirty = false; // changed since the last autosave
};

} // namespace ap
