import { newsletterSignup as copy } from "@repo/content/newsletter"
import { Button } from "@repo/ui/components/button"
import { FormControl, FormField } from "@repo/ui/components/form-field"
import { Honeypot } from "@repo/ui/components/honeypot"
import { Input } from "@repo/ui/components/input"
import { Spinner } from "@repo/ui/components/spinner"
import { notify } from "@repo/ui/lib/notify"
import { useHydrated } from "@repo/ui/lib/use-hydrated"
import { useId, useRef, useState, type FormEvent } from "react"

import { keyFor, type KeyedAttempt } from "@repo/contact-client/idempotency"

import { loadContactTools } from "../lib/data-api"
import { failureCause } from "../lib/failure-cause"

async function emailError(email: string): Promise<string | undefined> {
  const { newsletterSchema } = await loadContactTools()
  const result = newsletterSchema.safeParse({ email })
  return result.success ? undefined : result.error.issues[0]?.message
}

/** The spec's failure toast, with why it failed added to its description. */
function notifyFailure(cause: string) {
  notify({
    variant: "destructive",
    title: copy.failure.title,
    description: `${copy.failure.description} ${cause}`,
  })
}

function startLoadingTools() {
  loadContactTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

/**
 * The blog's 'Stay Updated' box: a validated e-mail stored as a newsletter row. The error shows on
 * submit and then follows the visitor's corrections; a second press while sending is ignored.
 */
export function NewsletterSignup() {
  const id = useId()
  const hydrated = useHydrated()
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string>()
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const latestCheck = useRef(0)
  const input = useRef<HTMLInputElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // The subscription's key, kept while the address is the one it was made for (see ContactForm).
  const attempt = useRef<KeyedAttempt | undefined>(undefined)

  /** Checks an address; only the newest check may set the message. */
  async function check(value: string): Promise<string | undefined> {
    const ticket = ++latestCheck.current
    const problem = await emailError(value)
    if (ticket === latestCheck.current) setError(problem)
    return problem
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    try {
      setSubmitted(true)
      if (await check(email)) {
        input.current?.focus()
        return
      }
      setSending(true)
      attempt.current = keyFor(attempt.current, email)
      const result = honeypot.current?.value
        ? { ok: true as const }
        : await (
            await loadContactTools()
          ).client.subscribeNewsletter(email, {
            idempotencyKey: attempt.current.key,
          })
      if (result.ok) {
        attempt.current = undefined
        setEmail("")
        setSubmitted(false)
        if (honeypot.current) honeypot.current.value = ""
        notify({ variant: "success", ...copy.success })
      } else {
        console.error(copy.failure.title, result)
        notifyFailure(failureCause(result, { email: copy.emailLabel }))
      }
    } catch (failure) {
      // The form's code could not be fetched: as good as a request that never got through.
      console.error(copy.failure.title, failure)
      notifyFailure(failureCause({ kind: "network" }, {}))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-ink p-6 text-ink-foreground">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.lead}</p>
      <form
        aria-labelledby={`${id}-title`}
        className="relative mt-4 grid gap-3"
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={startLoadingTools}
        onPointerDownCapture={startLoadingTools}
      >
        <FormField
          label={copy.emailLabel}
          error={error}
          labelClassName="text-ink-foreground"
          messageClassName="text-accent"
        >
          <FormControl>
            <Input
              ref={input}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={copy.emailPlaceholder}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                if (submitted) void check(event.target.value).catch(() => undefined)
              }}
              className="aria-invalid:border-accent"
            />
          </FormControl>
        </FormField>
        <Honeypot ref={honeypot} />
        <Button type="submit" variant="accent" disabled={!hydrated || sending}>
          {sending ? (
            <>
              <Spinner />
              {copy.submittingLabel}
            </>
          ) : (
            copy.submitLabel
          )}
        </Button>
      </form>
    </section>
  )
}
