import { draftOf } from './conversationNotices';

describe('the translated draft as the notices show it', () => {
  it('shows the translation, the wait and an empty answer', () => {
    expect(draftOf({ status: 'done', source: 'hi', text: '你好' })).toEqual({ status: 'done', text: '你好' });
    expect(draftOf({ status: 'pending', source: 'hi' })).toEqual({ status: 'pending' });
    expect(draftOf({ status: 'empty', source: 'hi' })).toEqual({ status: 'empty' });
  });

  it('shows no line when nothing is typed, the balance is low or it failed (the notice or a toast says why)', () => {
    expect(draftOf({ status: 'idle' })).toEqual({ status: 'idle' });
    expect(draftOf({ status: 'lowCredits', source: 'hi' })).toEqual({ status: 'idle' });
    expect(draftOf({ status: 'failed', source: 'hi', msg: 'error.translate' })).toEqual({ status: 'idle' });
  });
});
