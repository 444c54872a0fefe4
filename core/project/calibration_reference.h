#pragma once
// Where a project's own calibration goes and how the project file names it (issue #27): the
// one rule behind `accelplan-cli calibrate --apply PROJECT` and the GUI's calibrate dialog
// ("Use for this project").

#include <filesystem>
#include <string>

namespace ap {

// The `calibration` value a project file at `projectFile` stores for the calibration file
// `calibrationFile`: its path relative to the project's folder (the reader resolves it there;
// the two move together), or the absolute path where the project has no file yet (empty
// `projectFile`) or lies on another root.
std::string calibrationReference(const std::filesystem::path& projectFile,
                                 const std::filesystem::path& calibrationFile);

// A new file beside the project for its own calibration that overwrites nothing:
// "<stem>.calibration.json", else "<stem>.calibration-2.json", "-3", ...
std::filesystem::path calibrationFileBeside(const std::filesystem::path& projectFile);

} // namespace ap
