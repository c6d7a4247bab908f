import { useId } from "react";
import type { Language } from "../../i18n/languages";

/** Small flags for the language switcher (decorative: the language name is always written beside them). */
export interface FlagProps {
  language: Language;
  className?: string;
}

function UzbekistanFlag() {
  const starsByRow: Array<[number, number[]]> = [
    [10, [70, 82, 94]],
    [20, [58, 70, 82, 94]],
    [30, [46, 58, 70, 82, 94]],
  ];
  return (
    <>
      <rect width="250" height="125" fill="#fff" />
      <rect width="250" height="40" fill="#0099b5" />
      <rect y="40" width="250" height="2.5" fill="#ce1126" />
      <rect y="82.5" width="250" height="2.5" fill="#ce1126" />
      <rect y="85" width="250" height="40" fill="#1eb53a" />
      <circle cx="30" cy="20" r="15" fill="#fff" />
      <circle cx="36" cy="20" r="13.5" fill="#0099b5" />
      {starsByRow.flatMap(([y, xs]) =>
        xs.map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="#fff" />),
      )}
    </>
  );
}

function UnitedKingdomFlag() {
  const id = useId();
  return (
    <>
      <clipPath id={`${id}-t`}>
        <path d="M125,62.5 h125 v62.5 z v62.5 h-125 z h-125 v-62.5 z v-62.5 h125 z" />
      </clipPath>
      <rect width="250" height="125" fill="#012169" />
      <path d="M0,0 L250,125 M250,0 L0,125" stroke="#fff" strokeWidth="25" />
      <path d="M0,0 L250,125 M250,0 L0,125" clipPath={`url(#${id}-t)`} stroke="#c8102e" strokeWidth="16" />
      <path d="M125,0 v125 M0,62.5 h250" stroke="#fff" strokeWidth="42" />
      <path d="M125,0 v125 M0,62.5 h250" stroke="#c8102e" strokeWidth="25" />
    </>
  );
}

function RussiaFlag() {
  return (
    <>
      <rect width="250" height="125" fill="#fff" />
      <rect y="41.7" width="250" height="41.6" fill="#0039a6" />
      <rect y="83.3" width="250" height="41.7" fill="#d52b1e" />
    </>
  );
}

const FLAGS: Record<Language, () => React.JSX.Element> = {
  uz: UzbekistanFlag,
  en: UnitedKingdomFlag,
  ru: RussiaFlag,
};

export function Flag({ language, className }: FlagProps) {
  const Drawing = FLAGS[language];
  return (
    <svg
      viewBox="0 0 250 125"
      aria-hidden="true"
      focusable="false"
      className={`${className ?? ""} rounded-[2px] ring-1 ring-black/15`}
      preserveAspectRatio="xMidYMid slice"
    >
      <Drawing />
    </svg>
  );
}
