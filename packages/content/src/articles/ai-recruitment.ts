import type { Article } from "../blog"

export const aiRecruitment = {
  id: "ai-recruitment",
  title: "AI in Recruitment: Where It Earns Its Place in Indian Hiring, and Where It Doesn't",
  excerpt:
    "Resume screening, WhatsApp chatbots and offer-dropout prediction can take weeks out of a hiring cycle. Used carelessly, the same tools filter out good candidates and put you on the wrong side of the DPDP Act. A practical guide for Indian hiring leaders.",
  author: "Priya Raghavan",
  date: "January 15, 2025",
  category: "Technology",
  readTime: 12,
  trending: true,
  image: {
    src: "/images/blog/ai-recruitment-1200.webp",
    alt: "Abstract illustration of candidate profile cards linked by lines to a central node that sorts them into a shortlist",
  },
  body: [
    {
      type: "paragraph",
      text: "Every HR leader we work with has been pitched an AI hiring tool in the last year. Some of the pitches are sound. Many promise to 'eliminate bias' or 'find the perfect candidate', which no software can do. The useful question is narrower: at which step of your hiring funnel are you losing time, money or good candidates, and is there a tool that fixes that step without creating a new problem?",
    },
    {
      type: "paragraph",
      text: "This article walks through the funnel as it actually runs in Indian companies, from a job posting that draws three thousand applications to a candidate who accepts your offer and then has to get through a ninety-day notice period. At each stage we set out what AI does well, where it goes wrong, and what you must get right on data protection now that the Digital Personal Data Protection Act, 2023 is law.",
    },
    { type: "heading", id: "why-indian-hiring-is-different", text: "Why Indian hiring is a particular case" },
    {
      type: "paragraph",
      text: "Most AI recruitment products were designed for markets where a mid-level role draws a few hundred applicants and candidates join within a month. Indian hiring differs in four ways, and each one changes how you should evaluate a tool.",
    },
    {
      type: "list",
      items: [
        "Volume. A fresher or early-career posting on a major job portal can draw thousands of applications in days, and campus drives add thousands more. Screening at this scale is where most recruiter hours go.",
        "Format. Indian resumes range from two-page modern layouts to six-page documents with a photograph, father's name, date of birth, marital status and a signed 'declaration' at the end. Many candidates apply with a portal profile and no resume at all.",
        "Language. Candidates for sales, operations and frontline roles are often far more comfortable in Hindi, Tamil, Marathi or Bengali than in English, and many write in a mix of English and their own language.",
        "Notice periods. Sixty to ninety days is normal for experienced hires, and the weeks between offer and joining are when candidates collect counter-offers. Losing a candidate at that stage costs far more than losing one at screening.",
      ],
    },
    {
      type: "paragraph",
      text: "A tool that handles volume beautifully but ignores the notice-period problem may speed up the part of your funnel that was never the bottleneck.",
    },
    { type: "heading", id: "where-ai-helps", text: "Where AI genuinely helps" },
    { type: "subheading", text: "Sourcing and rediscovery" },
    {
      type: "paragraph",
      text: "Most companies already own a database of tens of thousands of candidates: past applicants, portal downloads, referrals and campus lists. Recruiters rarely search it, because keyword search returns noise. Semantic search, which matches on meaning rather than exact terms, is good at this. A query for someone who has 'run collections for a two-wheeler loan book in a tier-2 market' will surface people whose resumes say 'recovery' and 'EMI bounce' rather than 'collections'. In our own practice, past applicants are the cheapest source of hires a company has, and rediscovering them is where we see the quickest return from AI.",
    },
    { type: "subheading", text: "Parsing and first-level screening" },
    {
      type: "paragraph",
      text: "Parsing turns a messy resume into structured fields: current employer, total experience, skills, current and expected CTC, notice period, location. Modern parsers handle Indian formats far better than the tools of five years ago, but test one on a hundred of your own resumes before you buy it. Check in particular whether it reads experience correctly when a candidate lists roles with overlapping dates, and whether it confuses an employer with a client, which is common in resumes from IT services firms where people describe themselves by the client they were deployed at.",
    },
    {
      type: "paragraph",
      text: "Screening rules should be ones you could explain to a candidate: minimum experience, a required certification, willingness to work from a given location, a notice period you can live with. Ranking candidates by a model's 'fit score' is a different matter, and we return to it below.",
    },
    { type: "subheading", text: "Conversational screening in the candidate's language" },
    {
      type: "paragraph",
      text: "For high-volume roles such as retail, BFSI sales, logistics and customer support, a WhatsApp chatbot that asks six or eight screening questions in the candidate's preferred language can replace the first phone call. It works at 10 p.m., when many working candidates actually reply, and it does not tire at the five-hundredth conversation. Keep it short, let the candidate switch to a person at any point, and say plainly that it is an automated assistant. Candidates are comfortable with a bot that is honest about being one; they resent one that pretends.",
    },
    { type: "subheading", text: "Scheduling and coordination" },
    {
      type: "paragraph",
      text: "Interview scheduling across three panel members, two locations and a candidate who can only talk during lunch is pure coordination cost. Scheduling assistants that read calendars and offer slots are unglamorous and reliable. For campus drives and walk-in events they also cut no-shows, because reminders go out automatically on the day and candidates can reschedule without calling anyone.",
    },
    { type: "subheading", text: "Writing and rewriting" },
    {
      type: "paragraph",
      text: "Generative AI drafts job descriptions, outreach messages and interview question banks quickly. Treat the drafts as a starting point. They drift towards inflated requirements, such as '8+ years' for a role that needs four, and generic language that attracts everyone and no one. A hiring manager should edit every job description before it goes live, and every outreach template should be read aloud once by a recruiter to check it sounds like a person.",
    },
    { type: "subheading", text: "Predicting offer dropouts" },
    {
      type: "paragraph",
      text: "This is the use case most specific to India, and the one we would prioritise for any company hiring experienced professionals at scale. A weak offer-to-joining ratio is a quiet drain: a candidate accepts, resigns, receives a counter-offer in week six of the notice period, and stops answering calls. Models that look at signals such as the size of the hike, the length of notice, how quickly the candidate replies to recruiter messages and whether they have completed pre-joining formalities can flag candidates at risk, so recruiters spend their calls where they matter. The model does not need to be sophisticated. It needs to be looked at every week, by someone who then picks up the phone.",
    },
    {
      type: "callout",
      title: "A rule of thumb",
      text: "Automate coordination freely, assist judgement carefully, and never let software make a rejection decision that no person reviews.",
    },
    { type: "heading", id: "where-ai-goes-wrong", text: "Where AI goes wrong" },
    {
      type: "paragraph",
      text: "The failures are predictable, and most come from the same root: a model trained on your past hiring decisions learns your past preferences, including the ones you would not defend in public.",
    },
    { type: "subheading", text: "College tier as a silent filter" },
    {
      type: "paragraph",
      text: "If your past engineering hires came mostly from a handful of premier institutes, a model trained on those outcomes will learn that the college name predicts success. It will then rank down capable graduates of tier-2 and tier-3 colleges, who make up most of the talent pool and in our experience often stay longer. Ask any vendor which features the model uses, and insist that institution names can be switched off or at least audited.",
    },
    { type: "subheading", text: "Career breaks and gender" },
    {
      type: "paragraph",
      text: "Women returning to work after maternity or caregiving breaks are among the most under-used talent pools in India. A model that treats a gap in employment as a negative signal will screen them out at scale, and no recruiter will ever see the resumes it discarded. The same applies to candidates who spent a year or two preparing for competitive examinations, a common pattern in India that says nothing about ability.",
    },
    { type: "subheading", text: "Proxies for caste, religion and region" },
    {
      type: "paragraph",
      text: "Surnames, home towns, PIN codes, languages spoken and even the schools a candidate attended can act as proxies for caste, religion or region. A model does not need to be told a candidate's community to discriminate on it. This is the most serious risk in AI hiring in India, and the least discussed. Remove personal details the role does not need, such as photographs, date of birth, father's name and marital status, from what the model sees, and check outcomes by location as well as by gender.",
    },
    { type: "subheading", text: "Video and voice analysis" },
    {
      type: "paragraph",
      text: "Some tools claim to assess personality or honesty from facial expressions, tone of voice or word choice in a recorded video interview. We advise clients not to use them for decisions. The science behind them is weak, and they penalise accents, poor lighting, unreliable home broadband and nervousness, all of which vary with a candidate's background rather than their ability to do the job. Transcribing a video interview so that a person can review it faster is fine. Scoring the candidate's face is not.",
    },
    {
      type: "quote",
      text: "The question to ask of any screening model is not whether it is accurate, but accurate at predicting what, and trained on whose decisions.",
    },
    { type: "heading", id: "dpdp-act-and-candidate-data", text: "The DPDP Act and candidate data" },
    {
      type: "paragraph",
      text: "The Digital Personal Data Protection Act, 2023 applies to digital personal data, and almost everything in a modern hiring process is digital: resumes, portal profiles, chatbot transcripts, assessment scores, interview recordings. As the employer deciding why and how that data is processed, you are the data fiduciary. The AI vendor processing resumes on your behalf is a data processor, and under the Act the responsibility for compliance stays with you, whatever your contract with the vendor says.",
    },
    { type: "paragraph", text: "Several obligations apply directly to AI in hiring:" },
    {
      type: "list",
      items: [
        "Notice and consent. Candidates must be told, in clear and plain language, what personal data you collect and for what purpose, and their consent must be specific to that purpose. A pre-ticked checkbox or a line buried in a portal's terms will not do. If resumes are scored by software, say so.",
        "Purpose limitation. Data collected to assess a candidate for a role should not be quietly reused to train a vendor's general model or shared onward. Check your vendor contract for any clause that lets them use your candidates' data to improve their product.",
        "Retention. Personal data must be erased once the purpose is served or consent is withdrawn, unless the law requires you to keep it. A candidate database that grows forever is a liability. Set a retention period, tell candidates what it is, and make the system delete on schedule.",
        "Candidates' rights. Candidates can ask for a summary of the data you hold about them, have it corrected or erased, and raise a grievance. You need a named person and a working process to respond, and a route for complaints that candidates can actually find.",
        "Security. The heaviest penalty under the Act, up to ₹250 crore, attaches to failure to take reasonable security safeguards to prevent a personal data breach. Spreadsheets of candidate details mailed back and forth between recruiters and agencies are exactly the practice that turns into a breach.",
      ],
    },
    {
      type: "paragraph",
      text: "The Rules made under the Act fill in details such as the form of notices, breach reporting and timelines for compliance. Whatever the exact dates, the core obligations are in the Act itself, and a hiring process built around them now will not need rebuilding later. Start with an inventory: every place candidate data sits, including recruiters' laptops, agency inboxes and the shared drive from last year's campus drive.",
    },
    { type: "heading", id: "questions-for-vendors", text: "Questions to ask before you buy" },
    {
      type: "list",
      ordered: true,
      items: [
        "Which data fields does the model use to score or rank candidates, and can we exclude specific fields such as institution, age, gender or location?",
        "What was the model trained on? Will our candidates' data be used to train models for other customers?",
        "Can you show pass-through rates by gender and by college tier from a pilot on our own data?",
        "Where is candidate data stored, who at your company can access it, and how quickly will you tell us about a breach?",
        "How do we delete a candidate's data on request, and how do we confirm it has gone from backups and logs?",
        "Can a recruiter see why a candidate was ranked low, in terms the candidate would understand?",
        "Which integrations exist with our applicant tracking system and HRMS, and who maintains them when either side changes?",
      ],
    },
    {
      type: "paragraph",
      text: "A vendor who cannot answer the first and third questions with specifics is selling a black box. Walk away, however good the demo.",
    },
    { type: "heading", id: "a-90-day-rollout", text: "Rolling it out: a 90-day plan" },
    {
      type: "paragraph",
      text: "The companies that get value from AI in hiring start small, measure honestly and extend only what works. This is the plan we use with clients.",
    },
    { type: "subheading", text: "Days 1 to 30: find the real bottleneck" },
    {
      type: "paragraph",
      text: "Map your funnel for the last six months of hiring, one role family at a time: applications, screened, interviewed, offered, accepted, joined, and still employed after six months. Note the time between each stage. Most companies discover that their biggest loss is not where they assumed. For a lateral technology hiring team it is often offer-to-joining. For a retail chain it is the candidate who never turns up for the second interview. For a global capability centre it may be hiring-manager feedback that takes a week to arrive.",
    },
    { type: "subheading", text: "Days 31 to 60: pilot one step" },
    {
      type: "paragraph",
      text: "Choose one step and one role family. Run the tool alongside your existing process rather than in place of it, so that you can compare the two. If it is a screening tool, have recruiters review a sample of the candidates it rejects every week. Record the baseline numbers before you start, or you will have nothing to compare against at the end.",
    },
    { type: "subheading", text: "Days 61 to 90: audit and decide" },
    {
      type: "paragraph",
      text: "Compare outcomes: recruiter time saved, quality of shortlists as judged by hiring managers, candidate feedback, and pass-through rates by gender, college tier and location. If pass-through rates differ sharply between groups for reasons the role does not justify, fix the configuration or drop the tool. Then decide whether to extend it, and write down who owns it, because a tool without an owner drifts.",
    },
    { type: "heading", id: "measuring-what-matters", text: "Measuring what matters" },
    {
      type: "paragraph",
      text: "Time-to-hire is the metric vendors quote, and it is the easiest to game. Track a small set of measures together:",
    },
    {
      type: "list",
      items: [
        "Time from requisition approval to accepted offer, and separately from accepted offer to joining.",
        "Offer-to-joining ratio, by role family and by source.",
        "Quality of hire: the hiring manager's rating at ninety days and retention at twelve months.",
        "Recruiter hours per hire, which is where automation should show up first.",
        "Candidate experience: a two-question survey after each stage, including for candidates who were rejected.",
        "Pass-through rates at each stage by gender, college tier and location.",
      ],
    },
    {
      type: "paragraph",
      text: "If time-to-hire falls while twelve-month retention falls too, the tool has made you faster at hiring the wrong people.",
    },
    { type: "heading", id: "what-happens-to-recruiters", text: "What happens to your recruiters" },
    {
      type: "paragraph",
      text: "Good recruiters do not become less valuable when screening is automated; they become more so. The hours saved on parsing and scheduling should go into the work software does poorly: understanding what a hiring manager actually needs, selling a role to a passive candidate, keeping an accepted candidate warm through a ninety-day notice period, and negotiating an offer that holds. Train recruiters to read and question the tool's output, not to accept it. A recruiter who says 'the system rejected them' has stopped doing the job.",
    },
    { type: "heading", id: "conclusion", text: "Conclusion" },
    {
      type: "paragraph",
      text: "AI earns its place in Indian hiring where the work is repetitive and high-volume: searching your own database, parsing resumes, screening in the candidate's language, scheduling, and flagging offers at risk. It needs careful handling wherever it touches judgement, because a model trained on past decisions inherits their biases, and in India those biases run along college, gender, career breaks and community. Treat candidate data as the DPDP Act requires, keep a person accountable for every rejection, and measure outcomes rather than speed alone. Done that way, the tools give your recruiters back the time for the part of the job only they can do.",
    },
  ],
} as const satisfies Article
