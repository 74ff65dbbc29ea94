(* Sylver positions as bitsets, the way the checkers hold them.

   A position whose numbers above t are all sums is known by the sums in
   0 .. t: bit n of a binary number is set when n is a sum. Naming x adds
   the sums n + j x; [close] computes them by shift-and-or with the shifts
   x, 2x, 4x, ... until the shift passes t (after m steps bit n is set when
   some n - j x with j < 2^m was set), masking to t + 1 bits. [close_spec]
   is that, and [represents_close] its meaning: if s holds the sums of G up
   to t, close s x holds those of x :: G. The root is built the same way
   from {0} over a window that reaches past t ([root_bits]); when the window
   t + 1 .. t + g holds only sums, g a generator, every number above t is a
   sum ([above_window]). *)

From Coq Require Import List Arith NArith Lia Bool.
Import ListNotations.
From GameCert Require Import SylverRules SylverTheorems.

Definition bit (s : N) (n : nat) : bool := N.testbit s (N.of_nat n).

Definition mask (width : nat) : N := N.ones (N.of_nat width).

Lemma bit_mask : forall w n, bit (mask w) n = (n <? w).
Proof.
  intros w n. unfold bit, mask. destruct (Nat.ltb_spec n w).
  - apply N.ones_spec_low. lia.
  - apply N.ones_spec_high. lia.
Qed.

Lemma bit_lor : forall a b n, bit (N.lor a b) n = bit a n || bit b n.
Proof. intros. apply N.lor_spec. Qed.

Lemma bit_land : forall a b n, bit (N.land a b) n = bit a n && bit b n.
Proof. intros. apply N.land_spec. Qed.

Lemma bit_shiftl : forall a k n, bit (N.shiftl a (N.of_nat k)) n = (k <=? n) && bit a (n - k).
Proof.
  intros a k n. unfold bit. destruct (Nat.leb_spec k n).
  - rewrite N.shiftl_spec_high' by lia. rewrite Bool.andb_true_l. f_equal. lia.
  - apply N.shiftl_spec_low. lia.
Qed.

(* One step: s | s << shift, kept to width bits. *)
Definition close_step (width : nat) (s : N) (shift : nat) : N :=
  N.land (N.lor s (N.shiftl s (N.of_nat shift))) (mask width).

Fixpoint close_loop (fuel width : nat) (s : N) (shift : nat) : N :=
  match fuel with
  | 0 => s
  | S fuel' => if width <=? shift then s else close_loop fuel' width (close_step width s shift) (2 * shift)
  end.

(* The sums of x :: G below width, from those of G. *)
Definition close (width : nat) (s : N) (x : nat) : N := close_loop width width s x.

(* Some n - j x with j < bound is set. *)
Definition reach (s0 : N) (x bound n : nat) : Prop :=
  exists j, j < bound /\ j * x <= n /\ bit s0 (n - j * x) = true.

Definition after_steps (s0 : N) (x width m : nat) (s : N) : Prop :=
  forall i, bit s i = true <-> reach s0 x (2 ^ m) i /\ i < width.

Lemma close_step_spec : forall s0 width s x m,
  after_steps s0 x width m s -> after_steps s0 x width (S m) (close_step width s (2 ^ m * x)).
Proof.
  intros s0 width s x m Hs n. unfold after_steps in Hs. unfold close_step.
  rewrite bit_land, bit_lor, bit_shiftl, bit_mask.
  rewrite !Bool.andb_true_iff, Bool.orb_true_iff, Bool.andb_true_iff, Nat.ltb_lt, Nat.leb_le.
  rewrite !Hs. rewrite Nat.pow_succ_r'. split.
  - intros [[[[j [Hj [Hjx Hb]]] Hw1] | [Hle [[j [Hj [Hjx Hb]]] Hw2]]] Hw]; (split; [|exact Hw]).
    + exists j. split; [lia | tauto].
    + exists (2 ^ m + j). split; [lia|].
      split; [nia|]. replace (n - (2 ^ m + j) * x) with (n - 2 ^ m * x - j * x) by nia. exact Hb.
  - intros [[j [Hj [Hjx Hb]]] Hw]. split; [|exact Hw].
    destruct (Nat.lt_ge_cases j (2 ^ m)) as [Hlow | Hhigh].
    + left. split; [|exact Hw]. exists j. tauto.
    + right. split; [nia|]. split; [|lia].
      exists (j - 2 ^ m). split; [lia|]. split; [nia|].
      replace (n - 2 ^ m * x - (j - 2 ^ m) * x) with (n - j * x) by nia. exact Hb.
Qed.

Lemma pow2_above : forall m, m < 2 ^ m.
Proof. induction m; simpl; lia. Qed.

Lemma close_loop_spec : forall s0 width x fuel m s,
  1 <= x -> width <= m + fuel -> after_steps s0 x width m s ->
  forall n, bit (close_loop fuel width s (2 ^ m * x)) n = true <->
            (exists j, j * x <= n /\ bit s0 (n - j * x) = true) /\ n < width.
