; name: ksym-misere-step
; claim: misere play, every k >= 1 and n >= 1: if every m < n is lost iff its residue mod (k+1) is 1, then so is n
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; For n >= 1 a move exists, so the recurrence is the normal one. As in
; ksym-step, jw names the winning move when n is won, and the hypothesis is
; asserted at the instances the proof needs (hints):
;   the winning move r - 1 (r >= 2):  n - (r-1) = q(k+1) + 1
;   the winning move k (r = 0):       n - k     = (q-1)(k+1) + 1
;   the move jw when r = 1:           n - jw    = q(k+1) + 0        if jw = 1
;                                     n - jw    = (q-1)(k+1) + (k+2-jw) if jw >= 2
; The r = 0 case needs q >= 1 (n >= 1), which ksym-monotone gives (hint).
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
(assert (=> (<= q (- 1)) (<= (* q (+ k 1)) (- (+ k 1)))))
(assert (=> (win n) (and (<= 1 jw) (<= jw k) (<= jw n) (not (win (- n jw))))))
(define-fun wins-by ((j Int)) Bool (=> (and (<= 1 j) (<= j k) (<= j n) (not (win (- n j)))) (win n)))
(assert (wins-by (- r 1)))
(assert (wins-by k))
(define-fun hypothesis ((m Int) (qq Int) (rr Int)) Bool
  (=> (and (<= 0 m) (< m n) (= m (+ (* qq (+ k 1)) rr)) (<= 0 rr) (<= rr k))
      (= (win m) (not (= rr 1)))))
(assert (hypothesis (- n (- r 1)) q 1))
(assert (hypothesis (- n k) (- q 1) 1))
(assert (hypothesis (- n jw) q 0))
(assert (hypothesis (- n jw) (- q 1) (- (+ k 2) jw)))
(assert (not (= (win n) (not (= r 1)))))
(check-sat)
