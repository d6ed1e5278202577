import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("about", "routes/about.tsx"),
  // Roles the firm fills for clients, one page per open file in packages/content/src/jobs.
  route("jobs", "routes/jobs.tsx"),
  // The open roles for the job-alerts function, and the pages its mails link to (issue 44).
  route("jobs.json", "routes/jobs-feed.ts"),
  route("jobs/alerts/confirm", "routes/job-alert-confirm.tsx"),
  route("jobs/alerts/unsubscribe", "routes/job-alert-unsubscribe.tsx"),
  route("jobs/alerts/manage", "routes/job-alert-manage.tsx"),
  route("jobs/:slug", "routes/job.tsx"),
  route("jobs/:slug/apply", "routes/quick-apply.tsx", { id: "routes/apply-job" }),
  // The same pages in Hindi (issue 43), from the same modules: the address is the language (decision 103).
  route("hi/jobs", "routes/jobs.tsx", { id: "routes/jobs-hi" }),
  route("hi/jobs/:slug", "routes/job.tsx", { id: "routes/job-hi" }),
  route("hi/jobs/:slug/apply", "routes/quick-apply.tsx", { id: "routes/apply-job-hi" }),
  route("careers", "routes/careers.tsx"),
  // "We never charge a fee" (issue 43): how the firm contacts candidates, the signs of a scam, a report.
  route("recruitment-fraud", "routes/recruitment-fraud.tsx"),
  route("hi/recruitment-fraud", "routes/recruitment-fraud.tsx", { id: "routes/recruitment-fraud-hi" }),
  route("careers/apply", "routes/apply.tsx", { id: "routes/apply-general" }),
  route("careers/apply/:openingId", "routes/apply.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("contact", "routes/contact.tsx"),
  // A client's staffing brief (issue 36): roles, headcount, dates and terms in one form.
  route("hire", "routes/hire.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  // One page per file in packages/content/src/articles; react-router.config.ts prerenders each.
  route("blog/:slug", "routes/article.tsx"),
  route("tools", "routes/tools.tsx"),
  route("tools/in-hand-salary", "routes/tools/in-hand-salary.tsx"),
  route("tools/gratuity", "routes/tools/gratuity.tsx"),
  route("tools/employer-cost", "routes/tools/employer-cost.tsx"),
  // Every statutory figure the calculators use, as in force on the build's day, with its source.
  route("tools/rates", "routes/tools/rates.tsx"),
  // A bench-only page: the root, header and footer around an empty main (docs/decisions/095).
  ...(process.env.BENCH_FLOOR ? [route("bench/floor", "routes/bench-floor.tsx")] : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
