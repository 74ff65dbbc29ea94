// Where `gamecert certify ... -o PATH` puts a certificate, and what it must
// never do: replace a device, FIFO or symbolic link with a plain file (a
// rename over /dev/null would break every later program that writes there),
// or solve for minutes before finding that the path cannot be written. The
// rules are those of docs/cli.md ("Output").
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "common/certificate_writer.hpp"
#include "run_command.hpp"

namespace fs = std::filesystem;
using gamecert::testing::gamecert_command;
using gamecert::testing::read_file;
using gamecert::testing::run;
using gamecert::testing::scratch_path;
using gamecert::testing::write_file;

namespace {

const std::string kSmallCertify = "certify sim value-table --board 4";

std::string quote(const std::string& path) { return "'" + path + "'"; }

// The checked size and hash of the small certificate, as the command reports them.
std::string small_certificate_text() {
  const auto result = run(gamecert_command(kSmallCertify + " -o -"));
  REQUIRE(result.status == 0);
  return result.out;
}

}  // namespace

// A private copy of a system device (same major and minor numbers) in the
// scratch folder, so that a writer that wrongly renames over its target
// replaces the copy, never the /dev/null every other program relies on.
// Making one needs root; without root a rename into /dev fails anyway, so
// the system device itself is safe to use.
static std::string device_for_test(const std::string& system_device) {
  struct stat info {};
  REQUIRE(::stat(system_device.c_str(), &info) == 0);
  const std::string copy = scratch_path("device-" + fs::path(system_device).filename().string());
  fs::remove(copy);
  if (::mknod(copy.c_str(), S_IFCHR | 0666, info.st_rdev) == 0) return copy;
  return system_device;
}

TEST_CASE("a null device stays a character device and the report is printed", "[output]") {
  const std::string device = device_for_test("/dev/null");
  const auto result = run(gamecert_command(kSmallCertify + " -o " + quote(device)));
  CHECK(result.status == 0);
  CHECK(result.out.find("\"file\": \"" + device + "\"") != std::string::npos);
  CHECK(fs::is_character_file(device));
}

TEST_CASE("a full device is written through: the run fails with the disk-full reason", "[output]") {
  if (!fs::is_character_file("/dev/full")) {
    WARN("no /dev/full on this system");
    return;
  }
  const std::string device = device_for_test("/dev/full");
  const auto result = run(gamecert_command(kSmallCertify + " -o " + quote(device)));
  CHECK(result.status == 1);
  CHECK(result.out.empty());
  CHECK(result.err.find("No space left on device") != std::string::npos);
  CHECK(fs::is_character_file(device));
}

TEST_CASE("-o - on a full standard output fails instead of reporting success", "[output]") {
  if (!fs::is_character_file("/dev/full")) {
    WARN("no /dev/full on this system");
    return;
  }
  const auto result = run(gamecert_command(kSmallCertify + " -o - >/dev/full"));
  CHECK(result.status == 1);
  CHECK(result.err.find("No space left on device") != std::string::npos);
}

TEST_CASE("a FIFO is written through to its reader and stays a FIFO", "[output]") {
  const std::string fifo = scratch_path("certificate.fifo");
  const std::string received = scratch_path("received-from-fifo.txt");
  fs::remove(fifo);
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const auto result = run("timeout 60 cat " + quote(fifo) + " >" + quote(received) + " & " +
                          gamecert_command(kSmallCertify + " -o " + quote(fifo)) + "; wait");
  CHECK(result.status == 0);
  CHECK(fs::is_fifo(fifo));
  CHECK(read_file(received) == small_certificate_text());
  fs::remove(fifo);
}

