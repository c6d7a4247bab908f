import type { DefaultTreeAdapterMap } from "parse5";

/** A page's markup as parse5 reads it: what a browser without JavaScript is given, read without one. */
export type MarkupNode = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
export type MarkupElement = DefaultTreeAdapterMap["element"];

/** The elements under a node (itself included), in document order, a template's content too. */
export function* elementsOf(node: MarkupNode): Generator<MarkupElement> {
  if ("tagName" in node) yield node;
  const children =
    "content" in node && node.tagName === "template"
      ? node.content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : [];
  for (const child of children) yield* elementsOf(child);
}

export const attribute = (element: MarkupElement, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
