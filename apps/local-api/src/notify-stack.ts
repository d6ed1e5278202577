import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { MailDev } from "maildev"

/**
 * The rest of Supabase's path for a lead, run locally: the notify Edge Function under Deno (the
 * `deno` package from npm) and a mail catcher (MailDev) whose inbox shows what the firm would get.
 */

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))
export const notifyFunctionEntry = fileURLToPath(
  new URL("../../../supabase/functions/notify/index.ts", import.meta.url),
)
export const notifyFunctionConfig = fileURLToPath(
  new URL("../../../supabase/functions/notify/deno.json", import.meta.url),
)
/** Preloaded into the function so that it ends with this process (deno-with-parent.js). */
export const withParentPreload = fileURLToPath(new URL("./deno-with-parent.js", import.meta.url))
/** Deno's cache of the function's npm: imports, filled at install time (`pnpm install`). */
export const denoDir = fileURLToPath(new URL("../../../.deno/", import.meta.url))

/** The service-role key of the local data API (local development only, as Supabase's local keys are). */
export const localServiceKey = "sb_secret_talentrise_local"
/** The secret the local webhook sends and the local function expects. */
export const localNotifySecret = "talentrise-local-notify-secret"

export const notifyDefaults = { mailPort: 54324, functionPort: 54326 } as const

function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value?.trim() || fallback)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port number: ${value}`)
  return port
}

/** The inbox, its SMTP port and the function's port, as LOCAL_MAIL_PORT, LOCAL_SMTP_PORT and LOCAL_FUNCTION_PORT set them. */
export function notifyPorts(env: NodeJS.ProcessEnv = process.env) {
  const mail = portFrom(env.LOCAL_MAIL_PORT, notifyDefaults.mailPort)
  return {
    mail,
    smtp: portFrom(env.LOCAL_SMTP_PORT, mail + 1),
    function: portFrom(env.LOCAL_FUNCTION_PORT, notifyDefaults.functionPort),
  }
}

/** The Deno executable the `deno` package installed. */
export function denoExecutable(): string {
  const require = createRequire(import.meta.url)
  return (require("deno/install_api.cjs") as { runInstall(): string }).runInstall()
}

const denoEnv = { DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: "1", DENO_NO_UPDATE_CHECK: "1" }

/** Fetches the function's npm: imports into `.deno` (run by `pnpm install`; nothing is fetched later). */
export function cacheNotifyFunction(): void {
  const result = spawnSync(
    denoExecutable(),
    ["install", "--frozen", "--config", notifyFunctionConfig, "--entrypoint", notifyFunctionEntry],
    // Deno trusts its own copy of Mozilla's roots; the machine's store as well, as npm, curl and
    // apt do, so a registry reached through a proxy with its own authority works for it too.
    {
      cwd: repoRoot,
      env: { DENO_TLS_CA_STORE: "mozilla,system", ...process.env, ...denoEnv },
      stdio: "inherit",
    },
  )
  if (result.status !== 0) throw new Error(`deno install failed (${result.status})`)
}

export type MailCatcher = { url: string; smtpPort: number; stop(): Promise<void> }

/** MailDev on 127.0.0.1: its web inbox and HTTP API at `url`, SMTP on `smtpPort`. */
export async function startMailCatcher(webPort: number, smtpPort: number): Promise<MailCatcher> {
  // Its own folder: MailDev's default (<tmp>/maildev) is shared by every inbox on the machine, and
  // another's "delete all" removed this one's mails mid-delivery (450 ENOENT).
  const mailDirectory = mkdtempSync(join(tmpdir(), "maildev-"))
  const maildev = new MailDev({
    mailDirectory,
    smtp: smtpPort,
    web: webPort,
    ip: "127.0.0.1",
    webIp: "127.0.0.1",
    silent: true,
  })
  await maildev.start()
  return {
    url: `http://127.0.0.1:${webPort}`,
    smtpPort,
    stop: async () => {
      await maildev.stop()
      rmSync(mailDirectory, { recursive: true, force: true })
    },
  }
}

export type NotifyFunction = { url: string; process: ChildProcess; stop(): Promise<void> }

