(* gamecert-check-verified FILE...   ("-" reads standard input)

   The checker proved in Coq (proofs/coq, docs/coq.md), extracted to OCaml,
   behind the hand-written envelope reader. Prints, per file,
     OK <sha256> <game> <kind> <claim>       accepted
     REJECTED <file>:<line>: <reason>        rejected
     UNSUPPORTED <file>: ...                 a kind this checker does not cover
   and exits 0 when every file is accepted, 1 when one is rejected, 3 when
   none is rejected but one is unsupported, 2 on a usage or read error. *)

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

type verdict = Accepted | Rejected of int * string | Not_covered of string

let check (c : Envelope.certificate) =
  match c.game, c.kind with
  | "subtraction", "periodicity" ->
      if c.parameters <> [] then Rejected (c.claim_line - 1, "periodicity takes no parameter lines")
      else (
        match Checker_verified.check_periodicity (to_coq c.claim) (body_of c) with
        | Checker_verified.Ok () -> Accepted
        | Checker_verified.Err (None, reason) -> Rejected (c.claim_line, of_coq reason)
        | Checker_verified.Err (Some index, reason) -> Rejected (c.first_body_line + Bigint.to_int index, of_coq reason))
  | "sylver", "win-loss-table" -> (
      match c.parameters with
      | [ ("evidence", evidence) ] when String.starts_with ~prefix:"keyed-" evidence ->
          Not_covered ("sylver win-loss-table, evidence " ^ evidence)
      | [ ("evidence", evidence) ] -> (
          match Checker_verified.check_table (to_coq evidence) (to_coq c.claim) (body_of c) with
          | Checker_verified.Done () -> Accepted
          | Checker_verified.Fail (place, reason) ->
              let line =
                match place with
                | Checker_verified.Claim -> c.claim_line
                | Checker_verified.Evidence -> c.claim_line - 1
                | Checker_verified.Body index -> c.first_body_line + Bigint.to_int index in
              Rejected (line, of_coq reason))
      | _ -> Rejected (c.claim_line - 1, "win-loss-table takes one parameter line, 'evidence'"))
  | _ -> Not_covered (c.game ^ " " ^ c.kind)

let () =
  let files = List.tl (Array.to_list Sys.argv) in
  if files = [] || List.mem "--help" files then (
    prerr_string "usage: gamecert-check-verified FILE...   (\"-\" reads standard input)\n\
                  checks the kinds proved in Coq: subtraction periodicity, sylver win-loss-table\n";
    exit 2);
  let status = ref 0 in
  List.iter (fun name ->
      match read_input name with
      | exception Sys_error message ->
          Printf.printf "ERROR %s: %s\n" name message;
          status := 2
      | text -> (
          let verdict, envelope =
            match Envelope.read text with
            | c -> (check c, Some c)
            | exception Envelope.Reject (line, reason) -> (Rejected (line, reason), None) in
          match verdict, envelope with
          | Accepted, Some c ->
              Printf.printf "OK %s %s %s %s\n" (Sha256.digest text) c.game c.kind c.claim
          | Rejected (line, reason), _ ->
              Printf.printf "REJECTED %s:%d: %s\n" name line reason;
              status := max !status 1
          | Not_covered what, Some _ ->
              Printf.printf "UNSUPPORTED %s: kind not covered by the verified checker: %s\n" name what;
              if !status = 0 then status := 3
          | _, None -> assert false))
    files;
  exit !status
