import { readChangedBackPhotos, readChangedFollows } from './memberFigureChanges';

describe('member figure announcements', () => {
  it('reads follow pairs and member ids, ignoring anything else on the channel', () => {
    expect(readChangedFollows('[[3,4],[5,6]]')).toEqual([
      [3, 4],
      [5, 6],
    ]);
    expect(readChangedFollows('[[3],[0,4],[1.5,2],["3",4],[7,8,9],[7,8]]')).toEqual([[7, 8]]);
    expect(readChangedFollows('{"a":1}')).toEqual([]);
    expect(readChangedFollows('not json')).toEqual([]);
    expect(readChangedBackPhotos('[12,-1,0,"7",3.5,13]')).toEqual([12, 13]);
    expect(readChangedBackPhotos('12')).toEqual([]);
    expect(readChangedBackPhotos('{')).toEqual([]);
  });
});
