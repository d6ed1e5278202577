import { trainingDevelopmentPage } from "@repo/content/services/training-development"

import { ServicePage, serviceMeta } from "../../components/service-page"

export const meta = () => serviceMeta("training-development", trainingDevelopmentPage)

export default function TrainingDevelopment() {
  return <ServicePage page={trainingDevelopmentPage} />
}
