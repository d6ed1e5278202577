import { useEffect, useRef, useState, type FormEvent } from "react"
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form"
import type { FormFlow } from "@repo/ui/lib/form-flow"

import { attemptFor, attemptOf, fingerprintOf, type Attempt } from "./attempt"
import { clearStoredDraft, readStoredDraft, shapedLike, writeStoredDraft } from "./draft"
import { notify } from "./notify"
import { checkOnSubmit, resolverFromValidate, type FieldMessages } from "./resolver"

export type FlowNotice = { title: string; description: string }

/**
 * How a send ended. On failure: `cause` is added to the failure toast; `field` and `message` put a
 * refusal under the field it concerns; `notice` replaces the toast's text; `unreachable` says the
 * data API could not be reached (a form may offer another way then).
 */
export type FlowOutcome =
  | { ok: true }
  | {
      ok: false
      error?: unknown
      cause?: string
      field?: string
      message?: string
      notice?: FlowNotice
      unreachable?: boolean
    }

/** What `submit` is given besides the values: the submission's key, the same for every attempt at it. */
export type FlowAttempt = { idempotencyKey?: string }

export type FormFlowOptions<Values extends FieldValues, Ready extends Values = Values> = {
  /** The form's blank values; a draft is read back only where it has their shape. */
  blank: Values
  /** One message per invalid field, by path; may load its rules first. */
  validate: (values: Values) => FieldMessages | Promise<FieldMessages>
  /** Sends valid values. Resolve `{ ok: false }` (or reject) when they did not get through. */
  submit: (values: Ready, attempt: FlowAttempt) => Promise<FlowOutcome>
  /** Narrows valid values to what `submit` needs (a chosen file); values it refuses are not sent. */
  ready?: (values: Values) => values is Ready
  /** Where the unsent draft is kept in sessionStorage; no draft without it. */
  draftKey?: string
  /** What of the values the draft keeps (all, by default; never a file). */
  keep?: (values: Values) => Partial<Values>
  /**
   * Values a link chose for the visitor (`?service=rpo`). They win over a kept draft, unless the draft
   * was kept under the same choice (the visitor may have changed it since); a later change of the
   * link sets them again.
   */
  preset?: Partial<Values>
  /** Makes the key that names one submission (a random UUID); without it no key is sent. */
  createIdempotencyKey?: () => string
  /** Equal for values that are the same submission (JSON of the values, by default). */
  fingerprint?: (values: Ready) => string
  /** A send still unanswered after this long counts as failed (the request keeps its own limit). */
  timeoutMs?: number
  /** The toasts: `success` (none when left out: the section shows its own sent state) and `failure`. */
  notices: { success?: FlowNotice; failure: FlowNotice }
  /** What the console says before a failure's error. */
  failureLog?: string
  /** Told after a send that got through (the values sent), once the form is blank again. */
  onSent?: (values: Ready) => void
}

export type FormFlowResult<Values extends FieldValues, Ready extends Values> = FormFlow<Values> & {
  /** The values of the last send that got through, until `startOver`. */
  sent: Ready | null
  /** Whether the last failure was the data API out of reach. */
  unreachable: boolean
  /** Shows the blank form again after a send. */
  startOver: () => void
}

type StoredDraft<Values> = { values?: unknown; preset?: Partial<Values>; attempt?: unknown }

const timedOut = Symbol("timed out")

/**
 * One form's behaviour, for every form of the site: its draft (kept as the visitor types, read back
 * after hydration), the submission's key (decision 010), one send at a time, a time limit, the
 * honeypot, and the success and failure toasts. The section it is handed to only draws.
 */
