#include "project/save_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace ap {

bool writeAll(QIODevice& device, const QByteArray& contents)
{
    qint64 written = 0;
    while (written < contents.size()) {
        const qint64 n = device.write(contents.constData() + written, contents.size() - written);
        if (n <= 0)
            return false;
        written += n;
    }
    return true;
}

bool saveFileAtomically(const QString& path, const QByteArray& contents, QString* error)
{
    QSaveFile file(path);
    const QString shown = QDir::toNativeSeparators(path);
    // Unbuffered: with Qt 6.4's buffering, a write error that only shows when close() flushes
    // the buffer (disk full, file size limit) is not seen by commit(), which then renames a
    // truncated file over the old one (seen with RLIMIT_FSIZE in tst_project_document).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = QCoreApplication::translate("ap::SaveFile", "Could not write %1: %2")
                         .arg(shown, file.errorString());
        return false;
    }
    if (!writeAll(file, contents) || file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        if (error)
            *error = QCoreApplication::translate("ap::SaveFile", "Could not write %1: %2")
                         .arg(shown, reason);
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QCoreApplication::translate("ap::SaveFile", "Could not save %1: %2")
                         .arg(shown, file.errorString());
        return false;
    }
    return true;
}

} // namespace ap
