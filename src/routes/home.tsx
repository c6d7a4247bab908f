import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { UI_STRINGS } from "../i18n/i18n";
import { languageOrDefault } from "../i18n/languages";
import { useLanguage } from "../i18n/use-language";
import { pageMeta } from "../site/meta";
import { localizedPath } from "../site/paths";
import { REGION_FACTS } from "../site/site-constants";
import { MAIN_MENU } from "../site/sections";

export function meta({ params }: Route.MetaArgs) {
  const language = languageOrDefault(params.lang);
  return pageMeta({ language, path: "", description: UI_STRINGS[language].site.description });
}

/** A layered mountain-and-water scene behind the hero title, drawn inline so it costs no request. */
function HeroScene() {
  return (
    <svg
      viewBox="0 0 1440 620"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2350" />
          <stop offset=".55" stopColor="#1b4fa8" />
          <stop offset="1" stopColor="#6fc7cf" />
        </linearGradient>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e9aa7" />
          <stop offset="1" stopColor="#0b5f73" />
        </linearGradient>
      </defs>
      <rect width="1440" height="620" fill="url(#hero-sky)" />
      <circle cx="1080" cy="190" r="70" fill="#f2c14e" opacity=".9" />
      <path
        d="M0 420 L170 250 L260 320 L420 160 L560 300 L700 210 L860 330 L1010 190 L1180 320 L1300 240 L1440 330 V620 H0 Z"
        fill="#3a67ad"
      />
      <path
        d="M420 160 L470 215 L445 208 L420 228 L400 205 L380 212 Z M1010 190 L1055 240 L1030 232 L1008 250 L990 232 L968 236 Z"
        fill="#eef5ff"
        opacity=".9"
      />
      <path
        d="M0 470 L120 380 L230 430 L380 330 L520 440 L660 360 L820 450 L980 350 L1120 440 L1270 380 L1440 450 V620 H0 Z"
        fill="#133f8a"
      />
      <path d="M0 500 Q360 470 720 495 T1440 490 V620 H0 Z" fill="#0f3270" />
      <rect y="505" width="1440" height="115" fill="url(#hero-water)" />
      <path
        d="M140 540 h120 M420 560 h180 M760 548 h140 M1040 566 h200 M260 590 h90 M880 596 h120"
        stroke="#bff3f6"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".7"
      />
    </svg>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    {
      value: REGION_FACTS.areaThousandKm2.toLocaleString(language === "en" ? "en" : "ru"),
      label: t("home.factArea"),
    },
    { value: String(REGION_FACTS.districts), label: t("home.factDistricts") },
    { value: String(REGION_FACTS.cities), label: t("home.factCities") },
    { value: "1938", label: t("home.factFounded") },
  ];
  return (
    <>
      <section className="relative isolate flex h-[400px] items-center overflow-hidden lg:h-[620px]">
        <HeroScene />
        <div className="absolute inset-0 bg-gradient-to-r from-brand-950/70 via-brand-950/30 to-transparent" />
        <div className="container-page relative">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white drop-shadow sm:text-6xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-xl font-medium text-sun-400 sm:text-2xl">{t("site.tagline")}</p>
        </div>
      </section>

      <section aria-labelledby="home-facts" className="bg-brand-50">
        <div className="container-page py-12">
          <h2 id="home-facts" className="sr-only">
            {t("home.factsHeading")}
          </h2>
          <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="home-sections" className="container-page py-16">
        <h2 id="home-sections" className="text-center text-3xl font-extrabold text-brand-900">
          {t("home.sectionsHeading")}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {MAIN_MENU.map((group) => (
            <li key={group.key}>
              <Link
                to={localizedPath(language, group.path)}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm transition-shadow hover:shadow-lg"
              >
                <span className="text-xl font-bold text-brand-900 group-hover:text-brand-600">
                  {t(`nav.${group.key}`)}
                </span>
                <span className="mt-2 flex-1 text-muted">
                  {group.entries.map((entry) => t(`nav.${entry.key}`)).join(" · ")}
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-4 size-5 text-brand-600 transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
