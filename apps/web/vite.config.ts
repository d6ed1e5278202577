import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  // SITE_URL (the canonical origin for links, the sitemap and social tags) reaches the app as
  // import.meta.env.SITE_URL, next to the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    // The icon sprite is referenced by <use href>, which cannot point into a data: URL. Fonts stay
    // files too: the Content-Security-Policy allows fonts from the site's origin only (font-src 'self').
    assetsInlineLimit: (file) => (/\.(svg|woff2?)$/.test(file) ? false : undefined),
  },
})
