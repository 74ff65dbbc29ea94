(* A checker for Sylver `win-loss-table` certificates, proved sound.

   The format is certs/FORMAT.md, "Sylver Coinage": the claim names a
   position (its minimal generators), its Frobenius number t and its winning
   moves; the body is a proof DAG written as a depth-first replay from the
   root, one line per position met for the first time (`P`, `N x`, `E`),
   with `evidence implied-...` leaving out the N lines whose witness reaches
   a P entry already written.

   The checker works in two passes. [replay] reads the body exactly as the
   format says, with the same checks and the same errors as gamecert-check,
   and builds a table from positions (bitsets of their sums up to t, as
   SylverBits.v computes them) to entries. [table_ok] then checks each entry
   of the table on its own: a P entry's every move reaches an N or E entry, an
   N entry's witness is a move that reaches a P entry, an E entry is an
   ender with t > 1; and [root_ok] checks the root against the claim. The
   soundness theorem rests on the second pass alone: by induction on the
   number of gaps, which every move lowers, a locally consistent table labels
   every position it holds truly (P entries P, the others N), whatever order
   its entries were found in; so the claimed winning moves are exactly the
   moves to P-positions. The first pass only decides which line belongs to
   which position, and rejects what gamecert-check rejects, where it does. *)

From Coq Require Import List Arith NArith Lia Bool String Ascii FMapAVL OrderedTypeEx FMapFacts.
Import ListNotations.
From GameCert Require Import SylverRules SylverTheorems SylverBits CertificateText.

Module PositionMap := FMapAVL.Make(N_as_OT).
Module PositionFacts := WFacts_fun N_as_OT PositionMap.

(* ER p sha: an `R <sha>` line, the premise that the position is P (when p)
   or N, as the certificate of that SHA-256 claims (certs/FORMAT.md,
   "Certificates that rest on certificates"). *)
Inductive entry := EP | EN (x : nat) | EE | ER (p : bool) (sha : string).

(* ---------- The root and the moves ---------- *)

(* The moves of a position whose sums up to t are s: the gaps 2 .. t. *)
Definition moves_of (t : nat) (s : N) : list nat :=
  filter (fun x => negb (bit s x)) (seq 2 (t - 1)).

Definition after (t : nat) (s : N) (x : nat) : N := close (S t) s x.

(* The largest gap up to t (0 if none). *)
Definition largest_gap (t : nat) (s : N) : nat :=
  fold_left (fun acc n => if bit s n then acc else n) (seq 0 (S t)) 0.

(* An ender with t > 1: its Frobenius number f >= 2, and every other move kills f. *)
Definition ender_ok (t : nat) (s : N) : bool :=
  let f := largest_gap t s in
  (2 <=? f) && negb (bit s f) && forallb (fun x => (x =? f) || bit (after t s x) f) (moves_of t s).

Definition find_entry (m : PositionMap.t (entry * nat)) (k : N) : option entry :=
  match PositionMap.find k m with Some (e, _) => Some e | None => None end.

Definition is_P_entry m k : bool :=
  match find_entry m k with Some EP | Some (ER true _) => true | _ => false end.
Definition is_N_entry m k : bool :=
  match find_entry m k with Some (EN _) | Some EE | Some (ER false _) => true | _ => false end.

(* ---------- The second pass: each entry on its own ---------- *)

Definition entry_ok (t : nat) (m : PositionMap.t (entry * nat)) (k : N) (e : entry) : bool :=
  match e with
  | EP => forallb (fun x => is_N_entry m (after t k x)) (moves_of t k)
  | EN x => (2 <=? x) && (x <=? t) && negb (bit k x) && is_P_entry m (after t k x)
  | EE => ender_ok t k
  | ER _ _ => true  (* a premise: the set rule, not this table, makes it true *)
  end.

Definition table_ok (t : nat) (m : PositionMap.t (entry * nat)) : bool :=
  forallb (fun ke => entry_ok t m (fst ke) (fst (snd ke))) (PositionMap.elements m).

Definition root_ok (t : nat) (m : PositionMap.t (entry * nat)) (root : N) (winning : list nat) : bool :=
  forallb (fun x => existsb (Nat.eqb x) (moves_of t root)) winning &&
  forallb (fun x => if existsb (Nat.eqb x) winning then is_P_entry m (after t root x)
                    else is_N_entry m (after t root x)) (moves_of t root).

(* ---------- The first pass: the replay ---------- *)

Inductive place := Claim | Evidence | Body (index : nat).

Inductive outcome (A : Type) := Done (a : A) | Fail (at_place : place) (reason : string).
Arguments Done {A} a.
Arguments Fail {A} at_place reason.

Record replay_state := {
  table : PositionMap.t (entry * nat);
  unread : list string;
  next_index : nat;
  ender_entries : nat }.

Record evidence := { enders_allowed : bool; implied : bool }.

Definition add (k : N) (e : entry) (line : nat) (st : replay_state) : replay_state :=
  {| table := PositionMap.add k (e, line) (table st); unread := unread st;
     next_index := next_index st; ender_entries := ender_entries st |}.

(* A move whose position has a P entry, for an implied N entry. *)
Definition implied_witness (t : nat) (m : PositionMap.t (entry * nat)) (k : N) : option nat :=
  find (fun x => is_P_entry m (after t k x)) (rev (moves_of t k)).

