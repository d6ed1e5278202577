// The Foundations pages' blocks: each draws the tokens in force (virtual:design-tokens, read from the
// CSS at build time by tokens-plugin.ts) with the classes and variables the components use.
import { contrast, tokens, usage } from "virtual:design-tokens"
import { useState, type ReactNode } from "react"

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

type ColourRole = { group: string; note: string; tokens: Record<string, string> }

/** The colours by the part they play, each with when to use it. A token not listed here shows under "Other". */
const colourRoles: ColourRole[] = [
  {
    group: "Brand",
    note: "The blue carries every action; saffron marks the one thing to do on a dark band.",
    tokens: {
      primary:
        "Actions and links: the primary button, links in text, the current menu item, figures on light bands.",
      "primary-hover": "The primary button under the pointer. Never at rest.",
      "primary-foreground": "Text and icons on primary.",
      "primary-soft": "A light blue tint: icon tiles, the current item in a menu, selected choices.",
      "primary-soft-foreground": "Text on primary-soft.",
      accent:
        "Saffron, sparingly: the main call to action on ink, small markers and rules. Never text on white.",
      "accent-foreground": "Text on accent and on accent-soft.",
      "accent-soft":
        "A warm tint for a notice that informs rather than alarms (a tool's note without JavaScript).",
    },
  },
  {
    group: "Surface",
    note: "Light pages with muted bands between; ink for the bands that open and close a page.",
    tokens: {
      background: "The page, and cards on a muted band.",
      muted: "Alternate bands and table heads.",
      ink: "Dark bands: page heroes, stat bands, the closing call to action, the footer.",
      "ink-soft": "Cards and panels on ink.",
      border: "Hairlines: card edges, dividers, table rules.",
      input: "Field borders: darker than border, so a field reads as a field.",
    },
  },
  {
    group: "Text",
    note: "Two steps on light, two on dark. Body text is foreground; muted-foreground is for what can be skipped.",
    tokens: {
      foreground: "Headings and body text on light surfaces.",
      "muted-foreground": "Leads, descriptions, hints, dates, captions.",
      "ink-foreground": "Headings and body text on ink.",
      "ink-muted": "Leads and secondary text on ink.",
    },
  },
  {
    group: "State",
    note: "Say what happened: focus, success, an error. Colour is never the only signal (an icon or words go with it).",
    tokens: {
      ring: "The focus ring on light surfaces (on dark ones, surface-dark turns it to ink-foreground).",
      success: "A sent form, a passed check: icon and text on background or success-soft.",
      "success-soft": "Behind success text: a success badge, a checklist tick, a result that qualifies.",
      destructive: "Field errors and the failure toast: text, border and icon.",
      "destructive-foreground": "Text on destructive.",
      star: "The rating stars in testimonials, with the rating in words beside them.",
    },
  },
]

/** A value a designer copies into a design tool: the value, and a button that copies it and says so. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    await navigator.clipboard.writeText(value)
    setCopied(true)
    window.setTimeout(() => setCopied(false), 1500)
  }
  return (
    <div className="flex items-center justify-between gap-2">
      <p className="min-w-0 font-mono text-xs break-all text-foreground">
        <span className="mr-1.5 font-sans text-[0.65rem] font-bold tracking-[0.08em] text-muted-foreground uppercase">
          {label}
        </span>
        {value}
      </p>
      <button
        type="button"
        onClick={copy}
        className="shrink-0 rounded-md border border-border bg-background px-2 py-1 text-xs font-semibold text-foreground hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {copied ? "Copied" : "Copy"}
        <span className="sr-only">
          {" "}
          {label} of {value}
        </span>
      </button>
      <span role="status" className="sr-only">
        {copied ? `${value} copied` : ""}
      </span>
    </div>
  )
}

function Swatch({ name, value, note }: { name: string; value: string; note?: string }) {
  const hex = tokens.find((token) => token.name === `--color-${name}`)?.hex
  const pairs = contrast.filter((pair) => pair.text === name || pair.background === name)
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-background">
      <div className="h-14 border-b border-border" style={{ background: value }} />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-sm font-semibold text-foreground">{name}</p>
        {note ? <p className="text-xs leading-relaxed text-foreground">{note}</p> : null}
        {pairs.length > 0 ? (
          <ul className="mt-1 space-y-0.5">
            {pairs.map((pair) => (
              <li key={`${pair.text}/${pair.background}`} className="text-xs text-muted-foreground">
                {pair.text === name ? `on ${pair.background}` : `${pair.text} on it`}:{" "}
                <span className="font-semibold text-foreground tabular-nums">{pair.ratio.toFixed(2)}:1</span>{" "}
                {pair.aa ? "AA" : pair.aaLarge ? "AA large only" : "decoration only"}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto space-y-1.5 border-t border-border pt-2">
          {hex ? <CopyValue label="Hex" value={hex} /> : null}
          <CopyValue label="OKLCH" value={value} />
        </div>
      </div>
    </li>
  )
}

/**
 * Every colour token globals.css defines, grouped by role (brand, surface, text, state) with when to
 * use it and the WCAG contrast of the pairs it takes part in. A new token appears under "Other".
 */
