#include "cli/gzip_text.hpp"

#include <zlib.h>

#include <limits>

#include "cli/commands.hpp"

namespace gamecert::cli {

std::string gunzip(const std::string& bytes, const std::string& file) {
  if (bytes.size() > std::numeric_limits<uInt>::max())
    throw UsageError("'" + file + "' is larger than 4 GiB; decompress it and give the text");
  z_stream stream{};
  // 16 + MAX_WBITS: the gzip wrapper, not zlib's.
  if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK) throw std::runtime_error("cannot start zlib");
  std::string text;
  char buffer[1 << 16];
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  stream.avail_in = static_cast<uInt>(bytes.size());
  int status = Z_OK;
  for (;;) {
    stream.next_out = reinterpret_cast<Bytef*>(buffer);
    stream.avail_out = sizeof buffer;
    status = inflate(&stream, Z_NO_FLUSH);
    text.append(buffer, sizeof buffer - stream.avail_out);
    if (status == Z_STREAM_END) {
      if (stream.avail_in == 0) break;
      inflateReset(&stream);  // gzip -dc reads a file of several members as one text
      continue;
    }
    if (status != Z_OK) break;
  }
  const std::string problem = stream.msg ? stream.msg : "it ends early";
  inflateEnd(&stream);
  if (status != Z_STREAM_END) throw UsageError("'" + file + "' is not a complete gzip file (" + problem + ")");
  return text;
}

}  // namespace gamecert::cli
