(* A checker for the subtraction `periodicity` certificates, proved sound.

   The certificate format is certs/FORMAT.md, "Subtraction". The envelope
   (version line, header order, the `lines` count, the bytes allowed, the
   SHA-256) is read by the extracted program's small OCaml reader; this file
   takes the claim line's text (after "claim ") and the body lines, and
   either accepts or rejects with the body line (or the claim) at fault.

   [check_periodicity_sound] is the theorem: if the checker accepts, the
   claim, read by [parse_claim], holds of the games defined in
   SubtractionRules.v: the scope names [count] sets; each of the four
   sequences of each set has an exact preperiod and period (Periods.v); the
   largest preperiod over all of them is [max-preperiod], the largest
   outcome period [max-outcome-period], the largest Grundy period
   [max-grundy-period]. The terms are computed here by a table, proved equal
   to the rules' values ([table_value]); every n beyond the terms listed is
   covered by [exact_from_window], not by computation. *)

From Coq Require Import List Arith Lia Bool String Ascii.
Import ListNotations.
From GameCert Require Import SubtractionRules Periods SubtractionTheorems CertificateText.

(* ---------- The terms, by a table ---------- *)

(* One step: the value of n from the values of n - 1, ..., 0, held newest
   first, so the value of n - s is at index s - 1. *)
Definition table_step {V} (r : rule V) (d : V) (S : list nat) (n : nat) (before : list V) : V :=
  r (moves S n) (map (fun s => nth (s - 1) before d) (moves S n)).

Fixpoint table_rev {V} (r : rule V) (d : V) (S : list nat) (count : nat) : list V :=
  match count with
  | 0 => []
  | Datatypes.S n => let before := table_rev r d S n in table_step r d S n before :: before
  end.

Definition table {V} (r : rule V) (d : V) (S : list nat) (count : nat) : list V :=
  rev (table_rev r d S count).

Lemma table_rev_length : forall V (r : rule V) d S count, List.length (table_rev r d S count) = count.
Proof. intros. induction count; simpl; [reflexivity | rewrite IHcount; reflexivity]. Qed.

Lemma table_rev_value : forall V (r : rule V) d S count k, k < count ->
  nth k (table_rev r d S count) d = value r d S (count - 1 - k).
Proof.
  intros V r d S count. induction count as [|n IH]; intros k Hk; [lia|].
  destruct k as [|k].
  - simpl nth. replace (Datatypes.S n - 1 - 0) with n by lia.
    rewrite value_unfold. unfold table_step. f_equal.
    apply map_ext_in. intros s Hs. apply moves_spec in Hs.
    rewrite IH by lia. f_equal. lia.
  - simpl. rewrite IH by lia. f_equal. lia.
Qed.

Theorem table_value : forall V (r : rule V) d S count n, n < count ->
  nth n (table r d S count) d = value r d S n.
Proof.
  intros. unfold table. rewrite rev_nth by (rewrite table_rev_length; lia).
  rewrite table_rev_length, table_rev_value by lia. f_equal. lia.
Qed.

(* ---------- The four sequences, as numbers ---------- *)

Inductive play := Normal | Misere.
Inductive sequence := Outcome | Grundy.

(* Outcomes as numbers: 1 when the player to move wins (N), 0 when not (P). *)
Definition bit (b : bool) : nat := if b then 1 else 0.

Definition seq_value (pl : play) (sq : sequence) (S : list nat) (n : nat) : nat :=
  match pl, sq with
  | Normal, Outcome => bit (normal_wins S n)
  | Misere, Outcome => bit (misere_wins S n)
  | Normal, Grundy => normal_grundy S n
  | Misere, Grundy => misere_grundy S n
  end.

Definition seq_terms (pl : play) (sq : sequence) (S : list nat) (count : nat) : list nat :=
  match pl, sq with
  | Normal, Outcome => map bit (table normal_rule false S count)
  | Misere, Outcome => map bit (table misere_rule false S count)
  | Normal, Grundy => table normal_grundy_rule 0 S count
  | Misere, Grundy => table misere_grundy_rule 0 S count
  end.

Lemma seq_terms_length : forall pl sq S count, List.length (seq_terms pl sq S count) = count.
Proof.
  intros. unfold seq_terms, table. destruct pl, sq;
    rewrite ?map_length, rev_length, table_rev_length; reflexivity.
Qed.

