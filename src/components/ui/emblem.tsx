import { useId } from "react";

/**
 * The site's emblem: snow peaks of the Chatkal range over the turquoise water of Charvak under a rising sun,
 * inside a round seal. Also drawn as media/brand/emblem.svg (and, simplified for 16 px, the favicon).
 */
export function Emblem({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b4fa8" />
          <stop offset="1" stopColor="#2bb7c4" />
        </linearGradient>
        <clipPath id={`${id}-seal`}>
          <circle cx="32" cy="32" r="27" />
        </clipPath>
      </defs>
      <circle cx="32" cy="32" r="31" fill="#f2c14e" />
      <circle cx="32" cy="32" r="28.5" fill="#fff" />
      <g clipPath={`url(#${id}-seal)`}>
        <rect width="64" height="64" fill={`url(#${id}-sky)`} />
        <circle cx="41" cy="24" r="7" fill="#f2c14e" />
        <path d="M2 44 L18 22 L25 31 L33 17 L48 38 L55 30 L66 44 Z" fill="#0b2350" />
        <path
          d="M18 22 L22.5 28 L19.5 27 L16.5 29.5 L15 26.4 Z M33 17 L38.5 24.5 L35 23.5 L32 26 L29.5 22.5 Z"
          fill="#fff"
        />
        <path d="M33 17 L48 38 L40 38 Z" fill="#133f8a" opacity=".8" />
        <rect y="43" width="64" height="21" fill="#0e9aa7" />
        <path
          d="M8 49 h14 M28 52 h18 M14 56 h10 M34 58 h14"
          stroke="#bff3f6"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
