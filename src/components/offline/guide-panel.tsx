import { useEffect, useState } from "react";
import "./guide-panel.css";
import { fillPlaceholders } from "../../i18n/i18n";
import { formatPartialDate } from "../../site/format";
import { keepTogether } from "../../lib/keep-together";
import { ACTIONS, BUTTON, STATUS, type GuidePanelProps } from "./guide-layout";
import type { Language } from "../../i18n/languages";
import { GUIDE_RECORD, guideCache, guideManifest, type GuideManifest } from "../../offline/caches";

type State =
  | { kind: "checking" }
  | { kind: "unavailable" }
  | { kind: "ready"; bytes: number; note?: "removed" | "full" | "failed" }
  | { kind: "saving"; done: number; total: number }
  | { kind: "saved"; date: string };

/** How many pages are saved at once. */
const PARALLEL = 4;
/** Room the files take on the device, against the bytes downloaded (pages are stored uncompressed). */
const STORED_PER_DOWNLOADED = 1.5;

class StorageFull extends Error {}

const isQuotaError = (error: unknown) =>
  error instanceof StorageFull || (error instanceof DOMException && error.name === "QuotaExceededError");

/** Whether this browser can keep pages for offline reading: a service worker, and a Cache API that answers. */
async function offlineSupported(): Promise<boolean> {
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return false;
  try {
    await caches.keys();
    return true;
  } catch {
    return false;
  }
}

async function savedDate(language: Language): Promise<string | null> {
  if (!(await caches.has(guideCache(language)))) return null;
  const record = await (await caches.open(guideCache(language))).match(GUIDE_RECORD);
  if (!record) {
    // A save the visitor left before it ended (the page closed): its files go.
    await caches.delete(guideCache(language));
    return null;
  }
  const { savedAt } = (await record.json()) as { savedAt?: string };
  return typeof savedAt === "string" ? savedAt : null;
}

async function readManifest(language: Language): Promise<GuideManifest> {
  const response = await fetch(guideManifest(language), { cache: "no-cache" });
  if (!response.ok) throw new Error(`guide manifest: ${response.status}`);
  return (await response.json()) as GuideManifest;
}

/**
 * The picture a page shows on this device: its `<picture>` or `<img>`, copied into this document (never
 * attached), picks its format and width as the browser would for the page; that file is the one to keep.
 */
async function chosenPicture(element: Element): Promise<string | null> {
  const copy = document.importNode(element, true) as HTMLElement;
  const image = copy instanceof HTMLImageElement ? copy : copy.querySelector("img");
  if (!image) return null;
  image.loading = "eager";
  await image.decode().catch(() => undefined);
  return image.currentSrc || null;
}

/** Saves one page: the document, then each picture of its main content. */
async function savePage(cache: Cache, page: string, kept: Set<string>): Promise<void> {
  const response = await fetch(page, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${page}: ${response.status}`);
  const html = await response.clone().text();
  await cache.put(page, response);
  const main = new DOMParser().parseFromString(html, "text/html").querySelector("main");
  const pictures = [...(main?.querySelectorAll("picture, img:not(picture img)") ?? [])];
  for (const picture of pictures) {
    const url = await chosenPicture(picture);
    if (!url || kept.has(url) || new URL(url).origin !== location.origin) continue;
    kept.add(url);
    await cache.add(url);
  }
}

export function GuidePanel({ text, language }: GuidePanelProps) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const [manifest, setManifest] = useState<GuideManifest | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        if (!(await offlineSupported())) return current && setState({ kind: "unavailable" });
        const date = await savedDate(language);
        if (date) return current && setState({ kind: "saved", date });
        const found = await readManifest(language);
        if (!current) return;
        setManifest(found);
        setState({ kind: "ready", bytes: found.bytes });
      } catch {
        if (current) setState({ kind: "unavailable" });
      }
    })();
    return () => {
      current = false;
    };
  }, [language]);

  const save = async () => {
    const name = guideCache(language);
    try {
      const list = manifest ?? (await readManifest(language));
      setProgress(0);
      setState({ kind: "saving", done: 0, total: list.pages.length });
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      if (
        estimate?.quota !== undefined &&
        estimate.quota - (estimate.usage ?? 0) < list.bytes * STORED_PER_DOWNLOADED
      )
        throw new StorageFull();
      // The worker must be there to answer from the saved files offline.
      await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no service worker")), 10_000)),
      ]);
      const cache = await caches.open(name);
      await cache.addAll(list.assets);
      const kept = new Set<string>();
      const queue = [...list.pages];
      let done = 0;
      const worker = async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          await savePage(cache, page, kept);
          done += 1;
          // The bar and the count move with every page; what screen readers hear, every tenth.
          setProgress(done);
          if (done % 10 === 0 || done === list.pages.length)
            setState({ kind: "saving", done, total: list.pages.length });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      const savedAt = new Date().toISOString().slice(0, 10);
      await cache.put(GUIDE_RECORD, new Response(JSON.stringify({ savedAt, pages: list.pages.length })));
      setState({ kind: "saved", date: savedAt });
    } catch (error) {
      // Nothing half-saved stays behind.
      await caches.delete(name).catch(() => undefined);
      setState({ kind: "ready", bytes: manifest?.bytes ?? 0, note: isQuotaError(error) ? "full" : "failed" });
    }
  };

  const remove = async () => {
    await caches.delete(guideCache(language)).catch(() => undefined);
    const found = manifest ?? (await readManifest(language).catch(() => null));
    setState({ kind: "ready", bytes: found?.bytes ?? 0, note: "removed" });
  };

  const megabytes = (bytes: number) =>
    fillPlaceholders(text.megabytes, { count: Math.max(1, Math.round(bytes / 1_000_000)) });
  /** `2026-11-26` as the language writes a day, on one line where it has hyphens ("2026-yil 26-noyabr", issue #30). */
  const day = (date: string) => keepTogether(formatPartialDate(date, language));
  const status =
    state.kind === "unavailable"
      ? text.unavailable
      : state.kind === "saving"
        ? fillPlaceholders(text.saving, { done: state.done, total: state.total })
        : state.kind === "saved"
          ? fillPlaceholders(text.saved, { date: day(state.date) })
          : state.kind === "ready"
            ? state.note
              ? text[state.note]
              : fillPlaceholders(text.size, { size: megabytes(state.bytes) })
            : "";

  return (
    <div className={ACTIONS}>
      {state.kind === "saved" ? (
        <button type="button" className={`${BUTTON} offline-guide-remove`} onClick={() => void remove()}>
          {text.remove}
        </button>
      ) : (
        <button
          type="button"
          className={`${BUTTON} offline-guide-button`}
          aria-disabled={state.kind !== "ready" ? "true" : undefined}
          data-state={state.kind}
          onClick={() => state.kind === "ready" && void save()}
        >
          {text.save}
        </button>
      )}
      {state.kind === "saving" && (
        <progress className="offline-guide-progress" max={state.total} value={progress} aria-hidden="true" />
      )}
      <p className={STATUS} role="status" aria-live="polite">
        {state.kind === "saving" ? (
          <>
            {/* The count moves with every page; screen readers hear it every tenth. */}
            <span aria-hidden="true">
              {fillPlaceholders(text.saving, { done: progress, total: state.total })}
            </span>
            <span className="sr-only">{status}</span>
          </>
        ) : (
          status
        )}
      </p>
    </div>
  );
}
