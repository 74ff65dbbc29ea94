(* Exact preperiod and period of an eventually periodic sequence.

   A sequence a is periodic from p with period L when a (n + L) = a n for
   every n >= p. Its period is the least L > 0 for which it is periodic from
   some p, and its preperiod the least p from which it is periodic at all.
   [exact_from_witnesses] shows that a certificate line's evidence fixes both:
   the sequence is periodic from p with period L; for each proper divisor q
   of L some n in p .. p + L - 1 has a (n + q) <> a n; and p = 0 or
   a (p - 1 + L) <> a (p - 1). Then every p', L' > 0 from which the sequence
   is periodic have p <= p' and L dividing L'. The argument: two periods
   from a common start give their difference, hence (Euclid) their gcd; the
   gcd of L and L' divides L, and a proper divisor is ruled out by its
   witness; an earlier start for any period gives one for L as well. *)

From Coq Require Import Arith Lia.

Section Periods.
Variable V : Type.
Variable a : nat -> V.

Definition periodic_from (p L : nat) : Prop := forall n, p <= n -> a (n + L) = a n.

Definition exact_preperiod_and_period (p L : nat) : Prop :=
  0 < L /\ periodic_from p L /\
  forall p' L', 0 < L' -> periodic_from p' L' -> p <= p' /\ Nat.divide L L'.

Lemma periodic_later : forall p p' L, p <= p' -> periodic_from p L -> periodic_from p' L.
Proof. intros p p' L Hp H n Hn. apply H. lia. Qed.

Lemma periodic_multiple : forall p L k, periodic_from p L -> forall n, p <= n -> a (n + k * L) = a n.
Proof.
  intros p L k H. induction k as [|k IH]; intros n Hn; [rewrite Nat.add_0_r; reflexivity|].
  replace (n + S k * L) with (n + k * L + L) by lia. rewrite H by lia. apply IH, Hn.
Qed.

Lemma periodic_difference : forall P L1 L2, L1 <= L2 ->
  periodic_from P L1 -> periodic_from P L2 -> periodic_from P (L2 - L1).
Proof.
  intros P L1 L2 Hle H1 H2 n Hn.
  rewrite <- (H1 (n + (L2 - L1))) by lia. replace (n + (L2 - L1) + L1) with (n + L2) by lia.
  apply H2, Hn.
Qed.

Lemma periodic_gcd : forall P L1 L2,
  periodic_from P L1 -> periodic_from P L2 -> periodic_from P (Nat.gcd L1 L2).
Proof.
  intros P L1 L2. remember (L1 + L2) as s eqn:Hs. revert L1 L2 Hs.
  induction s as [s IH] using lt_wf_ind. intros L1 L2 Hs H1 H2.
  destruct L1 as [|l1]; [simpl; exact H2|]. destruct L2 as [|l2]; [rewrite Nat.gcd_0_r; exact H1|].
  destruct (Nat.le_gt_cases (S l1) (S l2)) as [Hle | Hgt].
  - rewrite <- Nat.gcd_sub_diag_r by exact Hle.
    apply (IH (S l1 + (S l2 - S l1))); [lia | reflexivity | exact H1 |].
    apply periodic_difference; assumption.
  - rewrite Nat.gcd_comm, <- Nat.gcd_sub_diag_r by lia.
    apply (IH (S l2 + (S l1 - S l2))); [lia | reflexivity | exact H2 |].
    apply periodic_difference; [lia | assumption | assumption].
Qed.

(* A period from a later start holds from p too, when L is a period from p. *)
Lemma periodic_pull_back : forall p P L q, 0 < L -> periodic_from p L -> periodic_from P q ->
  periodic_from p q.
Proof.
  intros p P L q HL HpL HPq n Hn.
  rewrite <- (periodic_multiple p L P HpL (n + q)) by lia.
  rewrite <- (periodic_multiple p L P HpL n) by lia.
  replace (n + q + P * L) with (n + P * L + q) by lia.
  apply HPq. nia.
Qed.

Theorem exact_from_witnesses : forall p L,
  0 < L -> periodic_from p L ->
  (forall q, 0 < q < L -> Nat.divide q L -> exists n, p <= n < p + L /\ a (n + q) <> a n) ->
  (p = 0 \/ a (p - 1 + L) <> a (p - 1)) ->
  exact_preperiod_and_period p L.
Proof.
  intros p L HL HpL Hdiv Hpre. split; [exact HL|]. split; [exact HpL|].
  intros p' L' HL' Hp'L'.
  assert (HLL' : Nat.divide L L').
  { set (g := Nat.gcd L L').
    assert (Hg : periodic_from (max p p') g).
    { apply periodic_gcd; [apply (periodic_later p) | apply (periodic_later p')];
        (lia || assumption). }
    assert (Hgp : periodic_from p g) by (apply (periodic_pull_back p (max p p') L); assumption).
    assert (HgL : Nat.divide g L) by apply Nat.gcd_divide_l.
    assert (Hgpos : 0 < g).
    { destruct (Nat.eq_dec g 0) as [Hz|]; [|lia]. apply Nat.gcd_eq_0 in Hz. lia. }
    destruct (Nat.eq_dec g L) as [Heq | Hne].
    - rewrite <- Heq. apply Nat.gcd_divide_r.
    - exfalso. assert (g <= L) by (apply Nat.divide_pos_le; assumption).
      destruct (Hdiv g) as [n [Hn Hdiff]]; [lia | assumption |].
      apply Hdiff, Hgp. lia. }
  split; [|exact HLL'].
  destruct (Nat.le_gt_cases p p') as [|Hlt]; [assumption|]. exfalso.
  destruct Hpre as [Hz | Hdiff]; [lia|].
  apply Hdiff. apply (periodic_pull_back p' (max p p') L' L HL' Hp'L'); [|lia].
  apply (periodic_later p); [lia | exact HpL].
Qed.

(* So a sequence has at most one exact preperiod and period. *)
Lemma exact_unique : forall p L p' L',
  exact_preperiod_and_period p L -> exact_preperiod_and_period p' L' -> p = p' /\ L = L'.
Proof.
  intros p L p' L' [HL [HpL Hmin]] [HL' [Hp'L' Hmin']].
  destruct (Hmin p' L' HL' Hp'L') as [Hp HLL']. destruct (Hmin' p L HL HpL) as [Hp' HL'L].
  split; [lia | apply Nat.divide_antisym; assumption].
Qed.

End Periods.
