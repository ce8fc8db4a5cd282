import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './EmoticonText.stories';

describe('EmoticonText stories', () => {
  testEveryStory(stories, {
    role: 'paragraph',
    checks: {
      Mixed: () => {
        expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Smile', 'Wine', 'Rose']);
        expect(screen.getByRole('paragraph')).toHaveTextContent('Hi Mei dinner on Friday?');
      },
      Chinese: () => expect(screen.getAllByRole('img', { name: 'Heart' })).toHaveLength(2),
      OnlyEmoticons: () => expect(screen.getAllByRole('img')).toHaveLength(3),
      UnknownCodes: () => {
        expect(screen.queryByRole('img')).toBeNull();
        expect(screen.getByRole('paragraph')).toHaveTextContent('See [appendix] and [smile');
      },
    },
  });
});