export function ColourPalette() {
  const colours = byPrefix("--color-", "globals.css")
  const listed = new Set(colourRoles.flatMap((role) => Object.keys(role.tokens)))
  const other = colours.filter((token) => !listed.has(tokenName(token.name, "--color-")))
  const groups = [
    ...colourRoles,
    ...(other.length > 0
      ? [
          {
            group: "Other",
            note: "Tokens not yet given a role on this page.",
            tokens: Object.fromEntries(other.map((t) => [tokenName(t.name, "--color-"), ""])),
          },
        ]
      : []),
  ]
  return (
    <div className="sb-unstyled mb-12 space-y-10">
      {groups.map((role) => (
        <section key={role.group} aria-labelledby={`colour-${role.group}`}>
          <h3 id={`colour-${role.group}`} className="text-xl font-bold text-foreground">
            {role.group}
          </h3>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">{role.note}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Object.entries(role.tokens).flatMap(([name, note]) => {
              const value = valueOf(`--color-${name}`)
              return value ? [<Swatch key={name} name={name} value={value} note={note} />] : []
            })}
          </ul>
        </section>
      ))}
    </div>
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

type TypeRole = { role: string; className: string; size: string; use: string; specimen: string }

/** The brand's type roles: the classes the site writes for each kind of text, largest first. */
const typeRoles: TypeRole[] = [
  {
    role: "Display",
    className: "text-display font-extrabold text-balance",
    size: "text-display",
    use: "Home's headline, once on the site.",
    specimen: "Unlock global potential with the right people",
  },
  {
    role: "Headline",
    className: "text-headline font-extrabold text-balance",
    size: "text-headline",
    use: "An inner page's h1, on its ink hero.",
    specimen: "HR services for every stage of your workforce",
  },
  {
    role: "Title",
    className: "text-title font-extrabold text-balance",
    size: "text-title",
    use: "A section's h2; the closing call to action.",
    specimen: "Why businesses choose us",
  },
  {
    role: "Figure",
    className: "text-4xl font-extrabold tracking-tight sm:text-5xl",
    size: "text-4xl",
    use: "A stat's value (text-5xl from sm up).",
    specimen: "500+",
  },
  {
    role: "Heading",
    className: "text-2xl font-extrabold tracking-tight",
    size: "text-2xl",
    use: "A group inside a band: the blog's Trending, a tool's result.",
    specimen: "Trending articles",
  },
  {
    role: "Card title",
    className: "text-xl font-bold",
    size: "text-xl",
    use: "A card's or panel's h3.",
    specimen: "Payroll Management",
  },
  {
    role: "Lead",
    className: "text-lg leading-relaxed text-pretty",
    size: "text-lg",
    use: "The paragraph under a page or section title (text-xl on a page hero from sm up).",
    specimen: "Seven services from one accountable partner, for businesses across India.",
  },
  {
    role: "Body",
    className: "text-base leading-relaxed",
    size: "text-base",
    use: "Running text: articles, legal pages, answers.",
    specimen: "We come back within 24 hours with a first view of how we would approach it.",
  },
  {
    role: "Label",
    className: "text-sm font-semibold",
    size: "text-sm",
    use: "Form labels, buttons' small size, table heads.",
    specimen: "Work e-mail",
  },
  {
    role: "Small",
    className: "text-sm leading-relaxed text-muted-foreground",
    size: "text-sm",
    use: "Descriptions on cards, hints under fields, dates, footnotes.",
    specimen: "PDF, DOC or DOCX, up to 5 MB.",
  },
  {
    role: "Eyebrow",
    className: "text-sm font-bold tracking-[0.12em] text-primary uppercase",
    size: "text-sm",
    use: "A kicker above a section title, footer headings. Set in sentence case; the style capitalises.",
    specimen: "How it works",
  },
]

