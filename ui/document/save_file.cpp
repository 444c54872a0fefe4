#include "document/save_file.h"

#include "common/input_error.h"
#include "common/text_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <string_view>

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

bool saveFileAtomically(const QString& path, const QByteArray& contents, QString* error,
                        bool keepBackup)
{
    const QString shown = QDir::toNativeSeparators(path);
    // One writer for the CLI and the GUI (core/common/text_file): symlinks written through,
    // non-regular and hard-linked targets refused, permissions and owner kept, PATH~ backup,
    // and a temporary file renamed over the target only once everything is on disk.
    try {
        const QByteArray native = QFile::encodeName(path);
        writeTextFileAtomically(std::string(native.constData(), size_t(native.size())),
                                std::string_view(contents.constData(), size_t(contents.size())),
                                keepBackup);
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = QCoreApplication::translate("ap::SaveFile", "Could not write %1: %2")
                         .arg(shown, QString::fromStdString(e.message()));
        return false;
    }
}

} // namespace ap
