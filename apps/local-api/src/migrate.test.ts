import { readFileSync } from "node:fs"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  contactLimits,
  emailPattern,
  hiddenControlPattern,
  nameMinLetters,
  nameNonLetterClass,
  serviceInterestValues,
  trimmedCharacters,
} from "@repo/contact-client/schema"
import {
  briefLimits,
  briefMessages,
  engagementValues,
  experienceBandValues,
  workingPatternValues,
} from "@repo/contact-client/brief-schema"
import { migrationsDir, pgliteSql } from "./database.ts"
import { listMigrations, prepareDatabase } from "./migrate.ts"

describe("migrations", () => {
  // One database for the whole block (starting PGlite is the slow part): a broken set first,
  // then the real migrations on top.
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create("memory://")
  })
  afterAll(async () => {
    await db?.close()
  })

  it("are Supabase-style timestamped files", () => {
    const names = listMigrations()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/)
  })

  it("stop at a failing migration and leave nothing of it behind", async () => {
    const sql = pgliteSql(db)
    const broken = join(import.meta.dirname, "testing", "broken-migrations")
    await expect(prepareDatabase(sql, broken)).rejects.toThrow(/20000101000001_broken\.sql failed/)
    const { rows } = await sql.query<{ name: string }>("select name from local_api.schema_migrations")
    expect(rows.map((row) => row.name)).toEqual(["20000101000000_ok.sql"])
    const { rows: tables } = await sql.query("select to_regclass('public.half_done') as t")
    expect(tables).toEqual([{ t: null }])
  })

  it("are applied once each, in order, and recorded", async () => {
    const sql = pgliteSql(db)
    expect(await prepareDatabase(sql)).toEqual(listMigrations())
    expect(await prepareDatabase(sql)).toEqual([])
    const { rows } = await sql.query<{ name: string }>(
      "select name from local_api.schema_migrations where name not like '2000%' order by name",
    )
    expect(rows.map((row) => row.name)).toEqual(listMigrations())
    const { rows: roles } = await sql.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    )
    expect(roles.map((role) => role.rolname)).toEqual(["anon", "authenticated", "service_role"])
  })
})

describe("the contact_submissions migration repeats the form's rules", () => {
  const text = readFileSync(join(migrationsDir, listMigrations()[0] ?? ""), "utf8")

  it("uses the form's e-mail pattern verbatim", () => {
    expect(text).toContain(`'${emailPattern.replaceAll("'", "''")}'`)
  })

  it("trims the same characters as the form", () => {
    expect(trimmedCharacters).toBe(" \t\n\r")
    const trims = text.match(/btrim\(\w+, E'[^']*'\)/g) ?? []
    expect(trims.length).toBeGreaterThanOrEqual(5)
    for (const trim of trims) expect(trim).toMatch(/, E' \\t\\n\\r'\)$/)
  })

  it("uses the form's lengths", () => {
    for (const [column, field] of [
      ["first_name", "firstName"],
      ["last_name", "lastName"],
      ["company", "company"],
      ["message", "message"],
    ] as const) {
      const { min, max } = contactLimits[field]
      expect(text).toContain(`char_length(btrim(${column}, E' \\t\\n\\r')) between ${min} and ${max}`)
    }
    expect(text).toContain(`char_length(btrim(email, E' \\t\\n\\r')) <= ${contactLimits.email.max}`)
  })

  it("lists the form's service interests", () => {
    const list = /service_interest in \(([^)]*)\)/.exec(text)?.[1] ?? ""
    expect(list.match(/'[^']*'/g)?.map((value) => value.slice(1, -1))).toEqual([...serviceInterestValues])
  })
})

describe("the name rule's migration repeats the forms' rule", () => {
  const name = listMigrations().find((file) => file.endsWith("_resume_after_row.sql")) ?? ""
  const text = readFileSync(join(migrationsDir, name), "utf8")

  it("removes the forms' non-letters and counts what is left, for each name column", () => {
    for (const column of ["first_name", "last_name", "full_name"]) {
      expect(text).toContain(
        `char_length(regexp_replace(${column}, '${nameNonLetterClass}', '', 'g')) >= ${nameMinLetters}`,
      )
    }
  })
})

describe("the staffing_requests migration repeats the brief's choices, written once in content", () => {
  const name = listMigrations().find((file) => file.endsWith("_staffing_requests.sql")) ?? ""
  const text = readFileSync(join(migrationsDir, name), "utf8")
  const listIn = (pattern: RegExp) =>
    (pattern.exec(text)?.[1] ?? "").match(/'[^']*'/g)?.map((value) => value.slice(1, -1))

  it("allows exactly the engagement kinds", () => {
    expect(listIn(/engagement in \(([^)]*)\)/)).toEqual([...engagementValues])
  })

  it("allows exactly the experience bands", () => {
    expect(listIn(/'experience'\) in \(([^)]*)\)/)).toEqual([...experienceBandValues])
  })

  it("allows exactly the working patterns", () => {
    expect(listIn(/working_pattern in \(([^)]*)\)/)).toEqual([...workingPatternValues])
  })

  it("uses the form's limits and e-mail pattern", () => {
    expect(text).toContain(
      `jsonb_array_length(roles) between ${briefLimits.roles.min} and ${briefLimits.roles.max}`,
    )
    expect(text).toContain(`between ${briefLimits.headcount.min} and ${briefLimits.headcount.max}`)
    expect(text).toContain(`'${emailPattern.replaceAll("'", "''")}'`)
    for (const [column, field] of [
      ["company", "company"],
      ["contact_name", "contactName"],
    ] as const)
      expect(text).toContain(
        `char_length(${column}) between ${briefLimits[field].min} and ${briefLimits[field].max}`,
      )
  })
})

describe("the brief's later rules repeat the form's (issue 46)", () => {
  const name = listMigrations().find((file) => file.endsWith("_brief_visible_names.sql")) ?? ""
  const text = readFileSync(join(migrationsDir, name), "utf8")

  it("refuses the form's hidden controls and counts letters with the other forms' class", () => {
    for (const column of ["company", "contact_name", "(role ->> 'title')", "(role ->> 'locations')"])
      expect(text, column).toContain(`${column} !~ '${hiddenControlPattern}'`)
    expect(text).toContain(`(role ->> 'pay') !~ '${hiddenControlPattern}'`)
    expect(text).toContain(
      `char_length(regexp_replace(contact_name, '${nameNonLetterClass}', '', 'g')) >= ${nameMinLetters}`,
    )
    expect(text).toContain(`char_length(regexp_replace(company, '${nameNonLetterClass}', '', 'g')) >= 1`)
    expect(text).toContain(
      `char_length(regexp_replace(role ->> 'title', '${nameNonLetterClass}', '', 'g')) >= 1`,
    )
  })

  it("bounds the start date by today in India, with the form's message", () => {
    expect(text).toContain("(pg_catalog.now() at time zone 'Asia/Kolkata')::date")
    expect(text).toContain(`detail = '${briefMessages.startDatePast}'`)
  })
})
