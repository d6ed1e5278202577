// @vitest-environment node
import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { renderSprite, spritePath } from "../../scripts/icon-sprite"
import { iconAliases, iconNames } from "./icon-names"

const committed = readFileSync(spritePath, "utf8")

describe("icon sprite", () => {
  it("is exactly what the generator produces from icon-names.ts now (rebuild it with `pnpm icons`)", async () => {
    expect(committed).toBe(await renderSprite())
  })

  it("holds one symbol for every icon name, and nothing else", () => {
    const ids = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual(iconNames.map((name) => `icon-${name}`))
    for (const name of iconNames) {
      const symbol = committed.match(
        new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">(.*?)</symbol>`),
      )
      expect(symbol, name).not.toBeNull()
      // Something is drawn in it.
      expect(symbol?.[1], name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /)
    }
  })

  it("lists each name once, and maps every alias onto a real name", () => {
    expect(new Set(iconNames).size).toBe(iconNames.length)
    for (const [alias, target] of Object.entries(iconAliases)) {
      expect(iconNames, alias).toContain(target)
      expect(iconNames as readonly string[], alias).not.toContain(alias)
    }
  })
})
