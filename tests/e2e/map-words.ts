import type { Locator } from "playwright-core";

/** A word drawn on a map as the visitor sees it: its text, its size in CSS pixels, and whether it leaves the frame. */
export interface MapWord {
  text: string;
  pixels: number;
  outside: boolean;
}

/**
 * Every word a map shows at the current width (the texts hidden by its other screen sizes, and pin names waiting
 * for a hover, left out): its rendered font size, and whether its box crosses the map's frame (issue #29).
 */
export async function visibleMapWords(map: Locator): Promise<MapWord[]> {
  return map.evaluate((svg: SVGSVGElement) => {
    const frame = svg.getBoundingClientRect();
    const scale = frame.width / svg.viewBox.baseVal.width;
    // checkVisibility() does not see an SVG group's display: none, so the ancestors are asked one by one.
    const shown = (element: Element) => {
      if (getComputedStyle(element).visibility === "hidden") return false;
      for (let node: Element | null = element; node && node !== svg; node = node.parentElement)
        if (getComputedStyle(node).display === "none") return false;
      return true;
    };
    return [...svg.querySelectorAll("text")]
      .filter((text) => shown(text) && text.textContent?.trim())
      .map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent!.trim(),
          pixels: Math.round(Number.parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10,
          outside:
            box.left < frame.left - 0.5 ||
            box.top < frame.top - 0.5 ||
            box.right > frame.right + 0.5 ||
            box.bottom > frame.bottom + 0.5,
        };
      });
  });
}
