#include "project/calibration_reference.h"

#include <system_error>

namespace ap {

std::string calibrationReference(const std::filesystem::path& projectFile,
                                 const std::filesystem::path& calibrationFile)
{
    std::error_code ec;
    const std::filesystem::path file = std::filesystem::absolute(calibrationFile, ec);
    if (ec)
        return calibrationFile.generic_string();
    if (projectFile.empty())
        return file.generic_string();
    const std::filesystem::path folder =
        std::filesystem::absolute(projectFile, ec).lexically_normal().parent_path();
    if (ec || folder.root_name() != file.root_name())
        return file.generic_string();
    const std::filesystem::path relative = file.lexically_normal().lexically_relative(folder);
    return relative.empty() ? file.generic_string() : relative.generic_string();
}

std::filesystem::path calibrationFileBeside(const std::filesystem::path& projectFile)
{
    const std::filesystem::path folder = projectFile.parent_path();
    const std::string stem = projectFile.stem().string();
    for (int n = 1;; ++n) {
        const std::filesystem::path candidate =
            folder /
            (stem + ".calibration" + (n == 1 ? std::string() : "-" + std::to_string(n)) + ".json");
        std::error_code ec;
        if (!std::filesystem::exists(candidate, ec))
            return candidate;
    }
}

} // namespace ap
