import type { ReactNode } from "react"
import type { FieldValues } from "react-hook-form"

import type { FieldSpec, FormSectionProps } from "../components/field"
import { Icon } from "../components/icon"
import { ApplicationForm } from "./application-form"

/** Every word the quick apply draws itself; the fields' own come with `fields`. */
export type QuickApplyFormCopy = {
  formHeading: string
  formLead?: string
  requiredNote?: string
  submitLabel: string
  submittingLabel: string
  resume: { choose: string; change: string }
  /** The consent sentence around a link to the privacy policy, after a notice that reads on its own. */
  consent: {
    notice?: { heading: string; items: readonly string[] }
    before: string
    linkLabel: string
    href: string
    after: string
  }
  sent: {
    title: string
    body: string
    /** When the firm calls, and the number it calls from (shown as a `tel:` link); `after` ends the sentence ("." by default, "।" in Hindi). */
    call: { heading: string; body: string; number: { display: string; tel: string }; after?: string }
    /** What to do if anyone asks for money, with a link to the page on scams. */
    money: { heading: string; body: string; linkLabel: string; href: string }
  }
  /** Offered when the server cannot be reached: the e-mail to apply by. */
  fallback: { text: string; linkLabel: string; href: string }
}

type QuickApplyFormProps<Values extends FieldValues> = Omit<FormSectionProps<Values>, "copy"> & {
  /** The words, in the page's language (@repo/content/quick-apply's `QuickApplyCopy`). */
  copy: QuickApplyFormCopy
  /** The fields, in order, from the quick apply's field table (@repo/contact-client/quick-apply-fields). */
  fields: readonly FieldSpec[]
  /** Shows the thanks in place of the form: the application got through. */
  sent?: boolean
  /** Offers the e-mail address: the last send could not reach the server. */
  unreachable?: boolean
  /** Checks a résumé as soon as it is chosen; resolves to a message if it cannot be sent. */
  checkFile: (file: File) => Promise<string | undefined>
  /** How the chosen file's size is shown. */
  formatSize: (bytes: number) => string
  /** `accept` for the file picker: documents and photos. */
  accept: string
  /** Shown at the end of the thanks, e.g. a link back to the jobs. */
  afterSent?: ReactNode
}

/** The thanks' two facts a candidate acts on: the call to expect, and what to do if asked to pay. */
function SentFacts({ sent, after }: { sent: QuickApplyFormCopy["sent"]; after?: ReactNode }) {
  return (
    <div data-slot="quick-apply-next" className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-border p-4">
        <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h3 className="font-bold">{sent.call.heading}</h3>
          <p className="leading-relaxed">
            {sent.call.body}{" "}
            <a
              href={`tel:${sent.call.number.tel}`}
              className="font-semibold whitespace-nowrap text-primary underline underline-offset-4"
            >
              {sent.call.number.display}
            </a>
            {sent.call.after ?? "."}
          </p>
        </div>
      </div>
      <div className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1">
          <h3 className="font-bold">{sent.money.heading}</h3>
          <p className="leading-relaxed">
            {sent.money.body}{" "}
            <a href={sent.money.href} className="font-semibold text-primary underline underline-offset-4">
              {sent.money.linkLabel}
            </a>
          </p>
        </div>
      </div>
      {after}
    </div>
  )
}

/**
 * A client role's quick apply: a name, a mobile number and a city are required, the rest optional,
 * a résumé or a phone's photo of one among them. Errors appear beside each field on submit (the
 * file's as soon as it is chosen); focus goes to the first and nothing typed is lost. Once sent,
 * the form gives way to when and from which number the firm will call, and what to do if anyone
 * asks for money. All its words come in `copy` and `fields`, so a page in another language passes
 * its own.
 */
function QuickApplyForm<Values extends FieldValues>({
  copy,
  afterSent,
  ...props
}: QuickApplyFormProps<Values>) {
  return (
    <ApplicationForm
      {...props}
      copy={{
        heading: copy.formHeading,
        lead: copy.formLead,
        requiredNote: copy.requiredNote,
        submitLabel: copy.submitLabel,
        submittingLabel: copy.submittingLabel,
        resume: copy.resume,
        consent: copy.consent,
        success: { title: copy.sent.title, description: copy.sent.body },
        fallback: copy.fallback,
      }}
      successAction={<SentFacts sent={copy.sent} after={afterSent} />}
    />
  )
}

export { QuickApplyForm }
