// Preloaded into the notify function when the local data API runs it (notify-stack.ts): the
// function ends with the process that started it. Without this, `kill -9` of the data API left
// Deno running on LOCAL_FUNCTION_PORT, and the next start failed with AddrInUse (issue 46).
// Two signs the parent is gone, either enough: its end of our stdin pipe closes (read gives EOF),
// or we are handed to another parent (init or a subreaper). Plain JavaScript: Deno runs it as is.
const deno = globalThis.Deno
const parent = deno.ppid

const watch = setInterval(() => {
  if (deno.ppid !== parent) deno.exit(0)
}, 500)
deno.unrefTimer(watch)

// Deno runs a preload's event loop to the end before the main module, so the pipe is read from
// the main module's `load` event: reading it earlier kept the function from ever starting.
globalThis.addEventListener("load", async () => {
  const reader = deno.stdin.readable.getReader()
  try {
    while (!(await reader.read()).done);
  } catch {
    // A closed or broken pipe is the same news.
  }
  deno.exit(0)
})
