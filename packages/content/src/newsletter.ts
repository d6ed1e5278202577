/** The blog's 'Stay Updated' box: a newsletter subscription stored through the same data API. */
export const newsletterSignup = {
  title: "Stay Updated",
  lead: "One e-mail a month: new articles, labour-law changes and hiring trends in India.",
  emailLabel: "E-mail address",
  emailPlaceholder: "you@company.com",
  submitLabel: "Subscribe",
  submittingLabel: "Subscribing...",
  success: {
    title: "You're subscribed!",
    description: "Look out for our next monthly update in your inbox.",
  },
  failure: {
    title: "Error subscribing",
    description: "Please try again or contact us directly.",
  },
} as const
