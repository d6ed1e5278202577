// What a résumé is, by its first bytes: the browser's declared type and the file name prove
// nothing, so HTML sent as application/pdf must not reach a recruiter.

export type Sniffed = { document: true; kind: "pdf" | "doc" | "docx" } | { document: false; found: string }

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte)

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // DOC (OLE2 compound file)
const zip = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04
const wordFolder = new TextEncoder().encode("word/")

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let index = 0; index + needle.length <= bytes.length; index++) {
    for (let offset = 0; offset < needle.length; offset++)
      if (bytes[index + offset] !== needle[offset]) continue outer
    return true
  }
  return false
}

/** A PDF, a DOC (OLE2) or a DOCX (a ZIP holding `word/`), or what the bytes look like instead. */
export function sniffResume(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, pdf)) return { document: true, kind: "pdf" }
  if (startsWith(bytes, ole2)) return { document: true, kind: "doc" }
  if (startsWith(bytes, zip))
    return contains(bytes, wordFolder)
      ? { document: true, kind: "docx" }
      : { document: false, found: "a ZIP archive without a Word document in it" }
  if (bytes.length === 0) return { document: false, found: "an empty file" }
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase()
  if (head.startsWith("<!doctype html") || head.startsWith("<html") || head.includes("<script"))
    return { document: false, found: "an HTML page" }
  if (head.startsWith("<svg") || head.startsWith("<?xml"))
    return { document: false, found: "an XML or SVG file" }
  if (startsWith(bytes, [0x4d, 0x5a])) return { document: false, found: "a Windows program" }
  return { document: false, found: "an unknown kind of file" }
}
