import { z } from "zod"

import type { ApplicationFieldName } from "./application-fields.ts"
import {
  characterCount,
  emailPattern,
  nameLetterCount,
  nameMinLetters,
  singleLinePattern,
  trimEdges,
} from "./schema.ts"

/**
 * The job application form's rules. The database repeats each of them on the stored value
 * (supabase/migrations/20261125080000_job_applications.sql); the résumé is checked by resume.ts.
 */

/** Total experience, as the form offers it. The database allows exactly these. */
export const experienceValues = ["fresher", "1-3", "3-5", "5-8", "8-12", "12-plus"] as const
export type ExperienceValue = (typeof experienceValues)[number]

/** Notice period, as the form offers it. The database allows exactly these. */
export const noticePeriodValues = ["immediate", "15-days", "30-days", "60-days", "90-days"] as const
export type NoticePeriodValue = (typeof noticePeriodValues)[number]

export const applicationLimits = {
  fullName: { min: 2, max: 100 },
  city: { min: 2, max: 80 },
  coverNote: { max: 3000 },
  linkedinUrl: { max: 200 },
  email: { max: 254 },
} as const

export const applicationMessages = {
  fullNameMin: "Enter your full name (at least 2 characters)",
  fullNameMax: "Full name must be at most 100 characters",
  fullNameSingleLine: "Full name must be one line, without tabs or control characters",
  fullNameLetters: "Full name must have at least 2 letters",
  email: "Enter a valid e-mail address",
  emailMax: "E-mail address must be at most 254 characters",
  mobile: "Enter a 10-digit Indian mobile number, with or without +91 (e.g. 98765 43210)",
  cityMin: "Enter the city you live in",
  cityMax: "City must be at most 80 characters",
  citySingleLine: "City must be one line, without tabs or control characters",
  experience: "Choose your total experience",
  noticePeriod: "Choose your notice period",
  linkedinUrl: "Enter a LinkedIn profile address (linkedin.com/in/…), or leave it empty",
  coverNoteMax: "Cover note must be at most 3000 characters",
  unsupported: "This field contains a character that cannot be sent",
  consent: "Agree to the processing of your data so we can consider your application",
} as const

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const isStorable = (value: string) => !value.includes("\u0000") && !loneSurrogate.test(value)
const singleLineRegExp = new RegExp(singleLinePattern)
const emailRegExp = new RegExp(emailPattern)

function lineField(
  min: number,
  max: number,
  messages: { min: string; max: string; singleLine: string; letters?: string },
) {
  const { letters } = messages
  return z
    .string({ error: messages.min })
    .overwrite(trimEdges)
    .refine(isStorable, { error: applicationMessages.unsupported, abort: true })
    .refine((value) => !singleLineRegExp.test(value), { error: messages.singleLine, abort: true })
    .refine((value) => characterCount(value) >= min, { error: messages.min, abort: true })
    .refine((value) => characterCount(value) <= max, { error: messages.max, abort: true })
    .refine((value) => letters === undefined || nameLetterCount(value) >= nameMinLetters, {
      error: letters ?? "",
      abort: true,
    })
}

/**
 * An Indian mobile number as people type it: `98765 43210`, `+91 98765-43210`, `919876543210` or
 * `09876543210`. Stored as `+91` and the ten digits (which start with 6, 7, 8 or 9).
 */
export function normalizeIndianMobile(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, "")
  const digits = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact)?.[1]
  return digits === undefined ? undefined : `+91${digits}`
}

/** The pattern the database checks the stored LinkedIn address against. */
export const linkedinUrlPattern = "^https://([a-z]{2,3}\\.)?linkedin\\.com/[A-Za-z0-9_/%.~-]+$"
const linkedinRegExp = new RegExp(linkedinUrlPattern)

/** `linkedin.com/in/asha`, `http://in.linkedin.com/in/asha/` → `https://…`; undefined if not LinkedIn. */
export function normalizeLinkedinUrl(value: string): string | undefined {
  let url = value.replace(/^http:\/\//i, "https://")
  if (!/^https:\/\//i.test(url)) url = `https://${url}`
  url = url.replace(/^https:\/\/([^/]+)/i, (_match, host: string) => `https://${host.toLowerCase()}`)
  return linkedinRegExp.test(url) && characterCount(url) <= applicationLimits.linkedinUrl.max
    ? url
    : undefined
}

/** The rule for each field of the application's table (application-fields.ts) but the résumé. */
const applicationRules = {
  fullName: lineField(applicationLimits.fullName.min, applicationLimits.fullName.max, {
    min: applicationMessages.fullNameMin,
    max: applicationMessages.fullNameMax,
    singleLine: applicationMessages.fullNameSingleLine,
    letters: applicationMessages.fullNameLetters,
  }),
  email: z
    .string({ error: applicationMessages.email })
    .overwrite(trimEdges)
    .refine((value) => characterCount(value) <= applicationLimits.email.max, {
      error: applicationMessages.emailMax,
      abort: true,
    })
    .refine((value) => emailRegExp.test(value), { error: applicationMessages.email, abort: true }),
  mobile: z.string({ error: applicationMessages.mobile }).transform((value, context) => {
    const mobile = normalizeIndianMobile(value)
    if (mobile === undefined) {
      context.addIssue({ code: "custom", message: applicationMessages.mobile })
      return z.NEVER
    }
    return mobile
  }),
  city: lineField(applicationLimits.city.min, applicationLimits.city.max, {
    min: applicationMessages.cityMin,
    max: applicationMessages.cityMax,
    singleLine: applicationMessages.citySingleLine,
  }),
  experience: z.enum(experienceValues, { error: applicationMessages.experience }),
  noticePeriod: z.enum(noticePeriodValues, { error: applicationMessages.noticePeriod }),
  linkedinUrl: z
    .string()
    .optional()
    .transform((value, context) => {
      const trimmed = trimEdges(value ?? "")
      if (trimmed === "") return undefined
      const url = normalizeLinkedinUrl(trimmed)
      if (url === undefined) {
        context.addIssue({ code: "custom", message: applicationMessages.linkedinUrl })
        return z.NEVER
      }
      return url
    }),
  coverNote: z
    .string()
    .optional()
    .transform((value) => trimEdges(value ?? ""))
    .refine(isStorable, { error: applicationMessages.unsupported, abort: true })
    .refine((value) => characterCount(value) <= applicationLimits.coverNote.max, {
      error: applicationMessages.coverNoteMax,
    })
    .transform((value) => (value === "" ? undefined : value)),
  consent: z.literal(true, { error: applicationMessages.consent }),
} satisfies Record<Exclude<ApplicationFieldName, "resume">, z.ZodType>

export const applicationSchema = z.object(applicationRules)

/** What the form holds: strings as typed ("" for an option not chosen), and the consent box. */
export type ApplicationInput = z.input<typeof applicationSchema>
/** What the schema produces: trimmed, the mobile as +91XXXXXXXXXX, optional fields undefined. */
export type ApplicationValues = z.output<typeof applicationSchema>
