#include "common/text_file.h"

#include "common/input_error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace ap {

std::string readTextFile(const std::filesystem::path& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError(path.string(), {}, "is a directory, expected a file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path.string(), {},
                         std::string("cannot open for reading (") + std::strerror(errno) + ")");
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad())
        throw InputError(path.string(), {}, "read error");
    return ss.str();
}

void writeTextFileAtomically(const std::filesystem::path& path, std::string_view contents)
{
    std::filesystem::path tmp = path;
    tmp += ".tmp-accelplan";
    {
        std::FILE* f = std::fopen(tmp.c_str(), "wb");
        if (!f)
            throw InputError(path.string(), {},
                             std::string("cannot write (") + std::strerror(errno) + ")");
        const bool ok = std::fwrite(contents.data(), 1, contents.size(), f) == contents.size() &&
                        std::fflush(f) == 0;
        const int err = errno;
        if (std::fclose(f) != 0 || !ok) {
            std::remove(tmp.c_str());
            throw InputError(path.string(), {},
                             std::string("write failed (") + std::strerror(err) + ")");
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::remove(tmp.c_str());
        throw InputError(path.string(), {}, "cannot replace the file (" + ec.message() + ")");
    }
}

} // namespace ap
