#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace ap {

// The desktop application beside this executable (/proc/self/exe's folder: /usr/bin when
// installed, build/<preset>/app in a build tree); empty when the process cannot tell.
std::filesystem::path guiExecutable();

// guiExecutable() when it is installed; else throws InputError naming `pdfPath` and the
// missing program (a headless build installs no GUI).
std::filesystem::path requireGuiExecutable(const std::string& pdfPath);

// Runs `accelplan --cli <cliArgs...>` (guiExecutable()) with QT_QPA_PLATFORM=offscreen unless
// set, copying its output to `out` and `err`; returns its exit code. accelplan-cli links no Qt,
// so `export --pdf` draws the PDF this way. Throws InputError naming `pdfPath` when the GUI is
// not installed (requireGuiExecutable) or cannot be started.
int renderPdfWithGui(const std::vector<std::string>& cliArgs, const std::string& pdfPath,
                     std::ostream& out, std::ostream& err);

} // namespace ap
