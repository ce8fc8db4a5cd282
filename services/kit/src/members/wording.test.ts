import { checkWording, normalizeWording, WORD_LISTS, WordingCheck } from './wording';

describe('the wording check (docs/safety.md)', () => {
  describe('English', () => {
    it('flags a listed word or phrase, whatever its case or width', () => {
      expect(checkWording('you are a bitch')).toEqual({ flagged: true, languages: ['en'] });
      expect(checkWording('Kill   Yourself').flagged).toBe(true);
      expect(checkWording('ＢＩＴＣＨ!').flagged).toBe(true);
      expect(checkWording('b\u200bitch').flagged).toBe(true);
    });

    it('matches whole words only: a listed word inside a longer innocent one is not flagged', () => {
      expect(checkWording('I grew up in Scunthorpe')).toEqual({ flagged: false, languages: [] });
      expect(checkWording('skys are blue over Kyshtym').flagged).toBe(false);
      expect(checkWording('a retardant coating').flagged).toBe(false);
      expect(checkWording('shall we meet for coffee?').flagged).toBe(false);
    });
  });

  describe('simplified Chinese (zh-Hans)', () => {
    it('flags a listed word anywhere in the text (no word boundaries in Chinese)', () => {
      expect(checkWording('你这个贱人')).toEqual({ flagged: true, languages: ['zh-Hans'] });
      expect(checkWording('你去死吧')).toEqual({ flagged: true, languages: ['zh-Hans'] });
    });

    it('leaves innocent words that contain a listed one (the allow list)', () => {
      expect(checkWording('过去死亡率下降了很多').flagged).toBe(false);
      expect(checkWording('周末一起去爬山吗？').flagged).toBe(false);
    });

    it('catches a traditional-form message with a simplified-form entry', () => {
      // 賤 is the traditional form of the list's 贱.
      expect(checkWording('你這個賤人')).toEqual({ flagged: true, languages: ['zh-Hans'] });
      expect(checkWording('狗孃養的').flagged).toBe(true);
    });
  });

  describe('traditional Chinese (zh-Hant)', () => {
    it('flags a listed word, and its simplified form', () => {
      expect(checkWording('幹你娘')).toEqual({ flagged: true, languages: ['zh-Hant'] });
      expect(checkWording('干你娘').flagged).toBe(true);
      expect(checkWording('你是白痴嗎').flagged).toBe(true);
    });

    it('leaves the allowed innocent words', () => {
      expect(checkWording('智障者福利法修正了').flagged).toBe(false);
      expect(checkWording('收垃圾人員明天會來').flagged).toBe(false);
      expect(checkWording('你真是智障').flagged).toBe(true);
    });
  });

  it('normalizes a message and a list entry to the same form', () => {
    expect(normalizeWording('ＨＥＬＬＯ  World')).toBe('hello world');
    expect(normalizeWording('賤貨')).toBe(normalizeWording('贱货'));
  });

  it('reads its lists from the data files, one per language, each entry checked by its own list', () => {
    expect(WORD_LISTS.map((l) => l.language)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    for (const list of WORD_LISTS) {
      const check = new WordingCheck([list]);
      for (const word of list.words) expect(check.check(`>> ${word} <<`).flagged).toBe(true);
      for (const innocent of list.allow) expect(new WordingCheck(WORD_LISTS).check(innocent).flagged).toBe(false);
      // Chinese entries are matched as substrings: a single character would flag countless innocent words.
      for (const word of list.words) expect([...word].length).toBeGreaterThan(1);
    }
  });

  it('checks an empty text as not flagged', () => {
    expect(checkWording('')).toEqual({ flagged: false, languages: [] });
  });
});
