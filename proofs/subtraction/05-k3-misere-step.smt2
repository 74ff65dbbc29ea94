; name: k3-misere-step
; claim: k = 3, misere play: if n-1, n-2, n-3 follow "lost iff n mod 4 = 1" then so does n (n >= 4)
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
(set-logic ALL)
(declare-fun win (Int) Bool)
(declare-const n Int)
(assert (>= n 4))
(define-fun claim ((x Int)) Bool (= (win x) (not (= (mod x 4) 1))))
(assert (= (win n) (or (not (win (- n 1))) (not (win (- n 2))) (not (win (- n 3))))))
(assert (claim (- n 1)))
(assert (claim (- n 2)))
(assert (claim (- n 3)))
(assert (not (claim n)))
(check-sat)
