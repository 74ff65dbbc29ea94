// The Sim certificates that `sim strategy-move` and `sim table-line` read:
// each read and hashed once, so the server keeps one in memory and answers
// every position from it.
#pragma once
#include <string>

#include "sim/board.hpp"
#include "sim/strategy_lookup.hpp"
#include "sim/value_table_lookup.hpp"

namespace gamecert::cli {

// A sim certificate of one kind; UsageError for an unreadable file, another
// kind, or a claim without board=.
struct SimCertificateFile {
  SimCertificateFile(const std::string& file_name, const std::string& kind);
  std::string file, text;
  sim::Board board;
  std::string sha256;
};

struct SimStrategy : SimCertificateFile {
  explicit SimStrategy(const std::string& file_name)
      : SimCertificateFile(file_name, "strategy"), book(board, text) {}
  sim::StrategyBook book;
};

struct SimValueTable : SimCertificateFile {
  explicit SimValueTable(const std::string& file_name)
      : SimCertificateFile(file_name, "value-table"), book(board, text) {}
  sim::ValueTableBook book;
};

}  // namespace gamecert::cli
