import type { ComponentProps } from "react"

import { useHydrated } from "../lib/use-hydrated"
import { Button } from "./button"
import { Icon } from "./icon"
import { Spinner } from "./spinner"

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type" | "size" | "disabled" | "children"> & {
  /** True while the form is being sent: the button is disabled and shows a spinner. */
  sending: boolean
  /** The button's words, e.g. "Send Message". */
  label: string
  /** Its words while sending, e.g. "Sending...". */
  sendingLabel: string
}

/**
 * A form's send button, full width on a phone. Disabled until the page's scripts run (so a press
 * cannot submit the fields into the URL) and while sending, when a spinner joins the words.
 */
function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = "w-full sm:w-auto sm:self-start",
  ...props
}: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <Button type="submit" size="lg" disabled={!hydrated || sending} className={className} {...props}>
      {sending ? (
        <>
          <Spinner />
          {sendingLabel}
        </>
      ) : (
        <>
          <Icon name="send" className="size-4" />
          {label}
        </>
      )}
    </Button>
  )
}

export { SubmitButton }
