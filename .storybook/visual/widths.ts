// The two widths every story is compared at: a common phone and the desktop layout.
export const visualWidths = [375, 1280] as const
