// Where `gamecert prove` finds the committed obligations when no --dir is
// given. No source path is compiled in, so a build or an installed copy keeps
// working wherever it is moved: the folder is found from the environment or
// next to the running executable, in this order:
//   1. $GAMECERT_PROOFS_DIR, when set and not empty (then it must be a folder);
//   2. <executable's folder>/../../proofs, the source tree's proofs/ seen from
//      a build folder inside it (build/cli/gamecert);
//   3. <executable's folder>/../share/gamecert/proofs, where `cmake --install`
//      puts it (bin/gamecert beside share/gamecert/proofs).
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gamecert::proofs {

// The candidates 2 and 3 for an executable in `folder`, in search order.
std::vector<std::filesystem::path> proofs_folders_near(const std::filesystem::path& folder);

// The first folder of the search order that exists, given the value of
// $GAMECERT_PROOFS_DIR (nullopt: unset) and the executable's folder (empty:
// unknown). Throws ObligationError naming every place tried.
std::string locate_proofs_folder(const std::optional<std::string>& environment_value,
                                 const std::filesystem::path& program_folder);

// The same for this process: its environment and its program_folder().
std::string locate_proofs_folder();

}  // namespace gamecert::proofs
