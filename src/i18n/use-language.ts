import { useParams } from "react-router";
import { type Language, languageOrDefault } from "./languages";

/** The page's language, from the URL (an unsupported prefix reads as uz). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return languageOrDefault(lang);
}
