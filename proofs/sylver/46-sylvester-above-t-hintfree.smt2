; name: sylvester-above-t-hintfree
; claim: for a, b >= 2 with a*u + b*v = 1, every n > ab - a - b is ax + by with x, y >= 0, without a witness
; expected: unknown
; reason: the negation is a universally quantified nonlinear formula in symbolic a, b; model-based instantiation finds no refutation: Z3 4.8.12 stops at the resource limit (still unknown at 2*10^8 units, 269 s), and cvc5 1.0.3 runs out of time. With the witness written in the file (sylvester-above-t-representable) both directions of Sylvester's formula are proved.
; z3-tactics: simplify,smt
; z3-rlimit: 3000000
; timeout-ms: 60000
; cvc5-timeout-ms: 2000
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
(assert (forall ((x Int) (y Int)) (=> (and (>= x 0) (>= y 0)) (not (= (+ (* a x) (* b y)) n)))))
(check-sat)
