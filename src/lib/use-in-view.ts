import { useEffect, useState, type RefObject } from "react";

/** Whether `target` is (at least `threshold`) inside the viewport; false before hydration. */
export function useInView(target: RefObject<Element | null>, threshold = 0.15): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, threshold]);
  return inView;
}
