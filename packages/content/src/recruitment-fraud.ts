import { fraudPath } from "./fraud-links"
import { site } from "./site"

// The recruitment-fraud page (issue 43): how the firm really reaches candidates, what it never
// asks for, the signs of a fake offer, what to do, and the report form. Every address and number
// comes from site.ts; the two Government of India channels are the Ministry of Home Affairs'
// National Cyber Crime Reporting Portal and its helpline.

/** The firm's own domain: every address and page of ours ends in it. */
export const firmDomain = new URL(site.defaultSiteUrl).hostname

/**
 * The Government of India's channels for cyber fraud, run by the Ministry of Home Affairs' Indian
 * Cyber Crime Coordination Centre (I4C): the portal and the helpline it names on its front page.
 */
export const cyberCrimeChannels = {
  portal: {
    name: "National Cyber Crime Reporting Portal",
    href: "https://cybercrime.gov.in",
    display: "cybercrime.gov.in",
  },
  helpline: { name: "National cyber-crime helpline", display: "1930", tel: "1930" },
  owner: "Ministry of Home Affairs, Government of India",
  source: "https://cybercrime.gov.in",
} as const

export const fraudSeo = {
  title: `Recruitment Fraud: We Never Charge a Fee | ${site.name}`,
  description: `${site.name} never asks candidates for money. How we really contact you, the signs of a fake job offer, and how to report one to us and at cybercrime.gov.in or 1930.`,
  path: fraudPath,
} as const

export const fraudHero = {
  eyebrow: "For job seekers",
  title: "We never charge a fee",
  lead: `${site.name} is paid by the companies we recruit for. We never ask a candidate for money, at any step, for any reason. Anyone who does, in our name, is not from us.`,
} as const

/** The firm's accounts as a candidate can check them: "linkedin.com/company/talentrise-hr". */
const accounts = site.social.map((account) => account.href.replace(/^https:\/\/(www\.)?/, ""))

/** How the firm really reaches a candidate: its domain, mailboxes, number and accounts. */
export const howWeContact = {
  eyebrow: "How we contact you",
  heading: "Check who is really writing to you",
  lead: `Everything we send comes from ${firmDomain}. If the address, the number or the page does not match what is below, treat it as fake.`,
  items: [
    {
      icon: "mail",
      title: "E-mail",
      description: `Only from ${site.careersEmail} and ${site.email}, or another address ending in @${firmDomain}. Never from Gmail, Yahoo or Outlook.`,
    },
    {
      icon: "phone",
      title: "Phone",
      description: `Our office number is ${site.phone.display} (${site.businessHours}). Not sure a call is from us? Hang up and call this number back.`,
    },
    {
      icon: "globe",
      title: "Website",
      description: `Every job we fill is on ${firmDomain}/jobs or ${firmDomain}/careers, and you apply there. We never send you a form on another site.`,
    },
    {
      icon: "share-2",
      title: "Social media",
      description: `We post only on ${accounts.join(", ")}. We never offer a job in a direct message or a WhatsApp group.`,
    },
  ],
} as const

export const neverAndSigns = {
  eyebrow: "Know the signs",
  heading: "What we never ask for, and what a fake offer looks like",
  columns: [
    {
      title: "We never ask you for",
      items: [
        "A fee of any kind: registration, training, uniform, laptop, documents, interview or joining",
        "A deposit or an advance that we say will be refunded with your first salary",
        "A bank OTP, your UPI PIN, card details or your net-banking password",
        "A payment through Google Pay, PhonePe, Paytm or any UPI app, or a QR code to scan",
        "Photos of your Aadhaar or PAN card on WhatsApp before you have a written offer",
      ],
    },
    {
      title: "Signs of a fake offer",
      items: [
        "An offer without an interview, or after a short chat on WhatsApp or Telegram",
        "Pay far above what the job usually earns, or paid tasks such as liking videos",
        "Pressure to pay or decide today, before the seat or the offer goes",
        "An offer letter from a Gmail or other free address, or with spelling mistakes and a blurred logo",
        `A website or e-mail that looks like ours but is not ${firmDomain}`,
      ],
    },
  ],
} as const

