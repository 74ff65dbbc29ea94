"""Certificates and pictures as Python objects."""
import gzip
import os

from . import _gamecert


class Certificate:
    """A certificate as gamecert writes it: `text` (the file, byte for byte),
    `sha256` (its citation id), `claim` (what gamecert-check prints after the
    hash, as certs/MANIFEST records it)."""

    def __init__(self, text, claim=None):
        self.text = text
        self.sha256 = _gamecert.sha256_hex(text)
        self.claim = claim if claim is not None else _claim_of(text)

    def write(self, path):
        """Writes the text to path (a temporary file, then a rename, so a
        failed write leaves no partial certificate); returns the path."""
        path = os.fspath(path)
        scratch = path + ".partial"
        with open(scratch, "w", encoding="ascii", newline="\n") as out:
            out.write(self.text)
        os.replace(scratch, path)
        return path

    def check(self, max_work=0):
        """gamecert-check's verdict on the text (check_certificate)."""
        return check_certificate(self.text, max_work)

    def __repr__(self):
        return "<Certificate %s %s>" % (self.sha256[:12], self.claim)


def _claim_of(text):
    """"<game> <kind> <claim>" from the header."""
    fields = {}
    for line in text.split("\n")[1:]:
        if line == "begin":
            break
        key, _, value = line.partition(" ")
        fields.setdefault(key, value)
    return " ".join(fields.get(k, "") for k in ("game", "kind", "claim"))


def check_certificate(text, max_work=0):
    """The independent checker's verdict on a certificate (its text or a
    Certificate), in this process: {"accepted", "sha256", "claim"} or
    {"accepted": False, "sha256", "line", "reason"}, as gamecert-check prints
    it. A rejection is a verdict, not an exception."""
    if isinstance(text, Certificate):
        text = text.text
    return _gamecert.check_certificate(text, max_work)


def _text_and_name(certificate):
    """A certificate given as a Certificate, a path (a .gz file is read
    through gzip) or its text: (text, the file name the re-check command uses)."""
    if isinstance(certificate, Certificate):
        return certificate.text, "-"
    if isinstance(certificate, os.PathLike) or (isinstance(certificate, str) and "\n" not in certificate):
        path = os.fspath(certificate)
        with open(path, "rb") as source:
            data = source.read()
        if path.endswith(".gz"):
            data = gzip.decompress(data)
        return data.decode("ascii"), path
    return certificate, "-"


def cite(certificate, with_=(), format="json"):
    """`gamecert cite`: the citation of a certificate, made only once the
    independent checker (in this process) accepts it, together with the
    certificates it rests on (with_, each a Certificate, a path or a text).
    format "json" gives the command's JSON as a dict; "bibtex" and "latex"
    its text. A certificate that is not accepted raises RuntimeError."""
    text, name = _text_and_name(certificate)
    dependencies = []
    for dependency in with_:
        dependency_text, dependency_name = _text_and_name(dependency)
        dependencies.append((dependency_name, dependency_text))
    record, bibtex, latex = _gamecert.cite(text, name, dependencies)
    if format == "json":
        return record
    if format == "bibtex":
        return bibtex
    if format == "latex":
        return latex
    raise ValueError("format must be json, bibtex or latex, not %r" % (format,))


class Svg:
    """An SVG picture: `text` is the file; notebooks show it inline."""

    def __init__(self, text):
        self.text = text

    def _repr_svg_(self):
        return self.text

    def write(self, path):
        with open(os.fspath(path), "w", encoding="utf-8", newline="\n") as out:
            out.write(self.text)
        return os.fspath(path)

    def __str__(self):
        return self.text
