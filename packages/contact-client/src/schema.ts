import { serviceInterests, type ServiceInterest } from "@repo/content/services"
import { z } from "zod"

import type { ContactFieldName } from "./contact-fields.ts"

// zod probes for `new Function` to speed up object parsing; under the site's Content-Security-Policy
// (no 'unsafe-eval') that probe is a CSP violation on every page that loads the forms. Never try.
z.config({ jitless: true })

/**
 * The contact form's Service interest values, in the order the form lists them: derived from the
 * labelled options in @repo/content, where they are written once. The database allows exactly
 * these (supabase/migrations; apps/local-api's migration test holds the CHECK to this list).
 */
export const serviceInterestValues = serviceInterests.map((option) => option.value) as [
  ServiceInterest,
  ...ServiceInterest[],
]

export type ServiceInterestValue = ServiceInterest

/**
 * Lengths in characters (Unicode code points, as Postgres' `char_length` counts) of the trimmed
 * value, which is what the database stores.
 */
export const contactLimits = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  company: { min: 2, max: 200 },
  message: { min: 10, max: 5000 },
  email: { max: 254 },
} as const

export const contactMessages = {
  firstNameMin: "First name must be at least 2 characters",
  firstNameMax: "First name must be at most 100 characters",
  firstNameUnsupported: "First name contains a character that cannot be sent",
  firstNameSingleLine: "First name must be one line, without tabs or control characters",
  firstNameLetters: "First name must have at least 2 letters",
  lastNameMin: "Last name must be at least 2 characters",
  lastNameMax: "Last name must be at most 100 characters",
  lastNameUnsupported: "Last name contains a character that cannot be sent",
  lastNameSingleLine: "Last name must be one line, without tabs or control characters",
  lastNameLetters: "Last name must have at least 2 letters",
  email: "Please enter a valid email address",
  emailMax: "Email address must be at most 254 characters",
  companyMin: "Company name must be at least 2 characters",
  companyMax: "Company name must be at most 200 characters",
  companyUnsupported: "Company name contains a character that cannot be sent",
  companySingleLine: "Company name must be one line, without tabs or control characters",
  serviceInterest: "Choose a service from the list",
  messageMin: "Message must be at least 10 characters",
  messageMax: "Message must be at most 5000 characters",
  messageUnsupported: "Message contains a character that cannot be sent",
} as const

/**
 * The characters trimmed from both ends of every value. The database trims the same set
 * (`btrim(value, E' \t\n\r')`), so the form and the database measure the same text. Other
 * whitespace (no-break space, ideographic space…) counts as a character on both sides.
 */
export const trimmedCharacters = " \t\n\r"

function isTrimmed(char: string | undefined): boolean {
  return char !== undefined && trimmedCharacters.includes(char)
}

/** Removes spaces, tabs, line feeds and carriage returns from both ends (and nothing else). */
export function trimEdges(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && isTrimmed(value[start])) start++
  while (end > start && isTrimmed(value[end - 1])) end--
  return value.slice(start, end)
}

/** Length in Unicode code points, like Postgres' `char_length` (an emoji counts once). */
export function characterCount(value: string): number {
  return [...value].length
}

/**
 * Characters Postgres cannot store in a text column: NUL, and unpaired UTF-16 surrogates (which
 * JSON can carry but UTF-8 cannot). The database refuses them, so the form does too.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function isStorable(value: string): boolean {
  return !value.includes("\u0000") && !loneSurrogate.test(value)
}

/**
 * The e-mail shape, written once and used verbatim by the database's CHECK constraint (`~`):
 * an ASCII local part, one @, dot-separated domain labels, and a top-level domain of two or
 * more letters. Deliberately simple so JavaScript and Postgres regular expressions agree.
 */
export const emailPattern =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$"

const emailRegExp = new RegExp(emailPattern)

/**
 * What a single-line field (names, company) may not contain once trimmed: C0 and C1 control
 * characters (tab, line feed and carriage return among them) and the Unicode line and paragraph
 * separators. The database's CHECK constraints use the same class (`!~`).
 */
export const singleLinePattern = "[\\u0001-\\u001f\\u007f-\\u009f\\u2028\\u2029]"

const singleLineRegExp = new RegExp(singleLinePattern)

/**
 * Characters that change how the text around them reads without being seen: the bidirectional
 * controls (marks, embeddings, overrides, isolates: "Acme \u202Egnp.exe" shows as "Acme exe.png",
 * in a mail's Subject too), the zero-width space, the word joiner and the byte-order mark. The
 * brief's single-line fields may not hold them; its CHECK constraints use the same class (`!~`,
 * supabase/migrations/20261201090000_brief_visible_names.sql). The zero-width joiner and
 * non-joiner are not among them: Devanagari, Malayalam and Persian are spelt with them.
 */
export const hiddenControlPattern =
  "[\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff]"

/**
 * What does not count as a letter of a person's name, as code point ranges: ASCII and Latin-1
 * digits, punctuation, symbols and spaces (the no-break and soft hyphen among them); combining
 * marks on their own; the Arabic letter mark; Arabic-Indic and Devanagari digits and the danda; the Hangul fillers, Khmer's and Mongolian's invisible
 * signs; the general punctuation block (every width of space, the zero-width characters, joiners,
 * direction marks, word joiner, invisible operators) and the symbol blocks after it (currency,
 * arrows, mathematical, box drawing, braille's blank, dingbats); CJK and fullwidth punctuation;
 * variation selectors, the byte-order mark and specials; emoji, tags and private use. Everything
 * else is a letter: Latin, Devanagari, Tamil, Arabic, Han, Hangul syllables… with their vowel signs.
 *
 * One list, written out as the same character class for JavaScript and for the database's CHECK
 * constraints (`nameNonLetterClass`), so the form and the database agree on every name, whatever
 * the database's locale: Postgres' `[[:alpha:]]` follows LC_CTYPE, and under `C` it knows only A-Z.
 */
