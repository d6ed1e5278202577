import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  build: {
    // The icon sprite is referenced by <use href>, which cannot point into a data: URL. Fonts stay
    // files too: the Content-Security-Policy allows fonts from the site's origin only (font-src 'self').
    assetsInlineLimit: (file) => (/\.(svg|woff2?)$/.test(file) ? false : undefined),
  },
})
