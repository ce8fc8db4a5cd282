import { InputError, RefusedError } from '@kindred/kit';
import { checkGiftSend, giftNoticeContent, giftTotal } from './gifting';
import { applyDelta } from './wallet';

describe('gift sends', () => {
  it('accepts a quantity of 1 to 99 and a message of at most 50 characters', () => {
    expect(checkGiftSend({ giverId: 1, recipientId: 2, number: 3, message: ' hi ' })).toEqual({
      number: 3,
      message: 'hi',
    });
    expect(checkGiftSend({ giverId: 1, recipientId: 2, number: 1, message: '禮'.repeat(50) }).message).toHaveLength(50);
    expect(() => checkGiftSend({ giverId: 1, recipientId: 2, number: 0, message: '' })).toThrow(InputError);
    expect(() => checkGiftSend({ giverId: 1, recipientId: 2, number: 100, message: '' })).toThrow(InputError);
    expect(() => checkGiftSend({ giverId: 1, recipientId: 2, number: 1, message: 'x'.repeat(51) })).toThrow(InputError);
  });

  it('refuses a gift to oneself', () => {
    expect(() => checkGiftSend({ giverId: 5, recipientId: 5, number: 1, message: '' })).toThrow(RefusedError);
  });

  it('costs price times quantity and tells the recipient who sent what', () => {
    expect(giftTotal(250, 4)).toBe(1000);
    expect(giftNoticeContent('amy', 2, 'Rose', 'hello')).toBe('amy x2 Rose: hello');
    expect(giftNoticeContent('amy', 1, 'Rose', '')).toBe('amy x1 Rose');
  });
});

describe('balance', () => {
  it('never goes below zero', () => {
    expect(applyDelta(1000, -1000)).toBe(0);
    expect(applyDelta(0, 500)).toBe(500);
    expect(() => applyDelta(999, -1000)).toThrow(RefusedError);
    expect(() => applyDelta(100, 0)).toThrow(InputError);
  });
});
