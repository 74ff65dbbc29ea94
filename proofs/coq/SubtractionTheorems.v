(* Subtraction games: theorems for every n.

   1. Periodicity from a window. Each of the four sequences of
      SubtractionRules.v gives the value of n from the values of n - s for the
      moves s. Once n >= max S every s in S is a move, so from there the value
      of n is one fixed function of the max S values before it. Hence if the
      sequence agrees with its shift by L on a window of max S consecutive
      positions starting at p, it agrees from p on, for every n: a sequence
      that repeats over one window repeats forever. This is the lemma the
      `periodicity` certificates rest on (named there
      subtraction-outcome-step and subtraction-grundy-step, and also proved by
      Z3 in proofs/subtraction/20-*.smt2 and 21-*.smt2).

   2. Taking 1 to k counters. For S = {1, ..., k} the player to move loses
      under normal play exactly when n is a multiple of k + 1, and under
      misère play exactly when n leaves 1 modulo k + 1; the classical answer
      (Bouton's era; see Berlekamp, Conway and Guy, Winning Ways, ch. 1 and
      13), for every k >= 1 and every n.

   3. "Say 30 and you lose": two players count 1, 2, 3, ... in turn, each
      saying one to three numbers; whoever says 30 loses. That is misère
      play on a pile of 30 counters with S = {1, 2, 3}: the first player wins,
      by saying 1 alone, and then by bringing every round of two turns to
      four numbers (saying 5, 9, ..., 29). *)

From Coq Require Import List Arith Lia Bool.
Import ListNotations.
From GameCert Require Import SubtractionRules Periods.

Definition max_move (S : list nat) : nat := fold_right Nat.max 0 S.

Lemma max_move_bound : forall S s, In s S -> s <= max_move S.
Proof.
  induction S as [|a S IH]; simpl; intros s H; [contradiction|].
  destruct H as [-> | H]; [lia|]. specialize (IH s H). lia.
Qed.

