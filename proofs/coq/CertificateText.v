(* Reading the text of certificate lines: fields split on a character, a
   prefix stripped, numbers in their one canonical spelling (certs/FORMAT.md,
   "Envelope": decimal, no sign, no leading zero). Shared by the checkers
   proved in Coq. *)

From Coq Require Import List Arith Lia Bool String Ascii.
Import ListNotations.

(* The fields of s between the separators, as the rules read them: the
   specification, with one recursive call per character. [split_on] below
   computes the same list in a loop, so that a line of any length is read
   without growing the stack (an extracted recursion per character ended the
   run with Stack_overflow at about 262,000 characters). *)
Fixpoint split_fields (sep : ascii) (s : string) : list string :=
  match s with
  | EmptyString => [EmptyString]
  | String c rest =>
      let parts := split_fields sep rest in
      if Ascii.eqb c sep then EmptyString :: parts
      else match parts with
           | part :: others => String c part :: others
           | [] => [String c EmptyString]
           end
  end.

(* The characters of s in reverse order, put before acc; tail-recursive. *)
Fixpoint rev_onto (s acc : string) : string :=
  match s with
  | EmptyString => acc
  | String c rest => rev_onto rest (String c acc)
  end.

(* part is the field being read, reversed; parts the fields done, reversed. *)
Fixpoint split_loop (sep : ascii) (s part : string) (parts : list string) : list string :=
  match s with
  | EmptyString => rev_append (rev_onto part EmptyString :: parts) []
  | String c rest =>
      if Ascii.eqb c sep then split_loop sep rest EmptyString (rev_onto part EmptyString :: parts)
      else split_loop sep rest (String c part) parts
  end.

Definition split_on (sep : ascii) (s : string) : list string := split_loop sep s EmptyString [].

Fixpoint strip_prefix (prefix s : string) : option string :=
  match prefix, s with
  | EmptyString, _ => Some s
  | String a prefix', String b s' => if Ascii.eqb a b then strip_prefix prefix' s' else None
  | String _ _, EmptyString => None
  end.

Definition digit_value (c : ascii) : option nat :=
  let fix find (ds : list ascii) (v : nat) :=
    match ds with
    | [] => None
    | d :: ds' => if Ascii.eqb c d then Some v else find ds' (Datatypes.S v)
    end in
  find ["0"; "1"; "2"; "3"; "4"; "5"; "6"; "7"; "8"; "9"]%char 0.

Fixpoint digits (s : string) (acc : nat) : option nat :=
  match s with
  | EmptyString => Some acc
  | String c rest =>
      match digit_value c with
      | Some v => digits rest (acc * 10 + v)
      | None => None
      end
  end.

(* Whether s has more than n characters; it looks at n + 1 of them at most,
   so a line of any length is measured in a few steps. *)
Fixpoint longer_than (n : nat) (s : string) : bool :=
  match s with
  | EmptyString => false
  | String _ rest => match n with 0 => true | Datatypes.S n' => longer_than n' rest end
  end.

