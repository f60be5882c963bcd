/** Enter in a date picker does not submit the form; Enter elsewhere keeps the browser's behaviour. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { installPickerSubmitGuard } from './formKeys';

let remove: () => void = () => {};
afterEach(() => {
  remove();
  document.body.innerHTML = '';
});

function enterOn(selector: string): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('installPickerSubmitGuard', () => {
  it('cancels the implicit submit of Enter inside a picker only', () => {
    document.body.innerHTML = `<form>
      <div class="ant-picker"><input id="date" /></div>
      <input id="name" />
    </form>`;
    remove = installPickerSubmitGuard();
    expect(enterOn('#date')).toBe(true);
    expect(enterOn('#name')).toBe(false);
    const other = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    document.querySelector('#date')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('stops when removed', () => {
    document.body.innerHTML = '<div class="ant-picker"><input id="date" /></div>';
    installPickerSubmitGuard()();
    expect(enterOn('#date')).toBe(false);
  });
});
