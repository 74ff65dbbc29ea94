(* Sylver Coinage: the family rules of certs/FORMAT.md ("kind
   infinite-position", "Family rules"), each as a theorem whose premises are
   what the C++ checker checks (checker/sylver_replay.cpp, `family`).

   A position S = g·T of gcd g > 1 (SylverGcd.v) has infinitely many moves;
   a certificate replays the nameable x <= B one by one and covers the moves
   x > B of each family h = gcd(x, g) < g with one line:

   - `family h answer w` ([family_answer]): every such x is answered by w,
     reaching S ∪ {w}, which the next entry proves P. x is a multiple of the
     gcd g_w of S ∪ {w} above g_w·f_w, so already a sum of S ∪ {w}, and w < x
     stays nameable after x.
   - `family 1 enders` ([family_enders], the Quiet End theorem; with S = {g}
     it is Hutchings' theorem): every x > B coprime to g leaves a quiet ender
     t = (g-1)·x + g·f, which is N by strategy stealing ([ender_is_N] of
     SylverTheorems.v). S ∪ {x} is the union of the classes k·x + S, k < g;
     its nameable numbers are k·x + g·j with j not in T; for each of them
     t - y = (g-1-k)·x + g·(f - j) is a sum, f - j lying in T because T is
     symmetric (or j < 0).

   The arguments are Sicherman's, "Theory and Practice of Sylver Coinage",
   Integers 2 (2002) G2. Numbers here are naturals, so T's Frobenius number f
   (-1 when T = N) appears as its conductor c = f + 1: every m >= c lies in
   T. *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From GameCert Require Import SylverRules SylverTheorems SylverGcd.

(* Adding a number that is already a sum does not change the position. *)
Lemma same_sums_add_sum : forall G x w, sum_of (w :: G) x -> same_sums (w :: x :: G) (w :: G).
Proof.
  intros G x w Hx n. split; apply sum_of_incl; intros a Ha.
  - destruct Ha as [<- | [<- | Ha]]; [apply sum_of_member; left; reflexivity | exact Hx |].
    apply sum_of_member. right. exact Ha.
  - destruct Ha as [<- | Ha]; apply sum_of_member; [left; reflexivity | right; right; exact Ha].
Qed.

(* `family h answer w`. The checker checks: 2 <= w <= B, w nameable in S;
   S ∪ {w} has gcd g_w (here: any common divisor) dividing h; every g_w·m
   with m above f_w, the Frobenius number of (S ∪ {w})/g_w, is a sum (the
   checker's closure of S ∪ {w} shows it; f_w = -1 is f_w = 0 here, 0 being a
   sum); B >= g_w·f_w; and the next entry proves S ∪ {w} P. *)
Theorem family_answer : forall G g h B w gw fw,
  2 <= w -> w <= B -> nameable G w ->
  all_multiples gw (w :: G) -> Nat.divide gw h ->
  (forall m, fw < m -> sum_of (w :: G) (gw * m)) -> gw * fw <= B ->
  is_P (w :: G) ->
  forall x, B < x -> Nat.gcd x g = h -> move G x -> is_N (x :: G).
Proof.
  intros G g h B w gw fw Hw2 HwB Hw Hall Hgwh Hfw HB HP x Hx Hgcd Hmove.
  assert (Hdiv : Nat.divide gw x).
  { apply (Nat.divide_trans _ h); [exact Hgwh | rewrite <- Hgcd; apply Nat.gcd_divide_l]. }
  assert (Hsum : sum_of (w :: G) x).
  { destruct Hdiv as [q ->]. rewrite Nat.mul_comm. apply Hfw.
    destruct (le_lt_dec q fw) as [Hq | Hq]; [|exact Hq]. exfalso.
    assert (q * gw <= gw * fw) by nia. lia. }
  apply (N_by _ w).
  - split; [exact Hw2|]. intros Hs. apply Hw. apply (sum_of_cons_below x); [exact Hs | lia].
  - apply (proj2 outcome_by_sums (w :: G) HP). intros n. symmetry. apply same_sums_add_sum, Hsum.
Qed.

(* y congruent to k·x modulo g and not far below it is k·x plus a multiple of g. *)
Lemma class_decompose : forall g x y k a b,
  y + g * a = k * x + g * b -> k * x < y + g -> exists d, y = k * x + g * d.
Proof.
  intros g x y k a b E Hlt. destruct (le_lt_dec a b) as [Hab | Hab].
  - exists (b - a). replace b with (a + (b - a)) in E by lia. rewrite Nat.mul_add_distr_l in E. lia.
  - exfalso. replace a with (b + (a - b)) in E by lia. rewrite Nat.mul_add_distr_l in E.
    assert (g <= g * (a - b)) by nia. lia.
Qed.

(* `family 1 enders` (the Quiet End theorem). The checker checks, with f the
   Frobenius number of T = S/g and c = f + 1: T is symmetric (for 0 <= n <= f
   exactly one of n, f - n lies in T), B >= f, and (g-1)(B+1) + g·f > 1. S is
   g·T: every named number a multiple of g, and g·m a sum for every m >= c. *)
Theorem family_enders : forall G g c B,
  all_multiples g G ->
  (forall m, c <= m -> sum_of G (g * m)) ->
  (forall n, n < c -> (sum_of G (g * n) <-> ~ sum_of G (g * (c - 1 - n)))) ->
  c <= B + 1 ->
  1 + g < (g - 1) * (B + 1) + g * c ->
  forall x, B < x -> Nat.gcd x g = 1 -> move G x -> is_N (x :: G).
Proof.
  intros G g c B Hall Hcond Hsym HB Hbig x Hx Hcop [Hx2 Hxname].
  assert (Hg : 0 < g) by (destruct g; simpl in Hbig; lia).
  assert (Hgx : sum_of G (g * x)) by (apply Hcond; lia).
  assert (Hxg : (g - 1) * (B + 1) <= (g - 1) * x) by (apply Nat.mul_le_mono_l; lia).
  set (t := (g - 1) * x + g * c - g).
  assert (Et : t + g = (g - 1) * x + g * c) by (unfold t; lia).
  assert (Hkle : forall k, k < g -> k * x <= (g - 1) * x) by (intros k Hk; apply Nat.mul_le_mono_r; lia).
  assert (Hkx : forall k, k < g -> k * x <= t + g) by (intros k Hk; pose proof (Hkle k Hk); lia).
  (* Every number is k·x plus or minus a multiple of g, k < g. *)
  assert (Hclass : forall y, exists k a b, k < g /\ y + g * a = k * x + g * b)
    by (intros y; apply residue_class; [exact Hg | lia | exact Hcop]).
  (* (a) every number above t is a sum of S ∪ {x}. *)
  assert (Habove : forall y, t < y -> sum_of (x :: G) y).
  { intros y Hy. destruct (Hclass y) as [k [a [b [Hk E]]]].
    pose proof (Hkx k Hk) as Hk'.
    destruct (class_decompose g x y k a b E) as [d ->]; [lia|].
    apply (proj2 (sum_of_cons_classes g x G _ Hg Hgx)).
    exists k. split; [exact Hk|]. split; [lia|]. replace (k * x + g * d - k * x) with (g * d) by lia.
    apply Hcond. destruct (le_lt_dec c d) as [|Hd]; [assumption|].
    exfalso. assert (g * (d + 1) <= g * c) by (apply Nat.mul_le_mono_l; lia).
    pose proof (Hkle k Hk). rewrite Nat.mul_add_distr_l in *. lia. }
  (* Splitting g - 1 copies of x into k and g - 1 - k. *)
  assert (Hsplit : forall k, k < g -> (g - 1) * x = k * x + (g - 1 - k) * x)
    by (intros k Hk; rewrite <- Nat.mul_add_distr_r; f_equal; lia).
  (* (b) t is a move of S ∪ {x}: g - 1 copies of x would leave g·f, and f is a gap of T. *)
  assert (Ht : move (x :: G) t).
  { split; [lia|]. intros Hs.
    apply (proj1 (sum_of_cons_classes g x G _ Hg Hgx)) in Hs as [k [Hk [Hle Hs]]].
    pose proof (sum_of_divide g G _ Hall Hs) as Hd.
    assert (E2 : t - k * x + g = g * c + (g - 1 - k) * x) by (pose proof (Hsplit k Hk); lia).
    assert (Hd2 : Nat.divide g ((g - 1 - k) * x)).
    { apply (Nat.divide_add_cancel_r _ (g * c)); [apply Nat.divide_factor_l|].
      rewrite <- E2. apply Nat.divide_add_r; [exact Hd | apply Nat.divide_refl]. }
    rewrite Nat.mul_comm in Hd2. apply Nat.gauss in Hd2; [|rewrite Nat.gcd_comm; exact Hcop].
    destruct Hd2 as [q Hq]. assert (Hk1 : g - 1 - k = 0) by (destruct q; [exact Hq | simpl in Hq; lia]).
    rewrite Hk1 in E2. simpl in E2.
    destruct c as [|c'].
    - rewrite Nat.mul_0_r in E2. lia.
    - assert (E3 : t - k * x = g * c') by (rewrite Nat.mul_succ_r in E2; lia).
      rewrite E3 in Hs. apply (Hsym 0); [lia | rewrite Nat.mul_0_r; constructor |].
      replace (S c' - 1 - 0) with c' by lia. exact Hs. }
  (* (c) every other move y of S ∪ {x} kills t: t - y is a sum of S ∪ {x}. *)
  assert (Hkill : forall y, move (x :: G) y -> y <> t -> sum_of (y :: x :: G) t).
  { intros y [Hy2 Hyname] Hyt.
    assert (Hyt' : y < t) by (destruct (le_lt_dec y t) as [|Hty]; [lia | exfalso; apply Hyname, Habove, Hty]).
    destruct (Hclass y) as [k [a [b [Hk E]]]].
    assert (Hrest : exists m, t = y + (g - 1 - k) * x + g * m /\ sum_of G (g * m)).
    { pose proof (Hsplit k Hk) as Hs. destruct (le_lt_dec a b) as [Hab | Hab].
      - destruct (class_decompose g x y k a b E) as [d ->];
          [assert (g * a <= g * b) by (apply Nat.mul_le_mono_l; exact Hab); lia|].
        assert (Hdgap : ~ sum_of G (g * d)).
        { intros Hd. apply Hyname. apply (proj2 (sum_of_cons_classes g x G _ Hg Hgx)).
          exists k. split; [exact Hk|]. split; [lia|]. replace (k * x + g * d - k * x) with (g * d) by lia. exact Hd. }
        assert (Hdc : d < c) by (destruct (le_lt_dec c d); [exfalso; apply Hdgap, Hcond; assumption | assumption]).
        exists (c - 1 - d). split.
        + assert (g * c = g * d + g * (c - 1 - d) + g) by (rewrite <- !Nat.mul_add_distr_l, <- Nat.mul_succ_r; f_equal; lia).
          lia.
        + destruct (sum_of_dec G (g * (c - 1 - d))) as [|Hn]; [assumption|].
          exfalso. apply Hdgap. apply (Hsym d Hdc). exact Hn.
      - replace a with (b + (a - b)) in E by lia. rewrite Nat.mul_add_distr_l in E.
        exists (c + (a - b) - 1). split.
        + assert (g * (c + (a - b) - 1) + g = g * c + g * (a - b)) by
            (rewrite <- Nat.mul_succ_r, <- Nat.mul_add_distr_l; f_equal; lia).
          lia.
        + apply Hcond. lia. }
    destruct Hrest as [m [Et' Hm]]. rewrite Et'.
    apply sum_of_plus; [apply sum_of_plus|].
    - apply sum_of_member. left. reflexivity.
    - apply sum_of_weaken, sum_of_mul, sum_of_member. left. reflexivity.
    - apply sum_of_weaken, sum_of_weaken, Hm. }
  exact (ender_is_N t (x :: G) t Habove Ht Hkill).
Qed.

(* With S = {p} (T = N, c = 0, B = 1) the rule is Hutchings' theorem: for a
   prime p >= 5, every move from {p} is coprime to p, so N, and {p} is P. *)
Corollary hutchings : forall p, 5 <= p -> (forall d, Nat.divide d p -> d = 1 \/ d = p) -> is_P [p].
Proof.
  intros p Hp Hprime. constructor. intros x [Hx Hname].
  assert (Hall : all_multiples p [p]) by (intros a [<- | []]; apply Nat.divide_refl).
  apply (family_enders [p] p 0 1 Hall); [| intros n Hn; lia | lia | nia | lia | | split; assumption].
  - intros m _. rewrite Nat.mul_comm. apply sum_of_mul, sum_of_member. left. reflexivity.
  - destruct (Hprime (Nat.gcd x p) (Nat.gcd_divide_r x p)) as [H1 | Hpx]; [exact H1|].
    exfalso. apply Hname. destruct (Nat.gcd_divide_l x p) as [q Hq]. rewrite Hpx in Hq. rewrite Hq.
    apply sum_of_mul, sum_of_member. left. reflexivity.
Qed.
