// The brand face is requested after the first paint (docs/decisions/024), without a change of
// style: the @font-face rules of the page's inlined sheet that name a file are taken out of it and
// become FontFace objects the first-paint script loads and adds to document.fonts. Until then the
// stack's first families do not exist and the text is set in the metric-matched fallback; once
// the core cut has loaded, adding it changes glyphs and relays the text, where switching the
// stack by a class on <html> recomputed every element's style and laid the page out a second time.
// A face inlined as a data: URL (the ₹ sign's) costs no request, but the browser decodes it only
// once text needs it, after the first layout, and then lays the whole page out again: it becomes a
// FontFace built from its bytes, which is in use at once, by a script in <head> that runs before
// <body> is parsed. Pages without scripts keep the rules, inside @media (scripting: none).

/** A face's descriptors, as the FontFace constructor names them. */
export type FaceDescriptors = { style?: string; weight?: string; display?: string; unicodeRange?: string }
export type FileFace = { family: string; source: string; descriptors: FaceDescriptors }
/** A face whose file is in the sheet, base64-encoded. */
export type InlineFace = { family: string; base64: string; descriptors: FaceDescriptors }

const descriptorNames: Record<string, keyof FaceDescriptors> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-display": "display",
  "unicode-range": "unicodeRange",
}

// A rule as the minifier writes it: no braces inside, descriptors split by semicolons.
const fontFaceRule = /@font-face\{([^{}]*)\}/g

// One data: source, and nothing else: a face with a second source is left in the sheet.
const dataSource = /^url\(["']?data:font\/[\w-]+;base64,([A-Za-z0-9+/=]+)["']?\)(?:\s*format\([^)]*\))?$/

function parseFace(
  body: string,
): { kind: "file"; face: FileFace } | { kind: "inline"; face: InlineFace } | undefined {
  const declarations = new Map<string, string>()
  // Semicolons split declarations, but not inside url(…): a data: URL holds one.
  for (const declaration of body.split(/;(?![^()]*\))/)) {
    const colon = declaration.indexOf(":")
    if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim())
  }
  const source = declarations.get("src")
  const family = declarations.get("font-family")?.replace(/^["']|["']$/g, "")
  if (!family || !source) return undefined
  const descriptors: FaceDescriptors = {}
  for (const [name, key] of Object.entries(descriptorNames)) {
    const value = declarations.get(name)
    if (value) descriptors[key] = value
  }
  const base64 = dataSource.exec(source)?.[1]
  if (base64) return { kind: "inline", face: { family, base64, descriptors } }
  // A face with a file behind it is a request; a local() face costs none and stays.
  if (/url\((?!["']?data:)/.test(source)) return { kind: "file", face: { family, source, descriptors } }
  return undefined
}

/**
 * Splits a minified sheet into the sheet a scripted page paints with (its file and data: faces
 * only for pages without scripts), the faces the first-paint script adds (`script`; `core` names
 * the face it loads at once, the others load when text needs them), and the script for `<head>`
 * that adds the data: faces before the first layout (`headScript`, empty when there are none).
 */
export function faceFilesAfterPaint(sheet: string, core: string) {
  const faces: FileFace[] = []
  const inline: InlineFace[] = []
  const rules: string[] = []
  const rest = sheet.replace(fontFaceRule, (rule, body: string) => {
    const parsed = parseFace(body)
    if (!parsed) return rule
    if (parsed.kind === "file") faces.push(parsed.face)
    else inline.push(parsed.face)
    rules.push(rule)
    return ""
  })
  if (!faces.some((face) => face.family === core)) return undefined
  return {
    sheet: `${rest}@media (scripting:none){${rules.join("")}}`,
    faces,
    inline,
    script: addFacesScript(faces, core),
    headScript: addInlineFacesScript(inline),
  }
}

/**
 * Adds each data: face from its bytes: a FontFace built from bytes is loaded when it is made, so
 * the first layout already sets the sign in it. A browser that cannot decode it keeps the fallback.
 */
function addInlineFacesScript(inline: InlineFace[]) {
  if (inline.length === 0) return ""
  const list = JSON.stringify(inline.map(({ family, base64, descriptors }) => [family, base64, descriptors]))
  return `try{for(const[f,b,d]of ${list})document.fonts.add(new FontFace(f,Uint8Array.from(atob(b),(c)=>c.charCodeAt(0)),d))}catch{}`
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
