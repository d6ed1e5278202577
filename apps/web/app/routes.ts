import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/hr-consulting", "routes/services/hr-consulting.tsx"),
  route("services/rpo", "routes/services/rpo.tsx"),
  route("services/contractual-staffing", "routes/services/contractual-staffing.tsx"),
  route("services/payroll-management", "routes/services/payroll-management.tsx"),
  route("services/international-staffing", "routes/services/international-staffing.tsx"),
  route("services/training-development", "routes/services/training-development.tsx"),
  route("services/compliance-audit", "routes/services/compliance-audit.tsx"),
  route("about", "routes/about.tsx"),
  route("careers", "routes/careers.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  // One page per file in packages/content/src/articles; react-router.config.ts prerenders each.
  route("blog/:slug", "routes/article.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
