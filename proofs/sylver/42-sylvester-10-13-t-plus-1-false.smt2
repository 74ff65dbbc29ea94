; name: sylvester-10-13-t-plus-1-false
; claim: deliberately false: t + 1 = 108 is not 10x + 13y (but 108 = 10*3 + 13*6)
; expected: failed
; z3-tactics: simplify,smt
; timeout-ms: 60000
(set-logic ALL)
(declare-const x Int)
(declare-const y Int)
(assert (>= x 0))
(assert (>= y 0))
(assert (= (+ (* 10 x) (* 13 y)) 108))
(check-sat)
