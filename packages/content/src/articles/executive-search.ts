import type { Article } from "../blog"

export const executiveSearch = {
  id: "executive-search",
  title: "Executive Search in India: How to Hire Senior Leaders Who Stay",
  excerpt:
    "A senior hire that goes wrong costs a year and often more. From defining the mandate to referencing, notice-period buyouts and the first hundred days, here is how Indian companies can run a leadership search that holds.",
  author: "Kavita Iyer",
  date: "February 10, 2025",
  category: "Recruitment",
  readTime: 15,
  trending: true,
  image: {
    src: "/images/blog/executive-search-1200.webp",
    alt: "Abstract illustration of a single highlighted figure at the top of a rising set of steps, with smaller figures spread across a grid below",
  },
  body: [
    {
      type: "paragraph",
      text: "A mid-level hire that does not work out costs you a few months and a recruitment fee. A CXO or business-head hire that fails costs far more: the search itself, a notice period on the way in, a year of decisions made by the wrong person, a severance on the way out, and the good people who leave in between. In our searches, when a senior appointment fails, the cause is rarely that the person lacked ability. Far more often the role was never clearly defined, the fit with the promoter or board was assumed rather than tested, or the new leader's integration was left to chance.",
    },
    {
      type: "paragraph",
      text: "This guide covers the whole process, from the decision to hire to the end of the new leader's first year, with the particular features of the Indian market in view.",
    },
    { type: "heading", id: "why-senior-hiring-is-different", text: "Why senior hiring is different" },
    { type: "paragraph", text: "Four features of the Indian senior talent market shape every search." },
    {
      type: "list",
      items: [
        "The pool is small and mostly passive. For the CFO of a ₹1,000-crore manufacturing business, or the head of engineering for a 500-person global capability centre, there may be a few dozen credible candidates in the country. Almost none of them are looking. They will not answer a job posting; they have to be found, approached and persuaded.",
        "Notice periods are long. Three months is standard at senior levels, and some contracts for top executives specify six. A leader who agrees terms with you in March may join in July or later.",
        "Money is tied up. Senior candidates often have unvested stock options, deferred bonuses or retention payments that they forfeit by leaving. These shape their expectations of a joining offer as much as their fixed salary does.",
        "Networks are tight. In most Indian industries the senior community is small enough that a confidential search can become public quickly, and informal references circulate whether or not you ask for them.",
      ],
    },
    { type: "heading", id: "define-the-mandate", text: "Start with the mandate, not the job description" },
    {
      type: "paragraph",
      text: "A job description lists responsibilities and qualifications. A mandate says what this leader must achieve, by when, with what resources and under what constraints. Searches that start from a job description tend to produce candidates who look right on paper. Searches that start from a mandate produce candidates who can do the job you actually have.",
    },
    {
      type: "paragraph",
      text: "Before the search begins, the hiring company should be able to answer these questions in writing:",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "What are the three or four outcomes this person must deliver in the first eighteen months, and how will we measure them?",
        "Why is the role open? If a predecessor left or was asked to leave, what went wrong, and what have we changed?",
        "To whom will this person report, and how much authority will they have over budget, hiring and strategy?",
        "Which decisions will still sit with the promoter, the board or the parent company?",
        "What is the state of the team, and will the new leader be expected to change it?",
        "What is the compensation range, including variable pay and long-term incentives, and how much flexibility is there?",
      ],
    },
    {
      type: "paragraph",
      text: "The answers often reveal disagreement among the people making the hire. A founder may want a CEO who will take decisions, while the board wants one who will carry out the founder's. A parent company abroad may expect the India head to report to a regional leader, while the local team expects autonomy. Resolve these differences before you meet candidates, not after you make an offer. Candidates at this level notice quickly when the people interviewing them describe different jobs.",
    },
    { type: "subheading", text: "The success profile" },
    {
      type: "paragraph",
      text: "From the mandate, build a success profile: the experience, capabilities and traits the role demands. Separate what is essential from what is merely desirable, and be honest about which 'essentials' are habit. Requiring experience in your own sector, for example, narrows the pool sharply. Sometimes it is essential, as for a head of regulatory affairs in pharmaceuticals. Often it is not: a CFO who has taken a consumer business through an IPO may serve a manufacturing company better than one who has spent twenty years in a single plant.",
    },
    { type: "heading", id: "ownership-shapes-the-role", text: "Ownership shapes the role" },
    {
      type: "paragraph",
      text: "The same title means different things in different kinds of Indian company, and a leader who thrives in one may struggle in another.",
    },
    { type: "subheading", text: "Promoter-led and family businesses" },
    {
      type: "paragraph",
      text: "A professional CEO or business head in a promoter-led company works alongside an owner who built the business and often still knows every major customer and supplier personally. The leader's real authority depends on the promoter's willingness to let go, which is usually less than the promoter believes. Candidates from multinational backgrounds often underestimate how much of the job is managing that relationship. Test for it explicitly: ask candidates how they handled a situation in which an owner overruled them, and let the promoter spend unstructured time with each finalist.",
    },
    { type: "subheading", text: "Private equity-backed companies" },
    {
      type: "paragraph",
      text: "Leaders in PE-backed businesses work to a defined value-creation plan and an exit horizon of a few years. They need comfort with close financial scrutiny, frequent board reporting and incentives tied to the exit. The investor will usually want to interview finalists and may have views on a candidate's record with previous investors.",
    },
    { type: "subheading", text: "Multinational subsidiaries and GCCs" },
    {
      type: "paragraph",
      text: "The India head of a multinational, or the leader of a global capability centre, often spends as much effort managing upwards across time zones as managing the Indian team. GCC leadership in particular has changed. Centres that began as cost-efficient back offices now own products, engineering and analytics for their parent companies, and their leaders need to argue for a bigger mandate at headquarters, not only run a large operation well. Look for people who have done that, not just people who have managed large headcounts.",
    },
    { type: "subheading", text: "Listed companies and boards" },
    {
      type: "paragraph",
      text: "For board positions, regulation shapes the search. The Companies Act, 2013 and SEBI's listing regulations set requirements for independent directors, including criteria for independence and, for specified classes of companies, the appointment of at least one woman director. Independent directors must also be registered in the databank maintained for that purpose. Build these checks into the search from the first day, so that a preferred candidate is not ruled out at the last step.",
    },
    { type: "heading", id: "retained-or-contingent", text: "Retained or contingent search" },
    {
      type: "paragraph",
      text: "Senior searches in India are run either on a retained basis, where the firm is paid in stages to run the search exclusively, or on a contingent basis, where a fee is payable only if a candidate the firm introduces is hired. Both have a place.",
    },
    {
      type: "paragraph",
      text: "Contingent search suits roles with a reasonable pool of active candidates, where speed matters more than completeness. For a CXO, business-head or board role, a retained search is usually the better choice, for three reasons. The firm commits a team to the assignment rather than sending whichever resumes it happens to have. It maps the market systematically, so you see who is available, who is not, and why. And it handles confidentiality and persuasion with more care, because its fee does not depend on reaching you first.",
    },
    {
      type: "paragraph",
      text: "Whichever model you choose, agree in writing on the scope of the search, the target companies and any that are off-limits, the timeline, how often you will receive progress reports, the fee and its stages, and what happens if the appointed candidate leaves within an agreed period.",
    },
    { type: "heading", id: "the-search-process", text: "The search process, step by step" },
    { type: "subheading", text: "Market mapping" },
    {
      type: "paragraph",
      text: "A good search begins with a map of the market: the companies where suitable leaders are likely to be working, the people in relevant roles there, and an initial view of each. For a senior role we typically build a long list of well over a hundred names, drawn from direct competitors, adjacent industries and companies facing similar problems at a different scale. The map has value of its own. It tells you where the talent sits, what it costs, and whether your expectations are realistic.",
    },
    {
      type: "paragraph",
      text: "Be open to adjacent pools. A head of supply chain for a quick-commerce business may come from FMCG distribution, automotive logistics or e-commerce. A chief people officer for a fast-growing startup may come from a consulting firm or a GCC. Narrow target lists produce narrow shortlists.",
    },
    { type: "subheading", text: "Approach and persuasion" },
    {
      type: "paragraph",
      text: "Senior candidates are approached, not advertised to. The first conversation is about the opportunity and the mandate, not the salary. People who are doing well where they are need a reason to move: a bigger mandate, a chance to build something, a return to the city where their family lives, or an equity story they believe in. Understanding that reason early lets you shape the offer and, later, keep the candidate committed through a long notice period.",
    },
    {
      type: "paragraph",
      text: "Confidentiality runs in both directions. A candidate exploring a move will not want their employer to hear of it, and you may not want the market, or your own team, to know the role is open. Agree in advance how the role will be described to candidates, who will be told internally, and when.",
    },
    { type: "subheading", text: "The shortlist" },
    {
      type: "paragraph",
      text: "A reasonable standard is a shortlist of four to six candidates, each interviewed in depth by the search firm and accompanied by a written assessment against the success profile. With fewer, you have no real choice. With more, the hiring panel spends its time on people who should have been screened out earlier.",
    },
    { type: "heading", id: "assessing-senior-candidates", text: "Assessing senior candidates" },
    {
      type: "paragraph",
      text: "Senior candidates are experienced interviewees. A conversational interview in which they describe their achievements tells you mostly how well they present. Use a structured process that gets beneath the narrative.",
    },
    {
      type: "list",
      items: [
        "Structured competency interviews. Each panel member covers defined areas, asks for specific examples and probes the candidate's own part in them. 'We grew revenue' and 'I grew revenue' are different answers.",
        "A work sample. Ask finalists to analyse a real problem the business faces and present their approach to the panel. You learn how they think, and they learn what the job really involves.",
        "Psychometric assessment, used carefully. A validated instrument can surface traits worth exploring in interview, such as how a person handles ambiguity or conflict. Treat it as a source of questions, never as a pass-or-fail screen.",
        "Time with the people who matter. Finalists should meet the promoter, key board members or the regional leader, and ideally their future peers, in settings less formal than an interview.",
      ],
    },
    {
      type: "paragraph",
      text: "Keep the panel small and consistent. A candidate who meets eleven people asking the same questions loses interest, and the company ends up with eleven opinions and no decision.",
    },
    { type: "heading", id: "references-and-verification", text: "References and background verification" },
    {
      type: "paragraph",
      text: "At senior levels, references are not a formality. They are the most reliable evidence you will get about how a candidate behaves under pressure, how they treat people who cannot help them, and why they left previous roles.",
    },
    { type: "subheading", text: "Referencing" },
    {
      type: "paragraph",
      text: "Take at least four or five references, covering former managers, peers and people who reported to the candidate. The referees a candidate nominates will be positive. The most useful information usually comes from people who worked closely with the candidate but were not put forward by them. Speak to them only with the candidate's agreement and with discretion, because a careless call can expose a confidential search. Ask specific questions: what should this person's next employer know, what support would they need to succeed, would you hire them again, and for what role?",
    },
    { type: "subheading", text: "Verification" },
    {
      type: "paragraph",
      text: "Background verification for senior hires should go well beyond education and employment checks. Depending on the role, include:",
    },
    {
      type: "list",
      items: [
        "Degrees verified directly with the issuing institutions, including institutions abroad.",
        "Employment history, titles and reasons for leaving, confirmed with former employers.",
        "Directorships and company associations, checked against Ministry of Corporate Affairs records, including any companies that defaulted or were struck off.",
        "Litigation and court records, and any regulatory action by bodies such as SEBI or the RBI.",
        "Media and reputation checks, including social media in the public domain.",
        "Conflicts of interest: shareholdings, family businesses or advisory roles that could clash with the new position.",
      ],
    },
    {
      type: "paragraph",
      text: "Take the candidate's written consent before verification begins, with a notice that says clearly what will be checked and why, as the DPDP Act expects. Keep the results secure and limit access to the few people who need them.",
    },
    { type: "heading", id: "compensation-and-the-offer", text: "Compensation and the offer" },
    {
      type: "paragraph",
      text: "Senior compensation in India has three parts to negotiate: fixed pay, annual variable pay, and long-term incentives such as ESOPs, restricted stock or cash retention plans. Candidates from listed companies and well-funded startups will also bring forfeited value: unvested stock, a bonus that falls due after their exit date, a retention payment they must repay. Expect them to ask you to make good some or all of it.",
    },
    {
      type: "paragraph",
      text: "Handle this with evidence rather than assertion. Ask for documentation of unvested grants and their vesting dates. Consider a joining bonus paid in tranches, with clawback if the person leaves within a defined period, rather than an inflated fixed salary that distorts your pay structure for years. Where you offer stock, explain the valuation, the vesting schedule and what happens on exit in plain terms; many candidates have held startup options that never became worth anything.",
    },
    { type: "subheading", text: "Notice-period buyouts" },
    {
      type: "paragraph",
      text: "Shortening a three-month notice period is often possible, but not always. Some employers will release a senior person early against payment in lieu of notice; others insist on the full period, especially for leaders handing over a large team or key clients. Agree with the candidate, before they resign, how a buyout will be handled and who pays. And be realistic: a CXO who walks out of one company in three weeks may one day do the same to you.",
    },
    { type: "subheading", text: "Non-compete clauses" },
    {
      type: "paragraph",
      text: "Candidates often worry about non-compete clauses in their current contracts. Under Section 27 of the Indian Contract Act, 1872, agreements that restrain anyone from exercising a lawful profession, trade or business are void, with narrow exceptions, and Indian courts have generally declined to enforce non-competes that operate after employment ends. Restrictions during employment, including a notice period or garden leave, and obligations of confidentiality are treated differently and may well be enforced. Take legal advice on the specific contract rather than assuming either way, and never invite a candidate to bring confidential information from a previous employer.",
    },
    {
      type: "heading",
      id: "through-the-notice-period",
      text: "Keeping the candidate through the notice period",
    },
    {
      type: "paragraph",
      text: "The weeks between acceptance and joining are when senior hires are most often lost. The current employer will make a counter-offer, sometimes a generous one, and sometimes the promoter or global CEO will call personally. Other search firms with live mandates will call too. A candidate who accepted your offer on a Friday may feel differently after a week of being told how valued they are.",
    },
    {
      type: "paragraph",
      text: "Stay close without crowding. In our searches, the practices that most reduce dropouts are simple:",
    },
    {
      type: "list",
      items: [
        "Discuss the counter-offer before it happens. Ask the candidate how they will respond when their employer tries to keep them, and what would make them reconsider.",
        "Bring the candidate into the company's world: invite them to a leadership offsite or town hall as an observer, share relevant papers once they are free to see them, and introduce them informally to their future team.",
        "Have the CEO or promoter call at regular intervals, not only the HR team.",
        "Complete pre-joining steps, such as the appointment letter, background verification and relocation planning, early, so that joining feels concrete.",
        "Help with the family. Schools, housing and a spouse's career matter a great deal to leaders who are relocating, especially those returning from abroad.",
      ],
    },
    { type: "heading", id: "leaders-returning-from-abroad", text: "Leaders returning from abroad" },
    {
      type: "paragraph",
      text: "Indian professionals working in the US, the UK, Singapore and the Gulf are an important source of senior talent, especially for GCCs and for companies building global businesses from India. They bring valuable experience, and they bring specific risks. Their compensation expectations may be anchored to overseas pay. Relocating a family is complex, from mid-year school admissions to a spouse's career. And the working culture they return to may differ sharply from the one they left: decision-making in a promoter-led Indian business is more personal and often faster, and hierarchy works differently.",
    },
    {
      type: "paragraph",
      text: "Be explicit about all of this during the search. A candidate who has thought through the move with their family, visited the office and met the team is far less likely to head back abroad within a year.",
    },
    { type: "heading", id: "the-first-hundred-days", text: "The first hundred days" },
    {
      type: "paragraph",
      text: "The search does not end on the joining date. In our experience, senior hires that fail usually show the signs within the first six months, and the causes are about integration rather than ability: the new leader misreads the informal power structure, moves too fast or too slowly, or never builds trust with the promoter or with peers who wanted the job themselves.",
    },
    {
      type: "list",
      items: [
        "Agree a written plan for the first hundred days, anchored in the outcomes of the mandate.",
        "Schedule structured introductions to key stakeholders: major customers and suppliers, board members and internal leaders.",
        "Identify internal candidates who were passed over, and handle their disappointment openly before the new leader arrives.",
        "Hold check-ins at 30, 60 and 90 days between the new leader and the person they report to, with candid feedback in both directions.",
        "Consider an external coach for the first six months, particularly for a leader moving from a multinational to a promoter-led company, or the reverse.",
      ],
    },
    {
      type: "quote",
      text: "Most failed leadership hires are decided in the first hundred days, not in the interview room.",
    },
    { type: "heading", id: "a-realistic-timeline", text: "A realistic timeline" },
    {
      type: "paragraph",
      text: "For a CXO or business-head role, a well-run search in India usually takes eight to twelve weeks from kick-off to an accepted offer, followed by the notice period. From the first conversation with a search firm to the new leader's first day is therefore often five to seven months. Plan for it: decide early who will cover the role in the interim, and do not start so late that you are tempted to compromise on the shortlist.",
    },
    {
      type: "table",
      caption: "Typical stages of a senior search",
      columns: ["Stage", "Typical duration", "Outcome"],
      rows: [
        ["Mandate and success profile", "1 to 2 weeks", "Agreed written mandate and compensation range"],
        ["Market mapping and approach", "3 to 4 weeks", "Long list mapped and candidates engaged"],
        ["Shortlist and interviews", "3 to 4 weeks", "Assessed shortlist, panel interviews and work samples"],
        ["References, verification and offer", "1 to 2 weeks", "Accepted offer"],
        ["Notice period", "Usually 3 months", "Joining"],
      ],
    },
    { type: "heading", id: "common-mistakes", text: "Common mistakes to avoid" },
    {
      type: "list",
      items: [
        "Starting the search before everyone who will approve the hire has agreed the mandate.",
        "Defining the role around the previous incumbent, or around an ideal candidate who does not exist.",
        "Letting the process drag. A search that takes six months to reach an offer loses its best candidates to other opportunities along the way.",
        "Leading with compensation rather than the opportunity, which attracts candidates who will leave for the next better offer.",
        "Skipping independent references because the candidate interviewed well.",
        "Treating the joining date as the finish line.",
      ],
    },
    { type: "heading", id: "conclusion", text: "Conclusion" },
    {
      type: "paragraph",
      text: "Executive search is not a larger version of ordinary recruitment. It depends on a clear mandate, an honest view of the ownership context, systematic market mapping, rigorous assessment and referencing, careful handling of compensation and notice periods, and a deliberate first hundred days. Each of these steps takes time that a company under pressure to fill a senior vacancy will be tempted to skip. The companies that take the time get leaders who stay, and the cost of the search becomes small beside the cost of getting it wrong.",
    },
  ],
} as const satisfies Article
