import {
  blankQuickApplyValues,
  quickApplyDraftOf,
  quickApplyFieldOfColumn as fieldOfColumn,
  quickApplyFingerprint,
  quickApplyFormFieldsIn,
  quickApplyLabelOfColumn,
  type QuickApplyFormValues,
} from "@repo/contact-client/quick-apply-fields"
import type { ExperienceValue, NoticePeriodValue } from "@repo/contact-client/application-schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { formatFileSize, resumeOrPhotoAccept, type ResumeCheck } from "@repo/contact-client/resume"
import { feeNotice } from "@repo/content/careers"
import { formFailureCauses, type FormFailureCauses } from "@repo/content/form-failures"
import {
  engagementLabels,
  jobApplyPath,
  jobPath,
  jobsPath,
  roleIsOpen,
  type ClientRole,
} from "@repo/content/jobs"
import { quickApplyCopy, quickApplySeo, type QuickApplyCopy } from "@repo/content/quick-apply"
import { site } from "@repo/content/site"
import { applicationDraftStoragePrefix } from "@repo/content/storage"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { PageHero } from "@repo/ui/sections/page-hero"
import { QuickApplyForm } from "@repo/ui/sections/quick-apply-form"
import { data } from "react-router"

import { buildDate } from "../lib/build-date"
import { failureCause } from "../lib/failure-cause"
import { hindiQuickApplyData } from "../lib/hindi-jobs.server"
import type { Locale } from "../lib/locale"
import { alternateLinks, localeLinks, localePath } from "../lib/locale-paths"
import { loadQuickApplyTools } from "../lib/quick-apply-tools"
import { pageMeta } from "../lib/seo"
import { pageLanguage, type QuickApplyWords } from "../lib/words.server"
import type { Route } from "./+types/quick-apply"

// A client's role takes a quick apply (decision 097): a name, a mobile number and a city. The firm's
// own openings at /careers/apply keep the fuller form (apply.tsx). /hi/jobs/<role>/apply is the same
// page in Hindi (decision 103): its loader gives the words, the page fills in the role.

// The form's labelled options (content) and the values the schema and database allow
// (contact-client) must be the same sets: this fails to compile if either drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type OptionValues<T extends readonly { value: string }[]> = T[number]["value"]
const experienceMatches: Same<OptionValues<typeof quickApplyCopy.experienceOptions>, ExperienceValue> = true
const noticeMatches: Same<OptionValues<typeof quickApplyCopy.noticePeriodOptions>, NoticePeriodValue> = true
void experienceMatches
void noticeMatches

/** The role's facts the page and the row need, on the day of the build; 404 once it is closed. */
export function quickApplyData(slug: string, today: string, roles: readonly ClientRole[]) {
  const role = roles.find((entry) => entry.slug === slug)
  if (!role || !roleIsOpen(role, today)) throw data(null, { status: 404 })
  return {
    role: {
      slug: role.slug,
      title: role.title,
      client: role.client,
      location: role.location,
      function: role.function,
      experience: role.experience,
      type: engagementLabels[role.engagement],
      summary: role.summary,
    },
  }
}

/** `{role}` in a Hindi template, filled in with the role's title. */
const withRole = (template: string, title: string) => template.replaceAll("{role}", title)

