(* Zarith's integers under a name the extracted code does not define
   (it writes a module Z of its own). *)
include Z
