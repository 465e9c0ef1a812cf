import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces the text of an admin rich-text editor as a person would by pasting: jsdom has no layout, so ProseMirror
 * cannot follow key-by-key typing there (it loses letters), while a paste goes through its own clipboard handling.
 */
export async function fillRichText(user: UserEvent, box: HTMLElement, text: string) {
  act(() => box.focus());
  await user.keyboard('{Control>}a{/Control}');
  if (text) await user.paste(text);
  else await user.keyboard('{Backspace}');
}

/** The editable area of the rich-text field named `name`; the editor's code loads on first use, so this waits. */
export function findRichText(name: string, within: Pick<typeof screen, 'findByRole'> = screen) {
  return within.findByRole('textbox', { name }, { timeout: 5000 });
}

/**
 * Loads the editor's code (TipTap, a large module graph) before a file's tests start, so that its first transform
 * is not paid inside the first test's time limit. Use as `beforeAll(preloadRichTextEditor, 30_000)`.
 */
export async function preloadRichTextEditor() {
  await import('#web/features/admin/ui/rich-text-editor/tiptap-editor.tsx');
}