// Runs when the site is built, for each open role's form in English and in Hindi. The head (title,
// hreflang pairs, the trail) and the page's links are made here too, so that the English page's
// script carries no Hindi and no address of the other language.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { jobsOnDisk } = await import("@repo/content/disk")
  const language = pageLanguage(new URL(request.url).pathname)
  const alternates = alternateLinks(language.alternates, language.locale)
  if (language.locale === "hi") {
    const { page: pageWords, ...page } = hindiQuickApplyData(params.slug, buildDate(), jobsOnDisk())
    const { seo, ...around } = pageWords
    const { role } = page
    const links = { jobs: localePath(jobsPath, "hi"), role: localePath(jobPath(role.slug), "hi") }
    const path = localePath(jobApplyPath(role.slug), "hi")
    const head = pageMeta({
      path,
      title: withRole(seo.title, role.title),
      description: withRole(seo.description, role.title),
      alternates,
      ogLocale: "hi_IN",
      trail: [
        { name: language.frame?.header.linksBefore[0]?.label ?? "Home", path: "/" },
        {
          name:
            language.frame?.header.linksAfter.find((link) => link.href === links.jobs)?.label ?? links.jobs,
          path: links.jobs,
        },
        { name: role.title, path: links.role },
        { name: seo.crumb, path },
      ],
    }).concat(localeLinks("hi"))
    return { ...page, page: around, links, head, language }
  }
  const page = quickApplyData(params.slug, buildDate(), jobsOnDisk())
  const head = pageMeta({
    path: jobApplyPath(page.role.slug),
    breadcrumb: page.role.title,
    title: quickApplySeo.title(page.role.title),
    description: quickApplySeo.description(page.role.title),
    alternates,
  })
  return { ...page, head, language }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => loaded?.head ?? []

type PageRole = ReturnType<typeof quickApplyData>["role"]

/** The Hindi loader's words as the page's copy: its two templates made functions of the role's title. */
function copyOf(words: QuickApplyWords): QuickApplyCopy {
  return {
    ...words,
    heading: (title) => withRole(words.heading, title),
    fallbackSubject: (title) => withRole(words.fallbackSubject, title),
  }
}

/** What the page shows around the form in each language: the fee notice and why a send failed. */
type PageWords = {
  feeNotice: { heading: string; body: string; link: { label: string; href: string } }
  causes: FormFailureCauses
  /** The field's label for each column a refusal names. */
  labels: Readonly<Record<string, string>>
}
const englishPage: PageWords = { feeNotice, causes: formFailureCauses, labels: quickApplyLabelOfColumn }

/** What a résumé check's refusal says, in the page's words. */
function resumeMessage(copy: QuickApplyCopy, checked: ResumeCheck): string | undefined {
  if (checked.ok) return undefined
  const messages = copy.messages.resume
  return checked.reason === "too-large" ? messages.tooLarge : messages[checked.reason]
}

