import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from "react"
import { useFieldArray, useWatch, type FieldError } from "react-hook-form"

import { Button } from "../components/button"
import { FormControl, FormField } from "../components/form-field"
import { Honeypot } from "../components/honeypot"
import { Icon } from "../components/icon"
import { Input } from "../components/input"
import { NativeSelect } from "../components/native-select"
import { SubmitButton } from "../components/submit-button"
import { Textarea } from "../components/textarea"
import { cn } from "../lib/cn"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"

/** One role of the brief, as typed ("" for a choice not made). */
export type StaffingBriefRole = {
  title: string
  headcount: string
  locations: string
  experience: string
  pay: string
}

/** What the brief holds, as typed. */
export type StaffingBriefValues = {
  company: string
  contactName: string
  email: string
  phone: string
  roles: StaffingBriefRole[]
  engagement: string
  startDate: string
  endDate: string
  workingPattern: string
  needsPfEsi: boolean
  needsClraLicence: boolean
  needsBackgroundChecks: boolean
  notes: string
}

export type StaffingBriefOption = { value: string; label: string }
export type StaffingBriefNeed = {
  value: "needsPfEsi" | "needsClraLicence" | "needsBackgroundChecks"
  label: string
  hint: string
}

type Text = { label: string; placeholder?: string; hint?: string }

export type StaffingBriefCopy = {
  heading: string
  lead?: string
  requiredNote: string
  sections: { contact: string; roles: string; terms: string; statutory: string; notes: string }
  fields: {
    company: Text
    contactName: Text
    email: Text
    phone: Text
    engagement: Text
    startDate: Text
    endDate: Text
    workingPattern: Text
    statutory: Text
    notes: Text
  }
  role: {
    legend: (number: number) => string
    title: Text
    headcount: Text
    locations: Text
    experience: Text
    pay: Text
    add: string
    remove: (number: number) => string
    limit: string
  }
  totalHeadcount: (people: number, roles: number) => string
  engagementOptions: readonly StaffingBriefOption[]
  experienceOptions: readonly StaffingBriefOption[]
  workingPatternOptions: readonly StaffingBriefOption[]
  statutoryOptions: readonly StaffingBriefNeed[]
  submitLabel: string
  submittingLabel: string
  sent: { title: string; body: (email: string) => string; another: string }
}

/** A role with nothing typed: what "Add another role" adds. */
export const blankBriefRole: StaffingBriefRole = {
  title: "",
  headcount: "",
  locations: "",
  experience: "",
  pay: "",
}

/** The brief's blank values: what a feature starts it from. */
export const blankBriefValues: StaffingBriefValues = {
  company: "",
  contactName: "",
  email: "",
  phone: "",
  roles: [blankBriefRole],
  engagement: "",
  startDate: "",
  endDate: "",
  workingPattern: "",
  needsPfEsi: false,
  needsClraLicence: false,
  needsBackgroundChecks: false,
  notes: "",
}

/** The people a brief asks for so far: the roles' headcounts that are whole numbers. */
export function briefPeople(roles: readonly Pick<StaffingBriefRole, "headcount">[]): number {
  return roles.reduce((sum, role) => {
    const count = Number(role.headcount.replace(/[\s,]/g, ""))
    return Number.isInteger(count) && count > 0 ? sum + count : sum
  }, 0)
}

type StaffingBriefFormProps = Omit<ComponentProps<"div">, "onSubmit"> & {
  /** The brief's words: labels, hints, choices and the sent state. */
  copy: StaffingBriefCopy
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<StaffingBriefValues>
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
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("grid min-w-0 gap-x-5 gap-y-6 sm:grid-cols-2", className)}>
      {/* Floated, a legend lays out as a grid item: the section's heading, above its fields. */}
      <legend className="col-span-full float-left text-lg font-bold tracking-tight">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * A client's staffing brief: who is asking, one to `maxRoles` roles (each with its headcount,
 * places, experience and an optional pay band), the engagement, dates, working pattern, statutory
 * needs and notes. Errors appear on submit under each field, focus goes to the first invalid one,
 * and the running headcount is announced as it changes. Once sent, the form gives way to what
 * happens next.
 */
