import { isMap, isPair, isScalar, isSeq, parseDocument, visit } from "yaml";

/**
 * A Markdown document in Uzbek Cyrillic with only what a reader reads converted: the text of the body and the
 * frontmatter's text fields. Code (fenced and inline), link and image targets, reference definitions, HTML tags and
 * comments, and every frontmatter key keep their bytes, so the page still builds from it exactly like the Latin one.
 */

/** Frontmatter fields that hold text a reader sees; the rest (image slots, dates, ids) are data. */
export const FRONTMATTER_TEXT_FIELDS = ["title", "summary", "description", "name", "place", "caption", "alt"];

export interface MarkdownOptions {
  /** Keys whose string values (at any depth, in lists too) are converted. */
  textFields?: readonly string[];
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Pieces of a Markdown body that are not text: fenced code, inline code, HTML comments and tags (autolinks too),
 * a link's or image's (target "title"), and reference definitions.
 */
const NOT_TEXT =
  /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$|(`+)[^`]*?\2|<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>|\]\([^)\s]*(?:\s+"[^"]*")?\)|^ {0,3}\[[^\]\n]+\]:[^\n]*$/gm;

export function markdownBodyToCyrillic(body: string, convert: (text: string) => string): string {
  let out = "";
  let at = 0;
  for (const match of body.matchAll(NOT_TEXT)) {
    out += convert(body.slice(at, match.index));
    // A link's target keeps its bytes but the "]" that opens the match is the link text's end, not data.
    out += match[0];
    at = match.index + match[0].length;
  }
  return out + convert(body.slice(at));
}

function frontmatterToCyrillic(yaml: string, convert: (text: string) => string, fields: Set<string>): string {
  const document = parseDocument(yaml);
  visit(document, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || !fields.has(String(pair.key.value))) return undefined;
      // A text field's value, or every string in its list or map, is text; the keys inside stay.
      const convertNode = (node: unknown): void => {
        if (isScalar(node) && typeof node.value === "string") node.value = convert(node.value);
        else if (isSeq(node)) node.items.forEach(convertNode);
        else if (isMap(node)) node.items.forEach((item) => isPair(item) && convertNode(item.value));
      };
      convertNode(pair.value);
      return visit.SKIP;
    },
  });
  return document.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, "");
}

export function markdownToCyrillic(
  markdown: string,
  convert: (text: string) => string,
  options: MarkdownOptions = {},
): string {
  const fields = new Set(options.textFields ?? FRONTMATTER_TEXT_FIELDS);
  const match = FRONTMATTER.exec(markdown);
  if (!match) return markdownBodyToCyrillic(markdown, convert);
  const frontmatter = frontmatterToCyrillic(match[1] as string, convert, fields);
  return `---\n${frontmatter}\n---\n${markdownBodyToCyrillic(markdown.slice(match[0].length), convert)}`;
}
