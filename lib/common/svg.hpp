// A tiny SVG writer for the pictures (docs/pictures.md). The pictures are
// committed and compared byte for byte with a fresh run, so everything that
// could vary between machines is pinned here: numbers are rounded to
// hundredths and printed by integer arithmetic (no locale, no printf
// precision rules), attributes keep the order they are given in, and text
// is XML-escaped in one place.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamecert::svg {

// "12", "12.5", "-0.25": rounded to hundredths, trailing zeros dropped, never "-0".
std::string number(double value);

// &, <, >, " and ' as entities, so any text is safe in an element or attribute.
std::string escape(std::string_view text);

// Attribute values are given as text; `number` formats coordinates.
using Attributes = std::vector<std::pair<std::string, std::string>>;

// <name a="v" ...>escaped text</name>, or <name a="v" .../> without text.
std::string element(std::string_view name, const Attributes& attributes, std::string_view text = {});

class Document {
 public:
  Document(double width, double height, std::string_view title);
  void add(std::string markup);  // one element (or group) per line
  void open_group(const Attributes& attributes);
  void close_group();
  // The whole file, with an XML declaration and a white background.
  std::string text() const;

 private:
  double width_, height_;
  std::string body_;
};

}  // namespace gamecert::svg
