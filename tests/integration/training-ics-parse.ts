// A small RFC 5545 reader for the tests: unfolds lines, reads properties with their parameters and
// nests components; it throws on anything malformed so a broken file fails the test.

export type TIcsProp = { params: Record<string, string>; value: string; raw?: string };
export type TIcsComponent = {
  name: string;
  props: { name: string; params: Record<string, string>; raw: string }[];
  children: TIcsComponent[];
  prop: (name: string) => TIcsProp | undefined;
  child: (name: string) => TIcsComponent;
};

const TEXT_PROPS = new Set(["SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT"]);

function unescapeText(v: string): string {
  return v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function component(name: string): TIcsComponent {
  const c: TIcsComponent = {
    name,
    props: [],
    children: [],
    prop(prop) {
      const p = c.props.find((x) => x.name === prop);
      if (!p) return undefined;
      const out: TIcsProp = { params: p.params, value: TEXT_PROPS.has(prop) ? unescapeText(p.raw) : p.raw };
      if (TEXT_PROPS.has(prop)) out.raw = p.raw;
      return out;
    },
    child(childName) {
      const found = c.children.filter((x) => x.name === childName);
      if (found.length !== 1) throw new Error(`${name} has ${found.length} ${childName}`);
      return found[0];
    },
  };
  return c;
}

export function parseIcs(text: string): TIcsComponent {
  if (/(^|[^\r])\n/.test(text)) throw new Error("a line ends with LF instead of CRLF");
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  if (lines[lines.length - 1] !== "") throw new Error("the file does not end with CRLF");
  lines.pop();
  const stack: TIcsComponent[] = [];
  let root: TIcsComponent | null = null;
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const [, name, paramText, value] = m;
    const params: Record<string, string> = {};
    for (const p of paramText.split(";").filter(Boolean)) {
      const [k, v] = p.split("=");
      params[k] = v.replace(/^"|"$/g, "");
    }
    if (name === "BEGIN") {
      const c = component(value);
      if (stack.length) stack[stack.length - 1].children.push(c);
      else if (root) throw new Error("a second top-level component");
      else root = c;
      stack.push(c);
    } else if (name === "END") {
      const open = stack.pop();
      if (!open || open.name !== value) throw new Error(`END:${value} does not close ${open?.name}`);
    } else {
      if (!stack.length) throw new Error(`property ${name} outside a component`);
      stack[stack.length - 1].props.push({ name, params, raw: value });
    }
  }
  if (stack.length || !root) throw new Error("unbalanced BEGIN/END");
  return root;
}
