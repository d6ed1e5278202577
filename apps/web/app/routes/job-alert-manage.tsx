import { jobAlertPages } from "@repo/content/job-alert-pages"
import { engagementLabels, engagements, jobsList, jobsPath, roleIsOpen } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { FormCard, FormSent } from "@repo/ui/components/field"
import { Icon } from "@repo/ui/components/icon"
import { Label } from "@repo/ui/components/label"
import { Link } from "@repo/ui/components/link"
import { NativeSelect } from "@repo/ui/components/native-select"
import { SubmitButton } from "@repo/ui/components/submit-button"
import { useEffect, useId, useState, type FormEvent } from "react"

import { buildDate } from "../lib/build-date"
import { callTokenRpc, jobAlertLinkMeta, NotDone, RpcRefused } from "../lib/job-alert-link"
import type { Route } from "./+types/job-alert-manage"

// /jobs/alerts/manage?token=…, linked from every alert mail and the confirmed page (issue 44): the
// alert's filters, to change or to stop. Prerendered without the token, which is read once the page
// runs and sent only to the two RPCs that take it (decision 100).

const copy = jobAlertPages.manage
type FilterKey = "location" | "function" | "engagement"
type Values = Record<FilterKey, string>
type Answer = {
  status: "active"
  location: string | null
  function: string | null
  engagement: string | null
}
type Loaded = "loading" | "failed" | "unknown" | "expired" | "active"

const blank: Values = { location: "", function: "", engagement: "" }

// Runs when the site is built: the choices /jobs offers that day.
export async function loader() {
  const { jobsOnDisk } = await import("@repo/content/disk")
  const today = buildDate()
  const open = jobsOnDisk().filter((role) => roleIsOpen(role, today))
  const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "en-IN"))
  return {
    locations: distinct(open.map((role) => role.location)),
    functions: distinct(open.map((role) => role.function)),
  }
}

export const meta = () => jobAlertLinkMeta(copy)

function isAnswer(value: unknown): value is Answer | { status: "unknown" | "expired" } {
  return typeof value === "object" && value !== null && "status" in value
}

/** The filters as a visitor reads them: "Pune, Contract", or "every new role". */
function described(values: Values): string {
  const chosen = [
    values.location,
    values.function,
    values.engagement ? engagementLabels[values.engagement as keyof typeof engagementLabels] : "",
  ].filter(Boolean)
  return chosen.length > 0 ? chosen.join(", ") : copy.anyRole
}

