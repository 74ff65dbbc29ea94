(* Extraction of the proved checkers to OCaml (checker-coq/ builds the
   program around them).

   nat becomes OCaml's int (ExtrOcamlNatInt, plus the arithmetic and
   comparisons of Init.Nat below (and of PeanoNat.Nat, its copy), each the OCaml operation on non-negative
   ints, subtraction cut at 0 and the remainder by 0 the number itself as in
   Coq). That is
   faithful while no value passes 2^62: every number a checker parses has at
   most nine digits, and every other number it computes (a count of terms,
   an index, a sum of two parsed numbers, a Grundy value) is bounded by
   them. ascii becomes char and string a list of chars (ExtrOcamlString).
   positive and N, the Sylver bitsets, become Zarith's integers (through
   checker-coq/bigint.ml, which names Zarith's Z apart from the Z module
   that extraction writes), with the bitwise operations, shifts, tests and
   comparisons below each realised by the Zarith function of the same
   meaning; nothing pattern-matches on them but through these. *)

From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNatInt ExtrOcamlString.
From Coq Require Import NArith.
From GameCert Require Import SubtractionChecker SylverChecker.

Extract Inlined Constant Coq.Init.Nat.add => "(+)".
Extract Inlined Constant Coq.Init.Nat.mul => "( * )".
Extract Constant Coq.Init.Nat.sub => "(fun n m -> Stdlib.max 0 (n - m))".
Extract Inlined Constant Coq.Init.Nat.max => "Stdlib.max".
Extract Inlined Constant Coq.Init.Nat.leb => "(<=)".
Extract Inlined Constant Coq.Init.Nat.ltb => "(<)".
Extract Constant Coq.Init.Nat.modulo => "(fun a b -> if b = 0 then a else a mod b)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.add => "(+)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.mul => "( * )".
Extract Constant Coq.Arith.PeanoNat.Nat.sub => "(fun n m -> Stdlib.max 0 (n - m))".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.max => "Stdlib.max".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.leb => "(<=)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.ltb => "(<)".
Extract Constant Coq.Arith.PeanoNat.Nat.modulo => "(fun a b -> if b = 0 then a else a mod b)".

Extract Inductive positive => "Bigint.t"
  [ "(fun p -> Bigint.succ (Bigint.shift_left p 1))" "(fun p -> Bigint.shift_left p 1)" "Bigint.one" ]
  "(fun f2p1 f2p f1 p -> if Bigint.equal p Bigint.one then f1 () else if Bigint.is_even p then f2p (Bigint.shift_right p 1) else f2p1 (Bigint.shift_right p 1))".
Extract Inductive N => "Bigint.t" [ "Bigint.zero" "(fun p -> p)" ]
  "(fun f0 fp n -> if Bigint.equal n Bigint.zero then f0 () else fp n)".
Extract Constant N.lor => "Bigint.logor".
Extract Constant N.land => "Bigint.logand".
Extract Constant N.shiftl => "(fun a n -> Bigint.shift_left a (Bigint.to_int n))".
Extract Constant N.testbit => "(fun a n -> Bigint.testbit a (Bigint.to_int n))".
Extract Constant N.of_nat => "Bigint.of_int".
Extract Constant N.ones => "(fun n -> Bigint.pred (Bigint.shift_left Bigint.one (Bigint.to_int n)))".
Extract Constant N.compare => "(fun a b -> let c = Bigint.compare a b in if c = 0 then Eq else if c < 0 then Lt else Gt)".
Extract Constant N.eqb => "Bigint.equal".
Extract Constant N.eq_dec => "Bigint.equal".

Extraction "checker_verified.ml" check_periodicity check_table.