Lemma seq_terms_value : forall pl sq S count n, n < count ->
  nth n (seq_terms pl sq S count) 0 = seq_value pl sq S n.
Proof.
  intros pl sq S count n Hn. destruct pl, sq; unfold seq_terms, seq_value.
  - rewrite (nth_indep _ _ (bit false)) by (rewrite map_length; unfold table;
      rewrite rev_length, table_rev_length; exact Hn).
    rewrite map_nth, table_value by exact Hn. reflexivity.
  - apply table_value. exact Hn.
  - rewrite (nth_indep _ _ (bit false)) by (rewrite map_length; unfold table;
      rewrite rev_length, table_rev_length; exact Hn).
    rewrite map_nth, table_value by exact Hn. reflexivity.
  - apply table_value. exact Hn.
Qed.

Lemma seq_periodic_from_window : forall pl sq S p L,
  (forall n, p <= n < p + max_move S -> seq_value pl sq S (n + L) = seq_value pl sq S n) ->
  forall n, p <= n -> seq_value pl sq S (n + L) = seq_value pl sq S n.
Proof.
  assert (Hbit : forall b c, bit b = bit c -> b = c) by (intros [] []; easy).
  intros pl sq S p L Hwindow n Hn. destruct pl, sq; unfold seq_value in *.
  - f_equal. apply (periodic_from_window bool normal_rule false S p L); [|exact Hn].
    intros m Hm. apply Hbit, Hwindow, Hm.
  - apply (periodic_from_window nat normal_grundy_rule 0 S p L); [|exact Hn].
    intros m Hm. apply Hwindow, Hm.
  - f_equal. apply (periodic_from_window bool misere_rule false S p L); [|exact Hn].
    intros m Hm. apply Hbit, Hwindow, Hm.
  - apply (periodic_from_window nat misere_grundy_rule 0 S p L); [|exact Hn].
    intros m Hm. apply Hwindow, Hm.
Qed.

Definition largest_move : nat := 2 ^ 12.

(* A set spelled s1,s2,...: 1 <= s1 < s2 < ... <= 4096, at most 64 moves. *)
Definition parse_set (s : string) : option (list nat) :=
  match parse_all 1 largest_move (split_on ","%char s) with
  | Some l => if ascending l && (List.length l <=? 64) then Some l else None
  | None => None
  end.

(* ---------- The claim ---------- *)

Inductive scope := Subsets (M : nat) | OneSet (set : list nat).

(* The set of a bit mask: s is in it when bit s - 1 is set. *)
Definition subset_of_mask (M mask : nat) : list nat :=
  filter (fun s => Nat.testbit mask (s - 1)) (seq 1 M).

(* subsets-of-1..M: every nonempty subset of {1, ..., M}, by mask 1 .. 2^M - 1. *)
Definition sets_of_scope (sc : scope) : list (list nat) :=
  match sc with
  | Subsets M => map (subset_of_mask M) (seq 1 (2 ^ M - 1))
  | OneSet set => [set]
  end.

Definition parse_scope (s : string) : option scope :=
  match strip_prefix "subsets-of-1.." s with
  | Some m => option_map Subsets (parse_nat 1 10 m)
  | None => option_map OneSet (parse_set s)
  end.

Record claim := {
  claim_scope : scope;
  claim_count : nat;
  claim_max_preperiod : nat;
  claim_max_outcome_period : nat;
  claim_max_grundy_period : nat }.

Definition step_lemmas : string := "subtraction-outcome-step,subtraction-grundy-step".

(* sets=<scope> count=<C> max-preperiod=<A> max-outcome-period=<B>
   max-grundy-period=<D> all-n-by=subtraction-outcome-step,subtraction-grundy-step *)
Definition parse_claim (text : string) : option claim :=
  match split_on " "%char text with
  | [f1; f2; f3; f4; f5; f6] =>
      match strip_prefix "sets=" f1, strip_prefix "count=" f2, strip_prefix "max-preperiod=" f3,
            strip_prefix "max-outcome-period=" f4, strip_prefix "max-grundy-period=" f5,
            strip_prefix "all-n-by=" f6 with
      | Some a, Some b, Some c, Some d, Some e, Some f =>
          if String.eqb f step_lemmas then
            match parse_scope a, parse_nat 0 (2 ^ 20) b, parse_nat 0 largest_number c,
                  parse_nat 0 largest_number d, parse_nat 0 largest_number e with
            | Some sc, Some n, Some pre, Some out, Some gr =>
                Some {| claim_scope := sc; claim_count := n; claim_max_preperiod := pre;
                        claim_max_outcome_period := out; claim_max_grundy_period := gr |}
            | _, _, _, _, _ => None
            end
          else None
      | _, _, _, _, _, _ => None
      end
  | _ => None
  end.

