import { playSound, soundElement, toneWav } from './sounds';

it('makes a valid PCM WAV of the requested length', () => {
  const url = toneWav([440], 100, 8000);
  expect(url.startsWith('data:audio/wav;base64,')).toBe(true);
  const bytes = Buffer.from(url.split(',')[1], 'base64');
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString()).toBe('WAVE');
  expect(bytes.readUInt32LE(24)).toBe(8000);
  expect(bytes.readUInt32LE(40)).toBe(800 * 2);
  expect(bytes.length).toBe(44 + 1600);
  const samples = Array.from({ length: 800 }, (_, i) => bytes.readInt16LE(44 + i * 2));
  expect(Math.max(...samples)).toBeGreaterThan(1000);
});

it('plays the receive and send sounds from small audio elements', () => {
  const play = jest.spyOn(window.HTMLMediaElement.prototype, 'play');
  playSound('receive');
  playSound('send');
  expect(play).toHaveBeenCalledTimes(2);
  expect(soundElement('receive').src).toMatch(/^data:audio\/wav/);
  expect(soundElement('receive')).toBe(soundElement('receive'));
  expect(soundElement('send')).not.toBe(soundElement('receive'));
});