(* 64 lowercase hex digits; it reads 65 characters at most. *)
Definition hex_digit (c : ascii) : bool :=
  existsb (Ascii.eqb c) ["0"; "1"; "2"; "3"; "4"; "5"; "6"; "7"; "8"; "9"; "a"; "b"; "c"; "d"; "e"; "f"]%char.

Fixpoint hex_digits (n : nat) (s : string) : bool :=
  match n, s with
  | 0, EmptyString => true
  | S n', String c rest => hex_digit c && hex_digits n' rest
  | _, _ => false
  end.

Definition sha256_text (s : string) : bool := hex_digits 64 s.

Definition parse_witness (line : string) : option nat :=
  match strip_prefix "N " line with
  | Some digits_text => parse_nat 2 largest_number digits_text
  | None => None
  end.

(* Replays the position k, which must reach a P entry when want_p and an N
   entry otherwise; from is the index of the line that asked (the claim for
   the root's moves). *)
Fixpoint need (fuel t : nat) (ev : evidence) (want_p : bool) (from : place) (k : N) (st : replay_state)
  : outcome replay_state :=
  match fuel with
  | 0 => Fail from "entries nested too deep"
  | S fuel' =>
      match PositionMap.find k (table st) with
      | Some (e, line) =>
          match e, want_p with
          | ER p _, _ =>
              if Bool.eqb p want_p then Done st
              else if want_p then Fail (Body line) "a move must reach a P entry but reaches this N entry"
              else Fail (Body line) "a move must reach an N entry but reaches this P entry"
          | EP, true | EN _, false | EE, false => Done st
          | EP, false => Fail (Body line) "a move must reach an N entry but reaches this P entry"
          | _, true => Fail (Body line) "a move must reach a P entry but reaches this N entry"
          end
      | None =>
          match (if want_p || negb (implied ev) then None else implied_witness t (table st) k) with
          | Some x => Done (add k (EN x) match from with Body i => i | _ => 0 end st)
          | None =>
              match unread st with
              | [] => Fail (Body (next_index st)) "body ends before the entry a move needs"
              | text :: rest =>
                  let here := next_index st in
                  let st' := {| table := table st; unread := rest; next_index := S here;
                                ender_entries := ender_entries st |} in
                  match strip_prefix "R " text with
                  | Some sha =>
                      if sha256_text sha then Done (add k (ER want_p sha) here st')
                      else Fail (Body here) "'R' must be followed by a SHA-256 in 64 lowercase hex digits"
                  | None =>
                  if want_p then
                    if String.eqb text "P" then
                      fold_left (fun acc x => match acc with
                                              | Done s => need fuel' t ev false (Body here) (after t k x) s
                                              | Fail _ _ => acc
                                              end)
                                (moves_of t k) (Done (add k EP here st'))
                    else Fail (Body here) "a move must reach a P entry ('P') here"
                  else if String.eqb text "E" then
                    if negb (enders_allowed ev) then Fail (Body here) "'E' entries are not allowed with evidence witnesses"
                    else if ender_ok t k then
                      Done {| table := PositionMap.add k (EE, here) (table st'); unread := rest;
                              next_index := S here; ender_entries := S (ender_entries st) |}
                    else Fail (Body here) "'E' claims an ender with t > 1, but this position is not one"
                  else match parse_witness text with
                  | Some x =>
                      if (x <=? t) && negb (bit k x) then need fuel' t ev true (Body here) (after t k x) (add k (EN x) here st')
                      else Fail (Body here) "the witness move is not nameable here"
                  | None => Fail (Body here) "a move must reach an N entry ('N x' or 'E') here"
                  end
                  end
              end
          end
      end
  end.

Definition replay (t : nat) (ev : evidence) (root : N) (winning : list nat) (body : list string)
  : outcome replay_state :=
  fold_left (fun acc x => match acc with
                          | Done s => need (S (S t)) t ev (existsb (Nat.eqb x) winning) Claim (after t root x) s
                          | Fail _ _ => acc
                          end)
            (moves_of t root)
            (Done {| table := PositionMap.empty _; unread := body; next_index := 0; ender_entries := 0 |}).

(* ---------- The claim ---------- *)

Record table_claim := { generators : list nat; frobenius : nat; winning : list nat }.

Definition parse_list (lo hi : nat) (text : string) : option (list nat) :=
  if String.eqb text "none" then Some []
  else match parse_all lo hi (split_on ","%char text) with
       | Some l => if ascending l then Some l else None
       | None => None
       end.

Definition largest_t : nat := 5000.

(* position=<generators> t=<t> winning=<moves or none> *)
Definition parse_table_claim (text : string) : option table_claim :=
  match split_on " "%char text with
  | [f1; f2; f3] =>
      match strip_prefix "position=" f1, strip_prefix "t=" f2, strip_prefix "winning=" f3 with
      | Some a, Some b, Some c =>
          match parse_list 2 (10 ^ 5) a, parse_nat 0 largest_t b with
          | Some (g :: gs), Some t =>
              match parse_list 2 t c with
              | Some w => Some {| generators := g :: gs; frobenius := t; winning := w |}
              | None => None
              end
          | _, _ => None
          end
      | _, _, _ => None
      end
  | _ => None
  end.

(* The claim written back: [parse_table_claim_print] shows that printing
   the claim read from an accepted text gives that text. *)
Definition print_list (l : list nat) : string :=
  match l with [] => "none" | _ => join ","%char (map print_nat l) end.

Definition print_table_claim (c : table_claim) : string :=
  ("position=" ++ print_list (generators c) ++ " t=" ++ print_nat (frobenius c) ++
   " winning=" ++ print_list (winning c))%string.

Lemma parse_list_print : forall lo hi text l, parse_list lo hi text = Some l -> print_list l = text.
Proof.
  intros lo hi text l H. unfold parse_list in H. destruct (String.eqb_spec text "none") as [-> | _].
  - injection H as <-. reflexivity.
  - destruct (parse_all lo hi (split_on ","%char text)) as [l'|] eqn:Hl; [|discriminate].
    destruct (ascending l'); [|discriminate]. injection H as <-.
    pose proof (parse_all_print _ _ _ _ Hl) as Hmap. pose proof (split_on_nonempty ","%char text) as Hne.
    destruct l' as [|v vs]; [rewrite <- Hmap in Hne; contradiction|].
    unfold print_list. rewrite Hmap. apply join_split.
Qed.

Theorem parse_table_claim_print : forall text c, parse_table_claim text = Some c -> print_table_claim c = text.
Proof.
  intros text c H. unfold parse_table_claim in H. pose proof (join_split " "%char text) as Htext.
  destruct (split_on " "%char text) as [|f1 [|f2 [|f3 [|]]]]; try discriminate.
  destruct (strip_prefix "position=" f1) as [a|] eqn:Ha, (strip_prefix "t=" f2) as [b|] eqn:Hb,
           (strip_prefix "winning=" f3) as [d|] eqn:Hd; try discriminate.
  destruct (parse_list 2 (10 ^ 5) a) as [[|g gs]|] eqn:Hgens; try discriminate;
    destruct (parse_nat 0 largest_t b) as [t|] eqn:Ht; try discriminate.
  destruct (parse_list 2 t d) as [w|] eqn:Hw; [|discriminate]. injection H as <-.
  apply strip_prefix_app in Ha, Hb, Hd. subst f1 f2 f3.
  unfold print_table_claim. simpl generators; simpl frobenius; simpl winning.
  rewrite (parse_list_print _ _ _ _ Hgens), (parse_nat_print _ _ _ _ Ht), (parse_list_print _ _ _ _ Hw).
  rewrite <- Htext, !join_cons_cons. simpl join. rewrite !string_app_assoc. reflexivity.
Qed.

Example print_table_claim_7_29 :
  print_table_claim {| generators := [7; 29]; frobenius := 167; winning := [153] |} =
  "position=7,29 t=167 winning=153"%string.
Proof. reflexivity. Qed.

Definition parse_evidence (text : string) : option evidence :=
  if String.eqb text "witnesses" then Some {| enders_allowed := false; implied := false |}
  else if String.eqb text "witnesses-and-enders" then Some {| enders_allowed := true; implied := false |}
  else if String.eqb text "implied-witnesses" then Some {| enders_allowed := false; implied := true |}
  else if String.eqb text "implied-witnesses-and-enders" then Some {| enders_allowed := true; implied := true |}
  else None.

Definition remove_one (g : nat) (G : list nat) : list nat := filter (fun h => negb (h =? g)) G.

(* No generator is a sum of the others. *)
Definition minimal (G : list nat) : bool :=
  forallb (fun g => negb (bit (bits_of (S g) (remove_one g G)) g)) G.

(* t is the Frobenius number: t is not a sum, and the g numbers after it are
   (g the smallest generator), hence all numbers after it. *)
Definition frobenius_ok (G : list nat) (g t : nat) : bool :=
  let wide := bits_of (S (t + g)) G in
  negb (bit wide t) && forallb (fun n => bit wide n) (seq (S t) g).

(* ---------- Premises: what an R entry takes, what a claim gives ---------- *)

(* A position whose numbers above t are all sums, by its gaps: the numbers
   up to t that are not sums (s holding its sums up to t). The set does not
   depend on t, so the position of an R line and the claim of another
   certificate compare by it (gamecert-check compares a SHA-256 of the same
   semigroup). *)
Definition gap_set (t : nat) (s : N) : N := N.ldiff (mask (S t)) s.

(* A fact: "the position with these gaps is P" (true) or "... N" (false),
   as an R line takes it and as an accepted claim gives it ([fact_holds]). *)
Definition fact : Type := (N * bool)%type.

Definition fact_eqb (a b : fact) : bool := N.eqb (fst a) (fst b) && Bool.eqb (snd a) (snd b).

Record premise := { premise_sha : string; premise_fact : fact; premise_index : nat }.

(* The premises are read off the table, the one thing the soundness proof
   looks at: an R entry the replay made is a premise, whatever the replay did.
   A fold over the tree (newest premise first): tables hold millions of
   entries, too many for a recursion per entry or a list of them all. *)
Definition add_premise (t : nat) (acc : list premise) (ke : N * (entry * nat)) : list premise :=
  match ke with
  | (k, (ER p sha, index)) => {| premise_sha := sha; premise_fact := (gap_set t k, p); premise_index := index |} :: acc
  | _ => acc
  end.

Definition premises_of (t : nat) (m : PositionMap.t (entry * nat)) : list premise :=
  PositionMap.fold (fun k e acc => add_premise t acc (k, e)) m [].

Definition is_none (l : list nat) : bool := match l with [] => true | _ => false end.

(* The checker: the evidence line's value, the claim's text and the body.
   When it accepts, it returns the fact the claim gives (the root's gaps and
   whether it is P) and the premises its R lines take. *)
Definition check_table (evidence_text claim_text : string) (body : list string) : outcome (fact * list premise) :=
  match parse_evidence evidence_text with
  | None => Fail Evidence "evidence must be '[implied-]witnesses' or '[implied-]witnesses-and-enders'"
  | Some ev =>
      match parse_table_claim claim_text with
      | None => Fail Claim "the claim is not position=<generators> t=<t> winning=<moves> in canonical form and range"
      | Some c =>
          let G := generators c in
          let t := frobenius c in
          let g := hd 0 G in
          if negb (g <=? S largest_t) || negb (List.length G <=? g) || negb (minimal G)
          then Fail Claim "the generators are not minimal"
          else if negb (frobenius_ok G g t) then Fail Claim "t is not the Frobenius number of the position (or the gcd is not 1)"
          else
            let root := bits_of (S t) G in
            if negb (forallb (fun x => existsb (Nat.eqb x) (moves_of t root)) (winning c))
            then Fail Claim "a winning move is not nameable"
            else match replay t ev root (winning c) body with
            | Fail p reason => Fail p reason
            | Done st =>
                match unread st with
                | _ :: _ => Fail (Body (next_index st)) "line not reached by the replay (extra entry)"
                | [] =>
                    if enders_allowed ev && (ender_entries st =? 0)
                    then Fail Evidence "the evidence allows 'E' entries, but the body has none (write 'evidence ...witnesses')"
                    else if table_ok t (table st) && root_ok t (table st) root (winning c)
                    then Done ((gap_set t root, is_none (winning c)), premises_of t (table st))
                    else Fail Claim "the table of entries is not consistent"
                end
            end
      end
  end.

(* ---------- Soundness ---------- *)

(* s is the bitset of G's sums up to t, and every number above t is a sum. *)
Definition position_of (t : nat) (G : list nat) (s : N) : Prop :=
  represents G (S t) s /\ (forall n, t < n -> sum_of G n).

Lemma position_bits_below : forall t G s i, position_of t G s -> bit s i = true -> i < S t.
Proof. intros t G s i [Hr _] Hb. apply Hr in Hb. tauto. Qed.

Lemma moves_of_spec : forall t s x, In x (moves_of t s) <-> 2 <= x <= t /\ bit s x = false.
Proof.
  intros t s x. unfold moves_of. rewrite filter_In, in_seq, Bool.negb_true_iff.
  split; intros [H1 H2]; (split; [lia | exact H2]).
Qed.

Lemma position_move : forall t G s x, position_of t G s -> (move G x <-> In x (moves_of t s)).
Proof.
  intros t G s x [Hr Htail]. rewrite moves_of_spec. unfold move, nameable. split.
  - intros [Hx Hname]. destruct (Nat.le_gt_cases x t) as [Hle | Hgt]; [|exfalso; apply Hname, Htail, Hgt].
    split; [lia|]. destruct (bit s x) eqn:Hb; [|reflexivity]. exfalso. apply Hname, Hr, Hb.
  - intros [Hx Hb]. split; [lia|]. intros Hs. assert (Hbit : bit s x = true) by (apply Hr; split; [exact Hs | lia]).
    congruence.
Qed.

Lemma position_after : forall t G s x, 1 <= x -> position_of t G s -> position_of t (x :: G) (after t s x).
Proof.
  intros t G s x Hx [Hr Htail]. split; [apply represents_close; assumption|].
  intros n Hn. apply sum_of_weaken, Htail, Hn.
Qed.

Definition gaps (t : nat) (s : N) : nat := List.length (filter (fun n => negb (bit s n)) (seq 0 (S t))).

Lemma gaps_fall : forall t G s x, position_of t G s -> In x (moves_of t s) -> gaps t (after t s x) < gaps t s.
Proof.
  intros t G s x Hpos Hx. pose proof Hpos as [Hr _]. apply moves_of_spec in Hx as [Hxr Hbx].
  assert (Hbelow : forall i, bit s i = true -> i < S t) by (intros i; apply position_bits_below with G; exact Hpos).
  unfold gaps. apply filter_length_strict.
  - intros y _. rewrite !Bool.negb_true_iff. intros Hafter. destruct (bit s y) eqn:Hy; [|reflexivity].
    exfalso. assert (Hin : bit (after t s x) y = true).
    { unfold after. apply close_spec; [lia | exact Hbelow|]. split; [exists 0; rewrite Nat.mul_0_l, Nat.sub_0_r; split; [lia | exact Hy]|].
      apply Hbelow, Hy. }
    congruence.
  - exists x. split; [apply in_seq; lia|]. rewrite Hbx. split; [reflexivity|].
    rewrite Bool.negb_false_iff. unfold after. apply close_spec; [lia | exact Hbelow|].
    split; [|lia]. exists 1. rewrite Nat.mul_1_l, Nat.sub_diag. split; [lia|]. apply Hr. split; [constructor | lia].
Qed.

Lemma find_entry_in : forall m k e, find_entry m k = Some e ->
  exists line, In (k, (e, line)) (PositionMap.elements m).
Proof.
  intros m k e H. unfold find_entry in H. destruct (PositionMap.find k m) as [[e' line]|] eqn:Hf; [|discriminate].
  injection H as <-. exists line.
  apply PositionFacts.find_mapsto_iff, PositionFacts.elements_mapsto_iff in Hf.
  apply InA_alt in Hf as [[k' v'] [[Hk Hv] Hin]]. simpl in Hk, Hv. subst. exact Hin.
Qed.

Lemma table_entry_ok : forall t m k e, table_ok t m = true -> find_entry m k = Some e -> entry_ok t m k e = true.
Proof.
  intros t m k e Hok Hfind. destruct (find_entry_in m k e Hfind) as [line Hin].
  unfold table_ok in Hok. rewrite forallb_forall in Hok. exact (Hok _ Hin).
Qed.

Lemma largest_gap_member : forall t s, largest_gap t s = 0 \/ largest_gap t s <= t.
Proof.
  intros t s. unfold largest_gap.
  assert (H : forall l acc, (forall y, In y l -> y <= t) -> acc <= t ->
            fold_left (fun acc n => if bit s n then acc else n) l acc <= t).
  { induction l as [|a l IH]; intros acc Hl Hacc; simpl; [exact Hacc|].
    apply IH; [intros y Hy; apply Hl; right; exact Hy|]. destruct (bit s a); [exact Hacc | apply Hl; left; reflexivity]. }
  right. apply H; [intros y Hy; apply in_seq in Hy; lia | lia].
Qed.

(* What a fact says, of the rules: every position whose non-sums are the
   gap set is P (or N). *)
Definition fact_holds (fa : fact) : Prop :=
  forall G, (forall n, bit (fst fa) n = true <-> ~ sum_of G n) -> if snd fa then is_P G else is_N G.

Lemma gap_set_spec : forall t G s, position_of t G s ->
  forall n, bit (gap_set t s) n = true <-> ~ sum_of G n.
Proof.
  intros t G s [Hr Habove] n. pose proof (bit_mask (S t) n) as Hm. unfold gap_set, bit in *.
  rewrite N.ldiff_spec, Hm. destruct (Nat.ltb_spec n (S t)) as [Hlt | Hge]; simpl.
  - rewrite Bool.negb_true_iff. split.
    + intros Hb Hs. assert (Hbit : N.testbit s (N.of_nat n) = true) by (apply Hr; split; [exact Hs | lia]).
      congruence.
    + intros Hns. destruct (N.testbit s (N.of_nat n)) eqn:Hb; [|reflexivity]. exfalso. apply Hns, Hr, Hb.
  - split; [discriminate|]. intros Hns. exfalso. apply Hns, Habove. lia.
Qed.

Lemma same_gaps_same_sums : forall G H gs,
  (forall n, bit gs n = true <-> ~ sum_of G n) -> (forall n, bit gs n = true <-> ~ sum_of H n) -> same_sums G H.
Proof.
  intros G H gs HG HH n. destruct (sum_of_dec G n) as [Hg | Hg], (sum_of_dec H n) as [Hh | Hh]; try tauto.
  - exfalso. apply (proj2 (HH n)) in Hh. apply (proj1 (HG n)) in Hh. contradiction.
  - exfalso. apply (proj2 (HG n)) in Hg. apply (proj1 (HH n)) in Hg. contradiction.
Qed.

(* A position's outcome is the fact of its gap set ... *)
Lemma fact_of_position : forall t G s (p : bool), position_of t G s ->
  (if p then is_P G else is_N G) -> fact_holds (gap_set t s, p).
Proof.
  intros t G s p Hpos Hout H HH. simpl in HH.
  pose proof (same_gaps_same_sums G H _ (gap_set_spec t G s Hpos) HH) as Hsame.
  destruct p; [apply (proj2 outcome_by_sums G) | apply (proj1 outcome_by_sums G)]; assumption.
Qed.

(* ... and the fact gives the outcome of every position with those gaps. *)
Lemma position_of_fact : forall t G s (p : bool), position_of t G s ->
  fact_holds (gap_set t s, p) -> if p then is_P G else is_N G.
Proof. intros t G s p Hpos Hfact. apply Hfact. exact (gap_set_spec t G s Hpos). Qed.

Lemma fact_eqb_holds : forall a b, fact_eqb a b = true -> fact_holds b -> fact_holds a.
Proof.
  intros [ga pa] [gb pb] H Hb. unfold fact_eqb in H. simpl in H.
  rewrite Bool.andb_true_iff, N.eqb_eq in H. destruct H as [-> Hp]. apply Bool.eqb_prop in Hp. subst. exact Hb.
Qed.

Definition premises_hold (t : nat) (m : PositionMap.t (entry * nat)) : Prop :=
  forall pr, In pr (premises_of t m) -> fact_holds (premise_fact pr).

Lemma premise_of_entry : forall t m k p sha, find_entry m k = Some (ER p sha) -> premises_hold t m ->
  fact_holds (gap_set t k, p).
Proof.
  intros t m k p sha Hf Hprem. destruct (find_entry_in _ _ _ Hf) as [line Hin].
  apply (Hprem {| premise_sha := sha; premise_fact := (gap_set t k, p); premise_index := line |}).
  set (step := fun (a : list premise) (ke : N * (entry * nat)) => add_premise t a (fst ke, snd ke)).
  assert (Hkeep : forall l acc x, In x acc -> In x (fold_left step l acc)).
  { induction l as [|ke l IH]; intros acc x Hx; cbn [fold_left]; [exact Hx|]. apply IH.
    destruct ke as [k' [[| | | p' sha'] i]]; cbn; auto. }
  unfold premises_of. rewrite PositionMap.fold_1. fold step. revert Hin.
  generalize (@nil premise) as acc. generalize (PositionMap.elements m) as l.
  induction l as [|ke l IH]; intros acc Hin; [destruct Hin|].
  destruct Hin as [-> | Hin]; cbn [fold_left]; [apply Hkeep; cbn; left; reflexivity | apply IH, Hin].
Qed.

(* A locally consistent table whose premises hold labels every position it
   holds truly. *)
Theorem table_sound : forall t m, table_ok t m = true -> premises_hold t m ->
  forall k G, position_of t G k ->
  (is_P_entry m k = true -> is_P G) /\ (is_N_entry m k = true -> is_N G).
Proof.
  intros t m Hok Hprem k. remember (gaps t k) as c eqn:Hc. revert k Hc.
  induction c as [c IH] using lt_wf_ind. intros k Hc G Hpos.
  assert (Hchild : forall x, In x (moves_of t k) ->
            (is_P_entry m (after t k x) = true -> is_P (x :: G)) /\
            (is_N_entry m (after t k x) = true -> is_N (x :: G))).
  { intros x Hx. apply (IH (gaps t (after t k x))); [subst c; apply (gaps_fall t G); assumption | reflexivity |].
    apply position_after; [apply moves_of_spec in Hx; lia | exact Hpos]. }
  split.
  - intros HP. unfold is_P_entry in HP. destruct (find_entry m k) as [[| x | | p sha]|] eqn:Hf; try discriminate;
      [| destruct p; [|discriminate]; exact (position_of_fact t G k true Hpos (premise_of_entry t m k true sha Hf Hprem))].
    pose proof (table_entry_ok t m k EP Hok Hf) as Hentry. unfold entry_ok in Hentry. rewrite forallb_forall in Hentry.
    constructor. intros x Hmove. apply (position_move t G k x Hpos) in Hmove.
    apply (Hchild x Hmove). apply Hentry, Hmove.
  - intros HN. unfold is_N_entry in HN. destruct (find_entry m k) as [[| x | | p sha]|] eqn:Hf; try discriminate.
    + pose proof (table_entry_ok t m k (EN x) Hok Hf) as Hentry. unfold entry_ok in Hentry.
      rewrite !Bool.andb_true_iff, Nat.leb_le, Nat.leb_le, Bool.negb_true_iff in Hentry.
      destruct Hentry as [[[H2 Ht] Hbx] HP].
      assert (Hx : In x (moves_of t k)) by (apply moves_of_spec; split; [lia | exact Hbx]).
      apply (N_by G x); [apply (position_move t G k x Hpos), Hx | apply (Hchild x Hx), HP].
    + pose proof (table_entry_ok t m k EE Hok Hf) as Hentry. unfold entry_ok in Hentry. unfold ender_ok in Hentry.
      set (f := largest_gap t k) in Hentry.
      rewrite !Bool.andb_true_iff, Nat.leb_le, Bool.negb_true_iff, forallb_forall in Hentry.
      destruct Hentry as [[H2 Hbf] Hkills].
      assert (Hft : f <= t) by (destruct (largest_gap_member t k); unfold f; lia).
      apply (ender_is_N t G f); [exact (proj2 Hpos) | |].
      * apply (position_move t G k f Hpos). apply moves_of_spec. split; [lia | exact Hbf].
      * intros x Hmove Hne. apply (position_move t G k x Hpos) in Hmove.
        specialize (Hkills x Hmove). rewrite Bool.orb_true_iff, Nat.eqb_eq in Hkills.
        destruct Hkills as [Heq | Hbit]; [contradiction|].
        apply moves_of_spec in Hmove.
        apply (position_after t G k x ltac:(lia) Hpos) in Hbit. tauto.
    + destruct p; [discriminate|]. exact (position_of_fact t G k false Hpos (premise_of_entry t m k false sha Hf Hprem)).
Qed.

(* What an accepted win-loss table says: t is the Frobenius number of the
   position, its generators are minimal, the claimed winning moves are
   exactly the moves to P-positions, and the position itself is P when
   there are none ("winning=none") and N otherwise. *)
Definition table_claim_holds (c : table_claim) : Prop :=
  let G := generators c in
  ~ sum_of G (frobenius c) /\ (forall n, frobenius c < n -> sum_of G n) /\
  (forall g, In g G -> ~ sum_of (remove_one g G) g) /\
  (forall x, In x (winning c) <-> winning_move G x) /\
  (winning c = [] -> is_P G) /\ (winning c <> [] -> is_N G).

(* The root's own outcome follows from its winning moves: a position whose
   numbers above t are all sums is P or N ([sylver_determined]); it is N
   exactly when it has a winning move. *)
Lemma outcome_from_winning : forall G t (w : list nat),
  (forall n, t < n -> sum_of G n) -> (forall x, In x w <-> winning_move G x) ->
  (w = [] -> is_P G) /\ (w <> [] -> is_N G).
Proof.
  intros G t w Habove Hw. split.
  - intros ->. destruct (sylver_determined t G Habove) as [HP | HN]; [exact HP|].
    exfalso. inversion HN as [G' x Hmove HP]; subst. apply (proj2 (Hw x)). split; assumption.
  - intros Hne. destruct w as [|x w']; [contradiction|].
    destruct (proj1 (Hw x) (or_introl eq_refl)) as [Hmove HP]. exact (N_by G x Hmove HP).
Qed.

Lemma parse_all_range : forall lo hi items l, parse_all lo hi items = Some l ->
  forall x, In x l -> lo <= x <= hi.
Proof.
  intros lo hi items. rewrite parse_all_each. induction items as [|item rest IH]; intros l H x Hx; simpl in H.
  - injection H as <-. contradiction.
  - destruct (parse_nat lo hi item) as [v|] eqn:Hv; [|discriminate].
    destruct (parse_each lo hi rest) as [vs|] eqn:Hvs; [|discriminate].
    injection H as <-. destruct Hx as [<- | Hx]; [apply parse_nat_range with item; exact Hv | apply (IH vs); auto].
Qed.

Lemma parse_list_range : forall lo hi text l, parse_list lo hi text = Some l ->
  forall x, In x l -> lo <= x <= hi.
Proof.
  intros lo hi text l H. unfold parse_list in H. destruct (String.eqb text "none").
  - injection H as <-. intros x [].
  - destruct (parse_all lo hi _) as [l'|] eqn:Hl; [|discriminate]. destruct (ascending l'); [|discriminate].
    injection H as <-. apply parse_all_range with (split_on ","%char text). exact Hl.
Qed.

Lemma parse_table_claim_generators : forall text c, parse_table_claim text = Some c ->
  (exists g gs, generators c = g :: gs) /\ (forall g, In g (generators c) -> 2 <= g).
Proof.
  intros text c H. unfold parse_table_claim in H.
  destruct (split_on _ text) as [|f1 [|f2 [|f3 [|]]]]; try discriminate.
  destruct (strip_prefix "position=" f1) as [a|], (strip_prefix "t=" f2) as [b|],
           (strip_prefix "winning=" f3) as [d|]; try discriminate.
  destruct (parse_list 2 (10 ^ 5) a) as [[|g gs]|] eqn:Hgens; try discriminate;
    destruct (parse_nat 0 largest_t b); try discriminate.
  destruct (parse_list 2 _ d); [|discriminate]. injection H as <-. simpl. split; [eauto|].
  intros h Hh. apply (parse_list_range 2 (10 ^ 5) a (g :: gs) Hgens h Hh).
Qed.

Lemma parse_table_claim_winning : forall text c, parse_table_claim text = Some c ->
  forall x, In x (winning c) -> 2 <= x.
Proof.
  intros text c H. unfold parse_table_claim in H.
  destruct (split_on _ text) as [|f1 [|f2 [|f3 [|]]]]; try discriminate.
  destruct (strip_prefix "position=" f1) as [a|], (strip_prefix "t=" f2) as [b|],
           (strip_prefix "winning=" f3) as [d|]; try discriminate.
  destruct (parse_list 2 (10 ^ 5) a) as [[|g gs]|]; try discriminate;
    destruct (parse_nat 0 largest_t b) as [t|]; try discriminate.
  destruct (parse_list 2 t d) as [w|] eqn:Hw; [|discriminate]. injection H as <-. simpl.
  intros x Hx. apply (parse_list_range 2 t d w Hw x Hx).
Qed.

Lemma generators_positive : forall G, (forall g, In g G -> 2 <= g) -> forall g, In g G -> 1 <= g.
Proof. intros G H g Hg. specialize (H g Hg). lia. Qed.

(* An accepted table: its claim, printed back, is the text; and once the
   facts its R lines take hold (none without R lines), the claim holds, and
   so does the fact returned, the root's outcome by its gaps. *)
Theorem check_table_sound : forall evidence_text claim_text body fa ps,
  check_table evidence_text claim_text body = Done (fa, ps) ->
  exists c, parse_table_claim claim_text = Some c /\ print_table_claim c = claim_text /\
            ((forall pr, In pr ps -> fact_holds (premise_fact pr)) -> table_claim_holds c /\ fact_holds fa).
Proof.
  intros evidence_text claim_text body fa ps H. unfold check_table in H.
  destruct (parse_evidence evidence_text) as [ev|]; [|discriminate].
  destruct (parse_table_claim claim_text) as [c|] eqn:Hc; [|discriminate]. exists c. split; [reflexivity|].
  split; [apply parse_table_claim_print, Hc|].
  destruct (parse_table_claim_generators claim_text c Hc) as [[g [gs HG]] Hge2].
  pose proof (generators_positive _ Hge2) as Hge1.
  set (G := generators c) in *. set (t := frobenius c) in *.
  rewrite HG in H. simpl hd in H.
  destruct (negb (g <=? S largest_t) || negb (List.length (g :: gs) <=? g) || negb (minimal (g :: gs)))
    eqn:Hmin; [discriminate|].
  rewrite !Bool.orb_false_iff, !Bool.negb_false_iff in Hmin. destruct Hmin as [[_ _] Hminimal].
  destruct (frobenius_ok (g :: gs) g t) eqn:Hfrob; cbn [negb] in H; [|discriminate].
  set (root := bits_of (S t) (g :: gs)) in H.
  destruct (forallb (fun x => existsb (Nat.eqb x) (moves_of t root)) (winning c)) eqn:Hwin;
    cbn [negb] in H; [|discriminate].
  destruct (replay t ev root (winning c) body) as [st|p r]; [|discriminate].
  destruct (unread st) as [|l ls]; [|discriminate].
  destruct (enders_allowed ev && (ender_entries st =? 0)); [discriminate|].
  destruct (table_ok t (table st)) eqn:Htable; [|discriminate].
  destruct (root_ok t (table st) root (winning c)) eqn:Hroot; [|discriminate].
  injection H as Hfa Hps. intros Hpremises.
  assert (Hprem : premises_hold t (table st)) by (intros pr Hpr; apply Hpremises; rewrite <- Hps; exact Hpr).
  clear Hpremises Hps.
  (* The Frobenius number. *)
  unfold frobenius_ok in Hfrob. rewrite Bool.andb_true_iff, Bool.negb_true_iff, forallb_forall in Hfrob.
  destruct Hfrob as [Ht Hwindow].
  assert (Hwide : represents (g :: gs) (S (t + g)) (bits_of (S (t + g)) (g :: gs)))
    by (apply represents_bits_of; [lia | rewrite <- HG; exact Hge1]).
  assert (Hnot_t : ~ sum_of G t).
  { intros Hs. rewrite HG in Hs. assert (Hb : bit (bits_of (S (t + g)) (g :: gs)) t = true)
      by (apply Hwide; split; [exact Hs | lia]). congruence. }
  assert (Habove : forall n, t < n -> sum_of G n).
  { rewrite HG. apply (above_window (g :: gs) g t); [left; reflexivity | apply Hge1; rewrite HG; left; reflexivity |].
    intros n Hn. apply (proj1 (Hwide n)). apply Hwindow, in_seq. lia. }
  assert (Hroot_pos : position_of t G root).
  { split; [|exact Habove]. rewrite HG. apply represents_bits_of; [lia | rewrite <- HG; exact Hge1]. }
  assert (Hwinning : forall x, In x (winning c) <-> winning_move G x).
  { unfold root_ok in Hroot. rewrite Bool.andb_true_iff, !forallb_forall in Hroot.
    destruct Hroot as [Hnameable Hanswers]. rewrite forallb_forall in Hwin.
    pose proof (table_sound t (table st) Htable Hprem) as Hsound.
    intros x. split.
    + intros Hx. specialize (Hnameable x Hx). apply existsb_exists in Hnameable as [y [Hy Hxy]].
      apply Nat.eqb_eq in Hxy. subst y.
      specialize (Hanswers x Hy).
      assert (Hin : existsb (Nat.eqb x) (winning c) = true) by (apply existsb_exists; exists x; split; [exact Hx | apply Nat.eqb_refl]).
      rewrite Hin in Hanswers.
      split; [apply (position_move t G root x Hroot_pos), Hy|].
      apply (Hsound (after t root x) (x :: G)); [|exact Hanswers].
      apply position_after; [apply moves_of_spec in Hy; lia | exact Hroot_pos].
    + intros [Hmove HP]. pose proof Hmove as Hy. apply (position_move t G root x Hroot_pos) in Hy.
      specialize (Hanswers x Hy).
      destruct (existsb (Nat.eqb x) (winning c)) eqn:Hin.
      * apply existsb_exists in Hin as [y [Hy' Hxy]]. apply Nat.eqb_eq in Hxy. subst y. exact Hy'.
      * exfalso. apply (not_P_and_N (x :: G)); [exact HP|].
        apply (Hsound (after t root x) (x :: G)); [|exact Hanswers].
        apply position_after; [apply moves_of_spec in Hy; lia | exact Hroot_pos]. }
  pose proof (outcome_from_winning G t (winning c) Habove Hwinning) as Hroot_outcome.
  split.
  2:{ rewrite <- Hfa. apply (fact_of_position t G root); [exact Hroot_pos|].
      destruct Hroot_outcome as [HP HN]. destruct (winning c) as [|w ws]; simpl;
        [apply HP; reflexivity | apply HN; discriminate]. }
  unfold table_claim_holds. fold G t. split; [exact Hnot_t|]. split; [exact Habove|]. split; [|split].

  - (* Minimal generators. *)
    intros h Hh Hs. rewrite HG in Hh. unfold minimal in Hminimal. rewrite forallb_forall in Hminimal.
    specialize (Hminimal h Hh). rewrite Bool.negb_true_iff in Hminimal.
    assert (Hrep : represents (remove_one h (g :: gs)) (S h) (bits_of (S h) (remove_one h (g :: gs)))).
    { apply represents_bits_of; [lia|]. intros k Hk. unfold remove_one in Hk. apply filter_In in Hk.
      apply Hge1. rewrite HG. tauto. }
    rewrite HG in Hs. assert (Hb : bit (bits_of (S h) (remove_one h (g :: gs))) h = true)
      by (apply Hrep; split; [exact Hs | lia]).
    congruence.
  - (* The winning moves. *)
    exact Hwinning.
  - (* The root's outcome. *)
    exact Hroot_outcome.
Qed.
