import type { CountryCode } from 'libphonenumber-js/min';
import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react';
import { normaliseTypedPhone } from '../lib/phone-number';

interface PhoneTextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The country whose national numbers are typed without `+`. */
  nationalCountry?: CountryCode;
  /** Typed into the input when it is focused empty (the shown country's calling code). */
  prefixOnFocus?: string;
  /** The text the library shows, after every change (typing, paste, Backspace, Delete). */
  onTextChange?: (text: string) => void;
}

/**
 * Puts `text` into the input as if it had been typed: React sees an input event, and the
 * phone library formats and reports it. The element stays the same, and so does the focus.
 */
export function replaceText(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The `<input>` under react-phone-number-input's smart caret. Before the library parses
 * what was typed or pasted, the text is brought into international notation
 * (`normaliseTypedPhone`: `00…` → `+…`, national digits → `+<calling code>…`), the caret
 * keeping its distance from the end. Everything else — parsing, formatting, the caret through
 * formatting characters, Backspace and Delete — is the library's.
 */
export const PhoneTextInput = forwardRef<HTMLInputElement, PhoneTextInputProps>(
  function PhoneTextInput(
    { onChange, onFocus, nationalCountry, prefixOnFocus, onTextChange, ...props },
    ref,
  ) {
    const shown = typeof props.value === 'string' ? props.value : '';
    const reportText = useRef(onTextChange);
    useLayoutEffect(() => {
      reportText.current = onTextChange;
    });
    useEffect(() => reportText.current?.(shown), [shown]);

    const onTyped = (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const text = input.value;
      const normalised = normaliseTypedPhone(text, nationalCountry);
      if (normalised !== text) {
        const fromEnd = text.length - (input.selectionEnd ?? text.length);
        const caret = Math.max(normalised.startsWith('+') ? 1 : 0, normalised.length - fromEnd);
        input.value = normalised;
        input.setSelectionRange(caret, caret);
      }
      onChange?.(event);
    };
    const onFocused = (event: FocusEvent<HTMLInputElement>) => {
      onFocus?.(event);
      const input = event.currentTarget;
      if (input.value !== '' || !prefixOnFocus || input.readOnly) return;
      replaceText(input, prefixOnFocus);
    };
    return <input {...props} ref={ref} onChange={onTyped} onFocus={onFocused} />;
  },
);
