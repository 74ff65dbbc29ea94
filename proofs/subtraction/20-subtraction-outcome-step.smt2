; name: subtraction-outcome-step
; claim: for any finite subtraction set S with max S = m, any preperiod pre >= 0 and period p >= 1: if win(x + p) = win(x) for the m positions x = n - s (s in S) below n >= pre + m, then win(n + p) = win(n)
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; S is symbolic (a predicate inS with members in 1..m). For n >= m every move
; exists, so the outcome recurrence holds at n and at n + p, for both normal
; and misere play (they differ only at positions without moves). With the
; finite window check a(x + p) = a(x) for pre <= x < pre + m, which
; gamecert-check performs on each periodicity certificate, strong induction
; on n gives periodicity for all n >= pre.
(set-logic ALL)
(declare-fun inS (Int) Bool)
(declare-fun win (Int) Bool)
(declare-const m Int)
(declare-const pre Int)
(declare-const p Int)
(declare-const n Int)
(assert (forall ((s Int)) (=> (inS s) (and (<= 1 s) (<= s m)))))
(assert (>= pre 0))
(assert (>= p 1))
(assert (>= n (+ pre m)))
(define-fun recurrence ((x Int)) Bool
  (= (win x) (exists ((s Int)) (and (inS s) (not (win (- x s)))))))
(assert (recurrence n))
(assert (recurrence (+ n p)))
(assert (forall ((s Int)) (=> (inS s) (= (win (- (+ n p) s)) (win (- n s))))))
(assert (not (= (win (+ n p)) (win n))))
(check-sat)
