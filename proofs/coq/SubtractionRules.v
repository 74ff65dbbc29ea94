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
