// The obligations of the all-n proof (the argument: proofs/wythoff/README.md).
//
// Part 1, the golden ratio (QF_NRA, decided by nlsat). psi is pinned down by
// psi^2 = 1 - psi, psi > 0, so psi = 1/phi and phi = 1 + psi. Integer
// variables are relaxed to reals there: a real-arithmetic consequence proved
// for all reals holds in particular for integers. Each such obligation proves
// a "cut" -- bounds on integer combinations -- from the floor inequalities;
// the small integer step after it is a QF_LIA / QF_LIRA obligation. Floors of
// positive multiples of phi or psi are strict on both sides because n phi is
// irrational for n >= 1 (obligation golden_irrational_descent).
//
// Part 2, the game (UFLIA). a is an uninterpreted function constrained only
// by the Beatty facts part 1 proves (a(0..2) = 0, 1, 3; increasing; the
// values a(n) and b(m) = a(m) + m, n, m >= 1, are disjoint and cover every
// positive integer); g by its recursive definition. From these alone the
// obligations derive that the corrected closed-form set is closed under no
// move and reachable from everywhere else, i.e. that it is the P-set.
//
// Part 3, Grundy value 1 and misere play (UFLIA, on top of part 2): the set
// Q = {(a(k), b(k)), (b(k), a(k)) : k >= 4} + B avoids S, has no inner move,
// is reached from every large position outside it and from every large
// P-position; with the exhaustive check of x, y <= 7 this makes Q both the
// set of positions of Grundy value 1 and the set of misere P-positions.
#include "wythoff/lemmas.hpp"

namespace gamecert::wythoff {

namespace {

const char* const kGolden = R"((declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
)";

// The Beatty facts of part 1 as axioms about an uninterpreted a.
const char* const kBeatty = R"((declare-fun a (Int) Int)
(define-fun b ((n Int)) Int (+ (a n) n))
(declare-fun cover_index (Int) Int)
(assert (= (a 0) 0))
(assert (= (a 1) 1))
(assert (= (a 2) 3))
(assert (= (a 3) 4))
(assert (= (a 4) 6))
(assert (= (a 5) 8))
(assert (= (a 6) 9))
(assert (= (a 7) 11))
(assert (= (a 8) 12))
(assert (forall ((n Int) (k Int)) (! (=> (and (<= 0 n) (< n k)) (< (a n) (a k))) :pattern ((a n) (a k)))))
(assert (forall ((n Int) (m Int)) (! (=> (and (>= n 1) (>= m 1)) (distinct (a n) (b m))) :pattern ((a n) (a m)))))
(assert (forall ((k Int)) (! (=> (>= k 1) (and (>= (cover_index k) 1)
  (or (= (a (cover_index k)) k) (= (b (cover_index k)) k)))) :pattern ((cover_index k)))))
)";

// g by definition 1: g(0) = 1; for n >= 1, g(n) = 1 - g(m) if a(n) = b(m) + 1, else 1.
// "else 1" is stated as: g(n) = 0 only with a witness m = pre(n) having g(m) = 1.
const char* const kG = R"((declare-fun g (Int) Int)
(declare-fun pre (Int) Int)
(define-fun L ((n Int)) Int (+ (a n) (g n) (- 1)))
(define-fun U ((n Int)) Int (+ (b n) (g n)))
(assert (forall ((n Int)) (! (or (= (g n) 0) (= (g n) 1)) :pattern ((g n)))))
(assert (= (g 0) 1))
(assert (forall ((n Int) (m Int)) (! (=> (and (>= n 1) (>= m 0) (= (a n) (+ (b m) 1))) (= (g n) (- 1 (g m))))
  :pattern ((a n) (g m)))))
(assert (forall ((n Int)) (! (=> (and (>= n 1) (= (g n) 0))
  (and (>= (pre n) 0) (= (a n) (+ (b (pre n)) 1)) (= (g (pre n)) 1))) :pattern ((g n)))))
)";

// Facts proved by earlier UFLIA obligations, reused as axioms by later ones.
const char* const kShiftedFacts =
    R"((assert (forall ((n Int) (k Int)) (! (=> (and (<= 1 n) (< n k)) (< (L n) (L k))) :pattern ((L n) (L k)))))
(assert (forall ((n Int) (k Int)) (! (=> (and (<= 0 n) (< n k)) (< (U n) (U k))) :pattern ((U n) (U k)))))
(assert (forall ((n Int) (m Int)) (! (=> (and (>= n 1) (>= m 0)) (distinct (L n) (U m))) :pattern ((L n) (U m)))))
)";

