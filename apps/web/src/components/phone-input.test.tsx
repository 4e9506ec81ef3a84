// @vitest-environment jsdom
import type { TPhoneData } from '@parlor/contracts';
import { auth } from '@parlor/contracts/i18n/en/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEnglishTexts, i18n } from '../lib/i18n';
import { appConfigQuery, countriesQuery } from '../lib/site-data';
import { PhoneInput } from './phone-input';

/**
 * The phone field key by key, as the accessibility audit pressed it: the country list is a
 * select-only combobox that changes nothing until a country is chosen, and the number input
 * is never rebuilt nor the focus moved on its own.
 */

const countries = [
  { id: 2, iso: 'GA', title: 'Gabon' },
  { id: 3, iso: 'GM', title: 'Gambia' },
  { id: 1, iso: 'DE', title: 'Germany' },
  { id: 4, iso: 'GB', title: 'United Kingdom' },
  { id: 5, iso: 'US', title: 'United States' },
  { id: 6, iso: 'UY', title: 'Uruguay' },
];

addEnglishTexts({ auth });

let changes: (TPhoneData | null)[];

function Form({ initial = null }: { initial?: TPhoneData | null }) {
  const [value, setValue] = useState<TPhoneData | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="email">Email</label>
      <input id="email" />
      <PhoneInput
        label="Phone"
        value={value}
        onChange={(data) => {
          changes.push(data);
          setValue(data);
        }}
      />
      <label htmlFor="password">Password</label>
      <input id="password" type="password" />
    </form>
  );
}

function renderForm(initial?: TPhoneData | null) {
  const client = new QueryClient();
  client.setQueryData(countriesQuery(null).queryKey, countries);
  client.setQueryData(appConfigQuery.queryKey, { country: 'US', ws_path: '/api/ws' });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Form initial={initial} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return {
    combobox: screen.getByRole('combobox', { name: 'Phone country code' }),
    phone: screen.getByLabelText<HTMLInputElement>('Phone'),
  };
}

const press = (element: HTMLElement, key: string) => fireEvent.keyDown(element, { key });
const highlighted = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
/** The country the combobox shows as chosen (what a screen reader reads as its value). */
const chosen = (combobox: HTMLElement) => combobox.textContent;

beforeEach(() => {
  changes = [];
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the country combobox', () => {
  it('typing "G" highlights Gabon in the opened list and chooses nothing', () => {
    const { combobox } = renderForm();
    combobox.focus();
    press(combobox, 'g');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(highlighted(combobox)).toBe('Gabon (+241)');
    expect(chosen(combobox)).toContain('United States');
    expect(document.activeElement).toBe(combobox);
  });

  it('typing "G" again steps to the next G country; typing "ger" finds Germany', () => {
    const { combobox } = renderForm();
    combobox.focus();
    press(combobox, 'g');
    press(combobox, 'g');
    expect(highlighted(combobox)).toBe('Gambia (+220)');
    vi.setSystemTime(Date.now() + 1000);
    press(combobox, 'g');
    press(combobox, 'e');
    press(combobox, 'r');
    expect(highlighted(combobox)).toBe('Germany (+49)');
    expect(chosen(combobox)).toContain('United States');
  });

  it('ArrowDown opens the list on the chosen country and moves only the highlight', () => {
    const { combobox } = renderForm();
    combobox.focus();
    press(combobox, 'ArrowDown');
    expect(highlighted(combobox)).toBe('United States (+1)');
    press(combobox, 'ArrowDown');
    expect(highlighted(combobox)).toBe('Uruguay (+598)');
    expect(chosen(combobox)).toContain('United States');
    expect(changes).toEqual([]);
  });

  it('Escape closes the list without changing the country', () => {
    const { combobox } = renderForm();
    combobox.focus();
    press(combobox, 'ArrowDown');
    press(combobox, 'ArrowDown');
    press(combobox, 'Escape');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chosen(combobox)).toContain('United States');
    expect(document.activeElement).toBe(combobox);
  });

  it('Enter chooses the highlighted country and keeps the focus on the combobox', () => {
    const { combobox, phone } = renderForm();
    combobox.focus();
    press(combobox, 'g');
    press(combobox, 'Enter');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(chosen(combobox)).toContain('Gabon');
    expect(document.activeElement).toBe(combobox);
    expect(phone.placeholder).toBe('+241');
  });

  it('Tab closes the list without choosing', () => {
    const { combobox } = renderForm();
    combobox.focus();
    press(combobox, 'u');
    press(combobox, 'Tab');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(chosen(combobox)).toContain('United States');
  });

  it('choosing another country moves a typed number there, leaving the focus put', () => {
    const { combobox, phone } = renderForm({
      phone: '+4915123456789',
      phoneCountryCode: 'DE',
      nationalNumber: '15123456789',
      isValid: true,
    });
    expect(phone.value).toBe('+49 1512 3456789');
    combobox.focus();
    press(combobox, 'u');
    press(combobox, 'n');
    press(combobox, 'Enter');
    expect(chosen(combobox)).toContain('United Kingdom');
    expect(document.activeElement).toBe(combobox);
    expect(changes.at(-1)?.phone).toBe('+4415123456789');
  });
});

describe('the number input', () => {
  it('is the same element after it is left with only the calling code, which is dropped', () => {
    const { phone } = renderForm();
    act(() => phone.focus());
    expect(phone.value).toBe('+1');
    const password = screen.getByLabelText('Password');
    act(() => password.focus());
    expect(screen.getByLabelText('Phone')).toBe(phone);
    expect(phone.value).toBe('');
    expect(document.activeElement).toBe(password);
  });

  it('keeps its element and the focus while a number is typed and cleared', () => {
    const { phone } = renderForm();
    act(() => phone.focus());
    fireEvent.input(phone, { target: { value: '+12015550123' } });
    expect(changes.at(-1)).toMatchObject({ phone: '+12015550123', phoneCountryCode: 'US' });
    fireEvent.input(phone, { target: { value: '' } });
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByLabelText('Phone')).toBe(phone);
    expect(document.activeElement).toBe(phone);
  });
});
