import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';
import { signInToShell } from './support/sign-in';

// Addresses (issue 36): the Mexican company's admin saves its shipping address; the page asks
// for the colonia and a five-digit código postal before it sends; the card order then offers
// the saved address. Profile: the manager crops a picture to a square (keyboard and pointer)
// and sets it, and changes the phone number through
// the code texted to the new one. Axe on each state.
test.describe.configure({ timeout: 180_000 });
const afterLoad = { timeout: 30_000 };

test('an admin saves the shipping address with its colonia, and the card order offers it', async ({
  page,
}) => {
  await signInToShell(page, 'mx.admin@demo.outlay.test', '/client/settings/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible(afterLoad);
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByRole('button', { name: 'Save Shipping address' })).toBeVisible(
    afterLoad,
  );
  await expectNoAxeViolations(page, 'addresses');

  await shipping.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: /^M[eé]xico$/ }).click();
  await shipping
    .getByRole('textbox', { name: /Address line 1/ })
    .fill('Av. Paseo de la Reforma 222');
  await shipping.getByRole('textbox', { name: /City/ }).fill('Ciudad de México');
  await shipping.getByRole('button', { name: /State, province or department/ }).click();
  await page.getByRole('option', { name: 'Mexico City' }).click();
  await shipping.getByRole('textbox', { name: /Postal code/ }).fill('0660');
  await shipping.getByRole('button', { name: 'Save Shipping address' }).click();
  await expect(shipping.getByText('Enter a postal code such as 06600.').first()).toBeVisible();
  await expect(shipping.getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'addresses, a Mexican address without its colonia');

  await shipping.getByRole('textbox', { name: /Colonia/ }).fill('Juárez');
  await shipping.getByRole('textbox', { name: /Postal code/ }).fill('06600');
  await shipping.getByRole('button', { name: 'Save Shipping address' }).click();
  await expect(page.getByText('Shipping address saved.')).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'addresses, saved');

  await page.goto('/client/card-order');
  const saved = page.getByRole('radio', {
    name: /^The shipping address: Av\. Paseo de la Reforma 222, Juárez, Ciudad de México, CMX 06600/,
  });
  await expect(saved).toBeVisible(afterLoad);
  await expect(saved).toBeChecked();
  await expectNoAxeViolations(page, 'card order with the saved addresses');
});

test('an employee reads the Addresses page but has no entry for it, and cannot change them', async ({
  page,
}) => {
  await signInToShell(page, 'employee@demo.outlay.test', '/client/settings/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible(afterLoad);
  await expect(
    page.getByText("Only admins and managers can change the company's addresses.").first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Addresses' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'addresses, read only for an employee');
});

/**
 * A 300×200 PNG (its left third red): the crop dialog opens on its centred 200-pixel square,
 * and the server makes the square sent a 256-pixel one.
 */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAASwAAADICAMAAABlASxnAAAABlBMVEX////IAADKfhSGAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABI0lEQVR42u3QMQ0AAAgDsOHfNBZ2cZBWQjMH8oUsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS5YsWbJkyZIlS1ZvAVZVTiHDLLTwAAAAAElFTkSuQmCC',
  'base64',
);

test('a manager sets a picture and changes the phone number with the code texted to it', async ({
  page,
}) => {
  await signInToShell(page, 'manager@demo.outlay.test', '/client/web/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(afterLoad);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('textbox', { name: /First name/ })).toHaveValue('Marcus');
  await expectNoAxeViolations(page, 'profile');

  const picture = page.getByRole('region', { name: 'Picture' });
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  const area = crop.getByRole('application', { name: 'Picture crop' });
  await expect(
    crop.getByText(
      'Zoom 100%. The square starts 17% from the left and 0% from the top of the picture.',
    ),
  ).toBeAttached(afterLoad);
  await expectNoAxeViolations(page, 'profile, cropping the picture');
  // The keyboard moves the square left and zooms around its centre; the pointer drags.
  await area.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(
    crop.getByText(
      'Zoom 100%. The square starts 15% from the left and 0% from the top of the picture.',
    ),
  ).toBeAttached();
  await page.keyboard.press('+');
  await expect(
    crop.getByText(
      'Zoom 125%. The square starts 21% from the left and 10% from the top of the picture.',
    ),
  ).toBeAttached();
  const box = await area.boundingBox();
  if (!box) throw new Error('the crop area has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 - 40, { steps: 4 });
  await page.mouse.up();
  // 40 CSS pixels are 25 of the picture's at this zoom (1.6 to one): the square goes from 21% to
  // 30% from the left, and from 10% to the lowest it can stand, 20% from the top (its 160 pixels
  // of the picture's 200). Each pointer move counts, however many arrive between two renders.
  await expect(
    crop.getByText(
      'Zoom 125%. The square starts 30% from the left and 20% from the top of the picture.',
    ),
  ).toBeAttached();
  await expectNoAxeViolations(page, 'profile, the square moved and zoomed');
  // Chromium leaves a file's bytes out of the request it reports, so the page notes the files
  // put in the forms it sends.
  await page.evaluate(() => {
    type Append = (this: FormData, ...args: [string, string | Blob, string?]) => void;
    const append: Append = Reflect.get(FormData.prototype, 'append');
    const files: { type: string }[] = [];
    Object.assign(window, { sentFiles: files });
    const noting: Append = function (...args) {
      const [, value] = args;
      if (value instanceof Blob) files.push({ type: value.type });
      append.apply(this, args);
    };
    Reflect.set(FormData.prototype, 'append', noting);
  });
  await crop.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Your picture is saved.')).toBeVisible(afterLoad);
  // What went to the server is the square, as a JPEG, not the PNG chosen.
  const sent = await page.evaluate(
    () => (window as unknown as { sentFiles: { type: string }[] }).sentFiles,
  );
  expect(sent.map((file) => file.type)).toEqual(['image/jpeg']);
  await expect(crop).toHaveCount(0);
  await expect(picture.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile, with a picture');

  const phone = page.getByRole('region', { name: 'Phone number' });
  // A number no other demo user has (the 201 555 01xx range is valid and fictional).
  const number = `20155501${String(Date.now() % 100).padStart(2, '0')}`;
  const since = new Date();
  await phone.getByRole('textbox', { name: /New phone number/ }).fill(number);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(
    phone.getByText(`We sent a 6-digit code to +1 201*****${number.slice(-2)}.`, { exact: false }),
  ).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'profile, the code step of a new number');

  await phone
    .getByRole('textbox', { name: 'Code from the text message' })
    .fill(await latestCode(page.request, `1${number}`, since));
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your phone number is changed.')).toBeVisible(afterLoad);
  await expect(phone.getByText(`Your number: +1 201*****${number.slice(-2)}`)).toBeVisible();
  await expectNoAxeViolations(page, 'profile, the number changed');
});
