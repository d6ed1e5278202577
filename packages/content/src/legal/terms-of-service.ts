import type { LegalDocument } from "../legal"
import { site } from "../site"

const address = site.branchOffice.lines.join(", ")
const venue = `${site.branchOffice.locality}, ${site.branchOffice.region}`
const networks = site.social.map((profile) => profile.network).join(", ")

export const termsOfService: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  description: `The terms for using the ${site.name} website: service information, acceptable use, liability, and Indian law with courts at ${site.branchOffice.locality}.`,
  lastUpdated: "March 15, 2025",
  intro: `${site.legalName} operates this website, and these terms govern your use of it. Please read them before you use the site. They do not cover our consulting, recruitment, staffing or payroll services: those are provided only under a separate written agreement.`,
  sections: [
    {
      id: "acceptance",
      heading: "Accepting these terms",
      blocks: [
        {
          type: "paragraph",
          text: `By using this website you agree to these terms and to our Privacy Policy and Cookie Policy. If you do not agree, please do not use the site. “We”, “us” and “${site.name}” mean ${site.legalName}; “you” means the person using the site, and the organisation on whose behalf that person acts.`,
        },
        {
          type: "paragraph",
          text: "If you use the site for an organisation, you confirm that you are authorised to accept these terms for it. You must be at least 18 years old and competent to contract under the Indian Contract Act 1872.",
        },
      ],
    },
    {
      id: "use-of-the-site",
      heading: "What the site is for",
      blocks: [
        {
          type: "paragraph",
          text: "The site tells businesses and job seekers about our services, openings and thinking on HR. You may read it, send us an enquiry through the contact form, subscribe to our newsletter, apply for jobs by e-mail and share links to our pages. The site is free to use. We may change, suspend or withdraw any part of it at any time without notice.",
        },
      ],
    },
    {
      id: "service-information",
      heading: "Service information is not an offer",
      blocks: [
        {
          type: "paragraph",
          text: "Descriptions of our services, processes, timelines, prices, results and statistics on this site are general information. Figures such as reductions in time-to-hire or HR costs, and the outcomes in our case studies, describe past work or typical results; they are not promises about yours.",
        },
        {
          type: "paragraph",
          text: "We provide services only under a separate written agreement signed by both parties, such as a proposal accepted in writing, a statement of work or a master services agreement. That agreement sets the scope, fees, timelines and liability for the engagement and prevails over anything on this site. Sending an enquiry or asking for a quote does not create a contract.",
        },
        {
          type: "paragraph",
          text: "Our articles and guides, including those on labour law and compliance, are general information and not legal, tax or professional advice. Laws and rates change; take advice on your own situation before you act.",
        },
      ],
    },
    {
      id: "job-openings",
      heading: "Job openings and applications",
      blocks: [
        {
          type: "paragraph",
          text: `Openings on the site may be filled, changed or withdrawn at any time. Applying does not create an offer of employment; an offer exists only when we make it in writing. We never ask candidates for money to apply, be interviewed or be placed. If anyone asks you for a fee in our name, do not pay, and tell us at ${site.email}.`,
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: `The text, graphics, logo, design and other material on this site belong to ${site.legalName} or its licensors and are protected by Indian and international copyright and trade mark law. You may view and print pages for your own information, link to them, and quote short extracts if you name ${site.name} as the source and link back to the page.`,
        },
        {
          type: "paragraph",
          text: `Any other copying, reproduction, republication or commercial use needs our written permission. Our name and logo may not be used in a way that suggests we endorse, sponsor or employ anyone without our written consent.`,
        },
      ],
    },
    {
      id: "user-submissions",
      heading: "What you send us",
      blocks: [
        {
          type: "paragraph",
          text: "When you send us a message, subscription or application, you confirm that the information is accurate and that you have the right to share it, including any personal data of other people it contains. You allow us to use it to reply to you and for the other purposes set out in our Privacy Policy.",
        },
        {
          type: "paragraph",
          text: "Please do not send confidential business information through the contact form. Until we have signed a confidentiality agreement with you, ideas, proposals and other unsolicited material you send are not treated as confidential, and we owe no payment for them.",
        },
      ],
    },
    {
      id: "prohibited-use",
      heading: "Prohibited use",
      blocks: [
        {
          type: "paragraph",
          text: "You must not:",
        },
        {
          type: "list",
          items: [
            "use the site in breach of any law, including the Information Technology Act 2000;",
            "give false information, impersonate anyone, or submit another person's details without their authority;",
            "send spam, bulk or automated submissions through the contact form or the newsletter sign-up;",
            "try to gain unauthorised access to the site, its database or our systems, or probe, scan or test them for vulnerabilities without our written permission;",
            "introduce malware or do anything that overloads, disrupts or impairs the site;",
            "scrape or copy the site's content in bulk, or frame or mirror it on another website;",
            "use our name or logo in job advertisements, offers or other communications that we did not authorise.",
          ],
        },
        {
          type: "paragraph",
          text: `If you find a security weakness, please report it privately to ${site.email} rather than testing or publishing it. We may block access to the site for anyone who breaks these rules.`,
        },
      ],
    },
    {
      id: "third-party-links",
      heading: "Links to other websites",
      blocks: [
        {
          type: "paragraph",
          text: `The site links to our company pages on ${networks}, and articles may link to other sources. Those websites are run by third parties under their own terms and privacy policies. We do not control them and are not responsible for their content, availability or practices. A link is not an endorsement.`,
        },
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      blocks: [
        {
          type: "paragraph",
          text: "We take care to keep the site accurate and available, but we provide it “as is” and “as available”. To the extent the law allows, we give no warranty that its content is complete, accurate or current, that it will be uninterrupted or error-free, or that it is free of viruses. You are responsible for protecting your own devices and data.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "To the fullest extent permitted by Indian law, we are not liable for any indirect, incidental, special or consequential loss, or for loss of profit, revenue, business, data or goodwill, arising from or connected with the site or our services, even if we were told such loss was possible.",
        },
        {
          type: "paragraph",
          text: "Our total liability to you for all claims arising from or connected with the site or any service is capped at the amount you paid us for the service in question. The site itself is free to use, so where you have paid us nothing, no amount is payable under these terms.",
        },
        {
          type: "paragraph",
          text: "Nothing in these terms excludes or limits liability for fraud or any other liability that Indian law does not allow to be excluded or limited. Where a signed engagement agreement sets different limits, those limits apply to that engagement.",
        },
      ],
    },
    {
      id: "indemnity",
      heading: "Indemnity",
      blocks: [
        {
          type: "paragraph",
          text: `You agree to indemnify ${site.legalName}, its directors and employees against any claim, loss, damage, cost or expense (including reasonable legal fees) that arises from your breach of these terms, your unlawful use of the site, or material you send us that infringes someone else's rights.`,
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          type: "paragraph",
          text: `These terms and any dispute arising from or connected with them or the site are governed by the laws of India. The courts at ${venue} have exclusive jurisdiction over any such dispute.`,
        },
        {
          type: "paragraph",
          text: `Before going to court, please write to us at ${site.email} so that we can try to settle the matter. Both sides will negotiate in good faith for at least 30 days.`,
        },
      ],
    },
    {
      id: "general",
      heading: "General",
      blocks: [
        {
          type: "list",
          items: [
            "If a court finds any part of these terms unenforceable, the rest remains in force.",
            "If we do not enforce a right straight away, we have not given it up.",
            "These terms, with our Privacy Policy and Cookie Policy, are the whole agreement between us about the site.",
            "You may not transfer your rights under these terms; we may transfer ours to a successor of our business.",
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may revise these terms. The version on this page, with the date at the top, is the one in force. Changes apply from that date and do not affect anything that happened before it. If you keep using the site after a change, you accept the revised terms.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: `Questions about these terms: ${site.email}, ${site.phone.display} (${site.businessHours}), or ${site.legalName}, ${address}.`,
        },
      ],
    },
  ],
}
