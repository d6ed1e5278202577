// Runs before `pnpm dev` and `pnpm start`: each server's port is free, or one line per taken port
// says which variable moves that server, and nothing starts. Without it a taken port ended the run
// with a server's stack trace and Turbo's failure report after it.
import { createServer } from "node:net"
import { localDataApi, localDataApiUrl } from "@repo/contact-client/local"

type Server = { name: string; variable: string; host: string; port: number }

const command = process.argv[2]
if (command !== "dev" && command !== "start") {
  console.error("usage: tsx script/check-ports.ts dev|start")
  process.exit(2)
}

function portFrom(variable: string, fallback: number): number {
  const value = process.env[variable]?.trim()
  if (!value) return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${variable}=${value} is not a port number (1-65535).`)
    process.exit(1)
  }
  return port
}

const mailPort = portFrom("LOCAL_MAIL_PORT", 54324)

const servers: Server[] = [
  command === "dev"
    ? { name: "the dev site", variable: "PORT", host: "localhost", port: portFrom("PORT", 5173) }
    : {
        name: "the site",
        variable: "PORT",
        host: process.env.HOST || "127.0.0.1",
        port: portFrom("PORT", 3000),
      },
  {
    name: "the local data API",
    variable: "LOCAL_API_PORT",
    host: "127.0.0.1",
    port: Number(
      new URL(localDataApiUrl(portFrom("LOCAL_API_PORT", Number(new URL(localDataApi.url).port)))).port,
    ),
  },
  // Beside the local data API: the team's inbox (MailDev), its SMTP port and the notify function.
  { name: "the inbox", variable: "LOCAL_MAIL_PORT", host: "127.0.0.1", port: mailPort },
  {
    name: "the inbox's SMTP server",
    variable: "LOCAL_SMTP_PORT",
    host: "127.0.0.1",
    port: portFrom("LOCAL_SMTP_PORT", mailPort + 1),
  },
  {
    name: "the notify function",
    variable: "LOCAL_FUNCTION_PORT",
    host: "127.0.0.1",
    port: portFrom("LOCAL_FUNCTION_PORT", 54326),
  },
  // The editor's local proxy (decap-server), which the dev site starts (docs/decisions/080).
  ...(command === "dev"
    ? [
        {
          name: "the editor's proxy",
          variable: "LOCAL_CMS_PORT",
          host: "127.0.0.1",
          port: portFrom("LOCAL_CMS_PORT", 8081),
        },
      ]
    : []),
]

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

async function nextFree(host: string, from: number): Promise<number> {
  for (let port = from + 1; port < Math.min(from + 100, 65536); port++)
    if (await isFree(host, port)) return port
  return from + 1
}

let taken = 0
for (const server of servers) {
  if (await isFree(server.host, server.port)) continue
  taken++
  const suggestion = await nextFree(server.host, server.port)
  console.error(
    `Port ${server.port} is in use, so ${server.name} cannot start: set ${server.variable} to move it (e.g. ${server.variable}=${suggestion} pnpm ${command}).`,
  )
}
if (taken > 0) process.exit(1)
