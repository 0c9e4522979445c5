/**
 * Ships to the browser: the user's tags on one saved idea. 'Add a tag' opens an input that adds on Enter
 * and closes on Escape or 150 ms after it loses focus; each tag has a remove button. A tag the server has
 * not confirmed yet is shown as such, with the reason when a try failed; it is sent again when the connection
 * is back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { $pendingTags, addTag, pendingTagsOf, removeTag } from '../../stores/workspace/tags.ts';
import { $workspace } from '../../stores/workspace/bundle.ts';
import { tagsOf } from '../../workspace/records.ts';

export default function TagsEditor({ ideaId, enabled }: { ideaId: string; enabled: boolean }) {
  const workspace = useStore($workspace);
  const pendingAll = useStore($pendingTags);
  const stored = tagsOf(workspace.bundle, ideaId);
  const storedKeys = new Set(stored.map((tag) => tag.tag_value.toLowerCase()));
  // A tag both pending and stored (stored by another tab meanwhile) shows once, as stored.
  const pending = pendingTagsOf(pendingAll, ideaId).filter((tag) => !storedKeys.has(tag.value.toLowerCase()));
  const tags = [...stored.map((tag) => ({ key: tag.id, type: tag.tag_type, value: tag.tag_value, pending: false })), ...pending.map((tag) => ({ key: `pending:${tag.value}`, type: tag.tagType, value: tag.value, pending: true }))];
  const pendingError = pending.find((tag) => tag.error)?.error ?? null;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (!enabled) return <p className="text-sm text-slate-600 italic">{WORKSPACE_TEXT.tagsDisabled}</p>;

  function close(returnFocus: boolean) {
    setOpen(false);
    setValue('');
    if (returnFocus) requestAnimationFrame(() => addButton.current?.focus());
  }

  async function submit() {
    const result = await addTag(ideaId, value);
    if (result.error) {
      setError(result.error);
      return;
    }
    setError(null);
    setValue('');
  }

  return (
    <div data-tags-editor={ideaId}>
      <ul className="flex flex-wrap items-center gap-2" aria-label="Your tags">
        {tags.map((tag) => (
          <li key={tag.key} className={tag.pending ? 'chip border border-dashed border-slate-400' : 'chip'} data-user-tag data-pending-tag={tag.pending || undefined}>
            <span>{tag.value}</span>
            {tag.pending ? <span className="sr-only">({WORKSPACE_TEXT.tagPending})</span> : null}
            <button
              type="button"
              onClick={() => void removeTag(ideaId, tag.type, tag.value).then((result) => setError(result.error))}
              className="-mr-1 grid size-6 place-items-center rounded-full hover:bg-slate-200"
              aria-label={`Remove tag ${tag.value}`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="m5 5 10 10M15 5 5 15" />
              </svg>
            </button>
          </li>
        ))}
        <li>
          {open ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <label htmlFor={inputId} className="sr-only">
                New tag
              </label>
              <input
                ref={input}
                id={inputId}
                value={value}
                maxLength={WORKSPACE_LIMITS.tagMaxLength}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(null);
                }}
                onFocus={() => clearTimeout(closeTimer.current)}
                onBlur={() => {
                  closeTimer.current = setTimeout(() => close(false), WORKSPACE_LIMITS.tagInputBlurCloseMs);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.stopPropagation();
                    close(true);
                  }
                }}
                placeholder="Tag name"
                className="h-9 w-36 rounded-full border border-slate-300 bg-white px-3 text-sm"
              />
            </form>
          ) : (
            <button ref={addButton} type="button" onClick={() => setOpen(true)} className="inline-flex h-9 items-center rounded-full border border-dashed border-slate-400 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
              + {WORKSPACE_TEXT.addTag}
            </button>
          )}
        </li>
      </ul>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {pendingError ? (
        <p role="status" className="mt-1 text-sm text-amber-800" data-tag-pending-status>
          {pendingError}
        </p>
      ) : null}
    </div>
  );
}
