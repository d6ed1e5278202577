import { formatIsoDate } from "@repo/content/dates"
import type { ComponentProps, ReactNode } from "react"

import { toolPageCopy } from "@repo/content/tool-page"
import { AmountInput } from "@repo/ui/components/amount-input"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { FormControl, FormField } from "@repo/ui/components/form-field"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"

import { wholeRupees } from "./fields"

type ToolFormProps = {
  /** Prefixes the heading's id ("gratuity" → "gratuity-form-heading"). */
  id: string
  /** The calculator's fields. */
  children: ReactNode
}

/** A calculator's form: its heading, the fields, and the line saying nothing leaves the browser. */
export function ToolForm({ id, children }: ToolFormProps) {
  return (
    <section aria-labelledby={`${id}-form-heading`} className="grid gap-5">
      <h2 id={`${id}-form-heading`} className="text-xl font-extrabold tracking-tight">
        {toolPageCopy.formHeading}
      </h2>
      {children}
      <PrivacyNote />
    </section>
  )
}

type AmountFieldProps = Omit<ComponentProps<typeof AmountInput>, "name" | "value" | "onValueChange"> & {
  /** The visible label. */
  label: string
  /** Why the typed text cannot be used; it replaces the hint while shown. */
  error?: string
  /** A hint under the field. */
  description?: string
  /** The field's key in the address. */
  name: string
  /** The text as typed. */
  value: string
  /** Called with the new text as the visitor types. */
  onValueChange: (text: string) => void
}

/** A labelled amount, count or percentage input of a calculator, with its hint or its error. */
export function AmountField({
  label,
  error,
  description,
  name,
  value,
  onValueChange,
  ...props
}: AmountFieldProps) {
  return (
    <FormField label={label} error={error} description={error ? undefined : description}>
      <FormControl>
        <AmountInput name={name} {...props} value={value} onValueChange={onValueChange} />
      </FormControl>
    </FormField>
  )
}

type PfWageBasisChoiceProps = {
  /** The basis chosen. */
  value: "ceiling" | "full"
  /** The PF wage ceiling in force on the calculation's day. */
  ceiling: number
  /** Called with the basis the visitor picks. */
  onValueChange: (value: "ceiling" | "full") => void
}

/**
 * Whether PF is paid on basic wages up to the wage ceiling in force or on the full basic wages, which
 * needs a joint request of employer and employee (address key `pf`).
 */
export function PfWageBasisChoice({ value, ceiling, onValueChange }: PfWageBasisChoiceProps) {
  return (
    <ChoiceGroup
      legend="PF is paid on"
      name="pf"
      value={value}
      onValueChange={onValueChange}
      description={`Above ${wholeRupees(ceiling)} only when employer and employee both opt for it (the rules below explain).`}
      choices={[
        { value: "ceiling", label: `Basic up to ${wholeRupees(ceiling)}` },
        { value: "full", label: "Full basic, by joint request" },
      ]}
    />
  )
}

/** The line that says which day's figures a calculator used, linking to the table of them. */
export function RatesLink({ day }: { day: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Worked out with the statutory figures in force on {formatIsoDate(day)}.{" "}
      <Link href="/tools/rates" className="font-semibold text-primary underline underline-offset-4">
        See every rate, its date and its source
      </Link>
    </p>
  )
}

/** The line under every calculator's form. */
export function PrivacyNote() {
  return (
    <p className="mt-5 flex items-start gap-2 text-sm text-muted-foreground">
      <Icon name="lock" className="mt-0.5 size-4 shrink-0 text-success" />
      {toolPageCopy.privacy}
    </p>
  )
}
