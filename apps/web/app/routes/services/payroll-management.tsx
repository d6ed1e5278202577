import { payrollManagementPage } from "@repo/content/services/payroll-management"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("payroll-management", payrollManagementPage)

export default function PayrollManagement() {
  return <ServicePage page={payrollManagementPage} />
}
