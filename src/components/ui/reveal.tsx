import { useEffect, useRef, useState, type ReactNode } from "react";
import { prefersReducedMotion } from "../../lib/use-reduced-motion";

type RevealState = "static" | "hidden" | "shown";

const STATE_CLASS: Record<RevealState, string> = {
  static: "",
  hidden: "translate-y-[30px] opacity-0",
  shown: "translate-y-0 opacity-100 transition-[opacity,translate] delay-200 duration-500 ease-out",
};

/**
 * Scroll-in animation of a home page block (spec §9): it slides 30 px up and fades in, 0.2 s after entering
 * the viewport, over 0.5 s, every time it enters. Nothing is hidden before hydration or without JavaScript,
 * and nothing moves under prefers-reduced-motion.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("static");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setState(entry.isIntersecting ? "shown" : "hidden");
      },
      { threshold: 0, rootMargin: "0px 0px -40px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={`${STATE_CLASS[state]} ${className}`}>
      {children}
    </div>
  );
}
