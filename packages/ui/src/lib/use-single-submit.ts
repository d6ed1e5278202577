import { useRef, useState, type FormEvent } from "react"
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form"

/**
 * A form's submit handler that sends one attempt at a time: a submit while one is in flight is
 * dropped before it is even checked, and `sending` is true from the start of a send to its end.
 * `ready` narrows valid values to what `send` needs; values it refuses are not sent.
 */
function useSingleSubmit<Values extends FieldValues, Ready extends Values = Values>(
  handleSubmit: UseFormHandleSubmit<Values>,
  send: (values: Ready) => Promise<void>,
  ready: (values: Values) => values is Ready = (_values): _values is Ready => true,
) {
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  async function sendOnce(values: Values) {
    if (inFlight.current || !ready(values)) return
    inFlight.current = true
    setSending(true)
    try {
      await send(values)
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault()
      return
    }
    void handleSubmit(sendOnce)(event)
  }

  return { sending, onSubmit }
}

export { useSingleSubmit }
