import { legalDocumentsOnDisk } from "@repo/content/disk"
import { cookieDisclosure } from "@repo/content/legal"
import { expect, test, type Response } from "@playwright/test"

import { waitForHydration } from "./support"

const documents = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    mentions: /Digital Personal Data Protection Act 2023/,
    updated: ["26 November 2026", "2026-11-26"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    mentions: /Noida/,
    updated: ["26 November 2026", "2026-11-26"],
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    mentions: /30 days to 2 years/,
    updated: ["15 March 2025", "2025-03-15"],
  },
]

for (const doc of documents) {
  test(`${doc.title}: the prerendered page has its title, date, contents and sections`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(doc.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.title)
    // The date in the page's frontmatter (packages/content checks it against git).
    const dated = legalDocumentsOnDisk().find((entry) => `/${entry.slug}` === doc.path)!
    await expect(main.getByText(`Last Updated: ${dated.lastUpdated}`)).toBeVisible()
    await expect(main.locator("time")).toHaveAttribute("datetime", dated.updated)
    await expect(main).toContainText(doc.mentions)

    const toc = main.getByRole("navigation", { name: "On this page" })
    const links = toc.getByRole("link")
    const count = await links.count()
    expect(count).toBeGreaterThanOrEqual(5)
    for (const link of await links.all()) {
      const href = await link.getAttribute("href")
      expect(href).toMatch(/^#[a-z0-9-]+$/)
      // The link lands on a section of the page, headed as the contents name it.
      const target = main.locator(`[id="${href!.slice(1)}"]`)
      await expect(target).toHaveCount(1)
      const label = (await link.innerText()).replace(/^\d+\.\s*/, "").trim()
      await expect(target.getByRole("heading", { level: 2 })).toHaveText(new RegExp(`${escape(label)}$`))
    }
    await expect(main.locator("article section[id]")).toHaveCount(count)
    await context.close()
  })
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

test("a contents link scrolls to its section, which the contents then mark as current", async ({ page }) => {
  await page.goto("/terms-of-service")
  await waitForHydration(page)
  const toc = page.getByRole("navigation", { name: "On this page" })
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0)
  const link = toc.getByRole("link", { name: /Governing law/ })
  await link.click()
  await expect(page).toHaveURL(/#governing-law-and-jurisdiction$/)
  await expect(page.getByRole("heading", { level: 2, name: /Governing law/ })).toBeInViewport()
  // The contents mark the section being read.
  await expect(link).toHaveAttribute("aria-current", "location")
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
})

test("an address naming a late section opens the page on it, and it stays there as the page renders", async ({
  page,
}) => {
  // A link from elsewhere lands on its section, and hydration (with its scroll restoration) keeps it there.
  await page.goto("/privacy-policy#grievance-officer")
  await waitForHydration(page)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const heading = page.getByRole("heading", { level: 2, name: /Grievance Officer/ })
  await expect(heading).toBeInViewport()
  const toc = page.getByRole("navigation", { name: "On this page" })
  await expect(toc.getByRole("link", { name: /Grievance Officer/ })).toHaveAttribute(
    "aria-current",
    "location",
  )
})

test.describe("Manage Cookie Preferences", () => {
  test("opens a dialog that states what the site stores; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/cookie-policy")
    await waitForHydration(page)
    const trigger = page.getByRole("button", { name: "Manage Cookie Preferences" })
    await trigger.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "What this site stores" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText("sets no cookies")
    await expect(dialog).toContainText("talentrise:contact-draft")
    await expect(dialog).toContainText("strictly necessary")
    await expect(dialog).toContainText("Until your message is sent or you close the tab")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("its close button closes it too", async ({ page }) => {
    await page.goto("/cookie-policy")
    await waitForHydration(page)
    const trigger = page.getByRole("button", { name: "Manage Cookie Preferences" })
    await trigger.click()
    const dialog = page.getByRole("dialog", { name: "What this site stores" })
    await dialog.getByRole("button", { name: "Close", exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("what it says is true: no cookies, nothing in local storage, and only the disclosed session storage", async ({
    page,
    context,
  }) => {
    for (const path of ["/", "/about", "/careers", "/case-studies", "/cookie-policy"]) {
      await page.goto(path)
      await waitForHydration(page)
    }
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    const stored = await page.evaluate(() => Object.keys(sessionStorage))
    const disclosed = cookieDisclosure.items.map((item) => item.name)
    for (const key of stored) expect(disclosed, `undisclosed sessionStorage key ${key}`).toContain(key)
    expect(stored).toContain("talentrise:scroll-positions")
  })
})

// A sentence only each document has: no page may load another's.
const ownText = {
  "/privacy-policy": "we are the Data Fiduciary under the Digital Personal Data Protection Act 2023",
  "/terms-of-service": "capped at the amount you paid us for the service in question",
  "/cookie-policy": "Session cookies end with the browser session",
}

test("each legal page loads its own document and not the other two", async ({ page }) => {
  for (const [path, text] of Object.entries(ownText)) {
    const bodies: Promise<string>[] = []
    const listener = (response: Response) => {
      if (/\.(js|data)$|\/[a-z-]+$/.test(new URL(response.url()).pathname))
        bodies.push(response.text().catch(() => ""))
    }
    page.on("response", listener)
    await page.goto(path)
    await waitForHydration(page)
    page.off("response", listener)
    const loaded = (await Promise.all(bodies)).join("\n")
    expect(loaded.includes(text), `${path} loads its own text`).toBe(true)
    for (const [other, otherText] of Object.entries(ownText))
      if (other !== path) expect(loaded.includes(otherText), `${path} loads ${other}'s text`).toBe(false)
  }
})
