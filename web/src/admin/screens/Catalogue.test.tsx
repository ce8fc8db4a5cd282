import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

let server: FetchStub;
let price: string;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  price = '12.00';
  server = installFetchStub()
    .on('/member/admin/catalogue/list', () => ({
      status: 200,
      msg: 'ok',
      data: {
        categories: [
          {
            id: 1,
            names: { en: 'Flowers', zh: '花', cht: '花' },
            sort: 0,
            gifts: [
              {
                id: 7,
                category_id: 1,
                titles: { en: 'Rose', zh: '玫瑰', cht: '玫瑰' },
                texts: { en: '', zh: '', cht: '' },
                price,
                path: '/media/rose.png',
                sort: 1,
                active: 1,
              },
            ],
          },
        ],
      },
    }))
    .on('/member/admin/catalogue/gift/save', (fields) => {
      price = fields.price;
      return { status: 200, msg: 'ok', data: { id: 7 } };
    });
});
afterEach(() => server.restore());

it('keeps staff out of the catalogue', async () => {
  signInAs('staff');
  renderAdmin('/admin/catalogue');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
});

it('lets an admin change a gift price, keeping its three names', async () => {
  signInAs('admin');
  renderAdmin('/admin/catalogue');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Rose' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Rose' });
  const field = within(dialog).getByLabelText(/^Price \(credits\)/);
  await userEvent.clear(field);
  await userEvent.type(field, '15.50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.callsTo('/member/admin/catalogue/gift/save')[0]).toMatchObject({
    kind: 'multipart',
    fields: expect.objectContaining({
      id: '7',
      price: '15.50',
      title_en: 'Rose',
      title_zh: '玫瑰',
      title_cht: '玫瑰',
      active: '1',
    }),
  });
  expect(await screen.findByRole('cell', { name: '15.50' })).toBeInTheDocument();
});
