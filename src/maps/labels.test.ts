import { describe, expect, it } from "vitest";
import { loadUnits } from "../content/districts.server";
import { LANGUAGES } from "../i18n/languages";
import { UI_STRINGS } from "../i18n/strings/all";
import { placeLabels, type LabelRequest, type PlacedLabel } from "./labels";
import { regionMapData } from "./region-map.server";

/** A label's box as placeLabels measures it (0.64 em a character, 1.25 em tall, y the middle). */
function boxOf(label: PlacedLabel) {
  const width = label.text.length * label.fontSize * 0.64;
  const height = label.fontSize * 1.25;
  const left =
    label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - height / 2, bottom: label.y + height / 2 };
}

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

describe.each(LANGUAGES)("the region map's labels in %s", (language) => {
  const map = regionMapData(loadUnits(language), UI_STRINGS[language]);
  it.each(["names", "numbers", "context"] as const)("never overlap (%s)", (kind) => {
    expect(map[kind].filter((label) => !label.free).map((label) => label.id)).toEqual([]);
    expect(overlapping(map[kind])).toEqual([]);
  });
});
