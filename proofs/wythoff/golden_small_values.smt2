; golden_small_values: floor(phi) = 1, floor(2 phi) = 3, floor(3 phi) = 4
; expected: unsat
(set-logic QF_NRA)
(declare-const psi Real)
(assert (= (* psi psi) (- 1.0 psi)))
(assert (> psi 0.0))
(assert (not (and (< 1.0 (+ 1.0 psi)) (< (+ 1.0 psi) 2.0)
  (< 3.0 (* 2.0 (+ 1.0 psi))) (< (* 2.0 (+ 1.0 psi)) 4.0)
  (< 4.0 (* 3.0 (+ 1.0 psi))) (< (* 3.0 (+ 1.0 psi)) 5.0))))
(check-sat)
