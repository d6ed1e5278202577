import { dataApi } from "./data-api"

async function loadTools() {
  const [applyModule, schemaModule, resumeModule] = await Promise.all([
    import("@repo/contact-client/apply"),
    import("@repo/contact-client/application-schema"),
    import("@repo/contact-client/resume"),
  ])
  return {
    client: applyModule.createApplicationClient(dataApi),
    applicationSchema: schemaModule.applicationSchema,
    checkResume: resumeModule.checkResume,
    resumeMessages: resumeModule.resumeMessages,
  }
}

export type ApplicationTools = Awaited<ReturnType<typeof loadTools>>

let tools: Promise<ApplicationTools> | undefined

/**
 * The application form's rules (zod), the résumé check and the upload client, loaded on the first
 * interaction with the form rather than with the page; supabase-js follows when sending.
 */
export function loadApplicationTools(): Promise<ApplicationTools> {
  tools ??= loadTools().catch((error: unknown) => {
    tools = undefined
    throw error
  })
  return tools
}
