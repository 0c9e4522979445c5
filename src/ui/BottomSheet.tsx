/**
 * Ships to the browser: the mobile bottom sheet, the site's modal Dialog (./Dialog.tsx) in the look of a
 * sheet sliding up from the bottom edge, with a pinned footer.
 */
import { useState, type ReactNode } from 'react';
import { Dialog, DialogCloseButton, DialogTitle } from './Dialog.tsx';

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
  // The body is rendered from the first opening on, not before: a sheet that is never opened costs the
  // page no markup and no hydration. Kept afterwards so closing never shows an emptied sheet.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-x-0 top-auto bottom-0 m-0 mx-auto max-h-[85dvh] w-full max-w-xl flex-col overflow-clip rounded-t-2xl bg-white p-0 text-slate-800 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-slate-900/50 open:flex starting:open:translate-y-full motion-reduce:transition-none"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-2">
        <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
        <DialogCloseButton label="Close" className="-mr-2" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{opened ? children : null}</div>
      {footer && opened ? <div className="border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </Dialog>
  );
}