function startLoadingTools() {
  loadQuickApplyTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

type QuickApplyPageProps = {
  /** The role as the page shows it, in the page's language where its file has one. */
  role: Omit<PageRole, "function">
  /** The jobs page and the role's page, in the page's language. */
  links?: { jobs: string; role: string }
  /** The role as the row and the firm's mail name it: its English, in either language. */
  applied?: { slug: string; title: string; client: string; location: string }
  /** The language of the role's own words where it differs from the page's: "en" on a Hindi page. */
  textLang?: string
  copy?: QuickApplyCopy
  page?: PageWords
  locale?: Locale
}

/** The page of one role's quick apply, in the words of `copy` (English unless a page passes another). */
export function QuickApplyPage({
  role,
  links = { jobs: jobsPath, role: jobPath(role.slug) },
  applied = role,
  textLang,
  copy = quickApplyCopy,
  page = englishPage,
  locale = "en",
}: QuickApplyPageProps) {
  const roleLang = textLang === "en" && locale !== "en" ? "en" : undefined
  const { labels } = page
  async function validate(values: QuickApplyFormValues): Promise<Record<string, string>> {
    const { quickApplyErrors, checkResume } = await loadQuickApplyTools()
    const errors: Record<string, string> = quickApplyErrors(values, copy.messages)
    if (values.resume) {
      const message = resumeMessage(copy, await checkResume(values.resume, { photos: true }))
      if (message) errors.resume = message
    }
    return errors
  }

  async function checkFile(file: File): Promise<string | undefined> {
    const { checkResume } = await loadQuickApplyTools()
    return resumeMessage(copy, await checkResume(file, { photos: true }))
  }

  async function submit(
    values: QuickApplyFormValues,
    { idempotencyKey = newIdempotencyKey() }: FlowAttempt,
  ): Promise<FlowOutcome> {
    let client
    try {
      ;({ client } = await loadQuickApplyTools())
    } catch (error) {
      return {
        ok: false,
        error,
        unreachable: true,
        cause: failureCause({ kind: "network" }, labels, undefined, page.causes),
      }
    }
    const { resume, ...fields } = values
    const result = await client.apply(
      // The rules check the consent again; the form's box may be unticked here only if they could not load.
      fields as Parameters<typeof client.apply>[0],
      { slug: applied.slug, title: applied.title, client: applied.client, location: applied.location },
      resume,
      { idempotencyKey },
    )
    if (result.ok) return result
    const field = result.column ? fieldOfColumn[result.column]?.field : undefined
    const cause = failureCause(result, labels, undefined, page.causes)
    return {
      ok: false,
      error: result,
      unreachable: result.kind === "network" || result.kind === "timeout" || result.kind === "server",
      // Beside the field: the database's words in English, the sentence that names the field elsewhere.
      ...(field ? { field, message: locale === "en" ? result.message : cause } : {}),
      notice:
        result.kind === "rate_limited"
          ? copy.rateLimited
          : { title: copy.failure.title, description: `${copy.failure.description} ${cause}` },
    }
  }

  const flow = useFormFlow<QuickApplyFormValues>({
    blank: blankQuickApplyValues,
    validate,
    submit,
    keep: quickApplyDraftOf,
    fingerprint: quickApplyFingerprint,
    createIdempotencyKey: newIdempotencyKey,
    draftKey: `${applicationDraftStoragePrefix}quick-${role.slug}`,
    notices: { failure: copy.failure },
    failureLog: copy.failure.title,
  })

  const mailto = `mailto:${site.careersEmail}?subject=${encodeURIComponent(copy.fallbackSubject(role.title))}`
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading(role.title)}
        lead={role.summary}
        leadLang={roleLang}
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-muted">
          <li className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4 text-accent" />
            {role.location}
          </li>
          <li className="inline-flex items-center gap-1.5" lang={roleLang}>
            <Icon name="briefcase" className="size-4 text-accent" />
            {role.client}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Icon name="clock" className="size-4 text-accent" />
            {role.experience} · {role.type}
          </li>
        </ul>
      </PageHero>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] items-start gap-6 pt-10 pb-16 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:pb-24 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <QuickApplyForm
          copy={{ ...copy, fallback: { ...copy.fallback, href: mailto } }}
          fields={quickApplyFormFieldsIn(copy)}
          flow={flow}
          sent={flow.sent !== null}
          unreachable={flow.unreachable}
          checkFile={checkFile}
          formatSize={formatFileSize}
          accept={resumeOrPhotoAccept}
          onFirstInteraction={startLoadingTools}
          afterSent={
            <div>
              <Button asChild variant="outline">
                <Link href={links.jobs}>
                  <Icon name="arrow-left" />
                  {copy.sent.back}
                </Link>
              </Button>
            </div>
          }
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{copy.noScript}</p>
            </noscript>
          }
        />
        <aside className="grid gap-6">
          <div className="rounded-2xl border border-border p-6">
            <h2 className="text-lg font-bold">{copy.aside.heading}</h2>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-muted-foreground">
              {copy.aside.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <Link
                href={links.role}
                lang={roleLang}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {role.title}
              </Link>
            </p>
          </div>
          <div className="rounded-2xl border border-primary/20 bg-primary-soft/50 p-6">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Icon name="shield-check" className="size-5 text-primary" />
              {page.feeNotice.heading}
            </h2>
            <p className="mt-3 text-sm leading-relaxed">
              {page.feeNotice.body}{" "}
              <Link
                href={page.feeNotice.link.href}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {page.feeNotice.link.label}
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}

export default function QuickApply({ loaderData }: Route.ComponentProps) {
  if ("words" in loaderData)
    return (
      <QuickApplyPage
        role={loaderData.role}
        links={loaderData.links}
        applied={loaderData.applied}
        textLang={loaderData.textLang}
        copy={copyOf(loaderData.words)}
        page={loaderData.page}
        locale="hi"
      />
    )
  return <QuickApplyPage role={loaderData.role} />
}
