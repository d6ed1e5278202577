import { clsx, type ClassValue } from "clsx"
import { extendTailwindMerge } from "tailwind-merge"

// tailwind-merge knows Tailwind's own scales; these are the tokens and utilities the design system
// adds in styles/globals.css, so a caller's class replaces a default of the same kind.
const twMerge = extendTailwindMerge<"container-page" | "glow" | "grid-fade">({
  extend: {
    theme: {
      text: ["display", "title"],
      shadow: ["card", "raised"],
      animate: ["fade-in", "slide-in-right", "caret"],
    },
    classGroups: {
      "container-page": ["container-page"],
      glow: [{ glow: ["primary", "accent"] }],
      "grid-fade": ["grid-fade"],
    },
  },
})

/** Joins class names (clsx); a later Tailwind class replaces an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
