import { useId, type ReactNode } from "react"
import { useFieldArray, useWatch, type FieldError, type FieldValues } from "react-hook-form"

import { Button } from "../components/button"
import {
  FieldError as GroupError,
  FieldLegend,
  FieldSet,
  FormFrame,
  specFieldsOf,
  type FieldSpec,
  type FormSectionProps,
} from "../components/field"
import { FormControl, FormField } from "../components/form-field"
import { Icon } from "../components/icon"
import { Input } from "../components/input"
import { NativeSelect } from "../components/native-select"
import type { FormFlow } from "../lib/form-flow"

/** One role of the brief, as typed ("" for a choice not made). */
export type StaffingBriefRole = {
  title: string
  headcount: string
  locations: string
  experience: string
  pay: string
}

type Text = { label: string; placeholder?: string; hint?: string }
type Option = { value: string; label: string }

/** The words the section draws itself; the fields' own come with `fields`. */
export type StaffingBriefCopy = {
  sections: { contact: string; roles: string; terms: string; statutory: string; notes: string }
  fields: { statutory: Text }
  role: {
    legend: (number: number) => string
    title: Text
    headcount: Text
    locations: Text
    experience: Text
    pay: Text
    add: string
    remove: (number: number) => string
    /** The button's visible word; `remove` names it for a screen reader. */
    removeShort: string
    limit: string
  }
  totalHeadcount: (people: number, roles: number) => string
  experienceOptions: readonly Option[]
  sent: { title: string; body: (email: string) => string; another: string }
}

/** The people a brief asks for so far: the roles' headcounts that are whole numbers. */
export function briefPeople(roles: readonly Pick<StaffingBriefRole, "headcount">[]): number {
  return roles.reduce((sum, role) => {
    const count = Number(role.headcount.replace(/[\s,]/g, ""))
    return Number.isInteger(count) && count > 0 ? sum + count : sum
  }, 0)
}

const blankRole: StaffingBriefRole = { title: "", headcount: "", locations: "", experience: "", pay: "" }

/** What the section reads of the values: the roles, and each field of the table by its name. */
type BriefShape = { roles: StaffingBriefRole[] }

type BriefPart = "contact" | "roles" | "terms" | "statutory" | "notes"

/** One part of the brief, named in `data-part` so a page can style it (the site lays the parts below the first screen out when they near it). */
function Section({
  part,
  title,
  children,
  className,
}: {
  part: BriefPart
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <FieldSet data-part={part} className={className}>
      <FieldLegend>{title}</FieldLegend>
      {children}
    </FieldSet>
  )
}

type StaffingBriefFormProps<Values extends FieldValues> = FormSectionProps<Values> & {
  /** The brief's words: headings, the roles' labels, the sent state. */
  copy: StaffingBriefCopy
  /** The fields of each section, in order, from the brief's field table (@repo/contact-client/brief-fields). */
  fields: Record<"contact" | "terms" | "statutory" | "notes", readonly FieldSpec[]>
  /** The most roles one brief holds. */
  maxRoles: number
  /** The earliest start date the date picker offers (YYYY-MM-DD): today. */
  minDate?: string
  /** Set once the brief got through: the address the firm will answer. The form gives way to what happens next. */
  sentTo?: string | null
  /** Shown after sending, with "Send another brief": the steps that follow. */
  nextSteps?: ReactNode
  /** Called by "Send another brief". */
  onStartOver?: () => void
}

/**
 * A client's staffing brief: who is asking, one to `maxRoles` roles (each with its headcount,
 * places, experience and an optional pay band), the engagement, dates, working pattern, statutory
 * needs and notes. Errors appear on submit under each field, focus goes to the first invalid one,
 * and the running headcount is announced as it changes. Once sent, the form gives way to what
 * happens next.
 */
