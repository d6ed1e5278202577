import { describe, expect, it } from "vitest"

import { cn } from "./cn"

describe("cn", () => {
  it("joins conditional classes", () => {
    const showB = false
    expect(cn("a", showB && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d")
  })

  it("lets a later utility of the same family win", () => {
    expect(cn("h-11 px-5", "h-auto px-0")).toBe("h-auto px-0")
    expect(cn("bg-primary text-primary-foreground", "bg-destructive")).toBe(
      "text-primary-foreground bg-destructive",
    )
    expect(cn("rounded-lg shadow-sm", "rounded-none shadow-none")).toBe("rounded-none shadow-none")
    expect(cn("block", "hidden")).toBe("hidden")
    expect(cn("size-6 shrink-0", "size-4")).toBe("shrink-0 size-4")
    expect(cn("font-semibold", "font-bold")).toBe("font-bold")
  })

  it("tells font sizes from text colours", () => {
    expect(cn("text-lg text-foreground", "text-sm")).toBe("text-foreground text-sm")
    expect(cn("text-lg text-foreground", "text-primary")).toBe("text-lg text-primary")
    expect(cn("text-[0.95rem]", "text-base")).toBe("text-base")
    expect(cn("text-title", "text-display")).toBe("text-display")
  })

  it("keeps utilities under different variants apart", () => {
    expect(cn("px-4 md:px-8", "px-2")).toBe("md:px-8 px-2")
    expect(cn("hover:bg-muted", "hover:bg-primary")).toBe("hover:bg-primary")
    expect(cn("lg:hidden", "hidden")).toBe("lg:hidden hidden")
  })

  it("lets a shorthand replace its longhands, but not the reverse", () => {
    expect(cn("px-3 py-2", "p-0")).toBe("p-0")
    expect(cn("p-4", "px-2")).toBe("p-4 px-2")
    expect(cn("w-4 h-4", "size-8")).toBe("size-8")
  })

  it("tells border widths from border colours", () => {
    expect(cn("border border-border", "border-destructive")).toBe("border border-destructive")
    expect(cn("border border-border", "border-2")).toBe("border-border border-2")
    expect(cn("border-t", "border-b")).toBe("border-t border-b")
  })

  it("keeps arbitrary and unknown classes as written", () => {
    expect(cn("[&_svg]:size-4 group", "data-[state=open]:bg-muted peer")).toBe(
      "[&_svg]:size-4 group data-[state=open]:bg-muted peer",
    )
    expect(cn("-mr-2", "mr-0")).toBe("mr-0")
    expect(cn("size-6!", "size-4")).toBe("size-6! size-4")
  })

  it("answers a list seen before as it did the first time, however many lists it has seen", () => {
    expect(cn("h-11 px-5", "h-auto px-0")).toBe("h-auto px-0")
    expect(cn("h-auto px-0", "h-11 px-5")).toBe("h-11 px-5")
    for (let index = 0; index < 10_000; index++) cn(`px-${index}`, `px-${index + 1} gap-${index}`)
    expect(cn("h-11 px-5", "h-auto px-0")).toBe("h-auto px-0")
    const last = 9_999
    expect(cn(`px-${last}`, "px-3 gap-2")).toBe("px-3 gap-2")
  })
})
