// Rewriting an obligation's last assertion (see hypotheses.hpp). SMT-LIB2 is
// read only as far as needed: parentheses, comments and quoted text.
#include "proofs/hypotheses.hpp"

#include <cctype>

namespace gamecert::proofs {

namespace {

// Index just past the form opening at text[open] ('('), or npos if unbalanced.
std::size_t end_of_form(const std::string& text, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == ';') {
      i = text.find('\n', i);
      if (i == std::string::npos) return std::string::npos;
    } else if (ch == '"' || ch == '|') {
      i = text.find(ch, i + 1);
      if (i == std::string::npos) return std::string::npos;
    } else if (ch == '(') {
      ++depth;
    } else if (ch == ')' && --depth == 0) {
      return i + 1;
    }
  }
  return std::string::npos;
}

std::size_t skip_blanks(const std::string& text, std::size_t i) {
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  return i;
}

// True when text[i..] starts with the word `word` followed by a blank or '('.
bool word_at(const std::string& text, std::size_t i, const std::string& word) {
  return text.compare(i, word.size(), word) == 0 && i + word.size() < text.size() &&
         (std::isspace(static_cast<unsigned char>(text[i + word.size()])) || text[i + word.size()] == '(');
}

}  // namespace

Lemma hypotheses_with_claim(const Lemma& lemma) {
  const std::string& text = lemma.text;
  // Top-level forms, remembering where the last (assert ...) lies.
  std::size_t last_begin = std::string::npos, last_end = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ';') {
      i = text.find('\n', i);
      if (i == std::string::npos) break;
    } else if (text[i] == '(') {
      const std::size_t end = end_of_form(text, i);
      if (end == std::string::npos) throw ObligationError(lemma.origin + ": unbalanced parentheses");
      if (word_at(text, skip_blanks(text, i + 1), "assert")) {
        last_begin = i;
        last_end = end;
      }
      i = end - 1;
    }
  }
  if (last_begin == std::string::npos) throw ObligationError(lemma.origin + ": no assertion");

  Lemma weaker = lemma;
  const std::size_t body =
      skip_blanks(text, skip_blanks(text, last_begin + 1) + std::string("assert").size());
  if (text[body] == '(' && word_at(text, skip_blanks(text, body + 1), "not")) {
    const std::size_t not_end = end_of_form(text, body);
    const std::size_t goal = skip_blanks(text, skip_blanks(text, body + 1) + std::string("not").size());
    // (not GOAL): GOAL runs up to the closing parenthesis of the not.
    std::size_t goal_end = not_end - 1;
    while (goal_end > goal && std::isspace(static_cast<unsigned char>(text[goal_end - 1]))) --goal_end;
    weaker.text = text.substr(0, last_begin) + "(assert " + text.substr(goal, goal_end - goal) + ")" +
                  text.substr(last_end);
  } else {
    weaker.text = text.substr(0, last_begin) + text.substr(last_end);
  }
  return weaker;
}

}  // namespace gamecert::proofs