Proof.
  intros s0 width x fuel. induction fuel as [|fuel IH]; intros m s Hx Hfuel Hs n;
    pose proof Hs as Hs'; unfold after_steps in Hs.
  - simpl. rewrite Hs. pose proof (pow2_above m).
    split; [intros [[j [_ Hj]] Hw]; split; [exists j |]; tauto|].
    intros [[j [Hjx Hb]] Hw]. split; [|exact Hw]. exists j. split; [nia | tauto].
  - change (close_loop (S fuel) width s (2 ^ m * x)) with
      (if width <=? 2 ^ m * x then s else close_loop fuel width (close_step width s (2 ^ m * x)) (2 * (2 ^ m * x))).
    destruct (Nat.leb_spec width (2 ^ m * x)) as [Hdone | Hmore].
    + rewrite Hs. split; [intros [[j [_ Hj]] Hw]; split; [exists j |]; tauto|].
      intros [[j [Hjx Hb]] Hw]. split; [|exact Hw]. exists j. split; [nia | tauto].
    + replace (2 * (2 ^ m * x)) with (2 ^ S m * x) by (rewrite Nat.pow_succ_r'; lia).
      apply IH; [exact Hx | lia | apply close_step_spec, Hs'].
Qed.

(* What close computes: bit n is set when n < width and some n - j x is set. *)
Theorem close_spec : forall width s x n, 1 <= x -> (forall i, bit s i = true -> i < width) ->
  bit (close width s x) n = true <-> (exists j, j * x <= n /\ bit s (n - j * x) = true) /\ n < width.
Proof.
  intros width s x n Hx Hs.
  replace (close width s x) with (close_loop width width s (2 ^ 0 * x)) by (unfold close; f_equal; simpl; lia).
  apply close_loop_spec; [exact Hx | lia |].
  intros i. split.
  - intros Hb. split; [|apply Hs, Hb].
    exists 0. split; [simpl; lia|]. split; [lia|]. rewrite Nat.mul_0_l, Nat.sub_0_r. exact Hb.
  - intros [[j [Hj [_ Hb]]] _]. simpl in Hj. replace j with 0 in Hb by lia. rewrite Nat.mul_0_l, Nat.sub_0_r in Hb. exact Hb.
Qed.

Lemma close_below : forall width s x i, bit (close width s x) i = true -> 1 <= x ->
  (forall i, bit s i = true -> i < width) -> i < width.
Proof. intros width s x i Hb Hx Hs. apply close_spec in Hb; tauto. Qed.

(* ---------- Bitsets of sums ---------- *)

(* s holds exactly the sums of G below width. *)
Definition represents (G : list nat) (width : nat) (s : N) : Prop :=
  forall n, bit s n = true <-> sum_of G n /\ n < width.

Lemma sum_of_copies : forall G x j m, sum_of (x :: G) m -> sum_of (x :: G) (j * x + m).
Proof.
  intros G x j m Hm. induction j as [|j IH]; [exact Hm|].
  replace (S j * x + m) with (x + (j * x + m)) by (simpl; lia).
  apply sum_of_add; [left; reflexivity | exact IH].
Qed.

Lemma sum_of_cons_iff : forall G x n,
  sum_of (x :: G) n <-> exists j, j * x <= n /\ sum_of G (n - j * x).
Proof.
  intros G x n. split.
  - intros H. induction H as [|g n Hg Hn IH].
    + exists 0. simpl. split; [lia | constructor].
    + destruct IH as [j [Hj Hs]]. destruct Hg as [<- | Hg].
      * exists (S j). split; [simpl; lia|]. replace (x + n - S j * x) with (n - j * x) by (simpl; lia). exact Hs.
      * exists j. split; [lia|]. replace (g + n - j * x) with (g + (n - j * x)) by lia.
        apply sum_of_add; assumption.
  - intros [j [Hj Hs]]. replace n with (j * x + (n - j * x)) by lia.
    apply sum_of_copies, sum_of_weaken, Hs.
Qed.

Theorem represents_close : forall G width s x, 1 <= x ->
  represents G width s -> represents (x :: G) width (close width s x).
Proof.
  intros G width s x Hx Hs n. rewrite close_spec; [| exact Hx | intros i Hi; apply Hs, Hi].
  rewrite sum_of_cons_iff. split.
  - intros [[j [Hj Hb]] Hw]. apply Hs in Hb. split; [exists j; tauto | exact Hw].
  - intros [[j [Hj Hsum]] Hw]. split; [|exact Hw]. exists j. split; [exact Hj|].
    apply Hs. split; [exact Hsum | lia].
Qed.

(* The bitset of {0}: the sums of the empty position. *)
Theorem represents_zero : forall width, 0 < width -> represents [] width 1%N.
Proof.
  intros width Hw n. unfold bit. split.
  - intros Hb. destruct n as [|n']; [split; [constructor | exact Hw]|].
    rewrite N.bits_above_log2 in Hb; [discriminate | simpl; lia].
  - intros [Hs _]. inversion Hs as [|g m Hg]; [reflexivity | contradiction].
Qed.

(* The root: {0} closed under each generator in turn. *)
Definition bits_of (width : nat) (G : list nat) : N :=
  fold_right (fun g s => close width s g) 1%N G.

Theorem represents_bits_of : forall width G, 0 < width -> (forall g, In g G -> 1 <= g) ->
  represents G width (bits_of width G).
Proof.
  intros width G Hw HG. induction G as [|g G IH]; [apply represents_zero, Hw|].
  simpl. apply represents_close; [apply HG; left; reflexivity|].
  apply IH. intros h Hh. apply HG. right. exact Hh.
Qed.

(* If the g numbers after t are all sums, so is every number after t. *)
Theorem above_window : forall G g t, In g G -> 1 <= g ->
  (forall n, t < n <= t + g -> sum_of G n) -> forall n, t < n -> sum_of G n.
Proof.
  intros G g t Hg Hg1 Hwindow n. induction n as [n IH] using lt_wf_ind. intros Hn.
  destruct (Nat.le_gt_cases n (t + g)) as [Hin | Hout]; [apply Hwindow; lia|].
  replace n with (g + (n - g)) by lia. apply sum_of_add; [exact Hg | apply IH; lia].
Qed.
