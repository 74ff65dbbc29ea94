#include "cli/error_report.hpp"

#include <filesystem>
#include <stdexcept>

#include "cli/commands.hpp"

namespace gamecert::cli {

ErrorReport error_report(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const UsageError& e) {
    return {std::string("gamecert: error: ") + e.what(), 2};
  } catch (const std::invalid_argument& e) {  // the library's word for bad input
    return {std::string("gamecert: error: ") + e.what(), 2};
  } catch (const LimitReached& e) {
    return {std::string("gamecert: limit reached: ") + e.what(), 1};
  } catch (const NotCovered& e) {
    return {std::string("gamecert: not covered: ") + e.what(), 1};
  } catch (const std::filesystem::filesystem_error& e) {
    return {"gamecert: error: " + e.path1().string() + ": " + e.code().message(), 2};
  } catch (const std::exception& e) {
    return {std::string("gamecert: failed: ") + e.what(), 1};
  }
}

}  // namespace gamecert::cli
