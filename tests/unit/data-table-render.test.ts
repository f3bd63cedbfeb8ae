import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { DataTable, ListFilters, Pager, type TColumn } from "@/components/ui/data-table";
import { listHref, nextSort, parsePage, parseSort, sortParam, type TSort } from "@/lib/lists/params";

// The app's links ask the router to prefetch their page on hover; a render outside the app has no
// router, so one that does nothing stands in for it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined, refresh: () => undefined }) }));

// The one list engine: a real table with a caption and scoped headers, sort links with aria-sort,
// a pager of real links, an empty state, and a CSV of the rows on screen.

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

type TPerson = { id: number; name: string; age: number | null };
const people: TPerson[] = [
  { id: 1, name: "Carla", age: 41 },
  { id: 2, name: "anna", age: null },
  { id: 3, name: "Bruno", age: 9 },
];
const columns: TColumn<TPerson>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, value: (p) => p.name, sortable: true, rowHeader: true },
  { id: "age", header: { key: "dataTable.actions" }, cell: (p) => p.age ?? "—", value: (p) => p.age, sortable: true, align: "end", hideOnPhone: true },
];
const href = (sort: TSort) => listHref("/app/people", { q: "x", sort: sortParam(sort) });
const table = (sort: TSort | null, mode: "rows" | "server" = "rows", rows = people) =>
  render(createElement(DataTable<TPerson>, { columns, rows, rowKey: (p) => p.id, caption: "People", empty: "Nobody yet.", sort: { current: sort, href, mode } }));
const order = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);

describe("DataTable", () => {
  it("is a real table: a caption, headers with scope=col, the row's name as a row header, message keys translated", () => {
    const html = table(null);
    expect(html).toContain('<caption class="sr-only">People</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toContain(">Actions<");
    expect(order(html)).toEqual(["Carla", "anna", "Bruno"]);
  });

  it("sorts the rows it was given by the URL's sort, text by the alphabet whatever the case, empty values last", () => {
    expect(order(table({ by: "name", desc: false }))).toEqual(["anna", "Bruno", "Carla"]);
    expect(order(table({ by: "name", desc: true }))).toEqual(["Carla", "Bruno", "anna"]);
    expect(order(table({ by: "age", desc: false }))).toEqual(["Bruno", "Carla", "anna"]);
  });

  it("keeps the server's order in server mode (the query sorted the page)", () => {
    expect(order(table({ by: "name", desc: false }, "server"))).toEqual(["Carla", "anna", "Bruno"]);
  });

  it("marks the sorted column with aria-sort and links its header to the opposite direction; the others to ascending", () => {
    const html = table({ by: "name", desc: false });
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><a [^>]*href="\/app\/people\?q=x&amp;sort=-name">Name/);
    expect(html).toMatch(/<th scope="col" aria-sort="none"[^>]*><a [^>]*href="\/app\/people\?q=x&amp;sort=age">Actions/);
    expect(table({ by: "age", desc: true })).toMatch(/aria-sort="descending"[^>]*><a [^>]*href="\/app\/people\?q=x&amp;sort=age">/);
  });

  it("hides a phone-hidden column below the sm breakpoint, in header and cells alike", () => {
    const html = table(null);
    expect(html.match(/hidden sm:table-cell/g)).toHaveLength(1 + people.length);
  });

  it("shows the empty text instead of a table when there are no rows", () => {
    const html = table(null, "rows", []);
    expect(html).toContain("Nobody yet.");
    expect(html).not.toContain("<table");
  });

  it("puts the row actions in a last column whose header only screen readers read", () => {
    const html = render(
      createElement(DataTable<TPerson>, {
        columns,
        rows: people,
        rowKey: (p) => p.id,
        caption: "People",
        empty: "",
        actions: { cell: (p) => createElement("button", { type: "button" }, `Remove ${p.name}`) },
      }),
    );
    expect(html).toContain('<span class="sr-only">Actions</span>');
    expect(html).toContain("Remove Bruno");
  });

  it("offers a CSV of the rows on screen, in their shown order, or links to the server's CSV", () => {
    const html = render(
      createElement(DataTable<TPerson>, {
        columns,
        rows: people,
        rowKey: (p) => p.id,
        caption: "People",
        empty: "",
        sort: { current: { by: "name", desc: false }, href, mode: "rows" },
        csv: { filename: "people.csv" },
      }),
    );
    const data = decodeURIComponent(/href="data:text\/csv;charset=utf-8,([^"]+)"/.exec(html)?.[1] ?? "");
    expect(data).toBe("\uFEFFName,Actions\r\nanna,\r\nBruno,9\r\nCarla,41\r\n");
    expect(html).toContain('download="people.csv"');
    const server = render(createElement(DataTable<TPerson>, { columns, rows: people, rowKey: (p) => p.id, caption: "People", empty: "", csv: { href: "/app/people/csv?q=x" } }));
    expect(server).toContain('href="/app/people/csv?q=x"');
    expect(server).not.toContain("data:text/csv");
  });
});

