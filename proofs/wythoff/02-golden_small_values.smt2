; name: golden_small_values
; claim: floor(k phi) for k = 1..8 is 1, 3, 4, 6, 8, 9, 11, 12
; expected: proved
; z3-tactics: qfnra-nlsat
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(define-fun fl ((k Real) (v Real)) Bool (and (< v (* k (+ 1.0 psi))) (< (* k (+ 1.0 psi)) (+ v 1.0))))
(assert (not (and (fl 1.0 1.0) (fl 2.0 3.0) (fl 3.0 4.0) (fl 4.0 6.0) (fl 5.0 8.0) (fl 6.0 9.0) (fl 7.0 11.0) (fl 8.0 12.0))))
(check-sat)
