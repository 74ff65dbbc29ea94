; name: g_witness
; claim: if f < psi then p >= 1 and floor(p psi) = n - p - 1, i.e. b(p) + 1 = 2p + n - p = a(n) with m = H(n-1) = p
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
(assert (< f psi))
(assert (not (and (> p 0.0) (< (- n p 1.0) (* p psi)) (< (* p psi) (- n p)))))
(check-sat)
