import { toNearestRupee } from "@repo/payroll/money"
import { formatRupees, parseIndianAmount } from "@repo/ui/lib/indian-number"

/** A typed amount read for a calculator: its value, or why it cannot be used. */
export type ReadAmount = { value?: number; error?: string }

/**
 * Reads an amount field. Empty is no error (the calculator waits); unreadable text and, unless
 * allowed, negatives get a message saying what to type.
 */
export function readAmount(text: string, what: string, example: string): ReadAmount {
  const parsed = parseIndianAmount(text)
  if (parsed.kind === "empty") return {}
  if (parsed.kind === "invalid") return { error: `Enter ${what} as a number, such as ${example}.` }
  if (parsed.value < 0) return { error: `Enter ${what} as a positive amount.` }
  return { value: parsed.value }
}

/** Reads a whole number of years, months or people. */
export function readCount(text: string, what: string): ReadAmount {
  const parsed = parseIndianAmount(text)
  if (parsed.kind === "empty") return {}
  if (parsed.kind === "invalid" || !Number.isInteger(parsed.value))
    return { error: `Enter ${what} as a whole number.` }
  if (parsed.value < 0) return { error: `Enter ${what} as 0 or more.` }
  return { value: parsed.value }
}

/**
 * Each field's message: its own reading error first, else what the calculator says about the value
 * (`issueFields` names the calculator's field for each). `problem` is the first of them, in the
 * order of `reads`; `issueFor` finds the calculator's message for any other field.
 */
export function fieldErrors<Key extends string, Field extends string>(
  reads: Record<Key, ReadAmount>,
  issues: readonly { field: Field; message: string }[],
  issueFields: Record<Key, Field>,
) {
  const issueFor = (field: Field) => issues.find((issue) => issue.field === field)?.message
  const errors = {} as Record<Key, string | undefined>
  for (const key of Object.keys(reads) as Key[]) errors[key] = reads[key].error ?? issueFor(issueFields[key])
  const problem = Object.values<string | undefined>(errors).find((error) => error !== undefined)
  return { errors, problem, issueFor }
}

/** An amount to the nearest rupee, as every calculator shows it: ₹2,88,462. */
export function wholeRupees(value: number): string {
  return formatRupees(toNearestRupee(value))
}
