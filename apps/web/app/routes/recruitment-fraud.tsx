import {
  blankFraudReportValues,
  fraudReportFieldOfColumn as fieldOfColumn,
  fraudReportFormFields,
  type FraudReportFormValues,
} from "@repo/contact-client/fraud-report-fields"
import type { FraudReportInput, FraudReportMessages } from "@repo/contact-client/fraud-report-schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { dateInIndia } from "@repo/content/dates"
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
import { alternateLinks, localeLinks } from "../lib/locale-paths"
import { pageMeta } from "../lib/seo"
import { fraudWords, pageLanguage } from "../lib/words.server"
import type { Route } from "./+types/recruitment-fraud"

// Runs when the site is built: /recruitment-fraud in English from @repo/content, and
// /hi/recruitment-fraud with the Hindi words, its form's labels and its messages included.
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname)
  return { language, words: language.locale === "hi" ? fraudWords("hi") : undefined }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const alternates = alternateLinks(loaded?.language.alternates, loaded?.language.locale)
  const hindi = loaded?.words
  if (!hindi) return pageMeta({ ...fraudSeo, alternates })
  return pageMeta({
    ...hindi.seo,
    alternates,
    ogLocale: "hi_IN",
    trail: [
      { name: loaded.language.frame?.header.linksBefore[0]?.label ?? "Home", path: "/" },
      { name: hindi.hero.title, path: hindi.seo.path },
    ],
  }).concat(localeLinks("hi"))
}

/** Where the report form sits on the page: the hero's action and "Tell us" point at it. */
const reportAnchor = "report"

/** The English page's words, from @repo/content, in the shape the Hindi page's loader gives. */
const englishWords = {
  hero: fraudHero,
  howWeContact,
  neverAndSigns,
  whatToDo,
  officialHelp,
  form: copy,
  checkWithUs,
  errors: undefined as FraudReportMessages | undefined,
}

function validateIn(messages: FraudReportMessages | undefined) {
  return async (values: FraudReportFormValues): Promise<Record<string, string>> => {
    const { fraudReportErrors } = await loadFraudReportTools()
    return fraudReportErrors(values, undefined, messages)
  }
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

type FormField = (typeof fraudReportFormFields)[keyof typeof fraudReportFormFields][number]

/** The form's fields, section by section, each passed through `change`. */
function mapFields(change: (field: FormField) => FormField): typeof fraudReportFormFields {
  return Object.fromEntries(
    Object.entries(fraudReportFormFields).map(([section, list]) => [section, list.map(change)]),
  ) as typeof fraudReportFormFields
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
    setToday(dateInIndia())
  }, [])
  return today
}

/** The Government of India's channels, beside the form: for a candidate who has already paid. */
function OfficialHelp({
  className,
  words,
}: {
  className?: string
  words: Record<keyof typeof officialHelp, string>
}) {
  return (
    <section
      aria-labelledby="official-help"
      className={cn("rounded-2xl border border-destructive/30 bg-destructive/5 p-6", className)}
    >
      <h2 id="official-help" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="triangle-alert" className="size-5 text-destructive" />
        {words.title}
      </h2>
      <p className="mt-3 text-sm leading-relaxed">{words.body}</p>
      {/* The labels may wrap: a Hindi label is wider than a 320 px card holds on one line. */}
      <div className="mt-4 flex flex-wrap gap-2 [&_a]:h-auto [&_a]:max-w-full [&_a]:min-h-9 [&_a]:whitespace-normal [&_a]:py-1.5 [&_a]:text-left">
        <Button asChild size="sm" variant="outline">
          <a href={`tel:${cyberCrimeChannels.helpline.tel}`}>
            <Icon name="phone" />
            {words.helplineLabel}
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={cyberCrimeChannels.portal.href} rel="noopener">
            <Icon name="external-link" />
            {words.portalLabel}
          </a>
        </Button>
      </div>
    </section>
  )
}

export default function RecruitmentFraud({ loaderData }: Route.ComponentProps) {
  const words = loaderData?.words ?? englishWords
  const today = useToday()
  const [validate] = useState(() => validateIn(words.errors))
  const flow = useFormFlow<FraudReportFormValues>({
    blank: blankFraudReportValues,
    validate,
    submit,
    createIdempotencyKey: newIdempotencyKey,
    // A backstop: the insert gives up after its own 15 s (contact-client's submitTimeoutMs).
    timeoutMs: 20_000,
    notices: { failure: words.form.failure },
  })
  // The field table's controls with the page's own words for each field.
  const fields = loaderData?.words
    ? mapFields((field) => ({ ...field, ...words.form.fields[field.name] }))
    : fraudReportFormFields
  return (
    <>
      <PageHero {...words.hero} actions={[{ label: words.form.heading, href: `#${reportAnchor}` }]} />
      {/* The addresses are long unbroken words: they wrap inside their card rather than widen it. */}
      <DetailCards {...words.howWeContact} columns={2} className="[overflow-wrap:anywhere]" />
      <SplitLists {...words.neverAndSigns} tone="muted" />
      <ProcessSteps {...words.whatToDo} className="[overflow-wrap:anywhere]" />
      <div
        id={reportAnchor}
        className="container-page grid scroll-mt-16 grid-cols-[minmax(0,1fr)] items-start gap-6 pb-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        {/* For a candidate who has already paid, the Government's helpline comes first on a phone. */}
        <OfficialHelp className="lg:col-start-2 lg:row-start-1" words={words.officialHelp} />
        <FraudReportForm
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
          copy={words.form}
          fields={fields}
          flow={flow}
          maxDate={today}
          sent={flow.sent !== null}
          unreachable={flow.unreachable}
          onStartOver={flow.startOver}
          onFirstInteraction={startLoadingTools}
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{words.form.noScript}</p>
            </noscript>
          }
        />
        <ContactCard
          className="lg:col-start-2 lg:row-start-2 [&_a]:[overflow-wrap:anywhere]"
          title={words.checkWithUs.title}
          details={words.checkWithUs.details}
        />
      </div>
    </>
  )
}
