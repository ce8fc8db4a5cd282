/**
 * Chat sounds (docs/product.md section 4): a receive and a send chime, made at runtime as tiny WAV files so that
 * nothing has to be downloaded. Browsers may refuse to play before the first user gesture: ignored.
 */

/** A mono 16-bit PCM WAV of a short tone with a soft attack and decay, as a data: URL. */
export function toneWav(frequencies: number[], durationMs: number, sampleRate = 8000): string {
  const samples = Math.round((sampleRate * durationMs) / 1000);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  const part = Math.ceil(samples / frequencies.length);
  for (let i = 0; i < samples; i += 1) {
    const frequency = frequencies[Math.min(frequencies.length - 1, Math.floor(i / part))];
    const t = i / sampleRate;
    const envelope = Math.min(1, i / (sampleRate * 0.01)) * Math.exp((-4 * (i % part)) / part);
    view.setInt16(44 + i * 2, Math.round(Math.sin(2 * Math.PI * frequency * t) * envelope * 0.4 * 32767), true);
  }
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

export type SoundName = 'receive' | 'send';

const tones: Record<SoundName, () => string> = {
  receive: () => toneWav([880, 1320], 220),
  send: () => toneWav([660], 120),
};

const players = new Map<SoundName, HTMLAudioElement>();

/** The small audio element of a sound, created on first use. */
export function soundElement(name: SoundName): HTMLAudioElement {
  let audio = players.get(name);
  if (!audio) {
    audio = new Audio(tones[name]());
    audio.preload = 'auto';
    players.set(name, audio);
  }
  return audio;
}

export function playSound(name: SoundName): void {
  const audio = soundElement(name);
  audio.currentTime = 0;
  const played = audio.play();
  if (played && typeof played.catch === 'function') played.catch(() => undefined);
}
