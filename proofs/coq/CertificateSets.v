(* Certificates that rest on certificates (certs/FORMAT.md): the set rule,
   proved once for any kind of fact, then for the facts of Sylver tables.

   A run checks several files. Each is first checked on its own evidence;
   one whose evidence holds gives the facts its claim states and takes the
   premises its R lines name (another file's SHA-256 and the fact taken from
   it). The set rule accepts a file once every premise is a fact claimed by a
   file already accepted, and repeats until no file is added. Proved below:
   every file it accepts has a finite derivation ([resolve_derivable]), so
   its premises hold ([derivable_premises]); and files that rest only on one
   another are never accepted ([cycle_never_accepted]). Nothing here depends
   on the names being SHA-256s: whatever file a name finds, its claim has to
   give the very fact taken. *)

From Coq Require Import List Bool String NArith Lia.
Import ListNotations.
From GameCert Require Import SylverRules SylverChecker.

Section SetRule.

(* The facts, and when a fact taken is the fact given (for Sylver, equality). *)
Variable fact : Type.
Variable same : fact -> fact -> bool.

(* One file as the set rule sees it: its name, and when its own evidence
   holds, the facts it claims and its premises (name, fact). *)
Record checked := { name : string; evidence : option (list fact * list (string * fact)) }.

Definition gives (f : checked) (pr : string * fact) : bool :=
  String.eqb (name f) (fst pr) &&
  match evidence f with Some (facts, _) => existsb (same (snd pr)) facts | None => false end.

(* The run: each file with whether it is accepted so far. *)
Definition held (run : list (checked * bool)) (pr : string * fact) : bool :=
  existsb (fun fa => snd fa && gives (fst fa) pr) run.

Definition ready (run : list (checked * bool)) (f : checked) : bool :=
  match evidence f with Some (_, ps) => forallb (held run) ps | None => false end.

Definition step (run : list (checked * bool)) : list (checked * bool) :=
  map (fun fa => (fst fa, snd fa || ready run (fst fa))) run.

Fixpoint same_flags (a b : list (checked * bool)) : bool :=
  match a, b with
  | x :: a', y :: b' => Bool.eqb (snd x) (snd y) && same_flags a' b'
  | [], [] => true
  | _, _ => false
  end.

(* Steps until none adds a file; n + 1 steps are enough for n files, as each
   step but the last adds one. *)
Fixpoint rounds (fuel : nat) (run : list (checked * bool)) : list (checked * bool) :=
  match fuel with
  | 0 => run
  | S fuel' => let next := step run in if same_flags next run then run else rounds fuel' next
  end.

Definition resolve (files : list checked) : list (checked * bool) :=
  rounds (S (List.length files)) (map (fun f => (f, false)) files).

(* A file is derivable when its evidence holds and each of its premises is
   given by a derivable file of the run (provider names one for each): a
   finite tree, so no cycle. *)
Inductive derivable (files : list checked) : checked -> Prop :=
| derive : forall f facts ps (provider : string * fact -> checked), In f files -> evidence f = Some (facts, ps) ->
    (forall pr, In pr ps -> gives (provider pr) pr = true) ->
    (forall pr, In pr ps -> derivable files (provider pr)) -> derivable files f.

Definition run_ok (files : list checked) (run : list (checked * bool)) : Prop :=
  (forall fa, In fa run -> In (fst fa) files) /\ (forall f, In (f, true) run -> derivable files f).

