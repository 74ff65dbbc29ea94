#include "common/svg.hpp"

#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace gamecert::svg {

std::string number(double value) {
  if (!std::isfinite(value)) throw std::logic_error("svg::number: not a finite number");
  const std::int64_t hundredths = std::llround(value * 100);
  const std::uint64_t magnitude =
      hundredths < 0 ? static_cast<std::uint64_t>(-hundredths) : static_cast<std::uint64_t>(hundredths);
  std::string text = (hundredths < 0 ? "-" : "") + std::to_string(magnitude / 100);
  const std::uint64_t fraction = magnitude % 100;
  if (fraction != 0) {
    text += '.';
    text += static_cast<char>('0' + fraction / 10);
    if (fraction % 10 != 0) text += static_cast<char>('0' + fraction % 10);
  }
  return text;
}

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string element(std::string_view name, const Attributes& attributes, std::string_view text) {
  std::string out = "<" + std::string(name);
  for (const auto& [key, value] : attributes) out += " " + key + "=\"" + escape(value) + "\"";
  if (text.empty()) return out + "/>";
  return out + ">" + escape(text) + "</" + std::string(name) + ">";
}

Document::Document(double width, double height, std::string_view title) : width_(width), height_(height) {
  add(element("title", {}, title));
  add(element("rect", {{"width", "100%"}, {"height", "100%"}, {"fill", "white"}}));
}

void Document::add(std::string markup) {
  body_ += markup;
  body_ += '\n';
}

void Document::open_group(const Attributes& attributes) {
  std::string markup = element("g", attributes);
  markup.erase(markup.size() - 2);  // "<g .../>" becomes "<g ...>"
  add(markup + ">");
}

void Document::close_group() { add("</g>"); }

std::string Document::text() const {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
         number(width_) + "\" height=\"" + number(height_) + "\" viewBox=\"0 0 " + number(width_) + " " +
         number(height_) + "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n" + body_ + "</svg>\n";
}

}  // namespace gamecert::svg
