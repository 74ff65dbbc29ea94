; name: sylvester-above-t-representable
; claim: for a, b >= 2 with a*u + b*v = 1: every n > ab - a - b is ax + by with x, y >= 0
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; cvc5-timeout-ms: 3000
; Hint: the witness y = (n v) mod a, x = n u + b ((n v) div a). Z3 checks
; y >= 0, x >= 0 and ax + by = n.
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(declare-const u Int)
(declare-const v Int)
(declare-const n Int)
(assert (>= a 2))
(assert (>= b 2))
(assert (= (+ (* a u) (* b v)) 1))
(assert (> n (- (* a b) a b)))
(define-fun y () Int (mod (* n v) a))
(define-fun x () Int (+ (* n u) (* b (div (* n v) a))))
(assert (not (and (>= y 0) (>= x 0) (= (+ (* a x) (* b y)) n))))
(check-sat)
