// libFuzzer target: see fuzz_entries.h and scripts/fuzz.sh.
#include "fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ap::fuzz::exportText(data, size);
    return 0;
}