Lemma step_ok : forall files run, run_ok files run -> run_ok files (step run).
Proof.
  intros files run [Hin Hder]. split.
  - intros fa Hfa. unfold step in Hfa. apply in_map_iff in Hfa as [[f a] [<- Hfa]]. exact (Hin _ Hfa).
  - intros f Hf. unfold step in Hf. apply in_map_iff in Hf as [[f' a] [Heq Hfa]]. simpl in Heq.
    injection Heq as -> Hor. apply Bool.orb_true_iff in Hor as [-> | Hready]; [exact (Hder _ Hfa)|].
    unfold ready in Hready. destruct (evidence f) as [[facts ps]|] eqn:Hev; [|discriminate].
    (* The provider of a premise: the first accepted file that gives it. *)
    set (first := fun pr => find (fun fa => snd fa && gives (fst fa) pr) run).
    assert (Hfirst : forall pr, In pr ps -> exists g, first pr = Some (g, true) /\ In (g, true) run /\ gives g pr = true).
    { intros pr Hpr. rewrite forallb_forall in Hready. specialize (Hready pr Hpr). unfold held in Hready.
      destruct (first pr) as [[g b]|] eqn:Hf.
      - apply find_some in Hf as [Hgb Hgood]. simpl in Hgood. apply Bool.andb_true_iff in Hgood as [-> Hg].
        exists g. auto.
      - exfalso. apply existsb_exists in Hready as [x [Hx Hgood]].
        rewrite (find_none _ _ Hf x Hx) in Hgood. discriminate. }
    apply (derive files f facts ps (fun pr => match first pr with Some (g, _) => g | None => f end) (Hin _ Hfa) Hev).
    + intros pr Hpr. destruct (Hfirst pr Hpr) as [g [-> [_ Hg]]]. exact Hg.
    + intros pr Hpr. destruct (Hfirst pr Hpr) as [g [-> [Hgb _]]]. exact (Hder _ Hgb).
Qed.

Lemma rounds_ok : forall fuel files run, run_ok files run -> run_ok files (rounds fuel run).
Proof.
  induction fuel as [|fuel IH]; intros files run Hok; simpl; [exact Hok|].
  destruct (same_flags (step run) run); [exact Hok|]. apply IH, step_ok, Hok.
Qed.

(* Every file the set rule accepts is derivable. *)
Theorem resolve_derivable : forall files f, In (f, true) (resolve files) -> derivable files f.
Proof.
  intros files f Hf. apply (rounds_ok (S (List.length files)) files (map (fun f => (f, false)) files)); [|exact Hf].
  split.
  - intros fa Hfa. apply in_map_iff in Hfa as [g [<- Hg]]. exact Hg.
  - intros g Hg. apply in_map_iff in Hg as [h [Heq _]]. discriminate.
Qed.

(* So, if the facts a file gives hold whenever its premises do, and a fact
   taken holds when the fact given does, every premise of an accepted file
   holds, and every fact it gives. *)
Theorem derivable_premises : forall (holds : fact -> Prop) files,
  (forall a b, same a b = true -> holds b -> holds a) ->
  (forall f facts ps, In f files -> evidence f = Some (facts, ps) ->
     (forall pr, In pr ps -> holds (snd pr)) -> forall x, In x facts -> holds x) ->
  forall f, derivable files f -> forall facts ps, evidence f = Some (facts, ps) ->
  (forall pr, In pr ps -> holds (snd pr)) /\ (forall x, In x facts -> holds x).
Proof.
  intros holds files Hsame Hgive f Hder. induction Hder as [f facts ps provider Hin Hev Hgives _ IH].
  intros facts' ps' Hev'. rewrite Hev in Hev'. injection Hev' as <- <-.
  assert (Hps : forall pr, In pr ps -> holds (snd pr)).
  { intros pr Hpr'. pose proof (Hgives pr Hpr') as Hg. unfold gives in Hg.
    apply Bool.andb_true_iff in Hg as [_ Hfacts].
    destruct (evidence (provider pr)) as [[gfacts gps]|] eqn:Hgev; [|discriminate].
    apply existsb_exists in Hfacts as [x [Hx Hsx]].
    apply (Hsame _ x Hsx). exact (proj2 (IH pr Hpr' gfacts gps Hgev) x Hx). }
  split; [exact Hps | exact (Hgive f facts ps Hin Hev Hps)].
Qed.

(* Cycles are never accepted: if each file of a collection C has a premise
   that only files of C give, no file of C is accepted. *)
Theorem cycle_never_accepted : forall files (C : checked -> Prop),
  (forall f, C f -> exists facts ps pr, evidence f = Some (facts, ps) /\ In pr ps /\
     forall g, In g files -> gives g pr = true -> C g) ->
  forall f, C f -> ~ In (f, true) (resolve files).
Proof.
  intros files C HC f Hf Hacc. apply resolve_derivable in Hacc. revert Hf.
  induction Hacc as [f facts ps provider Hin Hev Hgives Hder IH]. intros Hf.
  destruct (HC f Hf) as [facts' [ps' [pr [Hev' [Hpr' Honly]]]]]. rewrite Hev in Hev'. injection Hev' as <- <-.
  apply (IH pr Hpr'). apply Honly; [|exact (Hgives pr Hpr')].
  pose proof (Hder pr Hpr') as Hg. inversion Hg. assumption.
Qed.

(* And it stops at the least fixed point FORMAT.md describes: when it
   ends, no file it left out has every premise given by an accepted file
   (each step but the last accepts one more file, so n + 1 rounds are enough). *)
Fixpoint count (run : list (checked * bool)) : nat :=
  match run with [] => 0 | fa :: rest => (if snd fa then 1 else 0) + count rest end.

Lemma count_le_length : forall run, count run <= List.length run.
Proof. induction run as [|[f b] rest IH]; simpl; [auto|]. destruct b; simpl; lia. Qed.

Lemma step_grows : forall (r : checked -> bool) run,
  let next := map (fun fa => (fst fa, snd fa || r (fst fa))) run in
  List.length next = List.length run /\
  count run + (if same_flags next run then 0 else 1) <= count next.
Proof.
  intros r run. induction run as [|[f b] rest IH]; simpl; [lia|].
  destruct IH as [Hlen Hcount]. split; [lia|].
  destruct b, (r f); simpl; destruct (same_flags _ rest); simpl in *; lia.
Qed.

Lemma rounds_fixed : forall fuel run, List.length run < fuel + count run ->
  same_flags (step (rounds fuel run)) (rounds fuel run) = true.
Proof.
  induction fuel as [|fuel IH]; intros run Hbound; simpl.
  - pose proof (count_le_length run). lia.
  - destruct (same_flags (step run) run) eqn:Hsame; [exact Hsame|]. apply IH.
    destruct (step_grows (ready run) run) as [Hlen Hcount]. unfold step in Hsame. rewrite Hsame in Hcount.
    unfold step. lia.
Qed.

Lemma same_flags_step : forall run', forall run, same_flags (map (fun fa => (fst fa, snd fa || ready run' (fst fa))) run) run = true ->
  forall f, In (f, false) run -> ready run' f = false.
