import { describe, expect, it } from 'vitest';
import {
  isServerMessage,
  Said,
  type ServerMessage,
  say,
  sentence,
  serverMessages,
} from './messages';

/** Values for every place a sentence may have, as the server fills them. */
const sample: Record<string, string> = {
  resource: 'order',
  resources: 'orders',
  from: 'pending',
  to: 'delivered',
  allowed: 'confirmed or cancelled',
  number: 'ORD-000042',
  orderStatus: 'shipped',
  packageStatus: 'delivered',
  count: '3',
  trackingNumber: 'PKG-AB12CD34EF',
};

const sayAny = say as (name: ServerMessage, values?: object) => Said;
const placesOf = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1] ?? '');

describe('server messages', () => {
  it('fills each place with its value', () => {
    expect(say('noSuch', { resource: 'package' }).text).toBe('No such package');
    expect(
      say('transitionFinal', { from: 'lost', resource: 'package', to: 'delivered' }).text,
    ).toBe('A lost package cannot become delivered: lost is final');
    expect(say('emailTaken').text).toBe('This email address is already in use');
    expect(String(say('emailTaken'))).toBe('This email address is already in use');
  });

  it('carries the key and the values of every sentence beside its text', () => {
    for (const name of Object.keys(serverMessages) as ServerMessage[]) {
      const values = Object.fromEntries(
        placesOf(serverMessages[name]).map((p) => [p, sample[p] ?? 'x']),
      );
      const said = sayAny(name, values);
      expect(said, name).toBeInstanceOf(Said);
      expect(said.key, name).toBe(name);
      expect(said.text, name).not.toMatch(/{\w+}/);
      expect(said.text, name).toBe(sentence(name, said.values));
      for (const place of placesOf(serverMessages[name]))
        expect(said.values[place], `${name}: ${place}`).toBe(values[place]);
    }
  });

  it('keeps apart sentences that begin alike, by key', () => {
    expect(say('orderLeft', { number: 'ORD-000001' })).toMatchObject({
      key: 'orderLeft',
      values: { number: 'ORD-000001' },
      text: 'Order ORD-000001 cannot be deleted: its packages have left the warehouse',
    });
    expect(say('customerHasOrdersDisable')).toMatchObject({
      key: 'customerHasOrdersDisable',
      text: 'This customer has orders; disable the account instead',
    });
    expect(
      say('transition', {
        from: 'shipped',
        resource: 'order',
        to: 'pending',
        allowed: 'delivered',
      }),
    ).toMatchObject({
      key: 'transition',
      values: { from: 'shipped', resource: 'order', to: 'pending', allowed: 'delivered' },
      text: 'A shipped order cannot become pending: it can move to delivered',
    });
  });

  it('fills a place named twice with the same value', () => {
    expect(say('transitionFinal', { from: 'lost', resource: 'package', to: 'delivered' })).toEqual(
      new Said(
        'transitionFinal',
        { from: 'lost', resource: 'package', to: 'delivered' },
        'A lost package cannot become delivered: lost is final',
      ),
    );
  });

  it('knows its keys and no other text', () => {
    expect(isServerMessage('noSuch')).toBe(true);
    expect(isServerMessage('validation.minChars')).toBe(true);
    expect(isServerMessage('At least 2 characters')).toBe(false);
    expect(isServerMessage('No such order, really')).toBe(false);
    expect(isServerMessage('')).toBe(false);
    expect(isServerMessage('toString')).toBe(false);
    expect(isServerMessage(7)).toBe(false);
  });

  it('leaves a place without a value as it is', () => {
    expect(sentence('noSuch')).toBe('No such {resource}');
  });
});