(* The claim written back: [parse_claim_print] shows that printing the
   claim read from an accepted text gives that text. *)
Definition print_scope (sc : scope) : string :=
  match sc with
  | Subsets M => ("subsets-of-1.." ++ print_nat M)%string
  | OneSet set => join ","%char (map print_nat set)
  end.

Definition print_claim (c : claim) : string :=
  ("sets=" ++ print_scope (claim_scope c) ++ " count=" ++ print_nat (claim_count c) ++
   " max-preperiod=" ++ print_nat (claim_max_preperiod c) ++
   " max-outcome-period=" ++ print_nat (claim_max_outcome_period c) ++
   " max-grundy-period=" ++ print_nat (claim_max_grundy_period c) ++
   " all-n-by=" ++ step_lemmas)%string.

Example print_claim_1_8 :
  print_claim {| claim_scope := Subsets 8; claim_count := 255; claim_max_preperiod := 13;
                 claim_max_outcome_period := 25; claim_max_grundy_period := 25 |} =
  "sets=subsets-of-1..8 count=255 max-preperiod=13 max-outcome-period=25 max-grundy-period=25 all-n-by=subtraction-outcome-step,subtraction-grundy-step"%string.
Proof. reflexivity. Qed.

Lemma parse_scope_print : forall text sc, parse_scope text = Some sc -> print_scope sc = text.
Proof.
  intros text sc H. unfold parse_scope in H. destruct (strip_prefix "subsets-of-1.." text) as [m|] eqn:Hm.
  - destruct (parse_nat 1 10 m) as [M|] eqn:HM; [|discriminate]. injection H as <-.
    apply strip_prefix_app in Hm. simpl. rewrite (parse_nat_print _ _ _ _ HM), Hm. reflexivity.
  - unfold parse_set in H. destruct (parse_all 1 largest_move (split_on ","%char text)) as [l|] eqn:Hl;
      [|discriminate].
    destruct (ascending l && (List.length l <=? 64)); [|discriminate]. injection H as <-.
    simpl. rewrite (parse_all_print _ _ _ _ Hl). apply join_split.
Qed.

Theorem parse_claim_print : forall text c, parse_claim text = Some c -> print_claim c = text.
Proof.
  intros text c H. unfold parse_claim in H. pose proof (join_split " "%char text) as Htext.
  destruct (split_on " "%char text) as [|f1 [|f2 [|f3 [|f4 [|f5 [|f6 [|]]]]]]]; try discriminate.
  destruct (strip_prefix "sets=" f1) as [a|] eqn:Ha, (strip_prefix "count=" f2) as [b|] eqn:Hb,
           (strip_prefix "max-preperiod=" f3) as [d|] eqn:Hd,
           (strip_prefix "max-outcome-period=" f4) as [e|] eqn:He,
           (strip_prefix "max-grundy-period=" f5) as [g|] eqn:Hg,
           (strip_prefix "all-n-by=" f6) as [f|] eqn:Hf; try discriminate.
  destruct (String.eqb_spec f step_lemmas) as [-> | _]; [|discriminate].
  destruct (parse_scope a) as [sc|] eqn:Hsc, (parse_nat 0 (2 ^ 20) b) as [n|] eqn:Hn,
           (parse_nat 0 largest_number d) as [pre|] eqn:Hpre,
           (parse_nat 0 largest_number e) as [out|] eqn:Hout,
           (parse_nat 0 largest_number g) as [gr|] eqn:Hgr; try discriminate.
  injection H as <-. apply strip_prefix_app in Ha, Hb, Hd, He, Hg, Hf. subst f1 f2 f3 f4 f5 f6.
  unfold print_claim. cbn [claim_scope claim_count claim_max_preperiod claim_max_outcome_period claim_max_grundy_period].
  rewrite (parse_scope_print _ _ Hsc), (parse_nat_print _ _ _ _ Hn), (parse_nat_print _ _ _ _ Hpre),
    (parse_nat_print _ _ _ _ Hout), (parse_nat_print _ _ _ _ Hgr).
  rewrite <- Htext, !join_cons_cons. simpl join. rewrite !string_app_assoc. reflexivity.
