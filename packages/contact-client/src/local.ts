/**
 * The project's own local data API (apps/local-api): where the site sends submissions when no
 * Supabase project is configured. The only place these defaults live.
 */
export const localDataApi = {
  url: "http://127.0.0.1:54321",
  key: "sb_publishable_talentrise_local",
} as const
