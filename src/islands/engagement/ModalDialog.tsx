/**
 * Ships to the browser: the shell of the newsletter and alert popups, a native modal <dialog> (focus moves
 * in, is kept in (with wrapTab), Escape closes, the page goes inert and focus returns to the opener: all from showModal()).
 * It also closes on a backdrop click and with its close button.
 */
import { useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { wrapTab } from './focus-trap.ts';

interface Props {
  open: boolean;
  /** Called when the dialog closed itself (Escape, close button, backdrop); set open to false in it. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export default function ModalDialog({ open, onClose, title, closeLabel, children }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    // A modal dialog makes the page inert but not still: without this the page scrolls behind it.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // A press that starts inside and ends on the backdrop (a text selection dragged out) must not close it.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
    pressedBackdrop.current = false;
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the native dialog's backdrop closes it; the keyboard's way is Escape, which the browser gives
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={(event) => wrapTab(event.nativeEvent, event.currentTarget)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dialogRef.current?.close()}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-extrabold tracking-tight text-ink">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
