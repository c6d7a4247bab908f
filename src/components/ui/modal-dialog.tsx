import { X } from "./icons";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepFocusWithin } from "../../lib/focus-loop";

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
}

/**
 * The photo viewer's and the video player's full-screen modal: a native <dialog> opened with showModal(), so
 * the rest of the page is inert, Tab stays inside and Escape closes. Focus goes to the close button and back
 * to whatever opened the dialog when it closes. Fades and scales in (not under reduced motion).
 */
export function ModalDialog({ open, onClose, label, children, onKeyDown, className = "" }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    returnTo.current?.focus();
    returnTo.current = null;
  }, [open]);

  return (
    // A modal <dialog> is interactive: arrow keys and backdrop clicks belong to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={label}
      aria-modal="true"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "Tab") keepFocusWithin(event.currentTarget, event);
        onKeyDown?.(event);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-none max-w-none bg-transparent p-0 opacity-0 transition-[opacity,scale,display,overlay] duration-300 transition-discrete backdrop:bg-slate-950/90 open:scale-100 open:opacity-100 motion-reduce:transition-none starting:open:scale-95 starting:open:opacity-0 not-open:scale-95 ${className}`}
    >
      <button
        type="button"
        onClick={onClose}
        className="fixed top-3 right-3 z-10 inline-flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-sun-400"
      >
        <X className="size-6" />
        <span className="sr-only">{t("gallery.close")}</span>
      </button>
      {children}
    </dialog>
  );
}
