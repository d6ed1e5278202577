// The job seeker's pages in Hindi (issue 43): /hi/jobs, each open role at /hi/jobs/<slug> with its
// quick apply at /hi/jobs/<slug>/apply, and /hi/recruitment-fraud are prerendered in Hindi with
// their hreflang pairs, the switch leads to the same page in the other language both ways, every
// state is axe-clean at 320, 375 and 1280 px, and the quick apply, the job alert and the fraud
// report refuse bad input in Hindi beside the field. A Hindi application is stored and mailed as an
// English one is.
import { readFileSync } from "node:fs"

import { expect, test, type Page } from "@playwright/test"

import { jobsOnDisk } from "@repo/content/disk"
import { jobApplyPath, jobPath, roleIsOpen, roleTextIn } from "@repo/content/jobs"
import { site } from "@repo/content/site"

import type english from "../messages/en.json"

import { freshMobile, mailsNaming, storedFor } from "./quick-apply-support"
import { buildDate, expectNoAxeViolations, viewports, waitForHydration } from "./support"

/** The message files, keyed as en.json is (the build holds hi.json to the same keys). */
type Messages = Record<keyof typeof english, string>
const messagesIn = (locale: "en" | "hi") =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8")) as Messages
const hi = messagesIn("hi")
const en = messagesIn("en")

const openRoles = jobsOnDisk().filter((role) => roleIsOpen(role, buildDate()))
const devanagari = /[\u0900-\u097F]/

/** Each page that has a Hindi version, by its English and its Hindi address. */
const pairs = [
  { en: "/jobs", hi: "/hi/jobs" },
  ...openRoles.flatMap((role) => [
    { en: jobPath(role.slug), hi: `/hi${jobPath(role.slug)}` },
    { en: jobApplyPath(role.slug), hi: `/hi${jobApplyPath(role.slug)}` },
  ]),
  { en: "/recruitment-fraud", hi: "/hi/recruitment-fraud" },
]

function alternatesIn(html: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1]
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (lang && href) found[lang] = new URL(href).pathname.replace(/(.)\/$/, "$1")
  }
  return found
}

test("every Hindi page is prerendered in Hindi, and both languages' pages name each other", async ({
  request,
}) => {
  expect(openRoles.length).toBeGreaterThan(0)
  for (const pair of pairs) {
    const hindi = await (await request.get(pair.hi)).text()
    expect(hindi, pair.hi).toMatch(/<html lang="hi"/)
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(hindi)?.[1] ?? ""
    expect(main.replace(/<[^>]+>/g, " "), `${pair.hi}: Devanagari in the page`).toMatch(devanagari)
    const english = await (await request.get(pair.en)).text()
    expect(english, pair.en).toMatch(/<html lang="en-IN"/)
    for (const html of [hindi, english])
      expect(alternatesIn(html)).toEqual({ "en-IN": pair.en, "hi-IN": pair.hi, "x-default": pair.en })
  }
  const sitemap = await (await request.get("/sitemap.xml")).text()
  for (const pair of pairs)
    expect(sitemap, pair.hi).toMatch(
      new RegExp(`<loc>[^<]*${pair.hi}</loc><xhtml:link rel="alternate" hreflang="en-IN"[^>]*${pair.en}/?"`),
    )
})

test("a role without Hindi words shows its English under the Hindi frame, marked lang=en", async ({
  page,
}) => {
  const role = openRoles.find((entry) => roleTextIn(entry, "hi").lang === "en")
  // Until the role files' Hindi siblings land, every role is such a role.
  expect(role, "an open role without Hindi words").toBeDefined()
  await page.goto(`/hi${jobPath(role!.slug)}`)
  const title = page.getByRole("heading", { level: 1 })
  await expect(title).toHaveText(role!.title)
  await expect(title).toHaveAttribute("lang", "en")
  await expect(page.getByRole("heading", { name: hi.job_about })).toBeVisible()
  await expect(page.getByRole("link", { name: hi.job_apply })).toHaveAttribute(
    "href",
    `/hi${jobApplyPath(role!.slug)}`,
  )
})

async function axeAtEveryWidth(page: Page) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // From the top: scrolled to a field, the sticky header lies over whatever is under it, which
    // axe's target-size rule counts against that link.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize(viewports.mobile)
}

