#include "common/version.h"

namespace ap {

std::string versionString()
{
    return ACCELPLAN_VERSION;
}

} // namespace ap
