import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ProfileHeader.stories';

describe('ProfileHeader stories', () => {
  testEveryStory(stories, {
    role: 'heading',
    checks: {
      Member: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Mei Lin' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '128 likes' })).toHaveAttribute('aria-pressed', 'false');
        expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/w/home/photo/100');
        expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
      },
      MemberVerified: () => expect(screen.getByRole('img', { name: 'Verified' })).toHaveTextContent('Verified'),
      MemberLiked: () =>
        expect(screen.getByRole('button', { name: '42 likes' })).toHaveAttribute('aria-pressed', 'true'),
      Own: () => {
        expect(screen.getByText('Gold VIP until 2025-12-31')).toBeInTheDocument();
        expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['24', '$800.00']);
        expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
      },
      NoPicture: () => {
        expect(screen.getByRole('img', { name: 'Daniel W., Offline' })).toHaveTextContent('DW');
        expect(screen.getByText('No signature yet')).toBeInTheDocument();
      },
      AllVariants: () => {
        expect(screen.getAllByRole('region', { name: /^Mei Lin|^Jason|^Yuki|^Daniel/ })).toHaveLength(5);
        expect(screen.getAllByRole('button', { name: 'Send message' })).toHaveLength(3);
      },
      OwnFree: () => {
        expect(screen.getByText('Free member')).toBeInTheDocument();
        expect(screen.getByText('No signature yet')).toBeInTheDocument();
      },
    },
  });
});
