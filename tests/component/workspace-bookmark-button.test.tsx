// The idea page's Save in the side column over a loaded workspace: what it says saved and unsaved, the way to
// the workspace once saved, and no second press while its request runs. (What a press does to the workspace,
// and its undo when the database refuses, is tests/stores/workspace-store.test.ts's subject.)
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WORKSPACE_TEXT } from '../../src/config/constants/workspace.ts';
import BookmarkButton from '../../src/islands/workspace/BookmarkButton.tsx';
import { $workspace } from '../../src/stores/workspace/bundle.ts';
import { bundleOf, signedIn } from './signed-in.ts';

test('saved: Remove From Workspace, pressed, with Go To My Workspace under it', () => {
  signedIn({ workspace: { bundle: bundleOf([7]) } });
  render(<BookmarkButton ideaId="idea-7" />);
  const button = screen.getByRole('button', { name: WORKSPACE_TEXT.remove });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('link', { name: WORKSPACE_TEXT.goToWorkspace }).getAttribute('href')).toBe('/workspace');
  expect(screen.queryByText(WORKSPACE_TEXT.addHint)).toBeNull();
});

test('not saved: Add Idea to Workspace with its hint, and no way to the workspace; disabled while its own request runs', () => {
  signedIn({ workspace: { bundle: bundleOf([8]) } });
  $workspace.set({ ...$workspace.get(), busy: ['idea-7'] });
  render(<BookmarkButton ideaId="idea-7" />);
  const button = screen.getByRole('button', { name: WORKSPACE_TEXT.add }) as HTMLButtonElement;
  expect(button.getAttribute('aria-pressed')).toBe('false');
  expect(button.disabled).toBe(true);
  expect(screen.getByText(WORKSPACE_TEXT.addHint)).toBeTruthy();
  expect(screen.queryByRole('link', { name: WORKSPACE_TEXT.goToWorkspace })).toBeNull();
});
