// The bytes of a file of the source tree's tests/data (testSourceStd), for the suites that parse
// sample files themselves.
#pragma once

#include "test_paths.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

inline std::string testDataFile(const std::string& relative)
{
    std::ifstream in(testSourceStd("/tests/data/" + relative), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The lines of `text` (split at '\n'; a final newline gives an empty last line).
inline std::vector<std::string> textLines(const std::string& text)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == '\n') {
            out.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

// Lines of `a` and `b` outside their longest common subsequence: what `diff` would show (a
// line changed in place counts twice, once removed and once added).
inline int changedLines(const std::string& a, const std::string& b)
{
    const auto x = textLines(a), y = textLines(b);
    std::vector<std::vector<int>> lcs(x.size() + 1, std::vector<int>(y.size() + 1, 0));
    for (size_t i = x.size(); i-- > 0;)
        for (size_t j = y.size(); j-- > 0;)
            lcs[i][j] =
                x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    return int(x.size() + y.size()) - 2 * lcs[0][0];
}
