#include "common/program_folder.hpp"

namespace gamecert {

std::filesystem::path program_folder() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : self.parent_path();
}

}  // namespace gamecert
