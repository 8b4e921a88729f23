import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/shared/clipboard';

/** jsdom has neither navigator.clipboard nor a working execCommand: each case sets what it needs. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | 'throws') {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    if (result === 'throws') throw new Error('not allowed');
    const area = document.querySelector('textarea');
    if (command === 'copy' && area) {
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    }
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return { execCommand, copied };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { execCommand } = stubExecCommand(true);
    await expect(copyText('CR2026')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('CR2026');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('without the Clipboard API, copies the selected text of a hidden textarea, then removes it', async () => {
    stubClipboard(undefined);
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    const { copied } = stubExecCommand(true);
    await expect(copyText('CR2026')).resolves.toBe(true);
    expect(copied).toEqual(['CR2026']);
    expect(document.querySelector('textarea')).toBeNull();
    // Focus goes back where it was (the copy button).
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when the Clipboard API refuses (no permission, an in-app WebView)', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { copied } = stubExecCommand(true);
    await expect(copyText('CR2026')).resolves.toBe(true);
    expect(copied).toEqual(['CR2026']);
  });

  it('says false when nothing could copy, never throws', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    await expect(copyText('CR2026')).resolves.toBe(false);
    stubExecCommand('throws');
    await expect(copyText('CR2026')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
