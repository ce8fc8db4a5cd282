import { z } from 'zod';
import { NotFoundError } from '@kindred/kit';
import { refuseBlockedPair } from '../policy/blocking';
import { authorsById } from '../cards';
import type { Photo__Output as Photo } from '@kindred/kit/generated/kindred/media/v1/Photo';
import { id, none, optionalText } from '../fields';
import { IMAGE_CALL, underField, uploadedImage } from '../images';
import { route, type RouteContext, type RouteGroup } from '../route';

const MEDIA_URL = /^(https?:\/\/[^/]+)?\/media\/(posts|backgrounds)\/\d+\/[0-9a-f-]{36}\.(jpg|png|gif)$/;

/**
 * A member's whole album as its owner sees it, newest first, each photo with media's `shown` (whether
 * others see it: the photo review decides): kept by the edge (memberFigures.ts) until media announces
 * a change of the album, else one media call.
 */
async function albumOf(ctx: RouteContext, userId: number): Promise<Photo[]> {
  const kept = ctx.memberFigures;
  const photos = kept.album(userId);
  if (photos) return photos;
  const ticket = kept.ticket();
  const answered = (await ctx.clients.media!.ListPhotos({ user_id: userId, viewer_id: userId })).photos;
  kept.keepAlbum(userId, answered, ticket);
  return answered;
}

/** The photos of a member's album others see. */
const shownPhotos = async (ctx: RouteContext, userId: number) => (await albumOf(ctx, userId)).filter((p) => p.shown);

/** An album as docs/product.md section 3 shows it: img, pid, create_time, username, avatar. */
async function album(ctx: RouteContext, userId: number, photos: Photo[], own = false) {
  // The owner's card as the edge keeps it for newsfeed authors (cards.ts): no call once seen.
  const owner = (await authorsById(ctx, [userId])).get(userId);
  if (!owner) throw new NotFoundError('user_not_found');
  return photos.map((p) => ({
    img: p.img,
    pid: p.pid,
    create_time: p.create_time,
    username: owner.username,
    avatar: owner.avatar,
    // The owner's own album says which photos others do not see yet.
    ...(own ? { review: p.review } : {}),
  }));
}

/** A new picture as a file in `img`, or the url of one of the member's uploads in `img`. */
const pictureInput = z.object({ img: optionalText(300).refine((v) => v === '' || MEDIA_URL.test(v), 'invalid') });

async function picture(ctx: RouteContext, img: string) {
  const content = await uploadedImage(ctx, 'img', !img);
  return { img: content ? '' : img, content: content ?? Buffer.alloc(0) };
}

export const mediaRoutes: RouteGroup = {
  service: 'media',
  routes: [
    route({
      path: '/member/index/uploads',
      summary: 'Upload a picture (gif, jpg, png; at most 10240 KB) for a post; data.url',
      access: 'member',
      authority: 'Upload_photo',
      input: none(),
      files: ['file'],
      async handle({ caller, ctx }) {
        const content = await uploadedImage(ctx, 'file', true);
        const uploaded = await ctx.clients.media!.Upload(
          { user_id: caller.user_id, kind: 'post', content },
          IMAGE_CALL,
        );
        return { url: uploaded.url, width: uploaded.width, height: uploaded.height };
      },
    }),
    route({
      path: '/member/index/uploadimg',
      summary:
        'Upload the cropped avatar (at least 300x300; stored as PNG): its owner sees it at once, others once staff approve it (data.review)',
      access: 'member',
      input: none(),
      files: ['img'],
      message: 'saved',
      async handle({ caller, ctx }) {
        const content = await uploadedImage(ctx, 'img', true);
        const uploaded = await underField(
          'img',
          ctx.clients.media!.UploadAvatar({ user_id: caller.user_id, content }, IMAGE_CALL),
        );
        return {
          url: uploaded.url,
          avatar: uploaded.url,
          width: uploaded.width,
          height: uploaded.height,
          review: uploaded.review,
        };
      },
    }),
    route({
      path: '/member/photo/my_photo',
      summary: 'My photos, newest first, each with its review state (pending ones only I see)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        return album(ctx, caller.user_id, await albumOf(ctx, caller.user_id), true);
      },
    }),
    route({
      path: '/member/photo/reviews',
      summary: 'My latest avatars and photos under review or decided: state and the reason of a rejection',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const { items } = await ctx.clients.media!.ListMemberPictureReviews({ user_id: caller.user_id });
        return items.map((r) => ({
          id: r.id,
          kind: r.kind,
          img: r.img,
          state: r.state,
          reason: r.reason,
          create_time: r.create_time,
          decide_time: r.decide_time,
        }));
      },
    }),
    route({
      path: '/member/photo/his_photo',
      summary: "A member's photos, newest first (refused for a blocked pair)",
      access: 'member',
      authority: 'View_photo',
      input: z.object({ userid: id() }),
      codes: { user_not_found: -1 },
      async handle({ input, caller, ctx }) {
        const [photos] = await Promise.all([
          shownPhotos(ctx, input.userid),
          refuseBlockedPair(ctx, caller.user_id, input.userid),
        ]);
        return album(ctx, input.userid, photos);
      },
    }),
    route({
      path: '/member/photo/released',
      summary:
        'Add a photo to my album: a file in img, or the url of an upload (after a post with a picture); others see it once approved',
      access: 'member',
      authority: 'Upload_photo',
      input: pictureInput,
      files: ['img'],
      message: 'saved',
      async handle({ input, caller, ctx }) {
        const { img, content } = await picture(ctx, input.img);
        const photo = await underField('img', ctx.clients.media!.AddPhoto({ user_id: caller.user_id, img, content }));
        // Media announces it to every edge; this one forgets at once, so the member's album shows it.
        ctx.memberFigures.forgetPictures([caller.user_id]);
        return { img: photo.img, pid: photo.pid, create_time: photo.create_time, review: photo.review };
      },
    }),
    route({
      path: '/member/photo/del_photo',
      summary: "Delete one of my photos (anyone else's: -403, nothing deleted)",
      access: 'member',
      input: z.object({ id: id() }),
      message: 'deleted',
      async handle({ input, caller, ctx }) {
        await ctx.clients.media!.DeletePhoto({ user_id: caller.user_id, id: input.id });
        ctx.memberFigures.forgetPictures([caller.user_id]);
        return null;
      },
    }),
    route({
      path: '/member/backphoto/released',
      summary: 'Add a profile background photo (at most 10): a file in img, or the url of an upload',
      access: 'member',
      authority: 'Upload_photo',
      input: pictureInput,
      files: ['img'],
      codes: { backphoto_limit: -1 },
      message: 'saved',
      async handle({ input, caller, ctx }) {
        const { img, content } = await picture(ctx, input.img);
        const photo = await underField(
          'img',
          ctx.clients.media!.AddBackPhoto({ user_id: caller.user_id, img, content }),
        );
        ctx.memberFigures.forgetPictures([caller.user_id]);
        return { id: photo.id, img: photo.img };
      },
    }),
    route({
      path: '/member/backphoto/deletephoto',
      summary: "Delete one of my background photos (anyone else's: -403, nothing deleted)",
      access: 'member',
      input: z.object({ id: id() }),
      message: 'deleted',
      async handle({ input, caller, ctx }) {
        await ctx.clients.media!.DeleteBackPhoto({ user_id: caller.user_id, id: input.id });
        ctx.memberFigures.forgetPictures([caller.user_id]);
        return null;
      },
    }),
  ],
};
