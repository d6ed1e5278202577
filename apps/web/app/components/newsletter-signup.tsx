import { Button } from "@repo/ui/components/button"
import { Input } from "@repo/ui/components/input"
import { Label } from "@repo/ui/components/label"
import { useId } from "react"

/** The blog's 'Stay Updated' box. */
export function NewsletterSignup() {
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-ink p-6 text-ink-foreground">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Stay Updated
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        One e-mail a month: new articles, labour-law changes and hiring trends in India.
      </p>
      <form className="mt-4 grid gap-3" noValidate>
        <Label htmlFor={`${id}-email`} className="text-ink-foreground">
          E-mail address
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
        />
        <Button type="submit" variant="accent">
          Subscribe
        </Button>
      </form>
    </section>
  )
}
