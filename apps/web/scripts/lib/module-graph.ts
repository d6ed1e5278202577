// The build's JavaScript chunks as a graph of static imports (`import "./x.js"`, `from "./x.js"`):
// a chunk's static imports load and run before it. Dynamic `import()` calls are not edges; they load
// later, when something asks for them. Chunks are named by their URL path (`/assets/x.js`).
import { readFileSync } from "node:fs"
import { join } from "node:path"

export function moduleGraph(client: string) {
  const imports = new Map<string, string[]>()
  const staticImports = (chunk: string): string[] => {
    if (!imports.has(chunk)) {
      const code = readFileSync(join(client, chunk), "utf8")
      const specs = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)]
      imports.set(
        chunk,
        specs.map(([, spec = ""]) => `/assets/${spec.slice(2)}`),
      )
    }
    return imports.get(chunk)!
  }
  /** The chunks and everything they import, each after its own imports (the order they run in). */
  const withImports = (chunks: readonly string[]) => {
    const order = new Set<string>()
    const visit = (chunk: string) => {
      if (order.has(chunk)) return
      for (const dependency of staticImports(chunk)) visit(dependency)
      order.add(chunk)
    }
    for (const chunk of chunks) visit(chunk)
    return [...order]
  }
  return { withImports }
}
