import { render, screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './Typography.stories';
import { Heading, Text, TextLink } from './Typography';

describe('Typography stories', () => {
  testEveryStory(stories, {
    role: 'heading',
    checks: {
      ScreenTitle: () =>
        expect(screen.getByRole('heading', { level: 1, name: 'Your account is under review' })).toBeInTheDocument(),
      Section: () => {
        expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '#upgrade');
      },
    },
  });
});

describe('Typography', () => {
  it('renders the heading level asked for and keeps the link underline for hover and focus', () => {
    render(
      <KindredProvider theme="desktop" locale="en">
        <Heading level={3}>Section</Heading>
        <Text>
          Read <TextLink href="/w/home/upgrade">more</TextLink>
        </Text>
      </KindredProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'more' });
    expect(getComputedStyle(link).textDecoration).toBe('none');
    expect(link.closest('p')).not.toBeNull();
  });
});
