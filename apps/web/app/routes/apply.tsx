import {
  applicationDraftOf,
  applicationFieldOfColumn as fieldOfColumn,
  applicationFingerprint,
  applicationFormFields,
  applicationLabelOfColumn as labelOfColumn,
  blankApplicationValues,
  hasResume,
  type ApplicationFieldName,
  type ApplicationFormErrors,
  type ApplicationFormValues,
} from "@repo/contact-client/application-fields"
import type { ExperienceValue, NoticePeriodValue } from "@repo/contact-client/application-schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { formatFileSize, resumeAccept } from "@repo/contact-client/resume"
import {
  applicationForm,
  applyHref,
  applyPath,
  applySeo,
  feeNotice,
  generalApplication,
  isOpen,
  openings,
  openingsAnchor,
  type Opening,
} from "@repo/content/careers"
import { displayDate } from "@repo/content/blog"
import { fraudLink } from "@repo/content/fraud-links"
import { applicationDraftStoragePrefix } from "@repo/content/storage"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import { ApplicationForm } from "@repo/ui/sections/application-form"
import { PageHero } from "@repo/ui/sections/page-hero"
import { data } from "react-router"

import { loadApplicationTools } from "../lib/application-tools"
import { buildDate } from "../lib/build-date"
import { failureCause } from "../lib/failure-cause"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/apply"

// The form's labelled options (content) and the values the schema and database allow
// (contact-client) must be the same sets: this fails to compile if either drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type OptionValues<T extends readonly { value: string }[]> = T[number]["value"]
const experienceMatches: Same<OptionValues<typeof applicationForm.experienceOptions>, ExperienceValue> = true
const noticeMatches: Same<OptionValues<typeof applicationForm.noticePeriodOptions>, NoticePeriodValue> = true
void experienceMatches
void noticeMatches

type OpeningStatus = "open" | "closed" | "not-yet"

/** What an application is for: one of our openings. */
type Target = Pick<
  Opening,
  "id" | "title" | "location" | "department" | "experience" | "description" | "datePosted" | "validThrough"
> & {
  type: string
  /** Where the page leads back to: the role's page, or the openings on /careers. */
  backHref: string
  /** The application's own page. */
  path: string
}

/**
 * An application page as of `today`: the open application, an opening's form, or, for an opening
 * that is not taking applications that day, the page that says so. The page of a closed opening
 * stays, so links from job boards land somewhere useful. A client's role has its own quick apply
 * (quick-apply.tsx, decision 097).
 */
export function applyData(openingId: string | undefined, today: string) {
  if (openingId === undefined) return { opening: null, status: "open" as OpeningStatus }
  const found = openings.find((entry) => entry.id === openingId)
  if (!found) throw data(null, { status: 404 })
  const opening: Target = { ...found, backHref: `/careers#${openingsAnchor}`, path: applyPath(found.id) }
  const status: OpeningStatus = isOpen(found, today)
    ? "open"
    : today < found.datePosted
      ? "not-yet"
      : "closed"
  return { opening, status }
}

// One module serves /careers/apply (the open application) and /careers/apply/<opening id>; the
// loader runs at build time for every path the prerender list names.
export function loader({ params }: Route.LoaderArgs) {
  return applyData(params.openingId, buildDate())
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  if (!loaded) return []
  const role = loaded.opening?.title ?? generalApplication.title
  const page = {
    path: loaded.opening?.path ?? applyPath(),
    breadcrumb: loaded.opening ? role : "Apply",
  }
  if (loaded.status !== "open")
    // Kept for old links, but not offered to search engines: postbuild leaves it out of the sitemap.
    return [
      ...pageMeta({
        ...page,
        title: applySeo.closed.title(role),
        description: applySeo.closed.description(role),
      }),
      { name: "robots", content: "noindex, follow" },
    ]
  return pageMeta({ ...page, title: applySeo.title(role), description: applySeo.description(role) })
}

async function validate(values: ApplicationFormValues): Promise<ApplicationFormErrors> {
  const { applicationSchema, checkResume, resumeMessages } = await loadApplicationTools()
  const errors: ApplicationFormErrors = {}
  const result = applicationSchema.safeParse(values)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ApplicationFieldName
      errors[field] ??= issue.message
    }
  }
  if (!values.resume) errors.resume = resumeMessages.required
  else {
    const checked = await checkResume(values.resume)
    if (!checked.ok) errors.resume = checked.message
  }
  return errors
}

async function checkFile(file: File): Promise<string | undefined> {
  const { checkResume } = await loadApplicationTools()
  const checked = await checkResume(file)
  return checked.ok ? undefined : checked.message
}

/** On the first focus or press in the form: fetch the rules, the client and supabase-js. */
function startLoadingTools() {
  loadApplicationTools()
    .then(() => import("@repo/contact-client/submit"))
    .then(({ preload }) => preload())
    .catch(() => {
      // Tried again on submit, where a failure is shown.
    })
}

