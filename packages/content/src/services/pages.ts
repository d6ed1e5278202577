import type { ServicePage, ServiceSlug } from "../services"
import { complianceAuditPage } from "./compliance-audit"
import { contractualStaffingPage } from "./contractual-staffing"
import { hrConsultingPage } from "./hr-consulting"
import { internationalStaffingPage } from "./international-staffing"
import { payrollManagementPage } from "./payroll-management"
import { rpoPage } from "./rpo"
import { trainingDevelopmentPage } from "./training-development"

/**
 * Every service page by slug. A route that renders one page can import its module directly
 * (`@repo/content/services/rpo`) to keep the other six out of its bundle.
 */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  "hr-consulting": hrConsultingPage,
  rpo: rpoPage,
  "contractual-staffing": contractualStaffingPage,
  "payroll-management": payrollManagementPage,
  "international-staffing": internationalStaffingPage,
  "training-development": trainingDevelopmentPage,
  "compliance-audit": complianceAuditPage,
}
