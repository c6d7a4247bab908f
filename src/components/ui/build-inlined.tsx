import { useEffect, useRef, useState } from "react";

export interface BuildInlinedProps {
  /** Names the markup: the build writes it into the page in place of `<!--inline:{id}-->`, and as `src`. */
  id: string;
  /** The same markup as a file, for a visit that arrives by client-side navigation. */
  src: string;
  className?: string;
}

/**
 * Markup the build writes into the page once (scripts/postbuild.ts), such as the region map's 30 KB of SVG,
 * which would otherwise travel a second time inside the page's hydration data. Hydration keeps what the page
 * already shows; a page reached by client-side navigation fetches the same markup from its file.
 */
export function BuildInlined({ id, src, className }: BuildInlinedProps) {
  const host = useRef<HTMLDivElement>(null);
  // Server: the placeholder the build replaces. Browser: whatever the page holds, so hydration changes nothing.
  const [markup] = useState(() =>
    typeof document === "undefined" ? `<!--inline:${id}-->` : (document.getElementById(id)?.innerHTML ?? ""),
  );
  useEffect(() => {
    const element = host.current;
    if (!element || element.childElementCount > 0) return;
    const controller = new AbortController();
    fetch(src, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ""))
      .then((text) => {
        // The build's own markup (an SVG map, a figures section, a page list); an error page or nothing is left out.
        if (text.trimStart().startsWith("<") && !/^\s*<!doctype/i.test(text)) element.innerHTML = text;
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [src]);
  return (
    <div
      id={id}
      ref={host}
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  );
}
