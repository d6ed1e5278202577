import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import { makePdf } from "@repo/contact-client/testing/documents"
import { localServiceKey } from "./notify-stack.ts"
import { startLocalApi, type RunningLocalApi } from "./server.ts"
import { objectFile } from "./storage.ts"

/**
 * The calls the notify function makes with the service-role key, through supabase-js as it makes
 * them: an RPC, and Storage's download, signed URL and remove. The public key may do none of them.
 */
describe("the service-role calls, through supabase-js", () => {
  let api: RunningLocalApi
  let service: SupabaseClient
  let anon: SupabaseClient
  // No Realtime: Node 20 has no WebSocket of its own, and these calls need none.
  const noRealtime = class {
    constructor() {
      throw new Error("Realtime is not used")
    }
  } as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>["realtime"]>["transport"]
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: noRealtime },
  }

  beforeAll(async () => {
    api = await startLocalApi({ dataDir: "memory://", port: 0, log: () => {} })
    service = createClient(api.url, localServiceKey, options)
    anon = createClient(api.url, localDataApi.key, options)
  }, 60_000)
  afterAll(async () => {
    await api?.close()
  })

  /** A résumé as Storage would hold it: its row in storage.objects and its bytes on disk. */
  async function storeObject(bytes: Buffer): Promise<string> {
    const name = `general/${randomUUID()}.pdf`
    const file = objectFile(api.filesDir, "resumes", name)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    await api.sql.query(
      "insert into storage.objects (bucket_id, name, metadata) values ('resumes', $1, $2::jsonb)",
      [name, JSON.stringify({ size: bytes.length, mimetype: "application/pdf" })],
    )
    return name
  }

  it("runs an RPC as service_role with named arguments, and answers its JSON", async () => {
    const { data, error } = await service.rpc("notify_pending", { min_age_seconds: 0 })
    expect(error).toBeNull()
    expect(data).toEqual([])
    const claimed = await service.rpc("notify_claim_enquiry", { submission_id: randomUUID() })
    expect(claimed).toMatchObject({ data: null, error: null, status: 200 })
  })

  it("refuses the public key an RPC (401, 42501), and names an unknown function (404, PGRST202)", async () => {
    const refused = await anon.rpc("forget_person", { person_email: "a@example.in" })
    expect(refused.status).toBe(401)
    expect(refused.error?.code).toBe("42501")
    const unknown = await service.rpc("no_such_function", {})
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe("PGRST202")
  })

  it("downloads an object with the service key, and never with the public key", async () => {
    const pdf = makePdf("Download me")
    const name = await storeObject(pdf)
    const { data, error } = await service.storage.from("resumes").download(name)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer()).equals(pdf)).toBe(true)
    const refused = await anon.storage.from("resumes").download(name)
    expect(refused.data).toBeNull()
  })

  it("signs a URL that downloads the same bytes with the name asked for, and refuses a forged one", async () => {
    const pdf = makePdf("Sign me")
    const name = await storeObject(pdf)
    const { data, error } = await service.storage
      .from("resumes")
      .createSignedUrl(name, 60, { download: "Asha Rao CV.pdf" })
    expect(error).toBeNull()
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''Asha%20Rao%20CV.pdf",
    )
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    const forged = new URL(data!.signedUrl)
    forged.pathname = forged.pathname.replace(name, `general/${randomUUID()}.pdf`)
    expect((await fetch(forged)).status).toBe(400)
    const anonSigned = await anon.storage.from("resumes").createSignedUrl(name, 60)
    expect(anonSigned.data).toBeNull()
  })

  it("removes objects by name, their rows and their files, and answers what it removed", async () => {
    const name = await storeObject(makePdf("Remove me"))
    const { data, error } = await service.storage.from("resumes").remove([name, "general/not-there.pdf"])
    expect(error).toBeNull()
    expect(data?.map((object) => object.name)).toEqual([name])
    expect(existsSync(objectFile(api.filesDir, "resumes", name))).toBe(false)
    const { rows } = await api.sql.query("select 1 from storage.objects where name = $1", [name])
    expect(rows).toEqual([])
    expect((await service.storage.from("resumes").remove([name])).data).toEqual([])
  })
})
