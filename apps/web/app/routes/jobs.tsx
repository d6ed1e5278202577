import {
  blankJobAlertValues,
  jobAlertFieldOfColumn,
  jobAlertFields,
  jobAlertFormFields,
  type JobAlertFormField,
  type JobAlertFormValues,
} from "@repo/contact-client/job-alert-fields"
import type { JobAlertFilters, JobAlertInput, JobAlertMessages } from "@repo/contact-client/job-alert-schema"
import { formFailureCauses, type FormFailureCauses } from "@repo/content/form-failures"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import {
  engagementLabels,
  engagements,
  formatPay,
  jobCard,
  jobAlertForm,
  jobFilterKeys,
  jobPath,
  jobsElsewhere,
  jobsHero,
  jobsList,
  jobsPath,
  jobsSeo,
  roleIsOpen,
  type JobFilters,
} from "@repo/content/jobs"
import type { ClientRole } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { Link } from "@repo/ui/components/link"
import { JobAlertForm, type JobAlertCopy } from "@repo/ui/sections/job-alert-form"
import { JobSearch, type JobFilter, type JobFilterValues } from "@repo/ui/sections/job-search"
import { PageHero } from "@repo/ui/sections/page-hero"
import { startTransition, useEffect, useState } from "react"
import { useSearchParams } from "react-router"

import { buildDate } from "../lib/build-date"
import { loadJobAlertTools } from "../lib/data-api"
import { failureCause } from "../lib/failure-cause"
import { alternateLinks, localeLinks, formatDayIn, localePath } from "../lib/locale-paths"
import { pageMeta } from "../lib/seo"
import { hindiJobsData } from "../lib/hindi-jobs.server"
import { pageLanguage } from "../lib/words.server"
import type { Route } from "./+types/jobs"

/** /jobs as of `today`: the roles open that day, as cards, and the filters' choices among them. */
export function jobsData(today: string, roles: readonly ClientRole[]) {
  const open = roles.filter((role) => roleIsOpen(role, today))
  const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "en-IN"))
  return {
    roles: open.map((role) => ({
      ...jobCard(role),
      href: jobPath(role.slug),
      engagementLabel: engagementLabels[role.engagement],
      pay: formatPay(role.pay),
    })),
    locations: distinct(open.map((role) => role.location)),
    functions: distinct(open.map((role) => role.function)),
  }
}

// Runs when the site is built: a role past its last day is gone from the next build. The files are
// read from disk, imported here so that no client code names the reader. The address says which
// language (/jobs or /hi/jobs).
export async function loader({ request }: Route.LoaderArgs) {
  const { jobsOnDisk } = await import("@repo/content/disk")
  const language = pageLanguage(new URL(request.url).pathname)
  if (language.locale === "hi") {
    const files = jobsOnDisk()
    return { ...hindiJobsData(jobsData(buildDate(), files), files), language }
  }
  // The English page carries no role's Hindi (decision 104): its first load stays as it was.
  const roles = jobsOnDisk().map(({ hi: _hi, ...role }) => role)
  return { ...jobsData(buildDate(), roles), words: undefined, alertWords: undefined, language }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const alternates = alternateLinks(loaded?.language.alternates, loaded?.language.locale)
  const hindi = loaded?.words
  if (!hindi) return pageMeta({ ...jobsSeo, path: jobsPath, alternates })
  const path = localePath(jobsPath, "hi")
  const home = loaded.language.frame?.header.linksBefore[0]?.label ?? "Home"
  return pageMeta({
    ...hindi.seo,
    path,
    alternates,
    ogLocale: "hi_IN",
    trail: [
      { name: home, path: "/" },
      { name: hindi.hero.eyebrow, path },
    ],
  }).concat(localeLinks("hi"))
}

/** The filters the address names, keeping only values some open role has. */
function filtersFrom(
  params: URLSearchParams,
  known: Record<keyof JobFilters, readonly string[]>,
): JobFilterValues {
  const values: JobFilterValues = {}
  for (const key of jobFilterKeys) {
    const value = params.get(key)
    if (value && known[key].includes(value)) values[key] = value
  }
  return values
}

/** The alert form's words, its rules' messages and why a send failed, in the page's language. */
type AlertWords = {
  copy: JobAlertCopy & { failure: { title: string; description: string } }
  fields: readonly JobAlertFormField[]
  /** Undefined: the rules' own, in English. */
  messages?: JobAlertMessages
  causes: FormFailureCauses
}

/** On /jobs; /hi/jobs's loader gives them in Hindi. */
const englishAlert: AlertWords = { copy: jobAlertForm, fields: jobAlertFormFields, causes: formFailureCauses }

/** The label a visitor knows for each column the database may refuse, as the form draws it. */
const labelsOfColumns = (fields: readonly JobAlertFormField[]) =>
  Object.fromEntries(fields.map((field) => [jobAlertFields[field.name].column, field.label]))

