/**
 * The interface icons: Lucide's drawings (ISC licence, lucide.dev) as plain constants. The lucide-react
 * package wraps each in a component factory that costs more script than all twenty drawings together; the
 * site's first-load JavaScript budget (docs/decisions/005) has no room for it. Decorative: always next to text.
 */

export interface IconProps {
  className?: string;
}

export type Icon = (props: IconProps) => React.JSX.Element;

function icon(body: string): Icon {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        // Constant drawings defined in this file, never outside text.
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  };
}

export const ArrowLeft = icon('<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>');
export const ArrowRight = icon('<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>');
export const Check = icon('<path d="M20 6 9 17l-5-5"/>');
export const ChevronDown = icon('<path d="m6 9 6 6 6-6"/>');
export const ChevronLeft = icon('<path d="m15 18-6-6 6-6"/>');
export const ChevronRight = icon('<path d="m9 18 6-6-6-6"/>');
export const Clock = icon('<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>');
export const Factory = icon(
  '<path d="M12 16h.01"/><path d="M16 16h.01"/><path d="M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2z"/><path d="M8 16h.01"/>',
);
export const Globe2 = icon(
  '<path d="M21.54 15H17a2 2 0 0 0-2 2v4.54"/><path d="M7 3.34V5a3 3 0 0 0 3 3a2 2 0 0 1 2 2c0 1.1.9 2 2 2a2 2 0 0 0 2-2c0-1.1.9-2 2-2h3.17"/><path d="M11 21.95V18a2 2 0 0 0-2-2a2 2 0 0 1-2-2v-1a2 2 0 0 0-2-2H2.05"/><circle cx="12" cy="12" r="10"/>',
);
export const Globe = icon(
  '<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>',
);
export const Info = icon('<circle cx="12" cy="12" r="10"/><path d="M12 16v-4"/><path d="M12 8h.01"/>');
export const Lightbulb = icon(
  '<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"/><path d="M9 18h6"/><path d="M10 22h4"/>',
);
export const MapPin = icon(
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
);
export const Menu = icon('<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>');
export const Mountain = icon('<path d="m8 3 4 8 5-5 5 15H2L8 3z"/>');
export const Pause = icon(
  '<rect x="14" y="3" width="5" height="18" rx="1"/><rect x="5" y="3" width="5" height="18" rx="1"/>',
);
export const Phone = icon(
  '<path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"/>',
);
export const Play = icon(
  '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"/>',
);
export const Search = icon('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.6-3.6"/>');
export const TrendingUp = icon('<path d="M16 7h6v6"/><path d="m22 7-8.5 8.5-5-5L2 17"/>');
export const X = icon('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
