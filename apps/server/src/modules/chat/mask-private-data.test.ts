import { describe, expect, it } from 'vitest';
import { maskPrivateData } from './mask-private-data';

describe('maskPrivateData (house rules "No names", "No ads")', () => {
  it.each([
    ['mail me at jane.doe+chat@example.co.uk please', 'mail me at *** please'],
    ['visit https://spam.example.com/offer?id=1 now', 'visit *** now'],
    ['or www.shop.test', 'or ***'],
    ['join t.me/secretgroup', 'join ***'],
    ['go to example.com', 'go to ***'],
    ['my insta @real_name_99', 'my insta ***'],
    ['call +49 151 23456789', 'call ***'],
    ['call (030) 1234-5678', 'call (***'],
    ['ring 0044 20 7946 0958 today', 'ring *** today'],
  ])('masks %j', (input, expected) => {
    expect(maskPrivateData(input)).toBe(expected);
  });

  it.each([
    'See you at 10:30 on 21.11.2025',
    'meet at 10:30 on 2024-05-01',
    'from 2024-05-01 to 2024-06-01',
    'the call is at 2024-05-01 10:30',
    'due 12/31/2024',
    'I waited 45 minutes, it is 2024 after all',
    'The end.It was over',
    'Price: 1 500 euros',
    'e.g. this, i.e. that',
    'I love you @ home',
  ])('leaves ordinary text alone: %j', (input) => {
    expect(maskPrivateData(input)).toBe(input);
  });
});
