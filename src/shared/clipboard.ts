/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the old way that
 * some in-app browsers (WeChat's, older Android WebViews) still allow — a hidden textarea selected
 * and `document.execCommand('copy')`, inside the user's click. Resolves whether the text was copied;
 * never throws, so the caller only says 已复制 or that copying failed.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not a secure context, a WebView without it): try the old way.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // In the page but out of sight; 16 px so iOS does not zoom in on the selection.
  Object.assign(area.style, {
    position: 'fixed',
    top: '0',
    left: '-9999px',
    width: '1px',
    height: '1px',
    opacity: '0',
    fontSize: '16px',
  });
  const active = document.activeElement;
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    // Deprecated but the only way left where the Clipboard API is missing.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus({ preventScroll: true });
  return copied;
}