/** A closed (or not yet open) opening's page: what happened, and where to go instead. */
function NotOpen({ opening, status }: { opening: Target; status: "closed" | "not-yet" }) {
  const copy = applySeo.closed
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title={status === "closed" ? copy.heading(opening.title) : copy.notYetHeading(opening.title)}
        lead={
          status === "closed"
            ? copy.lead(displayDate(opening.validThrough))
            : copy.notYetLead(displayDate(opening.datePosted))
        }
      >
        <OpeningFacts opening={opening} />
      </PageHero>
      <div className="container-page pt-10 pb-16 sm:pt-14 sm:pb-20 lg:pb-24">
        <div className="max-w-2xl rounded-2xl border border-border p-6 sm:p-8">
          <h2 className="text-xl font-bold">{applySeo.generalHeading}</h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{copy.generalBody}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link href={applyPath()}>
                {copy.generalAction}
                <Icon name="arrow-right" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/careers#${openingsAnchor}`}>{copy.openingsAction}</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  )
}

function OpeningFacts({ opening }: { opening: Target }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-muted">
      <li className="inline-flex items-center gap-1.5">
        <Icon name="map-pin" className="size-4 text-accent" />
        {opening.location}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Icon name="briefcase" className="size-4 text-accent" />
        {opening.department}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4 text-accent" />
        {opening.experience} · {opening.type}
      </li>
    </ul>
  )
}

export default function Apply({ loaderData }: Route.ComponentProps) {
  const { opening, status } = loaderData
  if (opening && status !== "open") return <NotOpen opening={opening} status={status} />
  return <ApplicationPage opening={opening} />
}

function ApplicationPage({ opening }: { opening: Target | null }) {
  const target = opening ?? generalApplication
  // The form keeps one key per application with its draft (the same values and file keep it, across
  // a reload too), so a resend stores nothing new.
  async function submit(
    values: ApplicationFormValues & { resume: File },
    { idempotencyKey = newIdempotencyKey() }: FlowAttempt,
  ): Promise<FlowOutcome> {
    const { client } = await loadApplicationTools()
    const { resume, ...fields } = values
    const result = await client.apply(
      fields as Parameters<typeof client.apply>[0],
      { id: target.id, title: target.title },
      resume,
      { idempotencyKey },
    )
    if (result.ok) return result
    const field = result.column ? fieldOfColumn[result.column]?.field : undefined
    return {
      ok: false,
      error: result,
      unreachable: result.kind === "network" || result.kind === "timeout" || result.kind === "server",
      ...(field ? { field, message: result.message } : {}),
      notice:
        result.kind === "rate_limited"
          ? applicationForm.rateLimited
          : {
              title: applicationForm.failure.title,
              description: `${applicationForm.failure.description} ${failureCause(result, labelOfColumn)}`,
            },
    }
  }

  const flow = useFormFlow<ApplicationFormValues, ApplicationFormValues & { resume: File }>({
    blank: blankApplicationValues,
    validate,
    submit,
    ready: hasResume,
    keep: applicationDraftOf,
    fingerprint: applicationFingerprint,
    createIdempotencyKey: newIdempotencyKey,
    draftKey: `${applicationDraftStoragePrefix}${target.id}`,
    notices: { failure: applicationForm.failure },
    failureLog: applicationForm.failure.title,
  })

  const heading = opening ? applySeo.heading(opening.title) : applySeo.generalHeading
  const mailto = applyHref(target.title)
  return (
    <>
      <PageHero eyebrow="Careers" title={heading} lead={opening ? opening.description : applySeo.generalLead}>
        {opening ? <OpeningFacts opening={opening} /> : null}
      </PageHero>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] items-start gap-6 pt-10 pb-16 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ApplicationForm
          copy={{
            ...applicationForm,
            heading: "Your application",
            fallback: {
              text: applicationForm.fallbackText,
              linkLabel: applicationForm.fallbackLinkLabel,
              href: mailto,
            },
          }}
          fields={applicationFormFields}
          flow={flow}
          sent={flow.sent !== null}
          unreachable={flow.unreachable}
          checkFile={checkFile}
          formatSize={formatFileSize}
          accept={resumeAccept}
          onFirstInteraction={startLoadingTools}
          successAction={
            <div className="grid gap-5">
              <p className="flex gap-2 text-sm leading-relaxed">
                <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  {fraudLink.afterApplying}{" "}
                  <Link
                    href={fraudLink.href}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {fraudLink.label}
                  </Link>
                </span>
              </p>
              <div>
                <Button asChild variant="outline">
                  <Link href={opening?.backHref ?? `/careers#${openingsAnchor}`}>
                    <Icon name="arrow-left" />
                    {applicationForm.backToOpenings}
                  </Link>
                </Button>
              </div>
            </div>
          }
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{applicationForm.noScript}</p>
            </noscript>
          }
        />
        <aside className="grid gap-6">
          <div className="rounded-2xl border border-primary/20 bg-primary-soft/50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="shield-check" className="size-5 text-primary" />
              {feeNotice.heading}
            </h2>
            <p className="mt-3 text-sm leading-relaxed">
              {feeNotice.body}{" "}
              <Link
                href={feeNotice.link.href}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {feeNotice.link.label}
              </Link>
            </p>
          </div>
          <div className="rounded-2xl border border-border p-6">
            <h2 className="text-lg font-bold">{applicationForm.asideHeading}</h2>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{applicationForm.asideBody}</p>
            <p className="mt-3 text-sm leading-relaxed">
              <Link
                href={`/careers#how-we-hire`}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {applicationForm.asideLink}
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}