function StaffingBriefForm<Values extends FieldValues>({
  fields,
  maxRoles,
  minDate,
  sentTo = null,
  nextSteps,
  onStartOver,
  ...frame
}: StaffingBriefFormProps<Values>) {
  const { copy } = frame
  const headingId = useId()
  const totalId = useId()
  // The fields are named by the table the section is handed, so the section registers them by name.
  const { form } = frame.flow as unknown as FormFlow<BriefShape>
  const { control, register, formState, setFocus } = form
  const { errors } = formState
  const { fields: roles, append, remove } = useFieldArray({ control, name: "roles" })
  const typedRoles = useWatch({ control, name: "roles" }) ?? []
  const people = briefPeople(typedRoles)

  const error = (found: FieldError | undefined) => found?.message
  const drawn = specFieldsOf(form, headingId, minDate)

  return (
    <FormFrame
      {...frame}
      data-slot="staffing-brief-form"
      id={headingId}
      formClassName="gap-10"
      sent={
        sentTo !== null && {
          title: copy.sent.title,
          body: copy.sent.body(sentTo),
          children: (
            <>
              {nextSteps}
              {onStartOver ? (
                <div className="mt-2">
                  <Button type="button" variant="outline" onClick={onStartOver}>
                    <Icon name="plus" />
                    {copy.sent.another}
                  </Button>
                </div>
              ) : null}
            </>
          ),
        }
      }
    >
      <Section part="contact" title={copy.sections.contact}>
        {fields.contact.map(drawn)}
      </Section>

      <Section part="roles" title={copy.sections.roles} className="sm:grid-cols-1">
        <GroupError>{errors.roles?.root?.message ?? errors.roles?.message}</GroupError>
        <ol className="grid gap-5">
          {roles.map((role, index) => {
            const roleErrors = errors.roles?.[index]
            const legend = copy.role.legend(index + 1)
            return (
              <li key={role.id}>
                <fieldset
                  data-slot="brief-role"
                  className="relative grid min-w-0 grid-cols-5 gap-x-4 gap-y-5 rounded-xl border border-border bg-muted/40 p-4 sm:grid-cols-6 sm:gap-x-5 sm:p-5"
                >
                  <legend className="col-span-full float-left pr-24 font-bold">{legend}</legend>
                  {roles.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        remove(index)
                        // Focus stays in the list: on the role that took this one's place, or the one before.
                        setTimeout(() => setFocus(`roles.${Math.min(index, roles.length - 2)}.title`))
                      }}
                      aria-label={copy.role.remove(index + 1)}
                      className="absolute top-2.5 right-2.5 text-muted-foreground sm:top-3.5 sm:right-3.5"
                    >
                      <Icon name="x" />
                      <span aria-hidden="true">{copy.role.removeShort}</span>
                    </Button>
                  ) : null}
                  <FormField
                    label={copy.role.title.label}
                    required
                    error={error(roleErrors?.title)}
                    className="col-span-5 sm:col-span-4"
                  >
                    <FormControl>
                      <Input
                        placeholder={copy.role.title.placeholder}
                        {...register(`roles.${index}.title`)}
                      />
                    </FormControl>
                  </FormField>
                  <FormField
                    label={copy.role.headcount.label}
                    required
                    error={error(roleErrors?.headcount)}
                    className="col-span-2"
                  >
                    <FormControl>
                      <Input
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        {...register(`roles.${index}.headcount`)}
                      />
                    </FormControl>
                  </FormField>
                  <FormField
                    label={copy.role.experience.label}
                    required
                    error={error(roleErrors?.experience)}
                    className="col-span-3"
                  >
                    <FormControl>
                      <NativeSelect
                        className="has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground"
                        {...register(`roles.${index}.experience`)}
                      >
                        <option value="">{copy.role.experience.placeholder}</option>
                        {copy.experienceOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                  </FormField>
                  <FormField
                    label={copy.role.locations.label}
                    required
                    error={error(roleErrors?.locations)}
                    className="col-span-5 sm:col-span-3"
                  >
                    <FormControl>
                      <Input
                        placeholder={copy.role.locations.placeholder}
                        {...register(`roles.${index}.locations`)}
                      />
                    </FormControl>
                  </FormField>
                  <FormField
                    label={copy.role.pay.label}
                    description={copy.role.pay.hint}
                    error={error(roleErrors?.pay)}
                    className="col-span-5 sm:col-span-6"
                  >
                    <FormControl>
                      <Input placeholder={copy.role.pay.placeholder} {...register(`roles.${index}.pay`)} />
                    </FormControl>
                  </FormField>
                </fieldset>
              </li>
            )
          })}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {roles.length < maxRoles ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => append({ ...blankRole })}
              className="self-start"
            >
              <Icon name="plus" />
              {copy.role.add}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{copy.role.limit}</p>
          )}
          <p id={totalId} aria-live="polite" className="flex items-center gap-2 text-sm font-semibold">
            <Icon name="users" className="size-4 text-primary" />
            {copy.totalHeadcount(people, roles.length)}
          </p>
        </div>
      </Section>

      <Section part="terms" title={copy.sections.terms}>
        {fields.terms.map(drawn)}
      </Section>

      <Section part="statutory" title={copy.sections.statutory} className="sm:grid-cols-1">
        <p className="-mt-3 text-sm text-muted-foreground">{copy.fields.statutory.label}</p>
        <div className="grid gap-3 md:grid-cols-3">{fields.statutory.map(drawn)}</div>
      </Section>

      <Section part="notes" title={copy.sections.notes} className="sm:grid-cols-1">
        {fields.notes.map(drawn)}
      </Section>
    </FormFrame>
  )
}

export { StaffingBriefForm }
