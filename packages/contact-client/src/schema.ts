import { z } from "zod"

// zod probes for `new Function` to speed up object parsing; under the site's Content-Security-Policy
// (no 'unsafe-eval') that probe is a CSP violation on every page that loads the forms. Never try.
z.config({ jitless: true })

/**
 * The contact form's Service Interest values, in the order the form lists them. The database
 * allows exactly these (supabase/migrations); the web app checks that its labelled options match.
 */
export const serviceInterestValues = [
  "hr-consulting",
  "rpo",
  "staffing",
  "international-staffing",
  "payroll-management",
  "training-development",
  "compliance-audit",
  "other",
] as const

export type ServiceInterestValue = (typeof serviceInterestValues)[number]

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
  lastNameMin: "Last name must be at least 2 characters",
  lastNameMax: "Last name must be at most 100 characters",
  lastNameUnsupported: "Last name contains a character that cannot be sent",
  lastNameSingleLine: "Last name must be one line, without tabs or control characters",
  email: "Please enter a valid email address",
  emailMax: "Email address must be at most 254 characters",
  companyMin: "Company name must be at least 2 characters",
  companyMax: "Company name must be at most 200 characters",
  companyUnsupported: "Company name contains a character that cannot be sent",
  companySingleLine: "Company name must be one line, without tabs or control characters",
  serviceInterest: "Please choose a service from the list",
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

type TextFieldMessages = { min: string; max: string; unsupported: string; singleLine?: string }

function textField(min: number, max: number, messages: TextFieldMessages) {
  const { singleLine } = messages
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

export const contactSchema = z.object({
  firstName: textField(contactLimits.firstName.min, contactLimits.firstName.max, {
    min: contactMessages.firstNameMin,
    max: contactMessages.firstNameMax,
    unsupported: contactMessages.firstNameUnsupported,
    singleLine: contactMessages.firstNameSingleLine,
  }),
  lastName: textField(contactLimits.lastName.min, contactLimits.lastName.max, {
    min: contactMessages.lastNameMin,
    max: contactMessages.lastNameMax,
    unsupported: contactMessages.lastNameUnsupported,
    singleLine: contactMessages.lastNameSingleLine,
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
})

export const newsletterSchema = z.object({ email: emailField })

/** What the contact form holds (strings as typed; Service Interest may be "" for "not chosen"). */
export type ContactInput = z.input<typeof contactSchema>
/** What the schema produces: trimmed strings, Service Interest undefined when not chosen. */
export type ContactValues = z.output<typeof contactSchema>
export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterValues = z.output<typeof newsletterSchema>
