import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

// The one plugin @repo/ui needs: Tailwind v4 compiles its style sheet and the classes of the
// components this app renders. Vite compiles the packages' TypeScript and JSX itself.
export default defineConfig({
  plugins: [tailwindcss()],
  preview: { port: Number(process.env.EXAMPLE_PORT) || 4320, strictPort: true },
})
