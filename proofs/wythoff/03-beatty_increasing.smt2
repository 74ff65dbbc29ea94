; name: beatty_increasing
; claim: k >= n + 1 implies floor(k phi) > floor(n phi) (floors taken non-strictly, so n = 0 is covered)
; expected: proved
; z3-tactics: qfnra-nlsat
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(declare-const n Real) (declare-const k Real) (declare-const A Real) (declare-const B Real)
(assert (>= n 0.0)) (assert (>= k (+ n 1.0)))
(assert (<= A (* n (+ 1.0 psi)))) (assert (< (* n (+ 1.0 psi)) (+ A 1.0)))
(assert (<= B (* k (+ 1.0 psi)))) (assert (< (* k (+ 1.0 psi)) (+ B 1.0)))
(assert (not (> B A)))
(check-sat)
