/**
 * The media cache (media/scripts/build-media.ts): a slot's files are keyed by the source of its own scene, so
 * adding or changing one scene re-renders only the slots that use it, while a change to a shared layer
 * reaches every scene that draws with it.
 */
import { appendFileSync, cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCENE_KINDS } from "../../media/generator/render.ts";
import { MEDIA_ROOT } from "../../media/manifest.ts";
import { sceneSources } from "../../media/scripts/build-media.ts";

describe("the media cache key", () => {
  const copy = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "generator-"));
    cpSync(path.join(MEDIA_ROOT, "generator"), dir, { recursive: true });
    return dir;
  };

  it("resolves every scene kind to the sources it is drawn from", async () => {
    const keyOf = await sceneSources();
    for (const kind of SCENE_KINDS) expect(keyOf(kind), kind).toMatch(/^[0-9a-f]{64}$/);
    expect(() => keyOf("volcano")).toThrow('no scene module found for the kind "volcano"');
  });

  it("changes for the scenes of a changed module only", async () => {
    const dir = copy();
    const before = await sceneSources(dir);
    appendFileSync(path.join(dir, "scenes", "mining.ts"), "\n// changed\n");
    const after = await sceneSources(dir);
    expect(after("copper-pit")).not.toBe(before("copper-pit"));
    expect(after("coal-mine")).not.toBe(before("coal-mine"));
    expect(after("vineyard")).toBe(before("vineyard"));
    expect(after("plains")).toBe(before("plains"));
  });

  it("changes for every scene that draws with a changed layer", async () => {
    const dir = copy();
    const before = await sceneSources(dir);
    appendFileSync(path.join(dir, "layers", "industry.ts"), "\n// changed\n");
    const after = await sceneSources(dir);
    for (const kind of ["metallurgical-plant", "coal-mine", "construction", "industrial-works"])
      expect(after(kind), kind).not.toBe(before(kind));
    expect(after("vineyard")).toBe(before("vineyard"));
    // The composer and its grain are part of every picture.
    appendFileSync(path.join(dir, "compose.ts"), "\n// changed\n");
    const composed = await sceneSources(dir);
    for (const kind of SCENE_KINDS) expect(composed(kind), kind).not.toBe(after(kind));
  });
});
