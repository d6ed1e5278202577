import {
  blankFraudReportValues,
  fraudReportFieldOfColumn as fieldOfColumn,
  fraudReportFormFields,
  type FraudReportFormValues,
} from "@repo/contact-client/fraud-report-fields"
import type { FraudReportInput } from "@repo/contact-client/fraud-report-schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import {
  checkWithUs,
  cyberCrimeChannels,
  fraudHero,
  fraudReportForm as copy,
  fraudSeo,
  howWeContact,
  neverAndSigns,
  officialHelp,
  whatToDo,
} from "@repo/content/recruitment-fraud"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { cn } from "@repo/ui/lib/cn"
import { ContactCard } from "@repo/ui/sections/contact-cards"
import { DetailCards } from "@repo/ui/sections/detail-cards"
import { FraudReportForm } from "@repo/ui/sections/fraud-report-form"
import { PageHero } from "@repo/ui/sections/page-hero"
import { ProcessSteps } from "@repo/ui/sections/process-steps"
import { SplitLists } from "@repo/ui/sections/split-lists"
import { useEffect, useState } from "react"

import { loadFraudReportTools } from "../lib/data-api"
import { failureCause } from "../lib/failure-cause"
import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta(fraudSeo)

/** Where the report form sits on the page: the hero's action and "Tell us" point at it. */
const reportAnchor = "report"

async function validate(values: FraudReportFormValues): Promise<Record<string, string>> {
  const { fraudReportErrors } = await loadFraudReportTools()
  return fraudReportErrors(values)
}

const labelOfColumn = Object.fromEntries(
  Object.entries(fieldOfColumn).map(([column, { label }]) => [column, label]),
)

async function submit(
  values: FraudReportFormValues,
  { idempotencyKey = newIdempotencyKey() }: FlowAttempt,
): Promise<FlowOutcome> {
  let client
  try {
    ;({ client } = await loadFraudReportTools())
  } catch (error) {
    return { ok: false, error, unreachable: true, cause: failureCause({ kind: "network" }, labelOfColumn) }
  }
  const result = await client.submitFraudReport(values as FraudReportInput, { idempotencyKey })
  if (result.ok) return result
  const refused = result.column ? fieldOfColumn[result.column] : undefined
  const cause = failureCause(result, labelOfColumn)
  return {
    ok: false,
    error: result,
    cause,
    unreachable: result.kind === "network" || result.kind === "timeout",
    // Beside the field, the sentence that names it rather than the database's own words.
    ...(refused ? { field: refused.field, message: cause } : {}),
  }
}

function startLoadingTools() {
  loadFraudReportTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

/** Today in India, once hydrated: the prerendered page cannot know the visitor's day. */
function useToday(): string | undefined {
  const [today, setToday] = useState<string>()
  useEffect(() => {
    setToday(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()))
  }, [])
  return today
}

/** The Government of India's channels, beside the form: for a candidate who has already paid. */
function OfficialHelp({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="official-help"
      className={cn("rounded-2xl border border-destructive/30 bg-destructive/5 p-6", className)}
    >
      <h2 id="official-help" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="triangle-alert" className="size-5 text-destructive" />
        {officialHelp.title}
      </h2>
      <p className="mt-3 text-sm leading-relaxed">{officialHelp.body}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`tel:${cyberCrimeChannels.helpline.tel}`}>
            <Icon name="phone" />
            {officialHelp.helplineLabel}
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={cyberCrimeChannels.portal.href} rel="noopener">
            <Icon name="external-link" />
            {officialHelp.portalLabel}
          </a>
        </Button>
      </div>
    </section>
  )
}

export default function RecruitmentFraud() {
  const today = useToday()
  const flow = useFormFlow<FraudReportFormValues>({
    blank: blankFraudReportValues,
    validate,
    submit,
    createIdempotencyKey: newIdempotencyKey,
    // A backstop: the insert gives up after its own 15 s (contact-client's submitTimeoutMs).
    timeoutMs: 20_000,
    notices: { failure: copy.failure },
  })
  return (
    <>
      <PageHero {...fraudHero} actions={[{ label: copy.heading, href: `#${reportAnchor}` }]} />
      {/* The addresses are long unbroken words: they wrap inside their card rather than widen it. */}
      <DetailCards {...howWeContact} columns={2} className="[overflow-wrap:anywhere]" />
      <SplitLists {...neverAndSigns} tone="muted" />
      <ProcessSteps {...whatToDo} className="[overflow-wrap:anywhere]" />
      <div
        id={reportAnchor}
        className="container-page grid scroll-mt-16 grid-cols-[minmax(0,1fr)] items-start gap-6 pb-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        {/* For a candidate who has already paid, the Government's helpline comes first on a phone. */}
        <OfficialHelp className="lg:col-start-2 lg:row-start-1" />
        <FraudReportForm
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
          copy={copy}
          fields={fraudReportFormFields}
          flow={flow}
          maxDate={today}
          sent={flow.sent !== null}
          unreachable={flow.unreachable}
          onStartOver={flow.startOver}
          onFirstInteraction={startLoadingTools}
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{copy.noScript}</p>
            </noscript>
          }
        />
        <ContactCard
          className="lg:col-start-2 lg:row-start-2 [&_a]:[overflow-wrap:anywhere]"
          title={checkWithUs.title}
          details={checkWithUs.details}
        />
      </div>
    </>
  )
}
