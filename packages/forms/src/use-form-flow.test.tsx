import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { useFormFlow, type FlowOutcome, type FormFlowOptions } from "./use-form-flow"

vi.mock("./notify", () => ({ notify: vi.fn() }))
const { notify } = await import("./notify")

type Values = { name: string; service: string; roles: { title: string }[]; agreed: boolean }
const blank: Values = { name: "", service: "", roles: [{ title: "" }], agreed: false }
const draftKey = "test:draft"
const notices = {
  success: { title: "Sent", description: "Thanks" },
  failure: { title: "Not sent", description: "Try again." },
}

/** A bare form on the flow: what a section does, in four fields. */
function TestForm(props: Partial<FormFlowOptions<Values>> & Pick<FormFlowOptions<Values>, "submit">) {
  const flow = useFormFlow<Values>({
    blank,
    validate: (values) => (values.name.trim().length < 2 ? { name: "Enter your name" } : {}),
    draftKey,
    createIdempotencyKey: keys,
    notices,
    ...props,
  })
  const { form, onSubmit, sending, sent, honeypot } = flow
  const { register, formState } = form
  return (
    <form aria-label="Test" onSubmit={onSubmit} noValidate>
      <label>
        Name <input {...register("name")} />
      </label>
      {formState.errors.name ? <p role="alert">{formState.errors.name.message}</p> : null}
      <label>
        Service <input {...register("service")} />
      </label>
      <label>
        Role <input {...register("roles.0.title")} />
      </label>
      <input name="website" ref={honeypot} defaultValue="" aria-label="Website" />
      <button type="submit">{sending ? "Sending..." : "Send"}</button>
      {sent ? <p role="status">Sent as {sent.name}</p> : null}
    </form>
  )
}

let made = 0
const keys = vi.fn(() => `key-${++made}`)
const stored = () =>
  JSON.parse(window.sessionStorage.getItem(draftKey) ?? "null") as Record<string, unknown> | null

beforeEach(() => {
  made = 0
  keys.mockClear()
  vi.mocked(notify).mockClear()
  window.sessionStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe("useFormFlow", () => {
  it("keeps a draft as the visitor types, nested lists too, and puts it back after a reload", async () => {
    const submit = vi.fn(async (): Promise<FlowOutcome> => ({ ok: true }))
    const { unmount } = render(<TestForm submit={submit} />)
    await userEvent.type(screen.getByLabelText("Name"), "Priya")
    await userEvent.type(screen.getByLabelText("Role"), "Welder")
    expect(stored()).toMatchObject({ values: { name: "Priya", roles: [{ title: "Welder" }] } })
    unmount()
    render(<TestForm submit={submit} />)
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Priya"))
    expect(screen.getByLabelText("Role")).toHaveValue("Welder")
  })

  it("ignores a stored draft of the wrong shape, field by field", async () => {
    window.sessionStorage.setItem(
      draftKey,
      JSON.stringify({ values: { name: 42, service: "rpo", roles: "x" } }),
    )
    render(<TestForm submit={vi.fn()} />)
    await waitFor(() => expect(screen.getByLabelText("Service")).toHaveValue("rpo"))
    expect(screen.getByLabelText("Name")).toHaveValue("")
    expect(screen.getByLabelText("Role")).toHaveValue("")
  })

  it("applies a link's preset over a draft kept under another preset, not over the visitor's change", async () => {
    window.sessionStorage.setItem(
      draftKey,
      JSON.stringify({ values: { name: "Priya", service: "payroll" }, preset: { service: "rpo" } }),
    )
    const { unmount } = render(<TestForm submit={vi.fn()} preset={{ service: "rpo" }} />)
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Priya"))
    expect(screen.getByLabelText("Service")).toHaveValue("payroll")
    unmount()
    render(<TestForm submit={vi.fn()} preset={{ service: "staffing" }} />)
    await waitFor(() => expect(screen.getByLabelText("Service")).toHaveValue("staffing"))
  })

  it("sends one attempt at a time, with the same key until the values change, and clears the draft on success", async () => {
    let release: (outcome: FlowOutcome) => void = () => {}
    let attempts = 0
    const submit = vi.fn((): Promise<FlowOutcome> =>
      ++attempts === 1
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve(attempts === 2 ? { ok: false } : { ok: true }),
    )
    vi.spyOn(console, "error").mockImplementation(() => {})
    render(<TestForm submit={submit} />)
    await userEvent.type(screen.getByLabelText("Name"), "Priya")
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByRole("button", { name: "Sending..." })
    // A second submit while the first is in flight is dropped.
    act(() => (screen.getByRole("form") as HTMLFormElement).requestSubmit())
    act(() => release({ ok: false, cause: "Too slow." }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        variant: "destructive",
        title: "Not sent",
        description: "Try again. Too slow.",
      }),
    )
    expect(submit).toHaveBeenCalledTimes(1)
    expect(stored()).toMatchObject({ attempt: { key: "key-1" } })
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ name: "Priya" }), {
      idempotencyKey: "key-1",
    })
    await userEvent.type(screen.getByLabelText("Name"), " Sharma")
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByRole("status")
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ name: "Priya Sharma" }), {
      idempotencyKey: "key-2",
    })
    expect(notify).toHaveBeenLastCalledWith({ variant: "success", ...notices.success })
    expect(screen.getByLabelText("Name")).toHaveValue("")
    expect(stored()).toBeNull()
  })

  it("keeps the key with the draft, so a resend after a reload is the same submission", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const failing = vi.fn(async (): Promise<FlowOutcome> => ({ ok: false }))
    const { unmount } = render(<TestForm submit={failing} />)
    await userEvent.type(screen.getByLabelText("Name"), "Priya")
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(failing).toHaveBeenCalledOnce())
    unmount()
    const submit = vi.fn(async (): Promise<FlowOutcome> => ({ ok: true }))
    render(<TestForm submit={submit} />)
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Priya"))
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.anything(), { idempotencyKey: "key-1" }))
    expect(keys).toHaveBeenCalledOnce()
  })

  it("counts a send unanswered within the time limit as failed, and keeps the values", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const submit = vi.fn(() => new Promise<FlowOutcome>(() => {}))
    render(<TestForm submit={submit} timeoutMs={50} />)
    await userEvent.type(screen.getByLabelText("Name"), "Priya")
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive" })),
    )
    await screen.findByRole("button", { name: "Send" })
    expect(screen.getByLabelText("Name")).toHaveValue("Priya")
  })

  it("checks first, and sends nothing that is invalid", async () => {
    const submit = vi.fn()
    render(<TestForm submit={submit} />)
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your name")
    expect(screen.getByLabelText("Name")).toHaveFocus()
    expect(submit).not.toHaveBeenCalled()
  })

  it("shows a bot (a filled honeypot) the usual success and sends nothing", async () => {
    const submit = vi.fn()
    render(<TestForm submit={submit} />)
    await userEvent.type(screen.getByLabelText("Name"), "Priya")
    act(() => {
      ;(screen.getByLabelText("Website") as HTMLInputElement).value = "https://spam.example"
    })
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByRole("status")
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByLabelText("Website")).toHaveValue("")
  })
})
