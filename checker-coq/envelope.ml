(* The certificate envelope (certs/FORMAT.md, "Envelope"), read by hand: the
   one part of gamecert-check-verified that is not extracted from Coq, so it
   is kept short. It enforces the envelope's rules and hands the checker
   proved in Coq the game, kind, parameter lines, claim text and body. *)

exception Reject of int * string

type certificate = {
  game : string;
  kind : string;
  parameters : (string * string) list;  (* header lines between kind and claim *)
  claim : string;                       (* the claim line after "claim " *)
  claim_line : int;
  first_body_line : int;
  body : string list;
}

let longest_header_line = 1 lsl 20

let check_bytes text =
  let line = ref 1 in
  String.iter (fun c ->
      if c = '\n' then incr line
      else if c = '\r' then raise (Reject (!line, "carriage return (byte 13): lines end in '\\n' alone"))
      else if c < ' ' || c > '~' then
        raise (Reject (!line, Printf.sprintf "byte %d is not printable ASCII" (Char.code c))))
    text

let check_spaces number text =
  let n = String.length text in
  if n > 0 && (text.[0] = ' ' || text.[n - 1] = ' ') then
    raise (Reject (number, "space at the start or end of the line"));
  for i = 0 to n - 2 do
    if text.[i] = ' ' && text.[i + 1] = ' ' then raise (Reject (number, "two spaces in a row"))
  done

(* "key value" with a non-empty key and value. *)
let key_value number text =
  match String.index_opt text ' ' with
  | Some i when i > 0 && i + 1 < String.length text ->
      (String.sub text 0 i, String.sub text (i + 1) (String.length text - i - 1))
  | _ -> raise (Reject (number, "header line is not 'key value'"))

let canonical_count number text =
  let n = String.length text in
  if n = 0 || n > 12 || (n > 1 && text.[0] = '0') || not (String.for_all (fun c -> c >= '0' && c <= '9') text)
  then raise (Reject (number, "line count is not a number in canonical form"));
  int_of_string text

let read text =
  check_bytes text;
  let n = String.length text in
  if n = 0 then raise (Reject (1, "the input is empty"));
  let lines = Array.of_list (String.split_on_char '\n' text) in
  (* A final '\n' leaves one empty string after it. *)
  let count = Array.length lines - 1 in
  if lines.(count) <> "" then raise (Reject (count + 1, "last line has no newline (truncated?)"));
  let line i = if i <= count then lines.(i - 1) else raise (Reject (i, "the input ends inside the header")) in
  if line 1 <> "gamecert-certificate 1" then raise (Reject (1, "first line must be 'gamecert-certificate 1'"));
  let header i wanted =
    let text = line i in
    if String.length text > longest_header_line then raise (Reject (i, "header line longer than 1 MiB"));
    check_spaces i text;
    let key, value = key_value i text in
    if wanted <> "" && key <> wanted then
      raise (Reject (i, Printf.sprintf "expected the '%s' line here, not '%s'" wanted key));
    (key, value) in
  let _, game = header 2 "game" in
  let _, kind = header 3 "kind" in
  let rec parameters i acc =
    let text = line i in
    if text = "begin" || String.starts_with ~prefix:"claim " text || String.starts_with ~prefix:"lines " text
    then (i, List.rev acc)
    else parameters (i + 1) (header i "" :: acc) in
  let claim_line, parameters = parameters 4 [] in
  let _, claim = header claim_line "claim" in
  let _, declared = header (claim_line + 1) "lines" in
  let declared = canonical_count (claim_line + 1) declared in
  if line (claim_line + 2) <> "begin" then raise (Reject (claim_line + 2, "expected 'begin' after the header"));
  let first_body_line = claim_line + 3 in
  let rec body i acc =
    if i > count then raise (Reject (count, "last line is not 'end' (truncated?)"));
    match lines.(i - 1) with
    | "end" ->
        if i <> count then raise (Reject (i + 1, "'end' inside the body"));
        List.rev acc
    | "begin" -> raise (Reject (i, "'begin' inside the body"))
    | text ->
        check_spaces i text;
        if i - first_body_line + 1 > declared then
          raise (Reject (i, Printf.sprintf "body has more lines than the %d the header says" declared));
        body (i + 1) (text :: acc) in
  let body = body first_body_line [] in
  if List.length body <> declared then
    raise (Reject (count, Printf.sprintf "body has %d lines, header says %d" (List.length body) declared));
  { game; kind; parameters; claim; claim_line; first_body_line; body }
