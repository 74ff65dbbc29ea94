; name: sylvester-10-13-t-not-representable
; claim: t = (10-1)(13-1) - 1 = 107 is not 10x + 13y with x, y >= 0
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
(set-logic ALL)
(declare-const x Int)
(declare-const y Int)
(assert (>= x 0))
(assert (>= y 0))
(assert (= (+ (* 10 x) (* 13 y)) 107))
(check-sat)
