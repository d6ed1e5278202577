// The brand face is requested after the first paint (docs/decisions/024), without a change of
// style: the @font-face rules of the page's inlined sheet that name a file are taken out of it and
// become FontFace objects the first-paint script loads and adds to document.fonts. Until then the
// stack's first families do not exist and the text is set in the metric-matched fallback; once
// the core cut has loaded, adding it changes glyphs and relays the text, where switching the
// stack by a class on <html> recomputed every element's style and laid the page out a second time.
// Pages without scripts keep the rules, inside @media (scripting: none).

/** A face's descriptors, as the FontFace constructor names them. */
export type FaceDescriptors = { style?: string; weight?: string; display?: string; unicodeRange?: string }
export type FileFace = { family: string; source: string; descriptors: FaceDescriptors }

const descriptorNames: Record<string, keyof FaceDescriptors> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-display": "display",
  "unicode-range": "unicodeRange",
}

// A rule as the minifier writes it: no braces inside, descriptors split by semicolons.
const fontFaceRule = /@font-face\{([^{}]*)\}/g

function parseFace(body: string): FileFace | undefined {
  const declarations = new Map<string, string>()
  for (const declaration of body.split(";")) {
    const colon = declaration.indexOf(":")
    if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim())
  }
  const source = declarations.get("src")
  const family = declarations.get("font-family")?.replace(/^["']|["']$/g, "")
  // Only a face with a file behind it is a request: local() and data: faces cost none.
  if (!family || !source || !/url\((?!["']?data:)/.test(source)) return undefined
  const descriptors: FaceDescriptors = {}
  for (const [name, key] of Object.entries(descriptorNames)) {
    const value = declarations.get(name)
    if (value) descriptors[key] = value
  }
  return { family, source, descriptors }
}

/**
 * Splits a minified sheet into the sheet a scripted page paints with (its file faces only for
 * pages without scripts) and the faces the first-paint script adds. `core` names the face it
 * loads at once; the others load when text needs them.
 */
export function faceFilesAfterPaint(sheet: string, core: string) {
  const faces: FileFace[] = []
  const rules: string[] = []
  const rest = sheet.replace(fontFaceRule, (rule, body: string) => {
    const face = parseFace(body)
    if (!face) return rule
    faces.push(face)
    rules.push(rule)
    return ""
  })
  if (!faces.some((face) => face.family === core)) return undefined
  return {
    sheet: `${rest}@media (scripting:none){${rules.join("")}}`,
    faces,
    script: addFacesScript(faces, core),
  }
}

/**
 * The first-paint script's part: load the core cut, then add every face at once (one relayout),
 * and resolve when the core cut is in use or could not be loaded.
 */
function addFacesScript(faces: FileFace[], core: string) {
  const list = JSON.stringify(faces.map(({ family, source, descriptors }) => [family, source, descriptors]))
  // A face that fails to load leaves the fallback in place; it never stops the page's scripts.
  return `const brandFace = (async () => {
  const faces = ${list}.map(([family, source, descriptors]) => new FontFace(family, source, descriptors));
  await faces[${faces.findIndex((face) => face.family === core)}].load();
  for (const face of faces) document.fonts.add(face);
})().catch(() => {});`
}
