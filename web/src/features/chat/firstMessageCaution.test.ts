import { cautionText } from './firstMessageCaution';
import { unsentReason } from './unsentReason';

describe('the warning under a first message (docs/safety.md, "Scam and spam signals")', () => {
  it('warns about money, links and contact details in the three languages', () => {
    expect(cautionText({ caution: 'payment' }, false, 'en')).toMatch(/never send money/);
    expect(cautionText({ caution: 'link' }, false, 'en')).toMatch(/links/);
    expect(cautionText({ caution: 'contact' }, false, 'en')).toMatch(/another app/);
    expect(cautionText({ caution: 'payment' }, false, 'zhcn')).toMatch(/汇款/);
    expect(cautionText({ caution: 'payment' }, false, 'zhtw')).toMatch(/匯款/);
    expect(cautionText({ caution: 'link' }, false, 'zhtw')).toMatch(/連結/);
  });

  it('says nothing under the member’s own message or an ordinary one', () => {
    expect(cautionText({ caution: 'payment' }, true, 'en')).toBeNull();
    expect(cautionText({ caution: '' }, false, 'en')).toBeNull();
    expect(cautionText({}, false, 'en')).toBeNull();
    expect(cautionText({ caution: 'anything' }, false, 'en')).toBeNull();
  });
});

describe('a first message past the hourly allowance', () => {
  it('says why in the three languages, as the unsent message’s reason', () => {
    const i18n = (language: string) => ({ language, t: (key: string) => key, exists: () => false }) as never;
    expect(unsentReason('error.first_message_limit', i18n('en'))).toMatch(/many new conversations/);
    expect(unsentReason('error.first_message_limit', i18n('zhcn'))).toMatch(/新对话/);
    expect(unsentReason('error.first_message_limit', i18n('zhtw'))).toMatch(/新對話/);
  });
});
