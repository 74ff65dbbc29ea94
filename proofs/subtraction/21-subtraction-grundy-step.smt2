; name: subtraction-grundy-step
; claim: the same induction step for Grundy values: if g(x + p) = g(x) at x = n - s for all s in S (n >= pre + max S), then g(n + p) = g(n)
; expected: proved
; z3-tactics: simplify,smt
; timeout-ms: 60000
; cvc5-options: --enum-inst
; g(x) = mex{ g(x - s) : s in S } is stated as: g(x) >= 0, g(x) differs from
; every g(x - s), and every v below g(x) is some g(x - s). The misere values
; (first component of the genus) obey the same mex wherever a move exists.
; cvc5 needs enumerative instantiation (--enum-inst) here; by default it
; answers unknown.
(set-logic ALL)
(declare-fun inS (Int) Bool)
(declare-fun g (Int) Int)
(declare-const m Int)
(declare-const pre Int)
(declare-const p Int)
(declare-const n Int)
(assert (forall ((s Int)) (=> (inS s) (and (<= 1 s) (<= s m)))))
(assert (>= pre 0))
(assert (>= p 1))
(assert (>= n (+ pre m)))
(define-fun mex ((x Int)) Bool
  (and (>= (g x) 0)
       (forall ((s Int)) (=> (inS s) (not (= (g x) (g (- x s))))))
       (forall ((v Int)) (=> (and (<= 0 v) (< v (g x)))
                             (exists ((s Int)) (and (inS s) (= (g (- x s)) v)))))))
(assert (mex n))
(assert (mex (+ n p)))
(assert (forall ((s Int)) (=> (inS s) (= (g (- (+ n p) s)) (g (- n s))))))
(assert (not (= (g (+ n p)) (g n))))
(check-sat)
