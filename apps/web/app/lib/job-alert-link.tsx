import { jobsPath } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { FormCard, FormSent } from "@repo/ui/components/field"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { SubmitButton } from "@repo/ui/components/submit-button"
import { useEffect, useId, useState, type FormEvent } from "react"

import { dataApi } from "./data-api"
import { pageMeta } from "./seo"

// The pages a job alert mail links to (/jobs/alerts/confirm, /jobs/alerts/unsubscribe). The page is
// prerendered without the token; the token is read from the address once the page runs, and sent
// only when the visitor presses the button: a mail scanner that opens the link confirms nothing.

type Outcome = { title: string; body: string }

export type JobAlertLinkCopy = {
  path: string
  title: string
  lead: string
  button: string
  working: string
  missing: string
  failed: string
  back: string
}

/** The page's tags: its title and description, and never indexed. */
export function jobAlertLinkMeta(copy: JobAlertLinkCopy) {
  return [
    ...pageMeta({ title: `${copy.title} | Talentrise HR`, description: copy.lead, path: copy.path }),
    { name: "robots", content: "noindex" },
  ]
}

/** Calls one of the token RPCs with the public key: its answer ("confirmed", "unknown", …). */
async function callWithToken(fn: string, token: string): Promise<string> {
  const response = await fetch(`${dataApi.url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: dataApi.key, "content-type": "application/json" },
    body: JSON.stringify({ token }),
  })
  if (!response.ok) throw new Error(`${fn}: HTTP ${response.status}`)
  return String(await response.json())
}

type JobAlertLinkPageProps = {
  copy: JobAlertLinkCopy
  /** The RPC the button calls. */
  rpc: "confirm_job_alert" | "unsubscribe_job_alert"
  /** What each answer of the RPC shows. */
  outcomes: Record<string, Outcome>
}

/** One button that sends the address's token, then what the answer means. */
export function JobAlertLinkPage({ copy, rpc, outcomes }: JobAlertLinkPageProps) {
  const headingId = useId()
  const [token, setToken] = useState<string | null>()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [answer, setAnswer] = useState<string>()
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get("token"))
  }, [])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!token || sending) return
    setSending(true)
    setFailed(false)
    try {
      setAnswer(await callWithToken(rpc, token))
    } catch (error) {
      console.error(error)
      setFailed(true)
    } finally {
      setSending(false)
    }
  }

  const outcome = answer ? (outcomes[answer] ?? outcomes.unknown) : undefined
  return (
    <div className="container-page py-12 sm:py-16 lg:py-20">
      <FormCard className="mx-auto max-w-2xl">
        {outcome ? (
          <FormSent id={`${headingId}-done`} title={outcome.title} body={outcome.body}>
            <div className="mt-2">
              <Button asChild variant="outline">
                <Link href={jobsPath}>
                  <Icon name="arrow-right" />
                  {copy.back}
                </Link>
              </Button>
            </div>
          </FormSent>
        ) : (
          <>
            <h1 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
              {copy.title}
            </h1>
            <p className="mt-3 leading-relaxed text-muted-foreground">{copy.lead}</p>
            {token === null ? (
              <p role="alert" className="mt-6 rounded-lg border border-border bg-muted p-4 text-sm">
                {copy.missing}
              </p>
            ) : (
              <form aria-labelledby={headingId} onSubmit={send} className="mt-8 flex flex-col gap-4">
                <SubmitButton sending={sending} label={copy.button} sendingLabel={copy.working} />
                {failed ? (
                  <p role="alert" className="text-sm text-destructive">
                    {copy.failed}
                  </p>
                ) : null}
              </form>
            )}
          </>
        )}
      </FormCard>
    </div>
  )
}
