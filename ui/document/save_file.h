#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace ap {

// Every file AccelPlan writes goes through here: the bytes land in a temporary file next to
// `path` that replaces it only once everything was written and flushed. A failed write, a
// missing folder or a full disk leaves the old file exactly as it was. A symbolic link is
// written through; FIFOs, devices and hard-linked files are refused; permissions and owner are
// kept; the previous contents stay in PATH~ unless `keepBackup` is false (docs/saving.md).
// Returns false and sets `error` (naming the file) on failure.
bool saveFileAtomically(const QString& path, const QByteArray& contents, QString* error,
                        bool keepBackup = true);

// Writes all of `contents` to an open device; false when the device takes less. Separate so
// tests can inject a device that fails after a few bytes.
bool writeAll(QIODevice& device, const QByteArray& contents);

} // namespace ap
