import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PaymentForm.stories';
import { PaymentForm } from './PaymentForm';

const fieldNames = () => screen.queryAllByRole('textbox').map((el) => el.getAttribute('autocomplete'));

describe('PaymentForm stories', () => {
  testEveryStory(stories, {
    role: 'form',
    roleFor: { DoSayWhatToType: 'textbox', DontBareError: 'textbox' },
    checks: {
      HostedCard: () => expect(fieldNames()).toEqual(['given-name', 'email', 'tel']),
      DirectCard: () => {
        expect(screen.getAllByRole('textbox')).toHaveLength(11);
        expect(screen.getByRole('combobox', { name: /Country/ })).toBeInTheDocument();
      },
      Balance: () => expect(screen.queryAllByRole('textbox')).toHaveLength(0),
      Errors: () => {
        expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
          'Please use English letters',
        );
        expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Format error');
        expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription('Please enter Phone');
      },
      LongValues: () =>
        expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue(
          'Maximilian Alexander Montgomery-Whitfield',
        ),
      AllVariants: () => {
        expect(screen.getAllByRole('form')).toHaveLength(2);
        expect(screen.getAllByRole('textbox')).toHaveLength(6);
        expect(screen.getAllByText('Please enter Phone')).toHaveLength(1);
      },
      Submitting: () => expect(screen.getByRole('button', { name: /Pay/ })).toHaveAttribute('aria-busy', 'true'),
    },
  });
});

describe('PaymentForm', () => {
  function setup(props: Partial<Parameters<typeof PaymentForm>[0]> = {}) {
    const onSubmit = jest.fn();
    render(
      <KindredProvider locale="en" theme="desktop">
        <PaymentForm amount="$29.99" onSubmit={onSubmit} {...props} />
      </KindredProvider>,
    );
    return { onSubmit, user: userEvent.setup() };
  }

  it('does not submit an incomplete form and says what is missing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay $29.99' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter First name',
      'Please enter Email',
      'Please enter Phone',
    ]);
  });

  it('submits trimmed values of the fields of the chosen pay type only', async () => {
    const { onSubmit, user } = setup({ defaultValues: { cvv: '999' } });
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mei');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), '  mei@example.com ');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Pay $29.99' }));
    expect(onSubmit).toHaveBeenCalledWith(3, { name: 'Mei', email: 'mei@example.com', phone: '0912345678' });
  });

  it('type 4 asks for the card and address before submitting', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Card (direct)' }));
    const form = screen.getByRole('form');
    const type = async (name: RegExp, text: string) => user.type(within(form).getByRole('textbox', { name }), text);
    await type(/First name/, 'Mei');
    await type(/Last name/, 'Lin');
    await type(/Email/, 'mei@example.com');
    await type(/Phone/, '0912345678');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    await type(/Card number/, '4111 1111 1111 1111');
    await type(/Expiry/, '08/27');
    await type(/CVV/, '123');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'TW');
    await type(/State/, 'Taipei');
    await type(/City/, 'Taipei');
    await type(/Address/, '1 Xinyi Rd');
    await type(/Zip/, '110');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onSubmit).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ cardnumber: '4111 1111 1111 1111', country: 'TW', ZipCode: '110', lastname: 'Lin' }),
    );
    // Types eleven fields key by key: over 5 s on a busy 2-core machine.
  }, 20000);
});
