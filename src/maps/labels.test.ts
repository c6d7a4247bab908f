import { describe, expect, it } from "vitest";
import { loadUnits } from "../content/districts.server";
import { LANGUAGES } from "../i18n/languages";
import { UI_STRINGS } from "../i18n/strings/all";
import { labelBox, placeLabels, textWidth, twoLines, type LabelRequest, type PlacedLabel } from "./labels";
import { regionMapData } from "./region-map.server";

/** A label's box as placeLabels measures it (textWidth, 1.25 em a line, y the middle). */
const boxOf = (label: PlacedLabel) => labelBox(label);

/** Pairs of labels whose boxes overlap by more than the rounding of their positions (0.1 unit). */
function overlapping(labels: PlacedLabel[]): string[] {
  const found: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      const [p, q] = [boxOf(a), boxOf(b)];
      if (
        p.left < q.right - 0.2 &&
        q.left < p.right - 0.2 &&
        p.top < q.bottom - 0.2 &&
        q.top < p.bottom - 0.2
      )
        found.push(`${a.id} (${a.text}) / ${b.id} (${b.text})`);
    }),
  );
  return found;
}

describe("placeLabels", () => {
  it("moves labels that want the same spot apart, or says it could not", () => {
    const requests: LabelRequest[] = Array.from({ length: 8 }, (_unused, index) => ({
      id: `label-${index}`,
      text: `Label ${index}`,
      anchor: [200, 200],
      fontSize: 14,
      priority: index,
    }));
    const placed = placeLabels(requests, { width: 400, height: 400 });
    expect(placed.map((label) => label.id)).toEqual(requests.map((request) => request.id));
    expect(overlapping(placed.filter((label) => label.free))).toEqual([]);
  });
});

describe("placeLabels' options", () => {
  const frame = { width: 400, height: 400 };
  it("keeps clear of obstacles, tries the alternatives in turn, and leaves out an optional label with no room", () => {
    const [moved] = placeLabels(
      [
        {
          id: "a",
          text: "Angren",
          anchor: [200, 200],
          alternatives: [[100, 300]],
          fontSize: 20,
          priority: 1,
        },
      ],
      frame,
      [{ left: 100, top: 100, right: 300, bottom: 300 }],
    );
    expect(moved!.free).toBe(true);
    expect(moved!.y).toBeGreaterThan(300);
    const [left] = placeLabels(
      [{ id: "b", text: "Bekobod", anchor: [200, 200], fontSize: 20, priority: 1, optional: true }],
      frame,
      [{ left: 0, top: 0, right: 400, bottom: 400 }],
    );
    expect(left!.free).toBe(false);
  });

  it("measures a badge by its box and a two-line name by its longest line", () => {
    const [badge] = placeLabels(
      [{ id: "1", text: "1", anchor: [200, 200], fontSize: 30, box: [52, 52], priority: 1 }],
      frame,
    );
    const box = labelBox(badge!, [52, 52]);
    expect(box.right - box.left).toBe(52);
    expect(twoLines("Chorvoq suv ombori")).toBe("Chorvoq\nsuv ombori");
    expect(twoLines("Chimyon")).toBe("Chimyon");
    const [two] = placeLabels(
      [{ id: "w", text: "Charvak\nreservoir", anchor: [200, 200], fontSize: 20, priority: 1 }],
      frame,
    );
    const lines = labelBox(two!);
    expect(lines.bottom - lines.top).toBe(50);
    expect(lines.right - lines.left).toBeCloseTo(textWidth("reservoir", 20));
    expect(textWidth("Нурафшан", 10)).toBeGreaterThan(textWidth("Nurafshon", 10) - 1);
  });
});

describe.each(LANGUAGES)("the region map's labels in %s", (language) => {
  const map = regionMapData(loadUnits(language), UI_STRINGS[language]);
  it.each(["names", "numbers", "context", "contextNarrow"] as const)("never overlap (%s)", (kind) => {
    expect(map[kind].filter((label) => !label.free).map((label) => label.id)).toEqual([]);
    expect(overlapping(map[kind])).toEqual([]);
  });
});
