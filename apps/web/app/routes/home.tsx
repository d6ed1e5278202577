import { homeSeo } from "@repo/content/home"

import { deferred } from "../lib/deferred"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/home"

// Runs at build time: the page's title and description reach the browser in the prerendered HTML
// and its data, not in the route's code.
export function loader() {
  return { seo: homeSeo }
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data ? pageMeta({ ...data.seo, path: "/" }) : []

// Home is read, not operated: nothing on it needs a script before the visitor can use the page
// (the headline's typing starts once its code arrives). Its code loads when the browser is idle.
const HomePage = deferred(() => import("../components/home-page").then((m) => m.default))

export default function Home() {
  return <HomePage />
}
