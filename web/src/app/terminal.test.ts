import { detectTerminal } from './terminal';

it('sends phones and narrow windows to /m and desktops to /w', () => {
  expect(detectTerminal('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 1024)).toBe('m');
  expect(detectTerminal('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 1200)).toBe('m');
  expect(detectTerminal('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', 390)).toBe('m');
  expect(detectTerminal('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', 1280)).toBe('w');
});
