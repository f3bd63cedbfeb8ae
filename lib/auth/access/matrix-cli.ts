import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderAccessMatrix } from "./matrix";

// npm run access:matrix (from the repository root) – writes docs/access.md from the access table and the source.
const root = process.cwd();
writeFileSync(path.join(root, "docs/access.md"), renderAccessMatrix(root));
console.log("docs/access.md written");