/** The alert's filters in the three lists of /jobs, a save button, and the way out. */
export default function JobAlertManage({ loaderData }: Route.ComponentProps) {
  const id = useId()
  const [token, setToken] = useState<string | null>()
  const [loaded, setLoaded] = useState<Loaded>("loading")
  const [values, setValues] = useState<Values>(blank)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<"failed" | "refused">()
  const [saved, setSaved] = useState<Values>()

  async function load(withToken: string) {
    setLoaded("loading")
    try {
      const answer = await callTokenRpc("job_alert_filters", { token: withToken })
      if (!isAnswer(answer)) throw new Error("job_alert_filters: no status")
      if (answer.status === "active")
        setValues({
          location: answer.location ?? "",
          function: answer.function ?? "",
          engagement: answer.engagement ?? "",
        })
      setLoaded(answer.status === "active" || answer.status === "expired" ? answer.status : "unknown")
    } catch (error) {
      console.error(error)
      setLoaded("failed")
    }
  }

  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get("token")
    setToken(found)
    if (found) void load(found)
  }, [])

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!token || sending) return
    setSending(true)
    setProblem(undefined)
    try {
      const answer = await callTokenRpc("change_job_alert_filters", {
        token,
        location: values.location || null,
        function: values.function || null,
        engagement: values.engagement || null,
      })
      if (!isAnswer(answer)) throw new Error("change_job_alert_filters: no status")
      if (answer.status === "active") {
        const stored = {
          location: answer.location ?? "",
          function: answer.function ?? "",
          engagement: answer.engagement ?? "",
        }
        setValues(stored)
        setSaved(stored)
      } else setLoaded(answer.status === "expired" ? "expired" : "unknown")
    } catch (error) {
      console.error(error)
      setProblem(error instanceof RpcRefused && error.status < 500 ? "refused" : "failed")
    } finally {
      setSending(false)
    }
  }

  // The lists of /jobs, and the alert's own value where no open role has it today.
  const withCurrent = (options: readonly string[], current: string) =>
    current && !options.includes(current) ? [...options, current] : options
  const lists: {
    name: FilterKey
    label: string
    any: string
    options: { value: string; label: string }[]
  }[] = [
    {
      name: "location",
      ...jobsList.filters.location,
      options: withCurrent(loaderData.locations, values.location).map((value) => ({ value, label: value })),
    },
    {
      name: "function",
      ...jobsList.filters.function,
      options: withCurrent(loaderData.functions, values.function).map((value) => ({ value, label: value })),
    },
    {
      name: "engagement",
      ...jobsList.filters.engagement,
      options: engagements.map((value) => ({ value, label: engagementLabels[value] })),
    },
  ]

  const back = (
    <Button asChild variant="outline">
      <Link href={jobsPath}>
        <Icon name="arrow-right" />
        {copy.back}
      </Link>
    </Button>
  )
  const ended = loaded === "unknown" || loaded === "expired" ? copy[loaded] : undefined
  const done = saved !== undefined
  return (
    <div className="container-page py-12 sm:py-16 lg:py-20">
      {ended || done ? <h1 className="sr-only">{copy.title}</h1> : null}
      <FormCard className="mx-auto max-w-2xl">
        {ended ? (
          <NotDone title={ended.title} body={ended.body}>
            {back}
          </NotDone>
        ) : saved ? (
          <FormSent id={`${id}-saved`} title={copy.saved.title} body={copy.saved.body(described(saved))}>
            <div className="mt-2 flex flex-wrap gap-3">
              <Button type="button" variant="outline" onClick={() => setSaved(undefined)}>
                {copy.saved.again}
              </Button>
              {back}
            </div>
          </FormSent>
        ) : (
          <>
            <h1 id={id} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
              {copy.title}
            </h1>
            <p className="mt-3 leading-relaxed text-muted-foreground">{copy.lead}</p>
            {/* Prerendered and before the page runs: nothing here claims to be loading. */}
            {token === undefined ? null : token === null ? (
              <p role="alert" className="mt-6 rounded-lg border border-border bg-muted p-4 text-sm">
                {copy.missing}
              </p>
            ) : loaded === "failed" ? (
              <div
                role="alert"
                className="mt-6 flex flex-col items-start gap-4 rounded-lg border border-border bg-muted p-4"
              >
                <p className="text-sm">{copy.failed}</p>
                <Button type="button" variant="outline" onClick={() => token && void load(token)}>
                  {copy.retry}
                </Button>
              </div>
            ) : loaded === "loading" ? (
              <p role="status" className="mt-6 text-sm text-muted-foreground">
                {copy.loading}
              </p>
            ) : (
              <form aria-labelledby={id} onSubmit={save} className="mt-8 flex flex-col gap-5">
                {lists.map((list) => (
                  <div key={list.name} className="flex flex-col gap-2">
                    <Label htmlFor={`${id}-${list.name}`}>{list.label}</Label>
                    <NativeSelect
                      id={`${id}-${list.name}`}
                      name={list.name}
                      value={values[list.name]}
                      onChange={(event) => setValues({ ...values, [list.name]: event.target.value })}
                      className="bg-background"
                    >
                      <option value="">{list.any}</option>
                      {list.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
                <SubmitButton sending={sending} label={copy.button} sendingLabel={copy.working} />
                {problem ? (
                  <p role="alert" className="text-sm text-destructive">
                    {copy[problem]}
                  </p>
                ) : null}
              </form>
            )}
            {token && loaded === "active" ? (
              <p className="mt-8 border-t border-border pt-6 text-sm text-muted-foreground">
                {copy.unsubscribeLead}{" "}
                <Link
                  href={`${jobAlertPages.unsubscribe.path}?token=${encodeURIComponent(token)}`}
                  className="font-medium text-foreground underline underline-offset-4"
                >
                  {copy.unsubscribe}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </FormCard>
    </div>
  )
}
