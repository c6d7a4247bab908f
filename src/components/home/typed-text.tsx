import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../../lib/use-reduced-motion";

export interface TypedTextProps {
  text: string;
  /** Milliseconds per character (spec §9: 40). */
  speed: number;
  /** Milliseconds before the first character (spec §9: 500). */
  startDelay: number;
  className?: string;
}

/**
 * Types `text` out letter by letter, without a cursor. Screen readers get the whole text at once; the line
 * keeps its final size from the start, so nothing below moves. Without JavaScript the text is simply there;
 * under prefers-reduced-motion it appears at once.
 */
export function TypedText({ text, speed, startDelay, className = "" }: TypedTextProps) {
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    let count = 0;
    let timer = window.setTimeout(function tick() {
      count += 1;
      setShown(count);
      if (count < text.length) timer = window.setTimeout(tick, speed);
    }, startDelay);
    return () => window.clearTimeout(timer);
  }, [text, speed, startDelay]);

  return (
    <p className={`relative ${className}`}>
      <span className="sr-only">{text}</span>
      {/* Before hydration the line is reserved but blank (JavaScript will type it); without JavaScript it shows. */}
      <span aria-hidden="true" className={shown === null ? "invisible noscript:visible" : "invisible"}>
        {text}
      </span>
      {shown !== null && (
        <span
          aria-hidden="true"
          data-typed={shown >= text.length ? "done" : "typing"}
          className="absolute inset-0"
        >
          {text.slice(0, shown)}
        </span>
      )}
    </p>
  );
}
