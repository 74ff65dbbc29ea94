// The version string a citation of library results carries.
#include "gamecert/certificate.hpp"
#include "gamecert_commit.hpp"

namespace gamecert {

std::string version() { return std::string(GAMECERT_VERSION) + " (commit " + GAMECERT_COMMIT + ")"; }

}  // namespace gamecert
