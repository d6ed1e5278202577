import { describe, expect, it } from "vitest"
import { checkResume, formatFileSize, resumeMaxBytes } from "./resume.ts"
import { makeDocHeader, makeDocx, makePdf, makeZip } from "./testing/documents.ts"

function file(bytes: Uint8Array | string, name: string): File {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name)
}

describe("checkResume", () => {
  it("accepts a real PDF, DOC and DOCX, with the type read from the content", async () => {
    expect(await checkResume(file(makePdf("Asha Rao"), "Asha Rao CV.pdf"))).toEqual({
      ok: true,
      extension: "pdf",
      type: "application/pdf",
    })
    expect(await checkResume(file(makeDocHeader(), "cv.DOC"))).toMatchObject({ ok: true, extension: "doc" })
    expect(await checkResume(file(makeDocx("Asha Rao"), "cv.docx"))).toMatchObject({
      ok: true,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    })
  })

  it("refuses a file renamed to .pdf that is not a PDF, saying so", async () => {
    const result = await checkResume(file("Just some text, not a PDF at all", "resume.pdf"))
    expect(result).toMatchObject({ ok: false, reason: "content" })
    expect(!result.ok && result.message).toMatch(/named \.pdf but is not a PDF/)
  })

  it("refuses a zip that is not a Word document as .docx, and a PDF named .doc", async () => {
    expect(await checkResume(file(makeZip({ "photo.jpg": "x" }), "cv.docx"))).toMatchObject({
      ok: false,
      reason: "content",
    })
    expect(await checkResume(file(makePdf("x"), "cv.doc"))).toMatchObject({ ok: false, reason: "content" })
  })

  it("refuses other extensions, empty files and files over 5 MB before reading them", async () => {
    expect(await checkResume(file(makePdf("x"), "cv.png"))).toMatchObject({ ok: false, reason: "extension" })
    expect(await checkResume(file(makePdf("x"), "cv"))).toMatchObject({ ok: false, reason: "extension" })
    expect(await checkResume(file(new Uint8Array(0), "cv.pdf"))).toMatchObject({ ok: false, reason: "empty" })
    const sized = (size: number) => {
      const pdf = makePdf("x")
      return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)])
    }
    const large = await checkResume(file(sized(resumeMaxBytes + 1), "cv.pdf"))
    expect(large).toMatchObject({ ok: false, reason: "too-large" })
    expect(!large.ok && large.message).toBe("This file is 5.0 MB; a résumé can be at most 5 MB.")
    expect(await checkResume(file(sized(resumeMaxBytes), "cv.pdf"))).toMatchObject({ ok: true })
  })
})

describe("formatFileSize", () => {
  it("shows bytes, KB and MB", () => {
    expect(formatFileSize(900)).toBe("900 bytes")
    expect(formatFileSize(380 * 1024)).toBe("380 KB")
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB")
  })
})

describe("makePdf", () => {
  it("pads to the size asked for, within a few hundred bytes, keeping the PDF's structure", () => {
    const pdf = makePdf("x", { size: 1024 * 1024 })
    expect(Math.abs(pdf.length - 1024 * 1024)).toBeLessThan(400)
    const text = pdf.toString("latin1")
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe("xref")
  })
})
