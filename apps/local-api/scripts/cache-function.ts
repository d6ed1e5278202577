// Runs at `pnpm install`: fetches the notify function's npm: imports into <repo>/.deno, pinned by
// supabase/functions/notify/deno.lock, so the function starts with --cached-only and nothing is
// downloaded while the site or the tests run.
import { cacheNotifyFunction } from "../src/notify-stack.ts"

cacheNotifyFunction()
