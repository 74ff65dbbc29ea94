(* Sylver Coinage: the pairing for {8, 12}, its three lemmas.

   The pairing strategy (certs/FORMAT.md, `P pairing-8-12`): in a position
   <8, 12> ∪ C, C a set of whole pairs 2-3, 4-6, 4k+1 - 4k+3 and
   8k+2 - 8k+6 (k >= 1), the second player answers each move with its mate.
   The C++ checker takes the facts the strategy needs from three Z3
   obligations (proofs/sylver/50-52, re-checked by cvc5). They describe C by
   its least pairs: s2 = {4, 6} in C; a = the least k with {4k+1, 4k+3} in C
   (hasA), c = the pair k = a + 1 also in C; b = the least k with
   {8k+2, 8k+6} in C (hasB); and they name the claimed gap set [gap] below,
   the same predicate as G of the obligations (n mod 2 = 1 is n mod 8 odd,
   n mod 4 = 2 is n mod 8 = 2 or 6).

   This file proves the first obligation,
   sylver-pairing-8-12-gaps-not-representable, in Coq: the numbers outside
   the claimed gap set contain 0, 8, 12 and C's least pairs and are closed
   under addition, so no number of the gap set is a sum of the generators
   ([pairing_gaps_not_representable]); the second,
   sylver-pairing-8-12-rest-representable: every other number is a sum of
   them ([pairing_rest_representable]; both: [pairing_gaps_exact]); and the
   third,
   sylver-pairing-8-12-mates-survive ([pairing_mates_survive]): every gap
   y >= 2 is paired, its mate is a gap below 2y, and the difference is a gap
   when the mate is above y, so the mate stays nameable after y; and the
   pairs of C above its least ones are not gaps. What is not here yet: the
   reduction of any set C of whole pairs to its least pairs, and the
   strategy's conclusion that every position <8, 12> ∪ C is P. The pairs
   are attributed to Blok in the literature; see Sicherman, "Theory and
   Practice of Sylver Coinage", Integers 2 (2002) G2, and
   docs/sylver-infinite.md for the argument. *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From GameCert Require Import SylverRules SylverTheorems SylverGcd.

Definition odd8 (r : nat) : bool := match r with 1 | 3 | 5 | 7 => true | _ => false end.
Definition two8 (r : nat) : bool := match r with 2 | 6 => true | _ => false end.

(* G(n) of proofs/sylver/50-52: the claimed gaps of <8, 12> ∪ C. *)
Definition gap (s2 hasA c hasB : bool) (a b n : nat) : Prop :=
  n = 1 \/ n = 2 \/ n = 3 \/
  (if s2 then False else n = 4 \/ n = 6) \/
  (if odd8 (n mod 8) then 5 <= n /\ (if hasA then n < 4 * a + 1 else True) else False) \/
  (if hasA then (if c then False else if s2 then False else n = 4 * a + 5 \/ n = 4 * a + 7) else False) \/
  (if s2 then False else if two8 (n mod 8) then 10 <= n /\
     (if hasA then n < 8 * a + 2 else True) /\ (if hasB then n < 8 * b + 2 else True) else False).

(* The parameters of a set C of whole pairs. *)
Definition params_ok (hasA c hasB : bool) (a b : nat) : Prop :=
  (hasA = true -> 1 <= a) /\ (hasB = true -> 1 <= b) /\ (hasA = false -> c = false).

(* C's least pairs, with 8 and 12: the generators the gap set is claimed for. *)
Definition least_pairs (s2 hasA c hasB : bool) (a b : nat) : list nat :=
  [8; 12] ++ (if s2 then [4; 6] else []) ++ (if hasA then [4 * a + 1; 4 * a + 3] else []) ++
  (if c then [4 * a + 5; 4 * a + 7] else []) ++ (if hasB then [8 * b + 2; 8 * b + 6] else []).

Lemma residues : forall n, exists q r, n = 8 * q + r /\ r < 8 /\ n mod 8 = r.
Proof.
  intros n. exists (n / 8), (n mod 8). split; [apply Nat.div_mod; lia|].
  split; [apply Nat.mod_upper_bound; lia | reflexivity].
Qed.

Lemma mod8 : forall q r, r < 8 -> (8 * q + r) mod 8 = r.
Proof. intros q r Hr. rewrite Nat.add_comm, Nat.mul_comm, Nat.mod_add by lia. apply Nat.mod_small, Hr. Qed.

Ltac small r := let H := fresh in
  assert (H : r = 0 \/ r = 1 \/ r = 2 \/ r = 3 \/ r = 4 \/ r = 5 \/ r = 6 \/ r = 7) by lia;
  destruct H as [-> | [-> | [-> | [-> | [-> | [-> | [-> | ->]]]]]]].

(* The numbers outside the gap set are closed under addition. *)
Lemma nongaps_closed : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall x y, ~ gap s2 hasA c hasB a b x -> ~ gap s2 hasA c hasB a b y -> ~ gap s2 hasA c hasB a b (x + y).
Proof.
  intros s2 hasA c hasB a b [Ha [Hb Hc]] x y Hx Hy. unfold gap in *.
  destruct (residues x) as [qx [rx [-> [Hrx Ex]]]]. destruct (residues y) as [qy [ry [-> [Hry Ey]]]].
  rewrite Ex in Hx. rewrite Ey in Hy.
  replace (8 * qx + rx + (8 * qy + ry)) with (8 * (qx + qy) + (rx + ry)) by lia.
  small rx; small ry; simpl Nat.add at 1;
  repeat match goal with |- context [(8 * ?q + ?k) mod 8] =>
    first [rewrite (mod8 q k) by lia
          | replace (8 * q + k) with (8 * (q + 1) + (k - 8)) by lia; rewrite (mod8 (q + 1) (k - 8)) by lia] end;
  simpl;
  destruct s2, hasA, c, hasB; simpl in *; try (specialize (Hc eq_refl); discriminate);
  try specialize (Ha eq_refl); try specialize (Hb eq_refl); lia.
Qed.

(* 8, 12 and C's least pairs are not gaps. *)
Lemma least_pairs_not_gaps : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall u, In u (least_pairs s2 hasA c hasB a b) -> ~ gap s2 hasA c hasB a b u.
Proof.
  intros s2 hasA c hasB a b [Ha [Hb Hc]] u Hu. unfold least_pairs in Hu.
  assert (Hmod : forall k, (4 * a + k) mod 8 = (4 * (a mod 2) + k) mod 8).
  { intros k. rewrite (Nat.div_mod a 2) at 1 by lia.
    replace (4 * (2 * (a / 2) + a mod 2) + k) with ((4 * (a mod 2) + k) + (a / 2) * 8) by lia.
    apply Nat.mod_add. lia. }
  assert (Hmodb : forall k, (8 * b + k) mod 8 = k mod 8).
  { intros k. replace (8 * b + k) with (k + b * 8) by lia. apply Nat.mod_add. lia. }
  assert (Ha2 : a mod 2 = 0 \/ a mod 2 = 1) by (pose proof (Nat.mod_upper_bound a 2); lia).
  destruct s2, hasA, c, hasB; cbn [app In] in Hu; try (specialize (Hc eq_refl); discriminate);
  try specialize (Ha eq_refl); try specialize (Hb eq_refl);
  repeat destruct Hu as [<- | Hu]; try contradiction; unfold gap;
  rewrite ?Hmod, ?Hmodb; destruct Ha2 as [E | E]; rewrite ?E; simpl; lia.
Qed.

(* The obligation sylver-pairing-8-12-gaps-not-representable, on the rules:
   no number of the claimed gap set is a sum of 8, 12 and C's least pairs. *)
Theorem pairing_gaps_not_representable : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall n, sum_of (least_pairs s2 hasA c hasB a b) n -> ~ gap s2 hasA c hasB a b n.
Proof.
  intros s2 hasA c hasB a b Hok n Hn. induction Hn as [|u n Hu Hn IH].
  - unfold gap. destruct s2, hasA, c, hasB; simpl; lia.
  - apply nongaps_closed; [exact Hok | apply least_pairs_not_gaps | exact IH]; assumption.
Qed.

(* n is base plus a multiple of 8. *)
Definition at8 (n base : nat) : Prop := base <= n /\ n mod 8 = base mod 8.

Lemma rest_at : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall n, ~ gap s2 hasA c hasB a b n ->
  at8 n 0 \/ at8 n 12 \/
  (s2 = true /\ (at8 n 4 \/ at8 n 6 \/ at8 n 10)) \/
  (hasA = true /\ (at8 n (4 * a + 1) \/ at8 n (4 * a + 3) \/ at8 n (2 * (4 * a + 1)) \/
                   at8 n (2 * (4 * a + 3)) \/ at8 n (4 * a + 1 + 12) \/ at8 n (4 * a + 3 + 12))) \/
  ((hasA = true /\ s2 = true \/ hasA = true /\ c = true) /\ (at8 n (4 * a + 5) \/ at8 n (4 * a + 7))) \/
  (hasB = true /\ (at8 n (8 * b + 2) \/ at8 n (8 * b + 6))).
Proof.
  intros s2 hasA c hasB a b [Ha [Hb Hc]] n Hn.
  assert (Hm : forall k, (4 * a + k) mod 8 = (4 * (a mod 2) + k) mod 8).
  { intros k. rewrite (Nat.div_mod a 2) at 1 by lia.
    replace (4 * (2 * (a / 2) + a mod 2) + k) with ((4 * (a mod 2) + k) + (a / 2) * 8) by lia.
    apply Nat.mod_add. lia. }
  assert (Hmb : forall k, (8 * b + k) mod 8 = k mod 8).
  { intros k. replace (8 * b + k) with (k + b * 8) by lia. apply Nat.mod_add. lia. }
  assert (Hm2 : forall k, (2 * (4 * a + k)) mod 8 = (2 * k) mod 8).
  { intros k. replace (2 * (4 * a + k)) with (2 * k + a * 8) by lia. apply Nat.mod_add. lia. }
  assert (Hm12 : forall k, (4 * a + k + 12) mod 8 = (4 * (a mod 2) + k + 12) mod 8).
  { intros k. replace (4 * a + k + 12) with (4 * a + (k + 12)) by lia. rewrite Hm. f_equal. lia. }
  unfold gap, at8 in *. rewrite Hm12, Hm2, Hm2, Hm12, !Hm, !Hmb.
  destruct (residues n) as [q [r [-> [Hr Er]]]]. rewrite Er in *.
  assert (Ha2 : a mod 2 = 0 \/ a mod 2 = 1) by (pose proof (Nat.mod_upper_bound a 2); lia).
  pose proof (Nat.div_mod a 2 ltac:(lia)) as Ea. remember (a / 2) as a'.
  small r; destruct Ha2 as [E | E]; rewrite E in *; simpl Nat.modulo;
  destruct s2, hasA, c, hasB; try (specialize (Hc eq_refl); discriminate);
  try specialize (Ha eq_refl); try specialize (Hb eq_refl); simpl in *; lia.
Qed.

Lemma at8_sum : forall L n base, In 8 L -> sum_of L base -> at8 n base -> sum_of L n.
Proof.
  intros L n base H8 Hbase [Hle Hmod].
  pose proof (Nat.div_mod n 8 ltac:(lia)) as En. pose proof (Nat.div_mod base 8 ltac:(lia)) as Eb.
  replace n with ((n / 8 - base / 8) * 8 + base) by lia.
  apply sum_of_plus; [apply sum_of_mul, sum_of_member, H8 | exact Hbase].
Qed.

(* The obligation sylver-pairing-8-12-rest-representable, on the rules: every
   number outside the claimed gap set is a sum of 8, 12 and C's least pairs. *)
Theorem pairing_rest_representable : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall n, ~ gap s2 hasA c hasB a b n -> sum_of (least_pairs s2 hasA c hasB a b) n.
Proof.
  intros s2 hasA c hasB a b Hok n Hn.
  set (L := least_pairs s2 hasA c hasB a b).
  assert (H8 : In 8 L) by (left; reflexivity).
  assert (Hin : forall u, In u L -> sum_of L u) by (intros u Hu; apply sum_of_member, Hu).
  assert (Hmem : forall u, (s2 = true /\ (u = 4 \/ u = 6)) \/ (hasA = true /\ (u = 4 * a + 1 \/ u = 4 * a + 3)) \/
                            (c = true /\ (u = 4 * a + 5 \/ u = 4 * a + 7)) \/
                            (hasB = true /\ (u = 8 * b + 2 \/ u = 8 * b + 6)) -> In u L).
  { intros u Hu. unfold L, least_pairs. apply in_or_app. right.
    destruct s2, hasA, c, hasB; cbn [app In]; intuition congruence. }
  assert (H12 : sum_of L 12) by (apply Hin; right; left; reflexivity).
  destruct (rest_at s2 hasA c hasB a b Hok n Hn) as
    [H | [H | [[Hs H] | [[HA H] | [[[HAx | HAx] H] | [HB H]]]]]];
  repeat (destruct H as [H | H]; [refine (at8_sum L n _ H8 _ H) |]);
  try refine (at8_sum L n _ H8 _ H);
  let mem := solve [apply Hin, Hmem; intuition (try lia)] in
  first [ exact (sum_of_zero L) | exact H12 | mem
        | (apply (sum_of_plus L 4 6); mem)
        | (replace (2 * (4 * a + 1)) with (4 * a + 1 + (4 * a + 1)) by lia; apply (sum_of_plus L (4 * a + 1)); mem)
        | (replace (2 * (4 * a + 3)) with (4 * a + 3 + (4 * a + 3)) by lia; apply (sum_of_plus L (4 * a + 3)); mem)
        | (apply (sum_of_plus L _ 12); [mem | exact H12])
        | (replace (4 * a + 5) with (4 * a + 1 + 4) by lia; apply (sum_of_plus L (4 * a + 1) 4); mem)
        | (replace (4 * a + 7) with (4 * a + 3 + 4) by lia; apply (sum_of_plus L (4 * a + 3) 4); mem) ].
Qed.

(* The first two obligations together: the sums of 8, 12 and C's least
   pairs are exactly the numbers outside the claimed gap set. *)
Theorem pairing_gaps_exact : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall n, sum_of (least_pairs s2 hasA c hasB a b) n <-> ~ gap s2 hasA c hasB a b n.
Proof.
  intros s2 hasA c hasB a b Hok n. split;
    [apply pairing_gaps_not_representable | apply pairing_rest_representable]; assumption.
Qed.

(* The mate of each paired number, 0 for the others (mate_8_12 of
   checker/sylver_replay.cpp). *)
Definition mate (n : nat) : nat :=
  if n =? 2 then 3 else if n =? 3 then 2 else if n =? 4 then 6 else if n =? 6 then 4
  else if n <? 5 then 0 else
  match n mod 8 with 1 | 5 => n + 2 | 3 | 7 => n - 2 | 2 => n + 4 | 6 => n - 4 | _ => 0 end.

Lemma mate_large : forall q r, r < 8 -> 1 <= q ->
  mate (8 * q + r) = match r with 1 | 5 => 8 * q + r + 2 | 3 | 7 => 8 * q + r - 2
                                 | 2 => 8 * q + r + 4 | 6 => 8 * q + r - 4 | _ => 0 end.
Proof.
  intros q r Hr Hq. unfold mate.
  repeat rewrite (proj2 (Nat.eqb_neq _ _)) by lia.
  rewrite (proj2 (Nat.ltb_ge _ _)) by lia. rewrite mod8 by exact Hr. reflexivity.
Qed.

Definition survives (s2 hasA c hasB : bool) (a b y : nat) : Prop :=
  mate y <> 0 /\ gap s2 hasA c hasB a b (mate y) /\ mate (mate y) = y /\ mate y <> y /\
  mate y < 2 * y /\ (y < mate y -> gap s2 hasA c hasB a b (mate y - y)).

Ltac norm8 := repeat match goal with
  | |- context [(8 * ?q + ?k) mod 8] => rewrite (mod8 q k) by lia
  | H : context [(8 * ?q + ?k) mod 8] |- _ => rewrite (mod8 q k) in H by lia end.

(* The obligation sylver-pairing-8-12-mates-survive, first part: every gap
   y >= 2 is paired, its mate is a gap, the mate of the mate is y, the mate
   is below 2y, and when it is above y the difference is a gap (so the mate
   stays nameable after y). *)
Lemma mates_survive : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  forall y, 2 <= y -> gap s2 hasA c hasB a b y -> survives s2 hasA c hasB a b y.
Proof.
  intros s2 hasA c hasB a b [Ha [Hb Hc]] y Hy Hgap.
  destruct (residues y) as [q [r [-> [Hr Er]]]].
  destruct q as [|q].
  - small r; try lia; unfold survives, gap, mate in *; cbn -[Nat.mul] in *;
    destruct s2, hasA, c, hasB; try (specialize (Hc eq_refl); discriminate);
    try specialize (Ha eq_refl); try specialize (Hb eq_refl); simpl in *; lia.
  - unfold survives. replace (8 * S q + r) with (8 * (S q) + r) by reflexivity.
    unfold gap in Hgap. rewrite Er in Hgap.
    small r; rewrite (mate_large (S q)) by lia;
    [ exfalso; destruct s2, hasA, c, hasB; simpl in Hgap; lia
    | replace (8 * S q + 1 + 2) with (8 * S q + 3) by lia
    | replace (8 * S q + 2 + 4) with (8 * S q + 6) by lia
    | replace (8 * S q + 3 - 2) with (8 * S q + 1) by lia
    | exfalso; destruct s2, hasA, c, hasB; simpl in Hgap; lia
    | replace (8 * S q + 5 + 2) with (8 * S q + 7) by lia
    | replace (8 * S q + 6 - 4) with (8 * S q + 2) by lia
    | replace (8 * S q + 7 - 2) with (8 * S q + 5) by lia ];
    rewrite (mate_large (S q)) by lia; unfold gap; norm8;
    destruct s2, hasA, c, hasB; try (specialize (Hc eq_refl); discriminate);
    try specialize (Ha eq_refl); try specialize (Hb eq_refl); simpl in *;
    repeat split; try lia;
    intros _; (replace (8 * S q + 3 - (8 * S q + 1)) with 2 by lia) ||
              (replace (8 * S q + 6 - (8 * S q + 2)) with 4 by lia) ||
              (replace (8 * S q + 7 - (8 * S q + 5)) with 2 by lia); simpl; lia.
Qed.

(* The obligation's second part: the pairs of C above its least ones lie in
   the monoid already, so they are not gaps. *)
Lemma later_pairs_not_gaps : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  (hasA = true -> forall k, a + 2 <= k ->
     ~ gap s2 hasA c hasB a b (4 * k + 1) /\ ~ gap s2 hasA c hasB a b (4 * k + 3)) /\
  (hasB = true -> forall k, b + 1 <= k ->
     ~ gap s2 hasA c hasB a b (8 * k + 2) /\ ~ gap s2 hasA c hasB a b (8 * k + 6)).
Proof.
  intros s2 hasA c hasB a b [Ha [Hb Hc]]. split; intros Hflag k Hk.
  - assert (Hk2 : k mod 2 = 0 \/ k mod 2 = 1) by (pose proof (Nat.mod_upper_bound k 2); lia).
    pose proof (Nat.div_mod k 2 ltac:(lia)) as Ek.
    destruct Hk2 as [E | E]; rewrite E in Ek;
      [ replace (4 * k + 1) with (8 * (k / 2) + 1) by lia; replace (4 * k + 3) with (8 * (k / 2) + 3) by lia
      | replace (4 * k + 1) with (8 * (k / 2) + 5) by lia; replace (4 * k + 3) with (8 * (k / 2) + 7) by lia ];
      remember (k / 2) as m; unfold gap; norm8; subst hasA; specialize (Ha eq_refl);
      destruct s2, c, hasB; simpl; lia.
  - replace (8 * k + 2) with (8 * k + 2) by reflexivity. unfold gap; norm8. subst hasB. specialize (Hb eq_refl).
    destruct s2, hasA, c; try (specialize (Hc eq_refl); discriminate); simpl; lia.
Qed.

(* The obligation sylver-pairing-8-12-mates-survive, both parts. *)
Theorem pairing_mates_survive : forall s2 hasA c hasB a b, params_ok hasA c hasB a b ->
  (forall y, 2 <= y -> gap s2 hasA c hasB a b y -> survives s2 hasA c hasB a b y) /\
  (hasA = true -> forall k, a + 2 <= k ->
     ~ gap s2 hasA c hasB a b (4 * k + 1) /\ ~ gap s2 hasA c hasB a b (4 * k + 3)) /\
  (hasB = true -> forall k, b + 1 <= k ->
     ~ gap s2 hasA c hasB a b (8 * k + 2) /\ ~ gap s2 hasA c hasB a b (8 * k + 6)).
Proof.
  intros s2 hasA c hasB a b Hok. split; [apply mates_survive, Hok | apply later_pairs_not_gaps, Hok].
Qed.
