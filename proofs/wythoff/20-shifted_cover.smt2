; name: shifted_cover
; claim: every x >= 0 is L(n) for some n >= 1 or U(m) for some m >= 0
; expected: proved
; z3-tactics: default-solver
; timeout-ms: 60000
; cvc5-timeout-ms: 10000
(set-logic UFLIA)
(declare-fun a (Int) Int)
(define-fun b ((n Int)) Int (+ (a n) n))
(declare-fun cover_index (Int) Int)
(assert (= (a 0) 0))
(assert (= (a 1) 1))
(assert (= (a 2) 3))
(assert (= (a 3) 4))
(assert (= (a 4) 6))
(assert (= (a 5) 8))
(assert (= (a 6) 9))
(assert (= (a 7) 11))
(assert (= (a 8) 12))
(assert (forall ((n Int) (k Int)) (! (=> (and (<= 0 n) (< n k)) (< (a n) (a k))) :pattern ((a n) (a k)))))
(assert (forall ((n Int) (m Int)) (! (=> (and (>= n 1) (>= m 1)) (distinct (a n) (b m))) :pattern ((a n) (a m)))))
(assert (forall ((k Int)) (! (=> (>= k 1) (and (>= (cover_index k) 1)
  (or (= (a (cover_index k)) k) (= (b (cover_index k)) k)))) :pattern ((cover_index k)))))
(declare-fun g (Int) Int)
(declare-fun pre (Int) Int)
(define-fun L ((n Int)) Int (+ (a n) (g n) (- 1)))
(define-fun U ((n Int)) Int (+ (b n) (g n)))
(assert (forall ((n Int)) (! (or (= (g n) 0) (= (g n) 1)) :pattern ((g n)))))
(assert (= (g 0) 1))
(assert (forall ((n Int) (m Int)) (! (=> (and (>= n 1) (>= m 0) (= (a n) (+ (b m) 1))) (= (g n) (- 1 (g m))))
  :pattern ((a n) (g m)))))
(assert (forall ((n Int)) (! (=> (and (>= n 1) (= (g n) 0))
  (and (>= (pre n) 0) (= (a n) (+ (b (pre n)) 1)) (= (g (pre n)) 1))) :pattern ((g n)))))
(declare-const x Int)
(assert (>= x 0))
; The hypotheses "no n >= 1 has L(n) = x" and "no m >= 0 has U(m) = x", used only at
; the indices the proof needs (instances of a hypothesis are implied by it).
(define-fun not_lower ((n Int)) Bool (=> (>= n 1) (distinct (L n) x)))
(define-fun not_upper ((m Int)) Bool (=> (>= m 0) (distinct (U m) x)))
(assert (not_lower 1))
(assert (not_lower (cover_index x))) (assert (not_upper (cover_index x)))
(assert (not_upper (pre (cover_index x))))
(assert (not_lower (cover_index (+ x 1))))
(check-sat)
