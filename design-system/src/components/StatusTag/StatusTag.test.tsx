import { render, screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import { isOrderState, orderStates, orderStateTone } from '../../commerce/orderState';
import * as stories from './StatusTag.stories';
import { StatusTag } from './StatusTag';

describe('StatusTag stories', () => {
  testEveryStory(stories, {
    role: 'list',
    roleFor: { AllVariants: 'table' },
    checks: {
      Paid: () => expect(screen.getByRole('listitem')).toHaveTextContent(/^Paid$/),
      OrderStates: () =>
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
          'Created',
          'Awaiting payment',
          'Paid',
          'Failed',
          'Expired',
          'Refunded',
        ]),
      InNarrowCell: () => expect(screen.getByTitle('Awaiting payment')).toHaveTextContent('Awaiting payment'),
    },
  });
});

describe('StatusTag', () => {
  it('shows the word and gives a different look to each tone', () => {
    render(
      <KindredProvider theme="desktop" locale="en">
        <StatusTag tone="success">Paid</StatusTag>
        <StatusTag tone="danger">Failed</StatusTag>
      </KindredProvider>,
    );
    const paid = screen.getByText('Paid');
    const failed = screen.getByText('Failed');
    expect(getComputedStyle(paid).color).not.toBe(getComputedStyle(failed).color);
  });
});

describe('order states', () => {
  it('has a tone for every state the commerce service stores', () => {
    expect(Object.keys(orderStateTone).sort()).toEqual([...orderStates].sort());
    expect(orderStateTone.paid).toBe('success');
    expect(orderStateTone.failed).toBe('danger');
  });

  it('tells an order state from any other string', () => {
    expect(isOrderState('refunded')).toBe(true);
    expect(isOrderState('PAID')).toBe(false);
    expect(isOrderState('')).toBe(false);
  });
});