export type NotifyFunctionOptions = {
  port: number
  /** The local data API the function calls with the service-role key. */
  supabaseUrl: string
  smtpHost?: string
  smtpPort: number
  secret?: string
  /** Where the function's log lines go; defaults to this process's output. */
  log?: (line: string) => void
}

/** Serves supabase/functions/notify under Deno on 127.0.0.1, from the cache only; resolves once it listens. */
export async function startNotifyFunction(options: NotifyFunctionOptions): Promise<NotifyFunction> {
  const log = options.log ?? ((line: string) => console.log(line))
  const child = spawn(
    denoExecutable(),
    [
      "run",
      "--cached-only",
      "--config",
      notifyFunctionConfig,
      "--allow-net",
      "--allow-env",
      "--allow-sys",
      "--preload",
      withParentPreload,
      notifyFunctionEntry,
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...denoEnv,
        NOTIFY_HOSTNAME: "127.0.0.1",
        NOTIFY_PORT: String(options.port),
        NOTIFY_SECRET: options.secret ?? localNotifySecret,
        SUPABASE_URL: options.supabaseUrl,
        SUPABASE_SERVICE_ROLE_KEY: localServiceKey,
        SMTP_HOST: options.smtpHost ?? "127.0.0.1",
        SMTP_PORT: String(options.smtpPort),
        SMTP_SECURE: "false",
      },
      // stdin is the function's lifeline: it ends when this process's end of the pipe closes.
      stdio: ["pipe", "pipe", "pipe"],
    },
  )
  const url = `http://127.0.0.1:${options.port}`
  const forward = (prefix: string) => (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim() !== "") log(`${prefix}${line}`)
  }
  await new Promise<void>((resolve, reject) => {
    let output = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("notify listening on")) {
        child.stdout?.off("data", onData)
        resolve()
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) =>
      reject(
        Object.assign(new Error(`The notify function exited (${code}):\n${output}`), {
          // Deno's AddrInUse, as Node names it: the caller says which port, in one line.
          ...(/AddrInUse/.test(output) ? { code: "EADDRINUSE", port: options.port } : {}),
        }),
      ),
    )
    child.once("error", reject)
  })
  child.stdout?.on("data", forward("notify: "))
  child.stderr?.on("data", forward("notify: "))
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}

export const jobAlertsFunctionEntry = fileURLToPath(
  new URL("../../../supabase/functions/job-alerts/index.ts", import.meta.url),
)

export type JobAlertsRunOptions = {
  /** The local data API the function calls with the service-role key. */
  supabaseUrl: string
  /** Where it reads jobs.json and what its mails link to. */
  siteUrl: string
  smtpPort: number
  /** Extra environment, e.g. the fault test's JOB_ALERTS_FAULT. */
  env?: Record<string, string>
}

/** Runs supabase/functions/job-alerts once under Deno (`pnpm alerts`): its exit code and output. */
export function runJobAlertsOnce(
  options: JobAlertsRunOptions,
): Promise<{ code: number | null; output: string }> {
  return spawnJobAlerts(options).done
}

/**
 * Starts supabase/functions/job-alerts under Deno: once (JOB_ALERTS_ONCE, the default) or, with
 * `env.JOB_ALERTS_PORT` and an empty JOB_ALERTS_ONCE, serving until stopped.
 */
export function spawnJobAlerts(options: JobAlertsRunOptions): {
  process: ChildProcess
  done: Promise<{ code: number | null; output: string }>
} {
  const child = spawn(
    denoExecutable(),
    [
      "run",
      "--cached-only",
      "--config",
      notifyFunctionConfig,
      "--allow-net",
      "--allow-env",
      "--allow-sys",
      jobAlertsFunctionEntry,
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...denoEnv,
        JOB_ALERTS_ONCE: "1",
        NOTIFY_SECRET: localNotifySecret,
        SUPABASE_URL: options.supabaseUrl,
        SUPABASE_SERVICE_ROLE_KEY: localServiceKey,
        SITE_URL: options.siteUrl,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(options.smtpPort),
        SMTP_SECURE: "false",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.once("error", reject)
    child.once("exit", (code) => resolve({ code, output }))
  })
  return { process: child, done }
}
