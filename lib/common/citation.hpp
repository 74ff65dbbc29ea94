// How `gamecert cite` puts a checked certificate into a paper: the claim
// read back from the certificate's header and said in words, for a BibTeX
// title and a one-sentence LaTeX statement (docs/citing.md). Only the words
// live here; whether the claim is true is for gamecert-check alone, and
// `gamecert cite` asks it before describing anything.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "common/certificate_writer.hpp"

namespace gamecert {

// The envelope's lines before `lines` (certs/FORMAT.md).
struct CertificateHeader {
  std::string game;
  std::string kind;
  CertificateParameters parameters;
  Claim claim;
  std::string printed_claim;  // "<game> <kind> <claim>", as gamecert-check prints it
};

// Throws std::invalid_argument when the text does not open like a certificate.
CertificateHeader read_certificate_header(std::string_view text);

struct ClaimInWords {
  std::string title;      // plain text: "Sim on K6: the first player (Red) loses in 15 plies"
  std::string statement;  // one LaTeX sentence, ending with a full stop
};

// Every kind gamecert writes has its words; an unknown kind throws
// std::invalid_argument. Each game says its own claims, in
// lib/<game>/citation.cpp; describe_claim only picks the game.
ClaimInWords describe_claim(const CertificateHeader& header);

// Adding a game (docs/adding-a-game.md), step 5 of 5: declare the game's
// describe_<game>_claim here, define it in lib/<game>/, and add its row to describe_claim.
ClaimInWords describe_sim_claim(const CertificateHeader& header);
ClaimInWords describe_subtraction_claim(const CertificateHeader& header);
ClaimInWords describe_wythoff_claim(const CertificateHeader& header);
ClaimInWords describe_sylver_claim(const CertificateHeader& header);

// What the games' sentences share. The claim field `key`; std::invalid_argument when absent.
std::string claim_field(const CertificateHeader& header, const std::string& key);
// "9, 11 and 26" from "9,11,26".
std::string spoken_list(std::string_view list);
// The pieces of `text` between `separator`s (an empty text is one empty piece).
std::vector<std::string_view> split_text(std::string_view text, char separator);

// "gamecert-" and the first 8 hex digits of the SHA-256: stable, and unique
// enough among the certificates one paper cites.
std::string citation_key(std::string_view sha256);

// Escapes the characters TeX treats specially (\ { } $ & # ^ _ % ~).
std::string latex_escape(std::string_view text);

// One checked certificate of a set: what the checker names after its OK
// line (the published theorems its claim rests on, and the certificates it
// names by SHA-256).
struct CheckedCertificate {
  std::string sha256, claim;
  std::vector<std::string> theorems, certificates;
};

// The cited certificate (the first of `checked`) and every certificate it
// rests on, through the premises of each, the cited one first.
std::vector<CheckedCertificate> cited_set(const std::vector<CheckedCertificate>& checked);

// Everything a citation says: `gamecert cite`'s JSON fields, and the BibTeX
// entry and LaTeX sentence made from them.
struct CitationRecord {
  std::string key, title, statement, claim, sha256;
  std::size_t bytes = 0;
  std::string version, commit, check_command, rests_on;
  std::vector<std::pair<std::string, std::string>> certificates;  // sha256, claim: what it rests on
  // sha256, path: the other certificates of the same claim in the manifests
  // beside the file (certs/MANIFEST, certs/MANIFEST.large), e.g. a keyed twin
  std::vector<std::pair<std::string, std::string>> same_claim;
};

// The other certificates of `claim` (hash not `sha256`) that the manifests
// of the nearest folder above `file` holding a MANIFEST list (certs/ in a
// checkout: MANIFEST and MANIFEST.large, lines "<sha256> <bytes> <path>
// <claim>"), as (sha256, path): a Sylver table's keyed twin, say.
std::vector<std::pair<std::string, std::string>> same_claim_beside(const std::string& file, const std::string& claim,
                                                                   const std::string& sha256);

// What a referee types in the folder holding `file` (a .gz file decompressed
// through a pipe; "-": a pipe from the certificate), then each dependency.
std::string citation_check_command(const std::string& file, const std::vector<std::string>& dependencies);

// The record of `text`, checked with the set `checked` (its own entry first).
CitationRecord citation_record(std::string_view text, const std::vector<CheckedCertificate>& checked,
                               std::string check_command, std::string version, std::string commit);
std::string citation_bibtex(const CitationRecord& record);
std::string citation_latex(const CitationRecord& record);  // one sentence, ending in a newline

}  // namespace gamecert
