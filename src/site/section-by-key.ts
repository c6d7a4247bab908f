import { SECTIONS, type SectionDefinition, type SectionKey } from "./sections";

/**
 * A section by its key (the home page's tiles and plan strip, the offline page). A module of its own, so that the
 * shared sections chunk every page loads does not carry it (decision 005's budget).
 */
export function getSection(key: SectionKey): SectionDefinition {
  const found = SECTIONS.find((section) => section.key === key);
  if (!found) throw new Error(`Unknown section ${key}`);
  return found;
}
