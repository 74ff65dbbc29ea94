; name: k3-base
; claim: "say 30" game, k = 3, normal play: for n = 0..3 the player to move loses exactly when n mod 4 = 0
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; Encoding: win(n) is "the player to move from a pile of n wins". Below n = 3
; not every move exists, so the definition is written out for n = 0..3. The
; file asserts the negation of the claim: unsat means proved.
(set-logic ALL)
(declare-fun win (Int) Bool)
(assert (= (win 0) false))
(assert (= (win 1) (not (win 0))))
(assert (= (win 2) (or (not (win 1)) (not (win 0)))))
(assert (= (win 3) (or (not (win 2)) (not (win 1)) (not (win 0)))))
(define-fun claim ((n Int)) Bool (= (win n) (not (= (mod n 4) 0))))
(assert (not (and (claim 0) (claim 1) (claim 2) (claim 3))))
(check-sat)
