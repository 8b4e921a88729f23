/**
 * Whether a reload now would throw away what the visitor is doing (docs/product-rules.md §4
 * "Build check"): a dialog is open (a login with its SMS code, the checkout, a QR), or a field
 * holds input the page did not render with (an invoice form being filled, a search being typed).
 */
export function visitorIsBusy(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  for (const field of doc.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        return true;
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) return true;
      } else if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)) {
        if (field.value !== field.defaultValue) return true;
      }
    } else if (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue) {
      return true;
    }
  }
  return false;
}
