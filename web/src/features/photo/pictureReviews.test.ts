import { reviewNotes, type PictureReview } from './pictureReviews';
import { reviewEn, reviewZhcn, reviewZhtw } from './reviewTexts';

const review = (
  id: number,
  kind: PictureReview['kind'],
  state: PictureReview['state'],
  reason = '',
): PictureReview => ({
  id,
  kind,
  img: state === 'rejected' ? '' : `/media/x/${id}.png`,
  state,
  reason,
  create_time: id,
  decide_time: state === 'pending' ? 0 : id + 1,
});

it("notes the avatar's newest review only: waiting, or rejected with its reason", () => {
  expect(reviewNotes([review(3, 'avatar', 'pending'), review(2, 'avatar', 'rejected', 'blurry')], 'avatar')).toEqual([
    { key: 'photoReview.avatarPending', values: {}, tone: 'info' },
  ]);
  expect(reviewNotes([review(3, 'avatar', 'rejected', 'blurry'), review(2, 'avatar', 'approved')], 'avatar')).toEqual([
    { key: 'photoReview.avatarRejected', values: { reason: 'blurry' }, tone: 'warning' },
  ]);
  expect(reviewNotes([review(3, 'avatar', 'approved'), review(2, 'avatar', 'rejected', 'blurry')], 'avatar')).toEqual(
    [],
  );
});

it('counts the photos waiting and lists each rejected one, leaving the avatar out', () => {
  const reviews = [
    review(6, 'photo', 'pending'),
    review(5, 'avatar', 'rejected', 'not you'),
    review(4, 'photo', 'rejected', 'someone else'),
    review(3, 'photo', 'pending'),
    review(2, 'photo', 'approved'),
  ];
  expect(reviewNotes(reviews, 'photo')).toEqual([
    { key: 'photoReview.photosPending', values: { count: 2 }, tone: 'info' },
    { key: 'photoReview.photoRejected', values: { reason: 'someone else' }, tone: 'warning' },
  ]);
  expect(reviewNotes([review(2, 'photo', 'approved')], 'photo')).toEqual([]);
});

it('has every note in the three languages with the same placeholders', () => {
  const placeholders = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.match(/\{\{\w+\}\}/g) ?? []]));
  expect(placeholders(reviewZhcn.photoReview)).toEqual(placeholders(reviewEn.photoReview));
  expect(placeholders(reviewZhtw.photoReview)).toEqual(placeholders(reviewEn.photoReview));
  expect(reviewZhcn.photoReview.avatarRejected).not.toBe(reviewZhtw.photoReview.avatarRejected);
});
