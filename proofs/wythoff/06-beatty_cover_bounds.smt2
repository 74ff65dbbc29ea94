; name: beatty_cover_bounds
; claim: for k >= 1 and n = floor((k+1) psi): n phi < k + 1 and (k+1) psi > 1 (so n >= 1)
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
(declare-const k Real) (declare-const n Real)
(assert (>= k 1.0))
(assert (< n (* (+ k 1.0) psi))) (assert (< (* (+ k 1.0) psi) (+ n 1.0)))
(assert (not (and (< (* n (+ 1.0 psi)) (+ k 1.0)) (> (* (+ k 1.0) psi) 1.0))))
(check-sat)
