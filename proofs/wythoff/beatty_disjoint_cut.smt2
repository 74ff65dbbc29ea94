; beatty_disjoint_cut: floor(n phi) = floor(m (phi+1)) = K with n, m >= 1 forces K < n + m < K + 1
; expected: unsat
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
