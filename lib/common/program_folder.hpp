// Where the running program is installed. No build or install path is
// compiled in, so a build or an installed copy keeps working wherever it is
// moved: gamecert finds gamecert-check, the certificates and the proofs
// relative to its own folder.
#pragma once
#include <filesystem>

namespace gamecert {

// The folder holding the running executable (read from /proc/self/exe);
// empty when it cannot be read.
std::filesystem::path program_folder();

}  // namespace gamecert
