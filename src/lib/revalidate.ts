import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Build-time loaders only re-run when their own params change; a language switch must also refresh them,
 * or the page would keep showing the previous language's content.
 */
export function revalidateOnLanguageChange({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lang !== nextParams.lang || defaultShouldRevalidate;
}
