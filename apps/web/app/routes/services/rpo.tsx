import { rpoPage } from "@repo/content/services/rpo"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("rpo", rpoPage)

export default function Rpo() {
  return <ServicePage page={rpoPage} />
}
