// The text inside a gzip file, for `gamecert cite` of the committed
// certificates that are stored compressed (certs/sylver/table/*.txt.gz):
// their MANIFEST hash is that of the text inside, and that text is what the
// checker reads and the citation names.
#pragma once
#include <string>

namespace gamecert::cli {

inline bool is_gzip_name(const std::string& file) { return file.size() > 3 && file.ends_with(".gz"); }

// Every member of the gzip stream `bytes` decompressed; UsageError naming
// `file` when it is not gzip or is cut short.
std::string gunzip(const std::string& bytes, const std::string& file);

}  // namespace gamecert::cli
