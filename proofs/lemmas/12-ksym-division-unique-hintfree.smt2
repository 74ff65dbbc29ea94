; name: ksym-division-unique-hintfree
; claim: ksym-division-unique without the monotonicity hints
; expected: unknown
; reason: nonlinear integer arithmetic (q*K with both symbolic); Z3 4.8.12's smt tactic gives up or runs out of time (nla2bv returns unknown, nlsat and qfnia time out); cvc5 proves it
; z3-tactics: simplify,smt
; timeout-ms: 2000
(set-logic ALL)
(declare-const K Int)
(declare-const q Int)
(declare-const r Int)
(assert (>= K 1))
(assert (<= 0 r))
(assert (< r K))
(assert (not (= (mod (+ (* q K) r) K) r)))
(check-sat)
