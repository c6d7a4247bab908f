import { useMemo } from "react";
import { stringsOf, translator, type Translate } from "./i18n";
import { useLanguage } from "./use-language";

/** The current page's UI strings as `t("nav.home")`, `t("home.imageN", { n: 2 })`. */
export function useTranslation(): { t: Translate } {
  const language = useLanguage();
  return useMemo(() => ({ t: translator(stringsOf(language)) }), [language]);
}
