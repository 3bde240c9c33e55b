// Text put into a field as a keyboard gives it, for what is not typed by a hand: a Bluetooth gauge's reading, and
// what the measuring run's holding field kept while a reading's screen was coming (decision 0100).

/** Text put in a field as if typed: React sees the input event, and the field takes or refuses it as it always does. */
export function typeText(element: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A gauge's reading into a field exactly as a keyboard gauge gives it: the text typed (React sees the input event
 * and the field keeps or refuses keystrokes as it always does), then Enter, so it takes the field's one path.
 */
export function typeAndEnter(element: HTMLInputElement, text: string | undefined): void {
  if (text !== undefined) typeText(element, text);
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}
