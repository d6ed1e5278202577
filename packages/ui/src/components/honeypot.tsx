import { useId, type Ref } from "react"

type HoneypotProps = {
  /** The hidden input, for a form library to register and read. */
  ref?: Ref<HTMLInputElement>
  /** The field's name: something a bot wants to fill (`website` by default). */
  name?: string
}

/**
 * A field people never see or reach, which form-filling bots do fill in: hidden from sight and from
 * assistive technology, out of the tab order, never autofilled. A form that finds it filled shows
 * its usual success and sends nothing.
 */
function Honeypot({ ref, name = "website" }: HoneypotProps) {
  const id = useId()
  return (
    <div data-slot="honeypot" aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input ref={ref} id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export { Honeypot }
