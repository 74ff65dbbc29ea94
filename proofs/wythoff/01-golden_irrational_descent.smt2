; name: golden_irrational_descent
; claim: if n phi = k with n >= 1 then (k - n) phi = n with 0 < k - n < n: descent, so n phi is never an integer
; expected: proved
; z3-tactics: qfnra-nlsat
; timeout-ms: 60000
; cvc5-timeout-ms: 2000
; cvc5 1.0.3 (built without libpoly, so without --nl-cov) does not settle this
; real-arithmetic obligation in 20 s either; its verdict is recorded as unknown.
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(declare-const n Real) (declare-const k Real)
(assert (>= n 1.0))
(assert (= k (* n (+ 1.0 psi))))
(assert (not (and (< n k) (< k (* 2.0 n)) (= (* (- k n) (+ 1.0 psi)) n))))
(check-sat)
