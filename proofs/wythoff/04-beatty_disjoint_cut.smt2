; name: beatty_disjoint_cut
; claim: floor(n phi) = floor(m (phi+1)) = K with n, m >= 1 forces K < n + m < K + 1
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
(declare-const n Real) (declare-const m Real) (declare-const K Real)
(assert (>= n 1.0)) (assert (>= m 1.0))
(assert (< K (* n (+ 1.0 psi)))) (assert (< (* n (+ 1.0 psi)) (+ K 1.0)))
(assert (< K (* m (+ 2.0 psi)))) (assert (< (* m (+ 2.0 psi)) (+ K 1.0)))
(assert (not (and (< K (+ n m)) (< (+ n m) (+ K 1.0)))))
(check-sat)
