// The words of the pages a job alert's mails open (issue 44, decision 100). Apart from jobs.ts, so
// that /jobs and the role pages, which share that module's chunk, do not carry them.

/** The pages a job alert mail links to: confirm, unsubscribe, change the filters (prerendered; the token stays in the URL). */
export const jobAlertPages = {
  confirm: {
    path: "/jobs/alerts/confirm",
    title: "Confirm your job alert",
    lead: "Press the button to start receiving new roles that match your filters.",
    button: "Confirm my job alert",
    working: "Confirming…",
    confirmed: {
      title: "Your job alert is on",
      body: "We will e-mail you new roles that match your filters, at most once a day. Every mail has a link to change them or to unsubscribe.",
    },
    expired: {
      title: "This link has expired",
      body: "Confirmation links work for 48 hours. Subscribe again on the jobs page and we will send a new one.",
    },
    unknown: {
      title: "This link does not work",
      body: "It may have been used already or copied incompletely. If your alert is not on, subscribe again on the jobs page.",
    },
    missing: "This page needs the link from your confirmation mail.",
    manage: "Change your filters",
    failed: "We could not reach our server. Check your connection and press the button again.",
    back: "See open roles",
  },
  unsubscribe: {
    path: "/jobs/alerts/unsubscribe",
    title: "Unsubscribe from job alerts",
    lead: "Press the button and we stop at once and delete your alert.",
    button: "Unsubscribe",
    working: "Unsubscribing…",
    unsubscribed: {
      title: "You are unsubscribed",
      body: "We have deleted your alert and will send you no more job mails. To follow different roles, choose new filters on the jobs page and subscribe again.",
    },
    unknown: {
      title: "This link does not work",
      body: "The alert may already be deleted. If mails still arrive, reply to one and we will remove you by hand.",
    },
    missing: "This page needs the link from one of your job alert mails.",
    failed: "We could not reach our server. Check your connection and press the button again.",
    back: "Choose new filters",
  },
  manage: {
    path: "/jobs/alerts/manage",
    title: "Change your job alert",
    lead: "Choose the new roles we e-mail you about, or stop the mails.",
    loading: "Opening your alert…",
    button: "Save my filters",
    working: "Saving…",
    saved: {
      title: "Your filters are saved",
      body: (filters: string) =>
        `From the next mail on, we will send you new roles matching: ${filters}. Still at most one mail a day.`,
      again: "Change them again",
    },
    anyRole: "every new role",
    expired: {
      title: "This alert was never confirmed",
      body: "Its confirmation link ran out after 48 hours, so it sends you nothing. Choose your filters on the jobs page and subscribe again.",
    },
    unknown: {
      title: "This link does not work",
      body: "The alert may have been unsubscribed, or the link copied incompletely. To get job mails, choose your filters on the jobs page and subscribe again.",
    },
    missing: "This page needs the link from one of your job alert mails.",
    failed: "We could not reach our server. Your choices are kept: try again.",
    refused: "We could not save these filters. Choose each one again from its list.",
    retry: "Try again",
    unsubscribeLead: "No longer want these mails?",
    unsubscribe: "Unsubscribe",
    back: "See open roles",
  },
  seo: {
    robots: "noindex",
  },
} as const
