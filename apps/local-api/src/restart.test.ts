import { spawn, type ChildProcess } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"
import { freePort } from "./testing/free-port.ts"

// The local stack after a crash (issue 46): `kill -9` of the data API, or of the tsx process that
// runs it, leaves no process of it behind and no port taken, so the next start comes up. Linux:
// the processes are found through /proc, as `ps` would.

const packageDir = fileURLToPath(new URL("..", import.meta.url))

/** The pids whose parent is `pid`, and a process's state letter (undefined: gone). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return (
          Number(
            readFileSync(`/proc/${entry}/stat`, "utf8")
              .replace(/^.*\) /s, "")
              .split(" ")[1],
          ) === pid
        )
      } catch {
        return false
      }
    })
    .map(Number)
}

function state(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ")[0]
  } catch {
    return undefined
  }
}

const alive = (pid: number) => {
  const letter = state(pid)
  return letter !== undefined && letter !== "Z" && letter !== "X"
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen({ host: "127.0.0.1", port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

type Stack = { tsx: ChildProcess; output: () => string; ports: number[] }

/** `pnpm start`'s data API: tsx src/main.ts, on its own ports; resolves once every server listens. */
async function startStack(ports?: number[]): Promise<Stack> {
  const [api, mail, smtp, fn] = ports ?? [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const tsx = spawn(process.execPath, [fileURLToPath(import.meta.resolve("tsx/cli")), "src/main.ts"], {
    cwd: packageDir,
    env: {
      ...process.env,
      LOCAL_API_PORT: String(api),
      LOCAL_MAIL_PORT: String(mail),
      LOCAL_SMTP_PORT: String(smtp),
      LOCAL_FUNCTION_PORT: String(fn),
      LOCAL_API_DATA_DIR: "memory://",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  tsx.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  tsx.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("The notify function:")) {
        clearInterval(check)
        resolve()
      }
    }, 100)
    tsx.once("exit", (code) => {
      clearInterval(check)
      reject(new Error(`the stack exited (${code}):\n${output}`))
    })
  })
  return { tsx, output: () => output, ports: [api!, mail!, smtp!, fn!] }
}

/** A process's command name (esbuild's service, which tsx starts for a cold cache, is not the stack's). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim()
  } catch {
    return ""
  }
}

/** The stack's processes: tsx, the node process running main.ts, and Deno under it. */
function processesOf(stack: Stack) {
  const main = childrenOf(stack.tsx.pid!).filter((pid) => commandOf(pid) !== "esbuild")
  expect(main).toHaveLength(1)
  const deno = childrenOf(main[0]!).filter((pid) => commandOf(pid) === "deno")
  expect(deno).toHaveLength(1)
  return { main: main[0]!, deno: deno[0]! }
}

async function expectGone(pids: number[], ports: number[]) {
  await expect.poll(() => pids.filter(alive), { timeout: 10_000, interval: 200 }).toEqual([])
  // The kernel lets go of a dead process's sockets a moment after the process is gone.
  for (const port of ports)
    await expect
      .poll(() => portFree(port), { message: `port ${port}`, timeout: 10_000, interval: 200 })
      .toBe(true)
}

const running: Stack[] = []
afterEach(async () => {
  for (const stack of running.splice(0)) {
    if (stack.tsx.exitCode === null && stack.tsx.signalCode === null) {
      const exited = new Promise((done) => stack.tsx.once("exit", done))
      stack.tsx.kill("SIGTERM")
      await exited
    }
  }
})

// Each start migrates a fresh PGlite database and starts Deno: over a minute on a busy machine.
describe("the local stack after kill -9", { timeout: 600_000 }, () => {
  it("of the data API ends the notify function with it; it starts again on the same ports; kill -9 of tsx ends it all", async () => {
    const first = await startStack()
    running.push(first)
    const { main, deno } = processesOf(first)
    process.kill(main, "SIGKILL")
    await expectGone([main, deno], first.ports)

    const again = await startStack(first.ports)
    running.push(again)
    expect(again.output()).not.toMatch(/AddrInUse|in use/)
    const second = processesOf(again)
    // tsx runs main.ts in a child process: killed outright, it relays nothing.
    process.kill(again.tsx.pid!, "SIGKILL")
    await expectGone([second.main, second.deno], again.ports)
  })

  it("names the port when one is still taken, in one line", async () => {
    const [api, mail, smtp] = [await freePort(), await freePort(), await freePort()]
    const blocker = createServer()
    const taken = await freePort()
    await new Promise<void>((done) => blocker.listen(taken, "127.0.0.1", done))
    try {
      const failed = await startStack([api, mail, smtp, taken]).then(
        () => "started",
        (error: Error) => error.message,
      )
      const lines = failed.split("\n").filter((line) => /in use/.test(line))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        new RegExp(`^Port ${taken} is in use, so the notify function cannot start: set LOCAL_FUNCTION_PORT`),
      )
      expect(failed).not.toContain("AddrInUse")
    } finally {
      blocker.close()
    }
  })
})
