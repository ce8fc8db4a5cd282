/** The photo review's notes on the member's own avatar or photos: waiting, or rejected with staff's reason. */
import { Notice } from '../../app/ui';
import { useReviewNotes, type PictureReview } from '../../features/photo/pictureReviews';

export function ReviewNotes({ kind, reload }: { kind: PictureReview['kind']; reload?: unknown }) {
  const { notes, t } = useReviewNotes(kind, reload);
  return (
    <>
      {notes.map((note, i) => (
        <Notice key={`${note.key}-${i}`} tone={note.tone} role="status">
          {t(note.key, note.values)}
        </Notice>
      ))}
    </>
  );
}