export const whatToDo = {
  eyebrow: "If it has happened to you",
  heading: "What to do",
  lead: "You have done nothing wrong by being asked. Acting quickly protects you and the next person.",
  steps: [
    {
      number: "01",
      title: "Stop, and do not pay",
      description:
        "Do not send money, an OTP or your documents, however urgent it sounds. Stop replying to the messages.",
    },
    {
      number: "02",
      title: "Keep the evidence",
      description:
        "Take screenshots of the chats, the offer letter, the number or address and any payment receipt or UPI transaction ID.",
    },
    {
      number: "03",
      title: "Tell us",
      description: `Use the form below, or write to ${site.careersEmail}. We check every report and warn others when someone is using our name.`,
    },
    {
      number: "04",
      title: "Report it to the Government",
      description: `If you have paid or shared bank details, call the ${cyberCrimeChannels.helpline.name} ${cyberCrimeChannels.helpline.display} at once and report it at ${cyberCrimeChannels.portal.display}, the ${cyberCrimeChannels.portal.name} (${cyberCrimeChannels.owner}). Tell your bank too.`,
    },
  ],
} as const

/** The official channels' box beside the form. */
export const officialHelp = {
  title: "Lost money? Act now",
  body: `Call ${cyberCrimeChannels.helpline.display}, the ${cyberCrimeChannels.helpline.name}, or report at ${cyberCrimeChannels.portal.display}. These are official channels of the ${cyberCrimeChannels.owner}. The sooner you call, the better the chance of stopping the payment.`,
  portalLabel: `Report at ${cyberCrimeChannels.portal.display}`,
  helplineLabel: `Call ${cyberCrimeChannels.helpline.display}`,
} as const

/** The report form's words; the fields' own are in `fraudReportForm.fields`. */
export const fraudReportForm = {
  heading: "Report a scam in our name",
  lead: "Tell us what happened. Only the first two fields are needed; leave a way to reach you if you would like us to reply.",
  requiredNote: "Fields marked * are required.",
  sections: {
    report: "About the scam",
    contact: "Your contact details (optional)",
  },
  fields: {
    whatHappened: {
      label: "What happened",
      placeholder: `A caller said he was from ${site.shortName} and asked me to pay ₹2,500 for registration…`,
      hint: "What they said or sent, and whether you paid anything.",
    },
    scammerContact: {
      label: "Number, e-mail or link they used",
      placeholder: "+91 90000 00000, an e-mail address or a website",
    },
    happenedOn: { label: "When it happened", hint: "Optional: the day, if you know it." },
    reporterName: { label: "Your name", placeholder: "Asha Rao" },
    email: { label: "Your e-mail", placeholder: "asha@example.in" },
    phone: { label: "Your mobile", placeholder: "98765 43210" },
    consent: {
      label: `${site.name} may contact me about this report`,
      hint: "Needed only if you leave your name, e-mail or mobile. We use them for this report alone.",
    },
  },
  submitLabel: "Send report",
  submittingLabel: "Sending...",
  noScript: `Sending this form needs JavaScript. You can also write to ${site.careersEmail} with the subject “Fraud report”.`,
  sent: {
    title: "Thank you: your report is with us",
    body: `We check every report. If you left a way to reach you, we will reply ${site.replyWithin}. If you have paid money, call ${cyberCrimeChannels.helpline.display} now.`,
    another: "Report something else",
  },
  failure: {
    title: "Error sending report",
    description: `Please try again, or write to ${site.careersEmail}.`,
  },
  fallback: {
    text: "We could not reach our server. You can send the same report by e-mail:",
    linkLabel: site.careersEmail,
    href: `mailto:${site.careersEmail}?subject=${encodeURIComponent("Fraud report")}`,
  },
} as const

/** Beside the form: where a candidate checks that a call or a mail is really ours. */
export const checkWithUs = {
  title: "Check with us",
  details: [
    { kind: "email", label: "Careers e-mail", value: site.careersEmail, href: `mailto:${site.careersEmail}` },
    { kind: "phone", label: "Office phone", value: site.phone.display, href: `tel:${site.phone.tel}` },
    { kind: "hours", label: "Office hours", value: site.businessHours },
  ],
} as const
