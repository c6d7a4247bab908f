import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useParams,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import "./print.css";
import { stringsOf } from "./i18n/i18n";
import { markAppHydrated } from "./lib/use-client-navigation-delay";
import { LANGUAGE_TAGS, languageOrDefault } from "./i18n/languages";
import { THEME_COLOR } from "./site/palette";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang } = useParams();
  const language = languageOrDefault(lang);
  return (
    <html lang={LANGUAGE_TAGS[language]} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        {/* The first paint waits for the header to be parsed: a paint between its parts moved the search button
            (a layout shift) when the menu button arrived after it. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="bg-white font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated: browser tests wait for it before interacting.
  useEffect(() => {
    markAppHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Any error still shows a page with a way home, never a blank screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang } = useParams();
  const language = languageOrDefault(lang);
  const strings = stringsOf(language);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <main className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-800">
        {notFound ? strings.notFoundPage.title : strings.status.notFound}
      </h1>
      <p className="mt-4 text-muted">{strings.status.notFoundHint}</p>
      <a className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" href={`/${language}`}>
        {strings.notFoundPage.link}
      </a>
    </main>
  );
}
