(* gamecert-check-verified [--rests-on] FILE...   ("-" reads standard input)

   The checker proved in Coq (proofs/coq, docs/coq.md), extracted to OCaml,
   behind the hand-written envelope reader. Prints, per file,
     OK <sha256> <game> <kind> <claim>       accepted
     REJECTED <file>:<line>: <reason>        rejected
     UNSUPPORTED <file>: ...                 a kind this checker does not cover
     ERROR <file>: ...                       unreadable, or out of stack or memory
   and exits 0 when every file is accepted, 1 when one is rejected, 3 when
   none is rejected but one is unsupported, 2 on a usage or read error.
   The files are one set (certs/FORMAT.md, "Certificates that rest on
   certificates"): a table with R lines is accepted by the set rule proved in
   CertificateSets.v once the files it names are. *)

module V = Checker_verified

let to_coq (s : string) : char list = List.init (String.length s) (String.get s)
let of_coq (l : char list) : string = String.of_seq (List.to_seq l)

let read_input name =
  let channel = if name = "-" then (set_binary_mode_in stdin true; stdin) else open_in_bin name in
  let buffer = Buffer.create (1 lsl 16) and chunk = Bytes.create (1 lsl 16) in
  let rec fill () =
    let got = input channel chunk 0 (Bytes.length chunk) in
    if got > 0 then (Buffer.add_subbytes buffer chunk 0 got; fill ()) in
  fill ();
  let text = Buffer.contents buffer in
  if name <> "-" then close_in channel;
  text

(* Tail-recursive, for bodies of millions of lines. *)
let body_of (c : Envelope.certificate) = List.rev (List.rev_map to_coq c.body)

type verdict =
  | Accepted                                          (* on its own evidence, with no premises *)
  | Table of string * V.fact * V.premise list         (* a table's evidence holds; its premises *)
  | Rejected of int * string
  | Not_covered of string
  | Failed of string                                  (* ERROR: unreadable, out of stack or memory *)

let check (c : Envelope.certificate) =
  match c.game, c.kind with
  | "subtraction", "periodicity" ->
      if c.parameters <> [] then Rejected (c.claim_line - 1, "periodicity takes no parameter lines")
      else (
        match V.check_periodicity (to_coq c.claim) (body_of c) with
        | V.Ok () -> Accepted
        | V.Err (None, reason) -> Rejected (c.claim_line, of_coq reason)
        | V.Err (Some index, reason) -> Rejected (c.first_body_line + Bigint.to_int index, of_coq reason))
  | "sylver", "win-loss-table" -> (
      match c.parameters with
      | [ ("evidence", evidence) ] when String.starts_with ~prefix:"keyed-" evidence ->
          Not_covered ("sylver win-loss-table, evidence " ^ evidence)
      | [ ("evidence", evidence) ] -> (
          match V.check_table (to_coq evidence) (to_coq c.claim) (body_of c) with
          | V.Done (fact, premises) ->
              (* In the order of their lines, for the messages and the rests-on line. *)
              let line (p : V.premise) = c.first_body_line + Bigint.to_int p.premise_index in
              Table (evidence, fact, List.sort (fun a b -> compare (line a) (line b)) premises)
          | V.Fail (place, reason) ->
              let line =
                match place with
                | V.Claim -> c.claim_line
                | V.Evidence -> c.claim_line - 1
                | V.Body index -> c.first_body_line + Bigint.to_int index in
              Rejected (line, of_coq reason))
      | _ -> Rejected (c.claim_line - 1, "win-loss-table takes one parameter line, 'evidence'"))
  | _ -> Not_covered (c.game ^ " " ^ c.kind)

type file = { index : int; path : string; sha : string; game : string; kind : string; claim : string;
              first_body_line : int; verdict : verdict }

(* One file, whatever happens: the proved checkers run in loops over long
   lines, and an input that still exhausts the stack or memory gets its own
   verdict instead of ending the run. *)
let check_file index path =
  let blank = { index; path; sha = ""; game = ""; kind = ""; claim = ""; first_body_line = 0; verdict = Accepted } in
  match read_input path with
  | exception Sys_error message -> { blank with verdict = Failed message }
  | text -> (
      let sha = Sha256.digest text in
      try
        let c = Envelope.read text in
        { index; path; sha; game = c.game; kind = c.kind; claim = c.claim; first_body_line = c.first_body_line;
          verdict = check c }
      with
      | Envelope.Reject (line, reason) -> { blank with sha; verdict = Rejected (line, reason) }
      | Stack_overflow -> { blank with sha; verdict = Failed "the verified checker ran out of stack on this file" }
      | Out_of_memory -> { blank with sha; verdict = Failed "the verified checker ran out of memory on this file" })

(* What the set rule sees of a file. *)
let entry f =
  match f.verdict with
  | Table (_, fact, premises) -> V.table_file (to_coq f.sha) (V.Done (fact, premises))
  | Accepted -> V.plain_file (to_coq f.sha) true
  | _ -> V.plain_file (to_coq f.sha) false

(* A premise's position by its minimal generators (messages only): the first
   41 at most, cut after 80 bytes, as gamecert-check writes them. A number
   is a sum when it is not a gap; a generator is a sum that is not the sum of
   two smaller nonzero ones, and none exceeds the largest gap plus the
   smallest nonzero sum. *)
let position_text gaps =
  let sum n = not (Bigint.testbit gaps n) in
  let largest_gap = Bigint.numbits gaps - 1 in
  let smallest = ref 1 in
  while not (sum !smallest) do incr smallest done;
  let rec split n a = a <= n / 2 && ((sum a && sum (n - a)) || split n (a + 1)) in
  let generators = ref [] in
  let n = ref !smallest in
  while !n <= largest_gap + !smallest && List.length !generators < 41 do
    if sum !n && not (split !n 1) then generators := !n :: !generators;
    incr n
  done;
  let text = String.concat "," (List.rev_map string_of_int !generators) in
  if String.length text > 80 then String.sub text 0 80 ^ "..." else text

let premise_fact (p : V.premise) =
  let gaps, is_p = p.premise_fact in
  "position=" ^ position_text gaps ^ " is " ^ if is_p then "P" else "N"

let () =
  let arguments = List.tl (Array.to_list Sys.argv) in
  let rests_on = List.mem "--rests-on" arguments in
  let paths = List.filter (fun a -> a <> "--rests-on") arguments in
  if paths = [] || List.mem "--help" paths then (
    prerr_string "usage: gamecert-check-verified [--rests-on] FILE...   (\"-\" reads standard input)\n\
                  checks the kinds proved in Coq: subtraction periodicity, sylver win-loss-table;\n\
                  the files are one set: a table's R lines name other files of the run\n";
    exit 2);
  let status = ref 0 in
  (* files: the whole run, for the messages; coq_run: the set rule's result. *)
  let print (f : file) accepted files coq_run =
    let premise_line (p : V.premise) = f.first_body_line + Bigint.to_int p.premise_index in
    let ok () =
      Printf.printf "OK %s %s %s %s\n" f.sha f.game f.kind f.claim;
      let also =
        match f.verdict with
        | Table (evidence, _, premises) ->
            (* An accepted table with enders evidence has an E entry. *)
            (if String.ends_with ~suffix:"enders" evidence then [ "strategy stealing for enders (Sicherman 2002)" ]
             else [])
            @ (let seen = Hashtbl.create 16 in
               List.filter_map (fun (p : V.premise) ->
                   let it = "certificate " ^ of_coq p.premise_sha in
                   if Hashtbl.mem seen it then None else (Hashtbl.add seen it (); Some it)) premises)
        | _ -> [] in
      if rests_on && also <> [] then Printf.printf "  rests on: %s\n" (String.concat "; " also) in
    match f.verdict with
    | Accepted | Table (_, _, []) -> ok ()   (* check_periodicity_sound, check_table_sound *)
    | Table _ when accepted -> ok ()        (* check_tables_sound *)
    | Table (_, _, premises) -> (
        (* Not accepted by the set rule: the first premise not held, and why. *)
        let pair (p : V.premise) = (p.premise_sha, p.premise_fact) in
        let missing =
          match List.find_opt (fun p -> not (V.held V.fact_eqb coq_run (pair p))) premises with
          | Some p -> p
          | None -> List.hd premises in
        let sha = of_coq missing.premise_sha in
        let named = List.filter (fun g -> g.sha = sha) files in
        let it = Printf.sprintf "rests on certificate %s for %s" sha (premise_fact missing) in
        let reject why =
          Printf.printf "REJECTED %s:%d: %s%s\n" f.path (premise_line missing) it why;
          status := max !status 1 in
        let has_evidence g = match g.verdict with Accepted | Table _ -> true | _ -> false in
        match List.find_opt has_evidence named, named with
        | None, [] -> reject ", which is not among the files checked with it"
        | None, { verdict = Not_covered what; _ } :: _ ->
            Printf.printf "UNSUPPORTED %s: %s, which the verified checker does not cover: %s\n" f.path it what;
            if !status = 0 then status := 3
        | None, _ -> reject ", which is rejected"
        | Some g, _ when not (V.gives V.fact_eqb (entry g) (pair missing)) ->
            reject (Printf.sprintf ", but that certificate claims %s %s %s" g.game g.kind g.claim)
        | Some _, _ ->
            reject ", which rests in turn on certificates that are not accepted (missing, rejected or in a cycle)")
    | Rejected (line, reason) ->
        Printf.printf "REJECTED %s:%d: %s\n" f.path line reason;
        status := max !status 1
    | Not_covered what ->
        Printf.printf "UNSUPPORTED %s: kind not covered by the verified checker: %s\n" f.path what;
        if !status = 0 then status := 3
    | Failed message ->
        Printf.printf "ERROR %s: %s\n" f.path message;
        status := 2 in
  (* Verdicts in the order of the files, each once it is final: at once,
     unless the file has premises, whose verdicts wait for the whole run. A
     table accepted with no premises needs no set rule (check_table_sound). *)
  let final f = match f.verdict with Table (_, _, _ :: _) -> false | _ -> true in
  let rec go index checked waiting = function
    | path :: rest ->
        let f = check_file index path in
        let rec flush = function
          | g :: more when final g -> print g true [] []; flush more
          | left -> left in
        go (index + 1) (f :: checked) (flush (waiting @ [ f ])) rest
    | [] -> (List.rev checked, waiting) in
  let files, waiting = go 0 [] [] paths in
  (* The later verdicts: the set rule of CertificateSets.v, whose theorem
     check_tables_sound makes a table it accepts true. *)
  let coq_run = V.resolve_tables (List.map entry files) in
  let flags = Array.of_list (List.map snd coq_run) in
  List.iter (fun f -> print f flags.(f.index) files coq_run) waiting;
  flush stdout;
  exit !status