function StaffingBriefForm({
  copy,
  flow,
  maxRoles,
  minDate,
  sentTo = null,
  nextSteps,
  onStartOver,
  onFirstInteraction,
  footnote,
  className,
  ...props
}: StaffingBriefFormProps) {
  const headingId = useId()
  const totalId = useId()
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const { form, sending, onSubmit, honeypot } = flow
  const { control, register, formState, setFocus } = form
  const { errors } = formState
  const { fields: roles, append, remove } = useFieldArray({ control, name: "roles" })
  const typedRoles = useWatch({ control, name: "roles" }) ?? []
  const people = briefPeople(typedRoles)
  const onInteraction = useFirstInteraction(() => onFirstInteraction?.())

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus()
  }, [sentTo])

  const card = cn("rounded-2xl border border-border bg-background p-5 shadow-card sm:p-8 lg:p-10", className)

  if (sentTo) {
    return (
      <div data-slot="staffing-brief-form" data-state="sent" className={card} {...props}>
        <div role="status" aria-labelledby={`${headingId}-sent`} className="flex flex-col gap-4">
          <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Icon name="circle-check" className="size-6" />
          </span>
          <h2
            id={`${headingId}-sent`}
            ref={sentHeading}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight outline-none sm:text-[1.75rem]"
          >
            {copy.sent.title}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{copy.sent.body(sentTo)}</p>
          {nextSteps}
          {onStartOver ? (
            <div className="mt-2">
              <Button type="button" variant="outline" onClick={onStartOver}>
                <Icon name="plus" />
                {copy.sent.another}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    )
  }

  const error = (found: FieldError | undefined) => found?.message
  const text = (name: "company" | "contactName" | "email" | "phone", control: ReactNode) => (
    <FormField label={copy.fields[name].label} required error={error(errors[name])}>
      <FormControl>{control}</FormControl>
    </FormField>
  )

  return (
    <div
      data-slot="staffing-brief-form"
      data-state={sending ? "sending" : "editing"}
      className={card}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
          {copy.heading}
        </h2>
        {copy.lead ? <p className="leading-relaxed text-muted-foreground">{copy.lead}</p> : null}
        <p className="text-sm text-muted-foreground">{copy.requiredNote}</p>
      </div>
      <form
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className="relative mt-8 grid gap-10"
      >
        <Section title={copy.sections.contact}>
          {text(
            "company",
            <Input
              autoComplete="organization"
              placeholder={copy.fields.company.placeholder}
              {...register("company")}
            />,
          )}
          {text(
            "contactName",
            <Input
              autoComplete="name"
              placeholder={copy.fields.contactName.placeholder}
              {...register("contactName")}
            />,
          )}
          {text(
            "email",
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={copy.fields.email.placeholder}
              {...register("email")}
            />,
          )}
          {text(
            "phone",
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={copy.fields.phone.placeholder}
              {...register("phone")}
            />,
          )}
        </Section>

        <Section title={copy.sections.roles} className="sm:grid-cols-1">
          {errors.roles?.root?.message || errors.roles?.message ? (
            <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
              <Icon name="circle-alert" className="mt-0.5 size-4" />
              <span>{errors.roles?.root?.message ?? errors.roles?.message}</span>
            </p>
          ) : null}
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
                        <span aria-hidden="true">Remove</span>
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
                onClick={() => append({ ...blankBriefRole })}
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

        <Section title={copy.sections.terms}>
          <fieldset
            className="grid min-w-0 gap-2 sm:col-span-2"
            aria-describedby={errors.engagement ? `${headingId}-engagement-error` : undefined}
            aria-invalid={errors.engagement ? true : undefined}
          >
            <legend className="mb-2 text-sm font-semibold">
              {copy.fields.engagement.label}
              <span aria-hidden="true" className="text-destructive">
                {" "}
                *
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {copy.engagementOptions.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input px-3.5 py-2.5 text-sm font-semibold has-checked:border-primary has-checked:bg-primary-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="size-4 shrink-0 accent-primary"
                    {...register("engagement")}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.engagement ? (
              <p
                id={`${headingId}-engagement-error`}
                role="alert"
                className="flex items-start gap-1.5 text-sm font-medium text-destructive"
              >
                <Icon name="circle-alert" className="mt-0.5 size-4" />
                <span>{errors.engagement.message}</span>
              </p>
            ) : null}
          </fieldset>
          <FormField label={copy.fields.startDate.label} required error={error(errors.startDate)}>
            <FormControl>
              <Input type="date" min={minDate} {...register("startDate")} />
            </FormControl>
          </FormField>
          <FormField
            label={copy.fields.endDate.label}
            description={copy.fields.endDate.hint}
            error={error(errors.endDate)}
          >
            <FormControl>
              <Input type="date" min={minDate} {...register("endDate")} />
            </FormControl>
          </FormField>
          <FormField
            label={copy.fields.workingPattern.label}
            required
            error={error(errors.workingPattern)}
            className="sm:col-span-2 sm:max-w-sm"
          >
            <FormControl>
              <NativeSelect
                className="has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground"
                {...register("workingPattern")}
              >
                <option value="">Choose a pattern</option>
                {copy.workingPatternOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormField>
        </Section>

        <Section title={copy.sections.statutory} className="sm:grid-cols-1">
          <p className="-mt-3 text-sm text-muted-foreground">{copy.fields.statutory.label}</p>
          <div className="grid gap-3 md:grid-cols-3">
            {copy.statutoryOptions.map((need) => {
              const id = `${headingId}-${need.value}`
              return (
                <div
                  key={need.value}
                  className="flex items-start gap-3 rounded-lg border border-input p-3.5 has-checked:border-primary has-checked:bg-primary-soft/60"
                >
                  <input
                    id={id}
                    type="checkbox"
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                    {...register(need.value)}
                  />
                  <div className="grid gap-1">
                    <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
                      {need.label}
                    </label>
                    <p id={`${id}-hint`} className="text-sm leading-snug text-muted-foreground">
                      {need.hint}
                    </p>
                  </div>
                </div>
              )
            })}
          </div>
        </Section>

        <Section title={copy.sections.notes} className="sm:grid-cols-1">
          <FormField label={copy.fields.notes.label} error={error(errors.notes)}>
            <FormControl>
              <Textarea rows={5} placeholder={copy.fields.notes.placeholder} {...register("notes")} />
            </FormControl>
          </FormField>
        </Section>

        <Honeypot ref={honeypot} />
        <div className="flex flex-col gap-4">
          <SubmitButton sending={sending} label={copy.submitLabel} sendingLabel={copy.submittingLabel} />
          {footnote}
        </div>
      </form>
    </div>
  )
}

export { StaffingBriefForm }