/** Saves the alert: the address and consent typed, the search's filters as they are now. */
async function subscribe(
  values: JobAlertFormValues,
  filters: JobAlertFilters,
  { idempotencyKey = newIdempotencyKey() }: FlowAttempt,
  words: AlertWords,
): Promise<FlowOutcome> {
  const alertLabelOfColumn = labelsOfColumns(words.fields)
  let client
  try {
    ;({ client } = await loadJobAlertTools())
  } catch (error) {
    return {
      ok: false,
      error,
      unreachable: true,
      cause: failureCause({ kind: "network" }, alertLabelOfColumn, undefined, words.causes),
    }
  }
  const result = await client.subscribeJobAlert(values as JobAlertInput, {
    idempotencyKey,
    filters,
    sourcePath: window.location.pathname,
  })
  if (result.ok) return result
  const refused = result.column ? jobAlertFieldOfColumn[result.column] : undefined
  const cause = failureCause(result, alertLabelOfColumn, undefined, words.causes)
  return {
    ok: false,
    error: result,
    cause,
    unreachable: result.kind === "network" || result.kind === "timeout",
    ...(refused ? { field: refused.field, message: cause } : {}),
  }
}

/** A card's day on /hi/jobs; one function, so a card re-rendered with the same role stays as it is. */
const formatHindiDay = (iso: string) => formatDayIn(iso, "hi")

function startLoadingAlertTools() {
  loadJobAlertTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { roles, locations, functions, words: hindi, alertWords } = loaderData
  const hero = hindi?.hero ?? jobsHero
  const list = hindi?.list ?? jobsList
  const elsewhere = hindi?.elsewhere ?? jobsElsewhere
  const engagementLabel = hindi?.engagementLabels ?? engagementLabels
  const alert: AlertWords = alertWords ?? englishAlert
  const functionLabel = (value: string) =>
    hindi?.functionLabels[value as keyof typeof hindi.functionLabels] ?? value
  const [params, setParams] = useSearchParams()
  // The prerendered page lists every role; the address's filters apply once the page runs, so the
  // first render in the browser matches that HTML.
  // A transition: React renders the page again in slices between the browser's own work, not in
  // one task right after hydration.
  const [live, setLive] = useState(false)
  useEffect(() => startTransition(() => setLive(true)), [])
  const known = { location: locations, function: functions, engagement: engagements }
  const values = live ? filtersFrom(params, known) : {}

  const filters: JobFilter[] = [
    {
      name: "location",
      ...list.filters.location,
      options: locations.map((value) => ({ value, label: value })),
    },
    {
      name: "function",
      ...list.filters.function,
      options: functions.map((value) => ({
        value,
        label: functionLabel(value),
      })),
    },
    {
      name: "engagement",
      ...list.filters.engagement,
      options: engagements.map((value) => ({ value, label: engagementLabel[value] })),
    },
  ]

  // The filters at the moment of sending: a ref-free read of the latest values.
  const chosen = { location: values.location, function: values.function, engagement: values.engagement }
  const alertFlow = useFormFlow<JobAlertFormValues>({
    blank: blankJobAlertValues,
    validate: async (typed) => (await loadJobAlertTools()).jobAlertErrors(typed, alert.messages),
    submit: (typed, attempt) => subscribe(typed, chosen, attempt, alert),
    createIdempotencyKey: newIdempotencyKey,
    fingerprint: (typed) => JSON.stringify([typed, chosen]),
    timeoutMs: 20_000,
    notices: { failure: alert.copy.failure },
  })
  // The chosen filters as the page's language names them (the alert stores their values).
  const chosenLabels = [
    values.location,
    values.function ? functionLabel(values.function) : undefined,
    values.engagement ? engagementLabel[values.engagement as keyof typeof engagementLabel] : undefined,
  ].filter((label): label is string => Boolean(label))

  function change(next: JobFilterValues) {
    const search = new URLSearchParams()
    for (const key of jobFilterKeys) if (next[key]) search.set(key, next[key])
    setParams(search, { replace: true, preventScrollReset: true })
  }

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className="container-page py-12 sm:py-16 lg:py-20">
        <h2 className="sr-only">{list.heading}</h2>
        {roles.length > 0 ? (
          <JobSearch
            roles={roles}
            filters={filters}
            values={values}
            onValuesChange={change}
            live={live}
            action={hindi ? localePath(jobsPath, "hi") : jobsPath}
            filtersLabel={list.filtersLabel}
            applyLabel={list.apply}
            clearLabel={list.clear}
            noneMessage={list.none}
            viewLabel={list.viewLabel}
            words={hindi?.card}
            formatDate={hindi ? formatHindiDay : undefined}
          />
        ) : (
          <p className="max-w-2xl text-lg text-muted-foreground">{list.empty}</p>
        )}
        <JobAlertForm
          id="job-alerts"
          className="mt-14 max-w-3xl scroll-mt-16"
          copy={alert.copy}
          fields={alert.fields}
          filters={chosenLabels}
          flow={alertFlow}
          sent={alertFlow.sent !== null}
          onStartOver={alertFlow.startOver}
          onFirstInteraction={startLoadingAlertTools}
        />
        <div data-slot="jobs-elsewhere" className="mt-14 grid gap-5 md:grid-cols-2">
          {[
            {
              heading: elsewhere.generalHeading,
              body: elsewhere.generalBody,
              action: elsewhere.generalAction,
              primary: true,
            },
            {
              heading: elsewhere.ownHeading,
              body: elsewhere.ownBody,
              action: elsewhere.ownAction,
              primary: false,
            },
          ].map((block) => (
            <section key={block.heading} className="rounded-2xl border border-border p-6 sm:p-8">
              <h2 className="text-xl font-bold">{block.heading}</h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{block.body}</p>
              <Button asChild variant={block.primary ? "primary" : "outline"} className="mt-6">
                <Link href={block.action.href}>{block.action.label}</Link>
              </Button>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