Qed.

Definition exact (pl : play) (sq : sequence) (S : list nat) (p L : nat) : Prop :=
  exact_preperiod_and_period nat (seq_value pl sq S) p L.

Definition period_bound (c : claim) (sq : sequence) : nat :=
  match sq with Outcome => claim_max_outcome_period c | Grundy => claim_max_grundy_period c end.

(* What an accepted certificate says, for every n. *)
Definition claim_holds (c : claim) : Prop :=
  let sets := sets_of_scope (claim_scope c) in
  claim_count c = List.length sets /\
  (forall S pl sq, In S sets -> exists p L, exact pl sq S p L) /\
  (forall S pl sq p L, In S sets -> exact pl sq S p L ->
     p <= claim_max_preperiod c /\ L <= period_bound c sq) /\
  (exists S pl sq L, In S sets /\ exact pl sq S (claim_max_preperiod c) L) /\
  (forall sq, exists S pl p, In S sets /\ exact pl sq S p (period_bound c sq)).

(* ---------- The checks ---------- *)

Inductive result (A : Type) := Ok (a : A) | Err (position : option nat) (reason : string).
Arguments Ok {A} a.
Arguments Err {A} position reason.

Definition play_name (pl : play) : string := match pl with Normal => "normal" | Misere => "misere" end.
Definition sequence_name (sq : sequence) : string :=
  match sq with Outcome => "outcome" | Grundy => "grundy" end.

(* P is 0, N is 1. A loop (done holds the terms read, reversed), so that a
   line of any length is read without growing the stack; no theorem needs
   more of it than that it returns a list. *)
Fixpoint outcome_letters (s : string) (done : list nat) : option (list nat) :=
  match s with
  | EmptyString => Some (rev_append done [])
  | String c rest =>
      if Ascii.eqb c "P"%char then outcome_letters rest (0 :: done)
      else if Ascii.eqb c "N"%char then outcome_letters rest (1 :: done)
      else None
  end.

(* The length of l plus n, in a loop (List.length recurses once per item). *)
Fixpoint count_onto {A} (l : list A) (n : nat) : nat :=
  match l with [] => n | _ :: rest => count_onto rest (Datatypes.S n) end.

Definition parse_terms (sq : sequence) (s : string) : option (list nat) :=
  match sq with
  | Outcome => outcome_letters s []
  | Grundy => parse_all 0 100 (split_on ","%char s)
  end.

Fixpoint list_eqb (l1 l2 : list nat) : bool :=
  match l1, l2 with
  | [], [] => true
  | a :: r1, b :: r2 => (a =? b) && list_eqb r1 r2
  | _, _ => false
  end.

Lemma list_eqb_eq : forall l1 l2, list_eqb l1 l2 = true -> l1 = l2.
Proof.
  induction l1 as [|a r1 IH]; intros [|b r2]; simpl; try easy.
  rewrite andb_true_iff, Nat.eqb_eq. intros [-> H]. f_equal. apply IH, H.
Qed.

Definition window_ok (a : list nat) (p L width : nat) : bool :=
  forallb (fun n => nth n a 0 =? nth (n + L) a 0) (seq p width).

Definition preperiod_ok (a : list nat) (p L : nat) : bool :=
  (p =? 0) || negb (nth (p - 1) a 0 =? nth (p - 1 + L) a 0).

Definition divisors_ok (a : list nat) (p L : nat) : bool :=
  forallb (fun q => negb (L mod q =? 0) || existsb (fun n => negb (nth n a 0 =? nth (n + q) a 0)) (seq p L))
          (seq 1 (L - 1)).

