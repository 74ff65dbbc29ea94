; name: hofstadter_case_both_one
; claim: H(n) = H(n-1) + 1 and H(H(n-1)) = n - H(n-1) cannot both hold
; expected: proved
; z3-tactics: qfnra-nlsat
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(declare-const n Real) (declare-const p Real) (declare-const q Real)
(declare-const r Real) (declare-const f Real)
(assert (>= n 1.0)) (assert (< 0.0 f)) (assert (< f 1.0)) (assert (= p (- (* n psi) f)))
(assert (< q (* (+ p 1.0) psi))) (assert (< (* (+ p 1.0) psi) (+ q 1.0)))
(assert (< r (* (+ n 1.0) psi))) (assert (< (* (+ n 1.0) psi) (+ r 1.0)))
(assert (= r (+ p 1.0))) (assert (= q (- n p)))
(check-sat)
