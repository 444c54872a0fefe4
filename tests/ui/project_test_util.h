#pragma once

// Helpers shared by the project tests: the bundled example and small files written on the fly.
#include "test_paths.h"
#include <QByteArray>
#include <QFile>
#include <QString>

namespace ap::test {

inline QString examplePath()
{
    return testSource("/data/examples/getting-started.accelplan");
}

inline bool writeFile(const QString& path, const QByteArray& contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Indices of the example's scenarios used by the tests.
inline constexpr int kA100Training = 0;
inline constexpr int kH200Inference = 3;

} // namespace ap::test
