; name: k3-misere-base
; claim: k = 3, misere play (taking the last counter loses): for n = 0..3 the player to move loses exactly when n mod 4 = 1
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; At n = 0 the opponent has just taken the last counter, so the player to
; move has won: win(0) = true. Everything else is the normal recurrence.
(set-logic ALL)
(declare-fun win (Int) Bool)
(assert (= (win 0) true))
(assert (= (win 1) (not (win 0))))
(assert (= (win 2) (or (not (win 1)) (not (win 0)))))
(assert (= (win 3) (or (not (win 2)) (not (win 1)) (not (win 0)))))
(define-fun claim ((n Int)) Bool (= (win n) (not (= (mod n 4) 1))))
(assert (not (and (claim 0) (claim 1) (claim 2) (claim 3))))
(check-sat)