test("the language switch lands on the same role, both ways, axe-clean at every width", async ({ page }) => {
  test.setTimeout(90_000)
  const role = openRoles[0]!
  await page.setViewportSize(viewports.mobile)
  await page.goto(jobPath(role.slug))
  await waitForHydration(page)
  const toHindi = page.getByRole("link", { name: hi.language_switch_to })
  await expect(toHindi).toHaveAttribute("hreflang", "hi-IN")
  await expect(toHindi).toHaveAttribute("lang", "hi")
  await toHindi.click()
  await expect(page).toHaveURL(new RegExp(`/hi${jobPath(role.slug)}/?$`))
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(roleTextIn(role, "hi").title)
  await expect(page.getByRole("link", { name: hi.job_back })).toBeVisible()
  await axeAtEveryWidth(page)

  const toEnglish = page.getByRole("link", { name: en.language_switch_to })
  await expect(toEnglish).toHaveAttribute("hreflang", "en-IN")
  await toEnglish.click()
  await expect(page).toHaveURL(new RegExp(`${jobPath(role.slug)}/?$`))
  await expect(page).not.toHaveURL(/\/hi\//)
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.title)
})

test("/hi/jobs lists the roles in Hindi and switches to /jobs, axe-clean in both languages", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  await page.goto("/hi/jobs")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.jobs_hero_title)
  await expect(page.getByRole("status")).toHaveText(
    hi.jobs_count_other.replace("{count}", String(openRoles.length)),
  )
  await expect(
    page.getByRole("link", { name: roleTextIn(openRoles[0]!, "hi").title }).first(),
  ).toHaveAttribute("href", new RegExp(`^/hi${jobPath(openRoles[0]!.slug)}`))
  await axeAtEveryWidth(page)
  await page.getByRole("link", { name: en.language_switch_to }).click()
  await expect(page).toHaveURL(/\/jobs\/?$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN")
  await axeAtEveryWidth(page)
})

test("the Hindi fraud report refuses bad input in Hindi beside the field, keeping what was typed", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  await page.goto("/hi/recruitment-fraud")
  await waitForHydration(page)
  await axeAtEveryWidth(page)
  const form = page.getByRole("form", { name: hi.fraud_form_heading })
  const box = (label: string) => form.getByRole("textbox", { name: label, exact: true })
  await box(hi.fraud_field_what_label).fill("पैसे दिए")
  await box(hi.fraud_field_scammer_label).fill("9")
  await box(hi.fraud_field_email_label).fill("asha@example")
  await form.getByRole("button", { name: hi.fraud_form_submit }).click()
  await expect(box(hi.fraud_field_what_label)).toBeFocused()
  for (const [label, message] of [
    [hi.fraud_field_what_label, hi.fraud_error_what],
    [hi.fraud_field_scammer_label, hi.fraud_error_scammer],
    [hi.fraud_field_email_label, hi.fraud_error_email],
  ] as const) {
    await expect(box(label)).toHaveAttribute("aria-invalid", "true")
    await expect(box(label)).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")))
  }
  await expect(
    form.getByRole("checkbox", { name: hi.fraud_field_consent_label.replace("{site}", site.name) }),
  ).toHaveAccessibleDescription(new RegExp(hi.fraud_error_consent))
  await expect(box(hi.fraud_field_what_label)).toHaveValue("पैसे दिए")
  await expect(box(hi.fraud_field_email_label)).toHaveValue("asha@example")
  await axeAtEveryWidth(page)
})

/** A regular expression matching `text` as it is (a message with brackets or a "+"). */
const literally = (text: string) => new RegExp(text.replace(/[()+.?*[\]]/g, "\\$&"))

