import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../server/headers.mjs";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL } from "./support";

const CLIENT = path.resolve("build/client");

/** One built file of each kind (by extension) the site serves; the precompressed copies are not addresses. */
function oneFileOfEachKind(): Map<string, string> {
  const files = new Map<string, string>();
  const entries = readdirSync(CLIENT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) {
    const extension = path.extname(file);
    const url = `/${path.relative(CLIENT, file).split(path.sep).join("/")}`;
    if (extension === ".br" || extension === ".gz" || url.startsWith("/.") || files.has(extension)) continue;
    // A page is asked for by its address, as visitors do.
    files.set(extension, url.replace(/(?<=.)\/index\.html$/, ""));
  }
  return files;
}

/**
 * Under both servers (issue #33): the browser suites that run once, under nginx, also met every kind of file
 * npm start serves (scripts, styles, pictures, fonts, videos, the search index): a wrong type there would break
 * them only under npm start. Each kind is fetched here under each server, with its type and its exact bytes.
 */
describe(`the files of the build (${E2E_SERVER})`, () => {
  const files = oneFileOfEachKind();

  it("serves one file of every kind with its type and its bytes", async () => {
    expect(files.size).toBeGreaterThan(15);
    // The calendar's files (issue #32) are among the kinds, named by the shared table as calendar apps and feed
    // readers expect them.
    expect(files.get(".ics")).toMatch(/^\/data\/calendar\//);
    expect(files.get(".atom")).toMatch(/^\/data\/feeds\//);
    expect(CONTENT_TYPES[".ics"]).toBe("text/calendar; charset=utf-8");
    expect(CONTENT_TYPES[".atom"]).toBe("application/atom+xml; charset=utf-8");
    const wrong: string[] = [];
    for (const [extension, url] of files) {
      // A kind the shared table does not name goes out as bytes from both servers (serve.mjs, nginx's default_type).
      const want = CONTENT_TYPES[extension] ?? "application/octet-stream";
      const response = await fetch(`${BASE_URL}${url}`, { headers: { "Accept-Encoding": "identity" } });
      const body = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get("content-type");
      // The type as the table names it; a charset the table leaves out may be added (nginx adds utf-8 to SVG and
      // the web manifest, which browsers read as UTF-8 anyway).
      const same = type === want || (!want.includes(";") && type?.split(";")[0] === want);
      if (response.status !== 200 || !same) wrong.push(`${url}: ${response.status} ${type} (want ${want})`);
      else if (
        !body.equals(readFileSync(path.join(CLIENT, url.endsWith(extension) ? url : `${url}/index.html`)))
      )
        wrong.push(`${url}: other bytes`);
    }
    expect(wrong).toEqual([]);
  });
});
