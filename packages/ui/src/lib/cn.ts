import { clsx, type ClassValue } from "clsx"

/*
 * Joins class names, and lets a later class replace an earlier one of the same kind ("px-5" then "px-0"
 * keeps "px-0"), so a caller's className wins over a component's defaults. It knows the utility families
 * components here expose to overrides; anything else is kept as written. (A full class-merging library
 * costs more JavaScript than the rest of the design system together.)
 */

const families: readonly (readonly [RegExp, string])[] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(flex-row|flex-col|flex-row-reverse|flex-col-reverse)$/, "flex-direction"],
  [/^(flex-wrap|flex-nowrap|flex-wrap-reverse)$/, "flex-wrap"],
  [/^items-/, "align-items"],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)$/, "justify-content"],
  [/^text-(xs|sm|base|lg|[2-9]?xl|display|title)$|^text-\[[\d.]+(rem|px|em)\]$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^leading-/, "leading"],
  [/^tracking-/, "tracking"],
  [/^bg-/, "bg"],
  [/^rounded(-|$)/, "rounded"],
  [/^shadow(-|$)/, "shadow"],
  [/^border(-[0-9]+)?$|^border-\[\d/, "border-width"],
  [/^border-(?!(t|r|b|l|x|y|s|e)-|(t|r|b|l|x|y|s|e)$)/, "border-color"],
  [/^opacity-/, "opacity"],
  [/^z-/, "z"],
  [
    /^(min-w|max-w|min-h|max-h|size|w|h|gap-x|gap-y|gap|grid-cols|col-span|inset|top|right|bottom|left|shrink|grow|basis|order)-/,
    "",
  ],
  [/^-?(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/, ""],
]

// Setting a shorthand clears the longhands set before it.
const clears: Record<string, readonly string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["top", "right", "bottom", "left"],
}

/*
 * A page hydrates hundreds of components, and most call cn() with the same few class lists: the
 * family of each class and the result for each list are remembered (the families matched by regular
 * expressions, one by one, were the costliest part of rendering the shell). Both are emptied when
 * they pass a limit no page reaches, so a caller building class names on the fly cannot grow them.
 */
const familyCache = new Map<string, string | null>()
const mergeCache = new Map<string, string>()
const cacheLimit = 4000

/** The family of one utility, with its variants ("md:hover:px-4" → "md:hover:px"), or undefined. */
function familyOf(className: string): string | undefined {
  let family = familyCache.get(className)
  if (family === undefined) {
    family = findFamily(className) ?? null
    if (familyCache.size >= cacheLimit) familyCache.clear()
    familyCache.set(className, family)
  }
  return family ?? undefined
}

function findFamily(className: string): string | undefined {
  const important = className.endsWith("!") || className.startsWith("!")
  const bare = className.replace(/^!|!$/g, "")
  const split = bare.lastIndexOf(":", bare.indexOf("[") === -1 ? undefined : bare.indexOf("["))
  const variants = split === -1 ? "" : bare.slice(0, split + 1)
  const utility = bare.slice(split + 1)
  for (const [pattern, name] of families) {
    if (!pattern.test(utility)) continue
    return `${important ? "!" : ""}${variants}${name || normaliseFamily(utility)}`
  }
  return undefined
}

function normaliseFamily(utility: string) {
  const bare = utility.replace(/^-/, "")
  const known = bare.match(
    /^(min-w|max-w|min-h|max-h|gap-x|gap-y|grid-cols|col-span|size|gap|inset|top|right|bottom|left|shrink|grow|basis|order|px|py|pt|pr|pb|pl|ps|pe|mx|my|mt|mr|mb|ml|ms|me|p|m|w|h)(?=-)/,
  )
  return known?.[1] ?? bare
}

function merge(classes: string): string {
  let merged = mergeCache.get(classes)
  if (merged === undefined) {
    merged = mergeTokens(classes)
    if (mergeCache.size >= cacheLimit) mergeCache.clear()
    mergeCache.set(classes, merged)
  }
  return merged
}

function mergeTokens(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean)
  const kept: (string | undefined)[] = []
  const lastIndex = new Map<string, number>()
  for (const token of tokens) {
    const family = familyOf(token)
    if (family) {
      const cut = family.lastIndexOf(":")
      const prefix = family.slice(0, cut + 1)
      const name = family.slice(cut + 1)
      for (const key of [family, ...(clears[name] ?? []).map((longhand) => prefix + longhand)]) {
        const previous = lastIndex.get(key)
        if (previous !== undefined) {
          kept[previous] = undefined
          lastIndex.delete(key)
        }
      }
      lastIndex.set(family, kept.length)
    }
    kept.push(token)
  }
  return kept.filter(Boolean).join(" ")
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
