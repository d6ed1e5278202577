import type { Article } from "../blog"

export const remoteCulture = {
  id: "remote-culture",
  title: "Remote and Hybrid Work in India: Building a Culture That Doesn't Depend on the Office",
  excerpt:
    "Office attendance mandates have not settled the question for most Indian companies. How to build the habits, manager skills and policies that keep distributed teams working together, from Bengaluru to Bhopal.",
  author: "Rohit Malhotra",
  // Malformed in the source and kept as the spec records it.
  date: "Admin 28, 2025",
  category: "Employee Experience",
  readTime: 10,
  trending: true,
  image: {
    src: "/images/blog/remote-culture-1200.webp",
    alt: "Abstract illustration of homes and an office building on a stylised map, joined by lines of conversation bubbles",
  },
  body: [
    {
      type: "paragraph",
      text: "Three years after offices reopened, most Indian companies we advise have settled into some form of hybrid work without ever deciding what it is for. Some large employers now link office attendance to appraisals or leave. Many startups and global capability centres run teams spread across five cities. A growing number of mid-sized firms hire in tier-2 cities precisely because good people there will not move to Bengaluru or Gurugram. The arrangements vary. The problem is the same: the habits that held a team together when everyone sat on one floor no longer happen by themselves.",
    },
    {
      type: "paragraph",
      text: "Culture in a distributed team is not the perks, the offsite or the Friday quiz. It is the set of habits by which people share information, make decisions, get help and are judged. This article sets out how to build those habits deliberately.",
    },
    { type: "heading", id: "decide-what-the-office-is-for", text: "Decide what the office is for" },
    {
      type: "paragraph",
      text: "Before you set a number of office days, decide what you want people to do there. Attendance mandates fail when people spend ninety minutes in Bengaluru or Noida traffic to sit on video calls with colleagues in other cities. They work when office days are used for the things that are genuinely better in person: onboarding, planning, difficult conversations, mentoring, and the informal learning that junior staff need most.",
    },
    {
      type: "paragraph",
      text: "A practical pattern is to fix anchor days by team rather than by company, so that the people who work together are in the office together. Two anchor days a week is usually enough for a team that collaborates closely. Publish the purpose of those days and protect them from back-to-back video calls.",
    },
    {
      type: "list",
      items: [
        "Use office days for team planning, one-to-ones, onboarding and mentoring, workshops, and conversations about performance or conflict.",
        "Keep at home the focused individual work, routine status updates, and calls with colleagues who are not in the same office anyway.",
      ],
    },
    { type: "heading", id: "write-things-down", text: "Write things down" },
    {
      type: "paragraph",
      text: "The biggest difference between co-located and distributed teams is how information travels. In an office, people overhear decisions. In a distributed team, anything not written down reaches only the people who were on the call. The colleague in Indore, the new joiner and the person who was on leave that day fall behind without anyone noticing.",
    },
    {
      type: "list",
      items: [
        "Keep a decision log for each team: what was decided, by whom, why, and when it will be reviewed.",
        "Send a short written summary, the same day, after any meeting that changes a plan.",
        "Move recurring status updates into a shared document or channel, and reclaim the meeting.",
        "Agree where things live: one place for documents, one for quick questions, one for announcements. Three WhatsApp groups and an email thread is not a system.",
      ],
    },
    {
      type: "paragraph",
      text: "Writing well is a skill, and many capable people did most of their schooling and early careers in settings where written English was formal and infrequent. Do not mistake short or stiff writing for poor thinking. Provide templates for common documents, such as a project update or a proposal, and encourage plain language over polish.",
    },
    { type: "heading", id: "availability-norms", text: "Set response and availability norms" },
    {
      type: "paragraph",
      text: "Without norms, distributed teams drift into one of two failure modes: either everyone is expected to answer instantly at all hours, or nobody knows whether a message has been seen. Both wear people down.",
    },
    {
      type: "paragraph",
      text: "Agree core hours when everyone is available, for example 11 a.m. to 4 p.m. IST, and leave the rest of the day flexible. Agree expected response times by channel: a chat message within a few hours during core hours, an email within a working day, a phone call only when something is genuinely urgent. Write these down, and have leaders follow them visibly. A manager who sends messages at midnight teaches the team that midnight is working time, whatever the policy says.",
    },
    { type: "subheading", text: "The time-zone problem for GCCs and export teams" },
    {
      type: "paragraph",
      text: "Teams in global capability centres and IT services work with colleagues in the US or Europe, which pushes calls into Indian evenings. The cost falls unevenly, often hardest on women and on anyone with caregiving responsibilities. Rotate late calls so the same people do not carry them every week, record meetings for those who cannot attend, and push back on stakeholders abroad when a meeting could be a written update. Where late calls are a permanent feature of a role, say so in the job description and balance them with a later start.",
    },
    { type: "heading", id: "train-your-managers", text: "Train your managers, especially the new ones" },
    {
      type: "paragraph",
      text: "Most first-line managers in Indian companies are promoted because they were strong individual contributors, and few receive real training in managing people. Managing a distributed team is harder than managing one in a room, because the manager can no longer see that someone is struggling. The manager's habits become the team's culture.",
    },
    { type: "paragraph", text: "The skills that matter most are specific and teachable:" },
    {
      type: "list",
      items: [
        "Running a weekly one-to-one that is about the person, not only the task list.",
        "Setting goals as outcomes and deadlines rather than hours online.",
        "Noticing early signs of disengagement: a camera that stays off, shorter replies, missed deadlines from someone usually reliable.",
        "Giving feedback, including difficult feedback, on a video call without it landing as a reprimand.",
        "Running meetings in which remote participants speak as much as those in the room.",
      ],
    },
    {
      type: "paragraph",
      text: "We recommend a short programme for every new manager in their first three months, built around real situations from their own teams rather than generic leadership theory.",
    },
    { type: "heading", id: "proximity-bias", text: "Watch for proximity bias at appraisal time" },
    {
      type: "paragraph",
      text: "The most damaging habit of hybrid organisations stays invisible until appraisals. Managers rate the people they see more often more highly, and give them the visible projects that lead to promotion. In companies that still use a forced distribution curve, the effect is stronger: someone has to be placed at the bottom, and the person the manager rarely sees is the easy choice.",
    },
    {
      type: "paragraph",
      text: "Check for it directly. After each appraisal cycle, compare ratings, increments and promotions for people who work mostly remotely with those who are mostly in the office, within the same roles. If the gaps are large and not explained by evidence of performance, you have a problem that will surface as regretted attrition among the very people you hired remotely for their skills.",
    },
    {
      type: "callout",
      title: "A simple test",
      text: "Ask each manager to list the three most important things each team member delivered this year. If they can do it easily for the office regulars and struggle for remote colleagues, the ratings are measuring visibility, not work.",
    },
    { type: "heading", id: "onboarding-without-an-office", text: "Onboarding without an office" },
    {
      type: "paragraph",
      text: "New joiners suffer most in a distributed set-up, and freshers most of all. A campus hire who has never worked in an office learns professional norms by watching others: how to write to a senior colleague, when to ask for help, how a meeting is run. Remotely, none of that is visible.",
    },
    {
      type: "list",
      items: [
        "Bring new joiners, especially freshers, into an office for their first one or two weeks, as a cohort where possible.",
        "Assign a buddy who is not their manager, with time set aside for the role.",
        "Give them a written 30-60-90 day plan, with named people to meet and concrete first tasks.",
        "Have the manager meet them daily in the first week and at least twice a week in the first month.",
        "Ask at day 30 and day 90 what was confusing, and fix it for the next batch.",
      ],
    },
    {
      type: "paragraph",
      text: "For lateral hires the risk is different: they become productive quickly but never build the informal network that makes them effective. Make introductions deliberately rather than leaving them to chance.",
    },
    { type: "heading", id: "hiring-beyond-the-metros", text: "Hiring beyond the metros" },
    {
      type: "paragraph",
      text: "Remote work has opened talent in cities such as Indore, Coimbatore, Jaipur, Kochi, Lucknow and Bhubaneswar to employers who would never have opened an office there. Many of these hires are experienced professionals who moved home during the pandemic and have no intention of returning to a metro. They often stay longer than their metro peers, because fewer employers are competing for them locally.",
    },
    {
      type: "paragraph",
      text: "Two decisions need to be made openly rather than case by case. The first is pay: whether you pay by role regardless of location or adjust for the city. Either can be defended, but a mix decided in individual negotiations will eventually be discovered and resented. The second is career path: whether someone working from a tier-2 city can be promoted into a team lead or manager role without relocating. If the honest answer is no, say so at the time of hiring, not at the first promotion discussion.",
    },
    { type: "heading", id: "policy-and-compliance", text: "Get the policy and compliance basics right" },
    {
      type: "paragraph",
      text: "A distributed culture still needs a clear written policy, and several legal points are easy to miss.",
    },
    {
      type: "list",
      items: [
        "Equipment and allowances. State what the company provides, such as a laptop, headset, chair, or an internet or power-backup allowance, and how it is returned when someone leaves. Power cuts and patchy broadband are real constraints in many smaller towns, and a UPS or a mobile data allowance costs little against lost working hours.",
        "POSH. The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 defines the workplace broadly, and conduct on video calls, chat and after-hours calls is within its scope. Say so in your policy, train the Internal Committee to handle complaints about online conduct, and make sure remote employees know how to reach it.",
        "Working hours and records. Obligations under the applicable state Shops and Establishments Act and other labour laws do not disappear when people work from home. Keep attendance and leave records that reflect how people actually work.",
        "SEZ units. Work from home for employees of units in Special Economic Zones is governed by specific provisions of the SEZ rules. Check the current position before extending a remote policy to those employees.",
        "Data security. Define how company data may be accessed from home, on which devices, and what happens when a laptop is lost. Under the DPDP Act, a breach of personal data is the company's responsibility wherever the employee was sitting.",
      ],
    },
    {
      type: "paragraph",
      text: "Employees who work from another state for long periods raise questions about which state's labour laws and professional tax apply. Take advice before allowing permanent work from a different state, rather than discovering the issue during an audit.",
    },
    { type: "heading", id: "rituals-that-work", text: "Rituals that work, and ones that don't" },
    {
      type: "paragraph",
      text: "Forced virtual fun, such as mandatory online games after hours, irritates more people than it includes. What works is smaller, more regular and respectful of people's time.",
    },
    {
      type: "list",
      items: [
        "A short team call at the start of the week covering priorities and one personal update from each person, kept to half an hour.",
        "Recognition in writing, in a public channel, specific about what the person did.",
        "Festival celebrations that reflect the whole team, not only the headquarters city. Diwali, Eid, Christmas, Onam, Pongal and Durga Puja each matter to someone, and a hamper delivered to a colleague's home in Kochi says more than another video call.",
        "An in-person gathering for each team at least once or twice a year, with a real agenda and plenty of unstructured time.",
      ],
    },
    { type: "heading", id: "measure-whether-it-works", text: "Measure whether it is working" },
    {
      type: "paragraph",
      text: "Culture is hard to measure directly, but its effects are not. Review these every quarter, split between remote, hybrid and office-based employees:",
    },
    {
      type: "list",
      items: [
        "Regretted attrition, and the reasons people give in exit interviews.",
        "Ratings, increments and promotions, as described above.",
        "Internal mobility: whether remote employees are considered for new roles.",
        "Time to productivity for new joiners.",
        "A short pulse survey on whether people know what is expected of them and feel able to ask for help.",
      ],
    },
    { type: "heading", id: "conclusion", text: "Conclusion" },
    {
      type: "paragraph",
      text: "Hybrid and remote work in India is neither a perk to be withdrawn nor a model that runs itself. It works when the organisation decides what the office is for, writes things down, sets clear norms on availability, trains its managers and checks honestly for bias in how people are rated. None of this is expensive. All of it takes deliberate effort from leaders, who set the culture far more by what they do than by what the policy says.",
    },
  ],
} as const satisfies Article
