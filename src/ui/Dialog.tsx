/**
 * Ships to the browser: the site's one modal dialog, a native <dialog> opened with showModal() (the page goes
 * inert, Escape closes, focus returns to the opener). On top of that: focus moves to the control marked
 * data-autofocus (else the browser's first focusable one), Tab wraps round inside (wrapTab), the page behind
 * stays still, and a press on the backdrop closes. The popups (ModalDialog below), the bottom sheet and
 * the sign-in dialog are its looks; each names it by its heading, a DialogTitle.
 */
import { createContext, useContext, useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { wrapTab } from './focus-trap.ts';

interface DialogProps {
  open: boolean;
  /**
   * Called when the dialog closed itself (Escape, a close button, the backdrop); set open to false in it.
   * Not called when the parent closes it by setting open to false.
   */
  onClose: () => void;
  describedBy?: string;
  /** The look: size, place, backdrop. */
  className: string;
  /**
   * A new value while open shows the dialog again if it closed itself meanwhile and the parent has not yet
   * heard (a newer request came in before the 'close' event, which fires a task after closing).
   */
  showFor?: unknown;
  children: ReactNode;
}

/** The id of the open dialog's DialogTitle, so every dialog is named by its heading without wiring ids. */
const TitleId = createContext<string | undefined>(undefined);

export function Dialog({ open, onClose, describedBy, className, showFor, children }: DialogProps) {
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
  }, [open, showFor]);

  useEffect(() => {
    if (!open) return;
    // A modal dialog makes the page inert but not still: without this the page scrolls behind it.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // 'close' fires a task after close(). When the parent closed the dialog, this render already has
  // open=false; when a newer request opened it again meanwhile, it is open: neither is reported.
  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (open && !event.currentTarget.open) onClose();
  }

  // Taps on the backdrop hit the <dialog> itself (its content fills it). Checking where the press began
  // keeps a text selection dragged out of the dialog from closing it.
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
      aria-describedby={describedBy}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={(event) => wrapTab(event.nativeEvent, event.currentTarget)}
      className={className}
    >
      <TitleId value={titleId}>{children}</TitleId>
    </dialog>
  );
}

/** The heading that names the dialog it is in. */
export function DialogTitle({ className, children }: { className: string; children: ReactNode }) {
  return (
    <h2 id={useContext(TitleId)} className={className}>
      {children}
    </h2>
  );
}

/** The round × button that closes the dialog it is in. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      className={`inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closed itself (Escape, close button, backdrop); set open to false in it. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The centred popup of the newsletter, the alerts and saving a search: a title, a × and the content. */
export function ModalDialog({ open, onClose, title, closeLabel, children }: ModalDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="relative p-6 sm:p-8">
        <DialogCloseButton label={closeLabel} className="absolute top-3 right-3" />
        <DialogTitle className="pr-10 text-xl font-extrabold tracking-tight text-ink">{title}</DialogTitle>
        {children}
      </div>
    </Dialog>
  );
}
