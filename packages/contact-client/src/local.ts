/**
 * The project's own local data API (apps/local-api): where the site sends submissions when no
 * Supabase project is configured. The only place these defaults live.
 */
export const localDataApi = {
  url: "http://127.0.0.1:54321",
  key: "sb_publishable_talentrise_local",
} as const

/**
 * The local data API's address when `LOCAL_API_PORT` moves it: the API listens there, the site
 * posts there and its Content-Security-Policy allows it. Empty or missing: the default port.
 */
export function localDataApiUrl(port?: string | number): string {
  const url = new URL(localDataApi.url)
  if (port !== undefined && String(port).trim() !== "") url.port = String(port).trim()
  return url.origin
}
