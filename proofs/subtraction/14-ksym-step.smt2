; name: ksym-step
; claim: for every k >= 1 and n >= 1: if every m < n is lost iff its residue mod (k+1) is 0, then so is n
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; Moves remove 1..k counters (at most n). The recurrence "n is won iff some
; move j reaches a lost pile" is split in its two directions: jw names the
; winning move when n is won (Skolemisation by hand), and the other
; direction is used for the move j = r. The induction hypothesis, for all
; m < n, is asserted at the two instances the proof needs (hints):
;   m = n - r       with n - r = q(k+1) + 0
;   m = n - jw      with n - jw = (q-1)(k+1) + (k+1-jw)
; Everything is then linear in the monomials q*k, so no mod is left.
(set-logic ALL)
(declare-fun win (Int) Bool)
(declare-const k Int)
(declare-const n Int)
(declare-const q Int)
(declare-const r Int)
(declare-const jw Int)
(assert (>= k 1))
(assert (>= n 1))
(assert (= n (+ (* q (+ k 1)) r)))
(assert (<= 0 r))
(assert (<= r k))
(assert (=> (win n) (and (<= 1 jw) (<= jw k) (<= jw n) (not (win (- n jw))))))
(assert (=> (and (<= 1 r) (<= r k) (<= r n) (not (win (- n r)))) (win n)))
(define-fun hypothesis ((m Int) (qq Int) (rr Int)) Bool
  (=> (and (<= 0 m) (< m n) (= m (+ (* qq (+ k 1)) rr)) (<= 0 rr) (<= rr k))
      (= (win m) (not (= rr 0)))))
(assert (hypothesis (- n r) q 0))
(assert (hypothesis (- n jw) (- q 1) (- (+ k 1) jw)))
(assert (not (= (win n) (not (= r 0)))))
(check-sat)
