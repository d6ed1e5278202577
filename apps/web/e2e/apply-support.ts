import { expect, type Page, type Request } from "@playwright/test"

import { waitForHydration } from "./support"

// What the application specs (apply.spec.ts, apply-resend.spec.ts) share: the stored rows, the
// form's controls and the requests it sends.

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const applicationsUrl = `http://127.0.0.1:${apiPort}/local/applications`

export const uploadPattern = "**/storage/v1/object/resumes/**"
export const insertPattern = "**/rest/v1/job_applications"

/** A row of job_applications as the local data API lists it, with where its file was kept. */
export type StoredApplication = {
  opening_id: string
  opening_title: string
  full_name: string
  email: string
  mobile: string
  resume_path: string
  resume_name: string
  resume_type: string
  resume_size: number
  resume_file: string
  resume_file_size: number | null
  idempotency_key: string
}

/** Applications the local data API has stored for an address, with their files. */
export async function storedApplications(page: Page, email: string): Promise<StoredApplication[]> {
  const response = await page.request.get(applicationsUrl)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as StoredApplication[]).filter((row) => row.email === email)
}

export function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
}

export const form = (page: Page) => page.getByRole("form", { name: "Your application" })
export const submitButton = (page: Page) => form(page).getByRole("button", { name: "Submit Application" })
export const resumeInput = (page: Page) => form(page).getByRole("button", { name: "Résumé", exact: true })
export const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ })
export const success = (page: Page) => page.getByRole("heading", { name: "Application received" })

/** Opens an application form and waits until it can be sent. */
export async function openApplication(page: Page, path = "/careers/apply/payroll-manager") {
  await page.goto(path)
  await waitForHydration(page)
  await expect(submitButton(page)).toBeEnabled()
}

/** The uploads and inserts the page sends (CORS preflights are not counted). */
export function countRequests(page: Page) {
  const uploads: Request[] = []
  const inserts: Request[] = []
  page.on("request", (request) => {
    if (request.method() !== "POST") return
    if (request.url().includes("/storage/v1/object/resumes/")) uploads.push(request)
    if (request.url().includes("/rest/v1/job_applications")) inserts.push(request)
  })
  return { uploads, inserts }
}
