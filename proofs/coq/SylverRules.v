(* Sylver Coinage: the rules, as definitions.

   Two players name positive integers in turn; a number may not be named if
   it is a sum of numbers named before (with repetition). Whoever names 1
   loses. A position is the list of numbers named so far. Naming 1 is never
   a good move while another exists, so the rules below count as moves only
   the numbers x >= 2 that are not sums; a position with no such move is
   lost for the player to move, who must name 1 (Sicherman, "Theory and
   Practice of Sylver Coinage", Integers 2 (2002) G2; Berlekamp, Conway and
   Guy, Winning Ways, ch. 18).

   P-positions (the player to move loses) and N-positions (the player to move
   wins) are defined together, inductively: a position is N when some move
   reaches a P-position, and P when every move reaches an N-position. An
   inductive definition only holds where the game tree below the position is
   well-founded; with gcd 1 every line of play ends, so there every position
   is one or the other ([sylver_determined] in SylverTheorems.v). *)

From Coq Require Import List Arith Lia.
Import ListNotations.

(* x is a sum of members of G, each used any number of times (0 is the
   empty sum). *)
Inductive sum_of (G : list nat) : nat -> Prop :=
| sum_of_zero : sum_of G 0
| sum_of_add : forall g n, In g G -> sum_of G n -> sum_of G (g + n).

Definition nameable (G : list nat) (x : nat) : Prop := ~ sum_of G x.

Definition move (G : list nat) (x : nat) : Prop := 2 <= x /\ nameable G x.

Inductive is_N : list nat -> Prop :=
| N_by : forall G x, move G x -> is_P (x :: G) -> is_N G
with is_P : list nat -> Prop :=
| P_all : forall G, (forall x, move G x -> is_N (x :: G)) -> is_P G.

Definition winning_move (G : list nat) (x : nat) : Prop := move G x /\ is_P (x :: G).

Scheme is_N_mut := Induction for is_N Sort Prop
with is_P_mut := Induction for is_P Sort Prop.
Combined Scheme is_N_P_mut from is_N_mut, is_P_mut.

(* No position is both. *)
Theorem not_P_and_N : forall G, is_P G -> is_N G -> False.
Proof.
  assert (H : (forall G, is_N G -> ~ is_P G) /\ (forall G, is_P G -> ~ is_N G)).
  { apply (is_N_P_mut (fun G _ => ~ is_P G) (fun G _ => ~ is_N G)).
    - intros G x Hmove HP IH HPG. inversion HPG as [G' Hall]; subst. exact (IH (Hall x Hmove)).
    - intros G Hall IH HN. inversion HN as [G' x Hmove HP]; subst. exact (IH x Hmove HP). }
  intros G HP HN. exact (proj2 H G HP HN).
Qed.

(* The winning moves of a position are exactly its moves to a P-position;
   a move to an N-position is not winning. *)
Corollary move_to_N_not_winning : forall G x, is_N (x :: G) -> ~ winning_move G x.
Proof. intros G x HN [_ HP]. exact (not_P_and_N _ HP HN). Qed.

(* The outcome depends on the position only through the numbers that are
   sums: two lists with the same sums are the same position. *)
Definition same_sums (G H : list nat) : Prop := forall n, sum_of G n <-> sum_of H n.

(* A sum of H plus a sum of x :: H is a sum of x :: H. *)
Lemma sum_of_add_sum : forall H x g n, sum_of H g -> sum_of (x :: H) n -> sum_of (x :: H) (g + n).
Proof.
  intros H x g n Hg Hn. induction Hg as [|h m Hh Hm IH]; [exact Hn|].
  replace (h + m + n) with (h + (m + n)) by lia.
  apply sum_of_add; [right; assumption | exact IH].
Qed.

Lemma sum_of_cons_mono : forall G H x, same_sums G H -> same_sums (x :: G) (x :: H).
Proof.
  assert (Hone : forall G H x, same_sums G H -> forall n, sum_of (x :: G) n -> sum_of (x :: H) n).
  { intros G H x Hsame n Hn. induction Hn as [|g n Hg Hn IH].
    - constructor.
    - destruct Hg as [<- | Hg].
      + apply sum_of_add; [left; reflexivity | assumption].
      + apply sum_of_add_sum; [|exact IH]. apply Hsame.
        replace g with (g + 0) by lia. apply sum_of_add; [assumption | constructor]. }
  intros G H x Hsame n. split; apply Hone; [assumption|]. intros m. symmetry. apply Hsame.
Qed.

Theorem outcome_by_sums :
  (forall G, is_N G -> forall H, same_sums G H -> is_N H) /\
  (forall G, is_P G -> forall H, same_sums G H -> is_P H).
Proof.
  apply (is_N_P_mut (fun G _ => forall H, same_sums G H -> is_N H)
                    (fun G _ => forall H, same_sums G H -> is_P H)).
  - intros G x [Hx Hname] HP IH H Hsame. apply (N_by H x).
    + split; [assumption|]. intros Hs. apply Hname, Hsame, Hs.
    + apply IH, sum_of_cons_mono, Hsame.
  - intros G Hall IH H Hsame. constructor. intros x [Hx Hname].
    apply (IH x); [split; [assumption|] | apply sum_of_cons_mono, Hsame].
    intros Hs. apply Hname, Hsame, Hs.
Qed.
