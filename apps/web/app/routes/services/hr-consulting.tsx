import { hrConsultingPage } from "@repo/content/services/hr-consulting"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("hr-consulting", hrConsultingPage)

export default function HrConsulting() {
  return <ServicePage page={hrConsultingPage} />
}
