import {
  cautionOf,
  firstMessageFingerprint,
  firstMessagePatterns,
  PATTERN_TABLES,
  type FirstMessagePattern,
} from './firstMessagePatterns';

const cases: Array<[string, string, FirstMessagePattern[]]> = [
  // English
  ['en', 'Hi! How was your weekend?', []],
  ['en', 'Look at my photos on https://pics.example.org/me', ['link']],
  ['en', 'see www.lovely-dates.net for more', ['link']],
  ['en', 'my page: sweetheart.xyz', ['link']],
  ['en', 'sweetheart dot com', ['link']],
  ['en', 'Nice to meet you.Me too', []],
  ['en', 'call me at +1 (415) 555-0123', ['phone']],
  ['en', 'my number is 0912345678', ['phone']],
  ['en', 'we met on 2026-11-29 at 18:00', []],
  ['en', 'I was born in 1990 and have 2 cats', []],
  ['en', 'add me on WhatsApp', ['messenger']],
  ['en', 'my telegram is sunny_77', ['messenger']],
  ['en', 'LINE ID: sunny77', ['messenger']],
  ['en', 'I walked the line today', []],
  ['en', 'can you buy me a Gift Card?', ['payment']],
  ['en', 'I trade BTC and USDT, let me teach you', ['payment']],
  ['en', 'send it by Western Union', ['payment']],
  ['en', 'Ｗｈａｔｓａｐｐ ｍｅ', ['messenger']],
  ['en', 'join me on telegram, visit t.me/sunny and send bitcoin', ['link', 'messenger', 'payment']],
  // 简体中文
  ['zh-Hans', '你好，很高兴认识你', []],
  ['zh-Hans', '加我微信聊吧', ['messenger']],
  ['zh-Hans', '我的电话是 138-1234-5678', ['phone']],
  ['zh-Hans', '可以帮我汇款吗', ['payment']],
  ['zh-Hans', '我教你投资比特币', ['payment']],
  ['zh-Hans', '先转账给我', ['payment']],
  ['zh-Hans', '买一张礼品卡', ['payment']],
  // 繁體中文 (Taiwan usage)
  ['zh-Hant', '妳好，週末愉快嗎？', []],
  ['zh-Hant', '加賴聊', ['messenger']],
  ['zh-Hant', '我們用微信聯絡', ['messenger']],
  ['zh-Hant', '可以幫我匯款嗎', ['payment']],
  ['zh-Hant', '先轉帳給我', ['payment']],
  ['zh-Hant', '一起投資比特幣', ['payment']],
  ['zh-Hant', '送我禮品卡', ['payment']],
  ['zh-Hant', '我的手機 0912-345-678', ['phone']],
];

describe('first-message patterns (docs/safety.md, "Scam and spam signals")', () => {
  it.each(cases)('%s: %s', (_language, text, expected) => {
    expect(firstMessagePatterns(text)).toEqual(expected);
  });

  it('matches every entry of the tables, and Chinese ones in their traditional form too', () => {
    expect(firstMessagePatterns('匯錢')).toEqual(['payment']);
    for (const kind of ['messenger', 'payment'] as const)
      for (const word of PATTERN_TABLES[kind].words) expect(firstMessagePatterns(` ${word} `)).toContain(kind);
  });

  it('warns about money first, then a link, then contact details', () => {
    expect(cautionOf(['link', 'payment'])).toBe('payment');
    expect(cautionOf(['link', 'phone'])).toBe('link');
    expect(cautionOf(['messenger'])).toBe('contact');
    expect(cautionOf(['phone'])).toBe('contact');
    expect(cautionOf([])).toBeNull();
  });
});

describe('the fingerprint of a first message', () => {
  it('is 16 hex characters, the same for near-identical texts', () => {
    const one = firstMessageFingerprint('Hello Anna! I saw your profile and would love to know you :)');
    expect(one).toMatch(/^[0-9a-f]{16}$/);
    expect(firstMessageFingerprint('hello anna, I saw your profile and would love to know you 😊 2')).toBe(one);
    expect(firstMessageFingerprint('Ｈｅｌｌｏ  Anna I saw your profile and would love to know you')).toBe(one);
    expect(firstMessageFingerprint('Hello Bella! I saw your profile and would love to know you')).not.toBe(one);
  });

  it('folds simplified and traditional forms', () => {
    const simplified = firstMessageFingerprint('你好，我在这里认识你很开心，我们可以聊天吗？');
    expect(simplified).toMatch(/^[0-9a-f]{16}$/);
    expect(firstMessageFingerprint('你好！我在這裡認識你很開心，我們可以聊天嗎')).toBe(simplified);
  });

  it('has none for a greeting too short to be a template', () => {
    expect(firstMessageFingerprint('hi')).toBeNull();
    expect(firstMessageFingerprint('Hello there!')).toBeNull();
    expect(firstMessageFingerprint('你好')).toBeNull();
    expect(firstMessageFingerprint('👋👋👋 123')).toBeNull();
  });
});
