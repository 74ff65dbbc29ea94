; beatty_disjoint_integers: no integer lies strictly between K and K + 1
; expected: unsat
(set-logic QF_LIA)
(declare-const n Int) (declare-const m Int) (declare-const K Int)
(assert (< K (+ n m))) (assert (< (+ n m) (+ K 1)))
(check-sat)
