import { describe, expect, it } from "vitest"
import {
  characterCount,
  contactMessages,
  contactSchema,
  emailPattern,
  nameLetterCount,
  nameNonLetterClass,
  newsletterSchema,
  serviceInterestValues,
  trimEdges,
  type ContactInput,
} from "./schema.ts"

const valid: ContactInput = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
  company: "Verma Textiles",
  serviceInterest: "rpo",
  message: "We need help hiring 40 engineers this quarter.",
}

/** The messages the schema reports for each field, in field order. */
function messagesFor(input: Partial<Record<keyof ContactInput, unknown>>): Record<string, string[]> {
  const result = contactSchema.safeParse({ ...valid, ...input })
  if (result.success) return {}
  const messages: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    ;(messages[field] ??= []).push(issue.message)
  }
  return messages
}

function accepts(input: Partial<Record<keyof ContactInput, unknown>>): boolean {
  return contactSchema.safeParse({ ...valid, ...input }).success
}

describe("contactSchema", () => {
  it("accepts a complete enquiry and returns trimmed values", () => {
    const parsed = contactSchema.parse({
      ...valid,
      firstName: "  Asha\t",
      lastName: "\nVerma ",
      email: " asha.verma@example.in\r\n",
      company: " Verma Textiles ",
      message: "\n  We need help hiring 40 engineers this quarter.  \n",
    })
    expect(parsed).toEqual({
      firstName: "Asha",
      lastName: "Verma",
      email: "asha.verma@example.in",
      company: "Verma Textiles",
      serviceInterest: "rpo",
      message: "We need help hiring 40 engineers this quarter.",
    })
  })

  it("reports all five messages for an empty form", () => {
    expect(
      messagesFor({ firstName: "", lastName: "", email: "", company: "", serviceInterest: "", message: "" }),
    ).toEqual({
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      company: ["Company name must be at least 2 characters"],
      message: ["Message must be at least 10 characters"],
    })
  })

  it("reports a missing field with that field's message", () => {
    const { firstName: _omitted, ...rest } = valid
    const result = contactSchema.safeParse(rest)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["firstName", "First name must be at least 2 characters"],
    ])
  })

  describe.each([
    ["firstName", 2, 100, contactMessages.firstNameMin, contactMessages.firstNameMax],
    ["lastName", 2, 100, contactMessages.lastNameMin, contactMessages.lastNameMax],
    ["company", 2, 200, contactMessages.companyMin, contactMessages.companyMax],
    ["message", 10, 5000, contactMessages.messageMin, contactMessages.messageMax],
  ] as const)("%s", (field, min, max, minMessage, maxMessage) => {
    it(`refuses ${min - 1} characters and accepts ${min}`, () => {
      expect(messagesFor({ [field]: "x".repeat(min - 1) })).toEqual({ [field]: [minMessage] })
      expect(accepts({ [field]: "x".repeat(min) })).toBe(true)
    })

    it(`accepts ${max} characters and refuses ${max + 1}`, () => {
      expect(accepts({ [field]: "x".repeat(max) })).toBe(true)
      expect(messagesFor({ [field]: "x".repeat(max + 1) })).toEqual({ [field]: [maxMessage] })
    })

    it("counts what is left after trimming spaces, tabs and line breaks", () => {
      const padding = " \t\r\n "
      expect(messagesFor({ [field]: `${padding}${"x".repeat(min - 1)}${padding}` })).toEqual({
        [field]: [minMessage],
      })
      expect(accepts({ [field]: `${padding}${"x".repeat(max)}${padding}` })).toBe(true)
      expect(messagesFor({ [field]: padding.repeat(5) })).toEqual({ [field]: [minMessage] })
    })

    it("counts an emoji as one character, as the database does", () => {
      // A name needs two letters besides; other fields may be emoji alone.
      const letters = field === "firstName" || field === "lastName" ? "Ab" : ""
      const text = (length: number) => letters + "😀".repeat(length - letters.length)
      expect(messagesFor({ [field]: "😀".repeat(min - 1) })).toEqual({ [field]: [minMessage] })
      expect(accepts({ [field]: text(Math.max(min, letters.length + 1)) })).toBe(true)
      expect(accepts({ [field]: text(max) })).toBe(true)
      expect(messagesFor({ [field]: text(max + 1) })).toEqual({ [field]: [maxMessage] })
    })

    it("refuses characters the database cannot store", () => {
      for (const bad of ["\u0000", "\ud800", "\udc00"]) {
        expect(messagesFor({ [field]: `${"x".repeat(min)}${bad}` })[field]).toHaveLength(1)
        expect(messagesFor({ [field]: `${"x".repeat(min)}${bad}` })[field]?.[0]).toMatch(/cannot be sent$/)
      }
    })
  })

  it("keeps other whitespace, which counts as characters", () => {
    expect(contactSchema.parse({ ...valid, firstName: "\u00a0Al\u3000" }).firstName).toBe("\u00a0Al\u3000")
    expect(accepts({ firstName: "\u00a0Al" })).toBe(true)
    expect(accepts({ firstName: "\u200bAl" })).toBe(true)
  })

  describe.each([
    ["firstName", contactMessages.firstNameLetters],
    ["lastName", contactMessages.lastNameLetters],
  ] as const)("%s needs two letters", (field, message) => {
    it("refuses a name of invisible characters, spaces, digits or symbols, naming the field", () => {
      for (const name of [
        "\u200b\u200b",
        "\u00a0\u00a0",
        "\u200b\u00a0\u200c\u200d\u2060\ufeff",
        "\u3164\u3164",
        "\u115f\u1160",
        "\u2800\u2800",
        "A\u200b",
        "A\u00a0",
        "12",
        "..",
        "😀😀",
        "\u0301\u0301",
      ]) {
        expect(messagesFor({ [field]: name }), JSON.stringify(name)).toEqual({ [field]: [message] })
      }
      expect(message).toMatch(field === "firstName" ? /^First name / : /^Last name /)
    })

    it("accepts names of two letters or more in any script", () => {
      for (const name of [
        "Al",
        "Jo",
        "O'Neil",
        "प्रिया",
        "अनु",
        "கமலா",
        "ਹਰਪ੍ਰੀਤ",
        "আনন্দ",
        "عائشة",
        "李明",
        "Zoë",
        "e\u0301e",
      ]) {
        expect(accepts({ [field]: name }), name).toBe(true)
      }
    })
  })

  it("lists the same non-letters for the database as for the form", () => {
    expect(nameNonLetterClass).toMatch(
      /^\[(\\u[0-9a-f]{4}(-\\u[0-9a-f]{4})?|\\U[0-9a-f]{8}(-\\U[0-9a-f]{8})?)+\]$/,
    )
    // प्रिया is six code points (three consonants, the virama and two vowel signs); the rest is not letters.
    expect(nameLetterCount("\u200bप्रिया\u00a0😀")).toBe(6)
  })

  it.each([
    ["firstName", contactMessages.firstNameSingleLine],
    ["lastName", contactMessages.lastNameSingleLine],
    ["company", contactMessages.companySingleLine],
  ] as const)("keeps %s on one line: no line breaks, tabs or control characters inside", (field, message) => {
    for (const inside of ["\n", "\r", "\t", "\u0007", "\u007f", "\u0085", "\u2028", "\u2029"]) {
      expect(messagesFor({ [field]: `Ab${inside}cd` })[field], JSON.stringify(inside)).toEqual([message])
    }
    // At the ends they are trimmed, as before.
    expect(accepts({ [field]: "\tAbcd\r\n" })).toBe(true)
  })

  it("lets the message span lines", () => {
    expect(accepts({ message: "First line of the enquiry.\r\nSecond line,\twith a tab." })).toBe(true)
  })

  it("accepts names in any script", () => {
    expect(accepts({ firstName: "अनु", lastName: "O'Brien-Smith", company: "株式会社" })).toBe(true)
  })

  describe("email", () => {
    it.each([
      "a@b.co",
      "first.last@example.com",
      "first+tag@sub.domain.example.in",
      "o'reilly@example.org",
      "x_y-z@my-company.co.uk",
      "UPPER@EXAMPLE.COM",
    ])("accepts %s", (email) => {
      expect(accepts({ email })).toBe(true)
    })

    it.each([
      "",
      "plainaddress",
      "@example.com",
      "user@",
      "user@example",
      "user@example.c",
      "user@example.c0m",
      "user@@example.com",
      "us er@example.com",
      "user@exa mple.com",
      "user@example..com",
      "user@.example.com",
      "user@example.com.",
      "अनु@example.com",
      "user@exämple.com",
      "user@example.com\u0000",
      "user\u00a0@example.com",
    ])("refuses %j with the spec's message", (email) => {
      expect(messagesFor({ email })).toEqual({ email: [contactMessages.email] })
    })

    it("trims the address and allows at most 254 characters", () => {
      const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`
      expect(contactSchema.parse({ ...valid, email: `  ${at254}\n` }).email).toBe(at254)
      expect(messagesFor({ email: `a${at254}` })).toEqual({
        email: ["Email address must be at most 254 characters"],
      })
    })

    it("uses a pattern that is anchored at both ends", () => {
      expect(emailPattern.startsWith("^")).toBe(true)
      expect(emailPattern.endsWith("$")).toBe(true)
    })
  })

  describe("serviceInterest", () => {
    it("offers the spec's eight options", () => {
      expect(serviceInterestValues).toEqual([
        "hr-consulting",
        "rpo",
        "staffing",
        "international-staffing",
        "payroll-management",
        "training-development",
        "compliance-audit",
        "other",
      ])
    })

    it.each(serviceInterestValues)("accepts %s", (serviceInterest) => {
      expect(contactSchema.parse({ ...valid, serviceInterest }).serviceInterest).toBe(serviceInterest)
    })

    it("treats an empty choice or no choice as not chosen", () => {
      expect(contactSchema.parse({ ...valid, serviceInterest: "" }).serviceInterest).toBeUndefined()
      const { serviceInterest: _omitted, ...rest } = valid
      expect(contactSchema.parse(rest).serviceInterest).toBeUndefined()
    })

    it.each(["RPO", " rpo", "contractual-staffing", "anything"])("refuses %j", (serviceInterest) => {
      expect(messagesFor({ serviceInterest })).toEqual({
        serviceInterest: ["Choose a service from the list"],
      })
    })
  })
})

describe("newsletterSchema", () => {
  it("accepts and trims a valid address", () => {
    expect(newsletterSchema.parse({ email: " reader@example.com " })).toEqual({ email: "reader@example.com" })
  })

  it.each(["", "reader", "reader@example", " @example.com"])("refuses %j", (email) => {
    const result = newsletterSchema.safeParse({ email })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"])
  })
})

describe("trimEdges and characterCount", () => {
  it("trims only spaces, tabs, line feeds and carriage returns", () => {
    expect(trimEdges(" \t\r\n a b \n")).toBe("a b")
    expect(trimEdges("\u00a0a\u00a0")).toBe("\u00a0a\u00a0")
    expect(trimEdges("\u000ba\f")).toBe("\u000ba\f")
    expect(trimEdges("   ")).toBe("")
  })

  it("counts code points", () => {
    expect(characterCount("abc")).toBe(3)
    expect(characterCount("😀")).toBe(1)
    expect(characterCount("👩‍💻")).toBe(3)
    expect(characterCount("e\u0301")).toBe(2)
  })
})