test("the Hindi quick apply refuses an empty form in Hindi, then sends: one row and one mail, as in English", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const role = openRoles.find((entry) => roleTextIn(entry, "hi").lang === "hi") ?? openRoles[0]!
  const text = roleTextIn(role, "hi")
  await page.setViewportSize(viewports.mobile)
  // From the Hindi role page, as a candidate would come.
  await page.goto(`/hi${jobPath(role.slug)}`)
  await page.getByRole("main").getByRole("link", { name: hi.job_apply }).click()
  await expect(page).toHaveURL(new RegExp(`/hi${jobApplyPath(role.slug)}/?$`))
  await waitForHydration(page)
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    hi.apply_heading.replace("{role}", text.title),
  )

  const form = page.getByRole("form", { name: hi.apply_form_heading })
  const box = (label: string) => form.getByRole("textbox", { name: label, exact: true })
  const consent = form.getByRole("checkbox", { name: new RegExp(hi.apply_consent_link) })
  await form.getByRole("button", { name: hi.apply_submit }).click()
  await expect(box(hi.apply_name_label)).toBeFocused()
  for (const [label, message] of [
    [hi.apply_name_label, hi.apply_error_name],
    [hi.apply_mobile_label, hi.apply_error_mobile],
    [hi.apply_city_label, hi.apply_error_city],
  ] as const) {
    await expect(box(label)).toHaveAttribute("aria-invalid", "true")
    await expect(box(label)).toHaveAccessibleDescription(literally(message))
  }
  await expect(consent).toHaveAccessibleDescription(literally(hi.apply_error_consent))
  await axeAtEveryWidth(page)

  // A wrong number is refused in Hindi, and what was typed stays.
  await box(hi.apply_name_label).fill("आशा राव")
  await box(hi.apply_mobile_label).fill("12345")
  await form.getByRole("button", { name: hi.apply_submit }).click()
  await expect(box(hi.apply_mobile_label)).toHaveAccessibleDescription(literally(hi.apply_error_mobile))
  await expect(box(hi.apply_name_label)).toHaveValue("आशा राव")

  const mobile = freshMobile()
  await box(hi.apply_mobile_label).fill(mobile.typed)
  await box(hi.apply_city_label).fill("नोएडा")
  await consent.check()
  await form.getByRole("button", { name: hi.apply_submit }).click()
  const sent = page.getByRole("heading", { name: hi.apply_sent_title })
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { name: hi.apply_sent_call_heading })).toBeVisible()
  await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.tel}`,
  )
  await expect(main.getByText(hi.apply_sent_call_body)).toBeVisible()
  await expect(main.getByRole("heading", { name: hi.apply_sent_money_heading })).toBeVisible()
  // The sent screen's link and the fee notice's beside it share their words and their page.
  const moneyLinks = main.getByRole("link", { name: hi.apply_sent_money_link })
  await expect(moneyLinks).toHaveCount(2)
  for (const link of await moneyLinks.all())
    await expect(link).toHaveAttribute("href", "/hi/recruitment-fraud")
  await expect(main.getByRole("link", { name: hi.apply_sent_back })).toHaveAttribute("href", "/hi/jobs")
  await axeAtEveryWidth(page)

  // The row and the firm's mail are an English application's: the role by its English words.
  const rows = await storedFor(page, mobile.stored)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    full_name: "आशा राव",
    city: "नोएडा",
    role_slug: role.slug,
    role_title: role.title,
    role_client: role.client,
    role_location: role.location,
  })
  await expect.poll(async () => (await mailsNaming(page, mobile.stored)).length, { timeout: 20_000 }).toBe(1)
  const [mail] = await mailsNaming(page, mobile.stored)
  expect(mail!.subject).toBe(`Quick apply: ${role.title}, आशा राव, call ${mobile.stored}`)
})

test("a role without Hindi words keeps its English on the Hindi form, marked lang=en; the switch keeps the role", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const role = openRoles.find((entry) => roleTextIn(entry, "hi").lang === "en")!
  await page.setViewportSize(viewports.mobile)
  await page.goto(jobApplyPath(role.slug))
  await waitForHydration(page)
  await page.getByRole("link", { name: hi.language_switch_to }).click()
  await expect(page).toHaveURL(new RegExp(`/hi${jobApplyPath(role.slug)}/?$`))
  await expect(page.locator("html")).toHaveAttribute("lang", "hi")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    hi.apply_heading.replace("{role}", role.title),
  )
  await expect(page.getByRole("main").getByText(role.summary, { exact: true })).toHaveAttribute("lang", "en")
  await expect(
    page.getByRole("complementary").getByRole("link", { name: role.title, exact: true }),
  ).toHaveAttribute("href", `/hi${jobPath(role.slug)}`)
  await axeAtEveryWidth(page)

  await page.getByRole("link", { name: en.language_switch_to }).click()
  await expect(page).toHaveURL(new RegExp(`${jobApplyPath(role.slug)}/?$`))
  await expect(page).not.toHaveURL(/\/hi\//)
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN")
})

test("the job alert on /hi/jobs refuses an empty form in Hindi, keeping what was typed", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  await page.goto("/hi/jobs")
  await waitForHydration(page)
  const form = page.getByRole("form", { name: hi.alert_heading })
  const email = form.getByRole("textbox", { name: hi.alert_email_label })
  await email.fill("ravi@example")
  await form.getByRole("button", { name: hi.alert_submit }).click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute("aria-invalid", "true")
  await expect(email).toHaveAccessibleDescription(literally(hi.alert_error_email))
  await expect(form.getByRole("checkbox", { name: hi.alert_consent_label })).toHaveAccessibleDescription(
    literally(hi.alert_error_consent),
  )
  await expect(email).toHaveValue("ravi@example")
  await axeAtEveryWidth(page)
})
