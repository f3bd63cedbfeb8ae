import { AppError } from "@/lib/http/errors";

// The first pass over an .ics file's lines (pure, no ical.js): unfolding, the structural checks
// ical.js makes without saying where, the line of each VEVENT's properties, and the top-level
// components, so the parse can read them a slice at a time. Refuses at once what could only
// expand into too many occurrences: a rule repeating more often than daily.

export type TLine = { no: number; text: string };
export type TEventLines = { begin: number; props: Map<string, number> };
/** A component directly inside a VCALENDAR: its name and the range of its lines (end excluded). */
export type TBlock = { name: string; from: number; to: number };
export type TScan = { lines: TLine[]; events: TEventLines[]; blocks: TBlock[] };

export function malformed(line: number, why: string): AppError {
  return new AppError("ics_malformed", `Line ${line}: ${why}`, 422, "file");
}

/**
 * Sub-daily rules are refused, the whole file with them (not capped): a counselor's calendar
 * repeats an event daily at most, and a rule every second or minute is how one small file would
 * ask for millions of occurrences. The error names the line, so the user can fix the file.
 */
const SUB_DAILY: Record<string, string> = { SECONDLY: "second", MINUTELY: "minute", HOURLY: "hour" };

export function subDaily(line: number, freq: string): AppError {
  return new AppError(
    "ics_sub_daily",
    `Line ${line}: the event repeats every ${SUB_DAILY[freq]} (FREQ=${freq}): events that repeat more than once a day cannot be imported. Nothing was imported.`,
    422,
    "file",
  );
}

/** Unfolds content lines (RFC 5545 3.1) keeping the number of the line each one starts on. */
export function unfold(text: string): TLine[] {
  const out: TLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && out.length > 0) out[out.length - 1].text += raw.slice(1);
    else out.push({ no: i + 1, text: raw });
  });
  return out.filter((l) => l.text.trim() !== "");
}

/**
 * Every line is NAME[;params]:value, components open and close in order, the file is a
 * VCALENDAR, no VEVENT repeats more often than daily. Returns the VEVENTs' line maps and the
 * top-level components.
 */
export function scan(lines: TLine[]): TScan {
  if (lines.length === 0) throw malformed(1, "the file is empty.");
  if (lines[0].text.trim().toUpperCase() !== "BEGIN:VCALENDAR") throw malformed(lines[0].no, "an iCalendar file starts with BEGIN:VCALENDAR.");
  const stack: { name: string; line: number; index: number }[] = [];
  const events: TEventLines[] = [];
  const blocks: TBlock[] = [];
  let current: TEventLines | null = null;
  lines.forEach((l, index) => {
    const m = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(l.text);
    if (!m) throw malformed(l.no, `not a "NAME:value" line: ${JSON.stringify(l.text.slice(0, 60))}.`);
    const name = m[1].toUpperCase();
    const value = m[3].trim().toUpperCase();
    if (name === "BEGIN") {
      if (stack.length === 0 && value !== "VCALENDAR") throw malformed(l.no, "content outside of a VCALENDAR.");
      stack.push({ name: value, line: l.no, index });
      if (value === "VEVENT" && stack.length === 2) {
        current = { begin: l.no, props: new Map() };
        events.push(current);
      }
    } else if (name === "END") {
      const top = stack.pop();
      if (!top) throw malformed(l.no, `END:${value} without a BEGIN.`);
      if (top.name !== value) throw malformed(l.no, `END:${value} closes BEGIN:${top.name} of line ${top.line}.`);
      if (value === "VEVENT") current = null;
      if (stack.length === 1) blocks.push({ name: value, from: top.index, to: index + 1 });
    } else if (stack.length === 0) {
      throw malformed(l.no, "content outside of a VCALENDAR.");
    } else if (current && stack.length === 2) {
      if (name === "RRULE") {
        const freq = /(?:^|;)FREQ=([A-Z]+)/.exec(value)?.[1];
        if (freq && SUB_DAILY[freq]) throw subDaily(l.no, freq);
      }
      if (!current.props.has(name)) current.props.set(name, l.no);
    }
  });
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    throw malformed(open.line, `BEGIN:${open.name} is never closed.`);
  }
  return { lines, events, blocks };
}

/** The line an ical.js parse error quotes, found in the file. */
export function lineOfParseError(message: string, lines: TLine[]): number {
  const quoted = /"([^"]+)"|'([^']+)'/.exec(message);
  const needle = quoted?.[1] ?? quoted?.[2];
  if (needle) {
    const hit = lines.find((l) => l.text.includes(needle));
    if (hit) return hit.no;
  }
  return lines[0]?.no ?? 1;
}

/**
 * The VEVENTs and VTIMEZONEs as small VCALENDARs of about `size` characters each, in file order,
 * so ical.js parses one slice at a time and the event loop breathes in between.
 */
export function slices(s: TScan, size: number): string[] {
  const out: string[] = [];
  let part: string[] = [];
  let length = 0;
  const flush = () => {
    if (part.length) out.push(["BEGIN:VCALENDAR", ...part, "END:VCALENDAR"].join("\r\n"));
    part = [];
    length = 0;
  };
  for (const b of s.blocks) {
    if (b.name !== "VEVENT" && b.name !== "VTIMEZONE") continue;
    for (let i = b.from; i < b.to; i++) {
      part.push(s.lines[i].text);
      length += s.lines[i].text.length + 2;
    }
    if (length >= size) flush();
  }
  flush();
  return out;
}
