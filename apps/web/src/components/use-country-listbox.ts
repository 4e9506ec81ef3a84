import type { CountryCode } from 'libphonenumber-js/min';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { typeAheadIndex } from '../lib/type-ahead';
import type { PhoneCountryOption } from './use-phone-countries';

/** Letters typed within this time search on as one word ("ger" → Germany). */
const typeAheadMs = 700;
/** How far Page Up / Page Down move the highlight. */
const pageStep = 10;

interface CountryListboxOptions {
  value: CountryCode | undefined;
  options: PhoneCountryOption[];
  onChange: (country: CountryCode) => void;
  isDisabled: boolean;
  /** The id of the option at an index, to scroll it into view. */
  optionId: (index: number) => string;
}

/**
 * The select-only combobox's state and keys (WAI-ARIA pattern): whether the list is open,
 * which option is highlighted, and choosing. Arrows and typed letters only move the
 * highlight, Enter or Space choose, Escape and Tab close it as it was.
 */
export function useCountryListbox({
  value,
  options,
  onChange,
  isDisabled,
  optionId,
}: CountryListboxOptions) {
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });

  const selected = options.findIndex((option) => option.iso === value);
  /** Where the highlight starts when the list opens: the chosen country. */
  const start = selected >= 0 ? selected : 0;
  const last = options.length - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);

  useLayoutEffect(() => {
    if (!isOpen || active < 0) return;
    // jsdom has no layout, so no scrollIntoView either.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, active]);

  const openAt = (index: number) => {
    setIsOpen(true);
    setActive(clamp(index));
  };
  const choose = (index: number) => {
    setIsOpen(false);
    const option = options[index];
    if (option && option.iso !== value) onChange(option.iso);
  };

  /** Moves the highlight to the next country whose name begins with what was typed. */
  const typeAhead = (character: string) => {
    const now = Date.now();
    const text = now - typed.current.at < typeAheadMs ? typed.current.text + character : character;
    typed.current = { text, at: now };
    const from = isOpen ? active : selected;
    const found = typeAheadIndex(
      options.map((option) => option.title),
      text,
      from,
    );
    openAt(found >= 0 ? found : Math.max(from, 0));
  };
  const isTyping = () => Date.now() - typed.current.at < typeAheadMs && typed.current.text !== '';

  /** The key's action; false when the key is not the listbox's (its default then stays). */
  const act = (event: KeyboardEvent<HTMLDivElement>): void | false => {
    const { key } = event;
    if (key === 'ArrowDown') return isOpen ? setActive(clamp(active + 1)) : openAt(start);
    if (key === 'ArrowUp') return isOpen ? setActive(clamp(active - 1)) : openAt(start);
    if (key === 'Home') return openAt(0);
    if (key === 'End') return openAt(last);
    if (key === 'PageDown') return isOpen ? setActive(clamp(active + pageStep)) : false;
    if (key === 'PageUp') return isOpen ? setActive(clamp(active - pageStep)) : false;
    if (key === 'Enter') return isOpen ? choose(active) : openAt(start);
    if (key === ' ') {
      if (isOpen && isTyping()) return typeAhead(' ');
      return isOpen ? choose(active) : openAt(start);
    }
    if (key === 'Escape') return isOpen ? setIsOpen(false) : false;
    if (key === 'Tab') {
      setIsOpen(false);
      return false;
    }
    const isCharacter = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    return isCharacter ? typeAhead(key) : false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    if (act(event) !== false) event.preventDefault();
  };

  return { isOpen, setIsOpen, active, start, selected, openAt, choose, onKeyDown };
}
