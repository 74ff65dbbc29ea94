// Hofstadter's G-sequence and the paper's function g, each computed two ways.
//
// Hofstadter (Goedel, Escher, Bach, 1979): h(0) = 0, h(n) = n - h(h(n-1)).
//
// Komaki, Miyadera and Murakami (arXiv:2510.11767) shift the lower and upper
// Wythoff sequences a(n) = floor(n phi), b(n) = floor(n (phi + 1)) by g(n):
//   definition 1 (Beatty):  g(0) = 1; g(n) = 1 - g(m) if a(n) = b(m) + 1 for
//                           some m >= 0, else 1.  (The rule also gives g(0) = 1
//                           and g(1) = 0, the paper's stated initial values.)
//   definition 2 (Hofstadter): g(0) = 1, g(1) = 0 and for n >= 2
//                           g(n) = 1 - g(h(n-1)) if h(n-2) < h(n-1), else 1.
// Definition 1 is evaluated by walking m upwards with the b(m) + 1 values
// (both sequences increase), definition 2 from the recursive table of h; the
// two share nothing but the golden-ratio floors, so a test comparing them is
// a real cross-check (and the obligations in proofs/wythoff/ prove it for all n).
#pragma once
#include <cstdint>
#include <vector>

namespace gamecert::wythoff {

// h(0..count-1) by the recurrence.
std::vector<std::uint32_t> hofstadter_by_recurrence(std::size_t count);

// g(0..count-1), definition 1 and definition 2.
std::vector<std::uint8_t> g_by_beatty(std::size_t count);
std::vector<std::uint8_t> g_by_hofstadter(std::size_t count);

// How many of g(0..count-1) equal 1, by each definition, and whether the two
// sequences agree term by term (about 1/phi of the terms are 1).
struct GOnes {
  std::uint64_t by_beatty = 0;
  std::uint64_t by_hofstadter = 0;
  bool sequences_agree = false;
};
GOnes count_g_ones(std::size_t count);

}  // namespace gamecert::wythoff
