#include "project/autosave.h"

#include "document/project_document.h"
#include "document/save_file.h"
#include "format/message_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cerrno>
#include <exception>

#include <csignal>
#include <unistd.h>

namespace ap {

namespace {

constexpr int kDefaultIntervalMs = 30 * 1000;
const char* kFormat = "accelplan-recovery";

bool processRunning(qint64 pid)
{
    if (pid <= 0)
        return false;
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

} // namespace

Autosave::Autosave(ProjectDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
{
    m_path =
        QDir(recoveryFolder())
            .filePath(QStringLiteral("session-%1.json").arg(QCoreApplication::applicationPid()));
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    m_timer->start();
    connect(m_document, &ProjectDocument::contentChanged, this, &Autosave::documentChanged);
    connect(m_document, &ProjectDocument::filePathChanged, this, &Autosave::documentChanged);
    connect(m_document, &ProjectDocument::modifiedChanged, this, [this](bool modified) {
        // Saved (or everything undone): nothing left to recover.
        if (!modified)
            removeFile();
        else
            m_dirty = true;
    });
}

Autosave::~Autosave()
{
    removeFile();
}

void Autosave::setInterval(int milliseconds)
{
    m_timer->setInterval(std::max(100, milliseconds));
}

int Autosave::interval() const
{
    return m_timer->interval();
}

QString Autosave::recoveryFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

void Autosave::documentChanged()
{
    m_dirty = true;
}

void Autosave::removeFile()
{
    m_dirty = false;
    QFile::remove(m_path);
}

bool Autosave::saveNow(QString* error)
{
    if (!m_document->isModified() || !m_dirty)
        return true;
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    o.insert(QStringLiteral("original_path"), m_document->filePath());
    o.insert(QStringLiteral("project_name"), m_document->displayName());
    o.insert(QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    // The project as the file would hold it, embedded as text so it reads back through the
    // one project loader with all its checks.
    o.insert(QStringLiteral("project"), QString::fromUtf8(m_document->serialized()));
    QDir().mkpath(recoveryFolder());
    QString err;
    if (!saveFileAtomically(m_path, QJsonDocument(o).toJson(), &err, false)) {
        if (error)
            *error = err;
        return false;
    }
    m_dirty = false;
    return true;
}

QList<Autosave::Recovery> Autosave::orphanedRecoveries()
{
    QList<Recovery> out;
    const QDir dir(recoveryFolder());
    for (const QFileInfo& info :
         dir.entryInfoList({QStringLiteral("session-*.json")}, QDir::Files, QDir::Time)) {
        QFile f(info.filePath());
        if (info.size() > (64 << 20) || !f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
            continue;
        const qint64 pid = o.value(QStringLiteral("pid")).toInteger();
        if (pid == QCoreApplication::applicationPid() || processRunning(pid))
            continue;
        Recovery r;
        r.file = info.filePath();
        r.originalPath = o.value(QStringLiteral("original_path")).toString();
        r.projectName = o.value(QStringLiteral("project_name")).toString();
        r.savedAt =
            QDateTime::fromString(o.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
        r.project = o.value(QStringLiteral("project")).toString().toUtf8();
        out.push_back(r);
    }
    return out;
}

bool Autosave::restore(const Recovery& r, QString* error)
{
    try {
        Project p =
            loadProjectText(std::string_view(r.project.constData(), size_t(r.project.size())),
                            QDir::toNativeSeparators(r.file).toStdString());
        m_document->setProject(std::move(p), r.originalPath);
        m_document->setOriginalText(std::string(r.project.constData(), size_t(r.project.size())));
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return false;
    }
    // Unsaved changes to the original file: Save writes there, closing asks first.
    m_document->undoStack()->resetClean();
    QFile::remove(r.file);
    m_dirty = true;
    saveNow();
    return true;
}

bool Autosave::offerRecovery(QWidget* parent)
{
    const QList<Recovery> found = orphanedRecoveries();
    if (found.isEmpty())
        return false;
    const Recovery& r = found.front();
    QMessageBox box(
        QMessageBox::Question, tr("Recover Unsaved Changes"),
        tr("AccelPlan did not close normally. Unsaved changes to \"%1\" were saved "
           "at %2. Restore them?")
            .arg(r.projectName.isEmpty() ? QFileInfo(r.originalPath).fileName() : r.projectName,
                 QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, parent);
    box.setInformativeText(
        r.originalPath.isEmpty()
            ? tr("The project had never been saved.")
            : tr("Project file: %1").arg(QDir::toNativeSeparators(r.originalPath)));
    QPushButton* restoreButton = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("Keep for Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restoreButton);
    box.exec();
    if (box.clickedButton() == discardButton) {
        QFile::remove(r.file);
        return false;
    }
    if (box.clickedButton() != restoreButton)
        return false;
    QString error;
    if (!restore(r, &error)) {
        QMessageBox::warning(parent, tr("Recover Unsaved Changes"),
                             tr("The recovered project could not be read: %1").arg(error));
        return false;
    }
    return true;
}

} // namespace ap
