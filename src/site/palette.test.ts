import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PALETTE, THEME_COLOR } from "./palette";

const themeColours = () =>
  new Map(
    [...readFileSync("src/app.css", "utf8").matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]+);/gi)].map(
      ([, name, value]) => [name, value?.toLowerCase()],
    ),
  );

describe("the palette's values outside stylesheets", () => {
  it("are app.css's own, colour for colour", () => {
    const theme = themeColours();
    for (const [name, value] of Object.entries(PALETTE)) expect(theme.get(name), name).toBe(value);
  });

  it("give the web manifest the page's theme colour", () => {
    const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as {
      theme_color: string;
    };
    expect(manifest.theme_color).toBe(THEME_COLOR);
  });
});
