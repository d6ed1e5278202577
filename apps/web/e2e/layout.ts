// What a page's layout must hold at any width, checked in the page (one evaluate a check) so a
// page load can run them all: nothing scrolls sideways, table text stays in the window, tables stack
// as labelled rows on a phone, every band holds its text, and the header reaches Tools and the blog.
import type { Page } from "@playwright/test"

/**
 * Lays out in full what the page lays out only near the screen (content-visibility: auto,
 * docs/decisions/095): the checks below are about the page as a reader sees it once there, and
 * text not yet laid out has no boxes to check, or stale ones. Each part it opens is marked, so
 * `whileLaidOutInFull` can put it back. Resolves to how many it opened.
 */
export function layOutInFull(page: Page) {
  return page.evaluate(() => {
    const parts = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    )
    for (const part of parts) {
      part.dataset.laidOutForCheck = ""
      part.style.contentVisibility = "visible"
    }
    return parts.length
  })
}

/** Runs `check` with the page laid out in full, then gives the page back as it was. */
export async function whileLaidOutInFull<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const opened = await layOutInFull(page)
  try {
    return await check()
  } finally {
    if (opened > 0)
      await page.evaluate(() => {
        for (const part of document.querySelectorAll<HTMLElement>("[data-laid-out-for-check]")) {
          part.style.contentVisibility = ""
          delete part.dataset.laidOutForCheck
        }
      })
  }
}

/** Each width at which the page is wider than the window (it would scroll sideways). */
export async function sidewaysOverflows(page: Page, widths: readonly number[]) {
  await layOutInFull(page)
  const overflows: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => document.fonts.ready)
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    if (extra > 0) overflows.push(`${width} px: ${extra} px wider than the window`)
  }
  return overflows
}

/**
 * Every table cell whose text reaches outside the window: text a reader would only find by guessing
 * that the table scrolls (or could not reach at all).
 */
export async function cellsOutsideTheWindow(page: Page) {
  await layOutInFull(page)
  return page.evaluate(() => {
    const outside: string[] = []
    for (const cell of document.querySelectorAll<HTMLElement>("main table th, main table td")) {
      const range = document.createRange()
      range.selectNodeContents(cell)
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
          const table = cell.closest("table")
          const caption = table?.caption?.textContent ?? table?.previousElementSibling?.textContent ?? "table"
          outside.push(
            `${caption.trim().slice(0, 40)}: "${cell.textContent?.trim().slice(0, 30)}" at ${Math.round(box.left)}-${Math.round(box.right)} px`,
          )
          break
        }
      }
    }
    return outside
  })
}

/**
 * On a phone every table in `main` stacks as rows of labelled values: each value cell is shown with
 * its column's name above it (the `data-label` the build writes, drawn by its `::before`), and the
 * table sits inside the window. Each cell that is not, and the tables looked at.
 */
export async function tablesNotStacked(page: Page) {
  await layOutInFull(page)
  return page.evaluate(() => {
    const problems: string[] = []
    const tables = [...document.querySelectorAll<HTMLTableElement>("main table")]
    for (const [index, table] of tables.entries()) {
      const name = `table ${index + 1} (${(table.caption?.textContent ?? "").trim().slice(0, 30)})`
      const box = table.getBoundingClientRect()
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(`${name} spans ${Math.round(box.left)}-${Math.round(box.right)} px`)
      for (const cell of table.querySelectorAll<HTMLElement>("td")) {
        const label = cell.dataset.label
        const shown = getComputedStyle(cell, "::before").content
        const text = `"${cell.textContent?.trim().slice(0, 30)}"`
        if (!label) problems.push(`${name}: ${text} has no data-label`)
        else if (!shown.includes(label))
          problems.push(`${name}: ${text} shows ${shown}, not its label "${label}"`)
        const area = cell.getBoundingClientRect()
        if (!cell.checkVisibility({ visibilityProperty: true }) || area.width === 0 || area.height === 0)
          problems.push(`${name}: ${text} is hidden`)
      }
    }
    return { tables: tables.length, problems }
  })
}

/**
 * Every piece of text that reaches outside the element painting the background behind it: a
 * paragraph running off its grey band, a label spilling out of its button. Two ways: text inside a
 * painted element that overflows it, and text laid over a painted element it is not part of (pulled
 * up by a negative margin) that crosses that element's edge. Text cut short on purpose (line clamps,
 * scrolling tables) sits in a clipping element and is left to it; hidden text has no box to check.
 */
export async function textOutsideItsBackground(page: Page) {
  await layOutInFull(page)
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
export function headerLinks(page: Page, scope: "nav[aria-label='Main']" | "nav[aria-label='Main menu']") {
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

/** The header section each page belongs to, where it has one in the header. */
export function sectionOf(path: string) {
  if (path.startsWith("/tools")) return "/tools"
  if (path.startsWith("/blog")) return "/blog"
  return null
}
