; name: beatty_cover_upper
; claim: if n = floor((k+1) psi) and n phi < k then floor((k - n)(phi+1)) = k with k - n > 0
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
(assert (< (* n (+ 1.0 psi)) k))
(assert (not (and (< k (* (- k n) (+ 2.0 psi))) (< (* (- k n) (+ 2.0 psi)) (+ k 1.0)) (> (- k n) 0.0))))
(check-sat)
