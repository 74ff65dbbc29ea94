// Finding the proofs folder without a compiled-in path (see proofs_folder.hpp).
#include "proofs/proofs_folder.hpp"

#include <cstdlib>
#include <vector>

#include "common/program_folder.hpp"
#include "proofs/lemma.hpp"

namespace gamecert::proofs {

namespace fs = std::filesystem;

std::vector<fs::path> proofs_folders_near(const fs::path& folder) {
  return {(folder / ".." / ".." / "proofs").lexically_normal(),
          (folder / ".." / "share" / "gamecert" / "proofs").lexically_normal()};
}

std::string locate_proofs_folder(const std::optional<std::string>& environment_value,
                                 const fs::path& program_folder) {
  std::error_code error;
  if (environment_value && !environment_value->empty()) {
    if (fs::is_directory(*environment_value, error)) return *environment_value;
    throw ObligationError("GAMECERT_PROOFS_DIR is " + *environment_value +
                          ", which is not a folder (unset it, or point it to the proofs/ folder)");
  }
  std::string tried;
  if (!program_folder.empty()) {
    for (const fs::path& candidate : proofs_folders_near(program_folder)) {
      if (fs::is_directory(candidate, error)) return candidate.string();
      tried += (tried.empty() ? "" : ", ") + candidate.string();
    }
  } else {
    tried = "nothing near the executable (its path is unknown)";
  }
  throw ObligationError("no proofs folder found: GAMECERT_PROOFS_DIR is not set and none of " + tried +
                        " is a folder; pass --dir FOLDER or set GAMECERT_PROOFS_DIR");
}

std::string locate_proofs_folder() {
  std::optional<std::string> environment_value;
  if (const char* value = std::getenv("GAMECERT_PROOFS_DIR")) environment_value = value;
  return locate_proofs_folder(environment_value, gamecert::program_folder());
}

}  // namespace gamecert::proofs
