; name: k3-step-mod5-false
; claim: deliberately false variant of k3-step: the pattern mod 5 instead of mod 4
; expected: failed
; z3-tactics: simplify,smt
; timeout-ms: 60000
; Z3 must refute it (sat): at n = 5q + 4 the three predecessors are wins,
; so n is lost, while the claim says won.
(set-logic ALL)
(declare-fun win (Int) Bool)
(declare-const n Int)
(assert (>= n 4))
(define-fun claim ((x Int)) Bool (= (win x) (not (= (mod x 5) 0))))
(assert (= (win n) (or (not (win (- n 1))) (not (win (- n 2))) (not (win (- n 3))))))
(assert (claim (- n 1)))
(assert (claim (- n 2)))
(assert (claim (- n 3)))
(assert (not (claim n)))
(check-sat)
