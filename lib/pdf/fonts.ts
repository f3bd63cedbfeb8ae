import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";

// Every PDF is set in Liberation Sans, embedded. The PDF standard Helvetica only knows the
// Windows-1252 characters, so it silently dropped the minus sign "−" (a decrease of "−8:55" printed
// as "8:55", reading as an increase), arrows, "≥" and letters such as "Ł" in a student's name.
// Liberation Sans has Helvetica's widths (metric-compatible), so no layout moves; it is registered
// under the family names the documents already use ("Helvetica", "Helvetica-Bold", …), which keeps
// each document's styles as they are. The fonts ship in lib/pdf/fonts under the SIL OFL 1.1.

const DIR = path.join(process.cwd(), "lib", "pdf", "fonts");
// As data URLs: the font store reads those synchronously, so the fonts are ready before the first
// render even for text that names no font (the store only loads the fonts a style names).
const file = (name: string) => `data:font/ttf;base64,${readFileSync(path.join(DIR, `LiberationSans-${name}.ttf`)).toString("base64")}`;

const REGULAR = file("Regular");
const BOLD = file("Bold");
const ITALIC = file("Italic");
const BOLD_ITALIC = file("BoldItalic");

type TFamilies = Record<string, unknown>;

let done = false;

const STYLES = [
  { fontFamily: "Helvetica", fontStyle: "normal", fontWeight: 400 },
  { fontFamily: "Helvetica", fontStyle: "normal", fontWeight: 700 },
  { fontFamily: "Helvetica", fontStyle: "italic", fontWeight: 400 },
  { fontFamily: "Helvetica", fontStyle: "italic", fontWeight: 700 },
  { fontFamily: "Helvetica-Bold" },
  { fontFamily: "Helvetica-Oblique" },
  { fontFamily: "Helvetica-BoldOblique" },
] as const;

/** Replaces the standard Helvetica families by the embedded Liberation Sans (once per process). */
export function registerPdfFonts(): void {
  if (done) return;
  done = true;
  // The store registers the standard families at start-up and resolves the first source that fits,
  // so the standard ones are taken out before the embedded ones come in.
  const families = Font.getRegisteredFonts() as TFamilies;
  for (const name of ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"]) delete families[name];
  Font.register({
    family: "Helvetica",
    fonts: [
      { src: REGULAR, fontStyle: "normal", fontWeight: 400 },
      { src: BOLD, fontStyle: "normal", fontWeight: 700 },
      { src: ITALIC, fontStyle: "italic", fontWeight: 400 },
      { src: BOLD_ITALIC, fontStyle: "italic", fontWeight: 700 },
    ],
  });
  Font.register({ family: "Helvetica-Bold", src: BOLD });
  Font.register({ family: "Helvetica-Oblique", src: ITALIC });
  Font.register({ family: "Helvetica-BoldOblique", src: BOLD_ITALIC });
  // Data URLs load synchronously; a font that cannot be read fails the first render that needs it.
  for (const style of STYLES) Font.load(style).catch(() => undefined);
}

registerPdfFonts();
