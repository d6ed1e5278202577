/**
 * What a résumé may be: PDF, DOC or DOCX, at most 5 MB, checked from the file's first bytes as well
 * as its name, before anything is sent; for a quick apply (`{ photos: true }`), a phone's photo of
 * one too, JPEG or PNG. The `resumes` bucket allows the same types and size (supabase/migrations),
 * so a file this accepts is one Storage accepts.
 */

export const resumeMaxBytes = 5 * 1024 * 1024

export const resumeTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const

/** A photo of a résumé, as a phone takes it: stored under the extension given here. */
export const photoTypes = {
  jpg: "image/jpeg",
  png: "image/png",
} as const

export type ResumeExtension = keyof typeof resumeTypes | keyof typeof photoTypes
export type ResumeType =
  (typeof resumeTypes)[keyof typeof resumeTypes] | (typeof photoTypes)[keyof typeof photoTypes]

/** For the file picker's `accept`: the extensions and types above. */
export const resumeAccept = [
  ...Object.keys(resumeTypes).map((extension) => `.${extension}`),
  ...Object.values(resumeTypes),
].join(",")

/** The same, with photos: what the quick apply's picker offers (a phone offers its camera too). */
export const resumeOrPhotoAccept = [resumeAccept, ".jpg,.jpeg,.png", ...Object.values(photoTypes)].join(",")

/** What checkResume allows besides documents. */
export type ResumeCheckOptions = { photos?: boolean }

export const resumeMessages = {
  required: "Attach your résumé (PDF, DOC or DOCX, up to 5 MB)",
  empty: "This file is empty. Choose your résumé again.",
  tooLarge: (size: string) => `This file is ${size}; a résumé can be at most 5 MB.`,
  extension: "Choose a PDF, DOC or DOCX file.",
  content: (extension: string) =>
    `This file is named .${extension} but is not a ${extension.toUpperCase()} document. Save or export your résumé as PDF, DOC or DOCX and choose it again.`,
  unreadable: "This file could not be read. Choose it again.",
} as const

export type ResumeCheck =
  | { ok: true; extension: ResumeExtension; type: ResumeType }
  | { ok: false; reason: "empty" | "too-large" | "extension" | "content" | "unreadable"; message: string }

/** "2.4 MB", "380 KB": how a size is shown next to the chosen file. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export function resumeExtension(
  name: string,
  { photos = false }: ResumeCheckOptions = {},
): ResumeExtension | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase()
  if (extension === undefined) return undefined
  if (extension in resumeTypes) return extension as ResumeExtension
  if (!photos) return undefined
  if (extension === "jpeg") return "jpg"
  return extension in photoTypes ? (extension as ResumeExtension) : undefined
}

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // OLE2 compound file (Word 97-2003)
const zipMagic = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04
const jpegMagic = [0xff, 0xd8, 0xff] // SOI and the next marker
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] // \x89PNG\r\n\x1a\n

function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  return magic.every((byte, index) => bytes[offset + index] === byte)
}

type Readable = Pick<Blob, "size" | "slice">

async function bytesOf(file: Readable, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer())
}

/**
 * Whether a zip holds a Word document: its central directory (at the end of the file) names an
 * entry under `word/`. Reads the last 64 KB and the directory, never the whole file.
 */
async function isWordZip(file: Readable): Promise<boolean> {
  const tailStart = Math.max(0, file.size - (65_535 + 22))
  const tail = await bytesOf(file, tailStart, file.size)
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength)
  let end = -1
  for (let index = tail.length - 22; index >= 0; index--) {
    if (view.getUint32(index, true) === 0x06054b50) {
      end = index
      break
    }
  }
  if (end === -1) return false
  const directorySize = view.getUint32(end + 12, true)
  const directoryOffset = view.getUint32(end + 16, true)
  if (directorySize > 4 * 1024 * 1024 || directoryOffset + directorySize > file.size) return false
  const directory = await bytesOf(file, directoryOffset, directoryOffset + directorySize)
  const entries = new DataView(directory.buffer, directory.byteOffset, directory.byteLength)
  const decoder = new TextDecoder()
  let position = 0
  while (position + 46 <= directory.length && entries.getUint32(position, true) === 0x02014b50) {
    const nameLength = entries.getUint16(position + 28, true)
    const extraLength = entries.getUint16(position + 30, true)
    const commentLength = entries.getUint16(position + 32, true)
    const name = decoder.decode(directory.subarray(position + 46, position + 46 + nameLength))
    if (name.startsWith("word/")) return true
    position += 46 + nameLength + extraLength + commentLength
  }
  return false
}

/**
 * Checks a chosen file: its name's extension, its size, and that its content is what the name says
 * (a `.pdf` starts with `%PDF-`, a `.doc` is an OLE2 compound file, a `.docx` is a zip with Word's
 * `word/` entries). Only the first bytes and a DOCX's directory are read.
 */
export async function checkResume(
  file: Readable & { name: string },
  options: ResumeCheckOptions = {},
): Promise<ResumeCheck> {
  const extension = resumeExtension(file.name, options)
  if (extension === undefined) return { ok: false, reason: "extension", message: resumeMessages.extension }
  if (file.size === 0) return { ok: false, reason: "empty", message: resumeMessages.empty }
  if (file.size > resumeMaxBytes) {
    return { ok: false, reason: "too-large", message: resumeMessages.tooLarge(formatFileSize(file.size)) }
  }
  let matches: boolean
  try {
    const head = await bytesOf(file, 0, 1024)
    if (extension === "pdf") {
      // A PDF may carry a few bytes of junk before its header; readers look in the first 1 KB.
      const text = String.fromCharCode(...head)
      matches = text.includes("%PDF-") && startsWith(head, pdfMagic, text.indexOf("%PDF-"))
    } else if (extension === "doc") {
      matches = startsWith(head, oleMagic)
    } else if (extension === "jpg") {
      matches = startsWith(head, jpegMagic)
    } else if (extension === "png") {
      matches = startsWith(head, pngMagic)
    } else {
      matches = startsWith(head, zipMagic) && (await isWordZip(file))
    }
  } catch {
    return { ok: false, reason: "unreadable", message: resumeMessages.unreadable }
  }
  if (!matches) return { ok: false, reason: "content", message: resumeMessages.content(extension) }
  const type = extension === "jpg" || extension === "png" ? photoTypes[extension] : resumeTypes[extension]
  return { ok: true, extension, type }
}
