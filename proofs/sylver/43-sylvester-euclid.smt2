; name: sylvester-euclid
; claim: Euclid's lemma from a Bezout pair: if a*u + b*v = 1 and b*z = a*w then z = a*(z*u + v*w), so a divides z
; expected: proved
; z3-tactics: simplify,smt
; z3-params: arith.solver=2
; timeout-ms: 60000
; Coprimality of a and b is stated throughout as a Bezout pair (u, v); that a
; coprime pair has one is the extended Euclidean algorithm, not proved here.
; Configuration matters: the default arithmetic solver of the smt tactic
; takes about 3 s here, arith.solver=2 about 0.03 s.
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(declare-const u Int)
(declare-const v Int)
(declare-const z Int)
(declare-const w Int)
(assert (= (+ (* a u) (* b v)) 1))
(assert (= (* b z) (* a w)))
(assert (not (= z (* a (+ (* z u) (* v w))))))
(check-sat)