describe("Pager", () => {
  const pager = (page: number, pages: number, total?: number) => render(createElement(Pager, { page, pages, total, href: (p: number) => listHref("/app/people", { q: "x", page: p }) }));

  it("is a labelled navigation with real links to the previous and next pages", () => {
    const html = pager(2, 3, 25);
    expect(html).toContain('<nav aria-label="Pages"');
    expect(html).toMatch(/<a rel="prev"[^>]*href="\/app\/people\?q=x">Previous<\/a>/);
    expect(html).toMatch(/<a rel="next"[^>]*href="\/app\/people\?q=x&amp;page=3">Next<\/a>/);
    expect(html).toContain("Page 2 of 3 (25 results)");
  });

  it("has no Previous on the first page and no Next on the last", () => {
    expect(pager(1, 3)).not.toContain("Previous");
    expect(pager(3, 3)).not.toContain(">Next<");
    expect(pager(3, 3)).toContain("Page 3 of 3");
  });

  it("in a client island, is Previous / Next buttons, disabled at the ends, with the island's own words", () => {
    const html = render(createElement(Pager, { page: 1, pages: 2, href: () => "#", onPage: () => undefined, namespace: "logs.pager" }));
    expect(html).toContain('<nav aria-label="Pages of the logs"');
    expect(html).toMatch(/<button type="button"[^>]*disabled="">Previous<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Next<\/button>/);
    expect(html).not.toContain("<a ");
  });

  it("is left out when everything fits on one page", () => {
    expect(pager(1, 1, 4)).toBe("");
  });
});

describe("ListFilters", () => {
  it("is a GET search form whose labels name their fields, keeping the sort and offering Clear when filtered", () => {
    const html = render(
      createElement(ListFilters, {
        base: "/app/people",
        idPrefix: "people",
        keep: { sort: "-name" },
        fields: [
          { kind: "search", name: "q", label: "Search", value: "ann" },
          {
            kind: "select",
            name: "role",
            label: "Role",
            value: "",
            options: [
              { value: "", label: "All" },
              { value: "1", label: "Counselor" },
            ],
          },
        ],
      }),
    );
    expect(html).toMatch(/^<form role="search" aria-label="Filter the list"[^>]*action="\/app\/people" method="get">/);
    expect(html).toContain('<input type="hidden" name="sort" value="-name"/>');
    expect(html).toMatch(/<label for="people-q"[^>]*>Search<\/label>/);
    expect(html).toMatch(/<select id="people-role" name="role"/);
    expect(html).toMatch(/<a [^>]*href="\/app\/people">Clear filters<\/a>/);
  });
});

describe("list params", () => {
  it("reads ?page as a positive whole number, anything else as page 1", () => {
    expect(parsePage({ page: "3" })).toBe(3);
    expect(parsePage({ page: "0" })).toBe(1);
    expect(parsePage({ page: "x" })).toBe(1);
    expect(parsePage({})).toBe(1);
  });

  it("reads ?sort only for the columns a page allows, '-' meaning descending", () => {
    expect(parseSort({ sort: "-name" }, ["name"])).toEqual({ by: "name", desc: true });
    expect(parseSort({ sort: "password" }, ["name"], { by: "name", desc: false })).toEqual({ by: "name", desc: false });
    expect(nextSort({ by: "name", desc: false }, "name")).toEqual({ by: "name", desc: true });
    expect(nextSort({ by: "name", desc: true }, "age")).toEqual({ by: "age", desc: false });
  });

  it("writes links without empty params and without page=1", () => {
    expect(listHref("/a", { q: "", state: null, page: 1 })).toBe("/a");
    expect(listHref("/a", { q: "x y", page: 2 })).toBe("/a?q=x+y&page=2");
  });
});