TEST_CASE("a symbolic link is followed: its target is written, the link stays", "[output]") {
  const std::string target = scratch_path("link-target.txt");
  const std::string link = scratch_path("link-to-target.txt");
  write_file(target, "old contents\n");
  fs::remove(link);
  fs::create_symlink(target, link);
  const auto result = run(gamecert_command(kSmallCertify + " -o " + quote(link)));
  CHECK(result.status == 0);
  CHECK(fs::is_symlink(link));
  CHECK(fs::read_symlink(link) == target);
  CHECK(read_file(target) == small_certificate_text());

  SECTION("a link to a null device leaves both the link and the device alone") {
    const std::string device = device_for_test("/dev/null");
    const std::string device_link = scratch_path("link-to-null");
    fs::remove(device_link);
    fs::create_symlink(device, device_link);
    CHECK(run(gamecert_command(kSmallCertify + " -o " + quote(device_link))).status == 0);
    CHECK(fs::is_symlink(device_link));
    CHECK(fs::is_character_file(device));
  }
  SECTION("a link to nothing is refused before solving, and nothing is created") {
    const std::string dangling = scratch_path("dangling-link");
    const std::string missing = scratch_path("missing-target.txt");
    fs::remove(dangling);
    fs::create_symlink(missing, dangling);
    const auto refused = run(gamecert_command(kSmallCertify + " -o " + quote(dangling)));
    CHECK(refused.status == 2);
    CHECK(refused.err.find("symbolic link to a missing file") != std::string::npos);
    CHECK_FALSE(fs::exists(missing));
  }
}

TEST_CASE("a regular file is replaced atomically and no temporary file is left", "[output]") {
  const std::string file = scratch_path("replaced.txt");
  write_file(file, "an older certificate\n");
  CHECK(run(gamecert_command(kSmallCertify + " -o " + quote(file))).status == 0);
  CHECK(read_file(file) == small_certificate_text());
  for (const auto& entry : fs::directory_iterator(gamecert::testing::scratch_folder()))
    CHECK(entry.path().filename().string().find(".tmp.") == std::string::npos);
}

TEST_CASE("a path that cannot be written is a usage error before any solving", "[output]") {
  // --max-states 1 stops this Sylver search at once with status 1 ("limit
  // reached"); a path refused with status 2 shows the path came first.
  const std::string sylver = "certify sylver 5 14 --max-states 1";
  const std::string missing_folder = scratch_path("no-such-folder") + "/x.txt";
  SECTION("a missing folder") {
    const auto result = run(gamecert_command(sylver + " -o " + quote(missing_folder)));
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("does not exist") != std::string::npos);
    CHECK(result.err.find(missing_folder) != std::string::npos);
    CHECK(result.err.find("limit reached") == std::string::npos);
  }
  SECTION("a folder") {
    const auto result = run(gamecert_command(sylver + " -o " + quote(scratch_path(""))));
    CHECK(result.status == 2);
    CHECK(result.err.find("it is a folder") != std::string::npos);
  }
  SECTION("a path through a plain file") {
    const std::string plain = scratch_path("plain-file.txt");
    write_file(plain, "x\n");
    const auto result = run(gamecert_command(sylver + " -o " + quote(plain + "/x.txt")));
    CHECK(result.status == 2);
    CHECK(result.err.find("is not a folder") != std::string::npos);
  }
  SECTION("an empty path") {
    const auto result = run(gamecert_command(sylver + " -o ''"));
    CHECK(result.status == 2);
    CHECK(result.err.find("the output path is empty") != std::string::npos);
    CHECK(result.err.find("filesystem") == std::string::npos);
  }
}

TEST_CASE("every certify command checks its output path first", "[output]") {
  const std::vector<std::string> commands = {
      "certify sim value-table --board 3",
      "certify sim strategy",
      "certify sim rules-strategy",
      "certify sim rules-failure --rules 12",
      "certify sim plus-value-table --board 3",
      "certify subtraction --set 1,2",
      "certify wythoff --bound 10",
      "certify sylver 2 3",
  };
  const std::string missing_folder = scratch_path("no-such-folder") + "/x.txt";
  for (const std::string& command : commands) {
    INFO(command);
    const auto result = run(gamecert_command(command + " -o " + quote(missing_folder)));
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("does not exist") != std::string::npos);
  }
}

TEST_CASE("check_output_path accepts new files, devices and standard output", "[output]") {
  CHECK_NOTHROW(gamecert::check_output_path("-"));
  CHECK_NOTHROW(gamecert::check_output_path("/dev/null"));
  CHECK_NOTHROW(gamecert::check_output_path(scratch_path("new-file.txt")));
  CHECK_THROWS_AS(gamecert::check_output_path(""), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::check_output_path(scratch_path("")), std::invalid_argument);
}
