; name: g_hofstadter_rises
; claim: H(n-2) < H(n-1) forces the fractional part f of n psi below psi
; expected: proved
; z3-tactics: qfnra-nlsat
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(declare-const n Real) (declare-const p Real) (declare-const p2 Real) (declare-const f Real)
(assert (>= n 2.0)) (assert (< 0.0 f)) (assert (< f 1.0)) (assert (= p (- (* n psi) f)))
(assert (< p2 (* (- n 1.0) psi))) (assert (< (* (- n 1.0) psi) (+ p2 1.0)))
(assert (= p2 (- p 1.0))) (assert (>= f psi))
(check-sat)
