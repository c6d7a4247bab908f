import type { EmergencyText } from "../../site/emergency-text";
import { EMERGENCY_NUMBERS } from "../../site/emergency-numbers";
import { ADMINISTRATION_PHONES, telHref } from "../../site/site-constants";

/**
 * Emergency numbers and where to ask about tourism (issue #15), on the tourism overview: what a visitor in the
 * mountains needs at hand. Every number dials with one tap.
 */
export function TourismHelp({ text }: { text: EmergencyText }) {
  return (
    <section aria-labelledby="tourism-help" className="mt-14 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
      <div>
        <h2 id="tourism-help" className="text-lg font-bold text-brand-900">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.intro}</p>
        <ul className="mt-3 grid gap-1">
          {EMERGENCY_NUMBERS.map((number) => (
            <li key={number}>
              <a href={`tel:${number}`} className="inline-flex min-h-11 items-center gap-3 hover:underline">
                <span className="w-16 shrink-0 text-xl font-extrabold text-brand-800 tabular-nums">{number}</span>
                <span className="text-ink">{text.numbers[number]}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-lg font-bold text-brand-900">{text.tourismHeading}</h2>
        <p className="mt-1 text-ink">{text.tourismText}</p>
        <ul className="mt-3 grid gap-1">
          {ADMINISTRATION_PHONES.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
