import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { anyId, idList } from "@/lib/analysis/sql";

// A statement over a state's counselors binds their ids as one array parameter, not one parameter per id.
describe("anyId", () => {
  const dialect = new PgDialect();
  it("binds the ids as one array literal, where an IN list binds one parameter per id", () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const one = dialect.sqlToQuery(sql`select 1 where 5 = ${anyId(ids)}`);
    expect(one.params).toHaveLength(1);
    expect(one.params[0]).toBe(`{${ids.join(",")}}`);
    expect(one.sql).toBe("select 1 where 5 = any($1::int[])");
    expect(dialect.sqlToQuery(sql`select 1 where 5 in ${idList(ids)}`).params).toHaveLength(10_000);
  });
  it("keeps only whole numbers in the literal", () => {
    expect(dialect.sqlToQuery(sql`${anyId([3, 4.7, -2])}`).params[0]).toBe("{3,4,-2}");
    expect(dialect.sqlToQuery(sql`${anyId([])}`).params[0]).toBe("{}");
  });
});
