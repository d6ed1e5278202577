// `pnpm alerts`: runs the job-alerts function once against the running local stack (`pnpm dev`):
// the local data API, its inbox's SMTP port and the site's jobs.json.
import { localDataApiUrl } from "@repo/contact-client/local"
import { notifyPorts, runJobAlertsOnce } from "./notify-stack.ts"

const ports = notifyPorts()
const { code, output } = await runJobAlertsOnce({
  supabaseUrl: localDataApiUrl(process.env.LOCAL_API_PORT),
  siteUrl: process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? "5173"}`,
  smtpPort: ports.smtp,
})
process.stdout.write(output)
process.exitCode = code ?? 1
