import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePageBlocks, readArticleFile, splitFrontmatter } from "./load.server";

function articleFile(source: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "content-")), "statistics", "3");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "uz.md");
  writeFileSync(file, source);
  return file;
}

describe("reading an article file", () => {
  it("returns the spec's Article shape", () => {
    const file = articleFile("---\ntitle: Sogʻliqni saqlash\nimage: statistics-3\npublished: 2026-11-21\nupdated: 2026-11-25\n---\nBirinchi.\n\nIkkinchi.\n");
    expect(readArticleFile(file, 3)).toEqual({
      id: 3,
      title: "Sogʻliqni saqlash",
      image: "statistics-3",
      published: "2026-11-21",
      updated: "2026-11-25",
      desc: "Birinchi.\n\nIkkinchi.",
    });
  });

  it("names the file and the field when a value is wrong", () => {
    const file = articleFile("---\ntitle: ab\nimage: Not A Slot\n---\nText.\n");
    expect(() => readArticleFile(file, 3)).toThrow(/statistics\/3\/uz\.md: title: must be at least 3 characters/);
    expect(() => readArticleFile(file, 3)).toThrow(/statistics\/3\/uz\.md: image: must be a media slot id/);
  });

  it("names the edition when an event's dates are not two real days in order", () => {
    const event = (editions: string) =>
      articleFile(`---\ntitle: Uzum sayli\nimage: festivals-1\nevent:\n  name: Uzum sayli\n  place: Parkent tumani\n  editions: [${editions}]\npublished: 2026-11-21\nupdated: 2026-11-25\n---\nText.\n`);
    expect(readArticleFile(event('"2025-08-22/2025-08-23"'), 1).event?.editions).toEqual(["2025-08-22/2025-08-23"]);
    expect(() => readArticleFile(event('"2025-08-23/2025-08-22"'), 1)).toThrow(/event\.editions\.0: must be two real days/);
    expect(() => readArticleFile(event('"2025-02-30/2025-03-01"'), 1)).toThrow(/event\.editions\.0: must be two real days/);
    expect(() => readArticleFile(event('"22.08.2025"'), 1)).toThrow(/event\.editions\.0: must be first and last day/);
  });

  it("names published and updated when they are missing or out of order (issue #32)", () => {
    expect(() => readArticleFile(articleFile("---\ntitle: Title\nimage: a-1\n---\nText"), 1)).toThrow(
      /statistics\/3\/uz\.md: published: .*\n.*statistics\/3\/uz\.md: updated: /,
    );
    const backwards = articleFile("---\ntitle: Title\nimage: a-1\npublished: 2026-11-25\nupdated: 2026-11-21\n---\nText");
    expect(() => readArticleFile(backwards, 1)).toThrow(/updated: must not be before published \(2026-11-25\)/);
    const unreal = articleFile("---\ntitle: Title\nimage: a-1\npublished: 2026-02-30\nupdated: 2026-11-21\n---\nText");
    expect(() => readArticleFile(unreal, 1)).toThrow(/published: must be a real day/);
  });

  it("rejects unknown fields and a missing frontmatter", () => {
    expect(() => readArticleFile(articleFile("---\ntitle: Title\nimage: a-1\nauthor: x\n---\nText"), 1)).toThrow(/author/);
    expect(() => splitFrontmatter("no frontmatter", "x.md")).toThrow(/x\.md: the file must start/);
  });
});

describe("parsePageBlocks", () => {
  it("reads paragraphs, subheadings and lists", () => {
    expect(parsePageBlocks("Intro line\nwraps.\n\n## Contacts\n- Phone\n- Address\n\nEnd.")).toEqual([
      { type: "paragraph", text: "Intro line wraps." },
      { type: "heading", text: "Contacts" },
      { type: "list", items: ["Phone", "Address"] },
      { type: "paragraph", text: "End." },
    ]);
  });
});
