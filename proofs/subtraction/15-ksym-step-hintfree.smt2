; name: ksym-step-hintfree
; claim: ksym-step stated directly with mod (k+1), a quantified induction hypothesis and the recurrence as an existential, no hints
; expected: unknown
; reason: mod by a symbolic divisor is nonlinear and the hypothesis must be instantiated at n - j for a Skolem j; Z3 4.8.12 returns unknown (untimed after about 9 s; still unknown at 2*10^8 resource units, 52 s) and cvc5 1.0.3 times out
; z3-tactics: simplify,smt
; z3-rlimit: 3000000
; timeout-ms: 60000
; cvc5-timeout-ms: 2000
(set-logic ALL)
(declare-fun win (Int) Bool)
(declare-const k Int)
(declare-const n Int)
(assert (>= k 1))
(assert (>= n 1))
(assert (forall ((m Int)) (=> (and (<= 0 m) (< m n)) (= (win m) (not (= (mod m (+ k 1)) 0))))))
(assert (= (win n) (exists ((j Int)) (and (<= 1 j) (<= j k) (<= j n) (not (win (- n j)))))))
(assert (not (= (win n) (not (= (mod n (+ k 1)) 0)))))
(check-sat)
