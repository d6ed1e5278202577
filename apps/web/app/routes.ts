import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("careers", "routes/careers.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
