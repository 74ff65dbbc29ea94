(* Sylver Coinage: every position whose nameable numbers are finitely many
   is P or N.

   When every number above some bound B is a sum of the position (with gcd 1
   the Frobenius number is such a bound), the nameable numbers lie in
   0 .. B, and a move turns at least one of them (the number named) into a
   sum while no sum stops being one. So the count of nameable numbers up to
   B falls with every move, and induction on it shows the position is P or
   N: the inductive definitions of SylverRules.v describe the whole game on
   such positions, which is the well-founded recursion on the finite set of
   nameable numbers that defines the outcome. The last theorem, strategy
   stealing for enders, uses it. *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From GameCert Require Import SylverRules.

Lemma sum_of_inv : forall G x, sum_of G x ->
  x = 0 \/ exists g, In g G /\ 1 <= g <= x /\ sum_of G (x - g).
Proof.
  intros G x Hx. induction Hx as [|g n Hg Hn IH]; [left; reflexivity|].
  destruct g as [|g'].
  - simpl. exact IH.
  - right. exists (S g'). split; [assumption|]. split; [lia|].
    replace (S g' + n - S g') with n by lia. exact Hn.
Qed.

Lemma exists_in_dec : forall (P : nat -> Prop) (l : list nat),
  (forall y, In y l -> {P y} + {~ P y}) ->
  {exists y, In y l /\ P y} + {~ exists y, In y l /\ P y}.
Proof.
  intros P l Hdec. induction l as [|a l IH].
  - right. intros [y [[] _]].
  - destruct (Hdec a (or_introl eq_refl)) as [Ha | Ha].
    + left. exists a. split; [left; reflexivity | exact Ha].
    + destruct IH as [Hl | Hl].
      * intros y Hy. apply Hdec. right. exact Hy.
      * left. destruct Hl as [y [Hy HP]]. exists y. split; [right; exact Hy | exact HP].
      * right. intros [y [[<- | Hy] HP]]; [contradiction|]. apply Hl. exists y. tauto.
Qed.

Theorem sum_of_dec : forall G x, {sum_of G x} + {~ sum_of G x}.
Proof.
  intros G x. induction x as [x IH] using lt_wf_rec.
  destruct (Nat.eq_dec x 0) as [-> | Hx0]; [left; constructor|].
  destruct (exists_in_dec (fun g => 1 <= g <= x /\ sum_of G (x - g)) G) as [Hsome | Hnone].
  - intros g _. destruct (le_dec 1 g); [|right; lia]. destruct (le_dec g x); [|right; lia].
    destruct (IH (x - g)) as [Hs | Hs]; [lia | left; tauto | right; tauto].
  - left. destruct Hsome as [g [Hg [Hr Hs]]].
    replace x with (g + (x - g)) by lia. apply sum_of_add; assumption.
  - right. intros Hs. apply sum_of_inv in Hs as [-> | [g Hg]]; [contradiction|].
    apply Hnone. exists g. tauto.
Qed.

Definition nameable_b (G : list nat) (x : nat) : bool :=
  if sum_of_dec G x then false else true.

Definition nameable_count (G : list nat) (B : nat) : nat :=
  length (filter (nameable_b G) (seq 0 (S B))).

Lemma sum_of_weaken : forall G x n, sum_of G n -> sum_of (x :: G) n.
Proof.
  intros G x n Hn. induction Hn; [constructor|]. apply sum_of_add; [right|]; assumption.
Qed.

Lemma filter_length_mono : forall (f h : nat -> bool) l,
  (forall y, In y l -> h y = true -> f y = true) ->
  length (filter h l) <= length (filter f l).
Proof.
  intros f h l Hsub. induction l as [|a l IH]; simpl; [lia|].
  assert (Hl : length (filter h l) <= length (filter f l)).
  { apply IH. intros y Hy. apply Hsub. right. exact Hy. }
  destruct (h a) eqn:Hha.
  - rewrite (Hsub a (or_introl eq_refl) Hha). simpl. lia.
  - destruct (f a); simpl; lia.
Qed.

Lemma filter_length_strict : forall (f h : nat -> bool) l,
  (forall y, In y l -> h y = true -> f y = true) ->
  (exists y, In y l /\ f y = true /\ h y = false) ->
  length (filter h l) < length (filter f l).
Proof.
  intros f h l Hsub. induction l as [|a l IH]; intros [y [Hy [Hf Hh]]]; [contradiction|].
  assert (Hsub' : forall z, In z l -> h z = true -> f z = true)
    by (intros z Hz; apply Hsub; right; exact Hz).
  simpl. destruct Hy as [<- | Hy].
  - rewrite Hf, Hh. simpl. pose proof (filter_length_mono f h l Hsub'). lia.
  - assert (Hlt : length (filter h l) < length (filter f l)) by (apply IH; [exact Hsub' | exists y; tauto]).
    destruct (h a) eqn:Hha.
    + rewrite (Hsub a (or_introl eq_refl) Hha). simpl. lia.
    + destruct (f a); simpl; lia.
Qed.

(* A move lowers the count of nameable numbers up to B. *)
Lemma nameable_count_falls : forall G B x,
  (forall y, B < y -> sum_of G y) -> move G x ->
  nameable_count (x :: G) B < nameable_count G B.
Proof.
  intros G B x Hbound [Hx Hname]. unfold nameable_count.
  apply filter_length_strict.
  - intros y _. unfold nameable_b.
    destruct (sum_of_dec (x :: G) y) as [|Hy]; [discriminate|].
    destruct (sum_of_dec G y) as [Hs|]; [|reflexivity].
    intros _. exfalso. apply Hy, sum_of_weaken, Hs.
  - exists x. split; [|split].
    + apply in_seq. destruct (le_lt_dec x B); [lia|]. exfalso. apply Hname, Hbound. assumption.
    + unfold nameable_b. destruct (sum_of_dec G x); [contradiction | reflexivity].
    + unfold nameable_b. destruct (sum_of_dec (x :: G) x) as [|Hs]; [reflexivity|].
      exfalso. apply Hs. rewrite <- (Nat.add_0_r x) at 2.
      apply sum_of_add; [left; reflexivity | constructor].
Qed.

Lemma moves_settled : forall G (l : list nat),
  (forall x, In x l -> move G x -> is_P (x :: G) \/ is_N (x :: G)) ->
  (exists x, In x l /\ move G x /\ is_P (x :: G)) \/
  (forall x, In x l -> move G x -> is_N (x :: G)).
Proof.
  intros G l Hsettled. induction l as [|a l IH].
  - right. intros x [].
  - destruct IH as [[x [Hx Hwin]] | Hall].
    + intros x Hx. apply Hsettled. right. exact Hx.
    + left. exists x. split; [right|]; assumption.
    + assert (Hmove_dec : move G a \/ ~ move G a).
      { unfold move, nameable. destruct (sum_of_dec G a) as [Hs | Hs].
        - right. intros [_ Hn]. exact (Hn Hs).
        - destruct (le_lt_dec 2 a); [left; split; assumption | right; intros [H _]; lia]. }
      destruct Hmove_dec as [Hm | Hm].
      * destruct (Hsettled a (or_introl eq_refl) Hm) as [HP | HN].
        -- left. exists a. split; [left; reflexivity | tauto].
        -- right. intros x [<- | Hx] Hmx; [exact HN | exact (Hall x Hx Hmx)].
      * right. intros x [<- | Hx] Hmx; [contradiction | exact (Hall x Hx Hmx)].
Qed.

Theorem sylver_determined : forall B G,
  (forall x, B < x -> sum_of G x) -> is_P G \/ is_N G.
Proof.
  intros B G. remember (nameable_count G B) as c eqn:Hc.
  revert G Hc. induction c as [c IH] using lt_wf_ind. intros G Hc Hbound.
  assert (Hsettled : forall x, In x (seq 0 (S B)) -> move G x -> is_P (x :: G) \/ is_N (x :: G)).
  { intros x _ Hmove. apply (IH (nameable_count (x :: G) B)).
    - subst c. apply nameable_count_falls; assumption.
    - reflexivity.
    - intros y Hy. apply sum_of_weaken, Hbound, Hy. }
  destruct (moves_settled G _ Hsettled) as [[x [_ [Hmove HP]]] | Hall].
  - right. exact (N_by G x Hmove HP).
  - left. constructor. intros x [Hx Hname]. apply Hall; [|split; assumption].
    apply in_seq. destruct (le_lt_dec x B); [lia|]. exfalso. apply Hname, Hbound. assumption.
Qed.

(* Strategy stealing for enders (Sicherman 2002, after Conway's argument for
   Hutchings' theorem). If naming any number x other than t makes t a sum,
   the position is N. Either naming t wins, or some reply u to t wins; u is
   not t, so u makes t a sum, and then naming u at once reaches the same
   position as t followed by u: u wins from the start. The proof names no
   winning move, which is why an `E` entry of a certificate has no witness. *)

Lemma sum_of_member : forall G g, In g G -> sum_of G g.
Proof.
  intros G g Hg. rewrite <- (Nat.add_0_r g). apply sum_of_add; [assumption | constructor].
Qed.

Lemma sum_of_plus : forall H a b, sum_of H a -> sum_of H b -> sum_of H (a + b).
Proof.
  intros H a b Ha Hb. induction Ha as [|g n Hg Hn IH]; [exact Hb|].
  rewrite <- Nat.add_assoc. apply sum_of_add; assumption.
Qed.

Lemma sum_of_incl : forall G H, (forall g, In g G -> sum_of H g) ->
  forall n, sum_of G n -> sum_of H n.
Proof.
  intros G H Hincl n Hn. induction Hn as [|g n Hg Hn IH]; [constructor|].
  apply sum_of_plus; [apply Hincl|]; assumption.
Qed.

Theorem ender_is_N : forall B G t,
  (forall x, B < x -> sum_of G x) ->
  move G t ->
  (forall x, move G x -> x <> t -> sum_of (x :: G) t) ->
  is_N G.
Proof.
  intros B G t Hbound Ht Hkills.
  assert (Hbound_t : forall x, B < x -> sum_of (t :: G) x) by (intros x Hx; apply sum_of_weaken, Hbound, Hx).
  destruct (sylver_determined B (t :: G) Hbound_t) as [HP | HN].
  - exact (N_by G t Ht HP).
  - inversion HN as [G' u [Hu Hname] HP]; subst.
    assert (Hut : u <> t).
    { intros ->. apply Hname, sum_of_member. left. reflexivity. }
    assert (Hmove : move G u).
    { split; [assumption|]. intros Hs. apply Hname, sum_of_weaken, Hs. }
    assert (Hsame : same_sums (u :: t :: G) (u :: G)).
    { intros n. split; apply sum_of_incl; intros g Hg.
      - destruct Hg as [<- | [<- | Hg]].
        + apply sum_of_member. left. reflexivity.
        + apply Hkills; assumption.
        + apply sum_of_member. right. exact Hg.
      - destruct Hg as [<- | Hg]; apply sum_of_member; [left; reflexivity | right; right; exact Hg]. }
    exact (N_by G u Hmove (proj2 outcome_by_sums _ HP _ Hsame)).
Qed.
