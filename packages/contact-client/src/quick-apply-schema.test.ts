import { quickApplyCopy } from "@repo/content/quick-apply"
import { describe, expect, it } from "vitest"

import { blankQuickApplyValues, quickApplyFormFieldsIn, quickApplyMailRows } from "./quick-apply-fields.ts"
import { quickApplyErrors, quickApplySchema, toQuickApplicationRow } from "./quick-apply-schema.ts"
import { checkResume } from "./resume.ts"

const m = quickApplyCopy.messages
const role = {
  slug: "warehouse-shift-supervisor",
  title: "Warehouse Shift Supervisor",
  client: "A listed FMCG company",
  location: "Noida",
}
const minimal = {
  ...blankQuickApplyValues,
  fullName: "Ravi Kumar",
  mobile: "98765 43210",
  city: "Noida",
  consent: true,
}

describe("the quick apply's rules", () => {
  it("takes a name, a mobile number and a city with the consent, and maps them to the row", () => {
    const parsed = quickApplySchema().parse(minimal)
    expect(toQuickApplicationRow(parsed, role, null, "key")).toEqual({
      role_slug: role.slug,
      role_title: role.title,
      role_client: role.client,
      role_location: "Noida",
      full_name: "Ravi Kumar",
      mobile: "+919876543210",
      city: "Noida",
      email: null,
      experience: null,
      notice_period: null,
      note: null,
      resume_path: null,
      resume_name: null,
      resume_type: null,
      resume_size: null,
      consent: true,
      idempotency_key: "key",
    })
  })

  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["91-98765-43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["\u202A+91 70000 12345\u202C", "+917000012345"],
  ])("normalises the mobile %j to %s", (mobile, stored) => {
    expect(quickApplySchema().parse({ ...minimal, mobile }).mobile).toBe(stored)
  })

  it.each(["12345", "5876543210", "98765 4321", "+44 7700 900123", "98765432100", ""])(
    "refuses the mobile %j with a message that says what to type",
    (mobile) => {
      expect(quickApplyErrors({ ...minimal, mobile })).toEqual({ mobile: m.mobile })
    },
  )

  it("names every required field left empty, and only those", () => {
    expect(quickApplyErrors(blankQuickApplyValues)).toEqual({
      fullName: m.fullName,
      mobile: m.mobile,
      city: m.city,
      consent: m.consent,
    })
  })

  it("refuses what the database would refuse, beside the field", () => {
    expect(
      quickApplyErrors({
        ...minimal,
        fullName: "12",
        city: "Noida\nSector 62",
        email: "ravi@example",
        experience: "forty",
        note: "x".repeat(1001),
      }),
    ).toEqual({
      fullName: m.fullNameLetters,
      city: m.singleLine,
      email: m.email,
      experience: m.experience,
      note: m.noteMax,
    })
  })

  it("keeps the optional fields it is given, trimmed", () => {
    const parsed = quickApplySchema().parse({
      ...minimal,
      email: " ravi@example.in ",
      experience: "1-3",
      noticePeriod: "immediate",
      note: "Night shifts are fine.",
    })
    expect(parsed).toMatchObject({
      email: "ravi@example.in",
      experience: "1-3",
      noticePeriod: "immediate",
      note: "Night shifts are fine.",
    })
  })

  it("shows the messages of the copy it is given", () => {
    const other = { ...m, mobile: "मोबाइल नंबर के 10 अंक लिखें" }
    expect(quickApplyErrors({ ...minimal, mobile: "1" }, other)).toEqual({ mobile: other.mobile })
  })

  it("draws the fields in the words of the copy it is given, and mails the mobile as a call link", () => {
    const fields = quickApplyFormFieldsIn({
      ...quickApplyCopy,
      fields: { ...quickApplyCopy.fields, city: { label: "वर्तमान शहर" } },
    })
    expect(fields.map((field) => [field.name, field.required])).toEqual([
      ["fullName", true],
      ["mobile", true],
      ["city", true],
      ["email", false],
      ["experience", false],
      ["noticePeriod", false],
      ["resume", false],
      ["note", false],
      ["consent", true],
    ])
    expect(fields.find((field) => field.name === "city")?.label).toBe("वर्तमान शहर")
    expect(quickApplyMailRows.find((row) => row.field === "mobile")).toMatchObject({ show: "tel" })
  })
})

describe("a résumé for a quick apply", () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 4, 0, 0, 0])

  it("takes a phone's photo, JPEG or PNG, by its bytes", async () => {
    expect(await checkResume(new File([jpeg], "IMG_2031.jpeg"), { photos: true })).toEqual({
      ok: true,
      extension: "jpg",
      type: "image/jpeg",
    })
    expect(await checkResume(new File([png], "resume.PNG"), { photos: true })).toMatchObject({
      ok: true,
      type: "image/png",
    })
  })

  it("refuses a renamed executable, and a photo where only documents are taken", async () => {
    expect(await checkResume(new File([exe], "resume.jpg"), { photos: true })).toMatchObject({
      ok: false,
      reason: "content",
    })
    expect(await checkResume(new File([jpeg], "resume.jpg"))).toMatchObject({
      ok: false,
      reason: "extension",
    })
  })
})
