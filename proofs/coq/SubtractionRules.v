(* Subtraction games: the rules, as definitions.

   A position is a pile of n counters; a move removes s counters for some s in
   the subtraction set S with 1 <= s <= n (a zero in S is not a move). Under
   normal play the player who cannot move loses; under misère play the player
   who makes the last move loses, so a position without moves is a win for
   the player to move. The Grundy value is the mex of the values after each
   move; under misère play a position without moves has value 1 (the first
   exponent of Conway's genus, whose base is the normal-play value), so that
   0 marks exactly the misère P-positions.

   Every one of the four sequences computes a position's value from the
   values after its moves, by one rule. The recursion is on a fuel argument
   larger than n, which every move consumes; [value_unfold] shows that the
   fuel is invisible: the value of n is the rule applied to the values of the
   positions one move away, which is the definition a reader checks against
   the rules of the game. *)

From Coq Require Import List Arith Lia Bool.
Import ListNotations.

Definition moves (S : list nat) (n : nat) : list nat :=
  filter (fun s => (1 <=? s) && (s <=? n)) S.

Lemma moves_spec : forall S n s, In s (moves S n) <-> In s S /\ 1 <= s <= n.
Proof.
  intros S n s. unfold moves. rewrite filter_In, andb_true_iff, !Nat.leb_le. tauto.
Qed.

(* A rule: from the moves available and the values after them, in the same
   order, the value of the position. *)
Definition rule (V : Type) := list nat -> list V -> V.

Fixpoint value_fuel {V} (r : rule V) (default : V) (S : list nat) (fuel n : nat) : V :=
  match fuel with
  | 0 => default
  | Datatypes.S fuel' =>
      r (moves S n) (map (fun s => value_fuel r default S fuel' (n - s)) (moves S n))
  end.

Definition value {V} (r : rule V) (default : V) (S : list nat) (n : nat) : V :=
  value_fuel r default S (Datatypes.S n) n.

Lemma value_fuel_enough : forall V (r : rule V) d S fuel1 fuel2 n,
  n < fuel1 -> n < fuel2 -> value_fuel r d S fuel1 n = value_fuel r d S fuel2 n.
Proof.
  intros V r d S fuel1. induction fuel1 as [|f1 IH]; intros fuel2 n H1 H2; [lia|].
  destruct fuel2 as [|f2]; [lia|]. simpl. f_equal.
  apply map_ext_in. intros s Hs. apply moves_spec in Hs. apply IH; lia.
Qed.

Theorem value_unfold : forall V (r : rule V) d S n,
  value r d S n = r (moves S n) (map (fun s => value r d S (n - s)) (moves S n)).
Proof.
  intros. unfold value at 1. simpl. f_equal.
  apply map_ext_in. intros s Hs. apply moves_spec in Hs.
  unfold value. apply value_fuel_enough; lia.
Qed.

(* Outcomes: true when the player to move wins. *)
Definition normal_rule : rule bool := fun _ after => existsb negb after.
Definition misere_rule : rule bool := fun ms after =>
  match ms with [] => true | _ => existsb negb after end.

Definition normal_wins (S : list nat) : nat -> bool := value normal_rule false S.
Definition misere_wins (S : list nat) : nat -> bool := value misere_rule false S.

(* The smallest natural number not in the list. *)
Fixpoint mex_from (fuel k : nat) (l : list nat) : nat :=
  match fuel with
  | 0 => k
  | Datatypes.S fuel' => if existsb (Nat.eqb k) l then mex_from fuel' (Datatypes.S k) l else k
  end.
Definition mex (l : list nat) : nat := mex_from (Datatypes.S (length l)) 0 l.

Definition normal_grundy_rule : rule nat := fun _ after => mex after.
Definition misere_grundy_rule : rule nat := fun ms after =>
  match ms with [] => 1 | _ => mex after end.

Definition normal_grundy (S : list nat) : nat -> nat := value normal_grundy_rule 0 S.
Definition misere_grundy (S : list nat) : nat -> nat := value misere_grundy_rule 0 S.

(* The rules in words, as theorems about the definitions above. *)
Theorem normal_wins_spec : forall S n,
  normal_wins S n = true <->
  exists s, In s S /\ 1 <= s <= n /\ normal_wins S (n - s) = false.
Proof.
  intros S n. unfold normal_wins. rewrite value_unfold. unfold normal_rule.
  rewrite existsb_exists. split.
  - intros [b [Hb Hneg]]. apply in_map_iff in Hb as [s [Hs Hin]].
    apply moves_spec in Hin. exists s. subst b. destruct (value _ _ S (n - s)); easy.
  - intros [s [HS [Hr Hv]]]. exists false. split; [|reflexivity].
    apply in_map_iff. exists s. split; [assumption|]. apply moves_spec. tauto.
Qed.

Theorem misere_wins_spec : forall S n,
  misere_wins S n = true <->
  (forall s, In s S -> ~ 1 <= s <= n) \/
  exists s, In s S /\ 1 <= s <= n /\ misere_wins S (n - s) = false.
Proof.
  intros S n. unfold misere_wins. rewrite value_unfold. unfold misere_rule.
  destruct (moves S n) as [|m ms] eqn:Hm.
  - split; [|reflexivity]. intros _. left. intros s HS Hr.
    assert (In s (moves S n)) by (apply moves_spec; tauto). rewrite Hm in H. easy.
  - rewrite <- Hm, existsb_exists. split.
    + intros [b [Hb Hneg]]. right. apply in_map_iff in Hb as [s [Hs Hin]].
      apply moves_spec in Hin. exists s. subst b. destruct (value _ _ S (n - s)); easy.
    + intros [Hnone | [s [HS [Hr Hv]]]].
      * exfalso. assert (Hin : In m (moves S n)) by (rewrite Hm; left; reflexivity).
        apply moves_spec in Hin. apply (Hnone m); tauto.
      * exists false. split; [|reflexivity].
        apply in_map_iff. exists s. split; [assumption|]. apply moves_spec. tauto.
Qed.

(* What mex computes: the smallest natural number not in the list. *)
Lemma mex_from_spec : forall l fuel k, (forall j, j < k -> In j l) -> length l < k + fuel ->
  ~ In (mex_from fuel k l) l /\ (forall j, j < mex_from fuel k l -> In j l).
Proof.
  intros l fuel. induction fuel as [|fuel IH]; intros k Hbelow Hfuel; simpl.
  - split; [|exact Hbelow]. intros Hk.
    assert (Hincl : incl (seq 0 (Datatypes.S k)) l).
    { intros j Hj. apply in_seq in Hj. destruct (Nat.eq_dec j k) as [-> | Hne]; [exact Hk | apply Hbelow; lia]. }
    pose proof (NoDup_incl_length (seq_NoDup (Datatypes.S k) 0) Hincl) as Hlen.
    rewrite seq_length in Hlen. lia.
  - destruct (existsb (Nat.eqb k) l) eqn:Hin.
    + apply IH; [|lia]. intros j Hj. destruct (Nat.eq_dec j k) as [-> | Hne]; [|apply Hbelow; lia].
      apply existsb_exists in Hin as [y [Hy Hky]]. apply Nat.eqb_eq in Hky. subst y. exact Hy.
    + split; [|exact Hbelow]. intros Hk. assert (Hex : existsb (Nat.eqb k) l = true)
        by (apply existsb_exists; exists k; split; [exact Hk | apply Nat.eqb_refl]). congruence.
Qed.

Theorem mex_spec : forall l, ~ In (mex l) l /\ (forall j, j < mex l -> In j l).
Proof. intros l. apply mex_from_spec; [intros j Hj; lia | lia]. Qed.

Lemma mex_zero : forall l, mex l = 0 <-> ~ In 0 l.
Proof.
  intros l. destruct (mex_spec l) as [Hnot Hbelow]. split.
  - intros H. rewrite <- H. exact Hnot.
  - intros H0. destruct (mex l) as [|m] eqn:Hm; [reflexivity|]. exfalso. apply H0, Hbelow. lia.
Qed.

Lemma no_zero_iff_no_loss : forall (ms : list nat) (f : nat -> nat) (g : nat -> bool),
  (forall s, In s ms -> (f s = 0 <-> g s = false)) ->
  (~ In 0 (map f ms) <-> existsb negb (map g ms) = false).
Proof.
  induction ms as [|s ms IH]; intros f g Hfg; simpl; [tauto|].
  assert (Hs : f s = 0 <-> g s = false) by (apply Hfg; left; reflexivity).
  assert (Hrest : ~ In 0 (map f ms) <-> existsb negb (map g ms) = false)
    by (apply IH; intros x Hx; apply Hfg; right; exact Hx).
  rewrite Bool.orb_false_iff, Bool.negb_false_iff, <- Hrest.
  destruct (g s); split; intros H.
  - split; [reflexivity|]. intros Hin. apply H. right. exact Hin.
  - intros [Hz | Hin]; [apply Hs in Hz; discriminate | exact (proj2 H Hin)].
  - exfalso. apply H. left. apply Hs. reflexivity.
  - destruct H as [H _]. discriminate.
Qed.

(* Grundy value 0 exactly where the player to move loses, in both plays. *)
Theorem normal_grundy_zero : forall S n, normal_grundy S n = 0 <-> normal_wins S n = false.
Proof.
  intros S n. induction n as [n IH] using lt_wf_ind.
  unfold normal_grundy, normal_wins. rewrite !value_unfold. unfold normal_grundy_rule, normal_rule.
  rewrite mex_zero. apply no_zero_iff_no_loss. intros s Hs. apply moves_spec in Hs. apply IH. lia.
Qed.

Theorem misere_grundy_zero : forall S n, misere_grundy S n = 0 <-> misere_wins S n = false.
Proof.
  intros S n. induction n as [n IH] using lt_wf_ind.
  unfold misere_grundy, misere_wins. rewrite !value_unfold. unfold misere_grundy_rule, misere_rule.
  destruct (moves S n) as [|m ms] eqn:Hm; [split; discriminate|].
  rewrite <- Hm, mex_zero. apply no_zero_iff_no_loss. intros s Hs. apply moves_spec in Hs. apply IH. lia.
Qed.
