// Where the recruitment-fraud page lives, apart from its copy: the footer, every role, the apply
// success screen and Careers link to it, and sharing the whole page's words would carry them into
// every page's first load.

export const fraudPath = "/recruitment-fraud"

/** The one-line reassurance beside a link to the page. */
export const fraudLink = {
  label: "How to spot a job scam",
  href: fraudPath,
  reassurance: "We never charge a candidate a fee.",
  /** After an application is sent: what to do if someone then asks for money. */
  afterApplying: "If anyone asks you for money for this job, do not pay: we never charge a fee.",
} as const
