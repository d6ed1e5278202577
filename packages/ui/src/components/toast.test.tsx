import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { toast, Toaster } from "./toast"

// The store is one per page: every test dismisses what it showed and lets the removal run.
const shown: (() => void)[] = []
function show(...args: Parameters<typeof toast>) {
  let dismiss = () => {}
  act(() => {
    dismiss = toast(...args)
  })
  shown.push(dismiss)
  return dismiss
}

function region() {
  return screen.getByRole("region", { name: "Notifications" })
}

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    act(() => {
      for (const dismiss of shown.splice(0)) dismiss()
      vi.runOnlyPendingTimers()
    })
    vi.useRealTimers()
  })

  it("shows what toast() is given in the Notifications region", () => {
    render(<Toaster />)
    expect(within(region()).queryByRole("listitem")).not.toBeInTheDocument()
    show({ title: "Message sent", description: "A consultant will reply within one working day." })
    expect(within(region()).getByText("Message sent")).toBeInTheDocument()
    expect(within(region()).getByText("A consultant will reply within one working day.")).toBeInTheDocument()
  })

  it("can be called before any Toaster exists, and the Toaster shows it when it mounts", () => {
    show({ title: "Draft saved" })
    render(<Toaster />)
    expect(within(region()).getByText("Draft saved")).toBeInTheDocument()
  })

  it("labels each close button 'Close toast', and the button removes its toast", () => {
    render(<Toaster />)
    show({ title: "Link copied" })
    show({ title: "Preferences saved", variant: "success" })
    const closes = within(region()).getAllByRole("button", { name: "Close toast" })
    expect(closes).toHaveLength(2)
    fireEvent.click(closes[0] as HTMLElement)
    act(() => vi.advanceTimersByTime(300))
    expect(within(region()).queryByText("Link copied")).not.toBeInTheDocument()
    expect(within(region()).getByText("Preferences saved")).toBeInTheDocument()
  })

  it("takes its accessible names in the page's language", () => {
    render(<Toaster words={{ region: "सूचनाएँ", item: "सूचना", close: "सूचना बंद करें" }} />)
    show({ title: "आवेदन भेजा गया" })
    const hindiRegion = screen.getByRole("region", { name: /सूचनाएँ/ })
    expect(within(hindiRegion).getByRole("button", { name: "सूचना बंद करें" })).toBeInTheDocument()
    expect(within(hindiRegion).queryByRole("button", { name: "Close toast" })).not.toBeInTheDocument()
  })

  it("dismisses through the function toast() returns", () => {
    render(<Toaster />)
    const dismiss = show({ title: "Link copied" })
    act(() => {
      dismiss()
      vi.advanceTimersByTime(300)
    })
    expect(within(region()).queryByText("Link copied")).not.toBeInTheDocument()
  })

  it("has a destructive variant, styled as an error and announced assertively", () => {
    render(<Toaster />)
    show({ title: "Your message could not be sent", variant: "destructive" })
    const item = within(region()).getByText("Your message could not be sent").closest("[data-slot=toast]")
    expect(item).toHaveClass("bg-destructive", "text-destructive-foreground")
    act(() => vi.advanceTimersByTime(32))
    const announcement = screen
      .getAllByRole("status")
      .find((element) => element.textContent?.includes("Your message could not be sent"))
    expect(announcement).toHaveAttribute("aria-live", "assertive")
  })

  it("announces the default variant politely", () => {
    render(<Toaster />)
    show({ title: "Message sent" })
    act(() => vi.advanceTimersByTime(32))
    const announcement = screen
      .getAllByRole("status")
      .find((element) => element.textContent?.includes("Message sent"))
    expect(announcement).toHaveAttribute("aria-live", "polite")
  })

  it("dismisses itself after the duration", () => {
    render(<Toaster duration={5000} />)
    show({ title: "Message sent" })
    act(() => vi.advanceTimersByTime(4999))
    expect(within(region()).getByText("Message sent")).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1 + 300))
    expect(within(region()).queryByText("Message sent")).not.toBeInTheDocument()
  })

  it("lets one toast set its own duration", () => {
    render(<Toaster duration={5000} />)
    show({ title: "Link copied", duration: 1500 })
    act(() => vi.advanceTimersByTime(1500 + 300))
    expect(within(region()).queryByText("Link copied")).not.toBeInTheDocument()
  })

  it("holds while the pointer is over the notifications, and resumes when it leaves", () => {
    render(<Toaster duration={2000} />)
    show({ title: "Message sent" })
    const wrapper = region()
    fireEvent.pointerMove(wrapper)
    act(() => vi.advanceTimersByTime(10_000))
    expect(within(wrapper).getByText("Message sent")).toBeInTheDocument()
    fireEvent.pointerLeave(wrapper)
    act(() => vi.advanceTimersByTime(2000 + 300))
    expect(within(wrapper).queryByText("Message sent")).not.toBeInTheDocument()
  })

  it("holds while focus is inside the notifications", () => {
    render(<Toaster duration={2000} />)
    show({ title: "Message sent" })
    act(() => within(region()).getByRole("button", { name: "Close toast" }).focus())
    act(() => vi.advanceTimersByTime(10_000))
    expect(within(region()).getByText("Message sent")).toBeInTheDocument()
  })

  it("keeps at most three, dropping the oldest", () => {
    render(<Toaster />)
    for (const title of ["Draft saved", "Link copied", "Preferences saved", "Message sent"]) show({ title })
    expect(within(region()).getAllByRole("button", { name: "Close toast" })).toHaveLength(3)
    expect(within(region()).queryByText("Draft saved")).not.toBeInTheDocument()
  })

  it("moves focus into the Notifications region on Alt+T", () => {
    render(
      <>
        <button type="button">Send message</button>
        <Toaster />
      </>,
    )
    show({ title: "Message sent" })
    screen.getByRole("button", { name: "Send message" }).focus()
    fireEvent.keyDown(document, { key: "t", code: "KeyT", altKey: true })
    expect(region()).toContainElement(document.activeElement as HTMLElement)
  })

  it("can be swiped away to the right", () => {
    render(<Toaster />)
    show({ title: "Message sent" })
    const item = within(region()).getByText("Message sent").closest("[data-slot=toast]") as HTMLElement
    fireEvent.pointerDown(item, { clientX: 0, clientY: 0, pointerId: 1 })
    fireEvent.pointerMove(item, { clientX: 40, clientY: 0, pointerId: 1 })
    fireEvent.pointerMove(item, { clientX: 120, clientY: 0, pointerId: 1 })
    fireEvent.pointerUp(item, { clientX: 120, clientY: 0, pointerId: 1 })
    act(() => vi.advanceTimersByTime(300))
    expect(within(region()).queryByText("Message sent")).not.toBeInTheDocument()
  })
})
