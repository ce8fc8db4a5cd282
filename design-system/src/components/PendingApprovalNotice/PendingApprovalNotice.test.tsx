import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PendingApprovalNotice.stories';
import { PendingApprovalNotice } from './PendingApprovalNotice';

describe('PendingApprovalNotice stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Default: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Your account is under review' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
      },
      AllVariants: () => {
        expect(screen.getAllByRole('heading', { level: 1, name: 'Your account is under review' })).toHaveLength(4);
        expect(screen.getAllByRole('link', { name: 'Sign out' })).toHaveLength(4);
      },
    },
  });
});

it('signs out from the link, in every language', async () => {
  const onSignOut = jest.fn((event) => event.preventDefault());
  const { rerender } = render(
    <KindredProvider locale="zhtw">
      <PendingApprovalNotice onSignOut={onSignOut} />
    </KindredProvider>,
  );
  expect(screen.getByRole('heading', { name: '你的帳號正在審核中' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '登出' }));
  expect(onSignOut).toHaveBeenCalled();
  rerender(
    <KindredProvider locale="zhcn">
      <PendingApprovalNotice onSignOut={onSignOut} />
    </KindredProvider>,
  );
  expect(screen.getByRole('heading', { name: '你的账号正在审核中' })).toBeInTheDocument();
});
