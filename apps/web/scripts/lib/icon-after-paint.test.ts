// @vitest-environment jsdom
import { describe, expect, it } from "vitest"

import { iconAfterFirstPaint, iconPlaceholder } from "./icon-after-paint"

const head = (links: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}<title>x</title></head><body></body></html>`
const icon = '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32"/>'
const touchIcon = '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>'

describe("iconAfterFirstPaint", () => {
  it("links an icon that costs no request, and the real one for a page read without scripts", () => {
    const result = iconAfterFirstPaint(head(icon + touchIcon))!
    expect(result.html).toBe(
      head(`<link rel="icon" href="data:," sizes="16x16 32x32"/><noscript>${icon}</noscript>${touchIcon}`),
    )
  })

  it("points the placeholder back at the real icon when its script runs", () => {
    const result = iconAfterFirstPaint(head(icon))!
    document.head.innerHTML = result.html.match(/<head>([\s\S]*)<\/head>/)![1]!
    expect(document.querySelector('head > link[rel="icon"]')?.getAttribute("href")).toBe(iconPlaceholder)
    new Function(result.script)()
    const links = [...document.querySelectorAll('head > link[rel="icon"]')].map((link) =>
      link.getAttribute("href"),
    )
    expect(links).toEqual(["/favicon.ico"])
    expect(document.querySelector('head > link[rel="icon"]')?.getAttribute("sizes")).toBe("16x16 32x32")
  })

  it("leaves the touch icon and a page with no icon of ours alone", () => {
    expect(iconAfterFirstPaint(head(touchIcon))).toBeUndefined()
    expect(iconAfterFirstPaint(head('<link rel="icon" href="https://cdn.example/i.ico"/>'))).toBeUndefined()
  })
})
