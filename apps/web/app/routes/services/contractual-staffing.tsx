import { contractualStaffingPage } from "@repo/content/services/contractual-staffing"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("contractual-staffing", contractualStaffingPage)

export default function ContractualStaffing() {
  return <ServicePage page={contractualStaffingPage} />
}
