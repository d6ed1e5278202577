import { useEffect } from "react"
import { useLocation } from "react-router"

import NotFoundPage from "../components/not-found-page"
import { pageMeta } from "../lib/seo"

export const meta = () => [
  ...pageMeta({
    title: "Page not found | Talentrise HR",
    description: "The page you were looking for is not here. Head back to the Talentrise HR home page.",
    path: "/404",
  }).filter((tag) => !("tagName" in tag)),
  { name: "robots", content: "noindex" },
]

export default function NotFound() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])

  return <NotFoundPage />
}
