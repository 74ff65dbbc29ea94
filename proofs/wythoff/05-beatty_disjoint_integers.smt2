; name: beatty_disjoint_integers
; claim: no integer lies strictly between K and K + 1
; expected: proved
; z3-tactics: default-solver
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_LIA)
(declare-const n Int) (declare-const m Int) (declare-const K Int)
(assert (< K (+ n m))) (assert (< (+ n m) (+ K 1)))
(check-sat)