/** A line height as a plain ratio: Tailwind writes its own as calc(1.75 / 1.125). */
const lineHeight = (name: string) => {
  const value = valueOf(`${name}--line-height`)
  const ratio = value ? /^calc\(([\d.]+) \/ ([\d.]+)\)$/.exec(value) : null
  return ratio ? String(Math.round((Number(ratio[1]) / Number(ratio[2])) * 100) / 100) : value
}

/** The brand's type roles: each with its classes, its size token, where the site uses it, and a specimen. */
export function TypeRoles() {
  return (
    <ul className="sb-unstyled divide-y divide-border rounded-lg border border-border">
      {typeRoles.map((role) => {
        const token = `--${role.size}`
        return (
          <li key={role.role} className="grid gap-3 p-5 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
            <div className="space-y-1.5">
              <p className="text-sm font-bold text-foreground">{role.role}</p>
              <p className="text-xs leading-relaxed text-muted-foreground">{role.use}</p>
              <p className="font-mono text-[0.7rem] break-words text-muted-foreground">{role.className}</p>
              <p className="font-mono text-[0.7rem] break-words text-muted-foreground">
                {role.size}: {valueOf(token)} / {lineHeight(token) ?? "—"}
              </p>
            </div>
            <p className={`${role.className} min-w-0 break-words text-foreground`}>{role.specimen}</p>
          </li>
        )
      })}
    </ul>
  )
}

