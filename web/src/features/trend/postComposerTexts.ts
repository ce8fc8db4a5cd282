/**
 * The texts of the design system's PostComposer: they ship with the post screens, not with the
 * first screen (the /m/login and /w/login bundle budgets).
 */
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale, type Locale, type PostComposerTexts } from '../../app/ui';

const TEXTS: Record<Locale, PostComposerTexts> = {
  en: {
    label: 'What is on your mind?',
    addPicture: 'Add a picture',
    changePicture: 'Change the picture',
    removePicture: 'Remove the picture',
    pictureFile: 'Picture for the post',
    preview: 'Picture of the post',
    emoticons: 'Emoticons',
    post: 'Post',
  },
  zhcn: {
    label: '想说点什么？',
    addPicture: '添加图片',
    changePicture: '更换图片',
    removePicture: '移除图片',
    pictureFile: '动态的图片',
    preview: '动态图片',
    emoticons: '表情',
    post: '发布',
  },
  zhtw: {
    label: '想說點什麼？',
    addPicture: '新增圖片',
    changePicture: '更換圖片',
    removePicture: '移除圖片',
    pictureFile: '動態的圖片',
    preview: '動態圖片',
    emoticons: '表情',
    post: '發佈',
  },
};

/** The composer's texts in the screen's language. */
export function usePostComposerTexts(): PostComposerTexts {
  const { i18n } = useTranslation();
  return TEXTS[resolveLocale(i18n.language)];
}
