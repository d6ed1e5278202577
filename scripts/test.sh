#!/usr/bin/env bash
# `pnpm test`: every check CI runs (docs/testing.md), in two lanes on CI's two cores.
#
# The data API's tests (apps/local-api: the database, Storage, the notify function under Deno, and
# the fault test's outages and 30-second lease) spend most of their two minutes waiting, not
# computing. They run beside the rest instead of before it; their output follows at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

api_log=$(mktemp)
trap 'rm -f "$api_log"' EXIT
pnpm --filter @repo/local-api test >"$api_log" 2>&1 &
api_lane=$!

# One chain: the first check to fail stops the lane with its status (`set -e` does not apply in a
# command whose status is tested, so the steps are joined with &&).
checks() {
  pnpm exec turbo run lint typecheck build --concurrency=2 &&
    pnpm exec turbo run test --filter='!@repo/local-api' --concurrency=2 &&
    pnpm format:check &&
    pnpm check:html &&
    pnpm bench:size &&
    pnpm test:storybook &&
    pnpm e2e &&
    pnpm e2e:editor
}
main_status=0
checks || main_status=$?

api_status=0
wait "$api_lane" || api_status=$?
echo
echo "── The data API's tests (apps/local-api), run beside the rest ──"
cat "$api_log"
if [ "$api_status" -ne 0 ]; then echo "The data API's tests failed (exit $api_status)."; fi
if [ "$main_status" -ne 0 ]; then echo "A check failed (exit $main_status): see above."; fi
exit $(( main_status != 0 ? main_status : api_status ))
