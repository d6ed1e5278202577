// The Foundations pages' blocks: each draws the tokens in force (virtual:design-tokens, read from the
// CSS at build time by tokens-plugin.ts) with the classes and variables the components use.
import { contrast, tokens } from "virtual:design-tokens"
import type { ReactNode } from "react"

const byPrefix = (prefix: string, source?: "globals.css" | "tailwindcss") =>
  tokens.filter(
    (token) =>
      token.name.startsWith(prefix) &&
      !token.name.slice(prefix.length).includes("--") &&
      (!source || token.source === source),
  )

const tokenName = (name: string, prefix: string) => name.slice(prefix.length)

// Tailwind writes a theme variable into the CSS only where a class uses it, so the blocks draw with
// the values themselves (as read from the CSS), not with var(--…), which is unset for unused tokens.
const valueOf = (name: string) => tokens.find((token) => token.name === name)?.value

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="sb-unstyled overflow-x-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-2.5 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  )
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="font-mono text-xs whitespace-nowrap text-foreground">{children}</code>
)

/** Every colour token globals.css defines, as a swatch with its name and value. */
export function ColourPalette() {
  const colours = byPrefix("--color-", "globals.css")
  return (
    <ul className="sb-unstyled grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {colours.map((token) => (
        <li key={token.name} className="overflow-hidden rounded-lg border border-border bg-background">
          <div className="h-16 border-b border-border" style={{ background: token.value }} />
          <div className="space-y-1 p-3">
            <p className="text-sm font-semibold text-foreground">{tokenName(token.name, "--color-")}</p>
            <p className="font-mono text-[0.7rem] break-all text-muted-foreground">{token.value}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Each text colour on the background it is used on: its WCAG contrast ratio, and AA's verdict. */
export function ContrastTable() {
  return (
    <Table head={["Sample", "Text on background", "Ratio", "AA body (4.5:1)", "AA large (3:1)"]}>
      {contrast.map((pair) => (
        <tr key={`${pair.text}/${pair.background}`}>
          <td className="px-4 py-2">
            <span
              className="inline-block rounded-md px-3 py-1.5 font-semibold"
              style={{
                color: valueOf(`--color-${pair.text}`),
                background: valueOf(`--color-${pair.background}`),
              }}
            >
              Aa Talent
            </span>
          </td>
          <td className="px-4 py-2">
            <Code>{pair.text}</Code> on <Code>{pair.background}</Code>
          </td>
          <td className="px-4 py-2 font-semibold tabular-nums">{pair.ratio.toFixed(2)}:1</td>
          <td className="px-4 py-2">{pair.aa ? "Pass" : "Fail"}</td>
          <td className="px-4 py-2">{pair.aaLarge ? "Pass" : "Fail"}</td>
        </tr>
      ))}
    </Table>
  )
}

const specimen = "Hire people who grow with you"

/** The type scale: every text-size token, drawn at its size and line height in the brand face. */
export function TypeScale() {
  const sizes = byPrefix("--text-").filter((token) => !token.name.startsWith("--text-shadow"))
  const lineHeight = (name: string) => valueOf(`${name}--line-height`)
  return (
    <Table head={["Token", "Size", "Line height", "Specimen"]}>
      {sizes.map((token) => {
        const name = tokenName(token.name, "--text-")
        return (
          <tr key={token.name}>
            <td className="px-4 py-3 align-top">
              <Code>text-{name}</Code>
              {token.source === "globals.css" ? <p className="mt-1 text-xs text-primary">brand</p> : null}
            </td>
            <td className="px-4 py-3 align-top">
              <Code>{token.value}</Code>
            </td>
            <td className="px-4 py-3 align-top">
              <Code>{lineHeight(token.name) ?? "—"}</Code>
            </td>
            <td className="px-4 py-3">
              <p
                className="font-semibold text-foreground"
                style={{
                  fontSize: token.value,
                  lineHeight: lineHeight(token.name),
                  letterSpacing: valueOf(`${token.name}--letter-spacing`),
                }}
              >
                {specimen}
              </p>
            </td>
          </tr>
        )
      })}
    </Table>
  )
}

/** The font stack and the weights the brand face is drawn at. */
export function FontFamily() {
  const sans = tokens.find((token) => token.name === "--font-sans")
  const weights = [400, 500, 600, 700, 800]
  return (
    <div className="sb-unstyled space-y-4">
      <p className="font-mono text-xs text-muted-foreground">--font-sans: {sans?.value}</p>
      <ul className="grid gap-3 sm:grid-cols-5">
        {weights.map((weight) => (
          <li key={weight} className="rounded-lg border border-border p-4">
            <p className="text-3xl text-foreground" style={{ fontWeight: weight }}>
              Aa
            </p>
            <p className="mt-2 text-xs text-muted-foreground">{weight}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

// The steps of Tailwind's spacing scale the components use (multiples of --spacing).
const spacingSteps = [1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24]

/** The spacing scale: multiples of the --spacing unit, drawn as bars. */
export function SpacingScale() {
  const unit = valueOf("--spacing") ?? "0.25rem"
  const unitRem = Number.parseFloat(unit)
  return (
    <div className="sb-unstyled space-y-4">
      <p className="text-sm text-muted-foreground">
        One unit: <Code>--spacing: {unit}</Code>. Class <Code>p-4</Code> is four units.
      </p>
      <Table head={["Step", "Size", "In pixels", ""]}>
        {spacingSteps.map((step) => (
          <tr key={step}>
            <td className="px-4 py-2">
              <Code>{step}</Code>
            </td>
            <td className="px-4 py-2">
              <Code>{unitRem * step}rem</Code>
            </td>
            <td className="px-4 py-2 whitespace-nowrap tabular-nums">{unitRem * step * 16} px</td>
            <td className="w-full px-4 py-2">
              <div className="h-3 rounded-sm bg-primary" style={{ width: `${unitRem * step}rem` }} />
            </td>
          </tr>
        ))}
      </Table>
    </div>
  )
}

/** Every radius token, drawn on a tile. */
export function Radii() {
  return (
    <ul className="sb-unstyled grid grid-cols-2 gap-4 sm:grid-cols-4">
      {byPrefix("--radius-").map((token) => (
        <li key={token.name} className="text-center">
          <div
            className="mx-auto size-20 border-2 border-primary bg-primary-soft"
            style={{ borderRadius: token.value }}
          />
          <p className="mt-2 text-sm font-semibold text-foreground">
            rounded-{tokenName(token.name, "--radius-")}
          </p>
          <p className="font-mono text-xs text-muted-foreground">{token.value}</p>
        </li>
      ))}
    </ul>
  )
}

/** The shadow tokens: the brand's own first, then Tailwind's. */
export function Shadows() {
  const shadows = [...byPrefix("--shadow-", "globals.css"), ...byPrefix("--shadow-", "tailwindcss")]
  return (
    <ul className="sb-unstyled grid gap-6 bg-muted p-6 sm:grid-cols-2 lg:grid-cols-3">
      {shadows.map((token) => (
        <li key={token.name} className="rounded-lg bg-background p-5" style={{ boxShadow: token.value }}>
          <p className="text-sm font-semibold text-foreground">
            shadow-{tokenName(token.name, "--shadow-")}
            {token.source === "globals.css" ? <span className="ml-2 text-xs text-primary">brand</span> : null}
          </p>
          <p className="mt-2 font-mono text-[0.7rem] break-all text-muted-foreground">{token.value}</p>
        </li>
      ))}
    </ul>
  )
}

/** The motion tokens: each animation's duration and easing, and the easing curves. */
export function Motion() {
  const animations = byPrefix("--animate-", "globals.css").map((token) => {
    // The animation shorthand, split where CSS splits it (commas and brackets respected).
    const parts = token.value.split(/\s+(?![^(]*\))/)
    return {
      token,
      duration: parts.find((part) => /^\d*\.?\d+m?s$/.test(part)) ?? "—",
      easing: parts.find((part) => /^(ease|linear|cubic-bezier|steps)/.test(part)) ?? "ease",
    }
  })
  return (
    <div className="sb-unstyled space-y-6">
      <Table head={["Animation", "Duration", "Easing", "Value"]}>
        {animations.map(({ token, duration, easing }) => (
          <tr key={token.name}>
            <td className="px-4 py-2">
              <Code>animate-{tokenName(token.name, "--animate-")}</Code>
            </td>
            <td className="px-4 py-2 tabular-nums">{duration}</td>
            <td className="px-4 py-2">
              <Code>{easing}</Code>
            </td>
            <td className="px-4 py-2">
              <Code>{token.value}</Code>
            </td>
          </tr>
        ))}
      </Table>
      <Table head={["Easing", "Curve"]}>
        {byPrefix("--ease-").map((token) => (
          <tr key={token.name}>
            <td className="px-4 py-2">
              <Code>ease-{tokenName(token.name, "--ease-")}</Code>
            </td>
            <td className="px-4 py-2">
              <Code>{token.value}</Code>
            </td>
          </tr>
        ))}
      </Table>
      <p className="text-sm text-muted-foreground">
        Under <Code>prefers-reduced-motion: reduce</Code>, globals.css cuts every animation and transition to
        0.01 ms.
      </p>
    </div>
  )
}

/** The breakpoints: the min-widths at which the sm/md/lg/xl/2xl variants apply. */
export function Breakpoints() {
  return (
    <Table head={["Variant", "Min width", "In pixels"]}>
      {byPrefix("--breakpoint-").map((token) => (
        <tr key={token.name}>
          <td className="px-4 py-2">
            <Code>{tokenName(token.name, "--breakpoint-")}:</Code>
          </td>
          <td className="px-4 py-2">
            <Code>{token.value}</Code>
          </td>
          <td className="px-4 py-2 tabular-nums">{Number.parseFloat(token.value) * 16} px</td>
        </tr>
      ))}
    </Table>
  )
}