export function useFormFlow<Values extends FieldValues, Ready extends Values = Values>(
  options: FormFlowOptions<Values, Ready>,
): FormFlowResult<Values, Ready> {
  const { blank, draftKey, preset } = options
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  const honeypot = useRef<HTMLInputElement | null>(null)
  const restored = useRef(false)
  const attempt = useRef<Attempt | undefined>(undefined)
  const presetUsed = useRef<Partial<Values> | undefined>(undefined)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<Ready | null>(null)
  const [unreachable, setUnreachable] = useState(false)

  // The first `validate` is kept: the rules do not change while the form is on the page.
  const [resolver] = useState(() =>
    resolverFromValidate<Values>(options.validate, options.failureLog ?? "Could not check the form"),
  )
  const form = useForm<Values>({ defaultValues: blank as DefaultValues<Values>, resolver, ...checkOnSubmit })
  const { reset, setValue, setError, subscribe, handleSubmit } = form

  function kept(values: Values): Partial<Values> {
    return latest.current.keep ? latest.current.keep(values) : values
  }

  function saveDraft(values: Values) {
    if (!draftKey) return
    const typed = fingerprintOf(kept(values)) !== fingerprintOf(kept(blank))
    writeStoredDraft(
      draftKey,
      typed
        ? ({
            values: kept(values),
            preset: presetUsed.current,
            attempt: attempt.current,
          } satisfies StoredDraft<Values>)
        : null,
    )
  }

  const presetText = fingerprintOf(preset ?? {})

  // Put the draft back and apply a preset. In an effect, so the hydrated page matches the
  // prerendered HTML, which knows neither the query string nor the tab's storage.
  useEffect(() => {
    const chosen = Object.entries(preset ?? {}).filter(([, value]) => value !== undefined && value !== "")
    if (!restored.current) {
      restored.current = true
      presetUsed.current = preset
      const stored = (draftKey ? readStoredDraft(draftKey) : null) as StoredDraft<Values> | null
      attempt.current = attemptOf(stored?.attempt)
      const start: Record<string, unknown> = { ...blank, ...(shapedLike(blank, stored?.values) ?? {}) }
      for (const [field, value] of chosen) {
        const keptUnder = (stored?.preset as Record<string, unknown> | undefined)?.[field]
        if (keptUnder !== value || !start[field]) start[field] = value
      }
      if (fingerprintOf(start) !== fingerprintOf(blank)) reset(start as Values)
      return
    }
    presetUsed.current = preset
    for (const [field, value] of chosen) setValue(field as Path<Values>, value, { shouldDirty: true })
    // Runs again only when the link's choice changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetText])

  useEffect(() => {
    if (!draftKey) return
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (restored.current) saveDraft(values as Values)
      },
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe, draftKey])

  /** The submission's key: kept while the values are those it was made for, and saved with the draft. */
  function keyFor(values: Ready): string | undefined {
    const { createIdempotencyKey, fingerprint } = latest.current
    if (!createIdempotencyKey) return undefined
    const next = attemptFor(attempt.current, (fingerprint ?? fingerprintOf)(values), createIdempotencyKey)
    if (next !== attempt.current) {
      attempt.current = next
      saveDraft(values)
    }
    return next.key
  }

  async function attemptSend(values: Ready): Promise<FlowOutcome> {
    const { submit, timeoutMs } = latest.current
    const sending = submit(values, { idempotencyKey: keyFor(values) })
    if (timeoutMs === undefined) return sending
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), timeoutMs)
    })
    try {
      const outcome = await Promise.race([sending, limit])
      return outcome === timedOut
        ? { ok: false, error: new Error(`No answer within ${timeoutMs} ms`), unreachable: true }
        : outcome
    } finally {
      clearTimeout(timer)
    }
  }

  async function send(values: Ready) {
    const { notices, failureLog, onSent } = latest.current
    // A filled honeypot means a bot: it sees the usual success, and nothing is sent.
    const outcome: FlowOutcome = honeypot.current?.value
      ? { ok: true }
      : await attemptSend(values).catch((error: unknown) => ({ ok: false as const, error }))
    if (outcome.ok) {
      attempt.current = undefined
      reset(blank)
      if (honeypot.current) honeypot.current.value = ""
      if (draftKey) clearStoredDraft(draftKey)
      setUnreachable(false)
      setSent(values)
      if (notices.success) notify({ variant: "success", ...notices.success })
      onSent?.(values)
      return
    }
    console.error(failureLog ?? notices.failure.title, outcome.error ?? outcome)
    setUnreachable(Boolean(outcome.unreachable))
    if (outcome.field && outcome.message)
      setError(
        outcome.field as Path<Values>,
        { type: "server", message: outcome.message },
        { shouldFocus: true },
      )
    const { cause, notice } = outcome
    notify({
      variant: "destructive",
      ...(notice ?? {
        title: notices.failure.title,
        description: cause ? `${notices.failure.description} ${cause}` : notices.failure.description,
      }),
    })
  }

  async function sendOnce(values: Values) {
    const { ready } = latest.current
    if (inFlight.current || (ready && !ready(values))) return
    inFlight.current = true
    setSending(true)
    try {
      await send(values as Ready)
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second submit while one is in flight is dropped before it is even checked.
    if (inFlight.current) {
      event.preventDefault()
      return
    }
    void handleSubmit(sendOnce)(event)
  }

  return { form, sending, onSubmit, honeypot, sent, unreachable, startOver: () => setSent(null) }
}
