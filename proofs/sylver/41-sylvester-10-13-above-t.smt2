; name: sylvester-10-13-above-t
; claim: every n > 107 is 10x + 13y with x, y >= 0 (the negation asserted below is the sentence "some n > 107 is not 10x + 13y", which Z3 4.8.12's qe tactic wrongly turns into true)
; expected: proved
; z3-tactics: default-solver
; timeout-ms: 60000
; cvc5-timeout-ms: 3000
; slow: yes
; No hints: Z3's default solver (model-based quantifier instantiation)
; refutes the universally quantified negation on its own (4 to 16 s on the
; shared 2-core machine, so the limit is generous);
; the smt tactic alone, with or without simplify or arith.solver=2, gives up
; with unknown after about 1.5 s; the qe tactic is never used. cvc5 1.0.3
; does not settle it within the time limit.
(set-logic ALL)
(declare-const n Int)
(assert (> n 107))
(assert (forall ((x Int) (y Int)) (=> (and (>= x 0) (>= y 0)) (not (= (+ (* 10 x) (* 13 y)) n)))))
(check-sat)