Definition check_line (S : list nat) (pl : play) (sq : sequence) (line : string) : result (nat * nat) :=
  match split_on " "%char line with
  | [fset; fplay; fseq; fpre; fperiod; fterms] =>
      if negb (match parse_set fset with Some S' => list_eqb S' S | None => false end)
      then Err None "not the set expected here"
      else if negb (String.eqb fplay (play_name pl) && String.eqb fseq (sequence_name sq))
      then Err None "not the play and sequence expected here (each set: normal outcome, normal grundy, misere outcome, misere grundy)"
      else match parse_nat 0 largest_number fpre, parse_nat 1 largest_number fperiod, parse_terms sq fterms with
      | Some p, Some L, Some terms =>
          let needed := p + L + Nat.max L (max_move S) in
          if negb (count_onto terms 0 =? needed) then Err None "wrong number of terms"
          else let a := seq_terms pl sq S needed in
          if negb (list_eqb terms a) then Err None "a term differs from the rules"
          else if negb (window_ok a p L (max_move S)) then Err None "the window fails"
          else if negb (preperiod_ok a p L) then Err None "preperiod is not minimal"
          else if negb (divisors_ok a p L) then Err None "period is not minimal"
          else Ok (p, L)
      | _, _, _ => Err None "a preperiod, period or term is not a number in range"
      end
  | _ => Err None "expected: set play sequence preperiod period terms"
  end.

Record line_fact := {
  fact_set : list nat; fact_play : play; fact_sequence : sequence;
  fact_preperiod : nat; fact_period : nat }.

Definition kinds : list (play * sequence) :=
  [(Normal, Outcome); (Normal, Grundy); (Misere, Outcome); (Misere, Grundy)].

Definition expected_lines (sets : list (list nat)) : list (list nat * (play * sequence)) :=
  flat_map (fun S => map (fun k => (S, k)) kinds) sets.

Fixpoint check_body (expected : list (list nat * (play * sequence))) (body : list string) (index : nat)
  : result (list line_fact) :=
  match expected, body with
  | [], [] => Ok []
  | (set, (pl, sq)) :: expected', line :: body' =>
      match check_line set pl sq line with
      | Err _ reason => Err (Some index) reason
      | Ok (p, L) =>
          match check_body expected' body' (Datatypes.S index) with
          | Err w reason => Err w reason
          | Ok facts => Ok ({| fact_set := set; fact_play := pl; fact_sequence := sq;
                               fact_preperiod := p; fact_period := L |} :: facts)
          end
      end
  | _, _ => Err (Some index) "the body has the wrong number of lines"
  end.

Definition max_of (l : list nat) : nat := fold_right Nat.max 0 l.

Definition periods_of (sq : sequence) (facts : list line_fact) : list nat :=
  map fact_period (filter (fun f => match fact_sequence f, sq with
                                    | Outcome, Outcome | Grundy, Grundy => true
                                    | _, _ => false end) facts).

(* The checker: the claim's text (after "claim ") and the body's lines. *)
Definition check_periodicity (claim_text : string) (body : list string) : result unit :=
  match parse_claim claim_text with
  | None => Err None "the claim is not sets=... count=... max-preperiod=... max-outcome-period=... max-grundy-period=... all-n-by=subtraction-outcome-step,subtraction-grundy-step with numbers in range"
  | Some c =>
      let sets := sets_of_scope (claim_scope c) in
      if negb (claim_count c =? List.length sets) then Err None "count differs from the number of sets named"
      else if negb (count_onto body 0 =? 4 * List.length sets)
      then Err (Some (count_onto body 0)) "the body does not hold 4 lines for each set named"
      else match check_body (expected_lines sets) body 0 with
      | Err w reason => Err w reason
      | Ok facts =>
          if negb (max_of (map fact_preperiod facts) =? claim_max_preperiod c)
          then Err None "max-preperiod differs from the body's"
          else if negb (max_of (periods_of Outcome facts) =? claim_max_outcome_period c)
          then Err None "max-outcome-period differs from the body's"
          else if negb (max_of (periods_of Grundy facts) =? claim_max_grundy_period c)
          then Err None "max-grundy-period differs from the body's"
          else Ok tt
      end
  end.

(* ---------- Soundness ---------- *)



Lemma check_line_sound : forall S pl sq line p L,
  check_line S pl sq line = Ok (p, L) -> exact pl sq S p L.
