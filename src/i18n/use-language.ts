import { useParams } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/** The page's language, from the URL (an unsupported prefix reads as uz). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
