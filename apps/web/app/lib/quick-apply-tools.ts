import { dataApi } from "./data-api"

async function loadTools() {
  const [clientModule, schemaModule, resumeModule, submitModule] = await Promise.all([
    import("@repo/contact-client/quick-apply"),
    import("@repo/contact-client/quick-apply-schema"),
    import("@repo/contact-client/resume"),
    import("@repo/contact-client/submit"),
  ])
  // Start fetching supabase-js too: by the time the candidate presses Apply it is usually there.
  void submitModule.preload()
  return {
    client: clientModule.createQuickApplyClient(dataApi),
    quickApplyErrors: schemaModule.quickApplyErrors,
    checkResume: resumeModule.checkResume,
  }
}

export type QuickApplyTools = Awaited<ReturnType<typeof loadTools>>

let tools: Promise<QuickApplyTools> | undefined

/** The quick apply's rules, the résumé check and the client, loaded on the first interaction with the form. */
export function loadQuickApplyTools(): Promise<QuickApplyTools> {
  tools ??= loadTools().catch((error: unknown) => {
    tools = undefined
    throw error
  })
  return tools
}
