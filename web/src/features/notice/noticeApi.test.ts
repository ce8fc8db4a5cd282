import { giverOf, listedNotice } from './noticeApi';

it('reads the giver from a gift notice as the commerce service writes it', () => {
  expect(giverOf('carol x1 Rose: for you')).toBe('carol');
  expect(giverOf('Mei Lin x12 Teddy bear')).toBe('Mei Lin');
  expect(giverOf('Your report has been handled')).toBe('');
});

it('lists gift and report notices only', () => {
  expect(['gift', 'report', 'system'].filter(listedNotice)).toEqual(['gift', 'report']);
});