// The set Q of the Grundy-1 claim: the Wythoff P-positions (a(k), b(k)), k >= 4, their
// mirrors, and the paper's small set B. g(0..4) as proved by g_small_values.
const char* const kGrundyOne =
    R"((assert (= (g 0) 1)) (assert (= (g 1) 0)) (assert (= (g 2) 1)) (assert (= (g 3) 1)) (assert (= (g 4) 0))
(define-fun inB ((x Int) (y Int)) Bool (or (and (= x 0) (= y 3)) (and (= x 3) (= y 0)) (and (= x 1) (= y 2))
  (and (= x 2) (= y 1)) (and (= x 4) (= y 4)) (and (= x 5) (= y 7)) (and (= x 7) (= y 5))))
(define-fun inQ ((x Int) (y Int) (k Int)) Bool (or (inB x y) (and (>= k 4) (= x (a k)) (= y (b k)))
  (and (>= k 4) (= x (b k)) (= y (a k)))))
(define-fun inS ((x Int) (y Int) (n Int)) Bool (and (>= n 0) (or (<= (+ x y) 2) (and (= x (L n)) (= y (U n)))
  (and (= x (U n)) (= y (L n))))))
(define-fun move ((x Int) (y Int) (x2 Int) (y2 Int)) Bool (and (>= x2 0) (>= y2 0)
  (or (and (= x2 x) (< y2 y)) (and (= y2 y) (< x2 x)) (and (< x2 x) (= (- x x2) (- y y2))))))
; a position of B strictly below (x, y) in its column, or on its diagonal
(define-fun B_below ((x Int) (y Int)) Bool (or
  (and (= x 0) (< 3 y)) (and (= x 3) (< 0 y)) (and (= x 1) (< 2 y)) (and (= x 2) (< 1 y))
  (and (= x 4) (< 4 y)) (and (= x 5) (< 7 y)) (and (= x 7) (< 5 y))
  (and (= (- y x) 3) (< 0 x)) (and (= (- y x) (- 3)) (< 3 x)) (and (= (- y x) 1) (< 1 x))
  (and (= (- y x) (- 1)) (< 2 x)) (and (= (- y x) 0) (< 4 x)) (and (= (- y x) 2) (< 5 x))
  (and (= (- y x) (- 2)) (< 7 x))))
)";

std::string golden(const std::string& body) { return kGolden + body; }
std::string game(const std::string& body) { return std::string(kBeatty) + kG + body; }
std::string game_with_facts(const std::string& body) {
  return std::string(kBeatty) + kG + kShiftedFacts + body;
}
std::string grundy_one(const std::string& body) { return game_with_facts(kGrundyOne + body); }

