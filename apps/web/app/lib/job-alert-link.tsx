import { jobsPath } from "@repo/content/jobs"
import { Button } from "@repo/ui/components/button"
import { FormCard, FormSent } from "@repo/ui/components/field"
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"
import { SubmitButton } from "@repo/ui/components/submit-button"
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react"

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

/** Calls a token RPC with the public key: its response, refused when not 2xx. */
export async function callTokenRpc(fn: string, args: { token: string } & Record<string, unknown>) {
  const response = await fetch(`${dataApi.url}/rest/v1/rpc/${fn}`, {
    method: "POST",
    headers: { apikey: dataApi.key, "content-type": "application/json" },
    body: JSON.stringify(args),
  })
  if (!response.ok) throw new RpcRefused(fn, response.status)
  return (await response.json()) as unknown
}

/** The data API answered the call with an error status (a value a CHECK refused: 400). */
export class RpcRefused extends Error {
  constructor(
    fn: string,
    readonly status: number,
  ) {
    super(`${fn}: HTTP ${status}`)
  }
}

/** Calls one of the token RPCs with the public key: its answer ("confirmed", "unknown", …). */
async function callWithToken(fn: string, token: string): Promise<string> {
  return String(await callTokenRpc(fn, { token }))
}

/** An answer that did not work: a warning, focused so it is read first, and what to do instead. */
export function NotDone({ title, body, children }: Outcome & { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-foreground">
        <Icon name="triangle-alert" className="size-6" />
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight outline-none sm:text-[1.75rem]"
      >
        {title}
      </h2>
      <p className="leading-relaxed text-muted-foreground">{body}</p>
      <div className="mt-2">{children}</div>
    </div>
  )
}

type JobAlertLinkPageProps = {
  copy: JobAlertLinkCopy
  /** The RPC the button calls. */
  rpc: "confirm_job_alert" | "unsubscribe_job_alert"
  /** What each answer of the RPC shows. */
  outcomes: Record<string, Outcome>
  /** The answer that means it worked ("confirmed"): shown with a tick; any other is not. */
  success: string
  /** A further link once it worked, to `path?token=` the address's `param` (the manage page's). */
  onward?: { label: string; path: string; param: string }
}

/** One button that sends the address's token, then what the answer means. */
export function JobAlertLinkPage({ copy, rpc, outcomes, success, onward }: JobAlertLinkPageProps) {
  const headingId = useId()
  const [token, setToken] = useState<string | null>()
  const [onwardToken, setOnwardToken] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [answer, setAnswer] = useState<string>()
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    setToken(params.get("token"))
    if (onward) setOnwardToken(params.get(onward.param))
  }, [onward])

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
  const back = (
    <Button asChild variant="outline">
      <Link href={jobsPath}>
        <Icon name="arrow-right" />
        {copy.back}
      </Link>
    </Button>
  )
  return (
    <div className="container-page py-12 sm:py-16 lg:py-20">
      {/* The page keeps its h1 once the answer replaces the button. */}
      {outcome ? <h1 className="sr-only">{copy.title}</h1> : null}
      <FormCard className="mx-auto max-w-2xl">
        {outcome && answer === success ? (
          <FormSent id={`${headingId}-done`} title={outcome.title} body={outcome.body}>
            <div className="mt-2 flex flex-wrap gap-3">
              {onward && onwardToken ? (
                <Button asChild>
                  <Link href={`${onward.path}?token=${encodeURIComponent(onwardToken)}`}>
                    <Icon name="search" />
                    {onward.label}
                  </Link>
                </Button>
              ) : null}
              {back}
            </div>
          </FormSent>
        ) : outcome ? (
          <NotDone title={outcome.title} body={outcome.body}>
            {back}
          </NotDone>
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