/** The text sizes the site's source uses, with how often, smallest first. Tailwind's unused steps are left out. */
export function TypeScale() {
  const sizes = byPrefix("--text-")
    .filter((token) => !token.name.startsWith("--text-shadow"))
    .filter((token) => (usage[`text-${tokenName(token.name, "--text-")}`] ?? 0) > 0)
  return (
    <Table head={["Class", "Size", "Line height", "Uses"]}>
      {sizes.map((token) => {
        const name = tokenName(token.name, "--text-")
        return (
          <tr key={token.name}>
            <td className="px-4 py-2">
              <Code>text-{name}</Code>
              {token.source === "globals.css" ? (
                <span className="ml-2 text-xs text-primary">brand</span>
              ) : null}
            </td>
            <td className="px-4 py-2">
              <Code>{token.value}</Code>
            </td>
            <td className="px-4 py-2">
              <Code>{lineHeight(token.name) ?? "—"}</Code>
            </td>
            <td className="px-4 py-2 tabular-nums">{usage[`text-${name}`]}</td>
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

/** The radii the site's source uses, drawn on a tile, with how often. */
export function Radii() {
  return (
    <ul className="sb-unstyled grid grid-cols-2 gap-4 sm:grid-cols-4">
      {byPrefix("--radius-")
        .filter((token) => (usage[`rounded-${tokenName(token.name, "--radius-")}`] ?? 0) > 0)
        .map((token) => (
          <li key={token.name} className="text-center">
            <div
              className="mx-auto size-20 border-2 border-primary bg-primary-soft"
              style={{ borderRadius: token.value }}
            />
            <p className="mt-2 text-sm font-semibold text-foreground">
              rounded-{tokenName(token.name, "--radius-")}
            </p>
            <p className="font-mono text-xs text-muted-foreground">
              {token.value} · {usage[`rounded-${tokenName(token.name, "--radius-")}`]} uses
            </p>
          </li>
        ))}
    </ul>
  )
}

/** The shadows the site uses: the brand's own first, then Tailwind's, each with how often. */
export function Shadows() {
  const shadows = [...byPrefix("--shadow-", "globals.css"), ...byPrefix("--shadow-", "tailwindcss")].filter(
    (token) => (usage[`shadow-${tokenName(token.name, "--shadow-")}`] ?? 0) > 0,
  )
  return (
    <ul className="sb-unstyled grid gap-6 bg-muted p-6 sm:grid-cols-2 lg:grid-cols-3">
      {shadows.map((token) => (
        <li key={token.name} className="rounded-lg bg-background p-5" style={{ boxShadow: token.value }}>
          <p className="text-sm font-semibold text-foreground">
            shadow-{tokenName(token.name, "--shadow-")}
            {token.source === "globals.css" ? <span className="ml-2 text-xs text-primary">brand</span> : null}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {usage[`shadow-${tokenName(token.name, "--shadow-")}`]} uses
          </p>
          <p className="mt-2 font-mono text-[0.7rem] break-all text-muted-foreground">{token.value}</p>
        </li>
      ))}
    </ul>
  )
}

/** One animation token, played on a sample each time the button is pressed (an endless one plays on). */
function AnimationDemo({ name, value }: { name: string; value: string }) {
  const [run, setRun] = useState(0)
  const endless = value.includes("infinite")
  return (
    <div className="flex items-center gap-4 rounded-lg border border-border bg-muted/60 p-4">
      <div className="relative flex h-16 flex-1 items-center overflow-hidden rounded-md bg-background px-4">
        {endless ? (
          <span className="text-lg font-bold text-foreground">
            Typed text
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-6 w-0.5 bg-accent align-middle"
              style={{ animation: value }}
            />
          </span>
        ) : (
          <span
            key={run}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-card"
            style={{ animation: run > 0 ? value : undefined }}
          >
            {name === "fade-in" ? "A menu appears" : "A toast slides in"}
          </span>
        )}
      </div>
      {endless ? (
        <p className="w-24 text-xs text-muted-foreground">Runs as long as the caret shows.</p>
      ) : (
        <button
          type="button"
          onClick={() => setRun((count) => count + 1)}
          className="w-24 rounded-md border border-border bg-background px-3 py-2 text-sm font-semibold text-foreground hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Play<span className="sr-only"> animate-{name}</span>
        </button>
      )}
    </div>
  )
}

/** An easing curve drawn as motion: a dot crossing its track in 600 ms, slowed down to be seen. */
function EasingDemo({ name, value }: { name: string; value: string }) {
  const [across, setAcross] = useState(false)
  return (
    <div className="flex items-center gap-4">
      <div className="relative h-8 flex-1 rounded-full bg-muted">
        <span
          aria-hidden="true"
          className="absolute top-1 size-6 rounded-full bg-primary"
          style={{ left: across ? "calc(100% - 1.75rem)" : "0.25rem", transition: `left 600ms ${value}` }}
        />
      </div>
      <button
        type="button"
        onClick={() => setAcross((value) => !value)}
        className="w-24 rounded-md border border-border bg-background px-3 py-2 text-sm font-semibold text-foreground hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Play<span className="sr-only"> ease-{name}</span>
      </button>
    </div>
  )
}

/** Each animation and easing token, live: press Play to see it (nothing moves until asked). */
export function MotionExamples() {
  return (
    <div className="sb-unstyled space-y-8">
      <div className="space-y-3">
        {byPrefix("--animate-", "globals.css").map((token) => (
          <AnimationDemo key={token.name} name={tokenName(token.name, "--animate-")} value={token.value} />
        ))}
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-bold text-foreground">Easing, slowed to 600 ms</h3>
        {byPrefix("--ease-").map((token) => (
          <div key={token.name}>
            <p className="mb-1 font-mono text-xs text-muted-foreground">
              ease-{tokenName(token.name, "--ease-")}
            </p>
            <EasingDemo name={tokenName(token.name, "--ease-")} value={token.value} />
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        With your system set to reduce motion, these play as the site does for you: without moving.
      </p>
    </div>
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
