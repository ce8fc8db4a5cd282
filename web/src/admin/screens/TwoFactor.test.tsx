import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchStub, type FetchStub } from '../../testing/fetchStub';
import { getStaffSession, setStaffSession } from '../../features/admin/staffSession';
import { renderAdmin, signInAs } from '../renderAdmin';

const otpauth = 'otpauth://totp/Kindred:service?secret=JBSWY3DPEHPK3PXP&issuer=Kindred';
let server: FetchStub;
beforeEach(() => {
  window.localStorage.clear();
  setStaffSession(null);
  signInAs('staff');
  server = installFetchStub()
    .on('/member/admin/totp/enrol', {
      status: 200,
      msg: 'ok',
      data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: otpauth },
    })
    .on('/member/admin/totp/confirm', (fields) =>
      fields.code === '123456'
        ? { status: 200, msg: 'ok', data: { totp_enabled: true } }
        : { status: -6, msg: 'error.totp_invalid', data: null },
    );
});
afterEach(() => server.restore());

it('enrols with a QR code of the otpauth URI and the key, then confirms with a code', async () => {
  renderAdmin('/admin/security');
  expect(await screen.findByText('Two-factor sign-in is off for your account.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  const qr = await screen.findByRole('img', { name: otpauth });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.getByLabelText('Key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  await userEvent.type(screen.getByLabelText(/Authenticator code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Two-factor sign-in is on for your account.')).toBeInTheDocument();
  expect(getStaffSession()?.totpEnabled).toBe(true);
  expect(server.callsTo('/member/admin/totp/confirm')[0].fields.code).toBe('123456');
});
