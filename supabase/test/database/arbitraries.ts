import fc from "fast-check"
import { contactLimits, serviceInterestValues } from "@repo/contact-client/schema"

/** Edges a visitor (or a paste) may add: mostly none or trimmed whitespace, sometimes whitespace that is kept. */
const padding = fc.oneof(
  { weight: 10, arbitrary: fc.constant("") },
  { weight: 6, arbitrary: fc.constantFrom(" ", "  ", "\t", "\n", "\r\n", " \t\n\r ") },
  { weight: 1, arbitrary: fc.constantFrom("\u00a0", "\u3000", "\u200b", "\v", "\f") },
)

/** Single characters that stress the rules: scripts, emoji (astral), combining marks, NUL, lone surrogates. */
const oddCharacter = fc.oneof(
  fc.constantFrom(
    "a",
    "Z",
    "é",
    "ß",
    "अ",
    "中",
    "😀",
    "👩‍💻",
    "\u0301",
    "'",
    "@",
    ".",
    " ",
    "\t",
    "\u00a0",
    "\n",
    "\r",
    "\u0007",
    "\u0085",
    "\u2028",
    "\u0000",
    "\ud800",
    "\udc00",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
)

function padded(core: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(padding, core, padding).map(([start, middle, end]) => start + middle + end)
}

/** Text that is often valid for a field with these bounds, and often just outside them. */
export function textField(min: number, max: number): fc.Arbitrary<string> {
  const repeated = (low: number, high: number) =>
    fc
      .tuple(
        fc.constantFrom("x", "😀", "é", "中", " ", "a\u0301"),
        fc.integer({ min: Math.max(0, low), max: high }),
      )
      .map(([unit, count]) => unit.repeat(count))
  return padded(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, min + 24) }),
      },
      { weight: 2, arbitrary: fc.string({ unit: oddCharacter, maxLength: min + 4 }) },
      { weight: 1, arbitrary: repeated(min - 2, min + 1) },
      { weight: 1, arbitrary: repeated(max - 2, max + 2) },
    ),
  )
}

const localCharacter = fc.constantFrom(
  ..."abcXYZ0189.!#$%&'*+/=?^_`{|}~-".split(""),
  " ",
  "@",
  "é",
  "😀",
  '"',
  "(",
  ",",
)
const labelCharacter = fc.constantFrom(..."abzAZ09-".split(""), "_", "é", " ", "😀")
const tldCharacter = fc.constantFrom(..."abcxyzQ".split(""), "1", "-", "é")

const atext = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-".split("")
const plausibleEmail = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...atext), minLength: 1, maxLength: 16 }),
    fc.array(fc.string({ unit: fc.constantFrom(..."abcxyz019-".split("")), minLength: 1, maxLength: 10 }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzIN".split("")),
      minLength: 2,
      maxLength: 6,
    }),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`)

const builtEmail = fc
  .tuple(
    fc.string({ unit: localCharacter, maxLength: 12 }),
    fc.array(fc.string({ unit: labelCharacter, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
    fc.string({ unit: tldCharacter, maxLength: 5 }),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`)

const domain = "@example.com"
const longEmail = fc
  .integer({ min: contactLimits.email.max - 4, max: contactLimits.email.max + 4 })
  .map((length) => "a".repeat(length - domain.length) + domain)

/** E-mail addresses: valid ones, near misses, over-long ones and arbitrary text. */
export const emailField: fc.Arbitrary<string> = padded(
  fc.oneof(
    { weight: 8, arbitrary: plausibleEmail },
    { weight: 2, arbitrary: fc.emailAddress() },
    { weight: 2, arbitrary: builtEmail },
    { weight: 1, arbitrary: longEmail },
    { weight: 1, arbitrary: fc.string({ unit: oddCharacter, maxLength: 20 }) },
  ),
)

export const serviceInterestField: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...serviceInterestValues) },
  { weight: 2, arbitrary: fc.constantFrom("", undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("RPO", " rpo", "other ", "staffing\n", "contractual-staffing", "unknown"),
  },
)

/** Contact form values as typed, before any validation. */
export type RawContactInput = {
  firstName: string
  lastName: string
  email: string
  company: string
  serviceInterest: string | undefined
  message: string
}

export const contactInput: fc.Arbitrary<RawContactInput> = fc.record({
  firstName: textField(contactLimits.firstName.min, contactLimits.firstName.max),
  lastName: textField(contactLimits.lastName.min, contactLimits.lastName.max),
  email: emailField,
  company: textField(contactLimits.company.min, contactLimits.company.max),
  serviceInterest: serviceInterestField,
  message: textField(contactLimits.message.min, contactLimits.message.max),
})
