// What a résumé is, by its structure: the browser's declared type and the file name prove
// nothing, so HTML sent as application/pdf must not reach a recruiter. A PDF needs its header and,
// near its end, `%%EOF` with a cross-reference (`startxref`); a DOCX needs the package parts Word
// reads ([Content_Types].xml declaring word/document.xml as a Word document); first bytes alone
// are what a polyglot fakes (issue 37).

export type Sniffed =
  { document: true; kind: "pdf" | "doc" | "docx" | "jpg" | "png" } | { document: false; found: string }

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte)

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // DOC (OLE2 compound file)
const zip = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04

const latin1 = new TextDecoder("latin1")

/** How far from the end a PDF's trailer may sit (writers add a little after `%%EOF`). */
const pdfTailBytes = 2048

function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, pdf)) return false
  const version = latin1.decode(bytes.subarray(5, 8))
  if (!/^[12]\.\d$/.test(version)) return false
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - pdfTailBytes)))
  const eof = tail.lastIndexOf("%%EOF")
  if (eof === -1) return false
  // The trailer points at the cross-reference: `startxref`, its byte offset, then `%%EOF`.
  const trailer = /startxref\s+(\d+)\s+$/.exec(tail.slice(0, eof))
  return trailer !== null && Number(trailer[1]) < bytes.length
}

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number }

/** The entries of a ZIP by its central directory, or null when the bytes are not a whole ZIP. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  let end = -1
  for (let index = bytes.length - 22; index >= Math.max(0, bytes.length - 22 - 0xffff); index--) {
    if (view.getUint32(index, true) === 0x06054b50) {
      end = index
      break
    }
  }
  if (end === -1) return null
  const count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  const entries: ZipEntry[] = []
  const utf8 = new TextDecoder()
  for (let entry = 0; entry < count; entry++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    entries.push({
      name: utf8.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localOffset: view.getUint32(offset + 42, true),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** An entry's bytes, stored or deflated; null when it cannot be read. */
async function readEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const local = entry.localOffset
  if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  const data = bytes.slice(start, start + entry.compressedSize)
  if (entry.method === 0) return data
  if (entry.method !== 8) return null
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"))
    return new Uint8Array(await new Response(stream).arrayBuffer())
  } catch {
    return null
  }
}

const wordMain = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"

async function isDocx(bytes: Uint8Array): Promise<boolean> {
  const entries = zipEntries(bytes)
  if (!entries) return false
  const types = entries.find((entry) => entry.name === "[Content_Types].xml")
  if (!types || !entries.some((entry) => entry.name === "word/document.xml")) return false
  // A content-types part is a few kilobytes; a bigger one is not Word's.
  if (types.compressedSize > 256 * 1024) return false
  const xml = await readEntry(bytes, types)
  if (!xml) return false
  const overrides = new TextDecoder().decode(xml).match(/<Override\b[^>]*>/g) ?? []
  return overrides.some((override) => {
    const attributes = Object.fromEntries(
      [...override.matchAll(/(\w+)\s*=\s*["']([^"']*)["']/g)].map((match) => [match[1], match[2]]),
    )
    return attributes.PartName === "/word/document.xml" && attributes.ContentType === wordMain
  })
}

const jpeg = [0xff, 0xd8, 0xff] // start of image, then a marker
const jpegEnd = [0xff, 0xd9] // end of image
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const pngHeader = [0x49, 0x48, 0x44, 0x52] // IHDR, the first chunk
const pngEnd = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82] // IEND and its CRC

/** Whether `magic` is among the last `within` bytes: a camera may pad after the end marker. */
function endsNear(bytes: Uint8Array, magic: readonly number[], within = 1024): boolean {
  for (let at = bytes.length - magic.length; at >= Math.max(0, bytes.length - within); at--)
    if (startsWith(bytes, magic, at)) return true
  return false
}

/**
 * A PDF, a DOC (OLE2) or a DOCX by its structure, or what the bytes look like instead; with
 * `photos` (a quick apply's résumé, 20261203090000), a JPEG (its start and end markers) or a PNG
 * (its signature, header chunk and end chunk) too.
 */
export async function sniffResume(bytes: Uint8Array, { photos = false } = {}): Promise<Sniffed> {
  if (startsWith(bytes, jpeg))
    return photos && endsNear(bytes, jpegEnd)
      ? { document: true, kind: "jpg" }
      : { document: false, found: photos ? "a JPEG cut short" : "a photo (JPEG)" }
  if (startsWith(bytes, png))
    return photos && startsWith(bytes, pngHeader, 12) && endsNear(bytes, pngEnd)
      ? { document: true, kind: "png" }
      : { document: false, found: photos ? "a PNG cut short" : "a photo (PNG)" }
  if (startsWith(bytes, pdf))
    return isPdf(bytes)
      ? { document: true, kind: "pdf" }
      : { document: false, found: "something that starts like a PDF but is not one" }
  if (startsWith(bytes, ole2)) return { document: true, kind: "doc" }
  if (startsWith(bytes, zip))
    return (await isDocx(bytes))
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