export const nameNonLetterRanges: readonly (readonly [number, number])[] = [
  [0x0001, 0x0040],
  [0x005b, 0x0060],
  [0x007b, 0x00bf],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x0300, 0x036f],
  [0x061c, 0x061c],
  [0x0660, 0x0669],
  [0x06f0, 0x06f9],
  [0x0964, 0x096f],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x2bff],
  [0x2e00, 0x2e7f],
  [0x3000, 0x3004],
  [0x3008, 0x3020],
  [0x3030, 0x3030],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfe10, 0xfe6f],
  [0xfeff, 0xfeff],
  [0xff00, 0xff20],
  [0xff3b, 0xff40],
  [0xff5b, 0xff65],
  [0xffa0, 0xffa0],
  [0xfff0, 0xffff],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0x1f000, 0x1faff],
  [0xe0000, 0xe0fff],
  [0xf0000, 0x10ffff],
]

/** The ranges as a bracket expression in Postgres' regular expression syntax (\uXXXX, \UXXXXXXXX). */
export const nameNonLetterClass = `[${nameNonLetterRanges
  .map((range) =>
    range
      .map((code) =>
        code > 0xffff
          ? `\\U${code.toString(16).padStart(8, "0")}`
          : `\\u${code.toString(16).padStart(4, "0")}`,
      )
      .filter((escape, index) => index === 0 || range[0] !== range[1])
      .join("-"),
  )
  .join("")}]`

const nameNonLetterRegExp = new RegExp(
  `[${nameNonLetterRanges
    .map((range) =>
      range
        .filter((_, index) => index === 0 || range[0] !== range[1])
        .map((code) => `\\u{${code.toString(16)}}`)
        .join("-"),
    )
    .join("")}]`,
  "gu",
)

/** A name's letters: what is left once spaces, marks, symbols and invisible characters are removed. */
export function nameLetterCount(value: string): number {
  return characterCount(value.replace(nameNonLetterRegExp, ""))
}

/** The fewest letters a person's name may have; the database's CHECK constraints ask the same. */
export const nameMinLetters = 2

type TextFieldMessages = {
  min: string
  max: string
  unsupported: string
  singleLine?: string
  /** Set for a person's name: it must have `nameMinLetters` letters. */
  letters?: string
}

function textField(min: number, max: number, messages: TextFieldMessages) {
  const { singleLine, letters } = messages
  return z
    .string({ error: messages.min })
    .overwrite(trimEdges)
    .refine(isStorable, { error: messages.unsupported, abort: true })
    .refine((value) => singleLine === undefined || !singleLineRegExp.test(value), {
      error: singleLine ?? "",
      abort: true,
    })
    .refine((value) => characterCount(value) >= min, { error: messages.min, abort: true })
    .refine((value) => characterCount(value) <= max, { error: messages.max, abort: true })
    .refine((value) => letters === undefined || nameLetterCount(value) >= nameMinLetters, {
      error: letters ?? "",
      abort: true,
    })
}

const emailField = z
  .string({ error: contactMessages.email })
  .overwrite(trimEdges)
  .refine((value) => characterCount(value) <= contactLimits.email.max, {
    error: contactMessages.emailMax,
    abort: true,
  })
  .refine((value) => emailRegExp.test(value), { error: contactMessages.email, abort: true })

const serviceInterestField = z
  .enum(["", ...serviceInterestValues], { error: contactMessages.serviceInterest })
  .optional()
  .transform((value): ServiceInterestValue | undefined => (value === "" ? undefined : value))

/** The rule for each field of the contact form's table (contact-fields.ts), by its name. */
const contactRules = {
  firstName: textField(contactLimits.firstName.min, contactLimits.firstName.max, {
    min: contactMessages.firstNameMin,
    max: contactMessages.firstNameMax,
    unsupported: contactMessages.firstNameUnsupported,
    singleLine: contactMessages.firstNameSingleLine,
    letters: contactMessages.firstNameLetters,
  }),
  lastName: textField(contactLimits.lastName.min, contactLimits.lastName.max, {
    min: contactMessages.lastNameMin,
    max: contactMessages.lastNameMax,
    unsupported: contactMessages.lastNameUnsupported,
    singleLine: contactMessages.lastNameSingleLine,
    letters: contactMessages.lastNameLetters,
  }),
  email: emailField,
  company: textField(contactLimits.company.min, contactLimits.company.max, {
    min: contactMessages.companyMin,
    max: contactMessages.companyMax,
    unsupported: contactMessages.companyUnsupported,
    singleLine: contactMessages.companySingleLine,
  }),
  serviceInterest: serviceInterestField,
  message: textField(contactLimits.message.min, contactLimits.message.max, {
    min: contactMessages.messageMin,
    max: contactMessages.messageMax,
    unsupported: contactMessages.messageUnsupported,
  }),
} satisfies Record<ContactFieldName, z.ZodType>

export const contactSchema = z.object(contactRules)

export const newsletterSchema = z.object({ email: emailField })

/** What the contact form holds (strings as typed; Service interest may be "" for "not chosen"). */
export type ContactInput = z.input<typeof contactSchema>
/** What the schema produces: trimmed strings, Service interest undefined when not chosen. */
export type ContactValues = z.output<typeof contactSchema>
export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterValues = z.output<typeof newsletterSchema>
