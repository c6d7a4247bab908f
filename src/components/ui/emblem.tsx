import emblem from "../../../media/brand/emblem.svg";

/**
 * The site's emblem (media/brand/emblem.svg): snow peaks of the Chatkal range over the turquoise water of
 * Charvak under a rising sun, inside a round seal. Decorative: the link around it carries the name.
 */
export function Emblem({ className }: { className?: string }) {
  return <img src={emblem} alt="" width={64} height={64} className={className} />;
}