Proof.
  intros run'. induction run as [|[g b] rest IH]; intros Hsame f Hin; [destruct Hin|].
  simpl in Hsame. apply Bool.andb_true_iff in Hsame as [Hb Hrest]. destruct Hin as [Heq | Hin].
  - injection Heq as -> ->. simpl in Hb. destruct (ready run' f); [discriminate | reflexivity].
  - exact (IH Hrest f Hin).
Qed.

Theorem resolve_closed : forall files f, In (f, false) (resolve files) -> ready (resolve files) f = false.
Proof.
  intros files f Hin. unfold resolve in *.
  assert (Hfixed : same_flags (step (rounds (S (List.length files)) (map (fun f => (f, false)) files)))
                              (rounds (S (List.length files)) (map (fun f => (f, false)) files)) = true)
    by (apply rounds_fixed; rewrite map_length; lia).
  exact (same_flags_step _ _ Hfixed f Hin).
Qed.

End SetRule.

Arguments name {fact}.
Arguments evidence {fact}.
Arguments Build_checked {fact}.

(* ---------- Sylver win-loss tables ---------- *)

(* What the run knows of one file: a table checked by [check_table] gives
   the fact of its root and takes the facts of its R lines; any other file
   accepted on its own (a subtraction certificate) gives and takes nothing;
   a rejected or unsupported file has no evidence. *)
(* The premises as the set rule takes them; a loop, as there may be millions. *)
Definition named_facts (ps : list premise) : list (string * fact) :=
  fold_left (fun acc pr => (premise_sha pr, premise_fact pr) :: acc) ps [].

Lemma named_facts_in : forall ps pr, In pr ps -> In (premise_sha pr, premise_fact pr) (named_facts ps).
Proof.
  intros ps pr. unfold named_facts. generalize (@nil (string * fact)).
  assert (Hkeep : forall l acc x, In x acc ->
            In x (fold_left (fun acc pr => (premise_sha pr, premise_fact pr) :: acc) l acc)).
  { induction l as [|q l IH]; intros acc x Hx; simpl; [exact Hx|]. apply IH. right. exact Hx. }
  induction ps as [|q ps IH]; intros acc Hin; [destruct Hin|].
  destruct Hin as [<- | Hin]; simpl; [apply Hkeep; left; reflexivity | apply IH, Hin].
Qed.

Definition table_file (sha : string) (result : outcome (fact * list premise)) : checked fact :=
  Build_checked sha (match result with
                     | Done (fa, ps) => Some ([fa], named_facts ps)
                     | Fail _ _ => None
                     end).

Definition plain_file (sha : string) (accepted : bool) : checked fact :=
  Build_checked sha (if accepted then Some ([], []) else None).

Definition resolve_tables (files : list (checked fact)) : list (checked fact * bool) := resolve fact fact_eqb files.

Definition built (f : checked fact) : Prop :=
  (exists sha evidence_text claim_text body, f = table_file sha (check_table evidence_text claim_text body)) \/
  (exists sha accepted, f = plain_file sha accepted).

(* The set rule for Sylver tables: in a run whose files are built from the
   checkers' results, a table the set rule accepts states a claim that
   holds, its text the claim printed back. *)
Theorem check_tables_sound : forall files, (forall f, In f files -> built f) ->
  forall sha evidence_text claim_text body,
  In (table_file sha (check_table evidence_text claim_text body), true) (resolve_tables files) ->
  exists c, parse_table_claim claim_text = Some c /\ print_table_claim c = claim_text /\ table_claim_holds c.
Proof.
  intros files Hbuilt sha ev ct body Hacc.
  pose proof (resolve_derivable fact fact_eqb files _ Hacc) as Hder.
  destruct (check_table ev ct body) as [[fa ps]|p r] eqn:Hcheck.
  2:{ inversion Hder as [f facts ps' provider _ Hev]. discriminate. }
  destruct (check_table_sound ev ct body fa ps Hcheck) as [c [Hparse [Hprint Hholds]]].
  exists c. split; [exact Hparse|]. split; [exact Hprint|].
  assert (Hgive : forall f facts ps, In f files -> evidence f = Some (facts, ps) ->
            (forall pr, In pr ps -> fact_holds (snd pr)) -> forall x, In x facts -> fact_holds x).
  { intros f facts ps' Hin Hev Hps' x Hx. destruct (Hbuilt f Hin) as [[sha' [ev' [ct' [body' ->]]]] | [sha' [a ->]]].
    - simpl in Hev. destruct (check_table ev' ct' body') as [[fa' ps'']|] eqn:Hc'; [|discriminate].
      injection Hev as <- <-. destruct Hx as [<- | []].
      destruct (check_table_sound ev' ct' body' fa' ps'' Hc') as [c' [_ [_ Hh]]].
      apply Hh. intros pr Hpr. apply (Hps' (premise_sha pr, premise_fact pr)), named_facts_in, Hpr.
    - simpl in Hev. destruct a; [|discriminate]. injection Hev as <- <-. destruct Hx. }
  destruct (derivable_premises fact fact_eqb fact_holds files fact_eqb_holds Hgive _ Hder
              [fa] (named_facts ps) eq_refl) as [Hps _].
  apply Hholds. intros pr Hpr. apply (Hps (premise_sha pr, premise_fact pr)), named_facts_in, Hpr.
Qed.
