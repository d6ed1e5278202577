import { complianceAuditPage } from "@repo/content/services/compliance-audit"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("compliance-audit", complianceAuditPage)

export default function ComplianceAudit() {
  return <ServicePage page={complianceAuditPage} />
}
