(* Extraction of the proved checkers to OCaml (checker-coq/ builds the
   program around them).

   nat becomes OCaml's int (ExtrOcamlNatInt, plus the arithmetic and
   comparisons of Init.Nat below (and of PeanoNat.Nat, its copy), each the OCaml operation on non-negative
   ints, subtraction cut at 0 and the remainder by 0 the number itself as in
   Coq). That is
   faithful while no value passes 2^62: every number a checker parses has at
   most nine digits, and every other number it computes (a count of terms,
   an index, a sum of two parsed numbers, a Grundy value) is bounded by
   them. ascii becomes char and string a list of chars (ExtrOcamlString). *)

From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNatInt ExtrOcamlString.
From GameCert Require Import SubtractionChecker.

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

Extraction "checker_verified.ml" check_periodicity.
