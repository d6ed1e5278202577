import { create } from "storybook/theming"

// The brand's colours for Storybook's frame, which cannot read the design system's CSS: the sRGB
// hex of globals.css's primary, accent, foreground, muted, border and background tokens.
export const brandTheme = create({
  base: "light",
  brandTitle: `<span style="display:inline-flex;align-items:center;gap:10px;white-space:nowrap;color:#121a2b"><img src="favicon.svg" width="30" height="30" alt="" style="display:block"/><span style="display:grid;line-height:1.15"><span style="font-weight:700;font-size:15px;letter-spacing:-0.01em">Talentrise <span style="color:#0e49bc">HR</span></span><span style="font-weight:500;font-size:12px;color:#4e5969">Design System</span></span></span>`,
  brandUrl: "./",
  brandTarget: "_self",
  colorPrimary: "#f8ac3d",
  colorSecondary: "#0e49bc",
  appBg: "#f1f5fa",
  appContentBg: "#fcfdff",
  appBorderColor: "#dbe0e8",
  appBorderRadius: 8,
  textColor: "#121a2b",
  textMutedColor: "#4e5969",
  barTextColor: "#4e5969",
  barSelectedColor: "#0e49bc",
  barBg: "#fcfdff",
  inputBorderRadius: 8,
  fontBase: '"Plus Jakarta Sans Variable", ui-sans-serif, system-ui, sans-serif',
  fontCode: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
})
