; name: ksym-base
; claim: for every k >= 1: the pile 0 is lost, and every decomposition 0 = q(k+1) + r with 0 <= r <= k has r = 0
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; The statement proved for symbolic k (ksym-base, ksym-step) is: for all n >= 0
; and every q, r with n = q(k+1) + r and 0 <= r <= k, n is lost iff r = 0.
; By ksym-division-unique that r is n mod (k+1). Hints: ksym-monotone for d = q.
(set-logic ALL)
(declare-fun win (Int) Bool)
(declare-const k Int)
(declare-const q Int)
(declare-const r Int)
(assert (>= k 1))
(assert (= (win 0) false))
(assert (= 0 (+ (* q (+ k 1)) r)))
(assert (<= 0 r))
(assert (<= r k))
(assert (=> (>= q 1) (>= (* q (+ k 1)) (+ k 1))))
(assert (=> (<= q (- 1)) (<= (* q (+ k 1)) (- (+ k 1)))))
(assert (not (= (win 0) (not (= r 0)))))
(check-sat)
