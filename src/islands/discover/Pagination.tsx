/** Ships to the browser: numbered page links (real links, so they also work as plain navigation). */
import { pageWindow, type PageSlice } from '../../discover/pagination.ts';

interface Props {
  slice: PageSlice;
  hrefFor: (page: number) => string;
  onNavigate: (href: string) => void;
}

export function Pagination({ slice, hrefFor, onNavigate }: Props) {
  if (slice.lastPage <= 1) return null;
  const link = (page: number, label: React.ReactNode, ariaLabel: string) => {
    const href = hrefFor(page);
    return (
      <a
        href={href}
        aria-label={ariaLabel}
        aria-current={page === slice.page ? 'page' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate(href);
        }}
        className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
      >
        {label}
      </a>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {slice.page > 1 && link(slice.page - 1, '‹ Previous', 'Previous page')}
      {pageWindow(slice.page, slice.lastPage).map((page) => (
        <span key={page}>{link(page, page, `Page ${page}`)}</span>
      ))}
      {slice.page < slice.lastPage && link(slice.page + 1, 'Next ›', 'Next page')}
    </nav>
  );
}
