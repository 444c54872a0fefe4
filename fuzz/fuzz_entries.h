#pragma once
// One entry per reader of user-editable input. Each takes arbitrary bytes and may only fail
// with an InputError (a message naming the file and field): any other exception, a crash, a
// hang or a sanitizer report is a bug. Used by the libFuzzer targets (fuzz_*.cpp) and by
// tests/core/tst_fuzz_regressions.cpp, which replays every saved crash input.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ap::fuzz {

using Entry = void (*)(const std::uint8_t* data, std::size_t size);

void project(const std::uint8_t* data, std::size_t size);
void catalog(const std::uint8_t* data, std::size_t size);
void prices(const std::uint8_t* data, std::size_t size);
void sites(const std::uint8_t* data, std::size_t size);
void calibrationCsv(const std::uint8_t* data, std::size_t size);
void numberText(const std::uint8_t* data, std::size_t size);
void priceImport(const std::uint8_t* data, std::size_t size);
void exportText(const std::uint8_t* data, std::size_t size);

struct Target {
    const char* name;
    Entry entry;
};
// name: the folder of its seeds and saved crash inputs (fuzz/regressions/<name>/).
inline const std::vector<Target>& targets()
{
    static const std::vector<Target> all = {{"project", project},
                                            {"catalog", catalog},
                                            {"prices", prices},
                                            {"sites", sites},
                                            {"calibration_csv", calibrationCsv},
                                            {"number_text", numberText},
                                            {"price_import", priceImport},
                                            {"export_text", exportText}};
    return all;
}

} // namespace ap::fuzz
