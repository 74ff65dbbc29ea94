; name: ksym-division-unique
; claim: for K >= 1 and 0 <= r < K: (q*K + r) mod K = r, i.e. the residue in any decomposition x = qK + r is x mod K
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; Hint: the two instances of ksym-monotone for d = q - (x div K). Without them
; Z3 4.8.12 does not settle it (see ksym-division-unique-hintfree). This lemma
; is what lets the symbolic-k statement use a decomposition n = q(k+1) + r in
; place of n mod (k+1), which keeps the step obligations free of mod.
(set-logic ALL)
(declare-const K Int)
(declare-const q Int)
(declare-const r Int)
(declare-const d Int)
(assert (>= K 1))
(assert (<= 0 r))
(assert (< r K))
(assert (= d (- q (div (+ (* q K) r) K))))
(assert (=> (>= d 1) (>= (* d K) K)))
(assert (=> (<= d (- 1)) (<= (* d K) (- K))))
(assert (not (= (mod (+ (* q K) r) K) r)))
(check-sat)