std::vector<Obligation> build() {
  std::vector<Obligation> o;
  // ---- Part 1: the golden ratio -------------------------------------------------
  o.push_back({"golden_irrational_descent", "QF_NRA",
               "if n phi = k with n >= 1 then (k - n) phi = n with 0 < k - n < n: descent, so n phi is never "
               "an integer",
               golden(R"((declare-const n Real) (declare-const k Real)
(assert (>= n 1.0))
(assert (= k (* n (+ 1.0 psi))))
(assert (not (and (< n k) (< k (* 2.0 n)) (= (* (- k n) (+ 1.0 psi)) n))))
)")});
  o.push_back(
      {"golden_small_values", "QF_NRA", "floor(k phi) for k = 1..8 is 1, 3, 4, 6, 8, 9, 11, 12",
       golden(
           R"((define-fun fl ((k Real) (v Real)) Bool (and (< v (* k (+ 1.0 psi))) (< (* k (+ 1.0 psi)) (+ v 1.0))))
(assert (not (and (fl 1.0 1.0) (fl 2.0 3.0) (fl 3.0 4.0) (fl 4.0 6.0) (fl 5.0 8.0) (fl 6.0 9.0) (fl 7.0 11.0) (fl 8.0 12.0))))
)")});
  o.push_back(
      {"beatty_increasing", "QF_NRA",
       "k >= n + 1 implies floor(k phi) > floor(n phi) (floors taken non-strictly, so n = 0 is covered)",
       golden(R"((declare-const n Real) (declare-const k Real) (declare-const A Real) (declare-const B Real)
(assert (>= n 0.0)) (assert (>= k (+ n 1.0)))
(assert (<= A (* n (+ 1.0 psi)))) (assert (< (* n (+ 1.0 psi)) (+ A 1.0)))
(assert (<= B (* k (+ 1.0 psi)))) (assert (< (* k (+ 1.0 psi)) (+ B 1.0)))
(assert (not (> B A)))
)")});
  o.push_back({"beatty_disjoint_cut", "QF_NRA",
               "floor(n phi) = floor(m (phi+1)) = K with n, m >= 1 forces K < n + m < K + 1",
               golden(R"((declare-const n Real) (declare-const m Real) (declare-const K Real)
(assert (>= n 1.0)) (assert (>= m 1.0))
(assert (< K (* n (+ 1.0 psi)))) (assert (< (* n (+ 1.0 psi)) (+ K 1.0)))
(assert (< K (* m (+ 2.0 psi)))) (assert (< (* m (+ 2.0 psi)) (+ K 1.0)))
(assert (not (and (< K (+ n m)) (< (+ n m) (+ K 1.0)))))
)")});
  o.push_back({"beatty_disjoint_integers", "QF_LIA", "no integer lies strictly between K and K + 1",
               R"((declare-const n Int) (declare-const m Int) (declare-const K Int)
(assert (< K (+ n m))) (assert (< (+ n m) (+ K 1)))
)"});
  // Cover: k >= 1 and n = floor((k+1) psi), strict because (k+1) psi is irrational.
  const std::string cover_setup = R"((declare-const k Real) (declare-const n Real)
(assert (>= k 1.0))
(assert (< n (* (+ k 1.0) psi))) (assert (< (* (+ k 1.0) psi) (+ n 1.0)))
)";
  o.push_back(
      {"beatty_cover_bounds", "QF_NRA",
       "for k >= 1 and n = floor((k+1) psi): n phi < k + 1 and (k+1) psi > 1 (so n >= 1)",
       golden(cover_setup + R"((assert (not (and (< (* n (+ 1.0 psi)) (+ k 1.0)) (> (* (+ k 1.0) psi) 1.0))))
)")});
  o.push_back({"beatty_cover_integers", "QF_LIRA",
               "with t = n phi: A = floor(t) <= k, n >= 1, and A != k implies t < k",
               R"((declare-const k Int) (declare-const n Int) (declare-const A Int)
(declare-const t Real) (declare-const r Real)
(assert (< A t)) (assert (< t (+ A 1))) (assert (< t (+ k 1)))
(assert (> r 1.0)) (assert (< r (+ n 1)))
(assert (not (and (<= A k) (>= n 1) (or (= A k) (< t k)))))
)"});
  o.push_back({"beatty_cover_upper", "QF_NRA",
               "if n = floor((k+1) psi) and n phi < k then floor((k - n)(phi+1)) = k with k - n > 0",
               golden(cover_setup + R"((assert (< (* n (+ 1.0 psi)) k))
(assert (not (and (< k (* (- k n) (+ 2.0 psi))) (< (* (- k n) (+ 2.0 psi)) (+ k 1.0)) (> (- k n) 0.0))))
)")});
  // Hofstadter: H(n) = floor((n+1) psi). With p = H(n-1) = n psi - f, q = H(p), r = H(n),
  // r - p and q - (n - p - 1) lie in {0, 1}; the two cases where they do not sum to 1 are empty.
  const std::string hofstadter = R"((declare-const n Real) (declare-const p Real) (declare-const q Real)
(declare-const r Real) (declare-const f Real)
(assert (>= n 1.0)) (assert (< 0.0 f)) (assert (< f 1.0)) (assert (= p (- (* n psi) f)))
(assert (< q (* (+ p 1.0) psi))) (assert (< (* (+ p 1.0) psi) (+ q 1.0)))
(assert (< r (* (+ n 1.0) psi))) (assert (< (* (+ n 1.0) psi) (+ r 1.0)))
)";
  o.push_back({"hofstadter_offsets", "QF_NRA",
               "H(n) - H(n-1) and H(H(n-1)) - (n - H(n-1) - 1) lie strictly between -1 and 2",
               golden(hofstadter + R"((assert (not (and (< (- 1.0) (- r p)) (< (- r p) 2.0)
  (< (- 1.0) (- q (- n p 1.0))) (< (- q (- n p 1.0)) 2.0))))
)")});
  o.push_back({"hofstadter_case_both_zero", "QF_NRA",
               "H(n) = H(n-1) and H(H(n-1)) = n - H(n-1) - 1 cannot both hold",
               golden(hofstadter + "(assert (= r p)) (assert (= q (- n p 1.0)))\n")});
  o.push_back({"hofstadter_case_both_one", "QF_NRA",
               "H(n) = H(n-1) + 1 and H(H(n-1)) = n - H(n-1) cannot both hold",
               golden(hofstadter + "(assert (= r (+ p 1.0))) (assert (= q (- n p)))\n")});
  // The two definitions of g: for n >= 2, p = H(n-1) = floor(n psi), p' = H(n-2).
  const std::string g_setup =
      R"((declare-const n Real) (declare-const p Real) (declare-const p2 Real) (declare-const f Real)
(assert (>= n 2.0)) (assert (< 0.0 f)) (assert (< f 1.0)) (assert (= p (- (* n psi) f)))
(assert (< p2 (* (- n 1.0) psi))) (assert (< (* (- n 1.0) psi) (+ p2 1.0)))
)";
  o.push_back({"g_hofstadter_step", "QF_NRA",
               "H(n-2) - H(n-1) lies strictly between -2 and 1 (so it is -1 or 0)",
               golden(g_setup + "(assert (not (and (< (- 2.0) (- p2 p)) (< (- p2 p) 1.0))))\n")});
  o.push_back({"g_hofstadter_rises", "QF_NRA",
               "H(n-2) < H(n-1) forces the fractional part f of n psi below psi",
               golden(g_setup + "(assert (= p2 (- p 1.0))) (assert (>= f psi))\n")});
  o.push_back({"g_hofstadter_stays", "QF_NRA", "H(n-2) = H(n-1) forces f above psi, so a(n-1) = a(n) - 1",
               golden(g_setup + "(assert (= p2 p)) (assert (<= f psi))\n")});
  o.push_back({"g_witness", "QF_NRA",
               "if f < psi then p >= 1 and floor(p psi) = n - p - 1, i.e. b(p) + 1 = 2p + n - p = a(n) with "
               "m = H(n-1) = p",
               golden(g_setup + R"((assert (< f psi))
(assert (not (and (> p 0.0) (< (- n p 1.0) (* p psi)) (< (* p psi) (- n p)))))
)")});
  o.push_back(
      {"g_definitions_agree", "UFLIA",
       "n >= 2: some m has a(n) = b(m) + 1 iff H(n-2) < H(n-1), and then m = H(n-1)",
       std::string(kBeatty) +
           R"((declare-const n Int) (declare-const p Int) (declare-const m Int) (declare-const rises Bool)
(assert (>= n 2))
(assert (=> rises (and (>= p 1) (= (a n) (+ (b p) 1)))))
(assert (=> (not rises) (= (a (- n 1)) (- (a n) 1))))
(assert (>= m 0)) (assert (= (a n) (+ (b m) 1)))
(assert (or (not rises) (distinct m p)))
)"});
  // ---- Part 2: the game ------------------------------------------------------------
  o.push_back({"shifted_lower_increasing", "UFLIA", "L(n) = a(n) + g(n) - 1 is strictly increasing on n >= 1",
               game(R"((declare-const n Int) (declare-const k Int)
(assert (>= n 1)) (assert (< n k)) (assert (>= (L n) (L k)))
)")});
  o.push_back({"shifted_upper_increasing", "UFLIA", "U(n) = b(n) + g(n) is strictly increasing on n >= 0",
               game(R"((declare-const n Int) (declare-const k Int)
(assert (>= n 0)) (assert (< n k)) (assert (>= (U n) (U k)))
)")});
  o.push_back({"shifted_disjoint", "UFLIA", "L(n) != U(m) for n >= 1, m >= 0",
               game(R"((declare-const n Int) (declare-const m Int)
(assert (>= n 1)) (assert (>= m 0)) (assert (= (L n) (U m)))
)")});
  o.push_back({"shifted_cover", "UFLIA", "every x >= 0 is L(n) for some n >= 1 or U(m) for some m >= 0",
               game(R"((declare-const x Int)
(assert (>= x 0))
; The hypotheses "no n >= 1 has L(n) = x" and "no m >= 0 has U(m) = x", used only at
; the indices the proof needs (instances of a hypothesis are implied by it).
(define-fun not_lower ((n Int)) Bool (=> (>= n 1) (distinct (L n) x)))
(define-fun not_upper ((m Int)) Bool (=> (>= m 0) (distinct (U m) x)))
(assert (not_lower 1))
(assert (not_lower (cover_index x))) (assert (not_upper (cover_index x)))
(assert (not_upper (pre (cover_index x))))
(assert (not_lower (cover_index (+ x 1))))
)")});
  // S = terminal set T (x + y <= 2) with (L(n), U(n)) and (U(n), L(n)), n >= 0. By the
  // mirror symmetry of S and of the moves it suffices to treat p = (L(n), U(n)) and x <= y.
  o.push_back(
      {"no_move_between_p_positions", "UFLIA",
       "no move from (L(n), U(n)) outside T to a position of S (row, column or diagonal)",
       game_with_facts(
           R"((declare-const n Int) (declare-const m Int) (declare-const x2 Int) (declare-const y2 Int)
(define-fun x () Int (L n)) (define-fun y () Int (U n))
(assert (>= n 0)) (assert (>= (+ x y) 3)) (assert (>= m 0)) (assert (>= x2 0)) (assert (>= y2 0))
(assert (or (<= (+ x2 y2) 2) (and (= x2 (L m)) (= y2 (U m))) (and (= x2 (U m)) (= y2 (L m)))))
(assert (or (and (= x2 x) (< y2 y)) (and (= y2 y) (< x2 x)) (and (< x2 x) (= (- x x2) (- y y2)))))
)")});
  o.push_back({"move_into_p_positions", "UFLIA",
               "from every (x, y) with x <= y outside S one of four explicit moves reaches S",
               game_with_facts(R"((declare-fun lower_index (Int) Int) (declare-fun upper_index (Int) Int)
(assert (forall ((x Int)) (! (=> (>= x 0) (or (and (>= (lower_index x) 1) (= (L (lower_index x)) x))
  (and (>= (upper_index x) 0) (= (U (upper_index x)) x)))) :pattern ((lower_index x)))))
(declare-const x Int) (declare-const y Int)
(assert (<= 0 x)) (assert (<= x y)) (assert (>= (+ x y) 3))
(assert (forall ((m Int)) (! (=> (>= m 0) (not (and (= x (L m)) (= y (U m))))) :pattern ((a m)))))
(assert (= (lower_index x) (lower_index x)))
(assert (not (or
  (and (>= (upper_index x) 0) (= (U (upper_index x)) x) (<= 0 (L (upper_index x))) (< (L (upper_index x)) y))
  (and (>= (lower_index x) 1) (= (L (lower_index x)) x) (< (U (lower_index x)) y))
  (and (>= (- y x) 1) (<= 0 (L (- y x 1))) (< (L (- y x 1)) x))
  (and (= x y) (>= x 1)))))
)")});
  // ---- Part 3: Grundy value 1 and misere play ------------------------------------------
  o.push_back({"g_small_values", "UFLIA", "g(0..4) = 1, 0, 1, 1, 0",
               game(R"((assert (not (and (= (g 0) 1) (= (g 1) 0) (= (g 2) 1) (= (g 3) 1) (= (g 4) 0))))
)")});
  o.push_back(
      {"grundy_one_set_avoids_p_positions", "UFLIA", "no position of Q is a P-position (in S)",
       grundy_one(R"((declare-const x Int) (declare-const y Int) (declare-const k Int) (declare-const n Int)
(assert (inQ x y k)) (assert (inS x y n))
)")});
  o.push_back({"grundy_one_set_has_no_inner_move", "UFLIA", "no move joins two positions of Q",
               grundy_one(R"((declare-const x Int) (declare-const y Int) (declare-const k Int)
(declare-const x2 Int) (declare-const y2 Int) (declare-const k2 Int)
(assert (inQ x y k)) (assert (inQ x2 y2 k2)) (assert (move x y x2 y2))
)")});
  o.push_back({"grundy_one_set_reached_from_large_positions", "UFLIA",
               "from every (x, y), x <= y, y >= 8, outside Q an explicit move reaches Q",
               grundy_one(R"((declare-const x Int) (declare-const y Int)
(assert (<= 0 x)) (assert (<= x y)) (assert (>= y 8))
(define-fun k () Int (cover_index x))
(assert (not (and (>= k 4) (= x (a k)) (= y (b k)))))
(assert (not (or
  (and (>= k 4) (= x (b k)) (<= 0 (a k)) (< (a k) y))
  (and (>= k 4) (= x (a k)) (< (b k) y))
  (and (>= (- y x) 4) (<= 0 (a (- y x))) (< (a (- y x)) x))
  (B_below x y))))
)")});
  o.push_back({"p_positions_reach_grundy_one_set", "UFLIA",
               "from every (L(n), U(n)), n >= 3, a column move reaches Q", grundy_one(R"((declare-const n Int)
(assert (>= n 3))
(define-fun x () Int (L n)) (define-fun y () Int (U n)) (define-fun m () Int (pre n))
(assert (not (or
  (and (>= m 4) (= x (b m)) (<= 0 (a m)) (< (a m) y))
  (and (>= n 4) (= x (a n)) (< (b n) y))
  (B_below x y))))
)")});
  return o;
}

}  // namespace

const std::vector<Obligation>& wythoff_obligations() {
  static const std::vector<Obligation> obligations = build();
  return obligations;
}

}  // namespace gamecert::wythoff
