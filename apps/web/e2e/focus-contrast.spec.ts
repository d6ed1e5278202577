import { expect, test, type Page } from "@playwright/test"

import { viewports, waitForHydration } from "./support"

// WCAG 2.2, 1.4.11 Non-text Contrast: a focus indicator needs 3:1 against what it sits on.
const minimum = 3

type Measurement = { control: string; tone: string; band: string; ring: string; ratio: number }

/**
 * Focuses every control on the page's dark surfaces in turn and measures its focus ring against the
 * band behind it. Colours are resolved by painting them on a canvas, so oklch() tokens and
 * translucent layers (a panel at 80 % over a band) come out as the sRGB a screen shows.
 */
function measureFocusRings(page: Page): Promise<Measurement[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas")
    canvas.width = canvas.height = 1
    const context = canvas.getContext("2d", { willReadFrequently: true })!

    /** Paints the layers bottom-up and reads back the pixel. */
    function composite(layers: string[]): [number, number, number] {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = "#fff"
      context.fillRect(0, 0, 1, 1)
      for (const layer of layers) {
        context.fillStyle = layer
        context.fillRect(0, 0, 1, 1)
      }
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!]
    }
    function luminance([r, g, b]: [number, number, number]) {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!
    }
    const transparent = (color: string) => color === "rgba(0, 0, 0, 0)" || color === "transparent"
    /** The background layers behind an element's outline: its ancestors' backgrounds, outermost first. */
    function layersBehind(element: Element) {
      const layers: string[] = []
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (!transparent(color)) layers.unshift(color)
      }
      return layers
    }
    const hex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`

    const measurements = []
    const controls = document.querySelectorAll<HTMLElement>(
      ".surface-dark :is(a[href], button, input, select, textarea, summary, [tabindex='0'])",
    )
    for (const control of controls) {
      if (control.closest("[hidden], [inert], [aria-hidden='true']") || control.tabIndex < 0) continue
      if (control.getClientRects().length === 0) continue
      ;(document.activeElement as HTMLElement | null)?.blur()
      control.focus()
      // Colours ease in (transition-colors covers outline-color): measure where they settle.
      for (const animation of control.getAnimations()) animation.finish()
      if (document.activeElement !== control) continue
      const style = getComputedStyle(control)
      if (
        !control.matches(":focus-visible") ||
        style.outlineStyle === "none" ||
        parseFloat(style.outlineWidth) < 1
      ) {
        measurements.push({
          control: control.outerHTML.slice(0, 80),
          tone: "-",
          band: "-",
          ring: "none",
          ratio: 0,
        })
        continue
      }
      const behind = layersBehind(control)
      const band = composite(behind)
      const ring = composite([...behind, style.outlineColor])
      const [light, dark] = [luminance(band), luminance(ring)].sort((a, b) => b - a)
      // The band's tone, by the surface it is painted with, for the coverage check below.
      const surface = control.parentElement?.closest(
        "[class*='bg-ink-soft'], [class~='bg-ink'], [class~='bg-primary']",
      )
      const tone = surface?.className.match(/\bbg-(ink-soft|ink|primary)\b/)?.[1] ?? "other"
      measurements.push({
        tone,
        control: `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute("aria-label") || "").trim().slice(0, 30)}"`,
        band: hex(band),
        ring: hex(ring),
        ratio: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      })
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    return measurements
  })
}

// Each page below carries one of the dark surfaces: the ink bands (hero, page hero, stats band,
// footer), the closing call-to-action panel, the emergency contact card, the newsletter panel and
// the translucent ink-soft panels laid on an ink band.
const pages = ["/", "/services/compliance-audit", "/contact", "/careers", "/blog"] as const

test.describe("focus rings on the dark bands", () => {
  test.use({ viewport: viewports.desktop })

  // One test measures every page and the tones they cover together, so each page loads once.
  test(`every focus ring on a dark surface is at least ${minimum}:1 against its band, on pages covering each tone`, async ({
    page,
  }) => {
    const tones = new Set<string>()
    const failing: (Measurement & { path: string })[] = []
    for (const path of pages) {
      await page.goto(path)
      await waitForHydration(page)
      // A key press first: from then on the browser shows the ring for focus moved by script too.
      await page.keyboard.press("Shift")
      const measured = await measureFocusRings(page)
      expect(measured.length, `${path}: controls on dark surfaces`).toBeGreaterThan(0)
      for (const entry of measured) {
        tones.add(entry.tone)
        if (entry.ratio < minimum) failing.push({ path, ...entry })
      }
    }
    expect(failing, JSON.stringify(failing, null, 1)).toEqual([])
    expect([...tones].sort()).toEqual(expect.arrayContaining(["ink", "ink-soft"]))
  })
})
