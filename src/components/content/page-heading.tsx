export interface PageHeadingProps {
  title: string;
  intro?: string;
  align?: "center" | "start";
}

/** The centred page heading of list screens (spec §2), also used by the other screens. */
export function PageHeading({ title, intro, align = "center" }: PageHeadingProps) {
  const centred = align === "center";
  return (
    <div className={`mb-8 ${centred ? "text-center" : ""}`}>
      <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <div aria-hidden="true" className={`mt-4 h-1 w-16 rounded-full bg-sun-500 ${centred ? "mx-auto" : ""}`} />
      {intro && <p className={`mt-4 max-w-2xl text-lg text-muted ${centred ? "mx-auto" : ""}`}>{intro}</p>}
    </div>
  );
}
