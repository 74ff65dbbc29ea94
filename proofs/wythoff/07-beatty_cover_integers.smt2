; name: beatty_cover_integers
; claim: with t = n phi: A = floor(t) <= k, n >= 1, and A != k implies t < k
; expected: proved
; z3-tactics: default-solver
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_LIRA)
(declare-const k Int) (declare-const n Int) (declare-const A Int)
(declare-const t Real) (declare-const r Real)
(assert (< A t)) (assert (< t (+ A 1))) (assert (< t (+ k 1)))
(assert (> r 1.0)) (assert (< r (+ n 1)))
(assert (not (and (<= A k) (>= n 1) (or (= A k) (< t k)))))
(check-sat)
