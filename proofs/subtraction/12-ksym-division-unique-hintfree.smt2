; name: ksym-division-unique-hintfree
; claim: ksym-division-unique without the monotonicity hints
; expected: proved
; z3-tactics: simplify,smt
; z3-rlimit: 40000000
; timeout-ms: 600000
; cvc5-timeout-ms: 10000
; slow: yes
; Nonlinear integer arithmetic (q*K, both symbolic). Z3 4.8.12's simplify,smt
; gets there alone but slowly (about 60 s, 10^7 resource units); qfnia and
; nlsat did not finish within 10 s and nla2bv answers unknown. cvc5 proves it
; at once. The hinted form (ksym-division-unique) is the quick one.
(set-logic ALL)
(declare-const K Int)
(declare-const q Int)
(declare-const r Int)
(assert (>= K 1))
(assert (<= 0 r))
(assert (< r K))
(assert (not (= (mod (+ (* q K) r) K) r)))
(check-sat)
