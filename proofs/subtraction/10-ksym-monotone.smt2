; name: ksym-monotone
; claim: for K >= 1: d >= 1 implies d*K >= K, and d <= -1 implies d*K <= -K
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; The one nonlinear fact the symbolic-k lemmas below take as hints (their
; hint lines are instances of this lemma).
(set-logic ALL)
(declare-const K Int)
(declare-const d Int)
(assert (>= K 1))
(assert (not (and (=> (>= d 1) (>= (* d K) K)) (=> (<= d (- 1)) (<= (* d K) (- K))))))
(check-sat)
