import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

type LogoProps = ComponentProps<"svg"> & {
  /** Accessible name; the wordmark is drawn as text so it scales crisply. */
  label?: string
  /** `default` on light surfaces; `inverse` on the dark ink bands (header on dark, footer). */
  tone?: "default" | "inverse"
}

/** Talentrise mark: three rising bars inside a rounded square, with the wordmark beside it. */
function Logo({ label = "Talentrise HR", tone = "default", className, ...props }: LogoProps) {
  const inverse = tone === "inverse"
  return (
    <svg
      data-slot="logo"
      role="img"
      aria-label={label}
      viewBox="0 0 172 36"
      width="172"
      height="36"
      className={cn("h-9 w-auto", className)}
      {...props}
    >
      <rect width="36" height="36" rx="9" className={inverse ? "fill-ink-foreground" : "fill-primary"} />
      <rect
        x="8"
        y="19"
        width="5"
        height="9"
        rx="1.5"
        className={inverse ? "fill-ink" : "fill-primary-foreground"}
      />
      <rect
        x="15.5"
        y="13"
        width="5"
        height="15"
        rx="1.5"
        className={inverse ? "fill-ink" : "fill-primary-foreground"}
      />
      <rect x="23" y="8" width="5" height="20" rx="1.5" className="fill-accent" />
      <text
        x="46"
        y="24.5"
        className={inverse ? "fill-ink-foreground" : "fill-foreground"}
        style={{
          // The page's sans stack: the brand face, and its metric-matched fallback until it loads.
          font: "700 19px var(--font-sans)",
          letterSpacing: "-0.02em",
        }}
      >
        {/* A real space (not an offset), so the drawn text reads "Talentrise HR" like the name. */}
        Talentrise <tspan className={inverse ? "fill-accent" : "fill-primary"}>HR</tspan>
      </text>
    </svg>
  )
}

export { Logo }
