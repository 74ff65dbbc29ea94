(* Reading the text of certificate lines: fields split on a character, a
   prefix stripped, numbers in their one canonical spelling (certs/FORMAT.md,
   "Envelope": decimal, no sign, no leading zero). Shared by the checkers
   proved in Coq. *)

From Coq Require Import List Arith Lia Bool String Ascii.
Import ListNotations.

Fixpoint split_on (sep : ascii) (s : string) : list string :=
  match s with
  | EmptyString => [EmptyString]
  | String c rest =>
      let parts := split_on sep rest in
      if Ascii.eqb c sep then EmptyString :: parts
      else match parts with
           | part :: others => String c part :: others
           | [] => [String c EmptyString]
           end
  end.

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

(* A number as certificates spell it: decimal, no sign, no leading zero,
   between lo and hi. At most nine digits are read, so every number the
   checker handles stays far below 2^62 once nat is extracted to OCaml's int
   (and a longer spelling is above every bound used here anyway). *)
Definition parse_nat (lo hi : nat) (s : string) : option nat :=
  match s with
  | EmptyString => None
  | String c rest =>
      if (Ascii.eqb c "0"%char && match rest with EmptyString => false | _ => true end)
         || (9 <? String.length s)
      then None
      else match digits s 0 with
           | Some v => if (lo <=? v) && (v <=? hi) then Some v else None
           | None => None
           end
  end.

Fixpoint parse_all (lo hi : nat) (items : list string) : option (list nat) :=
  match items with
  | [] => Some []
  | item :: rest =>
      match parse_nat lo hi item, parse_all lo hi rest with
      | Some v, Some vs => Some (v :: vs)
      | _, _ => None
      end
  end.

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
