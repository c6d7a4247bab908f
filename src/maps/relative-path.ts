/**
 * An SVG path of whole-number `M x,y L x,y … Z` commands (d3-geo's output at `digits(0)`) written with relative
 * steps: `M93 751l0-10-25-12…z`. Neighbouring points of a map outline are a few units apart, so the steps are short
 * numbers that repeat: the locator map's outline is a third smaller, and smaller still once compressed (it travels
 * in the page twice, as markup and as hydration data). Anything else is returned as it is.
 */
export function relativePath(d: string): string {
  if (!/^(?:[MLZ](?:-?\d+,-?\d+)?)*$/.test(d)) return d;
  let out = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // After `M` or `z` a step needs its `l`; later steps follow it implicitly.
  let inSteps = false;
  const number = (value: number) => (value < 0 || !inSteps ? `${value}` : ` ${value}`);
  for (const [, command, xText, yText] of d.matchAll(/([MLZ])(?:(-?\d+),(-?\d+))?/g)) {
    if (command === "Z") {
      out += "z";
      [x, y] = [startX, startY];
      inSteps = false;
      continue;
    }
    const nextX = Number(xText);
    const nextY = Number(yText);
    if (command === "M") {
      out += `M${nextX} ${nextY}`;
      [startX, startY] = [nextX, nextY];
      inSteps = false;
    } else {
      const dx = nextX - x;
      const dy = nextY - y;
      if (!inSteps) out += "l";
      out += number(dx);
      inSteps = true;
      out += number(dy);
    }
    [x, y] = [nextX, nextY];
  }
  return out;
}
