import { pageMeta } from "../lib/seo"

// The hydration floor (docs/decisions/095): the site's root, header and footer around an empty
// main. In the route table only when BENCH_FLOOR is set, so no deployed build has it; Lighthouse
// measures it beside the real pages to tell the framework's cost from each page's own.
export const meta = () => [
  ...pageMeta({
    title: "Hydration floor | Talentrise HR",
    description: "An empty page with the site's header and footer, for measuring what every page costs.",
    path: "/bench/floor",
  }),
  { name: "robots", content: "noindex" },
]

export default function BenchFloor() {
  return null
}
