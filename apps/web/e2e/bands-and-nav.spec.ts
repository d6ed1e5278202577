import { expect, test, type Page } from "@playwright/test"

import { waitForHydration } from "./support"

/**
 * One page of each template: the bands and the header are the template's, so a page stands for
 * every page built from it.
 */
const templates = [
  "/",
  "/services",
  "/services/rpo",
  "/about",
  "/careers",
  "/careers/apply",
  "/case-studies",
  "/contact",
  "/blog",
  "/blog/ai-recruitment",
  "/privacy-policy",
  "/tools",
  "/tools/gratuity",
  "/a-page-that-does-not-exist",
] as const

/** The narrowest phone in use, a common phone, and a laptop. */
const widths = [320, 375, 1280] as const

/** The header section each page belongs to, where it has one in the header. */
function sectionOf(path: string) {
  if (path.startsWith("/tools")) return "/tools"
  if (path.startsWith("/blog")) return "/blog"
  return null
}

/**
 * Every piece of text that reaches outside the element painting the background behind it: a
 * paragraph running off its grey band, a label spilling out of its button. Two ways: text inside a
 * painted element that overflows it, and text laid over a painted element it is not part of (pulled
 * up by a negative margin) that crosses that element's edge. Text cut short on purpose (line clamps,
 * scrolling tables) sits in a clipping element and is left to it; hidden text has no box to check.
 */
function textOutsideItsBackground(page: Page) {
  return page.evaluate(() => {
    const painted = (style: CSSStyleDeclaration) => {
      if (style.backgroundImage !== "none") return true
      const colour = style.backgroundColor
      return colour !== "transparent" && !/(?:\/\s*0\)|,\s*0\))$/.test(colour)
    }
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== "visible" ||
      style.overflowY !== "visible" ||
      style.clipPath !== "none" ||
      style.clip !== "auto"
    const describe = (element: Element) => {
      const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3) : []
      return [element.tagName.toLowerCase(), ...classes].join(".")
    }
    const at = (box: DOMRect) =>
      `(${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)})`

    // Every visible element that paints a background and holds text: the bands, cards and buttons.
    const surfaces = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => painted(getComputedStyle(element)) && element.textContent?.trim())
      .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => ({ element, area: element.getBoundingClientRect() }))
      .filter(({ area }) => area.width > 2 && area.height > 2)

    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ""
      const parent = node.parentElement
      if (!text || !parent || parent.closest("script, style, template, svg, noscript")) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue

      // The nearest ancestor that paints a background, unless an element that clips comes first.
      let band: HTMLElement | null = null
      let clipped = false
      for (
        let element: HTMLElement | null = parent;
        element && element !== document.body;
        element = element.parentElement
      ) {
        const style = getComputedStyle(element)
        if (painted(style)) {
          band = element
          break
        }
        if (clips(style)) {
          clipped = true
          break
        }
      }
      if (clipped) continue

      const range = document.createRange()
      range.selectNodeContents(node)
      // A glyph's box may overhang a tight line box by part of its size (ascenders, descenders).
      const slackY = parseFloat(getComputedStyle(parent).fontSize) * 0.3
      const inside = (box: DOMRect, area: DOMRect) =>
        box.left >= area.left - 1 &&
        box.right <= area.right + 1 &&
        box.top >= area.top - slackY &&
        box.bottom <= area.bottom + slackY
      for (const box of range.getClientRects()) {
        if (box.width === 0 || box.height === 0) continue
        const own = band?.getBoundingClientRect()
        if (band && own && own.width > 1 && own.height > 1 && !inside(box, own)) {
          problems.push(`"${text.slice(0, 40)}" ${at(box)} runs out of ${describe(band)} ${at(own)}`)
          break
        }
        const crossed = surfaces.find(({ element, area }) => {
          if (element.contains(node)) return false
          const overlapX = Math.min(box.right, area.right) - Math.max(box.left, area.left)
          const overlapY = Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top)
          return overlapX > 2 && overlapY > slackY && !inside(box, area)
        })
        if (crossed) {
          problems.push(
            `"${text.slice(0, 40)}" ${at(box)} crosses the edge of ${describe(crossed.element)} ${at(crossed.area)}`,
          )
          break
        }
      }
    }
    return problems
  })
}

/** The header's links to Tools and the blog a visitor can see, and which of them is marked current. */
function headerLinks(page: Page, scope: "nav[aria-label='Main']" | "nav[aria-label='Main menu']") {
  return page
    .locator("header")
    .locator(scope)
    .evaluate((nav) => {
      const links = [...nav.querySelectorAll<HTMLAnchorElement>("a[href='/tools'], a[href='/blog']")]
      const visible = links.filter((link) => link.checkVisibility() && link.getBoundingClientRect().width > 0)
      return {
        visible: visible.map((link) => `${link.textContent?.trim()} ${link.getAttribute("href")}`).sort(),
        current: links
          .filter((link) => link.getAttribute("aria-current") === "page")
          .map((link) => link.getAttribute("href")),
      }
    })
}

for (const path of templates) {
  for (const width of widths) {
    test(`${path} at ${width} px: every band holds its text; the header reaches Tools and the blog`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await waitForHydration(page)
      await page.evaluate(() => document.fonts.ready)

      expect(
        await textOutsideItsBackground(page),
        "text outside the element painting its background",
      ).toEqual([])

      if (width === 320) return
      let nav: Awaited<ReturnType<typeof headerLinks>>
      if (width === 1280) {
        nav = await headerLinks(page, "nav[aria-label='Main']")
      } else {
        await page.getByRole("button", { name: "Menu" }).click()
        nav = await headerLinks(page, "nav[aria-label='Main menu']")
      }
      expect(nav.visible).toEqual(["Blog /blog", "Tools /tools"])
      const section = sectionOf(path)
      expect(nav.current).toEqual(section ? [section] : [])
    })
  }
}
