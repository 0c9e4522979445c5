/**
 * Ships to the browser: the mobile bottom sheet, a native modal <dialog> (focus trap, Escape, inert page
 * and focus return come with showModal()).
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /**
   * Called when the sheet closes itself (Escape, the close button, a backdrop tap); set open to false in it.
   * Not called when the parent closes the sheet by setting open to false.
   */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Pinned under the scrolling body, e.g. Reset and Apply buttons. */
  footer?: ReactNode;
}

export default function BottomSheet({ open, onClose, title, children, footer }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  // The body is rendered from the first opening on, not before: a sheet that is never opened costs the
  // page no markup and no hydration. Kept afterwards so closing never shows an emptied sheet.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    // A modal dialog makes the page inert but not still: without this the page scrolls behind the sheet.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // Taps on the backdrop hit the <dialog> itself (its children fill it). Checking where the press began
  // keeps a text selection dragged out of the sheet from closing it.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
    pressedBackdrop.current = false;
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the native dialog's backdrop closes it; the keyboard's way is Escape, which the browser gives
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // 'close' fires a task after close(). When the parent closed us, this render already has open=false,
      // so only closes the dialog started itself (Escape, close button, backdrop) are reported.
      onClose={() => {
        if (open) onClose();
      }}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="fixed inset-x-0 top-auto bottom-0 m-0 mx-auto max-h-[85dvh] w-full max-w-xl flex-col overflow-clip rounded-t-2xl bg-white p-0 text-slate-800 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-slate-900/50 open:flex starting:open:translate-y-full motion-reduce:transition-none"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{opened ? children : null}</div>
      {footer && opened ? <div className="border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </dialog>
  );
}
