/**
 * Enter in a date or time picker never submits the form around it (it once filed a leave by accident): the browser's
 * implicit submission is the default action of the Enter keydown, so cancelling it here leaves the picker's own Enter
 * (confirm the typed date) working. Submitting stays with the submit button and Enter in an ordinary field.
 * Installed once for the whole app (ThemeRoot), so every form inherits it.
 */
export function preventPickerSubmit(event: KeyboardEvent): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('.ant-picker')) event.preventDefault();
}

/** Adds the listener to `doc`; answers the function that removes it. */
export function installPickerSubmitGuard(doc: Document = document): () => void {
  doc.addEventListener('keydown', preventPickerSubmit);
  return () => doc.removeEventListener('keydown', preventPickerSubmit);
}
