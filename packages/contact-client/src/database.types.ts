// The generated row types (decision 083), where the rest of this package can import them. The file
// lives beside the notify function, which deploys apart from the workspace and imports it there.
export type { Database, Json } from "../../../supabase/functions/_shared/database.types.ts"
