(* Extraction of the proved checkers to OCaml (checker-coq/ builds the
   program around them).

   Every number is an arbitrary-precision integer of Zarith, so no
   arithmetic can overflow, whatever the input: nat, positive and N all
   become Zarith's integers (through checker-coq/bigint.ml, which names
   Zarith's Z apart from the Z module that extraction writes). nat is a
   non-negative integer, 0 and successor its constructors and a match on it
   a test for zero; the operations of Init.Nat below (and of PeanoNat.Nat,
   its copy) are each realised by the Zarith function of the same meaning on
   non-negative integers, with Coq's conventions where OCaml's differ
   (subtraction cut at 0; n mod 0 = n). positive and N, the Sylver bitsets,
   the same, with the bitwise operations, shifts, tests and comparisons
   below. ascii becomes char and string a list of chars (ExtrOcamlString,
   with Ascii.eqb as OCaml's equality of chars), bool, option, list, prod,
   unit and sumbool OCaml's own (ExtrOcamlBasic, with andb and orb as && and
   ||). docs/coq.md lists every realised constant. *)

From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlString.
From Coq Require Import Arith NArith.
From GameCert Require Import SubtractionChecker SylverChecker CertificateSets.

Extract Inductive nat => "Bigint.t" [ "Bigint.zero" "Bigint.succ" ]
  "(fun fO fS n -> if Bigint.equal n Bigint.zero then fO () else fS (Bigint.pred n))".

Extract Inlined Constant Coq.Init.Nat.add => "Bigint.add".
Extract Inlined Constant Coq.Init.Nat.mul => "Bigint.mul".
Extract Inlined Constant Coq.Init.Nat.sub => "(fun n m -> Bigint.max Bigint.zero (Bigint.sub n m))".
Extract Inlined Constant Coq.Init.Nat.max => "Bigint.max".
Extract Inlined Constant Coq.Init.Nat.eqb => "Bigint.equal".
Extract Inlined Constant Coq.Init.Nat.leb => "Bigint.leq".
Extract Inlined Constant Coq.Init.Nat.ltb => "Bigint.lt".
Extract Inlined Constant Coq.Init.Nat.modulo => "(fun a b -> if Bigint.equal b Bigint.zero then a else Bigint.rem a b)".
Extract Inlined Constant Coq.Init.Nat.testbit => "(fun a n -> Bigint.testbit a (Bigint.to_int n))".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.add => "Bigint.add".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.mul => "Bigint.mul".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.sub => "(fun n m -> Bigint.max Bigint.zero (Bigint.sub n m))".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.max => "Bigint.max".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.eqb => "Bigint.equal".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.leb => "Bigint.leq".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.ltb => "Bigint.lt".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.modulo => "(fun a b -> if Bigint.equal b Bigint.zero then a else Bigint.rem a b)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.testbit => "(fun a n -> Bigint.testbit a (Bigint.to_int n))".

Extract Inductive positive => "Bigint.t"
  [ "(fun p -> Bigint.succ (Bigint.shift_left p 1))" "(fun p -> Bigint.shift_left p 1)" "Bigint.one" ]
  "(fun f2p1 f2p f1 p -> if Bigint.equal p Bigint.one then f1 () else if Bigint.is_even p then f2p (Bigint.shift_right p 1) else f2p1 (Bigint.shift_right p 1))".
Extract Inductive N => "Bigint.t" [ "Bigint.zero" "(fun p -> p)" ]
  "(fun f0 fp n -> if Bigint.equal n Bigint.zero then f0 () else fp n)".
Extract Constant N.lor => "Bigint.logor".
Extract Constant N.land => "Bigint.logand".
Extract Constant N.shiftl => "(fun a n -> Bigint.shift_left a (Bigint.to_int n))".
Extract Constant N.testbit => "(fun a n -> Bigint.testbit a (Bigint.to_int n))".
Extract Constant N.of_nat => "(fun n -> n)".
Extract Constant N.ones => "(fun n -> Bigint.pred (Bigint.shift_left Bigint.one (Bigint.to_int n)))".
Extract Constant N.compare => "(fun a b -> let c = Bigint.compare a b in if c = 0 then Eq else if c < 0 then Lt else Gt)".
Extract Constant N.eq_dec => "Bigint.equal".
Extract Constant N.eqb => "Bigint.equal".
Extract Constant N.ldiff => "(fun a b -> Bigint.logand a (Bigint.lognot b))".

Extraction "checker_verified.ml" check_periodicity check_table table_file plain_file resolve_tables held gives.
