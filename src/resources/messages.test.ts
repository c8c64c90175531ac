import { describe, expect, it } from 'vitest';
import { recognise, type ServerMessage, say, serverMessages } from './messages';

/** Values for every place a sentence may have, as the server fills them. */
const sample: Record<string, string> = {
  resource: 'order',
  from: 'pending',
  to: 'delivered',
  allowed: 'confirmed or cancelled',
  number: 'ORD-000042',
  orderStatus: 'shipped',
  packageStatus: 'delivered',
  count: '3',
  trackingNumber: 'PKG-AB12CD34EF',
};

describe('server messages', () => {
  it('fills each place with its value', () => {
    expect(say('noSuch', { resource: 'package' })).toBe('No such package');
    expect(say('transitionFinal', { from: 'lost', resource: 'package', to: 'delivered' })).toBe(
      'A lost package cannot become delivered: lost is final',
    );
    expect(say('emailTaken')).toBe('This email address is already in use');
  });

  it('reads back the name and values of every sentence, and of no other', () => {
    for (const name of Object.keys(serverMessages) as ServerMessage[]) {
      const text = (say as (name: ServerMessage, values: object) => string)(name, sample);
      expect(text, name).not.toMatch(/{\w+}/);
      const recognised = recognise(text);
      expect(recognised?.name, text).toBe(name);
      for (const [place, value] of Object.entries(recognised?.values ?? {}))
        expect(value, `${name}: ${place}`).toBe(sample[place]);
    }
  });

  it('tells apart sentences that begin alike', () => {
    expect(
      recognise('Order ORD-000001 cannot be deleted: its packages have left the warehouse'),
    ).toEqual({
      name: 'orderLeft',
      values: { number: 'ORD-000001' },
    });
    expect(recognise('This customer has orders; disable the account instead')?.name).toBe(
      'customerHasOrdersDisable',
    );
    expect(recognise('A shipped order cannot become pending: it can move to delivered')).toEqual({
      name: 'transition',
      values: { from: 'shipped', resource: 'order', to: 'pending', allowed: 'delivered' },
    });
  });

  it('reads a place named twice only when both hold the same value', () => {
    expect(recognise('A lost package cannot become delivered: lost is final')?.name).toBe(
      'transitionFinal',
    );
    expect(recognise('A lost package cannot become delivered: returned is final')).toBeUndefined();
  });

  it('leaves other text unrecognised', () => {
    expect(recognise('At least 2 characters')).toBeUndefined();
    expect(recognise('No such order, really')).toBeUndefined();
    expect(recognise('')).toBeUndefined();
  });
});
