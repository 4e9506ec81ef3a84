import { describe, expect, it } from 'vitest';
import { toDraft, type FieldSpec } from './content-draft';

const fields: FieldSpec[] = [
  { name: 'description', label: 'Description', kind: 'localized' },
  { name: 'price', label: 'Price', kind: 'number' },
  { name: 'link', label: 'Link', kind: 'text', initial: 'https://' },
  { name: 'position', label: 'Position', kind: 'number', initial: '0' },
  { name: 'is_active', label: 'Active', kind: 'checkbox', initial: true },
  { name: 'is_default', label: 'Default', kind: 'checkbox' },
];

describe('toDraft', () => {
  it("starts a new row with each field's initial value, else empty", () => {
    expect(toDraft(fields)).toEqual({
      description: {},
      price: '',
      link: 'https://',
      position: '0',
      is_active: true,
      is_default: false,
    });
  });

  it("holds a row's values as the form edits them: numbers as text, texts as they are", () => {
    const row = {
      id: 7,
      description: { en: 'Ten points' },
      price: 9.99,
      link: '/x',
      position: 3,
      is_active: false,
      is_default: true,
      deposits: 2,
    };
    expect(toDraft(fields, row)).toEqual({
      description: { en: 'Ten points' },
      price: '9.99',
      link: '/x',
      position: '3',
      is_active: false,
      is_default: true,
    });
  });
});
