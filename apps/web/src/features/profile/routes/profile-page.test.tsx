// @vitest-environment jsdom
// The profile page: name, language and time zone saved (the app then reads in the language),
// the picture's type and size refused in the reader's words before sending, the server's
// refusal beside its field, and a new phone number confirmed by the code texted to it.
import { adminProfile, failWith, http } from '@outlay/api-client/mocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
// jsdom draws nothing on a canvas: the square is drawn by the browser in the e2e walk.
const cropped = vi.hoisted(() =>
  vi.fn(() => Promise.resolve(new File([new Uint8Array(32)], 'me.jpg', { type: 'image/jpeg' }))),
);
vi.mock('../components/cropped-picture', () => ({ croppedPicture: cropped }));
URL.createObjectURL = () => 'blob:chosen-picture';
URL.revokeObjectURL = () => undefined;

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'profile']);
});

const open = async () => {
  renderApp(<ProfilePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  return screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 });
};

describe('ProfilePage', () => {
  it('refuses a name with digits before sending, and shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    let sends = 0;
    server.use(
      http.put('/v2/web/user/profile', ({ response }) => {
        sends += 1;
        return response(400).json({
          errors: {
            msg: 'Please check your profile: some fields are missing or not valid.',
            fields: { lastName: 'Use only alphabetic character, space and hyphen.' },
          },
        });
      }),
    );
    const details = await open();
    const first = within(details).getByRole('textbox', { name: /First name/ });
    await user.type(first, '3');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(
      (await within(details).findAllByText('Use only alphabetic character, space and hyphen.'))
        .length,
    ).toBeGreaterThan(0);
    expect(sends).toBe(0);
    await user.type(first, '{Backspace}');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(
      await within(details).findByText(
        'Please check your profile: some fields are missing or not valid.',
      ),
    ).toBeTruthy();
    expect(sends).toBe(1);
  });

  it('refuses a picture of another type or over 5 MB in the reader’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let uploads = 0;
    server.use(
      http.put('/v2/web/user/profile/picture', ({ response }) => {
        uploads += 1;
        return response(200).json(adminProfile);
      }),
    );
    await open();
    const picture = screen.getByRole('region', { name: 'Picture' });
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }));
    expect(await within(picture).findByText('Choose a PNG, JPEG or WebP picture.')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await within(picture).findByText('File cannot be bigger than 5mb')).toBeTruthy();
    expect(uploads).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Crop your picture' })).toBeNull();
  });

  it('uploads the square the user placed and zoomed with the keyboard', async () => {
    const user = userEvent.setup();
    let uploaded: number | null = null;
    server.use(
      http.put('/v2/web/user/profile/picture', async ({ request, response }) => {
        const file = (await request.formData()).get('picture');
        uploaded = typeof file === 'string' || file === null ? null : file.size;
        return response(200).json(adminProfile);
      }),
    );
    await open();
    const picture = screen.getByRole('region', { name: 'Picture' });
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Crop your picture' },
      // The dialog's code loads when it opens: the first time, transforming it takes a while here.
      { timeout: 5000 },
    );
    // jsdom decodes no pictures: this one says it is 400 × 200 once "loaded".
    const image = dialog.querySelector('img');
    if (!image) throw new Error('no picture in the crop');
    Object.defineProperty(image, 'naturalWidth', { value: 400 });
    Object.defineProperty(image, 'naturalHeight', { value: 200 });
    fireEvent.load(image);
    const crop = within(dialog).getByRole('application', { name: 'Picture crop' });
    expect(
      await within(dialog).findByText(
        'Zoom 100%. The square starts 25% from the left and 0% from the top of the picture.',
      ),
    ).toBeTruthy();
    crop.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}+');
    expect(
      await within(dialog).findByText(
        'Zoom 125%. The square starts 27% from the left and 10% from the top of the picture.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Your picture is saved.')).toBeTruthy();
    expect(cropped).toHaveBeenCalledWith(image, { x: -172, y: -32, zoom: 1.25 }, 256, 'me.png');
    // The cropped square (32 bytes) was sent, not the 64 bytes chosen.
    expect(uploaded).toBe(32);
    expect(screen.queryByRole('dialog', { name: 'Crop your picture' })).toBeNull();
  });

  it('counts every pointer move of a drag, however many arrive before the next render', async () => {
    const user = userEvent.setup();
    await open();
    const picture = screen.getByRole('region', { name: 'Picture' });
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Crop your picture' },
      // The dialog's code loads when it opens: the first time, transforming it takes a while here.
      { timeout: 5000 },
    );
    const image = dialog.querySelector('img');
    if (!image) throw new Error('no picture in the crop');
    Object.defineProperty(image, 'naturalWidth', { value: 400 });
    Object.defineProperty(image, 'naturalHeight', { value: 200 });
    fireEvent.load(image);
    const crop = within(dialog).getByRole('application', { name: 'Picture crop' });
    // jsdom has no pointer capture.
    crop.setPointerCapture = () => undefined;
    await within(dialog).findByText(/^Zoom 100%\. The square starts 25% from the left/);
    // Two moves of 32 pixels in one batch: the square goes 64 pixels (of 512) to the right.
    act(() => {
      fireEvent.pointerDown(crop, { pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(crop, { pointerId: 1, clientX: 68, clientY: 100 });
      fireEvent.pointerMove(crop, { pointerId: 1, clientX: 36, clientY: 100 });
      fireEvent.pointerUp(crop, { pointerId: 1, clientX: 36, clientY: 100 });
    });
    expect(
      await within(dialog).findByText(
        'Zoom 100%. The square starts 38% from the left and 0% from the top of the picture.',
      ),
    ).toBeTruthy();
  });

  it('changes the phone number once the code texted to the new one is entered', async () => {
    const user = userEvent.setup();
    let confirmed: unknown;
    server.use(
      http.post('/v2/web/user/change-phone-number/confirm', async ({ request, response }) => {
        confirmed = await request.json();
        return response(200).json({ ...adminProfile, phoneNumber: '2015550199' });
      }),
    );
    await open();
    const phone = screen.getByRole('region', { name: 'Phone number' });
    expect(within(phone).getByText('Your number: +1 415*****23')).toBeTruthy();
    await user.type(within(phone).getByRole('textbox', { name: /New phone number/ }), '2015550199');
    await user.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(
      await within(phone).findByText(
        'We sent a 6-digit code to +1 201*****99. Enter it to use this number.',
      ),
    ).toBeTruthy();
    await user.keyboard('123456');
    await user.click(within(phone).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone number is changed.')).toBeTruthy();
    expect(confirmed).toEqual({ code: '123456' });
    expect(await within(phone).findByText('Your number: +1 201*****99')).toBeTruthy();
  });

  it('says beside the number when someone else already uses it', async () => {
    const user = userEvent.setup();
    server.use(
      failWith('changePhoneNumber', 409, 'This Phone number is already used.', {
        fields: { phoneNumber: 'This Phone number is already used.' },
      }),
    );
    await open();
    const phone = screen.getByRole('region', { name: 'Phone number' });
    await user.type(within(phone).getByRole('textbox', { name: /New phone number/ }), '2015550100');
    await user.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(
      (await within(phone).findAllByText('This Phone number is already used.')).length,
    ).toBeGreaterThan(0);
  });
  // Last: the app reads Spanish from then on.
  it('saves the name title-cased, and the language the app then reads in', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put('/v2/web/user/profile', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ ...adminProfile, firstName: 'Ana', language: 'es' });
      }),
    );
    const details = await open();
    const first = within(details).getByRole<HTMLInputElement>('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'ana');
    expect(first.value).toBe('Ana');
    await user.click(within(details).getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    // Said once the app reads Spanish.
    expect(await screen.findByText('Tu perfil se guardó.')).toBeTruthy();
    expect(sent).toEqual({
      firstName: 'Ana',
      lastName: 'Admin',
      language: 'es',
      timeZone: 'America/Los_Angeles',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();
  });
});
