(* What each theorem rests on. The test coq_assumptions compiles this file
   and requires "Closed under the global context" after every command: no
   axiom, no Admitted, nothing beyond Coq's kernel and standard library. *)
From GameCert Require Import CertificateText SubtractionRules Periods SubtractionTheorems SubtractionChecker SylverRules SylverTheorems SylverGcd SylverFamilies SylverPairing SylverBits SylverChecker.

Print Assumptions value_unfold.
Print Assumptions normal_wins_spec.
Print Assumptions misere_wins_spec.
Print Assumptions mex_spec.
Print Assumptions normal_grundy_zero.
Print Assumptions misere_grundy_zero.
Print Assumptions periodic_from_window.
Print Assumptions exact_from_witnesses.
Print Assumptions exact_from_window.
Print Assumptions exact_unique.
Print Assumptions table_value.
Print Assumptions parse_nat_print.
Print Assumptions join_split.
Print Assumptions parse_claim_print.
Print Assumptions check_periodicity_sound.
Print Assumptions normal_one_to_k.
Print Assumptions misere_one_to_k.
Print Assumptions say_30.
Print Assumptions say_30_by_saying_1.
Print Assumptions count_down_by_1_to_3.
Print Assumptions not_P_and_N.
Print Assumptions outcome_by_sums.
Print Assumptions sum_of_dec.
Print Assumptions sylver_determined.
Print Assumptions ender_is_N.
Print Assumptions list_gcd_spec.
Print Assumptions nameable_not_multiple.
Print Assumptions sum_of_scale.
Print Assumptions quotient_gcd.
Print Assumptions nameable_multiple_below.
Print Assumptions gcd_after_move.
Print Assumptions sum_of_cons.
Print Assumptions sum_of_cons_below.
Print Assumptions sum_of_cons_classes.
Print Assumptions residue_class.
Print Assumptions family_answer.
Print Assumptions family_enders.
Print Assumptions hutchings.
Print Assumptions nongaps_closed.
Print Assumptions least_pairs_not_gaps.
Print Assumptions pairing_gaps_not_representable.
Print Assumptions pairing_rest_representable.
Print Assumptions pairing_gaps_exact.
Print Assumptions pairing_mates_survive.
Print Assumptions close_spec.
Print Assumptions represents_close.
Print Assumptions above_window.
Print Assumptions table_sound.
Print Assumptions outcome_from_winning.
Print Assumptions parse_table_claim_print.
Print Assumptions check_table_sound.