Proof.
  intros S pl sq line p L H. unfold check_line in H.
  destruct (split_on " "%char line) as [|fset [|fplay [|fseq [|fpre [|fperiod [|fterms [|]]]]]]];
    try discriminate.
  destruct (negb _); [discriminate|]. destruct (negb _); [discriminate|].
  destruct (parse_nat 0 largest_number fpre) as [p'|] eqn:Hpre; [|discriminate].
  destruct (parse_nat 1 largest_number fperiod) as [L'|] eqn:HL; [|discriminate].
  destruct (parse_terms sq fterms) as [terms|]; [|discriminate].
  set (needed := p' + L' + Nat.max L' (max_move S)) in H.
  set (a := seq_terms pl sq S needed) in H.
  destruct (negb (count_onto terms 0 =? needed)); [discriminate|].
  destruct (negb (list_eqb terms a)); [discriminate|].
  destruct (window_ok a p' L' (max_move S)) eqn:Hwindow; [|discriminate].
  destruct (preperiod_ok a p' L') eqn:Hpreok; [|discriminate].
  destruct (divisors_ok a p' L') eqn:Hdiv; [|discriminate].
  simpl in H. injection H as <- <-.
  apply parse_nat_range in HL.
  assert (Hat : forall n, n < needed -> nth n a 0 = seq_value pl sq S n)
    by (intros n Hn; apply seq_terms_value, Hn).
  assert (Hmax : L' <= Nat.max L' (max_move S) /\ max_move S <= Nat.max L' (max_move S)) by lia.
  unfold exact. apply exact_from_witnesses.
  - lia.
  - intros n Hn. apply (seq_periodic_from_window pl sq S p' L'); [|exact Hn].
    intros m Hm. unfold window_ok in Hwindow. rewrite forallb_forall in Hwindow.
    specialize (Hwindow m ltac:(apply in_seq; lia)). apply Nat.eqb_eq in Hwindow.
    rewrite <- !Hat by (unfold needed; lia). symmetry. exact Hwindow.
  - intros q Hq Hqdiv. unfold divisors_ok in Hdiv. rewrite forallb_forall in Hdiv.
    specialize (Hdiv q ltac:(apply in_seq; lia)).
    assert (Hmod : L' mod q = 0) by (apply Nat.mod_divide; [lia | exact Hqdiv]).
    rewrite Hmod in Hdiv. simpl in Hdiv. apply existsb_exists in Hdiv as [n [Hn Hne]].
    apply in_seq in Hn. exists n. split; [lia|].
    rewrite <- !Hat by (unfold needed; lia).
    intros Heq. rewrite Heq, Nat.eqb_refl in Hne. discriminate.
  - unfold preperiod_ok in Hpreok. destruct (Nat.eqb_spec p' 0) as [|Hp0]; [left; assumption|].
    right. simpl in Hpreok. rewrite <- !Hat by (unfold needed; lia).
    intros Heq. rewrite Heq, Nat.eqb_refl in Hpreok. discriminate.
Qed.

Definition fact_key (f : line_fact) : list nat * (play * sequence) :=
  (fact_set f, (fact_play f, fact_sequence f)).

Definition fact_exact (f : line_fact) : Prop :=
  exact (fact_play f) (fact_sequence f) (fact_set f) (fact_preperiod f) (fact_period f).

Lemma check_body_sound : forall expected body index facts,
  check_body expected body index = Ok facts ->
  map fact_key facts = expected /\ Forall fact_exact facts.
Proof.
  induction expected as [|[set [pl sq]] expected IH]; intros body index facts H;
    destruct body as [|line body]; simpl in H; try discriminate.
  - injection H as <-. split; [reflexivity | constructor].
  - destruct (check_line set pl sq line) as [[p L]|w r] eqn:Hline; [|discriminate].
    destruct (check_body expected body (Datatypes.S index)) as [facts'|w r] eqn:Hrest; [|discriminate].
    injection H as <-. destruct (IH _ _ _ Hrest) as [Hkeys Hexact].
    split; [simpl; f_equal; exact Hkeys|].
    constructor; [apply (check_line_sound _ _ _ line); exact Hline | exact Hexact].
Qed.

Lemma max_of_bound : forall l x, In x l -> x <= max_of l.
Proof.
  induction l as [|a l IH]; simpl; intros x Hx; [contradiction|].
  destruct Hx as [<- | Hx]; [lia | specialize (IH x Hx); lia].
Qed.

Lemma max_of_member : forall l, l <> [] -> In (max_of l) l.
Proof.
  induction l as [|a l IH]; intros Hne; [contradiction|]. simpl.
  destruct l as [|b l']; [simpl; left; lia|].
  destruct (Nat.max_spec a (max_of (b :: l'))) as [[_ ->] | [_ ->]].
  - right. apply IH. discriminate.
  - left. reflexivity.
Qed.

Lemma sets_of_scope_nonempty : forall c, parse_scope c <> None ->
  forall sc, parse_scope c = Some sc -> sets_of_scope sc <> [].
Proof.
  intros c _ sc H. unfold parse_scope in H.
  destruct (strip_prefix _ c) as [m|].
  - destruct (parse_nat 1 10 m) as [M|] eqn:HM; [|discriminate]. simpl in H. injection H as <-.
    apply parse_nat_range in HM. simpl.
    assert (Hpow : 2 <= 2 ^ M).
    { destruct M as [|M']; [lia|]. rewrite Nat.pow_succ_r'. pose proof (Nat.pow_nonzero 2 M'). lia. }
    destruct (2 ^ M - 1) as [|k] eqn:Hk; [lia|]. discriminate.
  - destruct (parse_set c); [|discriminate]. simpl in H. injection H as <-. discriminate.
Qed.

(* Every (set, play, sequence) the scope names has a line. *)
Lemma expected_complete : forall sets S pl sq,
  In S sets -> In (S, (pl, sq)) (expected_lines sets).
Proof.
  intros sets S pl sq HS. unfold expected_lines. apply in_flat_map. exists S. split; [exact HS|].
  apply in_map. destruct pl, sq; simpl; tauto.
Qed.

Lemma expected_sets : forall sets S k, In (S, k) (expected_lines sets) -> In S sets.
Proof.
  intros sets S k H. unfold expected_lines in H. apply in_flat_map in H as [S' [HS' Hin]].
  apply in_map_iff in Hin as [k' [Heq _]]. injection Heq as <- _. exact HS'.
Qed.

Lemma fact_for : forall facts sets S pl sq,
  map fact_key facts = expected_lines sets -> Forall fact_exact facts -> In S sets ->
  exists f, In f facts /\ fact_set f = S /\ fact_play f = pl /\ fact_sequence f = sq /\
            exact pl sq S (fact_preperiod f) (fact_period f).
Proof.
  intros facts sets S pl sq Hkeys Hexact HS.
  assert (Hin : In (S, (pl, sq)) (map fact_key facts)) by (rewrite Hkeys; apply expected_complete, HS).
  apply in_map_iff in Hin as [f [Hkey Hf]]. unfold fact_key in Hkey. injection Hkey as HfS Hfpl Hfsq.
  exists f. split; [exact Hf|]. split; [exact HfS|]. split; [exact Hfpl|]. split; [exact Hfsq|].
  rewrite Forall_forall in Hexact. specialize (Hexact f Hf). unfold fact_exact in Hexact.
  rewrite HfS, Hfpl, Hfsq in Hexact. exact Hexact.
Qed.

Lemma periods_of_spec : forall sq facts x,
  In x (periods_of sq facts) <-> exists f, In f facts /\ fact_sequence f = sq /\ fact_period f = x.
Proof.
  intros sq facts x. unfold periods_of. rewrite in_map_iff. split.
  - intros [f [<- Hf]]. apply filter_In in Hf as [Hf Hsq]. exists f.
    split; [exact Hf|]. split; [|reflexivity]. destruct (fact_sequence f), sq; easy.
  - intros [f [Hf [Hsq <-]]]. exists f. split; [reflexivity|]. apply filter_In. split; [exact Hf|].
    rewrite Hsq. destruct sq; reflexivity.
Qed.

Theorem check_periodicity_sound : forall claim_text body,
  check_periodicity claim_text body = Ok tt ->
  exists c, parse_claim claim_text = Some c /\ print_claim c = claim_text /\ claim_holds c.
Proof.
  intros claim_text body H. unfold check_periodicity in H.
  destruct (parse_claim claim_text) as [c|] eqn:Hc; [|discriminate]. exists c. split; [reflexivity|].
  split; [apply parse_claim_print, Hc|].
  set (sets := sets_of_scope (claim_scope c)) in H.
  destruct (claim_count c =? List.length sets) eqn:Hcount; cbn [negb] in H; [|discriminate].
  destruct (count_onto body 0 =? 4 * List.length sets); cbn [negb] in H; [|discriminate].
  destruct (check_body (expected_lines sets) body 0) as [facts|w r] eqn:Hbody; [|discriminate].
  destruct (max_of (map fact_preperiod facts) =? claim_max_preperiod c) eqn:Hpre;
    cbn [negb] in H; [|discriminate].
  destruct (max_of (periods_of Outcome facts) =? claim_max_outcome_period c) eqn:Hout;
    cbn [negb] in H; [|discriminate].
  destruct (max_of (periods_of Grundy facts) =? claim_max_grundy_period c) eqn:Hgr;
    cbn [negb] in H; [|discriminate].
  clear H. apply Nat.eqb_eq in Hcount, Hpre, Hout, Hgr.
  destruct (check_body_sound _ _ _ _ Hbody) as [Hkeys Hexact].
  assert (Hnonempty : sets <> []).
  { unfold parse_claim in Hc.
    destruct (split_on _ claim_text) as [|f1 [|f2 [|f3 [|f4 [|f5 [|f6 [|]]]]]]]; try discriminate.
    destruct (strip_prefix "sets=" f1) as [a|]; [|discriminate].
    destruct (strip_prefix "count=" f2), (strip_prefix "max-preperiod=" f3),
             (strip_prefix "max-outcome-period=" f4), (strip_prefix "max-grundy-period=" f5),
             (strip_prefix "all-n-by=" f6); try discriminate.
    destruct (String.eqb _ _); [|discriminate].
    destruct (parse_scope a) as [sc|] eqn:Hsc; [|discriminate].
    repeat match type of Hc with
           | context [match ?x with Some _ => _ | None => _ end] => destruct x; [|discriminate]
           end.
    injection Hc as <-. apply (sets_of_scope_nonempty a); [rewrite Hsc; discriminate | exact Hsc]. }
  assert (Hfacts_nonempty : forall sq, periods_of sq facts <> []).
  { intros sq. destruct sets as [|S0 sets'] eqn:Hsets; [contradiction|].
    destruct (fact_for facts (S0 :: sets') S0 Normal sq Hkeys Hexact (or_introl eq_refl))
      as [f [Hf [_ [_ [Hsq _]]]]].
    intros Hempty. assert (Hin : In (fact_period f) (periods_of sq facts))
      by (apply periods_of_spec; exists f; tauto).
    rewrite Hempty in Hin. contradiction. }
  unfold claim_holds. fold sets. split; [exact Hcount|]. split; [|split; [|split]].
  - intros S pl sq HS. destruct (fact_for facts sets S pl sq Hkeys Hexact HS) as [f [_ [_ [_ [_ Hf]]]]].
    eauto.
  - intros S pl sq p L HS HpL.
    destruct (fact_for facts sets S pl sq Hkeys Hexact HS) as [f [Hf [_ [_ [Hsq Hfexact]]]]].
    destruct (exact_unique nat _ _ _ _ _ HpL Hfexact) as [-> ->]. split.
    + rewrite <- Hpre. apply max_of_bound, in_map, Hf.
    + destruct sq; simpl; [rewrite <- Hout | rewrite <- Hgr];
        apply max_of_bound, periods_of_spec; exists f; tauto.
  - rewrite <- Hpre.
    assert (Hne : map fact_preperiod facts <> []).
    { destruct facts; [|discriminate]. destruct sets as [|S0 sets']; [contradiction|].
      simpl in Hkeys. destruct kinds eqn:Hk; discriminate. }
    apply max_of_member in Hne. apply in_map_iff in Hne as [f [Hfp Hf]].
    rewrite Forall_forall in Hexact. pose proof (Hexact f Hf) as Hfexact.
    assert (HS : In (fact_set f) sets).
    { apply (expected_sets sets (fact_set f) (fact_play f, fact_sequence f)).
      rewrite <- Hkeys. apply (in_map fact_key) in Hf. exact Hf. }
    exists (fact_set f), (fact_play f), (fact_sequence f), (fact_period f).
    rewrite <- Hfp. split; assumption.
  - intros sq. pose proof (max_of_member _ (Hfacts_nonempty sq)) as Hm.
    apply periods_of_spec in Hm as [f [Hf [Hsq Hperiod]]].
    rewrite Forall_forall in Hexact. pose proof (Hexact f Hf) as Hfexact.
    assert (HS : In (fact_set f) sets).
    { apply (expected_sets sets (fact_set f) (fact_play f, fact_sequence f)).
      rewrite <- Hkeys. apply (in_map fact_key) in Hf. exact Hf. }
    exists (fact_set f), (fact_play f), (fact_preperiod f). split; [exact HS|].
    unfold fact_exact in Hfexact. rewrite Hsq in Hfexact.
    destruct sq; simpl; [rewrite <- Hout | rewrite <- Hgr]; rewrite <- Hperiod; exact Hfexact.
Qed.