(* A number as certificates spell it: decimal, no sign, no leading zero,
   between lo and hi. At most nine digits are read: a longer spelling is
   above every bound used here, and the limit keeps the work of reading a
   number small. It is not what keeps the arithmetic exact: nat is extracted
   to Zarith's integers (Extract.v), which do not overflow. *)
Definition parse_nat (lo hi : nat) (s : string) : option nat :=
  match s with
  | EmptyString => None
  | String c rest =>
      if (Ascii.eqb c "0"%char && match rest with EmptyString => false | _ => true end)
         || longer_than 9 s
      then None
      else match digits s 0 with
           | Some v => if (lo <=? v) && (v <=? hi) then Some v else None
           | None => None
           end
  end.

(* Every item a number between lo and hi: the specification, with one
   recursive call per item ... *)
Fixpoint parse_each (lo hi : nat) (items : list string) : option (list nat) :=
  match items with
  | [] => Some []
  | item :: rest =>
      match parse_nat lo hi item, parse_each lo hi rest with
      | Some v, Some vs => Some (v :: vs)
      | _, _ => None
      end
  end.

(* ... and the loop that computes it ([parse_all_each]) with the same stack
   for a list of any length; done holds the numbers read, reversed. *)
Fixpoint parse_loop (lo hi : nat) (items : list string) (done : list nat) : option (list nat) :=
  match items with
  | [] => Some (rev_append done [])
  | item :: rest =>
      match parse_nat lo hi item with
      | Some v => parse_loop lo hi rest (v :: done)
      | None => None
      end
  end.

Definition parse_all (lo hi : nat) (items : list string) : option (list nat) := parse_loop lo hi items [].

Fixpoint ascending (l : list nat) : bool :=
  match l with
  | a :: ((b :: _) as rest) => (a <? b) && ascending rest
  | _ => true
  end.

Definition largest_number : nat := 10 ^ 8.

Lemma parse_nat_range : forall lo hi s v, parse_nat lo hi s = Some v -> lo <= v <= hi.
Proof.
  intros lo hi s v H. unfold parse_nat in H. destruct s as [|c rest]; [discriminate|].
  destruct (_ || _); [discriminate|]. destruct (digits _ 0) as [w|]; [|discriminate].
  destruct (lo <=? w) eqn:Hlo, (w <=? hi) eqn:Hhi; simpl in H; try discriminate.
  injection H as <-. apply Nat.leb_le in Hlo, Hhi. lia.
Qed.

(* ---------- Printing: what an accepted text says ----------

   The checkers' theorems speak of the claim that the parser reads from the
   text; the OK line prints the text. The printers below write a claim back,
   and the theorems [parse_nat_print], [parse_all_print] and [join_split]
   (and each checker's [parse_..._print]) show that printing the parsed
   claim gives back the very text accepted: the text printed is the claim
   proved, in its one spelling. *)

Local Open Scope string_scope.
Local Open Scope nat_scope.

Definition digit_char (d : nat) : ascii :=
  nth d ["0"; "1"; "2"; "3"; "4"; "5"; "6"; "7"; "8"; "9"]%char "0"%char.

Fixpoint print_digits (fuel n : nat) (acc : string) : string :=
  match fuel with
  | 0 => acc
  | Datatypes.S fuel' =>
      let acc' := String (digit_char (n mod 10)) acc in
      if Nat.ltb n 10 then acc' else print_digits fuel' (n / 10) acc'
  end.

(* Decimal, no sign, no leading zero ([print_nat_unfold] says it plainly). *)
Definition print_nat (n : nat) : string := print_digits (Datatypes.S n) n EmptyString.

(* The parts, with sep between each two: join sep [a; b; c] = a sep b sep c. *)
Fixpoint join (sep : ascii) (parts : list string) : string :=
  match parts with
  | [] => EmptyString
  | [part] => part
  | part :: rest => part ++ String sep (join sep rest)
  end.

Lemma string_app_assoc : forall a b c : string, (a ++ b) ++ c = a ++ (b ++ c).
Proof. induction a as [|x a IH]; intros b c; simpl; [reflexivity | rewrite IH; reflexivity]. Qed.

Lemma string_app_nil_r : forall a : string, a ++ EmptyString = a.
Proof. induction a as [|x a IH]; simpl; [reflexivity | rewrite IH; reflexivity]. Qed.

Lemma print_digits_acc : forall fuel n acc, print_digits fuel n acc = print_digits fuel n EmptyString ++ acc.
Proof.
  induction fuel as [|fuel IH]; intros n acc; cbn [print_digits]; [reflexivity|].
  destruct (Nat.ltb n 10); [reflexivity|]. rewrite IH, (IH _ (String _ EmptyString)), string_app_assoc.
  reflexivity.
Qed.

Lemma print_digits_enough : forall fuel1 fuel2 n acc, n < fuel1 -> n < fuel2 ->
  print_digits fuel1 n acc = print_digits fuel2 n acc.
Proof.
  induction fuel1 as [|f1 IH]; intros [|f2] n acc H1 H2; try lia. cbn [print_digits].
  destruct (Nat.ltb_spec n 10); [reflexivity|]. apply IH.
  - assert (n / 10 < n) by (apply Nat.div_lt; lia). lia.
  - assert (n / 10 < n) by (apply Nat.div_lt; lia). lia.
Qed.

Theorem print_nat_unfold : forall n, print_nat n =
  if Nat.ltb n 10 then String (digit_char n) EmptyString
  else print_nat (n / 10) ++ String (digit_char (n mod 10)) EmptyString.
Proof.
  intros n. unfold print_nat at 1. cbn [print_digits]. destruct (Nat.ltb_spec n 10) as [Hlt | Hge].
  - rewrite Nat.mod_small by exact Hlt. reflexivity.
  - rewrite print_digits_acc. f_equal. unfold print_nat. apply print_digits_enough.
    + assert (n / 10 < n) by (apply Nat.div_lt; lia). lia.
    + lia.
Qed.

Lemma digit_value_char : forall c d, digit_value c = Some d -> d < 10 /\ digit_char d = c.
Proof.
  intros c d H. unfold digit_value in H. cbv beta iota fix in H.
  repeat match type of H with
         | context [Ascii.eqb c ?x] => destruct (Ascii.eqb_spec c x);
             [subst; injection H as <-; split; [lia | reflexivity] |]
         end.
  discriminate.
Qed.

Lemma digits_print : forall s acc v, digits s acc = Some v -> 1 <= acc ->
  print_nat v = print_nat acc ++ s.
Proof.
  induction s as [|c rest IH]; intros acc v H Hacc; simpl in H.
  - injection H as <-. rewrite string_app_nil_r. reflexivity.
  - destruct (digit_value c) as [d|] eqn:Hd; [|discriminate].
    apply digit_value_char in Hd as [Hd10 Hdc].
    rewrite (IH _ _ H) by lia. rewrite (print_nat_unfold (acc * 10 + d)).
    destruct (Nat.ltb_spec (acc * 10 + d) 10) as [|_]; [lia|].
    replace ((acc * 10 + d) / 10) with acc
      by (rewrite Nat.div_add_l, Nat.div_small by lia; lia).
    replace ((acc * 10 + d) mod 10) with d
      by (rewrite Nat.add_comm, Nat.mod_add, Nat.mod_small by lia; reflexivity).
    rewrite Hdc, string_app_assoc. reflexivity.
Qed.

(* A number read is printed back as it was spelt. *)
Theorem parse_nat_print : forall lo hi s v, parse_nat lo hi s = Some v -> print_nat v = s.
Proof.
  intros lo hi s v H. unfold parse_nat in H. destruct s as [|c rest]; [discriminate|].
  destruct (Ascii.eqb c "0"%char && _ || _) eqn:Hcanon; [discriminate|].
  destruct (digits (String c rest) 0) as [w|] eqn:Hw; [|discriminate].
  destruct (Nat.leb lo w && Nat.leb w hi); [|discriminate]. injection H as <-.
  rewrite Bool.orb_false_iff, Bool.andb_false_iff in Hcanon. destruct Hcanon as [Hzero _].
  simpl in Hw. destruct (digit_value c) as [d|] eqn:Hd; [|discriminate].
  apply digit_value_char in Hd as [Hd10 Hdc].
  destruct d as [|d'].
  - (* The digit 0: the number is "0" itself. *)
    subst c. destruct Hzero as [Hne | Hrest]; [discriminate|].
    destruct rest as [|c' rest']; [|discriminate]. simpl in Hw. injection Hw as <-. reflexivity.
  - rewrite (digits_print rest (0 * 10 + Datatypes.S d') w Hw) by lia.
    rewrite print_nat_unfold. simpl. destruct (Nat.ltb_spec (Datatypes.S d') 10) as [_|]; [|lia].
    rewrite Hdc. reflexivity.
Qed.

(* The loops compute their specifications. *)
Lemma parse_loop_each : forall lo hi items done,
  parse_loop lo hi items done = option_map (rev_append done) (parse_each lo hi items).
Proof.
  induction items as [|item rest IH]; intros done; simpl; [reflexivity|].
  destruct (parse_nat lo hi item); [|reflexivity]. rewrite IH.
  destruct (parse_each lo hi rest); reflexivity.
Qed.

Lemma parse_all_each : forall lo hi items, parse_all lo hi items = parse_each lo hi items.
Proof.
  intros. unfold parse_all. rewrite parse_loop_each. destruct (parse_each lo hi items); reflexivity.
Qed.

Lemma rev_onto_app : forall s acc, rev_onto s acc = rev_onto s EmptyString ++ acc.
Proof.
  induction s as [|c s IH]; intros acc; simpl; [reflexivity|].
  rewrite IH, (IH (String c EmptyString)), string_app_assoc. reflexivity.
Qed.

(* A field read so far, before the first field of the rest. *)
Definition prepend (a : string) (fields : list string) : list string :=
  match fields with [] => [a] | f :: fs => (a ++ f) :: fs end.

Lemma split_fields_nonempty : forall sep s, split_fields sep s <> [].
Proof.
  intros sep [|c rest]; simpl; [discriminate|].
  destruct (Ascii.eqb c sep); [discriminate|]. destruct (split_fields sep rest); discriminate.
Qed.

Lemma split_loop_fields : forall sep s part parts,
  split_loop sep s part parts = (rev parts ++ prepend (rev_onto part EmptyString) (split_fields sep s))%list.
Proof.
  induction s as [|c rest IH]; intros part parts; simpl.
  - rewrite rev_append_rev, string_app_nil_r. reflexivity.
  - pose proof (split_fields_nonempty sep rest) as Hne.
    destruct (Ascii.eqb c sep).
    + rewrite IH. simpl. rewrite <- app_assoc, string_app_nil_r.
      destruct (split_fields sep rest); [contradiction | reflexivity].
    + rewrite IH. destruct (split_fields sep rest) as [|f fs]; [contradiction|]. simpl.
      rewrite rev_onto_app, string_app_assoc. reflexivity.
Qed.

Lemma split_on_fields : forall sep s, split_on sep s = split_fields sep s.
Proof.
  intros. unfold split_on. rewrite split_loop_fields. simpl.
  pose proof (split_fields_nonempty sep s). destruct (split_fields sep s); [contradiction | reflexivity].
Qed.

Theorem parse_all_print : forall lo hi items l, parse_all lo hi items = Some l -> map print_nat l = items.
Proof.
  intros lo hi items. rewrite parse_all_each. induction items as [|item rest IH]; intros l H; simpl in H.
  - injection H as <-. reflexivity.
  - destruct (parse_nat lo hi item) as [v|] eqn:Hv; [|discriminate].
    destruct (parse_each lo hi rest) as [vs|] eqn:Hvs; [|discriminate].
    injection H as <-. simpl. rewrite (parse_nat_print _ _ _ _ Hv), (IH vs eq_refl). reflexivity.
Qed.

Lemma split_on_nonempty : forall sep s, split_on sep s <> [].
Proof. intros. rewrite split_on_fields. apply split_fields_nonempty. Qed.

Lemma join_cons_string : forall sep c part others,
  join sep (String c part :: others) = String c (join sep (part :: others)).
Proof. intros sep c part [|o os]; reflexivity. Qed.

Lemma join_cons_cons : forall sep a b l, join sep (a :: b :: l) = a ++ String sep (join sep (b :: l)).
Proof. reflexivity. Qed.

(* Joining the fields split on sep gives back the text. *)
Theorem join_split : forall sep s, join sep (split_on sep s) = s.
Proof.
  intros sep s. rewrite split_on_fields. induction s as [|c rest IH]; [reflexivity|]. cbn [split_fields].
  pose proof (split_fields_nonempty sep rest) as Hne.
  destruct (split_fields sep rest) as [|p ps]; [contradiction|].
  destruct (Ascii.eqb_spec c sep) as [-> | _].
  - rewrite join_cons_cons, IH. reflexivity.
  - rewrite join_cons_string, IH. reflexivity.
Qed.

Theorem strip_prefix_app : forall prefix s rest, strip_prefix prefix s = Some rest -> s = prefix ++ rest.
Proof.
  induction prefix as [|a prefix IH]; intros s rest H; simpl in H.
  - injection H as <-. reflexivity.
  - destruct s as [|b s']; [discriminate|]. destruct (Ascii.eqb_spec a b) as [<- | _]; [|discriminate].
    simpl. f_equal. apply IH, H.
Qed.