(* From n >= max S on, the moves of n are all of S's nonzero members. *)
Lemma moves_large : forall S n m, max_move S <= n -> max_move S <= m -> moves S n = moves S m.
Proof.
  intros S n m Hn Hm. unfold moves. apply filter_ext_in. intros s Hs.
  pose proof (max_move_bound S s Hs).
  destruct (1 <=? s); simpl; [|reflexivity].
  rewrite (proj2 (Nat.leb_le s n)), (proj2 (Nat.leb_le s m)); lia.
Qed.

Theorem periodic_from_window : forall V (r : rule V) d S p L,
  (forall n, p <= n < p + max_move S -> value r d S (n + L) = value r d S n) ->
  forall n, p <= n -> value r d S (n + L) = value r d S n.
Proof.
  intros V r d S p L Hwindow n.
  induction n as [n IH] using lt_wf_ind. intros Hp.
  destruct (Nat.lt_ge_cases n (p + max_move S)) as [Hsmall | Hlarge].
  { apply Hwindow. lia. }
  rewrite !value_unfold. rewrite (moves_large S (n + L) n) by lia.
  f_equal. apply map_ext_in. intros s Hs.
  pose proof (proj1 (moves_spec S n s) Hs) as [HS Hr].
  pose proof (max_move_bound S s HS).
  replace (n + L - s) with (n - s + L) by lia.
  apply IH; lia.
Qed.

(* The four sequences of the certificates are instances. *)
Corollary normal_wins_periodic : forall S p L,
  (forall n, p <= n < p + max_move S -> normal_wins S (n + L) = normal_wins S n) ->
  forall n, p <= n -> normal_wins S (n + L) = normal_wins S n.
Proof. intros S p L. apply periodic_from_window. Qed.

Corollary misere_wins_periodic : forall S p L,
  (forall n, p <= n < p + max_move S -> misere_wins S (n + L) = misere_wins S n) ->
  forall n, p <= n -> misere_wins S (n + L) = misere_wins S n.
Proof. intros S p L. apply periodic_from_window. Qed.

Corollary normal_grundy_periodic : forall S p L,
  (forall n, p <= n < p + max_move S -> normal_grundy S (n + L) = normal_grundy S n) ->
  forall n, p <= n -> normal_grundy S (n + L) = normal_grundy S n.
Proof. intros S p L. apply periodic_from_window. Qed.

Corollary misere_grundy_periodic : forall S p L,
  (forall n, p <= n < p + max_move S -> misere_grundy S (n + L) = misere_grundy S n) ->
  forall n, p <= n -> misere_grundy S (n + L) = misere_grundy S n.
Proof. intros S p L. apply periodic_from_window. Qed.

(* What one line of a `periodicity` certificate establishes: its terms are
   the rules' values; they repeat over the window; each proper divisor of the
   period fails somewhere in the first period; the term before the preperiod
   breaks the period. Then the line's preperiod and period are the sequence's
   exact ones, for every n. *)
Corollary exact_from_window : forall V (r : rule V) d S p L,
  0 < L ->
  (forall n, p <= n < p + max_move S -> value r d S (n + L) = value r d S n) ->
  (forall q, 0 < q < L -> Nat.divide q L ->
     exists n, p <= n < p + L /\ value r d S (n + q) <> value r d S n) ->
  (p = 0 \/ value r d S (p - 1 + L) <> value r d S (p - 1)) ->
  exact_preperiod_and_period V (value r d S) p L.
Proof.
  intros V r d S p L HL Hwindow Hdiv Hpre. apply exact_from_witnesses; try assumption.
  intros n Hn. apply (periodic_from_window V r d S p L Hwindow n Hn).
Qed.

(* Arithmetic modulo d = k + 1 that the two theorems below need. *)
Lemma mod_step_back : forall d n s, 0 < d -> s <= n -> s < d ->
  (n - s) mod d = (n mod d + (d - s)) mod d.
Proof.
  intros d n s Hd Hs Hsd.
  rewrite <- (Nat.mod_add (n - s) 1 d) by lia.
  replace (n - s + 1 * d) with (n + (d - s)) by lia.
  symmetry. apply Nat.add_mod_idemp_l. lia.
Qed.

Lemma mod_below_twice : forall d x, d <= x < d + d -> x mod d = x - d.
Proof.
  intros d x H. replace x with (x - d + 1 * d) at 1 by lia.
  rewrite Nat.mod_add by lia. apply Nat.mod_small. lia.
Qed.

(* The residue of n - s, for a move s of 1 .. k, modulo k + 1. *)
Lemma residue_after_move : forall k n s, 1 <= s <= k -> s <= n ->
  (n - s) mod (k + 1) =
  if s <=? n mod (k + 1) then n mod (k + 1) - s else n mod (k + 1) + (k + 1) - s.
Proof.
  intros k n s Hs Hn. rewrite mod_step_back by lia.
  pose proof (Nat.mod_upper_bound n (k + 1) ltac:(lia)) as Hr.
  destruct (Nat.leb_spec s (n mod (k + 1))).
  - rewrite mod_below_twice by lia. lia.
  - rewrite Nat.mod_small by lia. lia.
Qed.

Lemma moves_one_to_k : forall k n s, In s (moves (seq 1 k) n) <-> 1 <= s <= k /\ s <= n.
Proof.
  intros k n s. rewrite moves_spec, in_seq. lia.
Qed.

Theorem normal_one_to_k : forall k n, 1 <= k ->
  normal_wins (seq 1 k) n = false <-> n mod (k + 1) = 0.
Proof.
  intros k n Hk. induction n as [n IH] using lt_wf_ind.
  pose proof (Nat.mod_upper_bound n (k + 1) ltac:(lia)) as Hr.
  split.
  - intros Hlose. destruct (Nat.eq_dec (n mod (k + 1)) 0) as [|Hne]; [assumption|].
    exfalso. set (r := n mod (k + 1)) in *.
    assert (Hrn : r <= n) by (apply Nat.mod_le; lia).
    assert (Hwin : normal_wins (seq 1 k) n = true).
    { apply normal_wins_spec. exists r. rewrite in_seq. split; [lia|]. split; [lia|].
      apply IH; [lia|]. rewrite residue_after_move by lia.
      fold r. rewrite Nat.leb_refl. lia. }
    congruence.
  - intros Hzero. destruct (normal_wins (seq 1 k) n) eqn:Hv; [|reflexivity].
    apply normal_wins_spec in Hv as [s [HS [Hsn Hlose]]].
    rewrite in_seq in HS. apply IH in Hlose; [|lia].
    rewrite residue_after_move in Hlose by lia. rewrite Hzero in Hlose.
    destruct (Nat.leb_spec s 0); lia.
Qed.

Theorem misere_one_to_k : forall k n, 1 <= k ->
  misere_wins (seq 1 k) n = false <-> n mod (k + 1) = 1.
Proof.
  intros k n Hk. induction n as [n IH] using lt_wf_ind.
  pose proof (Nat.mod_upper_bound n (k + 1) ltac:(lia)) as Hr.
  split.
  - intros Hlose. destruct (Nat.eq_dec (n mod (k + 1)) 1) as [|Hne]; [assumption|].
    exfalso. set (r := n mod (k + 1)) in *.
    assert (Hwin : misere_wins (seq 1 k) n = true).
    { apply misere_wins_spec. destruct n as [|n'].
      { left. intros s HS. rewrite in_seq in HS. lia. }
      right. assert (Hrn : r <= Datatypes.S n') by (apply Nat.mod_le; lia).
      (* The move that leaves a pile of residue 1: k when r = 0, else r - 1. *)
      set (s := if r =? 0 then k else r - 1).
      assert (Hs : 1 <= s <= k /\ s <= Datatypes.S n').
      { unfold s. destruct (Nat.eqb_spec r 0).
        - split; [lia|]. destruct (Nat.le_gt_cases k (Datatypes.S n')) as [|Hsmall]; [assumption|].
          exfalso. unfold r in e. rewrite Nat.mod_small in e; lia.
        - lia. }
      exists s. rewrite in_seq. split; [lia|]. split; [lia|].
      apply IH; [lia|]. rewrite residue_after_move by lia. fold r. unfold s.
      destruct (Nat.eqb_spec r 0) as [Hr0|Hr0].
      - rewrite Hr0. destruct (Nat.leb_spec k 0); lia.
      - destruct (Nat.leb_spec (r - 1) r); lia. }
    congruence.
  - intros Hone. destruct (misere_wins (seq 1 k) n) eqn:Hv; [|reflexivity].
    apply misere_wins_spec in Hv as [Hnone | [s [HS [Hsn Hlose]]]].
    + (* No move: n = 0, whose residue is 0, not 1. *)
      destruct n as [|n']; [rewrite Nat.mod_0_l in Hone; lia|].
      exfalso. apply (Hnone 1); [rewrite in_seq; lia | lia].
    + rewrite in_seq in HS. apply IH in Hlose; [|lia].
      rewrite residue_after_move in Hlose by lia. rewrite Hone in Hlose.
      destruct (Nat.leb_spec s 1); lia.
Qed.

(* "Say 30 and you lose." Counting 1, 2, 3, ... with one to three numbers a
   turn, a player who must say 30 has lost: with c numbers still unsaid, the
   player to move faces misère play on a pile of c counters. *)
Definition say_30_first_player_wins : Prop := misere_wins (seq 1 3) 30 = true.

Theorem say_30 : say_30_first_player_wins.
Proof.
  unfold say_30_first_player_wins. destruct (misere_wins (seq 1 3) 30) eqn:H; [reflexivity|].
  apply misere_one_to_k in H; [|lia]. discriminate.
Qed.

(* The winning opening: say 1 alone, leaving 29 numbers to a player who loses. *)
Theorem say_30_by_saying_1 : misere_wins (seq 1 3) (30 - 1) = false.
Proof. apply misere_one_to_k; [lia|reflexivity]. Qed.

(* The case k = 3 of [normal_one_to_k]: S = {1, 2, 3} under normal play (the
   count played so that whoever says the last number wins) is lost exactly
   at the multiples of 4. *)
Theorem count_down_by_1_to_3 : forall n, normal_wins (seq 1 3) n = false <-> n mod 4 = 0.
Proof. intros n. apply (normal_one_to_k 3 n). lia. Qed.

(* The definitions compute: the first terms of the certificate line
   "1,2,3 normal outcome 0 4 PNNNPNNN" and of its misère line, by the rules. *)
Example normal_1_2_3_first_terms :
  map (normal_wins [1; 2; 3]) (seq 0 8) = [false; true; true; true; false; true; true; true].
Proof. reflexivity. Qed.

Example misere_1_2_3_first_terms :
  map (misere_wins [1; 2; 3]) (seq 0 8) = [true; false; true; true; true; false; true; true].
Proof. reflexivity. Qed.
