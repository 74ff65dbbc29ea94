// Certifies one row of Sicherman's table, the Sylver Coinage position {m, n},
// and checks the certificate in this process with gamecert's independent
// checker before writing it.
//   sylver_certify_row 5 14 [FILE]
#include <gamecert/sylver.hpp>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: sylver_certify_row M N [FILE]\n";
    return 2;
  }
  try {
    const std::vector<std::int64_t> row{std::stoll(argv[1]), std::stoll(argv[2])};
    const gamecert::Certificate certificate = gamecert::sylver::certify(row);
    const gamecert::CheckVerdict verdict = gamecert::check_certificate(certificate.text);
    if (!verdict.accepted) {
      std::cerr << "rejected at line " << verdict.line << ": " << verdict.reason << "\n";
      return 1;
    }
    std::cout << "OK " << verdict.sha256 << " " << verdict.printed_claim << "\n";
    if (argc > 3) gamecert::write_certificate(certificate, argv[3]);
  } catch (const std::exception& e) {  // invalid_argument: a bad row; runtime_error: a limit or a write
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
}
