import { describe, expect, it } from "vitest";
import { relativePath } from "./relative-path";

/** The absolute points a path's commands reach, read the way a browser reads them. */
function points(d: string): string[] {
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  const tokens = d.match(/[MLZmlz]|-?\d+/g) ?? [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (/[MLZmlz]/.test(token)) {
      command = token;
      i += 1;
      if (command === "z" || command === "Z") {
        [x, y] = [startX, startY];
        out.push("z");
      }
      continue;
    }
    const a = Number(tokens[i]);
    const b = Number(tokens[i + 1]);
    i += 2;
    if (command === "M" || command === "L") [x, y] = [a, b];
    else [x, y] = [x + a, y + b];
    if (command === "M") {
      [startX, startY] = [x, y];
      command = "L";
    }
    out.push(`${x},${y}`);
  }
  return out;
}

describe("relativePath", () => {
  it("reaches the same points with shorter steps, ring after ring", () => {
    const d = "M93,751L93,741L68,729L57,726Z M221,475L238,460L247,460Z";
    const compact = relativePath(d.replace(/ /g, ""));
    expect(compact).toBe("M93 751l0-10-25-12-11-3zM221 475l17-15 9 0z");
    expect(points(compact)).toEqual(points(d.replace(/ /g, "")));
  });

  it("leaves a path it does not read (decimals, curves) as it is", () => {
    expect(relativePath("M1.5,2L3,4Z")).toBe("M1.5,2L3,4Z");
    expect(relativePath("M0,0C1,1,2,2,3,3")).toBe("M0,0C1,1,2,2,3,3");
    expect(relativePath("")).toBe("");
  });
});
