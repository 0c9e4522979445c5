import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../src/ui/storage.ts';
import { ideaOfTagDraft, isNetworkFailure, readDrafts, removeDraft, tagDraftKey, writeDraft } from '../../src/workspace/note-drafts.ts';

/** The Web Storage interface over a Map, with an optional quota (in characters) like a browser's, through the storage helper. */
function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      const used = [...items.entries()].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
      if (used + key.length + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  return safeStorage(() => storage);
}

/** A storage the browser blocks (cookies off): every use of it throws. */
const blocked = safeStorage(() => {
  throw new DOMException('denied', 'SecurityError');
});

describe('note drafts on this device', () => {
  it('keeps drafts per user and idea, and removes only the one asked', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 'user-a', 'idea-1', { text: 'first', at: 1 })).toBe(true);
    writeDraft(storage, 'user-a', 'idea-2', { text: 'second', at: 2 });
    writeDraft(storage, 'user-b', 'idea-1', { text: "b's", at: 3 });
    expect(readDrafts(storage, 'user-a')).toEqual({ 'idea-1': { text: 'first', at: 1 }, 'idea-2': { text: 'second', at: 2 } });
    expect(readDrafts(storage, 'user-b')).toEqual({ 'idea-1': { text: "b's", at: 3 } });
    removeDraft(storage, 'user-a', 'idea-1');
    expect(readDrafts(storage, 'user-a')).toEqual({ 'idea-2': { text: 'second', at: 2 } });
    expect(readDrafts(storage, 'user-b')).toEqual({ 'idea-1': { text: "b's", at: 3 } });
  });

  it('an empty draft (the user cleared the note) is a draft too', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u', 'idea-1', { text: '', at: 5 });
    expect(readDrafts(storage, 'u')).toEqual({ 'idea-1': { text: '', at: 5 } });
  });

  it('keeps the stored version a note was written over, and drops a draft whose version is not one', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u', 'idea-1', { text: 'over v1', at: 1, base: '2026-11-27T02:13:33.935+00:00' });
    writeDraft(storage, 'u', 'idea-2', { text: 'first note', at: 2, base: null });
    storage.write('rv-note-draft:u:idea-3', JSON.stringify({ text: 'odd', at: 3, base: 7 }));
    expect(readDrafts(storage, 'u')).toEqual({ 'idea-1': { text: 'over v1', at: 1, base: '2026-11-27T02:13:33.935+00:00' }, 'idea-2': { text: 'first note', at: 2, base: null } });
  });

  it('keeps added tags apart from notes, one per idea and tag whatever its case', () => {
    const storage = memoryStorage();
    const key = tagDraftKey('idea-4', ' Robotics ');
    expect(key).toBe(tagDraftKey('idea-4', 'robotics'));
    expect(ideaOfTagDraft(key)).toBe('idea-4');
    writeDraft(storage, 'u', key, { text: 'Robotics', at: 1 }, 'tag');
    writeDraft(storage, 'u', 'idea-4', { text: 'a note', at: 2 });
    expect(readDrafts(storage, 'u', 'tag')).toEqual({ [key]: { text: 'Robotics', at: 1 } });
    expect(readDrafts(storage, 'u')).toEqual({ 'idea-4': { text: 'a note', at: 2 } });
    removeDraft(storage, 'u', key, 'tag');
    expect(readDrafts(storage, 'u', 'tag')).toEqual({});
    expect(readDrafts(storage, 'u')).toEqual({ 'idea-4': { text: 'a note', at: 2 } });
  });

  it('ignores values that are not drafts and survives a full or missing storage', () => {
    const storage = memoryStorage(200);
    storage.write('rv-note-draft:u:idea-1', 'not json');
    storage.write('rv-note-draft:u:idea-2', JSON.stringify({ text: 5 }));
    expect(readDrafts(storage, 'u')).toEqual({});
    expect(writeDraft(storage, 'u', 'idea-3', { text: 'x'.repeat(500), at: 1 })).toBe(false);
    expect(writeDraft(blocked, 'u', 'idea-3', { text: 'x', at: 1 })).toBe(false);
    expect(readDrafts(blocked, 'u')).toEqual({});
    expect(() => removeDraft(blocked, 'u', 'idea-3')).not.toThrow();
  });

  it('tells a request that never reached the server from one the server refused', () => {
    for (const message of ['TypeError: Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed']) {
      expect(isNetworkFailure(message)).toBe(true);
    }
    for (const message of ['Limit reached: at most 5,000 notes per account.', 'new row violates row-level security policy', '', null, undefined]) {
      expect(isNetworkFailure(message)).toBe(false);
    }
  });
});
