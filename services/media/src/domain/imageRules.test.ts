import {
  isLargeEnoughAvatar,
  isObjectKey,
  isSelfieKey,
  isWithinSize,
  keyOfUrl,
  MAX_IMAGE_BYTES,
  sniffFormat,
} from './imageRules';

describe('image rules', () => {
  it('tells gif, jpg and png by their first bytes only', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFormat(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffFormat(Buffer.from('GIF87a'))).toBe('gif');
    expect(sniffFormat(Buffer.from('RIFF....WEBP'))).toBeNull();
    expect(sniffFormat(Buffer.from('<svg'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it('allows 10240 KB and not a byte more; avatars need 300 on both sides', () => {
    expect(isWithinSize(MAX_IMAGE_BYTES)).toBe(true);
    expect(isWithinSize(MAX_IMAGE_BYTES + 1)).toBe(false);
    expect(isWithinSize(0)).toBe(false);
    expect(isLargeEnoughAvatar(300, 300)).toBe(true);
    expect(isLargeEnoughAvatar(299, 800)).toBe(false);
    expect(isLargeEnoughAvatar(800, 299)).toBe(false);
  });

  it('knows only the keys media writes, and the key of a media url', () => {
    const key = 'posts/12/0f0e0d0c-0b0a-4908-8706-050403020100.jpg';
    expect(isObjectKey(key)).toBe(true);
    expect(isObjectKey('gifts/3.png')).toBe(true);
    expect(isObjectKey('posts/12/')).toBe(false);
    expect(isObjectKey('posts/12/../../x.jpg')).toBe(false);
    expect(isObjectKey('posts/0/0f0e0d0c-0b0a-4908-8706-050403020100.jpg')).toBe(false);
    expect(isObjectKey('other/12/0f0e0d0c-0b0a-4908-8706-050403020100.jpg')).toBe(false);
    expect(keyOfUrl(`/media/${key}`)).toBe(key);
    expect(keyOfUrl(`https://kindred.example/media/${key}`)).toBe(key);
    expect(keyOfUrl(`/elsewhere/${key}`)).toBeNull();
    expect(keyOfUrl('/media/posts/12/x.jpg')).toBeNull();
  });

  it('keeps verification selfies apart: never a key /media serves, only one the selfie calls take', () => {
    const selfie = 'selfies/12/0f0e0d0c-0b0a-4908-8706-050403020100.jpg';
    expect(isSelfieKey(selfie)).toBe(true);
    expect(isObjectKey(selfie)).toBe(false);
    expect(keyOfUrl(`/media/${selfie}`)).toBeNull();
    expect(isSelfieKey('posts/12/0f0e0d0c-0b0a-4908-8706-050403020100.jpg')).toBe(false);
    expect(isSelfieKey('selfies/12/../13/0f0e0d0c-0b0a-4908-8706-050403020100.jpg')).toBe(false);
    expect(isSelfieKey('selfies/0/0f0e0d0c-0b0a-4908-8706-050403020100.jpg')).toBe(false);
  });
});
