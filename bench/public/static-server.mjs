// The yardstick of the public-pages benchmark: a plain node:http server answering each path with
// the HTML bytes `next start` served for it, from memory. Started by bench/public/run.mjs.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [, , pagesFile, port] = process.argv;
const pages = new Map(Object.entries(JSON.parse(readFileSync(pagesFile, "utf8"))).map(([p, html]) => [p, Buffer.from(html)]));

createServer((req, res) => {
  const body = pages.get(req.url ?? "/");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
