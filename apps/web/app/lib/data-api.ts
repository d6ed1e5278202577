import { localDataApi } from "@repo/contact-client/local"

/**
 * Where the site's forms send their rows: the Supabase project named at build time by
 * VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY, or else the project's own local data API, on
 * the port LOCAL_API_PORT gives it (the same variable the API listens on; vite.config.ts defines it).
 */
export const dataApi = {
  url: import.meta.env.VITE_SUPABASE_URL || import.meta.env.LOCAL_DATA_API_URL || localDataApi.url,
  key: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || localDataApi.key,
} as const

async function loadTools() {
  const [submitModule, schemaModule] = await Promise.all([
    import("@repo/contact-client/submit"),
    import("@repo/contact-client/schema"),
  ])
  // Start fetching supabase-js too: by the time the visitor presses Send it is usually there.
  void submitModule.preload()
  return {
    client: submitModule.createContactClient(dataApi),
    contactSchema: schemaModule.contactSchema,
    newsletterSchema: schemaModule.newsletterSchema,
  }
}

export type ContactTools = Awaited<ReturnType<typeof loadTools>>

let tools: Promise<ContactTools> | undefined

/**
 * The forms' validation (zod) and insert client, loaded on the first interaction with a form rather
 * than with the page: together with supabase-js they would double a page's first-load JavaScript.
 */
export function loadContactTools(): Promise<ContactTools> {
  tools ??= loadTools().catch((error: unknown) => {
    // Let the next attempt try again (the chunk may have failed to download while offline).
    tools = undefined
    throw error
  })
  return tools
}

async function loadBrief() {
  const [submitModule, briefModule] = await Promise.all([
    import("@repo/contact-client/submit"),
    import("@repo/contact-client/brief-schema"),
  ])
  void submitModule.preload()
  return {
    client: submitModule.createContactClient(dataApi),
    briefErrors: briefModule.briefErrors,
  }
}

export type BriefTools = Awaited<ReturnType<typeof loadBrief>>

let briefTools: Promise<BriefTools> | undefined

/** The staffing brief's rules and insert client, loaded on the first interaction with the brief. */
export function loadBriefTools(): Promise<BriefTools> {
  briefTools ??= loadBrief().catch((error: unknown) => {
    briefTools = undefined
    throw error
  })
  return briefTools
}

async function loadFraudReport() {
  const [submitModule, reportModule] = await Promise.all([
    import("@repo/contact-client/submit"),
    import("@repo/contact-client/fraud-report-schema"),
  ])
  void submitModule.preload()
  return {
    client: submitModule.createContactClient(dataApi),
    fraudReportErrors: reportModule.fraudReportErrors,
  }
}

export type FraudReportTools = Awaited<ReturnType<typeof loadFraudReport>>

let fraudReportTools: Promise<FraudReportTools> | undefined

/** The fraud report's rules and insert client, loaded on the first interaction with the report. */
export function loadFraudReportTools(): Promise<FraudReportTools> {
  fraudReportTools ??= loadFraudReport().catch((error: unknown) => {
    fraudReportTools = undefined
    throw error
  })
  return fraudReportTools
}

async function loadJobAlert() {
  const [submitModule, alertModule] = await Promise.all([
    import("@repo/contact-client/submit"),
    import("@repo/contact-client/job-alert-schema"),
  ])
  void submitModule.preload()
  return { client: submitModule.createContactClient(dataApi), jobAlertErrors: alertModule.jobAlertErrors }
}

export type JobAlertTools = Awaited<ReturnType<typeof loadJobAlert>>

let jobAlertTools: Promise<JobAlertTools> | undefined

/** The job alert's rules and insert client, loaded on the first interaction with its form. */
export function loadJobAlertTools(): Promise<JobAlertTools> {
  jobAlertTools ??= loadJobAlert().catch((error: unknown) => {
    jobAlertTools = undefined
    throw error
  })
  return jobAlertTools
}
