; name: sylvester-t-not-representable
; claim: for coprime a, b >= 2: ab - a - b is not ax + by with x, y >= 0
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; If ax + by = ab - a - b then a(x+1) + b(y+1) = ab, so a divides b(y+1) and
; by sylvester-euclid a divides y + 1; likewise b divides x + 1. Those two
; consequences are the hints (c, d their quotients); Z3 does the rest.
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(declare-const x Int)
(declare-const y Int)
(declare-const c Int)
(declare-const d Int)
(assert (>= a 2))
(assert (>= b 2))
(assert (>= x 0))
(assert (>= y 0))
(assert (= (+ y 1) (* a c)))
(assert (= (+ x 1) (* b d)))
(assert (= (+ (* a x) (* b y)) (- (* a b) a b)))
(check-sat)
