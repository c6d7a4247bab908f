import { ArrowRight } from "../ui/icons";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { ResponsiveImage } from "../ui/responsive-image";
import type { CardData } from "../../content/summaries.server";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath } from "../../site/paths";

export interface ArticleCardProps {
  card: CardData;
  headingLevel: 2 | 3;
  /** The first card of a page: its picture is often the largest paint on a phone, so it loads first. */
  priority?: boolean;
  /** The only card of its list: from 768 px the picture stands beside the text across the whole width. */
  wide?: boolean;
}

/** A lone card's picture takes two fifths of the row from 768 px (the row is at most 1,232 px). */
const WIDE_SIZES = "(min-width: 1280px) 490px, (min-width: 768px) 40vw, 100vw";

/** A list card (spec §2): image, title, the first paragraph clamped to three lines, and a read-more link. */
export function ArticleCard({ card, headingLevel, priority = false, wide = false }: ArticleCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = localizedPath(language, card.path);
  return (
    <article
      className={`group flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg ${wide ? "md:flex-row" : ""}`}
    >
      <ResponsiveImage
        image={card.image}
        alt=""
        priority={priority}
        className={wide ? "w-full md:w-2/5 md:shrink-0 md:self-stretch" : "w-full"}
        {...(wide ? { sizes: WIDE_SIZES } : {})}
      />
      <div className={`flex min-w-0 flex-1 flex-col p-5 ${wide ? "md:p-7" : ""}`}>
        <Heading className="text-lg leading-snug font-bold text-brand-900">
          <Link to={href} className="hover:text-brand-600">
            {card.title}
          </Link>
        </Heading>
        {card.placeLine && <p className="mt-1 text-sm font-semibold text-brand-800">{card.placeLine}</p>}
        <p className="mt-2 line-clamp-3 text-[0.95rem] leading-relaxed text-muted">
          {card.excerpt}
          {/* A paragraph that fits whole ends with its own full stop; a cut one with an ellipsis. */}
          {/[.!?…]$/.test(card.excerpt) ? "" : "…"}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-brand-700 hover:text-brand-500"
        >
          {t("buttons.readMore")}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}

export interface CardGridProps {
  cards: CardData[];
  headingLevel: 2 | 3;
  /** Load the first card's picture eagerly (the page's first grid only). */
  priorityFirst?: boolean;
}

/**
 * The cards in as many columns as they fill (issue #30): three from 1280 px, two from 640 px; two cards share the
 * row in halves, and a lone card lies across it, picture beside text, rather than leaving two thirds of it empty.
 */
export function CardGrid({ cards, headingLevel, priorityFirst = false }: CardGridProps) {
  const columns = cards.length === 1 ? "grid-cols-1" : cards.length === 2 ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {cards.map((card, index) => (
        <li key={card.path} className="flex">
          <ArticleCard
            card={card}
            headingLevel={headingLevel}
            priority={priorityFirst && index === 0}
            wide={cards.length === 1}
          />
        </li>
      ))}
    </ul>
  );
}
