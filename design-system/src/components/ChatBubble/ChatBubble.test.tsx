import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatBubble.stories';

describe('ChatBubble stories', () => {
  testEveryStory(stories, {
    role: 'log',
    checks: {
      Theirs: () => {
        expect(screen.getByRole('log')).toHaveTextContent('Mei Lin: Hi! Loved your hiking photos');
        expect(screen.getByRole('img', { name: 'Smile' })).toBeInTheDocument();
      },
      Mine: () => {
        expect(screen.getByRole('log')).toHaveTextContent('You: Thanks!');
        expect(screen.queryByRole('img', { name: 'Mei Lin' })).toBeNull();
      },
      Emoticons: () => expect(screen.getAllByRole('img', { name: 'Laugh' })).toHaveLength(2),
      Image: () => expect(screen.getByRole('img', { name: 'Picture from Mei Lin' })).toBeInTheDocument(),
      LongChinese: () => expect(screen.getByRole('time')).toHaveTextContent('Jun 14'),
    },
  });
});
