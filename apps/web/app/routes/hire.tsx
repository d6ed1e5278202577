import {
  blankBriefValues,
  briefFieldOfColumn as fieldOfColumn,
  briefFormFields,
  briefLabelOfColumn as labelOfColumn,
  type BriefFormValues as StaffingBriefValues,
} from "@repo/contact-client/brief-fields"
import type { BriefInput } from "@repo/contact-client/brief-schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { dateInIndia } from "@repo/content/dates"
import { quickContact } from "@repo/content/contact"
import { hirePath } from "@repo/content/hire-links"
import { briefDraftStorageKey } from "@repo/content/storage"
import {
  engagementKinds,
  hireHero,
  hireNextSteps,
  hireSeo,
  maxBriefRoles,
  staffingBriefForm,
  type EngagementKind,
} from "@repo/content/staffing-request"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import { ContactCard } from "@repo/ui/sections/contact-cards"
import { PageHero } from "@repo/ui/sections/page-hero"
import { StaffingBriefForm } from "@repo/ui/sections/staffing-brief-form"
import { startTransition, useEffect, useState } from "react"
import { useSearchParams } from "react-router"

import { loadBriefTools } from "../lib/data-api"
import { failureCause } from "../lib/failure-cause"
import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta({ ...hireSeo, path: hirePath })

const copy = staffingBriefForm

async function validate(values: StaffingBriefValues): Promise<Record<string, string>> {
  const { briefErrors } = await loadBriefTools()
  return briefErrors(values)
}

async function submit(
  values: StaffingBriefValues,
  { idempotencyKey = newIdempotencyKey() }: FlowAttempt,
): Promise<FlowOutcome> {
  let client
  try {
    ;({ client } = await loadBriefTools())
  } catch (error) {
    return { ok: false, error, unreachable: true, cause: failureCause({ kind: "network" }, labelOfColumn) }
  }
  const result = await client.submitBrief(values as BriefInput, { idempotencyKey })
  if (result.ok) return result
  const refused = result.column ? fieldOfColumn[result.column] : undefined
  return {
    ok: false,
    error: result,
    cause: failureCause(result, labelOfColumn),
    unreachable: result.kind === "network" || result.kind === "timeout",
    ...(refused && refused.field !== "roles" ? { field: refused.field, message: result.message } : {}),
  }
}

function startLoadingTools() {
  loadBriefTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

/** The engagement a link chose (`?engagement=rpo`), if it is one of the brief's. */
function engagementOf(value: string | null): EngagementKind | undefined {
  return engagementKinds.find((kind) => kind.value === value)?.value
}

/**
 * Today in India, once hydrated: the prerendered page cannot know the visitor's day. A transition,
 * so React renders the brief again in slices between the browser's own work, not in one task.
 */
function useToday(): string | undefined {
  const [today, setToday] = useState<string>()
  useEffect(() => {
    startTransition(() => setToday(dateInIndia()))
  }, [])
  return today
}

function NextSteps({ headingLevel: Heading = "h2" }: { headingLevel?: "h2" | "h3" }) {
  return (
    <div>
      <Heading className="font-bold">{hireNextSteps.title}</Heading>
      <ol className="mt-3 grid gap-3">
        {hireNextSteps.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 leading-relaxed">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-sm">
              <strong className="block font-semibold">{step.title}</strong>
              <span className="text-muted-foreground">{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

export default function Hire() {
  const [searchParams] = useSearchParams()
  const engagement = engagementOf(searchParams.get("engagement"))
  const today = useToday()
  const flow = useFormFlow<StaffingBriefValues>({
    blank: blankBriefValues,
    validate,
    submit,
    draftKey: briefDraftStorageKey,
    preset: engagement ? { engagement } : undefined,
    createIdempotencyKey: newIdempotencyKey,
    // A backstop: the insert gives up after its own 15 s (contact-client's submitTimeoutMs).
    timeoutMs: 20_000,
    notices: { failure: copy.failure },
  })
  return (
    <>
      <PageHero {...hireHero} />
      <div className="container-page grid items-start gap-6 pt-10 pb-16 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <StaffingBriefForm
          copy={copy}
          fields={briefFormFields}
          flow={flow}
          maxRoles={maxBriefRoles}
          minDate={today}
          sentTo={flow.sent?.email.trim() ?? null}
          nextSteps={<NextSteps headingLevel="h3" />}
          onStartOver={flow.startOver}
          onFirstInteraction={startLoadingTools}
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{copy.noScript}</p>
            </noscript>
          }
        />
        <aside data-slot="brief-aside" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <div className="rounded-2xl border border-primary/20 bg-primary-soft/50 p-6">
            <NextSteps />
          </div>
          <ContactCard title={quickContact.title} details={quickContact.details} />
        </aside>
      </div>
    </>
  )
}
