import type { LegalDocument } from "../legal"
import { site } from "../site"

const address = site.branchOffice.lines.join(", ")

export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses, keeps and protects personal data under India's Digital Personal Data Protection Act 2023, and how to exercise your rights.`,
  lastUpdated: "March 15, 2025",
  intro: `This policy explains what personal data ${site.legalName} collects through this website, why, how long we keep it, who else handles it and what rights you have. We collect only what you choose to send us, we do not sell it, and we do not track you.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: `${site.legalName} (“${site.name}”, “we”, “us”) is a private limited company incorporated in India, with its branch office at ${address}. For the personal data described in this policy we are the Data Fiduciary under the Digital Personal Data Protection Act 2023: we decide why and how that data is processed, and we are answerable to you for it.`,
        },
        {
          type: "paragraph",
          text: "This policy covers this website and the enquiries, newsletter subscriptions and job applications that reach us through it. When we recruit, deploy staff or run payroll for a client, the personal data of candidates and employees handled in that engagement is governed by our written agreement with the client and by a separate notice given to those individuals.",
        },
      ],
    },
    {
      id: "laws-we-follow",
      heading: "The laws we follow",
      blocks: [
        {
          type: "paragraph",
          text: "We process personal data in line with the Digital Personal Data Protection Act 2023 (the “DPDP Act”) and the rules made under it as they come into force, and with the Information Technology Act 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules 2011 (the “SPDI Rules”) for as long as those apply. Where they differ, we follow the stricter requirement.",
        },
      ],
    },
    {
      id: "personal-data-we-collect",
      heading: "Personal data we collect",
      blocks: [
        {
          type: "table",
          caption: "What we receive, and from where",
          columns: ["When you", "We receive"],
          rows: [
            [
              "Send the contact form",
              "Your first and last name, e-mail address, company, the service you are interested in (optional) and your message.",
            ],
            ["Subscribe to our newsletter", "Your e-mail address."],
            [
              `Apply for a job by e-mail to ${site.careersEmail}`,
              "Your name, contact details, CV and anything else you choose to include, with the usual e-mail details such as the date sent.",
            ],
            [
              `Write to ${site.email} or call ${site.phone.display}`,
              "Whatever you tell us, and your e-mail address or phone number.",
            ],
            [
              "Visit any page",
              "The technical details every web server receives: IP address, browser type, the page requested and the time. We do not use these to identify you.",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "We do not ask for passwords, bank or card details, health information, biometric data, or Aadhaar or PAN numbers, and we ask you to leave them out of messages and CVs. If you send them anyway, we use them only for the purpose you sent them for, or delete them.",
        },
        {
          type: "paragraph",
          text: "While you fill in the contact form, your browser keeps an unsent draft in its session storage so that a reload does not lose your text. That draft stays on your device; we receive nothing until you press Send Message. The form also contains a field hidden from people, which helps us discard automated spam and holds nothing about you. Our Cookie Policy gives the details.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use it",
      blocks: [
        {
          type: "list",
          items: [
            "To reply to your enquiry and, if you ask, prepare a proposal or quote for the service you are interested in.",
            "To send the newsletter you subscribed to, and nothing else to that address.",
            `To assess your application for a role at ${site.name} and contact you about it; with your agreement for each specific role, to put you forward to a client who is hiring.`,
            "To keep the website secure, filter spam and abuse, and find and fix faults.",
            "To meet our legal obligations, such as keeping records that tax and company law require once an enquiry becomes a contract, or answering a lawful request from an authority or court.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not sell personal data, share it with advertisers, build advertising profiles, or take decisions about you by automated means alone.",
        },
      ],
    },
    {
      id: "consent-and-legitimate-uses",
      heading: "Consent and legitimate uses",
      blocks: [
        {
          type: "paragraph",
          text: "When you send the contact form, subscribe to the newsletter or e-mail an application, you give us your personal data voluntarily for the purpose stated above. The DPDP Act allows us to process it for that specified purpose unless you tell us you do not consent, and for the other legitimate uses it lists, such as complying with a law or a court order. Where we need your consent for anything beyond that, for example sending your CV to a client, we ask for it first, separately and in plain terms.",
        },
        {
          type: "paragraph",
          text: `You can withdraw your consent at any time, as easily as you gave it: use the unsubscribe link in any newsletter, or write to ${site.email}. Withdrawal does not affect processing already done. Once you withdraw, we stop and erase the data unless a law requires us to keep it.`,
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      heading: "How long we keep it",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          columns: ["Data", "Kept for"],
          rows: [
            [
              "Contact enquiries",
              "24 months after our last exchange. If an enquiry leads to an engagement, for the term of the contract and then as long as Indian tax and company law require business records to be kept, which for books of account is eight years.",
            ],
            [
              "Newsletter subscriptions",
              "Until you unsubscribe; your address is then removed within 30 days.",
            ],
            [
              "Job applications",
              "12 months from receipt, so that we can consider you for other openings, unless you ask us to delete them sooner. If you join us, they become part of your employee record.",
            ],
            [
              "Technical server logs",
              "No more than 90 days, unless needed to investigate a security incident.",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "When a period ends, or the purpose is served earlier, we erase the data or make it anonymous, and we ask our processors to do the same.",
        },
      ],
    },
    {
      id: "who-we-share-it-with",
      heading: "Who we share it with",
      blocks: [
        {
          type: "list",
          items: [
            "Data Processors that run parts of our service on our behalf: the company that hosts this website, our database provider (currently Supabase), which stores contact form submissions and newsletter subscriptions, and our e-mail provider. They act only on our instructions under written contracts and may not use your data for their own purposes.",
            "A client who is hiring, only if you have agreed to be put forward for that role.",
            "Courts, regulators, law enforcement or other authorities, when Indian law or a valid order requires it.",
            "A successor, if our business is merged or transferred, on the condition that it keeps to this policy.",
          ],
        },
        {
          type: "paragraph",
          text: "Nobody else receives your personal data. We do not sell or rent it to anyone.",
        },
      ],
    },
    {
      id: "cross-border-transfer",
      heading: "Transfers outside India",
      blocks: [
        {
          type: "paragraph",
          text: "Some of our processors store or process data on servers outside India. The DPDP Act permits such transfers except to countries the Central Government restricts by notification. We do not transfer personal data to any restricted country, and we require our processors to protect your data to the standard of this policy wherever it is held.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        {
          type: "list",
          items: [
            "Every connection to this website and to our database is encrypted in transit (HTTPS).",
            "The public key the website uses can only add a new submission; it cannot read, change or delete stored data.",
            "The database checks every submission against the same rules as the form, so malformed data is refused.",
            "Only staff who need your data to do their work can reach it, and their access is protected by strong authentication.",
          ],
        },
        {
          type: "paragraph",
          text: "No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and each affected person as the DPDP Act requires, and report the incident to CERT-In where Indian law requires that.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "As a Data Principal under the DPDP Act you have the right to:",
        },
        {
          type: "list",
          items: [
            "Access: obtain a summary of the personal data we hold about you and what we do with it, and the identities of the processors and others we have shared it with, with a description of what was shared.",
            "Correction: have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated.",
            "Erasure: have your data erased once it is no longer needed for the purpose you gave it for, unless a law requires us to keep it.",
            "Withdraw consent: at any time, with effect from then on.",
            "Grievance redressal: have a complaint about how we handle your data answered by our Grievance Officer.",
            "Nomination: name another person to exercise these rights on your behalf in the event of your death or incapacity.",
          ],
        },
        {
          type: "paragraph",
          text: "To use any of these rights, write to the Grievance Officer below, preferably from the e-mail address we hold for you. We may ask you to confirm your identity before we act. We answer within one month of receiving your request. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.",
        },
        {
          type: "paragraph",
          text: "The Act also asks you to give accurate information, not to impersonate anyone, and not to file false or frivolous complaints.",
        },
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance Officer",
      blocks: [
        {
          type: "paragraph",
          text: "Questions, requests and complaints about personal data go to our Grievance Officer:",
        },
        {
          type: "list",
          items: [
            `Grievance Officer, ${site.legalName}`,
            `Address: ${address}`,
            `E-mail: ${site.email} (subject line “Privacy request”)`,
            `Phone: ${site.phone.display}, ${site.businessHours}`,
          ],
        },
      ],
    },
    {
      id: "childrens-data",
      heading: "Children's data",
      blocks: [
        {
          type: "paragraph",
          text: "This website is meant for businesses and adult job seekers. Under the DPDP Act a child is anyone under 18, and we may process a child's personal data only with the verifiable consent of a parent or lawful guardian. If you are under 18, please do not use the contact form, subscribe or send us an application. If we learn that we have received a child's data without that consent, we delete it. We do not track anyone or target advertising at anyone, children included.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "When we change this policy, we publish the new version on this page and update the date at the top. If a change materially affects how we use data you have already given us, we tell you by e-mail where we have your address, and where a change needs your fresh consent, we ask for it before relying on it.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: `For anything else about this policy, write to ${site.email}, call ${site.phone.display} (${site.businessHours}) or write to ${site.legalName}, ${address}.`,
        },
      ],
    },
  ],
}
