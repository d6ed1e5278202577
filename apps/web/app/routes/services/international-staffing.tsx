import { internationalStaffingPage } from "@repo/content/services/international-staffing"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("international-staffing", internationalStaffingPage)

export default function InternationalStaffing() {
  return <ServicePage page={internationalStaffingPage} />
}
