// Response headers for every served file. One source of truth: the static server applies them.
const base = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
}

export function headersFor() {
  return base
}
