import { describe, expect, it } from "vitest"

import { cn } from "./cn"

describe("cn", () => {
  it("joins conditional classes", () => {
    const showB = false
    expect(cn("a", showB && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d")
  })

  it("lets a caller's class replace a default of the same kind", () => {
    expect(cn("h-11 px-5", "h-auto px-0")).toBe("h-auto px-0")
    expect(cn("bg-primary text-primary-foreground", "bg-destructive")).toBe(
      "text-primary-foreground bg-destructive",
    )
    expect(cn("px-3 py-2", "p-0")).toBe("p-0")
    expect(cn("px-4 md:px-8", "px-2")).toBe("md:px-8 px-2")
    expect(cn("border border-border", "border-destructive")).toBe("border border-destructive")
  })

  it("keeps a lead's text-pretty when its colour changes", () => {
    expect(cn("text-lg leading-relaxed text-pretty", "text-muted-foreground")).toBe(
      "text-lg leading-relaxed text-pretty text-muted-foreground",
    )
  })

  it("keeps a radius when only some corners change", () => {
    expect(cn("rounded-lg", "rounded-t-none")).toBe("rounded-lg rounded-t-none")
  })

  it("keeps both axes of inset", () => {
    expect(cn("inset-x-0 inset-y-0")).toBe("inset-x-0 inset-y-0")
  })

  it("tells a shadow's size from its colour", () => {
    expect(cn("shadow-sm", "shadow-primary/20")).toBe("shadow-sm shadow-primary/20")
  })

  it("knows the design system's type sizes, shadows and animations", () => {
    expect(cn("text-title text-foreground", "text-muted-foreground")).toBe("text-title text-muted-foreground")
    expect(cn("text-lg", "text-title")).toBe("text-title")
    expect(cn("text-title", "text-display")).toBe("text-display")
    expect(cn("shadow-sm", "shadow-raised")).toBe("shadow-raised")
    expect(cn("shadow-card", "shadow-primary/20")).toBe("shadow-card shadow-primary/20")
    expect(cn("shadow-card", "shadow-none")).toBe("shadow-none")
    expect(cn("animate-fade-in", "animate-none")).toBe("animate-none")
  })

  it("knows the design system's own utilities", () => {
    expect(cn("glow-primary", "glow-accent")).toBe("glow-accent")
    expect(cn("container-page grid-fade", "px-0")).toBe("container-page grid-fade px-0")
  })
})
